#!/usr/bin/env bash
# Pack dist/cleverdesk.app into dist/cleverdesk-<version>-macos-<arch>.dmg (macOS only: hdiutil).
# The disk image shows cleverdesk.app beside a link to /Applications: drag one onto the other.
# The app is unsigned (ad-hoc signed by PyInstaller): see packaging/README.md, "Signing".
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
app="$root/dist/cleverdesk.app"
[ -d "$app" ] || { echo "make_dmg: no $app: build on macOS first (packaging/build.py bundle)" >&2; exit 1; }
version="$(python3 -c 'import sys,tomllib;print(tomllib.load(open(sys.argv[1],"rb"))["project"]["version"])' "$root/pyproject.toml")"
arch="$(uname -m)"  # arm64 or x86_64: each runner builds for its own processor
stage="$root/build/dmg"
rm -rf "$stage"
mkdir -p "$stage"
cp -R "$app" "$stage/"
ln -s /Applications "$stage/Applications"
dmg="$root/dist/cleverdesk-${version}-macos-${arch}.dmg"
rm -f "$dmg"
hdiutil create -volname cleverdesk -srcfolder "$stage" -fs HFS+ -format UDZO -ov "$dmg"
echo "$dmg  $(( $(stat -f %z "$dmg") / 1000000 )) MB"

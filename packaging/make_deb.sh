#!/usr/bin/env bash
# Build dist/cleverdesk_<version>_<arch>.deb from the bundle in dist/cleverdesk (`make bundle`
# runs this on Linux after packaging/build.py). Installs:
#   /opt/cleverdesk/                      the bundle (program + _internal/)
#   /usr/bin/cleverdesk                   a link to /opt/cleverdesk/cleverdesk
#   /usr/share/applications/cleverdesk.desktop
#   /usr/share/metainfo/<id>.metainfo.xml  AppStream: what software centres show (validated here)
#   /usr/share/icons/hicolor/<n>x<n>/apps/cleverdesk.png (16 to 512) and scalable/…/cleverdesk.svg
# Depends: is computed by dpkg-shlibdeps from the libraries the bundle's programs and plugins link
# to but do not carry (X11/xcb, OpenGL, fontconfig, GLib, libstdc++ …, see packaging/trim.py), so
# the libraries it names must be installed on the build machine (.ci/run installs them).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bundle="$root/dist/cleverdesk"
icons="$root/build/icons"
[ -x "$bundle/cleverdesk" ] || { echo "make_deb: no bundle in $bundle: run make bundle" >&2; exit 1; }
[ -f "$icons/cleverdesk-16.png" ] || { echo "make_deb: no icons in $icons" >&2; exit 1; }

version="$(python3 -c 'import sys,tomllib;print(tomllib.load(open(sys.argv[1],"rb"))["project"]["version"])' "$root/pyproject.toml")"
arch="$(dpkg --print-architecture)"
work="$root/build/deb"
stage="$work/debian/cleverdesk"  # where dpkg-shlibdeps looks for a package being built
rm -rf "$work"
mkdir -p "$stage/DEBIAN" "$stage/opt" "$stage/usr/bin" "$stage/usr/share/applications"

cp -a "$bundle" "$stage/opt/cleverdesk"
ln -s /opt/cleverdesk/cleverdesk "$stage/usr/bin/cleverdesk"
install -m 644 "$root/resources/cleverdesk.desktop" "$stage/usr/share/applications/cleverdesk.desktop"
for size in 16 24 32 48 64 128 256 512; do
  install -D -m 644 "$icons/cleverdesk-$size.png" \
    "$stage/usr/share/icons/hicolor/${size}x${size}/apps/cleverdesk.png"
done
install -D -m 644 "$root/resources/cleverdesk.svg" \
  "$stage/usr/share/icons/hicolor/scalable/apps/cleverdesk.svg"
# The AppStream metainfo, named after its component id as software centres look it up
metainfo="$root/resources/cleverdesk.metainfo.xml"
component="$(sed -n 's|.*<id>\(.*\)</id>.*|\1|p' "$metainfo" | head -1)"
if command -v appstreamcli >/dev/null; then
  appstreamcli validate --no-net "$metainfo" >/dev/null \
    || { appstreamcli validate --no-net "$metainfo"; echo "make_deb: $metainfo is not valid" >&2; exit 1; }
else
  echo "make_deb: no appstreamcli (Debian: appstream): the metainfo is not validated" >&2
fi
install -D -m 644 "$metainfo" "$stage/usr/share/metainfo/$component.metainfo.xml"

# The system libraries the bundle needs, as package names with versions. dpkg-shlibdeps wants a
# debian/control beside it. The bundle's own libraries are declared in debian/shlibs.local as
# provided by cleverdesk itself (-x drops that self-dependency); without it dpkg-shlibdeps would
# also name the system's copies of libraries the bundle carries (libcups, libssl …).
printf 'Source: cleverdesk\n\nPackage: cleverdesk\nArchitecture: any\n' >"$work/debian/control"
find "$stage/opt" -name '*.so*' -printf '%f\n' | sort -u \
  | sed -nE 's/^(.+)\.so\.([0-9][0-9.]*)$/\1 \2 cleverdesk/p' >"$work/debian/shlibs.local"
mapfile -t elves < <(find "$stage/opt/cleverdesk" -type f \( -name '*.so*' -o -name cleverdesk \) \
  -exec sh -c 'head -c 4 "$1" | grep -q ELF && echo "$1"' _ {} \;)
private=()
while IFS= read -r dir; do private+=("-l$dir"); done < <(
  find "$stage/opt/cleverdesk" -name '*.so*' -printf '%h\n' | sort -u)
depends="$(cd "$work" && dpkg-shlibdeps -O --ignore-missing-info --warnings=0 -xcleverdesk \
  "${private[@]}" "${elves[@]}" | sed -n 's/^shlibs:Depends=//p')"
# Qt's X11 plugin loads the cursor library with dlopen as well; name it even if nothing links it.
case "$depends" in *libxcb-cursor0*) ;; *) depends="$depends, libxcb-cursor0" ;; esac

installed_kb="$(du -sk --apparent-size "$stage/opt" "$stage/usr" | awk '{s+=$1} END {print s}')"
rm -f "$work/debian/shlibs.local"
cat >"$stage/DEBIAN/control" <<EOF
Package: cleverdesk
Version: $version
Architecture: $arch
Section: games
Priority: optional
Maintainer: cleverdesk developers <noreply@invalid>
Installed-Size: $installed_kb
Depends: $depends
Description: Clever dice games at one desk, offline
 Play Wolfgang Warsch's dice games Ganz schön clever, Doppelt so clever,
 Clever hoch drei, Clever 4ever and SET Cubed: solo by the official solo
 rules, a solo campaign, or 1-4 players at one computer, each seat human or
 computer. Games are saved and can be resumed; score sheets can be printed.
 In German, Dutch and English. Everything it needs (Python, Qt) is inside
 /opt/cleverdesk.
EOF

# gzip at level 1: xz would save ~10 MB but take minutes on a 2-core CI machine.
deb="$root/dist/cleverdesk_${version}_${arch}.deb"
dpkg-deb --root-owner-group -Zgzip -z1 --build "$stage" "$deb" >/dev/null
echo "$deb  $(( $(stat -c %s "$deb") / 1000000 )) MB"
echo "Depends: $depends"

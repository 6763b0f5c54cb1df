"""Pack dist/cleverdesk/ into dist/cleverdesk-<version>-linux-<machine>.tar.gz (Linux).

The archive unpacks to one folder, cleverdesk/, whose program `cleverdesk` starts the desk;
nothing is installed and nothing outside the folder is needed but the system libraries every
Linux desktop has (X11 or Wayland, OpenGL, fontconfig, GLib; the .deb lists them).
"""

from __future__ import annotations

import platform
import sys
import tarfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from trim import version

from build import DIST, ROOT


def main() -> int:
    if not sys.platform.startswith("linux"):
        print("make_tarball: the .tar.gz is the Linux download; see packaging/README.md")
        return 0
    folder = DIST / "cleverdesk"
    if not (folder / "cleverdesk").is_file():
        print(f"make_tarball: no bundle in {folder}: run `make bundle` first", file=sys.stderr)
        return 1
    out = DIST / f"cleverdesk-{version(ROOT)}-linux-{platform.machine()}.tar.gz"
    with tarfile.open(out, "w:gz", compresslevel=6) as archive:
        archive.add(folder, arcname="cleverdesk")
    print(f"{out}  {out.stat().st_size / 1e6:.0f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

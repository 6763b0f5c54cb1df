"""Pack dist/cleverdesk/ into dist/cleverdesk-<version>-windows-<machine>.zip (Windows).

The zip holds one folder, cleverdesk\\, with cleverdesk.exe (double-click: the desk, no console
window) and cleverdesk-cli.exe (the command line: sim, print, check-install …) beside the
_internal\\ folder they share. Unzip anywhere (Windows cannot run it from inside the zip).
"""

from __future__ import annotations

import platform
import sys
import zipfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from trim import version  # noqa: E402

from build import DIST, ROOT  # noqa: E402


def main() -> int:
    folder = DIST / "cleverdesk"
    if not (folder / "cleverdesk.exe").is_file():
        print(f"make_zip: no cleverdesk.exe in {folder}: build on Windows first", file=sys.stderr)
        return 1
    machine = platform.machine().lower() or "x86_64"
    out = DIST / f"cleverdesk-{version(ROOT)}-windows-{machine}.zip"
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=6) as archive:
        for path in sorted(folder.rglob("*")):
            archive.write(path, Path("cleverdesk") / path.relative_to(folder))
    print(f"{out}  {out.stat().st_size / 1e6:.0f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

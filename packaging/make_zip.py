"""Pack the Windows bundle into dist/cleverdesk-<version>-windows-<machine>.zip.

    python packaging/make_zip.py [--folder dist/cleverdesk] [--machine amd64]

The zip holds one folder, cleverdesk\\, with cleverdesk.exe (double-click: the desk, no console
window) and cleverdesk-cli.exe (the command line: sim, print, check-install …) beside the
_internal\\ folder they share. Unzip anywhere (Windows cannot run it from inside the zip).
On Windows (the workflow) the bundle is dist/cleverdesk; on Linux `make bundle-windows` builds
it under Wine into build/windows/dist/cleverdesk and passes --folder. The entries are sorted and
dated by SOURCE_DATE_EPOCH (default: the last commit's date), so the same files give the same zip.
"""

from __future__ import annotations

import argparse
import os
import platform
import subprocess
import sys
import time
import zipfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from trim import version

from build import DIST, ROOT


def source_date() -> tuple[int, int, int, int, int, int]:
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    if not epoch:
        result = subprocess.run(["git", "log", "-1", "--format=%ct"], cwd=ROOT,
                                capture_output=True, text=True, check=False)
        epoch = result.stdout.strip() or "315532800"  # 1980-01-01, the zip format's first day
    return time.gmtime(max(int(epoch), 315532800))[:6]


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--folder", type=Path, default=DIST / "cleverdesk")
    parser.add_argument("--machine", default=(platform.machine().lower() or "amd64"))
    args = parser.parse_args(argv)
    folder: Path = args.folder
    if not (folder / "cleverdesk.exe").is_file():
        print(f"make_zip: no cleverdesk.exe in {folder}: build for Windows first",
              file=sys.stderr)
        return 1
    out = DIST / f"cleverdesk-{version(ROOT)}-windows-{args.machine}.zip"
    out.parent.mkdir(parents=True, exist_ok=True)
    date = source_date()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for path in sorted(folder.rglob("*")):
            if path.is_file():
                name = (Path("cleverdesk") / path.relative_to(folder)).as_posix()
                info = zipfile.ZipInfo(name, date_time=date)
                info.compress_type = zipfile.ZIP_DEFLATED
                info.external_attr = 0o644 << 16
                archive.writestr(info, path.read_bytes(), compresslevel=9)
    print(f"{out}  {out.stat().st_size / 1e6:.1f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

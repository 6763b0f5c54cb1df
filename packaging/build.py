"""Build the double-clickable program with PyInstaller, the same way on Linux, Windows and macOS.

    python packaging/build.py deps     # into the running (clean) venv: the runtime dependencies
                                       # from pyproject.toml and packaging/requirements.txt
    python packaging/build.py bundle   # icons (build/icons), then dist/cleverdesk/ (+ macOS .app)

`make bundle` runs both in build/bundle-venv, a venv that holds nothing else: a development venv
would drag mypy, pytest … into the bundle (pydantic's mypy plugin imports mypy). The GitHub
workflow (.github/workflows/bundle.yml) calls the same two steps.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
WORK = ROOT / "build" / "pyinstaller"


def runtime_dependencies() -> list[str]:
    with open(ROOT / "pyproject.toml", "rb") as file:
        return list(tomllib.load(file)["project"]["dependencies"])


def deps() -> int:
    command = [sys.executable, "-m", "pip", "install", "--disable-pip-version-check",
               *runtime_dependencies(), "-r", str(ROOT / "packaging" / "requirements.txt")]
    print("+", " ".join(command), flush=True)
    return subprocess.call(command)


def folder_size(folder: Path) -> int:
    return sum(path.stat().st_size for path in folder.rglob("*")
               if path.is_file() and not path.is_symlink())


def bundle() -> int:
    started = time.monotonic()
    sys.path.insert(0, str(ROOT / "packaging"))
    from render_icons import render_all

    render_all(ROOT / "build" / "icons")
    for old in (DIST / "cleverdesk", DIST / "cleverdesk.app"):
        shutil.rmtree(old, ignore_errors=True)
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm",
               "--log-level", "WARN", "--distpath", str(DIST), "--workpath", str(WORK),
               str(ROOT / "packaging" / "cleverdesk.spec")]
    print("+", " ".join(command), flush=True)
    code = subprocess.call(command, cwd=ROOT)
    if code:
        return code
    size = folder_size(DIST / "cleverdesk")
    print(f"bundle: {DIST / 'cleverdesk'}  {size / 1e6:.0f} MB unpacked, "
          f"built in {time.monotonic() - started:.0f} s")
    return 0


def main(argv: list[str]) -> int:
    steps = {"deps": deps, "bundle": bundle}
    if len(argv) != 1 or argv[0] not in steps:
        print(__doc__, file=sys.stderr)
        return 2
    return steps[argv[0]]()


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

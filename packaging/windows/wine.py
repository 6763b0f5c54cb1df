"""Running Windows programs on Linux with Wine, for the Windows build and its smoke test.

Used by build_windows.py (PyInstaller runs under Wine) and check_windows.py (the smoke test of
the installer and the zip). Everything here is about Wine, never about what ships:

- **Wine workarounds** (wine_workarounds/*.c, built with mingw-w64 into build/windows/): three
  stand-in DLLs for what Wine 8.0 lacks and Windows 10+ has (ICU, ProcessPrng, numpy's complex
  accessors), copied into a Wine prefix's system32, and a reversible rename of one import in a
  *copy* of numpy's _multiarray_umath.pyd (an API set name cannot be overridden in Wine). They
  are never put into dist/: `assert_no_workaround` checks a folder for them.
- **How Wine is started**: WINEDEBUG=-all (quiet), winedbg disabled (a crash would otherwise wait
  for the debugger until the time-out), no Mono/Gecko install prompt; every standard stream a
  pipe (with a terminal's or a file's handle Wine's Python dies at start: "can't initialize sys
  standard streams"). Wine does not pass QT_* variables from Linux to Windows programs, so those
  go through inside_wine.py, which sets them in the Windows process before starting the program.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path, PureWindowsPath

HERE = Path(__file__).resolve().parent
WORKAROUNDS = HERE / "wine_workarounds"
INSIDE = HERE / "inside_wine.py"

# numpy's import of the CRT's maths API set, renamed in the copy to the workaround DLL (same
# length, so the import table is patched in place and the rename can be undone byte for byte).
CRT_MATH = b"api-ms-win-crt-math-l1-1-0.dll"
CRT_MATH_WORKAROUND = b"wine-workaround-crtmath-1.dll\0"
assert len(CRT_MATH) == len(CRT_MATH_WORKAROUND)
# The DLLs built from wine_workarounds/*.c: (file name, C source, extra libraries)
WORKAROUND_DLLS: tuple[tuple[str, str, list[str]], ...] = (("icuuc.dll", "icuuc.c", []),
                   ("bcryptprimitives.dll", "bcryptprimitives.c", ["-ladvapi32"]),
                   (CRT_MATH_WORKAROUND.rstrip(b"\0").decode(), "crtmath.c", []))
NUMPY_CORE = "numpy/_core/_multiarray_umath.cp311-win_amd64.pyd"
MINGW_GCC = "x86_64-w64-mingw32-gcc"
MINGW_OBJDUMP = "x86_64-w64-mingw32-objdump"


def windows_path(path: Path) -> str:
    """A Linux path as Wine's Windows programs see it (drive Z: is the Linux root)."""
    return str(PureWindowsPath("Z:/", *Path(path).resolve().parts[1:]))


def imported_names(dll: Path, *from_dlls: bytes) -> list[str]:
    """The names ``dll`` imports from any of ``from_dlls`` (objdump of mingw-w64's binutils)."""
    wanted = {name.rstrip(b"\0").decode().lower() for name in from_dlls}
    text = subprocess.run([MINGW_OBJDUMP, "-p", str(dll)], capture_output=True, text=True,
                          check=True).stdout
    names, inside = [], False
    for line in text.splitlines():
        if "DLL Name:" in line:
            inside = line.split("DLL Name:")[1].strip().lower() in wanted
            continue
        parts = line.split()
        if inside and len(parts) == 3 and parts[1].isdigit():
            names.append(parts[2])
    return names


def build_workarounds(out: Path, numpy_core: Path) -> list[Path]:
    """Compile the stand-in DLLs into ``out``; the CRT maths one forwards to ucrtbase every name
    numpy's core imports from the API set except the accessors it implements itself."""
    out.mkdir(parents=True, exist_ok=True)
    implemented = {"crealf", "cimagf", "creal", "cimag", "creall", "cimagl"}
    # (the copy may already have been renamed)
    imported = set(imported_names(numpy_core, CRT_MATH, CRT_MATH_WORKAROUND))
    if not imported >= {"crealf", "acos"}:
        raise RuntimeError(f"{numpy_core} does not import the CRT maths functions")
    forwarded = sorted(imported - implemented)
    definition = out / "crtmath.def"
    definition.write_text("EXPORTS\n" + "".join(f"    {name}=ucrtbase.{name}\n"
                                                for name in forwarded), encoding="ascii")
    built = []
    for name, source, libraries in WORKAROUND_DLLS:
        target = out / name
        extra = [str(definition)] if source == "crtmath.c" else []
        subprocess.run([MINGW_GCC, "-O2", "-fno-builtin", "-shared", "-nostdlib",
                        "-Wl,--entry=DllMain", "-o", str(target), str(WORKAROUNDS / source),
                        *extra, *libraries], check=True)
        built.append(target)
    return built


def rename_numpy_import(site_packages: Path, *, undo: bool = False) -> Path:
    """Point numpy's core at the CRT maths workaround (or back, ``undo``) in this copy."""
    core = site_packages / NUMPY_CORE
    data = core.read_bytes()
    old, new = (CRT_MATH_WORKAROUND, CRT_MATH) if undo else (CRT_MATH, CRT_MATH_WORKAROUND)
    if data.count(old) == 1:
        core.write_bytes(data.replace(old, new))
    elif data.count(new) != 1:
        raise RuntimeError(f"{core}: the import of {CRT_MATH.decode()} was not found")
    return core


def assert_no_workaround(folder: Path) -> int:
    """Raise if any file under ``folder`` is or refers to a Wine workaround; the files seen."""
    names = {name for name, _, _ in WORKAROUND_DLLS if name != "bcryptprimitives.dll"}
    count = 0
    for path in folder.rglob("*"):
        if not path.is_file():
            continue
        count += 1
        if path.name.lower() in names or path.name in ("crtmath.def",):
            raise RuntimeError(f"a Wine workaround is in {folder}: {path}")
        if path.suffix.lower() in (".dll", ".pyd", ".exe") and \
                CRT_MATH_WORKAROUND.rstrip(b"\0") in path.read_bytes():
            raise RuntimeError(f"{path} imports the Wine workaround instead of {CRT_MATH!r}")
    # bcryptprimitives.dll is a real Windows DLL name: ours must not be there either
    for path in folder.rglob("bcryptprimitives.dll"):
        raise RuntimeError(f"a Wine workaround is in {folder}: {path}")
    return count


def assert_no_workaround_in_zip(archive: Path) -> int:
    """`assert_no_workaround` for the files of a zip (unpacked to a scratch folder)."""
    import tempfile
    import zipfile

    with tempfile.TemporaryDirectory(prefix="cleverdesk-zip-") as scratch:
        with zipfile.ZipFile(archive) as opened:
            opened.extractall(scratch)
        return assert_no_workaround(Path(scratch))


class Wine:
    """One Wine prefix (a Windows installation in a folder) and how to run programs in it."""

    def __init__(self, prefix: Path) -> None:
        self.prefix = prefix.resolve()
        self.env = {key: value for key, value in os.environ.items()
                    if not key.startswith(("WINE", "QT_", "PYTHON"))}
        self.env.update(WINEPREFIX=str(self.prefix), WINEDEBUG="-all", WINEARCH="win64",
                        # no debugger on a crash; no Mono/Gecko download prompt
                        WINEDLLOVERRIDES="winedbg.exe=d;mscoree=;mshtml=")
        self.fonts: list[Path] = []

    @property
    def system32(self) -> Path:
        return self.prefix / "drive_c" / "windows" / "system32"

    def boot(self) -> float:
        """Create the prefix (first start: ~15 s) and wait until Wine's server is idle."""
        started = time.monotonic()
        self.prefix.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run(["wineboot", "--init"], env=self.env, input="", capture_output=True,
                       check=False, timeout=300)
        self.wait()
        if not self.system32.is_dir():
            raise RuntimeError(f"wineboot did not create {self.prefix}")
        return time.monotonic() - started

    def install_workarounds(self, dlls: list[Path]) -> None:
        for dll in dlls:
            shutil.copy(dll, self.system32 / dll.name)

    def install_fonts(self) -> int:
        """Put fonts into the prefix's C:\\windows\\Fonts, where Windows keeps its own: Wine's
        prefix has none there (its GDI draws with the Linux system's fonts), so Qt's offscreen
        platform, which reads that folder on Windows, would find none (Debian's DejaVu).
        Only for the offscreen runs: with fonts there, Wine 8.0's DirectWrite draws a box for
        every character in a real window (`windows` platform); `remove_fonts` undoes it."""
        fonts = self.prefix / "drive_c" / "windows" / "Fonts"
        fonts.mkdir(parents=True, exist_ok=True)
        count = 0
        for folder in (Path("/usr/share/fonts/truetype/dejavu"), Path("/usr/share/wine/fonts")):
            for font in sorted(folder.glob("*.tt[fc]")) if folder.is_dir() else []:
                shutil.copy(font, fonts / font.name)
                self.fonts.append(fonts / font.name)
                count += 1
        return count

    def remove_fonts(self) -> int:
        for font in self.fonts:
            font.unlink(missing_ok=True)
        count, self.fonts = len(self.fonts), []
        return count

    def wait(self) -> None:
        subprocess.run(["wineserver", "--wait"], env=self.env, check=False, timeout=300)

    def kill(self) -> None:
        subprocess.run(["wineserver", "--kill"], env=self.env, check=False, timeout=60)

    def run(self, program: str, *args: str, timeout: float = 600,
            qt_env: dict[str, str] | None = None, python: Path | None = None,
            cwd: Path | None = None, timed: bool = False) -> subprocess.CompletedProcess[str]:
        """Run a Windows program (its Windows or Linux path) and return its output.

        With ``python`` (a Windows python.exe) the program is started by inside_wine.py, which
        first sets ``qt_env`` (QT_* variables, which Wine would drop) in the Windows process
        (and with ``timed`` prints wall_ms=, measured there)."""
        command = ["wine"]
        if python is not None:
            command += [str(python), windows_path(INSIDE)]
            for key, value in (qt_env or {}).items():
                command += ["--env", f"{key}={value}"]
            if timed:
                command.append("--time")
            command.append("--")
            if program.startswith("/"):  # the Windows Python needs the Windows path
                program = windows_path(Path(program))
        command += [program, *args]
        return subprocess.run(command, env=self.env, input="", capture_output=True, text=True,
                              encoding="utf-8", errors="replace", timeout=timeout, cwd=cwd,
                              check=False)


def require_tools(*tools: str) -> None:
    missing = [tool for tool in tools if shutil.which(tool) is None]
    if missing:
        sys.exit(f"missing: {', '.join(missing)} (Debian: apt-get install wine wine64 nsis "
                 "gcc-mingw-w64-x86-64 xvfb poppler-utils; .ci/run installs them)")

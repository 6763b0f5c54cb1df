"""Smoke test of the built program (`make bundle-check`): does the bundle work on its own?

    python packaging/check_bundle.py [BUNDLE] [--keep DIR]

BUNDLE is dist/cleverdesk (default; on macOS dist/cleverdesk.app when it exists). Runs with any
Python 3.11+ and needs nothing but the standard library: it only starts the bundle's program, in a
scratch home folder (HOME, XDG_* and CLEVERDESK_DATA_DIR cleared), and checks that

  1. `check-install` passes and found every translation, Qt translation and the QML module
     *inside the bundle*;
  2. the desk starts offscreen and reaches its first frame (`--benchmark-startup`);
  3. `sim` plays Clever 4ever (a game module and the engine's JSON), SET Cubed (its data) and
     Ganz schön clever with the learned player (numpy and the shipped weights);
  3b. `hint` names the learned player's best moves in a saved game in progress;
  4. `print` writes a PDF of blank sheets;
  4b. `screenshot`: the desk plays a few moves of Clever hoch drei and of SET Cubed;
  5. the desk, started as a player would, creates the per-user data folder (with settings.json);
  6. (Linux) no kept library or plugin links to a Qt library that the trimming left out.

Prints one line per check and exits 1 if any failed. --keep DIR keeps the PDF and the
screenshots to look at.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WINDOWS = sys.platform == "win32"
MACOS = sys.platform == "darwin"
TIMEOUT = 180  # seconds for one command; the first start of a cold bundle can be slow


class Bundle:
    """The programs inside a bundle folder, started in a scratch home."""

    def __init__(self, folder: Path, home: Path) -> None:
        self.folder = folder.resolve()
        if folder.suffix == ".app":
            self.desk = self.cli = self.folder / "Contents" / "MacOS" / "cleverdesk"
        elif WINDOWS:  # the windowed .exe has no console: the command line uses its twin
            self.desk = self.folder / "cleverdesk.exe"
            self.cli = self.folder / "cleverdesk-cli.exe"
        else:
            self.desk = self.cli = self.folder / "cleverdesk"
        self.home = home
        self.env = scratch_environment(home)

    def run(self, *args: str, timeout: float = TIMEOUT) -> subprocess.CompletedProcess[str]:
        return subprocess.run([str(self.cli), *args], env=self.env, capture_output=True,
                              text=True, timeout=timeout, cwd=self.home, check=False)


def scratch_environment(home: Path) -> dict[str, str]:
    """The caller's environment with a fresh home and no data-folder override."""
    env = {key: value for key, value in os.environ.items()
           if not key.startswith("XDG_") and key not in ("CLEVERDESK_DATA_DIR", "PYTHONPATH",
                                                          "PYTHONHOME", "QT_PLUGIN_PATH",
                                                          "QML2_IMPORT_PATH", "QML_IMPORT_PATH")}
    env["HOME"] = str(home)
    if WINDOWS:  # Windows ignores HOME: a fresh profile, so the data folder is made anew (5.)
        env["USERPROFILE"] = str(home)
        env["LOCALAPPDATA"] = str(home / "AppData" / "Local")
        env["APPDATA"] = str(home / "AppData" / "Roaming")
        # platformdirs asks the shell (SHGetKnownFolderPath), which does not read the variables
        # above; these are its own overrides for the same two folders
        env["WIN_PD_OVERRIDE_LOCAL_APPDATA"] = env["LOCALAPPDATA"]
        env["WIN_PD_OVERRIDE_APPDATA"] = env["APPDATA"]
    env["QT_QPA_PLATFORM"] = "offscreen"
    env.setdefault("QT_QUICK_BACKEND", "software")
    env["LANG"] = env.get("LANG") or "C.UTF-8"
    return env


def failure(result: subprocess.CompletedProcess[str]) -> str:
    tail = (result.stderr or result.stdout).strip().splitlines()[-8:]
    return f"exit {result.returncode}: " + " | ".join(tail)


def check_install(bundle: Bundle) -> str:
    result = bundle.run("check-install")
    if result.returncode:
        raise CheckFailed(failure(result))
    outside = []
    for line in result.stdout.splitlines():
        match = re.match(r"ok\s+(translation \w+|Qt translation \w+|QML module \w+): (.+)$", line)
        if match and not Path(match.group(2)).resolve().is_relative_to(bundle.folder):
            outside.append(f"{match.group(1)} from {match.group(2)}")
    if outside:
        raise CheckFailed("found outside the bundle: " + "; ".join(outside))
    found = sum(1 for line in result.stdout.splitlines() if line.startswith("ok"))
    return f"{found} parts, all inside the bundle"


def first_frame(bundle: Bundle) -> str:
    started = time.perf_counter()
    result = bundle.run("--benchmark-startup")
    wall_ms = (time.perf_counter() - started) * 1000
    match = re.search(r"first_frame_ms=(\d+)", result.stdout)
    if result.returncode or not match:
        raise CheckFailed(failure(result))
    process = re.search(r"process_ms=(\d+)", result.stdout)
    inside = f"process_ms={process.group(1)} " if process else ""
    return f"{inside}first_frame_ms={match.group(1)} (process start to exit: {wall_ms:.0f} ms)"


def sim(game: str, players: int, bot: str = "greedy") -> Callable[[Bundle], str]:
    def check(bundle: Bundle) -> str:
        result = bundle.run("sim", "--game", game, "--players", str(players), "--games", "3",
                            "--seed", "1", "--bot", bot, "--json")
        if result.returncode:
            raise CheckFailed(failure(result))
        stats = json.loads(result.stdout)
        if stats.get("games") != 3 or not stats.get("mean", 0) > 0:
            raise CheckFailed(f"unexpected statistics: {result.stdout[:200]}")
        return f"3 games, mean score {stats['mean']:.1f}"

    check.__name__ = f"sim {game} {bot}"
    return check


def hint(bundle: Bundle) -> str:
    """The learned player's hints for a game in progress: the bundle plays and saves a game of
    Ganz schön clever, the check keeps its first moves (as a save of format 0, a bare record:
    no checksum to recompute) and asks `hint` for the best moves of the player deciding then."""
    finished, in_progress = bundle.home / "finished.save", bundle.home / "in-progress.save"
    result = bundle.run("sim", "--game", "ganz-schoen-clever", "--games", "1", "--json",
                        "--save-record", str(finished))
    if result.returncode or not finished.is_file():
        raise CheckFailed(failure(result))
    record = json.loads(finished.read_text(encoding="utf-8"))["record"]
    # format 0 knows the setups of formats 0-2: a seeded game's setup without format 3's
    # real_dice (false here)
    setup = {key: value for key, value in record["setup"].items() if key != "real_dice"}
    in_progress.write_text(json.dumps({"schema_version": 0, "setup": setup,
                                       "moves": record["moves"][:7]}), encoding="utf-8")
    result = bundle.run("hint", "--save", str(in_progress))
    best = [line.strip() for line in result.stdout.splitlines() if "expected (best)" in line]
    if result.returncode or not best:
        raise CheckFailed(failure(result))
    return best[0]


def print_pdf(keep: Path | None) -> Callable[[Bundle], str]:
    def check(bundle: Bundle) -> str:
        out = bundle.home / "sheets.pdf"
        result = bundle.run("print", "--game", "ganz-schoen-clever", "--blank", "--copies", "2",
                            "--out", str(out))
        if result.returncode or not out.is_file():
            raise CheckFailed(failure(result))
        data = out.read_bytes()
        if not data.startswith(b"%PDF") or len(data) < 10_000:
            raise CheckFailed(f"{out} is not a PDF of sheets ({len(data)} bytes)")
        fonts = pdf_fonts(data)
        if not fonts:  # Qt draws no text when it finds no font (offscreen on Windows did)
            raise CheckFailed(f"{out} has no text: it embeds no font")
        if keep is not None:
            keep.mkdir(parents=True, exist_ok=True)
            shutil.copy(out, keep / "bundle-sheets.pdf")
        return f"{len(data) // 1000} kB, fonts {', '.join(fonts)}, {result.stdout.strip()}"

    check.__name__ = "print"
    return check


def pdf_fonts(data: bytes) -> list[str]:
    """The fonts a PDF embeds (Qt's writer embeds a subset of each font it draws text with, so
    a PDF without any has no text)."""
    return sorted({name.decode("latin-1") for name in
                   re.findall(rb"/BaseFont\s*/([A-Za-z0-9+#_.-]+)", data)})


def play_at_the_desk(keep: Path | None) -> Callable[[Bundle], str]:
    """The real desk plays a few moves of a Clever game and of SET Cubed and is photographed:
    the table screens load every QML type they use (Shapes, Layouts, Controls …)."""
    def check(bundle: Bundle) -> str:
        shots = []
        for game, moves in (("clever-hoch-drei", 10), ("set-cubed", 4)):
            out = bundle.home / f"bundle-{game}.png"
            result = bundle.run("screenshot", "--game", game, "--moves", str(moves),
                                "--out", str(out))
            if result.returncode or not out.is_file() or out.stat().st_size < 20_000:
                raise CheckFailed(f"{game}: " + failure(result))
            if keep is not None:
                keep.mkdir(parents=True, exist_ok=True)
                shutil.copy(out, keep / out.name)
            shots.append(result.stdout.strip().split(": ", 1)[-1])
        return "; ".join(shots)

    check.__name__ = "play at the desk"
    return check


def data_folder(bundle: Bundle) -> str:
    """Start the desk itself (no tool, no override) and wait for its settings to be written."""
    result = bundle.run("check-install")
    match = re.search(r"data folder: (.+) \(", result.stdout)
    if not match:
        raise CheckFailed("check-install did not name the data folder")
    folder = Path(match.group(1))
    inside_home = folder.resolve().is_relative_to(bundle.home.resolve())
    if not inside_home and folder.exists():
        return f"skipped: {folder} existed before (this system does not use HOME for it)"
    if folder.exists():
        raise CheckFailed(f"{folder} exists before the first start")
    desk = subprocess.Popen([str(bundle.desk)], env=bundle.env, cwd=bundle.home,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    settings = folder / "settings.json"
    deadline = time.monotonic() + TIMEOUT
    try:
        while not settings.is_file() and desk.poll() is None and time.monotonic() < deadline:
            time.sleep(0.1)
    finally:
        desk.terminate()
        try:
            _, errors = desk.communicate(timeout=20)
        except subprocess.TimeoutExpired:
            desk.kill()
            _, errors = desk.communicate()
    if not settings.is_file():
        raise CheckFailed(f"no {settings} after the desk started (exit {desk.returncode}): "
                          + " | ".join((errors or "").strip().splitlines()[-6:]))
    return f"{folder} created, with {settings.name}"


def qt_links(bundle: Bundle) -> str:
    """Every libQt6*.so a kept ELF file needs must be in the bundle (packaging/trim.py)."""
    if shutil.which("readelf") is None:
        return "skipped: no readelf"
    files = [path for path in bundle.folder.rglob("*.so*") if path.is_file()]
    present = {path.name for path in bundle.folder.rglob("*.so*") if path.exists()}  # not dangling
    missing = set()
    for path in files:
        text = subprocess.run(["readelf", "-d", "--wide", str(path)], capture_output=True,
                              text=True, check=False).stdout
        for name in re.findall(r"\(NEEDED\)\s+Shared library: \[(libQt6[^\]]+)\]", text):
            if name not in present:
                missing.add(f"{name} (for {path.relative_to(bundle.folder)})")
    if missing:
        raise CheckFailed("left out but needed: " + ", ".join(sorted(missing)))
    return f"{len(files)} libraries and plugins"


class CheckFailed(Exception):
    pass


def default_bundle() -> Path:
    app = ROOT / "dist" / "cleverdesk.app"
    return app if MACOS and app.is_dir() else ROOT / "dist" / "cleverdesk"


def main(argv: list[str]) -> int:
    keep: Path | None = None
    if "--keep" in argv:
        index = argv.index("--keep")
        keep = Path(argv[index + 1])
        del argv[index:index + 2]
    folder = Path(argv[0]) if argv else default_bundle()
    with tempfile.TemporaryDirectory(prefix="cleverdesk-bundle-check-") as scratch:
        home = Path(scratch) / "home"
        home.mkdir()
        bundle = Bundle(folder, home)
        if not bundle.cli.is_file() or not bundle.desk.is_file():
            print(f"FAIL no program in {folder} (run `make bundle` first)")
            return 1
        checks: list[Callable[[Bundle], str]] = [
            check_install, first_frame, sim("clever-4ever", 1), sim("set-cubed", 2),
            sim("ganz-schoen-clever", 1, "learned"),  # numpy and the shipped weights
            hint,
            print_pdf(keep), play_at_the_desk(keep), data_folder]
        if sys.platform.startswith("linux"):
            checks.append(qt_links)
        failed = 0
        for check in checks:
            started = time.perf_counter()
            try:
                what = check(bundle)
            except (CheckFailed, subprocess.TimeoutExpired, ValueError, OSError) as error:
                what, failed = f"{type(error).__name__}: {error}", failed + 1
                mark = "FAIL"
            else:
                mark = "ok  "
            seconds = time.perf_counter() - started
            name = check.__name__.replace("_", " ")
            print(f"{mark} {name}: {what} [{seconds:.1f} s]", flush=True)
    print(f"bundle-check: {bundle.folder}: " + ("all passed" if not failed
                                                else f"{failed} check(s) failed"))
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

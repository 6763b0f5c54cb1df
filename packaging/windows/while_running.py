"""The installer and the uninstaller while cleverdesk runs (check_windows.py, steps 6 and 7).

Windows does not let a running program's files be replaced or deleted: an installer that goes
ahead stops half-way and leaves a broken installation. cleverdesk holds a named mutex while it
runs (cleverdesk/running.py) and installer.nsi looks for it before it changes anything. Here,
under Wine (whose mutexes are real: one wineserver for the prefix) or on Windows itself:

- upgrade: the desk started and its mutex seen, `setup.exe /S` exits 3 and every installed
  file, the Start-menu entry and the "Apps & features" entry are as they were; the desk
  closed, the same setup installs over the installation (a file only the old installation had
  is removed, the player's data is kept as it was) and the program starts (check-install,
  first frame): a working installation;
- uninstall: the desk running, `uninstall.exe /S _?=<folder>` (the uninstaller itself, not its
  copy in %TEMP%, so its exit code is seen) exits 3 and changes nothing; the desk closed, the
  uninstall step that follows removes everything but the player's data: a clean removal.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

import wine

if TYPE_CHECKING:  # check_windows imports this module
    from check_windows import Check

EXIT_RUNNING = 3  # installer.nsi's EXIT_RUNNING
MUTEX_NAME = "cleverdesk-running"  # cleverdesk/running.py's
STALE = "_internal/left-by-the-old-version.txt"
PROBE_TRIES, PROBE_SECONDS = 4, 40
# Asks Windows whether a cleverdesk runs, as the installer does (OpenMutexW, SYNCHRONIZE)
PROBE = f"""
import ctypes
kernel32 = ctypes.WinDLL("kernel32")
kernel32.OpenMutexW.restype = ctypes.c_void_p
handle = kernel32.OpenMutexW(0x00100000, 0, "{MUTEX_NAME}")
if handle:
    kernel32.CloseHandle(ctypes.c_void_p(handle))
print("running" if handle else "closed")
"""


class Failed(RuntimeError):  # check_windows.py reports a RuntimeError as a failed step
    pass


class DeskRunning:
    """The installed desk, started as a player would (cleverdesk.exe, offscreen here), kept
    running until `stop`; `running` asks Windows for its mutex."""

    def __init__(self, check: Check) -> None:
        self.check = check
        self.process: subprocess.Popen[bytes] | None = None
        self.hung = 0  # probes that hung and were started again

    def running(self) -> bool:
        probe = self.check.scratch / "mutex_probe.py"
        if not probe.is_file():
            probe.parent.mkdir(parents=True, exist_ok=True)
            probe.write_text(PROBE, encoding="utf-8")
        # Under Wine a program started while another one is starting (the desk, with Wine's
        # desktop process) can hang until it is killed: such a probe is started again.
        for _ in range(PROBE_TRIES):
            try:
                result = self.check.wine.run(str(self.check.python), self.check.path(probe),
                                             timeout=PROBE_SECONDS)
                break
            except subprocess.TimeoutExpired:
                self.hung += 1
        else:
            raise Failed(f"the mutex probe hung {PROBE_TRIES} times")
        answer = result.stdout.strip().splitlines()[-1:] if result.stdout else []
        if answer not in (["running"], ["closed"]):
            raise Failed(f"the mutex probe said {result.stdout!r} {result.stderr[-300:]!r}")
        return answer == ["running"]

    def wait_until(self, running: bool, seconds: float = 180) -> None:
        deadline = time.monotonic() + seconds
        while self.running() != running:
            if self.process is not None and running and self.process.poll() is not None:
                raise Failed(f"the desk ended (exit {self.process.returncode}) before it ran")
            if time.monotonic() > deadline:
                raise Failed(f"cleverdesk's mutex still {'absent' if running else 'held'} "
                             f"after {seconds:.0f} s")
            time.sleep(1)

    def start(self) -> None:
        check = self.check
        env = {**check.software, "QT_QPA_PLATFORM": "offscreen"}
        desk = check.installed / "cleverdesk.exe"
        if check.native:
            self.process = subprocess.Popen([str(desk)], env={**os.environ, **env},
                                            stdin=subprocess.DEVNULL,
                                            stdout=subprocess.DEVNULL,
                                            stderr=subprocess.DEVNULL)
        else:
            command = ["wine", str(check.python), wine.windows_path(wine.INSIDE)]
            for key, value in env.items():
                command += ["--env", f"{key}={value}"]
            command += ["--", wine.windows_path(desk)]
            assert isinstance(check.wine, wine.Wine)
            self.process = subprocess.Popen(command, env=check.wine.env,
                                            stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                                            stderr=subprocess.DEVNULL)
        self.wait_until(running=True)

    def stop(self) -> None:
        if self.process is None:
            return
        self.process.terminate()  # Windows: TerminateProcess; Wine: its launcher
        if not self.check.native:
            self.check.wine.kill()  # the desk itself, inside Wine
        self.process.wait(timeout=60)
        self.process = None
        self.wait_until(running=False)


def state(check: Check) -> dict[str, Any]:
    """What the installer and the uninstaller must leave as it was while the desk runs."""
    menu = (check.profile / "AppData" / "Roaming" / "Microsoft" / "Windows" / "Start Menu" /
            "Programs" / "cleverdesk.lnk")
    return {"files": {**check.installed_hashes(),
                      "uninstall.exe": wine_hash(check.installed / "uninstall.exe")},
            "registry": check.registry(), "start menu": menu.is_file()}


def wine_hash(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest() if path.is_file() else "missing"


def refused(check: Check, what: str, result: subprocess.CompletedProcess[str],
            before: dict[str, Any]) -> str:
    if result.returncode != EXIT_RUNNING:
        raise Failed(f"{what} while cleverdesk runs: exit {result.returncode}, not "
                     f"{EXIT_RUNNING}: {(result.stdout + result.stderr)[-300:]}")
    after = state(check)
    if after != before:
        changed = [key for key in before if before[key] != after[key]]
        if "files" in changed:
            differ = sorted(set(before["files"].items()) ^ set(after["files"].items()))
            changed.append(f"{len(differ)} files, e.g. {differ[:3]}")
        raise Failed(f"{what} exited {EXIT_RUNNING} but changed {changed}")
    return f"{what}: exit {EXIT_RUNNING}, {len(before['files'])} files unchanged"


def upgrade_while_running(check: Check) -> str:
    started = time.monotonic()
    data = check.local / "cleverdesk"
    settings = data / "settings.json"
    player = settings.read_bytes() if settings.is_file() else None
    (check.installed / STALE).write_text("a file only the old version had\n", encoding="utf-8")
    desk = DeskRunning(check)
    try:
        desk.start()
        said = refused(check, "setup /S", check.wine.run(str(check.setup), "/S", timeout=600),
                       state(check))
    finally:
        desk.stop()
    check.wine_numpy(undo=True)  # the installed files as shipped, as an upgrade meets them
    result = check.wine.run(str(check.setup), "/S", timeout=600)
    check.wine.wait()
    if result.returncode:
        raise Failed(f"setup /S after closing the desk: exit {result.returncode}")
    if (check.installed / STALE).exists():
        raise Failed(f"the upgrade left {STALE} of the old installation")
    if check.installed_hashes() != check.shipped_hashes():
        raise Failed("after the upgrade the installed files are not the zip's")
    if not settings.is_file() or (player is not None and settings.read_bytes() != player):
        raise Failed(f"the upgrade changed the player's {settings}")
    check.wine_numpy()
    env = {**check.software, "QT_QPA_PLATFORM": "offscreen"}
    cli = str(check.installed / "cleverdesk-cli.exe")
    works = check.wine.run(cli, "check-install", qt_env=env, python=check.python, timeout=300)
    bench = check.wine.run(cli, "--benchmark-startup", qt_env=env, python=check.python,
                           timeout=300)
    if works.returncode or bench.returncode or "first_frame_ms=" not in bench.stdout:
        raise Failed(f"the upgraded program does not start: {works.stdout[-300:]} "
                     f"{bench.stdout[-300:]}")
    return (f"{said}; closed: setup /S exit 0, the old installation's extra file gone, the "
            f"player's settings kept, check-install and first frame ok{retried(desk)} "
            f"[{time.monotonic() - started:.0f} s]")


def retried(desk: DeskRunning) -> str:
    return f" ({desk.hung} hung mutex probes started again)" if desk.hung else ""


def uninstall_while_running(check: Check) -> str:
    desk = DeskRunning(check)
    uninstaller = check.installed / "uninstall.exe"
    try:
        desk.start()
        result = check.wine.run(str(uninstaller), "/S", f"_?={check.path(check.installed)}",
                                timeout=300)
        said = refused(check, "uninstall /S", result, state(check))
    finally:
        desk.stop()
    return said + retried(desk)


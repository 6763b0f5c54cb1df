"""One desk per data folder (issue 47, item 2): a second start shows the running desk and ends,
a desk that crashed never blocks the next start, the command-line verbs work beside a running
desk, and a settings write changes only the settings that changed.

The desks here are real processes (``python -m cleverdesk``, offscreen)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path

from PySide6.QtNetwork import QLocalSocket

from cleverdesk.store.settings import DEFAULTS, load_settings, save_settings
from tests.patience import ms, seconds

ROOT = Path(__file__).resolve().parents[3]


def _env(folder: Path) -> dict[str, str]:
    return {**os.environ, "CLEVERDESK_DATA_DIR": str(folder), "QT_QPA_PLATFORM": "offscreen",
            "QT_QUICK_BACKEND": "software"}


def _listening(folder: Path) -> bool:
    from cleverdesk.ui.app.single import server_name

    socket = QLocalSocket()
    socket.connectToServer(server_name(folder))
    connected = socket.waitForConnected(200)
    socket.abort()
    return connected


@contextmanager
def running_desk(qtbot, folder: Path) -> Iterator[subprocess.Popen[str]]:  # type: ignore[no-untyped-def]
    """A desk process on ``folder``, once it listens for later starts."""
    desk = subprocess.Popen([sys.executable, "-m", "cleverdesk"], env=_env(folder), cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        qtbot.waitUntil(lambda: desk.poll() is not None or _listening(folder),
                        timeout=ms(180_000))
        assert desk.poll() is None, desk.communicate()
        yield desk
    finally:
        if desk.poll() is None:
            desk.kill()
        desk.communicate(timeout=seconds(60))


def _start(folder: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "cleverdesk", *args], env=_env(folder),
                          cwd=ROOT, capture_output=True, text=True, timeout=seconds(180))


def test_a_second_start_shows_the_running_desk_and_ends(qtbot, user_data: Path) -> None:  # type: ignore[no-untyped-def]
    with running_desk(qtbot, user_data) as first:
        second = _start(user_data)
        assert second.returncode == 0, second.stderr
        assert f"already open on {user_data}: its window was brought to the front" \
            in second.stderr
        assert first.poll() is None  # the first desk runs on
        # the command-line verbs work beside it
        verb = _start(user_data, "history")
        assert verb.returncode == 0 and verb.stdout.strip() == "0 games", verb.stderr
        done = _start(user_data, "print", "--game", "ganz-schoen-clever", "--blank", "--out",
                      str(user_data / "sheet.pdf"))
        assert done.returncode == 0, done.stderr


def test_a_desk_that_crashed_never_blocks_the_next_start(qtbot, user_data: Path) -> None:  # type: ignore[no-untyped-def]
    with running_desk(qtbot, user_data) as crashed:
        crashed.send_signal(signal.SIGKILL)  # its lock file and its socket file stay behind
        crashed.wait(timeout=seconds(60))
    assert (user_data / "desk.lock").exists()
    with running_desk(qtbot, user_data) as next_desk:  # starts, and is the folder's desk
        again = _start(user_data)
        assert again.returncode == 0 and "brought to the front" in again.stderr, again.stderr
        assert next_desk.poll() is None


def test_a_settings_write_changes_only_what_this_desk_changed(qapp, user_data: Path) -> None:  # type: ignore[no-untyped-def]
    """Desk A chooses Letter, desk B (started before A wrote) the house rule: both stay."""
    from cleverdesk.ui.app.desk import Desk

    save_settings(replace(DEFAULTS, guide_offered=True, autosave_told=True, language="en"),
                  user_data)
    first, second = Desk(), Desk()
    first.setProperty("pageSize", "Letter")
    first.writeSettings()
    second.setProperty("houseRule", True)
    second.writeSettings()
    settings = load_settings(user_data).settings
    assert settings.page_size == "Letter" and settings.house_rule is True
    first.setProperty("botPauseMs", 100)  # a later write of A keeps B's house rule too
    first.writeSettings()
    settings = load_settings(user_data).settings
    assert (settings.page_size, settings.house_rule, settings.bot_pause_ms) == (
        "Letter", True, 100)
    first.deleteLater()
    second.deleteLater()

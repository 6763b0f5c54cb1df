"""Every way the desk is asked to end writes the last move first (issue 47, item 4).

A real desk (``run_desk``, offscreen) plays a few moves; its autosave writer is made to wait far
longer than usual, so the last moves are still only in memory when the signal comes. SIGTERM,
SIGINT and SIGHUP must each end the desk the ordinary way, with the moves on disk. A session
logout (``commitDataRequest``) cannot be sent without a session manager: the desk's writers are
checked to listen for it."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import SIGNAL

from cleverdesk.store import SaveStore
from tests.patience import seconds
from tests.ui.driver import Driver

ROOT = Path(__file__).resolve().parents[3]

# run_desk as `python -m cleverdesk` runs it, with a game played as soon as the window is there;
# its autosave writer waits an hour after a move: only an ending writes the moves now
DESK_PLAYING = textwrap.dedent("""
    import json, sys
    from PySide6.QtCore import QTimer
    import cleverdesk.ui.app.app as app_module
    from cleverdesk.engine import GameSetup, PlayerSetup
    from cleverdesk.engine.bots import make_bot


    def play(engine):
        game = app_module.singleton(engine, "Game")
        writer = app_module.singleton(engine, "Saves").writer
        writer._quiet = writer._max_wait = 3600.0  # (its defaults were bound when it was made)
        game.start_setup(GameSetup(game="ganz-schoen-clever", seed=5,
                                   players=[PlayerSetup(name="Ada")]))
        chooser = make_bot("greedy", seed=5)
        for _ in range(7):
            game.apply_move(chooser.choose(game.state, game.legal))
        print(json.dumps(len(game.record.moves)), flush=True)

    made = app_module.create_engine
    def create_engine():
        engine = made()
        QTimer.singleShot(0, lambda: play(engine))
        return engine
    app_module.create_engine = create_engine
    sys.exit(app_module.run_desk([]))
""")


@pytest.mark.parametrize("number", [signal.SIGTERM, signal.SIGINT, signal.SIGHUP],
                         ids=["SIGTERM", "SIGINT", "SIGHUP"])
def test_a_signal_ends_the_desk_with_its_last_move_written(number: int, user_data: Path) -> None:
    env = {**os.environ, "CLEVERDESK_DATA_DIR": str(user_data), "QT_QPA_PLATFORM": "offscreen",
           "QT_QUICK_BACKEND": "software"}
    desk = subprocess.Popen([sys.executable, "-c", DESK_PLAYING], env=env, cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert desk.stdout is not None
        line = desk.stdout.readline()  # the moves are made, the writer still waits
        assert line, desk.communicate(timeout=seconds(60))
        moves = json.loads(line)
        assert not list(SaveStore(user_data).autosave_dir.glob("*.json"))  # none written yet
        desk.send_signal(number)
        _, errors = desk.communicate(timeout=seconds(120))
    finally:
        if desk.poll() is None:
            desk.kill()
            desk.communicate()
    assert desk.returncode == 0, errors
    loaded, problems = SaveStore(user_data).latest_unfinished()
    assert problems == [] and loaded is not None, errors
    assert len(loaded.record.moves) == moves == 7


def test_a_logout_makes_the_desk_write_what_it_holds(desk: Driver, qapp) -> None:  # type: ignore[no-untyped-def]
    """The autosave writer, the settings and the history's kept games all listen for the
    session's request to save (a logout may end the desk without a quit)."""
    connected = qapp.receivers(SIGNAL("commitDataRequest(QSessionManager&)"))
    assert connected >= 3, connected

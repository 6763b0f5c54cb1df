"""Headless uses of the real desk: the startup benchmark, screenshots, the frame benchmark.

They load exactly the window a player sees, offscreen, so what they measure and show is the desk.
"""

from __future__ import annotations

import atexit
import os
import shutil
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEventLoop, QObject, QTimer
from PySide6.QtQml import QQmlApplicationEngine
from PySide6.QtQuick import QQuickWindow

from cleverdesk.store import DATA_DIR_ENV
from cleverdesk.ui.app import startup
from cleverdesk.ui.app.app import create_engine, dispose_engine, make_application, singleton
from cleverdesk.ui.app.startup import process_age_ms

# The game engines and the game controller are imported where a tool plays, never before the
# start-up benchmark's first frame.


def use_offscreen() -> None:
    """Render without a display (software renderer), unless the caller chose otherwise.

    The tools' games and settings (pause 0) go to a scratch data folder, never into the
    player's saved games and settings, unless ``CLEVERDESK_DATA_DIR`` names one.
    """
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    os.environ.setdefault("QT_QUICK_BACKEND", "software")
    if not os.environ.get(DATA_DIR_ENV, "").strip():
        scratch = tempfile.mkdtemp(prefix="cleverdesk-tool-")
        atexit.register(shutil.rmtree, scratch, True)
        os.environ[DATA_DIR_ENV] = scratch


def wait(milliseconds: int) -> None:
    loop = QEventLoop()
    QTimer.singleShot(milliseconds, loop.quit)
    loop.exec()


def wait_for(signal_owner: QObject, signal_name: str, timeout_ms: int,
             start: Callable[[], None] | None = None) -> bool:
    """Run the event loop until the signal fires (True) or the timeout passes (False)."""
    loop = QEventLoop()
    fired: list[bool] = []

    def done(*_: object) -> None:
        fired.append(True)
        loop.quit()

    signal = getattr(signal_owner, signal_name)
    signal.connect(done)
    QTimer.singleShot(timeout_ms, loop.quit)
    if start is not None:
        start()
    if not fired:
        loop.exec()
    signal.disconnect(done)
    return bool(fired)


class HeadlessDesk:
    """The desk window, offscreen, with handles on its controller."""

    def __init__(self, argv: list[str] | None = None, size: tuple[int, int] | None = None) -> None:
        use_offscreen()
        self.app = make_application(list(argv or []))
        self.engine: QQmlApplicationEngine = create_engine()
        roots = self.engine.rootObjects()
        if not roots or not isinstance(roots[0], QQuickWindow):
            raise RuntimeError("the desk window could not be loaded (see the QML errors above)")
        self.window: QQuickWindow = roots[0]
        if size is not None:
            self.window.resize(*size)
        desk = singleton(self.engine, "Desk")
        assert isinstance(desk, QObject)
        self.desk = desk
        self.desk.setProperty("botPauseMs", 0)
        # A never-used data folder is a first run: the guided first game would start with the
        # game services and take the table from the tool's game. Marked offered before those.
        self.desk.setProperty("guideOffered", True)
        from cleverdesk.ui.table.desk import Game

        game = singleton(self.engine, "Game")
        assert isinstance(game, Game)
        self.game = game

    def start_solo(self, game: str, seed: int) -> None:
        from cleverdesk.engine import GameSetup, PlayerSetup

        name = QCoreApplication.translate("Words", "Player %1").replace("%1", "1")
        self.game.start_setup(GameSetup(game=game, players=[PlayerSetup(name=name)], seed=seed))

    def settle(self, milliseconds: int = 1500) -> None:
        """Let animations (dice sliding, bonus chains lighting up) finish."""
        wait(milliseconds)

    def close(self) -> None:
        dispose_engine(self.engine)
        del self.engine


def benchmark_startup(argv: list[str], started: float) -> int:
    """Print ``first_frame_ms`` — from ``started`` (a perf_counter reading) to the first frame —
    and ``process_ms`` (from the process start), then a bare QML window's (:mod:`.startup`)."""
    use_offscreen()
    app = make_application(argv)
    engine = create_engine()
    roots = engine.rootObjects()
    if not roots or not isinstance(roots[0], QQuickWindow):
        print("cleverdesk: the desk window could not be loaded", file=sys.stderr)
        return 1
    window = roots[0]
    shown: list[float] = []
    age: list[float | None] = []

    def first_frame() -> None:
        if not shown:
            shown.append(time.perf_counter())
            age.append(process_age_ms())
            app.quit()

    window.frameSwapped.connect(first_frame)
    QTimer.singleShot(30_000, app.quit)
    app.exec()
    window.frameSwapped.disconnect(first_frame)
    for root in engine.rootObjects():
        root.deleteLater()
    app.processEvents()
    del engine
    if not shown:
        print("cleverdesk: no frame was shown within 30 s", file=sys.stderr)
        return 1
    # the bare window runs after the desk has gone, so the two never share the CPU
    for line in startup.report((shown[0] - started) * 1000, age[0]):
        print(line)
    return 0


def _save_shot(desk: HeadlessDesk, controller: Any, out: Path, size: tuple[int, int]) -> int:
    """Let the table settle, save the window as PNG and say what is on it."""
    desk.settle()
    image = desk.window.grabWindow()
    out.parent.mkdir(parents=True, exist_ok=True)
    if image.isNull() or not image.save(str(out)):
        print(f"cleverdesk screenshot: could not write {out}", file=sys.stderr)
        return 1
    state = controller.state
    made = state.move_count if state else 0
    phase = state.phase if state else "-"
    print(f"{out}: {size[0]}x{size[1]}, {made} moves, phase {phase}")
    return 0


def screenshot(game: str, seed: int, moves: int, size: tuple[int, int], out: Path) -> int:
    """Start a solo game, let the computer make ``moves`` decisions, save the window as PNG."""
    desk = HeadlessDesk(size=size)
    try:
        desk.start_solo(game, seed)
        wait_for(desk.game, "autoplayDone", 120_000, lambda: desk.game.autoplay(moves))
        return _save_shot(desk, desk.game, out, size)
    finally:
        desk.close()


def screenshot_set_cubed(seed: int, moves: int, size: tuple[int, int], out: Path) -> int:
    """A SET Cubed game of a human seat (played here by the greedy bot, as a player would click)
    against a greedy computer seat (played by the desk's own worker); after ``moves`` decisions,
    and then up to the human's next decision, the window is saved as PNG."""
    from cleverdesk.engine import PlayerSetup
    from cleverdesk.setcubed import SetCubedSetup
    from cleverdesk.setcubed.bots import make_bot
    from cleverdesk.ui.setcubed.desk import SetCubedGame

    desk = HeadlessDesk(size=size)
    try:
        controller = singleton(desk.engine, "SetCubedGame")
        assert isinstance(controller, SetCubedGame)
        controller.setProperty("botPauseMs", 0)
        controller.setProperty("handOverScreens", False)
        you = QCoreApplication.translate("Words", "Player %1").replace("%1", "1")
        controller.start_setup(SetCubedSetup(
            players=[PlayerSetup(name=you), PlayerSetup(name="Computer", bot="greedy")],
            seed=seed))
        player = make_bot("greedy", seed=seed)
        rules = controller.rules

        def state_now() -> Any:
            return controller.state

        while (state := state_now()) is not None and state.decider is not None:
            human = state.decider == 0
            if human and state.move_count >= moves:
                break  # stop where the player decides: their hand is on the table
            if human:
                controller.apply_move(player.choose(state, rules.legal_moves(state)))
            elif not wait_for(controller, "computerMoved", 120_000):
                print("cleverdesk screenshot: the computer player did not move",
                      file=sys.stderr)
                return 1
        result = _save_shot(desk, controller, out, size)
        controller.shutdown()
        return result
    finally:
        desk.close()


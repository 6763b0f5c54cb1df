"""What a screen reader finds in the desk, checked through Linux's accessibility bus (AT-SPI).

Run on an X display with a D-Bus session (the test does it under Xvfb; Debian packages
at-spi2-core, python3-pyatspi, xvfb, dbus):

    dbus-run-session -- xvfb-run -a .venv/bin/python scripts/atspi_check.py [--dump DIR]

The desk opens in a real window; for each screen (home, new game, settings, history, a table of
each game) the system Python's pyatspi (scripts/atspi_dump.py) walks the accessible tree, and
every item a player acts on (button, check box, cell …) that shows must have a name, and the
SET Cubed board squares and hand dice must be there by name. Then moves are made and the
announcements must be heard: a roll and a bonus (Clever), a turn, a roll and the hand-over
between two people (SET Cubed). Exit 0 when all hold; otherwise each problem is printed and the
exit code is 1.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ["QT_QPA_PLATFORM"] = "xcb"
os.environ["QT_LINUX_ACCESSIBILITY_ALWAYS_ON"] = "1"
os.environ["QT_ACCESSIBILITY"] = "1"
os.environ.setdefault("CLEVERDESK_DATA_DIR", tempfile.mkdtemp(prefix="cleverdesk-atspi-"))

from PySide6.QtCore import QEventLoop, QMetaObject, QProcess, QTimer
from PySide6.QtQuick import QQuickItem, QQuickWindow

HERE = Path(__file__).resolve().parent
DUMP = [sys.executable if os.environ.get("ATSPI_PYTHON") == "self" else "/usr/bin/python3",
        str(HERE / "atspi_dump.py")]
APP_NAME = "cleverdesk"


def wait(milliseconds: int) -> None:
    loop = QEventLoop()
    QTimer.singleShot(milliseconds, loop.quit)
    loop.exec()


def run_dump(*args: str, timeout_s: float = 120, started=None) -> list[dict]:  # type: ignore[no-untyped-def]
    """Run atspi_dump.py while this process keeps answering the bus (its event loop runs)."""
    process = QProcess()
    process.setProcessChannelMode(QProcess.ProcessChannelMode.ForwardedErrorChannel)
    process.start(DUMP[0], [*DUMP[1:], *args])
    process.waitForStarted()
    out = b""
    deadline = time.monotonic() + timeout_s
    fired = False
    while process.state() != QProcess.ProcessState.NotRunning and time.monotonic() < deadline:
        wait(50)
        out += bytes(process.readAllStandardOutput().data())
        if started is not None and not fired and b'"listening"' in out:
            fired = True
            wait(300)
            started()
    out += bytes(process.readAllStandardOutput().data())
    if process.state() != QProcess.ProcessState.NotRunning:
        process.kill()
        raise SystemExit(f"atspi_dump.py {' '.join(args)} did not finish")
    return [json.loads(line) for line in out.decode().splitlines() if line.strip()]


def find(window: QQuickWindow, name: str) -> QQuickItem:
    stack = [window.contentItem()]
    while stack:
        item = stack.pop()
        if item.objectName() == name and item.isVisible():
            return item
        stack.extend(item.childItems())
    raise SystemExit(f"no visible item {name!r}")


def quiet_settings() -> None:
    """Settings of a desk that was started before: no guided first game over the home screen."""
    from dataclasses import replace

    from cleverdesk.store import data_dir
    from cleverdesk.store.settings import DEFAULTS, save_settings

    save_settings(replace(DEFAULTS, guide_offered=True), data_dir())


def fill_history() -> None:
    from cleverdesk.engine import GameRecord, GameSetup, PlayerSetup, get_rules
    from cleverdesk.engine.simulate import play_game
    from cleverdesk.store.history import HistoryStore

    with HistoryStore() as store:
        game = "ganz-schoen-clever"
        setup = GameSetup(game=game, players=[PlayerSetup(name="Anna", bot="greedy")], seed=1)
        state, record = play_game(get_rules(game), setup)
        record = GameRecord(setup=setup.model_copy(update={"players": [PlayerSetup(name="Anna")]}),
                            moves=record.moves)
        store.add_game(state, record, "solo", 600.0)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dump", type=Path, help="write each screen's tree to DIR/<screen>.jsonl")
    args = parser.parse_args()

    from cleverdesk.engine import GameSetup, PlayerSetup, get_rules
    from cleverdesk.engine.bots import make_bot
    from cleverdesk.setcubed import SetCubedSetup
    from cleverdesk.ui.app.app import create_engine, dispose_engine, make_application, singleton

    quiet_settings()
    fill_history()
    # Start the accessibility bus first (D-Bus starts it for its first client): the desk's Qt
    # joins it when its application starts, and only then.
    import subprocess

    subprocess.run([DUMP[0], "-c", "import pyatspi; pyatspi.Registry.getDesktop(0)"],
                   check=True, timeout=60)
    app = make_application([APP_NAME])
    app.setApplicationName(APP_NAME)
    engine = create_engine()
    window = engine.rootObjects()[0]
    assert isinstance(window, QQuickWindow)
    window.resize(1280, 800)
    wait(1500)
    desk = singleton(engine, "Desk")
    desk.setProperty("botPauseMs", 0)
    game = singleton(engine, "Game")
    set_cubed = singleton(engine, "SetCubedGame")
    problems: list[str] = []

    def check(screen: str) -> list[dict]:  # type: ignore[type-arg]
        wait(400)
        began = time.monotonic()
        nodes = run_dump("tree", APP_NAME)
        if args.dump:
            args.dump.mkdir(parents=True, exist_ok=True)
            (args.dump / f"{screen}.jsonl").write_text(
                "\n".join(json.dumps(n, ensure_ascii=False) for n in nodes), encoding="utf-8")
        shown = [n for n in nodes if n.get("showing") and n.get("interactive")]
        nameless = [n for n in shown if not n["name"].strip()]
        print(f"{screen}: {len(nodes)} accessible items, {len(shown)} to act on, "
              f"{len(nameless)} without a name ({time.monotonic() - began:.1f} s)")
        if not shown:
            problems.append(f"{screen}: nothing to act on found (is the tree there?)")
        for node in nameless[:20]:
            problems.append(f"{screen}: a {node['role']} without a name")
        return shown

    def press(name: str) -> None:
        QMetaObject.invokeMethod(find(window, name), "clicked")
        wait(300)

    def home() -> None:
        QMetaObject.invokeMethod(window, "goHome")
        wait(300)

    check("home")
    for button, screen in (("homeNewGame", "new-game"), ("homeSettings", "settings"),
                           ("homeHistory", "history")):
        press(button)
        check(screen)
        home()
    for code in ("ganz-schoen-clever", "doppelt-so-clever", "clever-hoch-drei", "clever-4ever"):
        game.start_setup(GameSetup(game=code, players=[PlayerSetup(name="Anna")], seed=4))
        check(f"table-{code}")
        home()
    set_cubed.start_setup(SetCubedSetup(players=[PlayerSetup(name="Anna"),
                                                 PlayerSetup(name="Bo", bot="greedy")], seed=2))
    shown = check("table-set-cubed")
    # the board and the hand are there by name, not only the buttons round them
    squares = [n for n in shown if n["role"] == "table cell" and n["name"].startswith("row ")]
    hand = [n for n in shown if n["role"] == "push button" and n["name"].startswith("Hand die")]
    print(f"table-set-cubed: {len(squares)} board squares, {len(hand)} hand dice named")
    if len(squares) < 13 * 13 or len(hand) < 1:
        problems.append("table-set-cubed: the board squares or the hand dice have no names")
    home()
    set_cubed.shutdown()

    # The announcements of a roll and of a bonus, as the bus carries them.
    game.start_setup(GameSetup(game="ganz-schoen-clever", players=[PlayerSetup(name="Anna")],
                               seed=3))
    wait(500)
    rules = get_rules("ganz-schoen-clever")
    chooser = make_bot("greedy", seed=3)

    def play() -> None:
        said: list[str] = []
        game.property("announcer").announced.connect(said.append)
        while not any("onus" in text for text in said) and game.state.round <= 3:
            game.apply_move(chooser.choose(game.state, rules.legal_moves(game.state)))
            wait(20)

    heard = [e["text"] for e in run_dump("listen", "6", started=play) if "text" in e]
    print(f"announcements heard: {len(heard)}")
    if not any("Rolled:" in text for text in heard):
        problems.append("no roll was announced")
    if not any("onus" in text for text in heard):
        problems.append("no bonus was announced")
    game.leave()

    # SET Cubed: a turn, the dice rolled, and the hand-over between two people at one device.
    from cleverdesk.setcubed import get_rules as set_cubed_rules
    from cleverdesk.setcubed.bots import make_bot as set_cubed_bot

    desk.setProperty("handOverScreens", True)
    set_cubed.start_setup(SetCubedSetup(players=[PlayerSetup(name="Anna"),
                                                 PlayerSetup(name="Bo")], seed=2))
    wait(500)
    set_rules = set_cubed_rules()
    set_chooser = set_cubed_bot("greedy", seed=1)

    def play_set_cubed() -> None:
        for _ in range(2):
            if set_cubed.property("turn").property("handOver"):
                QMetaObject.invokeMethod(set_cubed, "confirmHandOver")
                wait(300)
            state = set_cubed.state
            set_cubed.apply_move(set_chooser.choose(state, set_rules.legal_moves(state)))
            wait(300)

    heard_sc = [e["text"] for e in run_dump("listen", "6", started=play_set_cubed) if "text" in e]
    print(f"SET Cubed announcements heard: {len(heard_sc)}")
    if not any(" placed " in text or " passes" in text for text in heard_sc):
        problems.append("no SET Cubed turn was announced")
    if not any(" rolled: " in text for text in heard_sc):
        problems.append("no SET Cubed roll was announced")
    if not any("Pass the device to" in text for text in heard_sc):
        problems.append("the SET Cubed hand-over was not announced")
    home()
    set_cubed.shutdown()
    dispose_engine(engine)
    for problem in problems:
        print("PROBLEM:", problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())

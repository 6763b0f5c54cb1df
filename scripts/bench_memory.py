"""Memory benchmark: a whole desk session offscreen, then the process's resident memory.

Plays what a player does in a long evening, through the desk's own controllers on the real
window (offscreen, the software renderer the installed program uses there): three games of three
Clever games to the end (a learned player chooses the person's moves; computer seats of several
levels, the expert among them), hints asked, a SET Cubed game against a computer, the Review of a
game by the expert, the History with a past game replayed and reviewed, the Saves screen, a print
preview of the game on the table, the Settings and a language switch there and back.

    python scripts/bench_memory.py [--size 1280x800] [--seed 1] [--quick]

prints ``rss_mb_peak=`` (the process's high-water mark, VmHWM) and ``rss_mb_end=`` (VmRSS at
the end, the desk still open), each screen's resident memory as it was left (``rss_mb_after_*``)
and the seconds taken. ``--quick`` plays only a few moves of each game (for trying the script).
"""

from __future__ import annotations

import argparse
import os
import resource
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

# the same renderer as the installed program's offscreen runs (and the tests)
os.environ.setdefault("QT_QUICK_BACKEND", "software")

from cleverdesk.ui.app.tools import HeadlessDesk, wait

GAMES = (  # (game, the computer seats' levels): three Clever games, different opponents
    ("ganz-schoen-clever", ()),  # solo, by the official solo rules
    ("doppelt-so-clever", ("expert",)),
    ("clever-4ever", ("learned", "casual")),
)


def status_mb(field: str) -> float:
    """A ``/proc/self/status`` figure (VmRSS, VmHWM) in MB; getrusage's peak where there is
    no /proc."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith(field + ":"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    peak_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak_kb / 1024


def walk(item: Any) -> Iterator[Any]:
    stack = [item]
    while stack:
        current = stack.pop()
        if not current.isVisible():
            continue
        yield current
        stack.extend(reversed(current.childItems()))


class Session:
    """The desk and the few ways a script acts on it (clicks by objectName, waits by condition)."""

    def __init__(self, size: tuple[int, int], seed: int, quick: bool) -> None:
        from cleverdesk.ui.app.app import singleton

        self.desk = HeadlessDesk(size=size)
        self.desk.desk.setProperty("handOverScreens", False)
        self.engine = self.desk.engine
        self.window = self.desk.window
        self.game = self.desk.game
        self.seed = seed
        self.quick = quick
        self.singleton = lambda name: singleton(self.engine, name)
        self.figures: list[tuple[str, float]] = []
        self.played: list[tuple[str, int, bool]] = []  # game, the person's decisions, finished

    def until(self, condition: Callable[[], bool], timeout_s: float = 120.0) -> None:
        from PySide6.QtCore import QCoreApplication

        deadline = time.monotonic() + timeout_s
        while not condition():
            if time.monotonic() > deadline:
                raise RuntimeError("bench_memory: waited too long")
            QCoreApplication.processEvents()
            wait(10)

    def item(self, name: str) -> Any:
        found = [i for i in walk(self.window.contentItem()) if i.objectName() == name]
        if not found:
            raise RuntimeError(f"bench_memory: no visible item {name!r}")
        return found[0]

    def has(self, name: str) -> bool:
        return any(i.objectName() == name for i in walk(self.window.contentItem()))

    def click(self, name: str) -> None:
        from PySide6.QtCore import QPointF, Qt
        from PySide6.QtTest import QTest

        wait(30)
        item = self.item(name)
        centre = item.mapToScene(QPointF(item.width() / 2, item.height() / 2)).toPoint()
        QTest.mouseClick(self.window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         centre)
        wait(30)

    def key(self, key: Any) -> None:
        from PySide6.QtTest import QTest

        QTest.keyClick(self.window, key)
        wait(30)

    def call(self, function: str, *args: Any) -> None:
        from PySide6.QtCore import Q_ARG, QMetaObject

        QMetaObject.invokeMethod(self.window, function, *(Q_ARG("QVariant", a) for a in args))
        wait(50)

    def note(self, what: str) -> None:
        self.figures.append((what, status_mb("VmRSS")))

    # ------------------------------------------------------------------ the games
    def new_game_screen(self) -> None:
        """Home, then the New game screen: a game starts from there (its start button calls
        the controller's ``start`` with the seats chosen, as below), and the table replaces it."""
        self.call("goHome")
        self.click("homeNewGame")
        wait(200)

    def play_clever(self, game: str, computers: tuple[str, ...], seed: int) -> None:
        from cleverdesk.engine import Phase
        from cleverdesk.engine.bots import make_bot

        hints = self.singleton("Hints")
        self.new_game_screen()
        seats = [{"name": "Anna", "computer": False, "bot": "expert"}] + [
            {"name": "", "computer": True, "bot": bot} for bot in computers]
        self.game.start({"game": game, "seats": seats, "seed": str(seed)})
        person = make_bot("learned", seed=seed)
        asked = 0
        decisions = 0
        while True:
            self.until(lambda: self.game.property("humanToMove") or self.game.property("finished")
                       or self.game.property("turnDone") or self.game.property("handOver"))
            state = self.game.state
            if state is None or state.phase == Phase.GAME_OVER:
                break
            if self.game.property("turnDone"):
                self.game.finishTurn()
                continue
            if self.game.property("handOver"):
                self.game.confirmHandOver()
                continue
            if self.quick and decisions >= 12:
                break
            if decisions % 15 == 0 and asked < 4:  # a few hints, as a learning player asks
                hints.request()
                self.until(lambda: not hints.property("busy"))
                asked += 1
            self.game.apply_move(person.choose(state, self.game.legal))
            decisions += 1
            wait(5)  # a frame now and then, as at a real table
        wait(300)  # the final scoring is built a frame after the last move
        self.played.append((game, decisions, bool(self.game.property("finished"))))

    def play_set_cubed(self, seed: int) -> None:
        from cleverdesk.setcubed.bots import make_bot

        sc = self.singleton("SetCubedGame")
        self.new_game_screen()
        sc.start({"seats": [{"name": "Anna", "computer": False, "bot": "greedy"},
                            {"name": "", "computer": True, "bot": "greedy"}],
                  "seed": str(seed)})
        person = make_bot("greedy", seed=seed)
        decisions = 0
        while True:
            self.until(lambda: sc.turn.property("humanToMove") or sc.property("finished")
                       or sc.turn.property("handOver"))
            state = sc.state
            if state is None or state.decider is None:
                break
            if sc.turn.property("handOver"):
                sc.confirmHandOver()
                continue
            if self.quick and decisions >= 6:
                break
            sc.apply_move(person.choose(state, sc.rules.legal_moves(state)))
            decisions += 1
            wait(5)
        wait(300)
        self.played.append(("set-cubed", decisions, bool(sc.property("finished"))))

    # ------------------------------------------------------------------ the screens
    def review_table(self) -> None:
        review = self.singleton("Review")
        review.evaluator = "expert"
        review.openTable()
        self.until(lambda: review.property("ready") and not review.property("busy"), 600)
        wait(200)
        if review.property("mistakes"):
            review.select(0)
            wait(200)
        self.call("goHome")

    def history_replay(self) -> None:
        from PySide6.QtCore import Qt

        self.call("goHome")
        self.click("homeHistory")
        try:
            self.until(lambda: self.has("historyRow_0"), 20)
        except RuntimeError:
            if not self.quick:
                raise
            self.call("goHome")  # --quick finishes no game: the history is empty
            return
        self.click("historyRow_0")
        self.until(lambda: self.has("pastSheet") or self.has("pastSetCubed"))
        self.key(Qt.Key.Key_Home)
        past = self.singleton("History").property("current")
        for _ in range(400 if not self.quick else 20):
            past.forward()
            wait(2)
        self.key(Qt.Key.Key_End)
        self.call("goHome")

    def saves(self) -> None:
        self.click("homeSaves")
        wait(1500)  # the list is read by a thread
        self.call("goHome")

    def print_preview(self) -> None:
        """The print screen's preview of a blank sheet (the native dialog, closed once drawn)."""
        from PySide6.QtCore import QTimer
        from PySide6.QtPrintSupport import QPrintPreviewDialog
        from PySide6.QtWidgets import QApplication

        self.click("homePrint")
        printing = self.singleton("PrintDesk")

        def close_preview() -> None:
            for widget in QApplication.topLevelWidgets():
                if isinstance(widget, QPrintPreviewDialog) and widget.isVisible():
                    QTimer.singleShot(1500, widget.reject)  # let it paint its pages first
                    return
            QTimer.singleShot(100, close_preview)

        QTimer.singleShot(100, close_preview)
        printing.printSheets("blank:clever-hoch-drei:2", "A4")
        self.call("goHome")

    def language_switch(self) -> None:
        language = self.singleton("Language")
        self.click("homeSettings")
        language.choose("de")
        wait(300)
        language.choose("nl")
        wait(300)
        language.choose("en")
        wait(300)
        self.call("goHome")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args(argv)
    width, height = (int(part) for part in args.size.split("x"))
    started = time.perf_counter()
    session = Session((width, height), args.seed, args.quick)
    wait(300)
    session.note("start")
    try:
        for number, (game, computers) in enumerate(GAMES):
            session.play_clever(game, computers, args.seed + number)
            session.note(f"game_{number + 1}")
        session.review_table()
        session.note("review")
        session.play_set_cubed(args.seed)
        session.note("set_cubed")
        session.history_replay()
        session.note("history")
        session.saves()
        session.note("saves")
        session.print_preview()
        session.note("print")
        session.language_switch()
        session.note("language")
        wait(500)
        peak, end = status_mb("VmHWM"), status_mb("VmRSS")
    finally:
        session.singleton("SetCubedGame").shutdown()
        session.desk.close()
    for game, decisions, finished in session.played:
        print(f"played={game} decisions={decisions} finished={finished}")
    for what, mb in session.figures:
        print(f"rss_mb_after_{what}={mb:.0f}")
    print(f"seconds={time.perf_counter() - started:.0f}")
    print(f"rss_mb_peak={peak:.0f}")
    print(f"rss_mb_end={end:.0f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""A whole session as a new player plays it, with a screenshot at every stop (issue 46).

    python scripts/session_shots.py --lang de --size 800x600 --out build/session

In a fresh data folder, offscreen: the guided first game (three of its steps), a solo Ganz
schön clever game to its end (the final card, the Review with its account, the expert's game on
the same dice), a hot-seat game of three people named in Arabic, Hebrew and Latin letters (the
hand-over, the table, the final card), SET Cubed against the computer with a hint, the History
with a past game, Saves, the print screen, New game, the campaign, the rules and the settings.
The computer chooses the moves (through the table's controller, as a click would); every
picture is the real window. Files are numbered in the order taken: ``NN-what-LANG-WxH.png``.
Prints each file and the review's three parts.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

NAMES = ("لاعب واحد", "שחקן", "Ann")  # Arabic, Hebrew, Latin


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lang", default="en", choices=("en", "de", "nl"))
    parser.add_argument("--size", default="1280x800", help="window size WxH")
    parser.add_argument("--out", default="build/session", help="folder for the PNG files")
    args = parser.parse_args()
    width, height = (int(part) for part in args.size.split("x"))
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    os.environ["CLEVERDESK_DATA_DIR"] = tempfile.mkdtemp(prefix="cleverdesk-session-")
    Session(args.lang, (width, height), out).run()
    return 0


class Session:
    def __init__(self, lang: str, size: tuple[int, int], out: Path) -> None:
        from cleverdesk.ui.app.app import singleton
        from cleverdesk.ui.app.tools import HeadlessDesk

        self.desk = HeadlessDesk(size=size)
        self.singleton = lambda name: singleton(self.desk.engine, name)
        self.singleton("Language").choose(lang)
        self.tag = f"{lang}-{size[0]}x{size[1]}"
        self.out = out
        self.taken = 0

    # ------------------------------------------------------------------ the window
    def items(self, name: str) -> list[object]:
        found = []

        def walk(item: object) -> Iterator[object]:
            yield item
            for child in item.childItems():  # type: ignore[attr-defined]
                if child.isVisible():
                    yield from walk(child)

        for item in walk(self.desk.window.contentItem()):
            if item.objectName() == name:  # type: ignore[attr-defined]
                found.append(item)
        return found

    def click(self, name: str) -> None:
        from PySide6.QtCore import QPointF, Qt
        from PySide6.QtTest import QTest

        self.settle(200)
        item = self.items(name)[0]
        centre = item.mapToScene(QPointF(item.width() / 2,  # type: ignore[attr-defined]
                                         item.height() / 2)).toPoint()  # type: ignore[attr-defined]
        QTest.mouseClick(self.desk.window, Qt.MouseButton.LeftButton,
                         Qt.KeyboardModifier.NoModifier, centre)
        self.settle(400)

    def key(self, key: object) -> None:
        from PySide6.QtTest import QTest

        QTest.keyClick(self.desk.window, key)
        self.settle(300)

    def call(self, function: str) -> None:
        from PySide6.QtCore import QMetaObject

        QMetaObject.invokeMethod(self.desk.window, function)
        self.settle(400)

    def settle(self, milliseconds: int = 600) -> None:
        self.desk.settle(milliseconds)

    def until(self, done: Callable[[], bool], seconds: float = 120.0) -> None:
        ends = time.monotonic() + seconds
        while not done():
            if time.monotonic() > ends:
                raise TimeoutError("the desk did not get there")
            self.settle(100)

    def shot(self, what: str) -> None:
        self.settle(700)
        self.taken += 1
        path = self.out / f"{self.taken:02d}-{what}-{self.tag}.png"
        self.desk.window.grabWindow().save(str(path))
        print(path)

    # ------------------------------------------------------------------ the session
    def run(self) -> None:
        self.shot("home")
        self.guided_game()
        self.solo_game()
        self.hot_seat()
        self.set_cubed()
        self.screens()
        self.desk.close()

    def play_on(self, until: Callable[[], bool], bot: str = "greedy") -> None:
        """The computer's choice for whoever is to decide, through the controller, handing the
        device over and finishing turns as a person would."""
        from cleverdesk.engine.bots import make_bot

        game, chooser = self.desk.game, make_bot(bot, seed=7)
        while not until():
            if game.property("handOver"):
                game.confirmHandOver()
            elif game.property("turnDone"):
                game.finishTurn()
            elif game.state is not None and game.state.decider is not None:
                game.apply_move(chooser.choose(game.state, game.legal))
            else:
                self.settle(100)

    def guided_game(self) -> None:
        guide = self.singleton("Guide")
        guide.start()
        self.settle()
        self.shot("guide-first-step")
        shown = {guide.property("stepNumber")}
        while guide.property("active") and len(shown) < 4:
            if guide.property("readOnly"):
                guide.goOn()
            else:
                self._one_move()
            self.settle(300)
            if guide.property("stepNumber") not in shown:
                shown.add(guide.property("stepNumber"))
                self.shot(f"guide-step-{guide.property('stepNumber')}")
        guide.skip()
        self.call("goHome")

    def _one_move(self) -> None:
        from cleverdesk.engine.bots import make_bot

        game = self.desk.game
        if game.state is not None and game.state.decider is not None and game.legal:
            game.apply_move(make_bot("learned", seed=1).choose(game.state, game.legal))

    def solo_game(self) -> None:
        self.desk.start_solo("ganz-schoen-clever", 4242)
        self.settle()
        self.shot("solo-table")
        self.play_on(lambda: bool(self.desk.game.property("finished")))
        self.until(lambda: bool(self.items("finalScores")))
        challenge = self.singleton("Challenge")
        challenge.keeper.wait()
        self.shot("solo-final-card")
        self.click("finalReview")
        review = self.singleton("Review")
        self.until(lambda: bool(review.property("ready")), seconds=600)
        self.shot("review")
        print("review:", review.property("accountText"))
        self.key(_key("Key_Escape"))
        self.until(lambda: bool(self.items("finalScores")))
        challenge.table.showGhost()
        self.shot("expert-on-the-same-dice")
        self.key(_key("Key_Escape"))
        self.call("goHome")

    def hot_seat(self) -> None:
        from cleverdesk.engine import GameSetup, PlayerSetup

        game = self.desk.game
        game.start_setup(GameSetup(game="doppelt-so-clever", seed=11,
                                   players=[PlayerSetup(name=name) for name in NAMES]))
        self.settle()
        self.shot("hot-seat-hand-over")
        game.confirmHandOver()
        self.shot("hot-seat-table")
        self.play_on(lambda: len(game.record.moves) >= 40)
        self.until(lambda: bool(game.property("humanToMove") or game.property("handOver")))
        self.shot("hot-seat-later")
        self.play_on(lambda: bool(game.property("finished")))
        self.until(lambda: bool(self.items("finalScores")))
        self.shot("hot-seat-final-card")
        self.call("goHome")

    def set_cubed(self) -> None:
        from cleverdesk.engine import PlayerSetup
        from cleverdesk.setcubed import SetCubedSetup

        table = self.singleton("SetCubedGame")
        table.start_setup(SetCubedSetup(players=[PlayerSetup(name="Ann"),
                                                 PlayerSetup(name="Bo", bot="greedy")], seed=2))
        self.until(lambda: bool(table.turn.property("humanToMove")))
        self.shot("set-cubed-table")
        hints = self.singleton("SetCubedHints")
        self.key(_key("Key_H"))
        self.until(lambda: bool(hints.property("shown")), seconds=60)
        self.shot("set-cubed-hint")
        self.call("goHome")
        table.shutdown()

    def screens(self) -> None:
        self.click("homeHistory")
        self.shot("history")
        if self.items("historyRow_0"):
            self.click("historyRow_0")
            self.shot("history-past-game")
        self.call("goHome")
        self.click("homeSaves")
        self.shot("saves")
        self.call("goHome")
        self.click("homePrint")
        self.shot("print")
        self.call("goHome")
        for screen in ("NewGame", "Campaign", "Rules", "Settings"):
            self.click(f"home{screen}")
            self.shot(screen.lower())
            self.call("goHome")
        self.shot("home-after")


def _key(name: str) -> object:
    from PySide6.QtCore import Qt

    return getattr(Qt.Key, name)


if __name__ == "__main__":
    sys.exit(main())

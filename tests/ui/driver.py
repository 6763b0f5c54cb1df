"""Drive the real desk window in tests: find QML items by objectName and click them.

Delegates of Repeaters are not QObject children of the window, so items are found by walking the
visual item tree. Clicks go through the window like a real mouse click, at the item's centre.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtQml import QQmlApplicationEngine
from PySide6.QtQuick import QQuickItem, QQuickWindow

from cleverdesk.engine import Move, MoveKind
from cleverdesk.ui.app.app import create_engine, dispose_engine, singleton
from cleverdesk.ui.table.desk import Game
from tests.patience import ms


def walk(item: QQuickItem) -> Iterator[QQuickItem]:
    """``item`` and every item under it, depth first in the order QML lists them."""
    stack = [item]
    while stack:  # a stack, not nested generators: a table has a few thousand items
        current = stack.pop()
        yield current
        stack.extend(reversed(current.childItems()))


def walk_visible(item: QQuickItem) -> Iterator[QQuickItem]:
    """The visible items of ``walk(item)``, in its order.

    A hidden item's subtree is skipped whole: ``isVisible`` is the effective visibility, false
    under a hidden parent, so nothing in it could be found (most of the desk's screens are hidden
    at any time, and every lookup walks the tree)."""
    stack = [item]
    while stack:
        current = stack.pop()
        if not current.isVisible():
            continue
        yield current
        stack.extend(reversed(current.childItems()))


@dataclass
class Driver:
    qtbot: Any
    engine: QQmlApplicationEngine
    window: QQuickWindow
    game: Game
    desk: Any

    # ------------------------------------------------------------------ finding
    def items(self, name: str) -> list[QQuickItem]:
        return [item for item in walk_visible(self.window.contentItem())
                if item.objectName() == name]

    def item(self, name: str) -> QQuickItem:
        found = self.items(name)
        assert len(found) == 1, f"expected one visible item {name!r}, found {len(found)}"
        return found[0]

    def has(self, name: str) -> bool:
        return bool(self.items(name))

    def text(self, name: str) -> str:
        return str(self.item(name).property("text"))

    # ------------------------------------------------------------------ acting
    def settle(self) -> None:
        """Let QML lay out what the last action changed (positioners move items on polish,
        which waits for the window's next frame)."""
        QCoreApplication.processEvents()
        QCoreApplication.processEvents()
        # a whole frame (polish, sync, render) so that moved items report where they are now;
        # a window that is shown draws one after update(), however long a busy machine takes
        if self.window.isExposed():
            with self.qtbot.waitSignal(self.window.frameSwapped, timeout=ms(60_000),
                                       raising=False):
                self.window.update()
        QCoreApplication.processEvents()

    def saves_listed(self) -> None:
        """Wait until the saved games' listing (off the GUI thread) has landed and the view
        shows it: rows and problems are asserted after it, never racing it."""
        saves = self.engine.singletonInstance("Cleverdesk", "Saves")
        self.qtbot.waitUntil(lambda: not saves.property("busy"))
        self.settle()

    def click(self, target: str | QQuickItem) -> None:
        self.settle()
        item = self.item(target) if isinstance(target, str) else target
        assert item.isVisible() and item.isEnabled(), f"{item.objectName()} cannot be clicked"
        centre = item.mapToScene(QPointF(item.width() / 2, item.height() / 2)).toPoint()
        assert 0 <= centre.x() < self.window.width() and 0 <= centre.y() < self.window.height(), \
            f"{item.objectName()} is outside the window at {centre}"
        self.qtbot.mouseClick(self.window, Qt.MouseButton.LeftButton, pos=centre)

    def key(self, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier
            ) -> None:
        self.qtbot.keyClick(self.window, key, modifier)

    def type_text(self, text: str) -> None:
        for char in text:
            self.qtbot.keyClick(self.window, char)

    # ------------------------------------------------------------------ the table
    def cell(self, area: str, cell: int) -> QQuickItem:
        return self.item(f"sheet_cell_{area}_{cell}")

    def lit_cells(self) -> list[tuple[str, int]]:
        lit = []
        for item in walk_visible(self.window.contentItem()):
            name = item.objectName()
            if name.startswith("sheet_cell_") and item.property("lit"):
                _, _, area, cell = name.split("_")
                lit.append((area, int(cell)))
        return lit

    def wait_for_human_or_end(self, timeout: int = 20_000) -> None:
        self.qtbot.waitUntil(
            lambda: self.game.property("humanToMove") or self.game.property("finished")
            or self.game.property("handOver") or self.game.property("turnDone"),
            timeout=timeout)

    def wait_for_final_scoring(self, timeout: int = 2_000) -> None:
        """Wait until the final scoring is on the screen: it is built after the frame that shows
        the game's last move (a frame later), not inside it."""
        self.qtbot.waitUntil(lambda: self.has("finalScores"), timeout=timeout)

    def wait_for_set_cubed_results(self, timeout: int = 2_000) -> None:
        """The same for SET Cubed's results screen."""
        self.qtbot.waitUntil(lambda: self.has("scResults"), timeout=timeout)

    def play_by_clicks(self, move: Move) -> None:
        """Make ``move`` the way a player would: buttons, a die then a lit cell, a slot."""
        before = self.game.state.move_count if self.game.state else -1
        kind = move.kind
        if kind in (MoveKind.PICK, MoveKind.EXTRA_DIE):
            if kind == MoveKind.EXTRA_DIE and before % 2 == 0:
                self.click("extraButton")  # sometimes announce the +1 first, as a player might
            self.click(f"die_{move.die}")
            assert self.game.property("selectedDie") == move.die
            assert move.area is not None and move.cell is not None
            target = self.cell(move.area, move.cell)
            assert target.property("lit"), f"{move} should light its cell"
            self.click(target)
            self.answer_choice(move, before)
        elif kind == MoveKind.BONUS:
            assert move.area is not None and move.cell is not None
            target = self.cell(move.area, move.cell)
            assert target.property("lit"), f"{move} should light its cell"
            self.click(target)
            self.answer_choice(move, before)
        elif kind == MoveKind.SKIP:
            self.click(f"skip_{move.bonus}")
        elif kind == MoveKind.RETURN:
            assert self.item(f"die_{move.die}").property("selectable")
            self.click(f"die_{move.die}")
        elif kind == MoveKind.REROLL:
            if before % 2 == 0:
                self.click("rerollButton")
            else:  # the next usable circle of the reroll track is a button too
                used = self.game.state.players[self.game.state.decider].tracks["reroll"].used
                self.click(f"sheet_slot_reroll_{used}")
        elif kind == MoveKind.FORFEIT:
            self.click("forfeitButton")
        elif kind == MoveKind.DECLINE:
            self.click("declineButton")
        elif kind == MoveKind.END_WINDOW:
            self.click("endWindowButton")
        else:  # pragma: no cover - every kind of Ganz schön clever is handled above
            raise AssertionError(f"no way to click {move}")
        # A computer seat may already have answered (pause 0): look at this move, not the last.
        record = self.game.record
        assert record is not None and len(record.moves) > before, f"{move} was not played"
        played = record.moves[before]
        assert played == move

    def answer_choice(self, move: Move, before: int) -> None:
        """A cell that means several moves opens the choice panel: click the button of ``move``."""
        record = self.game.record
        if record is not None and len(record.moves) > before:
            return  # the click was the move itself
        assert self.has("choicePanel"), f"{move}: the click neither played nor asked"
        legal = self.game.legal
        wanted = legal.index(move)
        for number, choice in enumerate(self.game.property("choice").property("choices")):
            if choice["id"] == wanted:
                self.click(f"choice_{number}")
                return
        raise AssertionError(f"{move} is not among the choices")


@contextmanager
def open_desk(qtbot: Any) -> Iterator[Driver]:
    """The real window (offscreen), computer pause 0, no motion, and a driver; closed after.

    The ``desk`` fixture is one; a test that quits and starts the desk again opens more."""
    engine = create_engine()
    window = engine.rootObjects()[0]
    assert isinstance(window, QQuickWindow)
    qtbot.waitUntil(window.isExposed)
    game = singleton(engine, "Game")
    assert isinstance(game, Game)
    desk_settings = singleton(engine, "Desk")
    desk_settings.setProperty("botPauseMs", 0)
    desk_settings.setProperty("reduceMotion", True)
    try:
        yield Driver(qtbot, engine, window, game, desk_settings)
    finally:
        game.leave()
        dispose_engine(engine)

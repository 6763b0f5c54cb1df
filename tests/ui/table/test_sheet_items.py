"""What a drawn sheet keeps of its QML items (issue 46, memory): every item of a sheet costs a
few kilobytes, a Clever 4ever sheet had 4 150 of them.

- A sheet to play on makes no picture-only marks (the strokes and dots that stand for marks
  too small to read on the hover preview), and a fox only where a bonus is a fox.
- A finished game's sheet lets its items go while another screen (its Review) is over the
  table, and is drawn again on coming back; a game being played keeps them.
"""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QMetaObject

from cleverdesk.engine import GameSetup, PlayerSetup
from cleverdesk.layout import Kind, sheet_geometry
from tests.ui.driver import Driver, walk

C4E = "clever-4ever"


def _kinds(desk: Driver, name: str) -> Counter[str]:
    return Counter(item.metaObject().className().split("_QML")[0]
                   for item in walk(desk.item(name)))


def test_a_sheet_to_play_on_makes_only_what_it_shows(desk: Driver) -> None:
    desk.game.start_setup(GameSetup(game=C4E, players=[PlayerSetup(name="Ada")], seed=3))
    desk.settle()
    kinds = _kinds(desk, "mainSheet")
    assert kinds["SheetCell"] > 100
    assert kinds["CrossMark"] == 0, "strokes for marks too small to read are a picture's"
    foxes = sum(1 for e in sheet_geometry(C4E).elements
                if (e.kind == Kind.BONUS and e.code == "fox") or e.kind == Kind.ICON)
    assert kinds["FoxIcon"] == foxes


def _cells(desk: Driver) -> int:
    """The table's sheet cells, shown or hidden under another screen."""
    table = next(item for item in walk(desk.window.contentItem())
                 if item.objectName() == "tableScreen")
    return sum(1 for item in walk(table) if item.objectName().startswith("sheet_cell_"))


def test_a_finished_game_lets_its_sheet_go_under_another_screen(desk: Driver) -> None:
    desk.game.start_setup(GameSetup(game=C4E, players=[PlayerSetup(name="Ada")], seed=3))
    desk.settle()
    playing = _cells(desk)
    desk.click("tableRules")
    desk.settle()
    assert _cells(desk) == playing, "a game being played keeps its sheet under the rules"
    QMetaObject.invokeMethod(desk.window, "back")
    desk.settle()

    desk.game.autoplay(10_000)
    desk.qtbot.waitUntil(lambda: desk.game.property("finished"), timeout=60_000)
    desk.wait_for_final_scoring()
    desk.click("finalLook")
    desk.click("tableRules")
    desk.settle()
    assert _cells(desk) == 0, "the finished game's sheet waits as data, not as items"
    QMetaObject.invokeMethod(desk.window, "back")
    desk.settle()
    assert _cells(desk) == playing
    assert desk.item("sheet_cell_yellow_0").isVisible()

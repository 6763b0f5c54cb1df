"""A seat's name stops at 24 characters and a save's title at 60: the field says so as the
player types (issue 46, 5: the text was cut without a word)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtQml import QQmlExpression
from PySide6.QtQuick import QQuickItem

from cleverdesk.engine import GameSetup, PlayerSetup
from tests.ui.driver import Driver


def tip(desk: Driver, item: QQuickItem) -> tuple[bool, str]:
    """The field's tool tip: shown, and its words."""
    context = desk.engine.contextForObject(item)
    shown = QQmlExpression(context, item, "ToolTip.visible").evaluate()[0]
    words = QQmlExpression(context, item, "ToolTip.text").evaluate()[0]
    return bool(shown), str(words)


def test_a_name_at_24_characters_says_so(desk: Driver) -> None:
    desk.key(Qt.Key.Key_N)
    desk.settle()
    field = desk.item("seatName_0")
    desk.click(field)
    desk.type_text("Maximiliane Anneliese")  # 21
    assert not tip(desk, field)[0]
    desk.type_text(" vonX")  # the 25th character is refused
    assert field.property("text") == "Maximiliane Anneliese vo"
    shown, words = tip(desk, field)
    assert shown and "24" in words and "name" in words, words


def test_a_save_title_at_60_characters_says_so(desk: Driver) -> None:
    desk.game.start_setup(GameSetup(game="ganz-schoen-clever", seed=3,
                                    players=[PlayerSetup(name="Anna")]))
    desk.settle()
    desk.click("tableSave")
    field = desk.item("saveAsName")
    field.setProperty("text", "")
    desk.click(field)
    desk.type_text("x" * 59)
    assert not tip(desk, field)[0]
    desk.type_text("yz")
    assert len(field.property("text")) == 60
    shown, words = tip(desk, field)
    assert shown and "60" in words and "title" in words, words

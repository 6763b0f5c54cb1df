"""The desk by keyboard alone: Tab walks the controls in the order they are laid out and shows
where it is, Enter and Space press, Esc goes back, and the standard shortcuts work everywhere."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtQuick import QQuickItem

from .driver import Driver, walk

CTRL = Qt.KeyboardModifier.ControlModifier


def _focused(desk: Driver) -> str:
    item = desk.window.activeFocusItem()
    return item.objectName() if item is not None else ""


def _ring_shown(item: QQuickItem) -> bool:
    return any(child.objectName() == "focusRing" and child.isVisible() for child in walk(item))


def _tab_to(desk: Driver, name: str, limit: int = 40) -> None:
    for _ in range(limit):
        if _focused(desk) == name:
            return
        desk.key(Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reached {name!r} (last: {_focused(desk)!r})")


def _top(desk: Driver) -> str:
    return desk.item("stack").property("currentItem").objectName()


def test_home_screen_by_tab_in_layout_order_with_a_visible_ring(desk: Driver) -> None:
    order = []
    for _ in range(7):
        desk.key(Qt.Key.Key_Tab)
        order.append(_focused(desk))
        desk.settle()
        assert _ring_shown(desk.item(order[-1])), f"{order[-1]} shows no focus ring"
    # Continue is disabled without a saved game: Tab skips it
    assert order == ["homeNewGame", "homeCampaign", "homeHistory", "homeSaves", "homePrint",
                     "homeRules", "homeSettings"]
    desk.key(Qt.Key.Key_Backtab)
    assert _focused(desk) == "homeRules"
    desk.key(Qt.Key.Key_Return)
    assert _top(desk) == "rulesScreen"
    desk.key(Qt.Key.Key_Escape)
    assert _top(desk) == "homeScreen"


def test_space_presses_and_a_click_does_not_take_the_keys(desk: Driver) -> None:
    _tab_to(desk, "homeSettings")
    desk.key(Qt.Key.Key_Space)
    assert _top(desk) == "settingsScreen"
    desk.key(Qt.Key.Key_Escape)
    assert _top(desk) == "homeScreen"
    desk.click("homeHistory")
    assert _top(desk) == "historyScreen"
    assert not _focused(desk).startswith("home")


def test_a_game_is_chosen_and_started_from_home_by_keys_alone(desk: Driver) -> None:
    _tab_to(desk, "homeNewGame")
    desk.key(Qt.Key.Key_Enter)
    assert _top(desk) == "newGameScreen"
    _tab_to(desk, "game_doppelt-so-clever")
    desk.settle()
    assert _ring_shown(desk.item("game_doppelt-so-clever"))
    desk.key(Qt.Key.Key_Space)
    _tab_to(desk, "startGame")
    desk.key(Qt.Key.Key_Return)
    assert desk.game.property("running")
    assert desk.game.property("gameId") == "doppelt-so-clever"
    assert _top(desk) == "tableScreen"


def test_standard_shortcuts(desk: Driver) -> None:
    desk.key(Qt.Key.Key_N, CTRL)
    assert _top(desk) == "newGameScreen"
    desk.key(Qt.Key.Key_F1)
    assert _top(desk) == "rulesScreen"
    desk.key(Qt.Key.Key_Escape)
    desk.key(Qt.Key.Key_Escape)
    assert _top(desk) == "homeScreen"
    desk.key(Qt.Key.Key_P, CTRL)
    assert _top(desk) == "printScreen"
    desk.key(Qt.Key.Key_Escape)
    # at the table: Ctrl+S saves, Ctrl+P prints, F1 the rules, Ctrl+N a new game
    desk.key(Qt.Key.Key_N, CTRL)
    desk.key(Qt.Key.Key_Return)
    assert _top(desk) == "tableScreen"
    desk.key(Qt.Key.Key_S, CTRL)
    assert _top(desk) == "savesScreen"
    desk.key(Qt.Key.Key_Escape)
    desk.key(Qt.Key.Key_P, CTRL)
    assert _top(desk) == "printScreen"
    desk.key(Qt.Key.Key_Escape)
    desk.key(Qt.Key.Key_F1)
    assert _top(desk) == "rulesScreen"
    desk.key(Qt.Key.Key_Escape)
    assert _top(desk) == "tableScreen"
    desk.key(Qt.Key.Key_N, CTRL)
    assert _top(desk) == "newGameScreen"
    # Ctrl+Q closes the window (the game is saved after every move)
    assert desk.window.isVisible()
    desk.key(Qt.Key.Key_Q, CTRL)
    QCoreApplication.processEvents()
    assert not desk.window.isVisible()

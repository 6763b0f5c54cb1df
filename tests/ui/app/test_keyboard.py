"""The desk by keyboard alone: Tab walks the controls in the order they are laid out and shows
where it is, Enter and Space press, Esc goes back, and the standard shortcuts work everywhere."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtQuick import QQuickItem

from cleverdesk.engine import MoveKind
from tests.ui import keyboard_play
from tests.ui.driver import Driver, walk

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
    # the list of games is one stop: the keys are on the game chosen, Down chooses the next
    assert _focused(desk) == "game_ganz-schoen-clever"
    desk.key(Qt.Key.Key_Down)
    desk.settle()
    assert _focused(desk) == "game_doppelt-so-clever"
    assert _ring_shown(desk.item("game_doppelt-so-clever"))
    desk.key(Qt.Key.Key_Space)
    desk.key(Qt.Key.Key_Tab)  # Start game is the next stop (it was 13 Tabs away)
    assert _focused(desk) == "startGame"
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


def test_the_value_picker_shows_its_ring_and_takes_tab_arrows_and_enter(desk: Driver) -> None:
    from tests.ui import sequel_play

    def value_bonus(state, legal) -> bool:  # type: ignore[no-untyped-def]
        cells: dict[tuple[str | None, int | None], set[int | None]] = {}
        for m in legal:
            if m.kind == MoveKind.BONUS and m.value is not None:
                cells.setdefault((m.area, m.cell), set()).add(m.value)
        return any(len(values) > 2 for values in cells.values())

    game = "doppelt-so-clever"
    seed, moves = sequel_play.reach(game, value_bonus)
    state = sequel_play.start_at(desk, game, seed, moves, name="Kim")
    move = next(m for m in desk.game.legal if m.kind == MoveKind.BONUS and m.value is not None)
    assert move.area is not None and move.cell is not None
    keyboard_play._cursor_to(desk, move.area, move.cell)
    desk.key(Qt.Key.Key_Return)
    assert desk.game.state is state and desk.has("choicePanel")
    choices = desk.game.property("choice").property("choices")

    def ringed() -> list[str]:
        desk.settle()
        names = [f"choice_{i}" for i in range(len(choices))] + ["choiceCancel"]
        return [name for name in names if _ring_shown(desk.item(name))]

    assert ringed() == ["choice_0"]
    desk.key(Qt.Key.Key_Tab)
    desk.key(Qt.Key.Key_Right)
    assert ringed() == ["choice_2"]
    desk.key(Qt.Key.Key_Left)
    assert ringed() == ["choice_1"]
    desk.key(Qt.Key.Key_Backtab)
    desk.key(Qt.Key.Key_Up)
    assert ringed() == ["choiceCancel"]  # round the end: Cancel is last
    desk.key(Qt.Key.Key_Down)
    desk.key(Qt.Key.Key_Tab)
    assert ringed() == ["choice_1"]
    wanted = desk.game.legal[choices[1]["id"]]
    desk.key(Qt.Key.Key_Return)
    assert not desk.has("choicePanel")
    assert desk.game.record.moves[-1] == wanted


def test_a_whole_solo_game_by_keys_from_home_to_the_final_scores(desk: Driver) -> None:
    keyboard_play.start_by_keys(desk, "ganz-schoen-clever", "2024")
    made = keyboard_play.play_by_keys_until(desk, lambda: desk.game.property("finished"))
    assert made == len(desk.game.record.moves) > 30
    desk.wait_for_final_scoring()
    state = desk.game.state
    from cleverdesk.engine import get_rules
    total = get_rules("ganz-schoen-clever").total(state.players[0])
    assert desk.text("finalTotal_0") == str(total)


def test_a_doppelt_so_clever_turn_by_keys(desk: Driver) -> None:
    keyboard_play.start_by_keys(desk, "doppelt-so-clever", "31")
    start = (desk.game.state.round, desk.game.state.turn)
    kinds: set[MoveKind] = set()
    made = keyboard_play.play_by_keys_until(
        desk, lambda: (desk.game.state.round, desk.game.state.turn) != start, kinds=kinds)
    assert made >= 4  # three picks of the active turn and the passive pick at least
    assert MoveKind.PICK in kinds


def test_esc_at_the_table_closes_what_is_open_then_offers_the_home_screen(desk: Driver) -> None:
    keyboard_play.start_by_keys(desk, "ganz-schoen-clever", "7")
    desk.key(Qt.Key.Key_1)  # a die chosen
    assert desk.game.property("selectedDie") != ""
    desk.key(Qt.Key.Key_Escape)  # first Esc: the die is put back, nothing else
    assert desk.game.property("selectedDie") == ""
    assert _top(desk) == "tableScreen" and not desk.has("confirmLeave")
    desk.key(Qt.Key.Key_Escape)  # nothing open: it asks, with "Keep playing" ready for Enter
    assert desk.has("confirmLeave")
    assert _focused(desk) == "leaveStay"
    desk.settle()
    assert _ring_shown(desk.item("leaveStay"))
    desk.key(Qt.Key.Key_Return)
    assert not desk.has("confirmLeave") and _top(desk) == "tableScreen"
    assert desk.game.property("running")
    desk.key(Qt.Key.Key_1)  # the table's keys work again
    assert desk.game.property("selectedDie") != ""
    desk.key(Qt.Key.Key_Escape)
    desk.key(Qt.Key.Key_Escape)
    desk.key(Qt.Key.Key_Tab)  # Tab stays in the dialog: Leave is next
    assert _focused(desk) == "leaveConfirm"
    desk.key(Qt.Key.Key_Tab)
    assert _focused(desk) == "leaveStay"
    desk.key(Qt.Key.Key_Backtab)
    desk.key(Qt.Key.Key_Return)
    assert _top(desk) == "homeScreen"
    saves = desk.window.property("saves")
    assert saves.property("canContinue")  # nothing lost: Continue takes the game back


def test_esc_at_the_set_cubed_table_offers_the_home_screen(desk: Driver) -> None:
    from cleverdesk.setcubed import PlayerSetup as SetPlayer
    from cleverdesk.setcubed import SetCubedSetup
    from cleverdesk.ui.app.app import singleton

    sc = singleton(desk.engine, "SetCubedGame")
    try:
        sc.start_setup(SetCubedSetup(players=[SetPlayer(name="Anna"),
                                              SetPlayer(name="Bo", bot="greedy")], seed=5))
        desk.qtbot.waitUntil(lambda: sc.turn.property("humanToMove"), timeout=20_000)
        desk.key(Qt.Key.Key_1)
        assert sc.turn.property("selectedDie") >= 0
        desk.key(Qt.Key.Key_Escape)
        assert sc.turn.property("selectedDie") == -1 and not desk.has("scConfirmLeave")
        desk.key(Qt.Key.Key_Escape)
        assert desk.has("scConfirmLeave") and _focused(desk) == "scLeaveStay"
        desk.key(Qt.Key.Key_Escape)  # Esc in the question: keep playing
        assert not desk.has("scConfirmLeave") and _top(desk) == "setCubedTable"
        desk.key(Qt.Key.Key_Escape)
        desk.key(Qt.Key.Key_Right)
        assert _focused(desk) == "scLeaveConfirm"
        desk.key(Qt.Key.Key_Space)
        assert _top(desk) == "homeScreen"
        assert desk.window.property("saves").property("canContinue")
    finally:
        sc.shutdown()

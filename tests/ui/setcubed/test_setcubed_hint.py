"""The SET Cubed hint (issue 46, item 4): H or the Hint button puts the computer's best turn on
the board with its points; End turn plays it; the game is marked as hinted in the History."""

from __future__ import annotations

from PySide6.QtCore import Qt

from cleverdesk.setcubed import Phase, SetCubedRecord
from cleverdesk.setcubed.bots import make_bot
from cleverdesk.store.history import HistoryStore
from cleverdesk.ui.app.app import singleton
from cleverdesk.ui.setcubed.desk import SetCubedGame
from cleverdesk.ui.setcubed.hint_advisor import best_turn
from tests.ui.driver import Driver
from tests.ui.setcubed.test_setcubed_desk import RULES, _find, wait_for_human


def _table(desk: Driver, sc: SetCubedGame, want) -> None:
    setup, moves = _find(want)
    sc.resume(SetCubedRecord(setup=setup, data=RULES.ref, moves=moves))
    desk.qtbot.waitUntil(lambda: desk.has("setCubedTable"))
    wait_for_human(desk, sc)


def test_h_puts_the_computers_best_turn_on_the_board_with_its_points(
        desk: Driver, sc: SetCubedGame) -> None:
    _table(desk, sc, lambda s: s.phase == Phase.PLACE and s.round >= 2
           and best_turn(RULES, s)[1] > 0)
    hints = singleton(desk.engine, "SetCubedHints")
    state = sc.state
    move, points = best_turn(RULES, state)
    assert desk.has("scHintButton") and desk.item("scHintButton").isEnabled()
    desk.key(Qt.Key.Key_H)
    desk.qtbot.waitUntil(lambda: hints.property("shown"), timeout=30_000)
    desk.settle()
    assert tuple(sc.pending) == tuple(move.placements)  # on the board, as the turn built
    assert sc.preview.property("legal") and sc.preview.property("points") == points
    assert f"{points} point" in desk.text("scHintText")
    assert desk.text("scHintButton") == "Hide hint"
    saves = singleton(desk.engine, "Saves")
    assert saves.hints_used  # the game is marked at once

    desk.click("scHintButton")  # hide: the dice go back into the hand
    assert not sc.pending and not desk.has("scHintText")
    desk.click("scHintButton")  # and ask again by the button
    desk.qtbot.waitUntil(lambda: hints.property("shown"), timeout=30_000)
    desk.click("scEndTurn")  # play it
    desk.settle()
    assert move in sc.record.moves
    assert not hints.property("shown") and not desk.has("scHintText")


def test_a_hinted_set_cubed_game_is_marked_in_the_history(desk: Driver,
                                                          sc: SetCubedGame) -> None:
    _table(desk, sc, lambda s: s.phase == Phase.PLACE and s.round >= 1)
    hints = singleton(desk.engine, "SetCubedHints")
    hints.ask()
    desk.qtbot.waitUntil(lambda: not hints.property("busy"), timeout=30_000)
    bot = make_bot("greedy")
    for _ in range(500):  # the rest of the game, the human's moves chosen by a computer
        state = sc.state
        if state.phase == Phase.GAME_OVER:
            break
        if state.decider == 0 and sc.turn.property("humanToMove"):
            sc.play(bot.choose(state, RULES.legal_moves(state)))
        else:
            wait_for_human(desk, sc)
    assert sc.state.phase == Phase.GAME_OVER
    desk.settle()
    with HistoryStore() as store:
        (game,) = store.games()
        assert game.game == "set-cubed" and game.hints and not game.clean


def test_no_hint_while_the_hints_setting_is_off_or_nothing_is_placed(
        desk: Driver, sc: SetCubedGame) -> None:
    _table(desk, sc, lambda s: s.phase == Phase.EXTRA_ROLL)
    hints = singleton(desk.engine, "SetCubedHints")
    assert not hints.property("available")
    assert not desk.item("scHintButton").isEnabled()
    desk.desk.setProperty("hints", False)
    desk.settle()
    assert not desk.has("scHintButton")
    desk.key(Qt.Key.Key_H)
    assert not hints.property("busy")

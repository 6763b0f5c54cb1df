"""Playing at the desk through the real QML: dice, lit cells, buttons, computer seats.

Every game here is decided by clicks on the items a player sees (a greedy bot only *chooses*
what to click, so the games reach every kind of decision and end in reasonable time).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from cleverdesk.engine import GameSetup, Move, MoveKind, Phase, PlayerSetup, get_rules
from cleverdesk.engine.bots import make_bot
from cleverdesk.typed_text import typed
from cleverdesk.ui.app.desk import ALL_GAMES, playable_games
from tests.ui.driver import Driver

GAME = "ganz-schoen-clever"


def test_round_four_choice_is_played_by_clicking_a_lit_cell(desk: Driver) -> None:
    desk.game.start_setup(GameSetup(game=GAME, players=[PlayerSetup(name="Anna")], seed=9))
    chooser = make_bot("greedy", seed=1)
    state = desk.game.state
    assert state is not None
    while not (state.round == 4 and state.players[0].pending):
        desk.game.apply_move(chooser.choose(state, desk.game.legal))
        state = desk.game.state
        assert state is not None and state.round <= 4

    prompt = desk.text("promptText")
    assert "black X" in prompt and "black 6" in prompt
    legal = {(m.area, m.cell) for m in desk.game.legal if m.kind == MoveKind.BONUS}
    assert set(desk.lit_cells()) == legal
    assert {area for area, _ in legal} >= {"orange", "purple"}  # both kinds of choice offered
    # An unlit cell does nothing.
    unlit = next(c for c in range(16) if ("yellow", c) not in legal)
    desk.click(desk.cell("yellow", unlit))
    assert desk.game.state is state

    area, cell = sorted(legal)[0]
    desk.click(desk.cell(area, cell))
    after = desk.game.state
    assert after is not None and after.players[0].marks[area][cell] != 0
    assert desk.cell(area, cell).property("status") == "marked"
    assert any("entered a bonus" in line for line in desk.game.log.lines()[-3:])


def test_chain_bonus_lights_cells_and_lands_in_the_log(desk: Driver) -> None:
    """A pick whose bonus needs a choice (an X anywhere in yellow, say) asks for it by lighting."""
    rules = get_rules(GAME)
    chooser = make_bot("greedy", seed=3)
    for seed in range(1, 60):
        desk.game.start_setup(GameSetup(game=GAME, players=[PlayerSetup(name="Bo")], seed=seed))
        while desk.game.state is not None and desk.game.state.phase != Phase.GAME_OVER:
            state = desk.game.state
            pending = state.decider is not None and state.players[state.decider].pending
            if pending and state.phase != Phase.ROUND_START:
                break
            desk.game.apply_move(chooser.choose(state, desk.game.legal))
        state = desk.game.state
        if state is not None and state.phase != Phase.GAME_OVER:
            break
    assert state is not None and state.decider is not None
    codes = state.players[state.decider].pending
    assert desk.game.property("actions").property("pendingBonus")
    assert "still to enter" in desk.game.log.lines()[-1]
    prompt = desk.text("promptText")
    assert prompt.startswith("Bonus")
    bonus_moves = [m for m in desk.game.legal if m.kind == MoveKind.BONUS]
    assert set(desk.lit_cells()) == {(m.area, m.cell) for m in bonus_moves}
    assert all(m.bonus in codes for m in bonus_moves)
    desk.play_by_clicks(bonus_moves[-1])
    assert "entered a bonus" in " ".join(desk.game.log.lines()[-2:])
    assert rules.total(desk.game.state.players[state.decider]) >= rules.total(
        state.players[state.decider])


def test_keyboard_plays_a_whole_turn(desk: Driver) -> None:
    desk.game.start_setup(GameSetup(game=GAME, players=[PlayerSetup(name="Kim")], seed=31))
    state = desk.game.state
    assert state is not None and state.phase == Phase.ACTIVE_ROLL
    picks = [m for m in desk.game.legal if m.kind == MoveKind.PICK]
    die = picks[0].die
    number = int(desk.item(f"die_{die}").property("key"))  # the number the die wears
    desk.key(getattr(Qt.Key, f"Key_{number}"))
    assert desk.game.property("selectedDie") == die
    lit = desk.lit_cells()
    assert lit == sorted({(m.area, m.cell) for m in picks if m.die == die},
                         key=lambda key: desk.game.main_sheet.row_of_cell(*key)) or set(lit) == {
        (m.area, m.cell) for m in picks if m.die == die}
    focused = [c for c in lit if desk.cell(*c).property("focused")]
    assert len(focused) == 1
    if len(lit) > 1:
        desk.key(Qt.Key.Key_Tab)
        moved = [c for c in lit if desk.cell(*c).property("focused")]
        assert moved != focused
        desk.key(Qt.Key.Key_Left)
        assert [c for c in lit if desk.cell(*c).property("focused")] == focused
    desk.key(Qt.Key.Key_Escape)
    assert desk.game.property("selectedDie") == ""
    assert desk.lit_cells() == []
    desk.key(getattr(Qt.Key, f"Key_{number}"))
    desk.key(Qt.Key.Key_Return)
    after = desk.game.state
    assert after is not None and after.move_count == 1
    record = desk.game.record
    assert record is not None and record.moves[0].die == die
    # R spends a reroll when one is available (round 1 gives one).
    if any(m.kind == MoveKind.REROLL for m in desk.game.legal):
        rolls_before = after.players[0].tracks["reroll"].used
        desk.key(Qt.Key.Key_R)
        assert desk.game.state.players[0].tracks["reroll"].used == rolls_before + 1


def _find_forfeit() -> tuple[int, list[Move]]:
    """A seed and the moves that lead to a roll where no die fits (found with the engine)."""
    rules = get_rules(GAME)
    for seed in range(1, 200):
        state = rules.new_game(GameSetup(game=GAME, players=[PlayerSetup(name="x")], seed=seed))
        bot = make_bot("greedy", seed=seed)
        moves: list[Move] = []
        while state.phase != Phase.GAME_OVER:
            legal = rules.legal_moves(state)
            if any(m.kind == MoveKind.FORFEIT for m in legal):
                return seed, moves
            move = bot.choose(state, legal)
            moves.append(move)
            state = rules.apply(state, move)
    raise AssertionError("no forfeit in 200 games")


def test_forfeit_is_offered_and_explained_when_nothing_fits(desk: Driver) -> None:
    seed, moves = _find_forfeit()
    desk.game.start_setup(GameSetup(game=GAME, players=[PlayerSetup(name="Lu")], seed=seed))
    for move in moves:
        desk.game.apply_move(move)
    assert desk.has("forfeitButton")
    explanation = desk.text("forfeitExplanation")
    assert "forfeited" in explanation and "three rolls" in explanation
    assert "forfeit" in desk.text("promptText").lower()
    # No die in the rolling area can be chosen.
    state = desk.game.state
    assert state is not None
    for die in get_rules(GAME).dice_at(state, "roll"):
        assert not desk.item(f"die_{die}").property("selectable")
    desk.click("forfeitButton")
    after = desk.game.state
    assert after is not None and after.move_count == state.move_count + 1
    assert "forfeited" in " ".join(desk.game.log.lines()[-3:])


def test_hand_over_between_two_human_seats(desk: Driver) -> None:
    desk.game.start_setup(GameSetup(
        game=GAME, players=[PlayerSetup(name="Ann"), PlayerSetup(name="Ben")], seed=4))
    state = desk.game.state
    assert state is not None and state.decider is not None
    first = ["Ann", "Ben"][state.decider]
    assert desk.has("handOverScreen")
    assert first in desk.text("handOverTitle")
    assert desk.lit_cells() == []  # nothing of the table can be used behind the screen
    desk.click("handOverContinue")
    assert not desk.has("handOverScreen")
    # Play the active turn until the other player decides: the screen comes back for them.
    chooser = make_bot("greedy", seed=2)
    while desk.game.state.decider == state.decider:
        desk.play_by_clicks(chooser.choose(desk.game.state, desk.game.legal))
    other = ["Ann", "Ben"][desk.game.state.decider]
    assert other != first
    # first the end of the turn, on the sheet of who played it: "Done" hands the device over
    assert not desk.has("handOverScreen") and desk.has("turnDoneButton")
    assert desk.text("viewName") == f"{typed(first)}'s sheet" and first in desk.text("promptText")
    assert desk.lit_cells() == []  # nothing more to do there
    desk.click("turnDoneButton")
    assert desk.has("handOverScreen") and other in desk.text("handOverTitle")
    desk.key(Qt.Key.Key_Return)
    assert not desk.has("handOverScreen")
    assert desk.text("viewName") == f"{typed(other)}'s sheet"


def test_other_sheets_are_small_and_clickable(desk: Driver) -> None:
    desk.game.start_setup(GameSetup(
        game=GAME, players=[PlayerSetup(name="Ada"), PlayerSetup(name="Cy", bot="greedy"),
                            PlayerSetup(name="Dee", bot="greedy")], seed=12))
    desk.wait_for_human_or_end()
    desk.desk.setProperty("botPauseMs", 5000)  # keep the computers waiting while we look
    viewed = desk.game.property("turn").property("viewSeat")
    others = [seat for seat in range(3) if seat != viewed]
    assert all(desk.has(f"mini_{seat}") for seat in others)
    assert not desk.has(f"mini_{viewed}")
    desk.click(f"mini_{others[0]}")
    assert desk.game.property("turn").property("viewSeat") == others[0]
    assert desk.has("backToMySheet")
    assert desk.lit_cells() == []  # someone else's sheet cannot be written on
    desk.key(Qt.Key.Key_Escape)
    turn = desk.game.property("turn")
    assert turn.property("viewSeat") == turn.property("deciderSeat")


def test_every_game_is_offered_and_can_be_chosen(desk: Driver) -> None:
    """All five games have an engine and a table now, so none is greyed out as "coming"."""
    assert set(ALL_GAMES) <= set(playable_games())
    desk.click("homeNewGame")
    for game in ALL_GAMES:
        card = desk.item(f"game_{game}")
        assert card.property("opacity") == 1


def _finish_quickly(desk: Driver, seed: int) -> None:
    desk.game.start_setup(GameSetup(game=GAME, players=[PlayerSetup(name="Fin")], seed=seed))
    with desk.qtbot.waitSignal(desk.game.autoplayDone, timeout=30_000):
        desk.game.autoplay(1000)
    assert desk.game.property("finished")
    desk.wait_for_final_scoring()


@pytest.mark.long
def test_final_scoring_leads_to_a_new_game_or_home(desk: Driver) -> None:
    _finish_quickly(desk, seed=14)
    assert desk.has("finalScores")
    assert desk.text("finalRating")
    desk.click("finalLook")
    assert not desk.has("finalScores")
    desk.click("showFinalScores")
    desk.click("finalNewGame")
    assert desk.has("startGame") and not desk.game.property("running")
    desk.click("startGame")
    assert desk.game.property("running") and desk.game.state.move_count == 0
    _finish_quickly(desk, seed=15)
    desk.click("finalHome")
    assert desk.has("homeNewGame")


def test_leaving_a_running_game_asks_first(desk: Driver) -> None:
    desk.game.start_setup(GameSetup(game=GAME, players=[PlayerSetup(name="Q")], seed=2))
    desk.click("tableLeave")
    assert desk.has("confirmLeave")
    desk.click("leaveStay")
    assert desk.game.property("running")
    desk.click("tableLeave")
    desk.click("leaveConfirm")
    assert desk.has("homeNewGame") and not desk.game.property("running")


def test_the_table_scales_with_the_window(desk: Driver) -> None:
    desk.game.start_setup(GameSetup(game=GAME, players=[PlayerSetup(name="S")], seed=2))
    desk.settle()
    small = desk.item("sheet_cell_yellow_0").width()
    desk.window.resize(1920, 1080)
    desk.qtbot.waitUntil(lambda: desk.item("sheet_cell_yellow_0").width() > small * 1.2)
    big_die = desk.item("die_white").width()
    desk.window.resize(960, 600)
    desk.qtbot.waitUntil(lambda: desk.item("sheet_cell_yellow_0").width() < small)
    assert desk.item("die_white").width() < big_die


def test_a_record_resumes_exactly_where_it_stopped(desk: Driver) -> None:
    """The hook for saved games and undo: a record shows the same table again."""
    desk.game.start_setup(GameSetup(
        game=GAME, players=[PlayerSetup(name="Ida"), PlayerSetup(name="Jo", bot="greedy")],
        seed=19))
    chooser = make_bot("greedy", seed=19)
    for _ in range(17):
        desk.wait_for_human_or_end()
        desk.game.apply_move(chooser.choose(desk.game.state, desk.game.legal))
    desk.wait_for_human_or_end()
    record = desk.game.record.model_copy(deep=True)
    state = desk.game.state
    log = desk.game.log.lines()
    prompt = desk.text("promptText")
    desk.game.start_setup(GameSetup(game=GAME, players=[PlayerSetup(name="Other")], seed=1))
    desk.game.resume(record)
    assert desk.game.state == state
    assert desk.game.log.lines() == log
    assert desk.text("promptText") == prompt
    assert desk.game.main_sheet.row_value(
        desk.game.main_sheet.row_of_cell("yellow", 0), "mark") == (
        "✕" if state.players[desk.game.property("turn").property("viewSeat")].marks["yellow"][0]
        else "")

"""ui/setcubed/turn_input.py: what a human's clicks and keys do at the SET Cubed table, against
a stand-in table. A die is chosen and put on a square, a taken square is refused in the
engine's words, a WILD asks its symbol (and the question closes again), Esc undoes one step at a
time, End turn plays only a legal turn, the buttons play their move only in their phase, and
nothing happens while the device waits to be handed over or a computer decides."""

from __future__ import annotations

import pytest

from cleverdesk.setcubed import Move, MoveKind, Phase, Reason
from cleverdesk.setcubed.symbols import WILD
from cleverdesk.ui.common import language
from cleverdesk.ui.setcubed.turn import Turn
from cleverdesk.ui.setcubed.turn_input import TurnInput
from cleverdesk.ui.setcubed.words import reason_text
from tests.ui.set_table import RULES, FakeTable, position


@pytest.fixture(autouse=True)
def english(qapp: object) -> None:
    language.install("en")


def table_at(state, **kwargs) -> tuple[FakeTable, Turn, TurnInput]:
    table = FakeTable(state, **kwargs)
    turn = Turn()
    return table, turn, TurnInput(table, turn)


def hand(state) -> list[int]:
    return [h.die for h in state.players[state.decider].hand]


def test_a_die_chosen_then_a_square_puts_it_there() -> None:
    state = position(lambda s: s.phase == Phase.OPENING)
    table, turn, put = table_at(state)
    die = next(d for d in hand(state)
               if state.players[state.decider].hand[hand(state).index(d)].face != WILD)
    put.selectDie(die)
    assert turn.selected == die and table.refreshed == 1
    row, column = RULES.board.logo[0]
    put.clickCell(row, column)
    assert [(p.die, p.cell) for p in turn.pending] == [(die, (row, column))]
    assert turn.cursor == (row, column) and table.notice == ""
    put.clickCell(row, column)  # a click on a die of this turn takes it back
    assert turn.pending == []


def test_the_number_keys_choose_the_hand_dice_in_order() -> None:
    state = position(lambda s: s.phase == Phase.OPENING)
    _, turn, put = table_at(state)
    put.pressDieKey(2)
    assert turn.selected == hand(state)[1]
    put.pressDieKey(len(hand(state)) + 1)  # no such die: nothing changes
    assert turn.selected == hand(state)[1]


def test_a_taken_square_is_refused_in_the_engines_words() -> None:
    state = position(lambda s: s.phase == Phase.PLACE and bool(s.board))
    table, turn, put = table_at(state)
    taken = state.board[0].cell
    put.placeDie(hand(state)[0], *taken)
    assert turn.pending == [] and table.notice == reason_text(Reason.CELL_TAKEN)


def test_a_wild_asks_its_symbol_and_the_question_closes_again() -> None:
    state = position(lambda s: s.phase == Phase.PLACE and any(
        h.face == WILD for h in s.players[s.decider].hand))
    table, turn, put = table_at(state)
    opened: list[bool] = []
    put.wildChanged.connect(lambda: opened.append(put.property("wildAsking")))
    wild = next(h.die for h in state.players[state.decider].hand if h.face == WILD)
    free = next((r, c) for r in range(1, RULES.rows + 1) for c in range(1, RULES.columns + 1)
                if all(t.cell != (r, c) for t in state.board))
    put.placeDie(wild, *free)
    assert opened == [True] and put.property("wildCellText")
    options = put.property("wildOptions")
    assert len(options) == 27 and len({o["code"] for o in options}) == 27
    completing = [o for o in options if o["completes"]]
    assert options[:len(completing)] == completing  # the completing symbols first
    assert put.cancel() and opened == [True, False] and turn.pending == []
    put.placeDie(wild, *free)
    put.declareWild(options[0]["code"])
    assert opened == [True, False, True, False]
    assert [(p.die, p.declared) for p in turn.pending] == [(wild, options[0]["code"])]


def test_esc_undoes_one_step_at_a_time() -> None:
    state = position(lambda s: s.phase == Phase.OPENING)
    _, turn, put = table_at(state)
    dice = [h.die for h in state.players[state.decider].hand if h.face != WILD]
    put.placeDie(dice[0], *RULES.board.logo[0])
    put.selectDie(dice[1])
    assert put.cancel() and turn.selected is None and len(turn.pending) == 1
    assert put.cancel() and turn.pending == []
    assert not put.cancel(), "nothing left to undo: Esc at the table may offer to leave"


def test_end_turn_plays_a_legal_turn_only() -> None:
    state = position(lambda s: s.phase == Phase.PLACE and bool(s.board))
    table, turn, put = table_at(state)
    legal = next(m for m in RULES.turns_for(state, state.decider)
                 if all(p.declared is None for p in m.placements))
    for p in legal.placements:
        put.placeDie(p.die, p.row, p.column)
    put.endTurn()
    assert table.played == [Move(MoveKind.PLACE, placements=tuple(turn.pending))]
    table.played.clear()
    turn.clear()
    # a die alone in an empty row and column completes no SET: End turn refuses, and says why
    lone = next(h.die for h in state.players[state.decider].hand
                if h.face != WILD and h.die not in {p.die for p in legal.placements})
    alone = next((r, c) for r in range(1, RULES.rows + 1) for c in range(1, RULES.columns + 1)
                 if all(t.cell[0] != r and t.cell[1] != c for t in state.board))
    put.placeDie(lone, *alone)
    check = RULES.check_turn(state, turn.pending, state.decider)
    assert not check.legal
    put.endTurn()
    assert table.played == [] and table.notice == reason_text(check.reason)


def test_the_buttons_play_their_move_in_their_phase_only() -> None:
    state = position(lambda s: s.phase == Phase.PLACE and bool(s.board))
    table, _, put = table_at(state)
    put.keepWilds()
    put.rollExtra()
    put.keepAllDice()
    assert table.played == []
    put.passTurn()
    assert table.played == [Move(MoveKind.PASS)]


def test_an_extra_roll_rolls_the_dice_picked() -> None:
    state = position(lambda s: s.phase == Phase.EXTRA_ROLL)
    table, _, put = table_at(state)
    dice = hand(state)
    put.selectDie(dice[-1])
    put.selectDie(dice[0])
    put.rollExtra()
    put.keepAllDice()
    assert table.played == [Move(MoveKind.EXTRA_ROLL, dice=tuple(sorted({dice[0], dice[-1]}))),
                            Move(MoveKind.EXTRA_ROLL)]


@pytest.mark.parametrize("who", ["hand-over screen", "computer"])
def test_nothing_happens_while_the_device_waits_or_a_computer_decides(who: str) -> None:
    state = position(lambda s: s.phase == Phase.PLACE and bool(s.board))
    table, turn, put = table_at(state, waiting=state.decider if who == "hand-over screen"
                                else -1,
                                computers={state.decider} if who == "computer" else None)
    put.selectDie(hand(state)[0])
    put.placeDie(hand(state)[0], 1, 1)
    put.clickCell(1, 1)
    put.passTurn()
    assert turn.selected is None and turn.pending == [] and table.played == []
    put.activate()  # Enter: past the hand-over screen, if one is up
    assert table.confirmed == (1 if who == "hand-over screen" else 0)


def test_the_arrows_walk_the_cursor_and_enter_clicks_its_square() -> None:
    state = position(lambda s: s.phase == Phase.OPENING)
    _, turn, put = table_at(state)
    put.moveCursor(0, 0)
    assert turn.cursor == RULES.board.logo[1], "the cursor starts on the middle logo cell"
    die = next(h.die for h in state.players[state.decider].hand if h.face != WILD)
    put.selectDie(die)
    put.activate()
    assert [(p.die, p.cell) for p in turn.pending] == [(die, RULES.board.logo[1])]

"""ui/setcubed/turn.py: the turn a human builds die by die. Choosing and unchoosing a die,
putting it down (a WILD first asks its symbol), taking dice back, the refusals (a taken cell,
too many dice: three at most), the cursor kept on the board, the engine's judgement."""

from __future__ import annotations

from cleverdesk.setcubed import Phase, PlayerSetup, Reason, SetCubedSetup, get_rules
from cleverdesk.setcubed.rules import MAX_DICE_PER_TURN
from cleverdesk.setcubed.symbols import CODES, WILD
from cleverdesk.ui.setcubed.turn import Turn

RULES = get_rules()


def opening():
    state = RULES.new_game(SetCubedSetup(players=[PlayerSetup(name="A"), PlayerSetup(name="B")],
                                         seed=3))
    assert state.phase == Phase.OPENING and state.decider is not None
    return state, [h.die for h in state.players[state.decider].hand]


def test_a_die_is_chosen_and_unchosen_but_not_once_placed() -> None:
    state, dice = opening()
    turn = Turn()
    assert turn.choose(Phase.OPENING, dice[0]) and turn.selected == dice[0]
    assert turn.choose(Phase.OPENING, dice[0]) and turn.selected is None
    turn.choose(Phase.OPENING, dice[0])
    assert not turn.put(RULES, state, dice[0], RULES.board.logo[0], CODES[0])
    assert turn.selected is None and turn.placed(dice[0]) and turn.at(RULES.board.logo[0])
    assert not turn.choose(Phase.OPENING, dice[0])  # placed: nothing to choose


def test_an_extra_roll_picks_dice_in_order() -> None:
    turn = Turn()
    for die in (5, 2, 5, 9):
        turn.choose(Phase.EXTRA_ROLL, die)
    assert turn.reroll() == (2, 9) and turn.selected is None


def test_the_refusals_a_taken_cell_and_too_many_dice() -> None:
    state, dice = opening()
    turn = Turn()
    logo = list(RULES.board.logo)
    assert turn.refusal(RULES, state, (0, 0), Phase.OPENING) == Reason.CELL_TAKEN  # off board
    for die, cell in zip(dice, logo, strict=False):
        assert turn.refusal(RULES, state, cell, Phase.OPENING) is None
        turn.put(RULES, state, die, cell, CODES[0])
    assert turn.refusal(RULES, state, logo[0], Phase.OPENING) == Reason.CELL_TAKEN
    free = next((r, c) for r in range(1, RULES.rows + 1) for c in range(1, RULES.columns + 1)
                if (r, c) not in logo)
    assert turn.refusal(RULES, state, free, Phase.OPENING) == Reason.TOO_MANY_DICE
    # a later turn holds at most MAX_DICE_PER_TURN (three, like the opening, R-rules)
    assert MAX_DICE_PER_TURN == len(turn.pending) == 3
    assert turn.refusal(RULES, state, free, Phase.PLACE) == Reason.TOO_MANY_DICE
    turn.take_back(logo[0])
    assert turn.refusal(RULES, state, free, Phase.PLACE) is None


def test_a_wild_waits_for_its_symbol_then_lies_declared() -> None:
    state, dice = opening()
    turn = Turn()
    cell = RULES.board.logo[1]
    assert turn.put(RULES, state, dice[0], cell, WILD)
    assert turn.wild_ask == (dice[0], cell) and turn.cursor == cell and not turn.pending
    assert turn.wild_options == RULES.completing_symbols(state, cell, [])
    assert not turn.declare("no symbol") and turn.wild_ask is not None
    assert turn.declare(CODES[4])
    assert turn.wild_ask is None and turn.pending[0].declared == CODES[4]
    assert not turn.declare(CODES[4]) and not turn.close_wild()
    turn.put(RULES, state, dice[1], RULES.board.logo[0], WILD)
    assert turn.close_wild() and turn.wild_ask is None and len(turn.pending) == 1
    turn.put(RULES, state, dice[1], RULES.board.logo[0], WILD)
    assert turn.clear()  # a question was open
    assert not turn.clear() and turn.pending == [] and turn.cursor is None


def test_taking_back_one_die_or_all() -> None:
    state, dice = opening()
    turn = Turn()
    logo = list(RULES.board.logo)
    turn.put(RULES, state, dice[0], logo[0], CODES[0])
    turn.put(RULES, state, dice[1], logo[1], CODES[1])
    assert not turn.take_back(logo[2])
    assert turn.take_back(logo[0]) and [p.die for p in turn.pending] == [dice[1]]
    assert turn.take_back_all() and turn.pending == []
    assert not turn.take_back_all()
    turn.choose(Phase.OPENING, dice[2])
    assert turn.take_back_all() and turn.selected is None


def test_the_cursor_starts_on_the_middle_logo_cell_and_stays_on_the_board() -> None:
    turn = Turn()
    turn.move_cursor(RULES, 0, 0)
    assert turn.cursor == RULES.board.logo[1]
    turn.move_cursor(RULES, -100, 100)
    assert turn.cursor == (1, RULES.columns)
    turn.move_cursor(RULES, 100, -100)
    assert turn.cursor == (RULES.rows, 1)


def test_the_judgement_is_the_engines_and_only_while_building() -> None:
    state, dice = opening()
    turn = Turn()
    hand = {h.die: h.face for h in state.players[state.decider].hand}
    turn.put(RULES, state, dice[0], RULES.board.logo[0], hand[dice[0]])
    turn.judge(RULES, state, building=True)
    assert turn.check == RULES.check_turn(state, turn.pending, state.decider)
    assert turn.check is not None and not turn.check.legal  # one die is no SET
    turn.judge(RULES, state, building=False)
    assert turn.check is None

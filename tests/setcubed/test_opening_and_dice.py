"""Setup, the opening (Section 5), the dice oracle (Section 19) and records."""

from __future__ import annotations

import pytest

from cleverdesk.engine import GameSetup
from cleverdesk.setcubed import (
    DataMismatch,
    HandDie,
    Move,
    MoveKind,
    Phase,
    Placement,
    Reason,
    SetCubedRecord,
    SetCubedRules,
    SetCubedState,
    SetupError,
    get_rules,
    new_game,
)
from cleverdesk.setcubed.data import make_data, parse_board
from cleverdesk.setcubed.rules import ANY
from cleverdesk.setcubed.symbols import WILD, symbol

from .support import position, setup, turn

A, B, C = 0, 1, 2


def has_set(state: SetCubedState, seat: int) -> bool:
    hand = [(h.die, ANY if h.face == WILD else symbol(h.face)) for h in state.players[seat].hand]
    return SetCubedRules.hand_has_set(hand)


def test_setup_deals_five_dice_each_from_a_seeded_bag_and_opens() -> None:
    state = new_game(setup(3, seed=5))
    rules = get_rules()
    assert state.phase == Phase.OPENING and state.round == 1 and state.turn == 0
    assert all(len(p.hand) == 5 for p in state.players)
    dice = [h.die for p in state.players for h in p.hand] + state.bag
    assert sorted(dice) == list(range(1, 43))
    assert state.decider == state.active == state.first_player
    assert has_set(state, state.first_player)
    for p in state.players:
        for h in p.hand:
            assert h.face in rules.faces[h.die - 1]
    assert state.bag != sorted(state.bag), "the bag is shuffled"
    assert new_game(setup(3, seed=5)).model_dump() == state.model_dump()
    assert new_game(setup(3, seed=6)).bag != state.bag


@pytest.mark.parametrize("players", [1, 5])
def test_two_to_four_players(players: int) -> None:
    with pytest.raises(SetupError):
        new_game(setup(4, seed=1).model_copy(update={"players": setup(4).players[:1] * players}))


def test_the_engine_game_setup_is_accepted() -> None:
    plain = GameSetup(game="set-cubed", players=setup(2).players, seed=3)
    assert new_game(plain).model_dump() == new_game(setup(2, seed=3)).model_dump()
    with pytest.raises(SetupError):
        new_game(GameSetup(game="ganz-schoen-clever", players=setup(2).players, seed=3))


def test_opening_rerolls_until_a_hand_holds_a_set_and_draws_the_opener_among_holders() -> None:
    attempts = []
    openers_not_lowest = 0
    for seed in range(150):
        state = new_game(setup(2, seed=seed))
        attempts.append(state.opening_attempts)
        holders = [s for s in range(2) if has_set(state, s)]
        assert state.first_player in holders
        opener_event = next(e for e in state.last_events if e.kind == "opener")
        assert opener_event.value == len(holders)
        rolls = [e for e in state.last_events if e.kind == "roll_opening"]
        assert len(rolls) == 10 * state.opening_attempts, "everyone re-rolls all dice"
        if len(holders) == 2 and state.first_player == 1:
            openers_not_lowest += 1
    assert max(attempts) > 1 and min(attempts) == 1
    assert openers_not_lowest > 0, "with several holders the opener is drawn, not the first seat"


def test_opening_moves_are_every_arrangement_of_every_set_on_the_logo() -> None:
    rules = get_rules()
    state = position({}, [["1RO", "2GS", "3PD", "2PO", "2PO"], [], []], phase=Phase.OPENING,
                     round_no=1)
    moves = rules.legal_moves(state)
    assert all(m.kind == MoveKind.PLACE and len(m.placements) == 3 for m in moves)
    assert all({p.cell for p in m.placements} == {(7, 6), (7, 7), (7, 8)} for m in moves)
    assert len(moves) == 6  # only 1RO 2GS 3PD is a SET here, in any order
    assert Move(MoveKind.PASS) not in moves
    with_two_wilds = position({}, [["1RO", "WILD", "WILD", "2PO", "2PO"], [], []],
                              phase=Phase.OPENING, round_no=1)
    # each trio of dice in 6 arrangements: 1RO+WILD+WILD (27 declarations), 1RO+WILD+2PO
    # (2 WILDs × 2 dice showing 2PO, declaration forced), WILD+WILD+2PO (2 × 27),
    # WILD+2PO+2PO (2, forced); 1RO 2PO 2PO is no SET
    count = len(rules.legal_moves(with_two_wilds))
    assert count == 6 * (27 + 2 * 2 + 2 * 27 + 2)


def test_opening_refusals() -> None:
    rules = get_rules()
    state = position({}, [["1RO", "2GS", "3PD", "2PO", "1GD"], [], []], phase=Phase.OPENING,
                     round_no=1)
    not_logo = turn(state, A, ("1RO", (7, 5)), ("2GS", (7, 6)), ("3PD", (7, 7)))
    two = turn(state, A, ("1RO", (7, 6)), ("2GS", (7, 7)))
    no_set = turn(state, A, ("1RO", (7, 6)), ("2GS", (7, 7)), ("2PO", (7, 8)))
    assert rules.check_turn(state, not_logo.placements).reason == Reason.NOT_ON_LOGO
    assert rules.check_turn(state, two.placements).reason == Reason.NOT_ON_LOGO
    assert rules.check_turn(state, no_set.placements).reason == Reason.OPENING_NOT_SET
    assert rules.diagnose(state, Move(MoveKind.PASS)) == Reason.WRONG_PHASE


def test_the_opening_is_the_openers_round_one_turn() -> None:
    rules = get_rules()
    state = position({}, [["1RO"], ["1RO", "2GS", "3PD", "2PO"], ["1RO", "3PD"]],
                     phase=Phase.OPENING, round_no=1, active=B, first_player=B, turn=0)
    state = rules.apply(state, turn(state, B, ("1RO", (7, 6)), ("2GS", (7, 7)), ("3PD", (7, 8))))
    assert [p.total for p in state.players] == [0, 3, 0]
    # Cara can place; then Anna, and then round 2 begins with the refill and the EXTRA ROLL
    assert state.decider == C and state.round == 1
    state = rules.apply(state, Move(MoveKind.PASS))
    assert state.decider == A and state.round == 1
    state = rules.apply(state, Move(MoveKind.PASS))
    assert state.phase == Phase.EXTRA_ROLL and state.round == 2 and state.decider == B


def test_rolls_do_not_depend_on_the_turn_chosen() -> None:
    """Trying another turn meets the very same later rolls: dice cannot be fished."""
    rules = get_rules()
    board = {(7, 6): "1RO", (7, 7): "2GS", (7, 8): "3PD"}
    state = position(board, [["2PO"] * 5, ["2PO"] * 5, ["1RO", "3PD", "2PO", "1GD", "3PD"]],
                     active=C, first_player=A)
    options = [m for m in rules.legal_moves(state)]
    assert len(options) > 3
    outcomes = []
    for move in options:
        after = rules.apply(state, move)
        assert after.phase == Phase.EXTRA_ROLL
        drawn = {e.die: e.face for e in after.last_events if e.kind == "roll_draw"}
        for _ in range(3):  # everyone re-rolls everything
            seat = after.decider
            assert seat is not None
            after = rules.apply(after, Move(MoveKind.EXTRA_ROLL, dice=tuple(
                h.die for h in after.players[seat].hand)))
        extra = {e.die: e.face for e in after.last_events if e.kind == "roll_extra"}
        outcomes.append((drawn, extra))
    for drawn, extra in outcomes[1:]:
        for die in drawn.keys() & outcomes[0][0].keys():
            assert drawn[die] == outcomes[0][0][die]
        for die in extra.keys() & outcomes[0][1].keys():
            assert extra[die] == outcomes[0][1][die]


def test_a_record_replays_only_with_the_data_it_was_played_with() -> None:
    rules = get_rules()
    state = rules.new_game(setup(2, seed=8))
    record = rules.record(state)
    for _ in range(6):
        move = rules.legal_moves(state)[0]
        state = rules.apply(state, move)
        record.moves.append(move)
    again = rules.replay(SetCubedRecord.model_validate_json(record.model_dump_json()))
    assert again.model_dump() == state.model_dump()
    small = parse_board({"id": "other", "rows": 13, "columns": 13,
                         "logo": [[7, 6], [7, 7], [7, 8]], "bonus": []})
    other = SetCubedRules(make_data(small, rules.data.dice))
    with pytest.raises(DataMismatch):
        other.replay(record)
    with pytest.raises(DataMismatch):
        other.apply(state, Move(MoveKind.PASS))
    with pytest.raises(DataMismatch):
        other.legal_moves(state)


def test_moves_compare_equal_whatever_the_order_of_their_dice() -> None:
    one = Move(MoveKind.PLACE, placements=(Placement(3, 5, 8), Placement(4, 6, 8)))
    two = Move(MoveKind.PLACE, placements=(Placement(4, 6, 8), Placement(3, 5, 8)))
    assert one == two and hash(one) == hash(two)
    assert Move(MoveKind.EXTRA_ROLL, dice=(5, 2)) == Move(MoveKind.EXTRA_ROLL, dice=(2, 5))


def test_a_hand_with_a_wild_always_holds_a_set() -> None:
    hand = [(1, symbol("1RO")), (2, symbol("1RS")), (3, ANY)]
    assert SetCubedRules.hand_has_set(hand)
    assert not SetCubedRules.hand_has_set(
        [(1, symbol("1RO")), (2, symbol("1RS")), (3, symbol("2RD"))])
    assert HandDie(die=1, face=WILD).face == WILD

"""Every worked example of the rules file (Section 18), played as one running game.

Anna, Ben and Cara sit in that order; Anna opens. Between rounds the refill and the EXTRA ROLL
run as in a real game; the hands are then set to the dice the examples use.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from cleverdesk.setcubed import (
    HandDie,
    IllegalMove,
    Move,
    MoveKind,
    Phase,
    Reason,
    SetCubedState,
    get_rules,
)
from cleverdesk.setcubed.symbols import WILD

from .support import DicePicker, board_faces, die_of, new_sets, position, turn

ANNA, BEN, CARA = 0, 1, 2
FILLER = ("2PO", "1GD")  # dice the examples do not use


def set_hands(state: SetCubedState, hands: Sequence[Sequence[str]]) -> None:
    """Give the players these faces (plus filler up to 5), drawn from dice not on the board."""
    rules = get_rules()
    picker = DicePicker(rules, taken=[t.die for t in state.board])
    for seat, faces in enumerate(hands):
        full = list(faces) + list(FILLER)[: max(0, 5 - len(faces))]
        state.players[seat].hand = [HandDie(die=picker.take(f), face=f) for f in full]
    state.bag = [d for d in range(1, len(rules.faces) + 1) if d not in picker.taken]


def play(state: SetCubedState, seat: int, move: Move) -> SetCubedState:
    assert state.decider == seat and state.active == seat
    assert move in get_rules().legal_moves(state), "the engine should list this turn"
    return get_rules().apply(state, move)


def through_extra_roll(state: SetCubedState, hands: Sequence[Sequence[str]]) -> SetCubedState:
    """Refill has happened; set the example's hands, then everybody keeps all dice."""
    assert state.phase == Phase.EXTRA_ROLL and state.decider == ANNA
    set_hands(state, hands)
    for seat in (ANNA, BEN, CARA):
        assert state.decider == seat
        state = get_rules().apply(state, Move(MoveKind.EXTRA_ROLL))
    return state


def points(state: SetCubedState) -> list[int]:
    return [p.total for p in state.players]


def start() -> SetCubedState:
    state = position({}, [[], [], []], phase=Phase.OPENING, round_no=1, active=ANNA, turn=0)
    state.turn_number = 0
    set_hands(state, [["1RO", "2GS", "3PD"], ["3RD", "3GD"], ["1RO", "1RO", "2RS"]])
    return state


def test_the_running_game_of_section_18() -> None:
    rules = get_rules()
    state = start()

    # Example 1: the opening on the logo, 3 points, no bonus
    state = play(state, ANNA, turn(state, ANNA, ("1RO", (7, 6)), ("2GS", (7, 7)),
                                   ("3PD", (7, 8))))
    assert points(state) == [3, 0, 0]
    assert new_sets(state) == [([(7, 6), (7, 7), (7, 8)], 3)]
    assert state.phase == Phase.PLACE and state.active == BEN and state.round == 1

    # Example 2: Ben with two own dice and one board die …
    state = play(state, BEN, turn(state, BEN, ("3RD", (6, 8)), ("3GD", (5, 8))))
    assert new_sets(state) == [([(5, 8), (6, 8), (7, 8)], 3)]
    # … Cara with two separate SETs
    state = play(state, CARA, turn(state, CARA, ("1RO", (7, 9)), ("1RO", (6, 7)),
                                   ("2RS", (6, 9))))
    assert sorted(new_sets(state)) == [([(6, 7), (6, 8), (6, 9)], 3),
                                       ([(7, 7), (7, 8), (7, 9)], 3)]
    assert points(state) == [3, 3, 6]
    assert [p.round_points for p in state.players] == [[3, 0], [3, 0], [6, 0]]
    assert all(len(p.hand) == 5 for p in state.players), "everyone refilled to 5"

    # Example 3: Anna, four SETs and two bonus squares, 17 points
    state = through_extra_roll(state, [["3RD", "3PD", "2GS"], ["WILD", "3PD"],
                                       ["3GD", "1RO", "2PS"]])
    assert state.round == 2 and state.active == ANNA and state.phase == Phase.PLACE
    state = play(state, ANNA, turn(state, ANNA, ("3RD", (5, 9)), ("3PD", (5, 7)),
                                   ("2GS", (4, 7))))
    assert sorted(new_sets(state)) == [
        ([(4, 7), (5, 7), (6, 7)], 3),
        ([(5, 7), (5, 8), (5, 9)], 3),
        ([(5, 7), (6, 7), (7, 7)], 3),
        ([(5, 9), (6, 9), (7, 9)], 3),
    ]
    bonus = sorted((e.cell, e.value) for e in state.last_events if e.kind == "bonus")
    assert bonus == [((4, 7), 3), ((5, 9), 2)]
    assert state.players[ANNA].round_points == [3, 17]

    # Example 4: Ben's WILD on a 3-point bonus square, 7 points
    state = play(state, BEN, turn(state, BEN, ("WILD", (7, 10), "2GS"), ("3PD", (7, 11))))
    assert sorted(new_sets(state)) == [([(7, 8), (7, 9), (7, 10)], 2),
                                       ([(7, 9), (7, 10), (7, 11)], 2)]
    assert state.players[BEN].round_points == [3, 7]
    assert board_faces(state)[(7, 10)] == "W=2GS"

    # Example 5: a die touching without a SET, and a SET of three new dice, 6 points
    state = play(state, CARA, turn(state, CARA, ("3GD", (8, 8)), ("1RO", (8, 9)),
                                   ("2PS", (8, 10))))
    assert sorted(new_sets(state)) == [([(6, 8), (7, 8), (8, 8)], 3),
                                       ([(8, 8), (8, 9), (8, 10)], 3)]
    assert points(state) == [20, 10, 12], "the scores after round 2"

    # Example 6: a WILD in a later SET counts, three identical faces, a bonus square: 8 points
    state = through_extra_roll(state, [["2RS", "1RO"], ["2GS"], []])
    state = play(state, ANNA, turn(state, ANNA, ("2RS", (9, 10)), ("1RO", (9, 9))))
    assert sorted(new_sets(state)) == [([(7, 9), (8, 9), (9, 9)], 3),
                                       ([(7, 10), (8, 10), (9, 10)], 3)]
    assert points(state)[ANNA] == 28

    # … then Ben swaps his 2GS for the WILD at (7, 10): no points, the bonus is not paid again
    assert state.phase == Phase.REPLACE and state.decider == BEN
    wild_die = next(t.die for t in state.board if t.cell == (7, 10))
    own = die_of(state, BEN, "2GS")
    swap = Move(MoveKind.SWAP, dice=(own,), cell=(7, 10))
    assert rules.legal_moves(state) == [swap, Move(MoveKind.KEEP)]
    before_claimed = list(state.claimed)
    state = rules.apply(state, swap)
    tile = next(t for t in state.board if t.cell == (7, 10))
    assert (tile.die, tile.face, tile.wild) == (own, "2GS", False)
    back = next(h for h in state.players[BEN].hand if h.die == wild_die)
    rolled = [e for e in state.last_events if e.kind == "roll_swap"]
    assert [(e.die, e.face) for e in rolled] == [(wild_die, back.face)]
    assert back.face in rules.faces[wild_die - 1]
    assert points(state) == [28, 10, 12]
    assert state.claimed == before_claimed and state.claimed.count((7, 10)) == 1
    assert not any(e.kind == "bonus" for e in state.last_events)
    # Ben goes on with his turn (he may use the freshly rolled die); swapping is over
    assert state.active == BEN and state.phase in (Phase.PLACE, Phase.REPLACE)


def test_example_1_with_a_wild_in_the_middle_scores_2() -> None:
    state = start()
    state.players[ANNA].hand[1] = HandDie(die=34, face=WILD)
    move = turn(state, ANNA, ("1RO", (7, 6)), ("WILD", (7, 7), "2GS"), ("3PD", (7, 8)))
    assert move in get_rules().legal_moves(state)
    state = get_rules().apply(state, move)
    assert points(state) == [2, 0, 0]
    assert board_faces(state) == {(7, 6): "1RO", (7, 7): "W=2GS", (7, 8): "3PD"}


def test_example_2_neither_of_bens_dice_could_go_down_alone() -> None:
    state = position({(7, 6): "1RO", (7, 7): "2GS", (7, 8): "3PD"}, [["1RO"], ["3RD", "3GD"], []],
                     active=BEN)
    for face, cell in (("3RD", (6, 8)), ("3GD", (5, 8))):
        assert get_rules().check_turn(state, turn(state, BEN, (face, cell)).placements
                                      ).reason == Reason.NO_NEW_SET


EXAMPLE_5_BOARD = {
    (5, 7): "3PD", (5, 8): "3GD", (5, 9): "3RD",
    (6, 7): "1RO", (6, 8): "3RD", (6, 9): "2RS",
    (7, 6): "1RO", (7, 7): "2GS", (7, 8): "3PD", (7, 9): "1RO", (7, 10): "W=2GS", (7, 11): "3PD",
    (4, 7): "2GS",
}


def test_example_5_the_two_turns_that_are_not_allowed() -> None:
    rules = get_rules()
    state = position(EXAMPLE_5_BOARD, [[], [], ["1GS", "2GD", "3GO", "1RO"]], active=CARA,
                     claimed=[(4, 7), (5, 9), (7, 10)])
    green = turn(state, CARA, ("1GS", (8, 8)), ("2GD", (8, 9)), ("3GO", (8, 10)))
    check = rules.check_turn(state, green.placements)
    assert check.reason == Reason.NOT_CONNECTED
    assert check.new_sets == (((8, 8), (8, 9), (8, 10)),), "row 8 alone would be a SET"
    alone = turn(state, CARA, ("1RO", (8, 8)))
    assert rules.check_turn(state, alone.placements).reason == Reason.NO_NEW_SET
    for move, reason in ((green, Reason.NOT_CONNECTED), (alone, Reason.NO_NEW_SET)):
        assert move not in rules.legal_moves(state)
        with pytest.raises(IllegalMove) as error:
            rules.apply(state, move)
        assert error.value.reason == reason

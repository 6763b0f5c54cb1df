"""Placement, scoring, WILDs, skipping, re-rolls, rounds and the end of the game."""

from __future__ import annotations

import pytest

from cleverdesk.setcubed import (
    EndReason,
    IllegalMove,
    Move,
    MoveKind,
    Phase,
    Placement,
    Reason,
    SetCubedRules,
    SetCubedState,
    get_rules,
)
from cleverdesk.setcubed.data import make_data, parse_board, parse_dice
from cleverdesk.setcubed.rules import STALL_REROLLS, STALL_ROUNDS

from .support import die_of, event_kinds, new_sets, position, turn

LOGO = {(7, 6): "1RO", (7, 7): "2GS", (7, 8): "3PD"}
A, B, C = 0, 1, 2
KEEP = Move(MoveKind.KEEP)
PASS = Move(MoveKind.PASS)


def refused(state: SetCubedState, move: Move) -> Reason:
    rules = get_rules()
    assert move not in rules.legal_moves(state)
    with pytest.raises(IllegalMove) as error:
        rules.apply(state, move)
    assert isinstance(error.value.reason, Reason)
    return error.value.reason


def points_of(state: SetCubedState, move: Move) -> int:
    check = get_rules().check_turn(state, move.placements)
    assert check.legal, check.reason
    return check.points


# ---------------------------------------------------------------------- refused placements
def test_a_set_that_runs_diagonally_does_not_count() -> None:
    state = position(LOGO, [["2GS", "3PD"], [], []])
    # 1RO (7,6) – 2GS (6,7) – 3PD (5,8) is a SET, but on a diagonal
    diagonal = turn(state, A, ("2GS", (6, 7)), ("3PD", (5, 8)))
    assert refused(state, diagonal) == Reason.NO_NEW_SET
    one = {**LOGO, (8, 9): "2GS"}
    state = position(one, [["1RO"], [], []])  # 3PD (7,8) – 2GS (8,9) – 1RO (9,10)
    assert refused(state, turn(state, A, ("1RO", (9, 10)))) == Reason.NO_NEW_SET


def test_no_set_gaps_and_corners_are_refused() -> None:
    state = position(LOGO, [["1RO", "2RO", "3RO", "2PS"], [], []])
    # row 7 would read 2GS 3PD 2PS: counts 2, 3, 2
    assert refused(state, turn(state, A, ("2PS", (7, 9)))) == Reason.NO_NEW_SET
    # a gap at (7,9): no line through (7,10) is full
    assert refused(state, turn(state, A, ("1RO", (7, 10)))) == Reason.NO_NEW_SET
    # a SET of three new dice beyond the gap touches no old die
    beyond = turn(state, A, ("1RO", (7, 10)), ("2RO", (7, 11)), ("3RO", (7, 12)))
    assert refused(state, beyond) == Reason.NOT_CONNECTED
    # around a corner: (6,8), (6,9) and (7,8) are not a line of three
    assert refused(state, turn(state, A, ("1RO", (6, 8)), ("2RO", (6, 9)))) == Reason.NO_NEW_SET


def test_every_placed_die_must_lie_in_a_new_set() -> None:
    state = position(LOGO, [["3RD", "3GD", "2PS"], [], []])
    assert points_of(state, turn(state, A, ("3RD", (6, 8)), ("3GD", (5, 8)))) == 3
    touching = turn(state, A, ("3RD", (6, 8)), ("3GD", (5, 8)), ("2PS", (6, 9)))
    assert refused(state, touching) == Reason.NO_NEW_SET


def test_structural_refusals_carry_their_reason() -> None:
    state = position(LOGO, [["3RD", "1RO", "WILD"], ["1RO"], []])
    mine = die_of(state, A, "3RD")
    wild = die_of(state, A, "WILD")
    cases = {
        Reason.CELL_TAKEN: (Placement(mine, 7, 7),),
        Reason.OFF_BOARD: (Placement(mine, 7, 14),),
        Reason.DIE_NOT_IN_HAND: (Placement(die_of(state, B, "1RO"), 7, 9),),
        Reason.DIE_REPEATED: (Placement(mine, 6, 8), Placement(mine, 5, 8)),
        Reason.WILD_UNDECLARED: (Placement(wild, 7, 9),),
        Reason.UNKNOWN_SYMBOL: (Placement(wild, 7, 9, "4RO"),),
        Reason.NOT_A_WILD: (Placement(mine, 6, 8, "3RD"),),
        Reason.NO_DICE: (),
    }
    for reason, placements in cases.items():
        assert refused(state, Move(MoveKind.PLACE, placements=placements)) == reason
    on_one = (Placement(mine, 7, 9), Placement(die_of(state, A, "1RO"), 7, 9))
    assert refused(state, Move(MoveKind.PLACE, placements=on_one)) == Reason.CELL_TAKEN
    assert refused(state, Move(MoveKind.SWAP, dice=(mine,), cell=(7, 7))) == Reason.WRONG_PHASE
    assert refused(state, Move(MoveKind.EXTRA_ROLL)) == Reason.WRONG_PHASE
    assert refused(state, Move(MoveKind.PASS, dice=(mine,))) == Reason.MALFORMED
    assert refused(state, Move(MoveKind.PLACE, placements=(Placement(wild, 7, 9, "1RO"),),
                               cell=(1, 1))) == Reason.MALFORMED


def test_four_dice_are_too_many_even_when_each_makes_a_set() -> None:
    state = position(LOGO, [["3RD", "3GD", "1RO", "3PD"], [], []])
    four = turn(state, A, ("3RD", (6, 8)), ("3GD", (5, 8)), ("1RO", (7, 9)), ("3PD", (7, 5)))
    check = get_rules().check_turn(state, four.placements)
    assert check.reason == Reason.TOO_MANY_DICE and len(check.new_sets) == 3
    assert refused(state, four) == Reason.TOO_MANY_DICE


# ---------------------------------------------------------------------- scoring
def test_a_die_completing_a_row_and_a_column_scores_both() -> None:
    state = position({**LOGO, (5, 9): "3RO", (6, 9): "2RO"}, [["1RO"], [], []],
                     claimed=[(5, 9)])
    after = get_rules().apply(state, turn(state, A, ("1RO", (7, 9))))
    assert sorted(new_sets(after)) == [([(5, 9), (6, 9), (7, 9)], 3),
                                       ([(7, 7), (7, 8), (7, 9)], 3)]
    assert after.players[A].round_points[-1] == 6


def test_longer_rows_are_judged_one_line_of_three_at_a_time() -> None:
    # row 7: 1RO 2GS 3PD 1RO _ : placing 2GS at (7,10) completes (7,8)-(7,10) and nothing older
    board = {**LOGO, (7, 9): "1RO"}
    state = position(board, [["2GS"], [], []])
    after = get_rules().apply(state, turn(state, A, ("2GS", (7, 10))))
    assert new_sets(after) == [([(7, 8), (7, 9), (7, 10)], 3)]
    assert after.players[A].round_points[-1] == 3 + 3  # (7,10) is a 3-point bonus square


def test_a_bonus_square_pays_once() -> None:
    rules = get_rules()
    state = position({**LOGO, (6, 9): "2RS"}, [["1RO", "3RD"], [], []])
    after = rules.apply(state, turn(state, A, ("1RO", (7, 9)), ("3RD", (5, 9))))
    # row 7 (2GS 3PD 1RO) and column 9 (3RD 2RS 1RO), plus the 2-point square at (5,9)
    assert after.claimed == [(5, 9)]
    assert after.players[A].round_points[-1] == 3 + 3 + 2
    # a later SET through the die on (5,9) does not pay the square again
    later = position(
        {**LOGO, (6, 9): "2RS", (7, 9): "1RO", (5, 9): "3RD"}, [["3GD", "3PD"], [], []],
        claimed=[(5, 9)])
    move = turn(later, A, ("3GD", (5, 10)), ("3PD", (5, 11)))
    check = rules.check_turn(later, move.placements)
    assert check.legal and check.new_sets == (((5, 9), (5, 10), (5, 11)),)
    assert check.bonus == () and check.points == 3
    done = rules.apply(later, move)
    assert done.claimed == [(5, 9)] and done.players[A].round_points[-1] == 3


def test_a_wild_scores_nothing_in_every_set_of_its_own_turn() -> None:
    state = position(LOGO, [["WILD", "WILD", "3GD"], [], []])
    rules = get_rules()
    # the WILD at (6,8) is completed by the 3GD placed in the same turn: 3GD and 3PD score
    move = turn(state, A, ("WILD", (6, 8), "3RD"), ("3GD", (5, 8)))
    assert move in rules.legal_moves(state)
    assert points_of(state, move) == 2
    # two WILDs in one SET: only the old die scores; any declaration that makes a SET is legal
    first, second = (h.die for h in state.players[A].hand[:2])
    pairs = [m for m in rules.legal_moves(state) if m.kind == MoveKind.PLACE
             and {p.cell for p in m.placements} == {(5, 8), (6, 8)}
             and {p.die for p in m.placements} == {first, second}]
    assert len(pairs) == 27 * 2  # 27 declarations for one WILD, either WILD on either cell
    assert {points_of(state, m) for m in pairs} == {1}
    bad = Move(MoveKind.PLACE, placements=(Placement(first, 6, 8, "3RD"),
                                           Placement(second, 5, 8, "3RD")))
    assert refused(state, bad) == Reason.NO_NEW_SET


def test_a_wild_from_an_earlier_turn_counts_like_any_die() -> None:
    state = position({**LOGO, (6, 8): "W=3RD"}, [["3GD"], [], []])
    assert points_of(state, turn(state, A, ("3GD", (5, 8)))) == 3


def test_declaring_a_wild_offers_the_completing_symbols() -> None:
    state = position({**LOGO, (6, 9): "2RS"}, [["WILD"], [], []])
    # (7,9): row 7 wants 1RO; column 9 has one die only; (4,4) touches nothing
    assert get_rules().completing_symbols(state, (7, 9)) == ["1RO"]
    assert get_rules().completing_symbols(state, (4, 4)) == []
    pending = [Placement(die_of(state, A, "WILD"), 7, 9, "1RO")]
    # with the WILD put down as 1RO, (8,9) completes column 9 rows 6–8: 2RS 1RO → 3RD
    assert get_rules().completing_symbols(state, (8, 9), pending) == ["3RD"]


# ---------------------------------------------------------------------- WILD replacement
def two_wild_board() -> dict[tuple[int, int], str]:
    return {**LOGO, (7, 9): "1RO", (7, 10): "W=2GS", (6, 8): "W=3RD", (5, 8): "3GD"}


def test_wild_replacement_at_the_start_of_a_turn_several_swaps() -> None:
    rules = get_rules()
    state = position(two_wild_board(), [["1PO"], ["2GS", "3RD", "1GO"], ["1PO"]])
    state = rules.apply(state, PASS)  # Anna passes; Ben's turn starts with step 1
    assert state.phase == Phase.REPLACE and state.decider == B
    swaps = [m for m in rules.legal_moves(state) if m.kind == MoveKind.SWAP]
    assert {m.cell for m in swaps} == {(7, 10), (6, 8)}
    mismatch = Move(MoveKind.SWAP, dice=(die_of(state, B, "1GO"),), cell=(7, 10))
    assert refused(state, mismatch) == Reason.SWAP_FACE_MISMATCH
    not_wild = Move(MoveKind.SWAP, dice=(die_of(state, B, "1GO"),), cell=(7, 9))
    assert refused(state, not_wild) == Reason.NO_WILD_THERE
    total = state.players[B].total
    state = rules.apply(state, next(m for m in swaps if m.cell == (7, 10)))
    assert state.phase == Phase.REPLACE, "the second swap is still open"
    state = rules.apply(state, next(m for m in rules.legal_moves(state)
                                    if m.kind == MoveKind.SWAP and m.cell == (6, 8)))
    assert not any(t.wild for t in state.board)
    assert state.players[B].total == total and len(state.players[B].hand) == 3
    assert sum(1 for e in state.last_events if e.kind == "roll_swap") == 1
    assert state.active == B


def test_no_swap_once_the_player_goes_on_and_keep_moves_to_placing() -> None:
    rules = get_rules()
    state = position(two_wild_board(), [["1PO"], ["2GS", "1RO"], ["1PO"]])
    state = rules.apply(state, PASS)
    assert state.phase == Phase.REPLACE
    state = rules.apply(state, KEEP)
    assert state.phase == Phase.PLACE and state.decider == B
    swap = Move(MoveKind.SWAP, dice=(die_of(state, B, "2GS"),), cell=(7, 10))
    assert refused(state, swap) == Reason.WRONG_PHASE


# ---------------------------------------------------------------------- skip, pass, re-roll
def test_pass_scores_nothing_and_a_player_who_cannot_place_is_skipped() -> None:
    rules = get_rules()
    state = position(LOGO, [["3PD"], ["2RO"], ["1RO"]])
    assert PASS in rules.legal_moves(state)
    state = rules.apply(state, PASS)
    assert [e.seat for e in state.last_events if e.kind == "skipped"] == [B]
    assert state.phase == Phase.PLACE and state.decider == C
    assert [p.total for p in state.players] == [0, 0, 0]


def test_everybody_rerolls_when_nobody_can_play_and_the_same_player_goes_on() -> None:
    rules = get_rules()
    # single dice that fit nowhere: row 7 wants 3PD at (7,5) or 1RO at (7,10)
    board = {**LOGO, (7, 9): "W=2GS"}
    state = position(board, [["2GS"], ["2RO"], ["2RO"]], phase=Phase.REPLACE)
    dice = {h.die for p in state.players for h in p.hand}
    state = rules.apply(state, KEEP)
    kinds = event_kinds(state)
    assert kinds[0] == "general_reroll" and state.last_events[0].seat == A
    first_rolls = kinds.index("general_reroll", 1) if kinds.count("general_reroll") > 1 \
        else len(kinds)
    rolled = {e.die for e in state.last_events[:first_rolls] if e.kind == "roll_general"}
    assert rolled == dice, "every die in every hand is re-rolled"
    assert "turn" not in kinds[:first_rolls], "the same turn goes on"
    if state.phase in (Phase.PLACE, Phase.REPLACE):
        assert state.active == A
    else:
        assert ("skipped", A) in [(e.kind, e.seat) for e in state.last_events]


def stuck_rules() -> SetCubedRules:
    """A 3×3 board and dice that all show 1RS: next to a row of 1RO nothing ever fits."""
    board = parse_board({"id": "tiny", "rows": 3, "columns": 3,
                         "logo": [[2, 1], [2, 2], [2, 3]], "bonus": []})
    dice = parse_dice({"id": "stuck", "dice": [["1RS"] * 6 for _ in range(12)]})
    return SetCubedRules(make_data(board, dice))


def test_twenty_general_rerolls_in_a_row_end_the_game() -> None:
    rules = stuck_rules()
    row = {(2, 1): "1RO", (2, 2): "1RO", (2, 3): "1RO"}
    state = position(row, [["1RS", "1RS"], ["1RS", "1RS"], ["1RS"]], rules=rules, bag=[])
    state = rules.apply(state, PASS)
    assert state.phase == Phase.GAME_OVER and state.end_reason == EndReason.STALL_REROLLS
    assert event_kinds(state).count("general_reroll") == STALL_REROLLS
    assert rules.legal_moves(state) == []
    with pytest.raises(IllegalMove) as error:
        rules.apply(state, PASS)
    assert error.value.reason == Reason.GAME_OVER


def test_three_rounds_without_a_die_placed_end_the_game() -> None:
    rules = get_rules()
    state = position(LOGO, [["3PD", "1RO"], ["3PD", "1RO"], ["3PD", "1RO"]])
    start_round = state.round
    placed = len(state.board)
    steps = 0
    while state.phase != Phase.GAME_OVER:
        kind = {Phase.PLACE: PASS, Phase.REPLACE: KEEP,
                Phase.EXTRA_ROLL: Move(MoveKind.EXTRA_ROLL)}[state.phase]
        state = rules.apply(state, kind)
        steps += 1
        assert steps < 100
    assert state.end_reason == EndReason.STALL_ROUNDS
    assert state.round == start_round + STALL_ROUNDS - 1 and len(state.board) == placed


# ---------------------------------------------------------------------- rounds, refill, end
def test_refill_first_player_first_then_extra_roll_in_seat_order() -> None:
    rules = get_rules()
    # Ben is the first player; Anna has the round's last turn. The bag holds 3 dice.
    state = position(LOGO, [["2PO"] * 4, ["2PO"] * 2, ["2PO"] * 3], active=A, first_player=B)
    state.bag = state.bag[:3]
    kept = {p.seat: [(h.die, h.face) for h in p.hand] for p in state.players}
    state = rules.apply(state, PASS)
    assert state.phase == Phase.EXTRA_ROLL and state.round == 3
    assert [e.seat for e in state.last_events if e.kind == "draw"] == [B, B, B]
    assert [len(p.hand) for p in state.players] == [4, 5, 3]
    assert state.bag == []
    drawn = [e.die for e in state.last_events if e.kind == "draw"]
    assert [e.die for e in state.last_events if e.kind == "roll_draw"] == drawn
    for seat, dice in kept.items():  # dice already in hand keep their faces
        assert [(h.die, h.face) for h in state.players[seat].hand][: len(dice)] == dice
    # EXTRA ROLL: every subset is offered; nothing is rolled before everyone has chosen
    assert state.extra_waiting == [B, C, A] and state.decider == B
    assert len(rules.legal_moves(state)) == 2 ** 5
    ben = tuple(h.die for h in state.players[B].hand[:2])
    state = rules.apply(state, Move(MoveKind.EXTRA_ROLL, dice=ben))
    assert state.decider == C and not any(e.kind.startswith("roll") for e in state.last_events)
    state = rules.apply(state, Move(MoveKind.EXTRA_ROLL))
    anna = (state.players[A].hand[0].die,)
    before = {h.die: h.face for p in state.players for h in p.hand}
    state = rules.apply(state, Move(MoveKind.EXTRA_ROLL, dice=anna))
    rolled = [e.die for e in state.last_events if e.kind == "roll_extra" and e.die is not None]
    assert sorted(rolled) == sorted(ben + anna)
    after = {h.die: h.face for p in state.players for h in p.hand}
    assert all(after[d] == before[d] for d in before if d not in rolled)
    first_turn = next(e for e in state.last_events if e.kind == "turn")
    assert (first_turn.seat, first_turn.value) == (B, 0), "the first player starts the round"


def play_out(state: SetCubedState, rules: SetCubedRules) -> list[int]:
    """Everyone passes (keeps) until the game ends; returns the seats that decided."""
    seats = []
    while state.phase != Phase.GAME_OVER:
        assert state.decider is not None
        seats.append(state.decider)
        state = rules.apply(state, KEEP if state.phase == Phase.REPLACE else PASS)
    assert state.end_reason == EndReason.HAND_EMPTY
    return seats


@pytest.mark.parametrize(("emptier", "last_turns"), [(A, [B, C]), (B, [C]), (C, [])])
def test_an_empty_hand_ends_the_game_after_the_rest_of_the_round(emptier: int,
                                                                 last_turns: list[int]) -> None:
    rules = get_rules()
    hands = [["3PD"], ["3PD"], ["3PD"]]
    hands[emptier] = ["1RO"]
    state = position(LOGO, hands, active=emptier, bag=[])
    state = rules.apply(state, turn(state, emptier, ("1RO", (7, 9))))
    assert [e.seat for e in state.last_events if e.kind == "hand_empty"] == [emptier]
    assert state.ending
    seats = []
    while state.phase != Phase.GAME_OVER:
        seats.append(state.decider)
        assert state.phase == Phase.PLACE, "no refill and no EXTRA ROLL any more"
        state = rules.apply(state, PASS)
    assert seats == last_turns
    assert state.end_reason == EndReason.HAND_EMPTY and state.decider is None
    assert state.players[emptier].total == 3
    assert rules.winners(state) == [emptier]


def test_in_the_last_turns_a_player_may_still_place_and_empty_hands_are_skipped() -> None:
    rules = get_rules()
    state = position(LOGO, [["1RO"], ["3PD"], []], active=A, bag=[])
    state = rules.apply(state, turn(state, A, ("1RO", (7, 9))))
    assert state.decider == B
    state = rules.apply(state, turn(state, B, ("3PD", (7, 5))))
    assert state.phase == Phase.GAME_OVER
    assert ("skipped", C) in [(e.kind, e.seat) for e in state.last_events]
    assert [p.total for p in state.players] == [3, 3, 0] and rules.winners(state) == [A, B]

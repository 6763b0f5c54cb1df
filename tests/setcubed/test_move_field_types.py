"""SET Cubed moves with wrongly typed fields are illegal moves, not crashes (issue #22, 8).

11 of 215 odd-typed SET Cubed moves raised ``TypeError`` in the fault-injection run, some of
them already when the move was made (sorting a row "3" against a row 4).
"""

from __future__ import annotations

import dataclasses

import pytest

from cleverdesk.setcubed import get_rules
from cleverdesk.setcubed.errors import IllegalMove, Reason
from cleverdesk.setcubed.model import Move, MoveKind, Placement
from cleverdesk.setcubed.simulate import wild_position

RULES = get_rules()


def bent_moves(move: Move) -> list[Move]:
    out: list[Move] = []
    first = move.placements[0]
    for name, value in (("die", str(first.die)), ("row", "3"), ("column", 2.0),
                        ("row", True), ("declared", 5), ("die", [first.die])):
        placement = dataclasses.replace(first, **{name: value})
        out.append(Move(MoveKind.PLACE, placements=(placement, *move.placements[1:])))
    out.append(Move(MoveKind.PLACE, placements=("d1@3,4",)))  # type: ignore[arg-type]
    out.append(Move("jump"))  # type: ignore[arg-type]
    out.append(Move(MoveKind.EXTRA_ROLL, dice=("1", 2)))  # type: ignore[arg-type]
    out.append(Move(MoveKind.SWAP, dice=(1,), cell=("3", 4)))  # type: ignore[arg-type]
    out.append(Move(MoveKind.SWAP, dice=(1,), cell=(3, 4, 5)))  # type: ignore[arg-type]
    return out


def test_wrongly_typed_fields_are_malformed() -> None:
    state = wild_position(RULES, 9001, 1)
    moves = [m for m in RULES.legal_moves(state) if m.kind == MoveKind.PLACE]
    for move in moves[:40]:
        for bent in bent_moves(move):
            assert RULES.diagnose(state, bent) == Reason.MALFORMED, bent
            with pytest.raises(IllegalMove) as refused:
                RULES.apply(state, bent)
            assert refused.value.reason == Reason.MALFORMED


def test_a_turn_with_rows_of_mixed_types_can_be_made_and_is_refused() -> None:
    state = wild_position(RULES, 9002, 0)
    turn = Move(MoveKind.PLACE, placements=(Placement(1, "3", 4),  # type: ignore[arg-type]
                                            Placement(2, 4, 4)))
    assert RULES.diagnose(state, turn) == Reason.MALFORMED
    assert RULES.check_turn(state, turn.placements).reason == Reason.MALFORMED


def test_well_typed_turns_are_still_sorted_and_equal() -> None:
    a = Move(MoveKind.PLACE, placements=(Placement(2, 4, 4), Placement(1, 3, 4)))
    b = Move(MoveKind.PLACE, placements=(Placement(1, 3, 4), Placement(2, 4, 4)))
    assert a == b and a.placements[0].row == 3

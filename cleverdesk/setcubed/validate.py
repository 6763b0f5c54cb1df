"""SET Cubed's boundary: a move whose fields have the wrong types is an illegal move.

Like the Clever engine (:mod:`cleverdesk.engine.validate`): ``diagnose``, ``apply`` and
``check_turn`` refuse a move with a wrongly typed field (``row="3"``, ``dice=("1",)``, a cell
that is not two whole numbers) as ``malformed``, never as a ``TypeError`` from deep inside.
"""

from __future__ import annotations

from ..engine.validate import is_kind, is_whole_number
from .model import Move, MoveKind, Placement


def _cell_problem(cell: object) -> str | None:
    if not isinstance(cell, tuple) or len(cell) != 2 or not all(
            is_whole_number(x) for x in cell):
        return f"a cell is two whole numbers, not {cell!r}"
    return None


def placement_problem(p: object) -> str | None:
    if not isinstance(p, Placement):
        return f"not a placement: {type(p).__name__}"
    for name in ("die", "row", "column"):
        if not is_whole_number(getattr(p, name)):
            return f"{name} must be a whole number, not {getattr(p, name)!r}"
    if p.declared is not None and not isinstance(p.declared, str):
        return f"a declaration is a symbol code, not {p.declared!r}"
    return None


def move_field_problem(move: object) -> str | None:
    """What is wrong with the types of a SET Cubed move's fields, or None when nothing is."""
    if not isinstance(move, Move):
        return f"not a move: {type(move).__name__}"
    if not is_kind(move.kind, MoveKind):
        return f"unknown kind of move {move.kind!r}"
    if not isinstance(move.placements, tuple):
        return "placements must be a sequence of placements"
    for p in move.placements:
        problem = placement_problem(p)
        if problem is not None:
            return problem
    if not isinstance(move.dice, tuple) or not all(is_whole_number(d) for d in move.dice):
        return f"dice must be whole numbers, not {move.dice!r}"
    if move.cell is not None:
        return _cell_problem(move.cell)
    return None


def placements_problem(placements: object) -> str | None:
    """The same for the placements of a turn being checked (``check_turn``)."""
    try:
        items = list(placements)  # type: ignore[call-overload]
    except TypeError:
        return "placements must be a sequence of placements"
    for p in items:
        problem = placement_problem(p)
        if problem is not None:
            return problem
    return None

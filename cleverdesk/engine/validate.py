"""The engine's boundary: a move whose fields have the wrong types is an illegal move.

``apply`` and ``diagnose`` get moves from files, scripts and the desk. A field of the wrong type
(``cell="3"``, ``die=4``, ``kind="jump"``) must be refused with the engine's typed
:class:`~cleverdesk.engine.errors.IllegalMove` (reason ``malformed``), never reach the rules as a
``TypeError``. The check is a separate function so that the public entry points call it once,
and the engine's internal fast paths (moves it listed itself) need not.
"""

from __future__ import annotations

from enum import StrEnum
from functools import cache

from .errors import IllegalMove, Reason
from .model import Move, MoveKind

_TEXT_FIELDS = ("die", "area", "bonus", "option")
_NUMBER_FIELDS = ("cell", "value")


def is_whole_number(value: object) -> bool:
    """An ``int`` that is not a ``bool`` (``True`` is 1 to Python, not to a player)."""
    return isinstance(value, int) and not isinstance(value, bool)


@cache
def _values(kinds: type[StrEnum]) -> frozenset[str]:
    return frozenset(k.value for k in kinds)


def is_kind(value: object, kinds: type[StrEnum]) -> bool:
    """One of the enum's members, or a string that is exactly one of its values."""
    return isinstance(value, str) and value in _values(kinds)


def move_field_problem(move: object) -> str | None:
    """What is wrong with the types of a Clever move's fields, or None when nothing is."""
    if not isinstance(move, Move):
        return f"not a move: {type(move).__name__}"
    # the usual case at once: plain text and whole numbers (or nothing) in every field
    die, area, bonus, option, cell, value = (move.die, move.area, move.bonus, move.option,
                                             move.cell, move.value)
    if ((die is None or type(die) is str) and (area is None or type(area) is str)
            and (bonus is None or type(bonus) is str) and (option is None or type(option) is str)
            and (cell is None or type(cell) is int) and (value is None or type(value) is int)
            and is_kind(move.kind, MoveKind)):
        return None
    if not is_kind(move.kind, MoveKind):
        return f"unknown kind of move {move.kind!r}"
    for name in _TEXT_FIELDS:
        value = getattr(move, name)
        if value is not None and not isinstance(value, str):
            return f"{name} must be text, not {type(value).__name__} {value!r}"
    for name in _NUMBER_FIELDS:
        value = getattr(move, name)
        if value is not None and not is_whole_number(value):
            return f"{name} must be a whole number, not {type(value).__name__} {value!r}"
    return None


# Moves found well typed, by identity. A Move is frozen, so one that passed stays fine; the
# moves callers hand back are mostly the shared ones ``legal_moves`` lists, met again and again.
# The dict holds the move itself, so an id in it is never that of another, later object.
_WELL_TYPED: dict[int, Move] = {}
_WELL_TYPED_MAX = 100_000
_MISSING = object()


def check_move_fields(move: object) -> None:
    """Raise ``IllegalMove(malformed)`` when a field of ``move`` has the wrong type."""
    # A miss must not compare equal to ``None``: ``None`` itself is no move (it is malformed).
    if _WELL_TYPED.get(id(move), _MISSING) is move:
        return
    problem = move_field_problem(move)
    if problem is not None:
        raise IllegalMove(Reason.MALFORMED, problem)
    assert isinstance(move, Move)
    if len(_WELL_TYPED) >= _WELL_TYPED_MAX:
        _WELL_TYPED.clear()
    _WELL_TYPED[id(move)] = move

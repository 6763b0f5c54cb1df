"""Which cells of the decider's sheet a click may play: the Clever table's input targets.

Every target comes from the legal moves; nothing here knows a rule. A cell is lit when a legal
move of the chosen die (or, with a bonus to place, a bonus move) names it; a move that crosses a
whole sub-area (Clever 4ever's grey) is named by one cell, and every cell of that sub-area is lit
and plays it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from cleverdesk.engine import CleverRules, GameState, Move, MoveKind

Cell = tuple[str, int]


@dataclass(frozen=True)
class LitCells:
    # per lit cell: the index into the legal moves its click plays (the first that names it)
    targets: dict[Cell, int] = field(default_factory=dict)
    # per lit cell: every legal move a click there may mean (a value to choose, which bonus)
    alternatives: dict[Cell, list[int]] = field(default_factory=dict)
    # the tracks whose buttons are usable ("reroll", "extra_die")
    usable: frozenset[str] = frozenset()


def lit_cells(rules: CleverRules, state: GameState, legal: Sequence[Move],
              selected: str | None) -> LitCells:
    """The cells the decider may click with die `selected` chosen (or a bonus pending)."""
    decider = state.decider
    pending = bool(decider is not None and state.players[decider].pending)
    targets: dict[Cell, int] = {}
    alternatives: dict[Cell, list[int]] = {}
    for index, move in enumerate(legal):
        if move.area is None or move.cell is None:
            continue
        if (move.kind == MoveKind.BONUS and pending) or (
                move.kind in (MoveKind.PICK, MoveKind.EXTRA_DIE) and move.die == selected):
            targets.setdefault((move.area, move.cell), index)
            alternatives.setdefault((move.area, move.cell), []).append(index)
    for (area_name, cell), indices in list(alternatives.items()):
        sub_area_of = getattr(rules.areas[area_name], "sub_area_of", None)
        if sub_area_of is None:
            continue
        for other in sub_area_of(cell).cells:
            if (area_name, other) not in alternatives:
                alternatives[(area_name, other)] = indices
                targets[(area_name, other)] = targets[(area_name, cell)]
    kinds = {m.kind for m in legal}
    usable = {name for name, kind in (("reroll", MoveKind.REROLL),
                                      ("extra_die", MoveKind.EXTRA_DIE)) if kind in kinds}
    return LitCells(targets, alternatives, frozenset(usable))

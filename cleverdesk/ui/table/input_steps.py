"""What the player at the Clever table is in the middle of: the die chosen, the extra-die
action armed, the keyboard cursor over the lit cells, the cell whose choice is open and the
dice the number keys take. ui/table/clicks.py turns clicks and keys into these steps
and the controller (ui/table/desk.py) plays the legal move they end in; nothing here knows a
rule.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from cleverdesk.engine import Move
from cleverdesk.ui.table.lit_cells import LitCells

Cell = tuple[str, int]
RowOf = Callable[[str, int], int]  # a cell's row on the sheet: the order the cursor walks


@dataclass
class TableInput:
    selected: str | None = None  # the die chosen: its cells are lit
    armed: bool = False  # the extra-die action chosen, its die still to take
    cursor: Cell | None = None  # the lit cell the keyboard (or the resting mouse) is on
    choice: Cell | None = None  # the cell whose alternatives are shown (a value, a bonus)
    # per lit cell: the index into the legal moves its click plays
    targets: dict[Cell, int] = field(default_factory=dict)
    # per lit cell: every legal move a click there may mean
    alternatives: dict[Cell, list[int]] = field(default_factory=dict)
    key_dice: list[str] = field(default_factory=list)  # number key n takes key_dice[n - 1]

    def clear(self) -> None:
        """After a move or a new game: nothing chosen, no cursor, no choice open."""
        self.drop_die()
        self.choice = None

    def drop_die(self) -> None:
        self.selected, self.armed, self.cursor = None, False, None

    def light(self, lit: LitCells, row_of: RowOf) -> None:
        """The cells lit now: a choice or cursor that is no longer lit goes; a missing cursor
        goes to the first lit cell in the sheet's order."""
        self.targets, self.alternatives = lit.targets, lit.alternatives
        if self.choice not in lit.targets:
            self.choice = None
        if self.cursor not in lit.targets:
            self.cursor = min(lit.targets, key=lambda k: row_of(*k)) if lit.targets else None

    def walk(self, step: int, row_of: RowOf) -> bool:
        """Arrows and Tab: the cursor `step` lit cells on in the sheet's order, round the end.
        Whether there was a cell to go to."""
        if not self.targets:
            return False
        order = sorted(self.targets, key=lambda key: row_of(*key))
        if self.cursor in order:
            position = (order.index(self.cursor) + step) % len(order)
        else:
            position = 0 if step >= 0 else len(order) - 1
        self.cursor = order[position]
        return True

    def hover(self, key: Cell) -> bool:
        """The mouse rests on a lit cell: it becomes the cursor (not while a choice is open).
        Whether the cursor moved."""
        if key in self.targets and key != self.cursor and self.choice is None:
            self.cursor = key
            return True
        return False

    def cell_of(self, move_id: int, move: Move) -> Cell | None:
        """The lit cell that plays legal move `move_id`: its own cell, else any that does."""
        return next((k for k, v in self.alternatives.items() if move_id in v
                     and k == (move.area, move.cell)), None) or next(
            (k for k, v in self.alternatives.items() if move_id in v), None)

    def open_choice(self, cell: Cell) -> None:
        self.choice = cell
        self.cursor = cell

    def choice_for_key(self, number: int) -> int | None:
        """While a choice is open, key `number` (from 1) picks its number-th move."""
        indices = self.alternatives.get(self.choice, []) if self.choice else []
        return indices[number - 1] if 1 <= number <= len(indices) else None

    def die_for_key(self, number: int) -> str | None:
        """Key `number` (from 1) takes the number-th die the tray shows as takeable."""
        return self.key_dice[number - 1] if 1 <= number <= len(self.key_dice) else None

"""An independent, slow reading of Section 7 and Section 14, to check the engine against.

It works on face codes and cells, words rule 7 (b) the way the rules file first states it
("every new SET contains an old die, except a SET of three new dice one of which also lies in a
SET with an old die"), and shares no code with the engine but the symbol codes.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from cleverdesk.setcubed.symbols import symbol

from .support import reference_is_set

Cell = tuple[int, int]
# (cell, symbol it counts as, is it a WILD of this turn)
Put = tuple[Cell, str, bool]


def lines_through(cell: Cell, rows: int, columns: int) -> list[tuple[Cell, Cell, Cell]]:
    r, c = cell
    found = []
    for k in range(3):
        row = tuple((r, c - k + j) for j in range(3))
        col = tuple((r - k + j, c) for j in range(3))
        for line in (row, col):
            if all(1 <= x <= rows and 1 <= y <= columns for x, y in line):
                found.append(line)
    return found  # type: ignore[return-value]


def judge(board: Mapping[Cell, str], puts: Sequence[Put], rows: int, columns: int,
          bonus: Mapping[Cell, int], claimed: Sequence[Cell]) -> tuple[bool, int]:
    """(legal, points) of a turn that places ``puts`` on ``board`` (cell → symbol code)."""
    after = dict(board)
    new_cells = {cell for cell, _, _ in puts}
    wild_now = {cell for cell, _, wild in puts if wild}
    for cell, face, _ in puts:
        if cell in board or not (1 <= cell[0] <= rows and 1 <= cell[1] <= columns):
            return False, 0
        after[cell] = face
    if len(new_cells) != len(puts) or not 1 <= len(puts) <= 3:
        return False, 0
    sets = set()
    for cell in new_cells:
        for line in lines_through(cell, rows, columns):
            if all(x in after for x in line) and reference_is_set(
                    *(symbol(after[x]) for x in line)):
                sets.add(line)
    for cell in new_cells:  # (a)
        if not any(cell in line for line in sets):
            return False, 0
    anchored = [line for line in sets if any(x not in new_cells for x in line)]
    for line in sets:  # (b)
        if line in anchored:
            continue
        if len(new_cells) != 3 or set(line) != new_cells:
            return False, 0
        if not any(x in a for x in line for a in anchored):
            return False, 0
    points = sum(1 for line in sets for x in line if x not in wild_now)
    points += sum(bonus.get(cell, 0) for cell in new_cells if cell not in claimed)
    return True, points

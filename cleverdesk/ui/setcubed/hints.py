"""Where a chosen SET Cubed die can go to build a SET with the player's other dice.

The table lights the cells where the chosen die completes a SET at once. Many SETs need two of
the player's dice, though: a die on the board, the chosen die next to it, and another die of
the hand at the end of the line. Those cells are lit too (``two_dice_cells``), so choosing a die
always shows where it can start such a SET; ``chosen_die_cells`` gives both. A help, not a
limit: any empty cell still takes the die.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from cleverdesk.setcubed import SetCubedRules, SetCubedState
from cleverdesk.setcubed.model import Placement
from cleverdesk.setcubed.rules import ANY, EMPTY
from cleverdesk.setcubed.symbols import THIRD, WILD, symbol

Cell = tuple[int, int]


def _sym(face: str) -> int:
    return ANY if face == WILD else symbol(face)


def two_dice_cells(rules: SetCubedRules, state: SetCubedState, chosen: int,
                   faces: Mapping[int, str], pending: Iterable[Placement]) -> set[Cell]:
    """Empty cells for ``chosen`` that, with one die already on the board (or placed this turn)
    in line, leave the third cell of the line empty for another die of the hand that fits."""
    pending = list(pending)
    grid = rules.grid(state)
    used = {chosen}
    for p in pending:
        used.add(p.die)
        face = p.declared if p.declared else faces.get(p.die, "")
        if face and face != WILD and rules.inside(p.cell):
            grid[rules.index(p.cell)] = symbol(face)
    mine = _sym(faces[chosen])
    others = {_sym(face) for die, face in faces.items() if die not in used and face}
    if not others:
        return set()
    found: set[Cell] = set()
    for index, value in enumerate(grid):
        if value != EMPTY:
            continue
        for li in rules.lines_of[index]:
            a, b = (grid[i] for i in rules.lines[li] if i != index)
            if (a == EMPTY) == (b == EMPTY):
                continue  # the line needs exactly one die on the board and one empty cell
            board = a if a != EMPTY else b
            if ANY in others or mine == ANY or THIRD[mine][board] in others:
                found.add(rules.cell(index))
                break
    return found


def chosen_die_cells(rules: SetCubedRules, state: SetCubedState, chosen: int | None,
                     faces: Mapping[int, str], pending: Iterable[Placement]) -> set[Cell]:
    """The cells lit for the chosen die: the logo cells still free at the opening; later the
    empty cells where it completes a SET at once, and those where it starts one that another
    die of the hand completes (``two_dice_cells``)."""
    face = faces.get(chosen) if chosen is not None else None
    if chosen is None or face is None:
        return set()
    pending = list(pending)
    if not state.board:
        return {c for c in rules.board.logo if all(p.cell != c for p in pending)}
    taken = {t.cell for t in state.board} | {p.cell for p in pending}
    near: set[Cell] = set()
    for r, c in taken:
        for dr, dc in ((0, 1), (0, 2), (1, 0), (2, 0), (0, -1), (0, -2), (-1, 0), (-2, 0)):
            cell = (r + dr, c + dc)
            if cell not in taken and rules.inside(cell):
                near.add(cell)
    hints = set()
    for cell in near:
        options = rules.completing_symbols(state, cell, pending)
        if options and (face == WILD or face in options):
            hints.add(cell)
    # and where it starts a SET that another die of the hand completes
    return hints | two_dice_cells(rules, state, chosen, faces, pending)

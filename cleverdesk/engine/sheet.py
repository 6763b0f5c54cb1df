"""Sheet primitives shared by the Clever games.

An area is a list of cells (marks: 0 = open, otherwise the cross ``1`` or the written number) plus
data: printed values, cell bonuses, and groups (rows, columns, diagonals) whose completion pays a
bonus or points. The few ways areas differ — which cell a value may go to, what is written, how
the area scores — are the subclasses below; everything else is data in the game modules.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

CROSS = 1


@dataclass(frozen=True)
class Group:
    """Cells whose completion pays once: a bonus, points (yellow columns), or both."""

    name: str
    cells: tuple[int, ...]
    bonus: str | None = None
    points: int = 0


@dataclass(frozen=True)
class Area:
    """Common behaviour of every area. ``layout`` gives each cell's (row, column) for drawing."""

    name: str
    size: int
    cell_bonus: dict[int, str] = field(default_factory=dict)
    groups: tuple[Group, ...] = ()
    layout: tuple[tuple[int, int], ...] = ()
    premarked: frozenset[int] = frozenset()

    def __post_init__(self) -> None:
        by_cell: dict[int, list[Group]] = {}
        for group in self.groups:
            for cell in group.cells:
                by_cell.setdefault(cell, []).append(group)
        object.__setattr__(self, "_groups_by_cell", {k: tuple(v) for k, v in by_cell.items()})
        if not self.layout:
            object.__setattr__(self, "layout", tuple((0, c) for c in range(self.size)))
        object.__setattr__(self, "_initial", tuple(  # every new sheet starts from it
            CROSS if cell in self.premarked else 0 for cell in range(self.size)))

    # --- marking -------------------------------------------------------------------------
    def initial(self) -> list[int]:
        initial: tuple[int, ...] = self._initial  # type: ignore[attr-defined]
        return list(initial)

    def mark(self, marks: list[int], cell: int, written: int) -> list[str]:
        """Write ``written`` into ``cell``; return the bonuses this fires, in printed order."""
        marks[cell] = written
        fired: list[str] = []
        bonus = self.cell_bonus.get(cell)
        if bonus:
            fired.append(bonus)
        groups: dict[int, tuple[Group, ...]] = self._groups_by_cell  # type: ignore[attr-defined]
        for group in groups.get(cell, ()):
            if group.bonus and all(map(marks.__getitem__, group.cells)):
                fired.append(group.bonus)
        return fired

    def complete_groups(self, marks: Sequence[int]) -> list[Group]:
        return [g for g in self.groups if all(map(marks.__getitem__, g.cells))]

    def feature_groups(self) -> tuple[Group, ...]:
        """Cells a learned player should see together (how full, one short, complete): the
        paying groups, and where the sheet's structure lies elsewhere (sides, shades, lines
        that score by count) the areas that know it add those. Never used by the rules."""
        return self.groups

    # --- what a game module overrides ------------------------------------------------------
    def placements(self, marks: Sequence[int], value: int) -> list[int]:
        """Cells where a die of this value may be entered."""
        raise NotImplementedError

    def written(self, cell: int, value: int) -> int:
        """What is written in the cell for a die (or number bonus) of this value."""
        return CROSS

    def x_targets(self, marks: Sequence[int]) -> list[int]:
        """Cells an X bonus may cross."""
        return [c for c in range(self.size) if marks[c] == 0]

    def number_target(self, marks: Sequence[int], number: int) -> int | None:
        """The cell a number bonus (e.g. "orange 4") goes to, or None if it is lost."""
        cells = self.placements(marks, number)
        return cells[0] if cells else None

    def score(self, marks: Sequence[int]) -> int:
        raise NotImplementedError

    def full(self, marks: Sequence[int]) -> bool:
        return all(marks)


def cells_by_value(printed: Sequence[int | None]) -> dict[int, tuple[int, ...]]:
    """The cells printed with each value, in order (``None``: nothing printed there), for the
    placements of areas where a value may go to any open cell printed with it."""
    by_value: dict[int, tuple[int, ...]] = {}
    for cell, value in enumerate(printed):
        if value is not None:
            by_value[value] = (*by_value.get(value, ()), cell)
    return by_value


@dataclass(frozen=True)
class CrossGrid(Area):
    """Cross any open cell printed with the value (yellow, blue). ``printed`` None = pre-crossed.

    Scores either by a count scale (blue) or by the points of complete groups (yellow columns).
    """

    printed: tuple[int | None, ...] = ()
    count_scale: tuple[int, ...] | None = None

    def __post_init__(self) -> None:
        super().__post_init__()
        object.__setattr__(self, "_cells_by_value", cells_by_value(self.printed))
        # the cells a cross counts in (a pre-crossed cell is no cross of the player's)
        object.__setattr__(self, "_counted", tuple(
            c for c in range(self.size) if c not in self.premarked))

    def placements(self, marks: Sequence[int], value: int) -> list[int]:
        by_value: dict[int, tuple[int, ...]] = self._cells_by_value  # type: ignore[attr-defined]
        open_cells = []  # (a loop: cheaper than a comprehension for the one or two cells)
        for cell in by_value.get(value, ()):
            if marks[cell] == 0:
                open_cells.append(cell)
        return open_cells

    def crosses(self, marks: Sequence[int]) -> int:
        counted: tuple[int, ...] = self._counted  # type: ignore[attr-defined]
        return sum(map(bool, map(marks.__getitem__, counted)))

    def score(self, marks: Sequence[int]) -> int:
        if self.count_scale is not None:
            return self.count_scale[self.crosses(marks)]
        return sum(g.points for g in self.complete_groups(marks))


def _leftmost_open(marks: Sequence[int]) -> int | None:
    try:
        return marks.index(0)  # a scan in C: placements ask this for every die
    except ValueError:
        return None


@dataclass(frozen=True)
class ThresholdTrack(Area):
    """Left to right; the value must reach the cell's printed minimum (green).

    Scores the points printed over the last crossed cell. The X bonus skips the minimum.
    """

    minimum: tuple[int, ...] = ()
    points: tuple[int, ...] = ()

    def placements(self, marks: Sequence[int], value: int) -> list[int]:
        cell = _leftmost_open(marks)
        return [cell] if cell is not None and value >= self.minimum[cell] else []

    def x_targets(self, marks: Sequence[int]) -> list[int]:
        cell = _leftmost_open(marks)
        return [] if cell is None else [cell]

    def score(self, marks: Sequence[int]) -> int:
        crossed = sum(1 for m in marks if m)
        return self.points[crossed - 1] if crossed else 0


@dataclass(frozen=True)
class MultiplierTrack(Area):
    """Left to right, any value; the value times the cell's factor is written (orange)."""

    factor: tuple[int, ...] = ()

    def placements(self, marks: Sequence[int], value: int) -> list[int]:
        cell = _leftmost_open(marks)
        return [] if cell is None else [cell]

    def written(self, cell: int, value: int) -> int:
        return value * self.factor[cell]

    def x_targets(self, marks: Sequence[int]) -> list[int]:
        return []

    def score(self, marks: Sequence[int]) -> int:
        return sum(marks)


@dataclass(frozen=True)
class RisingTrack(Area):
    """Left to right; each value strictly above the previous one, anything after a reset value
    (purple: after a 6 any value may follow, another 6 included)."""

    reset_after: int = 6

    def placements(self, marks: Sequence[int], value: int) -> list[int]:
        cell = _leftmost_open(marks)
        if cell is None:
            return []
        if cell == 0:
            return [cell]
        previous = marks[cell - 1]
        return [cell] if previous == self.reset_after or value > previous else []

    def written(self, cell: int, value: int) -> int:
        return value

    def x_targets(self, marks: Sequence[int]) -> list[int]:
        return []

    def score(self, marks: Sequence[int]) -> int:
        return sum(marks)


def grid_groups(
    rows: int, cols: int, cell_at: dict[tuple[int, int], int]
) -> tuple[dict[int, tuple[int, ...]], dict[int, tuple[int, ...]]]:
    """Rows and columns of a grid as cell-index tuples (1-based row/column numbers as keys)."""
    by_row = {
        r: tuple(cell_at[(r, c)] for c in range(1, cols + 1) if (r, c) in cell_at)
        for r in range(1, rows + 1)
    }
    by_col = {
        c: tuple(cell_at[(r, c)] for r in range(1, rows + 1) if (r, c) in cell_at)
        for c in range(1, cols + 1)
    }
    return by_row, by_col

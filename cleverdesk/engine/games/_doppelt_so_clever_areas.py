"""The area types of Doppelt so clever that the shared primitives do not cover as they are.

Each one extends a primitive of ``sheet.py`` (or ``Area`` itself) with the one rule that differs,
and brings its own ``potential(marks)`` for the greedy bot, because the bot's generic judgement
does not know these scoring shapes (per-row scales, circles that score only once crossed, a
falling blue row, green pairs, pink bonus minimums).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..sheet import Area, CrossGrid, MultiplierTrack, cells_by_value

CIRCLED = 1
CROSSED = 2

# The greedy bot's judgement (see each ``potential``); rough figures from simulation runs.
_OPEN_PINK_CELL = 1.5  # what an open pink cell will still bring
_BLUE_CELLS = 4.0  # further blue cells expected with the whole 2–12 range still open
_BLUE_SHARE = 0.15  # how much of the blue points still to come the bot counts on
_SILVER_NEXT = 0.4  # share of a silver row's next step
_SILVER_COLUMN = 3.0  # a silver column on its way to its bonus (times the share done, squared)
_YELLOW_CIRCLE = 0.2  # share of the crosses its circles may still become
_YELLOW_NEXT = 1.1  # share of the next yellow step
_GREEN_SECOND = 2.0  # the die expected on the second cell of a green pair


def _leftmost_open(marks: Sequence[int]) -> int | None:
    try:
        return marks.index(0)  # a scan in C: placements ask this for every die
    except ValueError:
        return None


def _written(marks: Sequence[int]) -> int:
    return sum(1 for m in marks if m)


@dataclass(frozen=True)
class SilverGrid(CrossGrid):
    """Silver: four rows printed 1–6; a value crosses that number in a row of the player's
    choice. Each row scores on its own scale; the columns pay bonuses (data in ``groups``)."""

    rows: tuple[tuple[int, ...], ...] = ()
    row_scale: tuple[int, ...] = ()

    def cell(self, row: int, value: int) -> int:
        """Cell index of ``value`` in the 0-based ``row``."""
        return self.rows[row][value - 1]

    def score(self, marks: Sequence[int]) -> int:
        return sum(self.row_scale[sum(1 for c in row if marks[c])] for row in self.rows)

    def potential(self, marks: Sequence[int]) -> float:
        value = float(self.score(marks))
        for row in self.rows:
            crosses = sum(1 for c in row if marks[c])
            if crosses < len(row):
                value += _SILVER_NEXT * (self.row_scale[crosses + 1] - self.row_scale[crosses])
        for group in self.groups:
            filled = sum(1 for c in group.cells if marks[c])
            if filled < len(group.cells):
                value += _SILVER_COLUMN * (filled / len(group.cells)) ** 2
        return value


@dataclass(frozen=True)
class YellowLattice(Area):
    """Yellow: a die circles an open cell printed with its value, or crosses a circled one.

    Marks: 0 open, 1 circled, 2 circled and crossed. Lines (``groups``) pay when their last cell
    is *circled*; only crosses score. What the mark is depends on the cell alone, so a move names
    just the cell: an open cell is circled, a circled one crossed.
    """

    printed: tuple[int, ...] = ()
    count_scale: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        super().__post_init__()
        object.__setattr__(self, "_cells_by_value", cells_by_value(self.printed))

    def placements(self, marks: Sequence[int], value: int) -> list[int]:
        by_value: dict[int, tuple[int, ...]] = self._cells_by_value  # type: ignore[attr-defined]
        cells = []  # (a loop over the cells printed with the value: every die asks this)
        for cell in by_value.get(value, ()):
            if marks[cell] < CROSSED:
                cells.append(cell)
        return cells

    def written(self, cell: int, value: int) -> int:
        return value  # for the log only: ``mark`` decides between circle and cross

    def mark(self, marks: list[int], cell: int, written: int) -> list[str]:
        if marks[cell] == 0:
            return super().mark(marks, cell, CIRCLED)  # lines fire on their last circle
        marks[cell] = CROSSED
        return []

    def x_targets(self, marks: Sequence[int]) -> list[int]:
        """The yellow "?": circle any open cell or cross any circled one."""
        return [c for c in range(self.size) if marks[c] < CROSSED]

    def crosses(self, marks: Sequence[int]) -> int:
        return sum(1 for m in marks if m == CROSSED)

    def score(self, marks: Sequence[int]) -> int:
        return self.count_scale[self.crosses(marks)]

    def full(self, marks: Sequence[int]) -> bool:
        return all(m == CROSSED for m in marks)

    def potential(self, marks: Sequence[int]) -> float:
        crosses = self.crosses(marks)
        circled = sum(1 for m in marks if m == CIRCLED)
        value = float(self.count_scale[crosses])
        # a circle is a cross in waiting (a later die of its value crosses it); the scale
        # grows with every cross, so the step that circles and crosses open up pulls hardest
        if circled:
            value += _YELLOW_CIRCLE * (self.count_scale[crosses + circled]
                                       - self.count_scale[crosses])
        if crosses + circled < self.size:
            value += _YELLOW_NEXT * (self.count_scale[crosses + circled + 1]
                                     - self.count_scale[crosses + circled])
        return value


@dataclass(frozen=True)
class FallingTrack(Area):
    """Blue: written left to right, each entry at most the previous one; scores the points
    printed over the last written cell."""

    points: tuple[int, ...] = ()

    def placements(self, marks: Sequence[int], value: int) -> list[int]:
        cell = _leftmost_open(marks)
        if cell is None:
            return []
        return [cell] if cell == 0 or value <= marks[cell - 1] else []

    def written(self, cell: int, value: int) -> int:
        return value

    def x_targets(self, marks: Sequence[int]) -> list[int]:
        return []

    def score(self, marks: Sequence[int]) -> int:
        filled = _written(marks)
        return self.points[filled - 1] if filled else 0

    def potential(self, marks: Sequence[int]) -> float:
        filled = _written(marks)
        value = float(self.score(marks))
        if filled == self.size:
            return value
        # the lower the last entry, the fewer sums still fit under it: expect as many more
        # cells as the room under the last entry allows
        last = marks[filled - 1] if filled else 12
        room = (last - 2) / 10
        future = min(self.size - filled, _BLUE_CELLS * room)
        reach = filled + future
        whole = int(reach)
        at_reach = self._points_at(whole) + (reach - whole) * (
            self._points_at(min(whole + 1, self.size)) - self._points_at(whole))
        return value + _BLUE_SHARE * (at_reach - self._points_at(filled))

    def _points_at(self, filled: int) -> int:
        return self.points[filled - 1] if filled else 0


@dataclass(frozen=True)
class PairedMultiplierTrack(MultiplierTrack):
    """Green: left to right, face × the cell's factor; each pair scores first minus second
    once both are written (negative results stand, an incomplete pair scores 0)."""

    def score(self, marks: Sequence[int]) -> int:
        return sum(marks[i] - marks[i + 1] for i in range(0, self.size - 1, 2) if marks[i + 1])

    def potential(self, marks: Sequence[int]) -> float:
        value = float(self.score(marks))
        filled = _written(marks)
        if filled % 2 == 1:  # a first cell waits for its partner: expect a low second die
            value += marks[filled - 1] - _GREEN_SECOND * self.factor[filled]
        return value


@dataclass(frozen=True)
class GatedTrack(Area):
    """Pink: left to right, any value; a cell's bonus fires only for a value of at least its
    printed minimum (0 = no minimum)."""

    minimum: tuple[int, ...] = ()

    def placements(self, marks: Sequence[int], value: int) -> list[int]:
        cell = _leftmost_open(marks)
        return [] if cell is None else [cell]

    def written(self, cell: int, value: int) -> int:
        return value

    def mark(self, marks: list[int], cell: int, written: int) -> list[str]:
        marks[cell] = written
        bonus = self.cell_bonus.get(cell)
        return [bonus] if bonus and written >= self.minimum[cell] else []

    def x_targets(self, marks: Sequence[int]) -> list[int]:
        return []

    def score(self, marks: Sequence[int]) -> int:
        return sum(marks)

    def potential(self, marks: Sequence[int]) -> float:
        # each open cell will take some value later: spending one on a low die costs that
        return float(self.score(marks)) + _OPEN_PINK_CELL * (self.size - _written(marks))

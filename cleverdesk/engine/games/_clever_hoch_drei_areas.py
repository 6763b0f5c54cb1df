"""The area shapes of Clever hoch drei (docs/rules/clever-hoch-drei.md §3).

Four shapes the shared primitives of ``sheet.py`` do not cover: a grid crossed by column number
and scored per row (yellow and turquoise), two sequences written outward from a printed 7 (blue),
a track crossed left to right with skipping (brown) and a track where each entry is halved for the
bonus or multiplied for points (pink). Which yellow row a die may use and how many extra
turquoise crosses it brings depend on the turn, not on the sheet: that lives in the rules module.

Each shape also judges itself for the greedy bot (``potential``): its score plus a modest share of
what it is building towards. The weights are rough and come from simulation runs.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property

from ..sheet import Area, Group

# Weights of the greedy bot's judgement (``potential``), from simulation runs.
GROUP_PROGRESS_WEIGHT = 2.0  # a half-done bonus group (yellow pair, turquoise tint line)
BLUE_NEXT_FIT_WEIGHT = 2.5  # the chance that the next blue sum fits a side
BROWN_FUTURE_WEIGHT = 0.12  # share of what the still reachable brown cells could add
PINK_OPEN_FIELD_WEIGHT = 1.5  # what an open pink field is worth, per point of its star


def _chance_of_sum(total: int) -> float:
    """Probability that two dice show this sum (the blue value)."""
    return max(0, 6 - abs(total - 7)) / 36


@dataclass(frozen=True)
class ColumnGrid(Area):
    """A grid whose every row is printed 1..cols; a value v crosses an open cell of column v.

    Scored per row by the number of crosses (``row_points``). ``grey`` marks the cells a passive
    player may use (yellow); groups are the printed bonuses (yellow pairs, turquoise tint lines).
    """

    cols: int = 6
    row_points: tuple[int, ...] = ()
    grey: frozenset[int] = frozenset()

    @property
    def rows(self) -> int:
        return self.size // self.cols

    def column(self, cell: int) -> int:
        """The printed number (1-based column) of a cell."""
        return cell % self.cols + 1

    def row(self, cell: int) -> int:
        """The 1-based row of a cell."""
        return cell // self.cols + 1

    def cells_of_row(self, row: int) -> tuple[int, ...]:
        return self._rows[row - 1]

    @cached_property
    def _rows(self) -> tuple[tuple[int, ...], ...]:
        return tuple(tuple(range(r * self.cols, (r + 1) * self.cols)) for r in range(self.rows))

    def cells_of_column(self, number: int) -> tuple[int, ...]:
        return tuple(r * self.cols + number - 1 for r in range(self.rows))

    @cached_property
    def _columns(self) -> dict[int, tuple[int, ...]]:
        return {n: self.cells_of_column(n) for n in range(1, self.cols + 1)}

    def placements(self, marks: Sequence[int], value: int) -> list[int]:
        return [c for c in self._columns.get(value, ()) if marks[c] == 0]

    def score(self, marks: Sequence[int]) -> int:
        points, cols = self.row_points, self.cols
        return sum(points[cols - marks[start:start + cols].count(0)]
                   for start in range(0, self.size, cols))

    def potential(self, marks: Sequence[int]) -> float:
        value = float(self.score(marks))
        for group in self.groups:
            if group.bonus is None:
                continue
            filled = sum(1 for c in group.cells if marks[c])
            if 0 < filled < len(group.cells):
                value += GROUP_PROGRESS_WEIGHT * (filled / len(group.cells)) ** 2
        return value


@dataclass(frozen=True)
class OutwardSequence(Area):
    """Blue: values written outward from a printed 7 in the middle cell.

    Cell ``centre`` is pre-marked (the printed 7). On the left each value must be one less than
    the previous one, on the right one more; a 7 may follow any value but a 7 (ruling R6), and the
    first value of a side follows the printed 7. Scored by the outermost written cell of each side
    (``side_points``) plus ``extra_points`` for each written value in ``extra_values``.
    """

    centre: int = 6
    side_points: tuple[int, ...] = ()
    extra_values: frozenset[int] = frozenset()
    extra_points: int = 0
    low: int = 2
    high: int = 12
    reset: int = 7

    def side(self, name: str) -> tuple[int, ...]:
        """Cells of a side in fill order, from the centre outward."""
        return self._sides[name]

    @cached_property
    def _sides(self) -> dict[str, tuple[int, ...]]:
        return {"left": tuple(range(self.centre - 1, -1, -1)),
                "right": tuple(range(self.centre + 1, self.size))}

    def feature_groups(self) -> tuple[Group, ...]:
        # the two directions fill and score apart
        return self.groups + tuple(Group(f"side_{name}", self.side(name))
                                   for name in ("left", "right"))

    def written_on(self, marks: Sequence[int], name: str) -> list[int]:
        return [marks[c] for c in self.side(name) if marks[c]]

    def previous(self, marks: Sequence[int], name: str) -> int:
        written = self.written_on(marks, name)
        return written[-1] if written else self.reset

    def next_cell(self, marks: Sequence[int], name: str) -> int | None:
        return next((c for c in self.side(name) if marks[c] == 0), None)

    def fits(self, marks: Sequence[int], name: str, value: int) -> bool:
        """Whether ``value`` is legal as the next number of this side."""
        if self.next_cell(marks, name) is None or not self.low <= value <= self.high:
            return False
        prev = self.previous(marks, name)
        if value == self.reset:
            return prev != self.reset
        step = -1 if name == "left" else 1
        return value == prev + step

    def placements(self, marks: Sequence[int], value: int) -> list[int]:
        # ``fits`` for both sides in one pass over each (the engine asks this for every die)
        if not self.low <= value <= self.high:
            return []
        cells = []
        for name, step in (("left", -1), ("right", 1)):
            prev = self.reset
            for cell in self._sides[name]:
                mark = marks[cell]
                if mark == 0:
                    if (prev != self.reset) if value == self.reset else value == prev + step:
                        cells.append(cell)
                    break
                prev = mark
        return cells

    def written(self, cell: int, value: int) -> int:
        return value

    def x_targets(self, marks: Sequence[int]) -> list[int]:
        return []

    def score(self, marks: Sequence[int]) -> int:
        total = 0
        for name in ("left", "right"):
            values = self.written_on(marks, name)
            total += self.side_points[len(values)]
            total += self.extra_points * sum(1 for v in values if v in self.extra_values)
        return total

    def full(self, marks: Sequence[int]) -> bool:
        return all(marks)

    def potential(self, marks: Sequence[int]) -> float:
        """Score plus, per open side, the chance that the next roll's sum fits it."""
        value = float(self.score(marks))
        for name in ("left", "right"):
            cell = self.next_cell(marks, name)
            if cell is None:
                continue
            gain = self.side_points[len(self.written_on(marks, name)) + 1] - \
                self.side_points[len(self.written_on(marks, name))]
            chance = sum(_chance_of_sum(v) for v in range(self.low, self.high + 1)
                         if self.fits(marks, name, v))
            value += BLUE_NEXT_FIT_WEIGHT * chance * gain / 4
        return value


@dataclass(frozen=True)
class SkipTrack(Area):
    """Brown: cross a cell printed with the value anywhere right of the last cross.

    Skipped cells are dead. Scored by the number of crosses (``count_points``); gaps between two
    cells are groups whose completion pays their bonus.
    """

    printed: tuple[int, ...] = ()
    count_points: tuple[int, ...] = ()

    def last_crossed(self, marks: Sequence[int]) -> int:
        """Index of the last crossed cell, -1 if none."""
        for cell in range(self.size - 1, -1, -1):
            if marks[cell]:
                return cell
        return -1

    def placements(self, marks: Sequence[int], value: int) -> list[int]:
        start = self.last_crossed(marks) + 1
        return [c for c in range(start, self.size) if self.printed[c] == value]

    def x_targets(self, marks: Sequence[int]) -> list[int]:
        """A brown "?": any cell right of the last cross (its number is the player's choice)."""
        return list(range(self.last_crossed(marks) + 1, self.size))

    def dead(self, marks: Sequence[int]) -> list[int]:
        last = self.last_crossed(marks)
        return [c for c in range(last) if not marks[c]]

    def score(self, marks: Sequence[int]) -> int:
        return self.count_points[sum(1 for m in marks if m)]

    def full(self, marks: Sequence[int]) -> bool:
        return self.last_crossed(marks) == self.size - 1

    def potential(self, marks: Sequence[int]) -> float:
        """Score plus a share of what the cells still reachable could add."""
        crossed = sum(1 for m in marks if m)
        reachable = self.size - 1 - self.last_crossed(marks)
        future = self.count_points[crossed + reachable] - self.count_points[crossed]
        return self.score(marks) + BROWN_FUTURE_WEIGHT * future


@dataclass(frozen=True)
class HalfOrTimesTrack(Area):
    """Pink: each value goes into the leftmost open field, halved (rounded up) for the field's
    bonus, or multiplied by the field's star for points (the bonus is then lost).

    ``stars[c]`` is 0 where the field has no star (field 1: always halved, no choice).
    """

    stars: tuple[int, ...] = ()

    def placements(self, marks: Sequence[int], value: int) -> list[int]:
        return [marks.index(0)] if 0 in marks else []

    def written(self, cell: int, value: int) -> int:
        """The halved value (the bonus option, and field 1)."""
        return (value + 1) // 2

    def times(self, cell: int, value: int) -> int:
        """The multiplied value (the points option)."""
        return value * self.stars[cell]

    def has_choice(self, cell: int) -> bool:
        return self.stars[cell] > 0

    def x_targets(self, marks: Sequence[int]) -> list[int]:
        return []

    def score(self, marks: Sequence[int]) -> int:
        return sum(marks)

    def potential(self, marks: Sequence[int]) -> float:
        """Score plus what the open fields are still worth: a field is a scarce resource, so a
        low entry on a high star is not free."""
        open_stars = sum(self.stars[c] for c in range(self.size) if marks[c] == 0)
        return self.score(marks) + PINK_OPEN_FIELD_WEIGHT * open_stars

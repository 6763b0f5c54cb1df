"""The five area types of Clever 4ever (docs/rules/clever-4ever.md §3).

Each is a shared :class:`~cleverdesk.engine.sheet.Area`: marks are one int per cell (0 = open,
otherwise the cross ``1`` or the written number); the data (bonuses, points) comes from the game
module. Only what is really different about each area is code here:

* yellow: three rows written left to right, the top one strictly rising;
* blue: a 6 × 6 grid addressed by two dice, bonuses at the 2nd cross of a line;
* grey: sub-areas derived from a shading table, crossed whole, growing from a start sub-area;
* green: two independent rows of triangles, scored per field;
* pink: a track whose written value has an effect.

``potential(marks)`` is the greedy bot's judgement of an area (score plus a share of what it is
building towards); it is used by :func:`cleverdesk.engine.bots.greedy.area_potential`.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property
from importlib import resources
from typing import Any

from ..sheet import CROSS, Area, Group

SHADES = ("W", "L", "D")  # white, light grey, dark grey


def _rc(ref: str) -> tuple[int, int]:
    """``"r2c14"`` → ``(2, 14)`` (1-based, as in the rules file)."""
    row, col = ref[1:].split("c")
    return int(row), int(col)


# ============================================================================ yellow (§3.1)
@dataclass(frozen=True)
class YellowRows(Area):
    """Rows written left to right; each die goes to the next open cell of a row of the player's
    choice. ``rising`` rows take only values above the previous one (closed after a 6);
    ``signs`` say how each row's sum counts (0, -1 or +1). Columns are :class:`Group` s with
    points, complete when all their cells are written (R29)."""

    cols: int = 5
    rising: tuple[bool, ...] = ()
    signs: tuple[int, ...] = ()

    def row_cells(self, row: int) -> range:
        """Cell indices of a 0-based row."""
        return range(row * self.cols, (row + 1) * self.cols)

    def next_cell(self, marks: Sequence[int], row: int) -> int | None:
        try:  # a scan in C: asked for every row of every die
            return marks.index(0, row * self.cols, (row + 1) * self.cols)
        except ValueError:
            return None

    def accepts(self, marks: Sequence[int], row: int, value: int) -> int | None:
        """The cell where ``value`` goes in ``row``, or None."""
        cell = self.next_cell(marks, row)
        if cell is None:
            return None
        if self.rising[row] and cell > row * self.cols and value <= marks[cell - 1]:
            return None
        return cell

    def placements(self, marks: Sequence[int], value: int) -> list[int]:
        # ``accepts`` row by row, inlined: asked for every value of every die in a listing
        cols, rising = self.cols, self.rising
        found: list[int] = []
        for row in range(len(self.signs)):
            start = row * cols
            try:
                cell = marks.index(0, start, start + cols)
            except ValueError:
                continue
            if rising[row] and cell > start and value <= marks[cell - 1]:
                continue
            found.append(cell)
        return found

    def written(self, cell: int, value: int) -> int:
        return value

    def x_targets(self, marks: Sequence[int]) -> list[int]:
        return []  # no "cross any cell" bonus exists for yellow

    def score(self, marks: Sequence[int]) -> int:
        cols = self.cols
        rows = sum(
            sign * sum(marks[row * cols:(row + 1) * cols])
            for row, sign in enumerate(self.signs) if sign
        )
        return rows + sum(g.points for g in self.complete_groups(marks))

    def potential(self, marks: Sequence[int]) -> float:
        value = float(self.score(marks))
        reach = self._rising_reach(marks)
        for group in self.groups:
            filled = sum(1 for c in group.cells if marks[c])
            if filled == len(group.cells):
                continue
            if any(not marks[c] and c % self.cols >= reach[c // self.cols] for c in group.cells):
                continue  # a closed rising row can never complete this column
            value += 0.7 * group.points * (filled / len(group.cells)) ** 2
        for row, is_rising in enumerate(self.rising):
            if is_rising:  # its cells lead to bonuses; keeping it open keeps them in reach
                value += 1.5 * sum(1 for c in self.row_cells(row) if marks[c])
                start = self.next_cell(marks, row)
                if start is not None:
                    value += 1.2 * (reach[row] - start % self.cols)
        return value

    def _rising_reach(self, marks: Sequence[int]) -> list[int]:
        """Per row, the column index up to which it can still be written (exclusive)."""
        reach = []
        for row, is_rising in enumerate(self.rising):
            cell = self.next_cell(marks, row)
            if cell is None:
                reach.append(self.cols)
                continue
            col = cell % self.cols
            if not is_rising:
                reach.append(self.cols)
                continue
            last = marks[cell - 1] if col else 0
            reach.append(min(self.cols, col + 6 - last))
        return reach


def _crossed(marks: Sequence[int], cells: Sequence[int]) -> int:
    """How many of ``cells`` are marked (counted in C: scoring asks for every line)."""
    return sum(map(bool, map(marks.__getitem__, cells)))


# ============================================================================ blue (§3.2)
def pair_value(row: int, col: int) -> int:
    """A blue entry's value: the blue die's number (row) and the white die's (column) as
    ``10 * row + col`` — the two faces are never added."""
    return 10 * row + col


@dataclass(frozen=True)
class BlueGrid(Area):
    """Cross the cell at row = blue value, column = white value. Each row's bonus and the main
    diagonal's bonus fire at the 2nd cross of that line (R12); columns and the anti-diagonal
    score at ≥ 2 crosses."""

    side: int = 6
    row_bonus: tuple[str | None, ...] = ()
    diagonal_bonus: str | None = None
    column_points: tuple[int, ...] = ()
    anti_diagonal_points: int = 0
    line_threshold: int = 2

    def cell(self, row: int, col: int) -> int:
        return (row - 1) * self.side + (col - 1)

    def row_col(self, cell: int) -> tuple[int, int]:
        row, col = divmod(cell, self.side)
        return row + 1, col + 1

    def main_diagonal(self) -> tuple[int, ...]:
        return self._lines[0]

    def anti_diagonal(self) -> tuple[int, ...]:
        return self._lines[1]

    @cached_property
    def _lines(self) -> tuple[tuple[int, ...], tuple[int, ...], tuple[tuple[int, ...], ...]]:
        """The main and the anti-diagonal's cells and each column's, made once: scoring and
        marking ask for them on every move."""
        side = self.side
        return (tuple(self.cell(k, k) for k in range(1, side + 1)),
                tuple(self.cell(k, side + 1 - k) for k in range(1, side + 1)),
                tuple(tuple(self.cell(row, col) for row in range(1, side + 1))
                      for col in range(1, side + 1)))

    def feature_groups(self) -> tuple[Group, ...]:
        # rows and the main diagonal pay at their 2nd cross, columns and the anti-diagonal score
        lines = [Group(f"row{r}", tuple(self.cell(r, c) for c in range(1, self.side + 1)))
                 for r in range(1, self.side + 1)]
        lines += [Group(f"column{c}", tuple(self.cell(r, c) for r in range(1, self.side + 1)))
                  for c in range(1, self.side + 1)]
        lines += [Group("main_diagonal", self.main_diagonal()),
                  Group("anti_diagonal", self.anti_diagonal())]
        return self.groups + tuple(lines)

    def placements(self, marks: Sequence[int], value: int) -> list[int]:
        row, col = divmod(value, 10)
        if not (1 <= row <= self.side and 1 <= col <= self.side):
            return []
        cell = self.cell(row, col)
        return [cell] if marks[cell] == 0 else []

    def mark(self, marks: list[int], cell: int, written: int) -> list[str]:
        marks[cell] = CROSS
        fired: list[str] = []
        row, _ = self.row_col(cell)
        in_row = sum(1 for c in range(self.side) if marks[self.cell(row, c + 1)])
        bonus = self.row_bonus[row - 1]
        if bonus and in_row == self.line_threshold:
            fired.append(bonus)
        diagonal = self.main_diagonal()
        if self.diagonal_bonus and cell in diagonal:
            if sum(1 for c in diagonal if marks[c]) == self.line_threshold:
                fired.append(self.diagonal_bonus)
        return fired

    def column_crosses(self, marks: Sequence[int], col: int) -> int:
        return _crossed(marks, self._lines[2][col - 1])

    def score(self, marks: Sequence[int]) -> int:
        points = sum(
            pts for col, pts in enumerate(self.column_points, start=1)
            if self.column_crosses(marks, col) >= self.line_threshold
        )
        if _crossed(marks, self.anti_diagonal()) >= self.line_threshold:
            points += self.anti_diagonal_points
        return points

    def potential(self, marks: Sequence[int]) -> float:
        value = float(self.score(marks))
        for col, pts in enumerate(self.column_points, start=1):
            if self.column_crosses(marks, col) == self.line_threshold - 1:
                value += 0.35 * pts
        if sum(1 for c in self.anti_diagonal() if marks[c]) == self.line_threshold - 1:
            value += 0.35 * self.anti_diagonal_points
        for row, bonus in enumerate(self.row_bonus, start=1):
            crosses = sum(1 for c in range(1, self.side + 1) if marks[self.cell(row, c)])
            if bonus and crosses == self.line_threshold - 1:
                value += 1.2
        return value


# ============================================================================ grey (§3.3)
@dataclass(frozen=True)
class SubArea:
    """One orthogonally connected group of cells of one shade."""

    id: str  # "G01"…: numbered by leftmost column, then topmost row in that column
    shade: str
    cells: tuple[int, ...]  # ordered by column, then row; ``cells[0]`` is the anchor
    touches: tuple[str, ...]  # ids of the sub-areas sharing a side with this one

    @property
    def anchor(self) -> int:
        """The cell that names this sub-area in a move."""
        return self.cells[0]

    @property
    def size(self) -> int:
        return len(self.cells)


@dataclass(frozen=True)
class GreyTable:
    """The grey shading as read from the printed sheet: the data table of R2 and R3."""

    rows: int
    cols: int
    shading: tuple[str, ...]  # one string of shade letters per row, e.g. "DWWLL…"
    start_cells: tuple[str, ...]  # "r1c1": the start sub-areas are the ones holding these

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> GreyTable:
        rows, cols = int(data["rows"]), int(data["cols"])
        shading = tuple("".join(str(line).split()) for line in data["shading"])
        if len(shading) != rows or any(len(line) != cols for line in shading):
            raise ValueError("grey shading does not match its rows × cols")
        if any(ch not in SHADES for line in shading for ch in line):
            raise ValueError(f"grey shading uses letters other than {SHADES}")
        starts = tuple(str(ref) for ref in data["start_cells"])
        for ref in starts:
            row, col = _rc(ref)
            if not (1 <= row <= rows and 1 <= col <= cols):
                raise ValueError(f"start cell {ref} is outside the grey grid")
        return cls(rows, cols, shading, starts)

    @classmethod
    def load(cls, package: str, name: str) -> GreyTable:
        text = resources.files(package).joinpath(name).read_text(encoding="utf-8")
        return cls.from_json(json.loads(text))


def derive_sub_areas(table: GreyTable) -> tuple[SubArea, ...]:
    """Every orthogonally connected group of one shade, numbered as in the rules file."""
    rows, cols = table.rows, table.cols

    def shade(cell: int) -> str:
        return table.shading[cell // cols][cell % cols]

    def neighbours(cell: int) -> list[int]:
        row, col = divmod(cell, cols)
        found = []
        for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
            r, c = row + dr, col + dc
            if 0 <= r < rows and 0 <= c < cols:
                found.append(r * cols + c)
        return found

    owner: dict[int, int] = {}
    groups: list[list[int]] = []
    for start in range(rows * cols):
        if start in owner:
            continue
        owner[start] = len(groups)
        todo, group = [start], []
        while todo:
            cell = todo.pop()
            group.append(cell)
            for other in neighbours(cell):
                if other not in owner and shade(other) == shade(cell):
                    owner[other] = len(groups)
                    todo.append(other)
        groups.append(group)

    def by_column(cell: int) -> tuple[int, int]:
        return cell % cols, cell // cols

    order = sorted(range(len(groups)), key=lambda g: min(by_column(c) for c in groups[g]))
    ids = {g: f"G{n:02d}" for n, g in enumerate(order, start=1)}
    result = []
    for g in order:
        cells = tuple(sorted(groups[g], key=by_column))
        touching = {owner[o] for c in cells for o in neighbours(c)} - {g}
        result.append(SubArea(ids[g], shade(cells[0]), cells,
                              tuple(sorted(ids[t] for t in touching))))
    return tuple(result)


@dataclass(frozen=True)
class GreyShapes(Area):
    """Cross a whole open sub-area of size ≤ the value (surplus lost, R16): first one of the
    start sub-areas, afterwards one touching an already crossed cell. Every bonus cell crossed
    fires; a shade's fox fires when its last cell is crossed. Fully crossed columns score."""

    table: GreyTable | None = None
    column_points: tuple[int, ...] = ()
    shade_bonus: tuple[tuple[str, str], ...] = ()  # (shade, bonus) when the shade is complete
    sub_areas: tuple[SubArea, ...] = field(init=False, default=())
    start_ids: tuple[str, ...] = field(init=False, default=())

    def __post_init__(self) -> None:
        super().__post_init__()
        assert self.table is not None
        subs = derive_sub_areas(self.table)
        owner = {cell: sub for sub in subs for cell in sub.cells}
        starts = []
        for ref in self.table.start_cells:
            row, col = _rc(ref)
            sub = owner[(row - 1) * self.table.cols + (col - 1)]
            if sub.id not in starts:
                starts.append(sub.id)
        object.__setattr__(self, "sub_areas", subs)
        object.__setattr__(self, "start_ids", tuple(starts))
        object.__setattr__(self, "_owner", owner)
        by_id = {sub.id: sub for sub in subs}
        object.__setattr__(self, "_by_id", by_id)
        object.__setattr__(self, "_touching", tuple(
            (sub, sub.anchor, frozenset(by_id[t].anchor for t in sub.touches)) for sub in subs))
        object.__setattr__(self, "_anchors", tuple(sub.anchor for sub in subs))
        # marks → allowed sub-areas: the engine asks for every die and the grey marks change
        # only a few times per game (bounded, cleared when full)
        object.__setattr__(self, "_allowed_seen", {})
        object.__setattr__(self, "_shade_cells", {
            s: tuple(c for c in range(self.size) if owner[c].shade == s) for s in SHADES})

    # --- lookups --------------------------------------------------------------------------
    def sub_area_of(self, cell: int) -> SubArea:
        owner: dict[int, SubArea] = self._owner  # type: ignore[attr-defined]
        return owner[cell]

    def sub_area(self, sub_id: str) -> SubArea:
        by_id: dict[str, SubArea] = self._by_id  # type: ignore[attr-defined]
        return by_id[sub_id]

    def shade_cells(self, shade: str) -> tuple[int, ...]:
        cells: dict[str, tuple[int, ...]] = self._shade_cells  # type: ignore[attr-defined]
        return cells[shade]

    def feature_groups(self) -> tuple[Group, ...]:
        # sub-areas (crossed at once, each with its bonuses), the shades (their foxes) and the
        # columns (their points)
        assert self.table is not None
        cols = self.table.cols
        return self.groups + tuple(
            [Group(f"sub_{sub.id}", tuple(sub.cells)) for sub in self.sub_areas]
            + [Group(f"shade_{shade}", self.shade_cells(shade)) for shade in SHADES]
            + [Group(f"column{col + 1}", tuple(c for c in range(self.size) if c % cols == col))
               for col in range(cols)])

    def allowed(self, marks: Sequence[int]) -> list[SubArea]:
        """Open sub-areas that may be crossed now, whatever the value."""
        seen: dict[tuple[int, ...], tuple[SubArea, ...]] = \
            self._allowed_seen  # type: ignore[attr-defined]
        key = tuple(marks)
        found = seen.get(key)
        if found is None:
            if len(seen) >= 4096:
                seen.clear()
            found = seen[key] = tuple(self._find_allowed(marks))
        return list(found)

    def _find_allowed(self, marks: Sequence[int]) -> list[SubArea]:
        if not any(marks):
            return [self.sub_area(i) for i in self.start_ids if not marks[self.sub_area(i).anchor]]
        touching: tuple[tuple[SubArea, int, frozenset[int]], ...] = \
            self._touching  # type: ignore[attr-defined]
        anchors: tuple[int, ...] = self._anchors  # type: ignore[attr-defined]
        crossed = {anchor for anchor in anchors if marks[anchor]}
        return [
            sub for sub, anchor, near in touching
            if anchor not in crossed and not crossed.isdisjoint(near)
        ]

    # --- the Area interface ---------------------------------------------------------------
    def placements(self, marks: Sequence[int], value: int) -> list[int]:
        return [sub.anchor for sub in self.allowed(marks) if sub.size <= value]

    def x_targets(self, marks: Sequence[int]) -> list[int]:
        """The grey "?": any allowed sub-area (no sub-area is larger than 6, R15)."""
        return [sub.anchor for sub in self.allowed(marks)]

    def mark(self, marks: list[int], cell: int, written: int) -> list[str]:
        sub = self.sub_area_of(cell)
        for c in sub.cells:
            marks[c] = CROSS
        fired = [self.cell_bonus[c] for c in sorted(sub.cells) if c in self.cell_bonus]
        for shade, bonus in self.shade_bonus:
            if shade == sub.shade and all(marks[c] for c in self.shade_cells(shade)):
                fired.append(bonus)
        return fired

    def column_full(self, marks: Sequence[int], col: int) -> bool:
        return all(map(marks.__getitem__, self._columns[col - 1]))

    @cached_property
    def _columns(self) -> tuple[tuple[int, ...], ...]:
        """Each column's cells, made once (scoring asks for every column)."""
        assert self.table is not None
        cols = self.table.cols
        return tuple(tuple(r * cols + col for r in range(self.table.rows))
                     for col in range(cols))

    def score(self, marks: Sequence[int]) -> int:
        return sum(
            pts for col, pts in enumerate(self.column_points, start=1)
            if self.column_full(marks, col)
        )

    def potential(self, marks: Sequence[int]) -> float:
        assert self.table is not None
        rows, cols = self.table.rows, self.table.cols
        value = float(self.score(marks))
        for col, pts in enumerate(self.column_points, start=1):
            crossed = sum(1 for r in range(rows) if marks[r * cols + col - 1])
            if crossed < rows:
                value += 0.6 * pts * (crossed / rows) ** 2
        value += 1.2 * sum(1 for m in marks if m)
        for shade in SHADES:
            cells = self.shade_cells(shade)
            crossed = sum(1 for c in cells if marks[c])
            if crossed < len(cells):
                value += 6.0 * (crossed / len(cells)) ** 3
        return value


# ============================================================================ green (§3.4)
@dataclass(frozen=True)
class GreenFields(Area):
    """Fields split into an upper and a lower triangle: two independent rows filled left to
    right (R6). Cells ``0..n-1`` are the upper triangles, ``n..2n-1`` the lower ones; bonuses
    sit on lower cells (``cell_bonus``). A field scores (upper + lower) × its multiplier once
    both triangles are written."""

    fields: int = 11
    multiplier: tuple[int, ...] = ()

    def feature_groups(self) -> tuple[Group, ...]:
        # the two rows of triangles, filled apart, and each field (scores once both are written)
        rows = [Group("upper", tuple(range(self.fields))),
                Group("lower", tuple(range(self.fields, 2 * self.fields)))]
        fields = [Group(f"field{f + 1}", (f, self.fields + f)) for f in range(self.fields)]
        return self.groups + tuple(rows + fields)

    def next_cell(self, marks: Sequence[int], lower: bool) -> int | None:
        start = self.fields if lower else 0
        try:  # a scan in C: asked for every die
            return marks.index(0, start, start + self.fields)
        except ValueError:
            return None

    def placements(self, marks: Sequence[int], value: int) -> list[int]:
        found = (self.next_cell(marks, False), self.next_cell(marks, True))
        return [cell for cell in found if cell is not None]

    def written(self, cell: int, value: int) -> int:
        return value

    def x_targets(self, marks: Sequence[int]) -> list[int]:
        return []

    def field_points(self, marks: Sequence[int], field_no: int) -> int:
        """The box above a field (``field_no`` 0-based); 0 while a triangle is empty."""
        upper, lower = marks[field_no], marks[self.fields + field_no]
        return (upper + lower) * self.multiplier[field_no] if upper and lower else 0

    def score(self, marks: Sequence[int]) -> int:
        return sum(self.field_points(marks, f) for f in range(self.fields))

    def potential(self, marks: Sequence[int]) -> float:
        value = float(self.score(marks))
        behind = {False: self.next_cell(marks, False), True: self.next_cell(marks, True)}
        for f in range(self.fields):
            upper, lower = marks[f], marks[self.fields + f]
            if bool(upper) == bool(lower):
                continue
            lower_missing = not lower
            other = behind[lower_missing]  # the row that still has to reach this field
            assert other is not None
            gap = f - other % self.fields  # how many entries it still needs to get here
            value += 0.6 * 0.7 ** gap * (upper + lower + 3.5) * self.multiplier[f]
        return value


# ============================================================================ pink (§3.5)
@dataclass(frozen=True)
class PinkEffects(Area):
    """Written left to right, any value; the value has an effect: ``circled`` values score
    extra at the end, ``bonus_values`` fire the field's bonus (``field_bonus``), and an
    ``echo_value`` writes itself once more into the next field, without any effect (R8)."""

    points: tuple[int, ...] = ()
    field_bonus: tuple[tuple[int, str], ...] = ()  # (cell, bonus): fires on a bonus value
    circled: tuple[tuple[int, int], ...] = ()  # (value, end points)
    bonus_values: frozenset[int] = frozenset()
    echo_value: int = 0

    def placements(self, marks: Sequence[int], value: int) -> list[int]:
        return [marks.index(0)] if 0 in marks else []

    def written(self, cell: int, value: int) -> int:
        return value

    def x_targets(self, marks: Sequence[int]) -> list[int]:
        return []

    def mark(self, marks: list[int], cell: int, written: int) -> list[str]:
        marks[cell] = written
        if written == self.echo_value and cell + 1 < self.size and marks[cell + 1] == 0:
            marks[cell + 1] = written  # the echo has no effect of its own; lost past the end
        if written in self.bonus_values:
            return [bonus for c, bonus in self.field_bonus if c == cell]
        return []

    def score(self, marks: Sequence[int]) -> int:
        filled = len(marks) - list(marks).count(0)
        extras = self._extras
        return (self.points[filled - 1] if filled else 0) + sum(extras.get(m, 0) for m in marks)

    @cached_property
    def _extras(self) -> dict[int, int]:
        return dict(self.circled)

    def potential(self, marks: Sequence[int]) -> float:
        return float(self.score(marks))

"""When a printed bonus or points of a sheet geometry are earned (no Qt; both renderers use it).

An element's ``group`` names the engine's :class:`Group` whose completion earns it, or one of two
codes for what the engine keeps without a group: ``line:<c1,c2,…>:<n>`` (at least n of these
cells are marked: Clever 4ever's blue lines, grey columns and shades) and ``min:<cell>:<n>`` (the
cell holds at least n: a pink bonus of Clever 4ever needs a 5 or 6).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any


def group_earned(group: str, marks: Sequence[int], complete: Collection[str]) -> bool:
    kind, _, rest = group.partition(":")
    if kind == "line" and rest:
        cells, _, needed = rest.rpartition(":")
        count = sum(1 for c in cells.split(",") if marks[int(c)])
        return count >= int(needed)
    if kind == "min" and rest:
        cell, _, needed = rest.partition(":")
        return marks[int(cell)] >= int(needed)
    return group in complete


def box_value(areas: Mapping[str, Any], marks: Mapping[str, Sequence[int]],
              code: str) -> int | None:
    """The number a box printed beside an area shows, or None while nothing goes there yet.

    ``<area>_field_<n>``: the points of field n (Clever 4ever's green: (upper + lower) × the
    multiplier, once both triangles are written). ``<area>_pair_<n>``: first − second of pair n
    (Doppelt so clever's green star), once both cells are written; it may be 0 or negative.
    ``<area>_row_<n>``: the sum of row n (Clever 4ever's yellow sum boxes), once it holds a value.
    """
    name, _, rest = code.partition("_")
    kind, _, number = rest.partition("_")
    area = areas.get(name)
    if area is None or not number.isdigit() or name not in marks:
        return None
    n, written = int(number) - 1, marks[name]
    if kind == "field":
        field_points = getattr(area, "field_points", None)
        points = int(field_points(written, n)) if field_points is not None else 0
        return points or None
    if kind == "pair":
        first, second = 2 * n, 2 * n + 1
        if second < len(written) and written[first] and written[second]:
            return written[first] - written[second]
        return None
    if kind == "row":
        cols = int(getattr(area, "cols", 0))
        row = written[n * cols:(n + 1) * cols] if cols else []
        return sum(row) if any(row) else None
    return None

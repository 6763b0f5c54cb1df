"""When a printed bonus or points of a sheet geometry are earned (no Qt; both renderers use it).

An element's ``group`` names the engine's :class:`Group` whose completion earns it, or one of two
codes for what the engine keeps without a group: ``line:<c1,c2,…>:<n>`` (at least n of these
cells are marked: Clever 4ever's blue lines, grey columns and shades) and ``min:<cell>:<n>`` (the
cell holds at least n: a pink bonus of Clever 4ever needs a 5 or 6).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence


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


def is_code_group(group: str) -> bool:
    """Whether ``group`` is one of the codes above rather than an engine group's name."""
    return group.startswith(("line:", "min:"))

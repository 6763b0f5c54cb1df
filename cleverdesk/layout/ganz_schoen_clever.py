"""Ganz schön clever: the score sheet laid out on a 230 × 180 mm page (fits A4 landscape).

Everything printed comes from the engine's data (values, minimums, factors, bonuses, points);
this module only decides where it goes:

    ┌ yellow 4×4 ──────┐ ┌ blue 3×4 + scale ─┐ ┌ rounds, reroll, +1, dice fields ┐
    │                  │ │                   │ │                                 │
    └──────────────────┘ └───────────────────┘ └─────────────────────────────────┘
    ┌ green  ➜ 11 cells, points above, bonuses below ─────────────────────────────┐
    ┌ orange ➜ 11 cells, ×2/×3 printed in the cell ───────────────────────────────┐
    ┌ purple ➜ 11 cells, "<" between them ────────────────────────────────────────┐
    ┌ score: Y + B + G + O + P + fox × value = total ─────────────────────────────┐
"""

from __future__ import annotations

from cleverdesk.engine import get_rules
from cleverdesk.engine.sheet import (
    CROSS,
    Area,
    CrossGrid,
    MultiplierTrack,
    RisingTrack,
    ThresholdTrack,
)

from .geometry import Element, Kind, SheetGeometry, score_row

GAME_ID = "ganz-schoen-clever"

WIDTH = 230.0
HEIGHT = 180.0

PALETTE = {
    "white": "#f4f1e8",
    "yellow": "#f2c418",
    "blue": "#2f7fd1",
    "green": "#3fa34d",
    "orange": "#ef7d22",
    "purple": "#8e4bb5",
    "black": "#2b2b2b",
}

# Grids (yellow, blue)
GRID_CELL = 12.0
GRID_PITCH = 13.5
BONUS = 8.0  # bonus icon size next to a grid line
# Track rows (green, orange, purple)
ROW_TOPS = {"green": 80.0, "orange": 107.0, "purple": 134.0}
ROW_HEIGHT = 25.0
ROW_FIRST_CELL = 36.0
ROW_PITCH = 17.0
ROW_CELL_W = 14.0
ROW_CELL_H = 11.5
ROW_ICON = 6.0


def _numbers(area: Area, cell: int) -> bool:
    """Whether the area writes a number (orange, purple) rather than a cross into the cell."""
    return area.written(cell, 5) != CROSS


def _grid(area: CrossGrid, left: float, top: float) -> list[Element]:
    """Cells of a crossed grid at 1-based (row, column) positions, then its line bonuses/points."""
    out: list[Element] = []
    for index, (row, col) in enumerate(area.layout):
        printed = area.printed[index]
        out.append(Element(
            Kind.CELL, left + (col - 1) * GRID_PITCH, top + (row - 1) * GRID_PITCH,
            GRID_CELL, GRID_CELL, area=area.name, index=index,
            text="" if printed is None else str(printed),
        ))
    rows = max(r for r, _ in area.layout)
    cols = max(c for _, c in area.layout)
    right = left + (cols - 1) * GRID_PITCH + GRID_CELL
    bottom = top + (rows - 1) * GRID_PITCH + GRID_CELL
    inset = (GRID_CELL - BONUS) / 2
    for group in area.groups:
        cells = [area.layout[c] for c in group.cells]
        same_row = len({r for r, _ in cells}) == 1
        same_col = len({c for _, c in cells}) == 1
        if same_row and not same_col:  # a row: its bonus is printed to the right
            y = top + (cells[0][0] - 1) * GRID_PITCH + inset
            x, w, h = right + 2.0, BONUS, BONUS
        elif same_col and not same_row:  # a column: printed underneath
            x = left + (cells[0][1] - 1) * GRID_PITCH
            y, w, h = bottom + 1.5, GRID_CELL, BONUS
            if group.bonus:
                x, w = x + inset, BONUS
        else:  # the diagonal: at its lower-right end
            x, y, w, h = right + 2.0, bottom + 1.5, BONUS, BONUS
        if group.bonus:
            out.append(Element(Kind.BONUS, x, y, w, h, area=area.name, code=group.bonus,
                               group=group.name))
        if group.points:
            out.append(Element(Kind.POINTS, x, y, w, h * 0.8, area=area.name,
                               text=str(group.points), group=group.name))
    return out


def _row(area: Area, top: float) -> list[Element]:
    """A track row filled left to right: lead title and arrow, cells, bonuses underneath."""
    out = [
        Element(Kind.AREA, 5.0, top, WIDTH - 10.0, ROW_HEIGHT, area=area.name),
        Element(Kind.TITLE, 8.0, top + 3.0, 22.0, 7.0, area=area.name, code=area.name),
        Element(Kind.ARROW, 10.0, top + 11.0, 20.0, 8.0, area=area.name),
    ]
    cell_top = top + 7.0
    for index in range(area.size):
        x = ROW_FIRST_CELL + index * ROW_PITCH
        text = ""
        if isinstance(area, ThresholdTrack):
            text = f"≥{area.minimum[index]}"
            out.append(Element(Kind.POINTS, x, top + 1.5, ROW_CELL_W, 5.0, area=area.name,
                               index=index, text=str(area.points[index]), shape="star"))
        elif isinstance(area, MultiplierTrack) and area.factor[index] != 1:
            text = f"×{area.factor[index]}"
        out.append(Element(Kind.CELL, x, cell_top, ROW_CELL_W, ROW_CELL_H, area=area.name,
                           index=index, text=text, numbers=_numbers(area, index)))
        if isinstance(area, RisingTrack) and index < area.size - 1:
            out.append(Element(Kind.SIGN, x + ROW_CELL_W, cell_top, ROW_PITCH - ROW_CELL_W,
                               ROW_CELL_H, area=area.name, text="<"))
        bonus = area.cell_bonus.get(index)
        if bonus:
            out.append(Element(Kind.BONUS, x + (ROW_CELL_W - ROW_ICON) / 2,
                               cell_top + ROW_CELL_H + 0.5, ROW_ICON, ROW_ICON,
                               area=area.name, index=index, code=bonus))
    return out


def _right_panel(track_slots: dict[str, int], round_bonuses: dict[int, str],
                 rounds: int) -> list[Element]:
    left = 153.0
    out = [Element(Kind.PANEL, left, 5.0, WIDTH - 5.0 - left, 72.0, code="actions")]
    out.append(Element(Kind.TITLE, left + 3.0, 6.5, 40.0, 5.0, code="round"))
    for number in range(1, rounds + 1):
        x = left + 3.5 + (number - 1) * 11.5
        out.append(Element(Kind.ROUND, x, 12.5, 8.0, 8.0, index=number, text=str(number),
                           shape="circle"))
        bonus = round_bonuses.get(number)
        if bonus:
            out.append(Element(Kind.BONUS, x + 1.0, 21.0, 6.0, 6.0, area="round", index=number,
                               code=bonus))
    top = 29.0
    for track, slots in track_slots.items():
        out.append(Element(Kind.TITLE, left + 3.0, top, 64.0, 5.0, code=track))
        for slot in range(slots):
            out.append(Element(Kind.SLOT, left + 3.5 + slot * 9.5, top + 5.5, 7.0, 7.0,
                               area=track, index=slot, shape="circle"))
        top += 15.5
    # as wide as the room up to field I: the longest words (Dutch) need it at 800×600
    out.append(Element(Kind.TITLE, left + 3.0, top + 0.5, 32.5, 5.0, code="dice_fields"))
    for field_no, numeral in enumerate(("I", "II", "III")):
        out.append(Element(Kind.DICE_FIELD, left + 36.0 + field_no * 11.5, top - 0.5, 10.0, 10.0,
                           index=field_no, text=numeral))
    return out



def build() -> SheetGeometry:
    rules = get_rules(GAME_ID)
    yellow, blue = rules.areas["yellow"], rules.areas["blue"]
    assert isinstance(yellow, CrossGrid) and isinstance(blue, CrossGrid)
    elements: list[Element] = [
        Element(Kind.AREA, 5.0, 5.0, 70.0, 72.0, area="yellow"),
        Element(Kind.TITLE, 8.0, 6.5, 40.0, 6.0, area="yellow", code="yellow"),
    ]
    elements += _grid(yellow, 9.0, 14.0)

    elements += [
        Element(Kind.AREA, 78.0, 5.0, 72.0, 72.0, area="blue"),
        Element(Kind.TITLE, 81.0, 6.5, 40.0, 6.0, area="blue", code="blue"),
    ]
    scale = blue.count_scale or ()
    for count in range(1, len(scale)):
        elements.append(Element(Kind.SCALE, 81.0 + (count - 1) * 6.2, 13.5, 5.8, 8.0,
                                area="blue", index=count, text=str(scale[count])))
    # The "blue + white" symbol sits where the grid has no cell (r1c1).
    elements.append(Element(Kind.SYMBOL, 83.0, 24.0, 11.0, 11.0, area="blue",
                            code="sum_blue_white"))
    elements += _grid(blue, 83.0, 24.0)

    elements += _right_panel(rules.track_slots, rules.round_bonuses,
                             max(rules.rounds_by_players.values()))
    for name in ("green", "orange", "purple"):
        elements += _row(rules.areas[name], ROW_TOPS[name])
    elements += score_row(list(rules.areas), top=162.0, height=12.0,
                          width=WIDTH, pad=1.5, fox_offset=2.0)
    return SheetGeometry(GAME_ID, WIDTH, HEIGHT, tuple(elements), dict(PALETTE))

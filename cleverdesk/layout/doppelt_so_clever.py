"""Doppelt so clever: the score sheet on a 230 × 180 mm page (fits A4 landscape).

Everything printed comes from the engine's data (rows, values, points, factors, minimums,
bonuses); this module only decides where it goes, in the printed order of the areas
(rules file §1.2):

    ┌ silver 4 × 6 ─────┐ ┌ yellow lattice ┐ ┌ rounds, reroll, return, +1, dice fields ┐
    │ rows Y B G P      │ │ 5 × 4, stagger │ │ each track ends in its bonus            │
    └ column bonuses ───┘ └ col. bonuses ──┘ └─────────────────────────────────────────┘
    ┌ blue  [B+W] ➜ 12 cells, points above, bonuses below ───────────────────────────────┐
    ┌ green ➜ 12 cells in pairs "first − second", ×factor printed in the cell ──────────┐
    ┌ pink  ➜ 12 cells, "≥n" printed where a bonus waits ──────────────────────────────┐
    ┌ score: S + Y + B + G + P + fox × value = total ───────────────────────────────────┐

Silver rows are tied to a die colour (the platter chain); each row carries a tinted strip of
its colour. Yellow cells are circled first and crossed later: their cells carry the code
``circle_cross`` so both renderers draw a circle for the first mark and a cross for the second.
"""

from __future__ import annotations

from typing import Any

from cleverdesk.engine import get_rules
from cleverdesk.engine.sheet import Area

from .geometry import (
    CIRCLE_CROSS,
    Element,
    Kind,
    SheetGeometry,
    round_player_counts,
    score_row,
)

GAME_ID = "doppelt-so-clever"

WIDTH = 230.0
HEIGHT = 180.0

PALETTE = {
    "white": "#f4f1e8",
    "silver": "#9aa3ad",
    "yellow": "#f2c418",
    "blue": "#2f7fd1",
    "green": "#3fa34d",
    "pink": "#e0569b",
    "black": "#2b2b2b",
    "any": "#2b2b2b",  # the round-4 black "?" (q_any) is printed black
}

# silver grid
SILVER_CELL = 9.5
SILVER_PITCH = 10.5
SILVER_LEFT = 16.0
SILVER_TOP = 22.0
# yellow lattice
YELLOW_CELL = 8.5
YELLOW_PITCH = 9.5
YELLOW_LEFT = 93.0
YELLOW_TOP = 21.0
ICON = 6.5
# track rows (blue, green, pink)
ROW_TOPS = {"blue": 80.0, "green": 106.0, "pink": 132.0}
ROW_HEIGHT = 25.0
ROW_FIRST_CELL = 40.0
ROW_PITCH = 15.2
ROW_CELL_W = 12.5
ROW_CELL_H = 11.0
ROW_ICON = 6.0


def _silver(area: Area, rows: tuple[str, ...], scale: tuple[int, ...]) -> list[Element]:
    out = [
        Element(Kind.AREA, 5.0, 5.0, 80.0, 72.0, area="silver"),
        Element(Kind.TITLE, 8.0, 6.5, 24.0, 6.0, area="silver", code="silver"),
    ]
    # the points of one row by its number of crosses, printed once above the grid
    for count in range(1, len(scale)):
        out.append(Element(Kind.SCALE, 38.0 + (count - 1) * 7.2, 8.5, 6.6, 9.0, area="silver",
                           index=count, text=str(scale[count]), group="row"))
    for r, colour in enumerate(rows):
        y = SILVER_TOP + r * SILVER_PITCH
        # a strip of the row's colour: which platter die may follow into this row; its tab
        # left of the cells carries the colour's letter (``code`` "tab") for grey prints
        out.append(Element(Kind.AREA, 8.0, y - 0.5, SILVER_LEFT - 8.0 + 5 * SILVER_PITCH
                           + SILVER_CELL + 1.5, SILVER_CELL + 1.0, area=colour, code="tab"))
    printed = getattr(area, "printed", ())
    for index, (row, col) in enumerate(area.layout):
        out.append(Element(
            Kind.CELL, SILVER_LEFT + (col - 1) * SILVER_PITCH,
            SILVER_TOP + (row - 1) * SILVER_PITCH, SILVER_CELL, SILVER_CELL, area="silver",
            index=index, text=str(printed[index])))
    bottom = SILVER_TOP + 3 * SILVER_PITCH + SILVER_CELL
    for group in area.groups:
        col = area.layout[group.cells[0]][1]
        x = SILVER_LEFT + (col - 1) * SILVER_PITCH + (SILVER_CELL - ICON) / 2
        out.append(Element(Kind.BONUS, x, bottom + 2.0, ICON, ICON, area="silver",
                           code=group.bonus or "", group=group.name))
    return out


def _yellow(area: Area) -> list[Element]:
    out = [
        Element(Kind.AREA, 88.0, 5.0, 60.0, 72.0, area="yellow"),
        Element(Kind.TITLE, 91.0, 6.5, 30.0, 5.0, area="yellow", code="yellow"),
    ]
    scale = getattr(area, "count_scale", ())
    for count in range(1, len(scale)):  # wide enough for "165" at 6 pt on a shared page
        out.append(Element(Kind.SCALE, 89.5 + (count - 1) * 5.75, 12.0, 5.55, 7.5,
                           area="yellow", index=count, text=str(scale[count])))
    printed = getattr(area, "printed", ())
    for index, (row, col) in enumerate(area.layout):
        out.append(Element(
            Kind.CELL, YELLOW_LEFT + (col - 1) * YELLOW_PITCH,
            YELLOW_TOP + (row - 1) * YELLOW_PITCH, YELLOW_CELL, YELLOW_CELL, area="yellow",
            index=index, text=str(printed[index]), code=CIRCLE_CROSS))
    right = YELLOW_LEFT + 3 * YELLOW_PITCH + YELLOW_CELL
    bottom = YELLOW_TOP + 4 * YELLOW_PITCH + YELLOW_CELL
    inset = (YELLOW_CELL - ICON) / 2
    for group in area.groups:
        cells = [area.layout[c] for c in group.cells]
        if group.name.startswith("r"):  # a row: its bonus right of the lattice
            y = YELLOW_TOP + (cells[0][0] - 1) * YELLOW_PITCH + inset
            x = right + 3.0
        else:  # a column: underneath
            x = YELLOW_LEFT + (cells[0][1] - 1) * YELLOW_PITCH + inset
            y = bottom + 1.5
        out.append(Element(Kind.BONUS, x, y, ICON, ICON, area="yellow", code=group.bonus or "",
                           group=group.name))
    return out


def _right_panel(track_slots: dict[str, int], end_bonus: dict[str, str],
                 round_bonuses: dict[int, str], rounds: int,
                 players: dict[int, str]) -> list[Element]:
    left = 151.0
    out = [Element(Kind.PANEL, left, 5.0, WIDTH - 5.0 - left, 72.0, code="actions")]
    out.append(Element(Kind.TITLE, left + 3.0, 6.0, 40.0, 5.0, code="round"))
    for number in range(1, rounds + 1):
        x = left + 3.5 + (number - 1) * 11.5
        out.append(Element(Kind.ROUND, x, 11.5, 8.0, 8.0, index=number, text=str(number),
                           shape="circle"))
        bonus = round_bonuses.get(number)
        if bonus:
            out.append(Element(Kind.BONUS, x + 1.0, 20.0, 6.0, 6.0, area="round", index=number,
                               code=bonus))
        if number in players:  # rounds only some tables play: "1–3" players (§1.2)
            out.append(Element(Kind.PLAYERS, x - 1.0, 20.0, 10.0, 6.0, area="round",
                               index=number, text=players[number]))
    top = 27.0
    for track, slots in track_slots.items():
        out.append(Element(Kind.TITLE, left + 3.0, top, 64.0, 4.5, code=track))
        for slot in range(slots):
            out.append(Element(Kind.SLOT, left + 3.5 + slot * 9.0, top + 4.8, 7.0, 7.0,
                               area=track, index=slot, shape="circle"))
        bonus = end_bonus.get(track)
        if bonus:  # the bonus the sixth circle pays, printed at the end of the track
            out.append(Element(Kind.BONUS, left + 3.5 + slots * 9.0 + 1.0, top + 5.3, 6.0, 6.0,
                               area=track, index=slots - 1, code=bonus))
        top += 13.2
    # as wide as the room up to field I: the longest words (Dutch) need it at 800×600
    out.append(Element(Kind.TITLE, left + 3.0, top + 1.5, 32.5, 5.0, code="dice_fields"))
    for field_no, numeral in enumerate(("I", "II", "III")):
        out.append(Element(Kind.DICE_FIELD, left + 36.0 + field_no * 11.5, top, 8.5, 8.5,
                           index=field_no, text=numeral))
    return out


def _row(area: Area, top: float) -> list[Element]:
    name = area.name
    out = [
        Element(Kind.AREA, 5.0, top, WIDTH - 10.0, ROW_HEIGHT, area=name),
        Element(Kind.TITLE, 8.0, top + 3.0, 22.0, 6.5, area=name, code=name),
        Element(Kind.ARROW, 22.0, top + 12.0, 15.0, 7.0, area=name),
    ]
    if name == "blue":  # the value of a blue cell is blue + white (printed before the row)
        out.append(Element(Kind.SYMBOL, 8.0, top + 11.0, 12.0, 9.0, area=name,
                           code="sum_blue_white"))
    cell_top = top + 7.0
    points = getattr(area, "points", ())
    factor = getattr(area, "factor", ())
    minimum = getattr(area, "minimum", ())
    for index in range(area.size):
        x = ROW_FIRST_CELL + index * ROW_PITCH
        text = ""
        if points:
            out.append(Element(Kind.POINTS, x, top + 1.2, ROW_CELL_W, 5.0, area=name,
                               index=index, text=str(points[index]), shape="star"))
        if factor:
            text = f"×{factor[index]}"
        if minimum and minimum[index]:
            text = f"≥{minimum[index]}"
        out.append(Element(Kind.CELL, x, cell_top, ROW_CELL_W, ROW_CELL_H, area=name,
                           index=index, text=text, numbers=True))
        if factor and index % 2 == 0:  # a green pair scores first − second, in its star
            out.append(Element(Kind.SIGN, x + ROW_CELL_W, cell_top, ROW_PITCH - ROW_CELL_W,
                               ROW_CELL_H, area=name, text="−"))
            out.append(Element(Kind.SCORE, x + ROW_CELL_W / 2, top + 0.6, ROW_PITCH, 6.0,
                               area=name, index=index // 2,
                               code=f"{name}_pair_{index // 2 + 1}", shape="star"))
        bonus = area.cell_bonus.get(index)
        if bonus:  # pink pays only for a value of at least the cell's minimum
            gate = f"min:{index}:{minimum[index]}" if minimum and minimum[index] else ""
            out.append(Element(Kind.BONUS, x + (ROW_CELL_W - ROW_ICON) / 2,
                               cell_top + ROW_CELL_H + 0.5, ROW_ICON, ROW_ICON,
                               area=name, index=index, code=bonus, group=gate))
    return out



def build() -> SheetGeometry:
    rules = get_rules(GAME_ID)
    module = __import__(type(rules).__module__, fromlist=["SILVER_ROWS", "TRACK_END_BONUS"])
    silver: Any = rules.areas["silver"]  # the engine's SilverGrid: a points scale per row
    elements: list[Element] = []
    elements += _silver(silver, tuple(module.SILVER_ROWS), tuple(silver.row_scale))
    elements += _yellow(rules.areas["yellow"])
    elements += _right_panel(rules.track_slots, dict(module.TRACK_END_BONUS),
                             rules.round_bonuses, max(rules.rounds_by_players.values()),
                             round_player_counts(rules.rounds_by_players,
                                                 rules.official_max_players))
    for name in ("blue", "green", "pink"):
        elements += _row(rules.areas[name], ROW_TOPS[name])
    elements += score_row(list(rules.areas), top=162.0, height=12.0,
                          width=WIDTH, pad=1.5, fox_offset=2.0)
    return SheetGeometry(GAME_ID, WIDTH, HEIGHT, tuple(elements), dict(PALETTE))

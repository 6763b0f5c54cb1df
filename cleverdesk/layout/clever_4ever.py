"""Clever 4ever: the score sheet on a 230 × 216 mm page (fits A4 landscape with margins).

Everything printed comes from the engine's data (row rules, bonuses, points, the grey shading
and its sub-areas, multipliers); this module only decides where it goes, in the printed order
(rules file §1.2): yellow beside blue on top with the header, then the full-width grey, green
and pink bands, then the score panel.

    ┌ yellow 3 × 5 ─┐ ┌ blue 6 × 6 ──────┐ ┌ rounds, re-roll 7, extra die 7, polish 3×3 ┐
    │ < rising      │ │ rows: blue die   │ │ dice fields I II III                        │
    │ − middle      │ │ cols: white die  │ │                                             │
    │ + bottom      │ │ column points    │ │                                             │
    └ column points ┘ └──────────────────┘ └─────────────────────────────────────────────┘
    ┌ grey 4 × 16: column points above, shaded sub-areas, bonuses under their cells ─────┐
    ┌ green: 11 fields, upper and lower triangle, point box above, bonus below ──────────┐
    ┌ pink: 12 fields, points above, bonuses below ──────────────────────────────────────┐
    ┌ score: Y + B + G + G + P + fox × value = total ────────────────────────────────────┐

Two group codes let the renderers tell when a printed bonus or points are earned where the
engine has no :class:`Group` for them: ``line:<cells>:<n>`` (at least n of these cells marked:
blue rows, diagonals and columns, grey columns and shades) and ``min:<cell>:<n>`` (the cell
holds at least n: pink bonuses need a 5 or 6). Grey cells carry their shade as ``shade_<W|L|D>``
(``+start`` on the two start sub-areas).
"""

from __future__ import annotations

from typing import Any

from cleverdesk.engine import get_rules
from cleverdesk.engine.sheet import Area

from .geometry import Element, Kind, SheetGeometry, round_player_counts, score_row

GAME_ID = "clever-4ever"

WIDTH = 230.0
HEIGHT = 216.0  # room under the score row for the printed footer

PALETTE = {
    "white": "#f4f1e8",
    "yellow": "#f2c418",
    "blue": "#2f7fd1",
    "grey": "#e8892b",  # the grey area has an orange frame (§1.2)
    "green": "#3fa34d",
    "pink": "#9b4fb8",  # the pink area is printed in purple (§1.2)
    "black": "#2b2b2b",
    "shade_W": "#fdfdfb",
    "shade_L": "#c9c9c6",
    "shade_D": "#8c8c88",
}
DIE_COLOURS = {"pink": "#e0569b", "grey": "#9aa3ad"}  # the dice themselves


def line(cells: tuple[int, ...] | list[int], needed: int) -> str:
    return "line:" + ",".join(str(c) for c in cells) + f":{needed}"


# ---------------------------------------------------------------------------- yellow
def _yellow(area: Area) -> list[Element]:
    cols = int(getattr(area, "cols", 5))
    signs = tuple(getattr(area, "signs", (0, -1, 1)))
    rising = tuple(getattr(area, "rising", (True, False, False)))
    left, cell, pitch = 13.0, 9.0, 10.0
    tops = (15.0, 32.0, 49.0)
    out = [
        Element(Kind.AREA, 5.0, 5.0, 67.0, 76.0, area="yellow"),
        Element(Kind.TITLE, 8.0, 6.5, 30.0, 6.0, area="yellow", code="yellow"),
    ]
    for row, top in enumerate(tops):
        sign = "<" if rising[row] else ("−" if signs[row] < 0 else "+")
        out.append(Element(Kind.SIGN, 6.5, top, 6.0, cell, area="yellow", text=sign))
        for col in range(cols):
            index = row * cols + col
            x = left + col * pitch
            out.append(Element(Kind.CELL, x, top, cell, cell, area="yellow", index=index,
                               numbers=True))
            if rising[row] and col < cols - 1:
                out.append(Element(Kind.SIGN, x + cell, top, pitch - cell, cell, area="yellow",
                                   text="<"))
            bonus = area.cell_bonus.get(index)
            if bonus:  # on the divider under the cell
                out.append(Element(Kind.BONUS, x + (cell - 5.5) / 2, top + cell + 0.8, 5.5, 5.5,
                                   area="yellow", index=index, code=bonus))
        if signs[row]:  # the sum box at the end of the middle (−) and bottom (+) row
            out.append(Element(Kind.SCORE, left + cols * pitch + 0.5, top + 0.5, 8.0,
                               cell - 1.0, area="yellow", index=row,
                               code=f"yellow_row_{row + 1}"))
    for group in area.groups:  # column points under the columns
        col = group.cells[0] % cols
        out.append(Element(Kind.POINTS, left + col * pitch, 62.0, cell, 5.5, area="yellow",
                           text=str(group.points), group=group.name))
    return out


# ---------------------------------------------------------------------------- blue
def _blue(area: Area) -> list[Element]:
    side = int(getattr(area, "side", 6))
    cell, pitch, left, top = 8.0, 9.0, 88.0, 19.0
    out = [
        Element(Kind.AREA, 75.0, 5.0, 72.0, 76.0, area="blue"),
        Element(Kind.TITLE, 78.0, 6.5, 20.0, 6.0, area="blue", code="blue"),
        Element(Kind.TITLE, 95.0, 7.0, 51.0, 4.5, area="blue", code="blue_pairing"),
    ]
    for k in range(1, side + 1):
        out.append(Element(Kind.SIGN, left + (k - 1) * pitch, 13.5, cell, 5.0, area="white",
                           text=str(k)))
        out.append(Element(Kind.SIGN, 79.0, top + (k - 1) * pitch, 7.0, cell, area="blue",
                           text=str(k)))
    for index in range(side * side):
        row, col = divmod(index, side)
        out.append(Element(Kind.CELL, left + col * pitch, top + row * pitch, cell, cell,
                           area="blue", index=index))
    right = left + (side - 1) * pitch + cell
    row_bonus = tuple(getattr(area, "row_bonus", ()))
    for row, bonus in enumerate(row_bonus):
        if bonus:
            cells = [row * side + c for c in range(side)]
            out.append(Element(Kind.BONUS, right + 1.5, top + row * pitch + 1.0, 6.0, 6.0,
                               area="blue", code=bonus, group=line(cells, 2)))
    bottom = top + (side - 1) * pitch + cell
    column_points = tuple(getattr(area, "column_points", ()))
    for col, points in enumerate(column_points):
        cells = [r * side + col for r in range(side)]
        out.append(Element(Kind.POINTS, left + col * pitch, bottom + 1.2, cell, 5.0, area="blue",
                           text=str(points), group=line(cells, 2)))
    anti = [r * side + (side - 1 - r) for r in range(side)]
    # printed dashed from the top-right cell down to the "6" at its bottom-left end
    drop = bottom + 2.5 - (top + cell / 2)  # at 45°, through the centres of its cells
    out.append(Element(Kind.LINE, right - cell / 2 - drop, top + cell / 2, drop, drop,
                       area="blue", code="anti_diagonal", shape="rising"))
    out.append(Element(Kind.POINTS, 79.0, bottom + 1.2, 7.0, 5.0, area="blue",
                       text=str(getattr(area, "anti_diagonal_points", 6)), group=line(anti, 2),
                       shape="dashed"))
    diagonal_bonus = getattr(area, "diagonal_bonus", None)
    if diagonal_bonus:
        main = [r * side + r for r in range(side)]
        # printed solid at 45° through the centres of its cells, from the top-left one down
        # to its re-roll at the bottom-right end
        reach = right + 1.5 - (left + cell / 2)
        out.append(Element(Kind.LINE, left + cell / 2, top + cell / 2, reach, reach,
                           area="blue", code="main_diagonal", shape="falling"))
        out.append(Element(Kind.BONUS, right + 1.5, bottom + 0.8, 6.0, 6.0, area="blue",
                           code=diagonal_bonus, group=line(main, 2)))
    return out


# ---------------------------------------------------------------------------- header
def _header(track_slots: dict[str, int], end_bonus: dict[str, str],
            round_bonuses: dict[int, str], rounds: int,
            players: dict[int, str]) -> list[Element]:
    left = 150.0
    out = [Element(Kind.PANEL, left, 5.0, WIDTH - 5.0 - left, 76.0, code="actions")]
    out.append(Element(Kind.TITLE, left + 3.0, 6.0, 40.0, 4.5, code="round"))
    for number in range(1, rounds + 1):
        x = left + 3.5 + (number - 1) * 11.5
        out.append(Element(Kind.ROUND, x, 11.0, 7.5, 7.5, index=number, text=str(number),
                           shape="circle"))
        bonus = round_bonuses.get(number)
        if bonus:
            out.append(Element(Kind.BONUS, x + 1.0, 19.0, 5.5, 5.5, area="round", index=number,
                               code=bonus))
        if number in players:  # rounds only some tables play: "1–3" players (§1.2)
            out.append(Element(Kind.PLAYERS, x - 1.25, 19.0, 10.0, 5.5, area="round",
                               index=number, text=players[number]))
    top = 26.0
    for track in ("reroll", "extra_die"):
        slots = track_slots[track]
        out.append(Element(Kind.TITLE, left + 3.0, top, 70.0, 4.0, code=track))
        for slot in range(slots):
            out.append(Element(Kind.SLOT, left + 3.5 + slot * 8.4, top + 4.5, 6.5, 6.5,
                               area=track, index=slot, shape="circle"))
        bonus = end_bonus.get(track)
        if bonus:
            out.append(Element(Kind.BONUS, left + 3.5 + slots * 8.4 + 0.5, top + 5.0, 5.5, 5.5,
                               area=track, index=slots - 1, code=bonus))
        top += 12.5
    # polish silver: nine circles printed as a 3 × 3 block, filled row by row
    out.append(Element(Kind.TITLE, left + 3.0, top, 33.5, 4.0, code="polish"))
    for slot in range(track_slots["polish"]):
        row, col = divmod(slot, 3)
        out.append(Element(Kind.SLOT, left + 3.5 + col * 8.0, top + 4.5 + row * 7.6, 6.5, 6.5,
                           area="polish", index=slot, shape="circle"))
    out.append(Element(Kind.TITLE, left + 37.0, top, 36.0, 4.0, code="dice_fields"))
    for field_no, numeral in enumerate(("I", "II", "III")):
        out.append(Element(Kind.DICE_FIELD, left + 37.5 + field_no * 11.5, top + 6.0, 9.0, 9.0,
                           index=field_no, text=numeral))
    return out


# ---------------------------------------------------------------------------- grey
def _grey(area: Area) -> list[Element]:
    shapes: Any = area  # the engine's GreyShapes: its table and derived sub-areas
    table = shapes.table
    rows, cols = int(table.rows), int(table.cols)
    sub_areas = tuple(shapes.sub_areas)
    start_ids = set(shapes.start_ids)
    owner = {c: sub for sub in sub_areas for c in sub.cells}
    left, cell_w, pitch_x = 36.0, 10.6, 11.8
    cell_h, pitch_y, first = 7.6, 11.4, 92.0
    top = 84.0
    out = [
        Element(Kind.AREA, 5.0, top, WIDTH - 10.0, 56.5, area="grey"),
        Element(Kind.TITLE, 8.0, top + 2.0, 24.0, 6.0, area="grey", code="grey"),
    ]
    column_points = tuple(getattr(area, "column_points", ()))
    for col, points in enumerate(column_points):
        cells = [r * cols + col for r in range(rows)]
        out.append(Element(Kind.POINTS, left + col * pitch_x, top + 2.0, cell_w, 5.0,
                           area="grey", text=str(points), group=line(cells, rows)))
    for index in range(rows * cols):
        row, col = divmod(index, cols)
        sub = owner[index]
        code = f"shade_{sub.shade}" + ("+start" if sub.id in start_ids else "")
        out.append(Element(Kind.CELL, left + col * pitch_x, first + row * pitch_y, cell_w,
                           cell_h, area="grey", index=index, code=code))
        bonus = area.cell_bonus.get(index)
        if bonus:  # printed in its cell, as on the paper sheet
            out.append(Element(Kind.BONUS, left + col * pitch_x + (cell_w - 5.2) / 2,
                               first + row * pitch_y + (cell_h - 5.2) / 2, 5.2, 5.2,
                               area="grey", index=index, code=bonus))
    # the three shade foxes, each with a swatch of its shade
    for n, (shade, bonus) in enumerate(getattr(area, "shade_bonus", ())):
        y = top + 12.0 + n * 13.0
        cells = [c for c in range(rows * cols) if owner[c].shade == shade]
        out.append(Element(Kind.BONUS, 8.0, y, 8.0, 8.0, area="grey", code=bonus,
                           group=line(cells, len(cells))))
        out.append(Element(Kind.TITLE, 16.5, y + 2.0, 19.0, 4.2, area="grey",
                           code=f"shade_{shade}"))
    return out


# ---------------------------------------------------------------------------- green
def _green(area: Area) -> list[Element]:
    fields = int(getattr(area, "fields", 11))
    multiplier = tuple(getattr(area, "multiplier", ()))
    top = 143.5
    left, pitch, cell_w = 36.0, 17.2, 13.5
    out = [
        Element(Kind.AREA, 5.0, top, WIDTH - 10.0, 29.0, area="green"),
        Element(Kind.TITLE, 8.0, top + 2.0, 24.0, 6.0, area="green", code="green"),
        Element(Kind.ARROW, 10.0, top + 12.0, 20.0, 7.0, area="green"),
    ]
    for f in range(fields):
        x = left + f * pitch
        # the point box above the field: (upper + lower) × multiplier once both are written
        out.append(Element(Kind.SCORE, x + 2.5, top + 1.0, cell_w - 5.0, 5.0, index=f,
                           code=f"green_field_{f + 1}"))
        if multiplier and multiplier[f] != 1:
            out.append(Element(Kind.SIGN, x + cell_w - 2.3, top + 1.0, 3.5, 5.0, area="green",
                               text=f"×{multiplier[f]}"))
        out.append(Element(Kind.CELL, x, top + 6.8, cell_w, 7.2, area="green", index=f,
                           numbers=True, shape="upper"))
        out.append(Element(Kind.CELL, x, top + 14.4, cell_w, 7.2, area="green",
                           index=fields + f, numbers=True, shape="lower"))
        bonus = area.cell_bonus.get(fields + f)
        if bonus:
            out.append(Element(Kind.BONUS, x + (cell_w - 5.5) / 2, top + 22.2, 5.5, 5.5,
                               area="green", index=fields + f, code=bonus))
    return out


# ---------------------------------------------------------------------------- pink
def _pink(area: Area) -> list[Element]:
    top = 175.0
    left, pitch, cell_w = 36.0, 15.8, 12.5
    out = [
        Element(Kind.AREA, 5.0, top, WIDTH - 10.0, 23.4, area="pink"),
        Element(Kind.TITLE, 8.0, top + 2.0, 24.0, 6.0, area="pink", code="pink"),
        # the printed legend of what each value does (symbols, as on the sheet)
        Element(Kind.SIGN, 7.0, top + 8.6, 28.0, 4.2, area="pink", text="2:+2 · 4:+4"),
        Element(Kind.SIGN, 7.0, top + 12.8, 28.0, 4.2, area="pink", text="3: 3 3"),
        Element(Kind.SIGN, 7.0, top + 17.0, 28.0, 4.2, area="pink", text="5:! · 6:! +3"),
    ]
    points = tuple(getattr(area, "points", ()))
    bonuses = dict(getattr(area, "field_bonus", ()))
    bonus_values = sorted(getattr(area, "bonus_values", frozenset({5, 6})))
    # 2, 4 and 6 are circled when written (they score extra at the end)
    circled = "circled:" + ",".join(str(v) for v, _ in getattr(area, "circled", ()))
    for index in range(area.size):
        x = left + index * pitch
        out.append(Element(Kind.POINTS, x, top + 1.0, cell_w, 4.5, area="pink", index=index,
                           text=str(points[index]), shape="star"))
        out.append(Element(Kind.CELL, x, top + 6.5, cell_w, 10.5, area="pink", index=index,
                           numbers=True, code=circled))
        bonus = bonuses.get(index)
        if bonus:
            out.append(Element(Kind.BONUS, x + (cell_w - 5.5) / 2, top + 17.6, 5.5, 5.5,
                               area="pink", index=index, code=bonus,
                               group=f"min:{index}:{bonus_values[0]}"))
    return out


# ---------------------------------------------------------------------------- score

def build() -> SheetGeometry:
    rules = get_rules(GAME_ID)
    elements: list[Element] = []
    elements += _yellow(rules.areas["yellow"])
    elements += _blue(rules.areas["blue"])
    elements += _header(rules.track_slots, dict(getattr(rules, "track_end_bonus", {})),
                        rules.round_bonuses, max(rules.rounds_by_players.values()),
                        round_player_counts(rules.rounds_by_players, rules.official_max_players))
    elements += _grey(rules.areas["grey"])
    elements += _green(rules.areas["green"])
    elements += _pink(rules.areas["pink"])
    elements += score_row(list(rules.areas), top=199.5, height=10.5,
                          width=WIDTH, pad=1.0, fox_offset=1.5)
    palette = dict(PALETTE)
    palette.update({f"die_{k}": v for k, v in DIE_COLOURS.items()})
    return SheetGeometry(GAME_ID, WIDTH, HEIGHT, tuple(elements), palette)

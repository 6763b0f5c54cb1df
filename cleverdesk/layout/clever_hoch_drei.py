"""Clever hoch Drei: the score sheet on a 230 × 188 mm page (fits A4 landscape).

Everything printed comes from the engine's data (printed numbers, grey and tinted cells, point
tables, stars, bonuses, joker numbers); this module only decides where it goes, in the printed
order of the areas (rules file §1.2):

    ┌ I  rounds ───────────┐ ┌ yellow 3 × 6: rows I, II, III, pair bonuses between rows ────┐
    │ II re-roll (7) → fox │ │ grey cells: the passive picks' cells                          │
    │ III joker 3 4 5 6 ???│ └───────────────────────────────────────────────────────────────┘
    │    +1 (7) → ? brown  │
    └──────────────────────┘
    ┌ turquoise 5 × 6, tinted ─┐ ┌ blue: ← 6 cells · printed 7 · 6 cells → ──────────────────┐
    │ row bonuses right,       │ └───────────────────────────────────────────────────────────┘
    │ column bonuses below     │ ┌ brown: 12 printed numbers, gap bonuses, points by crosses ┐
    └──────────────────────────┘ └───────────────────────────────────────────────────────────┘
    ┌ pink: 12 fields "½", stars "×n" above, bonuses below ─────────────────────────────────┐
    ┌ score: Y + T + B + B + P + fox × value = total ───────────────────────────────────────┐

Yellow cells carry ``shade_G`` on the grey cells (``shade_Y`` on the others), turquoise cells
``shade_T`` on the tinted ones (``shade_N`` on the white ones): both renderers paint them so.
"""

from __future__ import annotations

from cleverdesk.engine import get_rules
from cleverdesk.engine.sheet import Area

from .geometry import Element, Kind, SheetGeometry, round_player_counts, score_row

GAME_ID = "clever-hoch-drei"

WIDTH = 230.0
HEIGHT = 188.0  # room under the score row for the printed footer

PALETTE = {
    "white": "#f4f1e8",
    "yellow": "#f2c418",
    "turquoise": "#1fb5b0",
    "blue": "#1f3f9a",  # dark blue, clearly apart from turquoise (§1.2)
    "brown": "#8a5a2b",
    "pink": "#e0569b",
    "black": "#2b2b2b",
    "shade_Y": "#fbeaa6",
    "shade_G": "#c9c9c6",
    "shade_T": "#a8e3e0",
    "shade_N": "#fdfdfb",
}


def _scale(area: str, values: tuple[int, ...], x: float, y: float, w: float, h: float,
           vertical: bool = False, group: str = "") -> list[Element]:
    out = []
    for count in range(1, len(values)):
        dx, dy = ((0.0, (count - 1) * (h + 0.6)) if vertical else ((count - 1) * (w + 0.6), 0.0))
        out.append(Element(Kind.SCALE, x + dx, y + dy, w, h, area=area, index=count,
                           text=str(values[count]), group=group))
    return out


# ---------------------------------------------------------------------------- header
def _header(track_slots: dict[str, int], end_bonus: dict[str, str],
            round_bonuses: dict[int, str], rounds: int,
            joker_slots: tuple[int | None, ...], players: dict[int, str]) -> list[Element]:
    out = [Element(Kind.PANEL, 5.0, 5.0, 96.0, 58.0, code="actions")]
    out.append(Element(Kind.TITLE, 7.0, 6.0, 20.0, 3.8, code="dice_fields"))
    for field_no, numeral in enumerate(("I", "II", "III")):  # I on top (R30)
        out.append(Element(Kind.DICE_FIELD, 10.0, 12.0 + field_no * 16.0, 11.0, 11.0,
                           index=field_no, text=numeral))
    left = 28.0
    out.append(Element(Kind.TITLE, left, 6.0, 30.0, 4.0, code="round"))
    for number in range(1, rounds + 1):
        x = left + 0.5 + (number - 1) * 11.5
        out.append(Element(Kind.ROUND, x, 10.5, 7.0, 7.0, index=number, text=str(number),
                           shape="circle"))
        bonus = round_bonuses.get(number)
        if bonus:
            out.append(Element(Kind.BONUS, x + 1.0, 18.0, 5.0, 5.0, area="round", index=number,
                               code=bonus))
        if number in players:  # rounds only some tables play: "1–3" players (§1.2)
            out.append(Element(Kind.PLAYERS, x - 1.5, 18.0, 10.0, 5.0, area="round",
                               index=number, text=players[number]))
    top = 24.0
    for track in ("reroll", "joker", "extra_die"):
        slots = track_slots[track]
        out.append(Element(Kind.TITLE, left, top, 70.0, 3.8, code=track))
        for slot in range(slots):
            printed = ""
            if track == "joker":
                joker_number = joker_slots[slot]
                printed = "?" if joker_number is None else str(joker_number)
            out.append(Element(Kind.SLOT, left + 0.5 + slot * 8.6, top + 4.0, 6.6, 6.6,
                               area=track, index=slot, shape="circle", text=printed))
        bonus = end_bonus.get(track)
        if bonus:
            out.append(Element(Kind.BONUS, left + 0.5 + slots * 8.6 + 0.3, top + 4.6, 5.4, 5.4,
                               area=track, index=slots - 1, code=bonus))
        top += 12.6
    return out


# ---------------------------------------------------------------------------- yellow
def _yellow(area: Area) -> list[Element]:
    cols = int(getattr(area, "cols", 6))
    grey = frozenset(getattr(area, "grey", frozenset()))
    row_points = tuple(getattr(area, "row_points", ()))
    left, cell, pitch = 116.0, 11.0, 13.5
    tops = (15.0, 31.0, 47.0)
    out = [
        Element(Kind.AREA, 104.0, 5.0, WIDTH - 109.0, 58.0, area="yellow"),
        Element(Kind.TITLE, 107.0, 6.5, 26.0, 6.0, area="yellow", code="yellow"),
    ]
    out += _scale("yellow", row_points, 151.0, 6.5, 8.6, 7.0, group="row")
    for row, top in enumerate(tops):
        out.append(Element(Kind.SIGN, 106.0, top, 9.0, cell, area="yellow",
                           text=("I", "II", "III")[row]))
        for col in range(cols):
            index = row * cols + col
            out.append(Element(Kind.CELL, left + col * pitch, top, cell, cell, area="yellow",
                               index=index, text=str(col + 1),
                               code="shade_G" if index in grey else "shade_Y"))
    for group in area.groups:  # a pair bonus between the two cells it needs
        upper, _lower = group.cells
        row, col = divmod(upper, cols)
        y = tops[row] + cell + (tops[row + 1] - tops[row] - cell - 4.6) / 2
        out.append(Element(Kind.BONUS, left + col * pitch + (cell - 4.6) / 2, y, 4.6, 4.6,
                           area="yellow", code=group.bonus or "", group=group.name))
    return out


# ---------------------------------------------------------------------------- turquoise
def _turquoise(area: Area) -> list[Element]:
    cols = int(getattr(area, "cols", 6))
    rows = area.size // cols
    groups = {g.name: g for g in area.groups}
    tinted = {c for g in area.groups for c in g.cells}
    row_points = tuple(getattr(area, "row_points", ()))
    top, left, cell, pitch = 66.0, 9.0, 9.0, 10.6
    first = top + 8.5
    out = [
        Element(Kind.AREA, 5.0, top, 96.0, 73.0, area="turquoise"),
        Element(Kind.TITLE, 8.0, top + 1.5, 40.0, 6.0, area="turquoise", code="turquoise"),
    ]
    for index in range(area.size):
        row, col = divmod(index, cols)
        out.append(Element(Kind.CELL, left + col * pitch, first + row * pitch, cell, cell,
                           area="turquoise", index=index, text=str(col + 1),
                           code="shade_T" if index in tinted else "shade_N"))
    right = left + (cols - 1) * pitch + cell
    for row in range(rows):
        group = groups.get(f"row{row + 1}")
        if group and group.bonus:
            out.append(Element(Kind.BONUS, right + 1.8, first + row * pitch + 1.5, 6.0, 6.0,
                               area="turquoise", code=group.bonus, group=group.name))
    bottom = first + (rows - 1) * pitch + cell
    for col in range(cols):
        group = groups.get(f"column{col + 1}")
        if group and group.bonus:
            out.append(Element(Kind.BONUS, left + col * pitch + 1.5, bottom + 1.2, 6.0, 6.0,
                               area="turquoise", code=group.bonus, group=group.name))
    out += _scale("turquoise", row_points, 84.0, first, 9.0, 6.6, vertical=True, group="row")
    return out


# ---------------------------------------------------------------------------- blue
def _blue(area: Area) -> list[Element]:
    top = 66.0
    left, pitch, cell = 109.0, 8.9, 8.0
    centre = int(getattr(area, "centre", 6))
    side_points = tuple(getattr(area, "side_points", ()))
    extra = sorted(getattr(area, "extra_values", frozenset()))
    out = [
        Element(Kind.AREA, 104.0, top, WIDTH - 109.0, 31.0, area="blue"),
        Element(Kind.TITLE, 107.0, top + 1.0, 20.0, 5.5, area="blue", code="blue"),
        Element(Kind.SYMBOL, 128.0, top + 1.0, 11.0, 5.5, area="blue", code="sum_blue_white"),
        Element(Kind.SIGN, 160.0, top + 1.0, 62.0, 5.0, area="blue",
                text=" · ".join(str(v) for v in extra) + f" = +{getattr(area, 'extra_points', 4)}"),
    ]
    for index in range(area.size):
        x = left + index * pitch
        step = abs(index - centre)
        if step:
            out.append(Element(Kind.POINTS, x, top + 7.0, cell, 4.0, area="blue", index=-1,
                               text=str(side_points[step])))
        out.append(Element(Kind.CELL, x, top + 11.5, cell, cell, area="blue", index=index,
                           numbers=True, text="7" if index == centre else ""))
        bonus = area.cell_bonus.get(index)
        if bonus:
            out.append(Element(Kind.BONUS, x + 1.5, top + 20.3, 5.0, 5.0, area="blue",
                               index=index, code=bonus))
    out.append(Element(Kind.SIGN, left, top + 25.5, 6 * pitch - 1.0, 4.5, area="blue",
                       text="← −1"))
    out.append(Element(Kind.SIGN, left + 7 * pitch, top + 25.5, 6 * pitch - 1.0, 4.5,
                       area="blue", text="+1 →"))
    return out


# ---------------------------------------------------------------------------- brown
def _brown(area: Area) -> list[Element]:
    top = 100.0
    left, pitch, cell = 109.0, 9.5, 8.2
    printed = tuple(getattr(area, "printed", ()))
    out = [
        Element(Kind.AREA, 104.0, top, WIDTH - 109.0, 39.0, area="brown"),
        Element(Kind.TITLE, 107.0, top + 1.0, 30.0, 5.5, area="brown", code="brown"),
        Element(Kind.ARROW, 140.0, top + 1.0, 20.0, 5.5, area="brown"),
    ]
    for index in range(area.size):
        out.append(Element(Kind.CELL, left + index * pitch, top + 8.0, cell, cell, area="brown",
                           index=index, text=str(printed[index])))
    for group in area.groups:  # a gap bonus, under the gap between its two cells
        first = group.cells[0]
        x = left + first * pitch + cell + (pitch - cell) / 2 - 2.5
        out.append(Element(Kind.BONUS, x, top + 17.0, 5.0, 5.0, area="brown",
                           code=group.bonus or "", group=group.name))
    out += _scale("brown", tuple(getattr(area, "count_points", ())), left, top + 24.5, 8.9, 7.5)
    return out


# ---------------------------------------------------------------------------- pink
def _pink(area: Area) -> list[Element]:
    top = 142.0
    left, pitch, cell_w = 36.0, 15.8, 12.5
    stars = tuple(getattr(area, "stars", ()))
    out = [
        Element(Kind.AREA, 5.0, top, WIDTH - 10.0, 25.0, area="pink"),
        Element(Kind.TITLE, 8.0, top + 2.0, 24.0, 6.0, area="pink", code="pink"),
        # the legend: half and the bonus, or ×n points; paper words it (``code``)
        Element(Kind.SIGN, 7.0, top + 9.0, 28.0, 4.5, area="pink", text="½ + ! · ×n",
                code="pink_legend"),
        Element(Kind.ARROW, 12.0, top + 15.0, 16.0, 5.0, area="pink"),
    ]
    for index in range(area.size):
        x = left + index * pitch
        if stars and stars[index]:
            out.append(Element(Kind.POINTS, x, top + 1.0, cell_w, 4.8, area="pink",
                               index=-1, text=f"×{stars[index]}", shape="star"))
        out.append(Element(Kind.CELL, x, top + 6.5, cell_w, 11.0, area="pink", index=index,
                           numbers=True, text="½"))
        bonus = area.cell_bonus.get(index)
        if bonus:
            out.append(Element(Kind.BONUS, x + (cell_w - 5.5) / 2, top + 18.5, 5.5, 5.5,
                               area="pink", index=index, code=bonus))
    return out


# ---------------------------------------------------------------------------- score

def build() -> SheetGeometry:
    rules = get_rules(GAME_ID)
    module = __import__(type(rules).__module__, fromlist=["TRACK_END_BONUS", "JOKER_SLOTS"])
    elements: list[Element] = []
    elements += _header(rules.track_slots, dict(module.TRACK_END_BONUS), rules.round_bonuses,
                        max(rules.rounds_by_players.values()), tuple(module.JOKER_SLOTS),
                        round_player_counts(rules.rounds_by_players, rules.official_max_players))
    elements += _yellow(rules.areas["yellow"])
    elements += _turquoise(rules.areas["turquoise"])
    elements += _blue(rules.areas["blue"])
    elements += _brown(rules.areas["brown"])
    elements += _pink(rules.areas["pink"])
    elements += score_row(list(rules.areas), top=170.5, height=10.5,
                          width=WIDTH, pad=1.0, fox_offset=1.5)
    return SheetGeometry(GAME_ID, WIDTH, HEIGHT, tuple(elements), dict(PALETTE))

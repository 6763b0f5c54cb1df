"""Sheet geometry: where everything sits on a printed score sheet, in millimetres.

One geometry per game drives both renderers — the QML sheet on screen and, later, the QPainter
printer — so the screen and the paper cannot drift apart. It is plain data: no Qt, no words.
Texts in here are printed symbols ("≥3", "×2", "10"); anything a player reads as a word (area
titles, track names) is a ``code`` that each renderer turns into words in its own language.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum


class Kind(StrEnum):
    """What an element is; each renderer draws each kind its own way."""

    AREA = "area"  # the tinted frame of an area (``area`` names it)
    PANEL = "panel"  # a neutral frame (``code``: "actions", "score")
    TITLE = "title"  # a heading; ``code`` is an area, track or panel code the renderer words
    CELL = "cell"  # a markable cell: ``area`` + ``index`` as in the engine
    SYMBOL = "symbol"  # a printed symbol that is not a cell (``code``, e.g. "sum_blue_white")
    BONUS = "bonus"  # a bonus icon; ``code`` is the engine's bonus code
    POINTS = "points"  # printed points (yellow column, green star); ``text`` is the number
    SCALE = "scale"  # one step of a points scale by count (blue); ``index`` = count
    SLOT = "slot"  # a circle of an action track: ``area`` = track code, ``index`` 0-based
    ROUND = "round"  # a circle of the round track: ``index`` = round number (1-based)
    DICE_FIELD = "dice_field"  # ``index`` 0..2
    ARROW = "arrow"  # "fill left to right" arrow at the start of a track row (``area``)
    SIGN = "sign"  # a printed operator between score boxes: ``text`` "+", "×", "="
    ICON = "icon"  # a decorative icon (``code``, e.g. "fox" in the score row)
    SCORE = "score"  # a score box: ``code`` = an area name, "fox_count", "fox_value", "total",
    # or a box beside an area (``layout.marks.box_value``); ``shape`` "star" prints it as a star
    LINE = "line"  # a printed line across cells; ``shape`` "rising" (bottom-left to top-right)
    # or "falling" (top-left to bottom-right); ``code`` names it (e.g. "anti_diagonal")
    PLAYERS = "players"  # a player-count marker under a round: ``text`` "1–3" (1 to 3 players)


# A cell's ``code`` that changes how it is marked: circled first, crossed later (Doppelt so
# clever's yellow); the engine writes 1 for the circle and 2 for the cross.
CIRCLE_CROSS = "circle_cross"


@dataclass(frozen=True, slots=True)
class Element:
    kind: Kind
    x: float
    y: float
    w: float
    h: float
    area: str = ""
    index: int = -1
    code: str = ""
    text: str = ""
    group: str = ""  # the group (row, column, diagonal) whose completion fires this bonus/points
    shape: str = "square"  # "square" or "circle"
    numbers: bool = False  # cells: the area writes numbers (orange, purple) instead of crosses


@dataclass(frozen=True)
class SheetGeometry:
    game: str
    width: float  # mm
    height: float  # mm
    elements: tuple[Element, ...]
    # The colour of each area (and of the dice of that colour), as on the printed sheet.
    palette: dict[str, str] = field(default_factory=dict)

    def of_kind(self, kind: Kind) -> list[Element]:
        return [e for e in self.elements if e.kind == kind]

    def cell(self, area: str, index: int) -> Element:
        for element in self.elements:
            if element.kind == Kind.CELL and element.area == area and element.index == index:
                return element
        raise KeyError((area, index))


def score_row(areas: list[str], *, top: float, height: float, width: float,
              pad: float, fox_offset: float) -> list[Element]:
    """The printed score line every Clever sheet ends with: the area totals added up, plus
    foxes × their value, equals the total. ``pad`` is the panel's margin above and below the
    boxes, ``fox_offset`` how far the fox icon sits below ``top`` (sheets differ by half a
    millimetre here and there, and the printed sheets are matched exactly)."""
    h = height
    out = [
        Element(Kind.PANEL, 5.0, top - pad, width - 10.0, h + 2 * pad, code="score"),
        Element(Kind.TITLE, 8.0, top + 2.5, 21.5, 5.0, code="score"),
    ]
    x = 30.0
    for n, area in enumerate(areas):
        if n:
            out.append(Element(Kind.SIGN, x, top, 5.0, h, text="+"))
            x += 5.0
        out.append(Element(Kind.SCORE, x, top, 20.0, h, area=area, code=area))
        x += 20.0
    out.append(Element(Kind.SIGN, x, top, 5.0, h, text="+"))
    x += 5.0
    out.append(Element(Kind.ICON, x, top + fox_offset, 8.0, 8.0, code="fox"))
    x += 9.0
    out.append(Element(Kind.SCORE, x, top, 11.0, h, code="fox_count"))
    x += 11.0
    out.append(Element(Kind.SIGN, x, top, 5.0, h, text="×"))
    x += 5.0
    out.append(Element(Kind.SCORE, x, top, 14.0, h, code="fox_value"))
    x += 14.0
    out.append(Element(Kind.SIGN, x, top, 6.0, h, text="="))
    x += 6.0
    out.append(Element(Kind.SCORE, x, top, width - 8.0 - x, h, code="total"))
    return out



def round_player_counts(rounds_by_players: dict[int, int], official_max: int) -> dict[int, str]:
    """The player-count marker printed under each round that not every table plays: round 5
    "1–3" (played with 1 to 3 players), round 6 "1–2". Official player counts only."""
    counts = [n for n in sorted(rounds_by_players) if n <= official_max]
    out: dict[int, str] = {}
    for number in range(1, max(rounds_by_players[n] for n in counts) + 1):
        playing = [n for n in counts if rounds_by_players[n] >= number]
        if playing != counts:
            out[number] = f"{playing[0]}–{playing[-1]}"
    return out

"""Paint one score sheet from its geometry with QPainter, blank or filled.

Coordinates in the geometry are millimetres; ``paint_sheet`` maps them into any rectangle of any
paint device (a PDF page at 300 dpi, a printer, an image), so the output stays vector on PDF and
printers. Colour is never the only cue: every area carries its name and a hatch pattern, every
bonus icon a letter or number and the hatch of the area it goes to (a yellow "?" is hatched like
the yellow area, an X for blue like blue), so a black-and-white print reads as well as a colour
one. The ink saver draws areas and icons as outlines over light tints.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen

from cleverdesk.engine import CleverRules, PlayerState
from cleverdesk.engine.sheet import CrossGrid
from cleverdesk.layout import Element, Kind, SheetGeometry
from cleverdesk.layout.marks import box_value, group_earned, is_code_group

INK = QColor("#1d1d1d")
PRINTED = QColor("#3a3a3a")
PEN_MARK = QColor("#0d2a6b")  # the player's "pen": a dark blue ink, black in grey-scale
FRAME = QColor("#555555")

# A hatch per area so a black-and-white print still tells the areas apart.
HATCH = {
    "yellow": Qt.BrushStyle.Dense7Pattern,
    "blue": Qt.BrushStyle.HorPattern,
    "green": Qt.BrushStyle.BDiagPattern,
    "orange": Qt.BrushStyle.CrossPattern,
    "purple": Qt.BrushStyle.FDiagPattern,
    "silver": Qt.BrushStyle.VerPattern,
    "pink": Qt.BrushStyle.DiagCrossPattern,
    "turquoise": Qt.BrushStyle.HorPattern,
    "brown": Qt.BrushStyle.Dense6Pattern,
    "grey": Qt.BrushStyle.Dense5Pattern,
}


def tr(text: str) -> str:
    return QCoreApplication.translate("Sheet", text)


def heading_word(code: str) -> str:
    """Area, track and panel headings printed on the sheet."""
    words = {
        "yellow": tr("Yellow"), "blue": tr("Blue"), "green": tr("Green"),
        "orange": tr("Orange"), "purple": tr("Purple"), "silver": tr("Silver"),
        "pink": tr("Pink"), "turquoise": tr("Turquoise"), "brown": tr("Brown"),
        "grey": tr("Grey"), "round": tr("Round"), "reroll": tr("Reroll"),
        "extra_die": tr("Extra die (+1)"), "dice_fields": tr("Dice fields"),
        "score": tr("Score"), "actions": tr("Actions"), "return": tr("Return"),
        "polish": tr("Polish silver"), "joker": tr("Number joker"),
        "blue_pairing": tr("rows: blue · columns: white"), "shade_W": tr("all white"),
        "shade_L": tr("all light"), "shade_D": tr("all dark"),
    }
    return words.get(code, code.replace("_", " ").capitalize())


@dataclass
class Filling:
    """What a filled sheet shows besides the marks: scores and the words around them."""

    rules: CleverRules
    player: PlayerState
    rounds_played: int
    header: str = ""  # e.g. "Anna — That's Pretty Clever! — 30.11.2026"
    rating: str = ""  # the solo rating label, already in words
    scores: dict[str, int] = field(default_factory=dict)


class _Mapper:
    def __init__(self, geometry: SheetGeometry, target: QRectF, ink_saver: bool = False) -> None:
        self.ink_saver = ink_saver
        self.scale = min(target.width() / geometry.width, target.height() / geometry.height)
        self.left = target.left() + (target.width() - geometry.width * self.scale) / 2
        self.top = target.top() + (target.height() - geometry.height * self.scale) / 2

    def rect(self, e: Element | tuple[float, float, float, float]) -> QRectF:
        x, y, w, h = (e.x, e.y, e.w, e.h) if isinstance(e, Element) else e
        return QRectF(self.left + x * self.scale, self.top + y * self.scale, w * self.scale,
                      h * self.scale)

    def mm(self, value: float) -> float:
        return value * self.scale


def _font(mapper: _Mapper, height_mm: float, bold: bool = False) -> QFont:
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(1, round(mapper.mm(height_mm))))
    font.setBold(bold)
    return font


def _fitted_font(mapper: _Mapper, text: str, height_mm: float, width: float,
                 bold: bool = False) -> QFont:
    """The font of ``height_mm``, made smaller until ``text`` fits ``width`` (device units):
    longer words (Dutch "Extra dobbelsteen (+1)") shrink instead of being cut off."""
    font = _font(mapper, height_mm, bold)
    advance = QFontMetricsF(font).horizontalAdvance(text)
    if advance > width > 0:
        font = _font(mapper, height_mm * width / advance * 0.97, bold)
    return font


def _colour(geometry: SheetGeometry, name: str, fallback: str = "#999999") -> QColor:
    return QColor(geometry.palette.get(name, fallback))


def _tint(colour: QColor, alpha: int) -> QColor:
    tinted = QColor(colour)
    tinted.setAlpha(alpha)
    return tinted


def paint_sheet(painter: QPainter, geometry: SheetGeometry, target: QRectF,
                filling: Filling | None = None, ink_saver: bool = False) -> None:
    """Draw the sheet into ``target`` (device units), keeping its proportions. ``ink_saver``:
    outlines and light tints instead of full colour areas and icons."""
    mapper = _Mapper(geometry, target, ink_saver)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    page = mapper.rect((0.0, 0.0, geometry.width, geometry.height))
    painter.setPen(QPen(FRAME, mapper.mm(0.4)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(page, mapper.mm(2.5), mapper.mm(2.5))
    earned = _earned_bonuses(filling) if filling else set()
    for element in geometry.elements:
        _paint_element(painter, geometry, mapper, element, filling, earned)
    if filling and (filling.header or filling.rating):
        line = mapper.rect((6.0, geometry.height - 5.2, geometry.width - 12.0, 4.6))
        painter.setPen(INK)
        painter.setFont(_font(mapper, 3.2))
        painter.drawText(line, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         filling.header)
        painter.setFont(_font(mapper, 3.2, bold=True))
        painter.drawText(line, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                         filling.rating)
    painter.restore()


def _earned_bonuses(filling: Filling) -> set[tuple[str, str, int]]:
    """(area, group or "", cell) of every printed bonus or points the player has earned."""
    out: set[tuple[str, str, int]] = set()
    for name, area in filling.rules.areas.items():
        marks = filling.player.marks[name]
        lost = filling.player.counters.get(f"{name}_points", 0)  # C3 pink: points taken
        for cell in area.cell_bonus:
            if marks[cell] and not lost >> cell & 1:
                out.add((name, "", cell))
        for group in area.complete_groups(marks):
            out.add((name, group.name, -1))
    for track, state in filling.player.tracks.items():  # end-of-track bonuses (DSC)
        if state.unlocked:
            out.update((track, "", slot) for slot in range(state.unlocked))
    return out


def _paint_element(painter: QPainter, geometry: SheetGeometry, mapper: _Mapper, e: Element,
                   filling: Filling | None, earned: set[tuple[str, str, int]]) -> None:
    r = mapper.rect(e)
    kind = e.kind
    if kind == Kind.AREA:
        colour = _colour(geometry, e.area)
        painter.setPen(QPen(colour.darker(140), mapper.mm(0.5)))
        painter.setBrush(_tint(colour, 22 if mapper.ink_saver else 70))
        painter.drawRoundedRect(r, mapper.mm(2.0), mapper.mm(2.0))
        if mapper.ink_saver:  # the name and the frame tell the area; no hatch to print
            return
        hatch = QBrush(_tint(colour.darker(160), 90), HATCH.get(e.area, Qt.BrushStyle.NoBrush))
        painter.setBrush(hatch)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(r, mapper.mm(2.0), mapper.mm(2.0))
    elif kind == Kind.PANEL:
        painter.setPen(QPen(FRAME, mapper.mm(0.35)))
        painter.setBrush(QColor("#fbfaf6"))
        painter.drawRoundedRect(r, mapper.mm(1.5), mapper.mm(1.5))
    elif kind == Kind.TITLE:
        painter.setPen(INK)
        text = heading_word(e.code)
        painter.setFont(_fitted_font(mapper, text, e.h * 0.72, r.width(), bold=True))
        painter.drawText(r, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
    elif kind == Kind.CELL:
        _paint_cell(painter, geometry, mapper, e, filling)
    elif kind == Kind.SYMBOL:
        _paint_sum_symbol(painter, geometry, mapper, r)
    elif kind == Kind.BONUS:
        key = (e.area, e.group, -1) if e.group else (e.area, "", e.index)
        round_done = (e.area == "round" and filling is not None
                      and e.index <= filling.rounds_played)
        if filling is not None and is_code_group(e.group):  # line:/min: codes (Clever 4ever)
            round_done = group_earned(e.group, filling.player.marks[e.area], ())
        lost = (filling is not None and not e.group and e.index >= 0
                and bool(filling.player.counters.get(f"{e.area}_points", 0) >> e.index & 1))
        _paint_bonus(painter, geometry, mapper, r, e.code, key in earned or round_done)
        if lost:  # Clever hoch Drei's pink: points taken, so the bonus is struck out
            _strike(painter, mapper, r)
    elif kind == Kind.POINTS:
        painter.setPen(PRINTED)
        text = e.text if e.shape != "star" else f"★ {e.text}"
        # never wider than its box: "★ ×1" must not lose its last character
        painter.setFont(_font(mapper, min(e.h * 0.8, 4.2, e.w / (0.68 * len(text))), bold=True))
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, text)
        if e.group and ((e.area, e.group, -1) in earned or (
                filling is not None and is_code_group(e.group)
                and group_earned(e.group, filling.player.marks[e.area], ()))):
            _ring(painter, mapper, r)
        elif e.shape == "star" and filling is not None and e.index >= 0:
            marks = filling.player.marks[e.area]
            crossed = sum(1 for m in marks if m)
            if crossed == e.index + 1:
                _ring(painter, mapper, r)
    elif kind == Kind.SCALE:
        painter.setPen(QPen(FRAME, mapper.mm(0.25)))
        painter.setBrush(QColor("white"))
        painter.drawRect(r)
        painter.setPen(PRINTED)
        painter.setFont(_font(mapper, min(e.h * 0.45, 3.2)))
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, e.text)
        if filling is not None and not e.group and _crosses(filling, e.area) == e.index:
            _ring(painter, mapper, r)
    elif kind == Kind.SLOT:
        _paint_slot(painter, mapper, r, e, filling)
    elif kind == Kind.ROUND:
        painter.setPen(QPen(FRAME, mapper.mm(0.35)))
        painter.setBrush(QColor("white"))
        painter.drawEllipse(r)
        painter.setPen(PRINTED)
        painter.setFont(_font(mapper, e.h * 0.55, bold=True))
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, e.text)
        if filling is not None and e.index <= filling.rounds_played:
            _cross(painter, mapper, r)
    elif kind == Kind.DICE_FIELD:
        painter.setPen(QPen(FRAME, mapper.mm(0.35), Qt.PenStyle.DashLine))
        painter.setBrush(QColor("white"))
        painter.drawRoundedRect(r, mapper.mm(1.2), mapper.mm(1.2))
        painter.setPen(PRINTED)
        painter.setFont(_font(mapper, e.h * 0.38))
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, e.text)
    elif kind == Kind.ARROW:
        _paint_arrow(painter, mapper, r, _colour(geometry, e.area).darker(150))
    elif kind == Kind.SIGN:
        painter.setPen(PRINTED)
        painter.setFont(_font(mapper, min(e.h * 0.5, 5.0, e.w * 1.2), bold=True))
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, e.text)
    elif kind == Kind.ICON:
        _paint_fox(painter, mapper, r)
    elif kind == Kind.SCORE:
        _paint_score(painter, geometry, mapper, r, e, filling)
    elif kind == Kind.LINE:
        _paint_line(painter, geometry, mapper, r, e)
    elif kind == Kind.PLAYERS:
        _paint_players(painter, mapper, r, e.text)


def _paint_line(painter: QPainter, geometry: SheetGeometry, mapper: _Mapper, r: QRectF,
                e: Element) -> None:
    """A printed dashed line across cells (Clever 4ever's blue anti-diagonal)."""
    pen = QPen(_colour(geometry, e.area).darker(150), mapper.mm(0.45), Qt.PenStyle.DashLine,
               Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    if e.shape == "rising":
        painter.drawLine(r.bottomLeft(), r.topRight())
    else:
        painter.drawLine(r.topLeft(), r.bottomRight())


def _paint_players(painter: QPainter, mapper: _Mapper, r: QRectF, text: str) -> None:
    """A player-count marker: a small figure and the counts that play this round ("1–3")."""
    s = r.height()
    head = QRectF(r.left() + s * 0.18, r.top() + s * 0.08, s * 0.34, s * 0.34)
    body = QRectF(r.left() + s * 0.05, r.top() + s * 0.46, s * 0.6, s * 0.5)
    painter.setPen(QPen(INK, mapper.mm(0.25)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(head)
    painter.drawChord(body.adjusted(0, 0, 0, body.height()), 0, 180 * 16)
    painter.setPen(INK)
    painter.setFont(_font(mapper, s / mapper.scale * 0.55, bold=True))
    painter.drawText(r.adjusted(s * 0.7, 0, 0, 0),
                     Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)


def _crosses(filling: Filling, area_name: str) -> int:
    area = filling.rules.areas[area_name]
    if isinstance(area, CrossGrid) or hasattr(area, "crosses"):
        return int(area.crosses(filling.player.marks[area_name]))  # type: ignore[attr-defined]
    return sum(1 for m in filling.player.marks[area_name] if m)


def _paint_cell(painter: QPainter, geometry: SheetGeometry, mapper: _Mapper, e: Element,
                filling: Filling | None) -> None:
    r = mapper.rect(e)
    pre_printed = e.text == "" and not e.numbers and _is_premarked(filling, e, geometry)
    painter.setPen(QPen(FRAME, mapper.mm(0.35)))
    fill = QColor("#ececec") if pre_printed else QColor("white")
    shade = e.code.split("+")[0] if e.code.startswith("shade_") else ""
    if shade:  # a grey cell of Clever 4ever: its printed shade
        fill = _colour(geometry, shade, "#ffffff")
    painter.setBrush(fill)
    painter.drawRoundedRect(r, mapper.mm(1.0), mapper.mm(1.0))
    if e.code.endswith("+start"):  # the start sub-areas have a red frame
        painter.setPen(QPen(QColor("#c62828"), mapper.mm(0.6)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(r, mapper.mm(1.0), mapper.mm(1.0))
    mark = filling.player.marks[e.area][e.index] if filling else 0
    if e.text and _is_premarked(filling, e, geometry):
        mark = 0  # a printed number that is never entered (Clever hoch Drei's blue 7)
    small = bool(e.text) and (e.numbers or e.text.startswith(("≥", "×")))
    if e.text:
        painter.setPen(PRINTED)
        size = e.h * (0.3 if small else 0.55)
        painter.setFont(_font(mapper, size, bold=not small))
        flags = (Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop) if small and mark \
            else Qt.AlignmentFlag.AlignCenter
        inner = r.adjusted(mapper.mm(0.8), mapper.mm(0.5), -mapper.mm(0.8), -mapper.mm(0.5))
        drawn = painter.boundingRect(inner, flags, e.text)
        painter.drawText(inner, flags, e.text)
        points_taken = filling is not None and bool(
            filling.player.counters.get(f"{e.area}_points", 0) >> e.index & 1)
        if mark and points_taken:  # C3 pink: multiplied, not halved: the "½" is struck
            _strike(painter, mapper, drawn)
    if pre_printed:
        _cross(painter, mapper, r, PRINTED)
        return
    if not mark:
        return
    if e.code == "circle_cross":  # circled first (1), crossed later (2): yellow DSC
        _ring(painter, mapper, r.adjusted(mapper.mm(0.8), mapper.mm(0.8), -mapper.mm(0.8),
                                          -mapper.mm(0.8)))
        if mark >= 2:
            _cross(painter, mapper, r)
    elif e.numbers:
        painter.setPen(PEN_MARK)
        # beside a printed "×2" or "≥4" (top left) the number keeps to the lower right
        place = r.adjusted(r.width() * 0.25, r.height() * 0.25, 0, 0) if small else r
        painter.setFont(_font(mapper, e.h * (0.5 if small else 0.55), bold=True))
        painter.drawText(place, Qt.AlignmentFlag.AlignCenter, str(mark))
        circled = e.code.removeprefix("circled:").split(",") if e.code.startswith(
            "circled:") else []
        if str(mark) in circled:  # Clever 4ever's pink 2, 4, 6 score extra: circled
            _ring(painter, mapper, r.adjusted(r.width() * 0.15, r.height() * 0.08,
                                              -r.width() * 0.15, -r.height() * 0.08))
    else:
        _cross(painter, mapper, r)


def _is_premarked(filling: Filling | None, e: Element, geometry: SheetGeometry) -> bool:
    from cleverdesk.engine import get_rules

    rules = filling.rules if filling else get_rules(geometry.game)
    area = rules.areas.get(e.area)
    return area is not None and e.index in area.premarked


def _cross(painter: QPainter, mapper: _Mapper, r: QRectF, colour: QColor = PEN_MARK) -> None:
    inset = min(r.width(), r.height()) * 0.18
    box = r.adjusted(inset, inset, -inset, -inset)
    painter.setPen(QPen(colour, mapper.mm(0.7), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(box.topLeft(), box.bottomRight())
    painter.drawLine(box.topRight(), box.bottomLeft())


def _strike(painter: QPainter, mapper: _Mapper, r: QRectF) -> None:
    """Struck out by the player: a line across, as on paper."""
    painter.setPen(QPen(PEN_MARK, mapper.mm(0.5), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(r.bottomLeft(), r.topRight())


def _ring(painter: QPainter, mapper: _Mapper, r: QRectF) -> None:
    painter.setPen(QPen(PEN_MARK, mapper.mm(0.5)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    grow = mapper.mm(0.6)
    painter.drawEllipse(r.adjusted(-grow, -grow, grow, grow))


def _paint_sum_symbol(painter: QPainter, geometry: SheetGeometry, mapper: _Mapper,
                      r: QRectF) -> None:
    """The "blue + white" sign: two small dice with a plus between them."""
    side = min(r.width() * 0.36, r.height() * 0.5)
    top = r.center().y() - side / 2
    for i, name in enumerate(("blue", "white")):
        box = QRectF(r.left() + i * (r.width() - side), top, side, side)
        painter.setPen(QPen(FRAME, mapper.mm(0.3)))
        painter.setBrush(_colour(geometry, name))
        painter.drawRoundedRect(box, mapper.mm(0.8), mapper.mm(0.8))
    painter.setPen(INK)
    painter.setFont(_font(mapper, side / mapper.scale * 0.9, bold=True))
    painter.drawText(r, Qt.AlignmentFlag.AlignCenter, "+")


def bonus_glyph(code: str) -> tuple[str, str]:
    """The letters printed in a bonus icon and the colour it takes from the palette."""
    if code == "reroll":
        return "↻", "black"
    if code == "extra_die":
        return "+1", "black"
    if code == "return":
        return "↩", "black"
    if code == "polish":
        return "±1", "black"
    if code == "joker":
        return "J", "black"
    if code == "fox":
        return "", "fox"
    if code == "black_x_or_6":
        return "X|6", "black"
    if code in ("q_any", "q_black"):  # the black "?": any area
        return "?", "black"
    head, _, tail = code.partition("_")
    if head == "x":
        return "X", tail
    if tail.isdigit():
        return tail, head
    if head == "q":
        return "?", tail
    return code[:2].upper(), "black"


def _paint_bonus(painter: QPainter, geometry: SheetGeometry, mapper: _Mapper, r: QRectF,
                 code: str, earned: bool) -> None:
    text, colour_name = bonus_glyph(code)
    if code == "fox":
        _paint_fox(painter, mapper, r)
    else:
        fill = QColor("#2b2b2b") if colour_name == "black" else _colour(geometry, colour_name)
        radius = mapper.mm(1.0)
        if mapper.ink_saver:  # an outline in the colour over a light tint
            painter.setPen(QPen(fill.darker(130), mapper.mm(0.45)))
            painter.setBrush(_tint(fill, 40))
        else:
            painter.setPen(QPen(FRAME, mapper.mm(0.3)))
            painter.setBrush(fill)
        painter.drawRoundedRect(r, radius, radius)
        hatch = HATCH.get(colour_name)
        if hatch is not None:  # the area's own hatch: which area it goes to, without colour
            painter.setPen(Qt.PenStyle.NoPen)
            tone = fill.darker(170) if not mapper.ink_saver else _tint(fill.darker(150), 150)
            painter.setBrush(QBrush(tone, hatch))
            painter.drawRoundedRect(r, radius, radius)
            plate = r.adjusted(r.width() * 0.2, r.height() * 0.2, -r.width() * 0.2,
                               -r.height() * 0.2)
            painter.setBrush(QColor("white") if mapper.ink_saver or fill.lightness() >= 140
                             else fill)
            painter.drawEllipse(plate)
        light = fill.lightness() < 140 and not mapper.ink_saver
        painter.setPen(QColor("white") if light else INK)
        painter.setFont(_font(mapper, r.height() / mapper.scale * (0.42 if len(text) > 2 else
                                                                    0.6), bold=True))
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, text)
    if earned:
        _ring(painter, mapper, r)


def _paint_fox(painter: QPainter, mapper: _Mapper, r: QRectF) -> None:
    """A fox head: two ears and a pointed snout, orange with a dark outline (reads in grey)."""
    s = min(r.width(), r.height())
    cx, cy = r.center().x(), r.center().y()
    path = QPainterPath()
    points = [(-0.45, -0.4), (-0.3, -0.05), (0.0, 0.45), (0.3, -0.05), (0.45, -0.4),
              (0.15, -0.18), (-0.15, -0.18)]
    path.moveTo(QPointF(cx + points[0][0] * s, cy + points[0][1] * s))
    for px, py in points[1:]:
        path.lineTo(QPointF(cx + px * s, cy + py * s))
    path.closeSubpath()
    painter.setPen(QPen(INK, mapper.mm(0.3)))
    painter.setBrush(QColor("#e8731c"))
    painter.drawPath(path)
    painter.setBrush(INK)
    for side in (-1, 1):
        painter.drawEllipse(QPointF(cx + side * 0.13 * s, cy - 0.02 * s), 0.04 * s, 0.04 * s)


def _paint_arrow(painter: QPainter, mapper: _Mapper, r: QRectF, colour: QColor) -> None:
    y = r.center().y()
    painter.setPen(QPen(colour, mapper.mm(1.0), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(QPointF(r.left(), y), QPointF(r.right() - mapper.mm(1.0), y))
    head = QPainterPath()
    head.moveTo(QPointF(r.right(), y))
    head.lineTo(QPointF(r.right() - mapper.mm(3.0), y - mapper.mm(2.2)))
    head.lineTo(QPointF(r.right() - mapper.mm(3.0), y + mapper.mm(2.2)))
    head.closeSubpath()
    painter.setBrush(colour)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawPath(head)


def _paint_slot(painter: QPainter, mapper: _Mapper, r: QRectF, e: Element,
                filling: Filling | None) -> None:
    painter.setPen(QPen(FRAME, mapper.mm(0.35)))
    painter.setBrush(QColor("white"))
    painter.drawEllipse(r)
    if e.text:  # a printed number in the circle (Clever hoch Drei's jokers)
        painter.setPen(PRINTED)
        painter.setFont(_font(mapper, e.h * 0.5, bold=True))
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, e.text)
    if filling is None:
        return
    track = filling.player.tracks.get(e.area)
    if track is None:
        return
    if e.index < track.unlocked:
        _ring(painter, mapper, r.adjusted(mapper.mm(0.4), mapper.mm(0.4), -mapper.mm(0.4),
                                          -mapper.mm(0.4)))
    crossed_out = filling.player.counters.get(f"{e.area}_used")  # used in any order (C3)
    if e.index < track.used if crossed_out is None else bool(crossed_out >> e.index & 1):
        _cross(painter, mapper, r)


def _paint_score(painter: QPainter, geometry: SheetGeometry, mapper: _Mapper, r: QRectF,
                 e: Element, filling: Filling | None) -> None:
    colour = _colour(geometry, e.area, "#ffffff") if e.area else QColor("white")
    beside = e.code != e.area  # a box beside an area (a field's, a pair's, a row's)
    painter.setPen(QPen(FRAME, mapper.mm(0.4)))
    painter.setBrush(_tint(colour, 40 if mapper.ink_saver else 90) if e.area
                     else QColor("white"))
    if e.shape == "star":
        _star(painter, r)
    else:
        painter.drawRoundedRect(r, mapper.mm(1.2), mapper.mm(1.2))
    if e.area and not beside:  # the whole name: initials collide (Blue and Brown, …)
        painter.setPen(PRINTED)
        name = heading_word(e.area)
        painter.setFont(_fitted_font(mapper, name, 2.2, r.width() - mapper.mm(1.6)))
        painter.drawText(r.adjusted(mapper.mm(0.8), mapper.mm(0.3), 0, 0),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, name)
    if filling is None:
        return
    value = filling.scores.get(e.code)
    if value is None and beside:
        value = box_value(filling.rules.areas, filling.player.marks, e.code)
    if value is None:
        return
    painter.setPen(PEN_MARK)
    painter.setFont(_font(mapper, min(e.h * 0.5, 6.0), bold=True))
    painter.drawText(r, Qt.AlignmentFlag.AlignCenter, str(value))


def _star(painter: QPainter, r: QRectF) -> None:
    """A five-pointed star filling ``r`` (Doppelt so clever's green pair results)."""
    import math

    cx, cy = r.center().x(), r.center().y() + r.height() * 0.05
    outer = min(r.width(), r.height() * 1.1) / 2
    path = QPainterPath()
    for k in range(10):
        radius = outer if k % 2 == 0 else outer * 0.5
        angle = -math.pi / 2 + k * math.pi / 5
        point = QPointF(cx + radius * math.cos(angle) * 1.25, cy + radius * math.sin(angle))
        path.moveTo(point) if k == 0 else path.lineTo(point)
    path.closeSubpath()
    painter.drawPath(path)


def score_boxes(rules: CleverRules, player: PlayerState) -> dict[str, int]:
    scores = dict(rules.area_scores(player))
    scores["fox_count"] = player.foxes
    scores["fox_value"] = rules.fox_value(player)
    scores["total"] = rules.total(player)
    return scores

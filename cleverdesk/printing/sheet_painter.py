"""Paint one score sheet from its geometry with QPainter, blank or filled.

Coordinates in the geometry are millimetres; ``paint_sheet`` maps them into any rectangle of any
paint device (a PDF page at 300 dpi, a printer, an image), so the output stays vector on PDF and
printers. Colour is never the only cue: every area carries its name and a hatch pattern, every
bonus icon a letter or number and the hatch of the area it goes to (a yellow "?" is hatched like
the yellow area, an X for blue like blue) and the letter of its colour (as the dice show it), so
a black-and-white print reads as well as a colour one. The ink saver draws areas and icons as
outlines over light tints.

No text on paper is smaller than ``MIN_TEXT_PT``: ``paint_sheet`` knows how large the sheet
comes out on paper (``dots_per_mm`` of the device) and never uses a smaller font; a label that
would have to shrink below it breaks onto a second line instead.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPicture,
)

from cleverdesk.engine import get_rules
from cleverdesk.i18n_words import die_letter
from cleverdesk.layout import Element, Kind, SheetGeometry
from cleverdesk.layout.element_state import (
    ElementState,
    Mark,
    SheetFacts,
    Status,
    blank_state,
    element_state,
)

MIN_TEXT_PT = 6.0  # nothing on paper is printed smaller
MIN_TEXT_MM = MIN_TEXT_PT * 25.4 / 72
SOFT_HYPHEN = "\u00ad"  # a translation may mark where a long word breaks ("Dobbelsteen-velden")

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
        "blue_pairing": tr("row: blue · column: white"), "shade_W": tr("all white"),
        "shade_L": tr("all light"), "shade_D": tr("all dark"),
    }
    return words.get(code, code.replace("_", " ").capitalize())


@dataclass
class Filling:
    """A filled sheet: the player's sheet as the game left it, and the words around it."""

    facts: SheetFacts
    header: str = ""  # e.g. "Anna — That's Pretty Clever! — 30.11.2026"
    rating: str = ""  # the solo rating label, already in words


@dataclass(frozen=True)
class DrawnText:
    """One text the painter drew (for tests and page layout): in sheet millimetres."""

    element: Element | None
    text: str
    size: float  # the font's size
    width: float  # the width the text takes


@dataclass(frozen=True)
class DrawnStroke:
    """One stroke of the player's pen or a printed cross the painter drew (for tests)."""

    element: Element | None
    stroke: str  # "cross", "printed cross", "ring" or "strike"


class _Mapper:
    def __init__(self, geometry: SheetGeometry, target: QRectF, ink_saver: bool = False,
                 dots_per_mm: float | None = None, record: list[DrawnText] | None = None,
                 strokes: list[DrawnStroke] | None = None) -> None:
        self.ink_saver = ink_saver
        self.scale = min(target.width() / geometry.width, target.height() / geometry.height)
        self.left = target.left() + (target.width() - geometry.width * self.scale) / 2
        self.top = target.top() + (target.height() - geometry.height * self.scale) / 2
        # paper millimetres per sheet millimetre (a sheet sharing a page prints smaller)
        paper = self.scale / dots_per_mm if dots_per_mm else 1.0
        self.floor = MIN_TEXT_MM / paper  # the smallest font, in sheet millimetres
        self.smallest = math.inf  # the smallest font asked for (before the floor)
        self.record = record
        self.strokes = strokes
        self.element: Element | None = None  # the element being painted, for the record

    def rect(self, e: Element | tuple[float, float, float, float]) -> QRectF:
        x, y, w, h = (e.x, e.y, e.w, e.h) if isinstance(e, Element) else e
        return QRectF(self.left + x * self.scale, self.top + y * self.scale, w * self.scale,
                      h * self.scale)

    def mm(self, value: float) -> float:
        return value * self.scale

    def note(self, stroke: str) -> None:
        if self.strokes is not None:
            self.strokes.append(DrawnStroke(self.element, stroke))


def _font(mapper: _Mapper, height_mm: float, bold: bool = False, fitted: bool = False) -> QFont:
    """DejaVu Sans of ``height_mm`` on the sheet, never smaller than 6 pt on paper. A
    ``fitted`` text breaks its line where the floor lifts it (it does not count as smallest)."""
    if not fitted:
        mapper.smallest = min(mapper.smallest, height_mm)
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(1, round(mapper.mm(height_mm)), math.ceil(mapper.mm(mapper.floor))))
    font.setBold(bold)
    return font


def _text(painter: QPainter, mapper: _Mapper, rect: QRectF, flags: Qt.AlignmentFlag | int,
          text: str) -> None:
    """Draw ``text`` with the painter's font (and note it when recording)."""
    text = text.replace(SOFT_HYPHEN, "")
    painter.drawText(rect, flags, text)
    if mapper.record is not None:
        font = painter.font()
        mapper.record.append(DrawnText(
            mapper.element, text, font.pixelSize() / mapper.scale,
            QFontMetricsF(font).horizontalAdvance(text) / mapper.scale))


def _lines(text: str, font: QFont, width: float) -> list[str]:
    """``text`` broken into lines no wider than ``width`` where it can break: at spaces and at
    soft hyphens (which then print as "-")."""
    metrics = QFontMetricsF(font)
    pieces: list[str] = []  # words, each ending in " ", SOFT_HYPHEN or nothing
    for word in text.split(" "):
        parts = word.split(SOFT_HYPHEN)
        pieces += [part + SOFT_HYPHEN for part in parts[:-1]] + [parts[-1] + " "]
    lines, line = [], ""
    for piece in pieces:
        trial = line + piece
        if line and metrics.horizontalAdvance(trial.rstrip(" " + SOFT_HYPHEN)) > width:
            lines.append(line)
            line = piece
        else:
            line = trial
    lines.append(line)
    out = [ln.rstrip(" ").replace(SOFT_HYPHEN, "-") if ln.endswith(SOFT_HYPHEN)
           else ln.rstrip(" ").replace(SOFT_HYPHEN, "") for ln in lines if ln.strip()]
    return [part for ln in out for part in _split_word(ln, metrics, width)]


def _split_word(line: str, metrics: QFontMetricsF, width: float) -> list[str]:
    """A line that is one word too long for ``width`` (Dutch "Dobbelsteenvelden" above the
    dice fields) is hyphenated where it must be, rather than run into its neighbour."""
    parts = []
    while metrics.horizontalAdvance(line) > width and len(line) > 3:
        cut = len(line) - 1
        while cut > 2 and metrics.horizontalAdvance(line[:cut] + "-") > width:
            cut -= 1
        if len(line) - cut < 6 and cut > 6:  # no short tail ("-lden"): "Dobbelsteen-velden"
            cut = max(3, len(line) - 6)
        parts.append(line[:cut] + "-")
        line = line[cut:]
    return [*parts, line]


def _draw_fitted(painter: QPainter, mapper: _Mapper, rect: QRectF, text: str,
                 height_mm: float, bold: bool = False,
                 flags: Qt.AlignmentFlag | int = Qt.AlignmentFlag.AlignLeft
                 | Qt.AlignmentFlag.AlignVCenter) -> None:
    """``text`` at ``height_mm`` in ``rect`` (device units); a longer word (Dutch "Extra
    dobbelsteen (+1)") shrinks to the width, down to 6 pt on paper; below that it breaks onto
    further lines under the first (the layouts leave the room)."""
    font = _font(mapper, height_mm, bold)
    plain = text.replace(SOFT_HYPHEN, "")
    advance = QFontMetricsF(font).horizontalAdvance(plain)
    width = rect.width()
    if advance > width > 0:
        smaller = height_mm * width / advance * 0.97
        font = _font(mapper, max(smaller, mapper.floor), bold, fitted=True)
    painter.setFont(font)
    lines = _lines(text, font, width) if QFontMetricsF(font).horizontalAdvance(plain) > width \
        else [plain]
    if len(lines) == 1:
        _text(painter, mapper, rect, flags, lines[0])
        return
    step = QFontMetricsF(font).lineSpacing()
    horizontal = flags & (Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignRight
                          | Qt.AlignmentFlag.AlignHCenter)
    top = rect.top() if not flags & Qt.AlignmentFlag.AlignVCenter else \
        max(rect.top(), rect.center().y() - step * len(lines) / 2)
    for n, line in enumerate(lines):
        _text(painter, mapper, QRectF(rect.left(), top + n * step, width, step),
              horizontal | Qt.AlignmentFlag.AlignVCenter, line)


def _colour(geometry: SheetGeometry, name: str, fallback: str = "#999999") -> QColor:
    return QColor(geometry.palette.get(name, fallback))


def _tint(colour: QColor, alpha: int) -> QColor:
    tinted = QColor(colour)
    tinted.setAlpha(alpha)
    return tinted


def paint_sheet(painter: QPainter, geometry: SheetGeometry, target: QRectF,
                filling: Filling | None = None, ink_saver: bool = False,
                dots_per_mm: float | None = None, record: list[DrawnText] | None = None,
                blank_words: BlankWords | None = None,
                strokes: list[DrawnStroke] | None = None) -> float:
    """Draw the sheet into ``target`` (device units), keeping its proportions. ``ink_saver``:
    outlines and light tints instead of full colour areas and icons. ``dots_per_mm``: device
    units per millimetre of paper (None: the sheet prints at its own size), which sets the
    smallest font. Returns the smallest font asked for, in sheet millimetres."""
    mapper = _Mapper(geometry, target, ink_saver, dots_per_mm, record, strokes)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    page = mapper.rect((0.0, 0.0, geometry.width, geometry.height))
    painter.setPen(QPen(FRAME, mapper.mm(0.4)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(page, mapper.mm(2.5), mapper.mm(2.5))
    rules = get_rules(geometry.game) if filling is None else filling.facts.rules
    squares = _split_squares(geometry)
    for element in geometry.elements:
        mapper.element = element
        shown = blank_state(rules, element) if filling is None else \
            element_state(filling.facts, element)
        if element.kind == Kind.CELL and element.shape in ("upper", "lower"):
            _paint_triangle(painter, mapper, element, squares[element.area, element.index],
                            shown)
            continue
        paint = _BY_KIND.get(element.kind)
        if paint is not None:
            paint(painter, geometry, mapper, mapper.rect(element), element, shown)
    mapper.element = None
    _paint_footer(painter, geometry, mapper, filling, blank_words)
    painter.restore()
    return mapper.smallest


@dataclass(frozen=True)
class BlankWords:
    """What the footer of a blank sheet says: the game's title (a name line follows)."""

    title: str


def _paint_footer(painter: QPainter, geometry: SheetGeometry, mapper: _Mapper,
                  filling: Filling | None, blank: BlankWords | None) -> None:
    """The line under the score row: who played what and when, and the rating (filled), or
    the game's title and a line for the player's name (blank)."""
    line = mapper.rect((6.0, geometry.height - 5.2, geometry.width - 12.0, 4.6))
    painter.setPen(INK)
    if filling is None:
        if blank is None:
            return
        painter.setFont(_font(mapper, 3.2, bold=True))
        _text(painter, mapper, line, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
              blank.title)
        title_w = QFontMetricsF(painter.font()).horizontalAdvance(blank.title)
        painter.setFont(_font(mapper, 3.2))
        name = tr("Name:")
        left = line.left() + title_w + mapper.mm(8.0)
        name_rect = QRectF(left, line.top(), line.right() - left, line.height())
        _text(painter, mapper, name_rect,
              Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
        start = left + QFontMetricsF(painter.font()).horizontalAdvance(name) + mapper.mm(2.0)
        painter.setPen(QPen(FRAME, mapper.mm(0.3)))
        y = line.bottom() - mapper.mm(0.6)
        painter.drawLine(QPointF(start, y), QPointF(min(line.right(), start + mapper.mm(80.0)),
                                                    y))
        return
    if not (filling.header or filling.rating):
        return
    painter.setFont(_font(mapper, 3.2, bold=True))
    rating_w = QFontMetricsF(painter.font()).horizontalAdvance(filling.rating)
    _text(painter, mapper, line, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
          filling.rating)
    room = QRectF(line.left(), line.top(), line.width() - rating_w - mapper.mm(3.0),
                  line.height())
    painter.setPen(INK)
    # a long name and title break onto a second line rather than shrink below 6 pt
    _draw_fitted(painter, mapper, room, filling.header, 3.2)


def _paint_unseen(geometry: SheetGeometry, filling: Filling | None,
                  dots_per_mm: float | None = None, record: list[DrawnText] | None = None,
                  strokes: list[DrawnStroke] | None = None) -> float:
    """``paint_sheet`` onto a picture nobody sees, 10 device units a millimetre."""
    picture = QPicture()
    painter = QPainter(picture)
    try:
        return paint_sheet(painter, geometry, QRectF(0, 0, geometry.width * 10,
                                                     geometry.height * 10), filling,
                           dots_per_mm=dots_per_mm, record=record, strokes=strokes)
    finally:
        painter.end()


def drawn_texts(geometry: SheetGeometry, filling: Filling | None = None,
                paper_scale: float = 1.0) -> list[DrawnText]:
    """Every text the painter draws for a sheet printed at ``paper_scale`` of its own size:
    what tests measure."""
    record: list[DrawnText] = []
    _paint_unseen(geometry, filling, dots_per_mm=10 / paper_scale, record=record)
    return record


def drawn_strokes(geometry: SheetGeometry, filling: Filling | None = None) -> list[DrawnStroke]:
    """Every cross, ring and strike the painter draws for a sheet: what tests compare."""
    strokes: list[DrawnStroke] = []
    _paint_unseen(geometry, filling, strokes=strokes)
    return strokes


def smallest_text(geometry: SheetGeometry, filling: Filling | None = None) -> float:
    """The smallest font (sheet millimetres) the sheet asks for where it cannot break a line:
    how far the sheet may shrink on paper before its text falls below 6 pt."""
    return _paint_unseen(geometry, filling)


def _split_squares(geometry: SheetGeometry) -> dict[tuple[str, int],
                                                     tuple[float, float, float, float]]:
    """Cells of ``shape`` "upper"/"lower" (Clever 4ever's green) and the square they share:
    one field split by its diagonal, upper triangle top left, lower bottom right."""
    halves: dict[tuple[str, float], list[Element]] = {}
    for e in geometry.elements:
        if e.kind == Kind.CELL and e.shape in ("upper", "lower"):
            halves.setdefault((e.area, e.x), []).append(e)
    out = {}
    for pair in halves.values():
        top = min(e.y for e in pair)
        bottom = max(e.y + e.h for e in pair)
        for e in pair:
            out[e.area, e.index] = (e.x, top, e.w, bottom - top)
    return out


def _paint_triangle(painter: QPainter, mapper: _Mapper, e: Element,
                    square: tuple[float, float, float, float], shown: ElementState) -> None:
    r = mapper.rect(square)
    corners = ([r.topLeft(), r.topRight(), r.bottomLeft()] if e.shape == "upper"
               else [r.topRight(), r.bottomRight(), r.bottomLeft()])
    path = QPainterPath(corners[0])
    for corner in corners[1:]:
        path.lineTo(corner)
    path.closeSubpath()
    painter.setPen(QPen(FRAME, mapper.mm(0.35), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                        Qt.PenJoinStyle.RoundJoin))
    painter.setBrush(QColor("white"))
    painter.drawPath(path)
    if shown.mark != Mark.NUMBER:
        return
    third = 1 / 3 if e.shape == "upper" else 2 / 3  # the triangle's centre
    size = min(r.width(), r.height()) * 0.42
    centre = QPointF(r.left() + r.width() * third, r.top() + r.height() * third)
    painter.setPen(PEN_MARK)
    painter.setFont(_font(mapper, size / mapper.scale, bold=True))
    _text(painter, mapper, QRectF(centre.x() - size, centre.y() - size / 2, 2 * size, size),
          Qt.AlignmentFlag.AlignCenter, shown.value)


def _paint_sub_areas(painter: QPainter, geometry: SheetGeometry, mapper: _Mapper,
                     area_name: str) -> None:
    """An area of sub-areas (Clever 4ever's grey): each sub-area one shaded piece with a
    border round it, as on the printed pad, so nobody has to infer them from the shades."""
    area = get_rules(geometry.game).areas.get(area_name)
    subs = getattr(area, "sub_areas", None)
    if not subs:
        return
    cells = {e.index: e for e in geometry.of_kind(Kind.CELL) if e.area == area_name}
    gap_x = min((b.x - a.x - a.w for a in cells.values() for b in cells.values()
                 if b.y == a.y and b.x > a.x), default=0.0)
    gap_y = min((b.y - a.y - a.h for a in cells.values() for b in cells.values()
                 if b.x == a.x and b.y > a.y), default=0.0)
    for sub in subs:
        path = QPainterPath()
        for index in sub.cells:
            e = cells[index]
            piece = QPainterPath()
            # a little more than half the gap, so neighbours overlap and merge into one
            grow_x, grow_y = gap_x / 2 + 0.05, gap_y / 2 + 0.05
            piece.addRect(mapper.rect((e.x - grow_x, e.y - grow_y, e.w + 2 * grow_x,
                                       e.h + 2 * grow_y)))
            path = path.united(piece)
        shade = _colour(geometry, f"shade_{sub.shade}", "#ffffff")
        painter.setBrush(_tint(shade, 150))
        painter.setPen(QPen(INK, mapper.mm(0.5), Qt.PenStyle.SolidLine,
                            Qt.PenCapStyle.SquareCap, Qt.PenJoinStyle.MiterJoin))
        painter.drawPath(path.simplified())


def _paint_area(painter: QPainter, geometry: SheetGeometry, mapper: _Mapper, r: QRectF,
                e: Element, shown: ElementState) -> None:
    colour = _colour(geometry, e.area)
    painter.setPen(QPen(colour.darker(140), mapper.mm(0.5)))
    painter.setBrush(_tint(colour, 22 if mapper.ink_saver else 70))
    painter.drawRoundedRect(r, mapper.mm(2.0), mapper.mm(2.0))
    if not mapper.ink_saver:  # the name and the frame tell the area; no hatch to print
        hatch = QBrush(_tint(colour.darker(160), 90), HATCH.get(e.area, Qt.BrushStyle.NoBrush))
        painter.setBrush(hatch)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(r, mapper.mm(2.0), mapper.mm(2.0))
    if e.code == "tab":  # a row tied to a die colour: its letter in the tab
        tab = mapper.rect((e.x, e.y, e.h * 0.76, e.h))
        painter.setPen(INK)
        painter.setFont(_font(mapper, min(e.h * 0.45, 4.0), bold=True))
        _text(painter, mapper, tab, Qt.AlignmentFlag.AlignCenter, die_letter(e.area))
    if not e.code:  # an area of sub-areas draws them over its frame
        _paint_sub_areas(painter, geometry, mapper, e.area)


def _paint_panel(painter: QPainter, geometry: SheetGeometry, mapper: _Mapper, r: QRectF,
                 e: Element, shown: ElementState) -> None:
    painter.setPen(QPen(FRAME, mapper.mm(0.35)))
    painter.setBrush(QColor("#fbfaf6"))
    painter.drawRoundedRect(r, mapper.mm(1.5), mapper.mm(1.5))


def _paint_title(painter: QPainter, geometry: SheetGeometry, mapper: _Mapper, r: QRectF,
                 e: Element, shown: ElementState) -> None:
    painter.setPen(INK)
    _draw_fitted(painter, mapper, r, heading_word(e.code), e.h * 0.72, bold=True)


def _paint_bonus_icon(painter: QPainter, geometry: SheetGeometry, mapper: _Mapper, r: QRectF,
                      e: Element, shown: ElementState) -> None:
    """A bonus icon, circled once earned, struck out once given up (Clever hoch drei's pink)."""
    _paint_bonus(painter, geometry, mapper, r, e.code)
    _pen(painter, mapper, r, shown.mark)


def _paint_points(painter: QPainter, geometry: SheetGeometry, mapper: _Mapper, r: QRectF,
                  e: Element, shown: ElementState) -> None:
    painter.setPen(PRINTED)
    text = e.text if e.shape != "star" else f"★ {e.text}"
    # never wider than its box: "★ ×1" must not lose its last character
    painter.setFont(_font(mapper, min(e.h * 0.8, 4.2, e.w / (0.68 * len(text))), bold=True))
    _text(painter, mapper, r, Qt.AlignmentFlag.AlignCenter, text)
    _pen(painter, mapper, r, shown.mark)  # circled: earned, or the points the count is on


def _paint_scale(painter: QPainter, geometry: SheetGeometry, mapper: _Mapper, r: QRectF,
                 e: Element, shown: ElementState) -> None:
    painter.setPen(QPen(FRAME, mapper.mm(0.25)))
    painter.setBrush(QColor("white"))
    painter.drawRect(r)
    painter.setPen(PRINTED)
    # clear of the frames: "118 141 165" touched them (issue 46)
    painter.setFont(_narrowed_font(mapper, e.text, min(e.h * 0.45, 3.2),
                                   r.width() - mapper.mm(SCALE_PADDING_MM * 2)))
    _text(painter, mapper, r, Qt.AlignmentFlag.AlignCenter, e.text)
    _pen(painter, mapper, r, shown.mark)  # circled: the step the count is on


def _paint_round(painter: QPainter, geometry: SheetGeometry, mapper: _Mapper, r: QRectF,
                 e: Element, shown: ElementState) -> None:
    painter.setPen(QPen(FRAME, mapper.mm(0.35)))
    painter.setBrush(QColor("white"))
    painter.drawEllipse(r)
    painter.setPen(PRINTED)
    painter.setFont(_font(mapper, e.h * 0.55, bold=True))
    _text(painter, mapper, r, Qt.AlignmentFlag.AlignCenter, e.text)
    _pen(painter, mapper, r, shown.mark)  # crossed off once played


def _paint_dice_field(painter: QPainter, geometry: SheetGeometry, mapper: _Mapper, r: QRectF,
                      e: Element, shown: ElementState) -> None:
    painter.setPen(QPen(FRAME, mapper.mm(0.35), Qt.PenStyle.DashLine))
    painter.setBrush(QColor("white"))
    painter.drawRoundedRect(r, mapper.mm(1.2), mapper.mm(1.2))
    painter.setPen(PRINTED)
    painter.setFont(_font(mapper, e.h * 0.38))
    _text(painter, mapper, r, Qt.AlignmentFlag.AlignCenter, e.text)


def _paint_sign(painter: QPainter, mapper: _Mapper, r: QRectF, e: Element) -> None:
    painter.setPen(PRINTED)
    if e.text == "<" and e.w < e.h * 0.4:  # between two cells (Clever 4ever's rising row)
        _chevron(painter, mapper, r)
        return
    if e.code == "pink_legend":  # Clever hoch Drei: half and the bonus, or ×n points
        _draw_fitted(painter, mapper, r, tr("½ + bonus or ×n"), min(e.h * 0.55, 2.6),
                     bold=True, flags=Qt.AlignmentFlag.AlignCenter)
        return
    if len(e.text) > 3:  # a printed legend ("2:+2 · 4:+4"): as large as its line allows
        _draw_fitted(painter, mapper, r, e.text, e.h * 0.6, bold=True,
                     flags=Qt.AlignmentFlag.AlignCenter)
        return
    painter.setFont(_font(mapper, min(e.h * 0.5, 5.0, e.w * 1.2), bold=True))
    _text(painter, mapper, r, Qt.AlignmentFlag.AlignCenter, e.text)


def _chevron(painter: QPainter, mapper: _Mapper, r: QRectF) -> None:
    """A "<" drawn as two strokes filling a narrow gap: as tall as a letter, not a dot."""
    half = min(r.height() * 0.24, mapper.mm(2.2))
    cx, cy = r.center().x(), r.center().y()
    reach = max(r.width() * 0.5, mapper.mm(0.7))
    path = QPainterPath(QPointF(cx + reach, cy - half))
    path.lineTo(QPointF(cx - reach, cy))
    path.lineTo(QPointF(cx + reach, cy + half))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(PRINTED, mapper.mm(0.45), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                        Qt.PenJoinStyle.RoundJoin))
    painter.drawPath(path)


SCALE_PADDING_MM = 0.37  # clear of the frame on each side (more would print under 6 pt)


def _narrowed_font(mapper: _Mapper, text: str, height_mm: float, width: float) -> QFont:
    """Digits in a narrow box (a points scale): letters drawn closer first, then smaller, so
    "118 141 165" stay three numbers; never below 6 pt."""
    font = _font(mapper, height_mm)
    advance = QFontMetricsF(font).horizontalAdvance(text)
    if advance <= width or width <= 0:
        return font
    spacing = max(84.0, 100.0 * width / advance)
    font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, spacing)
    advance = QFontMetricsF(font).horizontalAdvance(text)
    if advance > width:
        spaced = font
        font = _font(mapper, height_mm * width / advance)
        font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, spacing)
        if font.pixelSize() > spaced.pixelSize():
            font = spaced
    return font


def _paint_line(painter: QPainter, geometry: SheetGeometry, mapper: _Mapper, r: QRectF,
                e: Element) -> None:
    """A printed line across cells: Clever 4ever's blue anti-diagonal dashed, its main
    diagonal solid (it ends at the re-roll it gives)."""
    style = Qt.PenStyle.SolidLine if e.code == "main_diagonal" else Qt.PenStyle.DashLine
    pen = QPen(_colour(geometry, e.area).darker(150), mapper.mm(0.45), style,
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
    _text(painter, mapper, r.adjusted(s * 0.7, 0, 0, 0),
                     Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)


def _paint_cell(painter: QPainter, geometry: SheetGeometry, mapper: _Mapper, r: QRectF,
                e: Element, shown: ElementState) -> None:
    pre_printed = shown.mark == Mark.PRINTED
    painter.setPen(QPen(FRAME, mapper.mm(0.35)))
    # a pre-crossed cell is tinted in colour; the ink saver leaves its cross alone
    fill = QColor("#ececec") if pre_printed and not mapper.ink_saver else QColor("white")
    shade = e.code.split("+")[0] if e.code.startswith("shade_") else ""
    if shade:  # a grey cell of Clever 4ever: its printed shade
        fill = _colour(geometry, shade, "#ffffff")
    painter.setBrush(fill)
    painter.drawRoundedRect(r, mapper.mm(1.0), mapper.mm(1.0))
    if e.code.endswith("+start"):  # the start sub-areas have a red frame
        painter.setPen(QPen(QColor("#c62828"), mapper.mm(0.6)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(r, mapper.mm(1.0), mapper.mm(1.0))
    small = bool(e.text) and (e.numbers or e.text.startswith(("≥", "×")))
    if e.text:
        _paint_cell_text(painter, mapper, r, e, shown, small)
    if pre_printed:
        _cross(painter, mapper, r, PRINTED)
    elif shown.mark == Mark.NUMBER:
        painter.setPen(PEN_MARK)
        # beside a printed "×2" or "≥4" (top left) the number keeps to the lower right
        place = r.adjusted(r.width() * 0.25, r.height() * 0.25, 0, 0) if small else r
        painter.setFont(_font(mapper, e.h * (0.5 if small else 0.55), bold=True))
        _text(painter, mapper, place, Qt.AlignmentFlag.AlignCenter, shown.value)
        circled = e.code.removeprefix("circled:").split(",") if e.code.startswith(
            "circled:") else []
        if shown.value in circled:  # Clever 4ever's pink 2, 4, 6 score extra: circled
            _ring(painter, mapper, r.adjusted(r.width() * 0.15, r.height() * 0.08,
                                              -r.width() * 0.15, -r.height() * 0.08))
    else:  # a cross, or a circle and later a cross (Doppelt so clever's yellow)
        _pen(painter, mapper, r, shown.mark, ring_inset_mm=0.8)


def _paint_cell_text(painter: QPainter, mapper: _Mapper, r: QRectF, e: Element,
                     shown: ElementState, small: bool) -> None:
    """What is printed in a cell: its number, centred, or a small "≥4" or "×2" in the top left
    corner once something is written beside it; struck out where the cell took points."""
    painter.setPen(PRINTED)
    size = e.h * (0.3 if small else 0.55)
    painter.setFont(_font(mapper, size, bold=not small))
    written = shown.status in (Status.MARKED, Status.STRUCK)
    flags = (Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop) if small and written \
        else Qt.AlignmentFlag.AlignCenter
    inner = r.adjusted(mapper.mm(0.8), mapper.mm(0.5), -mapper.mm(0.8), -mapper.mm(0.5))
    drawn = painter.boundingRect(inner, flags, e.text)
    _text(painter, mapper, inner, flags, e.text)
    if shown.status == Status.STRUCK:  # Clever hoch drei's pink: multiplied, not halved
        _strike(painter, mapper, drawn)


def _pen(painter: QPainter, mapper: _Mapper, r: QRectF, mark: Mark,
         ring_inset_mm: float = 0.0) -> None:
    """The player's pen on an element: a ring (``ring_inset_mm`` inside ``r``), a cross, both,
    or a line across."""
    if mark in (Mark.CIRCLE, Mark.CIRCLE_CROSS):
        inset = mapper.mm(ring_inset_mm)
        _ring(painter, mapper, r.adjusted(inset, inset, -inset, -inset))
    if mark in (Mark.CROSS, Mark.CIRCLE_CROSS):
        _cross(painter, mapper, r)
    elif mark == Mark.STRUCK:
        _strike(painter, mapper, r)


def _cross(painter: QPainter, mapper: _Mapper, r: QRectF, colour: QColor = PEN_MARK) -> None:
    mapper.note("cross" if colour == PEN_MARK else "printed cross")
    inset = min(r.width(), r.height()) * 0.18
    box = r.adjusted(inset, inset, -inset, -inset)
    painter.setPen(QPen(colour, mapper.mm(0.7), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(box.topLeft(), box.bottomRight())
    painter.drawLine(box.topRight(), box.bottomLeft())


def _strike(painter: QPainter, mapper: _Mapper, r: QRectF) -> None:
    """Struck out by the player: a line across, as on paper."""
    mapper.note("strike")
    painter.setPen(QPen(PEN_MARK, mapper.mm(0.5), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(r.bottomLeft(), r.topRight())


def _ring(painter: QPainter, mapper: _Mapper, r: QRectF) -> None:
    mapper.note("ring")
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
    _text(painter, mapper, r, Qt.AlignmentFlag.AlignCenter, "+")


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


def bonus_label(code: str) -> str:
    """The words inside a bonus icon: its glyph, and for an icon that goes to one area the
    letter of that area's colour ("?Y", "X B", "4O"), so grey prints tell the icons apart."""
    text, colour_name = bonus_glyph(code)
    if colour_name in ("black", "fox") or not text:
        return text
    return text + die_letter(colour_name)


def _paint_bonus(painter: QPainter, geometry: SheetGeometry, mapper: _Mapper, r: QRectF,
                 code: str) -> None:
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
        label = bonus_label(code)
        inner = r
        if hatch is not None:  # the area's own hatch round a plate with the words
            painter.setPen(Qt.PenStyle.NoPen)
            tone = fill.darker(170) if not mapper.ink_saver else _tint(fill.darker(150), 150)
            painter.setBrush(QBrush(tone, hatch))
            painter.drawRoundedRect(r, radius, radius)
            inset = min(r.width(), r.height()) * 0.12
            inner = r.adjusted(inset, inset, -inset, -inset)
            painter.setBrush(QColor("white"))
            painter.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
        dark = hatch is None and fill.lightness() < 140 and not mapper.ink_saver
        painter.setPen(QColor("white") if dark else INK)
        height = r.height() / mapper.scale * (0.6 if len(label) == 1 else 0.5)
        _draw_fitted(painter, mapper, inner.adjusted(mapper.mm(0.15), 0, -mapper.mm(0.15), 0),
                     label, height, bold=True, flags=Qt.AlignmentFlag.AlignCenter)


def _paint_fox(painter: QPainter, mapper: _Mapper, r: QRectF) -> None:
    """A fox head: two ears and a pointed snout, orange with a dark outline (reads in grey);
    the ink saver draws the outline over a light tint."""
    s = min(r.width(), r.height())
    cx, cy = r.center().x(), r.center().y()
    path = QPainterPath()
    points = [(-0.45, -0.4), (-0.3, -0.05), (0.0, 0.45), (0.3, -0.05), (0.45, -0.4),
              (0.15, -0.18), (-0.15, -0.18)]
    path.moveTo(QPointF(cx + points[0][0] * s, cy + points[0][1] * s))
    for px, py in points[1:]:
        path.lineTo(QPointF(cx + px * s, cy + py * s))
    path.closeSubpath()
    orange = QColor("#e8731c")
    painter.setPen(QPen(INK, mapper.mm(0.3 if not mapper.ink_saver else 0.35)))
    painter.setBrush(_tint(orange, 40) if mapper.ink_saver else orange)
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


def _paint_slot(painter: QPainter, geometry: SheetGeometry, mapper: _Mapper, r: QRectF,
                e: Element, shown: ElementState) -> None:
    painter.setPen(QPen(FRAME, mapper.mm(0.35)))
    painter.setBrush(QColor("white"))
    painter.drawEllipse(r)
    if e.text:  # a printed number in the circle (Clever hoch Drei's jokers)
        painter.setPen(PRINTED)
        painter.setFont(_font(mapper, e.h * 0.5, bold=True))
        _text(painter, mapper, r, Qt.AlignmentFlag.AlignCenter, e.text)
    _pen(painter, mapper, r, shown.mark, ring_inset_mm=0.4)  # circled once unlocked, crossed


def _paint_score(painter: QPainter, geometry: SheetGeometry, mapper: _Mapper, r: QRectF,
                 e: Element, shown: ElementState) -> None:
    colour = _colour(geometry, e.area, "#ffffff") if e.area else QColor("white")
    beside = e.code != e.area  # a box beside an area (a field's, a pair's, a row's)
    painter.setPen(QPen(FRAME, mapper.mm(0.4)))
    painter.setBrush(_tint(colour, 40 if mapper.ink_saver else 90) if e.area
                     else QColor("white"))
    if mapper.ink_saver and beside:  # a sum box beside an area: the frame is enough
        painter.setBrush(QColor("white"))
    if e.shape == "star":
        _star(painter, r)
    else:
        painter.drawRoundedRect(r, mapper.mm(1.2), mapper.mm(1.2))
    value_box = r
    if e.area and not beside:  # the whole name: initials collide (Blue and Brown, …)
        painter.setPen(PRINTED)
        label = r.adjusted(mapper.mm(0.8), mapper.mm(0.3), -mapper.mm(0.8), 0)
        label.setHeight(mapper.mm(3.4))
        _draw_fitted(painter, mapper, label, heading_word(e.area), 3.0,
                     flags=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        value_box = r.adjusted(0, mapper.mm(2.8), 0, 0)  # the number under its name
    if shown.mark != Mark.NUMBER:
        return
    painter.setPen(PEN_MARK)
    painter.setFont(_font(mapper, min(value_box.height() / mapper.scale * 0.62, 6.0),
                          bold=True))
    _text(painter, mapper, value_box, Qt.AlignmentFlag.AlignCenter, shown.value)


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


_Paint = Callable[[QPainter, SheetGeometry, _Mapper, QRectF, Element, ElementState], None]

# How each kind of element is painted, in the rectangle it takes, showing what it shows.
_BY_KIND: Mapping[Kind, _Paint] = {
    Kind.AREA: _paint_area,
    Kind.PANEL: _paint_panel,
    Kind.TITLE: _paint_title,
    Kind.CELL: _paint_cell,
    Kind.SYMBOL: lambda painter, geometry, mapper, r, e, shown: _paint_sum_symbol(
        painter, geometry, mapper, r),
    Kind.BONUS: _paint_bonus_icon,
    Kind.POINTS: _paint_points,
    Kind.SCALE: _paint_scale,
    Kind.SLOT: _paint_slot,
    Kind.ROUND: _paint_round,
    Kind.DICE_FIELD: _paint_dice_field,
    Kind.ARROW: lambda painter, geometry, mapper, r, e, shown: _paint_arrow(
        painter, mapper, r, _colour(geometry, e.area).darker(150)),
    Kind.SIGN: lambda painter, geometry, mapper, r, e, shown: _paint_sign(painter, mapper, r, e),
    Kind.ICON: lambda painter, geometry, mapper, r, e, shown: _paint_fox(painter, mapper, r),
    Kind.SCORE: _paint_score,
    Kind.LINE: lambda painter, geometry, mapper, r, e, shown: _paint_line(
        painter, geometry, mapper, r, e),
    Kind.PLAYERS: lambda painter, geometry, mapper, r, e, shown: _paint_players(
        painter, mapper, r, e.text),
}

"""How SheetPicture (sheet_picture.py) draws each kind of a sheet's elements: as SheetView.qml
draws a picture (``compact``), in QPainter calls, on the whole pixels the scene graph uses.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QGuiApplication, QPainter, QPen, QPolygonF

UNKNOWN = "#9e9e9e"  # a code without a colour (SheetView's colourOf)
CROSSED = ("⊗", "✕")
RINGED = ("◯", "⊗")


def tint(base: QColor, colour: QColor, alpha: float) -> QColor:
    """``Qt.tint(base, Qt.alpha(colour, alpha))``."""
    return QColor.fromRgbF(base.redF() + (colour.redF() - base.redF()) * alpha,
                           base.greenF() + (colour.greenF() - base.greenF()) * alpha,
                           base.blueF() + (colour.blueF() - base.blueF()) * alpha)


def faded(colour: QColor, alpha: float) -> QColor:
    """``Qt.alpha(colour, alpha)``."""
    result = QColor(colour)
    result.setAlphaF(alpha)
    return result


def darker(colour: QColor, factor: float) -> QColor:
    return colour.darker(round(factor * 100))



@dataclass
class Looks:
    """The colours a sheet is drawn in (the sheet's own, and the Theme's of the desk, which
    change with high contrast) and the smallest text drawn."""

    colours: dict[str, str] = field(default_factory=dict)
    paper: QColor = field(default_factory=lambda: QColor("#fbf8ef"))
    ink: QColor = field(default_factory=lambda: QColor("#23211d"))
    ink_soft: QColor = field(default_factory=lambda: QColor("#6d685c"))
    warn: QColor = field(default_factory=lambda: QColor("#b3261e"))
    min_text: float = 9.0

    def colour_of(self, code: str) -> QColor:
        return QColor(self.colours.get(code, UNKNOWN))


def box(painter: QPainter, rect: QRectF, radius: float, fill: QColor | None,
        border: QColor | None, width: float) -> None:
    """A QML Rectangle on the whole pixels it touches, as the software renderer draws it;
    its border inside."""
    rect = QRectF(rect.toAlignedRect())  # the whole pixels it touches
    if rect.isEmpty():
        return
    width = float(max(1, round(width))) if border is not None else 0.0
    radius = min(radius, rect.width() / 2, rect.height() / 2)
    if radius < 1:  # square corners: crisp fills
        inner = rect.adjusted(width, width, -width, -width)
        if border is not None:
            for edge in (QRectF(rect.left(), rect.top(), rect.width(), width),
                         QRectF(rect.left(), inner.bottom(), rect.width(), width),
                         QRectF(rect.left(), inner.top(), width, inner.height()),
                         QRectF(inner.right(), inner.top(), width, inner.height())):
                painter.fillRect(edge, border)
        if fill is not None and not inner.isEmpty():
            painter.fillRect(inner, fill)
        return
    inset = width / 2
    shape = rect.adjusted(inset, inset, -inset, -inset)
    painter.setPen(QPen(border, width) if border is not None else Qt.PenStyle.NoPen)
    painter.setBrush(fill if fill is not None else Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(shape, radius - inset, radius - inset)


class SheetDrawing:
    """One paint of one sheet: the element kinds as SheetView.qml draws them as a picture."""

    def __init__(self, looks: Looks, painter: QPainter, mm: float) -> None:
        self.looks = looks
        self.painter = painter
        self.mm = mm
        self.min_text = looks.min_text
        self.ink = looks.ink

    def shows(self, size: float) -> bool:
        return size >= self.min_text

    def rect(self, row: dict[str, Any]) -> QRectF:
        mm = self.mm
        return QRectF(row["mmX"] * mm, row["mmY"] * mm, row["mmW"] * mm, row["mmH"] * mm)

    def box(self, rect: QRectF, radius: float, fill: QColor | None, border: QColor | None = None,
            width: float = 0.0) -> None:
        box(self.painter, rect, radius, fill, border if width > 0 else None, width)

    def text(self, rect: QRectF, text: str, size: float, colour: QColor, bold: bool = True,
             align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter) -> None:
        if not text or not self.shows(size):
            return
        font = QFont(QGuiApplication.font())
        font.setPixelSize(max(1, round(size)))
        font.setBold(bold)
        self.painter.setFont(font)
        self.painter.setPen(colour)
        self.painter.drawText(rect, int(align), text)

    def cross(self, rect: QRectF, colour: QColor, share: float = 1.0) -> None:
        """CrossMark.qml: two strokes, each 1.1 × the side long, turned ±45°."""
        side = min(rect.width(), rect.height()) * share
        thickness = max(1.0, side * 0.16)
        pen = QPen(colour, thickness)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        self.painter.setPen(pen)
        half = side * 1.1 / 2 / 2 ** 0.5
        x, y = rect.center().x(), rect.center().y()
        self.painter.drawLine(QPointF(x - half, y - half), QPointF(x + half, y + half))
        self.painter.drawLine(QPointF(x - half, y + half), QPointF(x + half, y - half))

    def dot(self, centre: QPointF, diameter: float, colour: QColor) -> None:
        self.painter.setPen(Qt.PenStyle.NoPen)
        self.painter.setBrush(colour)
        self.painter.drawEllipse(centre, diameter / 2, diameter / 2)

    def element(self, row: dict[str, Any]) -> None:
        draw = getattr(self, "_" + str(row["kind"]), None)
        if draw is not None:
            self.painter.save()
            draw(row, self.rect(row))
            self.painter.restore()

    # ------------------------------------------------------------------ the kinds
    def _area(self, row: dict[str, Any], r: QRectF) -> None:
        colour = self.looks.colour_of(row["area"])
        self.box(r, 2 * self.mm, tint(self.looks.paper, colour, 0.12), colour,
                 max(1.0, 0.5 * self.mm))

    def _panel(self, row: dict[str, Any], r: QRectF) -> None:
        self.box(r, 2 * self.mm, QColor("#f3efe3"), QColor("#b9b2a0"), max(1.0, 0.35 * self.mm))

    def _title(self, row: dict[str, Any], r: QRectF) -> None:
        if not row["area"]:
            return  # a picture names its areas only
        from cleverdesk.ui.common import words

        text = words.title(row["code"])
        size = row["mmH"] * self.mm * 0.72
        font = QFont(QGuiApplication.font())
        font.setPixelSize(max(1, round(size)))
        font.setBold(True)
        advance = QFontMetricsF(font).horizontalAdvance(text)
        if advance > r.width() > 0:  # shrunk to its box (fontSizeMode: HorizontalFit)
            size *= r.width() / advance
        colour = darker(self.looks.colour_of(row["area"]), 1.7)
        self.text(r, text, size, colour, align=Qt.AlignmentFlag.AlignLeft
                  | Qt.AlignmentFlag.AlignVCenter)

    def _cell(self, row: dict[str, Any], r: QRectF) -> None:
        picture, mm, ink = self.looks, self.mm, self.ink
        status, mark, code, label = row["status"], row["mark"], row["code"], row["label"]
        area = picture.colour_of(row["area"])
        shade = code.split("+")[0] if code.startswith("shade_") else ""
        if status == "pre":
            face = tint(picture.paper, area, 0.55)
        elif shade:
            face = picture.colour_of(shade)
            face = darker(face, 1.25) if status == "marked" else face
        else:
            face = tint(picture.paper, area, 0.5 if status in ("marked", "struck") else 0.28)
        self.box(r, 1.3 * mm, face, darker(area, 1.35), max(1.0, 0.25 * mm))
        if "+start" in code:
            self.box(r, 1.3 * mm, None, QColor("#c62828"), max(1.5, 0.5 * mm))
        numbers = bool(row["numbers"])
        factor = numbers and label != "" and mark != ""
        height = r.height()
        if label and mm * 4 >= 6:
            size = height * (0.3 if factor else 0.42 if len(label) > 1 else 0.55)
            colour = ink if status == "open" or mark == "◯" else faded(ink, 0.45)
            where = r.adjusted(0.8 * mm, 0.3 * mm, 0, 0) if factor else r
            align = (Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop) if factor \
                else Qt.AlignmentFlag.AlignCenter
            self.text(where, label, size, colour, bold=not factor, align=align)
        circled = code.startswith("circled:") and mark != "" and mark in code[8:].split(",")
        if mark in RINGED or circled:
            side = min(r.width(), r.height()) * 0.86
            width = max(1.5, 0.55 * mm)
            self.painter.setPen(QPen(ink, width))
            self.painter.setBrush(Qt.BrushStyle.NoBrush)
            self.painter.drawEllipse(r.center(), (side - width) / 2, (side - width) / 2)
        if not mark or mark == "◯":
            return
        size = height * (0.62 if numbers else 0.7 if status == "pre" else 0.9)
        colour = faded(ink, 0.28) if status == "pre" else ink
        if self.shows(size):
            self.text(r, "✕" if mark == "⊗" else mark, size, colour, bold=status != "pre")
        elif mark in CROSSED:
            self.cross(r, colour, 0.7)
        else:  # a number too small to read on a picture: a dot says the cell is written
            self.dot(r.center(), min(r.width(), r.height()) * 0.4, ink)

    def _symbol(self, row: dict[str, Any], r: QRectF) -> None:
        """"blue + white": two small dice (the "+" is too small to read on a picture)."""
        mm = self.mm
        side = 3.4 * mm
        plus = 4 * mm
        shown = self.shows(plus)
        font = QFont(QGuiApplication.font())
        font.setPixelSize(max(1, round(plus)))
        font.setBold(True)
        plus_width = QFontMetricsF(font).horizontalAdvance("+") if shown else 0.0
        gaps = 0.6 * mm * (2 if shown else 1)
        x = r.center().x() - (2 * side + plus_width + gaps) / 2
        y = r.center().y() - side / 2
        for name in ("blue", "white"):
            self.box(QRectF(x, y, side, side), 0.6 * mm, self.looks.colour_of(name), self.ink, 1)
            x += side + 0.6 * mm
            if name == "blue" and shown:
                self.text(QRectF(x, r.top(), plus_width, r.height()), "+", plus, self.ink)
                x += plus_width + 0.6 * mm

    def _bonus(self, row: dict[str, Any], r: QRectF) -> None:
        side = min(r.width(), r.height())
        tile = QRectF(r.center().x() - side / 2, r.center().y() - side / 2, side, side)
        glyph, status = row["glyph"], row["status"]
        self.painter.setOpacity(0.35 if status == "earned" else 1.0)
        if glyph == "fox":
            self._fox(tile)
        else:
            fill = QColor(row["fill"] or "#ffffff")
            radius = side / 2 if glyph in ("↻", "+1") else side * 0.18
            self.box(tile, radius, fill, darker(fill, 1.6), max(1.0, side * 0.06))
            self.text(tile, glyph, side * (0.42 if len(glyph) > 2 else 0.62),
                      QColor(row["ink"] or "#2b2b2b"))
        self.painter.setOpacity(1.0)
        if status == "earned":
            tick = QRectF(tile.right() - side * 0.6, tile.bottom() - side * 0.55, side, side)
            self.text(tick, "✓", side * 0.75, QColor("#1b5e20"))
        elif status == "lost":  # crossed out for good (Clever hoch Drei's pink)
            self._strike(r, r.width() * 1.3, max(1.5, 0.5 * self.mm))

    def _strike(self, r: QRectF, length: float, thickness: float) -> None:
        self.painter.translate(r.center())
        self.painter.rotate(-45)
        self.painter.fillRect(QRectF(-length / 2, -thickness / 2, length, thickness), self.ink)

    def _fox(self, r: QRectF) -> None:
        """FoxIcon.qml: ears and face, white cheeks, eyes and nose."""
        s = min(r.width(), r.height()) / 10
        x0 = r.center().x() - 5 * s
        y0 = r.center().y() - 5 * s

        def polygon(points: list[tuple[float, float]]) -> QPolygonF:
            return QPolygonF([QPointF(x0 + x * s, y0 + y * s) for x, y in points])

        dark = QColor("#2b2b2b")
        pen = QPen(dark, max(0.6, s * 0.35))
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        self.painter.setPen(pen)
        self.painter.setBrush(QColor("#e8641b"))
        self.painter.drawPolygon(polygon([(0.6, 0.6), (3.4, 2.8), (6.6, 2.8), (9.4, 0.6),
                                          (8.9, 5.4), (5.0, 9.4), (1.1, 5.4)]))
        self.painter.setPen(Qt.PenStyle.NoPen)
        self.painter.setBrush(QColor("#ffffff"))
        self.painter.drawPolygon(polygon([(1.6, 5.6), (5.0, 6.6), (8.4, 5.6), (5.0, 9.0)]))
        for x, y, d in ((3.1, 4.1, 1.1), (5.8, 4.1, 1.1), (4.3, 8.0, 1.4)):
            self.dot(QPointF(x0 + (x + d / 2) * s, y0 + (y + d / 2) * s), d * s, dark)

    def _icon(self, row: dict[str, Any], r: QRectF) -> None:
        self._fox(r)

    def _points(self, row: dict[str, Any], r: QRectF) -> None:
        colour = self.looks.colour_of(row["area"])
        hot = row["status"] in ("earned", "current")
        width = max(1.0, 0.3 * self.mm) if row["group"] else 0.0
        self.box(r, r.height() / 2, colour if hot else None, darker(colour, 1.4), width)
        text_colour = QColor("#ffffff") if hot else \
            faded(self.ink, 0.4) if row["status"] == "passed" else self.ink
        self.text(r, row["label"], r.height() * 0.72, text_colour)

    def _scale(self, row: dict[str, Any], r: QRectF) -> None:
        colour = self.looks.colour_of(row["area"])
        status = row["status"]
        fill = colour if status == "current" else \
            tint(self.looks.paper, colour, 0.25) if status == "passed" else QColor("#ffffff")
        self.box(r, 0.8 * self.mm, fill, darker(colour, 1.3), max(1.0, 0.2 * self.mm))
        size = min(3.2 * self.mm, r.height() * 0.6)
        text_colour = QColor("#ffffff") if status == "current" else self.ink
        self.text(r, row["label"], size, text_colour)

    def _slot(self, row: dict[str, Any], r: QRectF) -> None:
        status = row["status"]
        locked = status == "locked"
        self.box(r, r.width() / 2, None if locked else QColor("#fffdf6"),
                 QColor("#b8b2a2") if locked else self.ink,
                 max(1.0, (0.25 if locked else 0.55) * self.mm))
        glyph = row["glyph"]
        self.text(r, glyph, r.height() * (0.45 if len(glyph) > 1 else 0.62),
                  QColor("#c4beb0") if locked else self.ink)
        if status == "used":
            self.cross(r, self.looks.warn)

    def _round(self, row: dict[str, Any], r: QRectF) -> None:
        status = row["status"]
        self.painter.setOpacity(0.3 if status == "unused" else 1.0)
        current = status == "current"
        self.box(r, r.width() / 2, self.ink if current else QColor("#ffffff"), self.ink,
                 max(1.0, 0.35 * self.mm))
        self.text(r, row["label"], r.height() * 0.6, QColor("#ffffff") if current else self.ink)
        if status == "past":
            self.cross(r, self.looks.warn)

    def _dice_field(self, row: dict[str, Any], r: QRectF) -> None:
        mark = row["mark"]
        colours = self.looks.colours
        die = QColor(colours.get("die_" + mark, colours.get(mark, UNKNOWN))) if mark else None
        self.box(r, 1.2 * self.mm, die or QColor("#ffffff"),
                 darker(die, 1.6) if die is not None else QColor("#8f887a"),
                 max(1.0, 0.3 * self.mm))
        size = r.height() * (0.55 if mark else 0.4)
        if not self.shows(size):
            return
        if mark:
            from cleverdesk.i18n_words import die_letter

            colour = self.ink if mark in ("white", "yellow") else QColor("#ffffff")
            self.text(r, die_letter(mark), size, colour)
        else:
            self.text(r, row["label"], size, faded(self.ink, 0.5), bold=False)

    def _arrow(self, row: dict[str, Any], r: QRectF) -> None:
        self.text(r, "➜", r.height(), darker(self.looks.colour_of(row["area"]), 1.2),
                  bold=False)

    def _sign(self, row: dict[str, Any], r: QRectF) -> None:
        self.text(r, row["label"], min(row["mmH"], 8) * self.mm * 0.7, self.looks.ink_soft)

    def _line(self, row: dict[str, Any], r: QRectF) -> None:
        pen = QPen(darker(self.looks.colour_of(row["area"]), 1.5), max(1.0, 0.45 * self.mm))
        if row["code"] != "main_diagonal":
            pen.setDashPattern([4 / pen.widthF(), 3 / pen.widthF()])  # 4 px on, 3 px off
        self.painter.setPen(pen)
        if row["shape"] == "rising":
            self.painter.drawLine(r.bottomLeft(), r.topRight())
        else:
            self.painter.drawLine(r.topLeft(), r.bottomRight())

    def _players(self, row: dict[str, Any], r: QRectF) -> None:
        """A small figure (head and shoulders) and "1–3" where it can be read."""
        mm = self.mm
        size = row["mmH"] * mm * 0.55
        font = QFont(QGuiApplication.font())
        font.setPixelSize(max(1, round(size)))
        font.setBold(True)
        label = row["label"]
        label_width = QFontMetricsF(font).horizontalAdvance(label) if self.shows(size) else 0.0
        width = 2.6 * mm + (0.5 * mm + label_width if label_width else 0.0)
        x = r.center().x() - width / 2
        y = r.center().y() - 1.8 * mm
        soft = self.looks.ink_soft
        line = max(1.0, 0.25 * mm)
        self.box(QRectF(x + 0.6 * mm, y, 1.4 * mm, 1.4 * mm), 0.7 * mm, None, soft, line)
        self.box(QRectF(x, y + 1.7 * mm, 2.6 * mm, 1.9 * mm), 0.95 * mm, None, soft, line)
        if label_width:
            where = QRectF(x + 3.1 * mm, r.top(), label_width, r.height())
            self.text(where, label, size, soft)

    def _score(self, row: dict[str, Any], r: QRectF) -> None:
        total = row["code"] == "total"
        border = self.looks.colour_of(row["area"]) if row["area"] else self.ink
        radius = r.height() / 2 if row["shape"] == "star" else 1.5 * self.mm
        self.box(r, radius, self.ink if total else QColor("#ffffff"), border,
                 max(1.0, 0.5 * self.mm))
        self.text(r, row["mark"], r.height() * 0.6, QColor("#ffffff") if total else self.ink)

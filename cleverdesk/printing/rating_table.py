"""The solo rating table on paper: a real-dice solo player looks up their total in it.

The rulebook prints it; a blank print carries it once, where a page has room (a free slot or
the strip beside a sheet), else on a page of its own. Text never falls below 6 pt: a long
label breaks onto a second line in its column.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from cleverdesk.engine import get_rules
from cleverdesk.engine.clever import RatingBand
from cleverdesk.i18n_words import game_title, rating_label

MIN_TEXT_MM = 6.0 * 25.4 / 72
START_MM = 2.6  # about 7.4 pt, shrinking to 6 pt when the room is short
INK = QColor("#1d1d1d")
RULE = QColor("#888888")


def tr(text: str) -> str:
    return QCoreApplication.translate("Printing", text)


def band_points(band: RatingBand) -> str:
    """"≥ 281", "260–280" or "≤ 139": the totals a rating covers."""
    if band.max is None:
        return f"≥ {band.min}"
    if band.min is None:
        return f"≤ {band.max}"
    return f"{band.min}–{band.max}"


def has_rating_table(game: str) -> bool:
    return bool(getattr(get_rules(game), "rating", ()))


def _font(dots_per_mm: float, size_mm: float, bold: bool = False) -> QFont:
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(1, round(size_mm * dots_per_mm)))
    font.setBold(bold)
    return font


def _wrap(text: str, metrics: QFontMetricsF, width: float) -> list[str]:
    lines, line = [], ""
    for word in text.split():
        trial = f"{line} {word}".strip()
        if line and metrics.horizontalAdvance(trial) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    return [*lines, line] if line else lines


def _rows(game: str) -> list[tuple[str, str]]:
    rules = get_rules(game)
    return [(band_points(b), rating_label(game, b.code, b.en)) for b in rules.rating]


def _heading(game: str) -> str:
    return tr("%1 – solo rating table").replace("%1", game_title(game))


def _layout(game: str, width: float, dots_per_mm: float, size_mm: float
            ) -> tuple[float, float, list[tuple[str, list[str]]], bool]:
    """(height needed, width of the points column, rows with their label lines, whether every
    word fits its column: a word is never broken, so a long one needs a smaller size)."""
    metrics = QFontMetricsF(_font(dots_per_mm, size_mm))
    rows = _rows(game)
    bold = QFontMetricsF(_font(dots_per_mm, size_mm, bold=True))
    points_w = max(bold.horizontalAdvance(p) for p, _ in rows) + size_mm * dots_per_mm
    # a millimetre to spare: a PDF sets text with the font's own widths, a little wider than
    # the hinted ones measured here, and it clips at the rectangle
    label_w = width - points_w - dots_per_mm
    wrapped = [(p, _wrap(label, metrics, label_w)) for p, label in rows]
    heading = _wrap(_heading(game), bold, width - dots_per_mm)
    line = bold.lineSpacing()
    height = line * (len(heading) + 1.6) + sum(len(lines) * line + line * 0.25
                                               for _, lines in wrapped)
    words_fit = all(metrics.horizontalAdvance(text) <= label_w
                    for _, lines in wrapped for text in lines) and \
        all(bold.horizontalAdvance(text) <= width - dots_per_mm for text in heading)
    return height, points_w, wrapped, words_fit


def _fitting_size(game: str, rect: QRectF, dots_per_mm: float) -> float | None:
    """The largest text size (mm, from START_MM down to 6 pt) at which the table fits ``rect``,
    or None."""
    size = START_MM
    while True:
        height, _, _, words_fit = _layout(game, rect.width(), dots_per_mm, size)
        if height <= rect.height() and words_fit:
            return size
        if size <= MIN_TEXT_MM:
            return None
        size = max(MIN_TEXT_MM, size * 0.92)


def rating_table_fits(game: str, rect: QRectF, dots_per_mm: float) -> bool:
    """Whether the table can be printed in ``rect`` at 6 pt or more, no word cut."""
    return _fitting_size(game, rect, dots_per_mm) is not None


def paint_rating_table(painter: QPainter, game: str, rect: QRectF, dots_per_mm: float) -> bool:
    """Draw the table into ``rect`` (device units); False when it does not fit at 6 pt."""
    size = _fitting_size(game, rect, dots_per_mm) or MIN_TEXT_MM
    height, points_w, rows, _ = _layout(game, rect.width(), dots_per_mm, size)
    painter.save()
    try:
        bold = _font(dots_per_mm, size, bold=True)
        line = QFontMetricsF(bold).lineSpacing()
        painter.setPen(INK)
        painter.setFont(bold)
        y = rect.top()
        for text in _wrap(_heading(game), QFontMetricsF(bold), rect.width() - dots_per_mm):
            painter.drawText(QRectF(rect.left(), y, rect.width(), line),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
            y += line
        painter.setFont(_font(dots_per_mm, size))
        painter.drawText(QRectF(rect.left(), y, rect.width(), line),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         tr("Points · rating"))
        y += line * 1.6
        regular = _font(dots_per_mm, size)
        for points, lines in rows:
            painter.setPen(QPen(RULE, max(1.0, dots_per_mm * 0.15)))
            painter.drawLine(QPointF(rect.left(), y - line * 0.2),
                             QPointF(rect.right(), y - line * 0.2))
            painter.setPen(INK)
            painter.setFont(bold)
            painter.drawText(QRectF(rect.left(), y, points_w, line),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, points)
            painter.setFont(regular)
            for text in lines:
                painter.drawText(QRectF(rect.left() + points_w, y, rect.width() - points_w,
                                        line),
                                 Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                                 text)
                y += line
            y += line * 0.25
    finally:
        painter.restore()
    return y - rect.top() <= rect.height() + 1

"""Put sheets on pages: PDF files, printers and images.

Several blank sheets share a page when they still print at a readable size (never smaller than
``MIN_SCALE`` of the printed sheet, and never so small that a text falls below 6 pt); a filled
sheet gets its own page, turned to whichever orientation shows it largest. Blank sheets carry
the game's title and a name line, and the print carries the solo rating table once.
"""

from __future__ import annotations

import contextlib
import errno
import os
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import NoReturn

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QFile,
    QFileDevice,
    QIODevice,
    QLocale,
    QMarginsF,
    QRectF,
    QSizeF,
)
from PySide6.QtGui import (
    QColor,
    QImage,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
)

from cleverdesk.engine import GameRecord, GameState, Phase, get_rules, replay
from cleverdesk.i18n_dates import day_text
from cleverdesk.i18n_words import game_title, rating_label
from cleverdesk.layout import LAYOUT_GAME_IDS, SheetGeometry, sheet_geometry
from cleverdesk.layout.element_state import sheet_facts
from cleverdesk.typed_text import typed

from .rating_table import has_rating_table, paint_rating_table, rating_table_fits
from .sheet_painter import MIN_TEXT_MM, BlankWords, Filling, paint_sheet, smallest_text

PAGE_SIZES = {"A4": QPageSize.PageSizeId.A4, "Letter": QPageSize.PageSizeId.Letter}
MARGIN_MM = 8.0
GAP_MM = 4.0  # 4 mm lets two 180 mm sheets share a Letter page at a readable size
MIN_SCALE = 0.72  # below this the smallest printed numbers get hard to read
PDF_DPI = 300
TABLE_MIN_W, TABLE_MIN_H = 28.0, 40.0  # mm: the least room the rating table is put in
# Blank sheets in one print: the print screen's spin box and the command line's --copies stop
# here (24 sheets are 12 pages; 100 000 would be gigabytes of PDF for no table at all).
MAX_COPIES = 24
# Every complete PDF ends with this marker (the trailer); a file cut short by a full disk lacks it.
PDF_END = b"%%EOF"


class Phrase(str):
    """An argument of a :class:`PrintError` that is itself a message of the Printing context
    (QT_TRANSLATE_NOOP's): English on the command line, translated on the print screen."""


class PrintError(ValueError):
    """A sheet cannot be printed (no sheet layout for the game, unknown page size …).

    ``str(error)`` is the English text (the command line's); ``words()`` is the same in the
    language installed now, for the desk's print screen."""

    def __init__(self, text: object, *args: object) -> None:  # text: QT_TRANSLATE_NOOP's
        self.text = str(text)
        self.args_ = tuple(a if isinstance(a, Phrase) else str(a) for a in args)
        super().__init__(self._fill(self.text))

    def _fill(self, text: str, translated: bool = False) -> str:
        for index, value in enumerate(self.args_, start=1):
            if translated and isinstance(value, Phrase):
                value = QCoreApplication.translate("Printing", value)
            text = text.replace(f"%{index}", value)
        return text

    def words(self) -> str:
        return self._fill(QCoreApplication.translate("Printing", self.text), translated=True)


def tr(text: str) -> str:
    return QCoreApplication.translate("Printing", text)


def blank_title(game: str) -> str:
    """The PDF's title for blank sheets, in the print language."""
    return tr("%1 – blank sheets").replace("%1", game_title(game))


def filled_title(game: str, names: Sequence[str]) -> str:
    """The PDF's title for a game's filled sheets: the game and who played."""
    return tr("%1 – %2").replace("%1", game_title(game)).replace(
        "%2", ", ".join(typed(name) for name in names))


@dataclass(frozen=True)
class SheetJob:
    """One sheet to print: blank (``filling`` None) or filled."""

    geometry: SheetGeometry
    filling: Filling | None = None


def blank_jobs(game: str, copies: int) -> list[SheetJob]:
    if game not in LAYOUT_GAME_IDS:
        raise PrintError(QT_TRANSLATE_NOOP("Printing", "There is no printable sheet for %1 yet."),
                         game)
    if copies < 1:
        raise PrintError(QT_TRANSLATE_NOOP("Printing", "Print at least one copy."))
    if copies > MAX_COPIES:
        raise PrintError(QT_TRANSLATE_NOOP("Printing", "Print at most %1 copies at a time."),
                         MAX_COPIES)
    geometry = sheet_geometry(game)
    return [SheetJob(geometry) for _ in range(copies)]


def jobs_for_record(record: GameRecord, *, when: datetime | None = None,
                    game_title: str = "") -> list[SheetJob]:
    """One filled sheet per player of a game record (finished or running)."""
    game = record.setup.game
    if game not in LAYOUT_GAME_IDS:
        raise PrintError(QT_TRANSLATE_NOOP("Printing", "There is no printable sheet for %1 yet."),
                         game)
    state = replay(record)
    return jobs_for_state(state, record, when=when, game_title=game_title)


def jobs_for_state(state: GameState, record: GameRecord, *, when: datetime | None = None,
                   game_title: str = "") -> list[SheetJob]:
    rules = get_rules(state.game)
    geometry = sheet_geometry(state.game)
    finished = state.phase == Phase.GAME_OVER
    jobs = []
    for player, seat in zip(state.players, record.setup.players, strict=True):
        parts = [typed(seat.name)]  # the footer's sentence keeps the language's direction
        if game_title:
            parts.append(game_title)
        if when is not None:  # the print language's way ("5. März 2026", "5 Mar 2026")
            parts.append(day_text(when.astimezone().date(), QLocale()))
        if record.setup.real_dice:  # the table threw: this sheet is a score pad's
            parts.append(tr("real dice"))
        if not finished:
            parts.append(tr("round %1 of %2 (game not finished)")
                         .replace("%1", str(state.round)).replace("%2", str(state.rounds)))
        rating = ""
        if finished and state.solo and rules.rating:
            band = rules.rating_band(rules.total(player))
            rating = rating_label(state.game, band.code, band.en)
        facts = sheet_facts(rules, player, round=state.round, rounds=state.rounds,
                            over=finished)
        jobs.append(SheetJob(geometry, Filling(facts, header=" — ".join(parts), rating=rating)))
    return jobs


def _arrangement(page_w: float, page_h: float, sheet_w: float, sheet_h: float,
                 most: int, least_scale: float = MIN_SCALE) -> tuple[int, int, float]:
    """(columns, rows, scale) with the most sheets per page at a readable scale."""
    best = (1, 1, min((page_w - 2 * MARGIN_MM) / sheet_w, (page_h - 2 * MARGIN_MM) / sheet_h))
    for cols in range(1, 4):
        for rows in range(1, 4):
            if cols * rows > most or cols * rows <= best[0] * best[1]:
                continue
            usable_w = (page_w - 2 * MARGIN_MM - (cols - 1) * GAP_MM) / cols
            usable_h = (page_h - 2 * MARGIN_MM - (rows - 1) * GAP_MM) / rows
            scale = min(usable_w / sheet_w, usable_h / sheet_h, 1.0)
            if scale >= least_scale:
                best = (cols, rows, scale)
    return best


def _layout_for(jobs: Sequence[SheetJob], page: str) -> tuple[QPageLayout, int, int]:
    try:
        size = QPageSize(PAGE_SIZES[page])
    except KeyError:
        raise PrintError(QT_TRANSLATE_NOOP("Printing", "Unknown page size %1 (known: %2)."),
                         page, ", ".join(PAGE_SIZES)) from None
    geometry = jobs[0].geometry
    blank = all(job.filling is None for job in jobs)
    most = len(jobs) if blank else 1
    # sheets share a page only as long as their smallest text stays 6 pt or more
    least = max(MIN_SCALE, MIN_TEXT_MM / smallest_text(jobs[0].geometry)) if most > 1 else MIN_SCALE
    mm = size.size(QPageSize.Unit.Millimeter)
    candidates = []
    for orientation, (w, h) in ((QPageLayout.Orientation.Portrait, (mm.width(), mm.height())),
                                (QPageLayout.Orientation.Landscape, (mm.height(), mm.width()))):
        cols, rows, scale = _arrangement(w, h, geometry.width, geometry.height, most, least)
        candidates.append((cols * rows, scale, orientation, cols, rows))
    count, _, orientation, cols, rows = max(candidates, key=lambda c: (c[0], c[1]))
    layout = QPageLayout(size, orientation, QMarginsF(0, 0, 0, 0), QPageLayout.Unit.Millimeter)
    return layout, cols, rows


def paint_pages(device: QPagedPaintDevice, jobs: Sequence[SheetJob], page: str = "A4",
                ink_saver: bool = False) -> int:
    """Paint the jobs onto any paged device (PDF writer, printer); returns the page count.
    ``ink_saver`` draws outlines and light tints instead of full colour areas and icons."""
    if not jobs:
        raise PrintError(QT_TRANSLATE_NOOP("Printing", "There is nothing to print."))
    layout, cols, rows = _layout_for(jobs, page)
    device.setPageLayout(layout)
    painter = QPainter()
    if not painter.begin(device):
        raise PrintError(QT_TRANSLATE_NOOP(
            "Printing", "The printer or the file could not be opened for printing."))
    ended = False
    try:
        full = QRectF(layout.fullRectPixels(device.logicalDpiX()) if hasattr(
            device, "logicalDpiX") else layout.fullRectPixels(PDF_DPI))
        dots_per_mm = full.width() / layout.fullRect(QPageLayout.Unit.Millimeter).width()
        placed = _placements(jobs, full, cols, rows, dots_per_mm)
        game = jobs[0].geometry.game
        blank = all(job.filling is None for job in jobs)
        table = _table_room(placed, full, cols, rows, dots_per_mm, game, jobs[0].geometry) \
            if blank and has_rating_table(game) else None
        words = BlankWords(game_title(game)) if blank else None
        pages = 0
        for (page_no, target), job in zip(placed, jobs, strict=True):
            while pages < page_no + 1:
                if pages:
                    device.newPage()
                pages += 1
            paint_sheet(painter, job.geometry, target, job.filling, ink_saver=ink_saver,
                        dots_per_mm=dots_per_mm, blank_words=words)
        if table is not None:
            table_page, room = table
            if table_page >= pages:
                device.newPage()
                pages += 1
            paint_rating_table(painter, game, room, dots_per_mm)
        ended = True
        # a PDF is written out here: a device that cannot take it says so (never a success)
        if not painter.end():
            raise PrintError(QT_TRANSLATE_NOOP(
                "Printing", "The printer or the file could not take the sheets."))
    finally:
        if not ended:
            painter.end()
    return pages


def _slot(index: int, full: QRectF, cols: int, rows: int, dots_per_mm: float) -> QRectF:
    """The rectangle of slot ``index`` on its page (slots fill row by row)."""
    margin, gap = MARGIN_MM * dots_per_mm, GAP_MM * dots_per_mm
    cell_w = (full.width() - 2 * margin - (cols - 1) * gap) / cols
    cell_h = (full.height() - 2 * margin - (rows - 1) * gap) / rows
    col, row = index % cols, index // cols
    return QRectF(margin + col * (cell_w + gap), margin + row * (cell_h + gap), cell_w, cell_h)


def _placements(jobs: Sequence[SheetJob], full: QRectF, cols: int, rows: int,
                dots_per_mm: float) -> list[tuple[int, QRectF]]:
    """(page index, target rectangle) of every sheet: a sheet kept at its printed size where
    it fits (never blown up beyond 100 %), centred in its slot."""
    per_page = cols * rows
    out = []
    for index, job in enumerate(jobs):
        target = _slot(index % per_page, full, cols, rows, dots_per_mm)
        natural = QSizeF(job.geometry.width * dots_per_mm, job.geometry.height * dots_per_mm)
        scale = min(1.0, target.width() / natural.width(), target.height() / natural.height())
        size = QSizeF(natural.width() * scale, natural.height() * scale)
        target = QRectF(target.center().x() - size.width() / 2,
                        target.center().y() - size.height() / 2, size.width(), size.height())
        out.append((index // per_page, target))
    return out


def _table_room(placed: list[tuple[int, QRectF]], full: QRectF, cols: int, rows: int,
                dots_per_mm: float, game: str, geometry: SheetGeometry) -> tuple[int, QRectF]:
    """Where the rating table goes: the free slot of the last page, else the strip beside or
    under a lone sheet on the last page (the sheet moves to the corner: ``placed`` changes)
    where the table fits there at 6 pt with no word cut, else a page of its own."""
    margin, gap = MARGIN_MM * dots_per_mm, GAP_MM * dots_per_mm
    per_page = cols * rows
    last_page, last = placed[-1]
    used = len(placed) % per_page
    if used:  # a free slot on the last page
        return last_page, _slot(used, full, cols, rows, dots_per_mm).adjusted(gap, gap, -gap,
                                                                               -gap)
    if per_page == 1:
        # the sheet a little smaller (never below 6 pt, at most 10 %) where its own size
        # leaves a strip a few millimetres too narrow: German and Dutch labels on Letter
        # went to a second page for 3 mm
        scale = last.width() / (geometry.width * dots_per_mm)  # the sheet's print scale now
        least = max(0.9, MIN_TEXT_MM / (smallest_text(geometry) * scale))
        for step in range(11):
            shrink = 1.0 - step / 100
            if shrink < least:
                break
            moved = QRectF(margin, margin, last.width() * shrink, last.height() * shrink)
            side = QRectF(moved.right() + gap, margin,
                          full.width() - margin - moved.right() - gap, full.height() - 2 * margin)
            under = QRectF(margin, moved.bottom() + gap, full.width() - 2 * margin,
                           full.height() - margin - moved.bottom() - gap)
            for room in (side, under):
                if room.width() >= TABLE_MIN_W * dots_per_mm and \
                        room.height() >= TABLE_MIN_H * dots_per_mm and \
                        rating_table_fits(game, room, dots_per_mm):
                    placed[-1] = (last_page, moved)
                    return last_page, room
    width = min(full.width() - 2 * margin, 110 * dots_per_mm)
    return last_page + 1, QRectF(margin, margin, width, full.height() - 2 * margin)


def write_pdf(path: Path, jobs: Sequence[SheetJob], page: str = "A4",
              title: str = "cleverdesk", ink_saver: bool = False) -> int:
    """Write the sheets as a vector PDF; returns the number of pages. The folder must exist
    (a mistyped folder is reported, not silently created).

    The PDF is written to a temporary file beside ``path`` and put in its place only when it is
    whole (every byte written and synced, the trailer there), as saves are: a full disk or any
    other write error raises :class:`PrintError` naming the cause, and a file that was at
    ``path`` stays as it was."""
    if not path.parent.is_dir():
        raise PrintError(tr("The folder %1 does not exist.").replace("%1", str(path.parent)))
    if path.exists() and not os.access(path, os.W_OK):
        _cannot_write(path, os.strerror(errno.EACCES))  # the file is write-protected
    try:
        fd, name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    except OSError as error:
        _cannot_write(path, error.strerror or str(error))
    os.close(fd)
    temp = Path(name)
    try:
        pages = _write_whole(temp, path, jobs, page, title, ink_saver)
        with contextlib.suppress(OSError):  # mkstemp's 0600: a PDF is a plain document
            os.chmod(temp, path.stat().st_mode & 0o777 if path.exists() else 0o644)
        try:
            os.replace(temp, path)
        except OSError as error:
            _cannot_write(path, error.strerror or str(error))
    finally:
        with contextlib.suppress(OSError):
            temp.unlink(missing_ok=True)  # gone after the rename; the cut file of a failure
    return pages


def _cannot_write(path: Path, cause: str) -> NoReturn:
    raise PrintError(QT_TRANSLATE_NOOP("Printing", "The PDF could not be written to %1: %2"),
                     path, _CAUSES.get(cause, cause))


# The system's words for the usual causes (strerror's, which Qt's errorString repeats), said in
# the print screen's language; any other cause is said as the system says it.
_CAUSES = {os.strerror(code): Phrase(words) for code, words in (
    (getattr(errno, name, None), words) for name, words in (
        ("ENOSPC", QT_TRANSLATE_NOOP("Printing", "the disk is full")),
        ("EDQUOT", QT_TRANSLATE_NOOP("Printing", "the disk is full")),
        ("EFBIG", QT_TRANSLATE_NOOP("Printing", "the file is larger than the disk or the "
                                                "system allows")),
        ("EACCES", QT_TRANSLATE_NOOP("Printing", "permission denied")),
        ("EPERM", QT_TRANSLATE_NOOP("Printing", "permission denied")),
        ("EROFS", QT_TRANSLATE_NOOP("Printing", "the disk is read-only"))))
    if code is not None}


def _write_whole(temp: Path, path: Path, jobs: Sequence[SheetJob], page: str, title: str,
                 ink_saver: bool) -> int:
    """Paint the PDF into ``temp`` through a file whose every write error is seen (QPdfWriter
    on a file name keeps them to itself), synced to the disk; raises PrintError with the cause."""
    file = QFile(str(temp))
    if not file.open(QIODevice.OpenModeFlag.WriteOnly | QIODevice.OpenModeFlag.Truncate):
        _cannot_write(path, file.errorString())
    try:
        writer = QPdfWriter(file)
        writer.setResolution(PDF_DPI)
        writer.setTitle(title)
        writer.setCreator("cleverdesk")
        try:
            pages = paint_pages(writer, jobs, page, ink_saver=ink_saver)
        except PrintError:
            if file.error() != QFileDevice.FileError.NoError:
                _cannot_write(path, file.errorString())  # the cause, not only the symptom
            raise
        del writer
        if not file.flush() or file.error() != QFileDevice.FileError.NoError:
            _cannot_write(path, file.errorString())
        try:
            os.fsync(file.handle())  # a disk that fills up only now says so here
        except OSError as error:
            _cannot_write(path, error.strerror or str(error))
    finally:
        file.close()
    if file.error() != QFileDevice.FileError.NoError:
        _cannot_write(path, file.errorString())
    if not _ends_whole(temp):
        _cannot_write(path, Phrase(QT_TRANSLATE_NOOP("Printing", "the file was cut short")))
    return pages


def _ends_whole(path: Path) -> bool:
    """The PDF ends with its trailer (the last thing written)."""
    try:
        with open(path, "rb") as handle:
            size = handle.seek(0, os.SEEK_END)
            handle.seek(max(0, size - 64))
            return PDF_END in handle.read()
    except OSError:
        return False


def render_image(job: SheetJob, dots_per_mm: float = 6.0, ink_saver: bool = False) -> QImage:
    """The sheet as a picture (previews, tests, sharing)."""
    geometry = job.geometry
    image = QImage(round(geometry.width * dots_per_mm), round(geometry.height * dots_per_mm),
                   QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    try:
        paint_sheet(painter, geometry, QRectF(0, 0, image.width(), image.height()), job.filling,
                    ink_saver=ink_saver)
    finally:
        painter.end()
    return image

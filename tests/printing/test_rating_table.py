"""The solo rating table printed beside a blank sheet: every word inside its room, on paper.

Measured on the PDF as a printer would print it (pdftoppm), not on a picture: a PDF's text is
laid out with the font's own widths, a screen picture's with hinted ones, and the two differ
enough that a label fitting the picture ran off the paper."""
from __future__ import annotations

import subprocess
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QGuiApplication, QImage, QPageLayout

from cleverdesk.i18n_words import LANGUAGES, load_language
from cleverdesk.layout import LAYOUT_GAME_IDS
from cleverdesk.printing import write_pdf
from cleverdesk.printing.pages import (
    PDF_DPI,
    _layout_for,
    _placements,
    _table_room,
    blank_jobs,
)
from cleverdesk.printing.rating_table import has_rating_table

RATED = [game for game in LAYOUT_GAME_IDS if has_rating_table(game)]
RASTER_DPI = 150


@pytest.fixture(autouse=True)
def gui_app(qapp: QGuiApplication) -> Iterator[QGuiApplication]:
    yield qapp
    load_language("en")


def page_pixels(pdf: Path, page: int) -> np.ndarray:
    """Page ``page`` (1-based) of ``pdf`` in grey, RASTER_DPI dots per inch."""
    stem = pdf.with_suffix("")
    subprocess.run(["pdftoppm", "-gray", "-r", str(RASTER_DPI), "-f", str(page), "-l", str(page),
                    "-singlefile", "-png", str(pdf), str(stem)], check=True)
    image = QImage(str(stem) + ".png").convertToFormat(QImage.Format.Format_Grayscale8)
    return np.frombuffer(image.constBits(), np.uint8).reshape(
        image.height(), image.bytesPerLine())[:, :image.width()].copy()


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", RATED)
def test_the_rating_table_stays_in_its_room_on_a4_and_letter(game: str, lang: str,
                                                             tmp_path: Path) -> None:
    """Clever hoch drei in Dutch on Letter: the table went into a 30 mm strip beside the sheet
    and "wonderkind", "verbetering" and "dobbelspel" ran off the edge of the paper."""
    load_language(lang)
    for page in ("A4", "Letter"):
        jobs = blank_jobs(game, 1)
        # where the printer puts the table, in millimetres of the page
        layout, cols, rows = _layout_for(jobs, page)
        mm = layout.fullRect(QPageLayout.Unit.Millimeter)
        dpm = PDF_DPI / 25.4
        full = QRectF(0, 0, mm.width() * dpm, mm.height() * dpm)
        placed = _placements(jobs, full, cols, rows, dpm)
        table_page, room = _table_room(placed, full, cols, rows, dpm, game, jobs[0].geometry)
        pdf = tmp_path / f"{page}.pdf"
        write_pdf(pdf, jobs, page=page)
        pixels = page_pixels(pdf, table_page + 1)
        scale = RASTER_DPI / PDF_DPI
        top, bottom = int(room.top() * scale), int(room.bottom() * scale)
        left, right = int(room.left() * scale), int(room.right() * scale)
        inside = pixels[top:bottom, left:right] < 128
        # the table's rules run across its whole width; any other ink in its last half
        # millimetre is a word cut off at the edge (the PDF clips text at its rectangle)
        rules = inside.mean(axis=1) > 0.5
        edge = inside[~rules, -round(RASTER_DPI / 25.4 / 2):]
        cut = int(edge.any(axis=1).sum())
        assert cut == 0, (page, f"{cut} rows of text reach the right edge of the table")
        # and nothing is drawn right of or under the room but the sheet
        dark = pixels < 128
        sheet = placed[-1][1] if placed[-1][0] == table_page else QRectF()
        dark[int(sheet.top() * scale) - 2:int(sheet.bottom() * scale) + 3,
             int(sheet.left() * scale) - 2:int(sheet.right() * scale) + 3] = False
        outside = int(dark[:, right + 2:].sum() + dark[bottom + 2:, :].sum())
        assert outside == 0, (page, f"{outside} dark dots right of or under the table's room")


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", RATED)
def test_one_blank_sheet_and_its_rating_table_share_one_page(game: str, lang: str,
                                                             tmp_path: Path) -> None:
    """A blank Ganz schön clever sheet on Letter in German or Dutch put its table on a second
    page: the strip beside the sheet was 3 mm too narrow for the longest words at 6 pt. The
    sheet is printed a little smaller (at most 10 %, never under 6 pt) to make the room."""
    load_language(lang)
    for page in ("A4", "Letter"):
        assert write_pdf(tmp_path / f"{page}.pdf", blank_jobs(game, 1), page=page) == 1, page

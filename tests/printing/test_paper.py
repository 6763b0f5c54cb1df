"""Issue 32 §3: sheets a black-and-white home printer can play, readable everywhere on paper.

The PDFs are measured, not the painter's intentions: font sizes come from the PDF's text
operators (pypdf), shapes from pictures of the sheet.
"""

from __future__ import annotations

import math
import subprocess
import sys
import unicodedata
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QLocale
from PySide6.QtGui import QGuiApplication, QImage

from cleverdesk.engine import GameSetup, Phase, PlayerSetup, get_rules
from cleverdesk.engine.simulate import play_game
from cleverdesk.i18n_dates import day_text
from cleverdesk.i18n_words import LANGUAGES, die_letter, game_title, load_language, rating_label
from cleverdesk.layout import LAYOUT_GAME_IDS, Kind, sheet_geometry
from cleverdesk.printing import SheetJob, jobs_for_record, render_image, write_pdf
from cleverdesk.printing.pages import blank_jobs, blank_title
from cleverdesk.printing.sheet_painter import bonus_glyph

MIN_PT = 6.0
DPM = 6.0  # dots per millimetre of the test pictures


@pytest.fixture(autouse=True)
def gui_app(qapp: QGuiApplication) -> Iterator[QGuiApplication]:
    yield qapp
    load_language("en")


def finished(game: str, seed: int = 9):  # type: ignore[no-untyped-def]
    setup = GameSetup(game=game, players=[PlayerSetup(name="Anna", bot="greedy")], seed=seed)
    state, record = play_game(get_rules(game), setup)
    assert state.phase == Phase.GAME_OVER
    return state, record


def text_sizes(path: Path) -> list[tuple[float, str]]:
    """(size in points as printed, text) of every text run of the PDF: the font size times the
    vertical scale of the text and page matrices."""
    out: list[tuple[float, str]] = []
    for page in PdfReader(path).pages:
        def visit(text: str, cm: list[float], tm: list[float], font: object,
                  size: float) -> None:
            if not text.strip():
                return
            c, d = tm[2] * cm[0] + tm[3] * cm[2], tm[2] * cm[1] + tm[3] * cm[3]
            out.append((size * math.hypot(c, d), text.strip()))
        page.extract_text(visitor_text=visit)
    return out


def pdf_words(path: Path) -> list[str]:
    """The words of the PDF, ligatures undone ("ﬀ" -> "ff")."""
    text = " ".join(page.extract_text() for page in PdfReader(path).pages)
    return unicodedata.normalize("NFKC", text).split()


# ------------------------------------------------------------------ nothing below 6 pt
@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", LAYOUT_GAME_IDS)
def test_no_text_on_paper_is_smaller_than_6_pt(game: str, lang: str, tmp_path: Path) -> None:
    load_language(lang)
    _, record = finished(game)
    filled = jobs_for_record(record, when=datetime(2026, 3, 5), game_title=game_title(game))
    small = []
    for page in ("A4", "Letter"):
        for name, jobs in (("blank", blank_jobs(game, 1)), ("blank x3", blank_jobs(game, 3)),
                           ("filled", filled)):
            out = tmp_path / f"{page}-{name}.pdf"
            write_pdf(out, jobs, page=page)
            small += [(page, name, round(size, 2), text) for size, text in text_sizes(out)
                      if size < MIN_PT - 0.01]
    assert not small, small[:12]


def test_sheets_still_share_a_page_when_their_text_stays_readable(tmp_path: Path) -> None:
    for game in ("ganz-schoen-clever", "doppelt-so-clever"):
        for page in ("A4", "Letter"):
            out = tmp_path / f"{game}-{page}.pdf"
            write_pdf(out, blank_jobs(game, 2), page=page)
            # both sheets on the first page ("Score" once each), the rating table on a second
            assert [p.extract_text().split().count("Score")
                    for p in PdfReader(out).pages] == [2, 0], (game, page)
            assert min(size for size, _ in text_sizes(out)) >= MIN_PT - 0.01


# ------------------------------------------------------------------ black and white
def coloured_icons(game: str) -> list[tuple[str, str]]:
    """(bonus code, colour) of every icon whose colour says where it goes."""
    out = []
    for e in sheet_geometry(game).of_kind(Kind.BONUS):
        glyph, colour = bonus_glyph(e.code)
        if glyph and colour not in ("black", "fox"):
            out.append((e.code, colour))
    return out


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", LAYOUT_GAME_IDS)
def test_every_coloured_icon_carries_its_colours_initial(game: str, lang: str,
                                                         tmp_path: Path) -> None:
    load_language(lang)
    out = tmp_path / "blank.pdf"
    write_pdf(out, blank_jobs(game, 1))
    words = set(pdf_words(out))
    icons = coloured_icons(game)
    assert icons
    for code, colour in icons:
        glyph, _ = bonus_glyph(code)
        assert f"{glyph}{die_letter(colour)}" in words, (code, glyph + die_letter(colour))


def test_clever_cubed_navy_and_black_question_marks_differ_in_words(tmp_path: Path) -> None:
    out = tmp_path / "c3.pdf"
    write_pdf(out, blank_jobs("clever-hoch-drei", 1))
    words = pdf_words(out)
    assert "?B" in words  # the navy (blue) "?"
    assert "?" in words  # the black "?" (any area) keeps its bare mark


def positioned_texts(path: Path) -> list[tuple[str, float, float]]:
    """(text, x, y) in points of the first page."""
    out: list[tuple[str, float, float]] = []

    def visit(text: str, cm: list[float], tm: list[float], font: object, size: float) -> None:
        if text.strip():
            x = tm[4] * cm[0] + tm[5] * cm[2] + cm[4]
            y = tm[4] * cm[1] + tm[5] * cm[3] + cm[5]
            out.append((text.strip(), x, y))

    PdfReader(path).pages[0].extract_text(visitor_text=visit)
    return out


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_silver_row_of_twice_as_clever_names_its_colour(lang: str, tmp_path: Path) -> None:
    from cleverdesk.printing.sheet_painter import drawn_texts

    load_language(lang)
    game = "doppelt-so-clever"
    geometry = sheet_geometry(game)
    tabs = [e for e in geometry.of_kind(Kind.AREA) if e.code == "tab"]
    assert [e.area for e in tabs] == ["yellow", "blue", "green", "pink"]  # the platter chain
    drawn = drawn_texts(geometry)
    for tab in tabs:
        assert [d.text for d in drawn if d.element == tab] == [die_letter(tab.area)], tab.area
    out = tmp_path / "dsc.pdf"
    write_pdf(out, blank_jobs(game, 1))
    words = pdf_words(out)
    assert all(die_letter(tab.area) in words for tab in tabs)


def grey_picture(job: SheetJob, ink_saver: bool = False) -> QImage:
    return render_image(job, DPM, ink_saver=ink_saver).convertToFormat(
        QImage.Format.Format_Grayscale8)


def darkness(image: QImage, x_mm: float, y_mm: float) -> int:
    return 255 - image.pixelColor(round(x_mm * DPM), round(y_mm * DPM)).value()


# ------------------------------------------------------------------ overflow, drawing
def test_twice_as_clever_yellow_scale_numbers_stay_in_their_boxes() -> None:
    from cleverdesk.printing.sheet_painter import drawn_texts

    geometry = sheet_geometry("doppelt-so-clever")
    drawn = drawn_texts(geometry)
    scale = [e for e in geometry.of_kind(Kind.SCALE) if e.area == "yellow"]
    assert len(scale) >= 10
    for e in scale:
        (box,) = [d for d in drawn if d.element == e]
        assert box.text == e.text
        assert box.width <= e.w - 0.3, (e.text, box.width, e.w)  # a gap on both sides


def test_clever_4ever_yellow_rising_signs_are_drawn_visibly() -> None:
    geometry = sheet_geometry("clever-4ever")
    image = grey_picture(SheetJob(geometry))
    cells = {e.index: e for e in geometry.of_kind(Kind.CELL) if e.area == "yellow"}
    for col in range(4):
        left, right = cells[col], cells[col + 1]
        # inside the gap between the two cells, clear of their frames
        xs = [left.x + left.w + 0.3 + k * 0.1 for k in range(int((right.x - left.x - left.w
                                                                    - 0.6) / 0.1) + 1)]
        ys = [left.y + left.h * k / 40 for k in range(1, 40)]
        inked = [y for y in ys if any(darkness(image, x, y) > 80 for x in xs)]
        assert inked, col
        # as tall as a third of the row, not a dot
        assert max(inked) - min(inked) >= left.h / 3, (col, min(inked), max(inked))


def test_clever_4ever_green_fields_are_squares_split_by_a_diagonal() -> None:
    geometry = sheet_geometry("clever-4ever")
    image = grey_picture(SheetJob(geometry))
    fields = int(get_rules("clever-4ever").areas["green"].fields)  # type: ignore[attr-defined]
    for f in range(fields):
        upper, lower = geometry.cell("green", f), geometry.cell("green", fields + f)
        top, bottom = upper.y, lower.y + lower.h
        x0, x1 = upper.x, upper.x + upper.w
        # no border across the middle of the square (two stacked boxes had one) …
        mid = (top + bottom) / 2
        assert darkness(image, x0 + 0.15 * (x1 - x0), mid) < 40, f
        assert darkness(image, x0 + 0.85 * (x1 - x0), mid) < 40, f
        # … but the diagonal from the top right to the bottom left corner
        for t in (0.25, 0.4, 0.6, 0.75):
            x, y = x1 - t * (x1 - x0), top + t * (bottom - top)
            assert max(darkness(image, x + dx, y) for dx in (-0.2, 0, 0.2)) > 100, (f, t)


def test_clever_4ever_blue_main_diagonal_is_drawn() -> None:
    geometry = sheet_geometry("clever-4ever")
    lines = {e.code: e for e in geometry.of_kind(Kind.LINE)}
    assert "main_diagonal" in lines and lines["main_diagonal"].shape == "falling"
    image = grey_picture(SheetJob(geometry))
    for r in range(5):  # in the gap between two diagonal cells, where nothing else is printed
        a, b = geometry.cell("blue", r * 6 + r), geometry.cell("blue", (r + 1) * 6 + r + 1)
        x, y = (a.x + a.w + b.x) / 2, (a.y + a.h + b.y) / 2
        assert darkness(image, x, y) > 100, r


def test_clever_4ever_grey_sub_areas_have_borders() -> None:
    geometry = sheet_geometry("clever-4ever")
    area = get_rules("clever-4ever").areas["grey"]
    owner = {c: sub.id for sub in area.sub_areas for c in sub.cells}  # type: ignore[attr-defined]
    image = grey_picture(SheetJob(geometry), ink_saver=True)
    cols = 16
    borders = inside = 0
    for index, sub in owner.items():
        row, col = divmod(index, cols)
        if col == cols - 1:
            continue
        a, b = geometry.cell("grey", index), geometry.cell("grey", index + 1)
        gap = darkness(image, (a.x + a.w + b.x) / 2, a.y + a.h * 0.3)
        if owner[index + 1] != sub:
            borders += 1
            assert gap > 120, (index, "a border between two sub-areas")
        else:
            inside += 1
            assert gap < 120, (index, "no border inside a sub-area")
    assert borders and inside


# ------------------------------------------------------------------ blank sheets
@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", LAYOUT_GAME_IDS)
def test_blank_sheets_carry_title_name_line_and_the_solo_rating_table(
        game: str, lang: str, tmp_path: Path) -> None:
    from cleverdesk.printing.sheet_painter import tr as sheet_tr

    load_language(lang)
    out = tmp_path / "blank.pdf"
    write_pdf(out, blank_jobs(game, 1))
    text = " ".join(pdf_words(out))
    assert game_title(game) in text
    assert sheet_tr("Name:") in text
    for band in get_rules(game).rating:
        label = unicodedata.normalize("NFKC", rating_label(game, band.code, band.en))
        assert label in text, band.code
        assert str(band.min if band.min is not None else band.max) in text


def test_clever_cubed_pink_legend_says_bonus_in_words(tmp_path: Path) -> None:
    for lang, word in (("en", "bonus"), ("de", "Bonus"), ("nl", "bonus")):
        load_language(lang)
        out = tmp_path / f"{lang}.pdf"
        write_pdf(out, blank_jobs("clever-hoch-drei", 1))
        words = pdf_words(out)
        assert word in words, lang
        assert "+ !" not in " ".join(words), lang  # the "!" is Clever 4ever's own sign


# ------------------------------------------------------------------ words of the document
def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "cleverdesk", *args], capture_output=True,
                          text=True, timeout=180)


def test_pdf_title_is_in_the_print_language(tmp_path: Path) -> None:
    out = tmp_path / "de.pdf"
    result = run_cli("print", "--blank", "--game", "ganz-schoen-clever", "--lang", "de",
                     "--out", str(out))
    assert result.returncode == 0, result.stderr
    assert PdfReader(out).metadata.title == "Ganz schön clever – leere Spielblätter"
    load_language("nl")
    assert blank_title("ganz-schoen-clever") == "Clever – lege scorevellen"  # its Dutch title


@pytest.mark.parametrize("lang", LANGUAGES)
def test_footer_date_is_written_the_print_languages_way(lang: str, tmp_path: Path) -> None:
    load_language(lang)
    _, record = finished("ganz-schoen-clever")
    when = datetime(2026, 3, 5, 12, 0)
    out = tmp_path / "filled.pdf"
    write_pdf(out, jobs_for_record(record, when=when, game_title=game_title(record.setup.game)))
    text = " ".join(pdf_words(out))
    assert "2026-03-05" not in text
    assert day_text(when.date(), QLocale(lang)) in text
    assert day_text(when.date(), QLocale(lang)) != day_text(when.date(), QLocale(
        "de" if lang != "de" else "en"))


def test_print_help_says_it_speaks_english() -> None:
    result = run_cli("print", "--help")
    assert result.returncode == 0
    assert "English" in " ".join(result.stdout.split())


# ------------------------------------------------------------------ ink saver
def colourful(image: QImage, e_x: float, e_y: float, e_w: float, e_h: float) -> float:
    """The share of strongly coloured pixels (saturated and not light) in a box."""
    hits = total = 0
    for i in range(1, 12):
        for j in range(1, 12):
            c = image.pixelColor(round((e_x + e_w * i / 12) * DPM), round((e_y + e_h * j / 12)
                                                                         * DPM))
            total += 1
            hits += c.hsvSaturation() > 110 and c.value() > 60 and c.lightness() < 200
    return hits / total


@pytest.mark.parametrize("game", LAYOUT_GAME_IDS)
def test_the_ink_saver_prints_no_solid_orange_foxes(game: str) -> None:
    geometry = sheet_geometry(game)
    image = render_image(SheetJob(geometry), DPM, ink_saver=True)
    foxes = [e for e in geometry.elements if e.code == "fox"]
    assert foxes
    for e in foxes:
        assert colourful(image, e.x, e.y, e.w, e.h) < 0.1, e


def tinted(image: QImage, e_x: float, e_y: float, e_w: float, e_h: float) -> float:
    """The share of pixels in a box that are not paper white (any tint at all)."""
    samples = [image.pixelColor(round((e_x + e_w * i / 8) * DPM), round((e_y + e_h * j / 8)
                                                                        * DPM))
               for i in range(2, 7) for j in range(2, 7)]
    return sum(1 for c in samples if c.hsvSaturation() > 20) / len(samples)


def test_the_ink_saver_prints_no_solid_yellow_sum_boxes() -> None:
    geometry = sheet_geometry("clever-4ever")
    saver = render_image(SheetJob(geometry), DPM, ink_saver=True)
    full = render_image(SheetJob(geometry), DPM)
    boxes = [e for e in geometry.of_kind(Kind.SCORE) if e.code.startswith("yellow_row_")]
    assert boxes
    for e in boxes:
        assert tinted(saver, e.x, e.y, e.w, e.h) == 0, e.code  # a frame on white paper
        assert tinted(full, e.x, e.y, e.w, e.h) == 1, e.code  # the colour print keeps it


def test_the_ink_saver_prints_pre_crossed_cells_without_a_grey_fill() -> None:
    game = "ganz-schoen-clever"
    geometry = sheet_geometry(game)
    premarked = get_rules(game).areas["yellow"].premarked
    assert premarked
    image = grey_picture(SheetJob(geometry), ink_saver=True)
    for index in premarked:
        e = geometry.cell("yellow", index)
        # near a corner, away from the printed cross: paper white
        assert darkness(image, e.x + e.w * 0.5, e.y + e.h * 0.12) < 8, index


@pytest.mark.parametrize("lang", LANGUAGES)
def test_headings_keep_to_their_box_on_a_shared_page(lang: str) -> None:
    """A heading too long for 6 pt breaks its line (Dutch "Dobbelsteenvelden" above Clever
    hoch Drei's dice fields) instead of running into the next one."""
    from cleverdesk.printing.sheet_painter import drawn_texts

    load_language(lang)
    for game in LAYOUT_GAME_IDS:
        geometry = sheet_geometry(game)
        for scale in (1.0, 0.72):
            for d in drawn_texts(geometry, paper_scale=scale):
                if d.element is not None and d.element.kind == Kind.TITLE:
                    assert d.width <= d.element.w + 0.05, (game, scale, d.text, d.width)

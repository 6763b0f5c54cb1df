"""Blank and filled score sheets on paper (PDF) and as pictures, for every game with a sheet."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QRect
from PySide6.QtGui import QGuiApplication, QImage

from cleverdesk.engine import GameSetup, Phase, PlayerSetup, get_rules
from cleverdesk.engine.simulate import play_game
from cleverdesk.layout import LAYOUT_GAME_IDS, Kind, sheet_geometry
from cleverdesk.printing import SheetJob, jobs_for_record, render_image, write_pdf
from cleverdesk.printing.pages import blank_jobs

POINTS_PER_MM = 72 / 25.4
PAGE_MM = {"A4": (210, 297), "Letter": (215.9, 279.4)}


@pytest.fixture(autouse=True)
def gui_app(qapp: QGuiApplication) -> QGuiApplication:
    """Painting text needs an application; pytest-qt's is the desk's QApplication kind."""
    return qapp


def finished(game: str, players: int = 1, seed: int = 4):  # type: ignore[no-untyped-def]
    setup = GameSetup(game=game, players=[PlayerSetup(name=f"Player {i + 1}", bot="greedy")
                                          for i in range(players)], seed=seed)
    state, record = play_game(get_rules(game), setup)
    assert state.phase == Phase.GAME_OVER
    return state, record


def pdf_text(path: Path) -> str:
    """The PDF's text with runs of white space made single spaces (extraction uses tabs)."""
    return " ".join(" ".join(page.extract_text() for page in PdfReader(path).pages).split())


@pytest.mark.parametrize("game", LAYOUT_GAME_IDS)
@pytest.mark.parametrize("page", ["A4", "Letter"])
def test_blank_sheets_pdf(game: str, page: str, tmp_path: Path) -> None:
    out = tmp_path / "blank.pdf"
    pages = write_pdf(out, blank_jobs(game, 5), page=page)
    reader = PdfReader(out)
    assert len(reader.pages) == pages
    assert 1 <= pages <= 5
    for pdf_page in reader.pages:
        w, h = sorted((float(pdf_page.mediabox.width), float(pdf_page.mediabox.height)))
        expected = sorted(v * POINTS_PER_MM for v in PAGE_MM[page])
        assert w == pytest.approx(expected[0], abs=1.5)
        assert h == pytest.approx(expected[1], abs=1.5)
    # every number printed on the sheet is real text in the PDF (vector, searchable)
    text = pdf_text(out)
    geometry = sheet_geometry(game)
    printed = {e.text for e in geometry.elements
               if e.kind in (Kind.CELL, Kind.POINTS, Kind.SCALE) and e.text}
    assert printed
    words = set(text.split())
    missing = [t for t in printed if t not in words]
    assert not missing, missing


def sheets_per_page(path: Path) -> list[int]:
    """How many sheets each page of a blank print holds (each sheet prints "Score" once)."""
    return [page.extract_text().split().count("Score") for page in PdfReader(path).pages]


def test_several_blank_sheets_share_a_page_when_readable(tmp_path: Path) -> None:
    pages = write_pdf(tmp_path / "b.pdf", blank_jobs("ganz-schoen-clever", 4), page="A4")
    # two 230 × 180 mm sheets fit on A4 portrait at a readable size; the solo rating table,
    # printed once, has a page of its own when no page has room for it
    assert sheets_per_page(tmp_path / "b.pdf") == [2, 2, 0]
    assert pages == 3


@pytest.mark.parametrize("game", LAYOUT_GAME_IDS)
def test_filled_pdf_has_one_page_per_player_with_names_and_totals(game: str,
                                                                  tmp_path: Path) -> None:
    state, record = finished(game, players=2)
    out = tmp_path / "filled.pdf"
    assert write_pdf(out, jobs_for_record(record, game_title="Title")) == 2
    text = pdf_text(out)
    rules = get_rules(game)
    for player, seat in zip(state.players, record.setup.players, strict=True):
        assert seat.name in text
        assert str(rules.total(player)) in text


@pytest.mark.parametrize("game", LAYOUT_GAME_IDS)
def test_filled_picture_differs_from_blank_exactly_in_marked_cells(game: str) -> None:
    state, record = finished(game, players=1, seed=9)
    player = state.players[0]
    geometry = sheet_geometry(game)
    (filled_job,) = jobs_for_record(record)
    blank = render_image(SheetJob(geometry))
    filled = render_image(filled_job)
    assert blank.size() == filled.size()
    scale = blank.width() / geometry.width
    rules = get_rules(game)
    marked, open_cells = [], []
    for e in geometry.of_kind(Kind.CELL):
        area = rules.areas[e.area]
        if e.index in area.premarked:
            continue
        (marked if player.marks[e.area][e.index] else open_cells).append(e)
    assert marked and open_cells

    def region(image: QImage, e) -> QImage:  # type: ignore[no-untyped-def]
        inner = QRect(round(e.x * scale) + 2, round(e.y * scale) + 2,
                      round(e.w * scale) - 4, round(e.h * scale) - 4)
        return image.copy(inner)

    for e in marked[:6] + marked[-3:]:
        assert region(blank, e) != region(filled, e), f"{e.area} {e.index} should be marked"
    for e in open_cells[:6] + open_cells[-3:]:
        assert region(blank, e) == region(filled, e), f"{e.area} {e.index} should be blank"


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "cleverdesk", *args], capture_output=True,
                          text=True, timeout=180)


def test_print_command_blank_and_from_a_save(tmp_path: Path) -> None:
    blank = tmp_path / "blank.pdf"
    result = run_cli("print", "--game", "ganz-schoen-clever", "--blank", "--copies", "3",
                     "--out", str(blank))
    assert result.returncode == 0, result.stderr
    assert len(PdfReader(blank).pages) == 2
    save = tmp_path / "game.json"
    assert run_cli("sim", "--games", "1", "--seed", "3", "--save-record",
                   str(save)).returncode == 0
    filled = tmp_path / "filled.pdf"
    result = run_cli("print", "--save", str(save), "--out", str(filled), "--page", "Letter")
    assert result.returncode == 0, result.stderr
    assert "greedy 1" in pdf_text(filled)


@pytest.mark.parametrize("save", sorted((Path(__file__).parent.parent / "store" / "fixtures")
                                         .glob("save-v3-real-dice-*.json")), ids=lambda p: p.stem)
def test_print_command_prints_a_game_of_real_dice(save: Path, tmp_path: Path) -> None:
    """The filled sheets of a real-dice save: one per player, its scores from the throws the
    table entered (the setup's seed would give other dice), and the footer says real dice."""
    from cleverdesk.store import load_save

    loaded = load_save(save)
    filled = tmp_path / "filled.pdf"
    result = run_cli("print", "--save", str(save), "--out", str(filled))
    assert result.returncode == 0, result.stderr
    text = pdf_text(filled)
    rules = get_rules(loaded.record.setup.game)
    assert len(PdfReader(filled).pages) == len(loaded.state.players)
    for player, seat in zip(loaded.state.players, loaded.record.setup.players, strict=True):
        assert seat.name in text and str(rules.total(player)) in text
    assert text.count("real dice") == len(loaded.state.players)


@pytest.mark.parametrize("args", [
    ("--blank", "--game", "nope"),
    ("--blank",),
    ("--save", "/nonexistent/file.json"),
    ("--blank", "--game", "ganz-schoen-clever", "--page", "A7"),
    ("--blank", "--game", "ganz-schoen-clever", "--save", "x.json"),
])
def test_print_command_refuses_with_a_reason(args: tuple[str, ...], tmp_path: Path) -> None:
    result = run_cli("print", *args, "--out", str(tmp_path / "x.pdf"))
    assert result.returncode == 2
    assert "error" in result.stderr and "Traceback" not in result.stderr


def test_print_command_explains_that_set_cubed_has_no_sheet(tmp_path: Path) -> None:
    save = tmp_path / "set.json"
    assert run_cli("sim", "--game", "set-cubed", "--players", "2", "--games", "1",
                   "--save-record", str(save)).returncode == 0
    out = tmp_path / "set.pdf"
    result = run_cli("print", "--save", str(save), "--out", str(out))
    assert result.returncode == 2 and not out.exists()
    assert "no score sheet" in result.stderr and "Traceback" not in result.stderr


def test_print_speaks_the_language_asked_for(tmp_path: Path) -> None:
    for lang, heading, extra in (("de", "Gelb", "Würfelfelder"), ("nl", "Geel",
                                                                    "Extra dobbelsteen (+1)")):
        out = tmp_path / f"{lang}.pdf"
        result = run_cli("print", "--blank", "--game", "ganz-schoen-clever", "--lang", lang,
                         "--out", str(out))
        assert result.returncode == 0, result.stderr
        text = pdf_text(out)
        assert heading in text and extra in text  # whole, not cut off ("Extra dobbelsteen (")
        assert "Yellow" not in text
    result = run_cli("print", "--blank", "--game", "ganz-schoen-clever", "--lang", "fr",
                     "--out", str(tmp_path / "fr.pdf"))
    assert result.returncode == 2 and "de, nl, en" in result.stderr


def test_print_names_an_unknown_game_and_the_known_ones(tmp_path: Path) -> None:
    result = run_cli("print", "--blank", "--game", "nosuch", "--out", str(tmp_path / "x.pdf"))
    assert result.returncode == 2
    assert "unknown game id 'nosuch'" in result.stderr
    for game in LAYOUT_GAME_IDS:
        assert game in result.stderr


def test_print_takes_the_page_size_in_any_case(tmp_path: Path) -> None:
    out = tmp_path / "letter.pdf"
    result = run_cli("print", "--blank", "--game", "doppelt-so-clever", "--page", "letter",
                     "--out", str(out))
    assert result.returncode == 0, result.stderr
    width = float(PdfReader(out).pages[0].mediabox.width)
    assert min(width, float(PdfReader(out).pages[0].mediabox.height)) == pytest.approx(
        215.9 * POINTS_PER_MM, abs=1.5)


def test_print_does_not_create_a_missing_folder_and_names_the_path(tmp_path: Path) -> None:
    missing = tmp_path / "no" / "such" / "folder" / "x.pdf"
    result = run_cli("print", "--blank", "--game", "ganz-schoen-clever", "--out", str(missing))
    assert result.returncode == 2 and str(missing.parent) in result.stderr
    assert not (tmp_path / "no").exists()
    folder = tmp_path / "taken.pdf"
    folder.mkdir()  # not a file that can be written
    result = run_cli("print", "--blank", "--game", "ganz-schoen-clever", "--out", str(folder))
    assert result.returncode == 2 and str(folder) in result.stderr


def test_two_sheets_share_a_letter_page(tmp_path: Path) -> None:
    for game in ("ganz-schoen-clever", "doppelt-so-clever"):
        pages = write_pdf(tmp_path / f"{game}.pdf", blank_jobs(game, 4), page="Letter")
        assert sheets_per_page(tmp_path / f"{game}.pdf") == [2, 2, 0], game
        assert pages == 3, game  # and the rating table's page


def test_the_ink_saver_prints_less_ink() -> None:
    def ink(image: QImage) -> int:
        grey = image.convertToFormat(QImage.Format.Format_Grayscale8)
        return sum(255 - grey.pixelColor(x, y).value()
                   for x in range(0, grey.width(), 3) for y in range(0, grey.height(), 3))

    job = blank_jobs("clever-4ever", 1)[0]
    full, saver = render_image(job, 2.0), render_image(job, 2.0, ink_saver=True)
    assert ink(saver) < 0.8 * ink(full)


def test_filled_sheets_show_the_boxes_beside_the_areas(tmp_path: Path) -> None:
    from cleverdesk.layout.marks import box_value

    for game, prefix in (("clever-4ever", "green_field_"), ("doppelt-so-clever", "green_pair_")):
        state, record = finished(game, players=1, seed=9)
        player = state.players[0]
        rules = get_rules(game)
        values = [box_value(rules.areas, player.marks, e.code)
                  for e in sheet_geometry(game).of_kind(Kind.SCORE) if e.code.startswith(prefix)]
        shown = [v for v in values if v is not None]
        assert shown, game
        out = tmp_path / f"{game}.pdf"
        write_pdf(out, jobs_for_record(record))
        words = pdf_text(out).split()
        for value in shown:
            assert str(value) in words, (game, value)

"""Print and Export PDF from the desk: the running game, a saved game, blank sheets.

The native dialogs are not opened here: the screens' buttons hand the chosen path to
``PrintDesk.exportPdf``, which is what these tests call, with the job the real screen composes.
"""

from __future__ import annotations

import math
from pathlib import Path

from pypdf import PdfReader
from PySide6.QtCore import Qt

from cleverdesk.engine import GameSetup, PlayerSetup
from cleverdesk.printing.pages import _layout_for, blank_jobs
from cleverdesk.ui.printing.desk import PrintDesk
from tests.ui.driver import Driver
from tests.ui.saves.test_saves_desk import play_human_moves, saves_of

GAME = "ganz-schoen-clever"
A4_PT = (595, 842)
LETTER_PT = (612, 792)


def printer_of(desk: Driver) -> PrintDesk:
    printer = desk.engine.singletonInstance("Cleverdesk", "PrintDesk")
    assert isinstance(printer, PrintDesk)
    return printer


def page_sizes(path: Path) -> list[tuple[int, int]]:
    return [tuple(sorted((round(float(p.mediabox.width)), round(float(p.mediabox.height)))))
            for p in PdfReader(path).pages]  # type: ignore[misc]


def text_of(path: Path) -> str:
    return " ".join(page.extract_text() for page in PdfReader(path).pages)


def test_export_pdf_of_the_game_on_the_table(desk: Driver, tmp_path: Path) -> None:
    desk.game.start_setup(GameSetup(game=GAME, seed=41, players=[
        PlayerSetup(name="Ada"), PlayerSetup(name="Cleo", bot="greedy"),
        PlayerSetup(name="Bert", bot="random")]))
    play_human_moves(desk, 3)
    desk.click("tablePrint")
    assert desk.has("printScreen")
    screen = desk.item("printScreen")
    assert screen.property("what") == "current"
    desk.click("paperA4")

    out = tmp_path / "table"  # the suffix is added
    pages = printer_of(desk).exportPdf(screen.property("what"), str(out), "A4")
    pdf = out.with_suffix(".pdf")
    assert pages == 3 == len(PdfReader(pdf).pages)  # one filled sheet per player
    assert set(page_sizes(pdf)) == {A4_PT}
    text = text_of(pdf)
    assert all(name in text for name in ("Ada", "Cleo", "Bert"))
    assert "3" in desk.text("printMessage") and str(pdf) in desk.text("printMessage")


def test_blank_sheets_on_letter_paper_from_the_print_screen(desk: Driver, tmp_path: Path) -> None:
    desk.click("homePrint")
    assert not desk.item("printCurrent").isEnabled(), "no game on the table"
    desk.click("printBlank")
    desk.click("paperLetter")
    assert desk.desk.property("pageSize") == "Letter"
    screen = desk.item("printScreen")
    what = screen.property("what")
    assert what == f"blank:{GAME}:4"

    out = tmp_path / "blank.pdf"
    pages = printer_of(desk).exportPdf(what, out.as_uri(), "Letter")
    _, cols, rows = _layout_for(blank_jobs(GAME, 4), "Letter")
    assert cols * rows == 2  # two sheets a page; the full pages leave the rating table its own
    assert pages == math.ceil(4 / (cols * rows)) + 1 == len(PdfReader(out).pages)
    assert set(page_sizes(out)) == {LETTER_PT}


def test_export_pdf_of_a_saved_game_from_the_saves_screen(desk: Driver, tmp_path: Path) -> None:
    saves = saves_of(desk)
    desk.game.start_setup(GameSetup(game=GAME, seed=43, players=[
        PlayerSetup(name="Ada"), PlayerSetup(name="Cleo", bot="greedy")]))
    play_human_moves(desk, 4)
    assert saves.saveAs("Printable")
    desk.click("tableLeave")
    desk.click("leaveConfirm")
    desk.click("homeSaves")
    desk.saves_listed()
    save_id = saves.property("entries")[0]["saveId"]
    desk.click(f"savePrint_{save_id}")
    screen = desk.item("printScreen")
    assert screen.property("what") == f"save:{save_id}"

    out = tmp_path / "saved.pdf"
    assert printer_of(desk).exportPdf(screen.property("what"), str(out), "A4") == 2
    assert len(PdfReader(out).pages) == 2
    assert "Ada" in text_of(out) and "Cleo" in text_of(out)


def test_a_pdf_that_cannot_be_written_is_reported(desk: Driver, tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    printer = printer_of(desk)
    assert printer.exportPdf(f"blank:{GAME}:2", str(blocker / "x.pdf"), "A4") == -1
    assert printer.property("failed") and printer.property("message")
    assert printer.exportPdf("current", str(tmp_path / "none.pdf"), "A4") == -1  # no game
    assert printer.exportPdf(f"blank:{GAME}:0", str(tmp_path / "none.pdf"), "A4") == -1
    assert not (tmp_path / "none.pdf").exists()


def test_set_cubed_saves_are_not_offered_for_printing(desk: Driver) -> None:
    """SET Cubed is played on a board: its saves have no sheet, so the print screen's list of
    saved games leaves them out (and with only SET Cubed saves, "a saved game" is off)."""
    from cleverdesk.setcubed import SetCubedRecord, SetCubedSetup, get_rules
    from cleverdesk.store import SaveStore

    store = SaveStore()
    rules = get_rules()
    board_game = SetCubedRecord(setup=SetCubedSetup(players=[
        PlayerSetup(name="Ada"), PlayerSetup(name="Cleo", bot="greedy")], seed=5),
        data=rules.ref)
    store.save_as(board_game, "Board game")
    desk.click("homePrint")
    assert not desk.item("printSaved").isEnabled()
    assert desk.item("printSavedGame").property("count") == 0
    desk.key(Qt.Key.Key_Escape)

    sheet_game = GameSetup(game=GAME, seed=3, players=[PlayerSetup(name="Ada")])
    from cleverdesk.engine import GameRecord

    store.save_as(GameRecord(setup=sheet_game), "Sheet game")
    desk.click("homePrint")
    combo = desk.item("printSavedGame")
    assert desk.item("printSaved").isEnabled()
    assert combo.property("count") == 1 and combo.property("currentText") == "Sheet game"


def test_the_ink_saver_box_of_the_print_screen_reaches_the_pdf(desk: Driver,
                                                                tmp_path: Path) -> None:
    desk.click("homePrint")
    desk.click("printBlank")
    printer = printer_of(desk)
    assert not printer.property("inkSaver")
    what = desk.item("printScreen").property("what")
    full = tmp_path / "full.pdf"
    printer.exportPdf(what, str(full), "A4")
    desk.click("inkSaver")
    assert printer.property("inkSaver")
    saver = tmp_path / "saver.pdf"
    printer.exportPdf(what, str(saver), "A4")
    # the same sheets, drawn with fewer filled shapes: a smaller vector file
    assert text_of(saver) == text_of(full)
    assert saver.stat().st_size < full.stat().st_size

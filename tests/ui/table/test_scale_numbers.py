"""The points of a sheet's scale keep clear of their step's frame (issue 46, 5): Doppelt so
clever's yellow "118 141 165" were cramped into their narrow steps, on the screen and on paper."""

from __future__ import annotations

from PySide6.QtCore import QRectF

from cleverdesk.engine import GameSetup, PlayerSetup
from cleverdesk.layout import Kind, sheet_geometry
from cleverdesk.printing.sheet_painter import MIN_TEXT_MM, SCALE_PADDING_MM, drawn_texts
from tests.ui.driver import Driver, walk_visible
from tests.ui.table.test_sheet_text_size import rendered_px

DSC = "doppelt-so-clever"


def test_printed_scale_numbers_keep_clear_of_the_frame(qapp: object) -> None:
    geometry = sheet_geometry(DSC)
    drawn = [t for t in drawn_texts(geometry)
             if t.element is not None and t.element.kind == Kind.SCALE]
    assert {"118", "141", "165"} <= {t.text for t in drawn}
    for text in drawn:
        assert text.width <= text.element.w - 2 * SCALE_PADDING_MM + 1e-6, \
            (text.text, text.width, text.element.w)
        assert text.size >= MIN_TEXT_MM - 1e-6, text.text


def test_scale_numbers_on_the_screen_fit_their_steps(desk: Driver) -> None:
    desk.window.resize(1280, 800)
    desk.game.start_setup(GameSetup(game=DSC, players=[PlayerSetup(name="Anna")], seed=3))
    desk.settle()
    sheet = desk.item("mainSheet")
    mm = float(sheet.property("mm"))
    numbers = [item for item in walk_visible(desk.item("sheet_paper"))
               if item.objectName() == "scalePoints"]
    assert {"118", "141", "165"} <= {str(n.property("text")) for n in numbers}
    for number in numbers:
        step = number.parentItem().parentItem()
        frame = step.mapRectToScene(QRectF(0, 0, step.width(), step.height()))
        ink = number.mapRectToScene(QRectF(
            (number.width() - float(number.property("contentWidth"))) / 2, 0,
            float(number.property("contentWidth")), number.height()))
        if float(number.parentItem().property("rotation")) == 0:
            assert ink.left() >= frame.left() + 0.25 * mm, (number.property("text"), ink, frame)
            assert ink.right() <= frame.right() - 0.25 * mm, (number.property("text"), ink, frame)
        assert rendered_px(number) >= 9 - 0.01

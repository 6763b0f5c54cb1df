"""The Rules screens read well (issue 32 §1): every heading has room above it, the text is big
enough at 800×600 and fits the window; and the sheet's own words (the C3 pink legend) say
"bonus" where the printed sign borrowed Clever 4ever's "!"."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtQuick import QQuickItem

from cleverdesk.engine import get_rules
from cleverdesk.layout import sheet_geometry
from cleverdesk.ui.common import language
from cleverdesk.ui.table.sheet_model import SheetModel
from tests.ui.driver import Driver, walk_visible

CLEVER = ("ganz-schoen-clever", "doppelt-so-clever", "clever-hoch-drei", "clever-4ever")


@pytest.fixture(autouse=True)
def english_afterwards(qapp: object) -> Iterator[None]:
    yield
    language.install("en")


def _named(root: QQuickItem, prefix: str) -> list[QQuickItem]:
    return [item for item in walk_visible(root) if item.objectName().startswith(prefix)]


def _check_sections(root: QQuickItem, window_width: int, where: str) -> None:
    headings = _named(root, "rulesHeading_")
    bodies = _named(root, "rulesBody_")
    assert len(headings) >= 8 and len(bodies) == len(headings), where
    for number, heading in enumerate(headings):
        room = float(heading.property("topPadding"))
        # the first heading opens the page; every later one is set apart from the text above
        assert (room == 0) if number == 0 else (room >= 16), (where, heading.objectName(), room)
        size = heading.property("font").pixelSize()
        assert size >= 18, (where, heading.objectName(), size)
    for body in bodies:
        size = body.property("font").pixelSize()
        assert size >= 14, (where, body.objectName(), size)
        left = body.mapToScene(QPointF(0, 0)).x()
        assert left >= 0 and left + body.width() <= window_width, (where, body.objectName())


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_headings_have_room_and_the_text_is_readable(desk: Driver, size: tuple[int, int]) -> None:
    desk.window.resize(*size)
    desk.settle()
    desk.click("homeRules")
    desk.settle()
    for game in CLEVER:
        desk.click(f"rulesFor_{game}")
        desk.settle()
        _check_sections(desk.item("rulesText"), size[0], f"{game} {size}")
    desk.click("rulesFor_set-cubed")
    desk.settle()
    _check_sections(desk.item("scRulesText"), size[0], f"set-cubed {size}")


@pytest.mark.parametrize(("lang", "legend"), [("en", "½ + bonus · ×n"), ("de", "½ + Bonus · ×n"),
                                              ("nl", "½ + bonus · ×n")])
def test_the_c3_pink_legend_on_screen_says_bonus(qapp: object, lang: str, legend: str) -> None:
    language.install(lang)
    model = SheetModel(sheet_geometry("clever-hoch-drei"), get_rules("clever-hoch-drei"))
    signs = [model.row_value(row, "label") for row in range(model.rowCount())
             if model.row_value(row, "kind") == "sign" and model.row_value(row, "area") == "pink"]
    assert signs == [legend]
    assert all("!" not in sign for sign in signs)

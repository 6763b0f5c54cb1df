"""At 800×600 the Clever sheet fits the window's width (issue 46, 5): no horizontal scroll bar,
nothing of it cut at the right, and the round panel's words whole ("Nogmaals dobb…" was cut by
the window, "Dobbelsteenvelden" shortened to "Velden"; at 1280×800 it was drawn at ~7 px)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from cleverdesk.engine import GameSetup, PlayerSetup
from cleverdesk.ui.common import language
from tests.ui.driver import Driver, walk_visible
from tests.ui.screen_tour import CLEVER_GAMES
from tests.ui.table.test_sheet_text_size import rendered_px


@pytest.fixture(autouse=True)
def english_afterwards(qapp: object) -> Iterator[None]:
    yield
    language.install("en")


def titles(desk: Driver) -> dict[str, str]:
    """The texts of the sheet's headings on the screen, by their code."""
    paper = desk.item("sheet_paper")
    return {str(item.property("code")): str(item.property("text"))
            for item in walk_visible(paper)
            if item.property("code") is not None and item.property("mmH") is not None
            and item.property("whole") is not None}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_the_sheet_fits_the_width_of_the_smallest_window(desk: Driver, lang: str) -> None:
    desk.window.resize(800, 600)
    language.install(lang)
    for game in CLEVER_GAMES:
        desk.game.start_setup(GameSetup(game=game, players=[PlayerSetup(name="Anna")], seed=4))
        desk.settle()
        sheet, paper = desk.item("mainSheet"), desk.item("sheet_paper")
        view = desk.item("sheet_scroller")
        assert paper.width() <= sheet.width() + 0.5, f"{game}: the sheet is cut at the right"
        assert view.property("contentWidth") <= view.width() + 0.5
        right = paper.mapToScene(paper.boundingRect().topRight()).x()
        assert right <= desk.window.width(), f"{game}: the sheet runs out of the window"


@pytest.mark.parametrize(("lang", "size"), [("nl", (800, 600)), ("nl", (1280, 800)),
                                            ("de", (800, 600))])
def test_the_round_panels_words_are_whole(desk: Driver, lang: str,
                                          size: tuple[int, int]) -> None:
    desk.window.resize(*size)
    language.install(lang)
    desk.game.start_setup(GameSetup(game="ganz-schoen-clever",
                                    players=[PlayerSetup(name="Anna")], seed=4))
    desk.settle()
    shown = titles(desk)
    whole = {"nl": ("Dobbelsteen-\nvelden", "Nogmaals dobbelen", "Eind-\ntelling"),
             "de": ("Würfel-\nfelder", "Nachwürfel-Aktion", "Wertung")}[lang]
    dice_fields, reroll, score = whole
    # whole: on one line where they fit at their printed size, else on two
    assert shown["dice_fields"] in (dice_fields, dice_fields.replace("-\n", ""))
    assert shown["reroll"] == reroll and shown["score"] in (score, score.replace("-\n", ""))
    for item in walk_visible(desk.item("sheet_paper")):
        if item.property("whole") is not None:
            assert item.property("truncated") is not True, item.property("text")
            assert rendered_px(item) >= 9 - 0.01, item.property("text")
            if size == (1280, 800) and item.property("code") == "dice_fields":
                # not squeezed to fit a line (it was drawn at about 7 px): the desk's own
                # smallest text at least
                assert rendered_px(item) >= 11, rendered_px(item)

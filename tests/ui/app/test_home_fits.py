"""The home screen fits the window with the first start's offer of the guided game (issue 46,
5): the footer was drawn over Settings at 1280×800 (and the dice row went off the top with
Windows' fonts), and German "Gespeicherte Spiele" was cut to "Gespeichert…"."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRectF

from cleverdesk.ui.common import language
from tests.ui.driver import Driver, walk_visible


@pytest.fixture(autouse=True)
def english_afterwards(qapp: object) -> Iterator[None]:
    yield
    language.install("en")


def scene_rect(desk: Driver, name: str) -> QRectF:
    item = desk.item(name)
    return item.mapRectToScene(QRectF(0, 0, item.width(), item.height()))


BUTTONS = ("homeNewGame", "homeContinue", "homeCampaign", "homeHistory", "homeSaves",
           "homePrint", "homeRules", "homeSettings")


@pytest.mark.first_run
@pytest.mark.parametrize("lang", ["en", "de", "nl"])
@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_the_home_screen_with_the_guides_offer_fits(desk: Driver, lang: str,
                                                    size: tuple[int, int]) -> None:
    desk.window.resize(*size)
    language.install(lang)
    desk.qtbot.waitUntil(lambda: desk.has("guideOffer"), timeout=3000)
    desk.settle()
    footer = scene_rect(desk, "homeFooter")
    for name in ("homeTitle", "guideOffer", *BUTTONS):
        rect = scene_rect(desk, name)
        assert rect.top() >= 0, f"{name} runs off the top"
        assert rect.bottom() <= footer.top(), f"{name} runs under the footer"
    cut = [str(item.property("text")) for item in walk_visible(desk.item("homeScreen"))
           if item.property("truncated") is True]
    assert cut == []

"""No visible label is cut ("Wiederhol…") on any screen in any language at 1280×800, the
table's header and toolbar keep their words at 800×600, and the forfeit explanation is read in
full."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtQuick import QQuickItem

from cleverdesk.ui.common import language
from tests.ui import screen_tour
from tests.ui.driver import Driver, walk_visible

SHOTS = os.environ.get("CLEVERDESK_SHOTS")  # a folder: save a picture of every screen visited


@pytest.fixture(autouse=True)
def english_afterwards(qapp: object) -> Iterator[None]:
    yield
    language.install("en")  # translators are process-wide: leave English for the next tests


def _shown(item: QQuickItem) -> bool:
    """Visible and not faded out (an item at opacity 0 keeps its room but shows nothing)."""
    current: QQuickItem | None = item
    while current is not None:
        if not current.isVisible() or current.opacity() == 0:
            return False
        current = current.parentItem()
    return True


def cut_texts(desk: Driver) -> list[str]:
    """The visible texts that Qt elides now (its ``truncated`` property)."""
    return [str(item.property("text")) for item in walk_visible(desk.window.contentItem())
            if item.property("truncated") is True and _shown(item)
            and str(item.property("text")).strip()]


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_no_visible_label_is_cut_at_1280_by_800(desk: Driver, lang: str) -> None:
    screen_tour.fill_history()
    desk.window.resize(1280, 800)
    language.install(lang)
    cut: dict[str, list[str]] = {}
    for screen in screen_tour.tour(desk):
        if SHOTS:
            desk.window.grabWindow().save(str(Path(SHOTS) / f"{lang}_1280_{screen}.png"))
        texts = cut_texts(desk)
        if texts:
            cut[screen] = texts
    assert cut == {}, "\n" + "\n".join(f"{screen}: {texts}" for screen, texts in cut.items())


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_no_label_of_the_desk_is_cut_at_800_by_600(desk: Driver, lang: str) -> None:
    """The smallest window: headers, toolbars, buttons, cards and lists keep their words (the
    table's header takes a second row, undo and redo their arrows), and so do the sheets' own
    printed words ("Dobbelsteenvelden"): a sheet too large for the room scrolls, never below
    the size at which its words fit (issue 32 §4)."""
    screen_tour.fill_history()
    desk.window.resize(800, 600)
    language.install(lang)
    cut: dict[str, list[str]] = {}
    for screen in screen_tour.tour(desk):
        if SHOTS:
            desk.window.grabWindow().save(str(Path(SHOTS) / f"{lang}_800_{screen}.png"))
        texts = cut_texts(desk)
        if texts:
            cut[screen] = texts
    assert cut == {}, "\n" + "\n".join(f"{screen}: {texts}" for screen, texts in cut.items())


@pytest.mark.parametrize(("lang", "size"), [("de", (1280, 800)), ("nl", (800, 600)),
                                            ("de", (800, 600)), ("en", (800, 600))])
def test_the_forfeit_explanation_is_read_in_full(desk: Driver, lang: str,
                                                 size: tuple[int, int]) -> None:
    from cleverdesk.engine import GameSetup, PlayerSetup
    from tests.ui.table.test_play import GAME, _find_forfeit

    seed, moves = _find_forfeit()
    desk.window.resize(*size)
    language.install(lang)
    desk.game.start_setup(GameSetup(game=GAME, players=[PlayerSetup(name="Lu")], seed=seed))
    for move in moves:
        desk.game.apply_move(move)
    desk.settle()
    assert desk.game.property("actions").property("mustForfeit")
    explanation = desk.item("forfeitExplanation")
    assert explanation.property("text") == desk.game.property("actions").property(
        "forfeitExplanation")
    assert not explanation.property("truncated"), "the forfeit explanation is cut"
    prompt = desk.item("promptText")
    assert not prompt.property("truncated"), "the prompt is cut"
    card = desk.item("promptCard")
    bottom = card.mapToScene(card.boundingRect().bottomLeft()).y()
    for item in (explanation, prompt, desk.item("keyHints")):
        assert item.mapToScene(item.boundingRect().bottomLeft()).y() <= bottom + 0.5
    if SHOTS:
        desk.window.grabWindow().save(str(Path(SHOTS) / f"forfeit_{lang}_{size[0]}.png"))

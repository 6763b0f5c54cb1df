"""Long Dutch and German words fit: the history's ratings are shown whole and its rating spans
never run into their labels; the language menu is not covered by the language button's tip."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtQuick import QQuickItem

from cleverdesk.engine import GameRecord, GameSetup, PlayerSetup, get_rules
from cleverdesk.engine.simulate import play_game
from cleverdesk.store.history import HistoryStore
from cleverdesk.ui.common import language
from tests.ui.driver import Driver, walk

GSC = "ganz-schoen-clever"


@pytest.fixture(autouse=True)
def english_afterwards(qapp: object) -> Iterator[None]:
    yield
    language.install("en")  # translators are process-wide: leave English for the next tests


@pytest.fixture
def four_games(user_data: object) -> None:
    now = datetime.now(UTC)
    with HistoryStore() as store:
        for seed in (1, 2, 3, 4):
            setup = GameSetup(game=GSC, players=[PlayerSetup(name="Anna", bot="greedy")],
                              seed=seed)
            state, record = play_game(get_rules(GSC), setup)
            record = GameRecord(setup=setup.model_copy(
                update={"players": [PlayerSetup(name="Anna")]}), moves=record.moves)
            store.add_game(state, record, "solo", 600.0, finished_at=now - timedelta(days=seed))


def scene_rect(item: QQuickItem) -> QRectF:
    return QRectF(item.mapToScene(QPointF(0, 0)), item.size())


def named(desk: Driver, prefix: str) -> list[QQuickItem]:
    return [item for item in walk(desk.window.contentItem())
            if item.objectName().startswith(prefix) and item.isVisible()]


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
@pytest.mark.parametrize("lang", ["nl", "de"])
def test_the_history_shows_ratings_whole_and_spans_apart(four_games: None, desk: Driver,
                                                         lang: str, size: tuple[int, int]
                                                         ) -> None:
    desk.window.resize(*size)
    language.install(lang)
    desk.click("homeHistory")
    desk.settle()
    ratings = named(desk, "historyRating_")
    assert len(ratings) == 4
    for label in ratings:
        assert not label.property("truncated"), f"cut: {label.property('text')}"
    spans = named(desk, "bandSpan_")
    assert spans
    for span in spans:
        code = span.objectName().removeprefix("bandSpan_")
        label = desk.item(f"bandLabel_{code}")
        text = span.property("text")
        assert span.property("implicitWidth") <= span.width() + 0.5, f"{text} is wider"
        assert scene_rect(span).right() <= scene_rect(label).left(), f"{text} runs into label"
        assert not label.property("truncated"), label.property("text")
        assert label.property("lineCount") <= 2


def test_the_language_tip_does_not_cover_the_menu(desk: Driver) -> None:
    desk.game.start_setup(GameSetup(game=GSC, players=[PlayerSetup(name="Ada")], seed=1))
    desk.settle()
    button = desk.item("languageButton")
    tip = str(button.property("tip"))
    desk.click(button)
    desk.qtbot.wait(900)  # longer than the tip's delay
    desk.settle()
    first = next(item for item in walk(desk.window.contentItem())
                 if item.objectName().startswith("languageMenu_") and item.isVisible())
    covering = [item for item in walk(desk.window.contentItem())
                if item.isVisible() and item.property("text") == tip
                and scene_rect(item).intersects(scene_rect(first))]
    assert not covering, "the tip lies over the first language"

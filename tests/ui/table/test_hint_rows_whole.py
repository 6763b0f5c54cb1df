"""The hint panel shows whole hints (issue 46, 5): in a room too short for all three, the
third (or second) hint was cut at the panel's edge mid-line; now the panel ends after the last
hint it can show whole, and the others are a scroll away."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRectF

from cleverdesk.engine import GameSetup, PlayerSetup
from cleverdesk.engine.bots import make_bot
from cleverdesk.ui.common import language
from tests.ui.driver import Driver, walk


@pytest.fixture(autouse=True)
def english_afterwards(qapp: object) -> Iterator[None]:
    yield
    language.install("en")


def scene(item) -> QRectF:  # type: ignore[no-untyped-def]
    return item.mapRectToScene(QRectF(0, 0, item.width(), item.height()))


@pytest.mark.parametrize(("lang", "size"), [("nl", (1280, 800)), ("de", (1280, 800)),
                                            ("en", (800, 600))])
def test_no_hint_is_cut_at_the_panels_edge(desk: Driver, lang: str,
                                           size: tuple[int, int]) -> None:
    desk.window.resize(*size)
    language.install(lang)
    desk.game.start_setup(GameSetup(game="ganz-schoen-clever", seed=3,
                                    players=[PlayerSetup(name="Anna")]))
    chooser = make_bot("greedy", seed=1)
    for _ in range(2):
        desk.game.apply_move(chooser.choose(desk.game.state, desk.game.legal))
    hints = desk.engine.singletonInstance("Cleverdesk", "Hints")
    hints.request()
    desk.qtbot.waitUntil(lambda: not hints.property("busy") and len(hints.property("rows")) == 3,
                         timeout=30_000)
    desk.settle()
    panel = scene(desk.item("hintPanel")).adjusted(0, 0, 0, 0.5)
    rows = [item for item in walk(desk.item("hintPanel"))
            if item.objectName().startswith("hintChoice")]
    assert len(rows) == 3
    shown = 0
    for row in rows:
        rect = scene(row)
        inside = panel.contains(rect)
        outside = rect.top() >= panel.bottom() - 10.5 * desk.window.property("u")
        assert inside or outside, f"hint {row.objectName()} is cut at the panel's edge"
        shown += inside
    assert shown >= 1

"""The desk fixture: the real window (offscreen), computer pause 0, no motion, and a driver."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtQuick import QQuickWindow
from PySide6.QtWidgets import QApplication

from cleverdesk.ui.app import create_engine, singleton
from cleverdesk.ui.game import Game

from .driver import Driver


@pytest.fixture
def desk(qtbot, qapp: QApplication) -> Iterator[Driver]:
    engine = create_engine()
    window = engine.rootObjects()[0]
    assert isinstance(window, QQuickWindow)
    qtbot.waitUntil(window.isExposed)
    game = singleton(engine, "Game")
    assert isinstance(game, Game)
    desk_settings = singleton(engine, "Desk")
    desk_settings.setProperty("botPauseMs", 0)
    desk_settings.setProperty("reduceMotion", True)
    yield Driver(qtbot, engine, window, game, desk_settings)
    game.leave()
    for root in engine.rootObjects():
        root.deleteLater()
    qapp.processEvents()
    del engine

"""The desk window opens offscreen, shows its home screen and renders to a picture."""

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtQml import QQmlApplicationEngine
from PySide6.QtQuick import QQuickItem, QQuickWindow
from PySide6.QtWidgets import QApplication

from cleverdesk.ui.app import create_engine


@pytest.fixture
def engine(qapp: QApplication) -> Iterator[QQmlApplicationEngine]:
    engine = create_engine()
    yield engine
    for root in engine.rootObjects():
        root.deleteLater()
    qapp.processEvents()
    del engine


def test_desk_shows_home_screen(qtbot, engine: QQmlApplicationEngine, tmp_path: Path) -> None:
    roots = engine.rootObjects()
    assert len(roots) == 1, "Main.qml should create exactly one window"
    window = roots[0]
    assert isinstance(window, QQuickWindow)
    assert window.title() == "cleverdesk"
    assert (window.width(), window.height()) == (1280, 800)

    qtbot.waitUntil(window.isExposed)

    title = window.findChild(QQuickItem, "homeTitle")
    assert title is not None
    assert title.property("text") == "cleverdesk"
    games = window.findChild(QQuickItem, "homeGames")
    assert games is not None
    assert "SET Cubed" in games.property("text")
    coming = window.findChild(QQuickItem, "homeComingSoon")
    assert coming is not None
    assert "next version" in coming.property("text")

    image = window.grabWindow()
    assert not image.isNull()
    assert (image.width(), image.height()) == (1280, 800)
    screenshot = tmp_path / "desk-home.png"
    assert image.save(str(screenshot))
    assert screenshot.stat().st_size > 0

"""High contrast: chosen in the settings (kept for the next start) or taken from the desktop's
contrast preference as Qt reports it; the desk's felt, text and keyboard ring change with it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from cleverdesk.ui import contrast

from . import keyboard_play
from .driver import Driver


def _theme(desk: Driver, name: str) -> str:
    """A colour of the Theme singleton, as the screens use it (a probe made in QML)."""
    from PySide6.QtQml import QQmlComponent

    component = QQmlComponent(desk.engine)
    component.setData(b"import QtQuick\nimport Cleverdesk\nQtObject { property color c: Theme."
                      + name.encode() + b" }", "")
    probe = component.create()
    assert probe is not None, component.errorString()
    colour = QColor(probe.property("c")).name()
    probe.deleteLater()
    return colour


def test_the_settings_offer_high_contrast_and_the_desk_follows(desk: Driver,
                                                               user_data: Path) -> None:
    assert desk.desk.property("contrast") == "system"
    normal_felt = _theme(desk, "felt")
    desk.click("homeSettings")
    # at the end of the page: Tab brings it into view, Space chooses it
    keyboard_play.tab_to(desk, "contrast_high")
    desk.key(Qt.Key.Key_Space)
    desk.settle()
    assert desk.desk.property("highContrast")
    assert _theme(desk, "felt") == "#000000" != normal_felt
    header = desk.item("backButton").parentItem().parentItem()  # the screen's title bar
    assert QColor(header.property("color")).name() == "#000000"
    assert _theme(desk, "feltText") == "#ffffff"
    assert _theme(desk, "focusRing") == "#ffd400"
    desk.desk.writeSettings()
    saved = json.loads((user_data / "settings.json").read_text(encoding="utf-8"))
    assert saved["settings"]["contrast"] == "high"
    keyboard_play.tab_to(desk, "contrast_normal")
    desk.click("contrast_normal")  # in view now
    desk.settle()
    assert not desk.desk.property("highContrast")
    assert _theme(desk, "felt") == normal_felt


def test_as_the_system_follows_the_desktops_preference(desk: Driver,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    assert desk.desk.property("contrast") == "system"
    assert not desk.desk.property("highContrast")
    monkeypatch.setattr(contrast, "system_prefers_high", lambda: True)
    desk.desk._system_contrast_changed()  # what the desktop's change notification calls
    assert desk.desk.property("highContrast")
    assert _theme(desk, "felt") == "#000000"
    assert contrast.high("normal", True) is False and contrast.high("high", False) is True

"""High contrast: chosen in the settings (kept for the next start) or taken from the desktop's
contrast preference as Qt reports it; the desk's felt, text and keyboard ring change with it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtQml import QQmlProperty

from cleverdesk.ui.common import contrast
from tests.ui import keyboard_play
from tests.ui.driver import Driver


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


def _luminance(colour: QColor) -> float:
    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4
    return (0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF())
            + 0.0722 * channel(colour.blueF()))


def _ratio(a: QColor, b: QColor) -> float:
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def test_a_disabled_button_looks_unlike_an_enabled_one_in_high_contrast(desk: Driver) -> None:
    """Not by a shade alone: a disabled button has no fill and a dashed outline, and its words
    are grey (still readable) where an enabled button's are white on black or black on white."""
    from tests.ui.driver import walk

    desk.desk.setProperty("contrast", "high")
    desk.settle()

    def look(name: str) -> tuple[QColor, QColor, bool, int]:
        button = desk.item(name)
        words = QColor(button.property("contentItem").property("color"))
        fill = QColor(button.property("background").property("color"))
        dashed = any(item.objectName() == "disabledOutline" and item.isVisible()
                     for item in walk(button))
        border = QQmlProperty(button.property("background"), "border.width").read()
        return words, fill, dashed, border

    screen = QColor(_theme(desk, "felt"))
    for disabled, enabled in (("homeContinue", "homeCampaign"),):
        assert not desk.item(disabled).isEnabled() and desk.item(enabled).isEnabled()
        off_words, off_fill, off_dashed, off_border = look(disabled)
        on_words, _, on_dashed, on_border = look(enabled)
        assert off_dashed and not on_dashed
        assert off_fill.alpha() == 0 or off_fill.name() == screen.name()  # no fill of its own
        assert off_border == 0 and on_border > 0  # the dashes are its only outline
        assert _ratio(off_words, screen) >= 4.5  # readable …
        assert _ratio(on_words, off_words) >= 2  # … and plainly not the enabled white
    # at the table, on the light card: the same
    keyboard_play.start_by_keys(desk, "ganz-schoen-clever", "7")
    assert not desk.item("undoButton").isEnabled()
    off_words, off_fill, off_dashed, _ = look("undoButton")
    assert off_dashed

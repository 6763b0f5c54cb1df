"""The Settings screen fits a 1280×800 window in every language: its lines wrap inside the
panel and the panel scrolls to its last line."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF

from tests.ui.driver import Driver

SETTINGS = ("gameSpeed_slow", "gameSpeed_normal", "gameSpeed_fast", "gameSpeed_instant",
            "handOverSetting", "houseRuleSetting", "honestSetting", "hintsSetting",
            "practiceUndoSetting", "reduceMotionSetting", "rollAnimationSetting")


@pytest.mark.parametrize("language", ["de", "nl", "en"])
def test_every_setting_lies_inside_the_panel_and_the_last_can_be_scrolled_to(
        desk: Driver, language: str) -> None:
    desk.window.resize(1280, 800)
    desk.click("homeSettings")
    desk.click(f"language_{language}")
    desk.settle()
    panel = desk.item("settingsPanel")
    for name in SETTINGS:
        item = desk.item(name)
        left = item.mapToItem(panel, QPointF(0, 0)).x()
        right = item.mapToItem(panel, QPointF(item.width(), 0)).x()
        assert 0 <= left and right <= panel.width(), f"{name} leaves the panel ({language})"
        text = item.property("contentItem")
        if text is not None:
            # the text wraps instead of running past the panel's edge
            assert text.property("implicitWidth") <= item.width() + 1 or \
                text.property("lineCount") > 1, name
    scroll = desk.item("settingsScroll")
    assert scroll.property("contentHeight") > scroll.height()  # too high for 800 pixels ...
    scroll.setProperty("contentY", scroll.property("contentHeight") - scroll.height())
    desk.settle()
    last = desk.item("rollAnimationSetting")  # ... and its last setting can be scrolled to
    bottom = last.mapToItem(scroll, QPointF(0, last.height())).y()
    assert 0 < bottom <= scroll.height()
    assert desk.desk.property("reduceMotion")  # the tests' desk starts with it on
    desk.click("reduceMotionSetting")  # a click down there still reaches its setting
    assert desk.desk.property("reduceMotion") is False

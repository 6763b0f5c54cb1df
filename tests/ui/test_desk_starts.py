"""The desk window opens offscreen, shows its home screen and renders to a picture."""

from pathlib import Path

from PySide6.QtQuick import QQuickWindow

from .driver import Driver


def test_desk_shows_home_screen(desk: Driver, tmp_path: Path) -> None:
    roots = desk.engine.rootObjects()
    assert len(roots) == 1, "Main.qml should create exactly one window"
    window = roots[0]
    assert isinstance(window, QQuickWindow)
    assert window.title() == "cleverdesk"
    assert (window.width(), window.height()) == (1280, 800)

    assert desk.text("homeTitle") == "cleverdesk"
    assert "SET Cubed" in desk.text("homeGames")
    for name in ("homeNewGame", "homeContinue", "homeRules", "homeSettings"):
        assert desk.has(name), name

    image = window.grabWindow()
    assert not image.isNull()
    assert (image.width(), image.height()) == (1280, 800)
    screenshot = tmp_path / "desk-home.png"
    assert image.save(str(screenshot))
    assert screenshot.stat().st_size > 0


def test_continue_is_disabled_and_says_why(desk: Driver) -> None:
    button = desk.item("homeContinue")
    assert not button.isEnabled()
    assert "no saved game" in str(button.property("tip")).lower()
    assert "no saved game" in desk.text("homeContinueHint").lower()


def test_rules_and_settings_open_and_close(desk: Driver) -> None:
    desk.click("homeRules")
    assert "silver platter" in desk.text("rulesText")
    desk.click("backButton")
    desk.click("homeSettings")
    desk.click("reduceMotionSetting")  # the fixture turned it on: this turns it off
    assert desk.desk.property("reduceMotion") is False
    desk.click("backButton")
    assert desk.has("homeNewGame")

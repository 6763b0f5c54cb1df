"""What the desk does differently on Windows (and macOS), checked on any system: the style Qt
reports there when nothing was chosen, and the font folder of Qt's offscreen platform."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtQuickControls2 import QQuickStyle
from PySide6.QtWidgets import QApplication

from cleverdesk.ui.app import app as desk_app


class ReportedStyle:
    """QQuickStyle as on another system: name() answers what that system's Qt answers when no
    style was set; setStyle is recorded and passed on to the real one (once: Qt warns when the
    style is set again after QML was loaded)."""

    def __init__(self, reported: str) -> None:
        self.reported = reported
        self.set: list[str] = []

    def name(self) -> str:
        return self.reported

    def setStyle(self, style: str) -> None:  # Qt's name
        self.set.append(style)
        if QQuickStyle.name() != style:
            QQuickStyle.setStyle(style)


@pytest.mark.parametrize("reported", ["Windows", "FluentWinUI3", "macOS"])
def test_fusion_is_set_when_qt_reports_the_native_style(reported: str, qapp: QApplication,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """On Windows QQuickStyle.name() is "Windows" (Windows 11: "FluentWinUI3", macOS: "macOS")
    when nothing was set; the desk must still choose Fusion, or its customised controls lose
    their look ("style does not support customization")."""
    style = ReportedStyle(reported)
    monkeypatch.setattr(desk_app, "QQuickStyle", style)
    monkeypatch.delenv("QT_QUICK_CONTROLS_STYLE", raising=False)
    engine = desk_app.create_engine()
    try:
        assert engine.rootObjects()
    finally:
        desk_app.dispose_engine(engine)
    assert style.set == ["Fusion"]


def test_a_style_the_player_chose_is_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    style = ReportedStyle("Material")
    monkeypatch.setattr(desk_app, "QQuickStyle", style)
    monkeypatch.setenv("QT_QUICK_CONTROLS_STYLE", "Material")
    desk_app.choose_style()
    assert style.set == []
    monkeypatch.delenv("QT_QUICK_CONTROLS_STYLE")
    desk_app.choose_style()  # `-style Material` on the command line: Qt reports it
    assert style.set == []


def test_offscreen_finds_the_system_fonts_on_windows(qapp: QApplication,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """Qt's offscreen platform on Windows reads fonts only from QT_QPA_FONTDIR or Qt's own
    lib\\fonts (not shipped by PySide6): the application must be made with the variable set to
    %WINDIR%\\Fonts, or every offscreen picture and printed sheet has no text."""
    monkeypatch.delenv("QT_QPA_FONTDIR", raising=False)
    monkeypatch.setenv("WINDIR", "D:\\Win")
    with monkeypatch.context() as windows:
        windows.setattr(sys, "platform", "win32")
        assert desk_app.make_application([]) is qapp
    import os

    assert os.environ.get("QT_QPA_FONTDIR") == "D:\\Win\\Fonts"


def test_print_finds_the_system_fonts_on_windows(qapp: QApplication,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """`print` makes its own application, offscreen on Windows (no DISPLAY there): the same."""
    from cleverdesk.printing import command

    monkeypatch.delenv("QT_QPA_FONTDIR", raising=False)
    monkeypatch.delenv("WINDIR", raising=False)
    monkeypatch.setenv("SystemRoot", "C:\\Windows")
    with monkeypatch.context() as windows:
        windows.setattr(sys, "platform", "win32")
        command._ensure_gui_application()
    import os

    assert os.environ.get("QT_QPA_FONTDIR") == "C:\\Windows\\Fonts"


def test_fonts_are_left_alone_elsewhere_and_when_set() -> None:
    linux: dict[str, str] = {"WINDIR": "C:\\Windows"}
    desk_app.use_system_fonts(linux, platform="linux")
    assert "QT_QPA_FONTDIR" not in linux
    chosen = {"WINDIR": "C:\\Windows", "QT_QPA_FONTDIR": "E:\\fonts"}
    desk_app.use_system_fonts(chosen, platform="win32")
    assert chosen["QT_QPA_FONTDIR"] == "E:\\fonts"


def test_check_install_loads_the_controls_in_the_desks_style(qapp: QApplication,
                                                              monkeypatch: pytest.MonkeyPatch
                                                              ) -> None:
    """`check-install` imports QtQuick.Controls itself: with nothing chosen that is the native
    style on Windows, which the bundle does not ship; it must choose the desk's style first."""
    from cleverdesk.ui.app import install_check

    chosen: list[str] = []
    monkeypatch.setattr(desk_app, "choose_style", lambda: chosen.append("chosen"))
    results = list(install_check._qml())
    assert chosen == ["chosen"]
    assert all(ok for ok, _ in results), results

"""The desk window opens offscreen, shows its home screen and renders to a picture."""

from pathlib import Path

from PySide6.QtQuick import QQuickWindow

from tests.ui.driver import Driver


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


ROOT = Path(__file__).resolve().parents[3]


def test_window_and_taskbar_show_the_cleverdesk_icon(desk: Driver, qapp) -> None:
    from PySide6.QtCore import QSize

    from cleverdesk.ui.app.app import APP_ID, make_application

    assert make_application([]) is qapp
    window = desk.engine.rootObjects()[0]
    assert isinstance(window, QQuickWindow)
    icon = window.icon()
    assert not icon.isNull(), "the window should carry the cleverdesk icon"
    for side in (16, 32, 48, 256):  # every size drawn, none scaled from another
        assert QSize(side, side) in icon.availableSizes(), side
    assert not icon.pixmap(16, 16).isNull()
    # The taskbar finds the launcher by these: the X11 window class and the Wayland app id.
    assert qapp.applicationName() == APP_ID
    assert qapp.desktopFileName() == APP_ID


def test_desktop_entry_matches_the_window() -> None:
    entry = ROOT / "resources" / "cleverdesk.desktop"
    fields = dict(line.split("=", 1) for line in entry.read_text().splitlines() if "=" in line)
    assert entry.stem == "cleverdesk"  # the name setDesktopFileName gives Wayland
    assert fields["StartupWMClass"] == "cleverdesk"  # the window class on X11
    assert fields["Icon"] == "cleverdesk" and fields["Exec"] == "cleverdesk"


def _render_icons():
    import importlib.util

    spec = importlib.util.spec_from_file_location("render_icons",
                                                  ROOT / "packaging" / "render_icons.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_shipped_icons_are_renders_of_the_master(qapp) -> None:
    """Editing resources/cleverdesk.svg without `python packaging/render_icons.py --package`
    would leave the window showing the old icon."""
    from PySide6.QtGui import QImage

    render_icons = _render_icons()
    for side in render_icons.PACKAGE_SIZES:
        shipped = QImage(str(ROOT / "cleverdesk" / "icons" / f"cleverdesk-{side}.png"))
        fresh = QImage.fromData(render_icons.render_png(side))
        assert (shipped.width(), shipped.height()) == (side, side)
        shipped = shipped.convertToFormat(QImage.Format.Format_ARGB32)
        fresh = fresh.convertToFormat(QImage.Format.Format_ARGB32)
        difference = sum(
            abs(shipped.pixelColor(x, y).red() - fresh.pixelColor(x, y).red())
            + abs(shipped.pixelColor(x, y).alpha() - fresh.pixelColor(x, y).alpha())
            for x in range(0, side, max(1, side // 32)) for y in range(0, side, max(1, side // 32))
        )
        samples = len(range(0, side, max(1, side // 32))) ** 2
        assert difference / samples < 4, f"cleverdesk-{side}.png differs from the master"


def test_windows_and_macos_icon_files_hold_every_size(tmp_path: Path, qapp) -> None:
    from PySide6.QtGui import QImageReader

    _render_icons().render_all(tmp_path)
    for name, sizes in (("cleverdesk.ico", {16, 24, 32, 48, 64, 128, 256}),
                        ("cleverdesk.icns", {16, 32, 64, 128, 256, 512, 1024})):
        reader = QImageReader(str(tmp_path / name))
        found = set()
        for index in range(reader.imageCount()):
            reader.jumpToImage(index)
            image = reader.read()
            assert not image.isNull(), f"{name} image {index}: {reader.errorString()}"
            found.add(image.width())
        assert found == sizes, name
    for side in (16, 512):
        assert (tmp_path / f"cleverdesk-{side}.png").is_file()


def test_check_install_reports_a_missing_translation(qapp, monkeypatch, tmp_path: Path) -> None:
    """A bundle that lost the Dutch translation says so, and exits 1, instead of 'ok'."""
    from cleverdesk.ui.app import install_check
    from cleverdesk.ui.common import language

    real = language.qm_file
    monkeypatch.setattr(language, "qm_file",
                        lambda lang: tmp_path / "gone.qm" if lang == "nl" else real(lang))
    lines: list[str] = []
    assert install_check.check_install(lines.append) == 1
    assert any(line.startswith("FAIL translation nl") for line in lines), lines
    assert any(line.startswith("ok   translation de") for line in lines)
    assert lines[-1] == "1 part(s) missing or broken"

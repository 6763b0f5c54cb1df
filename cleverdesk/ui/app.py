"""Start the desk: a QApplication, a QML engine and the `Cleverdesk` QML module."""

from __future__ import annotations

import sys
from importlib.resources import files
from pathlib import Path

# QtQuick must be imported before rootObjects() is read, or an ApplicationWindow comes back
# as a plain QWindow without its QML properties.
import PySide6.QtQuick  # noqa: F401
from PySide6.QtGui import QIcon
from PySide6.QtQml import QQmlApplicationEngine
from PySide6.QtQuickControls2 import QQuickStyle
from PySide6.QtWidgets import QApplication

from cleverdesk import __version__

# Importing these modules registers their types with the QML module: Game, Desk, Words, Saves,
# PrintDesk, Campaign, History, SetCubedGame, Language, Guide, Hints.
from . import (  # noqa: F401
    campaign_view,
    desk,
    game,
    guide,
    hint_desk,
    history_view,
    language,
    print_desk,
    saves_desk,
    setcubed_game,
    words,
)

APP_ID = "cleverdesk"
QML_MODULE = "Cleverdesk"
STYLE = "Fusion"  # a non-native style: the desk customises its controls


def qml_import_path() -> Path:
    """The folder that holds the `Cleverdesk` QML module (cleverdesk/qml)."""
    return Path(str(files("cleverdesk") / "qml"))


def icon_files() -> list[Path]:
    """The icon at each size it was drawn for (cleverdesk/icons, rendered from
    resources/cleverdesk.svg by packaging/render_icons.py --package)."""
    folder = Path(str(files("cleverdesk") / "icons"))
    return sorted(folder.glob(f"{APP_ID}-*.png"), key=lambda path: int(path.stem.split("-")[1]))


def app_icon() -> QIcon:
    """The window and taskbar icon: every drawn size, so no size is a blurred scaling."""
    icon = QIcon()
    for path in icon_files():
        icon.addFile(str(path))
    return icon


def create_engine() -> QQmlApplicationEngine:
    """Create the QML engine and load the main window; a Q(Gui)Application must exist.

    Shared by `run_desk`, the tools and the UI tests, so they all load exactly what a player sees.
    """
    if not QQuickStyle.name():
        QQuickStyle.setStyle(STYLE)
    # The saved language (first start: the system's), before any text is read.
    language.choose_at_start()
    engine = QQmlApplicationEngine()
    engine.addImportPath(str(qml_import_path()))
    engine.loadFromModule(QML_MODULE, "Main")
    return engine


def singleton(engine: QQmlApplicationEngine, name: str) -> object:
    """The engine's instance of one of our QML singletons ("Game", "Desk", "Words")."""
    return engine.singletonInstance(QML_MODULE, name)


def make_application(argv: list[str]) -> QApplication:
    # The application name is the window class on X11 (WM_CLASS) and the desktop file name the
    # app id on Wayland: both must be "cleverdesk", the name of cleverdesk.desktop, so a desktop
    # puts the window under the launcher's icon (StartupWMClass=cleverdesk there).
    QApplication.setApplicationName(APP_ID)
    QApplication.setOrganizationName(APP_ID)
    QApplication.setApplicationVersion(__version__)
    QApplication.setDesktopFileName(APP_ID)
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        app = existing
    else:
        app = QApplication([sys.argv[0] if sys.argv and sys.argv[0] else APP_ID, *argv])
    app.setWindowIcon(app_icon())  # after the application exists: an icon needs one
    return app


def run_desk(argv: list[str]) -> int:
    """Run the desk until its window closes; `argv` holds the arguments after the program name.

    A widgets QApplication (not QGuiApplication) because the print dialogs are widgets.
    """
    import os

    from .display_check import missing_display

    problem = missing_display(os.environ, argv)
    if problem:  # said before Qt aborts with its generic "could not load the platform plugin"
        print(problem, file=sys.stderr)
        return 1
    app = make_application(argv)

    engine = create_engine()
    if not engine.rootObjects():
        print(
            f"cleverdesk: the desk window could not be loaded from the QML module "
            f"{QML_MODULE!r} in {qml_import_path()} (see the QML errors above).",
            file=sys.stderr,
        )
        del engine
        return 1

    exit_code = app.exec()
    del engine
    return exit_code

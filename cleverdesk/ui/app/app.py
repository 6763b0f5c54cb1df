"""Start the desk: a QApplication, a QML engine and the `Cleverdesk` QML module."""

from __future__ import annotations

import os
import sys
from collections.abc import MutableMapping
from functools import partial
from importlib.resources import files
from pathlib import Path

# QtQuick must be imported before rootObjects() is read, or an ApplicationWindow comes back
# as a plain QWindow without its QML properties.
import PySide6.QtQuick  # noqa: F401
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtQml import QQmlApplicationEngine
from PySide6.QtQuick import QQuickWindow
from PySide6.QtQuickControls2 import QQuickStyle
from PySide6.QtWidgets import QApplication

from cleverdesk import __version__
from cleverdesk.qt_caches import use_cache_folder
from cleverdesk.system_fonts import use_system_fonts

# Importing these modules registers their types with the QML module: the settings (Desk) and
# the language, all the home screen needs.
from cleverdesk.ui.app import desk  # noqa: F401
from cleverdesk.ui.app.services import (
    LIGHT_SINGLETONS,
    QML_MODULE,
    load_services,
    register_services,
    service,
)
from cleverdesk.ui.common import language, memory
from cleverdesk.ui.common.ending import SignalQuit

# The game services (QML singletons made on first use) are registered now, at import, before
# any window is loaded: ui/app/services.py says why.
register_services()

APP_ID = "cleverdesk"
STYLE = "Fusion"  # a non-native style: the desk customises its controls
STYLE_ENV = "QT_QUICK_CONTROLS_STYLE"  # how a player (or a tester) chooses another style
# What QQuickStyle.name() answers when nothing was chosen: the platform's native style
# (Windows 10: "Windows", Windows 11: "FluentWinUI3", macOS: "macOS"), never "" as on Linux
NATIVE_STYLES = frozenset({"Windows", "FluentWinUI3", "macOS", "iOS"})


def choose_style(environ: MutableMapping[str, str] | None = None) -> None:
    """Set the desk's style (Fusion) unless the player chose one (QT_QUICK_CONTROLS_STYLE, or
    Qt's `-style` argument other than the native style).

    A native style cannot be customised: the desk's controls would lose their look and Qt warns
    "style does not support customization" for each of them. Qt reports the native style on
    Windows and macOS when nothing was set, so it counts as no choice."""
    if (os.environ if environ is None else environ).get(STYLE_ENV):
        return
    current = QQuickStyle.name()
    if not current or current in NATIVE_STYLES:
        QQuickStyle.setStyle(STYLE)


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
    The window shows its home screen first; the game services follow right after its first frame
    (or at once when a caller asks for one of them through `singleton`).
    """
    choose_style()
    use_cache_folder()
    # The saved language (first start: the system's), before any text is read.
    language.choose_at_start()
    engine = QQmlApplicationEngine()
    engine.addImportPath(str(qml_import_path()))
    engine.loadFromModule(QML_MODULE, "Main")
    roots = engine.rootObjects()
    if roots and isinstance(roots[0], QQuickWindow):
        window = roots[0]
        # Qt's automatic pipeline cache would still make its (then empty) folder under
        # CacheLocation; the explicit file of use_cache_folder replaces it. Set before the
        # scene graph starts, at the window's first exposure in the event loop.
        graphics = window.graphicsConfiguration()
        graphics.setAutomaticPipelineCache(False)
        window.setGraphicsConfiguration(graphics)
        memory.watch_screens(window)  # a screen left gives its memory back

        def after_first_frame() -> None:
            # queued: the first frame's other handlers (the start-up benchmark's) come first
            QTimer.singleShot(0, engine, lambda: load_services(engine))

        # A single-shot connection, not a disconnect inside the handler: on a real display the
        # threaded render loop emits frameSwapped on its own thread, and a second frame could
        # reach the handler before its disconnect did ("Failed to disconnect" at every start).
        window.frameSwapped.connect(after_first_frame, Qt.ConnectionType.SingleShotConnection)
    return engine


def dispose_engine(engine: QQmlApplicationEngine) -> None:
    """Destroy a desk's windows, then its engine, now and in this order (tools and tests that
    open several desks in one process).

    ``deleteLater`` alone leaves the window alive until the event loop next returns to its top,
    and an engine whose Python handle is only freed later by the garbage collector then takes
    its still-running window down in the middle of whatever QML handler the collection
    happened to interrupt, and Qt aborts ("destroyed while one of its QML signal handlers is
    in progress"). Here the deferred deletions are carried out at once and the collector runs
    at this quiet point instead."""
    import gc

    from PySide6.QtCore import QCoreApplication, QEvent

    for root in engine.rootObjects():
        root.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    engine.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QCoreApplication.processEvents()
    gc.collect()


def singleton(engine: QQmlApplicationEngine, name: str) -> object:
    """The engine's instance of one of our QML singletons ("Game", "Desk", "Words"), the one
    QML has; the game services are loaded first if the first frame has not done that yet."""
    if name in LIGHT_SINGLETONS:
        return engine.singletonInstance(QML_MODULE, name)
    load_services(engine)
    return service(engine, name)


def make_application(argv: list[str]) -> QApplication:
    # The application name is the window class on X11 (WM_CLASS) and the desktop file name the
    # app id on Wayland: both must be "cleverdesk", the name of cleverdesk.desktop, so a desktop
    # puts the window under the launcher's icon (StartupWMClass=cleverdesk there).
    QApplication.setApplicationName(APP_ID)
    QApplication.setOrganizationName(APP_ID)
    QApplication.setApplicationVersion(__version__)
    QApplication.setDesktopFileName(APP_ID)
    use_system_fonts()
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

    from cleverdesk.ui.app.display_check import missing_display

    problem = missing_display(os.environ, argv)
    if problem:  # said before Qt aborts with its generic "could not load the platform plugin"
        print(problem, file=sys.stderr)
        return 1
    app = make_application(argv)
    # one desk per data folder: a second start shows the running desk's window and ends
    from cleverdesk.store import data_dir
    from cleverdesk.ui.app import single

    folder = data_dir()
    claim = single.claim(folder)
    lock = claim.lock
    if lock is None:
        print(f"cleverdesk: {claim.said}", file=sys.stderr)
        return claim.exit_code

    engine = create_engine()
    if not engine.rootObjects():
        print(
            f"cleverdesk: the desk window could not be loaded from the QML module "
            f"{QML_MODULE!r} in {qml_import_path()} (see the QML errors above).",
            file=sys.stderr,
        )
        del engine
        lock.release()
        return 1
    server = single.RaiseServer(folder, partial(show_window, engine))
    # SIGTERM, SIGINT, SIGHUP quit through the event loop: aboutToQuit writes the last move
    signals = SignalQuit(app)

    exit_code = app.exec()
    signals.restore()
    del server  # (it holds the engine)
    del engine
    lock.release()
    return exit_code


def show_window(engine: QQmlApplicationEngine) -> None:
    """Bring the desk's window to the front (a second start of the desk asked for it)."""
    for window in engine.rootObjects():
        if isinstance(window, QQuickWindow):
            if window.visibility() == QQuickWindow.Visibility.Minimized:
                window.showNormal()
            window.show()
            window.raise_()
            window.requestActivate()

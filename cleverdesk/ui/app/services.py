"""The game services: the QML singletons (Game, Saves, History, ...) the screens use, their
registration with the `Cleverdesk` QML module and the switch that lets the window load them.

Both the start-up (`ui/app/app.py`) and the settings object (`Desk.loadServices`,
`ui/app/desk.py`) need `load_services`; it lives here, below both, so neither calls back into
the other (issue 37: `desk` imported `app`, which imports `desk`).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtQml import QQmlApplicationEngine, QQmlEngine, qmlRegisterSingletonType

QML_MODULE = "Cleverdesk"
# The game services: QML singletons whose modules import the game engines, the file models and
# more. Each is registered under its name but its module is imported, and the object made, only
# when QML (or `singleton`) first uses it: Main.qml leaves them to DeskServices.qml, which it
# loads right after its first frame. (Registered when app.py is imported, before any window:
# a singleton registered after the window was loaded breaks the QML compiled after it, Qt 6.11.)
# Each name maps to its module under cleverdesk.ui (the room that serves the screen).
SERVICES = {"Words": "common.words", "Game": "table.game", "SetCubedGame": "setcubed.game",
            "Saves": "saves.desk", "History": "history.view", "Campaign": "campaign.view",
            "PrintDesk": "printing.desk", "Hints": "table.hints", "Guide": "table.guide",
            "Spoken": "common.spoken", "Review": "review.desk", "Challenge": "challenge.desk",
            "SetCubedHints": "setcubed.hint_advisor"}
# The singletons the home screen needs, registered by their own modules when imported.
LIGHT_SINGLETONS = ("Desk", "Language", "Theme")

_registered = False


def _service_factory(name: str) -> Callable[[QQmlEngine], QObject]:
    def create(engine: QQmlEngine) -> QObject:
        module = importlib.import_module(f"cleverdesk.ui.{SERVICES[name]}")
        service = getattr(module, name)
        made = service.create(engine) if hasattr(service, "create") else service()
        assert isinstance(made, QObject)
        return made

    return create


def register_services() -> None:
    """Register every game service with the QML module (once per process)."""
    global _registered
    if _registered:
        return
    _registered = True
    for name in SERVICES:
        # (PySide's type stubs lack this overload, the one with a factory callable)
        qmlRegisterSingletonType(QObject, QML_MODULE, 1, 0, name,  # type: ignore[call-overload]
                                 _service_factory(name))


def load_services(engine: QQmlEngine) -> None:
    """Let the window load what uses the game services (DeskServices.qml, which makes them);
    nothing happens when it has already."""
    roots = engine.rootObjects() if isinstance(engine, QQmlApplicationEngine) else []
    if not roots or roots[0].property("servicesReady"):
        return
    roots[0].setProperty("servicesReady", True)

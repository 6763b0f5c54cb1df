"""The game services: the QML singletons (Game, Saves, History, ...) the screens use, the one
place that makes them, their registration with the `Cleverdesk` QML module and the switch that
lets the window load them.

Each service is declared in SERVICES with the services its constructor takes; `service` makes
one on first use, the services it needs first, and passes them in. Whoever asks first, QML
(through the singleton's factory) or Python (a needing service, `app.singleton`), every one of
an engine's askers gets the same object.

Both the start-up (`ui/app/app.py`) and the settings object (`Desk.loadServices`,
`ui/app/desk.py`) need `load_services`; it lives here, below both, so neither calls back into
the other (issue 37: `desk` imported `app`, which imports `desk`).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from PySide6.QtCore import QObject
from PySide6.QtQml import QQmlApplicationEngine, QQmlEngine, qmlRegisterSingletonType

from cleverdesk.ui.common.engine_services import made_services

QML_MODULE = "Cleverdesk"


@dataclass(frozen=True)
class Service:
    """How one game service is made."""

    module: str  # its module under cleverdesk.ui (the room that serves its screen)
    cls: str = ""  # its class there ("": the service's own name)
    # what its constructor takes: keyword -> the service passed (made first)
    needs: Mapping[str, str] = field(default_factory=dict)
    # the engine is its parent (the services that always were made so); the others are owned by
    # the engine as its QML singletons are
    engine_child: bool = False


# The game services: QML singletons whose modules import the game engines, the file models and
# more. Each is registered under its name but its module is imported, and the object made, only
# when it is first used: Main.qml leaves them to DeskServices.qml, which it loads right after
# its first frame. (Registered when app.py is imported, before any window: a singleton
# registered after the window was loaded breaks the QML compiled after it, Qt 6.11.)
SERVICES: dict[str, Service] = {
    "Words": Service("common.words"),
    "Game": Service("table.desk"),
    "SetCubedGame": Service("setcubed.desk"),
    "Saves": Service("saves.desk"),
    "History": Service("history.desk", needs={
        "game": "Game", "set_cubed_game": "SetCubedGame", "saves": "Saves"}, engine_child=True),
    "Campaign": Service("campaign.desk", needs={
        "game": "Game", "history": "History", "saves": "Saves"}, engine_child=True),
    "PrintDesk": Service("printing.desk", needs={"game": "Game", "saves": "Saves"}),
    "Hints": Service("table.hints", needs={"game": "Game", "saves": "Saves"},
                     engine_child=True),
    "Guide": Service("table.guide", needs={"game": "Game", "desk": "Desk"}, engine_child=True),
    "Spoken": Service("common.spoken"),
    "Review": Service("review.desk", "ReviewDesk", needs={
        "game": "Game", "history": "History"}, engine_child=True),
    "Challenge": Service("challenge.desk", "ChallengeDesk", needs={
        "game": "Game", "saves": "Saves", "history": "History", "review": "Review"},
        engine_child=True),
    "SetCubedHints": Service("setcubed.hint_advisor", "SetCubedHintAdvisor", needs={
        "game": "SetCubedGame", "saves": "Saves"}, engine_child=True),
}
# The singletons the home screen needs, registered by their own modules when imported (a
# service may need one: the engine makes it).
LIGHT_SINGLETONS = ("Desk", "Language", "Theme")

_registered = False


def service(engine: QQmlEngine, name: str) -> QObject:
    """``engine``'s service ``name``, made now (after the services it needs) if it was not."""
    made = made_services(engine)
    found = made.get(name)
    if found is not None:
        return found
    if name in LIGHT_SINGLETONS:
        light = engine.singletonInstance(QML_MODULE, name)
        assert isinstance(light, QObject), name
        return light
    declared = SERVICES[name]
    needed = {keyword: service(engine, other) for keyword, other in declared.needs.items()}
    module = importlib.import_module(f"cleverdesk.ui.{declared.module}")
    kind = getattr(module, declared.cls or name)
    if declared.engine_child:
        needed["parent"] = engine
    made_now = kind(**needed)
    assert isinstance(made_now, QObject), name
    made[name] = made_now
    return made_now


def _factory(name: str) -> Callable[[QQmlEngine], QObject]:
    return lambda engine: service(engine, name)


def register_services() -> None:
    """Register every game service with the QML module (once per process)."""
    global _registered
    if _registered:
        return
    _registered = True
    for name in SERVICES:
        # (PySide's type stubs lack this overload, the one with a factory callable)
        qmlRegisterSingletonType(QObject, QML_MODULE, 1, 0, name,  # type: ignore[call-overload]
                                 _factory(name))


def load_services(engine: QQmlEngine) -> None:
    """Let the window load what uses the game services (DeskServices.qml, which makes them);
    nothing happens when it has already."""
    roots = engine.rootObjects() if isinstance(engine, QQmlApplicationEngine) else []
    if not roots or roots[0].property("servicesReady"):
        return
    roots[0].setProperty("servicesReady", True)

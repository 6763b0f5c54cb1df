"""The game services one QML engine has made so far, by name (ui/app/services.py makes them).

They are kept by a child of the engine, so they are the engine's alone (a test or a tool may run
several desks in one process) and are let go with it. The language switch (language.py) reads
them: a service not made yet reads the new words when it is.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt


class _Made(QObject):
    """The engine's child that keeps its services."""

    def __init__(self, engine: QObject) -> None:
        super().__init__(engine)
        self.services: dict[str, QObject] = {}


def made_services(engine: QObject) -> dict[str, QObject]:
    """The services ``engine`` has made so far, by name (the dictionary itself: the maker adds
    to it)."""
    found = engine.findChild(_Made, options=Qt.FindChildOption.FindDirectChildrenOnly)
    if found is None:
        found = _Made(engine)
    return found.services

"""Notify signals emitted only for the properties whose value changed.

A move changes at most two of the nine undo properties of ``Saves``; one shared signal made every
binding on all nine (buttons, tips, shortcuts) evaluate again after half the moves. Here each
property has its own ``<name>Changed`` signal, emitted when its value differs from the one QML
was last told of (all values taken first: a binding reading two sees both new).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


class ChangedProperties:
    def __init__(self, owner: Any, names: Sequence[str]) -> None:
        self._owner = owner
        self._names = tuple(names)
        self._told = self.values()  # what QML reads before anything changed

    def values(self) -> tuple[Any, ...]:
        """Every property, as QML would read it now."""
        return tuple(getattr(self._owner, name) for name in self._names)

    def emit_changed(self) -> list[str]:
        """Emit the notify signal of each property that changed; their names."""
        now = self.values()
        told, self._told = self._told, now
        changed = [name for name, before, after in zip(self._names, told, now, strict=True)
                   if before != after]
        for name in changed:
            getattr(self._owner, f"{name}Changed").emit()
        return changed

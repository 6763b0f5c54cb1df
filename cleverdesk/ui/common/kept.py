"""Properties computed once per refresh and kept, each with its own notify signal.

A controller with many read-only properties (the Clever table has ~40) recomputes them all
after each move. Were they computed on every QML read and notified with one shared signal,
every binding on any of them would evaluate again after every move, which costs frame time.
Here each property is declared with ``@kept(type, notifySignal)`` over a function computing it
from a *source* (what the controller hands over per refresh); ``publish`` computes them, keeps
the values QML reads, and emits the notify signal of only those whose value changed -- after all
of them are kept, so a binding reading two of them (even of two objects) sees both new values.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from PySide6.QtCore import Property, QObject, Signal

Compute = Callable[[Any, Any], Any]  # (the owning object, the source) -> the value

# The kept properties of each class in the order they are declared: "module.Class" -> [...].
_DECLARED: dict[str, list[tuple[str, Compute]]] = {}


def _owner(module: str, qualname: str) -> str:
    return f"{module}.{qualname}"


def kept(kind: type, notify: Signal) -> Callable[[Compute], Property]:
    """Declare a kept property: ``compute(self, source)`` gives its value at each publish."""
    def wrap(compute: Compute) -> Property:
        name = compute.__name__
        owner = _owner(compute.__module__, compute.__qualname__.rpartition(".")[0])
        _DECLARED.setdefault(owner, []).append((name, compute))

        def read(obj: QObject) -> Any:
            return obj.kept_values.values[name]  # type: ignore[attr-defined]

        return Property(kind, read, notify=notify)
    return wrap


class KeptValues:
    """The values of one object's kept properties as QML was last told of them. The owner
    keeps it as ``self.kept_values`` (the properties read it there)."""

    def __init__(self, owner: QObject, source: Any) -> None:
        self._owner = owner
        # a base class's kept properties first (a controller may take them from a base)
        self._declared = [found for cls in reversed(type(owner).__mro__)
                          for found in _DECLARED.get(_owner(cls.__module__, cls.__qualname__),
                                                     [])]
        self.values: dict[str, Any] = {name: compute(owner, source)
                                       for name, compute in self._declared}

    def keep(self, source: Any) -> list[str]:
        """Compute every property from ``source`` and keep it; the names that changed (a
        value of another type counts: ``0 == False``, but QML would show it otherwise)."""
        values, changed = self.values, []
        for name, compute in self._declared:
            value = compute(self._owner, source)
            if value != values[name] or type(value) is not type(values[name]):
                values[name] = value
                changed.append(name)
        return changed

    def notify(self, names: Iterable[str]) -> None:
        for name in names:
            getattr(self._owner, f"{name}Changed").emit()


def publish(source: Any, owners: Iterable[QObject]) -> None:
    """Keep the new values of every owner's properties, then signal those that changed."""
    kept_now = [(obj.kept_values, obj.kept_values.keep(source))  # type: ignore[attr-defined]
                for obj in owners]
    for values, changed in kept_now:
        values.notify(changed)

"""Sheet geometry per game, in millimetres on the printed page (no Qt; imports only the engine).

Every module in this package with a ``GAME_ID`` and a ``build()`` returning a
:class:`SheetGeometry` lays out that game's sheet; adding a game's sheet means adding its
module, nothing here. The desk offers a game only when both its engine and its geometry exist.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from functools import cache

from .geometry import Element, Kind, SheetGeometry

_NOT_LAYOUTS = {"geometry"}


def _discover() -> dict[str, Callable[[], SheetGeometry]]:
    found: dict[str, Callable[[], SheetGeometry]] = {}
    for info in pkgutil.iter_modules(__path__):
        if info.name in _NOT_LAYOUTS:
            continue
        module = importlib.import_module(f"{__name__}.{info.name}")
        game = getattr(module, "GAME_ID", None)
        build = getattr(module, "build", None)
        if isinstance(game, str) and callable(build):
            found[game] = build
    return found


_BUILDERS = _discover()

LAYOUT_GAME_IDS: tuple[str, ...] = tuple(_BUILDERS)


@cache
def sheet_geometry(game_id: str) -> SheetGeometry:
    try:
        build = _BUILDERS[game_id]
    except KeyError:
        raise KeyError(f"no sheet geometry for {game_id!r}") from None
    return build()


__all__ = ["LAYOUT_GAME_IDS", "Element", "Kind", "SheetGeometry", "sheet_geometry"]

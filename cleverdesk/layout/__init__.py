"""Sheet geometry per game, in millimetres on the printed page (no Qt; imports only the engine).

Every module in this package named like a game (``clever_4ever`` for ``clever-4ever``) with
that ``GAME_ID`` and a ``build()`` returning a :class:`SheetGeometry` lays out that game's sheet;
adding a game's sheet means adding its module, nothing here. The desk offers a game only when
both its engine and its geometry exist.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from functools import cache

from cleverdesk.engine import GAME_IDS

from .geometry import Element, Kind, SheetGeometry

# Game ids whose module here lays out their sheet, found by file name (a layout module is named
# like its game, with underscores); the modules themselves are imported on first use, not at
# start-up. The order is that of the file names (the daily campaign game depends on it).
LAYOUT_GAME_IDS: tuple[str, ...] = tuple(
    game for game in (info.name.replace("_", "-") for info in pkgutil.iter_modules(__path__))
    if game in GAME_IDS
)


def _builder(game_id: str) -> Callable[[], SheetGeometry]:
    module = importlib.import_module(f"{__name__}.{game_id.replace('-', '_')}")
    build = getattr(module, "build", None)
    if getattr(module, "GAME_ID", None) != game_id or not callable(build):
        raise KeyError(f"no sheet geometry for {game_id!r}")
    built: Callable[[], SheetGeometry] = build
    return built


@cache
def sheet_geometry(game_id: str) -> SheetGeometry:
    if game_id not in LAYOUT_GAME_IDS:
        raise KeyError(f"no sheet geometry for {game_id!r}")
    return _builder(game_id)()


__all__ = ["LAYOUT_GAME_IDS", "Element", "Kind", "SheetGeometry", "sheet_geometry"]

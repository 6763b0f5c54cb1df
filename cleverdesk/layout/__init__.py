"""Sheet geometry per game, in millimetres on the printed page (no Qt; imports only the engine).

Every game of the catalogue (``cleverdesk/catalogue.py``) that is played on a sheet has a module
here, the one its entry names, with that ``GAME_ID`` and a ``build()`` returning a
:class:`SheetGeometry`; adding a game's sheet means adding its module, nothing here.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from functools import cache

from cleverdesk import catalogue

from .geometry import Element, Kind, SheetGeometry

# The games played on a sheet, in series order; their modules are imported on first use, not at
# start-up.
LAYOUT_GAME_IDS: tuple[str, ...] = tuple(
    game for game in catalogue.ALL_GAME_IDS if catalogue.facts(game).has_sheet)


def _builder(game_id: str) -> Callable[[], SheetGeometry]:
    module = importlib.import_module(f"{__name__}.{catalogue.facts(game_id).module}")
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

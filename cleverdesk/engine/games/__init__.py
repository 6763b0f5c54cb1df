"""The registry of Clever games by id.

Every module in this package that defines ``RULES`` (a :class:`CleverRules` instance) is a game;
adding a game means adding its module, nothing here.
"""

from __future__ import annotations

import importlib
import pkgutil

from ..clever import CleverRules
from ..errors import UnknownGame

# Printed order of the series; games not listed here sort after them by id.
_SERIES = ("ganz-schoen-clever", "doppelt-so-clever", "clever-hoch-drei", "clever-4ever")


def _discover() -> dict[str, CleverRules]:
    found: dict[str, CleverRules] = {}
    for info in pkgutil.iter_modules(__path__):
        module = importlib.import_module(f"{__name__}.{info.name}")
        rules = getattr(module, "RULES", None)
        if isinstance(rules, CleverRules):
            found[rules.game_id] = rules
    order = {game: i for i, game in enumerate(_SERIES)}
    return dict(sorted(found.items(), key=lambda kv: (order.get(kv[0], len(order)), kv[0])))


_RULES = _discover()

GAME_IDS: tuple[str, ...] = tuple(_RULES)


def get_rules(game_id: str) -> CleverRules:
    try:
        return _RULES[game_id]
    except KeyError:
        known = ", ".join(GAME_IDS)
        raise UnknownGame(f"unknown game {game_id!r} (known: {known})") from None

"""The registry of Clever games by id.

Every public module in this package (a name without a leading underscore) is a game: its id is
the module name with hyphens, and it defines ``RULES`` (a :class:`CleverRules` instance). Adding
a game means adding its module, nothing here. A game module is imported when its rules are first
asked for, not when the engine is imported: building a game's sheet costs start-up time.
"""

from __future__ import annotations

import importlib
import pkgutil

from ..clever import CleverRules
from ..errors import UnknownGame

# Printed order of the series; games not listed here sort after them by id.
_SERIES = ("ganz-schoen-clever", "doppelt-so-clever", "clever-hoch-drei", "clever-4ever")


def game_id_of(module_name: str) -> str:
    return module_name.replace("_", "-")


def _discover() -> dict[str, str]:
    """Game id → module name, from the file names alone (nothing is imported)."""
    found = {game_id_of(info.name): info.name for info in pkgutil.iter_modules(__path__)
             if not info.name.startswith("_")}
    order = {game: i for i, game in enumerate(_SERIES)}
    return dict(sorted(found.items(), key=lambda kv: (order.get(kv[0], len(order)), kv[0])))


_MODULES = _discover()
_RULES: dict[str, CleverRules] = {}
_STRICT: dict[str, CleverRules] = {}
_readings = "ours"

GAME_IDS: tuple[str, ...] = tuple(_MODULES)


def use_readings(readings: str) -> str:
    """Make ``get_rules`` answer the rules under ``readings`` ("ours", or "strict": the narrow
    readings of ``engine/readings.py``) in this process; returns the readings before. Only
    ``sim --rules strict`` changes them: the desk always plays ours."""
    global _readings
    from ..readings import READINGS

    if readings not in READINGS:
        raise ValueError(f"unknown rules readings {readings!r} (known: {', '.join(READINGS)})")
    before, _readings = _readings, readings
    return before


def current_readings() -> str:
    return _readings


def get_rules(game_id: str) -> CleverRules:
    return _strict_rules(game_id) if _readings == "strict" else _our_rules(game_id)


def _our_rules(game_id: str) -> CleverRules:
    rules = _RULES.get(game_id)
    if rules is not None:
        return rules
    name = _MODULES.get(game_id)
    if name is None:
        known = ", ".join(GAME_IDS)
        raise UnknownGame(f"unknown game {game_id!r} (known: {known})")
    rules = getattr(importlib.import_module(f"{__name__}.{name}"), "RULES", None)
    if not isinstance(rules, CleverRules) or rules.game_id != game_id:
        raise UnknownGame(f"the module {name} does not define the rules of {game_id!r}")
    _RULES[game_id] = rules
    return rules


def _strict_rules(game_id: str) -> CleverRules:
    rules = _STRICT.get(game_id)
    if rules is None:
        from ..readings import strict_variant

        rules = _STRICT[game_id] = strict_variant(_our_rules(game_id))
    return rules

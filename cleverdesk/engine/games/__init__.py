"""The registry of Clever games by id.

The games are those of the catalogue (``cleverdesk/catalogue.py``) played on the Clever engine,
in series order; each one's module here (the catalogue names it) defines ``RULES`` (a
:class:`CleverRules` instance). Adding a game means its catalogue entry and its module, nothing
here. A game module is imported when its rules are first
asked for, not when the engine is imported: building a game's sheet costs start-up time.
"""

from __future__ import annotations

import importlib

from cleverdesk.catalogue import CLEVER_ENGINE, GAMES

from ..clever import CleverRules
from ..errors import UnknownGame

# Game id → its module's name, in series order (nothing is imported here).
_MODULES = {game.id: game.module for game in sorted(GAMES, key=lambda g: g.series)
            if game.engine == CLEVER_ENGINE and game.module}
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

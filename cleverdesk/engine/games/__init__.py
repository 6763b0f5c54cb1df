"""The registry of Clever games by id."""

from __future__ import annotations

from ..clever import CleverRules
from ..errors import UnknownGame
from .ganz_schoen_clever import GanzSchoenClever

_RULES: dict[str, CleverRules] = {rules.game_id: rules for rules in (GanzSchoenClever(),)}

GAME_IDS: tuple[str, ...] = tuple(_RULES)


def get_rules(game_id: str) -> CleverRules:
    try:
        return _RULES[game_id]
    except KeyError:
        known = ", ".join(GAME_IDS)
        raise UnknownGame(f"unknown game {game_id!r} (known: {known})") from None

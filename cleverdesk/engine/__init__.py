"""The rules engine of cleverdesk. Pure Python: it imports nothing from Qt (a test checks).

The public surface: ``new_game(setup)``, ``legal_moves(state)``, ``apply(state, move)``,
``replay(record)`` and the models of :mod:`.model`.
"""

from __future__ import annotations

from .clever import CleverRules, SetupError, Throw
from .errors import IllegalMove, Reason, ThrowProblem, ThrowRefused, UnknownGame
from .games import GAME_IDS, get_rules
from .model import (
    EnteredThrow,
    Event,
    GameRecord,
    GameSetup,
    GameState,
    Move,
    MoveKind,
    Phase,
    PlayerSetup,
    PlayerState,
)


def new_game(setup: GameSetup) -> GameState:
    return get_rules(setup.game).new_game(setup)


def legal_moves(state: GameState) -> list[Move]:
    return get_rules(state.game).legal_moves(state)


def apply(state: GameState, move: Move) -> GameState:
    return get_rules(state.game).apply(state, move)


def replay(record: GameRecord) -> GameState:
    """Rebuild the state of a record by applying its moves to its setup (with real dice, the
    faces of the throws it keeps)."""
    rules = get_rules(record.setup.game)
    state = rules.new_game(record.setup, record.throws)
    for move in record.moves:
        state = rules.apply(state, move)
    return state


__all__ = [
    "GAME_IDS",
    "CleverRules",
    "EnteredThrow",
    "Event",
    "GameRecord",
    "GameSetup",
    "GameState",
    "IllegalMove",
    "Move",
    "MoveKind",
    "Phase",
    "PlayerSetup",
    "PlayerState",
    "Reason",
    "SetupError",
    "Throw",
    "ThrowProblem",
    "ThrowRefused",
    "UnknownGame",
    "apply",
    "get_rules",
    "legal_moves",
    "new_game",
    "replay",
]

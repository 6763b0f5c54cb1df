"""SET Cubed: the rules engine of cleverdesk's fifth game. Pure Python: it imports no Qt.

The public surface mirrors the Clever engine: ``new_game(setup)``, ``legal_moves(state)``,
``apply(state, move)``, ``replay(record)``, plus ``check_turn`` for the desk's live preview.
They use the shipped (approximate) board and dice; build a :class:`SetCubedRules` with other
:class:`GameData` to play with other data.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from ..engine.model import GameSetup, PlayerSetup
from .data import Board, DiceSet, GameData, default_data, load_data
from .errors import DataError, DataMismatch, IllegalMove, Reason, SetupError
from .model import (
    GAME_ID,
    DataRef,
    EndReason,
    Event,
    HandDie,
    Move,
    MoveKind,
    Phase,
    Placement,
    PlayerState,
    SetCubedRecord,
    SetCubedSetup,
    SetCubedState,
    Tile,
)
from .rules import SetCubedRules, TurnCheck


@cache
def get_rules() -> SetCubedRules:
    """The rules over the shipped data, built once."""
    return SetCubedRules(default_data())


def new_game(setup: SetCubedSetup | GameSetup) -> SetCubedState:
    return get_rules().new_game(setup)


def legal_moves(state: SetCubedState) -> list[Move]:
    return get_rules().legal_moves(state)


def apply(state: SetCubedState, move: Move) -> SetCubedState:
    return get_rules().apply(state, move)


def check_turn(state: SetCubedState, placements: Sequence[Placement]) -> TurnCheck:
    return get_rules().check_turn(state, placements)


def replay(record: SetCubedRecord) -> SetCubedState:
    return get_rules().replay(record)


__all__ = [
    "GAME_ID",
    "Board",
    "DataError",
    "DataMismatch",
    "DataRef",
    "DiceSet",
    "EndReason",
    "Event",
    "GameData",
    "HandDie",
    "IllegalMove",
    "Move",
    "MoveKind",
    "Phase",
    "Placement",
    "PlayerSetup",
    "PlayerState",
    "Reason",
    "SetCubedRecord",
    "SetCubedRules",
    "SetCubedSetup",
    "SetCubedState",
    "SetupError",
    "Tile",
    "TurnCheck",
    "apply",
    "check_turn",
    "default_data",
    "get_rules",
    "legal_moves",
    "load_data",
    "new_game",
    "replay",
]

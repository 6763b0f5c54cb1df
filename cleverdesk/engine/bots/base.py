"""The one interface every computer player (and the hint engine) has."""

from __future__ import annotations

from typing import Protocol

from ..model import GameState, Move


class Bot(Protocol):
    name: str

    def choose(self, state: GameState, legal_moves: list[Move]) -> Move:
        """Pick one of ``legal_moves`` for the deciding player of ``state``."""
        ...

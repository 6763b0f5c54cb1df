"""A bot that picks uniformly among the legal moves: the floor every other bot must beat."""

from __future__ import annotations

import random

from ..model import GameState, Move


class RandomBot:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def choose(self, state: GameState, legal_moves: list[Move]) -> Move:
        return self._rng.choice(legal_moves)

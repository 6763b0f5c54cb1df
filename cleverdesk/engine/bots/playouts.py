"""Playouts: what the learned player goes on to score from a position, on fresh dice.

The independent measurement the review's figures are checked against (``scripts/
review_accuracy.py``, and the review itself for its biggest mistakes): from a position, every
seat is played to the end by the learned player, with the dice of the rest of the game drawn
from another seed. The dice already on the table stay as they lie; every throw after them is new
(the oracle's faces are a pure function of the seed and the place in the game, ``dice.py``).

Playouts of two moves from one position share their dice streams (the same list of seeds): the
difference of their means then measures the moves, not the luck of two different draws.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from ..clever import CleverRules
from ..model import GameState, Move, Phase
from .learned import LearnedBot
from .network import ValueNetwork


def with_fresh_dice(state: GameState, seed: int) -> GameState:
    """A copy of ``state`` whose throws from now on come from ``seed`` (a game of real dice
    too: the playouts imagine its throws to come, as the expert does)."""
    fresh = state.clone()
    fresh.setup = state.setup.model_copy(update={"seed": seed, "real_dice": False})
    return fresh


def stream_seeds(state: GameState, count: int, salt: int = 0) -> list[int]:
    """``count`` dice seeds for playouts from ``state``: a pure function of what is on the table
    (the sheets, the dice, the round and the phase), never of the game's seed or its throws to
    come, so the same position meets the same playouts in a game of real dice too."""
    table = json.loads(state.to_json())
    for hidden in ("setup", "throws", "last_events"):
        table.pop(hidden, None)
    digest = hashlib.blake2b(json.dumps(table, sort_keys=True).encode(), digest_size=8)
    rng = np.random.default_rng([int.from_bytes(digest.digest(), "big"), salt, 7_919])
    return [int(s) for s in rng.integers(1 << 40, 1 << 52, size=count)]


@dataclass(frozen=True)
class Playouts:
    """The final scores of one seat over the playouts of one position (or one move)."""

    scores: tuple[int, ...]

    @property
    def mean(self) -> float:
        return float(np.mean(self.scores)) if self.scores else 0.0

    @property
    def standard_error(self) -> float:
        if len(self.scores) < 2:
            return 0.0
        return float(np.std(self.scores, ddof=1) / np.sqrt(len(self.scores)))


class Playout:
    """Plays positions to the end with the learned player in every seat."""

    def __init__(self, rules: CleverRules, network: ValueNetwork | None = None) -> None:
        self.rules = rules
        self.bot = LearnedBot(network=network)

    def finish(self, state: GameState, seat: int) -> int:
        """``seat``'s final score when every seat plays ``state`` to the end."""
        rules, bot = self.rules, self.bot
        while state.phase != Phase.GAME_OVER:
            moves = rules.legal_moves(state)
            move = moves[0] if len(moves) == 1 else bot.choose(state, moves)
            state = rules.apply_unchecked(state, move)
        return rules.total(state.players[seat])

    def position(self, state: GameState, seat: int, seeds: Sequence[int]) -> Playouts:
        """From ``state`` (the learned player choosing its move too), once per seed."""
        return Playouts(tuple(self.finish(with_fresh_dice(state, s), seat) for s in seeds))

    def move(self, state: GameState, move: Move, seat: int, seeds: Sequence[int]) -> Playouts:
        """``move`` made at ``state``, then played on, once per seed."""
        rules = self.rules
        return Playouts(tuple(
            self.finish(rules.apply_unchecked(with_fresh_dice(state, s), move), seat)
            for s in seeds))

"""Computer players for SET Cubed, with the ``choose(state, legal_moves)`` interface of
:class:`cleverdesk.engine.bots.base.Bot`.

They use the rules' own legality and scoring code, see every hand like a player at the table
(R12), and never look at a state produced by ``apply`` — so they cannot peek at rolls the dice
oracle would make later.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

from . import get_rules
from .model import Move, MoveKind, Phase, SetCubedState
from .rules import SetCubedRules
from .symbols import WILD


class Bot(Protocol):
    name: str

    def choose(self, state: SetCubedState, legal_moves: list[Move]) -> Move:
        """Pick one of ``legal_moves`` for the deciding player of ``state``."""
        ...


class RandomBot:
    """Uniform among the legal moves: the floor every other bot must beat."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def choose(self, state: SetCubedState, legal_moves: list[Move]) -> Move:
        return self._rng.choice(legal_moves)


class GreedyBot:
    """The most points this turn (up to 3 dice); keeps and re-rolls dice by present usefulness.

    - opening and turns: the highest-scoring turn; among equals the one spending fewest WILDs;
    - WILD replacement: swap a hand die that fits no turn now (it comes back as a fresh roll);
    - EXTRA ROLL: keep WILDs and every die that fits some turn on the board as it is.
    """

    name = "greedy"

    def __init__(self, seed: int = 0, rules: SetCubedRules | None = None) -> None:
        self._seed = seed
        self._rules = rules if rules is not None else get_rules()

    def choose(self, state: SetCubedState, legal_moves: list[Move]) -> Move:
        seat = state.decider
        assert seat is not None
        if state.phase in (Phase.OPENING, Phase.PLACE):
            return self._best_turn(state, seat, legal_moves)
        if state.phase == Phase.REPLACE:
            useful = self._useful_dice(state, seat)
            for move in legal_moves:
                if move.kind == MoveKind.SWAP and move.dice[0] not in useful:
                    return move
            return next(m for m in legal_moves if m.kind == MoveKind.KEEP)
        if state.phase == Phase.EXTRA_ROLL:
            useful = self._useful_dice(state, seat)
            reroll = tuple(sorted(h.die for h in state.players[seat].hand
                                  if h.face != WILD and h.die not in useful))
            return next((m for m in legal_moves if m.dice == reroll), legal_moves[0])
        return legal_moves[0]

    def _best_turn(self, state: SetCubedState, seat: int, legal_moves: list[Move]) -> Move:
        rules = self._rules
        turns = [m for m in legal_moves if m.kind == MoveKind.PLACE]
        if not turns:
            return legal_moves[0]
        points = rules.turn_points(state, turns, seat)
        faces = {h.die: h.face for h in state.players[seat].hand}

        def value(k: int) -> tuple[int, int]:
            wilds = sum(1 for p in turns[k].placements if faces.get(p.die) == WILD)
            return (points[k], -wilds)

        best = max(range(len(turns)), key=value)
        return turns[best]

    def _useful_dice(self, state: SetCubedState, seat: int) -> set[int]:
        return {p.die for move in self._rules.turns_for(state, seat) for p in move.placements}


_BOTS: dict[str, Callable[[int], Bot]] = {"random": RandomBot, "greedy": GreedyBot}

BOT_NAMES: tuple[str, ...] = tuple(_BOTS)


def make_bot(name: str, seed: int = 0) -> Bot:
    try:
        return _BOTS[name](seed)
    except KeyError:
        raise ValueError(f"unknown bot {name!r} (known: {', '.join(BOT_NAMES)})") from None


__all__ = ["BOT_NAMES", "Bot", "GreedyBot", "RandomBot", "make_bot"]

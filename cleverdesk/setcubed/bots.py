"""Computer players for SET Cubed, with the ``choose(state, legal_moves)`` interface of
:class:`cleverdesk.engine.bots.base.Bot`.

They use the rules' own legality and scoring code, see every hand like a player at the table
(R12), and never look at a state produced by ``apply`` — so they cannot peek at rolls the dice
oracle would make later.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from typing import Protocol

from . import get_rules
from .model import Move, MoveKind, Phase, SetCubedState
from .rules import SetCubedRules
from .symbols import WILD

# How long the desk lets a computer player think about one turn (the search hands out its best
# turn so far when the time is up; with the usual hands it is done long before).
DESK_THINK_S = 0.45


class Bot(Protocol):
    name: str

    def choose(self, state: SetCubedState, legal_moves: Sequence[Move]) -> Move:
        """Pick one of ``legal_moves`` for the deciding player of ``state``.

        ``legal_moves`` may be a :class:`~cleverdesk.setcubed.rules.LegalMoves`, listed only
        when looked at: a bot that searches the turns itself leaves it alone."""
        ...


class RandomBot:
    """Uniform among the legal moves: the floor every other bot must beat.

    With a WILD in the hand that places (or opens), the legal moves are every turn with every
    declaration of its WILDs (up to ~800 000 with five WILDs): then it picks uniformly among
    the turns that can score differently (every way a WILD can complete a SET, one declaration
    that completes nothing) and passing, without the full listing ever being made."""

    name = "random"

    def __init__(self, seed: int = 0, rules: SetCubedRules | None = None) -> None:
        self._rng = random.Random(seed)
        self._rules = rules if rules is not None else get_rules()

    def choose(self, state: SetCubedState, legal_moves: Sequence[Move]) -> Move:
        seat = state.decider
        if seat is None or not any(h.face == WILD for h in state.players[seat].hand):
            return self._rng.choice(legal_moves)
        if state.phase == Phase.OPENING:
            return self._rng.choice(
                self._rules.opening_moves(state, seat, every_declaration=False))
        if state.phase == Phase.PLACE:
            turns = self._rules.scoring_turns(state, seat)
            pick = self._rng.randrange(len(turns) + 1)  # the last one: pass
            return Move(MoveKind.PASS) if pick == len(turns) else self._rules.to_move(
                turns[pick])
        return self._rng.choice(legal_moves)


class GreedyBot:
    """The most points this turn (up to 3 dice); keeps and re-rolls dice by present usefulness.

    - opening and turns: the highest-scoring turn; among equals the one spending fewest WILDs;
    - WILD replacement: swap a hand die that fits no turn now (it comes back as a fresh roll);
    - EXTRA ROLL: keep WILDs and every die that fits some turn on the board as it is.
    """

    name = "greedy"

    def __init__(self, seed: int = 0, rules: SetCubedRules | None = None,
                 think_s: float | None = None) -> None:
        self._seed = seed
        self._rules = rules if rules is not None else get_rules()
        self.think_s = think_s  # None: search every turn (the same choice on every machine)

    def choose(self, state: SetCubedState, legal_moves: Sequence[Move]) -> Move:
        seat = state.decider
        assert seat is not None
        if state.phase == Phase.OPENING:
            return self._best_opening(state, seat)
        if state.phase == Phase.PLACE:
            return self._best_turn(state, seat)
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

    def _best_turn(self, state: SetCubedState, seat: int) -> Move:
        """The most points, then the fewest WILDs spent; the first such turn found.

        Searched over the turns that can score differently (never every WILD declaration), and
        for at most ``think_s`` seconds when that is set."""
        deadline = None if self.think_s is None else time.monotonic() + self.think_s
        found = self._rules.best_turn(state, seat, deadline)
        return found[0] if found is not None else Move(MoveKind.PASS)

    def _best_opening(self, state: SetCubedState, seat: int) -> Move:
        turns = self._rules.opening_moves(state, seat, every_declaration=False)
        points = self._rules.turn_points(state, turns, seat)
        faces = {h.die: h.face for h in state.players[seat].hand}

        def value(k: int) -> tuple[int, int]:
            wilds = sum(1 for p in turns[k].placements if faces.get(p.die) == WILD)
            return (points[k], -wilds)

        return turns[max(range(len(turns)), key=value)]

    def _useful_dice(self, state: SetCubedState, seat: int) -> set[int]:
        """Dice whose face (a WILD: any WILD) is part of some turn on the board as it is."""
        used = self._rules.playable_faces(state, seat)
        return {h.die for h in state.players[seat].hand if h.face in used}


_BOTS: dict[str, Callable[[int], Bot]] = {"random": RandomBot, "greedy": GreedyBot}

BOT_NAMES: tuple[str, ...] = tuple(_BOTS)


def make_bot(name: str, seed: int = 0, think_s: float | None = None) -> Bot:
    """A bot by name; ``think_s`` caps the time a searching bot takes for one turn."""
    try:
        bot = _BOTS[name](seed)
    except KeyError:
        raise ValueError(f"unknown bot {name!r} (known: {', '.join(BOT_NAMES)})") from None
    if isinstance(bot, GreedyBot):
        bot.think_s = think_s
    return bot


__all__ = ["BOT_NAMES", "DESK_THINK_S", "Bot", "GreedyBot", "RandomBot", "make_bot"]

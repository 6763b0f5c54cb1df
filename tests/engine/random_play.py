"""Play a game on with random moves until a condition holds (any game of ``GAME_IDS``)."""

from __future__ import annotations

from collections.abc import Callable

from cleverdesk.engine import GameState, Phase, apply, legal_moves
from cleverdesk.engine.bots import RandomBot


def play_until(state: GameState, condition: Callable[[GameState], bool],
               seed: int = 3) -> GameState:
    """The first state from ``state`` on, played by a seeded random player, where ``condition``
    holds; fails if the game ends first."""
    bot = RandomBot(seed)
    while not condition(state):
        assert state.phase != Phase.GAME_OVER, "condition never met"
        state = apply(state, bot.choose(state, legal_moves(state)))
    return state

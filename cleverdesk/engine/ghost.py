"""The expert on your dice: a computer player plays a solo game's seed after the player did.

The dice oracle gives a face as a pure function of the seed and the place in the game
(``dice.py``: round, turn, roll, reroll, die), so the expert playing the same seed meets the very
same face wherever it throws the same die at the same place; where its choices lead to another
throw (a die it keeps in the rolling area that the player had taken, a reroll the player did not
make) its dice differ from there on. Its score beside the player's says what these dice were
worth to a strong player, not what the player would have scored.

The ghost is deterministic: the computer player is seeded from the game's seed (as ``sim`` seeds
its players), the network evaluates one row at a time on one thread (``bots/__init__``), so the
same game gives the same ghost in any process (``--workers``) and on every call.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from functools import cache

from .games import GAME_IDS, get_rules
from .model import GameRecord, GameSetup, PlayerSetup
from .simulate import play_game

GHOST_BOTS = ("expert", "learned")
DEFAULT_BOT = "expert"


class NoGhost(ValueError):
    """A game the expert cannot replay on the same dice; ``reason`` says why, as a code:
    "players" (not a solo game), "real_dice" (its faces came from a real table: issue 45),
    "game" (a game without a learned network, or no Clever game), "bot" (no such player)."""

    def __init__(self, reason: str, detail: str) -> None:
        self.reason = reason
        super().__init__(detail)


@dataclass(frozen=True)
class Ghost:
    """The computer player's game on a seed: its record (one seat) and its final total."""

    game: str
    seed: int
    bot: str
    record: GameRecord
    total: int
    rating: str | None  # the solo rating band's code


def ghost_reason(setup: GameSetup, bot: str = DEFAULT_BOT) -> str:
    """"" when the computer player ``bot`` can play ``setup``'s dice, else why not
    (``NoGhost``'s reason codes)."""
    from .bots.shipped import has_weights

    if bot not in GHOST_BOTS:
        return "bot"
    if setup.real_dice:
        return "real_dice"
    if len(setup.players) != 1:
        return "players"
    if setup.game not in GAME_IDS or not has_weights(setup.game):
        return "game"
    return ""


NO_GHOST_REASONS = {
    "bot": "the ghost is played by expert or learned",
    "real_dice": "its dice came from a real table, so the computer cannot throw them again",
    "players": "the computer replays the dice of solo games only",
    "game": "this game has no computer player strong enough (no learned network)",
}


def play_ghost(game: str, seed: int, bot: str = DEFAULT_BOT) -> Ghost:
    """``bot`` plays the solo game of ``game`` on ``seed`` to its end (about a second of one
    core); raises :class:`NoGhost` for a game it cannot play."""
    setup = GameSetup(game=game, players=[PlayerSetup(name=bot, bot=bot)], seed=seed)
    reason = ghost_reason(setup, bot)
    if reason:
        raise NoGhost(reason, NO_GHOST_REASONS[reason])
    rules = get_rules(game)
    state, record = play_game(rules, setup)
    total = rules.total(state.players[0])
    rating = rules.rating_band(total).code if rules.rating else None
    return Ghost(game, seed, bot, record, total, rating)


@cache
def weights_signature(game: str) -> str:
    """A short digest of the network ``game``'s computer players use: a cached ghost is the
    ghost of these weights (a retrained network plays again)."""
    from .bots.shipped import weights_path

    path = weights_path(game)
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()[:12]
    except OSError:
        return "none"


def ghost_key(game: str, seed: int, bot: str = DEFAULT_BOT) -> str:
    """What a ghost is cached under: the game, the seed, the player and its network."""
    return f"{game}-{seed}-{bot}-{weights_signature(game)}"

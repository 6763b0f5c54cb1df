"""Computer players by name; all share the interface of :class:`.base.Bot`."""

from __future__ import annotations

import os

# The learned players evaluate a few dozen rows at a time: BLAS threads only contend (and a desk
# must leave cores to the window). This runs before any module of this package imports numpy.
for _variable in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_variable, "1")

from collections.abc import Callable  # noqa: E402

from .base import Bot  # noqa: E402
from .greedy import GreedyBot  # noqa: E402
from .random_bot import RandomBot  # noqa: E402


def _learned(seed: int) -> Bot:
    from .learned import LearnedBot  # numpy is imported only when a learned player plays

    return LearnedBot(seed)


def _expert(seed: int) -> Bot:
    from .expert import ExpertBot

    return ExpertBot(seed)


def _level(level: str) -> Callable[[int], Bot]:
    def make(seed: int) -> Bot:
        from .levels import LevelBot

        return LevelBot(level, seed)

    return make


# strongest first; "beginner", "casual" and "skilled" are the learned network playing less
# sharply (levels.py), "greedy" and "random" the simple players tests and benchmarks compare with
_BOTS: dict[str, Callable[[int], Bot]] = {
    "expert": _expert, "learned": _learned,
    "skilled": _level("skilled"), "casual": _level("casual"), "beginner": _level("beginner"),
    "greedy": GreedyBot, "random": RandomBot,
}

BOT_NAMES: tuple[str, ...] = tuple(_BOTS)


def strongest_bot(game: str) -> str:
    """The computer player to offer by default: the expert where the learned weights ship."""
    from .shipped import has_weights

    return "expert" if has_weights(game) else "greedy"


def make_bot(name: str, seed: int = 0) -> Bot:
    try:
        return _BOTS[name](seed)
    except KeyError:
        raise ValueError(f"unknown bot {name!r} (known: {', '.join(BOT_NAMES)})") from None


__all__ = ["BOT_NAMES", "Bot", "GreedyBot", "RandomBot", "make_bot", "strongest_bot"]

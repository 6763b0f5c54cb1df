"""Computer players by name; all share the interface of :class:`.base.Bot`."""

from __future__ import annotations

from collections.abc import Callable

from .base import Bot
from .greedy import GreedyBot
from .random_bot import RandomBot

_BOTS: dict[str, Callable[[int], Bot]] = {"random": RandomBot, "greedy": GreedyBot}

BOT_NAMES: tuple[str, ...] = tuple(_BOTS)


def make_bot(name: str, seed: int = 0) -> Bot:
    try:
        return _BOTS[name](seed)
    except KeyError:
        raise ValueError(f"unknown bot {name!r} (known: {', '.join(BOT_NAMES)})") from None


__all__ = ["BOT_NAMES", "Bot", "GreedyBot", "RandomBot", "make_bot"]

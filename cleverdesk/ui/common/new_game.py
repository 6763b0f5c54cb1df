"""The seats and the seed of a new game as the new-game screen gives them, for both tables
(``Game`` for the Clever games, ``SetCubedGame``).

A seat without a name gets "Player n" or "Computer n"; a computer seat plays the game's default
computer player unless it names one the game has; an empty seed is drawn at random. The words
are each table's own: they keep the translation context they were first written in.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Mapping, Sequence
from typing import Any, NamedTuple

from PySide6.QtCore import QCoreApplication

from cleverdesk.engine.model import PlayerSetup


class SeatWords(NamedTuple):
    unknown_bot: str  # %1: the name of the computer player
    computer: str  # %1: the seat's number
    player: str
    bad_seed: str


# One entry per context, each with literal strings, so that pyside6-lupdate files them there.
_WORDS: dict[str, Callable[[], SeatWords]] = {
    "Game": lambda: SeatWords(
        QCoreApplication.translate("Game", "Unknown computer player %1"),
        QCoreApplication.translate("Game", "Computer %1"),
        QCoreApplication.translate("Game", "Player %1"),
        QCoreApplication.translate("Game", "The seed must be a whole number.")),
    "SetCubedGame": lambda: SeatWords(
        QCoreApplication.translate("SetCubedGame", "Unknown computer opponent %1"),
        QCoreApplication.translate("SetCubedGame", "Computer %1"),
        QCoreApplication.translate("SetCubedGame", "Player %1"),
        QCoreApplication.translate("SetCubedGame", "The seed must be a whole number.")),
}


def players_and_seed(seats: Sequence[Mapping[str, Any]], seed: Any, context: str, *,
                     default_bot: str, bots: Collection[str],
                     stand_ins: Collection[str] = ()) -> tuple[list[PlayerSetup], int]:
    """The players of ``seats`` (name, computer, bot) and the seed (the text typed, if any).

    ``bots`` are the computer players the game has; one of ``stand_ins`` (a name the other
    games know) becomes ``default_bot``. Raises ValueError, in the words of ``context``, for
    an unknown computer player or a seed that is not a whole number."""
    said = _WORDS[context]()
    players = []
    for n, seat in enumerate(seats, start=1):
        computer = bool(seat.get("computer", False))
        bot = str(seat.get("bot") or default_bot) if computer else None
        if bot is not None and bot not in bots and bot in stand_ins:
            bot = default_bot
        if bot is not None and bot not in bots:
            raise ValueError(said.unknown_bot.replace("%1", bot))
        name = str(seat.get("name") or "").strip()
        if not name:
            name = (said.computer if computer else said.player).replace("%1", str(n))
        players.append(PlayerSetup(name=name, bot=bot))
    seed_text = str(seed or "").strip()
    if not seed_text:
        return players, random.SystemRandom().randrange(1, 2**31)
    try:
        return players, int(seed_text)
    except ValueError:
        raise ValueError(said.bad_seed) from None

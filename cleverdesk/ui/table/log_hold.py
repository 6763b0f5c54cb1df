"""The log's lines of the passive picks wait until every passive player has picked.

The engine asks the passive players one after the other, but at the real table they choose at
the same time: a computer's pick logged before a person had chosen read as if it had been
revealed to them (it was not: nothing of it changes what they may take). So in games with more
than one seat the lines of moves made in the passive part of a turn are held and written together
when that part is over.
"""

from __future__ import annotations

from cleverdesk.engine import GameState, Phase

_PASSIVE = (Phase.PASSIVE_PICK, Phase.PASSIVE_WINDOW)
Lines = list[tuple[str, int]]


class PassiveLog:
    """Feed it each move's lines (``take``); it gives back the lines to write now."""

    def __init__(self) -> None:
        self._held: Lines = []

    def take(self, before: GameState, after: GameState, lines: Lines) -> Lines:
        if len(after.players) > 1 and before.phase in _PASSIVE and after.phase in _PASSIVE:
            self._held += lines
            return []
        out, self._held = self._held + lines, []
        return out

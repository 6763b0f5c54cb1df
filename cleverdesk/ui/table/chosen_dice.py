"""The dice a solo player chose in their active turn, shown during their passive turn.

Playing alone, the passive turn throws all six dice again and the three highest lie on the dice
fields (rules §6: the fallback may take them). The sheet's dice fields say which dice the player
chose, so they keep saying it: what the player took in the active turn, not the high dice of the
passive throw (the tray shows those, named as such).
"""

from __future__ import annotations

from cleverdesk.engine import GameState, Move, MoveKind, Phase

_ACTIVE = (Phase.ACTIVE_ROLL, Phase.ACTIVE_WINDOW)
_PASSIVE = (Phase.PASSIVE_PICK, Phase.PASSIVE_WINDOW)


class ChosenDice:
    """Tell it every move (``note``); ``shown`` gives the dice fields to draw, or None for the
    state's own. Taken from the moves, not from a state: the active turn's last pick and the
    passive throw are one step of the engine, so no state holds all three chosen dice."""

    def __init__(self) -> None:
        self._turn: tuple[int, int] = (0, 0)
        self._dice: list[str] = []

    def note(self, before: GameState, move: Move) -> None:
        if before.phase in _ACTIVE and move.kind == MoveKind.PICK and move.die is not None:
            turn = (before.round, before.turn)
            if turn != self._turn:
                self._turn, self._dice = turn, []
            self._dice.append(move.die)

    def shown(self, state: GameState) -> tuple[str | None, ...] | None:
        if not (state.solo and state.phase in _PASSIVE) or self._turn != (state.round,
                                                                           state.turn):
            return None
        fields: list[str | None] = [*self._dice[:3]]
        return tuple(fields + [None] * (3 - len(fields)))


def solo_passive(state: GameState) -> bool:
    """The solo passive turn: the dice fields of the tray hold the passive throw's high dice."""
    return state.solo and state.phase in _PASSIVE

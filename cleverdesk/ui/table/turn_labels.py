"""What the table's header says the decider is doing, so that it never tells of a step that is
over: while a bonus is being placed it says so, not "roll 3 of 3" or "+1 actions" of the step the
bonus interrupted."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from cleverdesk.engine import GameState, Phase
from cleverdesk.ui.common import words


def decision_label(state: GameState) -> str:
    seat = state.decider
    if seat is not None and state.players[seat].pending:
        return QCoreApplication.translate("TurnLabels", "place a bonus")
    return words.phase_label(state)


def dice_on_table(state: GameState) -> bool:
    """Whether the tray shows this turn's dice. At the start of a round (a round bonus to
    choose) the last turn's dice are gone from the table: the next turn has not rolled yet."""
    return state.phase != Phase.ROUND_START

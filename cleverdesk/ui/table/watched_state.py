"""The state of the Clever table that other screens follow (``Game.running``, ``finished``,
``computerDeciding``, ``humanToMove``, ``handOver``, ``turnDone``, ``selectedDie``): kept
properties of the game controller computed from each refresh's ``TurnFacts``, declared here
so that the controller (game.py) keeps to its wiring."""

from __future__ import annotations

from PySide6.QtCore import Signal

from cleverdesk.engine import Phase
from cleverdesk.ui.common.kept import kept
from cleverdesk.ui.common.seat_settings import SeatSettings
from cleverdesk.ui.table.turn_facts import TurnFacts


class TableFacts(SeatSettings):
    """The base of ``Game``: what the table is doing, as QML properties with their own
    signals (published by ``Game._publish`` with the rest of the turn)."""

    runningChanged = Signal()
    @kept(bool, runningChanged)
    def running(self, turn: TurnFacts) -> bool:
        return turn.state is not None

    finishedChanged = Signal()
    @kept(bool, finishedChanged)
    def finished(self, turn: TurnFacts) -> bool:
        return turn.state is not None and turn.state.phase == Phase.GAME_OVER

    computerDecidingChanged = Signal()
    @kept(bool, computerDecidingChanged)
    def computerDeciding(self, turn: TurnFacts) -> bool:
        return turn.computer_deciding

    humanToMoveChanged = Signal()
    @kept(bool, humanToMoveChanged)
    def humanToMove(self, turn: TurnFacts) -> bool:
        return turn.interactive

    handOverChanged = Signal()
    @kept(bool, handOverChanged)
    def handOver(self, turn: TurnFacts) -> bool:
        return turn.handover >= 0

    turnDoneChanged = Signal()
    @kept(bool, turnDoneChanged)
    def turnDone(self, turn: TurnFacts) -> bool:
        """A player's part of the turn is done: their sheet shows it until they click Done."""
        return turn.done >= 0

    selectedDieChanged = Signal()
    @kept(str, selectedDieChanged)
    def selectedDie(self, turn: TurnFacts) -> str:
        return turn.selected or ""

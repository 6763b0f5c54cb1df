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

    runningChanged = Signal()  # noqa: N815
    @kept(bool, runningChanged)
    def running(self, turn: TurnFacts) -> bool:
        return turn.state is not None

    finishedChanged = Signal()  # noqa: N815
    @kept(bool, finishedChanged)
    def finished(self, turn: TurnFacts) -> bool:
        return turn.state is not None and turn.state.phase == Phase.GAME_OVER

    computerDecidingChanged = Signal()  # noqa: N815
    @kept(bool, computerDecidingChanged)
    def computerDeciding(self, turn: TurnFacts) -> bool:  # noqa: N802
        return turn.computer_deciding

    humanToMoveChanged = Signal()  # noqa: N815
    @kept(bool, humanToMoveChanged)
    def humanToMove(self, turn: TurnFacts) -> bool:  # noqa: N802
        return turn.interactive

    handOverChanged = Signal()  # noqa: N815
    @kept(bool, handOverChanged)
    def handOver(self, turn: TurnFacts) -> bool:  # noqa: N802
        return turn.handover >= 0

    turnDoneChanged = Signal()  # noqa: N815
    @kept(bool, turnDoneChanged)
    def turnDone(self, turn: TurnFacts) -> bool:  # noqa: N802
        """A player's part of the turn is done: their sheet shows it until they click Done."""
        return turn.done >= 0

    selectedDieChanged = Signal()  # noqa: N815
    @kept(str, selectedDieChanged)
    def selectedDie(self, turn: TurnFacts) -> str:  # noqa: N802
        return turn.selected or ""

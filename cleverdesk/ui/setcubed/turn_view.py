"""The turn at the SET Cubed table as QML shows it (``SetCubedGame.turn``): the phase and the
prompt, which buttons a human may press, the die chosen and the dice picked, the EXTRA ROLL
timer, whose hand is shown and the hand-over screen's words.

Read-only, from the table (table.py) and the half-built turn (turn.py), so the prompt card, the
hand strip and the board bind to one small object. The words keep their translation context
"SetCubedGame", where they were first.
"""

from __future__ import annotations

from PySide6.QtCore import Property, QCoreApplication, QObject, Signal

from cleverdesk.setcubed import Phase
from cleverdesk.typed_text import typed
from cleverdesk.ui.setcubed.table import Table
from cleverdesk.ui.setcubed.turn import Turn


def phase_title(phase: Phase | None) -> str:
    return {
        Phase.OPENING: QCoreApplication.translate("SetCubedGame", "Opening"),
        Phase.REPLACE: QCoreApplication.translate("SetCubedGame", "WILD replacement"),
        Phase.PLACE: QCoreApplication.translate("SetCubedGame", "Place dice"),
        Phase.EXTRA_ROLL: QCoreApplication.translate("SetCubedGame", "EXTRA ROLL"),
        Phase.GAME_OVER: QCoreApplication.translate("SetCubedGame", "Game over"),
    }.get(phase, "") if phase is not None else ""


class TurnView(QObject):
    changed = Signal()  # the table changed: every property may read differently

    def __init__(self, table: Table, turn: Turn, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._table = table
        self._turn = turn

    def _phase(self) -> Phase | None:
        state = self._table.state
        return state.phase if state else None

    def _may(self, phase: Phase) -> bool:
        return self._table.interactive() and self._phase() == phase

    @Property(str, notify=changed)
    def phaseTitle(self) -> str:
        return phase_title(self._phase())

    @Property(str, notify=changed)
    def prompt(self) -> str:
        state = self._table.state
        if state is None:
            return ""
        if state.phase == Phase.GAME_OVER:
            return QCoreApplication.translate("SetCubedGame", "The game is over.")
        name = typed(self._table.names[-1 if state.decider is None else state.decider])
        if self._table.computer_deciding():
            return QCoreApplication.translate("SetCubedGame", "%1 is thinking…").replace(
                "%1", name)
        if self._table.waiting_for() >= 0:
            return QCoreApplication.translate("SetCubedGame", "Pass the device to %1.").replace(
                "%1", name)
        if state.phase == Phase.OPENING:
            return QCoreApplication.translate(
                "SetCubedGame", "%1, you open: place three dice that form a SET on the three "
                "logo cells, then End turn.").replace("%1", name)
        if state.phase == Phase.REPLACE:
            return QCoreApplication.translate(
                "SetCubedGame", "%1, a die in your hand shows the symbol of a WILD on the "
                "board. Click the lit WILD to swap it (the WILD die comes back to your hand and "
                "is rolled), or keep the WILDs.").replace("%1", name)
        if state.phase == Phase.EXTRA_ROLL:
            return QCoreApplication.translate(
                "SetCubedGame", "EXTRA ROLL, %1: click the dice you want to re-roll, then "
                "Roll. Keep all dice if you like them.").replace("%1", name)
        if self._turn.wild_ask is not None:
            return QCoreApplication.translate("SetCubedGame",
                                              "Say which symbol your WILD shows.")
        if not self._turn.pending:
            return QCoreApplication.translate(
                "SetCubedGame", "%1, place up to 3 dice: click a die of your hand, then a cell "
                "(or drag it). Every die must complete a SET in a row or column.").replace(
                "%1", name)
        return QCoreApplication.translate(
            "SetCubedGame", "Add more dice (up to 3), click a placed die to take it back, or "
            "End turn.")

    # what a human may do now
    @Property(bool, notify=changed)
    def humanToMove(self) -> bool:
        return self._table.interactive()

    @Property(bool, notify=changed)
    def computerDeciding(self) -> bool:
        """A computer seat decides and nobody waits for a person (Skip ahead may be asked)."""
        return self._table.computer_deciding() and self._table.waiting_for() < 0

    @Property(bool, notify=changed)
    def computerSeats(self) -> bool:
        """Whether a computer plays a seat (the keys name the skip ahead)."""
        state = self._table.state
        return state is not None and any(p.bot for p in state.setup.players)

    @Property(bool, notify=changed)
    def building(self) -> bool:
        return self._table.building()

    @Property(bool, notify=changed)
    def canEndTurn(self) -> bool:
        check = self._turn.check
        return self._table.building() and check is not None and check.legal

    @Property(bool, notify=changed)
    def canPass(self) -> bool:
        return self._may(Phase.PLACE)

    @Property(bool, notify=changed)
    def canTakeBack(self) -> bool:
        return self._table.building() and bool(self._turn.pending)

    @Property(bool, notify=changed)
    def canKeepWilds(self) -> bool:
        return self._may(Phase.REPLACE)

    @Property(bool, notify=changed)
    def extraRollStep(self) -> bool:
        return self._may(Phase.EXTRA_ROLL)

    @Property(int, notify=changed)
    def pendingCount(self) -> int:
        return len(self._turn.pending)

    @Property(int, notify=changed)
    def chosenCount(self) -> int:
        return len(self._turn.chosen)

    @Property(int, notify=changed)
    def selectedDie(self) -> int:
        return self._turn.selected if self._turn.selected is not None else -1

    @Property(int, notify=changed)
    def timeLeft(self) -> int:
        return self._table.seconds_left()

    # whose hand, and the hand-over screen
    @Property(str, notify=changed)
    def handTitle(self) -> str:
        seat = self._table.hand_seat()
        if seat < 0:
            return ""
        return QCoreApplication.translate("SetCubedGame", "%1's hand").replace(
            "%1", typed(self._table.names[seat]))

    @Property(bool, notify=changed)
    def handOver(self) -> bool:
        return self._table.waiting_for() >= 0

    @Property(str, notify=changed)
    def handOverName(self) -> str:
        seat = self._table.waiting_for()
        return self._table.names[seat] if seat >= 0 else ""

    @Property(str, notify=changed)
    def handOverWhat(self) -> str:
        if self._table.waiting_for() < 0:
            return ""
        return QCoreApplication.translate("SetCubedGame", "Next: %1.").replace(
            "%1", phase_title(self._phase()))

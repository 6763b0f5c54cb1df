"""The action buttons of the Clever table (``Game.actions`` in QML): which may be pressed now,
the actions left on the tracks, and the slots the buttons and keys call.

The flags are computed once per refresh from the table's ``TurnFacts`` and kept
(ui/common/kept.py). A press only names the kind of move: the controller plays the legal move
of that kind, if there is one, so nothing here knows a rule. The words keep their translation
context "Game", where they were first.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot

from cleverdesk.engine import MoveKind
from cleverdesk.ui.common import words
from cleverdesk.ui.common.kept import KeptValues, kept
from cleverdesk.ui.table.turn_facts import TurnFacts


class TurnActions(QObject):
    def __init__(self, play: Callable[[MoveKind], None], arm_extra: Callable[[], None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._play = play  # plays the legal move of a kind, if the player may make one
        self._arm_extra = arm_extra  # chooses the extra-die action, its die still to take
        self.kept_values = KeptValues(self, TurnFacts())

    # ================================================================== presses
    @Slot()
    def reroll(self) -> None:
        self._play(MoveKind.REROLL)

    @Slot()
    def forfeit(self) -> None:
        self._play(MoveKind.FORFEIT)

    @Slot()
    def decline(self) -> None:
        self._play(MoveKind.DECLINE)

    @Slot()
    def endWindow(self) -> None:
        self._play(MoveKind.END_WINDOW)

    @Slot()
    def skipOptional(self) -> None:
        """Let the first optional pending bonus go (a silver chain mark)."""
        self._play(MoveKind.SKIP)

    @Slot()
    def armExtra(self) -> None:
        self._arm_extra()

    @Slot(str)
    def useTrack(self, track: str) -> None:
        """A click on an action track's next usable slot."""
        if track == "reroll":
            self.reroll()
        elif track == "extra_die":
            self.armExtra()

    # ================================================================== what is shown
    extraArmedChanged = Signal()
    @kept(bool, extraArmedChanged)
    def extraArmed(self, turn: TurnFacts) -> bool:
        return turn.armed

    pendingBonusChanged = Signal()
    @kept(bool, pendingBonusChanged)
    def pendingBonus(self, turn: TurnFacts) -> bool:
        state = turn.state
        return bool(state and state.decider is not None and state.players[state.decider].pending)

    canRerollChanged = Signal()
    @kept(bool, canRerollChanged)
    def canReroll(self, turn: TurnFacts) -> bool:
        return turn.has(MoveKind.REROLL)

    canForfeitChanged = Signal()
    @kept(bool, canForfeitChanged)
    def canForfeit(self, turn: TurnFacts) -> bool:
        return turn.has(MoveKind.FORFEIT)

    mustForfeitChanged = Signal()
    @kept(bool, mustForfeitChanged)
    def mustForfeit(self, turn: TurnFacts) -> bool:
        """Nothing in the rolling area fits: the roll is lost (a voluntary forfeit is not)."""
        return turn.has(MoveKind.FORFEIT) and not turn.has(MoveKind.PICK)

    returnWindowChanged = Signal()
    @kept(bool, returnWindowChanged)
    def returnWindow(self, turn: TurnFacts) -> bool:
        """Between two rolls, platter dice may go back to the rolling area (Doppelt so clever)."""
        return turn.has(MoveKind.RETURN)

    endWindowTextChanged = Signal()
    @kept(str, endWindowTextChanged)
    def endWindowText(self, turn: TurnFacts) -> str:
        if turn.has(MoveKind.RETURN):
            return QCoreApplication.translate("Game", "Roll on")
        return QCoreApplication.translate("Game", "Done")

    endWindowTipChanged = Signal()
    @kept(str, endWindowTipChanged)
    def endWindowTip(self, turn: TurnFacts) -> str:
        if turn.has(MoveKind.RETURN):
            return QCoreApplication.translate(
                "Game", "No more return actions now: make the next roll (D)")
        return QCoreApplication.translate("Game", "No more +1 actions this turn (D)")

    canDeclineChanged = Signal()
    @kept(bool, canDeclineChanged)
    def canDecline(self, turn: TurnFacts) -> bool:
        return turn.has(MoveKind.DECLINE)

    canEndWindowChanged = Signal()
    @kept(bool, canEndWindowChanged)
    def canEndWindow(self, turn: TurnFacts) -> bool:
        return turn.has(MoveKind.END_WINDOW)

    canUseExtraChanged = Signal()
    @kept(bool, canUseExtraChanged)
    def canUseExtra(self, turn: TurnFacts) -> bool:
        return turn.has(MoveKind.EXTRA_DIE)

    rerollsLeftChanged = Signal()
    @kept(int, rerollsLeftChanged)
    def rerollsLeft(self, turn: TurnFacts) -> int:
        return turn.track_left("reroll")

    extrasLeftChanged = Signal()
    @kept(int, extrasLeftChanged)
    def extrasLeft(self, turn: TurnFacts) -> int:
        return turn.track_left("extra_die")

    forfeitExplanationChanged = Signal()
    @kept(str, forfeitExplanationChanged)
    def forfeitExplanation(self, turn: TurnFacts) -> str:
        return words.forfeit_explanation()

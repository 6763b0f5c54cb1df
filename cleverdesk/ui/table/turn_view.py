"""The words of the Clever table's turn (``Game.turn`` in QML): the game, round and turn, who
decides, whose sheet is shown, the prompt, the hand-over screen's lines.

Computed once per refresh from the table's ``TurnFacts`` and kept (ui/common/kept.py). The words
keep their translation context "Game", where they were first.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Signal

from cleverdesk.engine import Phase
from cleverdesk.typed_text import typed
from cleverdesk.ui.common import throw_words, words
from cleverdesk.ui.common.kept import KeptValues, kept
from cleverdesk.ui.table.chosen_dice import solo_passive
from cleverdesk.ui.table.turn_facts import TurnFacts
from cleverdesk.ui.table.turn_labels import decision_label
from cleverdesk.ui.table.turn_passing import next_words


class TurnView(QObject):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.kept_values = KeptValues(self, TurnFacts())

    gameTitleChanged = Signal()
    @kept(str, gameTitleChanged)  # changed: also after a language switch
    def gameTitle(self, turn: TurnFacts) -> str:
        return words.game_title(turn.state.game) if turn.state else ""

    computerSeatsChanged = Signal()
    @kept(bool, computerSeatsChanged)
    def computerSeats(self, turn: TurnFacts) -> bool:
        """Whether a computer plays a seat (the keys name the skip ahead)."""
        return bool(turn.bots)

    roundChanged = Signal()
    @kept(int, roundChanged)
    def round(self, turn: TurnFacts) -> int:
        return turn.state.round if turn.state else 0

    roundsChanged = Signal()
    @kept(int, roundsChanged)
    def rounds(self, turn: TurnFacts) -> int:
        return turn.state.rounds if turn.state else 0

    roundTextChanged = Signal()
    @kept(str, roundTextChanged)
    def roundText(self, turn: TurnFacts) -> str:
        if not turn.state:
            return ""
        return QCoreApplication.translate("Game", "Round %1 of %2").replace(
            "%1", str(turn.state.round)).replace("%2", str(turn.state.rounds))

    turnTextChanged = Signal()
    @kept(str, turnTextChanged)
    def turnText(self, turn: TurnFacts) -> str:
        state = turn.state
        if not state:
            return ""
        if state.phase == Phase.GAME_OVER:
            return QCoreApplication.translate("Game", "Game over")
        if state.solo:
            passive = state.phase in (Phase.PASSIVE_PICK, Phase.PASSIVE_WINDOW)
            return QCoreApplication.translate("Game", "Passive turn") if passive \
                else QCoreApplication.translate("Game", "Active turn")
        return QCoreApplication.translate("Game", "Turn %1 of %2 · %3 is active").replace(
            "%1", str(state.turn + 1)).replace("%2", str(len(state.players))).replace(
            "%3", typed(turn.names[state.active]))

    decisionTextChanged = Signal()
    @kept(str, decisionTextChanged)
    def decisionText(self, turn: TurnFacts) -> str:
        state = turn.state
        if not state or state.decider is None:
            return ""
        if turn.done >= 0:
            return next_words(turn.names[state.decider], state.decider in turn.bots)
        if turn.rules is not None and state.throw_needed is not None:
            return throw_words.thrower_text(turn.rules, state, turn.names)
        return QCoreApplication.translate("Game", "%1 decides: %2").replace(
            "%1", typed(turn.names[state.decider])).replace("%2", decision_label(state))

    deciderSeatChanged = Signal()
    @kept(int, deciderSeatChanged)
    def deciderSeat(self, turn: TurnFacts) -> int:
        return turn.decider

    deciderNameChanged = Signal()
    @kept(str, deciderNameChanged)
    def deciderName(self, turn: TurnFacts) -> str:
        return turn.names[turn.decider] if turn.decider >= 0 else ""

    promptChanged = Signal()
    @kept(str, promptChanged)
    def prompt(self, turn: TurnFacts) -> str:
        state, rules, names = turn.state, turn.rules, turn.names
        if state is None or rules is None:
            return ""
        if state.phase == Phase.GAME_OVER:
            return QCoreApplication.translate("Game", "The game is over.")
        if turn.done >= 0:
            # (the table adds that Undo takes the move back when it can: Saves knows)
            return QCoreApplication.translate(
                "Game", "%1, your part of this turn is done. Look at your sheet, then click "
                "Done to pass the device on.").replace("%1", typed(names[turn.done]))
        if turn.computer_deciding:
            return QCoreApplication.translate("Game", "%1 is thinking…").replace(
                "%1", typed(names[turn.decider]))
        if turn.handover >= 0:
            return QCoreApplication.translate("Game", "Pass the device to %1.").replace(
                "%1", typed(names[turn.handover]))
        if state.throw_needed is not None:
            return throw_words.throw_prompt(rules, state, names)
        if turn.view != state.decider:
            return QCoreApplication.translate(
                "Game", "You are looking at %1's sheet. Press Esc or click your own sheet "
                "to go back.").replace("%1", typed(names[turn.view]))
        return words.turn_prompt(rules, state, list(turn.legal), turn.selected, turn.armed,
                                 typed(names[state.active]))

    viewSeatChanged = Signal()
    @kept(int, viewSeatChanged)
    def viewSeat(self, turn: TurnFacts) -> int:
        return turn.view

    viewNameChanged = Signal()
    @kept(str, viewNameChanged)
    def viewName(self, turn: TurnFacts) -> str:
        return turn.names[turn.view] if turn.state and turn.view < len(turn.names) else ""

    handOverNameChanged = Signal()
    @kept(str, handOverNameChanged)
    def handOverName(self, turn: TurnFacts) -> str:
        return turn.names[turn.handover] if turn.handover >= 0 else ""

    handOverWhatChanged = Signal()
    @kept(str, handOverWhatChanged)
    def handOverWhat(self, turn: TurnFacts) -> str:
        state = turn.state
        if state is None or turn.handover < 0:
            return ""
        if state.players[turn.handover].pending:
            return QCoreApplication.translate("Game", "A bonus is waiting for you.")
        return QCoreApplication.translate("Game", "Your decision: %1.").replace(
            "%1", words.phase_label(state))

    fieldsTitleChanged = Signal()
    @kept(str, fieldsTitleChanged)
    def fieldsTitle(self, turn: TurnFacts) -> str:
        """The tray's middle row: the dice fields, or in a solo passive turn the high dice of the
        passive throw that lie there (the dice the player chose are on their sheet)."""
        if turn.state is not None and solo_passive(turn.state):
            return QCoreApplication.translate("Game", "Passive throw: the three high dice")
        return QCoreApplication.translate("Game", "Dice fields")

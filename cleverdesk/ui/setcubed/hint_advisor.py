"""The SET Cubed hint (issue 46, item 4): the turn the computer opponent would make, put on the
board as the player's turn being built, with the points it scores.

H or the Hint button asks; the search (the computer opponent's: ``GreedyBot``, the most points,
then the fewest WILDs) runs on a worker thread on a copy of the table, and its answer for a
table that moved on is dropped. The hinted dice lie on the board as if the player had placed
them: the preview says what they score, End turn (E) plays them, Backspace takes them back, and
asking again hides the hint. A game in which a hint was shown is marked (the Saves singleton
keeps the mark with the game; the score history lists it "with hints", never as a clean game).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Property, QCoreApplication, QObject, QThreadPool, Signal, Slot

from cleverdesk.setcubed import Move, MoveKind, Phase, Placement, SetCubedRules, SetCubedState
from cleverdesk.setcubed.bots import GreedyBot

if TYPE_CHECKING:
    from cleverdesk.ui.saves.desk import Saves
    from cleverdesk.ui.setcubed.desk import SetCubedGame

# How long the hint may search a hand (a hand of WILDs has thousands of turns; the computer
# opponent gets 0.45 s at the table, a hint a little more: the player waits for it).
HINT_THINK_S = 1.5

translate = QCoreApplication.translate


def best_turn(rules: SetCubedRules, state: SetCubedState) -> tuple[Move, int]:
    """The computer opponent's turn for the deciding seat, and its points (any thread)."""
    seat = state.decider
    assert seat is not None
    move = GreedyBot(rules=rules, think_s=HINT_THINK_S).choose(state, [])
    if move.kind == MoveKind.PASS:
        return move, 0
    return move, max(0, rules.turn_points(state, [move], seat)[0])


# A QML singleton of the Cleverdesk module, made by ui/app/services.py (on first use).
class SetCubedHintAdvisor(QObject):
    """``SetCubedHints`` in QML: ``ask()`` shows (or hides) the computer's best turn."""

    changed = Signal()
    _answered = Signal(int, object)  # generation, (move, points) or an error: from the worker

    def __init__(self, *, game: SetCubedGame | None, saves: Saves | None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game = game  # SetCubedGame (its input builds the turn)
        self._saves = saves  # the Saves singleton: the mark goes with the game
        self._allowed = True
        self._busy = False
        self._generation = 0
        self._shown: tuple[int, tuple[Placement, ...]] | None = None  # moves made, dice
        self._text = ""
        self._answered.connect(self._take_answer)
        if game is not None:
            game.changed.connect(self._on_changed)
            game.started.connect(self._moved_on)
            game.moved.connect(self._moved_on)

    # ------------------------------------------------------------------ what QML sees
    def _get_allowed(self) -> bool:
        return self._allowed

    def _set_allowed(self, allowed: bool) -> None:
        if bool(allowed) != self._allowed:
            self._allowed = bool(allowed)
            self._drop()
            self.changed.emit()

    # Hints may be asked for (the Hints setting; bound in SetCubedTable.qml).
    allowed = Property(bool, _get_allowed, _set_allowed, notify=changed)

    @Property(bool, notify=changed)
    def busy(self) -> bool:
        return self._busy

    @Property(bool, notify=changed)
    def shown(self) -> bool:
        """The hinted turn lies on the board (as the turn being built)."""
        return self._showing()

    @Property(bool, notify=changed)
    def available(self) -> bool:
        """A human places dice now (the opening or a turn): a hint can be asked for."""
        return self._allowed and self._game is not None and self._game.building()

    @Property(str, notify=changed)
    def text(self) -> str:
        """What the hint says (the computer's turn and its points, or that it would pass)."""
        return self._text if (self._busy or self._showing() or self._text) else ""

    # ------------------------------------------------------------------ asking
    @Slot()
    def ask(self) -> None:
        """The Hint button and key H: ask, or hide the hint that is showing."""
        if self._busy or self._showing() or self._text:
            self.hide()
        else:
            self.request()

    @Slot()
    def hide(self) -> None:
        """Hide the hint: its dice go back into the hand."""
        showing = self._showing()
        self._drop()
        if showing and self._game is not None:
            self._game.turn_input.takeBackAll()
        self.changed.emit()

    def request(self) -> None:
        game = self._game
        if not self._allowed or game is None or not game.building() or game.state is None:
            return
        state: SetCubedState = game.state.clone()
        rules = game.rules
        self._generation += 1
        generation = self._generation
        self._busy = True
        self._text = translate("SetCubedHints", "The computer is looking for its best turn…")
        self._mark_used()
        self.changed.emit()

        def work() -> None:
            try:
                found: object = best_turn(rules, state)
            except Exception as error:  # a hint must never take the desk down
                found = error
            try:
                self._answered.emit(generation, found)
            except RuntimeError:  # the desk closed meanwhile
                return

        QThreadPool.globalInstance().start(work)

    def _mark_used(self) -> None:
        if self._saves is not None:
            self._saves.mark_hints_used()

    def _take_answer(self, generation: int, found: object) -> None:
        game = self._game
        if generation != self._generation or game is None:
            return  # the table moved on while the search ran
        self._busy = False
        if not isinstance(found, tuple) or not game.building():
            self._text = ""
            self.changed.emit()
            return
        move, points = found
        if move.kind != MoveKind.PLACE or not move.placements:
            self._text = translate("SetCubedHints", "The computer would pass: no die of your "
                                                    "hand completes a SET on the board.")
            self.changed.emit()
            return
        turn = game.turn_input
        turn.takeBackAll()
        for placement in move.placements:  # as the player would: die by die, WILDs declared
            turn.placeDie(placement.die, placement.row, placement.column)
            if placement.declared:
                turn.declareWild(placement.declared)
        record = game.record
        assert record is not None  # (a turn is being built: a game is on the table)
        self._shown = (len(record.moves), tuple(move.placements))
        opening = game.state is not None and game.state.phase == Phase.OPENING
        what = translate("SetCubedHints", "The computer's opening SET is on the board: %n "
                                          "point(s).", None, points) if opening else \
            translate("SetCubedHints", "The computer's best turn is on the board: %n point(s).",
                      None, points)
        self._text = what + " " + translate("SetCubedHints", "End turn (E) plays it; Backspace "
                                                             "takes the dice back.")
        self.changed.emit()

    # ------------------------------------------------------------------ following the table
    def _showing(self) -> bool:
        game, shown = self._game, self._shown
        if game is None or shown is None or game.record is None:
            return False
        moves, dice = shown
        return len(game.record.moves) == moves and tuple(game.pending) == dice

    def _on_changed(self) -> None:
        if self._shown is not None and not self._showing():
            self._drop()  # played, taken back, or changed by the player: the hint is done
        self.changed.emit()

    def _moved_on(self) -> None:
        """A move was made, or another game started: what the hint said is past."""
        self._drop()
        self.changed.emit()

    def _drop(self) -> None:
        self._generation += 1
        self._busy, self._shown, self._text = False, None, ""

    def wait(self, timeout_ms: int = 30_000) -> bool:
        """Tests: wait until the search asked for is answered."""
        QThreadPool.globalInstance().waitForDone(timeout_ms)
        QCoreApplication.processEvents()
        return not self._busy


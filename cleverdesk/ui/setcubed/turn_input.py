"""What a human's clicks, drops and keys do at the SET Cubed table (``SetCubedGame.input`` in
QML): choose a hand die, put it on a square (a WILD first asks its symbol), take dice back, swap
a WILD, pick dice for an EXTRA ROLL, walk the board with the arrows, and the buttons that end a
turn, pass, keep the WILDs or roll.

Each step edits the half-built turn (turn.py) when the table says a human may act now, and a
finished decision goes back to the table (``Table.play``). No rule here: whether a turn is legal
is the engine's ``check_turn``; a refusal is shown in the engine's words.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Property, QObject, Signal, Slot

from cleverdesk.setcubed import Move, MoveKind, Phase
from cleverdesk.setcubed.symbols import CODES
from cleverdesk.ui.setcubed import words
from cleverdesk.ui.setcubed.table import Table
from cleverdesk.ui.setcubed.turn import Cell, Turn, hand_faces


class TurnInput(QObject):
    wildChanged = Signal()  # the WILD question opened or closed

    def __init__(self, table: Table, turn: Turn, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._table = table
        self._turn = turn

    def clear(self) -> None:
        """A new decision: nothing built or chosen, and no WILD question open."""
        if self._turn.clear():
            self.wildChanged.emit()

    def _phase(self) -> Phase | None:
        state = self._table.state
        return state.phase if state else None

    def _may(self, phase: Phase) -> bool:
        return self._table.interactive() and self._phase() == phase

    # ------------------------------------------------------------------ building a turn
    @Slot(int)
    def selectDie(self, die: int) -> None:
        if not self._table.interactive() or die not in hand_faces(self._table.state):
            return
        if self._turn.choose(self._phase(), die):
            self._table.refresh()

    @Slot(int)
    def pressDieKey(self, number: int) -> None:
        """Number key n: the n-th die of the deciding seat's hand."""
        state = self._table.state
        if state is None or state.decider is None:
            return
        hand = state.players[state.decider].hand
        if 1 <= number <= len(hand):
            self.selectDie(hand[number - 1].die)

    @Slot(int, int)
    def clickCell(self, row: int, column: int) -> None:
        """A click on a board cell: take back a die of this turn, swap a WILD, or place."""
        if not self._table.interactive() or self._table.state is None:
            return
        cell = (row, column)
        self._turn.cursor = cell
        phase = self._phase()
        if phase == Phase.REPLACE:
            self._swap_at(cell)
            return
        if phase not in (Phase.OPENING, Phase.PLACE):
            return
        if self._turn.take_back(cell):
            self._table.say("")
            self._table.refresh()
            return
        if self._turn.selected is not None:
            self.placeDie(self._turn.selected, row, column)
        else:
            self._table.refresh()

    @Slot(int, int, int)
    def placeDie(self, die: int, row: int, column: int) -> None:
        """Put a hand die on an empty cell (a click after choosing it, or a drop)."""
        state = self._table.state
        if not self._table.building() or state is None:
            return
        faces = hand_faces(state)
        cell = (row, column)
        if die not in faces or self._turn.placed(die):
            return
        rules = self._table.rules
        refusal = self._turn.refusal(rules, state, cell, self._phase())
        if refusal is not None:
            self._table.say(words.reason_text(refusal))
            self._table.refresh()
            return
        self._table.say("")
        if self._turn.put(rules, state, die, cell, faces[die]):
            self.wildChanged.emit()  # a WILD: which symbol does it show?
        self._table.refresh()

    @Slot(str)
    def declareWild(self, code: str) -> None:
        if self._turn.declare(code):
            self.wildChanged.emit()
            self._table.refresh()

    @Slot()
    def cancelWild(self) -> None:
        if self._turn.close_wild():
            self.wildChanged.emit()
            self._table.refresh()

    @Slot()
    def takeBackAll(self) -> None:
        if self._turn.take_back_all():
            self._table.refresh()

    @Slot()
    def endTurn(self) -> None:
        state, pending = self._table.state, self._turn.pending
        if not self._table.building() or state is None or not pending:
            return
        check = self._table.rules.check_turn(state, pending, state.decider)
        if not check.legal:
            self._table.say(words.reason_text(check.reason))
            self._table.refresh()
            return
        self._table.play(Move(MoveKind.PLACE, placements=tuple(pending)))

    @Slot()
    def passTurn(self) -> None:
        if self._may(Phase.PLACE):
            self._table.play(Move(MoveKind.PASS))

    # ------------------------------------------------------------------ WILD replacement
    def _swap_at(self, cell: Cell) -> None:
        state = self._table.state
        assert state is not None and state.decider is not None
        swaps = [m for m in self._table.rules.swap_moves(state, state.decider) if m.cell == cell]
        if not swaps:
            self._table.refresh()
            return
        self._table.play(next((m for m in swaps if m.dice[0] == self._turn.selected), swaps[0]))

    @Slot()
    def keepWilds(self) -> None:
        if self._may(Phase.REPLACE):
            self._table.play(Move(MoveKind.KEEP))

    # ------------------------------------------------------------------ EXTRA ROLL
    @Slot()
    def rollExtra(self) -> None:
        if self._may(Phase.EXTRA_ROLL):
            self._table.play(Move(MoveKind.EXTRA_ROLL, dice=self._turn.reroll()))

    @Slot()
    def keepAllDice(self) -> None:
        if self._may(Phase.EXTRA_ROLL):
            self._table.play(Move(MoveKind.EXTRA_ROLL))

    # ------------------------------------------------------------------ keyboard
    @Slot(int, int)
    def moveCursor(self, rows: int, columns: int) -> None:
        if self._table.state is None:
            return
        self._turn.move_cursor(self._table.rules, rows, columns)
        self._table.refresh()

    @Slot()
    def activate(self) -> None:
        """Enter or Space: past the hand-over screen, else a click on the cursor's cell."""
        if self._table.waiting_for() >= 0:
            self._table.confirmHandOver()
        elif self._turn.cursor is not None:
            self.clickCell(*self._turn.cursor)

    @Slot(result=bool)
    def cancel(self) -> bool:
        """Esc: close the wild-die question, drop the chosen die, take back the dice placed
        this turn. Whether anything was undone (if not, Esc at the table offers to leave)."""
        if self._turn.wild_ask is not None:
            self.cancelWild()
        elif self._turn.selected is not None:
            self._turn.selected = None
            self._table.refresh()
        elif self._turn.pending:
            self.takeBackAll()
        else:
            return False
        return True

    # ------------------------------------------------------------------ the WILD question
    @Property(bool, notify=wildChanged)
    def wildAsking(self) -> bool:
        return self._turn.wild_ask is not None

    @Property(str, notify=wildChanged)
    def wildCellText(self) -> str:
        return words.cell_text(self._turn.wild_ask[1]) if self._turn.wild_ask else ""

    @Property(list, notify=wildChanged)
    def wildOptions(self) -> list[dict[str, Any]]:
        """All 27 symbols; those completing a SET through the cell come first and are marked."""
        if self._turn.wild_ask is None:
            return []
        completing = list(self._turn.wild_options)
        rest = [c for c in CODES if c not in completing]
        return [{"code": c, "name": words.face_text(c), "completes": c in completing}
                for c in completing + rest]

"""The clicks and keys of the player at the Clever table (``Game.input`` in QML): a die, a lit
cell, a choice's button, the number keys, the arrows, Enter and Esc.

Each is turned into a step of ``TableInput`` (a die chosen, the cursor moved, a choice opened)
or into the legal move it ends in, which the controller plays. What may be clicked is read from
the table's ``TurnFacts`` of the last refresh, which is what the screen shows; nothing here
knows a rule.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Slot

from cleverdesk.engine import Move, MoveKind
from cleverdesk.ui.table.input_steps import TableInput
from cleverdesk.ui.table.turn_facts import TurnFacts


class TableClicks(QObject):
    def __init__(self, table_input: TableInput, *, play: Callable[[Move], None],
                 refresh: Callable[[int | None], None], confirm_hand_over: Callable[[], None],
                 finish_turn: Callable[[], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._input = table_input
        self._play = play  # plays a legal move
        self._refresh = refresh  # shows the table again (with that seat's sheet, if given)
        self._confirm_hand_over = confirm_hand_over
        self._finish_turn = finish_turn
        self._turn = TurnFacts()

    def see(self, turn: TurnFacts) -> None:
        """The table as the last refresh showed it."""
        self._turn = turn

    @Slot(int)
    def play(self, move_id: int) -> None:
        """Play legal move number ``move_id`` (the id a lit cell carries).

        When the cell stands for several legal moves (a number to choose for a "?" bonus, two
        bonuses that may go there), the choice opens instead; ``choose`` then plays one.
        """
        turn = self._turn
        if not turn.interactive or not 0 <= move_id < len(turn.legal):
            return
        move = turn.legal[move_id]
        key = self._input.cell_of(move_id, move)
        if key is not None and (len(self._input.alternatives[key]) > 1 or self._spends(move)):
            # a number, a bonus, or an action (polish, joker) to confirm
            self._input.open_choice(key)
            self._refresh(None)
            return
        self._play(move)

    def _spends(self, move: Move) -> bool:
        """Whether ``move`` spends an action besides its die: polish silver (Clever 4ever) or a
        number joker (Clever hoch Drei, ``value`` on a pick). Such a move is confirmed first."""
        rules, state = self._turn.rules, self._turn.state
        if move.kind not in (MoveKind.PICK, MoveKind.EXTRA_DIE) or state is None:
            return False
        cost = getattr(rules, "polish_cost", None)
        if cost is not None:
            return bool(cost(state, move))
        return move.value is not None and hasattr(rules, "joker_numbers")

    def light(self, move: Move) -> None:
        """Show a move without playing it (a hint): its die chosen, the cursor on its cell."""
        turn = self._turn
        if not turn.interactive or move not in turn.legal:
            return
        if move.die is not None and move.die in turn.selectable():
            self._input.selected = move.die
        if move.area is not None and move.cell is not None:
            self._input.cursor = (move.area, move.cell)
        self._refresh(None)

    @Slot(int)
    def choose(self, move_id: int) -> None:
        """Play legal move number ``move_id`` directly (a button of a choice or a panel)."""
        turn = self._turn
        if turn.interactive and 0 <= move_id < len(turn.legal):
            self._play(turn.legal[move_id])

    @Slot(str, int)
    def hoverCell(self, area: str, cell: int) -> None:
        """The mouse rests on a lit cell: it becomes the cursor, so its preview shows."""
        if self._input.hover((area, cell)):
            self._refresh(None)

    @Slot(str)
    def selectDie(self, die: str) -> None:
        turn = self._turn
        if not turn.interactive:
            return
        back = next((m for m in turn.legal if m.kind == MoveKind.RETURN and m.die == die), None)
        if back is not None:  # the return window: a platter die goes back to the rolling area
            self._play(back)
            return
        if die == self._input.selected:
            self._input.selected = None
        elif die in turn.selectable():
            self._input.selected = die
        else:
            return
        self._input.cursor = None
        self._refresh(turn.decider if turn.decider >= 0 else None)  # the decider's own sheet

    @Slot(int)
    def pressDieKey(self, number: int) -> None:
        """Number keys take the dice that wear that number: the dice that may be taken now, in
        the order the tray shows them. While a cell asks which move it means, keys 1–9 choose
        among its choices."""
        if self._input.choice is not None:
            move_id = self._input.choice_for_key(number)
            if move_id is not None:
                self.choose(move_id)
            return
        die = self._input.die_for_key(number)
        if die is not None:
            self.selectDie(die)

    @Slot(result=bool)
    def cancel(self) -> bool:
        """Esc: close the value picker, drop the chosen die, look back at the deciding
        player's sheet. Whether anything was closed (if not, Esc at the table offers to
        leave)."""
        changed = False
        if self._input.choice is not None:
            self._input.choice = None
            changed = True
        if self._input.selected or self._input.armed:
            self._input.drop_die()
            changed = True
        decider = self._turn.decider
        back = decider >= 0 and self._turn.view != decider
        if changed or back:
            self._refresh(decider if back else None)
        return changed or back

    @Slot(int)
    def moveCursor(self, step: int) -> None:
        """Arrows and Tab walk over the lit cells in the sheet's order."""
        if self._input.walk(step, self._turn.row_of_cell):
            self._refresh(None)

    @Slot()
    def activate(self) -> None:
        """Enter: confirm the hand-over, end a finished part of the turn, or play the cell under
        the cursor."""
        turn = self._turn
        if turn.handover >= 0:
            self._confirm_hand_over()
        elif turn.done >= 0:
            self._finish_turn()
        elif self._input.cursor is not None and self._input.cursor in self._input.targets:
            self.play(self._input.targets[self._input.cursor])

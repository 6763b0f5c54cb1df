"""What the SET Cubed board is made of, for the board, the rules page and the new-game screen
(``SetCubedGame.boardData`` in QML): its size, the logo cells the opening covers (and whether
they are covered yet) and the note that the board and dice are this program's approximations.
Read from the rules' data files through the table (table.py); the note keeps its translation
context "SetCubedGame", where it was first.
"""

from __future__ import annotations

from PySide6.QtCore import Property, QCoreApplication, QObject, Signal

from cleverdesk.ui.setcubed.table import Table
from cleverdesk.ui.setcubed.turn import Turn


class BoardData(QObject):
    changed = Signal()  # a move, a click, a language switch

    def __init__(self, table: Table, turn: Turn, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._table = table
        self._turn = turn

    @Property(int, constant=True)
    def rows(self) -> int:
        return self._table.rules.rows

    @Property(int, constant=True)
    def columns(self) -> int:
        return self._table.rules.columns

    @Property(bool, constant=True)
    def approximate(self) -> bool:
        return self._table.rules.data.approximate

    @Property(str, notify=changed)  # changed: also after a language switch
    def approximateNote(self) -> str:
        if not self._table.rules.data.approximate:
            return ""
        return QCoreApplication.translate(
            "SetCubedGame", "Board layout and dice faces are approximations; the printed game "
            "may differ.")

    @Property(list, constant=True)
    def logoCells(self) -> list[list[int]]:
        return [[r, c] for r, c in self._table.rules.board.logo]

    @Property(bool, notify=changed)
    def logoCovered(self) -> bool:
        """Whether a tile or a die of the turn being built lies on a logo cell."""
        state = self._table.state
        if state is None:
            return False
        logo = set(self._table.rules.board.logo)
        return any(t.cell in logo for t in state.board) or any(
            p.cell in logo for p in self._turn.pending)

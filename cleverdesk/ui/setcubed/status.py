"""The state of play as the SET Cubed table's top bar shows it (``SetCubedGame.status`` in QML):
the round (and whether it is the last), the dice left in the bag, who decides and whether a
computer is thinking. Read from the table (table.py); the words keep their translation context
"SetCubedGame", where they were first.
"""

from __future__ import annotations

from PySide6.QtCore import Property, QCoreApplication, QObject, Signal

from cleverdesk.setcubed import Phase
from cleverdesk.ui.setcubed import words
from cleverdesk.ui.setcubed.table import Table


class Status(QObject):
    changed = Signal()

    def __init__(self, table: Table, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._table = table

    @Property(int, notify=changed)
    def round(self) -> int:
        state = self._table.state
        return state.round if state else 0

    @Property(str, notify=changed)
    def roundText(self) -> str:
        state = self._table.state
        if not state:
            return ""
        text = QCoreApplication.translate("SetCubedGame", "Round %1").replace(
            "%1", str(state.round))
        if state.ending and state.phase != Phase.GAME_OVER:
            text += " · " + QCoreApplication.translate("SetCubedGame", "last round")
        return text

    @Property(int, notify=changed)
    def bagCount(self) -> int:
        state = self._table.state
        return len(state.bag) if state else 0

    @Property(str, notify=changed)
    def bagText(self) -> str:
        state = self._table.state
        if not state:
            return ""
        return QCoreApplication.translate("SetCubedGame", "Bag: %1").replace(
            "%1", words.dice_text(len(state.bag)))

    @Property(int, notify=changed)
    def deciderSeat(self) -> int:
        state = self._table.state
        return -1 if state is None or state.decider is None else state.decider

    @Property(str, notify=changed)
    def deciderName(self) -> str:
        state = self._table.state
        if state is None or state.decider is None:
            return ""
        return self._table.names[state.decider]

    @Property(bool, notify=changed)
    def computerDeciding(self) -> bool:
        return self._table.computer_deciding()

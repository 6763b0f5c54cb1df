"""The game controllers Saves watches (``Game`` and ``SetCubedGame``), and which one is on the
table: the one that started or resumed last."""

from __future__ import annotations

from PySide6.QtCore import QObject

from cleverdesk.engine import GameRecord
from cleverdesk.setcubed import SetCubedRecord
from cleverdesk.ui.common.table_controller import AnyTable, CleverTable, SetCubedTable
from cleverdesk.ui.setcubed.desk import SetCubedGame
from cleverdesk.ui.table.desk import Game


class Tables:
    def __init__(self) -> None:
        self.games: list[AnyTable] = []  # the controllers watched, in the order attached
        self.current: AnyTable | None = None  # the one on the table (started or resumed last)
        self._clever: CleverTable | None = None
        self._set_cubed: SetCubedTable | None = None

    def add(self, game: QObject) -> AnyTable | None:
        """Watch ``game`` (a controller, as QML passes it); None if it is watched already (or
        is no table's controller)."""
        if any(known is game for known in self.games):
            return None
        # (the two assignments are where mypy checks that each controller is a TableController)
        table: AnyTable
        if isinstance(game, SetCubedGame):
            table = self._set_cubed = game
        elif isinstance(game, Game):
            table = self._clever = game
        else:
            return None
        self.games.append(table)
        if self.current is None:
            self.current = table
        return table

    def activate(self, game: AnyTable) -> None:
        """Make ``game`` the game on the table; a game left running on the other controller
        stops (its last move is autosaved already), so that it cannot play on unseen."""
        self.current = game
        for other in self.games:
            if other is not game and other.state is not None:
                other.leave()

    def for_record(self, record: GameRecord | SetCubedRecord) -> AnyTable | None:
        """The controller that plays ``record``'s game (None: this desk has none)."""
        return self._set_cubed if isinstance(record, SetCubedRecord) else self._clever

    def resume(self, record: GameRecord | SetCubedRecord) -> None:
        """Show ``record`` on its controller: the one on the table, as the game on the table is
        always the game of its own controller (``activate`` made it so)."""
        if isinstance(record, SetCubedRecord):
            if self._set_cubed is not None:
                self._set_cubed.resume(record)
        elif self._clever is not None:
            self._clever.resume(record)

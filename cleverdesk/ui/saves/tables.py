"""The game controllers Saves watches (``Game`` and ``SetCubedGame``), and which one is on the
table: the one that started or resumed last."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject

from cleverdesk.engine import GameRecord
from cleverdesk.setcubed import SetCubedRecord
from cleverdesk.ui.setcubed.game import SetCubedGame


class Tables:
    def __init__(self) -> None:
        self.games: list[QObject] = []  # the controllers watched
        self.current: Any = None  # the one on the table (started or resumed last), or None

    def add(self, game: QObject) -> bool:
        """Watch ``game``; False if it is watched already."""
        if any(known is game for known in self.games):
            return False
        self.games.append(game)
        if self.current is None:
            self.current = game
        return True

    def activate(self, game: Any) -> None:
        """Make ``game`` the game on the table; a game left running on the other controller
        stops (its last move is autosaved already), so that it cannot play on unseen."""
        self.current = game
        for other in self.games:
            if other is not game and getattr(other, "state", None) is not None:
                other.leave()  # type: ignore[attr-defined]

    def for_record(self, record: GameRecord | SetCubedRecord) -> Any:
        """The controller that plays ``record``'s game (None: this desk has none)."""
        set_cubed = isinstance(record, SetCubedRecord)
        return next((game for game in self.games
                     if isinstance(game, SetCubedGame) == set_cubed), None)

"""The scores of a SET Cubed game as the table shows them (``SetCubedGame.results`` in QML):
the players, each round's points, the totals and, once the game is over, the winners and why
it ended. Read from the engine's state and its winners; the words keep their translation
context "SetCubedGame", where they were first.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Property, QCoreApplication, QObject, Signal

from cleverdesk.setcubed import Phase, SetCubedState
from cleverdesk.typed_text import typed
from cleverdesk.ui.setcubed.table import Table


def round_scores(state: SetCubedState) -> list[dict[str, Any]]:
    """A row per round played: its number and each seat's points (0 where a seat has none)."""
    rounds = max(len(p.round_points) for p in state.players)
    return [{"round": r + 1,
             "points": [p.round_points[r] if r < len(p.round_points) else 0
                        for p in state.players]}
            for r in range(rounds)]


class Results(QObject):
    changed = Signal()

    def __init__(self, table: Table, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._table = table

    def _over(self) -> SetCubedState | None:
        state = self._table.state
        return state if state is not None and state.phase == Phase.GAME_OVER else None

    @Property(list, notify=changed)
    def playerNames(self) -> list[str]:
        return list(self._table.names)

    @Property(list, notify=changed)
    def roundScores(self) -> list[dict[str, Any]]:
        state = self._table.state
        return round_scores(state) if state is not None else []

    @Property(list, notify=changed)
    def totals(self) -> list[int]:
        state = self._table.state
        return [p.total for p in state.players] if state is not None else []

    @Property(str, notify=changed)
    def winnersText(self) -> str:
        state = self._over()
        if state is None:
            return ""
        names = [typed(self._table.names[s]) for s in self._table.rules.winners(state)]
        if len(names) == 1:
            return QCoreApplication.translate("SetCubedGame", "%1 wins!").replace("%1", names[0])
        return QCoreApplication.translate("SetCubedGame", "A tie: %1 share the win.").replace(
            "%1", QCoreApplication.translate("SetCubedGame", " and ").join(names))

    @Property(str, notify=changed)
    def endText(self) -> str:
        state = self._over()
        if state is None:
            return ""
        if str(state.end_reason or "") == "hand_empty":
            return QCoreApplication.translate(
                "SetCubedGame", "A hand ran empty and the round was played out.")
        return QCoreApplication.translate(
            "SetCubedGame", "Nobody could place a die any more: the game is scored as it "
            "stands.")

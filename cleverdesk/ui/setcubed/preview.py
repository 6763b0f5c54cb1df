"""The live preview of the turn a human builds (``SetCubedGame.preview`` in QML): whether the
dice placed so far make a legal turn, the SETs they complete (the board outlines them) and the
points, in words. Read from the engine's judgement of the half-built turn (``Turn.check``),
asked on every change; the words keep their translation context "SetCubedGame".
"""

from __future__ import annotations

from PySide6.QtCore import Property, QCoreApplication, QObject, Signal

from cleverdesk.setcubed import TurnCheck
from cleverdesk.ui.setcubed import words
from cleverdesk.ui.setcubed.turn import Turn


def preview_text(check: TurnCheck) -> str:
    """"Legal: 2 SETs, bonus +3 → 12 points", or why not yet, with what counts so far."""
    parts = [words.sets_text(len(check.new_sets))]
    if check.bonus:
        parts.append(QCoreApplication.translate("SetCubedGame", "bonus +%1").replace(
            "%1", str(sum(v for _, v in check.bonus))))
    summary = ", ".join(parts) + " → " + words.points_text(check.points)
    if check.legal:
        return QCoreApplication.translate("SetCubedGame", "Legal: %1").replace("%1", summary)
    so_far = QCoreApplication.translate("SetCubedGame", "So far: %1").replace("%1", summary)
    return QCoreApplication.translate("SetCubedGame", "Not yet legal: %1").replace(
        "%1", words.reason_text(check.reason)) + ("\n" + so_far if check.new_sets else "")


def set_ranges(check: TurnCheck) -> list[dict[str, int]]:
    """Each new SET as the range of cells it covers (top-left corner, rows and columns)."""
    ranges = []
    for trio in check.new_sets:
        rows, columns = [c[0] for c in trio], [c[1] for c in trio]
        ranges.append({"row": min(rows), "column": min(columns),
                       "rows": max(rows) - min(rows) + 1,
                       "columns": max(columns) - min(columns) + 1})
    return ranges


class Preview(QObject):
    changed = Signal()

    def __init__(self, turn: Turn, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._turn = turn

    @Property(bool, notify=changed)
    def shown(self) -> bool:
        """Whether there is a preview: dice are placed and the turn is being built."""
        return self._turn.check is not None

    @Property(bool, notify=changed)
    def legal(self) -> bool:
        return self._turn.check is not None and self._turn.check.legal

    @Property(int, notify=changed)
    def points(self) -> int:
        return self._turn.check.points if self._turn.check else 0

    @Property(str, notify=changed)
    def text(self) -> str:
        return preview_text(self._turn.check) if self._turn.check else ""

    @Property(list, notify=changed)
    def sets(self) -> list[dict[str, int]]:
        return set_ranges(self._turn.check) if self._turn.check else []

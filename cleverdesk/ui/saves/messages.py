"""What the Saves screen tells the player: problems (kept until dismissed, each said once) and
one short message (the last thing done: "Saved as …", "… was deleted")."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal, Slot


class SaveMessages(QObject):
    problemsChanged = Signal()
    messageChanged = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._problems: list[str] = []
        self._message = ""

    @property
    def problems(self) -> list[str]:
        return list(self._problems)

    @Slot(str)
    def report(self, text: str) -> None:
        """A problem, in the player's words; said once while it is listed."""
        if text not in self._problems:
            self._problems.append(text)
            self.problemsChanged.emit()

    def dismiss_problems(self) -> None:
        if self._problems:
            self._problems = []
            self.problemsChanged.emit()

    @property
    def message(self) -> str:
        return self._message

    def say(self, text: str) -> None:
        self._message = text
        self.messageChanged.emit()

"""Small list models of the table: the dice, the seats, the log. Changes are signalled per row."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QAbstractListModel, QByteArray, QModelIndex, QPersistentModelIndex, Qt

_BASE = int(Qt.ItemDataRole.UserRole) + 1
_NO_PARENT = QModelIndex()


class TupleListModel(QAbstractListModel):
    """A list of tuples read by QML through named roles: role n is the tuple's n-th value.
    A subclass names the roles and keeps the tuples in ``_rows``."""

    ROLE_NAMES: tuple[str, ...] = ()

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[tuple[Any, ...]] = []

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _NO_PARENT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def roleNames(self) -> dict[int, QByteArray]:
        return {_BASE + i: QByteArray(name.encode()) for i, name in enumerate(self.ROLE_NAMES)}

    def data(self, index: QModelIndex | QPersistentModelIndex,
             role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        offset = role - _BASE
        if not index.isValid() or not 0 <= offset < len(self.ROLE_NAMES):
            return None
        return self._rows[index.row()][offset]


class RowsModel(TupleListModel):
    """A list of equally shaped tuples with named roles; ``set_rows`` signals only what changed."""

    def value(self, row: int, role: str) -> Any:
        return self._rows[row][self.ROLE_NAMES.index(role)]

    def rows(self) -> list[tuple[Any, ...]]:
        return list(self._rows)

    def set_rows(self, rows: Sequence[tuple[Any, ...]]) -> None:
        rows = list(rows)
        if len(rows) != len(self._rows):
            # The number of rows only changes when a game starts: a reset is right here.
            self.beginResetModel()
            self._rows = rows
            self.endResetModel()
            return
        for i, (old, new) in enumerate(zip(self._rows, rows, strict=True)):
            if old != new:
                self._rows[i] = new
                changed = [_BASE + k for k, (a, b) in enumerate(zip(old, new, strict=True))
                           if a != b]
                self.dataChanged.emit(self.index(i), self.index(i), changed)


class DiceModel(RowsModel):
    """The six dice: where they lie (roll, field, platter, none), their face, and whether the
    deciding player may take them now."""

    ROLE_NAMES = ("die", "fill", "ink", "letter", "face", "place", "slot", "selectable",
                  "selected", "key", "tip", "spent", "thrown")


class SeatsModel(RowsModel):
    ROLE_NAMES = ("seat", "name", "computer", "total", "foxes", "deciding", "active", "viewed",
                  "winner")


class LogModel(TupleListModel):
    """The log, newest last, a row (line, seat) each; rows are only ever appended (and the
    oldest dropped)."""

    LIMIT = 300
    ROLE_NAMES = ("line", "seat")

    def lines(self) -> list[str]:
        return [text for text, _ in self._rows]

    def clear(self) -> None:
        self.beginResetModel()
        self._rows = []
        self.endResetModel()

    def append(self, lines: Sequence[tuple[str, int]]) -> None:
        if not lines:
            return
        first = len(self._rows)
        self.beginInsertRows(QModelIndex(), first, first + len(lines) - 1)
        self._rows.extend(lines)
        self.endInsertRows()
        excess = len(self._rows) - self.LIMIT
        if excess > 0:
            self.beginRemoveRows(QModelIndex(), 0, excess - 1)
            del self._rows[:excess]
            self.endRemoveRows()

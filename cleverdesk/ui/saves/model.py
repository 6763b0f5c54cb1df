"""The rows of the Saves screen as a list model (``Saves.listModel`` in QML).

Ten thousand saved games are ten thousand rows: as a list property every change handed QML the
whole list again (and every row was worded first: its date in the desk's language, its
progress). Here a row is worded only when the view asks for it (the few on the screen), and the
rows a listing finds are inserted where they belong, newest first, while the list is shown: a
list that fills in as the saves are found keeps its place and its current row.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable, Iterable
from datetime import date
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    Property,
    QAbstractListModel,
    QByteArray,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
    Signal,
)

from cleverdesk.catalogue import is_set_cubed
from cleverdesk.store import SaveInfo
from cleverdesk.typed_text import typed

ROLES = ("saveId", "title", "game", "gameTitle", "players", "date", "progress", "finished")
_FIRST_ROLE = Qt.ItemDataRole.UserRole + 1
Index = QModelIndex | QPersistentModelIndex


def newest_first(infos: Iterable[SaveInfo]) -> list[SaveInfo]:
    """The listing's order: written last first (the store's write sequence, then the date),
    saves of the same moment by name."""
    return sorted(sorted(infos, key=lambda info: info.path.name),
                  key=lambda info: (info.written, info.saved_at), reverse=True)


class SaveListModel(QAbstractListModel):
    """Saved games, newest first; ``describe(info, locale)`` words a row when it is shown.
    ``odd(info, error)`` hears of a row that cannot be worded (it stays listed, plainly)."""

    countChanged = Signal()

    def __init__(self, describe: Callable[[SaveInfo, QLocale], dict[str, Any]],
                 odd: Callable[[SaveInfo, Exception], None], parent: Any = None) -> None:
        super().__init__(parent)
        self._describe = describe
        self._odd = odd
        self._rows: list[SaveInfo] = []
        self._paths: dict[Path, SaveInfo] = {}  # the rows by file
        self._words: dict[Path, tuple[SaveInfo, dict[str, Any]]] = {}
        self._words_in: tuple[str, date] | None = None
        self.rowsInserted.connect(self.countChanged)
        self.rowsRemoved.connect(self.countChanged)
        self.modelReset.connect(self.countChanged)

    # ------------------------------------------------------------------ what QML reads
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def roleNames(self) -> dict[int, QByteArray]:
        return {_FIRST_ROLE + i: QByteArray(name.encode()) for i, name in enumerate(ROLES)}

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        number = role - _FIRST_ROLE
        if role == Qt.ItemDataRole.DisplayRole:
            number = ROLES.index("title")
        if not 0 <= number < len(ROLES):
            return None
        return self.row(index.row())[ROLES[number]]

    def _count(self) -> int:
        return len(self._rows)

    count = Property(int, _count, notify=countChanged)

    # ------------------------------------------------------------------ for Python
    @property
    def infos(self) -> list[SaveInfo]:
        return list(self._rows)

    def row(self, number: int) -> dict[str, Any]:
        """Row ``number`` worded (once per save, language and day: "today, 14:05")."""
        info = self._rows[number]
        locale = QLocale()
        if self._words_in != (locale.name(), date.today()):
            self._words.clear()
            self._words_in = (locale.name(), date.today())
        known = self._words.get(info.path)
        if known is not None and (known[0] is info or known[0] == info):
            return known[1]
        try:
            words = self._describe(info, locale)
        except Exception as error:  # one odd save never empties the list
            self._odd(info, error)
            words = plain_row(info)
        self._words[info.path] = (info, words)
        return words

    def find(self, save_id: str) -> SaveInfo | None:
        return next((info for info in self._rows if info.save_id == save_id), None)

    def reword(self) -> None:
        """The desk's language or the day changed: every row is worded again when shown."""
        self._words.clear()
        self._words_in = None
        if self._rows:
            self.dataChanged.emit(self.index(0), self.index(len(self._rows) - 1))

    # ------------------------------------------------------------------ filling in
    def add(self, found: Iterable[SaveInfo]) -> None:
        """Saves a listing has found so far: new ones go in where they belong, a changed one
        moves to its place; the rows already there stay (the listing's end says which went).
        A batch of new saves costs its own size (a first listing brings thousands in
        hundreds of batches), not the list's."""
        incoming = {info.path: info for info in found}
        if any(info.path in self._paths for info in incoming.values()):
            changed = {path: info for path, info in incoming.items()
                       if not _same(self._paths.get(path), info)}
            if changed:  # a save shown already that changed: moved by the whole-list way
                self._change_to([changed.get(info.path, info) for info in self._rows]
                                + [info for path, info in changed.items()
                                   if path not in self._paths])
            return
        # where each goes in the list as it is, then in runs: the saves that go between the
        # same two rows are one insertion (a first listing's first batch, every save of the
        # index, is a single one: row by row, the view laid itself out 10 000 times, 1.5 s)
        runs: list[tuple[int, list[SaveInfo]]] = []
        for info in newest_first(incoming.values()):
            at = bisect.bisect_right(self._rows, _Place(info), key=_Place)
            if runs and runs[-1][0] == at:
                runs[-1][1].append(info)
            else:
                runs.append((at, [info]))
        shift = 0
        for at, run in runs:
            first = at + shift
            self.beginInsertRows(QModelIndex(), first, first + len(run) - 1)
            self._rows[first:first] = run
            for info in run:
                self._paths[info.path] = info
            self.endInsertRows()
            shift += len(run)

    def drop(self, save_id: str) -> None:
        """A save deleted at this desk goes at once."""
        self._change_to([info for info in self._rows if info.save_id != save_id])

    def replace(self, listing: Iterable[SaveInfo], *, ordered: bool = False) -> None:
        """The whole listing: exactly these saves, newest first (``ordered``: they come in
        that order already, as the store lists them)."""
        self._change_to(list(listing), ordered=ordered)

    def _change_to(self, wanted: list[SaveInfo], *, ordered: bool = False) -> None:
        if not ordered:
            wanted = newest_first(wanted)
        # the usual ends of a listing, at the cost of a glance (10 000 saves compared by their
        # paths held the window for a fifth of a second): the rows are the listing already,
        # or there were none yet
        if len(wanted) == len(self._rows) and all(
                a is b for a, b in zip(wanted, self._rows, strict=True)):
            return
        if not self._rows:
            if wanted:
                self.beginInsertRows(QModelIndex(), 0, len(wanted) - 1)
                self._rows = wanted
                self._paths = {info.path: info for info in wanted}
                self.endInsertRows()
            return
        target = {info.path: info for info in wanted}
        # rows that go (deleted, or changed and moving): from the bottom, in runs
        number = len(self._rows) - 1
        while number >= 0:
            info = self._rows[number]
            if _same(target.get(info.path), info):
                number -= 1
                continue
            first = number
            while first > 0 and not _same(target.get(self._rows[first - 1].path),
                                          self._rows[first - 1]):
                first -= 1
            self.beginRemoveRows(QModelIndex(), first, number)
            for gone in self._rows[first:number + 1]:
                del self._paths[gone.path]
            del self._rows[first:number + 1]
            self.endRemoveRows()
            number = first - 1
        # what stays is in the wanted order already: the new rows go in between, in runs
        at = 0
        while at < len(wanted):
            if at < len(self._rows) and _same(self._rows[at], wanted[at]):
                at += 1
                continue
            end = at
            while end < len(wanted) and not (at < len(self._rows)
                                             and _same(self._rows[at], wanted[end])):
                end += 1
            self.beginInsertRows(QModelIndex(), at, end - 1)
            self._rows[at:at] = wanted[at:end]
            for info in wanted[at:end]:
                self._paths[info.path] = info
            self.endInsertRows()
            at = end


def _same(known: SaveInfo | None, info: SaveInfo) -> bool:
    """The same row: mostly the very object a listing handed over (cheap to tell)."""
    return known is info or known == info


class _Place:
    """Where a save goes in the list, for bisect: before every older save, and before a save
    of the same moment with a larger name (the listing's order, newest_first)."""

    __slots__ = ("name", "newest")

    def __init__(self, info: SaveInfo) -> None:
        self.newest = (info.written, info.saved_at)
        self.name = info.path.name

    def __lt__(self, other: _Place) -> bool:
        if self.newest != other.newest:
            return bool(self.newest > other.newest)
        return self.name < other.name


def plain_row(info: SaveInfo) -> dict[str, Any]:
    """A row that could not be worded: its name, game and date as stored."""
    return {"saveId": info.save_id, "title": info.title or info.path.stem, "game": info.game,
            "gameTitle": info.game, "players": ", ".join(typed(name) for name in info.players),
            "date": info.saved_at.isoformat(), "progress": "", "finished": info.finished}


class PrintableSaves(QSortFilterProxyModel):
    """The saved games that have score sheets to print (SET Cubed is played on a board)."""

    countChanged = Signal()

    def __init__(self, source: SaveListModel, parent: Any = None) -> None:
        super().__init__(parent)
        self._source = source
        self.setSourceModel(source)
        self.rowsInserted.connect(self.countChanged)
        self.rowsRemoved.connect(self.countChanged)
        self.modelReset.connect(self.countChanged)

    def filterAcceptsRow(self, row: int, parent: Index) -> bool:
        infos = self._source._rows  # the filter of its own source
        return 0 <= row < len(infos) and not is_set_cubed(infos[row].game)

    def _count(self) -> int:
        return self.rowCount()

    count = Property(int, _count, notify=countChanged)

"""The History screen's list of games: one row per game, a long list fetched page by page.

:func:`game_row` turns a game of the history into the row the list shows (its words computed
once, when the row is made); :class:`HistoryGamesModel` holds the rows and asks for the next page
when the view scrolls near the end.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QByteArray,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from cleverdesk.engine import GAME_IDS, get_rules
from cleverdesk.store.history import HistoryGame
from cleverdesk.typed_text import typed
from cleverdesk.ui.common import seat_names, words
from cleverdesk.ui.history.labels import (
    GAME_COLOURS,
    duration_text,
    mode_name,
    stage_label,
    when_text,
)

translate = QCoreApplication.translate

_ROLES = ("gameId", "when", "game", "title", "mode", "modeName", "stage", "players", "total",
          "rating", "duration", "colour")
_ROLE_BASE = int(Qt.ItemDataRole.UserRole) + 1


class HistoryGamesModel(QAbstractListModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[tuple[Any, ...]] = []

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def roleNames(self) -> dict[int, QByteArray]:
        return {_ROLE_BASE + i: QByteArray(name.encode()) for i, name in enumerate(_ROLES)}

    def data(self, index: QModelIndex | QPersistentModelIndex,
             role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        offset = role - _ROLE_BASE
        if 0 <= offset < len(_ROLES):
            return self._rows[index.row()][offset]
        return None

    def set_rows(self, rows: list[tuple[Any, ...]],
                 more: Callable[[], list[tuple[Any, ...]]] | None = None) -> None:
        """A new list; ``more`` gives the next page of rows ([] at the end) for a long one."""
        self.beginResetModel()  # a new filter: a new list
        self._rows = rows
        self._more = more
        self.endResetModel()

    def canFetchMore(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()  # noqa: B008
                     ) -> bool:
        return not parent.isValid() and getattr(self, "_more", None) is not None

    def fetchMore(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()  # noqa: B008
                  ) -> None:
        """The view scrolled near the end: the next page comes from the database."""
        more = getattr(self, "_more", None)
        if parent.isValid() or more is None:
            return
        rows = more()
        if not rows:
            self._more = None
            return
        self.beginInsertRows(QModelIndex(), len(self._rows), len(self._rows) + len(rows) - 1)
        self._rows.extend(rows)
        self.endInsertRows()

    def game_ids(self) -> list[int]:
        return [row[0] for row in self._rows]


def game_row(g: HistoryGame) -> tuple[Any, ...]:
    """The list's row of a game (the roles' values in their order): your best total, your
    rating in a solo game, every player's total (the winner starred), the mode and its marks."""
    mine = [r for r in g.results if r.human] or list(g.results)
    total = max(r.total for r in mine) if mine else 0
    rating = ""
    first = mine[0] if mine else None
    if first is not None and first.rating and len(g.results) == 1:
        rules = get_rules(g.game) if g.game in GAME_IDS else None  # SET Cubed: no bands
        band = next((b for b in rules.rating if b.code == first.rating), None) \
            if rules else None
        rating = words.rating_label(g.game, first.rating,
                                    band.en if band else first.rating)
    several = len(g.results) > 1
    players = "  ·  ".join(f"{typed(seat_names.shown_name(r.name))} {r.total}"
                           + (" ★" if r.winner and several else "") for r in g.results)
    mode = mode_name(g.mode)
    if g.practice:
        mode = translate("History", "%1 · practice undo").replace("%1", mode)
    if g.hints:
        mode = translate("History", "%1 · with hints").replace("%1", mode)
    if g.real_dice:
        mode = translate("History", "%1 · real dice").replace("%1", mode)
    if g.undo and not g.practice:
        mode = translate("History", "%1 · with undo").replace("%1", mode)
    if g.review:
        mode = translate("History", "%1 · reviewed before the end").replace("%1", mode)
    return (g.id, when_text(g.finished_at), g.game, words.game_title(g.game), g.mode,
            mode, stage_label(g.stage), players, total, rating,
            duration_text(g.duration_s), GAME_COLOURS.get(g.game, "#9e9e9e"))

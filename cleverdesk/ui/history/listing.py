"""The games of the filter and their figures, without ever holding up the window.

A short history (up to SYNC_GAMES games of the filter) is read whole, at once. A long one shows
its first page at once (the count by SQL), the next pages as the list scrolls, and its figures
when a thread has gathered them from its own connection (``busy`` meanwhile); a later filter
makes a thread still gathering for an earlier one stop and its figures be dropped.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from typing import Any

from PySide6.QtCore import QLocale, QObject, Qt, Signal, Slot

from cleverdesk.store.history import HistoryGame
from cleverdesk.store.history_figures import Figures, gather
from cleverdesk.ui.history import figures as figure_words
from cleverdesk.ui.history.database import HistoryDatabase
from cleverdesk.ui.history.games_model import HistoryGamesModel, game_row

# A history of up to this many games (of the filter) is read whole at once; a longer one is
# listed page by page and its figures are gathered off the GUI thread.
SYNC_GAMES = 2000
# a page: a screenful and more (the view asks for the second at once; 200 rows held the window
# 0.45 s when it opened, words and dates being made for each)
PAGE_GAMES = 50


@dataclass(frozen=True)
class ChartWords:
    """The chart of ``figures`` worded in a language on a day (its dates say "today")."""

    figures: Figures
    language: str
    day: date
    game: str
    points: list[dict[str, Any]]


class HistoryListing(QObject):
    """The list model of the filter's games, the games loaded so far and the figures."""

    changed = Signal()  # the list or the figures
    _figuresReady = Signal(int, object)  # (generation, Figures) from the thread

    def __init__(self, database: HistoryDatabase, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._database = database
        self.model = HistoryGamesModel(self)
        self.games: dict[int, HistoryGame] = {}  # the listed games loaded so far, by id
        self.figures = Figures()
        self.chart: ChartWords | None = None  # the figures' chart, worded where they were made
        self.total = 0  # the filter's games by SQL (readable or not), shown until figures come
        self.busy = False  # the figures of a long history are being gathered off this thread
        self._generation = 0  # which refresh the gathering thread works for
        self._figuresReady.connect(self._take_figures, Qt.ConnectionType.QueuedConnection)

    @property
    def count(self) -> int:
        """The games of the filter: by SQL while the figures are gathered, then the figures'."""
        return self.total if self.busy else self.figures.count

    def refresh(self, filters: dict[str, Any]) -> None:
        """Read the games of ``filters`` (the store's query) again: the list, then the figures."""
        run = self._database.run
        self._generation += 1
        self.games = {}
        total = run(lambda store: store.count_games(**filters))
        self.total = total or 0
        if self.total <= SYNC_GAMES:
            found = run(lambda store: list(store.scan(**filters)))
            games = [g for g in found or [] if g is not None]
            self.games = {g.id: g for g in games}
            self.figures = gather(found or []) or Figures()
            self.busy = False
            self.model.set_rows([game_row(g) for g in games])
        else:
            self.figures = Figures()
            self.busy = True
            self.model.set_rows(self._page(filters, 0), self._pager(filters))
            self._gather_in_background(filters)
        self.changed.emit()

    def _page(self, filters: dict[str, Any], offset: int) -> list[tuple[Any, ...]]:
        found = self._database.run(lambda store: store.read(**filters, limit=PAGE_GAMES,
                                                            offset=offset))
        if found is None:
            return []
        for g in found.games:
            self.games[g.id] = g
        return [game_row(g) for g in found.games]

    def _pager(self, filters: dict[str, Any]) -> Callable[[], list[tuple[Any, ...]]]:
        offset = [PAGE_GAMES]

        def more() -> list[tuple[Any, ...]]:
            while offset[0] < self.total:
                rows = self._page(filters, offset[0])
                offset[0] += PAGE_GAMES
                if rows:
                    return rows
            return []

        return more

    def _gather_in_background(self, filters: dict[str, Any]) -> None:
        store = self._database.current
        if store is None:
            self.busy = False
            return
        generation = self._generation
        game_filter = str(filters.get("game") or "")

        def work() -> None:
            figures: Figures | None = None
            try:
                with store.reader(busy_timeout_s=5.0) as own:
                    figures = gather(own.scan(**filters),
                                     cancelled=lambda: generation != self._generation)
            except Exception:  # the list is shown; the figures stay empty
                figures = Figures()
            if figures is not None:
                # the chart's 1500 dates are worded here too (QLocale and translate are
                # thread-safe), not on the GUI thread when the figures land
                game = figure_words.stats_game(figures, game_filter)
                chart = ChartWords(figures, QLocale().name(), date.today(), game,
                                   figure_words.chart(figures, game))
                self._figuresReady.emit(generation, (figures, chart))

        threading.Thread(target=work, name="history-figures", daemon=True).start()

    @Slot(int, object)
    def _take_figures(self, generation: int, found: tuple[Figures, ChartWords]) -> None:
        if generation != self._generation:
            return  # a later filter is being gathered
        self.figures, self.chart = found
        self.busy = False
        self.changed.emit()

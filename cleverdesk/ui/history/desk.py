"""The score history at the desk: every finished game written, the History screen's figures.

``History`` (a QML singleton) wires the collaborators that do the work and is what QML reads:

- :mod:`.recorders` watch the ``Game`` and ``SetCubedGame`` controllers and hand every game that
  ends (once, never when it is left unfinished) to :class:`~.writer.HistoryWriter`;
- :class:`~.database.HistoryDatabase` is the connection to the history and the notice of its
  problems (a history set aside as damaged, read-only, locked, of a newer version); games it
  cannot take now are kept by the :class:`~.keeper.HistoryKeeper` and added later;
- :class:`~.filters.HistoryFilters` is the choice of game, mode and period;
- :class:`~.listing.HistoryListing` lists the games page by page and gathers their figures off
  the GUI thread, which :mod:`.figures` turns into what the screen shows;
- :mod:`.export` writes the shown games as CSV;
- a past game opens as :class:`~.past_game.PastGame` (a Clever sheet) or
  :class:`~.past_set_cubed.PastSetCubedGame` (the SET Cubed board), both replayed move by move.
"""

from __future__ import annotations

import threading
from datetime import date
from typing import Any

from PySide6.QtCore import Property, QCoreApplication, QLocale, QObject, Signal, Slot

from cleverdesk.engine import GAME_IDS, IllegalMove, SetupError, UnknownGame, get_rules
from cleverdesk.store.history import SET_CUBED, HistoryStore
from cleverdesk.ui.common import words
from cleverdesk.ui.common.ending import when_ending
from cleverdesk.ui.history import export, figures
from cleverdesk.ui.history.database import HistoryDatabase
from cleverdesk.ui.history.filters import (
    HistoryFilters,
    game_choices,
    mode_choices,
    period_choices,
)
from cleverdesk.ui.history.games_model import HistoryGamesModel
from cleverdesk.ui.history.listing import HistoryListing
from cleverdesk.ui.history.past_game import PastReplay
from cleverdesk.ui.history.past_set_cubed import past_replay
from cleverdesk.ui.history.recorders import GameRecorder, SetCubedRecorder
from cleverdesk.ui.history.recorders import Session as Session  # the campaign's import
from cleverdesk.ui.history.writer import HistoryWriter, Listener
from cleverdesk.ui.saves.desk import Saves
from cleverdesk.ui.setcubed.desk import SetCubedGame
from cleverdesk.ui.table.desk import Game

translate = QCoreApplication.translate


def _import_rules() -> None:
    from cleverdesk.layout import LAYOUT_GAME_IDS, sheet_geometry

    for game in GAME_IDS:
        get_rules(game)
    for game in LAYOUT_GAME_IDS:  # the figures' area colours come from the sheets
        sheet_geometry(game)


# A QML singleton of the Cleverdesk module, made by ui/app/services.py (on first use).
class History(QObject):
    """The History screen's data and the desk's writing of finished games (``History`` in QML)."""

    changed = Signal()  # the list or the figures
    filtersChanged = Signal()
    noticeChanged = Signal()
    currentChanged = Signal()
    recorded = Signal(int)  # a finished game was written (its id)

    def __init__(self, *, game: Game | None, set_cubed_game: SetCubedGame | None,
                 saves: Saves | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._filters = HistoryFilters()
        self._chart: tuple[tuple[Any, ...] | None, list[dict[str, Any]]] = (None, [])
        self._current: PastReplay | None = None
        self._open_error = ""
        # The marks of the game on the table, which the Saves singleton keeps with the game's
        # undo history (so that they survive saving and resuming): practice undo went back past
        # seen dice (such games are listed, not counted), hints were shown, a move was taken
        # back, the game was reviewed before its end.
        self._saves = saves
        self.database = HistoryDatabase(self.refresh, self)
        self.database.noticeChanged.connect(self.noticeChanged)
        self.listing = HistoryListing(self.database, self)
        self.listing.changed.connect(self.changed)
        self.writer = HistoryWriter(self.database, self._written,
                                    lambda: self._marked("practice_used"),
                                    lambda: self._marked("hints_used"),
                                    lambda: self._marked("undo_used"),
                                    lambda: self._marked("review_used"))
        self.recorder = GameRecorder(game, self.writer.record, self) \
            if game is not None else None
        self.set_cubed_recorder = SetCubedRecorder(
            set_cubed_game, self.writer.record_set_cubed, self) \
            if set_cubed_game is not None else None
        self.database.open()
        # the games' rules (their rating bands name a row) and sheets (their colours) are
        # imported while the desk starts, not when the History screen first shows a row or
        # its figures (a third of a second)
        threading.Thread(target=_import_rules, name="history-rules", daemon=True).start()
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.close)
            # a logout may end the desk without a quit: games kept in memory go to disk
            when_ending(self.database.keeper.flush_to_disk)

    def _marked(self, mark: str) -> bool:
        """Whether the game on the table carries ``mark`` (``hints_used`` …); False when
        there are no saved games, or no game."""
        kept = self._saves.history if self._saves is not None else None
        return bool(kept is not None and getattr(kept, mark))

    # ------------------------------------------------------------------ the database
    @property
    def store(self) -> HistoryStore | None:
        return self.database.open()

    def close(self) -> None:
        self.database.close()

    def add_listener(self, listener: Listener) -> None:
        """Called after every finished Clever game (the campaign's stages); not SET Cubed."""
        self.writer.add_listener(listener)

    def _written(self, game_id: int) -> None:
        self.recorded.emit(game_id)
        self.refresh()

    # ------------------------------------------------------------------ notice
    @Property(str, notify=noticeChanged)
    def notice(self) -> str:
        return self.database.notice

    @Slot()
    def dismissNotice(self) -> None:
        self.database.dismiss_notice()

    # ------------------------------------------------------------------ filters
    @Slot()
    def refresh(self) -> None:
        """The list and figures of the filter (a long history's figures come later: busy)."""
        self.listing.refresh(self._filters.query())

    def _filter_set(self, changed: bool) -> None:
        if changed:
            self.filtersChanged.emit()
            self.refresh()

    @Slot(str)
    def setGameFilter(self, game: str) -> None:
        self._filter_set(self._filters.set_game(game))

    @Slot(str)
    def setModeFilter(self, mode: str) -> None:
        self._filter_set(self._filters.set_mode(mode))

    @Slot(str)
    def setPeriod(self, period: str) -> None:
        self._filter_set(self._filters.set_period(period))

    @Slot(str, str, result=bool)
    def setRange(self, first: str, last: str) -> bool:
        """The custom period, as ISO dates (either may be empty); False if one is not a date."""
        if not self._filters.set_range(first, last):
            self.filtersChanged.emit()
            return False
        self._filter_set(True)
        return True

    @Property(str, notify=filtersChanged)
    def gameFilter(self) -> str:
        return self._filters.game

    @Property(str, notify=filtersChanged)
    def modeFilter(self) -> str:
        return self._filters.mode

    @Property(str, notify=filtersChanged)
    def period(self) -> str:
        return self._filters.period

    @Property(str, notify=filtersChanged)
    def rangeFrom(self) -> str:
        return self._filters.first

    @Property(str, notify=filtersChanged)
    def rangeTo(self) -> str:
        return self._filters.last

    @Property(str, notify=filtersChanged)
    def rangeError(self) -> str:
        return self._filters.range_error

    @Property(list, constant=True)
    def gameChoices(self) -> list[dict[str, str]]:
        return game_choices()

    @Property(list, constant=True)
    def modeChoices(self) -> list[dict[str, str]]:
        return mode_choices()

    @Property(list, constant=True)
    def periodChoices(self) -> list[dict[str, str]]:
        return period_choices()

    # ------------------------------------------------------------------ the list and figures
    @Property(QObject, constant=True)
    def games(self) -> HistoryGamesModel:
        return self.listing.model

    @Property(bool, notify=changed)
    def busy(self) -> bool:
        """The figures of a long history are being gathered (the list is there already)."""
        return self.listing.busy

    @Property(int, notify=changed)
    def count(self) -> int:
        return self.listing.count

    @Property(int, notify=changed)
    def unreadable(self) -> int:
        """Games of the shown period that the history holds but could not read."""
        return self.listing.figures.unreadable

    @Property(str, notify=changed)
    def unreadableText(self) -> str:
        unreadable = self.listing.figures.unreadable
        if not unreadable:
            return ""
        return self.tr("%n game(s) could not be read and are not shown.", "", unreadable)

    def _stats_game(self) -> str:
        return figures.stats_game(self.listing.figures, self._filters.game)

    @Property(str, notify=changed)
    def statsGame(self) -> str:
        return self._stats_game()

    @Property(str, notify=changed)
    def statsTitle(self) -> str:
        game = self._stats_game()
        return words.game_title(game) if game else ""

    @Property(list, notify=changed)
    def summary(self) -> list[dict[str, Any]]:
        """Per game among the shown games: how many, the best and the average (yours)."""
        return figures.summary(self.listing.figures)

    @Property(list, notify=changed)
    def chart(self) -> list[dict[str, Any]]:
        """Your totals in the figures' game, oldest first (made once per figures, game,
        language and day: 1500 points' dates are worth keeping)."""
        key = (self.listing.figures, self._stats_game(), QLocale().name(), date.today())
        made, points = self._chart
        if made is None or made[0] is not key[0] or made[1:] != key[1:]:
            ready = self.listing.chart  # worded where the figures were gathered
            if ready is not None and ready.figures is key[0] \
                    and (ready.game, ready.language, ready.day) == key[1:]:
                points = ready.points
            else:
                points = figures.chart(self.listing.figures, key[1])
            self._chart = (key, points)
        return points

    @Property(list, notify=changed)
    def chartBands(self) -> list[dict[str, Any]]:
        return figures.chart_bands(self._stats_game())

    @Property(list, notify=changed)
    def areaAverages(self) -> list[dict[str, Any]]:
        return figures.area_averages(self.listing.figures, self._stats_game())

    @Property(bool, notify=changed)
    def roundAverages(self) -> bool:
        """The area averages are rounds (SET Cubed has rounds where Clever games have areas)."""
        return self._stats_game() == SET_CUBED

    @Property(list, notify=changed)
    def ratingCounts(self) -> list[dict[str, Any]]:
        return figures.rating_counts(self.listing.figures, self._stats_game())

    @Property(int, notify=changed)
    def best(self) -> int:
        return figures.best(self.listing.figures, self._stats_game())

    # ------------------------------------------------------------------ export and detail
    @Slot(str, result=str)
    def exportCsv(self, path: str) -> str:
        """Write the shown games as CSV to ``path`` (or a file URL); "" or the problem."""
        return export.export_csv(path, self._filters.query(), self.database.open)

    @Slot(result=str)
    def chooseCsv(self) -> str:
        """Ask where to write the CSV, write it; what happened, in words ("" if cancelled)."""
        return export.choose_csv(self._filters.today(), self.exportCsv)

    @Slot(int, result=bool)
    def open(self, game_id: int) -> bool:
        run = self.database.run
        entry = self.listing.games.get(game_id) or run(lambda store: store.game(game_id))
        if entry is None:
            return False
        try:
            record = run(lambda store: store.record(game_id))
            if record is None:
                return False
            past = past_replay(entry, record, self)
        except (IllegalMove, SetupError, UnknownGame, ValueError, KeyError) as error:
            # a game of an older or newer cleverdesk whose rules moved on: say so, go on
            self._open_error = translate("History", "This game cannot be shown: %1").replace(
                "%1", str(error))
            self.filtersChanged.emit()
            return False
        self._open_error = ""
        self.filtersChanged.emit()
        old = self._current
        self._current = past
        self.currentChanged.emit()
        if old is not None:
            old.deleteLater()
        return True

    @Property(str, notify=filtersChanged)
    def openError(self) -> str:
        return self._open_error

    @Property(QObject, notify=currentChanged)
    def current(self) -> QObject | None:
        return self._current

"""Writing a finished game into the history: the recorders' games go in here.

:class:`HistoryWriter` writes the game with its marks (practice undo, hints), tells the
campaign (the listeners) about a Clever game that was not practice, and keeps the game with the
keeper when the history cannot take it now (it goes in when the history works again).
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Callable
from datetime import UTC, datetime

from cleverdesk import setcubed
from cleverdesk.engine import GameRecord, GameState
from cleverdesk.store import pending
from cleverdesk.store.history import HistoryError, HistoryLocked, is_damage_error
from cleverdesk.ui.history.database import HistoryDatabase
from cleverdesk.ui.history.recorders import Session

Listener = Callable[[GameState, GameRecord, Session, int | None], None]


class HistoryWriter:
    """Writes the games the recorders hand over; ``written`` gets the id of each game written.

    ``practice_used``, ``hints_used``, ``undo_used`` and ``review_used`` say whether the game on
    the table used practice undo past seen dice, hints, any undo, a review before its end (the
    Saves singleton keeps the marks with the game)."""

    def __init__(self, database: HistoryDatabase, written: Callable[[int], None],
                 practice_used: Callable[[], bool], hints_used: Callable[[], bool],
                 undo_used: Callable[[], bool] = lambda: False,
                 review_used: Callable[[], bool] = lambda: False) -> None:
        self._database = database
        self._written = written
        self._practice_used = practice_used
        self._hints_used = hints_used
        self._undo_used = undo_used
        self._review_used = review_used
        self._listeners: list[Listener] = []

    def add_listener(self, listener: Listener) -> None:
        """Called after every finished Clever game (the campaign's stages); not SET Cubed."""
        self._listeners.append(listener)

    def record(self, state: GameState, record: GameRecord, session: Session) -> None:
        """A Clever game ended: written, then the campaign hears of it (unless practice)."""
        practice = self._practice_used()
        game_id = self.write(state, record, session, practice=practice, **self._marks())
        if not practice:  # a practice game earns no campaign stars
            for listener in self._listeners:
                try:
                    listener(state, record, session, game_id)
                except HistoryLocked:  # the campaign writes its stage result: said, not raised
                    self._database.report_locked()
        self._done(game_id)

    def record_set_cubed(self, state: setcubed.SetCubedState, record: setcubed.SetCubedRecord,
                         session: Session) -> None:
        self._done(self.write(state, record, session, practice=self._practice_used(),
                              **self._marks()))

    def _marks(self) -> dict[str, bool]:
        return {"hints": self._hints_used(), "undo": self._undo_used(),
                "review": self._review_used()}

    def write(self, state: GameState | setcubed.SetCubedState,
              record: GameRecord | setcubed.SetCubedRecord, session: Session, *,
              practice: bool = False, hints: bool = False, undo: bool = False,
              review: bool = False) -> int | None:
        """Write the finished game; when the history cannot take it, it is kept (and said) and
        added when it can. None: not written now (or written already)."""
        kept = pending.PendingGame(
            uid=session.uid, record=record, mode=session.mode,  # type: ignore[arg-type]
            duration_s=max(0.0, time.monotonic() - session.started),
            finished_at=datetime.now(UTC), stage=session.stage, practice=practice, hints=hints,
            undo=undo, review=review)
        database, keeper = self._database, self._database.keeper
        for attempt in range(2):
            store = database.open()
            if store is None:
                keeper.keep(kept, database.unavailable or HistoryError("not open"))
                return None
            try:
                # a stage's result is the campaign's to write (it says what it earned); a
                # game kept now carries it into the history when it goes in
                return pending.add_game(store, kept, state, with_stage=False)
            except (HistoryError, sqlite3.Error, OSError, ValueError) as error:
                if isinstance(error, sqlite3.Error):
                    database.drop(store)
                    if attempt == 0 and is_damage_error(error):
                        database.damaged_since_open(store.path)  # set aside: the new one may
                        continue  # take it
                keeper.keep(kept, error)
                return None
        return None

    def _done(self, game_id: int | None) -> None:
        if game_id is not None:
            self._written(int(game_id))

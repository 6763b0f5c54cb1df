"""Score history: every finished game in an SQLite database in the user data folder.

:class:`HistoryStore` writes a finished game (``add_game``: abandoned games are never written)
and reads the games back, newest first, a page or a filter at a time. Reading goes row by row:
a game whose row cannot be read is skipped and counted (:attr:`HistoryRead.unreadable`), never
allowed to hide the others. It also keeps the campaign's progress per stage.

Where the parts live: the connection, opening and setting a damaged file aside in
.history_connection; the tables, their version and migrations in .history_schema; the errors in
.history_errors; the games as read (:class:`HistoryGame`, figures) in .history_games; rows to
games in .history_rows; the CSV in .history_csv (the fast export from SQL: .history_export).
The names the desk and the command line use are importable from here too (``__all__``).
"""

from __future__ import annotations

import io
import json
import os
import sqlite3
import uuid
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager
from dataclasses import replace
from datetime import UTC, datetime
from functools import partial
from pathlib import Path
from typing import Any

from cleverdesk import setcubed
from cleverdesk.engine import GameRecord, GameState

from . import history_rows, paths
from .history_connection import DamagedHistory, HistoryConnection
from .history_csv import write_csv
from .history_errors import (
    HistoryError,
    HistoryLocked,
    NewerHistory,
    NotAFileHistory,
    ReadOnlyHistory,
    SchemaMismatch,
    is_damage_error,
    is_locked_error,
    write_problem,
)
from .history_export import export
from .history_games import (
    MODES,
    SET_CUBED,
    GameStats,
    HistoryGame,
    HistoryRead,
    Mode,
    SeatResult,
    round_areas,
    round_number,
    seat_results,
    summarize,
)
from .history_rows import record_json, valid_text
from .history_schema import SCHEMA_VERSION, summarized_problems

# What the desk, the command line and the scripts import from here (defined where they say).
__all__ = [
    "BUSY_TIMEOUT_S", "MODES", "SCHEMA_VERSION", "SET_CUBED", "DamagedHistory", "GameStats",
    "HistoryError", "HistoryGame", "HistoryLocked", "HistoryRead", "HistoryStore", "Mode",
    "NewerHistory", "NotAFileHistory", "ReadOnlyHistory", "SchemaMismatch", "SeatResult",
    "history_path", "is_damage_error", "is_locked_error", "round_areas", "round_number",
    "summarize", "summarized_problems", "write_problem",
]

HISTORY_FILE = "history.sqlite"
BUSY_TIMEOUT_S = 30.0


def _writable(path: Path) -> bool:
    """Whether the history can be written: its folder (or the nearest one that exists, where
    it would be made) and the file itself, if it exists."""
    folder = path.parent
    while not folder.exists() and folder.parent != folder:
        folder = folder.parent
    if not os.access(folder, os.W_OK):
        return False
    return not path.exists() or os.access(path, os.W_OK)


def history_path(root: Path | None = None) -> Path:
    return (root or paths.data_dir()) / HISTORY_FILE


def _now() -> datetime:
    return datetime.now(UTC)


class HistoryStore:
    """The score history of one data folder. Cheap to open; open one per thread or process."""

    def __init__(self, path: Path | None = None, *, busy_timeout_s: float | None = None,
                 read_only: bool | None = None, check: bool = True) -> None:
        """``busy_timeout_s``: how long to wait for another program holding the database (the
        desk waits briefly on its GUI thread and retries later); ``read_only``: open without
        writing anything (by default when the folder or the file cannot be written);
        ``check``: SQLite's integrity check of the whole file first (``check=False``: the
        caller runs :meth:`integrity_problem` elsewhere: on a long history the check reads
        every page, a second and more, which the desk's GUI thread must not wait for)."""
        self.path = path or history_path()
        self.busy_timeout_s = BUSY_TIMEOUT_S if busy_timeout_s is None else busy_timeout_s
        self.read_only = not _writable(self.path) if read_only is None else read_only
        self._connection = HistoryConnection(self.path, busy_timeout_s=self.busy_timeout_s,
                                             read_only=self.read_only, check=check)
        # the file found damaged and set aside (what could be read of it was kept), or None
        self.damaged: DamagedHistory | None = self._connection.damaged

    @property
    def _conn(self) -> sqlite3.Connection:
        return self._connection.conn

    def _write(self) -> AbstractContextManager[sqlite3.Connection]:
        return self._connection.write()

    def reader(self, busy_timeout_s: float = 5.0) -> HistoryStore:
        """Another store that reads what this one reads, for another thread (the private copy
        of a read-only history is not copied again; the file is not checked again)."""
        if self._connection.copy is not None:
            return HistoryStore(self._connection.copy, busy_timeout_s=busy_timeout_s,
                                read_only=True, check=False)
        return HistoryStore(self.path, busy_timeout_s=busy_timeout_s, read_only=self.read_only,
                            check=False)

    def integrity_problem(self) -> str:
        """SQLite's integrity check of the file on a connection of its own, for a store opened
        with ``check=False`` (any thread): "" when the file is sound (or cannot be checked now:
        locked), else what is damaged."""
        return self._connection.integrity_problem()

    def close(self) -> None:
        self._connection.close()

    def __enter__(self) -> HistoryStore:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    # ------------------------------------------------------------------ writing
    def add_game(
        self,
        state: GameState | setcubed.SetCubedState,
        record: GameRecord | setcubed.SetCubedRecord,
        mode: Mode,
        duration_s: float,
        *,
        stage: str | None = None,
        uid: str | None = None,
        finished_at: datetime | None = None,
        practice: bool = False,
        hints: bool = False,
        undo: bool = False,
        review: bool = False,
        stage_result: tuple[int, int] | None = None,
    ) -> int | None:
        """Write a finished game; returns its id, or None if ``uid`` was written already.

        A Clever game comes as ``GameState`` + ``GameRecord``, SET Cubed as ``SetCubedState`` +
        ``SetCubedRecord``. ``uid`` (e.g. the save session id) makes writing idempotent: a desk
        that records the same game twice after a crash does not count it twice. ``practice``
        marks a game played with practice undo past seen dice: listed, never in the figures;
        ``hints``, ``undo`` (any undo) and ``review`` (before the end) keep it out of the clean
        records.
        ``stage_result``: (total, stars) of a campaign stage game kept while the history could
        not be written, stored for its stage in the same transaction (so once, with the game).
        """
        if mode not in MODES:
            raise ValueError(f"unknown mode {mode!r}")
        seats = [replace(r, name=valid_text(r.name),
                         bot=None if r.bot is None else valid_text(r.bot))
                 for r in seat_results(state, record)]
        stage = None if stage is None else valid_text(stage)
        when = (finished_at or _now()).astimezone(UTC).isoformat(timespec="seconds")
        with self._write() as conn:
            cursor = conn.execute(
                "INSERT OR IGNORE INTO games (uid, finished_at, game, mode, seed, duration_s,"
                " stage, record_json, practice, hints, undo, review)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (uid or uuid.uuid4().hex, when, state.game, mode, record.setup.seed,
                 float(duration_s), stage, record_json(record), int(practice), int(hints),
                 int(undo or practice), int(review)),
            )
            if cursor.rowcount == 0:
                return None
            game_id = cursor.lastrowid
            for r in seats:
                conn.execute(
                    "INSERT INTO results (game_id, seat, name, bot, total, foxes, areas_json,"
                    " rating, winner) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (game_id, r.seat, r.name, r.bot, r.total, r.foxes, json.dumps(r.areas),
                     r.rating, int(r.winner)),
                )
            if stage is not None and stage_result is not None:
                _keep_stage_result(conn, stage, *stage_result)
        return game_id

    # ------------------------------------------------------------------ reading
    def games(
        self,
        *,
        game: str | None = None,
        mode: str | None = None,
        since: datetime | None = None,
        until: datetime | None = None,
    ) -> list[HistoryGame]:
        """Finished games, newest first, with their results (unreadable ones left out)."""
        return self.read(game=game, mode=mode, since=since, until=until).games

    def read(
        self,
        *,
        game: str | None = None,
        mode: str | None = None,
        since: datetime | None = None,
        until: datetime | None = None,
        limit: int | None = None,
        offset: int = 0,
    ) -> HistoryRead:
        """Finished games, newest first, and how many could not be read (of the ``limit``
        games from ``offset`` on, when given: a page of the list).

        Row by row: a game whose row or any of whose seats holds something that is not what
        ``add_game`` writes (a date that is no date, areas that are no mapping, a name that is
        not text, a record that is not JSON, no seats at all) is skipped and counted.
        """
        games: list[HistoryGame] = []
        unreadable = 0
        for entry in self.scan(game=game, mode=mode, since=since, until=until, limit=limit,
                               offset=offset):
            if entry is None:
                unreadable += 1
            else:
                games.append(entry)
        return HistoryRead(games, unreadable)

    def count_games(self, *, game: str | None = None, mode: str | None = None,
                    since: datetime | None = None, until: datetime | None = None) -> int:
        """How many games the filter holds (readable or not), by SQL alone: at once."""
        condition, args = history_rows.condition(game, mode, since, until)
        return int(self._conn.execute("SELECT COUNT(*) FROM games" + condition,
                                      args).fetchone()[0])

    def scan(self, *, game: str | None = None, mode: str | None = None,
             since: datetime | None = None, until: datetime | None = None,
             limit: int | None = None, offset: int = 0) -> Iterator[HistoryGame | None]:
        """The games of the filter, newest first, one at a time (None for one that cannot be
        read): a long history is never held whole in memory."""
        condition, args = history_rows.condition(game, mode, since, until)
        yield from history_rows.scan(self._conn, condition, args, limit, offset)

    def game(self, game_id: int) -> HistoryGame | None:
        """One game with its seats, or None when there is none (or it cannot be read)."""
        for entry in history_rows.read_one(self._conn, game_id):
            return entry
        return None

    def area_names(self, *, game: str | None = None, mode: str | None = None,
                   since: datetime | None = None, until: datetime | None = None) -> list[str]:
        """Every area (or SET Cubed round) any seat of the filter has a score for."""
        condition, args = history_rows.condition(game, mode, since, until)
        try:
            rows = self._conn.execute(
                "SELECT DISTINCT key FROM results, json_each(results.areas_json)"
                " WHERE json_valid(results.areas_json) AND json_type(results.areas_json)"
                " = 'object' AND game_id IN (SELECT id FROM games" + condition + ")",
                args).fetchall()
        except sqlite3.OperationalError as error:
            if is_locked_error(error):
                raise
            return []
        return [row[0] for row in rows if isinstance(row[0], str)]

    def export_csv(self, out: io.TextIOBase | Any, *, game: str | None = None,
                   mode: str | None = None, since: datetime | None = None,
                   until: datetime | None = None) -> int:
        """The games of the filter as :func:`write_csv` writes them, streamed straight from
        SQL (a long history in seconds); returns how many could not be read and are left out."""
        condition, args = history_rows.condition(game, mode, since, until)
        areas = self.area_names(game=game, mode=mode, since=since, until=until)
        left_out = export(self._conn, out, where=condition, args=args, areas=areas,
                          connect=self._second_reader())
        if left_out is not None:
            return left_out
        # a table went missing: row by row, as the list reads it
        unreadable = 0

        def readable() -> Iterator[HistoryGame]:
            nonlocal unreadable
            for entry in self.scan(game=game, mode=mode, since=since, until=until):
                if entry is None:
                    unreadable += 1
                else:
                    yield entry

        write_csv(readable(), out, areas=areas)
        return unreadable

    def _second_reader(self) -> Callable[[], sqlite3.Connection] | None:
        """How another thread opens this history for reading alongside (None: nothing to read)."""
        if self._connection.copy is None and not self.path.exists():
            return None
        return partial(self._connection.reader, check_same_thread=False)

    def record(self, game_id: int) -> GameRecord | setcubed.SetCubedRecord:
        """The moves of a stored game: a ``SetCubedRecord`` for SET Cubed, else a ``GameRecord``."""
        row = self._conn.execute("SELECT game, record_json FROM games WHERE id = ?",
                                 (game_id,)).fetchone()
        if row is None:
            raise KeyError(game_id)
        if row[0] == SET_CUBED:
            return setcubed.SetCubedRecord.model_validate_json(row[1])
        return GameRecord.model_validate_json(row[1])

    def count(self) -> int:
        return int(self._conn.execute("SELECT COUNT(*) FROM games").fetchone()[0])

    def solo_bests(self) -> dict[str, tuple[int, int | None]]:
        """Game → (the best total of your solo games, solo or campaign, and the best of the
        clean ones among them: no hints, undo or review before the end; None when none is
        clean), by SQL alone; practice games are never counted."""
        rows = self._conn.execute(
            "SELECT g.game, MAX(r.total), MAX(CASE WHEN g.hints = 0 AND g.undo = 0"
            " AND g.review = 0 THEN r.total END) FROM games AS g JOIN results AS r"
            " ON r.game_id = g.id WHERE r.bot IS NULL AND g.practice = 0"
            " AND g.mode IN ('solo', 'campaign') GROUP BY g.game").fetchall()
        return {game: (best, clean) for game, best, clean in rows
                if isinstance(game, str) and isinstance(best, int)}

    def stats(self, game: str, mode: str | None = None) -> GameStats:
        """The player's figures for one game: human seats only (bots are not "you")."""
        return summarize(game, self.games(game=game, mode=mode))

    # ------------------------------------------------------------------ campaign progress
    def stage_progress(self) -> dict[str, tuple[int | None, int, int]]:
        """Stage id → (best total, stars, plays); a stage only ever given up has no best."""
        progress: dict[str, tuple[int | None, int, int]] = {
            row[0]: (row[1], row[2], row[3])
            for row in self._conn.execute("SELECT stage, best, stars, plays FROM campaign")
        }
        for stage, plays in self._conn.execute("SELECT stage, plays FROM given_up"):
            best, stars, played = progress.get(stage, (None, 0, 0))
            progress[stage] = (best, stars, played + plays)
        return progress

    def give_up_stage(self, stage: str) -> None:
        """A stage game given up: it counts as played, with no total (so never as a best)."""
        with self._write() as conn:
            conn.execute(
                "INSERT INTO given_up (stage, plays, updated_at) VALUES (?, 1, ?)"
                " ON CONFLICT(stage) DO UPDATE SET plays = plays + 1,"
                " updated_at = excluded.updated_at",
                (stage, _now().isoformat(timespec="seconds")))

    def save_stage_result(self, stage: str, total: int, stars: int) -> tuple[int, int]:
        """Keep the best total and the most stars of a stage; returns the stored (best, stars)."""
        with self._write() as conn:
            row = _keep_stage_result(conn, stage, total, stars)
        return int(row[0]), int(row[1])



def _keep_stage_result(conn: sqlite3.Connection, stage: str, total: int,
                       stars: int) -> tuple[Any, ...]:
    """Keep the best total and the most stars of a stage (in the caller's transaction)."""
    conn.execute(
        "INSERT INTO campaign (stage, best, stars, plays, updated_at)"
        " VALUES (?, ?, ?, 1, ?) ON CONFLICT(stage) DO UPDATE SET"
        " best = MAX(best, excluded.best), stars = MAX(stars, excluded.stars),"
        " plays = plays + 1, updated_at = excluded.updated_at",
        (stage, total, stars, _now().isoformat(timespec="seconds")),
    )
    return tuple(conn.execute("SELECT best, stars FROM campaign WHERE stage = ?",
                              (stage,)).fetchone())


"""Score history: every finished game in an SQLite database in the user data folder.

SQLite in WAL mode with a busy timeout lets two desks (or a desk and a script) write at once
without losing a game; every write is one ``BEGIN IMMEDIATE`` transaction. The schema carries
its version in ``PRAGMA user_version`` and is migrated step by step. A database that is damaged
(SQLite says corrupt or not a database, the integrity check fails, or the file was cut to a few
bytes) is moved to ``damaged/`` (with its -wal/-shm companions) and a fresh one is started: the
desk reports it and goes on. A database that is merely *locked* by another program is not
damaged: opening waits, retries, and then raises :class:`HistoryLocked`, leaving the file alone.
Reading goes row by row: a game whose row cannot be read is skipped and counted
(:attr:`HistoryRead.unreadable`), never allowed to hide the others. Abandoned games are never
written; only ``add_game`` writes.

SET Cubed games share the tables with the Clever games: the ``game`` column tells them apart.
SET Cubed has no areas, foxes or rating bands; its per-seat "areas" are the points of each round
(``round_1``, ``round_2``, …), the one breakdown of a total the game has.
"""

from __future__ import annotations

import csv
import io
import json
import os
import re
import shutil
import sqlite3
import time
import uuid
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from functools import cache, partial
from pathlib import Path
from typing import Any, Literal

from cleverdesk import setcubed
from cleverdesk.engine import GAME_IDS, GameRecord, GameState, Phase, get_rules

from . import history_files, paths

HISTORY_FILE = "history.sqlite"
SCHEMA_VERSION = 5
BUSY_TIMEOUT_S = 30.0
TIME_INDEX = "games_by_time"
Mode = Literal["solo", "campaign", "multiplayer"]
MODES: tuple[str, ...] = ("solo", "campaign", "multiplayer")
SET_CUBED = setcubed.GAME_ID
ROUND_PREFIX = "round_"  # SET Cubed's per-seat breakdown: round_1, round_2, …

# Each step migrates from the version before it; index 0 creates version 1 from nothing.
MIGRATIONS: tuple[tuple[str, ...], ...] = (
    (
        """CREATE TABLE games (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            uid TEXT NOT NULL UNIQUE,
            finished_at TEXT NOT NULL,
            game TEXT NOT NULL,
            mode TEXT NOT NULL CHECK (mode IN ('solo', 'campaign', 'multiplayer')),
            seed INTEGER NOT NULL,
            duration_s REAL NOT NULL,
            stage TEXT,
            record_json TEXT NOT NULL
        )""",
        """CREATE TABLE results (
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            name TEXT NOT NULL,
            bot TEXT,
            total INTEGER NOT NULL,
            foxes INTEGER NOT NULL,
            areas_json TEXT NOT NULL,
            rating TEXT,
            winner INTEGER NOT NULL,
            PRIMARY KEY (game_id, seat)
        )""",
        "CREATE INDEX games_by_game ON games(game, finished_at)",
        """CREATE TABLE campaign (
            stage TEXT PRIMARY KEY,
            best INTEGER NOT NULL,
            stars INTEGER NOT NULL,
            plays INTEGER NOT NULL,
            updated_at TEXT NOT NULL
        )""",
    ),
    # 2: games where practice undo went back past dice already seen (listed, never counted)
    ("ALTER TABLE games ADD COLUMN practice INTEGER NOT NULL DEFAULT 0",),
    # 3: games in which the player asked for hints (listed with a mark, counted as usual)
    ("ALTER TABLE games ADD COLUMN hints INTEGER NOT NULL DEFAULT 0",),
    # 4: campaign stages given up: played, but no total (never a best)
    ("""CREATE TABLE given_up (
            stage TEXT PRIMARY KEY,
            plays INTEGER NOT NULL,
            updated_at TEXT NOT NULL
        )""",),
    # 5: games in which a move was taken back, or that were reviewed before their end: with
    # hints and practice undo they make a game not clean (issue 50); older games count as clean
    # unless marked with hints or practice undo (nothing else was recorded then)
    ("ALTER TABLE games ADD COLUMN undo INTEGER NOT NULL DEFAULT 0",
     "ALTER TABLE games ADD COLUMN review INTEGER NOT NULL DEFAULT 0"),
)


class HistoryError(RuntimeError):
    """The history database cannot be used (e.g. it was written by a newer cleverdesk)."""


class HistoryLocked(HistoryError):
    """Another program holds the history database longer than we wait; the file is untouched."""


class SchemaMismatch(sqlite3.DatabaseError):
    """The tables do not match the schema version the file claims (a table or column gone):
    damage, never "no games yet"."""


class ReadOnlyHistory(HistoryError):
    """The history is open read-only (its folder or file cannot be written): nothing is written."""


class NewerHistory(HistoryError):
    """The history was written by a newer cleverdesk (a schema this version does not know)."""


class NotAFileHistory(HistoryError):
    """Something other than a file is where the history belongs (a named pipe, a folder …): it
    is never opened (a pipe would block) and left as it is."""


# SQLite's primary result codes (the low byte of an extended code) that mean "damaged" and
# "somebody else holds it". Anything else (no permission, disk full) is neither: it is raised.
_DAMAGE_CODES = frozenset({sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB})
_BUSY_CODES = frozenset({sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED})
# A database file shorter than SQLite's 100-byte header holds no game: if it existed before we
# opened it, it was cut short (SQLite itself would quietly treat it as a new, empty database).
_HEADER_BYTES = 100
# A file younger than this may be a brand-new history another desk is creating right now.
_FRESH_FILE_S = 2.0


def _primary_code(error: sqlite3.Error) -> int | None:
    code = getattr(error, "sqlite_errorcode", None)
    return code & 0xFF if isinstance(code, int) else None


def is_locked_error(error: BaseException) -> bool:
    """The database is busy or locked by another connection (not damaged)."""
    if not isinstance(error, sqlite3.OperationalError):
        return False
    code = _primary_code(error)
    if code is not None:
        return code in _BUSY_CODES
    return "locked" in str(error) or "busy" in str(error)


def is_damage_error(error: BaseException) -> bool:
    """SQLite found the file damaged; an error text SQLite could not even spell as UTF-8
    (a garbled schema) counts as damage too."""
    if isinstance(error, UnicodeDecodeError | SchemaMismatch):
        return True
    if not isinstance(error, sqlite3.DatabaseError) or is_locked_error(error):
        return False
    code = _primary_code(error)
    if code is not None:
        return code in _DAMAGE_CODES
    return type(error) is sqlite3.DatabaseError


def write_problem(error: BaseException) -> str:
    """Why a write failed, as a code the desk words: "full" (the disk), "read_only",
    "locked", "damaged" or "other"."""
    if isinstance(error, HistoryLocked) or is_locked_error(error):
        return "locked"
    if isinstance(error, ReadOnlyHistory):
        return "read_only"
    code = _primary_code(error) if isinstance(error, sqlite3.Error) else None
    text = str(error).lower()
    if code == sqlite3.SQLITE_FULL or "disk is full" in text:
        return "full"
    if code == sqlite3.SQLITE_READONLY or "readonly" in text or "read-only" in text:
        return "read_only"
    if is_damage_error(error):
        return "damaged"
    return "other"


# The integrity check names every damaged page; the player gets the first few and a count.
_REASON_LINES = 2


def summarized_problems(problems: Sequence[str]) -> str:
    """``PRAGMA quick_check`` lines as one short reason: the first lines and how many more."""
    lines = [line.strip() for text in problems for line in str(text).splitlines()
             if line.strip() and not line.startswith("*** in database")]
    shown = "; ".join(line[:80] for line in lines[:_REASON_LINES])
    more = len(lines) - _REASON_LINES
    return shown + (f"; and {more} more" if more > 0 else "")


def _row_level(problem: str) -> bool:
    """A quick_check line about one row's value (a CHECK or NOT NULL it breaks), which reading
    skips row by row: not damage that sets the whole history aside."""
    return problem.startswith(("CHECK constraint failed in ", "NULL value in "))


# Text columns decoded leniently: a garbled byte in a name must not stop the reading. A C
# callable, not a Python function: it runs for every text value read (a million in a long
# history's CSV).
_text = partial(str, encoding="utf-8", errors="replace")


def _error_text(error: BaseException) -> str:
    if isinstance(error, UnicodeDecodeError):  # SQLite's own message held the garbled bytes
        return error.object.decode("utf-8", "replace") if isinstance(
            error.object, bytes) else str(error)
    return str(error)


@dataclass(frozen=True)
class DamagedHistory:
    """A database that could not be read and was set aside; the desk tells the player.
    ``recovered`` games could still be read from it and were copied into the fresh history."""

    original: Path
    moved_to: Path
    reason: str
    recovered: int = 0


@dataclass(frozen=True)
class HistoryRead:
    """What a read found: the games that could be read and how many could not."""

    games: list[HistoryGame]
    unreadable: int = 0


@dataclass(frozen=True)
class SeatResult:
    seat: int
    name: str
    bot: str | None
    total: int
    foxes: int
    areas: dict[str, int]
    rating: str | None
    winner: bool

    @property
    def human(self) -> bool:
        return self.bot is None


@dataclass(frozen=True)
class HistoryGame:
    id: int
    uid: str
    finished_at: datetime
    game: str
    mode: str
    seed: int
    duration_s: float
    stage: str | None
    results: tuple[SeatResult, ...] = field(default=())
    practice: bool = False  # practice undo went back past seen dice: not in the records
    hints: bool = False  # the player asked for hints during the game
    real_dice: bool = False  # played with real dice, the throws entered (issue 45)
    undo: bool = False  # a move was taken back (practice undo too)
    review: bool = False  # the game was reviewed before its end

    @property
    def clean(self) -> bool:
        """Played without hints, undo or a review before the end (issue 50): its score is the
        player's own, to be compared with the other clean games."""
        return not (self.practice or self.hints or self.undo or self.review)


@dataclass(frozen=True)
class GameStats:
    game: str
    count: int
    best: int | None
    average: float | None
    area_averages: dict[str, float]
    rating_counts: dict[str, int]
    clean_best: int | None = None  # the best of the clean games (HistoryGame.clean)


def _created_name(statement: str) -> str:
    """``CREATE TABLE games (…`` → ``games``."""
    words = statement.split()
    return words[2] if len(words) > 2 else ""


@cache
def _expected_schema() -> dict[str, tuple[str, ...]]:
    """Table → columns of the current schema, as the migrations make it."""
    conn = sqlite3.connect(":memory:")
    try:
        for step in MIGRATIONS:
            for statement in step:
                conn.execute(statement)
        tables = [row[0] for row in conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")]
        return {t: tuple(row[1] for row in conn.execute(f"PRAGMA table_info({t})"))
                for t in tables}
    finally:
        conn.close()


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
        self._check_first = check
        self.damaged: DamagedHistory | None = None
        self.busy_timeout_s = BUSY_TIMEOUT_S if busy_timeout_s is None else busy_timeout_s
        odd = history_files.odd_file(self.path)
        if odd:
            raise NotAFileHistory(f"the history is {odd}, not a file: it cannot be read or "
                                  "written there, and it was left as it is")
        # a folder whose path SQLite cannot open: the history is held in memory (history_files)
        self._memory = history_files.MemoryHistory(self.path) \
            if history_files.too_long(self.path) else None
        self._copy: Path | None = None  # a private copy read instead of the file (read-only)
        self.read_only = not _writable(self.path) if read_only is None else read_only
        if self.read_only:
            self._conn = self._open_read_only()
            return
        self.path.parent.mkdir(parents=True, exist_ok=True)
        cut = self._cut_short()
        if cut:
            self.damaged = self._set_aside(cut)
        try:
            self._conn = self._open()
        except (sqlite3.DatabaseError, UnicodeDecodeError) as error:
            if not is_damage_error(error):
                raise
            self.damaged = self._set_aside(_error_text(error))
            self._conn = self._open()
        if self.damaged is not None:
            self._salvage()

    def _open_read_only(self) -> sqlite3.Connection:
        """Read without writing a byte into the data folder: no WAL switch, no migration, no
        setting aside there. What SQLite cannot read in place without writing — writes still in
        the ``-wal`` log of a folder that cannot be written, a schema older than this version's
        — is read from a private copy (history_files), brought up to date there."""
        if not self.path.exists():  # nothing to read: an empty history that stays empty
            conn = sqlite3.connect(":memory:", isolation_level=None)
            self._migrate(conn)
            return conn
        if self._memory is None and not os.access(self.path.parent, os.W_OK) \
                and history_files.needs_private_copy(self.path):
            return self._open_private_copy()
        conn = self._reader()
        try:
            if self._check_first:
                self._check(conn)
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise self._newer(version)
            if version < SCHEMA_VERSION:
                if self._memory is None:
                    conn.close()
                    return self._open_private_copy()
                self._migrate(conn)  # in memory only: a read-only store never puts it back
            self._check_schema(conn)
        except BaseException:
            conn.close()
            raise
        return conn

    def _open_private_copy(self) -> sqlite3.Connection:
        self._copy = history_files.private_copy(self.path)
        conn = sqlite3.connect(self._copy, timeout=self.busy_timeout_s, isolation_level=None)
        conn.text_factory = _text
        try:
            self._check(conn)
            self._migrate(conn)
            self._check_schema(conn)
        except BaseException:
            conn.close()
            history_files.remove_private_copy(self._copy)
            self._copy = None
            raise
        return conn

    def _newer(self, version: int) -> NewerHistory:
        return NewerHistory(f"{self.path} was written by a newer cleverdesk (schema {version}); "
                            f"this version reads up to {SCHEMA_VERSION}")

    def _reader(self, check_same_thread: bool = True) -> sqlite3.Connection:
        """A connection that only reads this history (a second thread's too): the file itself
        (immutable where its folder cannot be written: nobody writes it there, and no -shm can
        be made), the private copy, or the file read into memory."""
        if self._memory is not None:
            conn = history_files.MemoryHistory(self.path).connect(
                read_only=True, check_same_thread=check_same_thread)
        else:
            if self._copy is not None:
                uri = f"{self._copy.as_uri()}?mode=ro"
            else:
                immutable = "&immutable=1" if not os.access(self.path.parent, os.W_OK) else ""
                uri = f"{self.path.resolve().as_uri()}?mode=ro{immutable}"
            conn = sqlite3.connect(uri, uri=True, timeout=self.busy_timeout_s,
                                   isolation_level=None, check_same_thread=check_same_thread)
        conn.text_factory = _text
        return conn

    def reader(self, busy_timeout_s: float = 5.0) -> HistoryStore:
        """Another store that reads what this one reads, for another thread (the private copy
        of a read-only history is not copied again; the file is not checked again)."""
        if self._copy is not None:
            return HistoryStore(self._copy, busy_timeout_s=busy_timeout_s, read_only=True,
                                check=False)
        return HistoryStore(self.path, busy_timeout_s=busy_timeout_s, read_only=self.read_only,
                            check=False)

    def integrity_problem(self) -> str:
        """SQLite's integrity check of the file on a connection of its own, for a store opened
        with ``check=False`` (any thread): "" when the file is sound (or cannot be checked now:
        locked), else what is damaged."""
        conn = self._reader()
        try:
            self._check(conn)
        except (sqlite3.DatabaseError, UnicodeDecodeError) as error:
            return _error_text(error) if is_damage_error(error) else ""
        finally:
            conn.close()
        return ""

    def _salvage(self) -> None:
        """Copy what can still be read of the file just set aside into the fresh history."""
        damaged = self.damaged
        if damaged is None or not damaged.moved_to.exists():
            return
        from .history_salvage import salvage

        recovered = salvage(damaged.moved_to, self._conn)
        self._persist()
        self.damaged = DamagedHistory(damaged.original, damaged.moved_to, damaged.reason,
                                      recovered)

    # ------------------------------------------------------------------ opening
    def _cut_short(self) -> str:
        """Why the existing file is too short to be a history (0–99 bytes), or ""."""
        give_up = time.monotonic() + 2 * _FRESH_FILE_S
        while True:
            try:
                info = self.path.stat()
            except OSError:
                return ""
            if info.st_size >= _HEADER_BYTES:
                return ""
            if time.time() - info.st_mtime >= _FRESH_FILE_S:
                break
            if time.monotonic() > give_up:  # it keeps changing: somebody is at work on it
                return ""
            time.sleep(0.05)  # maybe another desk is creating it right now: it will grow
        return f"the history file was cut short ({info.st_size} bytes), so its games are lost"

    def _open(self) -> sqlite3.Connection:
        """Open, check and migrate; a database another program holds is waited for (the busy
        timeout), then retried for as long again, then reported as :class:`HistoryLocked`."""
        deadline = time.monotonic() + self.busy_timeout_s
        pause = 0.05
        while True:
            try:
                return self._open_once(max(0.05, deadline - time.monotonic()))
            except sqlite3.OperationalError as error:
                if not is_locked_error(error):
                    raise
                if time.monotonic() >= deadline:
                    raise HistoryLocked(
                        f"{self.path} is locked by another program ({error}); "
                        "it was left as it is") from error
            time.sleep(pause)  # some lock conflicts are reported at once, without waiting
            pause = min(pause * 2, 1.0)

    def _open_once(self, timeout_s: float) -> sqlite3.Connection:
        if self._memory is not None:
            conn = self._memory.connect()
        else:
            conn = sqlite3.connect(self.path, timeout=timeout_s, isolation_level=None)
        conn.text_factory = _text
        try:
            conn.execute(f"PRAGMA busy_timeout = {int(timeout_s * 1000)}")
            conn.execute("PRAGMA journal_mode = WAL")
            conn.execute("PRAGMA foreign_keys = ON")
            if self._check_first:
                self._check(conn)
            try:
                self._migrate(conn)
            except sqlite3.OperationalError as error:
                if is_locked_error(error):
                    raise
                # a migration that meets other tables than its version has: not ours to fix
                raise SchemaMismatch(f"the history cannot be brought up to date: {error}"
                                     ) from error
            self._check_schema(conn)
            self._restore_tables(conn)
            self._add_time_index(conn)
            conn.execute(f"PRAGMA busy_timeout = {int(self.busy_timeout_s * 1000)}")
            if self._memory is not None:
                self._memory.persist(conn)  # a new, migrated or mended history on disk now
        except BaseException:
            conn.close()
            raise
        return conn

    def _persist(self) -> None:
        """A history held in memory goes back to disk after every write (history_files); a
        write the disk refuses is taken back in memory too, so that it is tried again whole."""
        if self._memory is None:
            return
        try:
            self._memory.persist(self._conn)
        except BaseException:
            self._conn.close()
            self._conn = self._memory.connect()
            self._conn.text_factory = _text
            raise

    @staticmethod
    def _check(conn: sqlite3.Connection) -> None:
        """SQLite's own check. A row whose value breaks a CHECK or NOT NULL is read past (it is
        skipped and counted); anything else is damage."""
        problems = [row[0] for row in conn.execute("PRAGMA quick_check(100)")
                    if row and row[0] != "ok"]
        if not problems or all(_row_level(p) for p in problems):
            return
        raise sqlite3.DatabaseError("integrity check failed: " + summarized_problems(problems))

    @staticmethod
    def _check_schema(conn: sqlite3.Connection) -> None:
        """The games table and every column of this schema version must be there: a history
        whose version says so but whose games table is gone is damage, not an empty history.
        (A missing results or campaign table is made again by ``_restore_tables``: the games
        stay listed, counted as unreadable.)"""
        expected = _expected_schema()
        problems = []
        for table, columns in expected.items():
            present = {row[1] for row in conn.execute(f"PRAGMA table_info({table})")}
            if not present:
                if table == "games":
                    problems.append("the games table is missing")
                continue
            missing = [c for c in columns if c not in present]
            if missing:
                problems.append(f"{table} lacks {', '.join(missing)}")
        if problems:
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            raise SchemaMismatch(f"its tables do not match schema {version}: "
                                 + "; ".join(problems))

    @staticmethod
    def _add_time_index(conn: sqlite3.Connection) -> None:
        """The index the History screen pages by (newest first). Only an index: no schema
        version of its own, so older desks read and write the file as before."""
        if conn.execute("SELECT 1 FROM sqlite_master WHERE type = 'index' AND name = ?",
                        (TIME_INDEX,)).fetchone() is None:
            conn.execute(f"CREATE INDEX IF NOT EXISTS {TIME_INDEX} ON games(finished_at, id)")

    @staticmethod
    def _restore_tables(conn: sqlite3.Connection) -> None:
        """A results or campaign table that went missing is made again (empty), so new games
        can still be written; the games that lost their results are then counted as
        unreadable. (A missing games table is damage: ``_check_schema``.)"""
        present = {row[0] for row in conn.execute("SELECT name FROM sqlite_master")}
        missing = [statement for step in MIGRATIONS for statement in step
                   if _created_name(statement) not in present
                   and statement.startswith(("CREATE TABLE", "CREATE INDEX"))]
        if not missing:
            return
        conn.execute("BEGIN IMMEDIATE")
        try:
            for statement in missing:
                conn.execute(statement.replace("CREATE TABLE ", "CREATE TABLE IF NOT EXISTS ")
                             .replace("CREATE INDEX ", "CREATE INDEX IF NOT EXISTS "))
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise

    def _migrate(self, conn: sqlite3.Connection) -> None:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if version == SCHEMA_VERSION:
            return  # nothing to write: a history another program is writing to can be read
        conn.execute("BEGIN IMMEDIATE")
        try:
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise self._newer(version)
            for step in range(version, SCHEMA_VERSION):
                for statement in MIGRATIONS[step]:
                    conn.execute(statement)
                conn.execute(f"PRAGMA user_version = {step + 1}")
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise

    def _set_aside(self, reason: str) -> DamagedHistory:
        damaged = paths.damaged_dir(self.path.parent)
        damaged.mkdir(parents=True, exist_ok=True)
        stamp = _now().strftime("%Y%m%dT%H%M%S")
        target = damaged / f"{self.path.stem}-{stamp}-{uuid.uuid4().hex[:6]}{self.path.suffix}"
        shutil.move(str(self.path), target)
        for companion in ("-wal", "-shm"):
            extra = self.path.with_name(self.path.name + companion)
            if extra.exists():
                shutil.move(str(extra), target.with_name(target.name + companion))
        return DamagedHistory(self.path, target, reason)

    def close(self) -> None:
        self._conn.close()
        if self._copy is not None:
            history_files.remove_private_copy(self._copy)
            self._copy = None

    def __enter__(self) -> HistoryStore:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        if self.read_only:
            raise ReadOnlyHistory(f"{self.path} is open read-only: nothing was written")
        try:
            self._conn.execute("BEGIN IMMEDIATE")
        except sqlite3.OperationalError as error:
            if is_locked_error(error):  # waited the busy timeout: somebody else still writes
                raise HistoryLocked(f"{self.path} is locked by another program ({error}); "
                                    "nothing was written") from error
            raise
        try:
            yield self._conn
        except BaseException:
            self._conn.execute("ROLLBACK")
            raise
        self._conn.execute("COMMIT")
        self._persist()

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
                 for r in _seat_results(state, record)]
        stage = None if stage is None else valid_text(stage)
        when = (finished_at or _now()).astimezone(UTC).isoformat(timespec="seconds")
        with self._write() as conn:
            cursor = conn.execute(
                "INSERT OR IGNORE INTO games (uid, finished_at, game, mode, seed, duration_s,"
                " stage, record_json, practice, hints, undo, review)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (uid or uuid.uuid4().hex, when, state.game, mode, record.setup.seed,
                 float(duration_s), stage, _record_json(record), int(practice), int(hints),
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

    @staticmethod
    def _condition(game: str | None, mode: str | None, since: datetime | None,
                   until: datetime | None) -> tuple[str, list[Any]]:
        where: list[str] = []
        args: list[Any] = []
        if game:
            where.append("game = ?")
            args.append(game)
        if mode:
            where.append("mode = ?")
            args.append(mode)
        if since:
            where.append("finished_at >= ?")
            args.append(since.astimezone(UTC).isoformat(timespec="seconds"))
        if until:
            where.append("finished_at < ?")
            args.append(until.astimezone(UTC).isoformat(timespec="seconds"))
        return (" WHERE " + " AND ".join(where) if where else ""), args

    def count_games(self, *, game: str | None = None, mode: str | None = None,
                    since: datetime | None = None, until: datetime | None = None) -> int:
        """How many games the filter holds (readable or not), by SQL alone: at once."""
        condition, args = self._condition(game, mode, since, until)
        return int(self._conn.execute("SELECT COUNT(*) FROM games" + condition,
                                      args).fetchone()[0])

    def scan(self, *, game: str | None = None, mode: str | None = None,
             since: datetime | None = None, until: datetime | None = None,
             limit: int | None = None, offset: int = 0) -> Iterator[HistoryGame | None]:
        """The games of the filter, newest first, one at a time (None for one that cannot be
        read): a long history is never held whole in memory."""
        condition, args = self._condition(game, mode, since, until)
        # The page is chosen by ids alone (the time index, no record read), then its games
        # are read with their seats: a page of a long history costs a page, not the history.
        page = ("SELECT id FROM games" + condition
                + " ORDER BY finished_at DESC, id DESC LIMIT ? OFFSET ?")
        game_columns = ("g.id, g.uid, g.finished_at, g.game, g.mode, g.seed, g.duration_s,"
                        " g.stage, json_valid(g.record_json), g.practice, g.hints, g.undo,"
                        " g.review, " + _REAL_DICE.replace("record_json", "g.record_json"))
        args = [*args, -1 if limit is None else max(0, int(limit)), max(0, int(offset))]
        rows: Iterable[Sequence[Any]]
        try:
            rows = self._conn.execute(
                "SELECT " + game_columns + ", r.game_id, r.seat, r.name, r.bot, r.total,"
                " r.foxes, r.areas_json, r.rating, r.winner FROM (" + page + ") AS p"
                " JOIN games AS g ON g.id = p.id LEFT JOIN results AS r ON r.game_id = g.id"
                " ORDER BY g.finished_at DESC, g.id DESC, r.seat", args)
        except sqlite3.OperationalError as error:
            if is_locked_error(error):
                raise
            # the results table went missing: every game lacks its seats
            rows = ((*row, None, None, None, None, None, None, None, None, None)
                    for row in self._conn.execute(
                        "SELECT " + game_columns + " FROM (" + page + ") AS p JOIN games AS g"
                        " ON g.id = p.id ORDER BY g.finished_at DESC, g.id DESC",
                        args).fetchall())
        current: Sequence[Any] | None = None
        seats: list[SeatResult] = []
        broken = False
        for row in rows:
            if current is None or row[0] != current[0]:
                if current is not None:
                    yield None if broken else _history_game(current, seats)
                current, seats, broken = row[:_GAME_COLUMNS], [], False
            if row[_GAME_COLUMNS] is None:
                continue  # a game without seats: unreadable (no results)
            seat = _seat_result(row[_GAME_COLUMNS:])
            if seat is None:
                broken = True
            else:
                seats.append(seat)
        if current is not None:
            yield None if broken else _history_game(current, seats)

    def game(self, game_id: int) -> HistoryGame | None:
        """One game with its seats, or None when there is none (or it cannot be read)."""
        for entry in self._scan_one(game_id):
            return entry
        return None

    def _scan_one(self, game_id: int) -> Iterator[HistoryGame | None]:
        row = self._conn.execute(
            "SELECT id, uid, finished_at, game, mode, seed, duration_s, stage,"
            " json_valid(record_json), practice, hints, undo, review, " + _REAL_DICE
            + " FROM games WHERE id = ?",
            (game_id,)).fetchone()
        if row is None:
            return
        seats = [_seat_result(r) for r in self._conn.execute(
            "SELECT game_id, seat, name, bot, total, foxes, areas_json, rating, winner"
            " FROM results WHERE game_id = ? ORDER BY seat", (game_id,))]
        yield None if any(s is None for s in seats) else _history_game(
            row, [s for s in seats if s is not None])

    def area_names(self, *, game: str | None = None, mode: str | None = None,
                   since: datetime | None = None, until: datetime | None = None) -> list[str]:
        """Every area (or SET Cubed round) any seat of the filter has a score for."""
        condition, args = self._condition(game, mode, since, until)
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
        from .history_csv import export

        condition, args = self._condition(game, mode, since, until)
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
        if self._copy is None and not self.path.exists():
            return None
        return partial(self._reader, check_same_thread=False)

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


# Whether a game was played with real dice: read from its record (the setup says so), so the
# schema needs no column for it; a record that is not JSON reads as not (and is unreadable).
_REAL_DICE = ("(CASE WHEN json_valid(record_json)"
              " THEN json_extract(record_json, '$.setup.real_dice') END)")

_SURROGATE = re.compile("[\ud800-\udfff]")


def valid_text(text: str) -> str:
    """``text`` as UTF-8 can hold it: a lone surrogate (a name typed or pasted in a way that
    split a character) becomes U+FFFD, so that neither SQLite nor the record's JSON refuses the
    game."""
    return _SURROGATE.sub("\ufffd", text)


def _record_json(record: GameRecord | setcubed.SetCubedRecord) -> str:
    try:
        return record.model_dump_json()
    except ValueError:  # pydantic refuses a lone surrogate: write the text as UTF-8 holds it
        data = record.model_dump(mode="json")
        for player in data["setup"]["players"]:
            player["name"] = valid_text(player["name"])
            if player.get("bot") is not None:
                player["bot"] = valid_text(player["bot"])
        return json.dumps(data, ensure_ascii=False)


def _int(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"not a whole number: {value!r}")
    return value


def _optional_text(value: object) -> str | None:
    if value is not None and not isinstance(value, str):
        raise ValueError(f"not text: {value!r}")
    return value


def _seat_result(row: Sequence[Any]) -> SeatResult | None:
    """One ``results`` row as written by ``add_game``, or None when it holds something else."""
    try:
        areas = json.loads(row[6]) if isinstance(row[6], str) else None
        if not isinstance(areas, dict) or not all(
                isinstance(k, str) and isinstance(v, int) and not isinstance(v, bool)
                for k, v in areas.items()):
            return None
        name = row[2]
        if not isinstance(name, str):
            return None
        return SeatResult(seat=_int(row[1]), name=name, bot=_optional_text(row[3]),
                          total=_int(row[4]), foxes=_int(row[5]), areas=areas,
                          rating=_optional_text(row[7]), winner=bool(_int(row[8])))
    except (ValueError, RecursionError):
        return None


_GAME_COLUMNS = 14  # what ``scan`` reads of a games row before its seats


def _history_game(row: Sequence[Any], results: list[SeatResult]) -> HistoryGame | None:
    """One ``games`` row with its seats, or None when it cannot be shown as written."""
    try:
        if not results or row[8] != 1:  # no seats, or the record is not JSON
            return None
        finished = datetime.fromisoformat(row[2]) if isinstance(row[2], str) else None
        if finished is None or finished.tzinfo is None:
            return None
        duration = row[6]
        if isinstance(duration, bool) or not isinstance(duration, int | float):
            return None
        game, mode, uid = row[3], row[4], row[1]
        if not isinstance(game, str) or mode not in MODES or not isinstance(uid, str):
            return None  # a mode outside the CHECK (a flipped bit SQLite read past) too
        return HistoryGame(id=_int(row[0]), uid=uid, finished_at=finished, game=game,
                           mode=mode, seed=_int(row[5]), duration_s=float(duration),
                           stage=_optional_text(row[7]), results=tuple(results),
                           practice=bool(row[9]), hints=bool(row[10]),
                           undo=bool(row[11]), review=bool(row[12]), real_dice=row[13] == 1)
    except ValueError:
        return None


def _seat_results(state: GameState | setcubed.SetCubedState,
                  record: GameRecord | setcubed.SetCubedRecord) -> list[SeatResult]:
    """What ``add_game`` writes per seat; only finished games, state and record of one game."""
    if isinstance(state, setcubed.SetCubedState):
        if not isinstance(record, setcubed.SetCubedRecord):
            raise TypeError("a SET Cubed state goes with a SET Cubed record")
        return _set_cubed_results(state, record)
    if isinstance(record, setcubed.SetCubedRecord):
        raise TypeError("a Clever state goes with a Clever record")
    return _clever_results(state, record)


def _clever_results(state: GameState, record: GameRecord) -> list[SeatResult]:
    if state.phase != Phase.GAME_OVER:
        raise ValueError("only finished games go into the history")
    rules = get_rules(state.game)
    winners = set(rules.winners(state))
    out = []
    for player, seat_setup in zip(state.players, record.setup.players, strict=True):
        total = rules.total(player)
        rating = rules.rating_band(total).code if state.solo and rules.rating else None
        out.append(SeatResult(seat=player.seat, name=seat_setup.name, bot=seat_setup.bot,
                              total=total, foxes=player.foxes, areas=rules.area_scores(player),
                              rating=rating, winner=player.seat in winners))
    return out


def _set_cubed_results(state: setcubed.SetCubedState, record: setcubed.SetCubedRecord
                       ) -> list[SeatResult]:
    """No foxes and no rating bands in SET Cubed; the rounds' points stand in for the areas."""
    if state.phase != setcubed.Phase.GAME_OVER:
        raise ValueError("only finished games go into the history")
    rules = setcubed.get_rules()
    totals = rules.totals(state)
    winners = set(rules.winners(state))
    return [
        SeatResult(seat=player.seat, name=seat_setup.name, bot=seat_setup.bot,
                   total=totals[player.seat], foxes=0, areas=round_areas(player.round_points),
                   rating=None, winner=player.seat in winners)
        for player, seat_setup in zip(state.players, record.setup.players, strict=True)
    ]


def round_areas(round_points: Sequence[int]) -> dict[str, int]:
    """SET Cubed's points per round as the history's per-seat breakdown: round_1, round_2, …"""
    return {f"{ROUND_PREFIX}{n}": points for n, points in enumerate(round_points, start=1)}


def round_number(area: str) -> int | None:
    """1 for "round_1"…; None for an area that is not a round."""
    number = area.removeprefix(ROUND_PREFIX)
    return int(number) if area.startswith(ROUND_PREFIX) and number.isdigit() else None


def summarize(game: str, games: Iterable[HistoryGame]) -> GameStats:
    """The figures of ``game`` among ``games`` (any filtered list): human seats only.

    ``count`` is the number of games with a human seat; best, average and the rest are over
    every human seat (two people at one device both count as "you"); ``clean_best`` the best of
    the clean games alone (no hints, undo or review before the end). Practice games (undo past
    seen dice) are not counted.
    """
    played = [g for g in games
              if g.game == game and not g.practice and any(r.human for r in g.results)]
    humans = [r for g in played for r in g.results if r.human]
    totals = [r.total for r in humans]
    clean = [r.total for g in played if g.clean for r in g.results if r.human]
    areas: dict[str, list[int]] = {}
    ratings: dict[str, int] = {}
    for r in humans:
        for name, score in r.areas.items():
            areas.setdefault(name, []).append(score)
        if r.rating:
            ratings[r.rating] = ratings.get(r.rating, 0) + 1
    return GameStats(
        game=game,
        count=len(played),
        best=max(totals) if totals else None,
        average=sum(totals) / len(totals) if totals else None,
        area_averages={n: sum(v) / len(v) for n, v in areas.items()},
        rating_counts=ratings,
        clean_best=max(clean) if clean else None,
    )


# ---------------------------------------------------------------------- CSV
def area_columns() -> list[str]:
    """Every area of every registered game, in series and printed order, without repeats."""
    names: dict[str, None] = {}
    for game in GAME_IDS:
        for area in get_rules(game).areas:
            names.setdefault(area, None)
    return list(names)


BASE_COLUMNS = ["game_id", "finished_at", "game", "mode", "seed", "duration_s", "stage", "seat",
                "name", "bot", "total", "foxes", "rating", "winner"]


# A spreadsheet runs a cell that starts with one of these as a formula ("CSV injection"): free
# text (a player's name) that starts so is written behind a quote, which read_csv takes off.
_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def _needs_quote(text: str) -> bool:
    return text.startswith(_FORMULA_STARTS) or (
        text.startswith("'") and text[1:2] != "" and (text[1:2] in _FORMULA_STARTS
                                                      or text[1:2] == "'"))


def csv_text(text: str) -> str:
    """Free text for a CSV cell that a spreadsheet shows and never runs."""
    return "'" + text if _needs_quote(text) else text


def csv_text_back(cell: str) -> str:
    """The inverse of :func:`csv_text`."""
    return cell[1:] if cell.startswith("'") and _needs_quote(cell[1:]) else cell


def csv_rows(games: Iterable[HistoryGame]) -> Iterator[dict[str, str]]:
    for g in games:
        for r in g.results:
            row = {
                "game_id": str(g.id), "finished_at": g.finished_at.isoformat(), "game": g.game,
                "mode": g.mode, "seed": str(g.seed), "duration_s": f"{g.duration_s:.1f}",
                "stage": csv_text(g.stage or ""), "seat": str(r.seat + 1),
                "name": csv_text(r.name), "bot": csv_text(r.bot or ""),
                "total": str(r.total), "foxes": str(r.foxes),
                "rating": r.rating or "", "winner": "1" if r.winner else "0",
            }
            for area, score in r.areas.items():
                row[area] = str(score)
            yield row


def write_csv(games: Iterable[HistoryGame], out: io.TextIOBase | Any,
              areas: Iterable[str] | None = None) -> None:
    """One row per seat of every game (spreadsheet-friendly), header first.

    ``areas``: every area the games have scores for, when the caller knows them already
    (``HistoryStore.area_names``): then ``games`` is read once, as it comes (a long history is
    never held whole); without it ``games`` is gone through twice."""
    columns = BASE_COLUMNS + area_columns()
    if areas is None:
        games = list(games)
        areas = [a for g in games for r in g.results for a in r.areas]
    # SET Cubed's rounds, and areas of games no longer registered: after the Clever areas,
    # the rounds in their order (round_10 after round_9)
    extra = dict.fromkeys(a for a in areas if a not in columns)
    columns += sorted(extra, key=lambda a: (round_number(a) is not None, round_number(a) or 0))
    writer = csv.DictWriter(out, fieldnames=columns, restval="", lineterminator="\n")
    writer.writeheader()
    writer.writerows(csv_rows(games))


def read_csv(text: str) -> list[HistoryGame]:
    """Parse what :func:`write_csv` wrote back into games (the inverse, for checks/imports)."""
    reader = csv.DictReader(io.StringIO(text))
    area_names = [c for c in (reader.fieldnames or []) if c not in BASE_COLUMNS]
    games: dict[int, HistoryGame] = {}
    seats: dict[int, list[SeatResult]] = {}
    for row in reader:
        game_id = int(row["game_id"])
        if game_id not in games:
            games[game_id] = HistoryGame(
                id=game_id, uid="", finished_at=datetime.fromisoformat(row["finished_at"]),
                game=row["game"], mode=row["mode"], seed=int(row["seed"]),
                duration_s=float(row["duration_s"]), stage=csv_text_back(row["stage"]) or None)
        seats.setdefault(game_id, []).append(SeatResult(
            seat=int(row["seat"]) - 1, name=csv_text_back(row["name"]),
            bot=csv_text_back(row["bot"]) or None,
            total=int(row["total"]), foxes=int(row["foxes"]),
            areas={a: int(row[a]) for a in area_names if row.get(a)},
            rating=row["rating"] or None, winner=row["winner"] == "1"))
    return [
        HistoryGame(id=g.id, uid=g.uid, finished_at=g.finished_at, game=g.game, mode=g.mode,
                    seed=g.seed, duration_s=round(g.duration_s, 1), stage=g.stage,
                    results=tuple(seats[g.id]))
        for g in games.values()
    ]

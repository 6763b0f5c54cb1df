"""The score history's SQLite connection: opening the file as it allows, and setting it aside
when it is damaged.

SQLite in WAL mode with a busy timeout lets two desks (or a desk and a script) write at once
without losing a game; every write is one ``BEGIN IMMEDIATE`` transaction (:meth:`write`). A
database that is damaged (SQLite says corrupt or not a database, the integrity check fails, or
the file was cut to a few bytes) is moved to ``damaged/`` (with its -wal/-shm companions), what
can still be read of it is copied into a fresh one (history_salvage), and the desk reports it
and goes on. A database that is merely *locked* by another program is not damaged: opening
waits, retries, and then raises :class:`HistoryLocked`, leaving the file alone. A history that
cannot be written is read without writing a byte (a private copy where SQLite would have to
write: history_files).
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import partial
from pathlib import Path

from . import history_files, history_schema, paths
from .history_errors import (
    HistoryLocked,
    NotAFileHistory,
    ReadOnlyHistory,
    SchemaMismatch,
    error_text,
    is_damage_error,
    is_locked_error,
)

# A database file shorter than SQLite's 100-byte header holds no game: if it existed before we
# opened it, it was cut short (SQLite itself would quietly treat it as a new, empty database).
_HEADER_BYTES = 100
# A file younger than this may be a brand-new history another desk is creating right now.
_FRESH_FILE_S = 2.0

# Text columns decoded leniently: a garbled byte in a name must not stop the reading. A C
# callable, not a Python function: it runs for every text value read (a million in a long
# history's CSV).
_text = partial(str, encoding="utf-8", errors="replace")


@dataclass(frozen=True)
class DamagedHistory:
    """A database that could not be read and was set aside; the desk tells the player.
    ``recovered`` games could still be read from it and were copied into the fresh history."""

    original: Path
    moved_to: Path
    reason: str
    recovered: int = 0


class HistoryConnection:
    """The open connection (:attr:`conn`) to one history file, and what opening found
    (:attr:`damaged`). ``busy_timeout_s``: how long to wait for another program holding the
    database; ``read_only``: open without writing anything; ``check``: SQLite's integrity
    check of the whole file first (else the caller runs :meth:`integrity_problem`)."""

    def __init__(self, path: Path, *, busy_timeout_s: float, read_only: bool,
                 check: bool) -> None:
        self.path = path
        self.busy_timeout_s = busy_timeout_s
        self.read_only = read_only
        self._check_first = check
        self.damaged: DamagedHistory | None = None
        odd = history_files.odd_file(self.path)
        if odd:
            raise NotAFileHistory(f"the history is {odd}, not a file: it cannot be read or "
                                  "written there, and it was left as it is")
        # a folder whose path SQLite cannot open: the history is held in memory (history_files)
        self._memory = history_files.MemoryHistory(self.path) \
            if history_files.too_long(self.path) else None
        self.copy: Path | None = None  # a private copy read instead of the file (read-only)
        if self.read_only:
            self.conn = self._open_read_only()
            return
        self.path.parent.mkdir(parents=True, exist_ok=True)
        cut = self._cut_short()
        if cut:
            self.damaged = self._set_aside(cut)
        try:
            self.conn = self._open()
        except (sqlite3.DatabaseError, UnicodeDecodeError) as error:
            if not is_damage_error(error):
                raise
            self.damaged = self._set_aside(error_text(error))
            self.conn = self._open()
        if self.damaged is not None:
            self._salvage()

    def _open_read_only(self) -> sqlite3.Connection:
        """Read without writing a byte into the data folder: no WAL switch, no migration, no
        setting aside there. What SQLite cannot read in place without writing — writes still in
        the ``-wal`` log of a folder that cannot be written, a schema older than this version's
        — is read from a private copy (history_files), brought up to date there."""
        if not self.path.exists():  # nothing to read: an empty history that stays empty
            conn = sqlite3.connect(":memory:", isolation_level=None)
            history_schema.migrate(conn, self.path)
            return conn
        if self._memory is None and not os.access(self.path.parent, os.W_OK) \
                and history_files.needs_private_copy(self.path):
            return self._open_private_copy()
        conn = self.reader()
        try:
            if self._check_first:
                history_schema.check(conn)
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if version > history_schema.SCHEMA_VERSION:
                raise history_schema.newer(self.path, version)
            if version < history_schema.SCHEMA_VERSION:
                if self._memory is None:
                    conn.close()
                    return self._open_private_copy()
                # in memory only: a read-only store never puts it back
                history_schema.migrate(conn, self.path)
            history_schema.check_schema(conn)
        except BaseException:
            conn.close()
            raise
        return conn

    def _open_private_copy(self) -> sqlite3.Connection:
        self.copy = history_files.private_copy(self.path)
        conn = sqlite3.connect(self.copy, timeout=self.busy_timeout_s, isolation_level=None)
        conn.text_factory = _text
        try:
            history_schema.check(conn)
            history_schema.migrate(conn, self.path)
            history_schema.check_schema(conn)
        except BaseException:
            conn.close()
            history_files.remove_private_copy(self.copy)
            self.copy = None
            raise
        return conn

    def reader(self, check_same_thread: bool = True) -> sqlite3.Connection:
        """A connection that only reads this history (a second thread's too): the file itself
        (immutable where its folder cannot be written: nobody writes it there, and no -shm can
        be made), the private copy, or the file read into memory."""
        if self._memory is not None:
            conn = history_files.MemoryHistory(self.path).connect(
                read_only=True, check_same_thread=check_same_thread)
        else:
            if self.copy is not None:
                uri = f"{self.copy.as_uri()}?mode=ro"
            else:
                immutable = "&immutable=1" if not os.access(self.path.parent, os.W_OK) else ""
                uri = f"{self.path.resolve().as_uri()}?mode=ro{immutable}"
            conn = sqlite3.connect(uri, uri=True, timeout=self.busy_timeout_s,
                                   isolation_level=None, check_same_thread=check_same_thread)
        conn.text_factory = _text
        return conn

    def integrity_problem(self) -> str:
        """SQLite's integrity check of the file on a connection of its own, for a store opened
        with ``check=False`` (any thread): "" when the file is sound (or cannot be checked now:
        locked), else what is damaged."""
        conn = self.reader()
        try:
            history_schema.check(conn)
        except (sqlite3.DatabaseError, UnicodeDecodeError) as error:
            return error_text(error) if is_damage_error(error) else ""
        finally:
            conn.close()
        return ""

    def _salvage(self) -> None:
        """Copy what can still be read of the file just set aside into the fresh history."""
        damaged = self.damaged
        if damaged is None or not damaged.moved_to.exists():
            return
        from .history_salvage import salvage

        recovered = salvage(damaged.moved_to, self.conn)
        self.persist()
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
                history_schema.check(conn)
            try:
                history_schema.migrate(conn, self.path)
            except sqlite3.OperationalError as error:
                if is_locked_error(error):
                    raise
                # a migration that meets other tables than its version has: not ours to fix
                raise SchemaMismatch(f"the history cannot be brought up to date: {error}"
                                     ) from error
            history_schema.check_schema(conn)
            history_schema.restore_tables(conn)
            history_schema.add_time_index(conn)
            conn.execute(f"PRAGMA busy_timeout = {int(self.busy_timeout_s * 1000)}")
            if self._memory is not None:
                self._memory.persist(conn)  # a new, migrated or mended history on disk now
        except BaseException:
            conn.close()
            raise
        return conn

    def persist(self) -> None:
        """A history held in memory goes back to disk after every write (history_files); a
        write the disk refuses is taken back in memory too, so that it is tried again whole."""
        if self._memory is None:
            return
        try:
            self._memory.persist(self.conn)
        except BaseException:
            self.conn.close()
            self.conn = self._memory.connect()
            self.conn.text_factory = _text
            raise

    def _set_aside(self, reason: str) -> DamagedHistory:
        damaged = paths.damaged_dir(self.path.parent)
        damaged.mkdir(parents=True, exist_ok=True)
        stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S")
        target = damaged / f"{self.path.stem}-{stamp}-{uuid.uuid4().hex[:6]}{self.path.suffix}"
        shutil.move(str(self.path), target)
        for companion in ("-wal", "-shm"):
            extra = self.path.with_name(self.path.name + companion)
            if extra.exists():
                shutil.move(str(extra), target.with_name(target.name + companion))
        return DamagedHistory(self.path, target, reason)

    def close(self) -> None:
        self.conn.close()
        if self.copy is not None:
            history_files.remove_private_copy(self.copy)
            self.copy = None

    @contextmanager
    def write(self) -> Iterator[sqlite3.Connection]:
        """One write transaction; a history held in memory goes back to disk after it."""
        if self.read_only:
            raise ReadOnlyHistory(f"{self.path} is open read-only: nothing was written")
        try:
            self.conn.execute("BEGIN IMMEDIATE")
        except sqlite3.OperationalError as error:
            if is_locked_error(error):  # waited the busy timeout: somebody else still writes
                raise HistoryLocked(f"{self.path} is locked by another program ({error}); "
                                    "nothing was written") from error
            raise
        try:
            yield self.conn
        except BaseException:
            self.conn.execute("ROLLBACK")
            raise
        self.conn.execute("COMMIT")
        self.persist()

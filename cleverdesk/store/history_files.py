"""Where the score history's SQLite connection comes from when the file cannot be opened in place.

Three places SQLite itself cannot serve (issue 47):

- something other than a file at ``history.sqlite`` (a named pipe, a folder, a device): SQLite
  would block for ever opening a pipe, so the type is looked at first (``odd_file``) and such a
  history is refused with what it is, never opened;
- a data folder whose path is too long for SQLite (its unix file layer opens no file whose full
  path, symbolic links resolved, is longer than 512 bytes with the ``-journal`` ending; a
  relative path, a changed working folder or a shorter symbolic link all come back to the full
  path): the history is read into memory from the file with Python's file calls, which have no
  such limit, and every write puts the whole database back atomically (``MemoryHistory``);
- a data folder that cannot be written whose history still has writes in its ``-wal`` file
  (the normal state after a crash), or whose schema is older than this version's: SQLite can
  read the log only where it may make its ``-shm`` index, and an older schema is brought up to
  date only by writing. The database and its log are copied to a private folder, read there (and
  brought up to date there), and the original is never touched (``private_copy``).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import sqlite3
import stat
import tempfile
from pathlib import Path

from .files import atomic_write

# SQLite's unix file layer (MAX_PATHNAME): the full path of the database with "-journal"
# appended must fit in 512 bytes (measured: a history.sqlite path of 504 bytes opens, 505 not).
SQLITE_PATH_LIMIT = 512
_LONGEST_ENDING = len("-journal")
COMPANIONS = ("-wal", "-shm")

_KINDS = ((stat.S_ISFIFO, "a named pipe"), (stat.S_ISDIR, "a folder"),
          (stat.S_ISSOCK, "a socket"), (stat.S_ISCHR, "a device"), (stat.S_ISBLK, "a device"))


def odd_file(path: Path) -> str:
    """What is at ``path`` or its ``-wal``/``-shm`` companion when it is not a regular file
    ("a named pipe at …"), "" when each is a file or not there. Only looked at: a pipe is never
    opened (opening one waits for a writer that never comes)."""
    for candidate in (path, *(path.with_name(path.name + end) for end in COMPANIONS)):
        try:
            mode = candidate.stat().st_mode
        except OSError:
            continue
        if stat.S_ISREG(mode):
            continue
        kind = next((name for test, name in _KINDS if test(mode)), "not a regular file")
        return f"{kind} at {candidate}"
    return ""


def too_long(path: Path) -> bool:
    """SQLite cannot open ``path`` (or make its journal beside it): its full path, symbolic
    links resolved as SQLite resolves them, is over SQLite's limit."""
    full = os.path.realpath(path)
    return len(os.fsencode(full)) + _LONGEST_ENDING > SQLITE_PATH_LIMIT


def read_whole(path: Path) -> bytes:
    """The database file's bytes ("" when there is none); a regular file only (``odd_file``
    said so before)."""
    try:
        with open(path, "rb") as handle:
            if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
                raise sqlite3.OperationalError(f"{path} is not a regular file")
            return handle.read()
    except FileNotFoundError:
        return b""


class MemoryHistory:
    """The history of a folder SQLite cannot reach, held in memory and written back whole.

    One writer at a time: the desk starts once per data folder (ui/app/single.py) and the
    command line only reads. Every committed write is put back atomically (a temporary file and
    a rename, as saves are), so a crash leaves the old history or the new one."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._written = b""

    def connect(self, *, read_only: bool = False, check_same_thread: bool = True
                ) -> sqlite3.Connection:
        data = read_whole(self.path)
        conn = sqlite3.connect(":memory:", isolation_level=None,
                               check_same_thread=check_same_thread)
        if data:
            conn.deserialize(data)
        if read_only:
            conn.execute("PRAGMA query_only = 1")
        self._written = data
        return conn

    def persist(self, conn: sqlite3.Connection) -> None:
        """Put the database back on disk when it changed (raises OSError / SaveFileError)."""
        data = conn.serialize()
        if data != self._written:
            atomic_write(self.path, data)
            self._written = data


def needs_private_copy(path: Path) -> bool:
    """A history in a folder that cannot be written has writes in its ``-wal`` log, which
    SQLite reads only where it can make the log's index: read a private copy instead."""
    wal = path.with_name(path.name + "-wal")
    try:
        return wal.stat().st_size > 0
    except OSError:
        return False


def private_copy(path: Path) -> Path:
    """The database and its ``-wal`` log copied together into a new private folder (the
    caller removes it with :func:`remove_private_copy`); the original is only read."""
    folder = Path(tempfile.mkdtemp(prefix="cleverdesk-history-"))
    try:
        target = folder / path.name
        shutil.copyfile(path, target)
        wal = path.with_name(path.name + "-wal")
        with contextlib.suppress(FileNotFoundError):
            shutil.copyfile(wal, target.with_name(target.name + "-wal"))
    except BaseException:
        shutil.rmtree(folder, ignore_errors=True)
        raise
    return target


def remove_private_copy(copy: Path) -> None:
    shutil.rmtree(copy.parent, ignore_errors=True)

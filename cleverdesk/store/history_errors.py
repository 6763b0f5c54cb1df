"""The score history's errors, and what an error of SQLite means: damage, a lock held by another
program, a full disk, a history that cannot be written.

The desk words each kind differently: damage sets the file aside, a lock is waited for and
retried, a full disk or a read-only folder keeps the game for later (pending)."""

from __future__ import annotations

import sqlite3


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


def error_text(error: BaseException) -> str:
    """The text of an error about the file, readable whatever bytes SQLite put in it."""
    if isinstance(error, UnicodeDecodeError):  # SQLite's own message held the garbled bytes
        return error.object.decode("utf-8", "replace") if isinstance(
            error.object, bytes) else str(error)
    return str(error)

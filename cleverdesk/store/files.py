"""The store's errors and its atomic file writing: what the settings need too.

Kept apart from the saved games (their pydantic file models and the engine) so that reading and
writing the settings at start imports none of those.
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
import time
from enum import StrEnum
from pathlib import Path

_TEMP_PREFIX = "."
_TEMP_SUFFIX = ".tmp"


# ---------------------------------------------------------------------------------------- errors
class SaveProblem(StrEnum):
    """Why a saved game could not be read or written (the UI words each code)."""

    NOT_FOUND = "not_found"
    NOT_A_FILE = "not_a_file"  # a folder, a device, a pipe …
    UNREADABLE = "unreadable"  # the operating system refused to read it
    TOO_LARGE = "too_large"
    NOT_JSON = "not_json"  # empty, cut short, not UTF-8 or not JSON at all
    NOT_A_SAVE = "not_a_save"  # JSON, but not a cleverdesk saved game
    NEWER_VERSION = "newer_version"  # written by a newer cleverdesk
    UNKNOWN_VERSION = "unknown_version"
    INVALID = "invalid"  # a field is missing, unknown or of the wrong type
    CHECKSUM = "checksum"  # the content changed after it was saved
    UNKNOWN_GAME = "unknown_game"
    REPLAY_FAILED = "replay_failed"  # a move is not legal where the record puts it
    INCONSISTENT = "inconsistent"  # the summary does not match what the moves give
    WRITE_FAILED = "write_failed"  # disk full, no permission … (the old file is intact)


# Problems of the file's content: such a file is set aside. Problems of access are not (the file
# may be fine; moving it would not help).
QUARANTINED: frozenset[SaveProblem] = frozenset(SaveProblem) - {
    SaveProblem.NOT_FOUND,
    SaveProblem.NOT_A_FILE,
    SaveProblem.UNREADABLE,
    SaveProblem.WRITE_FAILED,
}

_EXPLANATIONS: dict[SaveProblem, str] = {
    SaveProblem.NOT_FOUND: "there is no such file",
    SaveProblem.NOT_A_FILE: "it is not a regular file",
    SaveProblem.UNREADABLE: "it cannot be read",
    SaveProblem.TOO_LARGE: "it is far larger than any saved game",
    SaveProblem.NOT_JSON: "it is not a readable JSON document (damaged, cut short or not a save)",
    SaveProblem.NOT_A_SAVE: "it is not a cleverdesk saved game",
    SaveProblem.NEWER_VERSION: "it was saved by a newer version of cleverdesk",
    SaveProblem.UNKNOWN_VERSION: "its format version is unknown",
    SaveProblem.INVALID: "its content does not have the shape of a saved game",
    SaveProblem.CHECKSUM: "its content was changed or damaged after it was saved",
    SaveProblem.UNKNOWN_GAME: "it is a game this version of cleverdesk does not know",
    SaveProblem.REPLAY_FAILED: "its moves cannot be replayed",
    SaveProblem.INCONSISTENT: "its summary does not match its moves",
    SaveProblem.WRITE_FAILED: "it could not be written",
}


def printable(text: str) -> str:
    """``text`` with every character a terminal or a label would act on (a NUL, an escape
    sequence, a line break, a lone surrogate) written as its Python escape."""
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() else ascii(c)[1:-1] for c in text)


class SaveFileError(Exception):
    """A saved game could not be read or written.

    ``reason`` is the code the UI translates; ``path`` the file; ``detail`` the technical
    specifics (English, for logs and ``check-save``); ``quarantined_to`` where the file was set
    aside, if it was.
    """

    def __init__(self, reason: SaveProblem, path: Path | str, detail: str = "") -> None:
        self.reason = reason
        self.path = Path(path)
        self.detail = detail
        self.quarantined_to: Path | None = None
        super().__init__(reason.value)

    @property
    def message(self) -> str:
        text = f"saved game {printable(str(self.path))}: {_EXPLANATIONS[self.reason]}"
        if self.detail:
            text += f": {self.detail}"
        if self.quarantined_to is not None:
            text += f"; it was moved to {self.quarantined_to}"
        return text

    def __str__(self) -> str:
        return self.message


# ------------------------------------------------------------------------------------ reading
def read_regular(path: Path, limit: int) -> tuple[bytes, os.stat_result]:
    """At most ``limit + 1`` bytes of the regular file ``path``, and its status.

    Opened non-blocking and checked with ``fstat`` before a byte is read, so that a named pipe,
    a device or a folder put where a file belongs never hangs the desk (reading a FIFO blocks
    until somebody writes to it). Raises :class:`SaveFileError` (``NOT_FOUND``, ``NOT_A_FILE``,
    ``UNREADABLE``, ``TOO_LARGE`` when it is larger than ``limit``); the caller compares the
    length with ``limit`` too (the file may have grown since ``fstat``).
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError as error:
        raise SaveFileError(SaveProblem.NOT_FOUND, path) from error
    except IsADirectoryError as error:
        raise SaveFileError(SaveProblem.NOT_A_FILE, path, "it is a folder") from error
    except OSError as error:
        raise SaveFileError(SaveProblem.UNREADABLE, path, error.strerror or "") from error
    except ValueError as error:  # "embedded null byte": the path, not the file, is wrong
        raise SaveFileError(SaveProblem.NOT_FOUND, path,
                            "the path holds a NUL character, which no file name can") from error
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise SaveFileError(SaveProblem.NOT_A_FILE, path)
        if info.st_size > limit:  # refused unread: a huge file costs neither memory nor time
            raise SaveFileError(SaveProblem.TOO_LARGE, path,
                                f"{info.st_size} bytes; at most {limit} bytes are expected")
    except BaseException:
        os.close(fd)
        raise
    with os.fdopen(fd, "rb") as handle:
        try:
            return handle.read(limit + 1), info
        except OSError as error:
            raise SaveFileError(SaveProblem.UNREADABLE, path, error.strerror or "") from error


def temp_files(folder: Path, prefix: str = _TEMP_PREFIX) -> list[Path]:
    """The temporary files :func:`atomic_write` leaves in ``folder`` when it is killed (the
    names are looked at before a path is made: a folder of 10 000 saves holds few of them)."""
    try:
        with os.scandir(folder) as scan:
            names = [entry.name for entry in scan
                     if entry.name.startswith(prefix) and entry.name.endswith(_TEMP_SUFFIX)]
    except OSError:
        return []
    return [folder / name for name in sorted(names)]


def sweep_temp_files(folder: Path, older_than: float, prefix: str = _TEMP_PREFIX) -> list[Path]:
    """Remove the temporary files of killed writers in ``folder`` that are older than
    ``older_than`` seconds (a younger one may belong to a writer at work right now)."""
    removed = []
    now = time.time()
    for path in temp_files(folder, prefix):
        with contextlib.suppress(OSError):
            if now - path.lstat().st_mtime >= older_than and not path.is_dir():
                path.unlink()
                removed.append(path)
    return removed


# ------------------------------------------------------------------------------ atomic writing
def atomic_write(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` so that the file is always either the old or the new one.

    Raises :class:`SaveFileError` (``WRITE_FAILED``) when the disk refuses; the temporary file is
    removed and the old file stays as it was.
    """
    directory = path.parent
    tmp_name: str | None = None
    try:
        directory.mkdir(parents=True, exist_ok=True)
        fd, tmp_name = tempfile.mkstemp(
            dir=directory, prefix=f"{_TEMP_PREFIX}{path.name}.", suffix=_TEMP_SUFFIX
        )
        with os.fdopen(fd, "wb") as handle:
            if hasattr(os, "fchmod"):
                os.fchmod(handle.fileno(), 0o644)  # mkstemp makes 0600; saves are plain files
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp_name, path)
        tmp_name = None
        _fsync_directory(directory)
    except OSError as error:
        raise SaveFileError(
            SaveProblem.WRITE_FAILED, path, error.strerror or type(error).__name__
        ) from error
    finally:
        if tmp_name is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp_name)


def _fsync_directory(directory: Path) -> None:
    """Make the rename itself durable against a power cut (POSIX; Windows cannot open a folder
    for this). Best effort: the new file is already in place when this runs."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        fd = os.open(directory, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)

"""The order in which this computer wrote the saves of a folder, whatever its clock said.

"Continue" resumes the game written last, and the saved games are listed newest first. The date
inside a save (``saved_at``) cannot say which: a clock set three days back dates a new game
before an older one, and a save dated 9999 would stay "newest" for ever. So every write in a
store folder takes the next number of that folder's sequence, kept beside it
(``autosave.sequence`` next to ``autosave/``, like ``saves.index``): the file written last has
the highest number. A save this sequence does not know (written by an older version, or copied
in by hand) ranks below every known one, by its date among its kind.

Writes come from the desk's threads (the autosave writer, the GUI thread) of the one desk of a
data folder (ui/app/single.py), so a lock per folder keeps the numbers in order; the file is
replaced atomically, so a crash leaves the old sequence or the new one.
"""

from __future__ import annotations

import json
import threading
from pathlib import Path

from .files import SaveFileError, atomic_write, read_regular

FORMAT = "cleverdesk-write-order"
UNKNOWN = -1  # a save the sequence does not know
_MAX_BYTES = 16 * 1024 * 1024
_locks: dict[Path, threading.Lock] = {}
_locks_lock = threading.Lock()


def sequence_path(folder: Path) -> Path:
    return folder.parent / f"{folder.name}.sequence"


def _lock(folder: Path) -> threading.Lock:
    with _locks_lock:
        return _locks.setdefault(folder, threading.Lock())


def load(folder: Path) -> dict[str, int]:
    """File name → the number of its last write; empty when there is no sequence yet or it
    cannot be trusted (every save then ranks by its date, as before)."""
    try:
        data, _ = read_regular(sequence_path(folder), _MAX_BYTES)
        document = json.loads(data.decode("utf-8"))
    except (SaveFileError, ValueError, RecursionError):
        return {}
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        return {}
    files = document.get("files")
    if not isinstance(files, dict):
        return {}
    return {name: number for name, number in files.items()
            if isinstance(name, str) and isinstance(number, int) and not isinstance(number, bool)}


def _store(folder: Path, files: dict[str, int]) -> None:
    body = json.dumps({"format": FORMAT, "files": files}, separators=(",", ":"),
                      ensure_ascii=False)
    atomic_write(sequence_path(folder), body.encode("utf-8"))


def stamp(path: Path) -> int:
    """``path`` was just written: it takes the next number of its folder (returned). Best
    effort: a sequence that cannot be written leaves the save itself as written."""
    folder = path.parent
    with _lock(folder):
        files = load(folder)
        number = max(files.values(), default=UNKNOWN) + 1
        files.pop(path.name, None)
        files[path.name] = number
        try:
            _store(folder, files)
        except SaveFileError:
            return UNKNOWN
        return number


def forget(paths: list[Path]) -> None:
    """The files were removed: their numbers go too (best effort)."""
    by_folder: dict[Path, list[str]] = {}
    for path in paths:
        by_folder.setdefault(path.parent, []).append(path.name)
    for folder, names in by_folder.items():
        with _lock(folder):
            files = load(folder)
            if any(name in files for name in names):
                for name in names:
                    files.pop(name, None)
                try:
                    _store(folder, files)
                except SaveFileError:
                    continue

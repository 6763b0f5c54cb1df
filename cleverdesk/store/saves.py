"""The saved games of the user data folder: writing them atomically, listing them, managing them.

Writing is atomic — a temporary file in the same folder, flushed and fsynced, then
``os.replace`` — so a crash, a kill or a full disk leaves the previous save intact, never half a
file. Every write takes the next number of its folder's write sequence (write_order): "Continue"
and the lists follow that, not the clock. Listing checks every file once (.save_loading's
:func:`list_info`) and keeps what passed in a persistent index (save_index), so an unchanged
file is listed at the cost of a ``stat``.

The file format is :mod:`.save_format` (migrations: :mod:`.save_migrations`), loading and its
checks :mod:`.save_loading`, and what a game's saves keep of how it was played
:class:`~.save_options.SaveOptions`.
"""

from __future__ import annotations

import os
import re
import time
import uuid
from collections.abc import Callable, Iterator, Sequence
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from pydantic import ValidationError
from pydantic_core import PydanticSerializationError

from . import paths, save_index, write_order
from .families import AnyRecord, AnyState
from .files import _TEMP_PREFIX, SaveFileError, SaveProblem, atomic_write, sweep_temp_files
from .save_checks import describe
from .save_format import (
    SESSION_PATTERN,
    CurrentSave,
    build_document,
    document_bytes,
    new_session_id,
    signed,
)
from .save_info import SaveInfo, SaveListing, info_of
from .save_loading import LoadedSave, list_info, load_save
from .save_options import PLAIN_GAME, SaveOptions

SUFFIX = ".json"
KEEP_FINISHED_AUTOSAVES = 3
STALE_TEMP_SECONDS = 600.0
# A first index build of thousands of saves writes what it has every so many files: a desk that
# quits in the middle does not start from nothing again.
_INDEX_EVERY = 500

_SAVE_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,120}$")
# Windows opens these names as devices whatever their case and extension ("con.json", "Lpt1.x";
# COM0 and LPT0 too in its newer lists): the program ships on Windows, so they are never save
# ids, on any system.
_WINDOWS_DEVICE = re.compile(r"^(CON|PRN|AUX|NUL|COM[0-9]|LPT[0-9])(\..*)?$", re.IGNORECASE)


def is_save_id(save_id: str) -> bool:
    """A name a save file can have on every system the desk runs on."""
    return bool(_SAVE_ID.fullmatch(save_id)) and not _WINDOWS_DEVICE.fullmatch(save_id)


def _slug(title: str) -> str:
    text = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
    return text[:40].strip("-") or "game"


def _document_for(path: Path, record: AnyRecord, **fields: Any) -> CurrentSave:
    """:func:`build_document` for the file ``path``: text the format cannot hold (a lone
    surrogate in a title or a name, pasted in a way that split a character) is a
    :class:`SaveFileError` the desk words, not a pydantic error it does not expect."""
    try:
        return build_document(record, **fields)
    except (ValidationError, PydanticSerializationError) as error:
        detail = describe(error) if isinstance(error, ValidationError) else str(error)[:200]
        raise SaveFileError(SaveProblem.INVALID, path,
                            f"it holds text that cannot be written ({detail})") from error


def write_save(path: Path, document: CurrentSave) -> None:
    """Write a save anywhere, atomically (a file of the store: :meth:`SaveStore.write`)."""
    atomic_write(path, document_bytes(document))


class SaveStore:
    """The saved games of the user data folder.

    ``saves/`` holds named saves ("save as"), ``autosave/`` one file per running game named after
    its session (written after every move, so "Continue" finds the latest unfinished game), and
    ``damaged/`` the files that failed to load. A named save is a snapshot: a game opened from it
    should run under a :func:`new_session_id`, so opening it twice never makes two games write
    the same autosave; "Continue" keeps the autosave's own session.
    """

    def __init__(self, root: Path | None = None) -> None:
        self.root = root if root is not None else paths.data_dir()
        self._cache: dict[Path, tuple[tuple[int, int, int], SaveInfo]] = {}
        self._indexes: dict[Path, tuple[save_index.Key,
                                        dict[str, tuple[save_index.Key, SaveInfo]]]] = {}

    @property
    def saves_dir(self) -> Path:
        return paths.saves_dir(self.root)

    @property
    def autosave_dir(self) -> Path:
        return paths.autosave_dir(self.root)

    @property
    def damaged_dir(self) -> Path:
        return paths.damaged_dir(self.root)

    # ------------------------------------------------------------------ writing
    def autosave(self, record: AnyRecord, *, session: str, state: AnyState | None = None,
                 redo: Sequence[Sequence[Any]] = (), title: str | None = None,
                 options: SaveOptions = PLAIN_GAME) -> SaveInfo:
        """Write the running game's autosave (one file per session, replaced atomically)."""
        path = self.autosave_path(session)
        document = _document_for(path, record, session=session, state=state, title=title,
                                 redo=redo, options=options)
        written = self.write(path, document)
        if document.finished:
            self.prune_autosaves()
        return info_of(path, document, written)

    def save_as(self, record: AnyRecord, title: str, *, session: str | None = None,
                state: AnyState | None = None, redo: Sequence[Sequence[Any]] = (),
                options: SaveOptions = PLAIN_GAME) -> SaveInfo:
        """A new named save; an existing save is never overwritten by "save as"."""
        path = self._new_save_path(title)
        document = _document_for(path, record, session=session or new_session_id(),
                                 state=state, title=title, redo=redo, options=options)
        written = self.write(path, document)
        return info_of(path, document, written)

    def save(self, save_id: str, record: AnyRecord, *, session: str | None = None,
             state: AnyState | None = None, title: str | None = None,
             redo: Sequence[Sequence[Any]] = (), options: SaveOptions = PLAIN_GAME
             ) -> SaveInfo:
        """Replace the named save ``save_id`` (atomically) with the game as it is now."""
        path = self.save_path(save_id)
        document = _document_for(path, record, session=session or new_session_id(),
                                 state=state, title=title, redo=redo, options=options)
        written = self.write(path, document)
        return info_of(path, document, written)

    def write(self, path: Path, document: CurrentSave) -> int:
        """Write a save of this store and give it the next number of its folder's write
        sequence (returned): "Continue" and the lists follow that, not the clock."""
        write_save(path, document)
        return write_order.stamp(path)

    # ------------------------------------------------------------------ reading
    def open(self, save_id: str) -> LoadedSave:
        return self.load(self.save_path(save_id))

    def open_autosave(self, session: str) -> LoadedSave:
        return self.load(self.autosave_path(session))

    def load(self, path: Path) -> LoadedSave:
        """Load a saved game; a damaged file of this store is moved to ``damaged/``.

        Files elsewhere (a player's export) are checked the same way but never moved.
        """
        return load_save(path, quarantine=self.damaged_dir if self._is_ours(path) else None)

    def _is_ours(self, path: Path) -> bool:
        folder = Path(os.path.abspath(path)).parent
        return folder in (
            Path(os.path.abspath(self.saves_dir)), Path(os.path.abspath(self.autosave_dir))
        )

    def list_saves(self) -> SaveListing:
        return self._list(self.saves_dir, indexed=True)

    def list_autosaves(self) -> SaveListing:
        # a handful of files (finished ones are pruned): no index on disk, the cache suffices
        return self._list(self.autosave_dir, indexed=False)

    def latest_unfinished(self) -> tuple[LoadedSave | None, list[SaveFileError]]:
        """The game "Continue" resumes: the newest unfinished autosave, and any files that
        failed on the way (already moved to ``damaged/``)."""
        listing = self.list_autosaves()
        problems = list(listing.problems)
        for info in listing.entries:
            if info.finished:
                continue
            try:
                return self.load(info.path), problems
            except SaveFileError as error:  # changed since it was listed
                problems.append(error)
        return None, problems

    # ------------------------------------------------------------------ managing
    def delete(self, save_id: str) -> None:
        path = self.save_path(save_id)
        path.unlink(missing_ok=True)
        self._cache.pop(path, None)
        write_order.forget([path])

    def discard_autosave(self, session: str) -> None:
        path = self.autosave_path(session)
        path.unlink(missing_ok=True)
        self._cache.pop(path, None)
        write_order.forget([path])

    def export(self, source: Path, destination: Path) -> Path:
        """Write a checked copy of a save of this store anywhere on disk (current format)."""
        loaded = self.load(source)
        write_save(destination, loaded.document)
        return destination

    def import_file(self, source: Path, title: str | None = None) -> SaveInfo:
        """Check a save file from anywhere and add it to the named saves.

        A file that fails is reported and left where it is: it is the player's, not the store's.
        """
        loaded = load_save(source)
        document = loaded.document
        name = title or document.title or source.stem
        if document.title != name:
            model = type(document)
            fields = {k: getattr(document, k) for k in model.model_fields if k != "checksum"}
            fields["title"] = name
            document = signed(model, fields)
        path = self._new_save_path(name)
        written = self.write(path, document)
        return replace(info_of(path, document, written), verified=loaded.verified)

    def prune_autosaves(self, keep_finished: int = KEEP_FINISHED_AUTOSAVES) -> None:
        """Remove finished games' autosaves beyond the newest few; unfinished ones stay."""
        finished = [info for info in self.list_autosaves().entries if info.finished]
        for info in finished[keep_finished:]:
            info.path.unlink(missing_ok=True)
            self._cache.pop(info.path, None)
        write_order.forget([info.path for info in finished[keep_finished:]])

    def sweep_temp_files(self, older_than: float = STALE_TEMP_SECONDS) -> list[Path]:
        """Remove temporary files left by writers that were killed mid-write."""
        from .settings import sweep_settings_temp_files

        removed = [path for folder in (self.saves_dir, self.autosave_dir)
                   for path in sweep_temp_files(folder, older_than)]
        index = save_index.index_path(self.saves_dir)  # a desk that quit mid-way through
        removed += sweep_temp_files(index.parent, older_than, prefix=f".{index.name}.")
        for folder in (self.saves_dir, self.autosave_dir):
            sequence = write_order.sequence_path(folder)
            removed += sweep_temp_files(sequence.parent, older_than, prefix=f".{sequence.name}.")
        return removed + sweep_settings_temp_files(self.root, older_than)

    # ------------------------------------------------------------------ paths
    def autosave_path(self, session: str) -> Path:
        if not re.fullmatch(SESSION_PATTERN[1:-1], session):
            raise ValueError(f"not a session id: {session!r}")
        return self.autosave_dir / f"{session}{SUFFIX}"

    def save_path(self, save_id: str) -> Path:
        if not isinstance(save_id, str) or not is_save_id(save_id):
            raise ValueError(f"not a save id: {save_id!r}")
        return self.saves_dir / f"{save_id}{SUFFIX}"

    def _new_save_path(self, title: str) -> Path:
        stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
        while True:
            path = self.saves_dir / f"{_slug(title)}-{stamp}-{uuid.uuid4().hex[:6]}{SUFFIX}"
            if not path.exists():
                return path

    def list_saves_in_steps(self, found: Callable[[list[SaveInfo]], None], *,
                            every_s: float = 0.25) -> SaveListing:
        """:meth:`list_saves`, telling ``found`` the saves as they become known: first every
        save the index vouches for (at once), then the others as they are loaded and checked,
        a batch at most every ``every_s`` seconds. For a thread that lists while the desk
        goes on; the returned listing is the whole one."""
        return self._list(self.saves_dir, indexed=True, found=found, every_s=every_s)

    def _list(self, folder: Path, *, indexed: bool,
              found: Callable[[list[SaveInfo]], None] | None = None,
              every_s: float = 0.25) -> SaveListing:
        """Every save of ``folder``: from the persistent index where a file is unchanged since
        it last passed every check (save_index), else loaded, checked and indexed anew."""
        listing = SaveListing()
        index = self._index(folder) if indexed else {}
        order = write_order.load(folder)
        known: dict[str, tuple[save_index.Key, SaveInfo]] = {}
        later: list[tuple[str, save_index.Key]] = []
        for name, key in _save_files(folder):
            entry = index.get(name)
            if entry is not None and entry[0] == key:
                known[name] = entry  # unchanged since it passed every check
            else:
                later.append((name, key))
        listing.entries.extend(_ranked(info, order) for _, info in known.values())
        if found is not None and later and listing.entries:
            found(list(listing.entries))  # what is known at once
        told = len(listing.entries)
        last = time.monotonic()
        for done, (name, key) in enumerate(later, start=1):
            try:
                info = self._info_cached(folder / name, key)
            except SaveFileError as error:
                listing.problems.append(error)
                continue
            listing.entries.append(_ranked(info, order))
            known[name] = (key, info)
            if found is not None and time.monotonic() - last >= every_s:
                found(listing.entries[told:])
                told, last = len(listing.entries), time.monotonic()
            if indexed and done % _INDEX_EVERY == 0:
                save_index.save(folder, known)  # a first build cut short keeps what it did
        if indexed and (known.keys() != index.keys() or any(
                index[name][0] != key for name, (key, _) in known.items())):
            save_index.save(folder, known)
            self._remember_index(folder, known)
        # written last first (write_order), then by date; the same moment by name
        listing.entries.sort(key=lambda info: info.path.name)
        listing.entries.sort(key=lambda info: (info.written, info.saved_at), reverse=True)
        return listing

    def _index(self, folder: Path) -> dict[str, tuple[save_index.Key, SaveInfo]]:
        """The folder's index, read again only when its file changed (another desk wrote it):
        a second listing in a session costs one ``stat`` per save."""
        key = _stat_key(save_index.index_path(folder))
        cached = self._indexes.get(folder)
        if cached is not None and key is not None and cached[0] == key:
            return cached[1]
        index = save_index.load(folder)
        if key is not None:
            self._indexes[folder] = (key, index)
        return index

    def _remember_index(self, folder: Path,
                        index: dict[str, tuple[save_index.Key, SaveInfo]]) -> None:
        key = _stat_key(save_index.index_path(folder))
        if key is not None:
            self._indexes[folder] = (key, index)

    def _info_cached(self, path: Path, key: save_index.Key) -> SaveInfo:
        """Listing checks every file once (:func:`list_info`); unchanged files are not checked
        again."""
        cached = self._cache.get(path)
        if cached is not None and cached[0] == key:
            return cached[1]
        info = list_info(path, quarantine=self.damaged_dir if self._is_ours(path) else None)
        self._cache[path] = (key, info)
        return info


def _ranked(info: SaveInfo, order: dict[str, int]) -> SaveInfo:
    """``info`` with the number of its last write (the index and the cache keep none)."""
    written = order.get(info.path.name, write_order.UNKNOWN)
    return info if written == info.written else replace(info, written=written)


def _stat_key(path: Path) -> save_index.Key | None:
    try:
        return save_index.file_key(path.stat())
    except OSError:
        return None


def _save_files(folder: Path) -> Iterator[tuple[str, save_index.Key]]:
    """The names of the save files of ``folder`` with their index keys (one ``stat`` each)."""
    try:
        with os.scandir(folder) as scan:
            entries = sorted(scan, key=lambda entry: entry.name)
    except OSError:
        return
    for entry in entries:
        name = entry.name
        if not name.endswith(SUFFIX) or name.startswith(_TEMP_PREFIX):
            continue
        try:
            if not entry.is_file():
                continue
            key = save_index.file_key(entry.stat())
        except OSError:
            continue
        yield name, key

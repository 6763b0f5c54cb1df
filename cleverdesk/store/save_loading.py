"""Loading saved games: trusting nothing, and setting a damaged file of the store aside.

Loading checks, in this order: the size, the JSON syntax, the schema of the file's own format
version (one strict pydantic model per version, chosen by ``schema_version``: .save_format), the
checksum, the migration to the current version step by step (.save_migrations), the replay of
every move by the engine and the summary against that replay (.save_checks). Any failure raises
:class:`SaveFileError` with a :class:`SaveProblem` code and a message naming the file and the
reason; a file of the store that fails is moved to the ``damaged/`` folder (nothing is deleted)
and no other file is touched. A list line (:func:`list_info`) checks the file itself and leaves
the replay to opening.
"""

from __future__ import annotations

import json
import shutil
import uuid
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from .families import AnyRecord, AnyState
from .files import QUARANTINED, SaveFileError, SaveProblem, read_regular
from .save_checks import check_redo, check_summary, describe, replay_checked
from .save_format import (
    CURRENT_VERSION,
    FORMAT,
    KNOWN_VERSIONS,
    MAX_SAVE_BYTES,
    UNVERIFIED_VERSIONS,
    CurrentSave,
    SaveV1,
    SaveV2Clever,
    SaveV2SetCubed,
    SaveV3Clever,
    SaveV3SetCubed,
    checksum_of,
    document_adapter,
)
from .save_info import SaveInfo, info_of
from .save_migrations import Context, migrate
from .save_options import SaveOptions


@dataclass(frozen=True)
class LoadedSave:
    """A saved game that passed every check, migrated to the current format and replayed."""

    path: Path
    document: CurrentSave
    record: AnyRecord  # a Clever GameRecord or a SetCubedRecord
    state: AnyState  # the replayed state: exactly the table that was saved
    redo: tuple[tuple[Any, ...], ...]  # moves of the record's family
    migrated_from: int | None = None  # the file's format version when it was older

    @property
    def verified(self) -> bool:
        """Whether a checksum vouched for the content (format 0 had none)."""
        return self.migrated_from not in UNVERIFIED_VERSIONS

    @property
    def session(self) -> str:
        return self.document.session

    @property
    def options(self) -> SaveOptions:
        """The game's undo rule and the aids it was played with, as the save keeps them."""
        doc = self.document
        return SaveOptions(undo_allowed=doc.undo_allowed, practice_used=doc.practice_used,
                           hints_used=doc.hints_used, undo_used=doc.undo_used,
                           review_used=doc.review_used)

    @property
    def info(self) -> SaveInfo:
        return replace(info_of(self.path, self.document), verified=self.verified)


def _read_bounded(path: Path) -> tuple[bytes, float]:
    data, info = read_regular(path, MAX_SAVE_BYTES)  # non-blocking: a named pipe cannot hang
    if len(data) > MAX_SAVE_BYTES:  # it grew since it was measured
        raise SaveFileError(SaveProblem.TOO_LARGE, path, f"more than {MAX_SAVE_BYTES} bytes")
    return data, info.st_mtime


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise ValueError(f"the key {key!r} appears twice")
        result[key] = value
    return result


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def _parse(path: Path, data: bytes) -> Any:
    if not data.strip():
        raise SaveFileError(SaveProblem.NOT_JSON, path, "the file is empty")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise SaveFileError(
            SaveProblem.NOT_JSON, path, f"byte {error.start} is not UTF-8 text"
        ) from error
    try:
        return json.loads(text, object_pairs_hook=_no_duplicates, parse_constant=_no_constant)
    except json.JSONDecodeError as error:
        raise SaveFileError(
            SaveProblem.NOT_JSON, path, f"{error.msg} at line {error.lineno} column {error.colno}"
        ) from error
    except (ValueError, RecursionError) as error:
        raise SaveFileError(SaveProblem.NOT_JSON, path, str(error)[:200]) from error


def _peek_version(path: Path, data: Any) -> int:
    if not isinstance(data, dict):
        kind = "a list" if isinstance(data, list) else "a single value"
        raise SaveFileError(SaveProblem.NOT_A_SAVE, path, f"the JSON is {kind}, not an object")
    fmt = data.get("format", FORMAT)
    if fmt != FORMAT:
        raise SaveFileError(SaveProblem.NOT_A_SAVE, path, f"its format is {str(fmt)[:60]!r}")
    if "schema_version" not in data:
        raise SaveFileError(SaveProblem.NOT_A_SAVE, path, "it has no schema_version")
    version = data["schema_version"]
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveFileError(
            SaveProblem.UNKNOWN_VERSION, path, f"schema_version is {str(version)[:60]!r}"
        )
    if version > CURRENT_VERSION:
        raise SaveFileError(
            SaveProblem.NEWER_VERSION, path,
            f"format {version}; this version reads formats up to {CURRENT_VERSION}",
        )
    if version not in KNOWN_VERSIONS:
        raise SaveFileError(SaveProblem.UNKNOWN_VERSION, path, f"schema_version is {version}")
    return version


def _read_document(path: Path) -> tuple[int, BaseModel, float]:
    """The file's format version, its document as that version's model and its modification
    time, after every check of the file itself: size, JSON, format, schema, checksum."""
    data, modified = _read_bounded(path)
    raw = _parse(path, data)
    version = _peek_version(path, raw)
    try:
        document = document_adapter().validate_json(data, strict=True)
    except ValidationError as error:
        raise SaveFileError(SaveProblem.INVALID, path, describe(error, tagged=True)) from error
    if isinstance(document, SaveV1 | SaveV2Clever | SaveV2SetCubed | SaveV3Clever
                  | SaveV3SetCubed) and raw.get("checksum") != checksum_of(raw):
        raise SaveFileError(SaveProblem.CHECKSUM, path)
    return version, document, modified


def _listed(path: Path) -> SaveInfo:
    """What a list shows of a save, checked as far as a list needs: every check of the file
    itself (size, JSON, format, schema, and the checksum, which catches any byte changed since
    cleverdesk wrote it). Its moves are replayed when it is opened (:func:`load_save`), not
    here: replaying was three quarters of listing 10 000 saves (13 of 16 s of processor time);
    a move that does not replay in a file whose checksum holds was written so on purpose, and
    opening it still refuses it and sets it aside. A file of format 0 has no checksum: only its
    replay vouches for it, so it is loaded whole."""
    version, document, _ = _read_document(path)
    if version in UNVERIFIED_VERSIONS or not isinstance(document, SaveV1 | SaveV2Clever
                                                         | SaveV2SetCubed | SaveV3Clever
                                                         | SaveV3SetCubed):
        return _load(path).info
    return info_of(path, document)  # type: ignore[arg-type]  # format 1 has the same summary


def _load(path: Path) -> LoadedSave:
    version, document, modified = _read_document(path)
    try:
        when = datetime.fromtimestamp(modified, UTC)
    except (OverflowError, OSError, ValueError):  # a file dated far outside the calendar
        when = datetime.now(UTC)
    context = Context(path=path, modified=when)
    current = migrate(document, context)
    record, state = replay_checked(path, current.record)
    check_summary(path, current, state)
    redo = check_redo(path, current, state)
    return LoadedSave(
        path=path,
        document=current,
        record=record,
        state=state,
        redo=redo,
        migrated_from=version if version != CURRENT_VERSION else None,
    )


def load_save(path: Path | str, *, quarantine: Path | None = None) -> LoadedSave:
    """Load and check a saved game anywhere on disk.

    With ``quarantine`` (a folder) a file whose content fails is moved there before the error
    is raised; without it (``check-save``, importing a player's own file) nothing is moved.
    """
    return _guarded(Path(path), quarantine, _load)


def list_info(path: Path, *, quarantine: Path | None = None) -> SaveInfo:
    """A save's line in a list (:func:`_listed`); fails, and sets aside, as :func:`load_save`."""
    return _guarded(path, quarantine, _listed)


_R = TypeVar("_R")


def _guarded(path: Path, quarantine: Path | None, read: Callable[[Path], _R]) -> _R:
    try:
        try:
            return read(path)
        except SaveFileError:
            raise
        except Exception as unexpected:  # whatever a file does, the answer is a SaveFileError
            raise SaveFileError(
                SaveProblem.INVALID, path,
                f"unexpected {type(unexpected).__name__}: {str(unexpected)[:120]}",
            ) from unexpected
    except SaveFileError as error:
        if quarantine is not None and error.reason in QUARANTINED:
            error.quarantined_to = quarantine_file(path, quarantine)
        raise


def quarantine_file(path: Path, folder: Path) -> Path | None:
    """Move a damaged file into ``folder`` under a name that clobbers nothing.

    Returns the new path, or None when the file could not be moved (it is then left alone).
    """
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    try:
        folder.mkdir(parents=True, exist_ok=True)
        while True:
            target = folder / f"{path.stem}.{stamp}.{uuid.uuid4().hex[:8]}{path.suffix}"
            if not target.exists():
                break
        shutil.move(path, target)  # a rename on the same file system
    except OSError:
        return None
    return target



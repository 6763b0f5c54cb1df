"""Saved games: versioned JSON documents, written atomically, loaded defensively.

A saved game is the game's record (setup + every move: the truth, docs/architecture.md, property 3)
plus a summary for lists and the home screen (game, players, date, round, scores, finished).
Writing is atomic — a temporary file in the same folder, flushed and fsynced, then
``os.replace`` — so a crash, a kill or a full disk leaves the previous save intact, never half a
file.

Loading trusts nothing, in this order: the size, the JSON syntax, the schema of the file's own
format version (one strict pydantic model per version, chosen by ``schema_version``), the
checksum, the migration to the current version step by step, the replay of every move by the
engine and the summary against that replay. Any failure raises :class:`SaveFileError` with a
:class:`SaveProblem` code and a message naming the file and the reason; a file of the store that
fails is moved to the ``damaged/`` folder (nothing is deleted) and no other file is touched.

The checksum exists so that *any* change to the bytes is noticed — a flipped bit in a date or a
player's name would otherwise give a valid-looking game. It is a SHA-256 of the document's
canonical JSON without the checksum field, so formatting is free but content is not.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import time
import uuid
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from functools import cache
from pathlib import Path
from typing import Annotated, Any, Literal, TypeVar

from pydantic import (
    AwareDatetime,
    BaseModel,
    ConfigDict,
    Discriminator,
    Field,
    Tag,
    TypeAdapter,
    ValidationError,
)
from pydantic_core import PydanticSerializationError

from cleverdesk import __version__
from cleverdesk.catalogue import SET_CUBED, SetCubedId
from cleverdesk.engine import UnknownGame
from cleverdesk.engine.undo import start_state

from . import paths, save_index, write_order
from .disk_records import (
    Count,
    DiskMove,
    DiskPlayer,
    DiskRecord,
    DiskRecordV1,
    DiskSetCubedMove,
    DiskSetCubedRecord,
    DiskSetup,
    DiskSetupV1,
    Score,
    Small,
    Strict,
)
from .families import (
    AnyRecord,
    AnyState,
    Family,
    MoveProblem,
    SetupProblem,
    Summary,
    family_of,
    is_set_cubed,
)
from .files import (  # noqa: F401 - SaveProblem, SaveFileError and atomic_write are part of saves
    _TEMP_PREFIX,
    _TEMP_SUFFIX,
    QUARANTINED,
    SaveFileError,
    SaveProblem,
    atomic_write,
    read_regular,
    sweep_temp_files,
)

FORMAT = "cleverdesk-save"
CURRENT_VERSION = 3
SUFFIX = ".json"
# A real save is a few tens of kilobytes (a six-player game has ~250 moves of ~60 bytes each);
# the limit keeps a stray huge file from eating memory and time.
MAX_SAVE_BYTES = 4 * 1024 * 1024
KEEP_FINISHED_AUTOSAVES = 3
STALE_TEMP_SECONDS = 600.0
# A first index build of thousands of saves writes what it has every so many files: a desk that
# quits in the middle does not start from nothing again.
_INDEX_EVERY = 500

_SESSION_PATTERN = r"^[0-9a-f]{32}$"
_CHECKSUM_PATTERN = r"^sha256:[0-9a-f]{64}$"


# ---------------------------------------------------------------------------- on-disk models
# These models are the file format. They are frozen: changing one (a field added, renamed or
# retyped) means a new ``schema_version`` with its own model and a migration step, and a fixture
# of the old version in tests/store/fixtures. The records inside are in .disk_records.
_Strict = Strict


class SaveV0(BaseModel):
    """Format 0, the pre-release format (never shipped): a bare record tagged with its version.

    It has no summary and no checksum; migrating it replays the record to write the summary.
    """

    model_config = ConfigDict(strict=True, frozen=True, defer_build=True)

    schema_version: Literal[0]
    setup: DiskSetupV1
    moves: list[DiskMove]


class SaveV1(_Strict):
    """Format 1, the first released format: Clever games only."""

    format: Literal["cleverdesk-save"]
    schema_version: Literal[1]
    app_version: str
    saved_at: AwareDatetime
    session: str = Field(pattern=_SESSION_PATTERN)  # the running game that wrote it
    title: str | None = None  # the name given by "save as"
    game: str
    players: list[DiskPlayer]
    round: Small
    rounds: Small
    move_count: Count
    scores: list[Score]  # current totals, per seat
    finished: bool
    undo_allowed: bool  # False for campaign and "honest" games, kept across resumes
    record: DiskRecordV1
    redo: list[list[DiskMove]]  # the redo stack, the next redo last
    checksum: str = Field(pattern=_CHECKSUM_PATTERN)


class _SaveV2(_Strict):
    """Format 2: format 1 for every game family. Older desks read ``schema_version`` 2 as
    "saved by a newer version" and leave a SET Cubed save alone."""

    format: Literal["cleverdesk-save"]
    schema_version: Literal[2]
    app_version: str
    saved_at: AwareDatetime
    session: str = Field(pattern=_SESSION_PATTERN)
    title: str | None = None
    game: str
    players: list[DiskPlayer]
    round: Small
    rounds: Small  # 0: no fixed number of rounds (SET Cubed)
    move_count: Count
    scores: list[Score]
    finished: bool
    undo_allowed: bool
    # practice undo went back past dice already seen: the game stays out of the records.
    # Written only when true, so that every other save still reads in older desks.
    practice_used: bool | None = None
    # hints were shown in the game: the score history marks it when it is finished. Optional
    # and written only when true, like practice_used, so every file without it reads as before.
    hints_used: bool | None = None
    checksum: str = Field(pattern=_CHECKSUM_PATTERN)


class SaveV2Clever(_SaveV2):
    """Format 2 of a Clever game (the same content as format 1)."""

    record: DiskRecordV1
    redo: list[list[DiskMove]]


class SaveV2SetCubed(_SaveV2):
    """Format 2 of a SET Cubed game."""

    game: SetCubedId
    record: DiskSetCubedRecord
    redo: list[list[DiskSetCubedMove]]


class _SaveV3(_Strict):
    """Format 3, the current format: format 2, and every game says which aids it was played
    with (the score history tells clean games from the others: issue 50), and a Clever game's
    record may be played with real dice (issue 45): its setup says so and it keeps the throws
    the table entered. Older desks read ``schema_version`` 3 as "saved by a newer version" and
    leave the file alone."""

    format: Literal["cleverdesk-save"]
    schema_version: Literal[3]
    app_version: str
    saved_at: AwareDatetime
    session: str = Field(pattern=_SESSION_PATTERN)
    title: str | None = None
    game: str
    players: list[DiskPlayer]
    round: Small
    rounds: Small  # 0: no fixed number of rounds (SET Cubed)
    move_count: Count
    scores: list[Score]
    finished: bool
    undo_allowed: bool
    hints_used: bool  # hints were shown in the game
    undo_used: bool  # a move was taken back (practice undo too)
    practice_used: bool  # practice undo went back past dice already seen: out of the records
    review_used: bool  # the game was reviewed before its end
    checksum: str = Field(pattern=_CHECKSUM_PATTERN)


class SaveV3Clever(_SaveV3):
    """Format 3 of a Clever game: format 2's with the real dice of the record."""

    record: DiskRecord
    redo: list[list[DiskMove]]


class SaveV3SetCubed(_SaveV3):
    """Format 3 of a SET Cubed game (the same content as format 2)."""

    game: SetCubedId
    record: DiskSetCubedRecord
    redo: list[list[DiskSetCubedMove]]


CurrentSave = SaveV3Clever | SaveV3SetCubed
CURRENT_MODELS: tuple[type[SaveV3Clever], type[SaveV3SetCubed]] = (SaveV3Clever, SaveV3SetCubed)


def _document_tag(value: Any) -> str | None:
    """Which model reads a document: its version, and for format 2 its game family."""
    if isinstance(value, dict):
        version, game = value.get("schema_version"), value.get("game")
    else:
        version, game = getattr(value, "schema_version", None), getattr(value, "game", None)
    if version in (2, 3):
        return f"{version}-{SET_CUBED}" if game == SET_CUBED else f"{version}-clever"
    return str(version) if version in (0, 1) else None


SaveDocument = Annotated[
    Annotated[SaveV0, Tag("0")]
    | Annotated[SaveV1, Tag("1")]
    | Annotated[SaveV2Clever, Tag("2-clever")]
    | Annotated[SaveV2SetCubed, Tag("2-set-cubed")]
    | Annotated[SaveV3Clever, Tag("3-clever")]
    | Annotated[SaveV3SetCubed, Tag("3-set-cubed")],
    Discriminator(_document_tag),
]


@cache
def _document() -> TypeAdapter[SaveDocument]:
    """The validator of every save format, built on first use (not at start-up)."""
    return TypeAdapter(SaveDocument)
KNOWN_VERSIONS: tuple[int, ...] = (0, 1, 2, 3)
UNVERIFIED_VERSIONS: frozenset[int] = frozenset({0})  # formats without a checksum


# ------------------------------------------------------------------------------- what we return
@dataclass(frozen=True)
class SaveInfo:
    """One line of a list of saved games."""

    path: Path
    title: str | None
    game: str
    players: tuple[str, ...]
    saved_at: datetime
    round: int
    rounds: int
    move_count: int
    scores: tuple[int, ...]
    finished: bool
    session: str
    # False for a file of format 0: it has no checksum, so a changed byte (a flipped bit in a
    # player's name) could not have been noticed; the desk says so when it is opened
    verified: bool = True
    # the number of its last write in its folder (write_order): the file written last has the
    # highest; UNKNOWN (-1) for a save written before the sequence, or copied in by hand
    written: int = write_order.UNKNOWN

    @property
    def save_id(self) -> str:
        return self.path.stem


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
    def undo_allowed(self) -> bool:
        return self.document.undo_allowed

    @property
    def practice_used(self) -> bool:
        return self.document.practice_used

    @property
    def hints_used(self) -> bool:
        return self.document.hints_used

    @property
    def undo_used(self) -> bool:
        return self.document.undo_used

    @property
    def review_used(self) -> bool:
        return self.document.review_used

    @property
    def info(self) -> SaveInfo:
        doc = self.document
        return SaveInfo(
            path=self.path,
            title=doc.title,
            game=doc.game,
            players=tuple(p.name for p in doc.players),
            saved_at=doc.saved_at,
            round=doc.round,
            rounds=doc.rounds,
            move_count=doc.move_count,
            scores=tuple(doc.scores),
            finished=doc.finished,
            session=doc.session,
            verified=self.verified,
        )


@dataclass
class SaveListing:
    """Saved games that loaded (newest first) and the files that did not."""

    entries: list[SaveInfo] = field(default_factory=list)
    problems: list[SaveFileError] = field(default_factory=list)


def new_session_id() -> str:
    """A fresh id for a running game; its autosave file is named after it."""
    return uuid.uuid4().hex


# ------------------------------------------------------------------------- record <-> document
_M = TypeVar("_M", bound=BaseModel)


def _summarize(players: list[DiskPlayer], state: AnyState) -> Summary:
    return family_of(state).summarize(players, state)  # type: ignore[arg-type]


def _canonical(data: dict[str, Any]) -> bytes:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=True).encode()


def _checksum_of(data: dict[str, Any]) -> str:
    body = {key: value for key, value in data.items() if key != "checksum"}
    return "sha256:" + hashlib.sha256(_canonical(body)).hexdigest()


def _dump(document: CurrentSave) -> dict[str, Any]:
    return document.model_dump(mode="json", exclude_none=True)


def _signed(model: type[_M], fields: dict[str, Any]) -> _M:
    """A document of ``model`` from its fields, with the checksum of exactly what is written."""
    unsigned = model.model_construct(checksum="", **fields)
    data = unsigned.model_dump(mode="json", exclude_none=True)
    data["checksum"] = _checksum_of(data)
    return model.model_validate_json(json.dumps(data))


def _current_model(game: str) -> type[SaveV3Clever] | type[SaveV3SetCubed]:
    return SaveV3SetCubed if is_set_cubed(game) else SaveV3Clever


def build_document(
    record: AnyRecord,
    *,
    session: str,
    state: AnyState | None = None,
    title: str | None = None,
    undo_allowed: bool = True,
    redo: Sequence[Sequence[Any]] = (),
    saved_at: datetime | None = None,
    practice_used: bool = False,
    hints_used: bool = False,
    undo_used: bool = False,
    review_used: bool = False,
) -> CurrentSave:
    """The current-format document for a record of either game family.

    ``state`` is the record's replayed state when the caller has it (the desk does, after every
    move); without it the record is replayed here, which also refuses a record that does not
    replay (the engine's ``IllegalMove``). ``redo`` holds moves of the record's family.
    The marks say which aids the game was played with (a practice undo is an undo too).
    """
    family: Family = family_of(record)
    if state is None:
        state = _replay(record)
    if family_of(state) is not family:
        raise ValueError(f"a {state.game} state cannot be saved with a {family.name} record")
    if state.move_count != len(record.moves):
        raise ValueError(
            f"the state is after {state.move_count} moves, the record has {len(record.moves)}"
        )
    disk = family.disk_record(record)  # type: ignore[arg-type]
    summary = _summarize(disk.setup.players, state)
    return _signed(
        _current_model(summary.game),
        {
            "format": FORMAT,
            "schema_version": CURRENT_VERSION,
            "app_version": __version__,
            "saved_at": saved_at or datetime.now(UTC),
            "session": session,
            "title": title,
            "game": summary.game,
            "players": summary.players,
            "round": summary.round,
            "rounds": summary.rounds,
            "move_count": summary.move_count,
            "scores": summary.scores,
            "finished": summary.finished,
            "undo_allowed": undo_allowed,
            "hints_used": hints_used,
            "undo_used": undo_used or practice_used,
            "practice_used": practice_used,
            "review_used": review_used,
            "record": disk,
            "redo": [[family.disk_move(m) for m in step] for step in redo],  # type: ignore[arg-type]
        },
    )


def document_bytes(document: CurrentSave) -> bytes:
    """The file's bytes: indented UTF-8 JSON without a trailing newline, so no cut of a file is
    a whole file. Letters are written as themselves, not ``\\u`` escapes, whose hex digits could
    change case under a flipped bit and still mean the same: every flip must change something."""
    return json.dumps(_dump(document), indent=1, ensure_ascii=False).encode("utf-8")


def _replay(record: AnyRecord) -> AnyState:
    family = family_of(record)
    rules = family.rules(record.setup.game)
    state = start_state(rules, record)
    for move in record.moves:
        state = rules.apply(state, move)
    return state  # type: ignore[no-any-return]


def _document_for(path: Path, record: AnyRecord, **fields: Any) -> CurrentSave:
    """:func:`build_document` for the file ``path``: text the format cannot hold (a lone
    surrogate in a title or a name, pasted in a way that split a character) is a
    :class:`SaveFileError` the desk words, not a pydantic error it does not expect."""
    try:
        return build_document(record, **fields)
    except (ValidationError, PydanticSerializationError) as error:
        detail = _describe(error) if isinstance(error, ValidationError) else str(error)[:200]
        raise SaveFileError(SaveProblem.INVALID, path,
                            f"it holds text that cannot be written ({detail})") from error


def write_save(path: Path, document: CurrentSave) -> None:
    atomic_write(path, document_bytes(document))


# ------------------------------------------------------------------------------------ loading
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


def _describe(error: ValidationError, limit: int = 3, tagged: bool = False) -> str:
    parts = []
    for item in error.errors(include_url=False)[:limit]:
        loc = item["loc"][1:] if tagged else item["loc"]  # drop the union's version tag
        where = ".".join(str(part) for part in loc) or "(top)"
        parts.append(f"{where}: {item['msg']}")
    more = error.error_count() - limit
    if more > 0:
        parts.append(f"and {more} more")
    return "; ".join(parts)


@dataclass(frozen=True)
class _Context:
    """What a migration step may need besides the old document."""

    path: Path
    modified: datetime


def _v0_to_v1(document: SaveV0, context: _Context) -> SaveV1:
    record = DiskRecordV1(setup=document.setup, moves=document.moves)
    _, state = _replay_checked(context.path, _record_v3(record))
    summary = _summarize(record.setup.players, state)
    return _signed(SaveV1, {
        "format": FORMAT, "schema_version": 1, "app_version": __version__,
        "saved_at": context.modified, "session": new_session_id(), "title": None,
        "game": summary.game, "players": summary.players, "round": summary.round,
        "rounds": summary.rounds, "move_count": summary.move_count, "scores": summary.scores,
        "finished": summary.finished, "undo_allowed": True, "record": record, "redo": [],
    })


def _v1_to_v2(document: SaveV1, context: _Context) -> SaveV2Clever:
    """Format 2 only adds SET Cubed: a format 1 save is the same content, signed anew (its
    checksum was checked before migrating)."""
    fields = {name: getattr(document, name) for name in SaveV1.model_fields if name != "checksum"}
    fields["schema_version"] = 2
    return _signed(SaveV2Clever, fields)


def _record_v3(record: DiskRecordV1) -> DiskRecord:
    """A Clever record of formats 0–2 as format 3 writes it: played with the oracle's dice."""
    setup = record.setup
    return DiskRecord(setup=DiskSetup(game=setup.game, players=setup.players, seed=setup.seed,
                                      house_rule_5_6=setup.house_rule_5_6),
                      moves=record.moves)


def _v2_to_v3(document: SaveV2Clever | SaveV2SetCubed,
              context: _Context) -> SaveV3Clever | SaveV3SetCubed:
    """Format 3 writes every aid and may hold real dice: a format 2 save is the same game
    (played with the oracle's dice), its marks as they were (a practice undo is an undo too;
    another undo or a review it did not record are taken as not used), signed anew (its
    checksum was checked before migrating)."""
    dropped = ("checksum", "practice_used", "hints_used", "record")
    fields = {name: getattr(document, name) for name in type(document).model_fields
              if name not in dropped}
    practice = bool(document.practice_used)
    fields.update(schema_version=3, hints_used=bool(document.hints_used),
                  undo_used=practice, practice_used=practice, review_used=False)
    if isinstance(document, SaveV2Clever):
        fields["record"] = _record_v3(document.record)
        return _signed(SaveV3Clever, fields)
    fields["record"] = document.record
    return _signed(SaveV3SetCubed, fields)


# version → the step that turns a document of that version into one of the next version
_MIGRATIONS: dict[int, Callable[[Any, _Context], BaseModel]] = {
    0: _v0_to_v1, 1: _v1_to_v2, 2: _v2_to_v3}


def _migrate(document: BaseModel, context: _Context) -> CurrentSave:
    current: BaseModel = document
    while not isinstance(current, CURRENT_MODELS):
        version: int = getattr(current, "schema_version")  # noqa: B009 - any version's model
        current = _MIGRATIONS[version](current, context)
    return current


def _replay_checked(
    path: Path, record: DiskRecord | DiskRecordV1 | DiskSetCubedRecord
) -> tuple[AnyRecord, AnyState]:
    """Replay every move with the family's engine; a move it refuses means the file is wrong."""
    family: Any = family_of(record)
    try:
        setup = family.engine_setup(record.setup)
    except ValidationError as error:
        raise SaveFileError(SaveProblem.INVALID, path, "record.setup: " + _describe(error)) \
            from error
    moves = [family.engine_move(m) for m in record.moves]
    try:
        rules = family.rules(setup.game)
    except UnknownGame as error:
        raise SaveFileError(SaveProblem.UNKNOWN_GAME, path, repr(setup.game)[:80]) from error
    try:
        state = family.start(rules, setup, record)
    except SetupProblem as error:
        raise SaveFileError(SaveProblem.REPLAY_FAILED, path, f"setup: {error}") from error
    except Exception as error:  # an engine bug met on an odd setup still means: cannot load
        raise SaveFileError(
            SaveProblem.REPLAY_FAILED, path, f"setup: {type(error).__name__}"
        ) from error
    for index, move in enumerate(moves):
        try:
            state = family.apply(rules, state, move)
        except MoveProblem as error:
            raise SaveFileError(
                SaveProblem.REPLAY_FAILED, path,
                f"move {index + 1} of {len(moves)} ({move}) is not legal there: {error.reason}",
            ) from error
        except Exception as error:  # an engine bug met on odd input still means: cannot load
            raise SaveFileError(
                SaveProblem.REPLAY_FAILED, path,
                f"move {index + 1} of {len(moves)} ({move}): {type(error).__name__}",
            ) from error
    return family.record(setup, record, moves), state


def _check_summary(path: Path, document: SaveV1 | CurrentSave, state: AnyState) -> None:
    summary = _summarize(document.record.setup.players, state)
    for name in ("game", "players", "round", "rounds", "move_count", "scores", "finished"):
        saved, replayed = getattr(document, name), getattr(summary, name)
        if saved != replayed:
            raise SaveFileError(
                SaveProblem.INCONSISTENT, path,
                f"{name} is saved as {_short(saved)} but the moves give {_short(replayed)}",
            )


def _short(value: Any) -> str:
    if isinstance(value, list):
        value = [v.name if isinstance(v, DiskPlayer) else v for v in value]
    text = repr(value)
    return text if len(text) <= 80 else text[:77] + "..."


def _check_redo(
    path: Path, document: CurrentSave, state: AnyState
) -> tuple[tuple[Any, ...], ...]:
    """Every redo step must apply, in order (the last step first), to the saved state."""
    family: Any = family_of(document.record)
    rules = family.rules(document.game)
    steps = tuple(tuple(family.engine_move(m) for m in step) for step in document.redo)
    for number, step in enumerate(reversed(steps), start=1):
        if not step:
            raise SaveFileError(SaveProblem.INCONSISTENT, path, f"redo step {number} is empty")
        for move in step:
            try:
                state = rules.apply(state, move)
            except Exception as error:  # IllegalMove, or an engine bug on odd input
                raise SaveFileError(
                    SaveProblem.INCONSISTENT, path, f"redo step {number} ({move}) does not apply"
                ) from error
    return steps


def _read_document(path: Path) -> tuple[int, BaseModel, float]:
    """The file's format version, its document as that version's model and its modification
    time, after every check of the file itself: size, JSON, format, schema, checksum."""
    data, modified = _read_bounded(path)
    raw = _parse(path, data)
    version = _peek_version(path, raw)
    try:
        document = _document().validate_json(data, strict=True)
    except ValidationError as error:
        raise SaveFileError(SaveProblem.INVALID, path, _describe(error, tagged=True)) from error
    if isinstance(document, SaveV1 | SaveV2Clever | SaveV2SetCubed | SaveV3Clever
                  | SaveV3SetCubed) and raw.get("checksum") != _checksum_of(raw):
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
    return _info(path, document)  # type: ignore[arg-type]  # format 1 has the same summary


def _load(path: Path) -> LoadedSave:
    version, document, modified = _read_document(path)
    try:
        when = datetime.fromtimestamp(modified, UTC)
    except (OverflowError, OSError, ValueError):  # a file dated far outside the calendar
        when = datetime.now(UTC)
    context = _Context(path=path, modified=when)
    current = _migrate(document, context)
    record, state = _replay_checked(path, current.record)
    _check_summary(path, current, state)
    redo = _check_redo(path, current, state)
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


# --------------------------------------------------------------------------------- the store
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
    def autosave(
        self,
        record: AnyRecord,
        *,
        session: str,
        state: AnyState | None = None,
        undo_allowed: bool = True,
        redo: Sequence[Sequence[Any]] = (),
        title: str | None = None,
        practice_used: bool = False,
        hints_used: bool = False,
        undo_used: bool = False,
        review_used: bool = False,
    ) -> SaveInfo:
        """Write the running game's autosave (one file per session, replaced atomically)."""
        path = self.autosave_path(session)
        document = _document_for(
            path, record, session=session, state=state, title=title, undo_allowed=undo_allowed,
            redo=redo, practice_used=practice_used, hints_used=hints_used,
            undo_used=undo_used, review_used=review_used,
        )
        written = self.write(path, document)
        if document.finished:
            self.prune_autosaves()
        return _info(path, document, written)

    def save_as(
        self,
        record: AnyRecord,
        title: str,
        *,
        session: str | None = None,
        state: AnyState | None = None,
        undo_allowed: bool = True,
        redo: Sequence[Sequence[Any]] = (),
        practice_used: bool = False,
        hints_used: bool = False,
        undo_used: bool = False,
        review_used: bool = False,
    ) -> SaveInfo:
        """A new named save; an existing save is never overwritten by "save as"."""
        path = self._new_save_path(title)
        document = _document_for(
            path, record, session=session or new_session_id(), state=state, title=title,
            undo_allowed=undo_allowed, redo=redo, practice_used=practice_used,
            hints_used=hints_used, undo_used=undo_used, review_used=review_used,
        )
        written = self.write(path, document)
        return _info(path, document, written)

    def save(
        self,
        save_id: str,
        record: AnyRecord,
        *,
        session: str | None = None,
        state: AnyState | None = None,
        title: str | None = None,
        undo_allowed: bool = True,
        redo: Sequence[Sequence[Any]] = (),
        practice_used: bool = False,
        hints_used: bool = False,
        undo_used: bool = False,
        review_used: bool = False,
    ) -> SaveInfo:
        """Replace the named save ``save_id`` (atomically) with the game as it is now."""
        path = self.save_path(save_id)
        document = _document_for(
            path, record, session=session or new_session_id(), state=state, title=title,
            undo_allowed=undo_allowed, redo=redo, practice_used=practice_used,
            hints_used=hints_used, undo_used=undo_used, review_used=review_used,
        )
        written = self.write(path, document)
        return _info(path, document, written)

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
            document = _signed(model, fields)
        path = self._new_save_path(name)
        written = self.write(path, document)
        return replace(_info(path, document, written), verified=loaded.verified)

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
        if not re.fullmatch(_SESSION_PATTERN[1:-1], session):
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


def _info(path: Path, document: CurrentSave, written: int = write_order.UNKNOWN) -> SaveInfo:
    return SaveInfo(
        path=path,
        title=document.title,
        game=document.game,
        players=tuple(p.name for p in document.players),
        saved_at=document.saved_at,
        round=document.round,
        rounds=document.rounds,
        move_count=document.move_count,
        scores=tuple(document.scores),
        finished=document.finished,
        session=document.session,
        written=written,
    )


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

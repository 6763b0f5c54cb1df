"""The saved-game file format: one strict pydantic model per format version, and the current
version's documents made from a game's record.

A saved game is the game's record (setup + every move: the truth, docs/architecture.md, property 3)
plus a summary for lists and the home screen (game, players, date, round, scores, finished).
The file is indented UTF-8 JSON, chosen by ``schema_version``; older versions are read and
brought up to the current one by :mod:`.save_migrations`.

The checksum exists so that *any* change to the bytes is noticed — a flipped bit in a date or a
player's name would otherwise give a valid-looking game. It is a SHA-256 of the document's
canonical JSON without the checksum field, so formatting is free but content is not.
"""

from __future__ import annotations

import hashlib
import json
import uuid
from collections.abc import Sequence
from datetime import UTC, datetime
from functools import cache
from typing import Annotated, Any, Literal, TypeVar

from pydantic import (
    AwareDatetime,
    BaseModel,
    ConfigDict,
    Discriminator,
    Field,
    Tag,
    TypeAdapter,
)

from cleverdesk import __version__
from cleverdesk.catalogue import SET_CUBED, SetCubedId
from cleverdesk.engine.undo import start_state

from .disk_records import (
    Count,
    DiskMove,
    DiskPlayer,
    DiskRecord,
    DiskRecordV1,
    DiskSetCubedMove,
    DiskSetCubedRecord,
    DiskSetupV1,
    Score,
    Small,
    Strict,
)
from .families import AnyRecord, AnyState, Family, Summary, family_of, is_set_cubed
from .save_options import PLAIN_GAME, SaveOptions

FORMAT = "cleverdesk-save"
CURRENT_VERSION = 3
# A real save is a few tens of kilobytes (a six-player game has ~250 moves of ~60 bytes each);
# the limit keeps a stray huge file from eating memory and time.
MAX_SAVE_BYTES = 4 * 1024 * 1024

SESSION_PATTERN = r"^[0-9a-f]{32}$"
_CHECKSUM_PATTERN = r"^sha256:[0-9a-f]{64}$"


# ---------------------------------------------------------------------------- on-disk models
# These models are the file format. They are frozen: changing one (a field added, renamed or
# retyped) means a new ``schema_version`` with its own model and a migration step, and a fixture
# of the old version in tests/store/fixtures. The records inside are in .disk_records.


class SaveV0(BaseModel):
    """Format 0, the pre-release format (never shipped): a bare record tagged with its version.

    It has no summary and no checksum; migrating it replays the record to write the summary.
    """

    model_config = ConfigDict(strict=True, frozen=True, defer_build=True)

    schema_version: Literal[0]
    setup: DiskSetupV1
    moves: list[DiskMove]


class SaveV1(Strict):
    """Format 1, the first released format: Clever games only."""

    format: Literal["cleverdesk-save"]
    schema_version: Literal[1]
    app_version: str
    saved_at: AwareDatetime
    session: str = Field(pattern=SESSION_PATTERN)  # the running game that wrote it
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


class _SaveV2(Strict):
    """Format 2: format 1 for every game family. Older desks read ``schema_version`` 2 as
    "saved by a newer version" and leave a SET Cubed save alone."""

    format: Literal["cleverdesk-save"]
    schema_version: Literal[2]
    app_version: str
    saved_at: AwareDatetime
    session: str = Field(pattern=SESSION_PATTERN)
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


class _SaveV3(Strict):
    """Format 3, the current format: format 2, and every game says which aids it was played
    with (the score history tells clean games from the others: issue 50), and a Clever game's
    record may be played with real dice (issue 45): its setup says so and it keeps the throws
    the table entered. Older desks read ``schema_version`` 3 as "saved by a newer version" and
    leave the file alone."""

    format: Literal["cleverdesk-save"]
    schema_version: Literal[3]
    app_version: str
    saved_at: AwareDatetime
    session: str = Field(pattern=SESSION_PATTERN)
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
    | Annotated[SaveV2SetCubed, Tag(f"2-{SET_CUBED}")]
    | Annotated[SaveV3Clever, Tag("3-clever")]
    | Annotated[SaveV3SetCubed, Tag(f"3-{SET_CUBED}")],
    Discriminator(_document_tag),
]


@cache
def document_adapter() -> TypeAdapter[SaveDocument]:
    """The validator of every save format, built on first use (not at start-up)."""
    return TypeAdapter(SaveDocument)


KNOWN_VERSIONS: tuple[int, ...] = (0, 1, 2, 3)
UNVERIFIED_VERSIONS: frozenset[int] = frozenset({0})  # formats without a checksum


def new_session_id() -> str:
    """A fresh id for a running game; its autosave file is named after it."""
    return uuid.uuid4().hex


# ------------------------------------------------------------------------- record <-> document
_M = TypeVar("_M", bound=BaseModel)


def summary_of(players: list[DiskPlayer], state: AnyState) -> Summary:
    """What a save's list line shows of the game in ``state``."""
    return family_of(state).summarize(players, state)  # type: ignore[arg-type]


def _canonical(data: dict[str, Any]) -> bytes:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=True).encode()


def checksum_of(data: dict[str, Any]) -> str:
    """The checksum a document's JSON object must carry: of everything but the checksum."""
    body = {key: value for key, value in data.items() if key != "checksum"}
    return "sha256:" + hashlib.sha256(_canonical(body)).hexdigest()


def _dump(document: CurrentSave) -> dict[str, Any]:
    return document.model_dump(mode="json", exclude_none=True)


def signed(model: type[_M], fields: dict[str, Any]) -> _M:
    """A document of ``model`` from its fields, with the checksum of exactly what is written."""
    unsigned = model.model_construct(checksum="", **fields)
    data = unsigned.model_dump(mode="json", exclude_none=True)
    data["checksum"] = checksum_of(data)
    return model.model_validate_json(json.dumps(data))


def _current_model(game: str) -> type[SaveV3Clever] | type[SaveV3SetCubed]:
    return SaveV3SetCubed if is_set_cubed(game) else SaveV3Clever


def build_document(
    record: AnyRecord,
    *,
    session: str,
    state: AnyState | None = None,
    title: str | None = None,
    redo: Sequence[Sequence[Any]] = (),
    saved_at: datetime | None = None,
    options: SaveOptions = PLAIN_GAME,
) -> CurrentSave:
    """The current-format document for a record of either game family.

    ``state`` is the record's replayed state when the caller has it (the desk does, after every
    move); without it the record is replayed here, which also refuses a record that does not
    replay (the engine's ``IllegalMove``). ``redo`` holds moves of the record's family.
    ``options`` are the game's undo rule and the aids it was played with (a practice undo is an
    undo too).
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
    summary = summary_of(disk.setup.players, state)
    return signed(
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
            "undo_allowed": options.undo_allowed,
            "hints_used": options.hints_used,
            "undo_used": options.undo_used or options.practice_used,
            "practice_used": options.practice_used,
            "review_used": options.review_used,
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


"""The migrations of saved games: each format version's document brought to the next, step by
step, up to the current one (:data:`.save_format.CURRENT_VERSION`).

A step gets a document that passed every check of its own version (schema, checksum) and
returns one of the next version, signed anew. A new format version is a new model in
:mod:`.save_format`, a step here and a fixture of the old version in tests/store/fixtures.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from cleverdesk import __version__

from .disk_records import DiskRecord, DiskRecordV1, DiskSetup
from .save_checks import replay_checked
from .save_format import (
    CURRENT_MODELS,
    FORMAT,
    CurrentSave,
    SaveV0,
    SaveV1,
    SaveV2Clever,
    SaveV2SetCubed,
    SaveV3Clever,
    SaveV3SetCubed,
    new_session_id,
    signed,
    summary_of,
)


@dataclass(frozen=True)
class Context:
    """What a migration step may need besides the old document."""

    path: Path
    modified: datetime


def _v0_to_v1(document: SaveV0, context: Context) -> SaveV1:
    record = DiskRecordV1(setup=document.setup, moves=document.moves)
    _, state = replay_checked(context.path, _record_v3(record))
    summary = summary_of(record.setup.players, state)
    return signed(SaveV1, {
        "format": FORMAT, "schema_version": 1, "app_version": __version__,
        "saved_at": context.modified, "session": new_session_id(), "title": None,
        "game": summary.game, "players": summary.players, "round": summary.round,
        "rounds": summary.rounds, "move_count": summary.move_count, "scores": summary.scores,
        "finished": summary.finished, "undo_allowed": True, "record": record, "redo": [],
    })


def _v1_to_v2(document: SaveV1, context: Context) -> SaveV2Clever:
    """Format 2 only adds SET Cubed: a format 1 save is the same content, signed anew (its
    checksum was checked before migrating)."""
    fields = {name: getattr(document, name) for name in SaveV1.model_fields if name != "checksum"}
    fields["schema_version"] = 2
    return signed(SaveV2Clever, fields)


def _record_v3(record: DiskRecordV1) -> DiskRecord:
    """A Clever record of formats 0–2 as format 3 writes it: played with the oracle's dice."""
    setup = record.setup
    return DiskRecord(setup=DiskSetup(game=setup.game, players=setup.players, seed=setup.seed,
                                      house_rule_5_6=setup.house_rule_5_6),
                      moves=record.moves)


def _v2_to_v3(document: SaveV2Clever | SaveV2SetCubed,
              context: Context) -> SaveV3Clever | SaveV3SetCubed:
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
        return signed(SaveV3Clever, fields)
    fields["record"] = document.record
    return signed(SaveV3SetCubed, fields)


# version → the step that turns a document of that version into one of the next version
MIGRATIONS: dict[int, Callable[[Any, Context], BaseModel]] = {
    0: _v0_to_v1, 1: _v1_to_v2, 2: _v2_to_v3}


def migrate(document: BaseModel, context: Context) -> CurrentSave:
    """``document``, of any known version, as the current version has it."""
    current: BaseModel = document
    while not isinstance(current, CURRENT_MODELS):
        version: int = getattr(current, "schema_version")  # noqa: B009 - any version's model
        current = MIGRATIONS[version](current, context)
    return current


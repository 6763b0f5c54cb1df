"""The records of both game families as they are written in a saved game.

These models are the file format. They are frozen: changing one (a field added, renamed or
retyped) means a new ``schema_version`` of the save with its own model and a migration step, and
a fixture of the old version in tests/store/fixtures. Tests fail when an engine's record models
grow a field these do not carry, so a new field cannot be dropped from saves unnoticed.

The Clever games share one record shape (``DiskRecord``); SET Cubed has its own engine and its own
record (``DiskSetCubedRecord``): placements of dice on a board, and a reference to the board and
dice data the game was played with.
"""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field

from cleverdesk.catalogue import SetCubedId
from cleverdesk.engine import MoveKind
from cleverdesk.setcubed import MoveKind as SetCubedMoveKind

# Every number of a save has a range (issue 33): a re-signed file with a timer of 10**18 seconds
# or a seed SQLite cannot store must be refused as invalid, not loaded. The bounds are far wider
# than any game reaches and far narrower than what would break the desk or the history.
Seed = Annotated[int, Field(ge=-(2**63), le=2**63 - 1)]  # SQLite's INTEGER (the history)
Small = Annotated[int, Field(ge=0, le=10_000)]  # cells, values, dice, rows, columns, rounds
Count = Annotated[int, Field(ge=0, le=1_000_000)]  # moves in a record
Score = Annotated[int, Field(ge=-1_000_000, le=1_000_000)]
# SET Cubed's EXTRA ROLL timer: 0 (off) or some seconds; a day is far beyond any table's wish.
TimerSeconds = Annotated[int, Field(ge=0, le=86_400)]


class Strict(BaseModel):
    # validators are built when first used, not at import (start-up time)
    model_config = ConfigDict(strict=True, extra="forbid", frozen=True, defer_build=True)


class DiskPlayer(Strict):
    name: str
    bot: str | None = None


# ------------------------------------------------------------------------------ Clever games
class DiskSetupV1(Strict):
    """A Clever game's setup in formats 0–2."""

    game: str
    players: list[DiskPlayer] = Field(min_length=1, max_length=6)
    seed: Seed
    house_rule_5_6: bool = False


class DiskSetup(Strict):
    """A Clever game's setup since format 3: format 2's, and whether it is played with real
    dice (issue 45)."""

    game: str
    players: list[DiskPlayer] = Field(min_length=1, max_length=6)
    seed: Seed
    house_rule_5_6: bool = False
    real_dice: bool = False


class DiskMove(Strict):
    kind: MoveKind
    die: str | None = None
    area: str | None = None
    cell: Small | None = None
    bonus: str | None = None
    option: str | None = None
    value: Small | None = None


class DiskRecordV1(Strict):
    """A Clever game's record in formats 0–2."""

    setup: DiskSetupV1
    moves: list[DiskMove]


Face = Annotated[int, Field(ge=1, le=6)]
DieName = Annotated[str, Field(min_length=1, max_length=40)]
# where in the game a throw happened (engine/dice.py ``place``): round/turn/active/roll/reroll,
# or round/turn/solo_passive
ThrowPlace = Annotated[str, Field(pattern=r"^[0-9]{1,3}/[0-9]{1,3}/"
                                          r"(active/[0-9]{1,3}/[0-9]{1,3}|solo_passive)$")]
# one die and its face; a list of them keeps the order entered (the solo passive throw's
# distance to the platter) where a JSON object's keys would not be covered by the checksum
DieFace = tuple[DieName, Face]


class DiskThrow(Strict):
    """A throw of real dice as the table entered it (the engine's ``EnteredThrow``)."""

    faces: list[DieFace] = Field(min_length=1, max_length=12)
    first: list[DieFace] | None = Field(default=None, min_length=1, max_length=12)


class DiskRecord(Strict):
    """A Clever game's record since format 3: format 2's, and the throws of real dice."""

    setup: DiskSetup
    moves: list[DiskMove]
    throws: dict[ThrowPlace, DiskThrow] = Field(default_factory=dict, max_length=10_000)


# --------------------------------------------------------------------------------- SET Cubed
class DiskSetCubedSetup(Strict):
    game: SetCubedId
    players: list[DiskPlayer] = Field(min_length=1, max_length=6)  # the engine says 2–4
    seed: Seed
    extra_roll_seconds: TimerSeconds = 0


class DiskDataRef(Strict):
    """The board and dice data the game was played with (a game replays only on the same)."""

    board: str
    dice: str
    checksum: str


class DiskPlacement(Strict):
    die: Small
    row: Small
    column: Small
    declared: str | None = None  # a WILD's declared symbol


class DiskSetCubedMove(Strict):
    kind: SetCubedMoveKind
    placements: list[DiskPlacement] = Field(default_factory=list)
    dice: list[Small] = Field(default_factory=list)
    cell: tuple[Small, Small] | None = None


class DiskSetCubedRecord(Strict):
    setup: DiskSetCubedSetup
    data: DiskDataRef
    moves: list[DiskSetCubedMove]

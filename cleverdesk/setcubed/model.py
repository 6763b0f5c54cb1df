"""SET Cubed as data: setup, moves, state and record, all pydantic so they round-trip via JSON.

Cells are ``(row, column)`` counted from 1, as in the rules file. Dice are numbered from 1 in the
order of the dice data file. Faces are codes: ``"2GS"`` or ``"WILD"``. A WILD on the board has
``wild=True`` and its declared symbol as ``face``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from pydantic import BaseModel, ConfigDict, Field

from cleverdesk.catalogue import SET_CUBED, SetCubedId

from ..engine.model import PlayerSetup

GAME_ID = SET_CUBED


class Phase(StrEnum):
    """Where the game waits for a decision."""

    OPENING = "opening"  # the opener places the opening SET on the logo
    REPLACE = "replace"  # start of a turn: the player may swap WILDs on the board
    PLACE = "place"  # the player places 1–3 dice or passes
    EXTRA_ROLL = "extra_roll"  # before a round: each player picks dice to re-roll
    GAME_OVER = "game_over"


class MoveKind(StrEnum):
    PLACE = "place"  # the opening, or a turn of 1–3 dice (``placements``)
    PASS = "pass"  # place nothing although a turn exists
    SWAP = "swap"  # WILD replacement: hand die ``dice[0]`` takes the place of the WILD at ``cell``
    KEEP = "keep"  # no (more) WILD replacement this turn
    EXTRA_ROLL = "extra_roll"  # re-roll ``dice`` (possibly none)


class EndReason(StrEnum):
    HAND_EMPTY = "hand_empty"  # the rules' end: a hand ran empty, the round was played out
    STALL_REROLLS = "stall_rerolls"  # R14: 20 general re-rolls in a row without a die placed
    STALL_ROUNDS = "stall_rounds"  # R14: 3 rounds in a row without a die placed


Cell = tuple[int, int]


@dataclass(frozen=True, slots=True)
class Placement:
    """One die of a turn: which die, where, and (for a WILD) the declared symbol."""

    die: int
    row: int
    column: int
    declared: str | None = None

    @property
    def cell(self) -> Cell:
        return (self.row, self.column)


@dataclass(frozen=True, slots=True)
class Move:
    """One decision. Placements and dice are kept sorted, so equal turns compare equal."""

    kind: MoveKind
    placements: tuple[Placement, ...] = ()
    dice: tuple[int, ...] = ()
    cell: Cell | None = None

    def __post_init__(self) -> None:
        # Fields of the wrong type are kept as given (unsorted): the rules refuse such a move
        # as malformed (setcubed.validate) instead of failing here with a TypeError.
        try:
            object.__setattr__(
                self, "placements",
                tuple(sorted(self.placements, key=lambda p: (p.row, p.column, p.die))))
        except (TypeError, AttributeError):
            pass
        try:
            object.__setattr__(self, "dice", tuple(sorted(self.dice)))
        except TypeError:
            pass

    def __str__(self) -> str:
        parts = [str(self.kind)]
        for p in self.placements:
            wild = f"=W{p.declared}" if p.declared else ""
            parts.append(f"d{p.die}@{p.row},{p.column}{wild}")
        if self.dice:
            parts.append("dice=" + ",".join(str(d) for d in self.dice))
        if self.cell is not None:
            parts.append(f"cell={self.cell[0]},{self.cell[1]}")
        return " ".join(parts)


class SetCubedSetup(BaseModel):
    model_config = ConfigDict(extra="forbid", defer_build=True)  # built when first used

    game: SetCubedId = GAME_ID
    players: list[PlayerSetup]
    seed: int
    extra_roll_seconds: int = 0  # the desk's EXTRA ROLL timer; 0 = off. The engine ignores it.


class DataRef(BaseModel):
    """Which board and dice a game was started with (ids and a checksum of both files)."""

    model_config = ConfigDict(defer_build=True)

    board: str
    dice: str
    checksum: str


class HandDie(BaseModel):
    model_config = ConfigDict(defer_build=True)

    die: int
    face: str  # the top face: a symbol code or "WILD"


class Tile(BaseModel):
    """A die on the board."""

    model_config = ConfigDict(defer_build=True)

    row: int
    column: int
    die: int
    face: str  # the symbol it counts as (a WILD's declared symbol)
    wild: bool = False
    seat: int  # who placed it (for a swapped-in die: who swapped it in)
    turn: int  # the game's turn number it was placed in (0 = the opening)

    @property
    def cell(self) -> Cell:
        return (self.row, self.column)


class Event(BaseModel):
    """Something that happened, for the log; the desk turns it into words."""

    model_config = ConfigDict(defer_build=True)

    kind: str
    seat: int | None = None
    die: int | None = None
    face: str | None = None
    cell: Cell | None = None
    cells: list[Cell] = Field(default_factory=list)
    value: int | None = None


class PlayerState(BaseModel):
    model_config = ConfigDict(defer_build=True)

    seat: int
    hand: list[HandDie] = Field(default_factory=list)
    round_points: list[int] = Field(default_factory=list)  # points scored in round 1, 2, …

    @property
    def total(self) -> int:
        return sum(self.round_points)

    def clone(self) -> PlayerState:
        return PlayerState.model_construct(
            seat=self.seat,
            hand=[HandDie.model_construct(die=h.die, face=h.face) for h in self.hand],
            round_points=list(self.round_points),
        )


class SetCubedState(BaseModel):
    model_config = ConfigDict(defer_build=True)

    game: SetCubedId = GAME_ID
    setup: SetCubedSetup
    data: DataRef
    phase: Phase = Phase.OPENING
    round: int = 1
    turn: int = 0  # index of the turn within the round (0 = the first player's)
    turn_number: int = 0  # turns begun in the game; the opening is turn 0
    first_player: int = 0
    active: int = 0
    decider: int | None = None  # whose decision it is; None when the game is over
    bag: list[int] = Field(default_factory=list)  # undrawn dice, in draw order
    board: list[Tile] = Field(default_factory=list)
    claimed: list[Cell] = Field(default_factory=list)  # bonus squares already paid
    players: list[PlayerState]
    opening_attempts: int = 0  # opening rolls made
    rerolls_this_turn: int = 0  # general re-rolls in the current turn
    rerolls_in_a_row: int = 0  # general re-rolls since the last die was placed (R14)
    idle_rounds: int = 0  # rounds in a row without a die placed (R14)
    placed_this_round: bool = False
    ending: bool = False  # a hand ran empty: this round is the last
    end_reason: EndReason | None = None
    extra_waiting: list[int] = Field(default_factory=list)  # seats still to pick (EXTRA ROLL)
    extra_chosen: list[int] = Field(default_factory=list)  # dice picked so far for re-rolling
    move_count: int = 0
    last_events: list[Event] = Field(default_factory=list)

    def clone(self) -> SetCubedState:
        return SetCubedState.model_construct(
            game=self.game,
            setup=self.setup,  # never mutated after the start
            data=self.data,
            phase=self.phase,
            round=self.round,
            turn=self.turn,
            turn_number=self.turn_number,
            first_player=self.first_player,
            active=self.active,
            decider=self.decider,
            bag=list(self.bag),
            board=list(self.board),  # tiles are replaced, never mutated
            claimed=list(self.claimed),
            players=[p.clone() for p in self.players],
            opening_attempts=self.opening_attempts,
            rerolls_this_turn=self.rerolls_this_turn,
            rerolls_in_a_row=self.rerolls_in_a_row,
            idle_rounds=self.idle_rounds,
            placed_this_round=self.placed_this_round,
            ending=self.ending,
            end_reason=self.end_reason,
            extra_waiting=list(self.extra_waiting),
            extra_chosen=list(self.extra_chosen),
            move_count=self.move_count,
            last_events=[],
        )


class SetCubedRecord(BaseModel):
    """The truth of a game: setup, the data it was played with, and every move."""

    model_config = ConfigDict(extra="forbid", defer_build=True)  # built when first used

    setup: SetCubedSetup
    data: DataRef
    moves: list[Move] = Field(default_factory=list)

"""The game as data: setup, moves, state and record.

What crosses the boundary of the program (setup, record) is pydantic, validated on the way in.
The state of play is plain slotted dataclasses: ``apply`` clones it on every move and bots and
self-play clone it thousands of times per game, so ``clone`` copies by hand (no validation, no
deepcopy). ``GameState.to_json``/``from_json`` still give it a validated text form.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from functools import cache
from typing import TYPE_CHECKING, Annotated, Final, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter


class Phase(StrEnum):
    """Where in the turn the game waits for a decision."""

    ROUND_START = "round_start"  # players resolve a round bonus that needs a choice
    ACTIVE_ROLL = "active_roll"  # the active player has rolled: pick, reroll or forfeit
    ACTIVE_WINDOW = "active_window"  # the active player's end-of-turn window (+1 actions)
    PASSIVE_PICK = "passive_pick"  # a passive player picks from the platter (or fallback)
    PASSIVE_WINDOW = "passive_window"  # that passive player's end-of-turn window
    GAME_OVER = "game_over"


class MoveKind(StrEnum):
    PICK = "pick"  # take a die and enter it (active regular pick or passive pick)
    REROLL = "reroll"  # spend a reroll action on the dice of the rolling area
    FORFEIT = "forfeit"  # the roll is lost: no die entered
    DECLINE = "decline"  # a passive player takes no die
    EXTRA_DIE = "extra_die"  # spend a +1 action on any die
    END_WINDOW = "end_window"  # done with +1 actions for this turn
    BONUS = "bonus"  # resolve a pending bonus that needs a choice
    RETURN = "return"  # spend a return action: one platter die back into the rolling area
    SKIP = "skip"  # let an optional pending bonus go (e.g. a silver chain mark)


@dataclass(frozen=True, slots=True)
class Move:
    """One decision. Frozen and hashable so legal moves can be compared and looked up.

    ``die`` names the die taken, ``area``/``cell`` where its mark goes (cell is the 0-based index
    in that area), ``bonus`` the pending bonus resolved, ``option`` which part of a choice bonus
    (e.g. ``x_blue`` of the round-4 black X or 6) or a game's own variant of a move, ``value`` a
    number the player chooses (a game's own moves, e.g. a joker's number).
    """

    kind: MoveKind
    die: str | None = None
    area: str | None = None
    cell: int | None = None
    bonus: str | None = None
    option: str | None = None
    value: int | None = None

    def __eq__(self, other: object) -> bool:
        # by hand: stops at the first field that differs, where the generated one builds two
        # tuples (``apply`` compares a move with the legal ones on every call)
        if self is other:
            return True
        if other.__class__ is not Move:
            return NotImplemented
        assert isinstance(other, Move)
        return (self.kind == other.kind and self.die == other.die and self.area == other.area
                and self.cell == other.cell and self.bonus == other.bonus
                and self.option == other.option and self.value == other.value)

    def __str__(self) -> str:
        parts = [str(self.kind)]
        for name in ("die", "area", "cell", "bonus", "option", "value"):
            value = getattr(self, name)
            if value is not None:
                parts.append(f"{name}={value}")
        return " ".join(parts)


_SHARED_MOVES: dict[tuple[object, ...], Move] = {}
_SHARED_MOVES_MAX = 200_000  # far more than the distinct moves of any game


def _shared(kind: MoveKind, die: str | None = None, area: str | None = None,
            cell: int | None = None, bonus: str | None = None, option: str | None = None,
            value: int | None = None) -> Move:
    key = (kind, die, area, cell, bonus, option, value)
    found = _SHARED_MOVES.get(key)
    if found is None:
        if len(_SHARED_MOVES) >= _SHARED_MOVES_MAX:
            _SHARED_MOVES.clear()
            _shared_by_call.cache_clear()
        found = _SHARED_MOVES[key] = Move(kind, die, area, cell, bonus, option, value)
    return found


# The one shared Move with these fields. ``legal_moves`` lists the same few thousand moves again
# and again; handing out one object per move is several times cheaper than building a frozen
# dataclass each time, and lets ``apply`` find the caller's move among the legal ones by
# identity. The calls already answered are looked up by their arguments in C (about twice as
# fast as a Python function); ``_shared`` stays the one place that makes a move, so another
# spelling of the same fields (keywords, fewer arguments) gets the same object.
_shared_by_call = cache(_shared)

if TYPE_CHECKING:
    def shared_move(kind: MoveKind, die: str | None = None, area: str | None = None,
                    cell: int | None = None, bonus: str | None = None,
                    option: str | None = None, value: int | None = None) -> Move:
        """The one shared :class:`Move` with these fields (see above)."""
else:
    shared_move = _shared_by_call


class Phases:
    """The members of :class:`Phase` as plain class attributes.

    On Python 3.11 every ``Phase.X`` goes through the Enum metaclass's ``__getattr__`` hook and
    costs about four times a plain attribute; the turn code reads phases on every step. (Measured
    again for issue 48: with the enums in their place a greedy simulation of Ganz schön clever
    took about 5 % more CPU time.) tests/engine/test_phases_and_kinds.py keeps both classes
    exactly the enums' members.
    """

    ROUND_START: Final = Phase.ROUND_START
    ACTIVE_ROLL: Final = Phase.ACTIVE_ROLL
    ACTIVE_WINDOW: Final = Phase.ACTIVE_WINDOW
    PASSIVE_PICK: Final = Phase.PASSIVE_PICK
    PASSIVE_WINDOW: Final = Phase.PASSIVE_WINDOW
    GAME_OVER: Final = Phase.GAME_OVER


class Kinds:
    """The members of :class:`MoveKind` as plain class attributes (see :class:`Phases`)."""

    PICK: Final = MoveKind.PICK
    REROLL: Final = MoveKind.REROLL
    FORFEIT: Final = MoveKind.FORFEIT
    DECLINE: Final = MoveKind.DECLINE
    EXTRA_DIE: Final = MoveKind.EXTRA_DIE
    END_WINDOW: Final = MoveKind.END_WINDOW
    BONUS: Final = MoveKind.BONUS
    RETURN: Final = MoveKind.RETURN
    SKIP: Final = MoveKind.SKIP


class PlayerSetup(BaseModel):
    model_config = ConfigDict(extra="forbid", defer_build=True)  # built when first used

    name: str
    bot: str | None = None  # None = human; otherwise a bot id such as "greedy"


class GameSetup(BaseModel):
    model_config = ConfigDict(extra="forbid", defer_build=True)  # built when first used

    game: str
    players: list[PlayerSetup] = Field(min_length=1, max_length=6)
    seed: int
    house_rule_5_6: bool = False  # the unofficial 5–6 player rule
    real_dice: bool = False  # the faces are entered from a real table (issue 45)


Face = Annotated[int, Field(ge=1, le=6)]


class EnteredThrow(BaseModel):
    """One throw of real dice as the table entered it (issue 45).

    ``faces`` holds each die thrown with its face, in the order entered: for the solo passive
    throw that order is the dice's distance to the silver platter, the closest first (it breaks
    equal faces and lays the dice on the fields). ``first`` keeps the faces first confirmed
    when the throw was corrected before any of its dice was taken (None if it never was).
    """

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    faces: dict[str, Face]
    first: dict[str, Face] | None = None


@dataclass(slots=True, frozen=True)
class Track:
    """An action track: slots are unlocked (circled) left to right, then used (crossed out).

    Frozen: a change puts a new Track in the player's ``tracks``, so a copied state shares
    the tracks it has not changed (most moves change none) instead of copying each one."""

    unlocked: int = 0
    used: int = 0

    @property
    def available(self) -> int:
        return self.unlocked - self.used

    def spend(self, count: int = 1) -> Track:
        """This track with ``count`` more slots used."""
        return Track(self.unlocked, self.used + count)

    def unlock(self) -> Track:
        """This track with one more slot unlocked."""
        return Track(self.unlocked + 1, self.used)


@dataclass(slots=True)
class PlayerState:
    seat: int
    marks: dict[str, list[int]]  # per area, per cell: 0 = open, else the cross (1) or number
    tracks: dict[str, Track]
    foxes: int = 0
    pending: list[str] = field(default_factory=list)  # bonuses waiting for resolution
    extra_used: list[str] = field(default_factory=list)  # dice used by +1 this turn
    counters: dict[str, int] = field(default_factory=dict)  # a game's own per-player numbers

    def clone(self) -> PlayerState:
        return PlayerState(
            self.seat,
            {area: cells[:] for area, cells in self.marks.items()},
            self.tracks.copy(),  # Tracks are frozen: shared until changed
            self.foxes,
            self.pending[:],
            self.extra_used[:],
            self.counters.copy(),
        )


DieLocation = Literal["roll", "platter", "field", "none"]


@dataclass(slots=True)
class Event:
    """Something that happened, for the log; the UI turns it into words.

    The turn code builds the events of every move by position (kind, seat, die, face, area,
    cell, value, bonus): a slotted dataclass called with keywords costs about three times as
    much. Keep the fields in this order."""

    kind: str
    seat: int | None = None
    die: str | None = None
    face: int | None = None
    area: str | None = None
    cell: int | None = None
    value: int | None = None
    bonus: str | None = None
    place: str | None = None  # a throw of real dice: where in the game (its key in the record)


def _no_dice_fields() -> list[str | None]:
    return [None, None, None]


@dataclass(slots=True, kw_only=True)
class GameState:
    """The whole table between two decisions. ``==`` compares every field (the log of the last
    move included); ``to_json``/``from_json`` are the boundary to text."""

    game: str
    setup: GameSetup
    rounds: int
    round: int = 0
    turn: int = 0  # index of the turn within the round
    first_player: int = 0
    active: int = 0
    phase: Phase = Phase.ROUND_START
    decider: int | None = None  # whose decision it is; None when the game is over
    passive_queue: list[int] = field(default_factory=list)
    faces: dict[str, int] = field(default_factory=dict)
    where: dict[str, DieLocation] = field(default_factory=dict)
    fields: list[str | None] = field(default_factory=_no_dice_fields)
    roll_no: int = 0  # rolls made this active turn (rerolls not counted)
    reroll_no: int = 0  # rerolls spent on the current roll
    roll_resolved: bool = False  # the current roll has had its pick or forfeit
    players: list[PlayerState]
    move_count: int = 0
    counters: dict[str, int] = field(default_factory=dict)  # a game's own per-game numbers
    last_events: list[Event] = field(default_factory=list)
    # Real dice (``setup.real_dice``): the throws entered so far, by place in the game (shared
    # by copies of the state, never changed in place), and the kind of throw the game waits for
    # ("roll", "reroll", "solo_passive_roll"; None when it waits for no throw).
    throws: dict[str, EnteredThrow] = field(default_factory=dict)
    throw_needed: str | None = None

    @property
    def solo(self) -> bool:
        return len(self.players) == 1

    def clone(self) -> GameState:
        """A copy to change: every mutable part copied, the setup shared (never mutated after
        the start), the log of events empty."""
        new: GameState = _new_state(GameState)
        new.game = self.game
        new.setup = self.setup
        new.rounds = self.rounds
        new.round = self.round
        new.turn = self.turn
        new.first_player = self.first_player
        new.active = self.active
        new.phase = self.phase
        new.decider = self.decider
        new.passive_queue = self.passive_queue[:]
        new.faces = self.faces.copy()
        new.where = self.where.copy()
        new.fields = self.fields[:]
        new.roll_no = self.roll_no
        new.reroll_no = self.reroll_no
        new.roll_resolved = self.roll_resolved
        new.players = list(map(PlayerState.clone, self.players))  # (in C, no comprehension)
        new.move_count = self.move_count
        new.counters = self.counters.copy()
        new.last_events = []
        new.throws = self.throws  # replaced whole when a throw is entered
        new.throw_needed = self.throw_needed
        return new

    # ------------------------------------------------------------------ the boundary to text
    def to_json(self) -> str:
        return _state_adapter().dump_json(self).decode()

    @classmethod
    def from_json(cls, text: str | bytes) -> GameState:
        """The state a ``to_json`` text describes, validated (types, phases, die places)."""
        return _state_adapter().validate_json(text)


_new_state = object.__new__


@cache
def _state_adapter() -> TypeAdapter[GameState]:
    """Built on first use: a validating schema costs time nobody should pay at import."""
    return TypeAdapter(GameState)


class GameRecord(BaseModel):
    """The truth of a game: its setup and every move. Replaying it rebuilds the state.

    A game with real dice also keeps every throw entered, by its place in the game (the place
    the dice oracle would throw at): the engine takes those faces where the oracle would throw.
    """

    model_config = ConfigDict(extra="forbid", defer_build=True)  # built when first used

    setup: GameSetup
    moves: list[Move] = Field(default_factory=list)
    throws: dict[str, EnteredThrow] = Field(default_factory=dict)

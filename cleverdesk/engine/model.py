"""The game as data: setup, moves, state and record, all pydantic so they round-trip via JSON.

The state is cloned on every ``apply``; ``clone`` copies by hand (no validation, no deepcopy)
because bots and simulations clone thousands of times per game.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field


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

    def __str__(self) -> str:
        parts = [str(self.kind)]
        for name in ("die", "area", "cell", "bonus", "option", "value"):
            value = getattr(self, name)
            if value is not None:
                parts.append(f"{name}={value}")
        return " ".join(parts)


class PlayerSetup(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str
    bot: str | None = None  # None = human; otherwise a bot id such as "greedy"


class GameSetup(BaseModel):
    model_config = ConfigDict(extra="forbid")

    game: str
    players: list[PlayerSetup] = Field(min_length=1, max_length=6)
    seed: int
    house_rule_5_6: bool = False  # the unofficial 5–6 player rule


class Track(BaseModel):
    """An action track: slots are unlocked (circled) left to right, then used (crossed out)."""

    unlocked: int = 0
    used: int = 0

    @property
    def available(self) -> int:
        return self.unlocked - self.used


class PlayerState(BaseModel):
    seat: int
    marks: dict[str, list[int]]  # per area, per cell: 0 = open, else the cross (1) or number
    tracks: dict[str, Track]
    foxes: int = 0
    pending: list[str] = Field(default_factory=list)  # bonuses waiting for resolution
    extra_used: list[str] = Field(default_factory=list)  # dice used by +1 this turn
    counters: dict[str, int] = Field(default_factory=dict)  # a game's own per-player numbers

    def clone(self) -> PlayerState:
        return PlayerState.model_construct(
            seat=self.seat,
            marks={area: list(cells) for area, cells in self.marks.items()},
            tracks={
                name: Track.model_construct(unlocked=t.unlocked, used=t.used)
                for name, t in self.tracks.items()
            },
            foxes=self.foxes,
            pending=list(self.pending),
            extra_used=list(self.extra_used),
            counters=dict(self.counters),
        )


DieLocation = Literal["roll", "platter", "field", "none"]


class Event(BaseModel):
    """Something that happened, for the log; the UI turns it into words."""

    kind: str
    seat: int | None = None
    die: str | None = None
    face: int | None = None
    area: str | None = None
    cell: int | None = None
    value: int | None = None
    bonus: str | None = None


def _no_dice_fields() -> list[str | None]:
    return [None, None, None]


class GameState(BaseModel):
    game: str
    setup: GameSetup
    rounds: int
    round: int = 0
    turn: int = 0  # index of the turn within the round
    first_player: int = 0
    active: int = 0
    phase: Phase = Phase.ROUND_START
    decider: int | None = None  # whose decision it is; None when the game is over
    passive_queue: list[int] = Field(default_factory=list)
    faces: dict[str, int] = Field(default_factory=dict)
    where: dict[str, DieLocation] = Field(default_factory=dict)
    fields: list[str | None] = Field(default_factory=lambda: _no_dice_fields())
    roll_no: int = 0  # rolls made this active turn (rerolls not counted)
    reroll_no: int = 0  # rerolls spent on the current roll
    roll_resolved: bool = False  # the current roll has had its pick or forfeit
    players: list[PlayerState]
    move_count: int = 0
    counters: dict[str, int] = Field(default_factory=dict)  # a game's own per-game numbers
    last_events: list[Event] = Field(default_factory=list)

    @property
    def solo(self) -> bool:
        return len(self.players) == 1

    def clone(self) -> GameState:
        return GameState.model_construct(
            game=self.game,
            setup=self.setup,  # never mutated after the start
            rounds=self.rounds,
            round=self.round,
            turn=self.turn,
            first_player=self.first_player,
            active=self.active,
            phase=self.phase,
            decider=self.decider,
            passive_queue=list(self.passive_queue),
            faces=dict(self.faces),
            where=dict(self.where),
            fields=list(self.fields),
            roll_no=self.roll_no,
            reroll_no=self.reroll_no,
            roll_resolved=self.roll_resolved,
            players=[p.clone() for p in self.players],
            move_count=self.move_count,
            counters=dict(self.counters),
            last_events=[],
        )


class GameRecord(BaseModel):
    """The truth of a game: its setup and every move. Replaying it rebuilds the state."""

    model_config = ConfigDict(extra="forbid")

    setup: GameSetup
    moves: list[Move] = Field(default_factory=list)

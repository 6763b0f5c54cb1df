"""What a saved game needs to know of each game family: how its record is written, replayed and
summed up. The Clever games share the Clever engine; SET Cubed has an engine of its own.

Each family turns an engine record into its on-disk record and back, replays it, and gives the
summary the save lists show. Loading code in :mod:`.save_loading` is the same for both; only what
differs lives here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from cleverdesk import setcubed
from cleverdesk.engine import (
    EnteredThrow,
    GameRecord,
    GameSetup,
    GameState,
    Move,
    Phase,
    PlayerSetup,
    UnknownGame,
    get_rules,
)
from cleverdesk.engine import IllegalMove as CleverIllegalMove
from cleverdesk.engine import SetupError as CleverSetupError
from cleverdesk.setcubed import SetCubedRecord, SetCubedSetup, SetCubedState

from .disk_records import (
    DiskDataRef,
    DiskMove,
    DiskPlacement,
    DiskPlayer,
    DiskRecord,
    DiskSetCubedMove,
    DiskSetCubedRecord,
    DiskSetCubedSetup,
    DiskSetup,
    DiskThrow,
)

AnyRecord = GameRecord | SetCubedRecord
AnyState = GameState | SetCubedState


@dataclass(frozen=True)
class Summary:
    """What a save's list line shows; checked against the replay when a save is loaded."""

    game: str
    players: list[DiskPlayer]
    round: int
    rounds: int  # 0: the game has no fixed number of rounds (SET Cubed)
    move_count: int
    scores: list[int]
    finished: bool


class SetupProblem(Exception):
    """The record's setup is refused by the engine (wrong players, other board data …)."""


class MoveProblem(Exception):
    """A move of the record is refused by the engine where the record puts it."""

    def __init__(self, reason: str) -> None:
        self.reason = reason
        super().__init__(reason)


def _players(players: Sequence[PlayerSetup]) -> list[DiskPlayer]:
    return [DiskPlayer(name=p.name, bot=p.bot) for p in players]


def _engine_players(players: Sequence[DiskPlayer]) -> list[PlayerSetup]:
    return [PlayerSetup(name=p.name, bot=p.bot) for p in players]


class CleverFamily:
    """Ganz schön clever, Doppelt so clever, Clever hoch drei, Clever 4ever."""

    name = "clever"

    # ------------------------------------------------------------------ record <-> disk
    @staticmethod
    def disk_move(move: Move) -> DiskMove:
        return DiskMove(kind=move.kind, die=move.die, area=move.area, cell=move.cell,
                        bonus=move.bonus, option=move.option, value=move.value)

    @staticmethod
    def engine_move(move: DiskMove) -> Move:
        return Move(kind=move.kind, die=move.die, area=move.area, cell=move.cell,
                    bonus=move.bonus, option=move.option, value=move.value)

    def disk_record(self, record: GameRecord) -> DiskRecord:
        setup = record.setup
        return DiskRecord(
            setup=DiskSetup(game=setup.game, players=_players(setup.players), seed=setup.seed,
                            house_rule_5_6=setup.house_rule_5_6, real_dice=setup.real_dice),
            moves=[self.disk_move(m) for m in record.moves],
            throws={place: self.disk_throw(entered) for place, entered in record.throws.items()},
        )

    @staticmethod
    def disk_throw(entered: EnteredThrow) -> DiskThrow:
        first = entered.first
        return DiskThrow(faces=list(entered.faces.items()),
                         first=None if first is None else list(first.items()))

    @staticmethod
    def engine_throws(rules: Any, disk: DiskRecord) -> dict[str, EnteredThrow]:
        """The record's throws of real dice for the engine; SetupProblem for throws that cannot
        be a table's (a die twice, a die the game has not, throws in a game of the oracle)."""
        if disk.throws and not disk.setup.real_dice:
            raise SetupProblem("it keeps throws of real dice but is not played with them")
        throws = {}
        for place, thrown in disk.throws.items():
            for faces in (thrown.faces, thrown.first or ()):
                dice = [die for die, _ in faces]
                if len(set(dice)) != len(dice) or not set(dice) <= set(rules.dice):
                    raise SetupProblem(f"the throw at {place} names a die twice or a die "
                                       "the game does not have")
            throws[place] = EnteredThrow(
                faces=dict(thrown.faces),
                first=None if thrown.first is None else dict(thrown.first))
        return throws

    @staticmethod
    def engine_setup(setup: DiskSetup) -> GameSetup:  # raises ValidationError
        return GameSetup(game=setup.game, players=_engine_players(setup.players),
                         seed=setup.seed, house_rule_5_6=setup.house_rule_5_6,
                         real_dice=setup.real_dice)

    # ------------------------------------------------------------------ replay
    @staticmethod
    def rules(game: str) -> Any:  # raises UnknownGame
        return get_rules(game)

    def start(self, rules: Any, setup: GameSetup, disk: DiskRecord) -> GameState:
        throws = self.engine_throws(rules, disk)
        try:
            state: GameState = rules.new_game(setup, throws)
        except CleverSetupError as error:
            raise SetupProblem(str(error)) from error
        return state

    @staticmethod
    def apply(rules: Any, state: GameState, move: Move) -> GameState:
        try:
            new: GameState = rules.apply(state, move)
        except CleverIllegalMove as error:
            raise MoveProblem(error.reason.value) from error
        return new

    def record(self, setup: GameSetup, disk: DiskRecord, moves: list[Move]) -> GameRecord:
        return GameRecord(setup=setup, moves=moves,
                          throws=self.engine_throws(get_rules(setup.game), disk))

    @staticmethod
    def summarize(players: list[DiskPlayer], state: GameState) -> Summary:
        rules = get_rules(state.game)
        return Summary(game=state.game, players=list(players), round=state.round,
                       rounds=state.rounds, move_count=state.move_count,
                       scores=[rules.total(p) for p in state.players],
                       finished=state.phase == Phase.GAME_OVER)


class SetCubedFamily:
    """SET Cubed: its own engine, board and dice data, and record."""

    name = setcubed.GAME_ID

    @staticmethod
    def disk_move(move: setcubed.Move) -> DiskSetCubedMove:
        return DiskSetCubedMove(
            kind=move.kind,
            placements=[DiskPlacement(die=p.die, row=p.row, column=p.column, declared=p.declared)
                        for p in move.placements],
            dice=list(move.dice),
            cell=move.cell,
        )

    @staticmethod
    def engine_move(move: DiskSetCubedMove) -> setcubed.Move:
        return setcubed.Move(
            kind=move.kind,
            placements=tuple(setcubed.Placement(die=p.die, row=p.row, column=p.column,
                                                declared=p.declared) for p in move.placements),
            dice=tuple(move.dice),
            cell=move.cell,
        )

    def disk_record(self, record: SetCubedRecord) -> DiskSetCubedRecord:
        setup, data = record.setup, record.data
        return DiskSetCubedRecord(
            setup=DiskSetCubedSetup(game=setup.game, players=_players(setup.players),
                                    seed=setup.seed,
                                    extra_roll_seconds=setup.extra_roll_seconds),
            data=DiskDataRef(board=data.board, dice=data.dice, checksum=data.checksum),
            moves=[self.disk_move(m) for m in record.moves],
        )

    @staticmethod
    def engine_setup(setup: DiskSetCubedSetup) -> SetCubedSetup:  # raises ValidationError
        return SetCubedSetup(players=_engine_players(setup.players), seed=setup.seed,
                             extra_roll_seconds=setup.extra_roll_seconds)

    @staticmethod
    def rules(game: str) -> Any:
        if game != setcubed.GAME_ID:
            raise UnknownGame(game)
        return setcubed.get_rules()

    @staticmethod
    def start(rules: Any, setup: SetCubedSetup, disk: DiskSetCubedRecord) -> SetCubedState:
        try:
            rules.check_data(setcubed.DataRef(**disk.data.model_dump()))
        except setcubed.DataMismatch as error:
            raise SetupProblem(
                "it was played with another board or dice set: " + str(error)) from error
        try:
            state: SetCubedState = rules.new_game(setup)
        except setcubed.SetupError as error:
            raise SetupProblem(str(error)) from error
        return state

    @staticmethod
    def apply(rules: Any, state: SetCubedState, move: setcubed.Move) -> SetCubedState:
        try:
            new: SetCubedState = rules.apply(state, move)
        except setcubed.IllegalMove as error:
            raise MoveProblem(error.reason.value) from error
        return new

    @staticmethod
    def record(setup: SetCubedSetup, disk: DiskSetCubedRecord,
               moves: list[setcubed.Move]) -> SetCubedRecord:
        return SetCubedRecord(setup=setup, data=setcubed.DataRef(**disk.data.model_dump()),
                              moves=moves)

    @staticmethod
    def summarize(players: list[DiskPlayer], state: SetCubedState) -> Summary:
        return Summary(game=state.game, players=list(players), round=state.round, rounds=0,
                       move_count=state.move_count,
                       scores=setcubed.SetCubedRules.totals(state),
                       finished=state.phase == setcubed.Phase.GAME_OVER)


CLEVER = CleverFamily()
SET_CUBED = SetCubedFamily()
Family = CleverFamily | SetCubedFamily


def is_set_cubed(thing: AnyRecord | AnyState | BaseModel | str) -> bool:
    """Whether a record, a state, a disk record or a game id is SET Cubed's."""
    if isinstance(thing, str):
        return thing == setcubed.GAME_ID
    if isinstance(thing, SetCubedRecord | SetCubedState | DiskSetCubedRecord):
        return True
    return getattr(getattr(thing, "setup", None), "game", None) == setcubed.GAME_ID


def family_of(thing: AnyRecord | AnyState | BaseModel | str) -> Family:
    return SET_CUBED if is_set_cubed(thing) else CLEVER

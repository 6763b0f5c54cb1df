"""Undo and redo of human moves, never of dice.

Undo cuts the record back to just before the last move a human made (a seat whose
``PlayerSetup.bot`` is None) and replays it: the human is deciding again, at the very table they
had. The moves removed — that human move and the computer players' moves that followed it — are
one step on the redo stack; redo applies them again. Playing any move clears the redo stack.

Dice cannot be fished: a face is a pure function of the seed and the place in the game
(:mod:`.dice`), so after an undo the same throws come again, whatever is chosen instead.

Dice cannot be fished, but the future must not be peeked at either: by default undo only fixes a
misclick within the decision being made. It never steps back past a move that showed dice the
player had not seen (a roll, a re-roll, the solo passive roll, SET Cubed's draws and re-rolls) or
that handed the decision to another seat (another player's turn). ``practice=True`` lifts that
limit ("practice undo"); a game where an undo went past it is marked :attr:`practice_used`, and
the desk keeps such games out of the campaign and the records. :attr:`hints_used`,
:attr:`undo_used` and :attr:`review_used` are the other marks a game carries through its undo,
redo and saves: hints were shown in it, a move was taken back, it was reviewed before its end
(the desk sets hints and review; the score history tells such games from clean ones).

Whether undo is allowed at all (campaign games, "honest" games) is the caller's policy: pass
``allowed=False`` and the history refuses to undo or redo.

The history only needs ``new_game``/``apply`` and a record with ``setup.players`` and ``moves``,
so SET Cubed (its own engine, its own record type) uses it too: pass its rules as ``rules``.

Real dice (issue 45): the throws the table entered are part of the record, kept by their place in
the game like the oracle's faces, so an undo never asks for a throw again and never changes one.
Entering a throw shows dice (undo stops there). The last throw entered may be corrected (a typo)
until a move is made after it, that is until one of its dice is taken: :func:`corrected` keeps
the faces first confirmed in the record, and the log says so; the history then takes the
record's throws (:meth:`UndoHistory.take_throws`).
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum
from typing import Any, Protocol

from .errors import ThrowProblem, ThrowRefused
from .games import get_rules
from .model import EnteredThrow, GameRecord, GameSetup, GameState, Move


class ReplayRules(Protocol):
    """What the history needs of a game's rules (the Clever rules and SET Cubed's both fit)."""

    def new_game(self, setup: Any) -> Any: ...

    def apply(self, state: Any, move: Any) -> Any: ...


class UndoBlocked(StrEnum):
    NOT_ALLOWED = "not_allowed"  # undo is switched off for this game
    NOTHING_TO_UNDO = "nothing_to_undo"  # no human move in the record
    DICE_SEEN = "dice_seen"  # the last human move showed new dice or passed the turn on
    NOTHING_TO_REDO = "nothing_to_redo"


class UndoUnavailable(RuntimeError):
    def __init__(self, reason: UndoBlocked) -> None:
        self.reason = reason
        super().__init__(reason.value)


def is_human(setup: GameSetup | Any, seat: int) -> bool:
    return setup.players[seat].bot is None


# Event kinds that mean dice were thrown and their faces shown: the Clever engine's rolls and
# re-rolls and the solo passive roll; SET Cubed names every throw "roll_<cause>".
_THROWS = frozenset({"roll", "reroll", "solo_passive_roll"})


def reveals(before: GameState | Any, after: GameState | Any) -> bool:
    """Whether a move from ``before`` to ``after`` showed something the mover could not know:
    new dice, or another seat's decision (another player's turn)."""
    if before.decider != after.decider:
        return True
    return throws(after)


def throws(after: GameState | Any) -> bool:
    """Whether the move that led to ``after`` threw dice (their faces are seen)."""
    return any(e.kind in _THROWS or e.kind.startswith("roll_") for e in after.last_events)


def start_state(rules: ReplayRules | Any, record: GameRecord | Any) -> GameState | Any:
    """The record's game before its first move: with real dice, through the throws it keeps."""
    throws = getattr(record, "throws", None)
    clever: Any = rules  # (only the Clever rules take throws, and only their records have any)
    return clever.new_game(record.setup, throws) if throws else rules.new_game(record.setup)


def _faces_in_order(entered: EnteredThrow) -> list[tuple[str, int]]:
    return list(entered.faces.items())


def corrected(rules: Any, record: GameRecord, state: GameState,
              faces: Any) -> tuple[GameRecord, GameState]:
    """The record and state of ``record`` (whose replay is ``state``) with other faces on the
    last throw of real dice its latest step showed, the game run on from it again. The record
    keeps the faces first confirmed (the log says the throw was corrected). Raises
    ThrowRefused: FIXED when that step threw nothing (a die of the last throw was taken since),
    or what ``check_throw`` says of the faces; nothing is changed then."""
    place = rules.last_throw(state) if getattr(record.setup, "real_dice", False) else None
    if place is None or place not in record.throws:
        raise ThrowRefused(ThrowProblem.FIXED)
    old = record.throws[place]
    without = {key: value for key, value in record.throws.items() if key != place}
    before = _replay_fully(record.model_copy(update={"throws": without}), rules)[0]
    awaited = rules.awaited_throw(before)
    assert awaited is not None and awaited.place == place
    checked: EnteredThrow = rules.check_throw(before, faces)
    first = old.first or old.faces
    same = _faces_in_order(checked) == list(first.items())
    after: GameState = rules.enter_throw(
        before, checked if same else EnteredThrow(faces=checked.faces, first=first))
    throws = {key: (after.throws[place] if key == place else value)
              for key, value in record.throws.items()}
    return record.model_copy(update={"throws": throws}), after


def replay_with_deciders(
    record: GameRecord | Any, rules: ReplayRules | None = None
) -> tuple[GameState | Any, list[int]]:
    """The record's state, and the seat that decided each of its moves, by replaying it."""
    state, seats, _, _ = _replay_fully(record, rules)
    return state, seats


def _replay_fully(
    record: GameRecord | Any, rules: ReplayRules | None = None
) -> tuple[GameState | Any, list[int], int, int]:
    """The record's state, the seat that decided each move, the seen-dice mark: how many
    moves there were when the record last showed new dice (or passed the decision on), and the
    thrown mark: the same for new dice alone."""
    rules = rules if rules is not None else get_rules(record.setup.game)
    state = start_state(rules, record)
    seats: list[int] = []
    seen = thrown = 0
    for move in record.moves:
        seat = state.decider
        before = state
        state = rules.apply(state, move)  # raises IllegalMove, also after the end of the game
        assert seat is not None
        seats.append(seat)
        if reveals(before, state):
            seen = len(seats)
        if throws(state):
            thrown = len(seats)
    return state, seats, seen, thrown


def deciders(record: GameRecord) -> list[int]:
    """The seat that decided each move of the record."""
    return replay_with_deciders(record)[1]


class UndoHistory:
    """A game's record with an undo/redo stack over it.

    ``redo`` restores a saved redo stack (the next step to redo last). ``rules`` are the game's
    rules when they are not the Clever engine's (SET Cubed); the record given is then also the
    template of :attr:`record` (its other fields, e.g. SET Cubed's data reference, are kept).
    ``practice`` allows undo past seen dice; ``practice_used`` restores that it happened,
    ``hints_used`` that hints were shown in the game, ``undo_used`` that a move was taken back
    and ``review_used`` that the game was reviewed before its end (undo and redo never clear a
    mark).
    """

    def __init__(
        self,
        record: GameRecord | Any,
        *,
        redo: Sequence[Sequence[Move | Any]] = (),
        allowed: bool = True,
        rules: ReplayRules | None = None,
        practice: bool = False,
        practice_used: bool = False,
        hints_used: bool = False,
        undo_used: bool = False,
        review_used: bool = False,
    ) -> None:
        self._rules: ReplayRules = rules if rules is not None else get_rules(record.setup.game)
        self._template = record
        self._setup = record.setup
        self._moves: list[Any] = list(record.moves)
        self._throws: dict[str, EnteredThrow] = dict(getattr(record, "throws", None) or {})
        self._state, self._seats, self._seen, self._thrown = _replay_fully(record, self._rules)
        self._redo: list[tuple[Any, ...]] = [tuple(step) for step in redo]
        self.allowed = allowed
        self.practice = practice
        self.practice_used = practice_used
        self.hints_used = hints_used
        self.undo_used = undo_used or practice_used
        self.review_used = review_used
        # Hot-seat: the last move passed the decision on, but the device has not been handed
        # over yet (the player looks at their "Done" moment): nobody has seen another seat's
        # decision, so that move may still be taken back unless it threw dice.
        self.before_hand_over = False

    # ------------------------------------------------------------------ what the desk shows
    @property
    def state(self) -> GameState | Any:
        return self._state

    @property
    def record(self) -> GameRecord | Any:
        """The record as it stands: a copy of the one given, with the moves played (and the
        throws entered) since."""
        return self._record_with(self._throws)

    def _record_with(self, throws: dict[str, EnteredThrow]) -> GameRecord | Any:
        update: dict[str, Any] = {"moves": list(self._moves)}
        if "throws" in type(self._template).model_fields:
            update["throws"] = dict(throws)
        return self._template.model_copy(update=update)

    @property
    def redo_steps(self) -> tuple[tuple[Move | Any, ...], ...]:
        return tuple(self._redo)

    @property
    def can_undo(self) -> bool:
        return self.allowed and self._undo_index() is not None

    @property
    def blocked_by_dice(self) -> bool:
        """Undo is refused only because it would step back past dice already seen."""
        index = self._last_human_index()
        return (self.allowed and not self.practice and index is not None
                and index < self._seen_for(index))

    @property
    def can_redo(self) -> bool:
        return self.allowed and bool(self._redo)

    # ------------------------------------------------------------------ changes
    def play(self, move: Move | Any) -> GameState | Any:
        """Apply a move (anyone's) and record it; a new move makes the redo stack void."""
        self._push(move)
        self._redo.clear()
        return self._state

    def undo(self) -> GameState | Any:
        if not self.allowed:
            raise UndoUnavailable(UndoBlocked.NOT_ALLOWED)
        index = self._last_human_index()
        if index is None:
            raise UndoUnavailable(UndoBlocked.NOTHING_TO_UNDO)
        if index < self._seen_for(index):
            if not self.practice:
                raise UndoUnavailable(UndoBlocked.DICE_SEEN)
            self.practice_used = True
        self.undo_used = True
        self._redo.append(tuple(self._moves[index:]))
        del self._moves[index:]
        del self._seats[index:]
        self._state, self._seen, self._thrown = self._replay()
        return self._state

    # ------------------------------------------------------------------ real dice
    def enter_throw(self, faces: Any) -> GameState:
        """The throw of real dice the game waits for, entered (the rules' ``enter_throw``;
        raises ThrowRefused and changes nothing). Its dice are seen: undo stops here."""
        rules: Any = self._rules
        awaited = rules.awaited_throw(self._state)
        new: GameState = rules.enter_throw(self._state, faces)
        assert awaited is not None
        self._throws[awaited.place] = new.throws[awaited.place]
        self._state = new
        self._seen = self._thrown = len(self._moves)
        self._redo.clear()
        return new

    def take_throws(self, throws: dict[str, EnteredThrow]) -> GameState | Any:
        """The throws of the game on the table, entered or corrected there: the record takes
        them and is replayed (undo stops at the last of them)."""
        self._throws = dict(throws)
        self._state, self._seen, self._thrown = self._replay()
        return self._state

    def redo(self) -> GameState | Any:
        if not self.allowed:
            raise UndoUnavailable(UndoBlocked.NOT_ALLOWED)
        if not self._redo:
            raise UndoUnavailable(UndoBlocked.NOTHING_TO_REDO)
        for move in self._redo.pop():
            self._push(move)
        return self._state

    # ------------------------------------------------------------------ inside
    def _push(self, move: Move | Any) -> None:
        seat = self._state.decider
        new = self._rules.apply(self._state, move)  # raises IllegalMove; nothing changed then
        assert seat is not None
        self._moves.append(move)
        self._seats.append(seat)
        if reveals(self._state, new):
            self._seen = len(self._moves)
        if throws(new):
            self._thrown = len(self._moves)
        self._state = new

    def _undo_index(self) -> int | None:
        """Where an undo would cut the record, if it may."""
        index = self._last_human_index()
        if index is None or (index < self._seen_for(index) and not self.practice):
            return None
        return index

    def _seen_for(self, index: int) -> int:
        """The mark an undo of move ``index`` must not pass: before the hand-over, a last move
        that only passed the decision on is not seen yet."""
        if self.before_hand_over and index == len(self._moves) - 1:
            return self._thrown
        return self._seen

    def _last_human_index(self) -> int | None:
        for index in range(len(self._seats) - 1, -1, -1):
            if is_human(self._setup, self._seats[index]):
                return index
        return None

    def _replay(self) -> tuple[GameState | Any, int, int]:
        state, _, seen, thrown = _replay_fully(self.record, self._rules)
        return state, seen, thrown

"""The Clever turn, shared by the four Clever games.

A game is a decision process: ``legal_moves`` lists what the deciding player may do, ``apply``
returns the next state. Rolls are chance events resolved inside ``apply`` by the dice oracle.
Bonus chains resolve inside ``apply`` too; a bonus that needs a choice becomes the next decision
of its player. A game module subclasses :class:`CleverRules` with its sheet as data and overrides
the few hooks where its rules really differ. Everything here is said rule by rule, as lists; the
questions the turn asks of them many times a move are answered faster by
:class:`~.fast_listing.FastListing` (the base of the games), with the same answers.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from itertools import repeat
from operator import is_
from typing import Literal, NamedTuple

from . import dice
from .errors import IllegalMove, Reason, ThrowProblem, ThrowRefused
from .model import (
    DieLocation,
    EnteredThrow,
    Event,
    GameSetup,
    GameState,
    Kinds,
    Move,
    MoveKind,
    Phases,
    PlayerState,
    Track,
    shared_move,
)
from .sheet import CROSS, Area
from .validate import check_move_fields, move_field_problem

BonusKind = Literal["unlock", "fox", "x", "number", "choice", "value"]


@dataclass(frozen=True)
class BonusSpec:
    """What a bonus code does. ``choice`` bonuses offer their ``options`` (other bonus codes)."""

    code: str
    kind: BonusKind
    track: str | None = None  # unlock: which action track
    area: str | None = None  # x / number: which area
    number: int = 0  # number: the number written
    options: tuple[str, ...] = ()  # choice: the bonuses to choose from
    values: tuple[int, ...] = ()  # value: the numbers the player may choose from
    optional: bool = False  # the player may let it go (a SKIP move) instead of resolving it


@dataclass(frozen=True)
class RatingBand:
    """One line of a solo rating table; ``code`` is translated by the UI."""

    code: str
    min: int | None
    max: int | None
    en: str

    def contains(self, total: int) -> bool:
        return (self.min is None or total >= self.min) and (self.max is None or total <= self.max)


class Target(NamedTuple):
    """Where a pending bonus can go: ``option`` is set for choice bonuses. (A named tuple:
    settling bonuses makes many, and a frozen dataclass is several times slower to build.)"""

    option: str | None
    area: str
    cell: int
    value: int | None = None  # value bonuses: the number the player writes


AUTOMATIC_KINDS: frozenset[str] = frozenset({"unlock", "fox"})
ROLLS_PER_TURN = 3
DICE_FIELDS = 3

REROLL = "reroll"
EXTRA_DIE = "extra_die"

REROLL_MOVE = shared_move(Kinds.REROLL)
FORFEIT_MOVE = shared_move(Kinds.FORFEIT)
DECLINE_MOVE = shared_move(Kinds.DECLINE)
END_WINDOW_MOVE = shared_move(Kinds.END_WINDOW)


def holds(moves: list[Move], move: Move) -> bool:
    """``move in moves``, looked for by identity first: the moves callers hand back are mostly
    the shared ones the list holds, and an identity scan runs in C where ``in`` calls
    ``Move.__eq__`` on every move before the one it finds."""
    return any(map(is_, moves, repeat(move))) or move in moves


class Throw(NamedTuple):
    """A throw of real dice the game waits for (issue 45): the dice thrown and where."""

    kind: str  # the event of the throw: "roll", "reroll" or "solo_passive_roll"
    place: str  # its place in the game, the key of its faces in the record (dice.place)
    dice: tuple[str, ...]  # the dice thrown now, in the game's order of dice
    seat: int  # who throws: the active player
    roll: int  # the roll of the turn it is or repeats (1–3); 0 for the solo passive throw


SOLO_PASSIVE_ROLL = "solo_passive_roll"
THROW_EVENTS = frozenset({"roll", "reroll", SOLO_PASSIVE_ROLL})  # the events of a throw


class SetupError(ValueError):
    """The game cannot be set up like this (unknown game, wrong number of players …)."""


class CleverRules:
    """Rules shared by the Clever games; subclasses fill in the data."""

    game_id: str = ""
    dice: tuple[str, ...] = ()
    wild: str = "white"
    die_area: dict[str, str] = {}  # each coloured die's own area
    sum_dice: dict[str, tuple[str, ...]] = {}  # areas whose value is a sum of faces
    areas: dict[str, Area] = {}  # in printed order
    track_slots: dict[str, int] = {}
    round_bonuses: dict[int, str] = {}
    rounds_by_players: dict[int, int] = {}
    bonuses: dict[str, BonusSpec] = {}
    rating: tuple[RatingBand, ...] = ()
    official_max_players = 4
    # a game's own per-player bit sets (``PlayerState.counters``) and how many bits each has:
    # the learned players see them as features
    player_counter_bits: dict[str, int] = {}
    # Which of those bit sets the sheet shows, per area or track, as data: the cells that took
    # points instead of their printed bonus (the bonus struck out), and the slots crossed out on
    # a track used in any order rather than from the left (read by ``took_points``, ``slot_used``)
    points_taken_bits: dict[str, str] = {}
    slots_used_bits: dict[str, str] = {}
    forfeit_always = False  # whether the active player may let any roll go, not only a dead one

    # ------------------------------------------------------------------ setup
    def new_game(self, setup: GameSetup,
                 throws: Mapping[str, EnteredThrow] | None = None) -> GameState:
        """The game of ``setup`` at its first decision. With real dice (``setup.real_dice``)
        ``throws`` are the throws entered so far (a record's): the game runs on through every
        throw they hold and waits at the first one they do not."""
        count = len(setup.players)
        if setup.game != self.game_id:
            raise SetupError(f"setup is for {setup.game!r}, not {self.game_id!r}")
        if count > self.official_max_players and not setup.house_rule_5_6:
            raise SetupError(f"{count} players need the 5–6 player house rule")
        if count not in self.rounds_by_players:
            raise SetupError(f"{count} players cannot play {self.game_id}")
        first = 0 if count == 1 else dice.choose_index(setup.seed, count, "first_player")
        state = GameState(
            game=self.game_id,
            setup=setup,
            rounds=self.rounds_by_players[count],
            first_player=first,
            active=first,
            players=[self.new_player(seat) for seat in range(count)],
            faces={die: 0 for die in self.dice},
            where={die: "none" for die in self.dice},
            throws=dict(throws) if throws else {},
        )
        self._start_round(state, 1)
        self._advance(state)
        return state

    def new_player(self, seat: int) -> PlayerState:
        return PlayerState(
            seat=seat,
            marks={name: area.initial() for name, area in self.areas.items()},
            tracks={name: Track() for name in self.track_slots},
        )

    # ------------------------------------------------------------------ queries
    def areas_for_die(self, die: str) -> Iterable[str]:
        if die == self.wild:
            return self.areas.keys()
        return (self.die_area[die],)

    def die_value(self, state: GameState, die: str, area: str) -> int:
        summed = self.sum_dice.get(area)
        if summed:
            return sum(state.faces[d] for d in summed)
        return state.faces[die]

    def placements(self, state: GameState, player: PlayerState, die: str) -> list[tuple[str, int]]:
        """Every (area, cell) where this player may enter this die as it lies now."""
        result: list[tuple[str, int]] = []
        areas, marks = self.areas, player.marks
        for area_name in self.areas_for_die(die):
            value = self.die_value(state, die, area_name)
            for cell in areas[area_name].placements(marks[area_name], value):
                result.append((area_name, cell))
        return result

    def bonus_targets(self, player: PlayerState, code: str) -> list[Target]:
        spec = self.bonuses[code]
        if spec.kind == "x":
            assert spec.area is not None
            area = self.areas[spec.area]
            return [Target(None, spec.area, c) for c in area.x_targets(player.marks[spec.area])]
        if spec.kind == "number":
            assert spec.area is not None
            cell = self.areas[spec.area].number_target(player.marks[spec.area], spec.number)
            return [] if cell is None else [Target(None, spec.area, cell)]
        if spec.kind == "value":
            assert spec.area is not None
            area, marks = self.areas[spec.area], player.marks[spec.area]
            return [Target(None, spec.area, c, v) for v in spec.values
                    for c in area.placements(marks, v)]
        if spec.kind == "choice":
            return [
                Target(option, t.area, t.cell, t.value)
                for option in spec.options
                for t in self.bonus_targets(player, option)
            ]
        return []

    def _first_targets(self, player: PlayerState, code: str, limit: int) -> list[Target]:
        """``bonus_targets(player, code)[:limit]``: whether a bonus is lost (none) or has a
        single target is known from the first two."""
        return self.bonus_targets(player, code)[:limit]

    def dice_at(self, state: GameState, *places: str) -> list[str]:
        # a loop, not a comprehension: on Python 3.11 a comprehension makes and calls a
        # function each time, a fifth of the cost here (the turn code asks several times a move)
        where = state.where
        found = []
        for die in self.dice:
            if where[die] in places:
                found.append(die)
        return found

    # ------------------------------------------------------------------ scoring
    def area_scores(self, player: PlayerState) -> dict[str, int]:
        return {name: area.score(player.marks[name]) for name, area in self.areas.items()}

    def fox_value(self, player: PlayerState) -> int:
        return max(0, min(self.area_scores(player).values()))

    def total(self, player: PlayerState) -> int:
        scores = self.area_scores(player)
        return sum(scores.values()) + player.foxes * max(0, min(scores.values()))

    # ------------------------------------------------------------------ the sheet
    def took_points(self, player: PlayerState, area: str, cell: int) -> bool:
        """Whether ``cell`` of ``area`` took points instead of its printed bonus."""
        bits = self.points_taken_bits.get(area)
        return bits is not None and bool(player.counters.get(bits, 0) >> cell & 1)

    def slot_used(self, player: PlayerState, track: str, slot: int) -> bool:
        """Whether ``slot`` (0-based) of an action track is crossed out: the first ``used``
        slots, or on a track used in any order the slots it spent."""
        bits = self.slots_used_bits.get(track)
        if bits is None:
            return slot < player.tracks[track].used
        return bool(player.counters.get(bits, 0) >> slot & 1)

    def winners(self, state: GameState) -> list[int]:
        """Seats of the winners: highest total, then highest single area score, else shared."""
        totals = [self.total(p) for p in state.players]
        best = max(totals)
        tied = [p.seat for p in state.players if totals[p.seat] == best]
        if len(tied) == 1:
            return tied
        tops = {seat: max(self.area_scores(state.players[seat]).values()) for seat in tied}
        top = max(tops.values())
        return [seat for seat in tied if tops[seat] == top]

    def bot_extra_value(self, player: PlayerState) -> float:
        """What a game's own state (beyond areas, tracks, foxes) is worth to the greedy bot."""
        return 0.0

    def outcome_key(self, state: GameState, move: Move) -> object:
        """Hook for bots: two moves of one decision with equal keys lead to exactly the same
        position, so a bot judges only one of them. By default every move is its own."""
        return move

    def rating_band(self, total: int) -> RatingBand:
        for band in self.rating:
            if band.contains(total):
                return band
        raise ValueError(f"no rating band for {total}")

    # ------------------------------------------------------------------ legal moves
    def legal_moves(self, state: GameState) -> list[Move]:
        seat = state.decider
        if seat is None or state.phase == Phases.GAME_OVER or state.throw_needed is not None:
            return []  # (waiting for a throw of real dice: nothing to decide until it is in)
        player = state.players[seat]
        if player.pending:
            return self._bonus_moves(player)
        phase = state.phase
        if phase == Phases.ACTIVE_ROLL:
            moves = self._pick_moves(state, player, self.dice_at(state, "roll"), Kinds.PICK)
            picked = bool(moves)  # (a new list: the moves that follow join it)
            if player.tracks[REROLL].available > 0:
                moves.append(REROLL_MOVE)
            if not picked or self.forfeit_always:
                moves.append(FORFEIT_MOVE)
            return moves
        if phase == Phases.PASSIVE_PICK:
            moves = self._passive_picks(state, player)
            moves.append(DECLINE_MOVE)
            return moves
        if phase == Phases.ACTIVE_WINDOW or phase == Phases.PASSIVE_WINDOW:
            moves = self._extra_die_moves(state, player)
            moves.append(END_WINDOW_MOVE)
            return moves
        return []

    def _bonus_moves(self, player: PlayerState) -> list[Move]:
        moves: list[Move] = []
        for code in dict.fromkeys(player.pending):  # each pending code once, in order
            moves.extend(self._code_moves(player, code))
        return moves

    def _code_moves(self, player: PlayerState, code: str) -> list[Move]:
        """The moves resolving (or letting go) one pending bonus; each names ``code``."""
        moves = [shared_move(Kinds.BONUS, None, area, cell, code, option, value)
                 for option, area, cell, value in self.bonus_targets(player, code)]
        if self.bonuses[code].optional:
            moves.append(shared_move(Kinds.SKIP, bonus=code))
        return moves

    def _pick_moves(
        self, state: GameState, player: PlayerState, reachable: list[str], kind: MoveKind
    ) -> list[Move]:
        """The moves entering the reachable dice, die by die."""
        return [
            shared_move(kind, die, area, cell)
            for die in reachable
            for area, cell in self.placements(state, player, die)
        ]

    def _passive_picks(self, state: GameState, player: PlayerState) -> list[Move]:
        """A passive player's picks. A game may change when the dice on the fields may be
        taken, but its list always holds every pick ``_pick_moves`` gives for the platter dice,
        and the picks of the dice on the fields at least when no platter die has a pick
        (the checks of fast_listing.py rely on it)."""
        picks = self._pick_moves(state, player, self.dice_at(state, "platter"), Kinds.PICK)
        if picks:
            return picks
        return self._pick_moves(state, player, self.dice_at(state, "field"), Kinds.PICK)

    def _extra_die_moves(self, state: GameState, player: PlayerState) -> list[Move]:
        if player.tracks[EXTRA_DIE].available <= 0:
            return []
        reachable = [
            d for d in self.dice_at(state, "platter", "field") if d not in player.extra_used
        ]
        return self._pick_moves(state, player, reachable, Kinds.EXTRA_DIE)

    def _has_passive_pick(self, state: GameState, player: PlayerState) -> bool:
        """Whether ``_passive_picks`` lists anything."""
        return bool(self._passive_picks(state, player))

    def _has_extra_die_move(self, state: GameState, player: PlayerState) -> bool:
        """Whether ``_extra_die_moves`` lists anything."""
        return bool(self._extra_die_moves(state, player))

    # ------------------------------------------------------------------ apply
    def apply(self, state: GameState, move: Move) -> GameState:
        """The state after ``move``; a move ``legal_moves`` does not list raises IllegalMove."""
        check_move_fields(move)  # a wrongly typed field is malformed, never a TypeError
        if not self._listed(state, move):
            raise IllegalMove(self.diagnose(state, move), str(move))
        return self.apply_unchecked(state, move)

    def _listed(self, state: GameState, move: Move) -> bool:
        """Whether ``legal_moves(state)`` lists ``move``."""
        return holds(self.legal_moves(state), move)

    def apply_unchecked(self, state: GameState, move: Move) -> GameState:
        """``apply`` without looking the move up among the legal ones first.

        Only for callers that hold a move ``legal_moves(state)`` listed for this very state
        (bots, self-play, a replay of a record that was checked when it was played): given any
        other move it does something undefined instead of raising.
        """
        new = state.clone()
        self._perform(new, move)
        new.move_count += 1
        self._advance(new)
        return new

    def _perform(self, state: GameState, move: Move) -> None:
        seat = state.decider
        assert seat is not None
        player = state.players[seat]
        kind = move.kind
        if kind == Kinds.BONUS:
            assert move.bonus and move.area is not None and move.cell is not None
            player.pending.remove(move.bonus)
            self._resolve_bonus(state, player, move.bonus, move.option, move.area, move.cell,
                                move.value)
        elif kind == Kinds.SKIP:
            assert move.bonus
            player.pending.remove(move.bonus)
            state.last_events.append(Event(kind="bonus_skipped", seat=seat, bonus=move.bonus))
        elif kind == Kinds.PICK:
            assert move.die and move.area and move.cell is not None
            self._pick(state, player, move.die, move.area, move.cell, move=move)
        elif kind == Kinds.REROLL:
            player.tracks[REROLL] = player.tracks[REROLL].spend()
            state.reroll_no += 1
            self._throw(state, "reroll")
        elif kind == Kinds.FORFEIT:
            state.roll_resolved = True
            state.last_events.append(Event(kind="forfeit", seat=seat, value=state.roll_no))
        elif kind == Kinds.DECLINE:
            state.last_events.append(Event(kind="decline", seat=seat))
            state.phase = Phases.PASSIVE_WINDOW
        elif kind == Kinds.EXTRA_DIE:
            assert move.die and move.area and move.cell is not None
            player.tracks[EXTRA_DIE] = player.tracks[EXTRA_DIE].spend()
            player.extra_used.append(move.die)
            self._enter(state, player, move.die, move.area, move.cell, "extra_die", move=move)
        elif kind == Kinds.END_WINDOW:
            self._end_window(state)

    def _pick(self, state: GameState, player: PlayerState, die: str, area: str, cell: int,
              move: Move | None = None) -> None:
        if state.phase == Phases.ACTIVE_ROLL:
            picked_face = state.faces[die]
            state.where[die] = "field"
            state.fields[state.roll_no - 1] = die
            self._enter(state, player, die, area, cell, "pick", move=move)
            for other in self.dice_at(state, "roll"):
                if state.faces[other] < picked_face:
                    state.where[other] = "platter"
                    state.last_events.append(
                        Event("to_platter", player.seat, other, state.faces[other]))
            state.roll_resolved = True
        else:  # a passive pick (platter or fallback): it moves no die
            self._enter(state, player, die, area, cell, "passive_pick", move=move)
            state.phase = Phases.PASSIVE_WINDOW

    def entered_value(self, state: GameState, die: str, area_name: str,
                      move: Move | None) -> int:
        """Hook: the value a taken die is entered with. A game whose moves change it (a joker's
        number, a polished face) reads it from ``move``; by default it is the die's value."""
        return self.die_value(state, die, area_name)

    def _enter(self, state: GameState, player: PlayerState, die: str, area_name: str, cell: int,
               how: str, move: Move | None = None) -> None:
        area = self.areas[area_name]
        value = self.entered_value(state, die, area_name, move)
        written = area.written(cell, value)
        state.last_events.append(
            Event(how, player.seat, die, state.faces[die], area_name, cell, written))
        fired = area.mark(player.marks[area_name], cell, written)
        if fired or player.pending:  # (most marks fire nothing, with nothing waiting)
            self._fire(state, player, fired)

    def _fire(self, state: GameState, player: PlayerState, fired: list[str]) -> None:
        for code in fired:
            state.last_events.append(Event("bonus_fired", player.seat, bonus=code))
        player.pending.extend(fired)
        if player.pending:  # (most marks fire nothing, with nothing waiting: nothing to settle)
            self._settle(state, player)

    def _resolve_bonus(self, state: GameState, player: PlayerState, code: str,
                       option: str | None, area_name: str, cell: int,
                       value: int | None = None) -> None:
        spec = self.bonuses[option or code]
        area = self.areas[area_name]
        if spec.kind == "x":
            written = CROSS
        else:
            written = area.written(cell, spec.number if value is None else value)
        state.last_events.append(
            Event(kind="bonus", seat=player.seat, bonus=option or code, area=area_name, cell=cell,
                  value=written))
        self._fire(state, player, area.mark(player.marks[area_name], cell, written))

    def _settle(self, state: GameState, player: PlayerState) -> None:
        """Resolve every pending bonus whose resolution involves no choice.

        Unlocks and foxes commute with everything, so they resolve at once. A bonus with no
        target is lost (targets only ever disappear, so waiting cannot save it). A bonus with a
        single target resolves by itself only when the order of the pending set provably cannot
        matter (:meth:`_forced_bonus`); otherwise the player picks which one goes first (§2.10).
        """
        while player.pending:
            changed = False
            for code in list(player.pending):
                spec = self.bonuses[code]
                if spec.kind == "unlock":
                    player.pending.remove(code)
                    self._unlock(state, player, spec.track or "")
                    changed = True
                elif spec.kind == "fox":
                    player.pending.remove(code)
                    player.foxes += 1
                    state.last_events.append(Event(kind="fox", seat=player.seat))
                    changed = True
            # the first two targets of each tell whether it is lost or has a single one
            targets = {code: self._first_targets(player, code, 2) for code in player.pending}
            for code in list(player.pending):
                if not targets[code] and self.bonuses[code].kind not in AUTOMATIC_KINDS:
                    player.pending.remove(code)
                    state.last_events.append(Event(kind="bonus_lost", seat=player.seat,
                                                   bonus=code))
                    changed = True
            if player.pending and not changed:
                forced = self._forced_bonus(state, player, targets)
                if forced is not None:
                    player.pending.remove(forced)
                    t = targets[forced][0]
                    self._resolve_bonus(state, player, forced, t.option, t.area, t.cell,
                                        t.value)
                    changed = True
            if not changed:
                return

    def _forced_bonus(self, state: GameState, player: PlayerState,
                      targets: dict[str, list[Target]]) -> str | None:
        """The pending bonus to resolve without asking, or None when the player must choose.

        Every pending bonus must have exactly one target and be mandatory. A lone bonus is then
        forced. Several are forced only if they lie in distinct areas and none of them, resolved
        on its own, fires anything but unlocks and foxes: then no resolution can reach another
        pending bonus's area, and every order ends in the same sheet. A chain bonus can (a
        purple 6 that writes on the orange 6 cell competes with a pending orange 5 for the same
        ×2 cell), so then the player orders them (§2.10; Ganz schön clever R15).
        """
        pending = player.pending
        if any(len(targets[c]) != 1 or self.bonuses[c].optional for c in pending):
            return None
        if len(pending) == 1:
            return pending[0]
        areas = [targets[c][0].area for c in pending]
        if len(set(areas)) != len(areas):
            return None
        if any(self._fires_a_choice(state, player, c, targets[c][0]) for c in pending):
            return None
        return pending[0]

    def _fires_a_choice(self, state: GameState, player: PlayerState, code: str,
                        target: Target) -> bool:
        """Whether resolving ``code`` alone, on a copy of the game, fires a bonus that is not
        an unlock or a fox (directly, through a chain, or through an end-of-track bonus)."""
        trial = state.clone()
        mine = trial.players[player.seat]
        mine.pending = []
        self._resolve_bonus(trial, mine, code, target.option, target.area, target.cell,
                            target.value)
        return any(e.kind == "bonus_fired" and e.bonus is not None
                   and self.bonuses[e.bonus].kind not in AUTOMATIC_KINDS
                   for e in trial.last_events)

    def _unlock(self, state: GameState, player: PlayerState, track_name: str) -> None:
        track = player.tracks[track_name]
        if track.unlocked < self.track_slots[track_name]:
            player.tracks[track_name] = track.unlock()
            state.last_events.append(Event("unlock", player.seat, bonus=track_name))
        else:  # cannot happen with the printed sheets (Ganz schön clever R22), kept for robustness
            state.last_events.append(Event(kind="bonus_lost", seat=player.seat, bonus=track_name))

    # ------------------------------------------------------------------ the flow
    def _start_round(self, state: GameState, number: int) -> None:
        state.round = number
        state.turn = 0
        state.active = state.first_player
        state.phase = Phases.ROUND_START
        state.last_events.append(Event("round", value=number))
        code = self.round_bonuses.get(number)
        if code:
            for player in state.players:
                self._fire(state, player, [code])

    def _advance(self, state: GameState) -> None:
        """Run the game forward until somebody has a real decision to make."""
        count = len(state.players)
        while True:
            phase = state.phase
            if phase == Phases.GAME_OVER:
                state.decider = None
                return
            if state.throw_needed is not None:  # real dice: the table throws, the game waits
                state.decider = state.active
                return
            if phase == Phases.ROUND_START:
                for offset in range(count):
                    seat = (state.first_player + offset) % count
                    if state.players[seat].pending:
                        state.decider = seat
                        return
                self._start_active_turn(state)
                continue
            seat = state.active if phase in (Phases.ACTIVE_ROLL, Phases.ACTIVE_WINDOW) \
                else state.passive_queue[0]
            state.decider = seat
            player = state.players[seat]
            if player.pending:
                return
            if phase == Phases.ACTIVE_ROLL:
                if not state.roll_resolved or self.between_rolls(state):
                    return
                rolling = self.dice_at(state, "roll")
                if state.roll_no < ROLLS_PER_TURN and rolling:
                    self._roll(state)
                    continue
                for die in rolling:
                    state.where[die] = "platter"
                state.phase = Phases.ACTIVE_WINDOW
            elif phase == Phases.PASSIVE_PICK:
                if self._has_passive_pick(state, player):
                    return
                state.last_events.append(Event(kind="nothing_fits", seat=seat))
                state.phase = Phases.PASSIVE_WINDOW
            elif phase in (Phases.ACTIVE_WINDOW, Phases.PASSIVE_WINDOW):
                if self._has_extra_die_move(state, player):
                    return
                self._end_window(state)

    @cached_property
    def _all_rolling(self) -> dict[str, DieLocation]:
        """Every die in the rolling area, as a turn starts."""
        return dict.fromkeys(self.dice, "roll")

    def between_rolls(self, state: GameState) -> bool:
        """Hook: whether the active player decides something after a pick or forfeit and
        before the next roll (Doppelt so clever's return window). The game then lists and
        performs those moves itself."""
        return False

    def _start_active_turn(self, state: GameState) -> None:
        state.where.update(self._all_rolling)
        state.fields = [None] * DICE_FIELDS
        state.roll_no = 0
        for player in state.players:
            player.extra_used.clear()
        state.last_events.append(Event("turn", state.active, value=state.turn))
        self._roll(state)
        state.phase = Phases.ACTIVE_ROLL

    def _roll(self, state: GameState) -> None:
        state.roll_no += 1
        state.reroll_no = 0
        state.roll_resolved = False
        self._throw(state, "roll")

    def _throw(self, state: GameState, kind: str) -> None:
        rolled = tuple(self.dice_at(state, "roll"))
        if state.setup.real_dice:
            place = dice.place(state.round, state.turn, "active", state.roll_no, state.reroll_no)
            if self._take_entered(state, kind, rolled, place):
                state.last_events.append(Event(kind, state.active, value=state.roll_no,
                                               place=place))
            return
        thrown = dice.faces(state.setup.seed, rolled, state.round, state.turn, "active",
                            state.roll_no, state.reroll_no)
        # one face per die thrown by construction; any ``strict=`` keyword costs more than the
        # update itself
        state.faces.update(zip(rolled, thrown))  # noqa: B905
        state.last_events.append(Event(kind, state.active, value=state.roll_no))

    def _end_window(self, state: GameState) -> None:
        if state.phase == Phases.ACTIVE_WINDOW:
            if state.solo:
                self._solo_passive_roll(state)
            else:
                count = len(state.players)
                state.passive_queue = [(state.active + k) % count for k in range(1, count)]
            state.phase = Phases.PASSIVE_PICK
            return
        state.passive_queue.pop(0)
        if state.passive_queue:
            state.phase = Phases.PASSIVE_PICK
        else:
            self._end_turn(state)

    def _solo_passive_roll(self, state: GameState) -> None:
        """Solo: roll all dice, the three lowest go to the platter (ties in seeded order)."""
        place = None
        if state.setup.real_dice:
            place = dice.place(state.round, state.turn, "solo_passive")
            if not self._take_entered(state, SOLO_PASSIVE_ROLL, self.dice, place):
                return
        else:
            thrown = dice.faces(state.setup.seed, self.dice, state.round, state.turn,
                                "solo_passive")
            state.faces.update(zip(self.dice, thrown))  # noqa: B905 (one face per die)
        self._lay_out_solo_passive(state)
        state.players[0].extra_used.clear()
        state.passive_queue = [0]
        state.last_events.append(Event(SOLO_PASSIVE_ROLL, 0, place=place))

    def _lay_out_solo_passive(self, state: GameState) -> None:
        """Hook: the dice of the solo passive roll to the platter and the fields (by face, the
        tiebreak deciding only between equal faces)."""
        faces = state.faces
        ties = self.solo_tiebreaks(state)
        order = sorted(self.dice, key=lambda d: (faces[d], ties[d]))
        platter, fields = order[:3], order[3:]
        for die in platter:
            state.where[die] = "platter"
        for die in fields:
            state.where[die] = "field"
        state.fields = list(fields)

    def solo_tiebreaks(self, state: GameState) -> dict[str, int]:
        """The seeded number of each die that orders the solo passive roll of this round where
        faces are equal (and, in some games, the dice on the fields), hashed at once. With real
        dice it is the order the throw was entered in: the die closest to the platter first."""
        if state.setup.real_dice:
            entered = state.throws[dice.place(state.round, state.turn, "solo_passive")]
            return {die: order for order, die in enumerate(entered.faces)}
        return dict(zip(self.dice, dice.tiebreaks(state.setup.seed, self.dice, state.round,
                                                  "solo_passive"), strict=True))

    # ------------------------------------------------------------------ real dice (issue 45)
    def _take_entered(self, state: GameState, kind: str, thrown: Sequence[str],
                      place: str) -> bool:
        """Put the faces entered for the throw at ``place`` on ``thrown``; False (the game then
        waits for the throw) when none were entered for exactly these dice. A throw entered on
        a line of play an undo left may name other dice: that table threw again."""
        entered = state.throws.get(place)
        if entered is None or entered.faces.keys() != set(thrown):
            state.throw_needed = kind
            for die in thrown:
                state.faces[die] = 0  # not thrown yet
            return False
        faces = entered.faces
        state.faces.update((die, faces[die]) for die in thrown)
        return True

    def awaited_throw(self, state: GameState) -> Throw | None:
        """The throw of real dice the game waits for, or None."""
        kind = state.throw_needed
        if kind is None:
            return None
        if kind == SOLO_PASSIVE_ROLL:
            return Throw(kind, dice.place(state.round, state.turn, "solo_passive"), self.dice,
                         state.active, 0)
        return Throw(kind, dice.place(state.round, state.turn, "active", state.roll_no,
                                      state.reroll_no),
                     tuple(self.dice_at(state, "roll")), state.active, state.roll_no)

    def last_throw(self, state: GameState) -> str | None:
        """The place of the last throw of real dice the latest step showed (the move or the
        throw that led to ``state``): the throw that may still be corrected, none of its dice
        having been taken since. None when that step threw nothing."""
        places = [event.place for event in state.last_events
                  if event.place is not None and event.kind in THROW_EVENTS]
        return places[-1] if places else None

    def check_throw(self, state: GameState,
                    faces: Mapping[str, int] | Sequence[tuple[str, int]]) -> EnteredThrow:
        """The throw the game waits for with these faces (die, face; in the order entered), or
        :class:`ThrowRefused` saying what is wrong: no throw awaited, a die the game does not
        have or that is not thrown now, a die given twice, a face outside 1–6, a die left out."""
        awaited = self.awaited_throw(state)
        if awaited is None:
            raise ThrowRefused(ThrowProblem.NOT_AWAITED)
        pairs = list(faces.items()) if isinstance(faces, Mapping) else list(faces)
        given: dict[str, int] = {}
        for die, face in pairs:
            if die not in self.dice:
                raise ThrowRefused(ThrowProblem.UNKNOWN_DIE, die)
            if die not in awaited.dice:
                raise ThrowRefused(ThrowProblem.NOT_THROWN, die)
            if die in given:
                raise ThrowRefused(ThrowProblem.TWICE, die)
            if isinstance(face, bool) or not isinstance(face, int) or not 1 <= face <= 6:
                raise ThrowRefused(ThrowProblem.FACE_OUT_OF_RANGE, die,
                                   face if isinstance(face, int) else None)
            given[die] = face
        for die in awaited.dice:
            if die not in given:
                raise ThrowRefused(ThrowProblem.MISSING, die)
        return EnteredThrow(faces=given)

    def enter_throw(self, state: GameState,
                    faces: Mapping[str, int] | Sequence[tuple[str, int]] | EnteredThrow
                    ) -> GameState:
        """The state after the table's throw the game waits for (the game runs on to the next
        decision, or the next throw): ``faces`` as for :meth:`check_throw`, or a throw already
        entered (a correction keeps its ``first`` faces). Raises :class:`ThrowRefused`."""
        new = self.thrown(state, faces)
        self._advance(new)
        return new

    def thrown(self, state: GameState,
               faces: Mapping[str, int] | Sequence[tuple[str, int]] | EnteredThrow
               ) -> GameState:
        """The state right after the throw the game waits for, its dice laid out (the solo
        passive throw's platter and fields), before the game runs on: what the throw shows."""
        checked = self.check_throw(state, faces.faces if isinstance(faces, EnteredThrow)
                                   else faces)
        if isinstance(faces, EnteredThrow) and faces.first is not None:
            checked = EnteredThrow(faces=checked.faces, first=faces.first)
        awaited = self.awaited_throw(state)
        assert awaited is not None
        new = state.clone()
        new.throws = {**state.throws, awaited.place: checked}
        new.throw_needed = None
        if awaited.kind == SOLO_PASSIVE_ROLL:
            self._solo_passive_roll(new)
        else:
            self._throw(new, awaited.kind)
        return new

    def _end_turn(self, state: GameState) -> None:
        state.passive_queue = []
        turns_per_round = 1 if state.solo else len(state.players)
        state.turn += 1
        if state.turn < turns_per_round:
            state.active = (state.active + 1) % len(state.players)
            self._start_active_turn(state)
            return
        if state.round >= state.rounds:
            state.phase = Phases.GAME_OVER
            state.last_events.append(Event(kind="game_over"))
            return
        self._start_round(state, state.round + 1)

    # ------------------------------------------------------------------ diagnosis
    def diagnose(self, state: GameState, move: Move) -> Reason:
        """Why ``move`` is not legal now (only called for moves that are not)."""
        if move_field_problem(move) is not None:
            return Reason.MALFORMED
        seat = state.decider
        if state.phase == Phases.GAME_OVER or seat is None:
            return Reason.GAME_OVER
        if state.throw_needed is not None:
            return Reason.THROW_NEEDED
        player = state.players[seat]
        kind = move.kind
        needs_die = kind in (Kinds.PICK, Kinds.EXTRA_DIE)
        needs_target = needs_die or kind == Kinds.BONUS
        if needs_die and not move.die:
            return Reason.MALFORMED
        if needs_target and (move.area is None or move.cell is None):
            return Reason.MALFORMED
        if kind == Kinds.BONUS and not move.bonus:
            return Reason.MALFORMED
        if player.pending:
            if kind not in (Kinds.BONUS, Kinds.SKIP):
                return Reason.BONUS_PENDING
            if move.bonus not in player.pending:
                return Reason.BONUS_NOT_PENDING
        elif kind in (Kinds.BONUS, Kinds.SKIP):
            return Reason.BONUS_NOT_PENDING
        if kind == Kinds.SKIP:
            assert move.bonus is not None
            if not self.bonuses[move.bonus].optional:
                return Reason.BONUS_REQUIRED
            return Reason.MALFORMED  # an optional pending bonus, so some extra field was given
        allowed = {
            Phases.ACTIVE_ROLL: {Kinds.PICK, Kinds.REROLL, Kinds.FORFEIT},
            Phases.PASSIVE_PICK: {Kinds.PICK, Kinds.DECLINE},
            Phases.ACTIVE_WINDOW: {Kinds.EXTRA_DIE, Kinds.END_WINDOW},
            Phases.PASSIVE_WINDOW: {Kinds.EXTRA_DIE, Kinds.END_WINDOW},
        }
        if kind != Kinds.BONUS and kind not in allowed.get(state.phase, set()):
            return Reason.WRONG_PHASE
        if kind == Kinds.REROLL and player.tracks[REROLL].available <= 0:
            return Reason.NO_ACTION_LEFT
        if kind == Kinds.EXTRA_DIE and player.tracks[EXTRA_DIE].available <= 0:
            return Reason.NO_ACTION_LEFT
        if kind == Kinds.FORFEIT:
            return Reason.MUST_PICK
        if kind in (Kinds.REROLL, Kinds.DECLINE, Kinds.END_WINDOW):
            return Reason.MALFORMED  # right kind and phase, so some extra field was given
        if move.area not in self.areas:
            return Reason.UNKNOWN_AREA
        assert move.cell is not None
        if not 0 <= move.cell < self.areas[move.area].size:
            return Reason.UNKNOWN_CELL
        if kind == Kinds.BONUS:
            return Reason.CELL_NOT_ALLOWED
        if move.die not in self.dice:
            return Reason.UNKNOWN_DIE
        assert move.die is not None
        place = state.where[move.die]
        if kind == Kinds.PICK and state.phase == Phases.ACTIVE_ROLL and place != "roll":
            return Reason.DIE_OUT_OF_REACH
        if kind == Kinds.PICK and state.phase == Phases.PASSIVE_PICK:
            if place == "field" and self._pick_moves(
                state, player, self.dice_at(state, "platter"), Kinds.PICK
            ):
                return Reason.FALLBACK_NOT_ALLOWED
            if place not in ("platter", "field"):
                return Reason.DIE_OUT_OF_REACH
        if kind == Kinds.EXTRA_DIE:
            if place not in ("platter", "field"):
                return Reason.DIE_OUT_OF_REACH
            if move.die in player.extra_used:
                return Reason.DIE_ALREADY_EXTRA
        if move.area not in self.areas_for_die(move.die):
            return Reason.WRONG_AREA
        if move.option is not None or move.bonus is not None:
            return Reason.MALFORMED
        return Reason.CELL_NOT_ALLOWED

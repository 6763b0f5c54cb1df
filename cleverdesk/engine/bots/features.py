"""What the learned computer player sees of a position: numbers built from the sheet's own data.

The learned player judges *afterstates*: the deciding player's sheet right after a candidate move
(its bonuses settled) together with where in the game that leaves them. Every block below is
derived from the game's rules object — its areas, their cells and groups, its action tracks, its
bonus codes, its dice — so a new sheet gets its features without a hand-written list.

The features are blind to dice still to come on purpose. ``apply`` may already have thrown the
next dice in its copy of the state, and a player must not choose by them; the only dice facts
used are where each die lies after the move (still to roll, on the platter, on a field) and the
faces of the platter's dice, all of which follow from the table *before* the move.

``FeatureSpec.signature`` names the feature set: weights trained on one set refuse to load on
another (see ``network.py``).
"""

from __future__ import annotations

import bisect
import hashlib
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

from ..clever import CleverRules
from ..model import GameState, Move, MoveKind, Phase

FEATURE_VERSION = 1  # bump when the meaning of a block changes without changing its names

LAST_VALUE_CAP = 12  # the last written value of an area, one-hot 0..12 (tracks care)
VALUE_SCALE = 12.0  # written numbers are given as value / 12
SCORE_SCALE = 50.0  # an area's points are given as points / 50
FOX_CAP = 9  # foxes as a thermometer: at least 1, at least 2, …
AREA_MEMO_SIZE = 5_000  # distinct area markings remembered: a game meets a few hundred, ≤ 6 MB
PENDING_CAP = 3  # a pending bonus code counted up to 3
ROLLS_PER_TURN = 3
PHASES = tuple(Phase)
MOVE_KINDS = tuple(MoveKind)
DIE_PLACES = ("roll", "platter", "field", "none")  # a die's block: one-hot place, platter face
# events of a move that threw dice onto new places (the solo passive roll, a new turn's first
# roll): after such a move every die is described as still to come (a re-roll keeps places)
NEW_THROWS = frozenset({"roll", "solo_passive_roll"})
FACE_SCALE = 6.0


@dataclass(frozen=True)
class _AreaBlock:
    name: str
    size: int
    premarked: int  # how many cells are printed crossed (not the player's doing)
    offset_marked: int
    offset_value: int
    offset_count: int
    offset_last: int
    offset_score: int  # score, then "is the lowest area"
    groups: tuple[tuple[int, tuple[int, ...]], ...]  # (offset, cells) per group


class FeatureSpec:
    """Where each feature sits in the vector, built once per game from its rules."""

    def __init__(self, rules: CleverRules) -> None:
        self.rules = rules
        self.game = rules.game_id
        names: list[str] = []

        def block(prefix: str, labels: Sequence[object]) -> int:
            start = len(names)
            names.extend(f"{prefix}:{label}" for label in labels)
            return start

        areas: list[_AreaBlock] = []
        for name, area in rules.areas.items():
            cells = range(area.size)
            marked = block(f"{name}.marked", cells)
            value = block(f"{name}.value", cells)
            count = block(f"{name}.count>=", range(1, area.size + 1))
            last = block(f"{name}.last", range(LAST_VALUE_CAP + 1))
            score = block(f"{name}", ("score", "is_lowest"))
            groups = tuple(
                (block(f"{name}.group.{g.name}", ("filled", "one_missing", "complete")), g.cells)
                for g in area.feature_groups()
            )
            areas.append(_AreaBlock(name, area.size, len(area.premarked), marked, value, count,
                                    last, score, groups))
        self.areas = tuple(areas)

        self.offset_totals = block("sheet", ("lowest", "total"))
        self.offset_foxes = block("foxes>=", range(1, FOX_CAP + 1))
        self.offset_fox_points = block("foxes", ("points",))

        self.tracks: tuple[tuple[str, int, int], ...] = tuple(
            (track, slots, block(f"track.{track}", [f"available>={k}" for k in
                                                    range(1, slots + 1)] + ["unlocked", "used"]))
            for track, slots in rules.track_slots.items()
        )
        self.pending = {code: block(f"pending.{code}", ("count",))
                        for code in rules.bonuses}
        self.counters = tuple((name, bits, block(f"counter.{name}", range(bits)))
                              for name, bits in rules.player_counter_bits.items())

        self.max_rounds = max(rules.rounds_by_players.values())
        self.offset_round = block("round", range(1, self.max_rounds + 1))
        self.offset_progress = block("game", ("progress", "solo", "active_turn"))
        self.offset_phase = block("phase", [p.value for p in PHASES])
        self.offset_kind = block("move", [k.value for k in MOVE_KINDS])
        self.offset_rolls_left = block("rolls_left", range(ROLLS_PER_TURN + 1))
        self.offset_dice_left = block("dice_left", range(len(rules.dice) + 1))
        self.offset_bias = block("bias", ("one",))
        # Where each die lies after the move (grown after the bias: weights trained without this
        # block keep their meaning, see ``grown_from``). Within a turn it tells which colours
        # are still to come, not just how many.
        self.dice = tuple(rules.dice)
        self.offset_dice = block("die", [f"{die}.{label}" for die in self.dice
                                         for label in (*DIE_PLACES, "platter_face")])

        self.names: tuple[str, ...] = tuple(names)
        self.size = len(names)
        self.signature = signature_of(self.game, self.names)

        self._prepare_batch_tables()

    def _prepare_batch_tables(self) -> None:
        """Index tables that let a batch of candidates be encoded by a few numpy operations."""
        starts: list[int] = []
        cols_marked: list[int] = []
        cols_value: list[int] = []
        group_cells: list[tuple[int, ...]] = []
        group_cols: list[int] = []
        position = 0
        for block in self.areas:
            starts.append(position)
            cols_marked.extend(range(block.offset_marked, block.offset_marked + block.size))
            cols_value.extend(range(block.offset_value, block.offset_value + block.size))
            for offset, cells in block.groups:
                group_cells.append(tuple(position + c for c in cells))
                group_cols.append(offset)
            position += block.size
        self._cells = position
        self._starts = np.array(starts, dtype=np.intp)
        self._cols_marked = np.array(cols_marked, dtype=np.intp)
        self._cols_value = np.array(cols_value, dtype=np.intp)
        membership = np.zeros((position, len(group_cells)), dtype=np.float32)
        for g, cells in enumerate(group_cells):
            membership[list(cells), g] = 1.0
        self._group_membership = membership
        self._group_sizes = membership.sum(axis=0)
        self._group_cols = np.array(group_cols, dtype=np.intp)
        self._premarked = np.array([b.premarked for b in self.areas], dtype=np.float32)
        # the count thermometers of all areas as one comparison: column, its area, its step
        self._count_cols = np.array([b.offset_count + k for b in self.areas
                                     for k in range(b.size)], dtype=np.intp)
        self._count_area = np.array([a for a, b in enumerate(self.areas)
                                     for _ in range(b.size)], dtype=np.intp)
        self._count_step = np.array([k + 1 for b in self.areas for k in range(b.size)],
                                    dtype=np.float32)
        # the per-area numbers that need the rules' own scoring
        self._area_names = tuple(b.name for b in self.areas)
        self._area_scorers = tuple(self.rules.areas[b.name].score for b in self.areas)
        self._area_memo: dict[tuple[int, tuple[int, ...]], tuple[int, int]] = {}
        self._area_score = np.array([b.offset_score for b in self.areas], dtype=np.intp)
        self._fox_steps = np.arange(1, FOX_CAP + 1)
        # action tracks: the "available >= k" thermometers of all tracks, then unlocked, used
        self._track_names = tuple(name for name, _, _ in self.tracks)
        self._track_step_cols = np.array([offset + k for _, slots, offset in self.tracks
                                          for k in range(slots)], dtype=np.intp)
        self._track_step_track = np.array([t for t, (_, slots, _) in enumerate(self.tracks)
                                           for _ in range(slots)], dtype=np.intp)
        self._track_step = np.array([k + 1 for _, slots, _ in self.tracks
                                     for k in range(slots)], dtype=np.int64)
        self._track_unlocked_cols = np.array([offset + slots for _, slots, offset in self.tracks],
                                             dtype=np.intp)
        self._track_used_cols = self._track_unlocked_cols + 1
        self._track_slots = np.array([slots for _, slots, _ in self.tracks], dtype=np.float64)
        # a game's own counters, bit by bit
        self._counter_names = tuple(name for name, _, _ in self.counters)
        self._counter_cols = np.array([offset + bit for _, bits, offset in self.counters
                                       for bit in range(bits)], dtype=np.intp)
        self._counter_of_bit = np.array([c for c, (_, bits, _) in enumerate(self.counters)
                                         for _ in range(bits)], dtype=np.intp)
        self._counter_bit = np.array([bit for _, bits, _ in self.counters
                                      for bit in range(bits)], dtype=np.int64)
        # each die's columns by place
        labels = (*DIE_PLACES, "platter_face")
        self._die_cols = tuple(
            (die, {label: self.offset_dice + k * len(labels) + j
                   for j, label in enumerate(labels)})
            for k, die in enumerate(self.dice))

    def grown_from(self, signature: str, inputs: int) -> bool:
        """Whether weights for ``inputs`` features named ``signature`` were trained on the first
        ``inputs`` features of this set: blocks are only ever added at the end, so such weights
        keep their meaning here with zero weights for the new features."""
        return inputs < self.size and signature_of(self.game, self.names[:inputs]) == signature

    # ------------------------------------------------------------------ encoding
    def encode(self, before: GameState, move: Move, after: GameState) -> list[float]:
        """The features of ``after`` for the player who decided ``move`` in ``before``."""
        return [float(x) for x in self.encode_batch(before, [move], [after])[0]]

    def encode_batch(self, before: GameState, moves: Sequence[Move],
                     afters: Sequence[GameState]) -> NDArray[np.float32]:
        """One row of features per candidate: ``afters[i]`` is ``before`` after ``moves[i]``.

        Python only gathers a few numbers per candidate (its marks, the score and last value of
        each area, foxes, tracks, counters, pending bonuses); every block is then filled for all
        rows at once by numpy. Areas a candidate left as they were are scored once per decision,
        changed ones once per distinct marking (``_area_memo``)."""
        if len(moves) != len(afters):
            raise ValueError("one afterstate per move")
        return self.encode_groups([(before, moves, afters)])

    def encode_groups(self, groups: Sequence[tuple[GameState, Sequence[Move],
                                                   Sequence[GameState]]]
                      ) -> NDArray[np.float32]:
        """``encode_batch`` of several decisions at once, their rows one after the other: the
        numpy work is done once for all (the expert's lookahead scores the replies of dozens of
        imagined positions in one go)."""
        encoder = self.encoder()
        for before, moves, afters in groups:
            encoder.add(before, moves, afters)
        return encoder.matrix()

    def encoder(self) -> GroupEncoder:
        """An ``encode_groups`` taking its groups one at a time: each group's afterstates can
        be let go as soon as it is added (only the few numbers per row are kept), so a search
        over thousands of imagined positions never holds them all at once."""
        return GroupEncoder(self)

    def _gather(self, before: GameState, moves: Sequence[Move], afters: Sequence[GameState],
                first_row: int, flat: list[int], facts: list[int], foxes: list[int],
                tracks: list[int], counters: list[int], entry_rows: list[int],
                entry_cols: list[int], entry_values: list[float]) -> int:
        """Append the numbers of one decision's candidates; returns the next free row."""
        seat = before.decider
        assert seat is not None
        names = self._area_names
        unchanged = before.players[seat].marks
        known = [self._area_facts(k, unchanged[name]) for k, name in enumerate(names)]
        stages: dict[tuple[MoveKind, str | None], tuple[list[int], list[float]]] = {}
        track_names = self._track_names
        counter_names = self._counter_names
        pending_slot = self.pending
        area_facts = self._area_facts
        die_cols = self._die_cols
        faces_before = before.faces
        for row, (move, after) in enumerate(zip(moves, afters, strict=True), first_row):
            player = after.players[seat]
            marks = player.marks
            for k, name in enumerate(names):
                cells = marks[name]
                flat.extend(cells)
                facts.extend(known[k] if cells == unchanged[name] else area_facts(k, cells))
            foxes.append(player.foxes)
            for track_name in track_names:
                track = player.tracks[track_name]
                tracks.extend((track.unlocked - track.used, track.unlocked, track.used))
            if counter_names:
                own = player.counters
                counters.extend([own.get(name, 0) for name in counter_names])
            if player.pending:
                counted: dict[int, int] = {}
                for code in player.pending:
                    slot = pending_slot.get(code)
                    if slot is not None:
                        counted[slot] = counted.get(slot, 0) + 1
                for slot, count in counted.items():
                    entry_rows.append(row)
                    entry_cols.append(slot)
                    entry_values.append(min(count, PENDING_CAP))
            where = after.where
            thrown = any(event.kind in NEW_THROWS for event in after.last_events)
            for die, place_cols in die_cols:
                place = "roll" if thrown else where.get(die, "none")
                entry_rows.append(row)
                entry_cols.append(place_cols[place])
                entry_values.append(1.0)
                if place == "platter":  # its face was on the table before the move
                    entry_rows.append(row)
                    entry_cols.append(place_cols["platter_face"])
                    entry_values.append(faces_before[die] / FACE_SCALE)
            key = (move.kind, move.die)
            stage = stages.get(key)
            if stage is None:
                stage = stages[key] = self._stage(before, move, seat)
            cols, values = stage
            entry_rows.extend([row] * len(cols))
            entry_cols.extend(cols)
            entry_values.extend(values)
        return first_row + len(afters)

    def _fill(self, n: int, flat: list[int], facts: list[int], foxes: list[int],
              tracks: list[int], counters: list[int], entry_rows: list[int],
              entry_cols: list[int], entry_values: list[float]) -> NDArray[np.float32]:
        """The feature matrix of ``n`` rows from the gathered numbers."""
        names = self._area_names
        track_names = self._track_names
        counter_names = self._counter_names
        x = np.zeros((n, self.size), dtype=np.float32)
        x[entry_rows, entry_cols] = entry_values
        # marks, counts and groups
        marked_int = np.array(flat, dtype=np.int64).reshape(n, self._cells)
        marked = (marked_int != 0).astype(np.float32)
        x[:, self._cols_marked] = marked
        x[:, self._cols_value] = marked_int.astype(np.float32) / VALUE_SCALE
        counts = np.add.reduceat(marked, self._starts, axis=1) - self._premarked
        x[:, self._count_cols] = counts[:, self._count_area] >= self._count_step
        if self._group_cols.size:
            filled = marked @ self._group_membership
            x[:, self._group_cols] = filled / self._group_sizes
            x[:, self._group_cols + 1] = filled == self._group_sizes - 1
            x[:, self._group_cols + 2] = filled == self._group_sizes
        # area scores, last values, the lowest area, foxes
        per_area = np.array(facts, dtype=np.int64).reshape(n, len(names), 2)
        scores = per_area[:, :, 0]
        x[np.arange(n)[:, None], per_area[:, :, 1]] = 1.0
        x[:, self._area_score] = scores / SCORE_SCALE
        lowest_score = scores.min(axis=1)
        x[:, self._area_score + 1] = scores == lowest_score[:, None]
        lowest = np.maximum(lowest_score, 0)
        fox_count = np.array(foxes, dtype=np.int64)
        x[:, self.offset_totals] = lowest / SCORE_SCALE
        x[:, self.offset_totals + 1] = (scores.sum(axis=1) + fox_count * lowest) / (SCORE_SCALE * 6)
        x[:, self.offset_foxes:self.offset_foxes + FOX_CAP] = \
            fox_count[:, None] >= self._fox_steps
        x[:, self.offset_fox_points] = fox_count * lowest / (SCORE_SCALE * 2)
        # action tracks
        if track_names:
            per_track = np.array(tracks, dtype=np.int64).reshape(n, len(track_names), 3)
            x[:, self._track_step_cols] = \
                per_track[:, :, 0][:, self._track_step_track] >= self._track_step
            x[:, self._track_unlocked_cols] = per_track[:, :, 1] / self._track_slots
            x[:, self._track_used_cols] = per_track[:, :, 2] / self._track_slots
        if counter_names:
            bit_sets = np.array(counters, dtype=np.int64).reshape(n, len(counter_names))
            x[:, self._counter_cols] = \
                (bit_sets[:, self._counter_of_bit] >> self._counter_bit) & 1
        return x

    def _area_facts(self, index: int, marks: list[int]) -> tuple[int, int]:
        """(score, column of the last written value) of an area's marks, remembered per
        distinct marking: the candidates of a decision repeat the same few markings."""
        key = (index, tuple(marks))
        found = self._area_memo.get(key)
        if found is None:
            last = 0
            for mark in reversed(marks):
                if mark:
                    last = mark
                    break
            column = self.areas[index].offset_last + min(max(last, 0), LAST_VALUE_CAP)
            found = (self._area_scorers[index](marks), column)
            if len(self._area_memo) >= AREA_MEMO_SIZE:
                self._area_memo.clear()
            self._area_memo[key] = found
        return found

    def _stage(self, before: GameState, move: Move, seat: int) -> tuple[list[int], list[float]]:
        """Where in the game the move leaves the player, from facts known before the move:
        the columns set and their values."""
        cols: list[int] = []
        values: list[float] = []

        def put(col: int, value: float) -> None:
            cols.append(col)
            values.append(value)

        rounds = before.rounds
        players = len(before.players)
        turns = 1 if players == 1 else players
        round_no = min(max(before.round, 1), self.max_rounds)
        put(self.offset_round + round_no - 1, 1.0)
        put(self.offset_progress, ((round_no - 1) + before.turn / turns) / rounds)
        put(self.offset_progress + 1, 1.0 if players == 1 else 0.0)
        active = before.phase in (Phase.ACTIVE_ROLL, Phase.ACTIVE_WINDOW) and seat == before.active
        put(self.offset_progress + 2, 1.0 if active else 0.0)
        put(self.offset_phase + _PHASE_INDEX[before.phase], 1.0)
        put(self.offset_kind + _KIND_INDEX[move.kind], 1.0)
        if before.phase == Phase.ACTIVE_ROLL and active:
            rolling = [d for d in self.rules.dice if before.where[d] == "roll"]
            if move.kind == MoveKind.PICK and move.die in rolling:
                face = before.faces[move.die]
                left = sum(1 for d in rolling if d != move.die and before.faces[d] >= face)
            elif move.kind == MoveKind.RETURN:
                left = len(rolling) + 1
            else:
                left = len(rolling)
            rolls_left = max(0, ROLLS_PER_TURN - before.roll_no)
            put(self.offset_rolls_left + rolls_left, 1.0)
            put(self.offset_dice_left + min(left, len(self.rules.dice)), 1.0)
        put(self.offset_bias, 1.0)
        return cols, values


class GroupEncoder:
    """The rows of several decisions, gathered one decision at a time (``FeatureSpec.encoder``)
    and taken as matrices, all at once (``matrix``: exactly what ``encode_groups`` of the same
    groups gives) or the first rows gathered first (``take``), so that a search over
    thousands of replies never holds all their features at once."""

    def __init__(self, spec: FeatureSpec) -> None:
        self._spec = spec
        self.rows = 0  # rows gathered in all
        self._taken = 0  # rows already taken as matrices
        self._flat: list[int] = []
        self._facts: list[int] = []  # per row and area: score, column of its last written value
        self._foxes: list[int] = []
        self._tracks: list[int] = []  # per row and track: available, unlocked, used
        self._counters: list[int] = []
        # single entries: where in the game (per kind of move) and pending bonuses
        self._entry_rows: list[int] = []
        self._entry_cols: list[int] = []
        self._entry_values: list[float] = []

    @property
    def pending(self) -> int:
        """Rows gathered and not taken yet."""
        return self.rows - self._taken

    def add(self, before: GameState, moves: Sequence[Move], afters: Sequence[GameState]
            ) -> slice:
        """Gather one decision's candidates; their rows in the matrix."""
        first = self.rows
        self.rows = self._spec._gather(before, moves, afters, first, self._flat, self._facts,
                                       self._foxes, self._tracks, self._counters,
                                       self._entry_rows, self._entry_cols,
                                       self._entry_values)
        return slice(first, self.rows)

    def matrix(self) -> NDArray[np.float32]:
        """The features of every row not taken yet."""
        return self.take(self.pending)

    def take(self, count: int) -> NDArray[np.float32]:
        """The features of the next ``count`` rows not taken yet; they are let go here."""
        spec = self._spec
        count = max(0, min(count, self.pending))
        start, stop = self._taken, self._taken + count
        entries = bisect.bisect_left(self._entry_rows, stop)
        parts: list[list[int]] = []
        for numbers, width in ((self._flat, spec._cells), (self._facts, 2 * len(spec.areas)),
                               (self._foxes, 1), (self._tracks, 3 * len(spec.tracks)),
                               (self._counters, len(spec.counters))):
            parts.append(numbers[:count * width])
            del numbers[:count * width]
        rows = [row - start for row in self._entry_rows[:entries]]
        cols, values = self._entry_cols[:entries], self._entry_values[:entries]
        del self._entry_rows[:entries], self._entry_cols[:entries]
        del self._entry_values[:entries]
        self._taken = stop
        flat, facts, foxes, tracks, counters = parts
        return spec._fill(count, flat, facts, foxes, tracks, counters, rows, cols, values)


def signature_of(game: str, names: Sequence[str]) -> str:
    text = f"v{FEATURE_VERSION}|{game}|" + "|".join(names)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


_PHASE_INDEX = {phase: i for i, phase in enumerate(PHASES)}
_KIND_INDEX = {kind: i for i, kind in enumerate(MOVE_KINDS)}


_SPECS: dict[str, FeatureSpec] = {}


def feature_spec(rules: CleverRules) -> FeatureSpec:
    spec = _SPECS.get(rules.game_id)
    if spec is None:
        spec = _SPECS[rules.game_id] = FeatureSpec(rules)
    return spec

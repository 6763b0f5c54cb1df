"""What the learned computer player sees of a position: numbers built from the sheet's own data.

The learned player judges *afterstates*: the deciding player's sheet right after a candidate move
(its bonuses settled) together with where in the game that leaves them. Every block below is
derived from the game's rules object — its areas, their cells and groups, its action tracks, its
bonus codes, its dice — so a new sheet gets its features without a hand-written list.

The features are blind to dice faces on purpose. ``apply`` may already have thrown the next
dice in its copy of the state, and a player must not choose by dice still to come; the only dice
facts used are the counts that follow from the faces lying on the table *before* the move.

``FeatureSpec.signature`` names the feature set: weights trained on one set refuse to load on
another (see ``network.py``).
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

from ..clever import CleverRules
from ..model import GameState, Move, MoveKind, Phase, PlayerState

FEATURE_VERSION = 1  # bump when the meaning of a block changes without changing its names

LAST_VALUE_CAP = 12  # the last written value of an area, one-hot 0..12 (tracks care)
VALUE_SCALE = 12.0  # written numbers are given as value / 12
SCORE_SCALE = 50.0  # an area's points are given as points / 50
FOX_CAP = 9  # foxes as a thermometer: at least 1, at least 2, …
PENDING_CAP = 3  # a pending bonus code counted up to 3
ROLLS_PER_TURN = 3
PHASES = tuple(Phase)
MOVE_KINDS = tuple(MoveKind)


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
                for g in area.groups
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

        self.names: tuple[str, ...] = tuple(names)
        self.size = len(names)
        text = f"v{FEATURE_VERSION}|{self.game}|" + "|".join(names)
        self.signature = hashlib.sha256(text.encode()).hexdigest()[:16]

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

    # ------------------------------------------------------------------ encoding
    def encode(self, before: GameState, move: Move, after: GameState) -> list[float]:
        """The features of ``after`` for the player who decided ``move`` in ``before``."""
        return [float(x) for x in self.encode_batch(before, [move], [after])[0]]

    def encode_batch(self, before: GameState, moves: Sequence[Move],
                     afters: Sequence[GameState]) -> NDArray[np.float32]:
        """One row of features per candidate: ``afters[i]`` is ``before`` after ``moves[i]``.

        Rows are filled as Python lists (item by item is what lists are fast at) and the blocks
        that follow from the marks alone are then computed for all rows at once by numpy."""
        seat = before.decider
        assert seat is not None
        unchanged = before.players[seat].marks
        cache: dict[str, tuple[int, int]] = {}  # an area as it was before: (score, last)
        rows: list[list[float]] = []
        flats: list[list[int]] = []
        for move, after in zip(moves, afters, strict=True):
            v = [0.0] * self.size
            flats.append(self._scalars(v, after.players[seat], unchanged, cache))
            self._stage(v, before, move, seat)
            rows.append(v)
        x = np.array(rows, dtype=np.float32)
        flat = np.array(flats, dtype=np.float32)
        marked = (flat != 0).astype(np.float32)
        x[:, self._cols_marked] = marked
        x[:, self._cols_value] = flat / VALUE_SCALE
        counts = np.add.reduceat(marked, self._starts, axis=1) - self._premarked
        x[:, self._count_cols] = counts[:, self._count_area] >= self._count_step
        if self._group_cols.size:
            filled = marked @ self._group_membership
            x[:, self._group_cols] = filled / self._group_sizes
            x[:, self._group_cols + 1] = filled == self._group_sizes - 1
            x[:, self._group_cols + 2] = filled == self._group_sizes
        return x

    def _area_facts(self, name: str, marks: list[int], unchanged: dict[str, list[int]],
                    cache: dict[str, tuple[int, int]]) -> tuple[int, int]:
        """(score, last written value) of an area; most candidates leave most areas as they
        were, and those are worked out once per decision."""
        same = marks == unchanged[name]
        if same and name in cache:
            return cache[name]
        last = 0
        for mark in reversed(marks):
            if mark:
                last = mark
                break
        facts = (self.rules.areas[name].score(marks), last)
        if same:
            cache[name] = facts
        return facts

    def _scalars(self, v: list[float], player: PlayerState, unchanged: dict[str, list[int]],
                 cache: dict[str, tuple[int, int]]) -> list[int]:
        """Fill the per-player numbers that need the rules' own code (scores, last values,
        tracks, foxes, pending bonuses) and return the marks of every area as one list."""
        flat: list[int] = []
        scores: list[int] = []
        for block in self.areas:
            marks = player.marks[block.name]
            flat.extend(marks)
            score, last = self._area_facts(block.name, marks, unchanged, cache)
            v[block.offset_last + min(max(last, 0), LAST_VALUE_CAP)] = 1.0
            scores.append(score)
            v[block.offset_score] = score / SCORE_SCALE
        lowest_score = min(scores)
        lowest = max(0, lowest_score)
        for block, score in zip(self.areas, scores, strict=True):
            if score == lowest_score:
                v[block.offset_score + 1] = 1.0
        total = sum(scores) + player.foxes * lowest
        v[self.offset_totals] = lowest / SCORE_SCALE
        v[self.offset_totals + 1] = total / (SCORE_SCALE * 6)
        for k in range(min(player.foxes, FOX_CAP)):
            v[self.offset_foxes + k] = 1.0
        v[self.offset_fox_points] = player.foxes * lowest / (SCORE_SCALE * 2)
        for track_name, slots, offset in self.tracks:
            track = player.tracks[track_name]
            for k in range(min(max(track.available, 0), slots)):
                v[offset + k] = 1.0
            v[offset + slots] = track.unlocked / slots
            v[offset + slots + 1] = track.used / slots
        for name, bits, offset in self.counters:
            value = player.counters.get(name, 0)
            for bit in range(bits):
                if value >> bit & 1:
                    v[offset + bit] = 1.0
        for code in player.pending:
            slot = self.pending.get(code)
            if slot is not None:
                v[slot] = min(v[slot] + 1.0, PENDING_CAP)
        return flat

    def _stage(self, v: list[float], before: GameState, move: Move, seat: int) -> None:
        """Where in the game the move leaves the player, from facts known before the move."""
        rounds = before.rounds
        players = len(before.players)
        turns = 1 if players == 1 else players
        round_no = min(max(before.round, 1), self.max_rounds)
        v[self.offset_round + round_no - 1] = 1.0
        v[self.offset_progress] = ((round_no - 1) + before.turn / turns) / rounds
        v[self.offset_progress + 1] = 1.0 if players == 1 else 0.0
        active = before.phase in (Phase.ACTIVE_ROLL, Phase.ACTIVE_WINDOW) and seat == before.active
        v[self.offset_progress + 2] = 1.0 if active else 0.0
        v[self.offset_phase + _PHASE_INDEX[before.phase]] = 1.0
        v[self.offset_kind + _KIND_INDEX[move.kind]] = 1.0
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
            v[self.offset_rolls_left + rolls_left] = 1.0
            v[self.offset_dice_left + min(left, len(self.rules.dice))] = 1.0
        v[self.offset_bias] = 1.0


_PHASE_INDEX = {phase: i for i, phase in enumerate(PHASES)}
_KIND_INDEX = {kind: i for i, kind in enumerate(MOVE_KINDS)}


_SPECS: dict[str, FeatureSpec] = {}


def feature_spec(rules: CleverRules) -> FeatureSpec:
    spec = _SPECS.get(rules.game_id)
    if spec is None:
        spec = _SPECS[rules.game_id] = FeatureSpec(rules)
    return spec

"""Game review: where a player lost points, judged after the game by the strongest evaluator.

A record is replayed move by move (``new_game`` + ``apply``: exactly the game that was played).
At each decision of the reviewed seat with a real choice (at least two moves that lead to
different positions), the evaluator rates the legal moves from that position alone, as the
player saw it: the learned network's expected final score of each move (``learned``), or the
expert's one-throw search (``expert``, the evaluator and budget of the desk's hints, seeded as
the desk seeds a hint at that position, so the review's best move is the hint the player would
have been given). Neither evaluator reads the game's dice oracle: the network's features are
blind to dice still to come, and the expert imagines throws with seeds of its own.

A decision's loss is the best move's expected final score minus the played move's (never
negative); the game's ``points_lost`` is their sum. The review is a pure function of the record,
the seat and the evaluator: deterministic, and it changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ..clever import CleverRules
from ..games import get_rules
from ..model import GameRecord, GameState, Move, Phase
from .expert import ExpertSearch, SearchBudget, hint_budget
from .learned import Evaluator, Judged, shipped_network
from .shipped import has_weights

EVALUATORS = ("expert", "learned")
STRONGEST = EVALUATORS[0]
MISTAKES_SHOWN = 5  # the review names at most this many mistakes in words
MISTAKE_FLOOR = 0.5  # and only losses of at least half a point (below is the network's noise)


class ReviewUnavailable(ValueError):
    """The game has no evaluator to review it with (no learned weights ship for it)."""


@dataclass(frozen=True)
class Decision:
    """One decision of the reviewed seat, judged from the position before it."""

    step: int  # the move's index in the record: the position is the state after ``step`` moves
    seat: int
    round: int
    phase: Phase
    roll: int  # the roll of the turn (``roll_no``), 0 outside the active player's rolls
    active: int  # whose turn it was (a passive pick is made in another player's turn)
    pending: bool  # a bonus was being entered (the decision is where to put it)
    played: Move
    best: Move
    played_expected: float  # the deciding player's expected final score after the played move
    best_expected: float  # ... after the best move
    choices: int  # distinct positions the legal moves lead to

    @property
    def lost(self) -> float:
        return max(0.0, self.best_expected - self.played_expected)

    def to_json(self) -> dict[str, Any]:
        return {"step": self.step, "round": self.round, "phase": str(self.phase),
                "roll": self.roll, "active": self.active, "pending_bonus": self.pending,
                "played": str(self.played), "best": str(self.best),
                "played_expected": round(self.played_expected, 3),
                "best_expected": round(self.best_expected, 3), "lost": round(self.lost, 3),
                "choices": self.choices}


@dataclass(frozen=True)
class GameReview:
    game: str
    seat: int
    evaluator: str
    moves: int  # the record's moves (every seat's)
    finished: bool
    final_score: int  # the seat's total after the record's last move
    decisions: list[Decision] = field(default_factory=list)

    @property
    def points_lost(self) -> float:
        return float(sum(d.lost for d in self.decisions))

    def biggest(self, count: int = MISTAKES_SHOWN, floor: float = MISTAKE_FLOOR
                ) -> list[Decision]:
        """The biggest mistakes, biggest first (equal losses: the earlier first)."""
        ranked = sorted(self.decisions, key=lambda d: (-d.lost, d.step))
        return [d for d in ranked[:count] if d.lost >= floor]

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "seat": self.seat, "evaluator": self.evaluator,
                "moves": self.moves, "finished": self.finished,
                "final_score": self.final_score, "points_lost": round(self.points_lost, 3),
                "biggest": [d.step for d in self.biggest()],
                "decisions": [d.to_json() for d in self.decisions]}


def available(game: str) -> bool:
    """Whether a game of ``game`` can be reviewed: its learned weights ship."""
    try:
        get_rules(game)
    except Exception:  # noqa: BLE001 (SET Cubed and unknown games: not a Clever game)
        return False
    return has_weights(game)


class _Judge:
    """Rates the legal moves of one position: (network's judgement, value per move, which moves
    the values are real for)."""

    def __init__(self, rules: CleverRules, evaluator: str, budget: SearchBudget | None
                 ) -> None:  # budget None: the hints' budget of the game
        network = shipped_network(rules.game_id)
        self.evaluator = Evaluator(rules, network)
        self.search = ExpertSearch(rules, network, budget or hint_budget(rules.game_id),
                                   seed=0) if evaluator == "expert" else None

    def rate(self, state: GameState, moves: Sequence[Move], played: int
             ) -> tuple[Judged, np.ndarray, list[int]]:
        judged = self.evaluator.judge(state, moves)
        search = self.search
        rated = list(range(len(moves)))
        if search is None or state.decider is None:
            return judged, judged.expected, rated
        # the hint's search at this position (the desk seeds a hint with the move count) …
        search.rng = np.random.default_rng(state.move_count)
        candidates = search._candidates(judged)  # noqa: SLF001 (the expert's own choice)
        # … with the played move searched too, whatever the network thought of it: its value
        # must be measured the same way as the best one's (the same imagined throws)
        if all(judged.afters[i] is not judged.afters[played] for i in candidates):
            candidates.append(played)
        if len(candidates) < 2:
            return judged, judged.expected, rated
        values = search._search(  # noqa: SLF001
            state, state.decider, [judged.moves[i] for i in candidates],
            [float(judged.expected[i]) for i in candidates])
        searched = np.full(len(moves), -np.inf)
        for index, value in zip(candidates, values, strict=True):
            searched[index] = value
        for index, after in enumerate(judged.afters):  # moves sharing an afterstate share it
            for candidate in candidates:
                if judged.afters[candidate] is after:
                    searched[index] = searched[candidate]
                    break
        return judged, searched, [i for i in rated if np.isfinite(searched[i])]


def review_record(record: GameRecord, seat: int, evaluator: str = STRONGEST,
                  budget: SearchBudget | None = None,
                  progress: Callable[[int, int], None] | None = None) -> GameReview:
    """Replay ``record`` and judge every decision of ``seat`` with a real choice.

    ``progress(done, total)`` is told after each move replayed (the desk shows it)."""
    if evaluator not in EVALUATORS:
        raise ValueError(f"unknown evaluator {evaluator!r} (known: {', '.join(EVALUATORS)})")
    game = record.setup.game
    if not available(game):
        raise ReviewUnavailable(f"no evaluator can review {game} yet")
    if not 0 <= seat < len(record.setup.players):
        raise ValueError(f"seat {seat} is not in this game ({len(record.setup.players)} seats)")
    rules = get_rules(game)
    judge = _Judge(rules, evaluator, budget)
    state = rules.new_game(record.setup, record.throws)
    decisions: list[Decision] = []
    total = len(record.moves)
    for step, move in enumerate(record.moves):
        if state.decider == seat:
            found = judge_decision(rules, judge, state, move, step)
            if found is not None:
                decisions.append(found)
        state = rules.apply(state, move)
        if progress is not None:
            progress(step + 1, total)
    return GameReview(game, seat, evaluator, total, state.phase == Phase.GAME_OVER,
                      rules.total(state.players[seat]), decisions)


def judge_decision(rules: CleverRules, judge: _Judge, state: GameState, move: Move, step: int
                   ) -> Decision | None:
    """The decision ``move`` made at ``state``, or None when there was nothing to choose."""
    legal = rules.legal_moves(state)
    if len(legal) < 2:
        return None
    played = legal.index(move)  # raises if the record is not this game's
    judged, values, rated = judge.rate(state, legal, played)
    choices = len({id(after) for after in judged.afters})
    if choices < 2:
        return None
    best = max(rated, key=lambda i: (float(values[i]), -i))
    seat = state.decider
    assert seat is not None
    return Decision(step=step, seat=seat, round=state.round, phase=state.phase,
                    roll=state.roll_no if state.phase == Phase.ACTIVE_ROLL else 0,
                    active=state.active, pending=bool(state.players[seat].pending),
                    played=move, best=legal[best], played_expected=float(values[played]),
                    best_expected=float(values[best]), choices=choices)


def make_judge(game: str, evaluator: str = STRONGEST, budget: SearchBudget | None = None
               ) -> _Judge:
    """A judge for ``judge_decision`` (tests judge single positions with it)."""
    return _Judge(get_rules(game), evaluator, budget)


def replay(record: GameRecord) -> list[GameState]:
    """The position before each move of ``record``, and the last one after it (``len(moves) +
    1`` states): a decision's ``step`` indexes its position."""
    rules = get_rules(record.setup.game)
    state = rules.new_game(record.setup, record.throws)
    states = [state]
    for move in record.moves:
        state = rules.apply(state, move)
        states.append(state)
    return states


def default_seat(record: GameRecord) -> int:
    """The seat a review looks at first: the first human seat (every seat a computer: seat 0)."""
    return next((seat for seat, player in enumerate(record.setup.players) if player.bot is None),
                0)

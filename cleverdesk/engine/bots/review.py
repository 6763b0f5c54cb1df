"""Game review: where a player lost points, judged after the game by the strongest evaluator.

A record is replayed move by move (``new_game`` + ``apply``: exactly the game that was played).
At each decision of the reviewed seat with a real choice (at least two moves that lead to
different positions), the evaluator rates the legal moves from that position alone, as the
player saw it: the coach's network's expected final score of each move (``learned``; the
coach's network is the one that advises, learned.py), or the
expert's one-throw search (``expert``, the evaluator and budget of the desk's hints, seeded as
the desk seeds a hint at that position, so the review's best move is the hint the player would
have been given). Neither evaluator reads the game's dice oracle: the network's features are
blind to dice still to come, and the expert imagines throws with seeds of its own.

A decision's loss is the best move's expected final score minus the played move's (never
negative); the game's ``points_lost`` is their sum. The review is a pure function of the record,
the seat and the evaluator: deterministic, and it changes nothing.

**The account.** A decision position is worth its best move's expected final score (V); the
played move leaves the player at Q = V − loss; the throws (and the other seats' moves) until the
seat's next decision move the value to the next V, or at the end to the final score: that change
is the decision's ``luck``. The sum telescopes, for every game, seat and evaluator:

    expected_start − points_lost + luck = final (the score; in an unfinished game, the value
                                                 of the last move: the score now expected)

``expected_start`` is the value of the seat's first decision: what a strong player expects to
score from there.

**Checked mistakes.** Values are estimates, and the biggest of many estimated losses is usually
an overestimate (the winner's curse: where two moves are nearly equal, the one whose estimate
erred upwards looks best). Before the biggest losses are shown, each is measured again by
playouts (``playouts.py``: the learned player plays both moves on to the end, on the same fresh
dice streams) and replaced by what the playouts confirm, a standard error on the safe side: a
mistake is never said to cost more than playing it out shows.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

import numpy as np

from ..clever import CleverRules
from ..games import get_rules
from ..model import GameRecord, GameState, Move, Phase
from .endgame import exact_values
from .expert import ExpertSearch, SearchBudget, hint_budget
from .learned import Evaluator, Judged, coach_network
from .network import ValueNetwork
from .playouts import Playout, stream_seeds
from .shipped import has_weights

EVALUATORS = ("expert", "learned")
STRONGEST = EVALUATORS[0]
MISTAKES_SHOWN = 5  # the review names at most this many mistakes in words
MISTAKE_FLOOR = 0.5  # and only losses of at least half a point (below is the network's noise)
CHECK_ROLLOUTS = 32  # playouts per move when a big mistake is checked (both moves, same dice),
CHECK_PRECISION = 2.5  # … and as many more (up to CHECK_MORE times as many) as it takes to
CHECK_MORE = 1  # bring the standard error of the loss to this many points (early decisions)
CHECK_AT_MOST = 6  # mistakes checked per review at most (each check may move another up)
CHECK_SALT = 2  # the checks' dice streams (scripts/review_accuracy.py measures with others)


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
    best_expected: float  # ... after the best move: the position's value
    choices: int  # distinct positions the legal moves lead to
    luck: float = 0.0  # how the value moved from the played move to the next decision (or end)
    checked: bool = False  # the loss is what playouts confirm (one of the biggest)
    exact: bool = False  # no throw was left: the values are the final scores (endgame.py)

    @property
    def lost(self) -> float:
        return max(0.0, self.best_expected - self.played_expected)

    def to_json(self) -> dict[str, Any]:
        return {"step": self.step, "round": self.round, "phase": str(self.phase),
                "roll": self.roll, "active": self.active, "pending_bonus": self.pending,
                "played": str(self.played), "best": str(self.best),
                "played_expected": round(self.played_expected, 3),
                "best_expected": round(self.best_expected, 3), "lost": round(self.lost, 3),
                "luck": round(self.luck, 3), "checked": self.checked, "exact": self.exact,
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
    seats: int = 1  # the game's seats: with others, "luck" holds their moves too

    @property
    def points_lost(self) -> float:
        return float(sum(d.lost for d in self.decisions))

    @property
    def expected_start(self) -> float:
        """A strong player's expected final score from the seat's first decision."""
        return self.decisions[0].best_expected if self.decisions else self.end_value

    @property
    def end_value(self) -> float:
        """Where the account ends: the final score, or in an unfinished game the expected final
        score after the seat's last move (the score now is not what the game will end at)."""
        if self.finished or not self.decisions:
            return float(self.final_score)
        return self.decisions[-1].played_expected

    @property
    def luck(self) -> float:
        """What the dice (and the other seats) gave: the sum of the decisions' ``luck``."""
        return float(sum(d.luck for d in self.decisions))

    def account(self) -> Account:
        return Account.of(self.expected_start, self.points_lost, self.end_value)

    def biggest(self, count: int = MISTAKES_SHOWN, floor: float = MISTAKE_FLOOR
                ) -> list[Decision]:
        """The biggest mistakes, biggest first (equal losses: the earlier first)."""
        ranked = sorted(self.decisions, key=lambda d: (-d.lost, d.step))
        return [d for d in ranked[:count] if d.lost >= floor]

    def to_json(self) -> dict[str, Any]:
        account = self.account()
        return {"game": self.game, "seat": self.seat, "evaluator": self.evaluator,
                "moves": self.moves, "finished": self.finished,
                "final_score": self.final_score,
                "expected_start": round(self.expected_start, 3),
                "points_lost": round(self.points_lost, 3), "luck": round(self.luck, 3),
                "final": round(self.end_value, 3),
                "account": account.to_json(),
                "biggest": [d.step for d in self.biggest()],
                "decisions": [d.to_json() for d in self.decisions]}


@dataclass(frozen=True)
class Account:
    """The review's three parts, rounded to whole points so that they add up as shown:
    ``start - lost + luck == final`` exactly (luck takes the rounding)."""

    start: int
    lost: int
    luck: int
    final: int

    @classmethod
    def of(cls, start: float, lost: float, final: float) -> Account:
        shown_start, shown_lost, shown_final = round(start), round(lost), round(final)
        return cls(shown_start, shown_lost, shown_final - shown_start + shown_lost, shown_final)

    def to_json(self) -> dict[str, int]:
        return {"expected_start": self.start, "points_lost": self.lost, "luck": self.luck,
                "final": self.final}


def available(game: str) -> bool:
    """Whether a game of ``game`` can be reviewed: its learned weights ship."""
    try:
        get_rules(game)
    except Exception:  # SET Cubed and unknown games: not a Clever game
        return False
    return has_weights(game)


class _Judge:
    """Rates the legal moves of one position: (network's judgement, value per move, which moves
    the values are real for)."""

    def __init__(self, rules: CleverRules, evaluator: str, budget: SearchBudget | None,
                 network: ValueNetwork | None = None) -> None:
        # budget None: the hints' budget of the game; network None: the coach's, as the hints
        network = network or coach_network(rules.game_id)
        self.rules = rules
        self.evaluator = Evaluator(rules, network)
        self.search = ExpertSearch(rules, network, budget or hint_budget(rules.game_id),
                                   seed=0) if evaluator == "expert" else None

    def rate(self, state: GameState, moves: Sequence[Move], played: int
             ) -> tuple[Judged, np.ndarray, list[int], bool]:
        """The moves' values, the moves they are real for, and whether they are exact (the
        game's end without dice: endgame.py)."""
        judged = self.evaluator.judge(state, moves)
        rated = list(range(len(moves)))
        exact = exact_values(self.rules, state, judged.afters)
        if exact is not None:  # no throw is left to decide the game: its end, not an estimate
            return judged, np.array(exact), rated, True
        search = self.search
        if search is None or state.decider is None:
            return judged, judged.expected, rated, False
        # the hint's search at this position (the desk seeds a hint with the move count) …
        search.rng = np.random.default_rng(state.move_count)
        candidates = search._candidates(judged)  # the expert's own choice
        # … with the played move searched too, whatever the network thought of it: its value
        # must be measured the same way as the best one's (the same imagined throws)
        if all(judged.afters[i] is not judged.afters[played] for i in candidates):
            candidates.append(played)
        if len(candidates) < 2:
            return judged, judged.expected, rated, False
        values = search._search(
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
        return judged, searched, [i for i in rated if np.isfinite(searched[i])], False


def review_record(record: GameRecord, seat: int, evaluator: str = STRONGEST,
                  budget: SearchBudget | None = None,
                  progress: Callable[[int, int], None] | None = None,
                  network: ValueNetwork | None = None,
                  check: int = MISTAKES_SHOWN, rollouts: int = CHECK_ROLLOUTS) -> GameReview:
    """Replay ``record`` and judge every decision of ``seat`` with a real choice, then check the
    ``check`` biggest losses by playouts (0: no check, the evaluator's figures as they are).

    ``progress(done, total)`` is told after each move replayed and each check (the desk shows
    it); ``network`` replaces the coach's weights (the accuracy benchmark measures candidates
    with it); ``rollouts``: playouts per move of a check."""
    if evaluator not in EVALUATORS:
        raise ValueError(f"unknown evaluator {evaluator!r} (known: {', '.join(EVALUATORS)})")
    game = record.setup.game
    if not available(game):
        raise ReviewUnavailable(f"no evaluator can review {game} yet")
    if not 0 <= seat < len(record.setup.players):
        raise ValueError(f"seat {seat} is not in this game ({len(record.setup.players)} seats)")
    rules = get_rules(game)
    network = network or coach_network(game)  # the values and the checks' player: the coach's
    judge = _Judge(rules, evaluator, budget, network)
    state = rules.new_game(record.setup, record.throws)
    decisions: list[Decision] = []
    positions: dict[int, GameState] = {}
    moves = len(record.moves)
    checks = min(check, CHECK_AT_MOST)
    total = moves + checks
    for step, move in enumerate(record.moves):
        if state.decider == seat:
            found = judge_decision(rules, judge, state, move, step)
            if found is not None:
                decisions.append(found)
                positions[step] = state
        state = rules.apply(state, move)
        if progress is not None:
            progress(step + 1, total)
    finished = state.phase == Phase.GAME_OVER
    if checks:
        checker = Playout(rules, network)

        def told(done: int) -> None:
            if progress is not None:
                progress(moves + done, total)

        decisions = check_biggest(checker, positions, decisions, seat, checks, rollouts, told)
        told(checks)
    return GameReview(game, seat, evaluator, moves, finished, rules.total(state.players[seat]),
                      with_luck(decisions, finished, rules.total(state.players[seat])),
                      seats=len(record.setup.players))


def with_luck(decisions: list[Decision], finished: bool, final: int) -> list[Decision]:
    """Each decision with the change of value from its played move to the next decision's
    position (the last one: to the final score; unfinished: none yet)."""
    out = []
    for index, decision in enumerate(decisions):
        if index + 1 < len(decisions):
            following = decisions[index + 1].best_expected
        else:
            following = float(final) if finished else decision.played_expected
        out.append(replace(decision, luck=following - decision.played_expected))
    return out


def _played_out(checker: Playout, state: GameState, decision: Decision, seat: int,
                 rollouts: int) -> tuple[np.ndarray, float]:
    """The best and the played move of ``decision`` played out on the same dice streams: the
    differences of the final scores and their standard error. More streams are played, batch by
    batch, while the error is above ``CHECK_PRECISION`` (the whole game ahead of an early
    decision spreads the scores), up to ``CHECK_MORE`` batches more."""
    seeds = stream_seeds(state, rollouts * (1 + CHECK_MORE), salt=CHECK_SALT)
    scores: list[float] = []
    error = float("inf")
    for batch in range(1 + CHECK_MORE):
        streams = seeds[batch * rollouts:(batch + 1) * rollouts]
        best = checker.move(state, decision.best, seat, streams)
        played = checker.move(state, decision.played, seat, streams)
        scores.extend(float(b - p) for b, p in zip(best.scores, played.scores, strict=True))
        differences = np.array(scores)
        error = float(np.std(differences, ddof=1) / np.sqrt(len(differences))) \
            if len(differences) > 1 else 0.0
        if error <= CHECK_PRECISION:
            break
    return np.array(scores), error


def check_biggest(checker: Playout, positions: dict[int, GameState],
                  decisions: list[Decision], seat: int, count: int, rollouts: int,
                  told: Callable[[int], None]) -> list[Decision]:
    """The decisions with their ``count`` biggest losses checked by playouts: the biggest
    unchecked loss is played out (both moves, the same dice) and replaced by what the playouts
    confirm less one standard error (never below 0), until the biggest ``MISTAKES_SHOWN`` are
    all checked or ``count`` checks are made."""
    decisions = list(decisions)
    done = 0
    while done < count:
        ranked = sorted(range(len(decisions)), key=lambda i: (-decisions[i].lost,
                                                              decisions[i].step))
        unchecked = [i for i in ranked[:MISTAKES_SHOWN]  # (an exact loss needs no check)
                     if not (decisions[i].checked or decisions[i].exact)
                     and decisions[i].lost >= MISTAKE_FLOOR]
        if not unchecked:
            break
        index = unchecked[0]
        decision = decisions[index]
        state = positions[decision.step]
        differences, error = _played_out(checker, state, decision, seat, rollouts)
        confirmed = max(0.0, float(differences.mean()) - error)
        decisions[index] = replace(decision, checked=True,
                                   played_expected=decision.best_expected - confirmed)
        done += 1
        told(done)
    return decisions


def judge_decision(rules: CleverRules, judge: _Judge, state: GameState, move: Move, step: int
                   ) -> Decision | None:
    """The decision ``move`` made at ``state``, or None when there was nothing to choose."""
    legal = rules.legal_moves(state)
    if len(legal) < 2:
        return None
    played = legal.index(move)  # raises if the record is not this game's
    judged, values, rated, exact = judge.rate(state, legal, played)
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
                    best_expected=float(values[best]), choices=choices, exact=exact)


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

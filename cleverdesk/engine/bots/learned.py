"""The learned computer player: one step ahead, judged by a trained value network.

For each legal move it makes the move on a copy of the state (bonus chains settle inside the
move), describes the deciding player's sheet after it (``features.py``) and asks the network for
the expected final score; it plays the best. The same numbers are the hints: the top moves with
the score a strong player expects from them.

Weights ship per game in ``weights/<game>.npz`` and are read the first time they are needed.

**The coach's network.** What advises a person (the hints, the Review and its checks) reads
``weights/<game>.coach.npz`` where one ships: the same network trained on, fine-tuned on self-play
games where half the seats play soft or random moves (``train --weak-share``), so that its
expected scores are right on the sheets people have, not only on a strong player's. On those
sheets the players' network is 10–50 points too low, and a review made with it found 1.6 times
the points a weak game really lost (issue 50). The computer players keep the players' network:
the coach's is a point or two weaker as a player, and no player may get weaker.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

import numpy as np

from cleverdesk import catalogue

from ..clever import CleverRules
from ..games import get_rules
from ..model import GameState, Move
from .features import FeatureSpec, feature_spec
from .greedy import GreedyBot
from .network import ValueNetwork
from .shipped import coach_weights_path, has_weights, weights_path


def score_scale(game: str) -> float:
    """What the network's values are in points (the catalogue's: the sequels score higher)."""
    return catalogue.facts(game).score_scale


@cache
def shipped_network(game: str) -> ValueNetwork:
    """The weights that ship with cleverdesk for ``game`` (loaded once, on first use)."""
    rules = get_rules(game)
    path = weights_path(game)
    if not path.is_file():
        raise FileNotFoundError(f"no learned weights for {game} ({path.name} is not shipped)")
    return ValueNetwork.load(path, game=game, signature=feature_spec(rules).signature)


@cache
def coach_network(game: str) -> ValueNetwork:
    """The network that advises a person about ``game`` (loaded once): its coach's weights, or
    the players' where none ship (see the module's docstring)."""
    path = coach_weights_path(game)
    if path is None or not path.is_file():
        return shipped_network(game)
    return ValueNetwork.load(path, game=game, signature=feature_spec(get_rules(game)).signature)


def afterstate(rules: CleverRules, state: GameState, move: Move) -> GameState:
    """``state`` right after ``move`` and its settled bonuses, before the game runs on (no new
    roll yet). ``move`` must be one of ``legal_moves(state)``. ``continue_after`` turns it into
    what ``apply`` returns."""
    after = state.clone()
    rules._perform(after, move)
    return after


def continue_after(rules: CleverRules, after: GameState) -> GameState:
    """Finish the move whose afterstate this is: exactly what ``apply`` would have returned."""
    after.move_count += 1
    rules._advance(after)
    return after


@dataclass
class Judged:
    """Candidate moves with the expected final score of the deciding player after each."""

    moves: list[Move]
    afters: list[GameState]
    features: np.ndarray
    expected: np.ndarray  # points

    def best(self) -> int:
        return int(np.argmax(self.expected))


class Evaluator:
    """Scores candidate moves with one network."""

    def __init__(self, rules: CleverRules, network: ValueNetwork) -> None:
        self.rules = rules
        self.spec: FeatureSpec = feature_spec(rules)
        self.network = network

    def judge(self, state: GameState, moves: Sequence[Move]) -> Judged:
        """Every move's afterstate, features and expected score. Moves the rules know lead to
        the same position (``outcome_key``: a passive pick of the white die or of the coloured
        die entering the same number, a pink "?" written as 1 or as 2 for the same halved 1,
        …) share one afterstate, made, described and scored once."""
        rules = self.rules
        outcome = rules.outcome_key
        distinct: list[Move] = []
        rows: list[int] = []
        seen: dict[object, int] = {}
        for move in moves:
            key = outcome(state, move)
            row = seen.get(key)
            if row is None:
                row = seen[key] = len(distinct)
                distinct.append(move)
            rows.append(row)
        afters = [afterstate(rules, state, move) for move in distinct]
        features = self.spec.encode_batch(state, distinct, afters)
        expected = self.network.values(features) * self.network.scale
        if len(distinct) == len(rows):
            return Judged(list(moves), afters, features, expected)
        take = np.array(rows, dtype=np.intp)
        return Judged(list(moves), [afters[r] for r in rows], features[take], expected[take])

    def distinct_afters(self, state: GameState, moves: Sequence[Move]
                        ) -> tuple[GameState, list[Move], list[GameState]]:
        """``state``, one move per distinct outcome of ``moves`` and its afterstate: a group for
        ``FeatureSpec.encode_groups`` (the expert's lookahead needs the best outcome of a
        position, not which of several equal moves leads there)."""
        rules = self.rules
        outcome = rules.outcome_key
        distinct: list[Move] = []
        seen: set[object] = set()
        for move in moves:
            key = outcome(state, move)
            if key not in seen:
                seen.add(key)
                distinct.append(move)
        return state, distinct, [afterstate(rules, state, move) for move in distinct]


class LearnedBot:
    """Plays the move with the highest expected final score for itself."""

    name = "learned"

    def __init__(self, seed: int = 0, network: ValueNetwork | None = None) -> None:
        self._seed = seed
        self._network = network
        self._evaluators: dict[str, Evaluator] = {}
        self._greedy = GreedyBot(seed)
        self._weights_known: dict[str, bool] = {}

    def _has_weights(self, game: str) -> bool:
        """Whether weights ship for ``game``, asked of the file system once per game."""
        found = self._weights_known.get(game)
        if found is None:
            found = self._weights_known[game] = has_weights(game)
        return found

    def evaluator(self, game: str) -> Evaluator:
        found = self._evaluators.get(game)
        if found is None:
            network = self._network or shipped_network(game)
            found = self._evaluators[game] = Evaluator(get_rules(game), network)
        return found

    def choose(self, state: GameState, legal_moves: list[Move]) -> Move:
        if len(legal_moves) == 1:
            return legal_moves[0]
        if self._network is None and not self._has_weights(state.game):
            # no weights ship for this game yet: the strongest player there is greedy
            return self._greedy.choose(state, legal_moves)
        judged = self.evaluator(state.game).judge(state, legal_moves)
        return judged.moves[judged.best()]


@dataclass(frozen=True)
class Hint:
    move: Move
    expected: float  # the deciding player's expected final score after this move
    behind_best: float  # 0 for the best move, negative for the others


def hints(state: GameState, legal_moves: Sequence[Move], top: int = 3,
          network: ValueNetwork | None = None) -> list[Hint]:
    """The ``top`` moves the learned player prefers, best first, with their expected score."""
    if not legal_moves:
        return []
    evaluator = LearnedBot(network=network).evaluator(state.game)
    judged = evaluator.judge(state, legal_moves)
    order = sorted(range(len(judged.moves)), key=lambda i: (-float(judged.expected[i]), i))
    best = float(judged.expected[order[0]])
    return [Hint(judged.moves[i], float(judged.expected[i]), float(judged.expected[i]) - best)
            for i in order[:top]]

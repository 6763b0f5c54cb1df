"""The expert computer player: the learned value function, one throw deeper.

The learned player judges each move by the network's value of the position right after it.
The expert takes the network's few best moves and, for each, looks at what can happen next: the
game runs on to the deciding player's next decision (the next roll of the turn, the solo passive
throw, the next turn), and there it plays the best reply by the network. The move whose average
over those futures is highest is played. It is expectimax of depth one over chance nodes, with the
network as the leaf evaluation (the value it was trained to predict is exactly this average, so
the search corrects the network where it is wrong about one throw).

The futures are the expert's own imagination, never the game's dice: the game's throws are a pure
function of ``setup.seed`` and the place in the game (``dice.py``), so the expert continues copies
of the position whose setup carries seeds drawn from its own generator. Where the next throw has
few outcomes (one or two dice) they are all enumerated with their exact probability; a throw of
more dice is sampled, the same imagined seeds for every candidate of a decision (paired
comparisons: the candidates meet the same luck, so their difference is measured, not the dice).

The replies of all futures are scored in one matrix product.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache

import numpy as np

from cleverdesk import catalogue

from ..clever import CleverRules
from ..games import get_rules
from ..model import GameSetup, GameState, Move, Phase
from .endgame import exact_values
from .features import GroupEncoder
from .greedy import GreedyBot
from .learned import Evaluator, Hint, Judged, coach_network, continue_after, shipped_network
from .learned import hints as learned_hints
from .network import ValueNetwork
from .shipped import has_weights

# the kinds of event that mean dice were thrown while the game ran on
_THROWS = frozenset({"roll", "reroll", "solo_passive_roll"})
_SINGLE_THROWS = frozenset({"roll", "reroll"})


@dataclass(frozen=True)
class SearchBudget:
    """How hard the expert thinks about one decision."""

    candidates: int = 4  # the network's best moves that are searched
    margin: float = 12.0  # ... and of those only the ones within this many points of the best
    samples: int = 32  # imagined throws per candidate when a throw is too big to enumerate
    exact_dice: int = 2  # a throw of this many dice or fewer is enumerated (6**n outcomes)
    # At most this many reply positions per decision (None: no cap). Where a position offers
    # many replies (Clever hoch drei, Clever 4ever), a sampled throw gets fewer samples, never
    # fewer than min_samples: the decision's work, and so its time, stays bounded.
    reply_rows: int | None = None
    min_samples: int = 8


@cache  # asked at every decision: made once per game (a frozen budget may be shared)
def desk_budget(game: str) -> SearchBudget:
    """How hard a computer seat thinks in ``game`` (the catalogue says, and why)."""
    return SearchBudget(**catalogue.facts(game).desk_search.given())


@cache
def hint_budget(game: str) -> SearchBudget:
    """How hard the hints (and a game review) think in ``game``."""
    return SearchBudget(**catalogue.facts(game).hint_search.given())


@dataclass
class _Future:
    """One imagined continuation of a candidate: its weight and what it is worth."""

    candidate: int
    weight: float
    value: float | None  # known at once (game over, another player's decision)
    rows: slice | None = None  # the replies' rows in the batch


class SearchCancelled(Exception):
    """The search was told to stop (a newer request replaced the one it worked for)."""


class ExpertSearch:
    """Values candidate moves by one throw of lookahead over one network. ``cancelled`` is
    asked between the futures of a search: when it says so, the search stops at once
    (:class:`SearchCancelled`)."""

    def __init__(self, rules: CleverRules, network: ValueNetwork, budget: SearchBudget,
                 seed: int, cancelled: Callable[[], bool] | None = None) -> None:
        self.rules = rules
        self.evaluator = Evaluator(rules, network)
        self.network = network
        self.budget = budget
        self.rng = np.random.default_rng(seed)
        self.cancelled = cancelled

    def judge(self, state: GameState, moves: Sequence[Move]) -> tuple[Judged, np.ndarray]:
        """The network's judgement of ``moves`` and the searched value of each (the network's
        value for the moves not searched, lowered below every searched one's, so they are
        never preferred on the network's word alone)."""
        judged = self.evaluator.judge(state, moves)
        searched = np.array(judged.expected, dtype=np.float64)
        seat = state.decider
        if seat is None or len(moves) < 2:
            return judged, searched
        candidates = self._candidates(judged)
        if len(candidates) < 2:
            return judged, searched
        values = self._search(state, seat, [judged.moves[i] for i in candidates],
                              [float(judged.expected[i]) for i in candidates])
        floor = float(values.min()) - 1.0
        searched = np.minimum(searched, floor)  # not searched: behind every searched move
        for index, value in zip(candidates, values, strict=True):
            searched[index] = value
        # moves that share an afterstate share its searched value
        by_after = {id(judged.afters[i]): searched[i] for i in candidates}
        for index, after in enumerate(judged.afters):
            found = by_after.get(id(after))
            if found is not None:
                searched[index] = found
        return judged, searched

    def _candidates(self, judged: Judged) -> list[int]:
        """The distinct afterstates worth searching: the network's best few, within a margin."""
        order = np.argsort(-judged.expected, kind="stable")
        best = float(judged.expected[order[0]])
        picked: list[int] = []
        seen: set[int] = set()
        for index in order:
            after = judged.afters[int(index)]
            if id(after) in seen:
                continue
            if float(judged.expected[index]) < best - self.budget.margin:
                break
            seen.add(id(after))
            picked.append(int(index))
            if len(picked) >= self.budget.candidates:
                break
        return picked

    def _search(self, state: GameState, seat: int, moves: list[Move],
                networks_word: list[float]) -> np.ndarray:
        seeds = [int(s) for s in self.rng.integers(1, 2**62, size=self.budget.samples)]
        setups = self._affordable(state, seat, moves, [_with_seed(state.setup, s) for s in seeds])
        outcomes: list[_Future] = []
        replies = _Replies(self.evaluator.spec.encoder(), self.network)
        for candidate, move in enumerate(moves):
            self._go_on()
            for weight, future in self._futures(state, move, setups):
                self._go_on()
                value = self._known_value(future, seat, networks_word[candidate])
                if value is not None:
                    outcomes.append(_Future(candidate, weight, value))
                    continue
                rows = replies.add(*self.evaluator.distinct_afters(
                    future, self.rules.legal_moves(future)))
                outcomes.append(_Future(candidate, weight, None, rows))
        values = replies.values()
        totals = np.zeros(len(moves))
        for outcome in outcomes:
            value = outcome.value
            if value is None:
                assert outcome.rows is not None
                value = float(values[outcome.rows].max())
            totals[outcome.candidate] += outcome.weight * value
        return totals

    def _go_on(self) -> None:
        if self.cancelled is not None and self.cancelled():
            raise SearchCancelled

    def _affordable(self, state: GameState, seat: int, moves: list[Move],
                    setups: list[GameSetup]) -> list[GameSetup]:
        """The imagined throws this decision can afford under ``reply_rows``: the first
        candidate's first future tells how many replies a future offers here. The seeds were
        drawn in full either way, so the generator's sequence does not depend on the cap."""
        budget = self.budget
        if budget.reply_rows is None or len(setups) <= budget.min_samples:
            return setups
        probe = _imagined(self.rules, state, moves[0], setups[0])
        replies = 1
        if probe.phase != Phase.GAME_OVER and probe.decider == seat:
            replies = max(1, len(self.rules.legal_moves(probe)))
        affordable = budget.reply_rows // (len(moves) * replies)
        return setups[:max(budget.min_samples, min(len(setups), affordable))]

    def _known_value(self, future: GameState, seat: int, networks_word: float) -> float | None:
        """The value of a future that needs no reply of ours: the final score at the game's
        end; when another player decides first (a multiplayer turn runs on), the network's
        own value of the candidate (the lookahead stops at other players' decisions)."""
        if future.phase == Phase.GAME_OVER:
            return float(self.rules.total(future.players[seat]))
        if future.decider != seat:
            return networks_word
        return None

    def _futures(self, state: GameState, move: Move, setups: list[GameSetup]
                 ) -> list[tuple[float, GameState]]:
        """The continuations of ``move`` to the next decision, with their probabilities. The
        move itself is made again in the imagined worlds: a reroll's new faces are imagined
        too, never the ones the game will show."""
        rules = self.rules
        probe = _imagined(rules, state, move, setups[0])
        thrown = [event for event in probe.last_events if event.kind in _THROWS]
        if not thrown:
            return [(1.0, probe)]  # nothing random happens before the next decision
        if len(thrown) == 1 and thrown[0].kind in _SINGLE_THROWS:
            rolled = rules.dice_at(probe, "roll")
            if len(rolled) <= self.budget.exact_dice:
                outcomes = list(itertools.product(range(1, 7), repeat=len(rolled)))
                weight = 1.0 / len(outcomes)
                futures = []
                for faces in outcomes:
                    future = probe.clone()
                    future.faces.update(zip(rolled, faces, strict=True))
                    futures.append((weight, future))
                return futures
        weight = 1.0 / len(setups)
        return [(weight, probe)] + [(weight, _imagined(rules, state, move, setup))
                                    for setup in setups[1:]]


class _Replies:
    """The values of a decision's replies, scored a block of rows at a time as they are met.

    A decision of Clever 4ever meets thousands of replies. Their afterstates are encoded as
    each future is met and let go; their features are scored by the network in blocks of
    ``BLOCK`` rows, always at least that many at once (the rows of a block are scored as in
    one matrix). Holding every afterstate, and then every feature row, until the end took up
    to 45 MB a decision, which the interpreter could not give back afterwards."""

    BLOCK = 512

    def __init__(self, encoder: GroupEncoder, network: ValueNetwork) -> None:
        self._encoder = encoder
        self._network = network
        self._scored: list[np.ndarray] = []

    def add(self, before: GameState, moves: Sequence[Move], afters: Sequence[GameState]
            ) -> slice:
        rows = self._encoder.add(before, moves, afters)
        if self._encoder.pending >= 2 * self.BLOCK:  # a block, and a block still to come
            self._score(self.BLOCK)
        return rows

    def values(self) -> np.ndarray:
        """Every reply's value, in the order they were added."""
        if self._encoder.pending:
            self._score(self._encoder.pending)
        return np.concatenate(self._scored) if self._scored else np.zeros(0)

    def _score(self, rows: int) -> None:
        network = self._network
        self._scored.append(network.values(self._encoder.take(rows)) * network.scale)


def _with_seed(setup: GameSetup, seed: int) -> GameSetup:
    """The setup of an imagined world: its dice thrown by ``seed`` (also in a game played with
    real dice, whose throws to come nobody knows)."""
    return setup.model_copy(update={"seed": seed, "real_dice": False})


def _imagined(rules: CleverRules, state: GameState, move: Move, setup: GameSetup) -> GameState:
    """``move`` made on a copy of ``state`` whose dice are thrown by ``setup``'s seed, run on
    to the next decision. The copy keeps the imagined setup: any throw a reply makes is
    imagined as well."""
    future = state.clone()
    future.setup = setup
    rules._perform(future, move)
    continue_after(rules, future)
    return future


class ExpertBot:
    """Plays the move whose one-throw lookahead over the learned network is best."""

    name = "expert"

    def __init__(self, seed: int = 0, network: ValueNetwork | None = None,
                 budget: SearchBudget | None = None) -> None:  # None: desk_budget(game)
        self._seed = seed
        self._network = network
        self._budget = budget
        self._searches: dict[str, ExpertSearch] = {}
        self._greedy = GreedyBot(seed)

    def search(self, game: str) -> ExpertSearch:
        found = self._searches.get(game)
        if found is None:
            network = self._network or shipped_network(game)
            budget = self._budget or desk_budget(game)
            found = self._searches[game] = ExpertSearch(get_rules(game), network, budget,
                                                        self._seed)
        return found

    def choose(self, state: GameState, legal_moves: list[Move]) -> Move:
        if len(legal_moves) == 1:
            return legal_moves[0]
        if self._network is None and not has_weights(state.game):
            return self._greedy.choose(state, legal_moves)
        judged, values = self.search(state.game).judge(state, legal_moves)
        return judged.moves[int(np.argmax(values))]


def expert_hints(state: GameState, legal_moves: Sequence[Move], top: int = 3,
                 budget: SearchBudget | None = None, seed: int = 0,
                 cancelled: Callable[[], bool] | None = None) -> list[Hint]:
    """The ``top`` moves the expert prefers, best first, with the final score it expects from
    each (searched where the search looked, the network's word for the rest). Hints think
    longer than a computer seat (``hint_budget``): they run on the desk's worker thread.
    ``cancelled``: see :class:`ExpertSearch` (raises :class:`SearchCancelled`)."""
    if not legal_moves:
        return []
    if not has_weights(state.game):
        return learned_hints(state, legal_moves, top=top)
    # the coach's values: a hint tells a person what to expect from their own sheet
    search = ExpertSearch(get_rules(state.game), coach_network(state.game),
                          budget or hint_budget(state.game), seed, cancelled)
    judged, values = search.judge(state, legal_moves)
    exact = exact_values(search.rules, state, judged.afters)
    if exact is not None:  # the game's end without dice: its final scores (endgame.py)
        values = np.array(exact)
    order = sorted(range(len(judged.moves)), key=lambda i: (-float(values[i]), i))
    best = float(values[order[0]])
    return [Hint(judged.moves[i], float(values[i]), float(values[i]) - best)
            for i in order[:top]]

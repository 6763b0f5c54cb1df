"""The expert's lookahead lets go of its imagined positions as it goes (issue 46, memory).

A hint or a review decision of Clever 4ever imagines thousands of positions. They, and then
their features, used to be kept until the whole decision was scored: up to 45 MB a decision,
which the interpreter kept afterwards (its memory pools pinned by the few objects that
outlived the search).
"""

from __future__ import annotations

import gc

import numpy as np

from cleverdesk.engine import GameSetup, Phase, PlayerSetup, get_rules
from cleverdesk.engine.bots import learned, make_bot
from cleverdesk.engine.bots.expert import ExpertSearch, _Replies, hint_budget
from cleverdesk.engine.bots.features import feature_spec
from cleverdesk.engine.bots.network import ValueNetwork
from cleverdesk.engine.model import GameState

C4E = "clever-4ever"


def _position_with_many_replies() -> GameState:
    """A Clever 4ever game some rounds in, at a decision with a real choice."""
    rules = get_rules(C4E)
    state = rules.new_game(GameSetup(game=C4E, players=[PlayerSetup(name="Anna")], seed=7))
    bot = make_bot("greedy", seed=7)
    while state.round < 3 or len(rules.legal_moves(state)) < 6:
        assert state.phase != Phase.GAME_OVER
        state = rules.apply(state, bot.choose(state, rules.legal_moves(state)))
    return state


def _positions_alive() -> int:
    return sum(1 for thing in gc.get_objects() if type(thing) is GameState)


def test_the_search_never_holds_all_its_imagined_positions(monkeypatch) -> None:
    state = _position_with_many_replies()
    rules = get_rules(C4E)
    made = 0
    most = 0
    original = learned.afterstate

    def counted(rules_: object, before: GameState, move: object) -> GameState:
        nonlocal made, most
        made += 1
        if made % 40 == 0:  # a look at what is alive now and then (the count is slow)
            most = max(most, _positions_alive())
        return original(rules_, before, move)  # type: ignore[arg-type]

    monkeypatch.setattr(learned, "afterstate", counted)
    baseline = _positions_alive()
    search = ExpertSearch(rules, learned.shipped_network(C4E), hint_budget(C4E), seed=3)
    search.judge(state, rules.legal_moves(state))
    assert made > 1000, "the decision should imagine many positions"
    assert most - baseline < made / 4, f"{most - baseline} of {made} positions alive at once"


def test_gathering_decision_by_decision_gives_the_same_features() -> None:
    state = _position_with_many_replies()
    rules = get_rules(C4E)
    spec = feature_spec(rules)
    evaluator = learned.Evaluator(rules, learned.shipped_network(C4E))
    groups = []
    for move in rules.legal_moves(state)[:6]:
        after = rules.apply(state, move)
        if after.phase != Phase.GAME_OVER and after.decider is not None:
            groups.append(evaluator.distinct_afters(after, rules.legal_moves(after)))
    encoder = spec.encoder()
    slices = [encoder.add(*group) for group in groups]
    together = spec.encode_groups(groups)
    np.testing.assert_array_equal(encoder.matrix(), together)
    assert slices[-1].stop == len(together)


def test_the_replies_are_scored_a_block_at_a_time(monkeypatch) -> None:
    state = _position_with_many_replies()
    rules = get_rules(C4E)
    legal = rules.legal_moves(state)
    network = learned.shipped_network(C4E)
    whole = _Replies.BLOCK
    monkeypatch.setattr(_Replies, "BLOCK", 10**9)  # one matrix of every reply, as before
    _, at_once = ExpertSearch(rules, network, hint_budget(C4E), seed=3).judge(state, legal)
    monkeypatch.setattr(_Replies, "BLOCK", whole)
    scored: list[int] = []
    original = ValueNetwork.values

    def counted(self: ValueNetwork, x: np.ndarray) -> np.ndarray:
        scored.append(len(x))
        return original(self, x)

    monkeypatch.setattr(ValueNetwork, "values", counted)
    _, in_blocks = ExpertSearch(rules, network, hint_budget(C4E), seed=3).judge(state, legal)
    replies = scored[1:]  # (the first is the candidates' own judgement)
    assert sum(replies) > 2 * whole, "the decision should meet several blocks of replies"
    assert all(whole <= rows < 3 * whole for rows in replies), replies
    np.testing.assert_allclose(in_blocks, at_once, rtol=0, atol=1e-3)

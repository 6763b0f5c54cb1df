"""The expert computer player: one throw of lookahead over the learned network."""

from __future__ import annotations

import numpy as np
import pytest

from cleverdesk.engine import GameSetup, Phase, PlayerSetup, get_rules
from cleverdesk.engine.bots import make_bot
from cleverdesk.engine.bots.expert import ExpertBot, ExpertSearch, SearchBudget
from cleverdesk.engine.bots.learned import Evaluator, shipped_network
from cleverdesk.engine.model import GameState

GSC = "ganz-schoen-clever"
CLEVER_GAMES = (GSC, "doppelt-so-clever", "clever-hoch-drei", "clever-4ever")
SMALL = SearchBudget(candidates=3, margin=15.0, samples=6)


def new_game(game: str, players: int, seed: int) -> GameState:
    names = [PlayerSetup(name=f"p{i}", bot="expert") for i in range(players)]
    return get_rules(game).new_game(GameSetup(game=game, players=names, seed=seed))


@pytest.mark.parametrize("game", CLEVER_GAMES)
def test_the_expert_plays_only_legal_moves(game: str) -> None:
    """Two players, every decision checked by ``apply`` (passive picks, bonus chains, jokers,
    polishing, returns …)."""
    rules = get_rules(game)
    bot = ExpertBot(seed=1, budget=SMALL)
    state = new_game(game, 2, seed=9)
    while state.phase != Phase.GAME_OVER:
        moves = rules.legal_moves(state)
        move = bot.choose(state, moves)
        assert move in moves
        state = rules.apply(state, move)


@pytest.mark.parametrize("game", CLEVER_GAMES)
def test_the_expert_never_reads_the_dice_to_come(game: str) -> None:
    """The game's seed is the only way to its future throws: the expert given the same table
    under another seed makes the same choice with the same searched values, rerolls included
    (it imagines the throws with seeds of its own)."""
    rules = get_rules(game)
    seen = ExpertSearch(rules, shipped_network(game), SMALL, seed=4)
    blind = ExpertSearch(rules, shipped_network(game), SMALL, seed=4)
    searched = 0
    for seed in range(2):
        state = new_game(game, 1, seed)
        for _ in range(40):
            if state.phase == Phase.GAME_OVER:
                break
            moves = rules.legal_moves(state)
            other = state.clone()
            other.setup = state.setup.model_copy(update={"seed": seed + 1_000_003})
            judged, values = seen.judge(state, moves)
            _, other_values = blind.judge(other, moves)
            np.testing.assert_array_equal(values, other_values)
            searched += len(moves) > 1
            state = rules.apply(state, judged.moves[int(np.argmax(values))])
    assert searched >= 20


def test_the_expert_is_deterministic_per_seed() -> None:
    def play(seed: int) -> list[str]:
        bot = make_bot("expert", seed)
        rules = get_rules(GSC)
        state = new_game(GSC, 1, seed=21)
        chosen = []
        for _ in range(25):
            move = bot.choose(state, rules.legal_moves(state))
            chosen.append(str(move))
            state = rules.apply(state, move)
        return chosen

    assert play(3) == play(3)


def test_a_throw_of_one_or_two_dice_is_enumerated_exactly() -> None:
    """A pick on the second roll with two dice left: the third roll has 36 outcomes, each
    weighed 1/36 (no sampling noise); a pick that leaves four dice is sampled."""
    rules = get_rules(GSC)
    search = ExpertSearch(rules, shipped_network(GSC), SMALL, seed=1)
    state = new_game(GSC, 1, seed=5)
    setups = [state.setup.model_copy(update={"seed": s}) for s in range(1, 7)]
    picks = [m for m in rules.legal_moves(state) if m.kind == "pick"]
    sizes = set()
    for move in picks:
        futures = search._futures(state, move, setups)
        assert sum(weight for weight, _ in futures) == pytest.approx(1.0)
        left = len(rules.dice_at(futures[0][1], "roll"))
        sizes.add((left, len(futures)))
        if left <= 2:
            faces = {tuple(f.faces[d] for d in rules.dice_at(f, "roll")) for _, f in futures}
            assert len(futures) == 6 ** left == len(faces)
        else:
            assert len(futures) == len(setups)
    assert any(left > 2 for left, _ in sizes)


def test_the_expert_searches_only_the_networks_best_moves() -> None:
    rules = get_rules(GSC)
    network = shipped_network(GSC)
    search = ExpertSearch(rules, network, SearchBudget(candidates=2, margin=50.0, samples=4),
                          seed=1)
    state = new_game(GSC, 1, seed=8)
    moves = rules.legal_moves(state)
    judged, values = search.judge(state, moves)
    plain = Evaluator(rules, network).judge(state, moves).expected
    top_two = set(np.argsort(-plain, kind="stable")[:2])
    best = int(np.argmax(values))
    assert best in top_two or any(
        judged.afters[best] is judged.afters[i] for i in top_two)


def _a_sampled_decision(game: str) -> tuple[GameState, ExpertSearch, list]:
    """The first position of a solo game whose candidates' futures are sampled throws."""
    rules = get_rules(game)
    state = new_game(game, 1, seed=3)
    search = ExpertSearch(rules, shipped_network(game), SearchBudget(samples=16), seed=2)
    judged, _ = search.judge(state, rules.legal_moves(state))
    picked = [judged.moves[i] for i in search._candidates(judged)]
    return state, search, picked


@pytest.mark.parametrize("game", ["clever-hoch-drei", "clever-4ever"])
def test_a_reply_cap_lowers_the_samples_never_under_the_minimum(game: str) -> None:
    """Where a future offers many replies, the cap on reply positions takes samples away (the
    decision's time stays bounded) down to ``min_samples``; without a cap every sample is
    used; the generator draws the same seeds either way (the cap never shifts later
    decisions' luck)."""
    state, search, moves = _a_sampled_decision(game)
    setups = [state.setup.model_copy(update={"seed": s}) for s in range(1, 17)]
    assert search._affordable(state, 0, moves, setups) == setups
    tight = ExpertSearch(search.rules, search.network,
                         SearchBudget(samples=16, reply_rows=1, min_samples=5), seed=2)
    assert tight._affordable(state, 0, moves, setups) == setups[:5]
    roomy = ExpertSearch(search.rules, search.network,
                         SearchBudget(samples=16, reply_rows=10**9, min_samples=5), seed=2)
    assert roomy._affordable(state, 0, moves, setups) == setups
    for budget in (SearchBudget(samples=16), SearchBudget(samples=16, reply_rows=1)):
        capped = ExpertSearch(search.rules, search.network, budget, seed=2)
        capped.judge(state, get_rules(game).legal_moves(state))
        assert capped.rng.integers(1, 2**62) == ExpertSearch(
            search.rules, search.network, SearchBudget(samples=16), seed=2).rng.integers(
            1, 2**62, size=17)[-1]


def test_the_wide_games_think_within_their_own_budget() -> None:
    """Clever hoch drei and Clever 4ever offer several times the replies per position: their
    seats and hints cap the reply positions; the first two games search uncapped."""
    from cleverdesk.engine.bots.expert import desk_budget, hint_budget

    for game in ("clever-hoch-drei", "clever-4ever"):
        assert desk_budget(game).reply_rows is not None
        assert hint_budget(game).reply_rows is not None
        assert ExpertBot(seed=1).search(game).budget == desk_budget(game)
    for game in (GSC, "doppelt-so-clever"):
        assert desk_budget(game).reply_rows is None
        assert ExpertBot(seed=1).search(game).budget == desk_budget(game)

"""Moves that lead to the same position are judged once by the bots (``outcome_key``).

Collapsing must never merge two moves that lead to different positions: on many positions of
Clever hoch drei and Clever 4ever, reached by random and by greedy play, solo and with two
players, the positions after one move of each key are exactly the positions after all moves.
"""

from __future__ import annotations

import random

import pytest

from cleverdesk.engine import GameSetup, GameState, Move, Phase, PlayerSetup, get_rules
from cleverdesk.engine.bots.features import feature_spec
from cleverdesk.engine.bots.greedy import GreedyBot
from cleverdesk.engine.bots.learned import afterstate
from cleverdesk.engine.clever import CleverRules

C3, C4E = "clever-hoch-drei", "clever-4ever"


def position(rules: CleverRules, state: GameState, move: Move) -> str:
    """The table right after ``move`` as text, without the log of what happened."""
    after = afterstate(rules, state, move)
    after.last_events = []
    return after.to_json()


def positions_of_play(game: str, seeds: range) -> list[GameState]:
    """Every decision of games played half by a random player, half by greedy."""
    rules = get_rules(game)
    found = []
    for seed in seeds:
        players = [PlayerSetup(name=str(k)) for k in range(1 + seed % 2)]
        state = rules.new_game(GameSetup(game=game, players=players, seed=seed))
        chooser = random.Random(seed)
        greedy = GreedyBot(seed)
        while state.phase != Phase.GAME_OVER:
            moves = rules.legal_moves(state)
            found.append(state)
            move = greedy.choose(state, moves) if seed % 4 < 2 else chooser.choice(moves)
            state = rules.apply(state, move)
    return found


@pytest.mark.parametrize("game", [C3, C4E])
def test_collapsed_moves_keep_every_distinct_position(game: str) -> None:
    rules = get_rules(game)
    spec = feature_spec(rules)
    collapsed = 0
    for state in positions_of_play(game, range(8)):
        moves = rules.legal_moves(state)
        first: dict[object, Move] = {}
        for move in moves:
            first.setdefault(rules.outcome_key(state, move), move)
        kept = list(first.values())
        every = {position(rules, state, m) for m in moves}
        assert {position(rules, state, m) for m in kept} == every
        for move in moves:  # and a move is described exactly as the one judged for it
            same = first[rules.outcome_key(state, move)]
            if same is not move:
                collapsed += 1
                assert position(rules, state, move) == position(rules, state, same)
                assert spec.encode(state, move, afterstate(rules, state, move)) == \
                    spec.encode(state, same, afterstate(rules, state, same))
    assert collapsed > 20  # the collapse happens: white or coloured die, pink halves …


def test_a_pink_question_mark_written_as_1_or_2_is_one_outcome() -> None:
    rules = get_rules(C3)
    state = rules.new_game(GameSetup(game=C3, players=[PlayerSetup(name="a")], seed=3))
    player = state.players[0]
    player.marks["pink"][0] = 1  # field 2 next: it has the bonus/points choice
    player.pending = ["q_pink"]
    moves = {(m.option, m.value): m for m in rules.legal_moves(state)}
    half_1, half_2 = moves[("half", 1)], moves[("half", 2)]
    assert rules.outcome_key(state, half_1) == rules.outcome_key(state, half_2)
    assert rules.outcome_key(state, half_2) != rules.outcome_key(state, moves[("half", 3)])
    points_1, points_2 = moves[("points", 1)], moves[("points", 2)]
    assert rules.outcome_key(state, points_1) != rules.outcome_key(state, points_2)

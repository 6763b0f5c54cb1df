"""``apply_unchecked``: for a move ``legal_moves`` listed, exactly what ``apply`` does; the
checked ``apply`` still refuses what is not listed."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from cleverdesk.engine import (
    GAME_IDS,
    GameSetup,
    IllegalMove,
    MoveKind,
    Phase,
    PlayerSetup,
    get_rules,
)
from cleverdesk.engine.bots import GreedyBot


def setup(game: str, players: int, seed: int) -> GameSetup:
    return GameSetup(game=game, players=[PlayerSetup(name=f"P{i}") for i in range(players)],
                     seed=seed)


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_listed_move_gives_the_same_state_checked_or_not(game: str) -> None:
    rules = get_rules(game)
    for players, seed in ((1, 3), (3, 8)):
        rng = random.Random(seed)
        state = rules.new_game(setup(game, players, seed))
        while state.phase != Phase.GAME_OVER:
            moves = rules.legal_moves(state)
            for move in moves:
                assert rules.apply_unchecked(state, move) == rules.apply(state, move), str(move)
            state = rules.apply_unchecked(state, rng.choice(moves))


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_greedy_game_through_the_unchecked_path_replays_with_the_checked_one(
    game: str,
) -> None:
    rules = get_rules(game)
    bot = GreedyBot(2)
    start = rules.new_game(setup(game, 2, 21))
    state, played = start, []
    while state.phase != Phase.GAME_OVER:
        move = bot.choose(state, rules.legal_moves(state))
        played.append(move)
        state = rules.apply_unchecked(state, move)
    again = start
    for move in played:
        again = rules.apply(again, move)  # raises if the bot ever chose an unlisted move
    assert again == state
    with pytest.raises(IllegalMove):
        rules.apply(state, played[-1])  # the game is over: the checked apply refuses


@pytest.mark.parametrize("game", GAME_IDS)
def test_the_checked_apply_takes_exactly_the_listed_picks(game: str) -> None:
    """An active pick is checked against that die's picks only: near misses of every listed
    pick (another die, cell, value or option) are refused unless they are listed too."""
    rules = get_rules(game)
    rng = random.Random(5)
    state = rules.new_game(setup(game, 2, 5))
    checked = 0
    while state.phase != Phase.GAME_OVER:
        moves = rules.legal_moves(state)
        for move in moves:
            if move.kind != MoveKind.PICK or state.phase != Phase.ACTIVE_ROLL:
                continue
            assert move.cell is not None
            near = [replace(move, die=die) for die in rules.dice] + [
                replace(move, cell=move.cell + 1), replace(move, cell=move.cell - 1),
                replace(move, value=None), replace(move, value=(move.value or 0) % 6 + 1),
                replace(move, option=None), replace(move, option="half"),
                replace(move, option="points")]
            for candidate in near:
                if candidate in moves:
                    rules.apply(state, candidate)
                else:
                    with pytest.raises(IllegalMove):
                        rules.apply(state, candidate)
                checked += 1
        state = rules.apply_unchecked(state, rng.choice(moves))
    assert checked > 100

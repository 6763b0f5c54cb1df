"""Clever hoch drei: every listed move is a complete, self-describing choice a UI can offer, the
state between moves carries nothing transient, and the greedy bot plays sensibly."""

from __future__ import annotations

import random

from cleverdesk.engine import GameRecord, GameState, MoveKind, Phase, apply, legal_moves, replay
from cleverdesk.engine.bots import GreedyBot
from cleverdesk.engine.simulate import simulate

from .clever_hoch_drei_support import C3, new_game, rules, setup

PINK_OPTIONS = {"half", "points"}


def check_move_shapes(state: GameState) -> None:
    r = rules()
    seat = state.decider
    assert seat is not None
    player = state.players[seat]
    for m in legal_moves(state):
        if m.kind in (MoveKind.PICK, MoveKind.EXTRA_DIE):
            assert m.die in r.dice and m.area in r.areas and m.cell is not None and not m.bonus
            assert (m.option in PINK_OPTIONS) if m.area == "pink" else m.option is None
            if m.value is not None:  # a joker: a number the player can enter the die as
                assert m.value in r.joker_numbers(player) and m.value != state.faces[m.die]
        elif m.kind == MoveKind.BONUS:
            assert m.bonus in player.pending and m.area in r.areas and m.cell is not None
            if m.area == "pink":
                assert m.option in PINK_OPTIONS and m.value in range(1, 7)
            if m.area == "blue":
                assert m.value in range(2, 13)
        elif m.kind == MoveKind.SKIP:
            assert m.bonus in player.pending and r.bonuses[m.bonus].optional
        else:
            assert m.kind in (MoveKind.REROLL, MoveKind.FORFEIT, MoveKind.DECLINE,
                              MoveKind.END_WINDOW)
            assert (m.die, m.area, m.cell, m.bonus, m.option, m.value) == (None,) * 6


def test_random_games_offer_only_well_formed_moves() -> None:
    for players in (1, 2, 3):
        for seed in range(8):
            rng = random.Random(seed)
            state = new_game(players, seed)
            record = GameRecord(setup=setup(players, seed))
            while state.phase != Phase.GAME_OVER:
                check_move_shapes(state)
                assert not {"entry_joker", "entry_points"} & set(state.counters)
                move = rng.choice(legal_moves(state))
                record.moves.append(move)
                state = apply(state, move)
            assert replay(record) == state


def test_greedy_plays_every_kind_of_choice() -> None:
    """Greedy uses jokers, both pink options and extra crosses over a few games."""
    bot = GreedyBot()
    seen: set[str] = set()
    for seed in range(4):
        state = new_game(1, seed)
        while state.phase != Phase.GAME_OVER:
            move = bot.choose(state, legal_moves(state))
            if move.kind in (MoveKind.PICK, MoveKind.EXTRA_DIE) and move.value is not None:
                seen.add("joker")
            if move.option in PINK_OPTIONS:
                seen.add(str(move.option))
            if move.bonus and move.bonus.startswith("more_turquoise_"):
                seen.add("more_turquoise")
            state = apply(state, move)
    assert seen == {"joker", "half", "points", "more_turquoise"}


def test_greedy_is_clearly_stronger_than_random() -> None:
    greedy = simulate(C3, "greedy", games=12, seed=5)
    rand = simulate(C3, "random", games=12, seed=5)
    assert greedy["mean"] > rand["mean"] + 60

"""Headless SET Cubed games for benchmarks and strength figures.

``python -m cleverdesk sim --game set-cubed --players 3 --bot greedy --games 50 --seed 1 --json``
ends up here (the CLI dispatches on the game id; the Clever engine knows nothing of SET Cubed).
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from ..engine.model import PlayerSetup
from ..engine.simulate import percentile
from . import get_rules
from .bots import BOT_NAMES, make_bot
from .model import GAME_ID, Phase, SetCubedRecord, SetCubedSetup, SetCubedState
from .rules import HAND_SIZE, MAX_PLAYERS, MIN_PLAYERS, SetCubedRules
from .symbols import CODES, WILD


def game_seed(base_seed: int, index: int) -> int:
    """Seed of the index-th simulated game: distinct per game, fixed per base seed."""
    return (base_seed << 20) + index


def play_game(rules: SetCubedRules, setup: SetCubedSetup,
              ) -> tuple[SetCubedState, SetCubedRecord]:
    """Play one game to the end with the bots named in the setup (``random`` when none)."""
    bots = [make_bot(p.bot or "random", setup.seed * 7 + seat)
            for seat, p in enumerate(setup.players)]
    state = rules.new_game(setup)
    record = rules.record(state)
    while state.phase != Phase.GAME_OVER:
        assert state.decider is not None
        move = bots[state.decider].choose(state, rules.lazy_legal_moves(state))
        state = rules.apply(state, move)
        record.moves.append(move)
    return state, record


def simulate(
    game: str,
    bot: str,
    games: int,
    seed: int,
    players: int = 1,
    *,
    on_game: Callable[[SetCubedState, SetCubedRecord], None] | None = None,
) -> dict[str, Any]:
    """Play ``games`` games with every seat played by ``bot``; return their statistics.

    Same signature as :func:`cleverdesk.engine.simulate.simulate`. Everything but the timing
    figures is a pure function of the arguments. ``on_game`` is given each finished game's final
    state and record.
    """
    if game != GAME_ID:
        raise ValueError(f"unknown game {game!r} (this simulator plays {GAME_ID})")
    if bot not in BOT_NAMES:
        raise ValueError(f"unknown bot {bot!r} (known: {', '.join(BOT_NAMES)})")
    if games < 1:
        raise ValueError("--games must be at least 1")
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"{GAME_ID} needs --players between {MIN_PLAYERS} and {MAX_PLAYERS}")
    rules = get_rules()
    totals: list[int] = []
    per_seat: list[list[int]] = [[] for _ in range(players)]
    winning: list[int] = []
    rounds: list[int] = []
    placed: list[int] = []
    ends: dict[str, int] = {}
    start = time.perf_counter()
    for index in range(games):
        setup = SetCubedSetup(
            players=[PlayerSetup(name=f"{bot} {s + 1}", bot=bot) for s in range(players)],
            seed=game_seed(seed, index),
        )
        state, record = play_game(rules, setup)
        if on_game is not None:
            on_game(state, record)
        game_totals = rules.totals(state)
        totals.extend(game_totals)
        for seat, total in enumerate(game_totals):
            per_seat[(seat - state.first_player) % players].append(total)
        winning.append(max(game_totals))
        rounds.append(state.round)
        placed.append(len(state.board))
        reason = str(state.end_reason)
        ends[reason] = ends.get(reason, 0) + 1
    elapsed = time.perf_counter() - start
    ordered = sorted(totals)
    return {
        "game": game,
        "bot": bot,
        "players": players,
        "seed": seed,
        "games": games,
        "mean": round(statistics.fmean(totals), 3),
        "stdev": round(statistics.pstdev(totals), 3),
        "median": statistics.median(ordered),
        "p90": round(percentile(ordered, 0.9), 3),
        "min": ordered[0],
        "max": ordered[-1],
        # by position in the turn order: the first player (the opener) first
        "mean_by_turn_order": [round(statistics.fmean(v), 3) for v in per_seat],
        "winning_score": round(statistics.fmean(winning), 3),
        "rounds": round(statistics.fmean(rounds), 3),
        "dice_on_board": round(statistics.fmean(placed), 3),
        "end_reasons": dict(sorted(ends.items())),
        "data": {"board": rules.ref.board, "dice": rules.ref.dice,
                 "approximate": rules.data.approximate},
        "seconds_per_game": round(elapsed / games, 6),
        "ms_per_game": round(1000 * elapsed / games, 3),
    }


def wild_position(rules: SetCubedRules, seed: int, wilds: int, players: int = 2,
                  ) -> SetCubedState:
    """A position from a real game (greedy players, a seeded number of moves in) where the
    player to place holds five dice, ``wilds`` of them WILDs and the rest seeded faces: the
    hands that made the legal-move listing explode (issue #22)."""
    rng = random.Random(seed)
    attempt = 0
    while True:
        attempt += 1
        setup = SetCubedSetup(players=[PlayerSetup(name=f"P{s + 1}", bot="greedy")
                                       for s in range(players)], seed=seed * 1000 + attempt)
        bots = [make_bot("greedy", setup.seed + s) for s in range(players)]
        state = rules.new_game(setup)
        target = rng.randrange(1, 30)
        while state.phase != Phase.GAME_OVER:
            assert state.decider is not None
            seat = state.decider
            if (state.phase == Phase.PLACE and state.board and state.move_count >= target
                    and len(state.players[seat].hand) == HAND_SIZE):
                position = state.clone()
                hand = position.players[seat].hand
                for k, held in enumerate(hand):
                    held.face = WILD if k < wilds else rng.choice(CODES)
                if rules.can_place(rules.grid(position), rules._hand(position.players[seat])):
                    return position
            state = rules.apply(state, bots[seat].choose(state, rules.lazy_legal_moves(state)))

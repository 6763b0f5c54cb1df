"""Headless games for benchmarks and strength figures (``python -m cleverdesk sim``)."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from .bots import BOT_NAMES, make_bot
from .bots.shipped import has_weights
from .clever import CleverRules
from .games import GAME_IDS, get_rules
from .model import GameRecord, GameSetup, GameState, Phase, PlayerSetup


def game_seed(base_seed: int, index: int) -> int:
    """Seed of the index-th simulated game: distinct per game, fixed per base seed."""
    return (base_seed << 20) + index


def play_game(rules: CleverRules, setup: GameSetup,
              decision_seconds: list[float] | None = None) -> tuple[GameState, GameRecord]:
    """Play one game to the end with the bots named in the setup.

    ``decision_seconds`` collects how long each real decision (two or more legal moves) took.
    """
    bots = [make_bot(p.bot or "random", setup.seed * 7 + seat) for seat, p in
            enumerate(setup.players)]
    state = rules.new_game(setup)
    record = GameRecord(setup=setup)
    while state.phase != Phase.GAME_OVER:
        assert state.decider is not None
        moves = rules.legal_moves(state)
        started = time.perf_counter()
        move = bots[state.decider].choose(state, moves)
        if decision_seconds is not None and len(moves) > 1:
            decision_seconds.append(time.perf_counter() - started)
        state = rules.apply_unchecked(state, move)  # our bots choose among the listed moves
        record.moves.append(move)
    return state, record


def percentile(sorted_values: Sequence[float], fraction: float) -> float:
    """The value at ``fraction`` of a sorted list, interpolated (0.0 for no values)."""
    if not sorted_values:
        return 0.0
    index = fraction * (len(sorted_values) - 1)
    low = int(index)
    high = min(low + 1, len(sorted_values) - 1)
    return sorted_values[low] + (sorted_values[high] - sorted_values[low]) * (index - low)


def simulate(
    game: str,
    bot: str,
    games: int,
    seed: int,
    players: int = 1,
    *,
    seats: Sequence[str] | None = None,
    workers: int = 1,
    on_game: Callable[[GameState, GameRecord], None] | None = None,
) -> dict[str, Any]:
    """Play ``games`` games with every seat played by ``bot`` (or seat k by ``seats[k]``);
    return their statistics.

    Everything but the timing figures is a pure function of the arguments. ``on_game`` is given
    each finished game's final state and record (``sim --save-record`` keeps the last one).
    """
    if game not in GAME_IDS:
        raise ValueError(f"unknown game {game!r} (known: {', '.join(GAME_IDS)})")
    seat_bots = list(seats) if seats else [bot] * players
    if seats:
        players = len(seat_bots)
    for name in dict.fromkeys(seat_bots):
        if name not in BOT_NAMES:
            raise ValueError(f"unknown bot {name!r} (known: {', '.join(BOT_NAMES)})")
        if needs_weights(name) and not has_weights(game):
            raise ValueError(f"no learned weights ship for {game} yet (try --bot greedy)")
    if games < 1:
        raise ValueError("--games must be at least 1")
    if not 1 <= players <= 6:
        raise ValueError("--players must be between 1 and 6")
    rules = get_rules(game)
    totals: list[int] = []
    per_area: dict[str, list[int]] = {name: [] for name in rules.areas}
    foxes: list[int] = []
    fox_points: list[int] = []
    decisions: list[float] = []
    histogram: dict[str, int] = {band.code: 0 for band in rules.rating}
    seat_totals: list[list[int]] = [[] for _ in range(players)]
    seat_wins = [0.0] * players  # a shared first place counts as a share of a win
    start = time.perf_counter()
    setups = [GameSetup(
        game=game,
        players=[PlayerSetup(name=f"{name} {s + 1}", bot=name)
                 for s, name in enumerate(seat_bots)],
        seed=game_seed(seed, index),
        house_rule_5_6=players > 4,
    ) for index in range(games)]
    for state, record, seconds in _played(rules, setups, workers):
        decisions.extend(seconds)
        if on_game is not None:
            on_game(state, record)
        winners = rules.winners(state) if players > 1 else []
        for seat in winners:
            seat_wins[seat] += 1 / len(winners)
        for seat, player in enumerate(state.players):
            total = rules.total(player)
            seat_totals[seat].append(total)
            totals.append(total)
            for name, score in rules.area_scores(player).items():
                per_area[name].append(score)
            foxes.append(player.foxes)
            fox_points.append(player.foxes * rules.fox_value(player))
            histogram[rules.rating_band(total).code] += 1
    elapsed = time.perf_counter() - start
    ordered = sorted(totals)
    decision_ms = sorted(1000 * d for d in decisions)
    return {
        "game": game,
        "bot": bot if not seats else ",".join(seat_bots),
        "players": players,
        "seed": seed,
        "games": games,
        "mean": round(statistics.fmean(totals), 3),
        "stdev": round(statistics.pstdev(totals), 3),
        "median": statistics.median(ordered),
        "p90": round(percentile(ordered, 0.9), 3),
        "min": ordered[0],
        "max": ordered[-1],
        "per_area": {name: round(statistics.fmean(v), 3) for name, v in per_area.items()},
        "foxes": round(statistics.fmean(foxes), 3),
        "fox_points": round(statistics.fmean(fox_points), 3),
        "rating_histogram": histogram,
        "seconds_per_game": round(elapsed / games, 6),
        "ms_per_game": round(1000 * elapsed / games, 3),
        "decision_ms": {"p50": round(percentile(decision_ms, 0.5), 3),
                        "p95": round(percentile(decision_ms, 0.95), 3),
                        "max": round(decision_ms[-1], 3) if decision_ms else 0.0},
        "seats": [{"seat": seat + 1, "bot": seat_bots[seat],
                   "mean": round(statistics.fmean(seat_totals[seat]), 3),
                   **({"win_rate": round(seat_wins[seat] / games, 4)} if players > 1 else {})}
                  for seat in range(players)],
    }


def _play_setup(setup: GameSetup) -> tuple[GameState, GameRecord, list[float]]:
    seconds: list[float] = []
    state, record = play_game(get_rules(setup.game), setup, seconds)
    return state, record, seconds


def _played(rules: CleverRules, setups: list[GameSetup], workers: int
            ) -> Iterator[tuple[GameState, GameRecord, list[float]]]:
    """Each game played to its end, in order; with ``workers`` > 1 in that many processes
    (every game depends only on its setup, so the figures are the same)."""
    if workers <= 1:
        for setup in setups:
            seconds: list[float] = []
            state, record = play_game(rules, setup, seconds)
            yield state, record, seconds
        return
    import multiprocessing

    with multiprocessing.get_context("spawn").Pool(workers) as pool:
        yield from pool.imap(_play_setup, setups, chunksize=4)


def needs_weights(bot: str) -> bool:
    """Whether ``bot`` plays with the learned network (and so needs the game's weights)."""
    return bot not in ("greedy", "random")

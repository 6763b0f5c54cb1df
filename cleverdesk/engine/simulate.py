"""Headless games for benchmarks and strength figures (``python -m cleverdesk sim``)."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

from .bots import BOT_NAMES, make_bot
from .bots.shipped import has_weights
from .clever import CleverRules
from .games import GAME_IDS, get_rules, use_readings
from .model import GameRecord, GameSetup, GameState, Phase, PlayerSetup


def game_seed(base_seed: int, index: int) -> int:
    """Seed of the index-th simulated game: distinct per game, fixed per base seed."""
    return (base_seed << 20) + index


def play_game(rules: CleverRules, setup: GameSetup,
              decision_seconds: list[float] | None = None,
              decision_cpu_seconds: list[float] | None = None) -> tuple[GameState, GameRecord]:
    """Play one game to the end with the bots named in the setup.

    ``decision_seconds`` collects how long each real decision (two or more legal moves) took on
    the clock, ``decision_cpu_seconds`` the processor time it took (the clock's figure grows when
    other programs share the cores; the processor time is what the decision costs).
    """
    bots = [make_bot(p.bot or "random", setup.seed * 7 + seat) for seat, p in
            enumerate(setup.players)]
    state = rules.new_game(setup)
    record = GameRecord(setup=setup)
    while state.phase != Phase.GAME_OVER:
        assert state.decider is not None
        moves = rules.legal_moves(state)
        started = time.perf_counter()
        started_cpu = time.thread_time()
        move = bots[state.decider].choose(state, moves)
        if len(moves) > 1:
            if decision_seconds is not None:
                decision_seconds.append(time.perf_counter() - started)
            if decision_cpu_seconds is not None:
                decision_cpu_seconds.append(time.thread_time() - started_cpu)
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
    readings: str = "ours",
    weights: Path | None = None,
    on_game: Callable[[GameState, GameRecord], None] | None = None,
) -> dict[str, Any]:
    """Play ``games`` games with every seat played by ``bot`` (or seat k by ``seats[k]``);
    return their statistics. ``readings="strict"`` plays the rulebooks' narrow readings
    (``readings.py``) instead of our rulings, every player imagining the game under them too.
    ``weights``: the learned players' network for ``game`` from this file instead of the shipped
    one (a network trained for the strict readings, say).

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
    if weights is not None and not weights.is_file():
        raise ValueError(f"no weights file {weights}")
    if games < 1:
        raise ValueError("--games must be at least 1")
    if not 1 <= players <= 6:
        raise ValueError("--players must be between 1 and 6")
    before = use_readings(readings)
    _use_weights(game, weights)
    try:
        return _simulate(game, bot, games, seed, players, seat_bots, bool(seats), workers,
                         readings, weights, on_game)
    finally:
        use_readings(before)
        _use_weights(game, None)


def _use_weights(game: str, weights: Path | None) -> None:
    from .bots.shipped import use_weights

    if use_weights(game, weights) is None and weights is None:
        return  # the shipped weights before and after: nothing loaded is stale
    from .bots.learned import coach_network, shipped_network

    shipped_network.cache_clear()  # the network of the other file is loaded when first needed
    coach_network.cache_clear()  # (it advises too while it is in use)


def _init_worker(readings: str, game: str, weights: Path | None) -> None:
    use_readings(readings)
    _use_weights(game, weights)


def _simulate(game: str, bot: str, games: int, seed: int, players: int, seat_bots: list[str],
              mixed: bool, workers: int, readings: str, weights: Path | None,
              on_game: Callable[[GameState, GameRecord], None] | None) -> dict[str, Any]:
    rules = get_rules(game)
    totals: list[int] = []
    per_area: dict[str, list[int]] = {name: [] for name in rules.areas}
    foxes: list[int] = []
    fox_points: list[int] = []
    decisions: list[float] = []
    decisions_cpu: list[float] = []
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
    for state, record, seconds, cpu_seconds in _played(rules, setups, workers, readings, weights):
        decisions.extend(seconds)
        decisions_cpu.extend(cpu_seconds)
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
    decision_cpu_ms = sorted(1000 * d for d in decisions_cpu)
    return {
        "game": game,
        "bot": bot if not mixed else ",".join(seat_bots),
        "players": players,
        "rules": readings,
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
        "decision_ms": _spread(decision_ms),
        "decision_cpu_ms": _spread(decision_cpu_ms),
        "seats": [{"seat": seat + 1, "bot": seat_bots[seat],
                   "mean": round(statistics.fmean(seat_totals[seat]), 3),
                   **({"win_rate": round(seat_wins[seat] / games, 4)} if players > 1 else {})}
                  for seat in range(players)],
    }


def _spread(sorted_ms: list[float]) -> dict[str, float]:
    return {"p50": round(percentile(sorted_ms, 0.5), 3),
            "p95": round(percentile(sorted_ms, 0.95), 3),
            "max": round(sorted_ms[-1], 3) if sorted_ms else 0.0}


_Played = tuple[GameState, GameRecord, list[float], list[float]]


def _play_setup(setup: GameSetup) -> _Played:
    seconds: list[float] = []
    cpu_seconds: list[float] = []
    state, record = play_game(get_rules(setup.game), setup, seconds, cpu_seconds)
    return state, record, seconds, cpu_seconds


def _played(rules: CleverRules, setups: list[GameSetup], workers: int, readings: str,
            weights: Path | None = None) -> Iterator[_Played]:
    """Each game played to its end, in order, with its decisions' clock and processor times;
    with ``workers`` > 1 in that many processes (every game depends only on its setup, so the
    figures are the same)."""
    if workers <= 1:
        for setup in setups:
            yield _play_setup(setup)
        return
    import multiprocessing

    with multiprocessing.get_context("spawn").Pool(
            workers, initializer=_init_worker,
            initargs=(readings, rules.game_id, weights)) as pool:
        yield from pool.imap(_play_setup, setups, chunksize=4)


def needs_weights(bot: str) -> bool:
    """Whether ``bot`` plays with the learned network (and so needs the game's weights)."""
    return bot not in ("greedy", "random")

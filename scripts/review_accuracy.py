"""How right the game review's numbers are on the positions people reach (issue 50).

    python scripts/review_accuracy.py --game ganz-schoen-clever --bot beginner --games 20 \\
        --rollouts 64 [--positions 4] [--evaluator expert|learned] [--weights FILE] \\
        [--seed 5] [--workers 1] [--mistakes 2] [--check 5] [--json]

Plays ``--games`` solo games with ``--bot`` (``beginner``, ``casual``, ``learned``, … : the
positions a player of that level reaches; always the shipped network's levels, so the positions
do not depend on the weights measured), reviews each with ``--evaluator`` exactly as the desk does
(``review_record``), and takes ``--positions`` decisions per game at random. For each, the
review's value of the position (the expected final score of its best move: where the review's
chart stands) is compared with the mean final score of ``--rollouts`` playouts by the learned
player from that position on fresh dice (``playouts.py``). Prints

    mean_abs_error=  bias=  max_abs_error=      the value against the playouts, in points
    playout_se=                                 the playouts' own standard error (mean): the part
                                                of the error that is the measurement's noise
    mean_luck=  inflation=                      the dice's part of the account over the games (0
                                                on average when the values are right) and the
                                                points lost over (expected start − final)
    mistakes_checked=  mistakes_over=  max_overstatement=
        the review's ``--mistakes`` biggest reported mistakes per game, each against the
        playouts of the best and the played move on the same dice streams: over = reported
        loss more than 3 points above what the playouts confirm

``--check N`` is the review's own check of its N biggest losses by playouts (its default; 0: the
evaluator's figures unchecked, as the review was before issue 50); ``--check 0,3`` reviews each
game both ways and prints a line for each, on the same games and the same playouts.
``rms_error_beyond_noise=`` is the values' error with the playouts' own noise taken out.
The playouts are played by the learned player with the network the values come from (the
coach's where one ships, learned.py): the values claim to be what that network's player scores.
``--weights`` measures a network that is not shipped, as the evaluator's and the playouts' both.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import statistics
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

from cleverdesk.engine import GameSetup, PlayerSetup, get_rules
from cleverdesk.engine.bots.learned import coach_network
from cleverdesk.engine.bots.network import ValueNetwork
from cleverdesk.engine.bots.playouts import Playout, stream_seeds
from cleverdesk.engine.bots.review import MISTAKES_SHOWN, replay, review_record
from cleverdesk.engine.simulate import game_seed, play_game

OVERSTATED = 3.0  # points: a reported mistake more than this above the playouts' is over


def _network(game: str, weights: str | None) -> ValueNetwork | None:
    if weights is None:
        return None
    from cleverdesk.engine.bots.features import feature_spec
    from cleverdesk.engine.bots.training import fitted

    network = ValueNetwork.from_bytes(Path(weights).read_bytes())
    if network.game != game:
        raise SystemExit(f"{weights} holds weights for {network.game}, not {game}")
    return fitted(network, feature_spec(get_rules(game)))


def _played_out(playout: Playout, state: Any, decision: Any, rollouts: int) -> dict[str, Any]:
    """The best and the played move of a reported mistake on the same dice streams."""
    seeds = stream_seeds(state, rollouts, salt=1)
    best = playout.move(state, decision.best, 0, seeds)
    played = playout.move(state, decision.played, 0, seeds)
    differences = np.array(best.scores) - np.array(played.scores)
    se = float(np.std(differences, ddof=1) / np.sqrt(len(differences))) \
        if len(differences) > 1 else 0.0
    return {"confirmed": best.mean - played.mean, "se": se}


def measure_game(job: tuple[Any, ...]) -> dict[str, Any]:
    """One game of ``bot``, reviewed once per check setting; the positions' playouts and each
    reported mistake's playouts are shared by the settings (a check changes the losses the
    review reports, never its values of the positions)."""
    game, bot, index, seed, evaluator, rollouts, positions, mistakes, weights, checks = job
    rules = get_rules(game)
    # the values and the playouts they are measured against come from one network: the one
    # the review advises with (the coach's, where one ships) or the one given
    network = _network(game, weights) or coach_network(game)
    setup = GameSetup(game=game, seed=game_seed(seed, index),
                      players=[PlayerSetup(name="player", bot=bot)])
    final, record = play_game(rules, setup)
    reviews, review_cpu = {}, {}
    for check in checks:
        started = time.process_time()
        reviews[check] = review_record(record, 0, evaluator, network=network, check=check)
        review_cpu[check] = time.process_time() - started
    review = reviews[checks[0]]
    states = replay(record)
    playout = Playout(rules, network)
    rng = np.random.default_rng([seed, index, 99])
    picked = sorted(rng.choice(len(review.decisions), size=min(positions, len(review.decisions)),
                               replace=False).tolist()) if review.decisions else []
    rows = []
    for i in picked:
        decision = review.decisions[i]
        state = states[decision.step]
        outcome = playout.position(state, 0, stream_seeds(state, rollouts))
        rows.append({"step": decision.step, "round": decision.round,
                     "value": decision.best_expected, "playouts": outcome.mean,
                     "se": outcome.standard_error})
    measured: dict[int, dict[str, Any]] = {}
    by_check = {}
    for check, each in reviews.items():
        checked = []
        for decision in each.biggest(count=mistakes):
            if decision.step not in measured:
                measured[decision.step] = _played_out(playout, states[decision.step], decision,
                                                      rollouts)
            checked.append({"step": decision.step, "reported": decision.lost,
                            **measured[decision.step]})
        by_check[str(check)] = {
            "points_lost": each.points_lost, "luck": each.luck,
            "review_cpu_s": review_cpu[check], "mistakes": checked}
    return {"index": index, "final": rules.total(final.players[0]),
            "expected_start": review.decisions[0].best_expected if review.decisions else None,
            "positions": rows, "reviews": by_check}


def _inflation(games: list[dict[str, Any]], check: str) -> float | None:
    fell = [g["expected_start"] - g["final"] for g in games if g["expected_start"] is not None]
    if not fell or statistics.mean(fell) <= 0:
        return None
    return round(statistics.mean(g["reviews"][check]["points_lost"] for g in games)
                 / statistics.mean(fell), 2)


def _beyond_noise(errors: list[float], ses: list[float]) -> float | None:
    """The values' root mean square error with the playouts' own noise taken out (the mean
    of the squared errors less the mean squared standard error): what a perfect measurement
    would find, about."""
    if not errors:
        return None
    excess = statistics.mean(e * e for e in errors) - statistics.mean(s * s for s in ses)
    return round(float(np.sqrt(max(0.0, excess))), 2)


def summarise(games: list[dict[str, Any]], check: str) -> dict[str, Any]:
    rows = [row for g in games for row in g["positions"]]
    errors = [row["value"] - row["playouts"] for row in rows]
    reviews = [g["reviews"][check] for g in games]
    checked = [m for r in reviews for m in r["mistakes"]]
    over = [m["reported"] - m["confirmed"] for m in checked]
    return {
        "positions": len(rows),
        "mean_abs_error": round(statistics.mean(abs(e) for e in errors), 2) if errors else None,
        "bias": round(statistics.mean(errors), 2) if errors else None,
        "max_abs_error": round(max(abs(e) for e in errors), 2) if errors else None,
        "playout_se": round(statistics.mean(r["se"] for r in rows), 2) if rows else None,
        "rms_error_beyond_noise": _beyond_noise(errors, [r["se"] for r in rows]),
        "mistakes_checked": len(checked),
        "mistakes_over": sum(1 for o in over if o > OVERSTATED),
        # … and beyond what this measurement's own noise explains (two standard errors of its
        # playouts' difference on top of the 3 points)
        "mistakes_over_beyond_noise": sum(
            1 for m in checked if m["reported"] - m["confirmed"] > OVERSTATED + 2 * m["se"]),
        "mistake_se": round(statistics.mean(m["se"] for m in checked), 2) if checked else None,
        "max_overstatement": round(max(over), 2) if over else None,
        "mean_final": round(statistics.mean(g["final"] for g in games), 1),
        "mean_points_lost": round(statistics.mean(r["points_lost"] for r in reviews), 1),
        # unbiased values make the dice's part 0 on average: the mean points lost is then the
        # mean of (expected at the start - final); their ratio is how much the losses inflate
        "mean_luck": round(statistics.mean(r["luck"] for r in reviews), 1),
        "inflation": _inflation(games, check),
        "review_cpu_s": round(statistics.mean(r["review_cpu_s"] for r in reviews), 2),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--bot", default="beginner")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--rollouts", type=int, default=64)
    parser.add_argument("--positions", type=int, default=4, help="decisions per game")
    parser.add_argument("--mistakes", type=int, default=2,
                        help="the biggest reported mistakes per game checked by playouts")
    parser.add_argument("--evaluator", default="expert", choices=("expert", "learned"))
    parser.add_argument("--weights", help="a network file instead of the shipped one")
    parser.add_argument("--check", default=str(MISTAKES_SHOWN),
                        help="the review's own playout check of its N biggest losses (0: none); "
                             "several, comma-separated (0,3), measure each on the same games")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="every position and mistake too")
    args = parser.parse_args()
    checks = [int(part) for part in args.check.split(",")]
    jobs = [(args.game, args.bot, index, args.seed, args.evaluator, args.rollouts,
             args.positions, args.mistakes, args.weights, checks)
            for index in range(args.games)]
    started = time.perf_counter()
    if args.workers > 1:
        with multiprocessing.get_context("fork").Pool(args.workers) as pool:
            games = pool.map(measure_game, jobs, chunksize=1)
    else:
        games = [measure_game(job) for job in jobs]
    summaries = {}
    for check in checks:
        summary = summarise(games, str(check))
        summary.update({"game": args.game, "bot": args.bot, "evaluator": args.evaluator,
                        "games": args.games, "rollouts": args.rollouts,
                        "weights": args.weights or "shipped", "check": check,
                        "seconds": round(time.perf_counter() - started, 1)})
        summaries[str(check)] = summary
    if args.json:
        print(json.dumps({"summaries": summaries, "games": games}, indent=1))
        return
    for summary in summaries.values():
        print(" ".join(f"{key}={value}" for key, value in summary.items()))
    sys.stdout.flush()


if __name__ == "__main__":
    main()

"""How long a game review takes (issue 36), per Clever game and evaluator.

    python scripts/bench_review.py [--games 3] [--seed 1] [--players 1] [--bot skilled]
                                   [--only g1,g2] [--evaluators learned,expert]

Plays ``--games`` games per Clever game with ``--bot`` in every seat (the games a review looks
at: a player who makes mistakes), then reviews seat 0 of each with each evaluator, exactly as the
desk and ``python -m cleverdesk review`` do (``review_record``, the hints' search budget for the
expert). Prints per game and evaluator the mean processor time per review (``cpu_s``, what the
review costs: waiting for a busy core does not count), the clock time (``wall_s``, which grows on
a shared machine), the decisions reviewed and the mean points lost. One unmeasured review per game
and evaluator first: loading the network is not billed to the first figure.
"""

from __future__ import annotations

import argparse
import statistics
import time

from cleverdesk.engine import GameSetup, PlayerSetup, get_rules
from cleverdesk.engine.bots.review import EVALUATORS, review_record
from cleverdesk.engine.games import GAME_IDS
from cleverdesk.engine.simulate import play_game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=1)
    parser.add_argument("--bot", default="skilled")
    parser.add_argument("--only", help="comma-separated game ids (default: every Clever game)")
    parser.add_argument("--evaluators", default=",".join(EVALUATORS))
    args = parser.parse_args()
    games = args.only.split(",") if args.only else list(GAME_IDS)
    evaluators = args.evaluators.split(",")
    print(f"{'game':20} {'evaluator':9} {'cpu_s':>7} {'wall_s':>7} {'decisions':>9} "
          f"{'lost':>7}  ({args.games} games, {args.players} player(s), {args.bot})")
    for game in games:
        rules = get_rules(game)
        records = []
        for index in range(args.games):
            setup = GameSetup(game=game, seed=args.seed + index, players=[
                PlayerSetup(name=f"p{seat}", bot=args.bot) for seat in range(args.players)])
            records.append(play_game(rules, setup)[1])
        for evaluator in evaluators:
            review_record(records[0], 0, evaluator)  # the network loaded once
            cpu, wall, decisions, lost = [], [], [], []
            for record in records:
                started, started_cpu = time.perf_counter(), time.process_time()
                found = review_record(record, 0, evaluator)
                cpu.append(time.process_time() - started_cpu)
                wall.append(time.perf_counter() - started)
                decisions.append(len(found.decisions))
                lost.append(found.points_lost)
            print(f"{game:20} {evaluator:9} {statistics.mean(cpu):7.2f} "
                  f"{statistics.mean(wall):7.2f} {statistics.mean(decisions):9.1f} "
                  f"{statistics.mean(lost):7.1f}", flush=True)


if __name__ == "__main__":
    main()

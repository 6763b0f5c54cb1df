"""Decision times of the learned and the greedy player and the playing speed of training, for this
tree and (with ``--against REV``) another commit, side by side in one run.

    python scripts/bench_learned.py [--against main] [--games 20] [--rounds 3]
                                    [--only clever-hoch-drei,clever-4ever]

Weights need not ship: the network is read from ``training/<game>/checkpoint.npz`` of this tree
(a training checkpoint), and a game without one gets a fresh network of its feature set. Figures
are CPU time (``time.process_time``) of the measuring process, best of ``--rounds`` rounds, the
trees alternating (see ``bench_engine.py``). Per game:

* ``learned_p50`` / ``learned_p95`` / ``learned_max`` (ms): one decision of the learned player
  with two or more legal moves, in the solo games ``sim --seed 11`` plays;
* ``learned_on_greedy_p95`` (ms): the same on the positions greedy reaches (greedy keeps its
  actions, so these have the long move lists a strong player meets);
* ``greedy_p50`` / ``greedy_p95`` (ms): one decision of greedy, in greedy's own games;
* ``selfplay_ms`` / ``teacher_ms``: one game of training's ``play_game``, the network choosing
  (ε = 0.05) or greedy teaching.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_engine import ROOT, best, run_in, worktree_of

MEASURE = r"""
import json, sys, time
from pathlib import Path
import numpy as np
import cleverdesk
from cleverdesk.engine import GameSetup, PlayerSetup, Phase, get_rules
from cleverdesk.engine.bots.features import feature_spec
from cleverdesk.engine.bots.greedy import GreedyBot
from cleverdesk.engine.bots.learned import Evaluator, LearnedBot, score_scale
from cleverdesk.engine.bots.network import ValueNetwork
from cleverdesk.engine.bots.training import load_checkpoint, play_game
from cleverdesk.engine.simulate import game_seed

games, only, checkpoints = int(sys.argv[1]), sys.argv[2].split(","), Path(sys.argv[3])
clock = time.process_time

def network(game):
    if (checkpoints / game / "checkpoint.npz").is_file():
        return load_checkpoint(checkpoints / game)[0]
    spec = feature_spec(get_rules(game))
    return ValueNetwork.fresh(spec.size, game=game, signature=spec.signature,
                              scale=score_scale(game), seed=1)

def play(rules, bot, seed, times, positions=None, judge=None):
    setup = GameSetup(game=rules.game_id, players=[PlayerSetup(name="p")], seed=seed)
    state = rules.new_game(setup)
    while state.phase != Phase.GAME_OVER:
        moves = rules.legal_moves(state)
        started = clock()
        move = bot.choose(state, moves)
        if len(moves) > 1:
            times.append(1000 * (clock() - started))
            if judge is not None:
                started = clock()
                judge.choose(state, moves)
                positions.append(1000 * (clock() - started))
        state = rules.apply_unchecked(state, move)

def cut(times, name):
    times.sort()
    at = lambda f: times[min(len(times) - 1, int(f * (len(times) - 1) + 0.5))]
    return {f"{name}_p50": at(0.5), f"{name}_p95": at(0.95), f"{name}_max": times[-1]}

out = {"tree": cleverdesk.__file__, "games": {}}
for game in only:
    rules = get_rules(game)
    net = network(game)
    learned = LearnedBot(network=net)
    fig = {}
    times = []
    for index in range(games):
        play(rules, learned, game_seed(11, index), times)
    fig.update(cut(times, "learned"))
    times, on_greedy = [], []
    for index in range(games):
        play(rules, GreedyBot(index), game_seed(11, index), times, on_greedy, learned)
    fig.update(cut(times, "greedy"))
    fig["learned_on_greedy_p95"] = cut(on_greedy, "x")["x_p95"]
    evaluator = Evaluator(rules, net)
    for name, teacher in (("selfplay_ms", False), ("teacher_ms", True)):
        started = clock()
        for index in range(games):
            play_game(evaluator, 5000 + index, 0.05, np.random.default_rng([1, index]),
                      GreedyBot(index) if teacher else None)
        fig[name] = 1000 * (clock() - started) / games
    out["games"][game] = fig
print(json.dumps(out))
"""

KEYS = ("learned_p50", "learned_p95", "learned_max", "learned_on_greedy_p95", "greedy_p50",
        "greedy_p95", "greedy_max", "selfplay_ms", "teacher_ms")


def figures(tree: Path, games: int, only: str) -> dict[str, dict[str, float]]:
    text = run_in(tree, ["-c", MEASURE, str(games), only, str(ROOT / "training")])
    result = json.loads(text.splitlines()[-1])
    if not Path(result["tree"]).resolve().is_relative_to(tree.resolve()):
        raise SystemExit(f"bench_learned: measured {result['tree']}, not the tree {tree}")
    found: dict[str, dict[str, float]] = result["games"]
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", help="a commit to measure side by side (e.g. main)")
    parser.add_argument("--games", type=int, default=20, help="games per figure and round")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--only", default="clever-hoch-drei,clever-4ever",
                        help="comma-separated game ids (default: %(default)s)")
    args = parser.parse_args(argv)
    trees = {"this": ROOT}
    if args.against:
        trees[args.against] = worktree_of(args.against)
    rounds: dict[str, list[dict[str, dict[str, float]]]] = {name: [] for name in trees}
    for _ in range(args.rounds):
        for name, tree in trees.items():
            rounds[name].append(figures(tree, args.games, args.only))
    names = list(trees)
    print(f"{'game':20} {'figure (CPU ms)':22} " + " ".join(f"{n:>12}" for n in names)
          + ("    speed-up" if len(names) > 1 else ""))
    for game in args.only.split(","):
        per_tree = {n: best([r[game] for r in rounds[n]]) for n in names}
        for key in KEYS:
            values = [per_tree[n][key] for n in names]
            ratio = f"    {values[1] / values[0]:6.2f}x" if len(values) > 1 else ""
            print(f"{game:20} {key:22} " + " ".join(f"{v:12.2f}" for v in values) + ratio)
    return 0


if __name__ == "__main__":
    sys.exit(main())

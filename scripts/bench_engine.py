"""Engine and start-up figures, for this tree and (with ``--against REV``) another commit, side by
side in one run so that both meet the same load on the machine.

    python scripts/bench_engine.py [--against main] [--games 30] [--rounds 3] [--repeats 3]
                                   [--only g1,g2] [--no-startup]

The other commit is checked out as a git worktree in ``build/bench-<sha>`` (``build/`` is ignored)
and measured by this same interpreter with that tree first on ``sys.path``. Every figure is taken
``--rounds`` times, the two trees alternating, and the best round is kept (load only ever makes a
figure worse); within a round each random-game figure is the best of ``--repeats`` runs of the
same games (so that a burst of load on a shared machine spoils one short run, not a whole
round); engine figures are CPU time of the measuring process (``time.process_time``),
which waiting for a busy CPU does not inflate, taken after one unmeasured game per Clever game
(so that what a tree builds on first use is not billed to the first figure). Per Clever game it
prints:

* ``random_ms``: one solo game of random moves (``legal_moves`` + the checked ``apply``);
* ``random_unchecked_ms``: the same games through ``apply_unchecked`` (where the tree has it);
* ``apply_us`` / ``unchecked_us`` / ``legal_us``: one checked ``apply``, one ``apply_unchecked``,
  one ``legal_moves``, averaged over the states of those games;
* ``greedy_ms``: one decision of the greedy bot, averaged over the states of greedy games;

and what ``python -m cleverdesk --benchmark-startup`` prints (best of the rounds, after one
unmeasured start per tree): ``first_frame_ms``, and where the tree has them ``process_ms`` and
the same of a bare QML window started in that run (``bare_...``).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# Runs inside the measured tree: only the engine's public surface of every revision.
MEASURE = r"""
import json, random, sys, time
import cleverdesk
from cleverdesk.engine import GAME_IDS, GameSetup, PlayerSetup, Phase, get_rules
from cleverdesk.engine.bots import make_bot

games = int(sys.argv[1])
only = [g for g in sys.argv[2].split(",") if g] or list(GAME_IDS)
repeats = int(sys.argv[3]) if len(sys.argv) > 3 else 1

def setup(game, seed, bot):
    return GameSetup(game=game, players=[PlayerSetup(name="p", bot=bot)], seed=seed)

def random_game(rules, seed, apply, states=None):
    rng = random.Random(seed)
    state = rules.new_game(setup(rules.game_id, seed, "random"))
    while state.phase != Phase.GAME_OVER:
        moves = rules.legal_moves(state)
        move = rng.choice(moves)
        if states is not None:
            states.append((state, move))
        state = apply(state, move)

def per_call(calls, items):
    start = time.process_time()
    for item in items:
        calls(item)
    return (time.process_time() - start) / len(items)

out = {"tree": cleverdesk.__file__, "games": {}}
for game in only:
    rules = get_rules(game)
    unchecked = getattr(rules, "apply_unchecked", None)
    fig = {}
    # one game unmeasured first: what is built on first use (pydantic schemas, caches) is paid
    # once per process, not per game, and would otherwise land on the first figure only
    random_game(rules, 10_000, rules.apply)
    def games_ms(apply):  # the best of ``repeats`` runs of the same games
        best = float("inf")
        for _ in range(repeats):
            start = time.process_time()
            for seed in range(games):
                random_game(rules, seed, apply)
            best = min(best, 1000 * (time.process_time() - start) / games)
        return best
    fig["random_ms"] = games_ms(rules.apply)
    if unchecked is not None:
        fig["random_unchecked_ms"] = games_ms(unchecked)
    pairs = []
    for seed in range(max(2, games // 5)):
        random_game(rules, 1000 + seed, rules.apply, pairs)
    fig["apply_us"] = 1e6 * per_call(lambda p: rules.apply(*p), pairs)
    if unchecked is not None:
        fig["unchecked_us"] = 1e6 * per_call(lambda p: unchecked(*p), pairs)
    fig["legal_us"] = 1e6 * per_call(lambda p: rules.legal_moves(p[0]), pairs)
    bot = make_bot("greedy", 1)
    decisions = []
    for seed in range(2):
        state = rules.new_game(setup(game, 2000 + seed, "greedy"))
        while state.phase != Phase.GAME_OVER:
            moves = rules.legal_moves(state)
            decisions.append((state, moves))
            state = rules.apply(state, bot.choose(state, moves))
    fig["greedy_ms"] = 1000 * per_call(lambda d: bot.choose(*d), decisions)
    out["games"][game] = fig
print(json.dumps(out))
"""


def git(*args: str) -> str:
    return subprocess.run(["git", *args], cwd=ROOT, check=True, capture_output=True,
                          text=True).stdout.strip()


def worktree_of(rev: str) -> Path:
    """A checkout of ``rev`` in build/ (made once, reused while the commit is the same)."""
    sha = git("rev-parse", "--verify", f"{rev}^{{commit}}")
    path = ROOT / "build" / f"bench-{sha[:10]}"
    if not (path / "cleverdesk").is_dir():
        path.parent.mkdir(exist_ok=True)
        git("worktree", "add", "--detach", "--force", str(path), sha)
    return path


def run_in(tree: Path, args: list[str], env_extra: dict[str, str] | None = None) -> str:
    env = dict(os.environ, PYTHONPATH=str(tree), **(env_extra or {}))
    # as installed: modules load from their bytecode cache, not compiled from source every run
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    done = subprocess.run([sys.executable, *args], cwd=tree, env=env, capture_output=True,
                          text=True, timeout=1800)
    if done.returncode != 0:
        raise SystemExit(f"bench_engine: failed in {tree}:\n{done.stderr[-2000:]}")
    return done.stdout


def engine_figures(tree: Path, games: int, only: str,
                   repeats: int = 1) -> dict[str, dict[str, float]]:
    result = json.loads(run_in(tree, ["-c", MEASURE, str(games), only, str(repeats)])
                        .splitlines()[-1])
    if not Path(result["tree"]).resolve().is_relative_to(tree.resolve()):
        raise SystemExit(f"bench_engine: measured {result['tree']}, not the tree {tree}")
    figures: dict[str, dict[str, float]] = result["games"]
    return figures


def startup_figures(tree: Path) -> dict[str, float]:
    """``first_frame_ms`` and whatever else ``--benchmark-startup`` of that tree prints."""
    text = run_in(tree, ["-m", "cleverdesk", "--benchmark-startup"],
                  {"QT_QPA_PLATFORM": "offscreen", "QT_QUICK_BACKEND": "software"})
    found: dict[str, float] = {}
    for line in text.split():
        name, _, value = line.partition("=")
        try:
            found[name] = float(value)
        except ValueError:
            continue
    return found


def best(rounds: list[dict[str, float]]) -> dict[str, float]:
    """The best (least) of each figure over the rounds; a ratio is that of the two best
    figures (the least ratio of one round would pair a lucky start with an unlucky one)."""
    found = {key: min(r[key] for r in rounds if key in r)
             for key in dict.fromkeys(k for r in rounds for k in r)}
    for key in list(found):
        if key.startswith("ratio_"):
            measured, bare = key.removeprefix("ratio_"), "bare_" + key.removeprefix("ratio_")
            if found.get(bare):
                found[key] = found[measured] / found[bare]
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", help="a commit to measure side by side (e.g. main)")
    parser.add_argument("--games", type=int, default=30, help="random games per game and round")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--repeats", type=int, default=3,
                        help="runs of the random games per round, the best kept")
    parser.add_argument("--only", default="", help="comma-separated game ids (default: all)")
    parser.add_argument("--no-startup", action="store_true", help="skip the first frame")
    args = parser.parse_args(argv)

    trees = {"this": ROOT}
    if args.against:
        trees[args.against] = worktree_of(args.against)
    engine: dict[str, list[dict[str, dict[str, float]]]] = {name: [] for name in trees}
    startup: dict[str, list[dict[str, float]]] = {name: [] for name in trees}
    if not args.no_startup:  # once unmeasured: bytecode and QML caches written, files read
        for tree in trees.values():
            startup_figures(tree)
    for _ in range(args.rounds):
        for name, tree in trees.items():
            engine[name].append(engine_figures(tree, args.games, args.only, args.repeats))
            if not args.no_startup:
                startup[name].append(startup_figures(tree))

    names = list(trees)
    games = list(engine["this"][0])
    keys = ("random_ms", "random_unchecked_ms", "apply_us", "unchecked_us", "legal_us",
            "greedy_ms")
    print(f"{'game':20} {'figure':20} " + " ".join(f"{n:>12}" for n in names)
          + ("    speed-up" if len(names) > 1 else ""))
    for game in games:
        per_tree = {n: best([r[game] for r in engine[n]]) for n in names}
        for key in keys:
            if key not in per_tree["this"]:
                continue
            values = [per_tree[n].get(key) for n in names]
            cells = " ".join(f"{v:12.1f}" if v is not None else f"{'-':>12}" for v in values)
            ratio = ""
            if len(names) > 1:
                base = per_tree[names[1]].get(key) or per_tree[names[1]].get(
                    key.replace("unchecked_", "").replace("unchecked", "apply"))
                if base:
                    ratio = f"    {base / per_tree['this'][key]:6.2f}x"
            print(f"{game:20} {key:20} {cells}{ratio}")
    if not args.no_startup:
        for name in names:
            figures = best(startup[name])
            print(f"startup {name}: " + " ".join(
                f"{k}={v:.2f}" if k.startswith("ratio") else f"{k}={v:.0f}"
                for k, v in figures.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""How long SET Cubed takes to list the moves of a hand with WILDs, and a computer to decide.

    .venv/bin/python scripts/bench_wild.py                 # 200 positions per WILD count
    .venv/bin/python scripts/bench_wild.py --positions 20 --wilds 5 --full-limit 20

For hands of 5 dice with 1, 2, 3 and 5 WILDs (positions from real greedy games, see
``cleverdesk.setcubed.simulate.wild_position``) it prints, median and worst:

- ``legal_moves``: the full listing (every WILD declaration), the rules' definition;
- ``bot search``: what the computer player enumerates instead (``scored_turns``: only turns that
  can score differently), the legal_moves-equivalent for the bot;
- ``decision``: the desk's computer player (GreedyBot with the desk's time cap) choosing a move;
- ``random``: the random computer player choosing a move (it picks among the bot search's turns
  when a WILD is in hand, instead of listing every declaration).

The full listing explodes with WILDs; ``--full-limit N`` times it on the first N positions only.
Every line gives CPU seconds of this process (on a busy machine the wall clock measures the
other processes too) and the wall-clock time beside it.
"""

from __future__ import annotations

import argparse
import statistics
import time

from cleverdesk.setcubed import get_rules
from cleverdesk.setcubed.bots import DESK_THINK_S, GreedyBot, RandomBot
from cleverdesk.setcubed.simulate import wild_position

Times = tuple[list[float], list[float]]  # CPU seconds, wall-clock seconds


def timed(times: Times, action) -> object:  # type: ignore[no-untyped-def]
    """Run ``action``, add its CPU and wall-clock time to ``times``. CPU time of this process
    is what counts on a busy machine; the decision's own time cap is wall time."""
    cpu, wall = time.process_time(), time.perf_counter()
    result = action()
    times[0].append(time.process_time() - cpu)
    times[1].append(time.perf_counter() - wall)
    return result


def line(label: str, times: Times, extra: str = "") -> str:
    cpu, wall = times
    if not cpu:
        return f"  {label:<12} (not timed)"
    return (f"  {label:<12} CPU median {statistics.median(cpu) * 1000:8.1f} ms  "
            f"worst {max(cpu) * 1000:8.1f} ms | wall median {statistics.median(wall) * 1000:8.1f}"
            f" ms  worst {max(wall) * 1000:8.1f} ms  (n={len(cpu)}){extra}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument("--wilds", type=int, nargs="+", default=[1, 2, 3, 5])
    parser.add_argument("--full-limit", type=int, default=None,
                        help="time the full legal_moves listing on the first N positions only")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-random", action="store_true",
                        help="do not time the random computer player")
    args = parser.parse_args()
    rules = get_rules()
    bot = GreedyBot(rules=rules, think_s=DESK_THINK_S)
    for wilds in args.wilds:
        full: Times = ([], [])
        search: Times = ([], [])
        decide: Times = ([], [])
        random_decide: Times = ([], [])
        most_moves = most_turns = 0
        for k in range(args.positions):
            state = wild_position(rules, args.seed * 100_000 + wilds * 1000 + k, wilds)
            seat = state.decider
            assert seat is not None
            if args.full_limit is None or k < args.full_limit:
                moves = timed(full, lambda: rules.legal_moves(state))  # noqa: B023
                most_moves = max(most_moves, len(moves))  # type: ignore[arg-type]
            hand = rules._hand(state.players[seat])
            turns = timed(search, lambda: list(rules.scored_turns(
                rules.grid(state), hand, every_declaration=False)))  # noqa: B023
            most_turns = max(most_turns, len(turns))  # type: ignore[arg-type]
            timed(decide, lambda: bot.choose(state, rules.lazy_legal_moves(state)))  # noqa: B023
            if not args.no_random:
                player = RandomBot(k, rules)
                timed(random_decide,
                      lambda: player.choose(state, rules.lazy_legal_moves(state)))  # noqa: B023
        print(f"{wilds} WILD{'s' if wilds > 1 else ''} in a hand of 5, {args.positions} positions")
        print(line("legal_moves", full, f"   most moves {most_moves}"))
        print(line("bot search", search, f"   most turns {most_turns}"))
        print(line("decision", decide, f"   (time cap {DESK_THINK_S} s)"))
        print(line("random", random_decide))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

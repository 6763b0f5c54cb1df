"""How long SET Cubed takes to list the moves of a hand with WILDs, and a computer to decide.

    .venv/bin/python scripts/bench_wild.py                 # 200 positions per WILD count
    .venv/bin/python scripts/bench_wild.py --positions 20 --wilds 5 --full-limit 20

For hands of 5 dice with 1, 2, 3 and 5 WILDs (positions from real greedy games, see
``cleverdesk.setcubed.simulate.wild_position``) it prints, median and worst:

- ``legal_moves``: the full listing (every WILD declaration), the rules' definition;
- ``bot search``: what the computer player enumerates instead (``scored_turns``: only turns that
  can score differently), the legal_moves-equivalent for the bot;
- ``decision``: the desk's computer player (GreedyBot with the desk's time cap) choosing a move.

The full listing explodes with WILDs; ``--full-limit N`` times it on the first N positions only.
Times are CPU seconds of this process (``--wall`` for wall-clock time).
"""

from __future__ import annotations

import argparse
import statistics
import time

from cleverdesk.setcubed import get_rules
from cleverdesk.setcubed.bots import DESK_THINK_S, GreedyBot
from cleverdesk.setcubed.simulate import wild_position

# CPU time of this process, not wall time: on a busy machine (many processes on few cores)
# the wall clock measures the others too. The decision's own time cap is wall time.
CLOCK = time.process_time


def timed(action) -> tuple[float, object]:  # type: ignore[no-untyped-def]
    start = CLOCK()
    result = action()
    return CLOCK() - start, result


def line(label: str, times: list[float], extra: str = "") -> str:
    if not times:
        return f"  {label:<12} (not timed)"
    return (f"  {label:<12} median {statistics.median(times) * 1000:9.1f} ms   "
            f"worst {max(times) * 1000:9.1f} ms   (n={len(times)}){extra}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument("--wilds", type=int, nargs="+", default=[1, 2, 3, 5])
    parser.add_argument("--full-limit", type=int, default=None,
                        help="time the full legal_moves listing on the first N positions only")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--wall", action="store_true", help="wall-clock instead of CPU time")
    args = parser.parse_args()
    if args.wall:
        global CLOCK
        CLOCK = time.perf_counter
    rules = get_rules()
    bot = GreedyBot(rules=rules, think_s=DESK_THINK_S)
    for wilds in args.wilds:
        full: list[float] = []
        search: list[float] = []
        decide: list[float] = []
        most_moves = most_turns = 0
        for k in range(args.positions):
            state = wild_position(rules, args.seed * 100_000 + wilds * 1000 + k, wilds)
            seat = state.decider
            assert seat is not None
            if args.full_limit is None or k < args.full_limit:
                seconds, moves = timed(lambda: rules.legal_moves(state))  # noqa: B023
                full.append(seconds)
                most_moves = max(most_moves, len(moves))  # type: ignore[arg-type]
            hand = rules._hand(state.players[seat])  # noqa: SLF001
            seconds, turns = timed(lambda: list(rules.scored_turns(  # noqa: B023
                rules.grid(state), hand, every_declaration=False)))  # noqa: B023
            search.append(seconds)
            most_turns = max(most_turns, len(turns))  # type: ignore[arg-type]
            seconds, _ = timed(lambda: bot.choose(state, rules.lazy_legal_moves(state)))  # noqa: B023
            decide.append(seconds)
        print(f"{wilds} WILD{'s' if wilds > 1 else ''} in a hand of 5, {args.positions} positions")
        print(line("legal_moves", full, f"   most moves {most_moves}"))
        print(line("bot search", search, f"   most turns {most_turns}"))
        print(line("decision", decide, f"   (time cap {DESK_THINK_S} s)"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

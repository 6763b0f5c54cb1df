"""Frame benchmark: time from a move to the QML scene showing it.

Applies moves through the desk's game controller (the path a click takes, minus the mouse) on the
real window, offscreen with the software renderer, and measures each move from the call to the
next frame the window swaps. Solo games are played one after another (a greedy bot chooses the
moves) until the wanted number of moves is reached; starting a game is not timed.

    python scripts/frame_benchmark.py [--moves 200] [--seed 1] [--size 1280x800]

prints ``frame_ms_p50=<n>`` and ``frame_ms_p95=<n>`` (and the number of moves measured), and
``cpu_ms_p50=`` / ``cpu_ms_p95=``: the CPU time of the desk's thread over the same span (the
software renderer draws on it too), which a loaded machine stretches far less than the wall clock.
"""

from __future__ import annotations

import argparse
import functools
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cleverdesk.ui.app.tools import HeadlessDesk, wait, wait_for


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(fraction * (len(ordered) - 1))))
    return ordered[index]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--game", default="ganz-schoen-clever")
    args = parser.parse_args(argv)
    width, height = (int(part) for part in args.size.split("x"))

    from cleverdesk.engine import Phase
    from cleverdesk.engine.bots import make_bot

    desk = HeadlessDesk(size=(width, height))
    game = desk.game
    chooser = make_bot("greedy", seed=args.seed)
    timings: list[float] = []
    cpu: list[float] = []
    seed = args.seed
    try:
        desk.start_solo(args.game, seed)
        wait(300)  # the table is built and shown once before measuring
        while len(timings) < args.moves:
            state = game.state
            if state is None or state.phase == Phase.GAME_OVER:
                seed += 1
                desk.start_solo(args.game, seed)
                wait(100)
                continue
            move = chooser.choose(state, game.legal)
            started, cpu_started = time.perf_counter(), time.thread_time()
            if not wait_for(desk.window, "frameSwapped", 5_000,
                            functools.partial(game.apply_move, move)):
                print("frame_benchmark: no frame within 5 s after a move", file=sys.stderr)
                return 1
            timings.append((time.perf_counter() - started) * 1000)
            cpu.append((time.thread_time() - cpu_started) * 1000)
    finally:
        desk.close()

    print(f"moves={len(timings)}")
    print(f"frame_ms_p50={statistics.median(timings):.1f}")
    print(f"frame_ms_p95={percentile(timings, 0.95):.1f}")
    print(f"cpu_ms_p50={statistics.median(cpu):.1f}")
    print(f"cpu_ms_p95={percentile(cpu, 0.95):.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

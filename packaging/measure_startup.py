"""Start-up of the bundle against the development venv, measured in one run.

    python packaging/measure_startup.py [--runs 7] [--bundle dist/cleverdesk] [--venv .venv]

Starts each program `--runs` times in turn with `--benchmark-startup` (offscreen, software
rendering) and prints the median of
  first_frame_ms   as the program reports it: from the import of cli.py to the first frame
                   (hides a bundle's bootloader and unpacking);
  process_ms       the program's own figure from process start, if it prints one;
  wall_ms          measured from outside: from starting the process until it has exited, which
                   includes the bootloader and the teardown after the first frame.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def reported(stdout: str) -> dict[str, float]:
    """The desk's own figures, not the bare window's (bare_...) nor the ratios (ratio_...) that
    the venv prints after them."""
    return {key: float(value) for key, value in
            re.findall(r"^(first_frame_ms|process_ms)=(\d+)$", stdout, re.MULTILINE)}


def one_run(command: list[str], env: dict[str, str]) -> dict[str, float]:
    started = time.perf_counter()
    done = subprocess.run([*command, "--benchmark-startup"], env=env, capture_output=True,
                          text=True, timeout=300, check=False)
    wall = (time.perf_counter() - started) * 1000
    if done.returncode:
        raise SystemExit(f"{command[0]} failed: {done.stderr[-500:]}")
    figures = reported(done.stdout)
    figures["wall_ms"] = wall
    return figures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist" / "cleverdesk")
    parser.add_argument("--venv", type=Path, default=ROOT / ".venv")
    args = parser.parse_args()
    python = args.venv / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")
    program = args.bundle / ("cleverdesk-cli.exe" if sys.platform == "win32" else "cleverdesk")
    commands = {"bundle": [str(program)], "venv": [str(python), "-m", "cleverdesk"]}
    env = {key: value for key, value in os.environ.items()
           if key not in ("CLEVERDESK_DATA_DIR", "PYTHONPATH")}
    env.update(QT_QPA_PLATFORM="offscreen", QT_QUICK_BACKEND="software")
    results: dict[str, list[dict[str, float]]] = {name: [] for name in commands}
    with tempfile.TemporaryDirectory() as home:
        env["HOME"] = home
        for command in commands.values():  # one untimed start each: disk caches warm
            one_run(command, env)
        for _ in range(args.runs):
            for name, command in commands.items():  # interleaved: both see the same load
                results[name].append(one_run(command, env))
    print(f"median of {args.runs} runs (load average {os.getloadavg()[0]:.1f})")
    for name, runs in results.items():
        keys = [key for key in ("process_ms", "first_frame_ms", "wall_ms") if key in runs[0]]
        print(f"{name:6} " + "  ".join(
            f"{key}={statistics.median(run[key] for run in runs):.0f}" for key in keys))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Run a program inside Wine with environment variables Wine would not pass on (QT_*).

    python.exe inside_wine.py --env QT_QUICK_BACKEND=software [--env K=V …] [--time] -- PROGRAM …

Started by wine.py with the Windows Python (never shipped: only the build and the smoke test use
it). Wine drops QT_* variables between Linux and Windows programs; between two Windows programs
they pass as on Windows. PROGRAM may be a .py file (run by this Python) or an .exe. --time prints
`wall_ms=<n>`, the program's time from its start to its exit, measured here (without Wine's and
this Python's own start).
"""

from __future__ import annotations

import os
import subprocess
import sys
import time


def main(argv: list[str]) -> int:
    split = argv.index("--")
    options, command = argv[:split], argv[split + 1:]
    env = dict(os.environ)
    timed = "--time" in options
    options = [option for option in options if option != "--time"]
    for index in range(0, len(options), 2):
        if options[index] != "--env":
            raise SystemExit(__doc__)
        key, _, value = options[index + 1].partition("=")
        env[key] = value
    if command[0].lower().endswith(".py"):
        command = [sys.executable, *command]
    sys.stdout.flush()
    started = time.perf_counter()
    code = subprocess.call(command, env=env)
    if timed:
        print(f"wall_ms={(time.perf_counter() - started) * 1000:.0f}", flush=True)
    return code


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

"""Run a program inside Wine with environment variables Wine would not pass on (QT_*).

    python.exe inside_wine.py --env QT_QUICK_BACKEND=software [--env K=V …] -- PROGRAM ARGS…

Started by wine.py with the Windows Python (never shipped: only the build and the smoke test use
it). Wine drops QT_* variables between Linux and Windows programs; between two Windows programs
they pass as on Windows. PROGRAM may be a .py file (run by this Python) or an .exe.
"""

from __future__ import annotations

import os
import subprocess
import sys


def main(argv: list[str]) -> int:
    split = argv.index("--")
    options, command = argv[:split], argv[split + 1:]
    env = dict(os.environ)
    for index in range(0, len(options), 2):
        if options[index] != "--env":
            raise SystemExit(__doc__)
        key, _, value = options[index + 1].partition("=")
        env[key] = value
    if command[0].lower().endswith(".py"):
        command = [sys.executable, *command]
    sys.stdout.flush()
    return subprocess.call(command, env=env)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

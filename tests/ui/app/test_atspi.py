"""The desk as a screen reader finds it on Linux: scripts/atspi_check.py opens the real window
under Xvfb with its own D-Bus session and accessibility bus, walks the AT-SPI tree of the home,
new-game, settings and history screens and a table of each game, fails when an item a player
acts on has no name (and when the SET Cubed board and hand have none), and listens for the
announcements of a roll and a bonus, and of a SET Cubed turn, roll and hand-over. (Debian packages:
at-spi2-core, python3-pyatspi, xvfb, xauth, dbus; .ci/run installs them.)"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]


@pytest.mark.long
def test_every_control_has_a_name_and_moves_are_announced(tmp_path: Path) -> None:
    env = {key: value for key, value in os.environ.items()
           if key not in ("QT_QPA_PLATFORM", "DBUS_SESSION_BUS_ADDRESS", "DISPLAY",
                          "AT_SPI_BUS_ADDRESS")}
    env["CLEVERDESK_DATA_DIR"] = str(tmp_path)
    done = subprocess.run(
        ["dbus-run-session", "--", "xvfb-run", "-a", sys.executable,
         str(ROOT / "scripts" / "atspi_check.py")],
        env=env, capture_output=True, text=True, timeout=300, cwd=ROOT)
    report = done.stdout
    assert done.returncode == 0, report + done.stderr[-3000:]
    for screen in ("home", "new-game", "settings", "history", "table-ganz-schoen-clever",
                   "table-doppelt-so-clever", "table-clever-hoch-drei", "table-clever-4ever",
                   "table-set-cubed"):
        line = next(line for line in report.splitlines() if line.startswith(f"{screen}:"))
        assert " 0 without a name" in line, line
    assert "announcements heard: 0" not in report
    squares = next(line for line in report.splitlines() if "board squares" in line)
    assert squares.startswith("table-set-cubed: 169 board squares"), squares
    assert "SET Cubed announcements heard: 0" not in report
    assert "SET Cubed announcements heard" in report

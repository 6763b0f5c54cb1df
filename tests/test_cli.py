"""The command line: headless simulation, error codes, and no Qt on the headless path."""

import subprocess
import sys
from pathlib import Path

from cleverdesk.cli import main

ROOT = Path(__file__).resolve().parents[1]


def test_sim_with_unknown_game_exits_with_code_2(capsys) -> None:
    assert main(["sim", "--game", "nope"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.strip(), "the error message should say what was wrong"


def test_sim_does_not_load_qt() -> None:
    code = (
        "import sys\n"
        "from cleverdesk.cli import main\n"
        "assert main(['sim', '--game', 'nope']) == 2\n"
        "qt = sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6')))\n"
        "assert not qt, qt\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr

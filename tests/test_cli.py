"""The command line: headless simulation, error codes, and no Qt on the headless path."""

import os
import re
import subprocess
import sys
from pathlib import Path

from cleverdesk.cli import main
from cleverdesk.ui.app.install_check import QML_IMPORTS

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


def test_check_install_says_every_part_is_there(tmp_path: Path) -> None:
    """A player who wonders whether an installation is complete runs `cleverdesk check-install`:
    each language, Qt's dialog translations, every game and the QML modules are listed as ok."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "CLEVERDESK_DATA_DIR": str(tmp_path)}
    done = subprocess.run([sys.executable, "-m", "cleverdesk", "check-install"], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    for part in ("translation de", "translation nl", "translation en", "Qt translation qtbase_de",
                 "game clever-4ever", "game set-cubed", "QML import QtQuick.Shapes",
                 "QML import Cleverdesk"):
        assert any(line.startswith(f"ok   {part}") for line in lines), part
    assert f"data folder: {tmp_path}" in done.stdout
    assert lines[-1] == "installation ok"
    assert not tmp_path.joinpath("settings.json").exists(), "a check must not write settings"


def test_check_install_loads_exactly_the_qml_modules_the_desk_imports() -> None:
    """`check-install` (which the bundle's smoke test runs inside the bundle) loads every QML
    module the desk's screens import, so a bundle that left one out fails before a player sees a
    blank window, and nothing more, so the bundle need not carry a module the desk never uses
    (QtQuick.Dialogs left with the move to the system's file dialogs)."""
    imported = {name for qml in (ROOT / "cleverdesk" / "qml").rglob("*.qml")
                for name in re.findall(r"^import\s+([\w.]+)", qml.read_text(encoding="utf-8"),
                                       re.MULTILINE)}
    assert "QtQuick.Controls" in imported  # the scan finds the imports at all
    assert sorted(QML_IMPORTS) == sorted(imported)

"""Only the home screen is built at start; every other screen is compiled when first opened.

The other screens must still open from the buttons and keys, work there, and follow a language
switch, whether they were first opened before or after it.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from cleverdesk.engine import GameSetup, PlayerSetup
from cleverdesk.setcubed import SetCubedSetup
from cleverdesk.ui.app.app import singleton
from cleverdesk.ui.common import language
from tests.ui.driver import Driver

ROOT = Path(__file__).resolve().parents[3]

LATER_SCREENS = ("newGameScreen", "tableScreen", "setCubedTable", "setCubedRulesScreen",
                 "rulesScreen", "savesScreen", "printScreen", "settingsScreen",
                 "campaignScreen", "historyScreen", "pastGameScreen")


@pytest.fixture(autouse=True)
def english_system(qapp: object, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Start in English whatever this computer speaks; leave English behind (the translators
    are process-wide)."""
    monkeypatch.setattr(language, "system_language", lambda locale=None: "en")
    yield
    language.install("en")


def compiled_screens(desk: Driver) -> list[str]:
    """The screens whose QML the window has compiled so far."""
    components = desk.window.property("screenComponents")
    assert components is not None, "the window keeps the screens it compiled on demand"
    if hasattr(components, "toVariant"):
        components = components.toVariant()
    return sorted(components)


def test_at_start_only_the_home_screen_is_built(desk: Driver) -> None:
    assert desk.has("homeNewGame")
    assert compiled_screens(desk) == []
    for name in LATER_SCREENS:
        assert not desk.has(name), name


def test_a_screen_is_built_when_first_opened_and_kept_for_the_next_visit(desk: Driver) -> None:
    desk.click("homeRules")
    assert desk.has("rulesScreen")
    assert "silver platter" in desk.text("rulesText")
    assert compiled_screens(desk) == ["RulesScreen"]
    desk.click("backButton")
    assert not desk.has("rulesScreen")
    desk.click("homeRules")  # the second visit uses the compiled screen
    assert "silver platter" in desk.text("rulesText")
    assert compiled_screens(desk) == ["RulesScreen"]


def test_home_keys_open_the_screens_built_on_demand(desk: Driver) -> None:
    for key, screen in ((Qt.Key.Key_N, "newGameScreen"), (Qt.Key.Key_S, "savesScreen"),
                        (Qt.Key.Key_P, "printScreen"), (Qt.Key.Key_H, "historyScreen"),
                        (Qt.Key.Key_A, "campaignScreen")):
        desk.settle()
        desk.key(key)
        desk.settle()
        assert desk.has(screen), screen
        desk.key(Qt.Key.Key_Escape)  # every one of them goes back with Esc
        desk.settle()
        assert desk.has("homeNewGame"), f"Esc on {screen} did not lead home"


def test_starting_games_builds_their_tables_and_their_buttons_lead_on(desk: Driver) -> None:
    desk.game.start_setup(GameSetup(game="ganz-schoen-clever",
                                    players=[PlayerSetup(name="Ada")], seed=5))
    desk.settle()
    assert desk.has("tableScreen")
    assert "TableScreen" in compiled_screens(desk)
    desk.click("tableRules")  # the table's own buttons are connected to the screens they open
    assert "silver platter" in desk.text("rulesText")
    desk.click("backButton")
    assert desk.has("tableScreen")
    set_cubed = singleton(desk.engine, "SetCubedGame")
    set_cubed.start_setup(SetCubedSetup(players=[PlayerSetup(name="Ada"),
                                                 PlayerSetup(name="Bea")], seed=2))
    desk.settle()
    assert desk.has("setCubedTable")
    assert not desk.has("tableScreen")
    set_cubed.shutdown()


def test_a_screen_built_after_start_follows_a_language_switch(desk: Driver) -> None:
    desk.click("homeSettings")  # built now, in English
    assert desk.text("backButton") == "← Back"
    desk.click("language_de")
    desk.settle()
    assert desk.text("backButton") == "← Zurück"  # the screen built before the switch
    desk.click("backButton")
    desk.click("homeRules")  # built after the switch: German from the start
    assert desk.text("backButton") == "← Zurück"
    assert "Silbertablett" in desk.text("rulesText")
    desk.click("backButton")
    desk.click("homeSettings")
    desk.click("language_en")
    desk.settle()
    assert desk.text("backButton") == "← Back"


# The desk up to its first frame in a fresh interpreter: which of the heavy modules it imported.
_FIRST_FRAME_MODULES = r"""
import sys
from cleverdesk.ui.app.tools import create_engine, make_application, use_offscreen
use_offscreen()
app = make_application([])
engine = create_engine()
window = engine.rootObjects()[0]
def first_frame():
    heavy = ("cleverdesk.engine", "cleverdesk.setcubed", "cleverdesk.store.saves",
             "cleverdesk.printing", "cleverdesk.layout", "cleverdesk.ui.table.desk", "pydantic",
             "numpy")
    print(" ".join(name for name in heavy if name in sys.modules) or "none")
    app.quit()
window.frameSwapped.connect(first_frame)
app.exec()
"""


def test_nothing_heavy_is_imported_before_the_first_frame(user_data: Path) -> None:
    """The home screen needs the settings and the words, not the game engines, the saved games'
    file models, printing or the learned players' numpy: those come after the first frame."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", QT_QUICK_BACKEND="software")
    done = subprocess.run([sys.executable, "-c", _FIRST_FRAME_MODULES], env=env, cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["none"]


def test_the_home_screen_s_continue_comes_with_the_services(desk: Driver) -> None:
    """Continue knows whether there is a game to resume once the services are loaded (right
    after the first frame; the fixture has them)."""
    assert desk.window.property("servicesReady") is True
    assert desk.window.property("saves") is singleton(desk.engine, "Saves")
    assert "no saved game" in desk.text("homeContinueHint").lower()

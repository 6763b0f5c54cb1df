"""The New game screen by keyboard (issue 46, 5): Up and Down move in the list of games, Enter
on a game starts it, Start game is the next Tab stop after the list (it was 13 away), the Tab
order still reaches the players and the seed, and the screen remembers the game chosen last.
At the table, the "Every move is saved" note is put away by Esc (no key reached it)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from cleverdesk.engine import GameSetup, PlayerSetup
from cleverdesk.store.settings import DEFAULTS, save_settings
from tests.ui.driver import Driver, open_desk


def focused(desk: Driver) -> str:
    item = desk.window.activeFocusItem()
    return item.objectName() if item is not None else ""


def open_new_game(desk: Driver) -> None:
    desk.key(Qt.Key.Key_N)  # the home screen's key
    desk.settle()
    assert desk.has("newGameScreen")


def test_up_and_down_move_in_the_list_and_enter_starts_the_game(desk: Driver) -> None:
    open_new_game(desk)
    assert focused(desk) == "game_ganz-schoen-clever"
    desk.key(Qt.Key.Key_Down)
    desk.key(Qt.Key.Key_Down)
    assert focused(desk) == "game_clever-hoch-drei"
    desk.key(Qt.Key.Key_Up)
    assert focused(desk) == "game_doppelt-so-clever"
    desk.key(Qt.Key.Key_Up)
    desk.key(Qt.Key.Key_Up)  # the top: stays
    assert focused(desk) == "game_ganz-schoen-clever"
    for _ in range(3):
        desk.key(Qt.Key.Key_Down)
    assert focused(desk) == "game_clever-4ever"
    desk.key(Qt.Key.Key_Return)
    desk.settle()
    assert desk.game.property("running") and desk.game.property("gameId") == "clever-4ever"
    assert desk.has("tableScreen")


def test_start_game_is_the_next_tab_and_the_players_follow(desk: Driver) -> None:
    open_new_game(desk)
    desk.key(Qt.Key.Key_Tab)
    assert focused(desk) == "startGame"
    desk.key(Qt.Key.Key_Backtab)
    assert focused(desk) == "game_ganz-schoen-clever"
    desk.key(Qt.Key.Key_Tab)
    desk.key(Qt.Key.Key_Tab)
    assert focused(desk) == "seats_1"
    reached = set()
    for _ in range(20):
        desk.key(Qt.Key.Key_Tab)
        reached.add(focused(desk))
    assert {"seatName_0", "seedField", "startGame"} <= reached, reached


def test_new_game_remembers_the_game_chosen_last(desk: Driver) -> None:
    open_new_game(desk)
    desk.click("game_clever-hoch-drei")
    desk.key(Qt.Key.Key_Escape)
    desk.settle()
    open_new_game(desk)
    assert focused(desk) == "game_clever-hoch-drei"
    desk.click("startGame")
    desk.settle()
    assert desk.game.property("gameId") == "clever-hoch-drei"


@pytest.mark.first_run
def test_the_every_move_is_saved_note_is_put_away_by_esc(
        qtbot, qapp, user_data: Path) -> None:  # type: ignore[no-untyped-def]
    save_settings(replace(DEFAULTS, guide_offered=True), user_data)  # a first game
    with open_desk(qtbot) as desk:
        desk.game.start_setup(GameSetup(game="ganz-schoen-clever", seed=3,
                                        players=[PlayerSetup(name="Anna")]))
        desk.settle()
        assert desk.has("autosaveNote")
        desk.key(Qt.Key.Key_Escape)
        desk.settle()
        assert not desk.has("autosaveNote") and not desk.has("confirmLeave")
        assert desk.desk.property("autosaveTold")
        desk.key(Qt.Key.Key_Escape)  # then Esc is the table's again: leave?
        assert desk.has("confirmLeave")

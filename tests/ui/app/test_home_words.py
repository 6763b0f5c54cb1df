"""The home screen and the saved games in the desk's language (issue 46, 5): a game at −10
points says its points (German read "%n Punkt": Qt writes no count below zero), and a saved
game's default seat names follow the language ("Speler 1" started in Dutch is "Person 1" on a
German screen, as at the table)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from cleverdesk.engine import GameRecord, GameSetup, PlayerSetup, get_rules
from cleverdesk.engine.bots import make_bot
from cleverdesk.i18n_words import signed_count
from cleverdesk.store import SaveStore
from cleverdesk.store.saves import new_session_id
from cleverdesk.typed_text import typed
from cleverdesk.ui.app.app import singleton
from cleverdesk.ui.common import language
from cleverdesk.ui.history.games_model import _ROLES, game_row
from tests.ui.driver import Driver, walk_visible
from tests.ui.history_games import history_game, seat


@pytest.fixture(autouse=True)
def english_left_behind(qapp: object) -> Iterator[None]:
    yield
    language.install("en")


def below_zero(user_data: Path, name: str) -> int:
    """An unfinished Clever 4ever game whose player stands below 0 (yellow's middle row)."""
    rules = get_rules("clever-4ever")
    setup = GameSetup(game="clever-4ever", players=[PlayerSetup(name=name)], seed=1)
    state = rules.new_game(setup)
    chooser = make_bot("random", seed=1)
    moves = []
    while rules.total(state.players[0]) >= 0:
        move = chooser.choose(state, rules.legal_moves(state))
        state = rules.apply(state, move)
        moves.append(move)
    store = SaveStore(user_data)
    store.autosave(GameRecord(setup=setup, moves=moves), session=new_session_id())
    store.save_as(GameRecord(setup=setup, moves=moves), "Thuis")
    return rules.total(state.players[0])


def test_a_count_below_zero_is_said_with_its_sign(qapp: object) -> None:
    language.install("de")
    assert signed_count("10 Punkte", -10) == "-10 Punkte"
    assert signed_count("1 Punkt", 1) == "1 Punkt"
    assert signed_count("Runde 10: 10 Punkte", -10) == "Runde -10: 10 Punkte"  # the first


def test_the_home_screen_says_points_below_zero_and_names_in_its_language(
        user_data: Path, desk: Driver) -> None:
    points = below_zero(user_data, "Speler 1")  # started on a Dutch screen
    singleton(desk.engine, "Language").choose("de")
    desk.settle()
    saves = singleton(desk.engine, "Saves")
    saves.refreshContinue()
    hint = saves.property("continueHint")
    assert "%n" not in hint and f"{points}\u00a0Punkte" in hint, hint
    assert typed("Person 1") in hint and "Speler" not in hint
    desk.click("homeSaves")
    desk.qtbot.waitUntil(lambda: len(desk.items("saveTitle")) == 1)
    desk.settle()
    shown = [str(item.property("text")) for item in walk_visible(desk.window.contentItem())
             if "Person 1" in str(item.property("text") or "")]
    assert shown and all(typed("Person 1") in text for text in shown), shown
    assert not [item for item in walk_visible(desk.window.contentItem())
                if "Speler" in str(item.property("text") or "")]


def test_the_history_names_default_seats_in_the_desks_language(qapp: object) -> None:
    language.install("de")
    row = dict(zip(_ROLES, game_row(history_game(mode="multiplayer", results=(
        seat(0, "Speler 1", 120), seat(1, "Computer 2", 130, bot="greedy", winner=True)))),
        strict=True))
    assert row["players"] == f"{typed('Person 1')} 120  ·  {typed('Computer 2')} 130 ★"

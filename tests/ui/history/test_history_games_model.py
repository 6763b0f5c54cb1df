"""The History screen's list (ui/history/games_model.py): a row per game, in words, and a long
list fetched page by page as the view asks for more."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QModelIndex

from cleverdesk.typed_text import typed
from cleverdesk.ui.common import words
from cleverdesk.ui.history.games_model import _ROLES, HistoryGamesModel, game_row
from tests.ui.history_games import GSC, history_game, seat


def role_of(model: HistoryGamesModel, name: str) -> int:
    return next(r for r, n in model.roleNames().items() if bytes(n.data()).decode() == name)


def test_a_row_names_the_game_its_players_and_your_rating() -> None:
    row = dict(zip(_ROLES, game_row(history_game(results=(seat(0, "Anna", 245, rating="genius"),
                                                          ))), strict=True))
    assert row["gameId"] == 7 and row["game"] == GSC and row["total"] == 245
    assert row["title"] == words.game_title(GSC) and row["players"] == f"{typed('Anna')} 245"
    assert row["rating"] == "What a genius!" and row["duration"] == "2 min"
    assert row["modeName"] == "Solo" and row["colour"] == "#f2c418"


def test_a_row_of_several_players_stars_the_winner_and_gives_no_rating() -> None:
    row = dict(zip(_ROLES, game_row(history_game(mode="multiplayer", results=(
        seat(0, "Anna", 180, rating="great_result"),
        seat(1, "Bot", 200, bot="greedy", winner=True)))), strict=True))
    assert row["players"] == f"{typed('Anna')} 180  ·  {typed('Bot')} 200 ★"
    assert row["total"] == 180  # yours, not the computer's
    assert row["rating"] == ""


def test_practice_and_hints_are_said_beside_the_mode() -> None:
    row = dict(zip(_ROLES, game_row(history_game(practice=True, hints=True,
                                                 results=(seat(0, "Anna", 100),))), strict=True))
    assert row["modeName"] == "Solo · practice undo · with hints"


def test_a_long_list_comes_page_by_page_until_the_pages_run_out() -> None:
    model = HistoryGamesModel()
    pages: list[list[tuple[Any, ...]]] = [[(3,), (4,)], [(5,)], []]
    model.set_rows([(1,), (2,)], lambda: pages.pop(0))
    assert model.rowCount() == 2 and model.canFetchMore()
    model.fetchMore()
    model.fetchMore()
    assert model.game_ids() == [1, 2, 3, 4, 5]
    assert model.data(model.index(4, 0), role_of(model, "gameId")) == 5
    model.fetchMore()  # the empty page: the end
    assert not model.canFetchMore() and model.rowCount() == 5
    model.set_rows([(9,)])  # a new filter, read whole
    assert model.game_ids() == [9] and not model.canFetchMore()
    assert model.rowCount(model.index(0, 0)) == 0 and model.data(QModelIndex(), 0) is None

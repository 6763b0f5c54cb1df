"""A long history opens at once (issue 33, item 6): the list comes page by page from SQL, the
figures are gathered off the GUI thread (``busy`` meanwhile) and are those ``summarize`` gives."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest

from cleverdesk.engine import GameRecord, GameSetup, PlayerSetup, get_rules
from cleverdesk.engine.simulate import play_game
from cleverdesk.store.history import HistoryStore, history_path, summarize
from cleverdesk.store.history_figures import ChartPoint, gather, thinned
from cleverdesk.ui.history import listing as history_listing
from cleverdesk.ui.history.desk import History

GSC = "ganz-schoen-clever"
DSC = "doppelt-so-clever"


def _store_games(user_data: Path, count: int) -> list[int]:
    ids = []
    with HistoryStore(history_path(user_data)) as store:
        for n in range(count):
            game = GSC if n % 3 else DSC
            players = [PlayerSetup(name="Anna")] + ([PlayerSetup(name="Bot", bot="greedy")]
                                                    if n % 4 == 1 else [])
            setup = GameSetup(game=game, players=players, seed=n)
            state, record = play_game(get_rules(game), setup.model_copy(update={"players": [
                PlayerSetup(name=p.name, bot="greedy") for p in players]}))
            ids.append(store.add_game(state, GameRecord(setup=setup, moves=record.moves),
                                      "solo" if len(players) == 1 else "multiplayer", 60.0,
                                      practice=n == 5))
    return ids


def test_the_figures_of_one_pass_are_those_of_summarize(user_data: Path) -> None:
    _store_games(user_data, 9)
    with HistoryStore(history_path(user_data)) as store:
        games = store.games()
        figures = gather(store.scan())
    assert figures is not None and figures.count == 9 and figures.unreadable == 0
    for game in (GSC, DSC):
        assert figures.stats_of(game) == summarize(game, games)


def test_a_long_chart_is_thinned_and_keeps_the_best() -> None:
    from datetime import UTC, datetime

    when = datetime(2026, 1, 1, tzinfo=UTC)
    points = [ChartPoint(float(i), i % 97, i, when) for i in range(10_000)]
    points[4321] = ChartPoint(4321.0, 500, 4321, when)
    kept = thinned(points, 100)
    assert len(kept) <= 102 and kept[0] == points[0] and kept[-1] == points[-1]
    assert points[4321] in kept


def test_a_long_history_is_listed_page_by_page_and_figured_off_the_gui_thread(
        qapp: Any, qtbot: Any, user_data: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    ids = _store_games(user_data, 9)
    monkeypatch.setattr(history_listing, "SYNC_GAMES", 3)
    monkeypatch.setattr(history_listing, "PAGE_GAMES", 4)
    desk = History(game=None, set_cubed_game=None, saves=None)
    desk.refresh()
    model = desk.property("games")
    assert model.rowCount() == 4  # the first page only
    assert desk.count == 9  # by SQL, at once
    assert desk.property("busy") is True
    qtbot.waitUntil(lambda: not desk.property("busy"), timeout=20_000)
    with HistoryStore(history_path(user_data)) as store:
        games = store.games()
    summary = {s["game"]: s for s in desk.summary}
    assert summary[GSC]["count"] == summarize(GSC, games).count
    assert summary[DSC]["best"] == summarize(DSC, games).best
    assert len(desk.chart) == sum(1 for g in games if g.game == desk.statsGame
                                  for r in g.results if r.human)
    while model.canFetchMore():
        model.fetchMore()
    assert model.rowCount() == 9
    assert sorted(model.game_ids()) == sorted(ids)
    assert desk.open(ids[0])  # the oldest: opened from the database, not from a loaded page
    started = time.monotonic()
    desk.setGameFilter(DSC)
    assert time.monotonic() - started < 2.0
    qtbot.waitUntil(lambda: not desk.property("busy"), timeout=20_000)
    assert desk.count == 3 and model.rowCount() == 3
    desk.close()

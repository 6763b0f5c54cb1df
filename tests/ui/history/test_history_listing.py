"""The games of the filter and their figures (ui/history/listing.py): a short history read at
once, a long one page by page with its figures from a thread, a later filter's figures winning
over an earlier one's."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication

from cleverdesk.ui.history import listing
from cleverdesk.ui.history.database import HistoryDatabase
from cleverdesk.ui.history.listing import HistoryListing
from tests.patience import seconds
from tests.ui.history_games import DSC, GSC, store_games


def test_a_short_history_is_read_whole_at_once(qapp: Any, user_data: Path) -> None:
    ids = store_games(user_data, [GSC, DSC, GSC])
    database = HistoryDatabase(lambda: None)
    games = HistoryListing(database)
    changes: list[bool] = []
    games.changed.connect(lambda: changes.append(games.busy))
    games.refresh({"game": GSC})
    assert changes == [False] and games.count == 2 == games.model.rowCount()
    assert sorted(games.games) == sorted([ids[0], ids[2]])
    assert games.figures.stats_of(GSC).count == 2
    database.close()


def test_a_long_history_counts_at_once_and_its_figures_come_from_a_thread(
        qapp: Any, qtbot: Any, user_data: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store_games(user_data, [GSC] * 5 + [DSC] * 2)
    monkeypatch.setattr(listing, "SYNC_GAMES", 1)
    monkeypatch.setattr(listing, "PAGE_GAMES", 2)
    database = HistoryDatabase(lambda: None)
    games = HistoryListing(database)
    games.refresh({})
    assert games.busy and games.count == 7 and games.model.rowCount() == 2
    games.refresh({"game": GSC})  # a later filter before the first figures came
    assert games.busy and games.count == 5
    qtbot.waitUntil(lambda: not games.busy, timeout=20_000)
    assert games.figures.count == 5 and set(games.figures.played) == {GSC}
    for thread in threading.enumerate():  # the first filter's thread has finished too
        if thread.name == "history-figures":
            thread.join(timeout=seconds(20))
    QCoreApplication.processEvents()  # and its figures, now stale, have arrived
    assert games.figures.count == 5 and set(games.figures.played) == {GSC}
    while games.model.canFetchMore():
        games.model.fetchMore()
    assert games.model.rowCount() == 5 and len(games.games) == 5
    database.close()


def test_without_a_history_the_list_is_empty_and_not_busy(qapp: Any, user_data: Path,
                                                          monkeypatch: pytest.MonkeyPatch
                                                          ) -> None:
    database = HistoryDatabase(lambda: None)
    monkeypatch.setattr(database, "open", lambda: None)  # it cannot be opened now
    games = HistoryListing(database)
    games.refresh({})
    assert not games.busy and games.count == 0 and games.model.rowCount() == 0

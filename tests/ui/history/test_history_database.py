"""The desk's connection to the history (ui/history/database.py): it opens the history once,
says each problem once, and never lets a broken database stop the desk."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

from cleverdesk.store.history import HistoryStore, history_path
from cleverdesk.ui.history.database import HistoryDatabase
from tests.ui.history_games import GSC, store_games


def test_the_history_is_opened_once_and_read_through_run(qapp: Any, user_data: Path) -> None:
    store_games(user_data, [GSC, GSC])
    database = HistoryDatabase(lambda: None)
    store = database.open()
    assert store is not None and database.open() is store and database.current is store
    assert database.run(lambda s: s.count_games()) == 2
    assert database.notice == "" and database.unavailable is None
    database.close()
    assert database.current is None


def test_a_problem_is_said_once_per_kind_and_the_notice_can_be_dismissed(qapp: Any) -> None:
    database = HistoryDatabase(lambda: None)
    said: list[str] = []
    database.noticeChanged.connect(lambda: said.append(database.notice))
    database.report("one", "First.")
    database.report("one", "First again.")
    database.report("two", "Second.")
    assert database.notice == "First.\n\nSecond." and len(said) == 2
    database.dismiss_notice()
    database.dismiss_notice()
    assert database.notice == "" and len(said) == 3
    database.report("one", "First once more.")  # said already: not again
    assert database.notice == ""


def test_a_history_of_a_newer_version_is_said_and_not_opened(qapp: Any, user_data: Path
                                                              ) -> None:
    HistoryStore().close()
    conn = sqlite3.connect(history_path(user_data))
    conn.execute("PRAGMA user_version = 99")
    conn.close()
    database = HistoryDatabase(lambda: None)
    assert database.open() is None and database.run(lambda s: s.count_games()) is None
    assert "newer version" in database.notice and database.unavailable is not None


def test_a_database_error_is_retried_once_on_a_fresh_connection_then_said(
        qapp: Any, user_data: Path) -> None:
    database = HistoryDatabase(lambda: None)
    first = database.open()
    tries: list[HistoryStore] = []

    def broken(store: HistoryStore) -> int:
        tries.append(store)
        raise sqlite3.DatabaseError("disk I/O error")

    assert database.run(broken) is None
    assert len(tries) == 2 and tries[0] is first and tries[1] is not first  # reopened
    assert "cannot be read (disk I/O error)" in database.notice
    assert database.current is None  # dropped: the next use opens it again
    assert database.run(lambda s: s.count_games()) == 0
    database.close()


def test_a_lock_is_said_and_left_to_the_keepers_timer(qapp: Any, user_data: Path) -> None:
    database = HistoryDatabase(lambda: None)
    database.open()

    def locked(store: HistoryStore) -> None:
        raise sqlite3.OperationalError("database is locked")

    assert database.run(locked) is None
    assert "locked" in database.notice and not (user_data / "damaged").exists()
    assert database.keeper._timer.isActive()  # it tries again by itself
    database.close()

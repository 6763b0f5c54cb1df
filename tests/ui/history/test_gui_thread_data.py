"""Long work with many saves and a long history stays off the GUI thread (issue 47, item 9).

The figures are ``scripts/bench_big_data.py``'s (10 000 saves, 100 000 games: the GUI thread's
longest stall, processor time). These tests pin down what made those stalls, each on a small
folder: the history's integrity check of every page, the sweep of the saves folder, a listing
that replayed every save (tests/store/test_list_checks.py), the list model taking thousands of
saves one row at a time (tests/ui/saves/test_saves_model.py)."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest

from cleverdesk.store import SaveStore, history_schema
from cleverdesk.store.history import history_path
from cleverdesk.ui.history.database import HistoryDatabase
from tests.patience import ms
from tests.ui.history_games import GSC, store_games


@pytest.fixture
def checks(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The threads the history's integrity check of every page runs on, from now on."""
    seen: list[str] = []
    real = history_schema.check

    def watched(conn: Any) -> None:
        seen.append(threading.current_thread().name)
        real(conn)

    monkeypatch.setattr(history_schema, "check", watched)
    return seen


def test_the_desk_opens_its_history_without_checking_every_page_on_its_thread(
        qtbot: Any, user_data: Path, checks: list[str]) -> None:
    store_games(user_data, [GSC, GSC])
    checks.clear()
    database = HistoryDatabase(lambda: None)
    store = database.open()
    assert store is not None and store.count_games() == 2
    qtbot.waitUntil(lambda: bool(checks), timeout=ms(60_000))  # it is checked all the same
    assert threading.main_thread().name not in checks, checks
    database.close()


def test_damage_the_check_finds_later_is_set_aside_and_said(qtbot: Any, user_data: Path) -> None:
    store_games(user_data, [GSC] * 40)
    path = history_path(user_data)
    import sqlite3

    conn = sqlite3.connect(path)  # everything in the file itself, so a page can be spoilt
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.execute("PRAGMA journal_mode = DELETE")
    conn.close()
    pages = path.stat().st_size // 4096
    with path.open("r+b") as handle:  # a page in the middle of the games' rows
        handle.seek(4096 * (pages // 2))
        handle.write(b"\0" * 4096)
    refreshed: list[bool] = []
    database = HistoryDatabase(lambda: refreshed.append(True))
    database.open()  # opens: the damage is in the middle, where opening does not look
    qtbot.waitUntil(lambda: "damaged" in database.notice, timeout=ms(60_000))
    assert refreshed  # the screens read the history again
    assert list((user_data / "damaged").glob("history-*.sqlite"))
    store = database.open()
    assert store is not None and store.damaged is None
    database.close()


def test_the_saves_folder_is_swept_off_the_gui_thread(qapp: Any, qtbot: Any, user_data: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    from cleverdesk.ui.saves.desk import Saves

    folder = SaveStore(user_data).saves_dir
    folder.mkdir(parents=True)
    left = folder / ".killed.json.abc.tmp"
    left.write_bytes(b"{")
    import os

    os.utime(left, (1, 1))  # long ago: a writer that was killed
    swept: list[str] = []
    real = SaveStore.sweep_temp_files

    def watched(self: SaveStore, *args: Any, **kwargs: Any) -> list[Path]:
        swept.append(threading.current_thread().name)
        return real(self, *args, **kwargs)

    monkeypatch.setattr(SaveStore, "sweep_temp_files", watched)
    made = Saves()
    qtbot.waitUntil(lambda: not left.exists(), timeout=ms(60_000))
    assert swept and threading.main_thread().name not in swept
    made.deleteLater()

"""The shown games as CSV (ui/history/export.py)."""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import Any

from cleverdesk.store.history import HistoryStore, history_path
from cleverdesk.store.history_csv import read_csv
from cleverdesk.ui.history.export import export_csv, suggested_csv_name
from tests.ui.history_games import DSC, GSC, store_games


def test_the_games_of_the_filter_are_written_as_csv(qapp: Any, user_data: Path,
                                                    tmp_path: Path) -> None:
    store_games(user_data, [GSC, DSC, GSC])
    with HistoryStore(history_path(user_data)) as store:
        assert export_csv(str(tmp_path / "mine"), {"game": GSC}, lambda: store) == ""
    rows = read_csv((tmp_path / "mine.csv").read_text(encoding="utf-8"))
    assert [row.game for row in rows] == [GSC, GSC]


def test_without_a_history_the_csv_is_its_header(qapp: Any, tmp_path: Path) -> None:
    assert export_csv(str(tmp_path / "empty.csv"), {}, lambda: None) == ""
    lines = (tmp_path / "empty.csv").read_text(encoding="utf-8").splitlines()
    assert len(lines) == 1 and "game" in lines[0]


def test_a_folder_that_does_not_exist_is_said_and_never_made(qapp: Any, tmp_path: Path) -> None:
    opened: list[bool] = []
    said = export_csv(str(tmp_path / "nowhere" / "h.csv"), {}, lambda: opened.append(True))
    assert "does not exist" in said and not (tmp_path / "nowhere").exists() and not opened


def test_the_suggested_name_is_dated() -> None:
    assert suggested_csv_name(date(2026, 11, 30)) == "cleverdesk-history-2026-11-30.csv"

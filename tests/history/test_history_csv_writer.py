"""One writer of the history's CSV (issue 48): the fast export straight from SQL
(``history --csv``, the desk's export), ``write_csv`` over games already read and the desk's CSV
of a history it cannot open all go through ``store/history_csv.py`` (its ``CsvSheet``); no other
module builds CSV text. The byte-for-byte equality of the two roads is
tests/history/test_history_csv_fast.py's."""

from __future__ import annotations

import ast
import io
from datetime import UTC, datetime
from pathlib import Path

import pytest

from cleverdesk.store.history import HistoryGame, SeatResult
from cleverdesk.store.history_csv import BASE_COLUMNS, area_columns, write_csv

PACKAGE = Path(__file__).resolve().parents[2] / "cleverdesk"


def _imports_csv(path: Path) -> bool:
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import) and any(a.name == "csv" for a in node.names):
            return True
        if isinstance(node, ast.ImportFrom) and node.module == "csv" and not node.level:
            return True
    return False


def test_only_the_history_s_csv_writer_imports_the_csv_module() -> None:
    writers = sorted(path.relative_to(PACKAGE).as_posix() for path in PACKAGE.rglob("*.py")
                     if _imports_csv(path))
    assert writers == ["store/history_csv.py"]


def _game(areas: dict[str, int]) -> HistoryGame:
    seat = SeatResult(seat=0, name="=Anna", bot=None, total=12, foxes=1, areas=areas,
                      rating=None, winner=True)
    return HistoryGame(id=3, uid="u", finished_at=datetime(2026, 5, 1, 9, 30, tzinfo=UTC),
                       game="ganz-schoen-clever", mode="solo", seed=7, duration_s=61.25,
                       stage=None, results=(seat,))


def test_a_game_s_row_is_its_cells_in_the_column_order() -> None:
    out = io.StringIO()
    write_csv([_game({"yellow": 5, "round_2": 4})], out)
    header, row, end = out.getvalue().split("\n")
    columns = header.split(",")
    assert columns == BASE_COLUMNS + area_columns() + ["round_2"] and end == ""
    cells = dict(zip(columns, row.split(","), strict=True))
    assert cells["name"] == "'=Anna" and cells["seat"] == "1" and cells["winner"] == "1"
    assert cells["duration_s"] == "61.2" and cells["finished_at"] == "2026-05-01T09:30:00+00:00"
    assert (cells["yellow"], cells["round_2"], cells["blue"]) == ("5", "4", "")


def test_a_seat_with_an_area_the_columns_lack_is_refused() -> None:
    with pytest.raises(ValueError, match="not in fieldnames: 'mystery'"):
        write_csv([_game({"mystery": 3})], io.StringIO(), areas=[])

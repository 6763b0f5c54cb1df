"""The Saves screen's list model: rows go in where they belong (never a reset that loses the
place), in the listing's order, worded only when shown; checked by Qt's own model tester."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from PySide6.QtCore import QLocale
from PySide6.QtTest import QAbstractItemModelTester

from cleverdesk.store import SaveInfo
from cleverdesk.ui.saves.model import PrintableSaves, SaveListModel, newest_first

START = datetime(2026, 1, 1, tzinfo=UTC)


def info(name: str, minutes: int, game: str = "ganz-schoen-clever") -> SaveInfo:
    return SaveInfo(path=Path("/saves") / f"{name}.json", title=name.upper(), game=game,
                    players=("Ada",), saved_at=START + timedelta(minutes=minutes), round=1,
                    rounds=6, move_count=3, scores=(7,), finished=False, session="s")


def model(worded: list[str], odd: list[str] | None = None) -> SaveListModel:
    def describe(found: SaveInfo, locale: QLocale) -> dict[str, Any]:
        worded.append(found.save_id)
        if found.save_id == "odd":
            raise OverflowError("date value out of range")
        return {"saveId": found.save_id, "title": found.title, "game": found.game,
                "gameTitle": "G", "players": "Ada", "date": "d", "progress": "p",
                "finished": False}

    told = odd if odd is not None else []
    return SaveListModel(describe, lambda found, error: told.append(found.save_id))


def ids(listed: SaveListModel) -> list[str]:
    return [found.save_id for found in listed.infos]


def test_rows_go_in_where_they_belong_and_the_listing_has_the_last_word(qapp: Any) -> None:
    worded: list[str] = []
    listed = model(worded)
    QAbstractItemModelTester(listed, QAbstractItemModelTester.FailureReportingMode.Fatal)
    inserted: list[tuple[int, int]] = []
    listed.rowsInserted.connect(lambda _parent, first, last: inserted.append((first, last)))
    resets: list[int] = []
    listed.modelReset.connect(lambda: resets.append(1))
    a, b, c, d, e = info("a", 50), info("b", 40), info("c", 40), info("d", 30), info("e", 10)
    listed.add([b, e])  # what the index vouched for
    listed.add([a, d])  # checked since
    listed.add([c])
    assert ids(listed) == ["a", "b", "c", "d", "e"]  # newest first, one moment by name
    assert inserted[-1] == (2, 2) and resets == []
    changed = replace(d, saved_at=START + timedelta(minutes=60))  # saved again meanwhile
    listed.replace([changed, a, b, e])  # the whole listing: c was deleted
    assert ids(listed) == ["d", "a", "b", "e"]
    assert listed.infos[0] == changed and resets == []
    assert listed.rowCount() == listed.property("count") == 4
    assert worded == []  # nothing worded until a row is shown
    index = listed.index(1)
    assert listed.data(index, 257) == "a"  # the first role: saveId
    assert worded == ["a"]
    listed.data(index, 258)
    assert worded == ["a"]  # once per save


def test_the_order_is_the_listing_order(qapp: Any) -> None:
    infos = [info(name, minutes) for name, minutes in
             [("x", 5), ("b", 5), ("a", 9), ("m", 5), ("q", 1), ("c", 9)]]
    listed = model([])
    for found in infos:
        listed.add([found])
    assert listed.infos == newest_first(infos)
    assert ids(listed) == ["a", "c", "b", "m", "x", "q"]


def test_a_row_that_cannot_be_worded_is_listed_plainly_and_said(qapp: Any) -> None:
    odd: list[str] = []
    listed = model([], odd)
    listed.replace([info("odd", 3), info("fine", 2)])
    row = listed.row(0)
    assert row["saveId"] == "odd" and row["title"] == "ODD" and row["date"].startswith("2026")
    assert odd == ["odd"] and listed.row(1)["title"] == "FINE"


def test_the_printable_saves_leave_set_cubed_out(qapp: Any) -> None:
    listed = model([])
    printable = PrintableSaves(listed)
    QAbstractItemModelTester(printable, QAbstractItemModelTester.FailureReportingMode.Fatal)
    listed.add([info("a", 3), info("s", 2, game="set-cubed"), info("b", 1)])
    assert printable.property("count") == 2
    assert [printable.data(printable.index(n, 0), 257) for n in range(2)] == ["a", "b"]


def test_batches_of_a_long_listing_go_in_row_by_row_in_the_listing_order(qapp: Any) -> None:
    import random

    rng = random.Random(4)
    infos = [info(f"g{n:04d}", rng.randrange(60)) for n in range(240)]  # many of one moment
    rng.shuffle(infos)
    listed = model([])
    QAbstractItemModelTester(listed, QAbstractItemModelTester.FailureReportingMode.Fatal)
    removed: list[int] = []
    listed.rowsRemoved.connect(lambda *_: removed.append(1))
    for start in range(0, len(infos), 37):
        listed.add(infos[start:start + 37])
    assert listed.infos == newest_first(infos) and removed == []
    again = infos[:5] + [replace(infos[5], title="changed"), info("late", 30)]
    listed.add(again)  # seen ones unchanged, one changed, one new
    listed.replace([*infos[:5], again[5], *infos[6:], again[6]])
    assert listed.infos == newest_first([*infos[:5], again[5], *infos[6:], again[6]])


def test_thousands_of_saves_found_at_once_go_in_as_one_insertion(qapp: Any) -> None:
    """A later session's listing hands over every save of the index at once: inserted row by
    row, the view laid itself out 10 000 times (1.5 s of a frozen window; issue 47, item 9)."""
    listed = model([])
    inserted: list[tuple[int, int]] = []
    listed.rowsInserted.connect(lambda parent, first, last: inserted.append((first, last)))
    listed.add([info(f"s{n:04d}", n) for n in range(1000)])
    assert inserted == [(0, 999)]
    assert ids(listed)[:2] == ["s0999", "s0998"] and len(ids(listed)) == 1000
    # saves that belong between others go in as runs, each where it belongs
    inserted.clear()
    listed.add([info(f"t{n}", minutes) for n, minutes in enumerate((2000, 2001, 500))])
    assert inserted == [(0, 1), (502, 502)]  # after s0500, of the same minute by name
    assert ids(listed)[:3] == ["t1", "t0", "s0999"] and ids(listed)[501:503] == ["s0500", "t2"]
    tester = QAbstractItemModelTester(listed)
    assert tester is not None

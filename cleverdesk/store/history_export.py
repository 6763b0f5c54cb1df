"""``history --csv`` and the desk's CSV export of a long history, fast (issue 33: 100 000 games
in ≤ 5 s).

:func:`cleverdesk.store.history_csv.write_csv` over :meth:`HistoryStore.scan` builds a
``HistoryGame`` with its ``SeatResult`` objects per game: most of the time of a long export went
there. Here SQLite hands over exactly the columns the CSV has, in CSV order, and each seat goes
to the same writer (:class:`~cleverdesk.store.history_csv.CsvSheet`) as plain values. The output
is byte for byte what ``write_csv(scan())`` writes, and a row is skipped and counted by the
same rules as :meth:`HistoryStore.scan`'s (history_rows' ``history_game`` and ``seat_result``):
the checks are the same, only done on the raw values instead of through the objects.
"""

from __future__ import annotations

import itertools
import json
import queue
import sqlite3
import threading
from collections.abc import Callable, Iterable, Iterator
from datetime import datetime
from json.scanner import make_scanner
from typing import Any

from .history_csv import CsvSheet
from .history_errors import is_locked_error
from .history_games import MODES

# Only what the CSV shows (no practice/hints: their reading costs a walk past every record).
_ORDER = " ORDER BY g.finished_at DESC, g.id DESC"
_QUERY = (
    "SELECT g.id, g.uid, g.finished_at, g.game, g.mode, g.seed, g.duration_s, g.stage,"
    " {record}, r.game_id, r.seat, r.name, r.bot, r.total, r.foxes, r.areas_json, r.rating,"
    " r.winner FROM games AS g LEFT JOIN results AS r ON r.game_id = g.id{where}"
    + _ORDER + ", r.seat")
# A game whose record is not JSON is unreadable (as in the list); SQLite's json_valid over
# every record is a third of a long export's time, so it runs on a second connection in a
# thread, in the same order, while this thread writes the rows.
_RECORDS = "SELECT g.id, json_valid(g.record_json) FROM games AS g{where}" + _ORDER
_ONE_RECORD = "SELECT json_valid(record_json) FROM games WHERE id = ?"
_CHUNK = 500


class RecordCheck:
    """Whether each game's record is JSON, worked out ahead on another connection.

    ``connect`` opens a read connection to the same file. The two connections may see the
    history at different moments (a desk adding a game in between): every flag comes with its
    game's id, and from the first id that does not match on, the games are checked one by one
    on the export's own connection instead (which sees what the export reads)."""

    def __init__(self, conn: sqlite3.Connection,
                 connect: Callable[[], sqlite3.Connection] | None, where: str,
                 args: list[Any]) -> None:
        self._conn = conn
        self._queue: queue.Queue[list[tuple[Any, Any]] | None] = queue.Queue(maxsize=8)
        self._stop = threading.Event()
        self._pending: Iterator[tuple[Any, Any]] = iter(())
        self._ahead = connect is not None
        self._thread: threading.Thread | None = None
        if connect is not None:
            self._thread = threading.Thread(target=self._work, args=(connect, where, args),
                                            name="history-csv-records", daemon=True)
            self._thread.start()

    def _work(self, connect: Callable[[], sqlite3.Connection], where: str,
              args: list[Any]) -> None:
        try:
            conn = connect()
            try:
                rows = conn.execute(_RECORDS.format(where=where), args)
                while not self._stop.is_set():
                    chunk = rows.fetchmany(_CHUNK)  # SQLite works without the GIL meanwhile
                    if not chunk:
                        break
                    self._put(chunk)
            finally:
                conn.close()
        except (sqlite3.Error, OSError):
            pass  # the export checks the rest one by one
        finally:
            self._put(None)  # the end (or a failure): the export never waits for more

    def _put(self, item: list[tuple[Any, Any]] | None) -> None:
        while not self._stop.is_set():
            try:
                self._queue.put(item, timeout=0.1)
                return
            except queue.Full:
                continue

    def valid(self, game_id: Any) -> bool:
        if self._ahead:
            for found, ok in self._pending:
                if found == game_id:
                    return bool(ok == 1)
                break  # another moment of the history: one by one from here on
            else:
                chunk = self._queue.get()
                if chunk:
                    self._pending = iter(chunk)
                    return self.valid(game_id)
            self.close()
        row = self._conn.execute(_ONE_RECORD, (game_id,)).fetchone()
        return row is not None and row[0] == 1

    def close(self) -> None:
        self._ahead = False
        self._stop.set()
        if self._thread is not None:
            self._thread.join()
            self._thread = None


def export(conn: sqlite3.Connection, out: Any, *, where: str = "",
           args: Iterable[Any] = (), areas: Iterable[str],
           connect: Callable[[], sqlite3.Connection] | None = None) -> int | None:
    """Write the games of the filter (``where``/``args`` as ``history_rows.condition`` makes
    them) as CSV to ``out``; returns how many could not be read and were left out, or None
    (nothing written) when the tables are not there to be read so. ``connect``: a second read
    connection to the same file, for checking the records alongside."""
    args = list(args)
    query = _QUERY.format(record="1", where=where)
    # one read transaction: a query run again (see _rows) sees the history as the first did
    own = not conn.in_transaction
    if own:
        conn.execute("BEGIN")
    try:
        try:
            rows = _rows(conn, query, args)
            first = next(rows, None)
        except sqlite3.OperationalError as error:
            if is_locked_error(error):
                raise
            return None  # a table is gone: nothing written yet, the caller reads row by row
        records = RecordCheck(conn, connect, where, args)
        try:
            return _write(itertools.chain(() if first is None else (first,), rows), records,
                          CsvSheet(out, areas))
        finally:
            records.close()
    finally:
        if own:
            conn.execute("COMMIT")


def _rows(conn: sqlite3.Connection, query: str, args: list[Any]) -> Iterator[tuple[Any, ...]]:
    """The rows of ``query``, their text decoded by sqlite3 itself (the store's lenient
    decoding is a call per value, a tenth of a long export); from a text that is not UTF-8 on,
    the query runs again with the lenient decoding and goes on after the rows already given."""
    lenient = conn.text_factory
    given = 0
    conn.text_factory = str
    try:
        for row in conn.execute(query, args):
            conn.text_factory = lenient  # while the caller has the row (it may query too)
            yield row
            conn.text_factory = str
            given += 1
        return
    except sqlite3.OperationalError as error:
        if "decode" not in str(error):
            raise
    finally:
        conn.text_factory = lenient
    rows = conn.execute(query, args)
    for _ in itertools.islice(rows, given):
        pass
    yield from rows


def _write(rows: Iterable[tuple[Any, ...]], records: RecordCheck, sheet: CsvSheet) -> int:
    unreadable = 0
    current: Any = None  # the id of the game whose seats are gathered
    head: list[Any] | None = None  # its CSV cells before the seat's, None if unreadable
    seats: list[list[Any]] = []
    broken = False
    scan = make_scanner(json.JSONDecoder())  # type: ignore[arg-type]  # what json.loads uses
    for row in rows:
        if row[0] != current:
            if current is not None:
                if head is None or broken or not seats:
                    unreadable += 1
                else:
                    sheet.write(seats)
            current, seats, broken = row[0], [], False
            # every game asks (the flags come in the games' order), readable or not
            head = _game_cells(row, sheet) if records.valid(current) else None
        if row[9] is None or broken:
            continue  # no seats (a game without any is unreadable) or one seat already broken
        seat = _seat(row, scan)
        if seat is None:
            broken = True
            continue
        if head is None:
            continue
        seats.append(sheet.seat_row(head, *seat))
    if current is not None:
        if head is None or broken or not seats:
            unreadable += 1
        else:
            sheet.write(seats)
    return unreadable


def _moment(text: str) -> str:
    """``finished_at`` as ``datetime.isoformat`` writes it back; ValueError if it is none."""
    finished = datetime.fromisoformat(text)
    if finished.tzinfo is None:
        raise ValueError("no time zone")
    if len(text) == 25 and text[10] == "T" and text.endswith("+00:00"):
        return text  # as add_game writes it: isoformat gives these very characters back
    return finished.isoformat()


def _game_cells(row: tuple[Any, ...], sheet: CsvSheet) -> list[Any] | None:
    """game_id … stage as the CSV writes them, or None for a game row ``scan`` cannot read
    (whether its record is JSON is :class:`RecordCheck`'s)."""
    game_id, uid, finished_at, game, mode, seed, duration, stage = row[:8]
    if type(game_id) is not int or type(seed) is not int:
        return None
    if type(uid) is not str or type(game) is not str or mode not in MODES:
        return None
    if type(duration) is not float and type(duration) is not int:
        return None
    if stage is not None and type(stage) is not str:
        return None
    if type(finished_at) is not str:
        return None
    try:
        moment = _moment(finished_at)
    except ValueError:
        return None
    return sheet.game_cells(game_id, moment, game, mode, seed, duration, stage)


def _seat(row: tuple[Any, ...], scan: Any) -> tuple[Any, ...] | None:
    """seat, name, bot, total, foxes, rating, winner and areas of a seat row, as
    :meth:`CsvSheet.seat_row` takes them, or None for a seat row ``scan`` cannot read."""
    seat, name, bot, total, foxes, areas_json, rating, winner = row[10:18]
    if type(seat) is not int or type(total) is not int or type(foxes) is not int:
        return None
    if type(winner) is not int or type(name) is not str or type(areas_json) is not str:
        return None
    if (bot is not None and type(bot) is not str) or (
            rating is not None and type(rating) is not str):
        return None
    try:
        areas = _areas(areas_json, scan)
    except (ValueError, RecursionError):
        return None
    if type(areas) is not dict:
        return None
    for value in areas.values():  # JSON's keys are always text
        if type(value) is not int:
            return None
    return seat, name, bot, total, foxes, rating, winner, areas


def _areas(text: str, scan: Any) -> Any:
    """``json.loads(text)``, by the C scanner straight away when the text is plain JSON (as
    add_game writes it); anything else (spaces around it, not JSON) goes through json.loads."""
    try:
        value, end = scan(text, 0)
    except StopIteration:
        return json.loads(text)
    return value if end == len(text) else json.loads(text)

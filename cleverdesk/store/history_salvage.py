"""What can still be read of a damaged score history, copied into the fresh one.

When SQLite cannot read past the damage of a history file, the file is set aside
(history_connection.py); before the fresh history is used, every row that can still be read is
copied into it — the approach of SQLite's ``.recover``, with what Python's ``sqlite3`` offers:
the damaged copy is opened read-only, each table is scanned in rowid order, and where a scan
stops at a damaged page the rows after it are probed one rowid at a time. A game comes back
with the seats that could be read; a game with no readable seat does not (it could not be
shown). Nothing here raises: what cannot be read is simply not copied.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from .history_files import MemoryHistory, too_long

# How far past the last row read a probe looks for more rows, when the table's largest rowid
# cannot be read (a damaged page holds a few hundred rows at most).
_PROBE_GAP = 2_000

GAME_COLUMNS = ("id", "uid", "finished_at", "game", "mode", "seed", "duration_s", "stage",
                "record_json", "practice", "hints", "undo", "review")
_MARKS = ("practice", "hints", "undo", "review")  # 0 when the damaged file lacks them
RESULT_COLUMNS = ("game_id", "seat", "name", "bot", "total", "foxes", "areas_json", "rating",
                  "winner")
CAMPAIGN_COLUMNS = ("stage", "best", "stars", "plays", "updated_at")
MODES = ("solo", "campaign", "multiplayer")
# What reading a damaged file can raise (a garbled schema gives SQLite an error text that is
# not UTF-8; a damaged number may not fit).
_UNREADABLE = (sqlite3.Error, UnicodeDecodeError, ValueError, OverflowError)


def _readonly(path: Path) -> sqlite3.Connection:
    if too_long(path):  # a folder SQLite cannot open: the file read into memory
        conn = MemoryHistory(path).connect(read_only=True)
    else:
        conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, timeout=0.5)
    conn.text_factory = lambda raw: raw.decode("utf-8", "replace")
    return conn


def _columns(conn: sqlite3.Connection, table: str) -> list[str]:
    return [row[1] for row in conn.execute(f"PRAGMA table_info({table})")]


def _rows(conn: sqlite3.Connection, table: str, columns: tuple[str, ...]
          ) -> Iterator[tuple[Any, ...]]:
    """Every readable row of ``table`` (the columns it has of ``columns``, None for the rest)."""
    try:
        present = set(_columns(conn, table))
    except _UNREADABLE:
        return
    if not present:
        return
    picked = ", ".join(c if c in present else "NULL" for c in columns)
    select = f"SELECT rowid, {picked} FROM {table} NOT INDEXED"
    last = 0
    try:
        for row in conn.execute(select + " WHERE rowid > 0 ORDER BY rowid"):
            last = row[0]
            yield row[1:]
        return
    except _UNREADABLE:
        pass  # the scan stopped at a damaged page: probe the rows after it one by one
    try:
        top = conn.execute(f"SELECT max(rowid) FROM {table}").fetchone()[0] or 0
    except _UNREADABLE:
        top = 0
    rowid, misses = last + 1, 0
    while rowid <= top or misses < _PROBE_GAP:
        try:
            row = conn.execute(select + " WHERE rowid = ?", (rowid,)).fetchone()
        except _UNREADABLE:
            row = None
        if row is None:
            misses += 1
        else:
            misses = 0
            yield row[1:]
        rowid += 1


def salvage(damaged: Path, fresh: sqlite3.Connection) -> int:
    """Copy what can be read of ``damaged`` into ``fresh`` (an open, empty history); returns
    how many games came back."""
    try:
        source = _readonly(damaged)
    except _UNREADABLE:
        return 0
    try:
        seats: dict[int, list[tuple[Any, ...]]] = {}
        for row in _rows(source, "results", RESULT_COLUMNS):
            if isinstance(row[0], int):
                seats.setdefault(row[0], []).append(row)
        games = [row for row in _rows(source, "games", GAME_COLUMNS)
                 if isinstance(row[0], int) and row[0] in seats and row[4] in MODES]
        stages = list(_rows(source, "campaign", CAMPAIGN_COLUMNS))
    except _UNREADABLE:
        return 0
    finally:
        source.close()
    recovered = 0
    fresh.execute("BEGIN IMMEDIATE")
    try:
        for game in games:
            try:
                fresh.execute("SAVEPOINT one")
                fresh.execute(f"INSERT INTO games ({', '.join(GAME_COLUMNS)}) VALUES "
                              f"({', '.join('?' * len(GAME_COLUMNS))})",
                              tuple(0 if v is None and c in _MARKS else v
                                    for c, v in zip(GAME_COLUMNS, game, strict=True)))
                for seat in seats[game[0]]:
                    fresh.execute(f"INSERT INTO results ({', '.join(RESULT_COLUMNS)}) VALUES "
                                  f"({', '.join('?' * len(RESULT_COLUMNS))})", seat)
                fresh.execute("RELEASE one")
                recovered += 1
            except sqlite3.Error:  # a row that breaks a constraint stays behind
                fresh.execute("ROLLBACK TO one")
                fresh.execute("RELEASE one")
        for stage in stages:
            try:
                fresh.execute(f"INSERT OR IGNORE INTO campaign ({', '.join(CAMPAIGN_COLUMNS)})"
                              f" VALUES ({', '.join('?' * len(CAMPAIGN_COLUMNS))})", stage)
            except sqlite3.Error:
                continue
        fresh.execute("COMMIT")
    except BaseException:
        fresh.execute("ROLLBACK")
        raise
    return recovered

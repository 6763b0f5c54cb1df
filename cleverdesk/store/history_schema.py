"""The score history's tables: the schema, its version in ``PRAGMA user_version`` and the
migrations that bring a file of any older version up to it, and the checks that tell a sound
file from a damaged one.

A new version is a step appended to :data:`MIGRATIONS` (and :data:`SCHEMA_VERSION` raised by
one); a file of a newer version is never written (:class:`NewerHistory`).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from functools import cache
from pathlib import Path

from .history_errors import NewerHistory, SchemaMismatch

SCHEMA_VERSION = 5
TIME_INDEX = "games_by_time"

# Each step migrates from the version before it; index 0 creates version 1 from nothing.
MIGRATIONS: tuple[tuple[str, ...], ...] = (
    (
        """CREATE TABLE games (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            uid TEXT NOT NULL UNIQUE,
            finished_at TEXT NOT NULL,
            game TEXT NOT NULL,
            mode TEXT NOT NULL CHECK (mode IN ('solo', 'campaign', 'multiplayer')),
            seed INTEGER NOT NULL,
            duration_s REAL NOT NULL,
            stage TEXT,
            record_json TEXT NOT NULL
        )""",
        """CREATE TABLE results (
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            name TEXT NOT NULL,
            bot TEXT,
            total INTEGER NOT NULL,
            foxes INTEGER NOT NULL,
            areas_json TEXT NOT NULL,
            rating TEXT,
            winner INTEGER NOT NULL,
            PRIMARY KEY (game_id, seat)
        )""",
        "CREATE INDEX games_by_game ON games(game, finished_at)",
        """CREATE TABLE campaign (
            stage TEXT PRIMARY KEY,
            best INTEGER NOT NULL,
            stars INTEGER NOT NULL,
            plays INTEGER NOT NULL,
            updated_at TEXT NOT NULL
        )""",
    ),
    # 2: games where practice undo went back past dice already seen (listed, never counted)
    ("ALTER TABLE games ADD COLUMN practice INTEGER NOT NULL DEFAULT 0",),
    # 3: games in which the player asked for hints (listed with a mark, counted as usual)
    ("ALTER TABLE games ADD COLUMN hints INTEGER NOT NULL DEFAULT 0",),
    # 4: campaign stages given up: played, but no total (never a best)
    ("""CREATE TABLE given_up (
            stage TEXT PRIMARY KEY,
            plays INTEGER NOT NULL,
            updated_at TEXT NOT NULL
        )""",),
    # 5: games in which a move was taken back, or that were reviewed before their end: with
    # hints and practice undo they make a game not clean (issue 50); older games count as clean
    # unless marked with hints or practice undo (nothing else was recorded then)
    ("ALTER TABLE games ADD COLUMN undo INTEGER NOT NULL DEFAULT 0",
     "ALTER TABLE games ADD COLUMN review INTEGER NOT NULL DEFAULT 0"),
)


def _created_name(statement: str) -> str:
    """``CREATE TABLE games (…`` → ``games``."""
    words = statement.split()
    return words[2] if len(words) > 2 else ""


@cache
def _expected_schema() -> dict[str, tuple[str, ...]]:
    """Table → columns of the current schema, as the migrations make it."""
    conn = sqlite3.connect(":memory:")
    try:
        for step in MIGRATIONS:
            for statement in step:
                conn.execute(statement)
        tables = [row[0] for row in conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")]
        return {t: tuple(row[1] for row in conn.execute(f"PRAGMA table_info({t})"))
                for t in tables}
    finally:
        conn.close()


# The integrity check names every damaged page; the player gets the first few and a count.
_REASON_LINES = 2


def summarized_problems(problems: Sequence[str]) -> str:
    """``PRAGMA quick_check`` lines as one short reason: the first lines and how many more."""
    lines = [line.strip() for text in problems for line in str(text).splitlines()
             if line.strip() and not line.startswith("*** in database")]
    shown = "; ".join(line[:80] for line in lines[:_REASON_LINES])
    more = len(lines) - _REASON_LINES
    return shown + (f"; and {more} more" if more > 0 else "")


def _row_level(problem: str) -> bool:
    """A quick_check line about one row's value (a CHECK or NOT NULL it breaks), which reading
    skips row by row: not damage that sets the whole history aside."""
    return problem.startswith(("CHECK constraint failed in ", "NULL value in "))


# Text columns decoded leniently: a garbled byte in a name must not stop the reading. A C


def check(conn: sqlite3.Connection) -> None:
    """SQLite's own check. A row whose value breaks a CHECK or NOT NULL is read past (it is
    skipped and counted); anything else is damage."""
    problems = [row[0] for row in conn.execute("PRAGMA quick_check(100)")
                if row and row[0] != "ok"]
    if not problems or all(_row_level(p) for p in problems):
        return
    raise sqlite3.DatabaseError("integrity check failed: " + summarized_problems(problems))


def check_schema(conn: sqlite3.Connection) -> None:
    """The games table and every column of this schema version must be there: a history
    whose version says so but whose games table is gone is damage, not an empty history.
    (A missing results or campaign table is made again by :func:`restore_tables`: the games
    stay listed, counted as unreadable.)"""
    expected = _expected_schema()
    problems = []
    for table, columns in expected.items():
        present = {row[1] for row in conn.execute(f"PRAGMA table_info({table})")}
        if not present:
            if table == "games":
                problems.append("the games table is missing")
            continue
        missing = [c for c in columns if c not in present]
        if missing:
            problems.append(f"{table} lacks {', '.join(missing)}")
    if problems:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        raise SchemaMismatch(f"its tables do not match schema {version}: "
                             + "; ".join(problems))


def add_time_index(conn: sqlite3.Connection) -> None:
    """The index the History screen pages by (newest first). Only an index: no schema
    version of its own, so older desks read and write the file as before."""
    if conn.execute("SELECT 1 FROM sqlite_master WHERE type = 'index' AND name = ?",
                    (TIME_INDEX,)).fetchone() is None:
        conn.execute(f"CREATE INDEX IF NOT EXISTS {TIME_INDEX} ON games(finished_at, id)")


def restore_tables(conn: sqlite3.Connection) -> None:
    """A results or campaign table that went missing is made again (empty), so new games
    can still be written; the games that lost their results are then counted as
    unreadable. (A missing games table is damage: :func:`check_schema`.)"""
    present = {row[0] for row in conn.execute("SELECT name FROM sqlite_master")}
    missing = [statement for step in MIGRATIONS for statement in step
               if _created_name(statement) not in present
               and statement.startswith(("CREATE TABLE", "CREATE INDEX"))]
    if not missing:
        return
    conn.execute("BEGIN IMMEDIATE")
    try:
        for statement in missing:
            conn.execute(statement.replace("CREATE TABLE ", "CREATE TABLE IF NOT EXISTS ")
                         .replace("CREATE INDEX ", "CREATE INDEX IF NOT EXISTS "))
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise


def newer(path: Path, version: int) -> NewerHistory:
    """The error for a history file of a schema newer than this version knows."""
    return NewerHistory(f"{path} was written by a newer cleverdesk (schema {version}); "
                        f"this version reads up to {SCHEMA_VERSION}")


def migrate(conn: sqlite3.Connection, path: Path) -> None:
    """Bring the history of ``path`` open on ``conn`` up to :data:`SCHEMA_VERSION`, step by
    step in one transaction; nothing is written when it is there already."""
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    if version == SCHEMA_VERSION:
        return  # nothing to write: a history another program is writing to can be read
    conn.execute("BEGIN IMMEDIATE")
    try:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            raise newer(path, version)
        for step in range(version, SCHEMA_VERSION):
            for statement in MIGRATIONS[step]:
                conn.execute(statement)
            conn.execute(f"PRAGMA user_version = {step + 1}")
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise

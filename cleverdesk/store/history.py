"""Score history: every finished game in an SQLite database in the user data folder.

SQLite in WAL mode with a busy timeout lets two desks (or a desk and a script) write at once
without losing a game; every write is one ``BEGIN IMMEDIATE`` transaction. The schema carries
its version in ``PRAGMA user_version`` and is migrated step by step. A database that is damaged
(SQLite says corrupt or not a database, the integrity check fails, or the file was cut to a few
bytes) is moved to ``damaged/`` (with its -wal/-shm companions) and a fresh one is started: the
desk reports it and goes on. A database that is merely *locked* by another program is not
damaged: opening waits, retries, and then raises :class:`HistoryLocked`, leaving the file alone.
Reading goes row by row: a game whose row cannot be read is skipped and counted
(:attr:`HistoryRead.unreadable`), never allowed to hide the others. Abandoned games are never
written; only ``add_game`` writes.

SET Cubed games share the tables with the Clever games: the ``game`` column tells them apart.
SET Cubed has no areas, foxes or rating bands; its per-seat "areas" are the points of each round
(``round_1``, ``round_2``, …), the one breakdown of a total the game has.
"""

from __future__ import annotations

import csv
import io
import json
import shutil
import sqlite3
import time
import uuid
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from cleverdesk import setcubed
from cleverdesk.engine import GAME_IDS, GameRecord, GameState, Phase, get_rules

from . import paths

HISTORY_FILE = "history.sqlite"
SCHEMA_VERSION = 4
BUSY_TIMEOUT_S = 30.0
Mode = Literal["solo", "campaign", "multiplayer"]
MODES: tuple[str, ...] = ("solo", "campaign", "multiplayer")
SET_CUBED = setcubed.GAME_ID
ROUND_PREFIX = "round_"  # SET Cubed's per-seat breakdown: round_1, round_2, …

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
)


class HistoryError(RuntimeError):
    """The history database cannot be used (e.g. it was written by a newer cleverdesk)."""


class HistoryLocked(HistoryError):
    """Another program holds the history database longer than we wait; the file is untouched."""


# SQLite's primary result codes (the low byte of an extended code) that mean "damaged" and
# "somebody else holds it". Anything else (no permission, disk full) is neither: it is raised.
_DAMAGE_CODES = frozenset({sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB})
_BUSY_CODES = frozenset({sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED})
# A database file shorter than SQLite's 100-byte header holds no game: if it existed before we
# opened it, it was cut short (SQLite itself would quietly treat it as a new, empty database).
_HEADER_BYTES = 100
# A file younger than this may be a brand-new history another desk is creating right now.
_FRESH_FILE_S = 2.0


def _primary_code(error: sqlite3.Error) -> int | None:
    code = getattr(error, "sqlite_errorcode", None)
    return code & 0xFF if isinstance(code, int) else None


def is_locked_error(error: BaseException) -> bool:
    """The database is busy or locked by another connection (not damaged)."""
    if not isinstance(error, sqlite3.OperationalError):
        return False
    code = _primary_code(error)
    if code is not None:
        return code in _BUSY_CODES
    return "locked" in str(error) or "busy" in str(error)


def is_damage_error(error: BaseException) -> bool:
    """SQLite found the file damaged; an error text SQLite could not even spell as UTF-8
    (a garbled schema) counts as damage too."""
    if isinstance(error, UnicodeDecodeError):
        return True
    if not isinstance(error, sqlite3.DatabaseError) or is_locked_error(error):
        return False
    code = _primary_code(error)
    if code is not None:
        return code in _DAMAGE_CODES
    return type(error) is sqlite3.DatabaseError


def _text(raw: bytes) -> str:
    """Text columns decoded leniently: a garbled byte in a name must not stop the reading."""
    return raw.decode("utf-8", "replace")


def _error_text(error: BaseException) -> str:
    if isinstance(error, UnicodeDecodeError):  # SQLite's own message held the garbled bytes
        return error.object.decode("utf-8", "replace") if isinstance(
            error.object, bytes) else str(error)
    return str(error)


@dataclass(frozen=True)
class DamagedHistory:
    """A database that could not be read and was set aside; the desk tells the player."""

    original: Path
    moved_to: Path
    reason: str


@dataclass(frozen=True)
class HistoryRead:
    """What a read found: the games that could be read and how many could not."""

    games: list[HistoryGame]
    unreadable: int = 0


@dataclass(frozen=True)
class SeatResult:
    seat: int
    name: str
    bot: str | None
    total: int
    foxes: int
    areas: dict[str, int]
    rating: str | None
    winner: bool

    @property
    def human(self) -> bool:
        return self.bot is None


@dataclass(frozen=True)
class HistoryGame:
    id: int
    uid: str
    finished_at: datetime
    game: str
    mode: str
    seed: int
    duration_s: float
    stage: str | None
    results: tuple[SeatResult, ...] = field(default=())
    practice: bool = False  # practice undo went back past seen dice: not in the records
    hints: bool = False  # the player asked for hints during the game


@dataclass(frozen=True)
class GameStats:
    game: str
    count: int
    best: int | None
    average: float | None
    area_averages: dict[str, float]
    rating_counts: dict[str, int]


def _created_name(statement: str) -> str:
    """``CREATE TABLE games (…`` → ``games``."""
    words = statement.split()
    return words[2] if len(words) > 2 else ""


def history_path(root: Path | None = None) -> Path:
    return (root or paths.data_dir()) / HISTORY_FILE


def _now() -> datetime:
    return datetime.now(UTC)


class HistoryStore:
    """The score history of one data folder. Cheap to open; open one per thread or process."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or history_path()
        self.damaged: DamagedHistory | None = None
        self.path.parent.mkdir(parents=True, exist_ok=True)
        cut = self._cut_short()
        if cut:
            self.damaged = self._set_aside(cut)
        try:
            self._conn = self._open()
        except (sqlite3.DatabaseError, UnicodeDecodeError) as error:
            if not is_damage_error(error):
                raise
            self.damaged = self._set_aside(_error_text(error))
            self._conn = self._open()

    # ------------------------------------------------------------------ opening
    def _cut_short(self) -> str:
        """Why the existing file is too short to be a history (0–99 bytes), or ""."""
        give_up = time.monotonic() + 2 * _FRESH_FILE_S
        while True:
            try:
                info = self.path.stat()
            except OSError:
                return ""
            if info.st_size >= _HEADER_BYTES:
                return ""
            if time.time() - info.st_mtime >= _FRESH_FILE_S:
                break
            if time.monotonic() > give_up:  # it keeps changing: somebody is at work on it
                return ""
            time.sleep(0.05)  # maybe another desk is creating it right now: it will grow
        return f"the history file was cut short ({info.st_size} bytes), so its games are lost"

    def _open(self) -> sqlite3.Connection:
        """Open, check and migrate; a database another program holds is waited for (the busy
        timeout), then retried for as long again, then reported as :class:`HistoryLocked`."""
        deadline = time.monotonic() + BUSY_TIMEOUT_S
        pause = 0.05
        while True:
            try:
                return self._open_once(max(0.05, deadline - time.monotonic()))
            except sqlite3.OperationalError as error:
                if not is_locked_error(error):
                    raise
                if time.monotonic() >= deadline:
                    raise HistoryLocked(
                        f"{self.path} is locked by another program ({error}); "
                        "it was left as it is") from error
            time.sleep(pause)  # some lock conflicts are reported at once, without waiting
            pause = min(pause * 2, 1.0)

    def _open_once(self, timeout_s: float) -> sqlite3.Connection:
        conn = sqlite3.connect(self.path, timeout=timeout_s, isolation_level=None)
        conn.text_factory = _text
        try:
            conn.execute(f"PRAGMA busy_timeout = {int(timeout_s * 1000)}")
            conn.execute("PRAGMA journal_mode = WAL")
            conn.execute("PRAGMA foreign_keys = ON")
            check = conn.execute("PRAGMA quick_check").fetchone()
            if not check or check[0] != "ok":
                raise sqlite3.DatabaseError(f"integrity check failed: {check}")
            self._migrate(conn)
            self._restore_tables(conn)
            conn.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT_S * 1000)}")
        except BaseException:
            conn.close()
            raise
        return conn

    @staticmethod
    def _restore_tables(conn: sqlite3.Connection) -> None:
        """A table that went missing is made again (empty), so new games can still be written;
        the games that lost their results are then counted as unreadable."""
        present = {row[0] for row in conn.execute("SELECT name FROM sqlite_master")}
        missing = [statement for step in MIGRATIONS for statement in step
                   if _created_name(statement) not in present]
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

    def _migrate(self, conn: sqlite3.Connection) -> None:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if version == SCHEMA_VERSION:
            return  # nothing to write: a history another program is writing to can be read
        conn.execute("BEGIN IMMEDIATE")
        try:
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise HistoryError(
                    f"{self.path} was written by a newer cleverdesk (schema {version}); "
                    f"this version reads up to {SCHEMA_VERSION}"
                )
            for step in range(version, SCHEMA_VERSION):
                for statement in MIGRATIONS[step]:
                    conn.execute(statement)
                conn.execute(f"PRAGMA user_version = {step + 1}")
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise

    def _set_aside(self, reason: str) -> DamagedHistory:
        damaged = paths.damaged_dir(self.path.parent)
        damaged.mkdir(parents=True, exist_ok=True)
        stamp = _now().strftime("%Y%m%dT%H%M%S")
        target = damaged / f"{self.path.stem}-{stamp}-{uuid.uuid4().hex[:6]}{self.path.suffix}"
        shutil.move(str(self.path), target)
        for companion in ("-wal", "-shm"):
            extra = self.path.with_name(self.path.name + companion)
            if extra.exists():
                shutil.move(str(extra), target.with_name(target.name + companion))
        return DamagedHistory(self.path, target, reason)

    def close(self) -> None:
        self._conn.close()

    def __enter__(self) -> HistoryStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        try:
            self._conn.execute("BEGIN IMMEDIATE")
        except sqlite3.OperationalError as error:
            if is_locked_error(error):  # waited the busy timeout: somebody else still writes
                raise HistoryLocked(f"{self.path} is locked by another program ({error}); "
                                    "nothing was written") from error
            raise
        try:
            yield self._conn
        except BaseException:
            self._conn.execute("ROLLBACK")
            raise
        self._conn.execute("COMMIT")

    # ------------------------------------------------------------------ writing
    def add_game(
        self,
        state: GameState | setcubed.SetCubedState,
        record: GameRecord | setcubed.SetCubedRecord,
        mode: Mode,
        duration_s: float,
        *,
        stage: str | None = None,
        uid: str | None = None,
        finished_at: datetime | None = None,
        practice: bool = False,
        hints: bool = False,
    ) -> int | None:
        """Write a finished game; returns its id, or None if ``uid`` was written already.

        A Clever game comes as ``GameState`` + ``GameRecord``, SET Cubed as ``SetCubedState`` +
        ``SetCubedRecord``. ``uid`` (e.g. the save session id) makes writing idempotent: a desk
        that records the same game twice after a crash does not count it twice. ``practice``
        marks a game played with practice undo past seen dice: listed, never in the figures.
        """
        if mode not in MODES:
            raise ValueError(f"unknown mode {mode!r}")
        seats = _seat_results(state, record)
        when = (finished_at or _now()).astimezone(UTC).isoformat(timespec="seconds")
        with self._write() as conn:
            cursor = conn.execute(
                "INSERT OR IGNORE INTO games (uid, finished_at, game, mode, seed, duration_s,"
                " stage, record_json, practice, hints) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (uid or uuid.uuid4().hex, when, state.game, mode, record.setup.seed,
                 float(duration_s), stage, record.model_dump_json(), int(practice), int(hints)),
            )
            if cursor.rowcount == 0:
                return None
            game_id = cursor.lastrowid
            for r in seats:
                conn.execute(
                    "INSERT INTO results (game_id, seat, name, bot, total, foxes, areas_json,"
                    " rating, winner) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (game_id, r.seat, r.name, r.bot, r.total, r.foxes, json.dumps(r.areas),
                     r.rating, int(r.winner)),
                )
        return game_id

    # ------------------------------------------------------------------ reading
    def games(
        self,
        *,
        game: str | None = None,
        mode: str | None = None,
        since: datetime | None = None,
        until: datetime | None = None,
    ) -> list[HistoryGame]:
        """Finished games, newest first, with their results (unreadable ones left out)."""
        return self.read(game=game, mode=mode, since=since, until=until).games

    def read(
        self,
        *,
        game: str | None = None,
        mode: str | None = None,
        since: datetime | None = None,
        until: datetime | None = None,
    ) -> HistoryRead:
        """Finished games, newest first, and how many could not be read.

        Row by row: a game whose row or any of whose seats holds something that is not what
        ``add_game`` writes (a date that is no date, areas that are no mapping, a name that is
        not text, a record that is not JSON, no seats at all) is skipped and counted.
        """
        where: list[str] = []
        args: list[Any] = []
        if game:
            where.append("game = ?")
            args.append(game)
        if mode:
            where.append("mode = ?")
            args.append(mode)
        if since:
            where.append("finished_at >= ?")
            args.append(since.astimezone(UTC).isoformat(timespec="seconds"))
        if until:
            where.append("finished_at < ?")
            args.append(until.astimezone(UTC).isoformat(timespec="seconds"))
        condition = " WHERE " + " AND ".join(where) if where else ""
        rows = self._conn.execute(
            "SELECT id, uid, finished_at, game, mode, seed, duration_s, stage,"
            " json_valid(record_json), practice, hints FROM games" + condition
            + " ORDER BY finished_at DESC, id DESC", args).fetchall()
        seats: dict[Any, list[SeatResult]] = {}
        broken: set[Any] = set()
        if rows:
            # The same filter as a sub-query, not "IN (?, ?, …)": a long history has more games
            # than SQLite allows variables in one statement.
            try:
                result_rows = self._conn.execute(
                    "SELECT game_id, seat, name, bot, total, foxes, areas_json, rating, winner"
                    " FROM results WHERE game_id IN (SELECT id FROM games" + condition
                    + ") ORDER BY game_id, seat", args).fetchall()
            except sqlite3.OperationalError as error:
                if is_locked_error(error):
                    raise
                result_rows = []  # the table went missing: every game lacks its seats
            for r in result_rows:
                seat = _seat_result(r)
                if seat is None:
                    broken.add(r[0])
                else:
                    seats.setdefault(r[0], []).append(seat)
        games: list[HistoryGame] = []
        unreadable = 0
        for row in rows:
            entry = _history_game(row, seats.get(row[0], []))
            if entry is None or row[0] in broken:
                unreadable += 1
            else:
                games.append(entry)
        return HistoryRead(games, unreadable)

    def record(self, game_id: int) -> GameRecord | setcubed.SetCubedRecord:
        """The moves of a stored game: a ``SetCubedRecord`` for SET Cubed, else a ``GameRecord``."""
        row = self._conn.execute("SELECT game, record_json FROM games WHERE id = ?",
                                 (game_id,)).fetchone()
        if row is None:
            raise KeyError(game_id)
        if row[0] == SET_CUBED:
            return setcubed.SetCubedRecord.model_validate_json(row[1])
        return GameRecord.model_validate_json(row[1])

    def count(self) -> int:
        return int(self._conn.execute("SELECT COUNT(*) FROM games").fetchone()[0])

    def stats(self, game: str, mode: str | None = None) -> GameStats:
        """The player's figures for one game: human seats only (bots are not "you")."""
        return summarize(game, self.games(game=game, mode=mode))

    # ------------------------------------------------------------------ campaign progress
    def stage_progress(self) -> dict[str, tuple[int | None, int, int]]:
        """Stage id → (best total, stars, plays); a stage only ever given up has no best."""
        progress: dict[str, tuple[int | None, int, int]] = {
            row[0]: (row[1], row[2], row[3])
            for row in self._conn.execute("SELECT stage, best, stars, plays FROM campaign")
        }
        for stage, plays in self._conn.execute("SELECT stage, plays FROM given_up"):
            best, stars, played = progress.get(stage, (None, 0, 0))
            progress[stage] = (best, stars, played + plays)
        return progress

    def give_up_stage(self, stage: str) -> None:
        """A stage game given up: it counts as played, with no total (so never as a best)."""
        with self._write() as conn:
            conn.execute(
                "INSERT INTO given_up (stage, plays, updated_at) VALUES (?, 1, ?)"
                " ON CONFLICT(stage) DO UPDATE SET plays = plays + 1,"
                " updated_at = excluded.updated_at",
                (stage, _now().isoformat(timespec="seconds")))

    def save_stage_result(self, stage: str, total: int, stars: int) -> tuple[int, int]:
        """Keep the best total and the most stars of a stage; returns the stored (best, stars)."""
        with self._write() as conn:
            conn.execute(
                "INSERT INTO campaign (stage, best, stars, plays, updated_at)"
                " VALUES (?, ?, ?, 1, ?) ON CONFLICT(stage) DO UPDATE SET"
                " best = MAX(best, excluded.best), stars = MAX(stars, excluded.stars),"
                " plays = plays + 1, updated_at = excluded.updated_at",
                (stage, total, stars, _now().isoformat(timespec="seconds")),
            )
            row = conn.execute("SELECT best, stars FROM campaign WHERE stage = ?",
                               (stage,)).fetchone()
        return int(row[0]), int(row[1])


def _int(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"not a whole number: {value!r}")
    return value


def _optional_text(value: object) -> str | None:
    if value is not None and not isinstance(value, str):
        raise ValueError(f"not text: {value!r}")
    return value


def _seat_result(row: Sequence[Any]) -> SeatResult | None:
    """One ``results`` row as written by ``add_game``, or None when it holds something else."""
    try:
        areas = json.loads(row[6]) if isinstance(row[6], str) else None
        if not isinstance(areas, dict) or not all(
                isinstance(k, str) and isinstance(v, int) and not isinstance(v, bool)
                for k, v in areas.items()):
            return None
        name = row[2]
        if not isinstance(name, str):
            return None
        return SeatResult(seat=_int(row[1]), name=name, bot=_optional_text(row[3]),
                          total=_int(row[4]), foxes=_int(row[5]), areas=areas,
                          rating=_optional_text(row[7]), winner=bool(_int(row[8])))
    except (ValueError, RecursionError):
        return None


def _history_game(row: Sequence[Any], results: list[SeatResult]) -> HistoryGame | None:
    """One ``games`` row with its seats, or None when it cannot be shown as written."""
    try:
        if not results or row[8] != 1:  # no seats, or the record is not JSON
            return None
        finished = datetime.fromisoformat(row[2]) if isinstance(row[2], str) else None
        if finished is None or finished.tzinfo is None:
            return None
        duration = row[6]
        if isinstance(duration, bool) or not isinstance(duration, int | float):
            return None
        game, mode, uid = row[3], row[4], row[1]
        if not isinstance(game, str) or not isinstance(mode, str) or not isinstance(uid, str):
            return None
        return HistoryGame(id=_int(row[0]), uid=uid, finished_at=finished, game=game,
                           mode=mode, seed=_int(row[5]), duration_s=float(duration),
                           stage=_optional_text(row[7]), results=tuple(results),
                           practice=bool(row[9]), hints=bool(row[10]))
    except ValueError:
        return None


def _seat_results(state: GameState | setcubed.SetCubedState,
                  record: GameRecord | setcubed.SetCubedRecord) -> list[SeatResult]:
    """What ``add_game`` writes per seat; only finished games, state and record of one game."""
    if isinstance(state, setcubed.SetCubedState):
        if not isinstance(record, setcubed.SetCubedRecord):
            raise TypeError("a SET Cubed state goes with a SET Cubed record")
        return _set_cubed_results(state, record)
    if isinstance(record, setcubed.SetCubedRecord):
        raise TypeError("a Clever state goes with a Clever record")
    return _clever_results(state, record)


def _clever_results(state: GameState, record: GameRecord) -> list[SeatResult]:
    if state.phase != Phase.GAME_OVER:
        raise ValueError("only finished games go into the history")
    rules = get_rules(state.game)
    winners = set(rules.winners(state))
    out = []
    for player, seat_setup in zip(state.players, record.setup.players, strict=True):
        total = rules.total(player)
        rating = rules.rating_band(total).code if state.solo and rules.rating else None
        out.append(SeatResult(seat=player.seat, name=seat_setup.name, bot=seat_setup.bot,
                              total=total, foxes=player.foxes, areas=rules.area_scores(player),
                              rating=rating, winner=player.seat in winners))
    return out


def _set_cubed_results(state: setcubed.SetCubedState, record: setcubed.SetCubedRecord
                       ) -> list[SeatResult]:
    """No foxes and no rating bands in SET Cubed; the rounds' points stand in for the areas."""
    if state.phase != setcubed.Phase.GAME_OVER:
        raise ValueError("only finished games go into the history")
    rules = setcubed.get_rules()
    totals = rules.totals(state)
    winners = set(rules.winners(state))
    return [
        SeatResult(seat=player.seat, name=seat_setup.name, bot=seat_setup.bot,
                   total=totals[player.seat], foxes=0, areas=round_areas(player.round_points),
                   rating=None, winner=player.seat in winners)
        for player, seat_setup in zip(state.players, record.setup.players, strict=True)
    ]


def round_areas(round_points: Sequence[int]) -> dict[str, int]:
    """SET Cubed's points per round as the history's per-seat breakdown: round_1, round_2, …"""
    return {f"{ROUND_PREFIX}{n}": points for n, points in enumerate(round_points, start=1)}


def round_number(area: str) -> int | None:
    """1 for "round_1"…; None for an area that is not a round."""
    number = area.removeprefix(ROUND_PREFIX)
    return int(number) if area.startswith(ROUND_PREFIX) and number.isdigit() else None


def summarize(game: str, games: Iterable[HistoryGame]) -> GameStats:
    """The figures of ``game`` among ``games`` (any filtered list): human seats only.

    ``count`` is the number of games with a human seat; best, average and the rest are over
    every human seat (two people at one device both count as "you"). Practice games (undo past
    seen dice) are not counted.
    """
    played = [g for g in games
              if g.game == game and not g.practice and any(r.human for r in g.results)]
    humans = [r for g in played for r in g.results if r.human]
    totals = [r.total for r in humans]
    areas: dict[str, list[int]] = {}
    ratings: dict[str, int] = {}
    for r in humans:
        for name, score in r.areas.items():
            areas.setdefault(name, []).append(score)
        if r.rating:
            ratings[r.rating] = ratings.get(r.rating, 0) + 1
    return GameStats(
        game=game,
        count=len(played),
        best=max(totals) if totals else None,
        average=sum(totals) / len(totals) if totals else None,
        area_averages={n: sum(v) / len(v) for n, v in areas.items()},
        rating_counts=ratings,
    )


# ---------------------------------------------------------------------- CSV
def area_columns() -> list[str]:
    """Every area of every registered game, in series and printed order, without repeats."""
    names: dict[str, None] = {}
    for game in GAME_IDS:
        for area in get_rules(game).areas:
            names.setdefault(area, None)
    return list(names)


BASE_COLUMNS = ["game_id", "finished_at", "game", "mode", "seed", "duration_s", "stage", "seat",
                "name", "bot", "total", "foxes", "rating", "winner"]


# A spreadsheet runs a cell that starts with one of these as a formula ("CSV injection"): free
# text (a player's name) that starts so is written behind a quote, which read_csv takes off.
_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def _needs_quote(text: str) -> bool:
    return text.startswith(_FORMULA_STARTS) or (
        text.startswith("'") and text[1:2] != "" and (text[1:2] in _FORMULA_STARTS
                                                      or text[1:2] == "'"))


def csv_text(text: str) -> str:
    """Free text for a CSV cell that a spreadsheet shows and never runs."""
    return "'" + text if _needs_quote(text) else text


def csv_text_back(cell: str) -> str:
    """The inverse of :func:`csv_text`."""
    return cell[1:] if cell.startswith("'") and _needs_quote(cell[1:]) else cell


def csv_rows(games: Iterable[HistoryGame]) -> Iterator[dict[str, str]]:
    for g in games:
        for r in g.results:
            row = {
                "game_id": str(g.id), "finished_at": g.finished_at.isoformat(), "game": g.game,
                "mode": g.mode, "seed": str(g.seed), "duration_s": f"{g.duration_s:.1f}",
                "stage": csv_text(g.stage or ""), "seat": str(r.seat + 1),
                "name": csv_text(r.name), "bot": csv_text(r.bot or ""),
                "total": str(r.total), "foxes": str(r.foxes),
                "rating": r.rating or "", "winner": "1" if r.winner else "0",
            }
            for area, score in r.areas.items():
                row[area] = str(score)
            yield row


def write_csv(games: Sequence[HistoryGame], out: io.TextIOBase | Any) -> None:
    """One row per seat of every game (spreadsheet-friendly), header first."""
    columns = BASE_COLUMNS + area_columns()
    extra: dict[str, None] = {}
    for g in games:  # SET Cubed's rounds, and areas of games no longer registered
        for r in g.results:
            extra.update((a, None) for a in r.areas if a not in columns)
    # after the Clever areas, the rounds in their order (round_10 after round_9)
    columns += sorted(extra, key=lambda a: (round_number(a) is not None, round_number(a) or 0))
    writer = csv.DictWriter(out, fieldnames=columns, restval="", lineterminator="\n")
    writer.writeheader()
    writer.writerows(csv_rows(games))


def read_csv(text: str) -> list[HistoryGame]:
    """Parse what :func:`write_csv` wrote back into games (the inverse, for checks/imports)."""
    reader = csv.DictReader(io.StringIO(text))
    area_names = [c for c in (reader.fieldnames or []) if c not in BASE_COLUMNS]
    games: dict[int, HistoryGame] = {}
    seats: dict[int, list[SeatResult]] = {}
    for row in reader:
        game_id = int(row["game_id"])
        if game_id not in games:
            games[game_id] = HistoryGame(
                id=game_id, uid="", finished_at=datetime.fromisoformat(row["finished_at"]),
                game=row["game"], mode=row["mode"], seed=int(row["seed"]),
                duration_s=float(row["duration_s"]), stage=csv_text_back(row["stage"]) or None)
        seats.setdefault(game_id, []).append(SeatResult(
            seat=int(row["seat"]) - 1, name=csv_text_back(row["name"]),
            bot=csv_text_back(row["bot"]) or None,
            total=int(row["total"]), foxes=int(row["foxes"]),
            areas={a: int(row[a]) for a in area_names if row.get(a)},
            rating=row["rating"] or None, winner=row["winner"] == "1"))
    return [
        HistoryGame(id=g.id, uid=g.uid, finished_at=g.finished_at, game=g.game, mode=g.mode,
                    seed=g.seed, duration_s=round(g.duration_s, 1), stage=g.stage,
                    results=tuple(seats[g.id]))
        for g in games.values()
    ]

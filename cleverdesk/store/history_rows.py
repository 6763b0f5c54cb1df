"""The score history's games in its tables: the rows read back as games (every value checked,
a game that cannot be shown as written is skipped and counted, never allowed to hide the
others), the filter of a read as SQL, and text written as UTF-8 can hold it.
"""

from __future__ import annotations

import json
import re
import sqlite3
from collections.abc import Iterable, Iterator, Sequence
from datetime import UTC, datetime
from typing import Any

from cleverdesk import setcubed
from cleverdesk.engine import GameRecord

from .history_errors import is_locked_error
from .history_games import MODES, HistoryGame, SeatResult

# Whether a game was played with real dice: read from its record (the setup says so), so the
# schema needs no column for it; a record that is not JSON reads as not (and is unreadable).
REAL_DICE = ("(CASE WHEN json_valid(record_json)"
              " THEN json_extract(record_json, '$.setup.real_dice') END)")

_SURROGATE = re.compile("[\ud800-\udfff]")


def valid_text(text: str) -> str:
    """``text`` as UTF-8 can hold it: a lone surrogate (a name typed or pasted in a way that
    split a character) becomes U+FFFD, so that neither SQLite nor the record's JSON refuses the
    game."""
    return _SURROGATE.sub("\ufffd", text)


def record_json(record: GameRecord | setcubed.SetCubedRecord) -> str:
    """A game's record as the history keeps it: JSON, whatever text its names hold."""
    try:
        return record.model_dump_json()
    except ValueError:  # pydantic refuses a lone surrogate: write the text as UTF-8 holds it
        data = record.model_dump(mode="json")
        for player in data["setup"]["players"]:
            player["name"] = valid_text(player["name"])
            if player.get("bot") is not None:
                player["bot"] = valid_text(player["bot"])
        return json.dumps(data, ensure_ascii=False)


def _int(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"not a whole number: {value!r}")
    return value


def _optional_text(value: object) -> str | None:
    if value is not None and not isinstance(value, str):
        raise ValueError(f"not text: {value!r}")
    return value


def seat_result(row: Sequence[Any]) -> SeatResult | None:
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


GAME_COLUMNS = 14  # what ``scan`` reads of a games row before its seats


def history_game(row: Sequence[Any], results: list[SeatResult]) -> HistoryGame | None:
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
        if not isinstance(game, str) or mode not in MODES or not isinstance(uid, str):
            return None  # a mode outside the CHECK (a flipped bit SQLite read past) too
        return HistoryGame(id=_int(row[0]), uid=uid, finished_at=finished, game=game,
                           mode=mode, seed=_int(row[5]), duration_s=float(duration),
                           stage=_optional_text(row[7]), results=tuple(results),
                           practice=bool(row[9]), hints=bool(row[10]),
                           undo=bool(row[11]), review=bool(row[12]), real_dice=row[13] == 1)
    except ValueError:
        return None


def condition(game: str | None, mode: str | None, since: datetime | None,
              until: datetime | None) -> tuple[str, list[Any]]:
    """The filter of a read as SQL: a ``WHERE`` clause over the games table ("" for all) and
    its arguments."""
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
    return (" WHERE " + " AND ".join(where) if where else ""), args


def scan(conn: sqlite3.Connection, where: str, args: list[Any], limit: int | None,
         offset: int) -> Iterator[HistoryGame | None]:
    """The games of the filter (``where`` and ``args`` as :func:`condition` makes them),
    newest first, one at a time (None for one that cannot be read): a long history is never
    held whole in memory."""
    # The page is chosen by ids alone (the time index, no record read), then its games
    # are read with their seats: a page of a long history costs a page, not the history.
    page = ("SELECT id FROM games" + where
            + " ORDER BY finished_at DESC, id DESC LIMIT ? OFFSET ?")
    game_columns = ("g.id, g.uid, g.finished_at, g.game, g.mode, g.seed, g.duration_s,"
                    " g.stage, json_valid(g.record_json), g.practice, g.hints, g.undo,"
                    " g.review, " + REAL_DICE.replace("record_json", "g.record_json"))
    args = [*args, -1 if limit is None else max(0, int(limit)), max(0, int(offset))]
    rows: Iterable[Sequence[Any]]
    try:
        rows = conn.execute(
            "SELECT " + game_columns + ", r.game_id, r.seat, r.name, r.bot, r.total,"
            " r.foxes, r.areas_json, r.rating, r.winner FROM (" + page + ") AS p"
            " JOIN games AS g ON g.id = p.id LEFT JOIN results AS r ON r.game_id = g.id"
            " ORDER BY g.finished_at DESC, g.id DESC, r.seat", args)
    except sqlite3.OperationalError as error:
        if is_locked_error(error):
            raise
        # the results table went missing: every game lacks its seats
        rows = ((*row, None, None, None, None, None, None, None, None, None)
                for row in conn.execute(
                    "SELECT " + game_columns + " FROM (" + page + ") AS p JOIN games AS g"
                    " ON g.id = p.id ORDER BY g.finished_at DESC, g.id DESC",
                    args).fetchall())
    current: Sequence[Any] | None = None
    seats: list[SeatResult] = []
    broken = False
    for row in rows:
        if current is None or row[0] != current[0]:
            if current is not None:
                yield None if broken else history_game(current, seats)
            current, seats, broken = row[:GAME_COLUMNS], [], False
        if row[GAME_COLUMNS] is None:
            continue  # a game without seats: unreadable (no results)
        seat = seat_result(row[GAME_COLUMNS:])
        if seat is None:
            broken = True
        else:
            seats.append(seat)
    if current is not None:
        yield None if broken else history_game(current, seats)


def read_one(conn: sqlite3.Connection, game_id: int) -> Iterator[HistoryGame | None]:
    """The game ``game_id`` (None when it cannot be read; nothing when there is none)."""
    row = conn.execute(
        "SELECT id, uid, finished_at, game, mode, seed, duration_s, stage,"
        " json_valid(record_json), practice, hints, undo, review, " + REAL_DICE
        + " FROM games WHERE id = ?",
        (game_id,)).fetchone()
    if row is None:
        return
    seats = [seat_result(r) for r in conn.execute(
        "SELECT game_id, seat, name, bot, total, foxes, areas_json, rating, winner"
        " FROM results WHERE game_id = ? ORDER BY seat", (game_id,))]
    yield None if any(s is None for s in seats) else history_game(
        row, [s for s in seats if s is not None])

"""The score history as CSV: the one writer of its rows, and the reader of what it wrote.

One row per seat of every game (spreadsheet-friendly), header first: the game's columns, the
seat's, then a column per area of every registered game (in series and printed order) and after
them any other area a seat has a score for (SET Cubed's rounds in their order). Every CSV of the
history goes through :class:`CsvSheet`: :func:`write_csv` for games already read, and the fast
export straight from SQL (``history --csv``, the desk's export: history_export), so the two are
the same text byte for byte by construction.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable
from datetime import datetime
from typing import Any

from cleverdesk.engine import GAME_IDS, get_rules

from .history_games import HistoryGame, SeatResult, round_number

BASE_COLUMNS = ["game_id", "finished_at", "game", "mode", "seed", "duration_s", "stage", "seat",
                "name", "bot", "total", "foxes", "rating", "winner"]
_GAME_CELLS = BASE_COLUMNS.index("seat")  # the game's cells come first, then the seat's


def area_columns() -> list[str]:
    """Every area of every registered game, in series and printed order, without repeats."""
    names: dict[str, None] = {}
    for game in GAME_IDS:
        for area in get_rules(game).areas:
            names.setdefault(area, None)
    return list(names)


def columns_for(areas: Iterable[str]) -> list[str]:
    """The CSV's columns: the base ones, every registered area, then ``areas``' others: SET
    Cubed's rounds, and areas of games no longer registered, after the Clever areas, the rounds
    in their order (round_10 after round_9)."""
    columns = BASE_COLUMNS + area_columns()
    extra = dict.fromkeys(a for a in areas if a not in columns)
    columns += sorted(extra, key=lambda a: (round_number(a) is not None, round_number(a) or 0))
    return columns


# A spreadsheet runs a cell that starts with one of these as a formula ("CSV injection"): free
# text (a player's name) that starts so is written behind a quote, which read_csv takes off.
_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
# A cell that starts with one of these may need that quote; any other is written as it is (the
# quick test first: it runs for three cells of every seat).
_QUOTE_STARTS = frozenset("=+-@\t\r'")


def _needs_quote(text: str) -> bool:
    return text.startswith(_FORMULA_STARTS) or (
        text.startswith("'") and text[1:2] != "" and (text[1:2] in _FORMULA_STARTS
                                                      or text[1:2] == "'"))


def csv_text(text: str) -> str:
    """Free text for a CSV cell that a spreadsheet shows and never runs."""
    return "'" + text if text[:1] in _QUOTE_STARTS and _needs_quote(text) else text


def csv_text_back(cell: str) -> str:
    """The inverse of :func:`csv_text`."""
    return cell[1:] if cell.startswith("'") and _needs_quote(cell[1:]) else cell


class CsvSheet:
    """A CSV of the history being written to ``out``: its header at once, then the seats'
    rows, each a game's cells (:meth:`game_cells`) and a seat's (:meth:`seat_row`)."""

    def __init__(self, out: io.TextIOBase | Any, areas: Iterable[str]) -> None:
        self.columns = columns_for(areas)
        self._index = {name: i for i, name in enumerate(self.columns)}
        self._blank = [""] * (len(self.columns) - len(BASE_COLUMNS))
        self._writer = csv.writer(out, lineterminator="\n")
        self._writer.writerow(self.columns)

    @staticmethod
    def game_cells(game_id: int, finished_at: str, game: str, mode: str, seed: int,
                   duration_s: float, stage: str | None) -> list[Any]:
        """game_id … stage as the CSV writes them (``finished_at`` as ``isoformat`` gives it)."""
        return [game_id, finished_at, game, mode, seed, f"{float(duration_s):.1f}",
                csv_text(stage) if stage else ""]

    def seat_row(self, game: list[Any], seat: int, name: str, bot: str | None, total: int,
                 foxes: int, rating: str | None, winner: bool | int,
                 areas: dict[str, int]) -> list[Any]:
        """A seat's whole row: its game's cells, seat … winner, a score under each area."""
        row = [*game, seat + 1, csv_text(name), csv_text(bot) if bot else "", total, foxes,
               rating or "", "1" if winner else "0", *self._blank]
        for area, score in areas.items():
            where = self._index.get(area)
            if where is None:
                unknown = ", ".join(repr(a) for a in areas if a not in self._index)
                raise ValueError(f"dict contains fields not in fieldnames: {unknown}")
            row[where] = score
        return row

    def write(self, rows: Iterable[list[Any]]) -> None:
        self._writer.writerows(rows)


def write_csv(games: Iterable[HistoryGame], out: io.TextIOBase | Any,
              areas: Iterable[str] | None = None) -> None:
    """One row per seat of every game of ``games``, header first.

    ``areas``: every area the games have scores for, when the caller knows them already
    (``HistoryStore.area_names``): then ``games`` is read once, as it comes (a long history is
    never held whole); without it ``games`` is gone through twice."""
    if areas is None:
        games = list(games)
        areas = [a for g in games for r in g.results for a in r.areas]
    sheet = CsvSheet(out, areas)
    for g in games:
        cells = sheet.game_cells(g.id, g.finished_at.isoformat(), g.game, g.mode, g.seed,
                                 g.duration_s, g.stage)
        sheet.write(sheet.seat_row(cells, r.seat, r.name, r.bot, r.total, r.foxes, r.rating,
                                   r.winner, r.areas) for r in g.results)


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

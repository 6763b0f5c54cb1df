"""Finished games for the tests of the History screen's parts: played out by a computer,
written as a human's (or a human's beside a computer) game."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from cleverdesk.engine import GameRecord, GameSetup, PlayerSetup, get_rules
from cleverdesk.engine.simulate import play_game
from cleverdesk.store.history import HistoryGame, HistoryStore, SeatResult, history_path

GSC = "ganz-schoen-clever"
DSC = "doppelt-so-clever"


def finished(game: str, seed: int, names: tuple[str, ...] = ("Anna",)) -> tuple[Any, GameRecord]:
    """A game played to its end by computers, its record as if the first seat were human."""
    players = [PlayerSetup(name=n) if i == 0 else PlayerSetup(name=n, bot="greedy")
               for i, n in enumerate(names)]
    setup = GameSetup(game=game, players=players, seed=seed)
    state, record = play_game(get_rules(game), setup.model_copy(update={"players": [
        PlayerSetup(name=p.name, bot="greedy") for p in players]}))
    return state, GameRecord(setup=setup, moves=record.moves)


def store_games(user_data: Path, games: list[str], **marks: bool) -> list[int]:
    """Write one solo game per entry of ``games`` (seeds 1, 2, ...); their ids."""
    with HistoryStore(history_path(user_data)) as store:
        return [store.add_game(*finished(game, seed), "solo", 90.0, **marks)
                for seed, game in enumerate(games, start=1)]


def history_game(game: str = GSC, *, results: tuple[SeatResult, ...] = (), mode: str = "solo",
                 practice: bool = False, hints: bool = False, stage: str | None = None,
                 duration_s: float = 125.0) -> HistoryGame:
    return HistoryGame(id=7, uid="u", finished_at=datetime(2026, 11, 30, 18, 5, tzinfo=UTC),
                       game=game, mode=mode, seed=11, duration_s=duration_s, stage=stage,
                       results=results, practice=practice, hints=hints)


def seat(seat_no: int, name: str, total: int, *, bot: str | None = None,
         rating: str | None = None, winner: bool = False) -> SeatResult:
    return SeatResult(seat=seat_no, name=name, bot=bot, total=total, foxes=0, areas={},
                      rating=rating, winner=winner)

"""What the score history holds of a finished game, as its readers get it: the game
(:class:`HistoryGame`) with a result per seat (:class:`SeatResult`), and the figures of a game
over many (:func:`summarize`).

SET Cubed games share the tables with the Clever games: the ``game`` field tells them apart.
SET Cubed has no areas, foxes or rating bands; its per-seat "areas" are the points of each round
(``round_1``, ``round_2``, …), the one breakdown of a total the game has.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Literal

from cleverdesk import setcubed
from cleverdesk.engine import GameRecord, GameState, Phase, get_rules

Mode = Literal["solo", "campaign", "multiplayer"]
MODES: tuple[str, ...] = ("solo", "campaign", "multiplayer")
SET_CUBED = setcubed.GAME_ID
ROUND_PREFIX = "round_"  # SET Cubed's per-seat breakdown: round_1, round_2, …


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
    real_dice: bool = False  # played with real dice, the throws entered (issue 45)
    undo: bool = False  # a move was taken back (practice undo too)
    review: bool = False  # the game was reviewed before its end

    @property
    def clean(self) -> bool:
        """Played without hints, undo or a review before the end (issue 50): its score is the
        player's own, to be compared with the other clean games."""
        return not (self.practice or self.hints or self.undo or self.review)


@dataclass(frozen=True)
class GameStats:
    game: str
    count: int
    best: int | None
    average: float | None
    area_averages: dict[str, float]
    rating_counts: dict[str, int]
    clean_best: int | None = None  # the best of the clean games (HistoryGame.clean)


def seat_results(state: GameState | setcubed.SetCubedState,
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
    every human seat (two people at one device both count as "you"); ``clean_best`` the best of
    the clean games alone (no hints, undo or review before the end). Practice games (undo past
    seen dice) are not counted.
    """
    played = [g for g in games
              if g.game == game and not g.practice and any(r.human for r in g.results)]
    humans = [r for g in played for r in g.results if r.human]
    totals = [r.total for r in humans]
    clean = [r.total for g in played if g.clean for r in g.results if r.human]
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
        clean_best=max(clean) if clean else None,
    )

"""The History screen's figures, gathered in one pass over the games (no Qt here).

A long history (a hundred thousand games) is never held whole: :class:`FiguresBuilder` takes the
games one at a time as :meth:`HistoryStore.scan` yields them and keeps only sums, counts and the
chart's points. Its figures are those of :func:`cleverdesk.store.history.summarize` for every
game at once, so the desk can compute them off its GUI thread in the same pass.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import datetime

from .history_games import GameStats, HistoryGame

# More points than this make a chart no clearer, only slower: beyond it the chart shows points
# evenly spread over the games, the best one always among them.
CHART_POINTS = 1500


@dataclass(frozen=True)
class ChartPoint:
    t_ms: float
    total: int
    game_id: int
    finished_at: datetime


@dataclass
class _Sums:
    count: int = 0
    totals: int = 0
    seats: int = 0
    best: int | None = None
    clean_best: int | None = None  # of the games without hints, undo or review
    areas: dict[str, list[int]] = field(default_factory=dict)  # area → [sum, count]
    ratings: dict[str, int] = field(default_factory=dict)

    def stats(self, game: str) -> GameStats:
        return GameStats(game=game, count=self.count, best=self.best,
                         average=self.totals / self.seats if self.seats else None,
                         area_averages={a: s / n for a, (s, n) in self.areas.items()},
                         rating_counts=dict(self.ratings), clean_best=self.clean_best)


@dataclass
class Figures:
    """Everything the History screen shows about a filter's games but the list itself."""

    count: int = 0  # readable games
    unreadable: int = 0
    played: dict[str, int] = field(default_factory=dict)  # games per game id (all of them)
    stats: dict[str, GameStats] = field(default_factory=dict)
    points: dict[str, list[ChartPoint]] = field(default_factory=dict)  # oldest first

    def stats_of(self, game: str) -> GameStats:
        return self.stats.get(game) or GameStats(game, 0, None, None, {}, {})


class FiguresBuilder:
    def __init__(self) -> None:
        self._figures = Figures()
        self._sums: dict[str, _Sums] = {}
        self._points: dict[str, list[ChartPoint]] = {}

    def add(self, entry: HistoryGame | None) -> None:
        figures = self._figures
        if entry is None:
            figures.unreadable += 1
            return
        figures.count += 1
        game = entry.game
        figures.played[game] = figures.played.get(game, 0) + 1
        humans = [r for r in entry.results if r.human]
        points = self._points.setdefault(game, [])
        stamp = entry.finished_at.timestamp() * 1000.0
        for r in humans:
            points.append(ChartPoint(stamp, r.total, entry.id, entry.finished_at))
        if entry.practice or not humans:
            return  # listed and drawn, never counted (summarize)
        sums = self._sums.setdefault(game, _Sums())
        sums.count += 1
        for r in humans:
            sums.totals += r.total
            sums.seats += 1
            sums.best = r.total if sums.best is None else max(sums.best, r.total)
            if entry.clean:
                sums.clean_best = r.total if sums.clean_best is None \
                    else max(sums.clean_best, r.total)
            for area, score in r.areas.items():
                pair = sums.areas.setdefault(area, [0, 0])
                pair[0] += score
                pair[1] += 1
            if r.rating:
                sums.ratings[r.rating] = sums.ratings.get(r.rating, 0) + 1

    def result(self) -> Figures:
        figures = self._figures
        figures.stats = {game: sums.stats(game) for game, sums in self._sums.items()}
        figures.points = {game: thinned(list(reversed(points)))
                          for game, points in self._points.items()}
        return figures


def thinned(points: list[ChartPoint], limit: int = CHART_POINTS) -> list[ChartPoint]:
    """At most ``limit`` points spread evenly over ``points`` (oldest first), the best kept."""
    if len(points) <= limit:
        return points
    step = len(points) / limit
    picked = {int(i * step) for i in range(limit)} | {len(points) - 1}
    best = max(range(len(points)), key=lambda i: points[i].total)
    picked.add(best)
    return [points[i] for i in sorted(picked)]


def gather(games: Iterable[HistoryGame | None],
           cancelled: Callable[[], bool] = lambda: False) -> Figures | None:
    """The figures of ``games`` (None when ``cancelled`` said so on the way)."""
    builder = FiguresBuilder()
    for n, entry in enumerate(games):
        if n % 2000 == 1999 and cancelled():
            return None
        builder.add(entry)
    return builder.result()

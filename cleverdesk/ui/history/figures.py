"""The History screen's figures as QML shows them, from the store's gathered ``Figures``.

Which game the figures are of (the filter's, else the game played most), the summary per game,
your totals over time with the rating bands, the averages per area (per round for SET Cubed)
and how often each rating band was reached. Numbers are written in the desk's language.
"""

from __future__ import annotations

from datetime import date
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale

from cleverdesk.engine import GAME_IDS, get_rules
from cleverdesk.store.history import SET_CUBED
from cleverdesk.store.history_figures import Figures
from cleverdesk.ui.common import dates, words
from cleverdesk.ui.history.labels import (
    GAME_COLOURS,
    HISTORY_GAME_IDS,
    palette_of,
    round_name,
    round_scores,
)

translate = QCoreApplication.translate


def stats_game(figures: Figures, game_filter: str) -> str:
    """The game the figures are of: the filter's, else the one played most ("" none)."""
    if game_filter:
        return game_filter
    counts = figures.played
    return max(counts, key=lambda k: (counts[k], -HISTORY_GAME_IDS.index(k)
                                      if k in HISTORY_GAME_IDS else 0)) if counts else ""


def summary(figures: Figures) -> list[dict[str, Any]]:
    """Per game among the shown games: how many, the best, the best of the clean games (-1:
    none is clean) and the average (yours)."""
    out = []
    for game in HISTORY_GAME_IDS:
        stats = figures.stats_of(game)
        if stats.count:
            clean = stats.clean_best if stats.clean_best is not None else -1
            out.append({"game": game, "title": words.game_title(game),
                        "count": stats.count, "best": stats.best or 0, "cleanBest": clean,
                        "average": QLocale().toString(stats.average or 0.0, "f", 1),
                        "colour": GAME_COLOURS.get(game, "#9e9e9e")})
    return out


def chart(figures: Figures, game: str) -> list[dict[str, Any]]:
    """Your totals in ``game``, oldest first."""
    locale, today = QLocale(), date.today()  # once for the chart's 1500 points, not per point
    return [{"t": p.t_ms, "total": p.total, "label": dates.moment_text(p.finished_at, today,
                                                                         locale),
             "gameId": p.game_id} for p in figures.points.get(game, [])]


def chart_bands(game: str) -> list[dict[str, Any]]:
    """The rating bands' lower bounds of a Clever game, for lines across the chart."""
    if not game or game not in GAME_IDS:
        return []
    return [{"min": b.min, "label": words.rating_label(game, b.code, b.en)}
            for b in get_rules(game).rating if b.min is not None]


def area_averages(figures: Figures, game: str) -> list[dict[str, Any]]:
    """Your average per area of ``game``; for SET Cubed per round, in round order."""
    if not game:
        return []
    stats = figures.stats_of(game)
    if game == SET_CUBED:
        colour = GAME_COLOURS[SET_CUBED]
        return [{"code": f"round_{n}", "name": round_name(n), "colour": colour,
                 "value": round(v, 1), "text": QLocale().toString(v, "f", 1)}
                for n, v in round_scores(stats.area_averages)]
    colours = palette_of(game)
    return [{"code": a, "name": words.colour(a), "colour": colours.get(a, "#888888"),
             "value": round(v, 1), "text": QLocale().toString(v, "f", 1)}
            for a, v in stats.area_averages.items()]


def rating_counts(figures: Figures, game: str) -> list[dict[str, Any]]:
    """How many of your games of a Clever game reached each rating band, the best first."""
    if not game or game not in GAME_IDS:
        return []
    stats = figures.stats_of(game)
    bands = []
    for band in sorted(get_rules(game).rating, key=lambda b: -(b.min or -1)):
        if band.min is None:
            span = translate("History", "under %1").replace("%1", str((band.max or 0) + 1))
        elif band.max is None:
            span = translate("History", "%1+").replace("%1", str(band.min))
        else:
            span = f"{band.min}–{band.max}"
        label = words.rating_label(game, band.code, band.en)
        bands.append({"code": band.code, "label": label,
                      "span": span, "count": stats.rating_counts.get(band.code, 0)})
    return bands


def best(figures: Figures, game: str) -> int:
    return figures.stats_of(game).best or 0

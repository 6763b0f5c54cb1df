"""The History screen's figures as QML shows them (ui/history/figures.py), from gathered
``Figures`` of games in a real history."""

from __future__ import annotations

from pathlib import Path

from cleverdesk.engine import get_rules
from cleverdesk.store.history import HistoryStore, history_path, summarize
from cleverdesk.store.history_figures import Figures, gather
from cleverdesk.ui.history import figures
from tests.ui.history_games import DSC, GSC, store_games


def gathered(user_data: Path) -> tuple[Figures, list]:
    with HistoryStore(history_path(user_data)) as store:
        games = store.games()
        found = gather(store.scan())
    assert found is not None
    return found, games


def test_the_figures_are_of_the_filters_game_else_of_the_game_played_most(
        user_data: Path) -> None:
    store_games(user_data, [DSC, GSC, GSC])
    found, _ = gathered(user_data)
    assert figures.stats_game(found, "") == GSC
    assert figures.stats_game(found, DSC) == DSC
    assert figures.stats_game(Figures(), "") == ""


def test_a_tie_goes_to_the_game_first_in_the_series(user_data: Path) -> None:
    store_games(user_data, [DSC, GSC])
    found, _ = gathered(user_data)
    assert figures.stats_game(found, "") == GSC


def test_summary_chart_and_best_are_those_of_the_games(user_data: Path) -> None:
    store_games(user_data, [GSC, DSC, GSC])
    found, games = gathered(user_data)
    rows = {row["game"]: row for row in figures.summary(found)}
    assert set(rows) == {GSC, DSC}
    assert rows[GSC]["count"] == 2 and rows[GSC]["best"] == summarize(GSC, games).best
    assert figures.best(found, GSC) == summarize(GSC, games).best
    chart = figures.chart(found, GSC)
    oldest_first = sorted((g for g in games if g.game == GSC), key=lambda g: (g.finished_at, g.id))
    assert [p["total"] for p in chart] == [g.results[0].total for g in oldest_first]
    assert all(p["label"] for p in chart)


def test_every_game_counts_in_one_rating_band_best_first(user_data: Path) -> None:
    store_games(user_data, [GSC, GSC, GSC])
    found, _ = gathered(user_data)
    bands = figures.rating_counts(found, GSC)
    rules = get_rules(GSC)
    assert [b["code"] for b in bands] == [b.code for b in rules.rating]  # 281+ down to < 140
    assert sum(b["count"] for b in bands) == 3
    assert bands[0]["span"] == "281+" and bands[-1]["span"] == "under 140"
    assert bands[1]["span"] == "260–280"
    assert [b["min"] for b in figures.chart_bands(GSC)] == [
        b.min for b in rules.rating if b.min is not None]
    assert figures.rating_counts(found, "set-cubed") == [] == figures.chart_bands("")


def test_the_area_averages_are_each_area_of_the_game_with_its_colour(user_data: Path) -> None:
    store_games(user_data, [GSC])
    found, games = gathered(user_data)
    areas = figures.area_averages(found, GSC)
    assert {a["code"]: a["value"] for a in areas} == {
        a: float(v) for a, v in games[0].results[0].areas.items()}
    assert all(a["colour"].startswith("#") and a["name"] for a in areas)
    assert figures.area_averages(found, "") == []

"""The Review screen's chart: the numbered mistakes stay readable where they come in a cluster."""
from __future__ import annotations

import itertools
import json
from typing import Any

from PySide6.QtQml import QQmlComponent

from tests.ui.driver import Driver


def badge_spots(desk: Driver, points: list[dict[str, Any]], width: int = 360,
                height: int = 150) -> list[dict[str, float]]:
    component = QQmlComponent(desk.engine)
    source = (f"import QtQuick\nimport Cleverdesk\nReviewChart {{ width: {width}; "
              f"height: {height}; points: {json.dumps(points)}; "
              "property var spots: badgeSpots() }")
    component.setData(source.encode(), desk.engine.baseUrl())
    chart = component.create()
    assert chart is not None, [e.toString() for e in component.errors()]
    spots = chart.property("spots").toVariant()
    radius = chart.property("badgeRadius")
    chart.deleteLater()
    return [{**spot, "radius": radius} for spot in spots]


def decisions(ranks: dict[int, int], count: int = 40) -> list[dict[str, Any]]:
    """``count`` decisions of a falling game; ``ranks`` numbers some of them as mistakes."""
    return [{"playedExpected": 300 - 3 * i, "bestExpected": 300 - 3 * i + (8 if i in ranks else 0),
             "rank": ranks.get(i, 0), "round": 1 + i // 7} for i in range(count)]


def test_mistakes_on_neighbouring_decisions_get_badges_that_do_not_overlap(
        desk: Driver) -> None:
    """A review of Ganz schön clever at 800×600 numbered mistakes 2 and 3 on decisions 19 and 20
    of 33 and drew one badge over the other: neither number could be read."""
    spots = badge_spots(desk, decisions({18: 2, 19: 3, 20: 5, 30: 1, 31: 4}))
    assert sorted(spot["rank"] for spot in spots) == [1, 2, 3, 4, 5]
    for a, b in itertools.combinations(spots, 2):
        apart = ((a["x"] - b["x"]) ** 2 + (a["y"] - b["y"]) ** 2) ** 0.5
        assert apart >= 2 * a["radius"], (a, b)


def test_a_lone_mistake_sits_on_the_line_where_it_happened(desk: Driver) -> None:
    (spot,) = badge_spots(desk, decisions({10: 1}))
    assert abs(spot["y"] - spot["pointY"]) < 1
    # the biggest mistake keeps its place in a cluster; the others move off it
    spots = {s["rank"]: s for s in badge_spots(desk, decisions({10: 1, 11: 2}))}
    assert abs(spots[1]["y"] - spots[1]["pointY"]) < 1
    assert abs(spots[2]["x"] - spots[2]["x"]) < 1 and abs(spots[2]["y"] - spots[2]["pointY"]) > 1

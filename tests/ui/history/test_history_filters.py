"""The History screen's filters (ui/history/filters.py): the choice, and the store's query."""

from __future__ import annotations

from datetime import UTC, date, datetime

from cleverdesk.engine import GAME_IDS
from cleverdesk.store.history import MODES, SET_CUBED
from cleverdesk.ui.history.filters import (
    PERIODS,
    HistoryFilters,
    game_choices,
    mode_choices,
    period_choices,
)

TODAY = date(2026, 11, 30)


def midnight(day: date) -> datetime:
    return datetime.combine(day, datetime.min.time()).astimezone(UTC)


def test_all_time_is_an_open_query() -> None:
    filters = HistoryFilters(lambda: TODAY)
    assert filters.query() == {"game": None, "mode": None, "since": None, "until": None}


def test_the_last_days_start_at_midnight_of_the_first_of_them() -> None:
    filters = HistoryFilters(lambda: TODAY)
    assert filters.set_period("7")
    assert filters.bounds() == (midnight(date(2026, 11, 24)), None)  # today and six before
    assert filters.set_period("365")
    assert filters.bounds()[0] == midnight(date(2025, 12, 1))


def test_a_custom_range_ends_after_its_last_day_and_may_be_open() -> None:
    filters = HistoryFilters(lambda: TODAY)
    assert filters.set_range(" 2026-11-01 ", "2026-11-03")
    assert filters.period == "custom" and filters.first == "2026-11-01"
    assert filters.bounds() == (midnight(date(2026, 11, 1)), midnight(date(2026, 11, 4)))
    assert filters.set_range("", "2026-11-03")
    assert filters.bounds() == (None, midnight(date(2026, 11, 4)))


def test_a_wrong_range_is_refused_with_the_reason_and_the_period_kept() -> None:
    filters = HistoryFilters(lambda: TODAY)
    assert not filters.set_range("30.11.2026", "")
    assert "YYYY-MM-DD" in filters.range_error and filters.period == "all"
    assert not filters.set_range("2026-11-05", "2026-11-01")
    assert "after the last day" in filters.range_error
    assert filters.set_range("2026-11-01", "2026-11-05")
    assert filters.range_error == ""


def test_a_setter_says_whether_anything_changed() -> None:
    filters = HistoryFilters(lambda: TODAY)
    assert filters.set_game(SET_CUBED) and not filters.set_game(SET_CUBED)
    assert filters.set_mode("campaign") and not filters.set_mode("campaign")
    assert not filters.set_mode("tournament") and filters.mode == "campaign"
    assert not filters.set_period("14") and filters.period == "all"
    assert filters.query()["game"] == SET_CUBED and filters.query()["mode"] == "campaign"


def test_the_choices_offer_every_game_mode_and_period_after_all() -> None:
    assert [c["id"] for c in game_choices()] == ["", *GAME_IDS, SET_CUBED]
    assert [c["id"] for c in mode_choices()] == ["", *MODES]
    assert [c["id"] for c in period_choices()] == list(PERIODS)
    assert all(c["name"] for c in game_choices() + mode_choices() + period_choices())

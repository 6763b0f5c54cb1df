"""The History screen's filters: which game, which mode, which period (or which days).

:class:`HistoryFilters` keeps the choice and turns it into the store's query (the game, the mode
and the period's bounds in UTC); the choices offered are the lists QML shows in its boxes. A
setter says whether anything changed, so that the screen is read again only then.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, date, datetime, timedelta
from typing import Any

from PySide6.QtCore import QCoreApplication

from cleverdesk.store.history import MODES
from cleverdesk.ui.common import words
from cleverdesk.ui.history.labels import HISTORY_GAME_IDS, mode_name

PERIODS = ("all", "7", "30", "365", "custom")

translate = QCoreApplication.translate


def _midnight(day: date) -> datetime:
    """The start of a local day, in UTC."""
    return datetime.combine(day, datetime.min.time()).astimezone(UTC)


class HistoryFilters:
    """The chosen game ("" all), mode ("" all) and period; ``today`` gives the local day."""

    def __init__(self, today: Callable[[], date] = date.today) -> None:
        self.today = today
        self.game = ""
        self.mode = ""
        self.period = "all"
        self.first = ""  # the custom period's days, as ISO dates ("" open)
        self.last = ""
        self.range_error = ""

    def set_game(self, game: str) -> bool:
        changed = game != self.game
        self.game = game
        return changed

    def set_mode(self, mode: str) -> bool:
        if mode not in ("", *MODES) or mode == self.mode:
            return False
        self.mode = mode
        return True

    def set_period(self, period: str) -> bool:
        if period not in PERIODS or period == self.period:
            return False
        self.period = period
        return True

    def set_range(self, first: str, last: str) -> bool:
        """The custom period, as ISO dates (either may be empty); False (and ``range_error``
        says why) if one is not a date or the first comes after the last."""
        first, last = first.strip(), last.strip()
        try:
            for text in (first, last):
                if text:
                    date.fromisoformat(text)
        except ValueError:
            self.range_error = translate("History", "Write dates as YYYY-MM-DD, e.g. 2026-11-30.")
            return False
        if first and last and first > last:
            self.range_error = translate("History", "The first day comes after the last day.")
            return False
        self.range_error = ""
        self.first, self.last, self.period = first, last, "custom"
        return True

    def bounds(self) -> tuple[datetime | None, datetime | None]:
        """The period as [since, until) in UTC; None where it is open."""
        if self.period in ("7", "30", "365"):
            return _midnight(self.today() - timedelta(days=int(self.period) - 1)), None
        if self.period == "custom":
            since = _midnight(date.fromisoformat(self.first)) if self.first else None
            until = _midnight(date.fromisoformat(self.last) + timedelta(days=1)) \
                if self.last else None
            return since, until
        return None, None

    def query(self) -> dict[str, Any]:
        """The store's filter arguments (read, scan, count_games, export_csv)."""
        since, until = self.bounds()
        return {"game": self.game or None, "mode": self.mode or None,
                "since": since, "until": until}


def game_choices() -> list[dict[str, str]]:
    return [{"id": "", "name": translate("History", "All games")}] + [
        {"id": g, "name": words.game_title(g)} for g in HISTORY_GAME_IDS]


def mode_choices() -> list[dict[str, str]]:
    return [{"id": "", "name": translate("History", "All modes")}] + [
        {"id": m, "name": mode_name(m)} for m in MODES]


def period_choices() -> list[dict[str, str]]:
    names = {"all": translate("History", "All time"),
             "7": translate("History", "Last 7 days"),
             "30": translate("History", "Last 30 days"),
             "365": translate("History", "Last year"),
             "custom": translate("History", "From … to …")}
    return [{"id": p, "name": names[p]} for p in PERIODS]

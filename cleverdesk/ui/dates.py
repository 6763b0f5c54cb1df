"""Dates and times as the desk's language writes them.

Qt's short date formats are numeric and read differently per country ("01/12/2026" is the first
of December in Britain and January the twelfth in the USA), so the desk writes the month as a
word in the order of the chosen language's own long format: "1 Dec 2026", "Dec 1, 2026",
"1. Dez. 2026", "1 dec 2026". The default QLocale is the chosen language's (``language.install``).
"""

from __future__ import annotations

import re
from datetime import date, datetime
from functools import lru_cache

from PySide6.QtCore import QCoreApplication, QDate, QLocale, QTime

# Every call names its context literally, so that pyside6-lupdate files the strings under it.
translate = QCoreApplication.translate


def day_format(locale: QLocale) -> str:
    """The locale's long date format without the weekday and with the month abbreviated."""
    return _day_format_of(locale.dateFormat(QLocale.FormatType.LongFormat))


@lru_cache(maxsize=16)
def _day_format_of(long: str) -> str:
    """Worked out once per format: a list of thousands of saves writes one date each."""
    without_weekday = re.sub(r"d{4}[\s,.]*", "", long).strip(" ,")
    return re.sub(r"M{4}", "MMM", without_weekday) or "d MMM yyyy"


def day_text(day: date, locale: QLocale | None = None) -> str:
    """A day in words: "1 Dec 2026" (English), "1. Dez. 2026" (German), "1 dec 2026" (Dutch)."""
    used = locale or QLocale()
    return used.toString(QDate(day.year, day.month, day.day), day_format(used))


def _local(moment: datetime) -> datetime | None:
    """``moment`` in local time, or None when local time cannot hold it (a date at the edge of
    the calendar, such as 9999-12-31T23:59:59-14:00, is past year 9999 in a zone east of it)."""
    try:
        return moment.astimezone()
    except (OverflowError, ValueError, OSError):
        return None


def as_stored(moment: datetime) -> str:
    """A moment local time cannot hold, written as it is stored: "9999-12-31 23:59 −14:00"."""
    return moment.isoformat(sep=" ", timespec="minutes")


def time_text(moment: datetime, locale: QLocale | None = None) -> str:
    used = locale or QLocale()
    local = _local(moment) or moment
    return used.toString(QTime(local.hour, local.minute), QLocale.FormatType.ShortFormat)


def moment_text(moment: datetime, today: date | None = None,
                locale: QLocale | None = None) -> str:
    """When something happened, in local time: "today, 14:05", "yesterday, 09:12" or
    "1 Dec 2026, 14:05" (the time in the language's own way: "2:05 PM" in American English);
    a moment local time cannot hold as it is stored."""
    local = _local(moment)
    if local is None:
        return as_stored(moment)
    now = today or date.today()
    clock = time_text(local, locale)
    if local.date() == now:
        return translate("Dates", "today, %1").replace("%1", clock)
    if (now - local.date()).days == 1:
        return translate("Dates", "yesterday, %1").replace("%1", clock)
    day = day_text(local.date(), locale)
    return translate("Dates", "%1, %2").replace("%1", day).replace("%2", clock)

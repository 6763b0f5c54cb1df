"""Dates and times as the desk's language writes them (days: ``cleverdesk.i18n_dates``).

The default QLocale is the chosen language's (``language.install``).
"""

from __future__ import annotations

from datetime import date, datetime

from PySide6.QtCore import QCoreApplication, QLocale, QTime

# the day itself is written one layer down, where the printed sheets reach it too
from cleverdesk.i18n_dates import day_format, day_text  # noqa: F401 - re-exported

# Every call names its context literally, so that pyside6-lupdate files the strings under it.
translate = QCoreApplication.translate


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

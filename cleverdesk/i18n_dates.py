"""Days as a language writes them, for the desk (``cleverdesk.ui.common.dates``) and the printed
sheets (``cleverdesk.printing``), which must not import the user interface.

Qt's short date formats are numeric and read differently per country ("01/12/2026" is the first
of December in Britain and January the twelfth in the USA), so a day is written with the month
as a word in the order of the language's own long format: "1 Dec 2026", "Dec 1, 2026",
"1. Dez. 2026", "1 dec 2026".
"""

from __future__ import annotations

import re
from datetime import date
from functools import lru_cache

from PySide6.QtCore import QDate, QLocale


def day_format(locale: QLocale) -> str:
    """The locale's long date format without the weekday and with the month abbreviated."""
    return _day_format_of(locale.dateFormat(QLocale.FormatType.LongFormat))


@lru_cache(maxsize=16)
def _day_format_of(long: str) -> str:
    """Worked out once per format: a list of thousands of saves writes one date each."""
    without_weekday = re.sub(r"d{4}[\s,.]*", "", long).strip(" ,")
    return re.sub(r"M{4}", "MMM", without_weekday) or "d MMM yyyy"


def day_text(day: date, locale: QLocale | None = None) -> str:
    """A day in words: "1 Dec 2026" (English), "1. Dez. 2026" (German), "1 dec 2026" (Dutch).
    Without ``locale`` the default QLocale (the desk sets it to its language)."""
    used = locale or QLocale()
    return used.toString(QDate(day.year, day.month, day.day), day_format(used))

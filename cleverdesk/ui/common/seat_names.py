"""Default seat names follow the language of the desk until a player types their own.

A seat left without a name gets "Player 2" (or "Computer 3") in the language of the moment, and
the record keeps that text. Switching the language later must not leave "Speler 2" on an
English table: a name that is a default name of any of the desk's languages is shown as the
default name of the current one. A typed name is never one of these and stays as typed.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from PySide6.QtCore import QCoreApplication, QTranslator

from cleverdesk.ui.common import language

# (context, source) of every default seat name the desk writes
_SOURCES = {
    "player": [("Game", "Player %1"), ("SetCubedGame", "Player %1"), ("Words", "Player %1")],
    "computer": [("Game", "Computer %1"), ("SetCubedGame", "Computer %1")],
}


@lru_cache(maxsize=1)
def _patterns() -> tuple[tuple[re.Pattern[str], str], ...]:
    """A pattern per default name of every language ("Speler (\\d+)" …) and its kind."""
    found: dict[str, str] = {}
    for lang in language.LANGUAGES:
        translator = QTranslator()
        loaded = translator.load(str(language.qm_file(lang)))
        for kind, sources in _SOURCES.items():
            for context, source in sources:
                text = translator.translate(context, source) if loaded else ""
                for template in (text or source, source):
                    found[template] = kind
    return tuple((re.compile("^" + re.escape(t).replace("%1", r"(\d+)") + "$"), kind)
                 for t, kind in found.items() if "%1" in t)


def shown_name(name: str, context: str = "Game") -> str:
    """``name`` as the table shows it now: a default name in the current language."""
    for pattern, kind in _patterns():
        match = pattern.match(name)
        if match:
            source = "Player %1" if kind == "player" else "Computer %1"
            return QCoreApplication.translate(context, source).replace("%1", match.group(1))
    return name


def shown_names(names: Iterable[str], context: str = "Game") -> list[str]:
    return [shown_name(name, context) for name in names]

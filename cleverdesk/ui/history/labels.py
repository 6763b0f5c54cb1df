"""The history's words and colours: modes, stages, durations, moments, a past game's subtitle,
the colour of each game and of each area (shared by the list, the figures and the past games).

Their translation context stays "History", where the History screen's translators find them.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date, datetime
from typing import TypeVar

from PySide6.QtCore import QCoreApplication

from cleverdesk import catalogue
from cleverdesk.layout import LAYOUT_GAME_IDS, sheet_geometry
from cleverdesk.store import campaign as campaign_store
from cleverdesk.store.history import HistoryGame, round_number
from cleverdesk.ui.common import dates

# Area colours for games whose sheet the desk cannot draw yet (their palette comes with it).
FALLBACK_COLOURS = {"yellow": "#f2c418", "blue": "#2f7fd1", "green": "#3fa34d",
                    "orange": "#ef7d22", "purple": "#8e4bb5", "pink": "#e05a9a",
                    "turquoise": "#2bb3b1", "grey": "#8d8d8d", "brown": "#8b5a2b",
                    "silver": "#a7a9ac", "white": "#f4f1e8"}
GAME_COLOURS = {game.id: game.colour for game in catalogue.GAMES}
# Every game the history knows, in series order: the Clever series, then SET Cubed.
HISTORY_GAME_IDS: tuple[str, ...] = catalogue.ALL_GAME_IDS


translate = QCoreApplication.translate


def mode_name(mode: str) -> str:
    return {"solo": translate("History", "Solo"), "campaign": translate("History", "Campaign"),
            "multiplayer": translate("History", "Multiplayer")}.get(mode, mode)


def palette_of(game: str) -> dict[str, str]:
    if game in LAYOUT_GAME_IDS:
        return dict(sheet_geometry(game).palette)
    return dict(FALLBACK_COLOURS)


def stage_label(stage: str | None) -> str:
    if not stage:
        return ""
    if stage.startswith("daily/"):
        day = date.fromisoformat(stage.split("/", 1)[1])
        return translate("History", "Daily game %1").replace("%1", dates.day_text(day))
    try:
        found = campaign_store.find_stage(stage)
    except KeyError:
        return stage
    return translate("History", "Stage %1").replace("%1", str(found.number))


def duration_text(seconds: float) -> str:
    minutes = round(seconds / 60)
    if minutes < 1:
        return translate("History", "under a minute")
    if minutes < 60:
        return translate("History", "%1 min").replace("%1", str(minutes))
    return translate("History", "%1 h %2 min").replace("%1", str(minutes // 60)).replace(
        "%2", str(minutes % 60))


def when_text(when: datetime) -> str:
    return dates.moment_text(when)  # never an ambiguous "01/12/2026"


def past_subtitle(entry: HistoryGame, seed: int) -> str:
    parts = [when_text(entry.finished_at), mode_name(entry.mode)]
    if entry.practice:
        parts.append(translate("History", "practice undo: not in the records"))
    if entry.hints:
        parts.append(translate("History", "hints were used"))
    if entry.undo and not entry.practice:
        parts.append(translate("History", "moves were taken back"))
    if entry.review:
        parts.append(translate("History", "reviewed before the end"))
    if entry.stage:
        parts.append(stage_label(entry.stage))
    if entry.real_dice:  # the table threw: no seed gives these dice
        parts.append(translate("History", "played with real dice"))
    else:
        parts.append(translate("History", "seed %1").replace("%1", str(seed)))
    parts.append(duration_text(entry.duration_s))
    return " · ".join(parts)


def round_name(number: int) -> str:
    return translate("History", "Round %1").replace("%1", str(number))


Points = TypeVar("Points", int, float)


def round_scores(areas: Mapping[str, Points]) -> list[tuple[int, Points]]:
    """(round, points) of a SET Cubed breakdown (a seat's, or averages), in round order."""
    found = [(round_number(a), v) for a, v in areas.items()]
    return sorted((n, v) for n, v in found if n is not None)


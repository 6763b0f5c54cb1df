"""The final scoring of a Clever game as the table shows it: each seat's points per area, the
foxes, the total and the winners, the solo rating and its range. Read from the engine's
scoring; the words keep their translation context "Game", where they were first.

``TableResults`` shows them to QML (``Game.results``), read from the running table when asked
and announced only when a game ends or starts (they are the same through a game)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import Property, QCoreApplication, QObject, Signal

from cleverdesk.engine import CleverRules, GameState, Phase
from cleverdesk.typed_text import typed
from cleverdesk.ui.common import words


def over(state: GameState | None) -> bool:
    return state is not None and state.phase == Phase.GAME_OVER


def result_areas(rules: CleverRules) -> list[dict[str, str]]:
    return [{"code": name, "name": words.colour(name)} for name in rules.areas]


def result_rows(rules: CleverRules, state: GameState,
                names: Sequence[str]) -> list[dict[str, Any]]:
    """A row per seat once the game is over (else none)."""
    if not over(state):
        return []
    winners = set(rules.winners(state))
    out = []
    for seat, player in enumerate(state.players):
        scores = rules.area_scores(player)
        fox_value = max(0, min(scores.values()))
        out.append({
            "seat": seat,
            "name": names[seat],
            "scores": [scores[name] for name in rules.areas],
            "foxes": player.foxes,
            "foxValue": fox_value,
            "foxPoints": player.foxes * fox_value,
            "total": rules.total(player),
            "winner": seat in winners,
        })
    return out


def winners_text(rules: CleverRules, state: GameState, names: Sequence[str]) -> str:
    """Solo: the points; else who won, or who share the win."""
    if not over(state):
        return ""
    if state.solo:
        points = rules.total(state.players[0])  # (Doppelt so clever's may be below 0)
        size = abs(points)
        return words.signed_count(QCoreApplication.translate("Game", "%n point(s)", None, size),
                                  points)
    won = [names[s] for s in rules.winners(state)]
    if len(won) == 1:
        return QCoreApplication.translate("Game", "%1 wins!").replace("%1", typed(won[0]))
    return QCoreApplication.translate("Game", "A tie: %1 share the win.").replace(
        "%1", QCoreApplication.translate("Game", " and ").join(typed(name) for name in won))


def rating_text(rules: CleverRules, state: GameState) -> str:
    """A solo game's rating band, in words (none for a game without a rating table)."""
    if not over(state) or not state.solo or not rules.rating:
        return ""
    band = rules.rating_band(rules.total(state.players[0]))
    return words.rating_label(rules.game_id, band.code, band.en)


def rating_range(rules: CleverRules, state: GameState) -> str:
    """The points the rating band spans ("120–139 points")."""
    if not rating_text(rules, state):
        return ""
    band = rules.rating_band(rules.total(state.players[0]))
    if band.min is None:
        return QCoreApplication.translate("Game", "under %1 points").replace(
            "%1", str((band.max or 0) + 1))
    if band.max is None:
        return QCoreApplication.translate("Game", "%1 points and more").replace(
            "%1", str(band.min))
    return QCoreApplication.translate("Game", "%1–%2 points").replace(
        "%1", str(band.min)).replace("%2", str(band.max))


Table = tuple[CleverRules | None, GameState | None, Sequence[str]]  # rules, state, seat names


class TableResults(QObject):
    """The final scoring of the running table; ``table`` gives its rules, state and names."""

    changed = Signal()  # a game ended or started (or the table was left)

    def __init__(self, table: Callable[[], Table], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._table = table

    @Property(list, notify=changed)
    def areas(self) -> list[dict[str, str]]:
        rules, _, _ = self._table()
        return result_areas(rules) if rules is not None else []

    @Property(list, notify=changed)
    def rows(self) -> list[dict[str, Any]]:
        rules, state, names = self._table()
        return result_rows(rules, state, names) if state and rules else []

    @Property(str, notify=changed)
    def winnersText(self) -> str:
        rules, state, names = self._table()
        return winners_text(rules, state, names) if state and rules else ""

    @Property(str, notify=changed)
    def ratingText(self) -> str:
        rules, state, _ = self._table()
        return rating_text(rules, state) if state and rules else ""

    @Property(str, notify=changed)
    def ratingRange(self) -> str:
        rules, state, _ = self._table()
        return rating_range(rules, state) if state and rules else ""

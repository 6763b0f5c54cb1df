"""One player's score sheet as a list model: one row per element of the sheet geometry.

The rows never change (the geometry is fixed); what changes per move — marks, lit cells, track
slots, scores — is recomputed from the engine's state and compared with what QML already shows,
and only the rows that differ get a ``dataChanged``. No model reset per move.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QByteArray,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)

from cleverdesk.engine import CleverRules, GameState, PlayerState
from cleverdesk.engine.sheet import CrossGrid
from cleverdesk.layout import Element, Kind, SheetGeometry

from . import words

CROSS_MARK = "✕"

# Role names avoid Item's own properties (state, index, text) so delegates can require them.
_STATIC_ROLES = ("kind", "mmX", "mmY", "mmW", "mmH", "area", "num", "code", "label",
                 "group", "shape", "numbers", "tip", "glyph", "fill", "ink")
_DYNAMIC_ROLES = ("mark", "status", "move", "usable", "focused", "flash")
TRACK_GLYPHS = {"reroll": "↻", "extra_die": "+1"}
_ROLE_BASE = int(Qt.ItemDataRole.UserRole) + 1
ROLES = {name: _ROLE_BASE + i for i, name in enumerate(_STATIC_ROLES + _DYNAMIC_ROLES)}
DYNAMIC_ROLE_IDS = [ROLES[name] for name in _DYNAMIC_ROLES]
_ROLE_NAMES = {role: QByteArray(name.encode()) for name, role in ROLES.items()}


@dataclass(frozen=True)
class View:
    """What the sheet should show besides the player's own marks.

    ``targets`` maps (area, cell) to the id of the move a click there plays; ``usable`` names the
    action tracks whose next slot is a button right now; ``flash`` gives the order in which the
    cells and icons touched by the last move light up (a bonus chain, briefly animated).
    """

    targets: Mapping[tuple[str, int], int]
    usable: frozenset[str] = frozenset()
    cursor: tuple[str, int] | None = None
    flash: Mapping[tuple[str, str, str], int] | None = None


NO_VIEW = View(targets={})

Row = tuple[str, str, int, bool, bool, int]


def icon_for(rules: CleverRules, code: str, palette: Mapping[str, str]) -> tuple[str, str, str]:
    """(glyph, fill, ink) of a bonus icon, built from what the bonus does."""
    white, black = palette.get("white", "#ffffff"), palette.get("black", "#2b2b2b")
    spec = rules.bonuses.get(code)
    if code == "fox" or (spec is not None and spec.kind == "fox"):
        return "fox", "#ffffff", black
    if spec is None:
        return "?", white, black
    if spec.kind == "unlock":
        return ("↻" if spec.track == "reroll" else "+1"), "#ffffff", black
    if spec.kind == "x":
        return CROSS_MARK, palette.get(spec.area or "", black), "#ffffff"
    if spec.kind == "number":
        return str(spec.number), palette.get(spec.area or "", black), "#ffffff"
    if spec.kind == "choice":
        parts: list[str] = []
        for option in spec.options:
            sub = rules.bonuses[option]
            part = CROSS_MARK if sub.kind == "x" else str(sub.number)
            if part not in parts:
                parts.append(part)
        return "/".join(parts), black, "#ffffff"
    return "?", white, black


class SheetModel(QAbstractListModel):
    """Rows: the elements of one sheet geometry. Set a player with :meth:`show`."""

    seatChanged = Signal()

    def __init__(self, geometry: SheetGeometry, rules: CleverRules, parent: Any = None) -> None:
        super().__init__(parent)
        self.geometry = geometry
        self.rules = rules
        self.elements: tuple[Element, ...] = geometry.elements
        self._static = [self._static_row(e) for e in self.elements]
        self._rows: list[Row] = [("", "", -1, False, False, 0)] * len(self.elements)
        self._row_of_cell = {
            (e.area, e.index): row for row, e in enumerate(self.elements) if e.kind == Kind.CELL
        }
        self.seat = -1
        self.changed_rows_last_update = 0

    # ------------------------------------------------------------------ Qt model
    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self.elements)

    def roleNames(self) -> dict[int, QByteArray]:  # noqa: N802
        return dict(_ROLE_NAMES)

    def data(self, index: QModelIndex | QPersistentModelIndex,
             role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row = index.row()
        offset = role - _ROLE_BASE
        if 0 <= offset < len(_STATIC_ROLES):
            return self._static[row][offset]
        offset -= len(_STATIC_ROLES)
        if 0 <= offset < len(_DYNAMIC_ROLES):
            return self._rows[row][offset]
        return None

    # ------------------------------------------------------------------ content
    def row_of_cell(self, area: str, cell: int) -> int:
        return self._row_of_cell[(area, cell)]

    def row_value(self, row: int, role: str) -> Any:
        return self.data(self.index(row), ROLES[role])

    def _static_row(self, e: Element) -> tuple[Any, ...]:
        glyph, fill, ink = "", "", ""
        if e.kind == Kind.BONUS:
            glyph, fill, ink = icon_for(self.rules, e.code, self.geometry.palette)
        elif e.kind == Kind.SLOT:
            glyph = TRACK_GLYPHS.get(e.area, e.area[:2])
        return (str(e.kind), e.x, e.y, e.w, e.h, e.area, e.index, e.code, e.text, e.group,
                e.shape, e.numbers, self._tip(e), glyph, fill, ink)

    def _tip(self, e: Element) -> str:
        if e.kind == Kind.BONUS:
            text = words.bonus_short(self.rules, e.code)
            if e.area == "round":
                text = self.tr("Round %1: %2").replace("%1", str(e.index)).replace("%2", text)
            return text
        if e.kind == Kind.CELL:
            return words.colour(e.area) + (f" {e.text}" if e.text else "")
        if e.kind == Kind.SLOT:
            return words.title(e.area)
        if e.kind == Kind.SCORE:
            special = {"fox_count": self.tr("Foxes"),
                       "fox_value": self.tr("Fox value: your lowest area score"),
                       "total": self.tr("Total")}
            return special.get(e.code) or self.tr("%1 area score").replace(
                "%1", words.colour(e.code))
        if e.kind == Kind.POINTS:
            return self.tr("Points")
        if e.kind == Kind.SCALE:
            return self.tr("%1 crosses: %2 points").replace("%1", str(e.index)).replace(
                "%2", e.text)
        if e.kind == Kind.DICE_FIELD:
            return words.title("dice_fields")
        return ""

    def show(self, seat: int, state: GameState, view: View = NO_VIEW) -> int:
        """Show ``seat``'s sheet of ``state``; emit ``dataChanged`` for the rows that changed.

        Returns the number of rows that changed.
        """
        player = state.players[seat]
        scores = self.rules.area_scores(player)
        fox_value = max(0, min(scores.values())) if scores else 0
        complete = {
            name: {g.name for g in area.complete_groups(player.marks[name])}
            for name, area in self.rules.areas.items()
        }
        flash = view.flash or {}
        new_rows = [
            self._dynamic(e, player, state, view, scores, fox_value, complete, flash)
            for e in self.elements
        ]
        changed = [i for i, (old, new) in enumerate(zip(self._rows, new_rows, strict=True))
                   if old != new]
        self._rows = new_rows
        if seat != self.seat:
            self.seat = seat
            self.seatChanged.emit()
        # One signal per run of neighbouring changed rows.
        start = 0
        while start < len(changed):
            end = start
            while end + 1 < len(changed) and changed[end + 1] == changed[end] + 1:
                end += 1
            self.dataChanged.emit(self.index(changed[start]), self.index(changed[end]),
                                  DYNAMIC_ROLE_IDS)
            start = end + 1
        self.changed_rows_last_update = len(changed)
        return len(changed)

    def _dynamic(self, e: Element, player: PlayerState, state: GameState, view: View,
                 scores: Mapping[str, int], fox_value: int,
                 complete: Mapping[str, set[str]],
                 flash: Mapping[tuple[str, str, str], int]) -> Row:
        kind = e.kind
        mark, status, move, usable, focused = "", "", -1, False, False
        glow = 0
        if kind == Kind.CELL:
            written = player.marks[e.area][e.index]
            area = self.rules.areas[e.area]
            if e.index in area.premarked:
                status, mark = "pre", CROSS_MARK
            elif written:
                status = "marked"
                mark = str(written) if e.numbers else CROSS_MARK
            else:
                status = "open"
            move = view.targets.get((e.area, e.index), -1)
            focused = view.cursor == (e.area, e.index)
            glow = flash.get(("cell", e.area, str(e.index)), 0)
        elif kind == Kind.BONUS:
            if e.area == "round":
                earned = state.round >= e.index
            elif e.group:
                earned = e.group in complete.get(e.area, set())
            else:
                earned = bool(player.marks[e.area][e.index])
            status = "earned" if earned else "open"
            if e.group:
                glow = flash.get(("group", e.area, e.group), 0)
            elif e.area != "round":
                glow = flash.get(("cell", e.area, str(e.index)), 0)
        elif kind == Kind.POINTS:
            if e.group:
                status = "earned" if e.group in complete.get(e.area, set()) else "open"
                glow = flash.get(("group", e.area, e.group), 0)
            else:
                crossed = sum(1 for m in player.marks[e.area] if m)
                status = ("current" if crossed == e.index + 1
                          else "passed" if crossed > e.index + 1 else "open")
        elif kind == Kind.SCALE:
            area = self.rules.areas[e.area]
            count = area.crosses(player.marks[e.area]) if isinstance(area, CrossGrid) \
                else sum(1 for m in player.marks[e.area] if m)
            status = "current" if count == e.index else "passed" if count > e.index else "open"
        elif kind == Kind.SLOT:
            track = player.tracks[e.area]
            if e.index < track.used:
                status = "used"
            elif e.index < track.unlocked:
                status = "available"
            else:
                status = "locked"
            usable = e.area in view.usable and e.index == track.used and status == "available"
        elif kind == Kind.ROUND:
            status = ("past" if e.index < state.round else
                      "current" if e.index == state.round else "future")
            if e.index > state.rounds:
                status = "unused"
        elif kind == Kind.SCORE:
            if e.code in scores:
                mark = str(scores[e.code])
            elif e.code == "fox_count":
                mark = str(player.foxes)
            elif e.code == "fox_value":
                mark = str(fox_value)
            elif e.code == "total":
                mark = str(sum(scores.values()) + player.foxes * fox_value)
        elif kind == Kind.DICE_FIELD:
            if state.active == player.seat:
                mark = state.fields[e.index] or ""
        return (mark, status, move, usable, focused, glow)

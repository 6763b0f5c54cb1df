"""One player's score sheet as a list model: one row per element of the sheet geometry.

The rows never change (the geometry is fixed); what changes per move — marks, lit cells, track
slots, scores — is recomputed from the engine's state and compared with what QML already shows,
and only the rows that differ get a ``dataChanged``. No model reset per move.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
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
from cleverdesk.layout import Element, Kind, SheetGeometry
from cleverdesk.layout.marks import box_value, group_earned
from cleverdesk.ui.common import spoken, words

CROSS_MARK = "✕"
CIRCLE_MARK = "◯"  # a yellow cell of Doppelt so clever: circled (the first of its two marks)
CIRCLE_CROSS_MARK = "⊗"  # circled and crossed
CIRCLE_CROSS = "circle_cross"  # the cell code of such cells in the sheet geometry

# Role names avoid Item's own properties (state, index, text) so delegates can require them.
_STATIC_ROLES = ("kind", "mmX", "mmY", "mmW", "mmH", "area", "num", "code", "label",
                 "group", "shape", "numbers", "tip", "glyph", "fill", "ink", "spoken")
_DYNAMIC_ROLES = ("mark", "status", "move", "usable", "focused", "flash", "preview")
TRACK_GLYPHS = {"reroll": "↻", "extra_die": "+1", "return": "↩", "polish": "±1"}
_ROLE_BASE = int(Qt.ItemDataRole.UserRole) + 1
ROLES = {name: _ROLE_BASE + i for i, name in enumerate(_STATIC_ROLES + _DYNAMIC_ROLES)}
DYNAMIC_ROLE_IDS = [ROLES[name] for name in _DYNAMIC_ROLES]
_ROLE_NAMES = {role: QByteArray(name.encode()) for name, role in ROLES.items()}


def picture_rows(model: SheetModel, rows: Sequence[int]) -> list[dict[str, Any]]:
    """These rows of ``model`` by their role names (what SheetPicture paints)."""
    names = _STATIC_ROLES + _DYNAMIC_ROLES
    return [dict(zip(names, model._static[row] + model._rows[row], strict=True))
            for row in rows]


@dataclass(frozen=True)
class View:
    """What the sheet should show besides the player's own marks.

    ``targets`` maps (area, cell) to the id of the move a click there plays; ``usable`` names the
    action tracks whose next slot is a button right now; ``flash`` gives the order in which the
    cells and icons touched by the last move light up (a bonus chain, briefly animated);
    ``preview`` the mark a click would write, shown faintly per cell (what each lit cell would
    get, and every cell the move under the cursor would mark).
    """

    targets: Mapping[tuple[str, int], int]
    usable: frozenset[str] = frozenset()
    cursor: tuple[str, int] | None = None
    flash: Mapping[tuple[str, str, str], int] | None = None
    preview: Mapping[tuple[str, int], str] | None = None
    fields: tuple[str | None, ...] | None = None  # the dice fields to show, if not the state's


NO_VIEW = View(targets={})

Row = tuple[str, str, int, bool, bool, int, str]


def mark_text(e: Element, written: int) -> str:
    """What a written cell shows: a cross, a number, or a circle (and a cross) in yellow DSC."""
    if not written:
        return ""
    if e.code == CIRCLE_CROSS:
        return CIRCLE_MARK if written == 1 else CIRCLE_CROSS_MARK
    return str(written) if e.numbers else CROSS_MARK


def icon_for(rules: CleverRules, code: str, palette: Mapping[str, str]) -> tuple[str, str, str]:
    """(glyph, fill, ink) of a bonus icon, built from what the bonus does."""
    white, black = palette.get("white", "#ffffff"), palette.get("black", "#2b2b2b")
    spec = rules.bonuses.get(code)
    if code == "fox" or (spec is not None and spec.kind == "fox"):
        return "fox", "#ffffff", black
    if spec is None:
        return "?", white, black
    if code.startswith("q_"):  # a "?" bonus (Doppelt so clever): printed as "?" in its colour
        area = code[2:]
        fill = palette.get(area, black)
        return "?", fill, black if area in ("yellow", "white", "silver") else "#ffffff"
    if spec.kind == "unlock":
        glyph = {"reroll": "↻", "return": "↩", "polish": "±1", "joker": "J"}.get(
            spec.track or "", "+1")
        return glyph, "#ffffff", black
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
        self._cell_bonus = spoken.bonus_of_cells(self.elements)
        self._static = [self._static_row(e) for e in self.elements]
        self._rows: list[Row] = [("", "", -1, False, False, 0, "")] * len(self.elements)
        self._row_of_cell = {
            (e.area, e.index): row for row, e in enumerate(self.elements) if e.kind == Kind.CELL
        }
        self.seat = -1

    # ------------------------------------------------------------------ Qt model
    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.elements)

    def roleNames(self) -> dict[int, QByteArray]:
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

    def retranslate(self) -> None:
        """After a language switch: the tooltips again, in the new language."""
        self._static = [self._static_row(e) for e in self.elements]
        if self.elements:
            self.dataChanged.emit(self.index(0), self.index(len(self.elements) - 1))

    # ------------------------------------------------------------------ content
    def row_of_cell(self, area: str, cell: int) -> int:
        return self._row_of_cell[(area, cell)]

    def row_value(self, row: int, role: str) -> Any:
        return self.data(self.index(row), ROLES[role])

    def _static_row(self, e: Element) -> tuple[Any, ...]:
        glyph, fill, ink = "", "", ""
        if e.kind == Kind.BONUS:
            glyph, fill, ink = icon_for(self.rules, e.code, self.geometry.palette)
        elif e.kind == Kind.SLOT:  # a printed number (C3's jokers) or the track's sign
            glyph = e.text or TRACK_GLYPHS.get(e.area, e.area[:2])
        text = self._sign_words(e.text) if e.kind == Kind.SIGN else e.text
        # a cell's lasting words for a screen reader (its state is added where it is shown)
        said = spoken.cell_base(self.rules, e.area, e.index, e.text,
                                self._cell_bonus.get((e.area, e.index), "")) \
            if e.kind == Kind.CELL else ""
        return (str(e.kind), e.x, e.y, e.w, e.h, e.area, e.index, e.code, text, e.group,
                e.shape, e.numbers, self._tip(e), glyph, fill, ink, said)

    def _sign_words(self, text: str) -> str:
        """A printed legend as the screen says it: Clever hoch drei's pink legend "½ + !" would
        borrow Clever 4ever's "!" for its bonus, so the screen writes the word (issue 32)."""
        if text == "½ + ! · ×n":
            return self.tr("½ + bonus · ×n")
        return text

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
        if e.kind == Kind.PLAYERS:
            return self.tr("This round is played with %1 players").replace("%1", e.text)
        if e.kind == Kind.SCORE and "_pair_" in e.code:
            return self.tr("Pair %1: first cell minus second cell").replace(
                "%1", e.code.rpartition("_")[2])
        if e.kind == Kind.SCORE and "_row_" in e.code:
            return self.tr("The sum of this row")
        if e.kind == Kind.SCORE and "_field_" in e.code:
            return self.tr("Field %1: (upper + lower) × its multiplier").replace(
                "%1", e.code.rpartition("_")[2])
        if e.kind == Kind.SCORE:
            special = {"fox_count": self.tr("Foxes"),
                       "fox_value": self.tr("Fox value: your lowest area score"),
                       "total": self.tr("Total")}
            return special.get(e.code) or self.tr("%1 area score").replace(
                "%1", words.colour(e.code))
        if e.kind == Kind.POINTS:
            return self.tr("Points")
        if e.kind == Kind.SCALE:
            points = int(e.text) if e.text.lstrip("-").isdigit() else None
            worth = self.tr("%n point(s)", "", points) if points is not None else e.text
            return self.tr("%n cross(es): %1", "", e.index).replace("%1", worth)
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
        # (row, the roles that changed in it): a delegate re-reads only those roles
        changed = [(i, [DYNAMIC_ROLE_IDS[k] for k, (a, b) in enumerate(zip(old, new, strict=True))
                        if a != b])
                   for i, (old, new) in enumerate(zip(self._rows, new_rows, strict=True))
                   if old != new]
        self._rows = new_rows
        if seat != self.seat:
            self.seat = seat
            self.seatChanged.emit()
        # One signal per run of neighbouring rows whose same roles changed.
        start = 0
        while start < len(changed):
            end = start
            while end + 1 < len(changed) and changed[end + 1][0] == changed[end][0] + 1 \
                    and changed[end + 1][1] == changed[start][1]:
                end += 1
            self.dataChanged.emit(self.index(changed[start][0]), self.index(changed[end][0]),
                                  changed[start][1])
            start = end + 1
        return len(changed)

    def _dynamic(self, e: Element, player: PlayerState, state: GameState, view: View,
                 scores: Mapping[str, int], fox_value: int,
                 complete: Mapping[str, set[str]],
                 flash: Mapping[tuple[str, str, str], int]) -> Row:
        kind = e.kind
        mark, status, move, usable, focused = "", "", -1, False, False
        glow = 0
        preview = ""
        if kind == Kind.CELL:
            written = player.marks[e.area][e.index]
            area = self.rules.areas[e.area]
            if e.index in area.premarked:  # pre-crossed, or a printed number (C3's blue 7)
                status, mark = "pre", "" if e.text else CROSS_MARK
            elif written:
                # "struck": a Clever hoch Drei pink field that took points, its "½" crossed out
                taken = player.counters.get(f"{e.area}_points", 0) >> e.index & 1
                status = "struck" if taken else "marked"
                mark = mark_text(e, written)
            else:
                status = "open"
            preview = (view.preview or {}).get((e.area, e.index), "")
            move = view.targets.get((e.area, e.index), -1)
            focused = view.cursor == (e.area, e.index)
            glow = flash.get(("cell", e.area, str(e.index)), 0)
        elif kind == Kind.BONUS:
            lost = False  # crossed out for good (Clever hoch Drei's pink, points taken)
            if e.area == "round":
                earned = state.round >= e.index
            elif e.area in player.tracks:  # the bonus at the end of an action track
                earned = player.tracks[e.area].unlocked > e.index
            elif e.group:
                earned = group_earned(e.group, player.marks[e.area], complete.get(e.area, set()))
            else:
                earned = bool(player.marks[e.area][e.index])
                taken = player.counters.get(f"{e.area}_points", 0)  # C3 pink: points taken
                lost = earned and bool(taken >> e.index & 1)
                earned = earned and not lost
            status = "earned" if earned else "lost" if lost else "open"
            if e.group:
                glow = flash.get(("group", e.area, e.group), 0)
            elif e.area != "round":
                glow = flash.get(("cell", e.area, str(e.index)), 0)
        elif kind == Kind.POINTS:
            if e.group:
                earned = group_earned(e.group, player.marks[e.area], complete.get(e.area, set()))
                status = "earned" if earned else "open"
                glow = flash.get(("group", e.area, e.group), 0)
            elif e.index < 0:  # printed for reading only (C3's blue points, pink stars)
                status = "open"
            else:
                crossed = sum(1 for m in player.marks[e.area] if m)
                status = ("current" if crossed == e.index + 1
                          else "passed" if crossed > e.index + 1 else "open")
        elif kind == Kind.SCALE:
            area = self.rules.areas[e.area]
            if e.group:  # a scale per row (silver): a legend, each row counts on its own
                status = "open"
            else:
                crosses = getattr(area, "crosses", None)  # yellow DSC: circles do not count
                count = int(crosses(player.marks[e.area])) if crosses is not None \
                    else sum(1 for m in player.marks[e.area] if m)
                status = "current" if count == e.index else "passed" if count > e.index \
                    else "open"
        elif kind == Kind.SLOT:
            track = player.tracks[e.area]
            crossed_out = player.counters.get(f"{e.area}_used")  # slots used in any order (C3)
            if crossed_out is not None and e.index < track.unlocked:
                status = "used" if crossed_out >> e.index & 1 else "available"
            elif e.index < track.used:
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
            else:  # a box beside an area: a field's, a pair's or a row's (layout.marks)
                value = box_value(self.rules.areas, player.marks, e.code)
                mark = "" if value is None else str(value)
        elif kind == Kind.DICE_FIELD:
            if state.active == player.seat:
                fields = view.fields if view.fields is not None else state.fields
                mark = fields[e.index] or "" if e.index < len(fields) else ""
        return (mark, status, move, usable, focused, glow, preview)

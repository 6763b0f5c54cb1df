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

from cleverdesk.engine import CleverRules, GameState
from cleverdesk.layout import Element, Kind, SheetGeometry
from cleverdesk.layout.element_state import (
    ElementState,
    Mark,
    SheetFacts,
    Status,
    cell_mark,
    element_state,
    game_facts,
)
from cleverdesk.ui.common import spoken, words

CROSS_MARK = "✕"
CIRCLE_MARK = "◯"  # a yellow cell of Doppelt so clever: circled (the first of its two marks)
CIRCLE_CROSS_MARK = "⊗"  # circled and crossed
CELL_MARKS = {Mark.CROSS: CROSS_MARK, Mark.PRINTED: CROSS_MARK, Mark.CIRCLE: CIRCLE_MARK,
              Mark.CIRCLE_CROSS: CIRCLE_CROSS_MARK}

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
    mark = cell_mark(e, written)
    return CELL_MARKS.get(mark, str(written) if mark == Mark.NUMBER else "")


def shown_text(e: Element, shown: ElementState) -> str:
    """A row's ``mark``: a cell's cross, circle or number; a box's number; a field's die."""
    return CELL_MARKS.get(shown.mark, shown.value) if e.kind == Kind.CELL else shown.value


def _glow(e: Element, flash: Mapping[tuple[str, str, str], int]) -> int:
    """When a bonus or points the last move earned lights up (0: not)."""
    if e.group and e.kind in (Kind.BONUS, Kind.POINTS):
        return flash.get(("group", e.area, e.group), 0)
    if e.kind == Kind.BONUS and e.area != "round":
        return flash.get(("cell", e.area, str(e.index)), 0)
    return 0


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
        facts = game_facts(self.rules, state, seat, view.fields)
        flash, preview = view.flash or {}, view.preview or {}
        new_rows = [self._dynamic(e, facts, view, flash, preview) for e in self.elements]
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

    def _dynamic(self, e: Element, facts: SheetFacts, view: View,
                 flash: Mapping[tuple[str, str, str], int],
                 preview: Mapping[tuple[str, int], str]) -> Row:
        shown = element_state(facts, e)
        text, status = shown_text(e, shown), str(shown.status)  # a plain str for Qt
        if e.kind == Kind.CELL:
            at = (e.area, e.index)
            return (text, status, view.targets.get(at, -1), False, view.cursor == at,
                    flash.get(("cell", e.area, str(e.index)), 0), preview.get(at, ""))
        # the next slot of a track, a button while the track may be used now
        usable = (e.kind == Kind.SLOT and shown.status == Status.AVAILABLE
                  and e.area in view.usable and e.index == facts.player.tracks[e.area].used)
        return (text, status, -1, usable, False, _glow(e, flash), "")

"""One decision of a review as its position shows it: the seat's sheet before the move, with
the best move's and the played move's marks on it as faint previews and a ring round the cell
each of them writes, and the dice the decision was made over, in words.

The Review screen's object (desk.py) says which decision to show; nothing here writes, the
marks are the engine's afterstate of each move. The words keep their context "Review".
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from cleverdesk.engine import CleverRules, GameState, Move
from cleverdesk.engine.bots.review import Decision
from cleverdesk.ui.common import words
from cleverdesk.ui.table.sheet_model import SheetModel, View, mark_text

translate = QCoreApplication.translate


def show_decision(sheet: SheetModel, geometry: Any, rules: CleverRules, state: GameState,
                  decision: Decision) -> list[dict[str, Any]]:
    """Draw ``decision`` on ``sheet`` (the position ``state`` before it); the rings (in mm of
    the sheet) round the cells its best and its played move write."""
    seat = decision.seat
    preview: dict[tuple[str, int], str] = {}
    rings: list[dict[str, Any]] = []
    # the best move's marks first: where both moves write the same cell, the played one shows
    for kind, move in (("best", decision.best), ("played", decision.played)):
        preview.update(marks_of(rules, sheet, state, seat, move))
        if move.area is not None and move.cell is not None and move.area in rules.areas:
            try:
                e = geometry.cell(move.area, move.cell)
            except (KeyError, ValueError):
                continue
            rings.append({"kind": kind, "mmX": e.x, "mmY": e.y, "mmW": e.w, "mmH": e.h})
    sheet.show(seat, state, View({}, preview=preview))
    return rings


def marks_of(rules: CleverRules, sheet: SheetModel, state: GameState, seat: int, move: Move
             ) -> dict[tuple[str, int], str]:
    """What ``move`` writes on the seat's sheet (its bonus chain included)."""
    from cleverdesk.engine.bots.learned import afterstate

    if move.kind in ("reroll", "forfeit", "decline", "end_window"):
        return {}
    before = state.players[seat].marks
    after = afterstate(rules, state, move).players[seat].marks
    out: dict[tuple[str, int], str] = {}
    for area, cells in after.items():
        for cell, (old, new) in enumerate(zip(before[area], cells, strict=True)):
            if old != new:
                try:
                    row = sheet.row_of_cell(area, cell)
                except KeyError:
                    continue
                out[(area, cell)] = mark_text(sheet.elements[row], new)
    return out


def dice_text(rules: CleverRules, state: GameState) -> str:
    """The dice rolled (during an active roll) and those on the silver platter."""
    rolled = [f"{words.colour_lower(d)} {state.faces[d]}" for d in rules.dice_at(state, "roll")
              if d in state.faces]
    platter = [f"{words.colour_lower(d)} {state.faces[d]}"
               for d in rules.dice_at(state, "platter") if d in state.faces]
    parts = []
    if rolled and state.phase == "active_roll":
        parts.append(translate("Review", "Dice rolled: %1").replace("%1", ", ".join(rolled)))
    if platter:
        parts.append(translate("Review", "On the silver platter: %1").replace(
            "%1", ", ".join(platter)))
    return " · ".join(parts)

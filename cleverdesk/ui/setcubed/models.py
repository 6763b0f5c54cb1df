"""The list models the SET Cubed table shows (their rows come from ui/setcubed/rows.py): the
board's cells, the hand strip's dice and the seats bar. The history's past board
(ui/history/desk.py) shows its positions through the same BoardModel."""

from __future__ import annotations

from cleverdesk.ui.table.list_models import RowsModel


class BoardModel(RowsModel):
    """Every cell of the board, row by row."""

    ROLE_NAMES = ("row", "column", "bonus", "claimed", "logo", "face", "wild", "pending",
                  "inSet", "payBonus", "lastTurn", "swappable", "hint", "cursor", "tip",
                  "spoken")


class HandModel(RowsModel):
    """The dice in the hand shown at the bottom of the table."""

    ROLE_NAMES = ("die", "face", "placed", "selected", "selectable", "chosen", "key", "tip",
                  "spoken")


class SeatModel(RowsModel):
    ROLE_NAMES = ("seat", "name", "computer", "total", "deciding", "first", "hand", "winner",
                  "spoken")

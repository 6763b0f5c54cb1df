"""The list models the Clever table shows and how a refresh fills them: the main sheet (with
its lit cells, cursor, previews and the dice chosen), the other players' small sheets, the dice
tray and the seats bar, and the cells the last move marked, flashed where they are shown.

The controller (ui/table/desk.py) decides what is shown (whose sheet, what the player chose);
this fills the models from it and signals only the rows that changed. QML finds the sheets and
their page size here (``Game.sheets``), the dice and seats as ``Game.dice`` and ``Game.seats``.
Nothing here knows a rule.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

from PySide6.QtCore import Property, QObject, Signal

from cleverdesk.engine import CleverRules, GameState, Move
from cleverdesk.layout import SheetGeometry
from cleverdesk.ui.table.flash import Flash, flash_for
from cleverdesk.ui.table.input_steps import TableInput
from cleverdesk.ui.table.list_models import DiceModel, SeatsModel
from cleverdesk.ui.table.lit_cells import LitCells, lit_cells
from cleverdesk.ui.table.previews import move_previews
from cleverdesk.ui.table.rows import dice_rows, seat_rows
from cleverdesk.ui.table.sheet_model import SheetModel, View


class TableViews(QObject):
    changed = Signal()  # a new game's sheets are shown (the controller says when)

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self._geometry: SheetGeometry | None = None
        self.sheet: SheetModel | None = None
        self._minis: list[SheetModel] = []  # the other players' sheets; none in a solo game
        self.dice = DiceModel(self)
        self.seats = SeatsModel(self)
        self._flash: Flash = {}
        self._flash_seat = -1

    def new_game(self, geometry: SheetGeometry, rules: CleverRules,
                 players: int) -> list[SheetModel]:
        """New sheets for a new game; the old ones, to delete once QML shows the new ones."""
        old = [m for m in (self.sheet, *self._minis) if m is not None]
        self._geometry = geometry
        self.sheet = SheetModel(geometry, rules, self)
        self._minis = [SheetModel(geometry, rules, self) for _ in range(players)] \
            if players > 1 else []
        self._flash, self._flash_seat = {}, -1
        return old

    @Property(QObject, notify=changed)
    def main(self) -> QObject | None:
        return self.sheet

    def mini_models(self) -> list[SheetModel]:
        return list(self._minis)

    @Property(list, notify=changed)
    def minis(self) -> list[QObject]:
        return list(self._minis)

    @Property(float, notify=changed)
    def width(self) -> float:
        return self._geometry.width if self._geometry else 230.0

    @Property(float, notify=changed)
    def height(self) -> float:
        return self._geometry.height if self._geometry else 180.0

    @Property(dict, notify=changed)
    def palette(self) -> dict[str, str]:
        return dict(self._geometry.palette) if self._geometry else {}

    def moved(self, rules: CleverRules, before: GameState, after: GameState) -> None:
        """A move was made: flash what it marked."""
        self._flash, self._flash_seat = flash_for(rules, before, after)

    def retranslate(self) -> None:
        for model in (self.sheet, *self._minis):
            if model is not None:
                model.retranslate()

    def show(self, rules: CleverRules, state: GameState, legal: Sequence[Move], *,
             table_input: TableInput, view: int, interactive: bool, selectable: Collection[str],
             chosen: tuple[str | None, ...] | None, names: Sequence[str], bots: Collection[int],
             palette: Mapping[str, str]) -> None:
        """Fill every model: ``view`` is the seat whose sheet is shown big; its cells are lit
        while the player at the device decides there (the cursor follows what is lit)."""
        sheet = self.sheet
        if sheet is None:
            return
        selected = table_input.selected
        lit = (lit_cells(rules, state, legal, selected)
               if interactive and view == state.decider else LitCells())
        table_input.light(lit, sheet.row_of_cell)
        flash_main = self._flash if self._flash_seat == view else {}
        previews = move_previews(rules, state, legal, table_input.alternatives,
                                 table_input.cursor, sheet)
        sheet.show(view, state, View(lit.targets, lit.usable, table_input.cursor, flash_main,
                                     previews, chosen))
        for seat, mini in enumerate(self._minis):
            mini.show(seat, state, View({}, flash=self._flash if seat == self._flash_seat
                                        else {}))
        rows, table_input.key_dice = dice_rows(rules, state, palette,
                                               set(selectable) if interactive else set(),
                                               selected)
        self.dice.set_rows(rows)
        self.seats.set_rows(seat_rows(rules, state, names, bots, view))

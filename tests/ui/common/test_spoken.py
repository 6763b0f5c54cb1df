"""Screen readers: every die and sheet cell of the table has a role and a name that says what
a sighted player sees, and a move is announced (the roll, the bonuses, a forfeit)."""

from __future__ import annotations

from PySide6.QtGui import QAccessible
from PySide6.QtQuick import QQuickItem

from cleverdesk.engine import GameSetup, MoveKind, PlayerSetup
from cleverdesk.engine.bots import make_bot
from cleverdesk.typed_text import typed
from tests.ui.driver import Driver, walk_visible

GSC = "ganz-schoen-clever"


def _accessible(item: QQuickItem) -> tuple[QAccessible.Role, str]:
    face = QAccessible.queryAccessibleInterface(item)
    assert face is not None, item.objectName()
    return face.role(), face.text(QAccessible.Text.Name)


def test_dice_and_cells_say_what_a_sighted_player_sees(desk: Driver) -> None:
    desk.game.start_setup(GameSetup(game=GSC, players=[PlayerSetup(name="Ada")], seed=3))
    desk.settle()
    role, name = _accessible(desk.item("die_blue"))
    face = desk.game.state.faces["blue"]
    assert role == QAccessible.Role.Button
    assert name == f"Blue die, {face}, in the rolling area, key 3", name
    # a cell: where it is, what is printed, its bonus, its state
    role, name = _accessible(desk.cell("green", 3))
    assert role == QAccessible.Role.Cell
    assert name == "Green, column 4, printed ≥4, bonus: a +1 action, open", name
    role, name = _accessible(desk.cell("yellow", 5))
    assert name.startswith("Yellow, row 2, column 2, printed ") and name.endswith(", open")
    # every cell of the main sheet has a name
    cells = [item for item in walk_visible(desk.item("mainSheet"))
             if item.objectName().startswith("sheet_cell_")]
    assert len(cells) > 40
    for cell in cells:
        role, name = _accessible(cell)
        assert role == QAccessible.Role.Cell and name.count(",") >= 1, name
    # after a pick: the die on its field, the cell written and lit cells said to be so
    move = next(m for m in desk.game.legal if m.kind == MoveKind.PICK and m.area == "blue")
    desk.click(f"die_{move.die}")
    assert "chosen" in _accessible(desk.item(f"die_{move.die}"))[1]
    lit = desk.lit_cells()
    assert lit and all(_accessible(desk.cell(*c))[1].endswith("open, can be filled in now")
                       for c in lit)
    desk.click(desk.cell(move.area, move.cell))
    assert _accessible(desk.cell(move.area, move.cell))[1].endswith(", crossed")
    assert _accessible(desk.item(f"die_{move.die}"))[1].endswith("on dice field 1")


def test_a_roll_and_a_bonus_are_announced(desk: Driver) -> None:
    said: list[str] = []
    desk.game.property("announcer").announced.connect(said.append)
    desk.game.start_setup(GameSetup(game=GSC, players=[PlayerSetup(name="Ada")], seed=3))
    chooser = make_bot("greedy", seed=3)
    while not any("Bonus" in text or "bonus" in text for text in said):
        desk.game.apply_move(chooser.choose(desk.game.state, desk.game.legal))
        assert desk.game.state.round <= 3
    assert any(text.startswith(f"{typed('Ada')} took") for text in said)
    assert any("Rolled: " in text for text in said)

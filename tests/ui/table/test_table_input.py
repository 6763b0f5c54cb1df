"""ui/table/input_steps.py: the cursor walks the lit cells in the sheet's order and round the
end, a choice or cursor no longer lit goes, the number keys take the dice as shown or, while a
choice is open, its moves."""

from __future__ import annotations

from cleverdesk.engine import Move, MoveKind
from cleverdesk.ui.table.input_steps import TableInput
from cleverdesk.ui.table.lit_cells import LitCells

ROWS = {("yellow", 0): 3, ("blue", 4): 1, ("green", 0): 2}


def row_of(area: str, cell: int) -> int:
    return ROWS[(area, cell)]


def lit(*cells: tuple[str, int], shared: tuple[str, int] | None = None) -> LitCells:
    targets = {cell: index for index, cell in enumerate(cells)}
    alternatives = {cell: [index] for index, cell in enumerate(cells)}
    if shared is not None:
        alternatives[shared] = [targets[shared], 9]
    return LitCells(targets, alternatives)


def test_lighting_puts_the_cursor_on_the_first_cell_in_the_sheets_order() -> None:
    table = TableInput()
    table.light(lit(("yellow", 0), ("blue", 4), ("green", 0)), row_of)
    assert table.cursor == ("blue", 4)
    table.cursor = ("green", 0)
    table.light(lit(("yellow", 0), ("green", 0)), row_of)
    assert table.cursor == ("green", 0)  # still lit: it stays
    table.light(LitCells(), row_of)
    assert table.cursor is None and table.targets == {}


def test_a_choice_no_longer_lit_closes() -> None:
    table = TableInput()
    table.light(lit(("yellow", 0), ("blue", 4)), row_of)
    table.open_choice(("yellow", 0))
    assert table.cursor == ("yellow", 0)
    table.light(lit(("blue", 4)), row_of)
    assert table.choice is None and table.cursor == ("blue", 4)


def test_the_cursor_walks_in_the_sheets_order_and_round_the_end() -> None:
    table = TableInput()
    assert not table.walk(1, row_of)
    table.light(lit(("yellow", 0), ("blue", 4), ("green", 0)), row_of)
    seen = []
    for _ in range(4):
        assert table.walk(1, row_of)
        seen.append(table.cursor)
    assert seen == [("green", 0), ("yellow", 0), ("blue", 4), ("green", 0)]
    table.cursor = None
    table.walk(-1, row_of)
    assert table.cursor == ("yellow", 0)


def test_hovering_moves_the_cursor_only_over_lit_cells_and_not_during_a_choice() -> None:
    table = TableInput()
    table.light(lit(("yellow", 0), ("blue", 4)), row_of)
    assert table.hover(("yellow", 0)) and table.cursor == ("yellow", 0)
    assert not table.hover(("yellow", 0))  # already there
    assert not table.hover(("green", 0))  # not lit
    table.open_choice(("blue", 4))
    assert not table.hover(("yellow", 0)) and table.cursor == ("blue", 4)


def test_the_cell_of_a_move_is_its_own_cell_else_one_that_plays_it() -> None:
    table = TableInput()
    table.light(lit(("yellow", 0), ("blue", 4)), row_of)
    own = Move(kind=MoveKind.PICK, die="blue", area="blue", cell=4)
    assert table.cell_of(1, own) == ("blue", 4)
    named_elsewhere = Move(kind=MoveKind.PICK, die="blue", area="blue", cell=7)
    assert table.cell_of(1, named_elsewhere) == ("blue", 4)
    assert table.cell_of(5, own) is None


def test_keys_take_the_dice_as_shown_or_the_open_choices_moves() -> None:
    table = TableInput(key_dice=["green", "white"])
    assert [table.die_for_key(n) for n in (0, 1, 2, 3)] == [None, "green", "white", None]
    table.light(lit(("yellow", 0), ("blue", 4), shared=("yellow", 0)), row_of)
    assert table.choice_for_key(1) is None  # no choice open
    table.open_choice(("yellow", 0))
    assert [table.choice_for_key(n) for n in (1, 2, 3)] == [0, 9, None]


def test_clearing_drops_the_die_the_cursor_and_the_choice() -> None:
    table = TableInput(selected="blue", armed=True, cursor=("blue", 4), choice=("blue", 4))
    table.clear()
    assert (table.selected, table.armed, table.cursor, table.choice) == (None, False, None, None)

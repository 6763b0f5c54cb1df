"""ui/table/previews.py: a lit cell previews what its one move writes there; a cell with a
choice still to make, or whose move fails to apply, previews nothing."""

from __future__ import annotations

from dataclasses import replace

import pytest

from cleverdesk.engine import GameSetup, MoveKind, PlayerSetup, get_rules
from cleverdesk.layout import sheet_geometry
from cleverdesk.ui.table.lit_cells import lit_cells
from cleverdesk.ui.table.previews import move_previews
from cleverdesk.ui.table.sheet_model import SheetModel, mark_text

GSC = "ganz-schoen-clever"


@pytest.fixture
def table(qapp):  # the sheet model is a Qt model
    rules = get_rules(GSC)
    state = rules.new_game(GameSetup(game=GSC, players=[PlayerSetup(name="P1")], seed=3))
    legal = rules.legal_moves(state)
    return rules, state, legal, SheetModel(sheet_geometry(GSC), rules)


def test_each_lit_cell_previews_what_its_move_writes(table) -> None:
    rules, state, legal, sheet = table
    seat = state.decider
    previews_seen = 0
    for die in {m.die for m in legal if m.kind == MoveKind.PICK}:
        lit = lit_cells(rules, state, legal, die)
        out = move_previews(rules, state, legal, lit.alternatives, None, sheet)
        for (area, cell), indices in lit.alternatives.items():
            if len(indices) > 1:
                assert (area, cell) not in out
                continue
            written = rules.apply(state, legal[indices[0]]).players[seat].marks[area][cell]
            element = sheet.elements[sheet.row_of_cell(area, cell)]
            assert out[(area, cell)] == mark_text(element, written)
            previews_seen += 1
    assert previews_seen


def test_the_cursor_previews_every_cell_its_move_writes(table) -> None:
    rules, state, legal, sheet = table
    die = next(m.die for m in legal if m.kind == MoveKind.PICK)
    lit = lit_cells(rules, state, legal, die)
    cursor = next(k for k, v in lit.alternatives.items() if len(v) == 1)
    out = move_previews(rules, state, legal, lit.alternatives, cursor, sheet)
    seat = state.decider
    after = rules.apply(state, legal[lit.targets[cursor]]).players[seat].marks[cursor[0]]
    before = state.players[seat].marks[cursor[0]]
    for cell, (old, new) in enumerate(zip(before, after, strict=True)):
        if old != new:
            assert out[(cursor[0], cell)]


def test_a_move_that_fails_to_apply_previews_nothing(table, monkeypatch) -> None:
    rules, state, legal, sheet = table
    die = next(m.die for m in legal if m.kind == MoveKind.PICK)
    lit = lit_cells(rules, state, legal, die)

    def broken(*_args: object) -> object:
        raise RuntimeError("no preview")

    monkeypatch.setattr(rules, "apply_unchecked", broken)
    assert move_previews(rules, state, legal, lit.alternatives, None, sheet) == {}


def test_no_decider_no_previews(table) -> None:
    rules, state, legal, sheet = table
    assert move_previews(rules, replace(state, decider=None), legal, {}, None,
                         sheet) == {}

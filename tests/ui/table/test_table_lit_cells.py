"""ui/table/lit_cells.py: the cells a click may play are those the legal moves name, for the
chosen die or a pending bonus; a move naming a whole sub-area lights each of its cells."""

from __future__ import annotations

from cleverdesk.engine import GameSetup, MoveKind, PlayerSetup, get_rules
from cleverdesk.ui.table.lit_cells import LitCells, lit_cells


def first_roll(game: str, seed: int = 1):
    rules = get_rules(game)
    state = rules.new_game(GameSetup(game=game, players=[PlayerSetup(name="P1")], seed=seed))
    return rules, state, rules.legal_moves(state)


def test_the_chosen_die_lights_exactly_the_cells_its_moves_name() -> None:
    rules, state, legal = first_roll("ganz-schoen-clever")
    die = next(m.die for m in legal if m.kind == MoveKind.PICK and m.area is not None)
    lit = lit_cells(rules, state, legal, die)
    named = {(m.area, m.cell) for m in legal
             if m.kind == MoveKind.PICK and m.die == die and m.area is not None}
    assert set(lit.targets) == named and named
    for cell, index in lit.targets.items():
        assert (legal[index].area, legal[index].cell) == cell
        assert index in lit.alternatives[cell]
        assert all(legal[i].die == die for i in lit.alternatives[cell])


def test_no_die_chosen_lights_nothing_but_the_tracks_stay_usable() -> None:
    rules, state, legal = first_roll("ganz-schoen-clever")
    lit = lit_cells(rules, state, legal, None)
    assert lit.targets == {} and lit.alternatives == {}
    kinds = {m.kind for m in legal}
    assert ("reroll" in lit.usable) == (MoveKind.REROLL in kinds)
    assert ("extra_die" in lit.usable) == (MoveKind.EXTRA_DIE in kinds)
    assert LitCells().usable == frozenset()


def test_a_move_naming_a_sub_area_lights_every_cell_of_it() -> None:
    for seed in range(1, 30):
        rules, state, legal = first_roll("clever-4ever", seed)
        grey = [m for m in legal if m.kind == MoveKind.PICK and m.area == "grey"]
        if grey:
            break
    assert grey, "no grey move in the first throws"
    lit = lit_cells(rules, state, legal, grey[0].die)
    area = rules.areas["grey"]
    for move in grey:
        assert move.cell is not None
        index = lit.targets[("grey", move.cell)]
        for other in area.sub_area_of(move.cell).cells:
            assert lit.targets[("grey", other)] == index
            assert lit.alternatives[("grey", other)] == lit.alternatives[("grey", move.cell)]

"""ui/review/position.py: a reviewed decision drawn on the sheet. The played and the best move's
marks are shown faintly where they write (the played one where both write the same cell), a
ring goes round the cell each one writes (best first), a re-roll writes nothing, and the dice
of the position are said in words."""

from __future__ import annotations

import pytest

from cleverdesk.engine import GameSetup, Move, PlayerSetup, get_rules
from cleverdesk.engine.bots.learned import afterstate
from cleverdesk.engine.bots.review import replay, review_record
from cleverdesk.engine.simulate import play_game
from cleverdesk.layout import sheet_geometry
from cleverdesk.ui.common import language
from cleverdesk.ui.review.position import dice_text, marks_of, show_decision
from cleverdesk.ui.table.sheet_model import SheetModel

GSC = "ganz-schoen-clever"
RULES = get_rules(GSC)


@pytest.fixture(scope="module")
def reviewed(qapp: object):
    setup = GameSetup(game=GSC, seed=4, players=[PlayerSetup(name="Anna", bot="greedy")])
    _, record = play_game(RULES, setup)
    return replay(record), review_record(record, 0, "learned")


@pytest.fixture(autouse=True)
def english(qapp: object) -> None:
    language.install("en")


def preview_of(sheet: SheetModel) -> dict[tuple[str, int], str]:
    return {(e.area, e.index): sheet.row_value(row, "preview")
            for row, e in enumerate(sheet.elements) if sheet.row_value(row, "preview")}


def test_both_moves_are_shown_faintly_and_ringed(reviewed) -> None:
    states, review = reviewed
    geometry = sheet_geometry(GSC)
    decision = next(d for d in review.decisions if d.played != d.best
                    and d.played.cell is not None and d.best.cell is not None)
    state = states[decision.step]
    sheet = SheetModel(geometry, RULES)
    rings = show_decision(sheet, geometry, RULES, state, decision)
    assert [r["kind"] for r in rings] == ["best", "played"]
    for ring, move in zip(rings, (decision.best, decision.played), strict=True):
        cell = geometry.cell(move.area, move.cell)
        assert (ring["mmX"], ring["mmY"], ring["mmW"], ring["mmH"]) == (
            cell.x, cell.y, cell.w, cell.h)
    played = marks_of(RULES, sheet, state, 0, decision.played)
    best = marks_of(RULES, sheet, state, 0, decision.best)
    assert (decision.played.area, decision.played.cell) in played
    assert preview_of(sheet) == {**best, **played}, "where both write, the played one shows"


def test_a_move_writes_what_its_afterstate_marks_and_a_reroll_nothing(reviewed) -> None:
    states, review = reviewed
    sheet = SheetModel(sheet_geometry(GSC), RULES)
    decision = next(d for d in review.decisions if d.played.cell is not None)
    state = states[decision.step]
    after = afterstate(RULES, state, decision.played).players[0].marks
    changed = {(area, i) for area, cells in after.items()
               for i, (old, new) in enumerate(zip(state.players[0].marks[area], cells,
                                                   strict=True)) if old != new}
    assert changed and set(marks_of(RULES, sheet, state, 0, decision.played)) == changed
    assert marks_of(RULES, sheet, state, 0, Move(kind="reroll")) == {}


def test_the_dice_of_the_position_in_words(reviewed) -> None:
    states, review = reviewed
    rolled = next(states[d.step] for d in review.decisions
                  if states[d.step].phase == "active_roll"
                  and RULES.dice_at(states[d.step], "roll"))
    assert dice_text(RULES, rolled).startswith("Dice rolled: ")
    platter = next(s for s in states if RULES.dice_at(s, "platter") and s.phase != "active_roll")
    text = dice_text(RULES, platter)
    assert text.startswith("On the silver platter: ") and "Dice rolled" not in text

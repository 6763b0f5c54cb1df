"""ui/setcubed/preview.py: the live preview of the turn being built. Nothing is shown until
dice lie on the board; a legal turn reads "Legal: …" with its SETs, bonus and points, one not
yet legal says why and what counts so far; each new SET is the range of cells the board
outlines."""

from __future__ import annotations

import pytest

from cleverdesk.setcubed import Phase, Reason, TurnCheck
from cleverdesk.ui.common import language
from cleverdesk.ui.setcubed.preview import Preview, preview_text, set_ranges
from cleverdesk.ui.setcubed.turn import Turn
from tests.ui.set_table import RULES, position


@pytest.fixture(autouse=True)
def english(qapp: object) -> None:
    language.install("en")


def test_the_words_of_a_legal_turn_and_of_one_not_yet_legal() -> None:
    legal = TurnCheck(reason=None, set_points=9, new_sets=(((2, 3), (2, 4), (2, 5)),),
                      bonus=(((2, 3), 3),))
    assert preview_text(legal) == "Legal: 1 new SET, bonus +3 → 12 points"
    waiting = TurnCheck(reason=Reason.NOT_CONNECTED, set_points=4,
                        new_sets=(((2, 3), (2, 4), (2, 5)),))
    text = preview_text(waiting)
    assert text.startswith("Not yet legal: ") and text.endswith(
        "\nSo far: 1 new SET → 4 points")
    assert "\n" not in preview_text(TurnCheck(reason=Reason.NO_NEW_SET))


def test_each_new_set_is_the_range_of_its_cells() -> None:
    check = TurnCheck(reason=None, new_sets=(((4, 2), (2, 2), (3, 2)), ((5, 7), (5, 5), (5, 6))))
    assert set_ranges(check) == [{"row": 2, "column": 2, "rows": 3, "columns": 1},
                                 {"row": 5, "column": 5, "rows": 1, "columns": 3}]


def test_the_preview_shows_the_engines_judgement_of_the_dice_placed() -> None:
    state = position(lambda s: s.phase == Phase.PLACE and bool(s.board))
    turn = Turn()
    preview = Preview(turn)
    assert not preview.property("shown") and preview.property("text") == ""
    assert preview.property("sets") == [] and preview.property("points") == 0
    move = RULES.turns_for(state, state.decider)[0]
    turn.pending = list(move.placements)
    turn.judge(RULES, state, building=True)
    check = RULES.check_turn(state, move.placements, state.decider)
    assert preview.property("shown") and preview.property("legal") == check.legal
    assert preview.property("points") == check.points
    assert preview.property("text") == preview_text(check)
    assert preview.property("sets") == set_ranges(check)

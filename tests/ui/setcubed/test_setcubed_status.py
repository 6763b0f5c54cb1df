"""ui/setcubed/status.py and board_data.py: what the SET Cubed table's top bar and board read.
The round says when it is the last (but not once the game is over), the bag counts its dice,
the decider is named and a computer deciding is marked; the board's size and logo cells are
the rules' data, and the logo counts as covered once a tile or a die of this turn lies on it."""

from __future__ import annotations

import pytest

from cleverdesk.setcubed import Phase, Placement
from cleverdesk.ui.common import language
from cleverdesk.ui.setcubed.board_data import BoardData
from cleverdesk.ui.setcubed.status import Status
from cleverdesk.ui.setcubed.turn import Turn
from tests.ui.set_table import RULES, FakeTable, position


@pytest.fixture(autouse=True)
def english(qapp: object) -> None:
    language.install("en")


def test_the_round_the_bag_and_who_decides() -> None:
    state = position(lambda s: s.phase == Phase.PLACE and s.round == 2)
    status = Status(FakeTable(state, computers={1}))
    assert status.property("round") == 2 and status.property("roundText") == "Round 2"
    assert status.property("bagCount") == len(state.bag)
    assert status.property("bagText") == f"Bag: {len(state.bag)} dice"
    assert status.property("deciderSeat") == state.decider
    assert status.property("deciderName") == state.setup.players[state.decider].name
    assert status.property("computerDeciding") == (state.decider == 1)


def test_the_last_round_is_said_until_the_game_is_over() -> None:
    last = position(lambda s: s.ending and s.phase != Phase.GAME_OVER)
    assert Status(FakeTable(last)).property("roundText") == f"Round {last.round} · last round"
    over = position(lambda s: s.phase == Phase.GAME_OVER)
    assert over.ending and Status(FakeTable(over)).property("roundText") == f"Round {over.round}"
    nothing = Status(FakeTable(None))
    assert nothing.property("roundText") == "" and nothing.property("deciderSeat") == -1
    assert nothing.property("deciderName") == "" and nothing.property("bagText") == ""


def test_the_board_data_and_its_logo_covered() -> None:
    state = position(lambda s: s.phase == Phase.OPENING)
    turn = Turn()
    table = FakeTable(state)
    board = BoardData(table, turn)
    assert (board.property("rows"), board.property("columns")) == (RULES.rows, RULES.columns)
    assert board.property("logoCells") == [list(cell) for cell in RULES.board.logo]
    assert board.property("approximate") == RULES.data.approximate
    assert bool(board.property("approximateNote")) == RULES.data.approximate
    assert not board.property("logoCovered")
    row, column = RULES.board.logo[0]
    turn.pending = [Placement(state.players[state.decider].hand[0].die, row, column)]
    assert board.property("logoCovered"), "a die of this turn on the logo"
    turn.pending = []
    table.state = position(lambda s: s.phase == Phase.PLACE and bool(s.board))
    assert board.property("logoCovered"), "the opening's tiles on the logo"

"""ui/setcubed/log_replay.py: a SET Cubed game replayed for the table's log ends in the state
the moves lead to, with the log's lines of every move from the first roll on, and a default
seat name in the desk's language (typed names as they are)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from cleverdesk.setcubed import PlayerSetup, SetCubedSetup
from cleverdesk.setcubed.bots import make_bot
from cleverdesk.ui.common import language
from cleverdesk.ui.setcubed import words
from cleverdesk.ui.setcubed.log_replay import replay_log
from tests.ui.set_table import RULES


@pytest.fixture
def english(qapp: object) -> Iterator[None]:
    language.install("en")
    yield
    language.install("en")


def test_the_state_and_every_line_of_the_moves(english: None) -> None:
    setup = SetCubedSetup(players=[PlayerSetup(name="Anna"), PlayerSetup(name="Ben")], seed=5)
    state, bot, moves = RULES.new_game(setup), make_bot("greedy"), []
    lines = words.log_lines(state.last_events, ["Anna", "Ben"])
    for _ in range(8):
        move = bot.choose(state, RULES.legal_moves(state))
        state = RULES.apply(state, move)
        moves.append(move)
        lines += words.log_lines(state.last_events, ["Anna", "Ben"])
    replayed, names, log = replay_log(RULES, setup, moves)
    assert replayed == state and names == ["Anna", "Ben"] and log == lines
    assert replay_log(RULES, setup, [])[0] == RULES.new_game(setup)


def test_a_default_name_in_the_desks_language(english: None) -> None:
    setup = SetCubedSetup(players=[PlayerSetup(name="Player 1"), PlayerSetup(name="Ben")],
                          seed=5)
    assert replay_log(RULES, setup, [])[1] == ["Player 1", "Ben"]
    language.install("de")
    assert replay_log(RULES, setup, [])[1] == ["Person 1", "Ben"]

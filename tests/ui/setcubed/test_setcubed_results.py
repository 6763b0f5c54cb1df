"""ui/setcubed/results.py: the scores of a SET Cubed game as the table shows them. Every round
played has a row with each seat's points, the totals are the engine's, and only once the game
is over do the winners (or a shared win) and the reason it ended appear."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from cleverdesk.setcubed import Phase
from cleverdesk.setcubed.model import EndReason
from cleverdesk.typed_text import typed
from cleverdesk.ui.common import language
from cleverdesk.ui.setcubed.results import Results, round_scores
from tests.ui.set_table import RULES, FakeTable, position


@pytest.fixture(autouse=True)
def english(qapp: object) -> None:
    language.install("en")


def test_a_row_per_round_with_every_seats_points() -> None:
    state = position(lambda s: s.phase == Phase.GAME_OVER)
    rows = round_scores(state)
    assert [r["round"] for r in rows] == list(range(1, len(rows) + 1))
    for seat, player in enumerate(state.players):
        points = [r["points"][seat] for r in rows]
        assert points[:len(player.round_points)] == list(player.round_points)
        assert sum(points) == player.total


def test_the_winners_and_the_end_once_the_game_is_over() -> None:
    state = position(lambda s: s.phase == Phase.GAME_OVER)
    table = FakeTable(state)
    results = Results(table)
    assert results.property("playerNames") == ["Anna", "Ben"]
    assert results.property("totals") == [p.total for p in state.players]
    assert results.property("roundScores") == round_scores(state)
    winners = [typed(table.names[s]) for s in RULES.winners(state)]
    assert results.property("winnersText") == (
        f"{winners[0]} wins!" if len(winners) == 1 else
        f"A tie: {' and '.join(winners)} share the win.")
    assert state.end_reason == EndReason.HAND_EMPTY
    assert results.property("endText") == "A hand ran empty and the round was played out."
    table.state = state.model_copy(update={"end_reason": EndReason.STALL_ROUNDS})
    assert results.property("endText") == (
        "Nobody could place a die any more: the game is scored as it stands.")
    table.rules = SimpleNamespace(winners=lambda _: [0, 1])  # two share the win
    assert results.property("winnersText") == (
        f"A tie: {typed('Anna')} and {typed('Ben')} share the win.")


def test_nothing_is_won_before_the_end() -> None:
    state = position(lambda s: s.phase == Phase.PLACE and s.round >= 2)
    results = Results(FakeTable(state))
    assert results.property("winnersText") == "" and results.property("endText") == ""
    assert len(results.property("roundScores")) == len(round_scores(state)) >= 1
    empty = Results(FakeTable(None))
    assert empty.property("roundScores") == [] and empty.property("totals") == []

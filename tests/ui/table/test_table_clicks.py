"""ui/table/clicks.py: a click on a lit cell plays its move, or opens its choice when it
means several; a die is chosen and dropped again; Esc closes what is open and looks back at the
decider's sheet; Enter confirms a hand-over; nothing is played while the player may not
decide."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from cleverdesk.engine import GameSetup, Move, MoveKind, PlayerSetup, get_rules
from cleverdesk.ui.table.clicks import TableClicks
from cleverdesk.ui.table.input_steps import TableInput
from cleverdesk.ui.table.turn_facts import TurnFacts

GSC = "ganz-schoen-clever"


class Table:
    """What the clicks ask of the controller, written down."""

    def __init__(self) -> None:
        self.played: list[Move] = []
        self.shown: list[int | None] = []
        self.calls: list[str] = []


def clicks_at(**changes: Any) -> tuple[TableClicks, TableInput, Table, TurnFacts]:
    rules = get_rules(GSC)
    setup = GameSetup(game=GSC, players=[PlayerSetup(name="Ann"), PlayerSetup(name="Ben")],
                      seed=3)
    state = rules.new_game(setup)
    turn = replace(TurnFacts(rules=rules, state=state, legal=tuple(rules.legal_moves(state)),
                             names=("Ann", "Ben"), view=state.decider or 0, interactive=True),
                   **changes)
    table, table_input = Table(), TableInput()
    clicks = TableClicks(table_input, play=table.played.append, refresh=table.shown.append,
                         confirm_hand_over=lambda: table.calls.append("hand over"),
                         finish_turn=lambda: table.calls.append("finish"))
    clicks.see(turn)
    return clicks, table_input, table, turn


def test_a_cell_that_means_one_move_plays_it_and_one_that_means_several_asks(qapp: Any) -> None:
    clicks, table_input, table, turn = clicks_at()
    first, second = [i for i, m in enumerate(turn.legal) if m.kind == MoveKind.PICK][:2]
    table_input.alternatives = {("yellow", 0): [first]}
    clicks.play(first)
    assert table.played == [turn.legal[first]]
    table_input.alternatives = {("yellow", 0): [first, second]}
    clicks.play(first)
    assert table.played == [turn.legal[first]] and table_input.choice == ("yellow", 0)
    clicks.pressDieKey(2)  # a number key picks among the choice's moves
    assert table.played[-1] == turn.legal[second]


def test_nothing_is_played_while_the_player_may_not_decide(qapp: Any) -> None:
    clicks, _, table, turn = clicks_at(interactive=False)
    clicks.choose(0)
    clicks.selectDie(turn.selectable()[0] if turn.selectable() else "white")
    assert table.played == [] and table.shown == []


def test_a_die_is_chosen_on_the_deciders_sheet_and_dropped_by_esc(qapp: Any) -> None:
    clicks, table_input, table, turn = clicks_at()
    die = turn.selectable()[0]
    clicks.selectDie(die)
    assert table_input.selected == die and table.shown == [turn.decider]
    assert clicks.cancel() and table_input.selected is None
    assert not clicks.cancel(), "nothing left to close: Esc offers to leave"
    other = 1 - turn.decider
    clicks.see(replace(turn, view=other))
    assert clicks.cancel() and table.shown[-1] == turn.decider


def test_enter_confirms_the_hand_over_or_ends_the_turn_shown(qapp: Any) -> None:
    clicks, _, table, turn = clicks_at(handover=1, interactive=False)
    clicks.activate()
    clicks.see(replace(turn, handover=-1, done=0))
    clicks.activate()
    assert table.calls == ["hand over", "finish"]


def test_a_hint_lights_its_move_without_playing_it(qapp: Any) -> None:
    clicks, table_input, table, turn = clicks_at()
    move = next(m for m in turn.legal if m.kind == MoveKind.PICK and m.area is not None)
    clicks.light(move)
    assert table_input.selected == move.die and table_input.cursor == (move.area, move.cell)
    assert table.played == [] and table.shown == [None]
    waiting, waiting_input, _, _ = clicks_at(interactive=False)
    waiting.light(move)
    assert waiting_input.selected is None

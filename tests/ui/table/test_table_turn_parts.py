"""ui/table/turn_view.py, turn_actions.py, turn_choices.py and turn_facts.py: the parts of the
table QML reads (``Game.turn``, ``Game.actions``, ``Game.choice``) show what the turn's facts
say: nothing without a game, the decider and whose sheet is shown, the hand-over, the buttons
only while the player at the device may decide, a cell's choices in the order of the number
written."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from cleverdesk.engine import GameSetup, MoveKind, PlayerSetup, get_rules
from cleverdesk.typed_text import typed
from cleverdesk.ui.common.kept import publish
from cleverdesk.ui.table.turn_actions import TurnActions
from cleverdesk.ui.table.turn_choices import TurnChoices
from cleverdesk.ui.table.turn_facts import TurnFacts
from cleverdesk.ui.table.turn_view import TurnView

GSC = "ganz-schoen-clever"


def facts(**changes: Any) -> TurnFacts:
    rules = get_rules(GSC)
    setup = GameSetup(game=GSC, players=[PlayerSetup(name="Ann"), PlayerSetup(name="Ben")],
                      seed=3)
    state = rules.new_game(setup)
    turn = TurnFacts(rules=rules, state=state, legal=tuple(rules.legal_moves(state)),
                     names=("Ann", "Ben"), view=state.decider or 0, interactive=True)
    return replace(turn, **changes)


def parts(turn: TurnFacts) -> tuple[TurnView, TurnActions, TurnChoices]:
    played: list[MoveKind] = []
    view, actions, choice = TurnView(), TurnActions(played.append, lambda: None), TurnChoices()
    publish(turn, [view, actions, choice])
    return view, actions, choice


def test_without_a_game_everything_is_empty(qapp: Any) -> None:
    view, actions, choice = parts(TurnFacts())
    assert view.property("prompt") == "" and view.property("deciderSeat") == -1
    assert view.property("roundText") == "" and view.property("gameTitle") == ""
    assert not actions.property("canReroll") and actions.property("rerollsLeft") == 0
    assert choice.property("choices") == [] and choice.property("optionalBonuses") == []


def test_the_words_name_the_decider_and_the_sheet_shown(qapp: Any) -> None:
    turn = facts()
    decider = turn.decider
    view, _, _ = parts(turn)
    assert view.property("deciderName") == turn.names[decider]
    assert view.property("roundText") == f"Round 1 of {turn.state.rounds}"
    assert view.property("viewSeat") == decider and view.property("prompt") != ""
    other = 1 - decider
    looking, _, _ = parts(replace(turn, view=other))
    assert looking.property("viewName") == turn.names[other]
    assert looking.property("prompt").startswith(f"You are looking at {typed(turn.names[other])}'s")
    handing, _, _ = parts(replace(turn, handover=other, interactive=False))
    assert handing.property("prompt") == f"Pass the device to {typed(turn.names[other])}."
    assert handing.property("handOverName") == turn.names[other]


def test_the_buttons_follow_the_legal_moves_only_for_the_player_at_the_device(qapp: Any) -> None:
    turn = facts()
    kinds = {m.kind for m in turn.legal}
    _, actions, _ = parts(turn)
    assert actions.property("canReroll") == (MoveKind.REROLL in kinds)
    assert actions.property("mustForfeit") == (MoveKind.FORFEIT in kinds
                                               and MoveKind.PICK not in kinds)
    assert actions.property("rerollsLeft") == turn.track_left("reroll")
    _, waiting, _ = parts(replace(turn, interactive=False))
    assert not waiting.property("canReroll") and not waiting.property("canUseExtra")


def test_a_press_names_the_kind_of_move_and_the_controller_plays_it(qapp: Any) -> None:
    played: list[MoveKind] = []
    armed: list[bool] = []
    actions = TurnActions(played.append, lambda: armed.append(True))
    actions.reroll()
    actions.useTrack("reroll")
    actions.useTrack("extra_die")
    actions.skipOptional()
    assert played == [MoveKind.REROLL, MoveKind.REROLL, MoveKind.SKIP] and armed == [True]


def test_a_cells_choices_are_in_the_order_of_the_number_written(qapp: Any) -> None:
    turn = facts()
    picks = [i for i, m in enumerate(turn.legal) if m.kind == MoveKind.PICK]
    cell = ("yellow", 0)
    chosen = replace(turn, choice=cell, alternatives={cell: list(reversed(picks[:3]))})
    _, _, choice = parts(chosen)
    shown = [c["id"] for c in choice.property("choices")]
    def written(i: int) -> int:
        move = turn.legal[i]
        return move.value if move.value is not None else turn.state.faces.get(move.die or "", 0)
    assert sorted(shown) == sorted(picks[:3])
    assert [written(i) for i in shown] == sorted(written(i) for i in shown)
    _, _, closed = parts(replace(chosen, interactive=False))
    assert closed.property("choices") == []

"""ui/setcubed/turn_view.py: the turn as the SET Cubed table shows it, against a stand-in table.
The prompt says what the phase asks of whom (or that a computer thinks, or whom to pass the
device to), the buttons are offered only in their phase and only to a human holding the
device, and the hand-over screen names the next player and what comes next. The words keep
their German translation (context SetCubedGame)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from cleverdesk.setcubed import Phase
from cleverdesk.setcubed.symbols import WILD
from cleverdesk.typed_text import typed
from cleverdesk.ui.common import language
from cleverdesk.ui.setcubed.turn import Turn
from cleverdesk.ui.setcubed.turn_view import TurnView, phase_title
from tests.ui.set_table import RULES, FakeTable, position

BUTTONS = ("canPass", "canKeepWilds", "extraRollStep", "building")


@pytest.fixture(autouse=True)
def english(qapp: object) -> Iterator[None]:
    language.install("en")
    yield
    language.install("en")


def view_of(state, **kwargs) -> tuple[FakeTable, Turn, TurnView]:
    table, turn = FakeTable(state, **kwargs), Turn()
    return table, turn, TurnView(table, turn)


def offered(view: TurnView) -> set[str]:
    return {name for name in BUTTONS if view.property(name)}


@pytest.mark.parametrize(("phase", "opens", "buttons"), [
    (Phase.OPENING, ", you open: place three dice", {"building"}),
    (Phase.PLACE, ", place up to 3 dice", {"building", "canPass"}),
    (Phase.REPLACE, ", a die in your hand shows the symbol of a WILD", {"canKeepWilds"}),
    (Phase.EXTRA_ROLL, "EXTRA ROLL, ", {"extraRollStep"}),
])
def test_each_phase_prompts_the_decider_and_offers_its_buttons(
        phase: Phase, opens: str, buttons: set[str]) -> None:
    state = position(lambda s: s.phase == phase)
    table, _, view = view_of(state)
    name = table.names[state.decider]
    assert name in view.property("prompt") and opens in view.property("prompt")
    assert offered(view) == buttons and view.property("humanToMove")
    assert view.property("phaseTitle") == phase_title(phase)
    assert view.property("handTitle") == f"{typed(name)}'s hand"


def test_a_computer_thinks_and_a_waiting_device_is_passed_on() -> None:
    state = position(lambda s: s.phase == Phase.PLACE)
    name = state.setup.players[state.decider].name
    _, _, view = view_of(state, computers={state.decider})
    assert view.property("prompt") == f"{typed(name)} is thinking…" and offered(view) == set()
    _, _, view = view_of(state, waiting=state.decider)
    assert view.property("prompt") == f"Pass the device to {typed(name)}."
    assert offered(view) == set() and not view.property("humanToMove")
    assert view.property("handOver") and view.property("handOverName") == name
    assert view.property("handOverWhat") == "Next: Place dice."
    _, _, view = view_of(state)
    assert not view.property("handOver") and view.property("handOverName") == ""
    assert view.property("handOverWhat") == ""


def test_the_prompt_follows_the_turn_being_built() -> None:
    state = position(lambda s: s.phase == Phase.PLACE and bool(s.board) and any(
        h.face == WILD for h in s.players[s.decider].hand))
    table, turn, view = view_of(state)
    legal = next(m for m in RULES.turns_for(state, state.decider)
                 if all(p.declared is None for p in m.placements))
    assert not view.property("canTakeBack") and not view.property("canEndTurn")
    for p in legal.placements:
        turn.put(RULES, state, p.die, p.cell, "")
    turn.judge(RULES, state, table.building())
    assert view.property("prompt").startswith("Add more dice (up to 3)")
    assert view.property("canTakeBack") and view.property("canEndTurn")
    assert view.property("pendingCount") == len(legal.placements)
    wild = next(h.die for h in state.players[state.decider].hand if h.face == WILD)
    turn.wild_ask = (wild, (1, 1))
    assert view.property("prompt") == "Say which symbol your WILD shows."


def test_the_die_chosen_the_dice_picked_and_the_timer() -> None:
    state = position(lambda s: s.phase == Phase.EXTRA_ROLL)
    _, turn, view = view_of(state, seconds=12)
    assert view.property("selectedDie") == -1 and view.property("chosenCount") == 0
    turn.chosen = {1, 2}
    turn.selected = 4
    assert view.property("selectedDie") == 4 and view.property("chosenCount") == 2
    assert view.property("timeLeft") == 12


def test_the_end_and_no_game() -> None:
    state = position(lambda s: s.phase == Phase.GAME_OVER)
    _, _, view = view_of(state)
    assert view.property("prompt") == "The game is over." and offered(view) == set()
    _, _, view = view_of(None)
    assert view.property("prompt") == "" and view.property("phaseTitle") == ""
    assert view.property("handTitle") == ""


def test_the_words_keep_their_german_translation() -> None:
    state = position(lambda s: s.phase == Phase.PLACE)
    _, _, view = view_of(state, waiting=state.decider)
    language.install("de")
    name = state.setup.players[state.decider].name
    assert view.property("phaseTitle") == "Würfel legen"
    assert view.property("prompt") == f"Gib das Gerät an {typed(name)} weiter."

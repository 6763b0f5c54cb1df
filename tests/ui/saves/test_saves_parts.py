"""The Saves singleton's collaborators on their own: the undo of the game on the table
(ui/saves/undo.py), the notify signals of changed properties only (ui/saves/notify.py) and what
the screen says (ui/saves/messages.py)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from cleverdesk.engine import GameRecord, GameSetup, PlayerSetup, get_rules
from cleverdesk.engine.simulate import play_game
from cleverdesk.ui.saves.messages import SaveMessages
from cleverdesk.ui.saves.notify import ChangedProperties
from cleverdesk.ui.saves.undo import GameUndo

GSC = "ganz-schoen-clever"


def record(moves: int) -> GameRecord:
    setup = GameSetup(game=GSC, players=[PlayerSetup(name="Anna")], seed=5)
    _, played = play_game(get_rules(GSC), setup.model_copy(update={"players": [
        PlayerSetup(name="Anna", bot="greedy")]}))
    return GameRecord(setup=setup, moves=played.moves[:moves])


def test_the_undo_rule_is_fixed_when_a_game_starts() -> None:
    undo = GameUndo()
    undo.honest = True
    undo.start(record(0))
    assert undo.session and not undo.allowed
    assert "Undo is off" in undo.undo_tip(over=False) and "Undo is off" in undo.redo_tip()
    undo.honest = False  # later games only
    assert not undo.allowed and not undo.forbid()
    undo.start(record(0))
    assert undo.allowed and undo.forbid() and not undo.allowed


def test_moves_are_followed_and_an_out_of_step_record_taken_as_it_is() -> None:
    undo = GameUndo()
    undo.follow(record(3))  # a game started elsewhere
    session = undo.session
    assert session and undo.history is not None and len(undo.history.record.moves) == 3
    undo.follow(record(4))
    assert len(undo.history.record.moves) == 4 and undo.session == session
    assert undo.suggested_title().endswith("– Anna")


def test_practice_undo_applies_to_the_running_game_and_hints_are_marked_once() -> None:
    undo = GameUndo()
    assert not undo.set_practice(True)  # no game yet
    undo.start(record(0))
    assert undo.history is not None and undo.history.practice
    assert undo.set_practice(False) and not undo.history.practice
    assert undo.mark_hints() and not undo.mark_hints() and undo.hints_used
    assert not undo.step(back=True)  # nothing to take back


class Owner(QObject):
    aChanged = Signal()
    bChanged = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.a, self.b = 1, "x"


def test_only_the_properties_that_changed_are_notified(qapp: Any) -> None:
    owner = Owner()
    heard: list[str] = []
    owner.aChanged.connect(lambda: heard.append("a"))
    owner.bChanged.connect(lambda: heard.append("b"))
    notifier = ChangedProperties(owner, ("a", "b"))
    assert notifier.emit_changed() == [] and heard == []
    owner.b = "y"
    assert notifier.emit_changed() == ["b"] and heard == ["b"]
    owner.a, owner.b = 2, "z"
    assert notifier.emit_changed() == ["a", "b"]


def test_a_problem_is_said_once_and_the_message_is_the_last_thing_done(qapp: Any) -> None:
    messages = SaveMessages()
    messages.report("A file failed.")
    messages.report("A file failed.")
    assert messages.problems == ["A file failed."]
    messages.dismiss_problems()
    assert messages.problems == []
    messages.say("Saved.")
    assert messages.message == "Saved."

"""Undo and redo of SET Cubed turns: the engine's UndoHistory works with SET Cubed's rules."""

from __future__ import annotations

import pytest

from cleverdesk import setcubed
from cleverdesk.engine.undo import UndoHistory, UndoUnavailable
from cleverdesk.setcubed.bots import make_bot

from .support import setup


def _played(seed: int, limit: int) -> setcubed.SetCubedRecord:
    """Anna (human, random choices) against Ben (greedy computer)."""
    rules = setcubed.get_rules()
    game = setup(players=2, seed=seed, bots=[None, "greedy"])
    deciders = {0: make_bot("random", seed=seed), 1: make_bot("greedy", seed=seed + 1)}
    state = rules.new_game(game)
    record = setcubed.SetCubedRecord(setup=game, data=rules.ref)
    while state.decider is not None and len(record.moves) < limit:
        move = deciders[state.decider].choose(state, rules.legal_moves(state))
        state = rules.apply(state, move)
        record.moves.append(move)
    return record


def test_undo_takes_back_the_human_turn_and_the_computer_replies() -> None:
    """Practice undo: back past the computer's replies and the dice drawn since."""
    rules = setcubed.get_rules()
    record = _played(seed=11, limit=14)
    history = UndoHistory(record, rules=rules, practice=True)
    seats = [rules.replay(setcubed.SetCubedRecord(setup=record.setup, data=record.data,
                                                  moves=record.moves[:k])).decider
             for k in range(len(record.moves))]
    last_human = max(k for k, seat in enumerate(seats) if seat == 0)
    history.undo()
    assert history.record.moves == record.moves[:last_human]
    assert isinstance(history.record, setcubed.SetCubedRecord)
    assert history.record.data == record.data  # the data reference is kept
    assert history.state.decider == 0
    # the dice are the same whatever is decided: the table is the one Anna had
    before = rules.replay(setcubed.SetCubedRecord(setup=record.setup, data=record.data,
                                                  moves=record.moves[:last_human]))
    assert history.state.model_dump() == before.model_dump()
    assert history.practice_used
    history.redo()
    assert history.record.moves == record.moves
    assert history.state.model_dump() == rules.replay(record).model_dump()


def test_without_practice_undo_the_turn_once_passed_on_stays() -> None:
    """By default undo never goes back past the dice drawn after a placement or the other
    player's turn: after the computer replied there is nothing to take back."""
    rules = setcubed.get_rules()
    history = UndoHistory(_played(seed=11, limit=14), rules=rules)
    assert not history.can_undo and history.blocked_by_dice
    with pytest.raises(UndoUnavailable):
        history.undo()


def test_no_undo_before_the_first_human_move_and_none_when_forbidden() -> None:
    rules = setcubed.get_rules()
    game = setup(players=2, seed=3, bots=["greedy", "greedy"])
    record = setcubed.SetCubedRecord(setup=game, data=rules.ref)
    with pytest.raises(UndoUnavailable):
        UndoHistory(record, rules=rules).undo()
    honest = UndoHistory(_played(seed=2, limit=8), rules=rules, allowed=False)
    assert not honest.can_undo
    with pytest.raises(UndoUnavailable):
        honest.undo()


def test_a_new_move_after_undo_clears_redo() -> None:
    rules = setcubed.get_rules()
    history = UndoHistory(_played(seed=5, limit=12), rules=rules, practice=True)
    history.undo()
    assert history.can_redo
    move = make_bot("greedy", seed=0).choose(history.state, rules.legal_moves(history.state))
    history.play(move)
    assert not history.can_redo

"""Undo at the desk never shows the future: it fixes a misclick within the decision, and goes
back past dice already seen only with "practice undo", which keeps the game out of the records."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt

from cleverdesk.engine import GameRecord, GameSetup, MoveKind, Phase, PlayerSetup, get_rules
from cleverdesk.engine.bots import make_bot
from cleverdesk.engine.undo import reveals
from cleverdesk.store import load_save
from cleverdesk.ui.app.app import singleton
from tests.ui.driver import Driver

GSC = "ganz-schoen-clever"
RULES = get_rules(GSC)


def _solo(seed: int) -> GameSetup:
    return GameSetup(game=GSC, players=[PlayerSetup(name="Ada")], seed=seed)


def _play_to_the_end(desk: Driver) -> None:
    chooser = make_bot("greedy", seed=5)
    for _ in range(400):
        desk.wait_for_human_or_end()
        if desk.game.property("finished"):
            return
        desk.play_by_clicks(chooser.choose(desk.game.state, desk.game.legal))
    raise AssertionError("the game did not end")


def test_undo_after_a_roll_does_not_show_the_next_roll_again(desk: Driver) -> None:
    """Seed 7 (the issue's): after the first pick roll 2 is on the table. Undo stays off, so a
    different first pick cannot be tried against the roll 2 already seen."""
    saves = singleton(desk.engine, "Saves")
    desk.game.start_setup(_solo(7))
    first = desk.game.state
    pick = next(m for m in desk.game.legal if m.kind == MoveKind.PICK)
    desk.play_by_clicks(pick)
    while desk.game.state.roll_no == 1:  # a bonus to place first: the same decision
        assert desk.item("undoButton").isEnabled()
        desk.play_by_clicks(desk.game.legal[0])
    assert desk.game.state.roll_no == 2
    moves = len(desk.game.record.moves)
    assert not desk.item("undoButton").isEnabled()
    assert "practice undo" in desk.item("undoButton").property("tip")
    desk.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(desk.game.record.moves) == moves, "Ctrl+Z took back a move past seen dice"

    # Practice undo (the setting) goes back; the game is marked from then on, also on disk.
    desk.desk.setProperty("practiceUndo", True)
    desk.settle()
    assert desk.item("undoButton").isEnabled()
    assert not saves.property("practiceUsed")
    while desk.game.record.moves:
        desk.click("undoButton")
    assert desk.game.state == first
    assert saves.property("practiceUsed")
    saves.flush()
    assert load_save(saves.store.autosave_path(saves.session)).options.practice_used

    # Played to the end: listed in the history as a practice game, not in the records.
    _play_to_the_end(desk)
    history = singleton(desk.engine, "History")
    store = history.store
    [entry] = store.games()
    assert entry.practice
    assert store.stats(GSC).count == 0, "a practice game is no record"
    history.refresh()
    rows = history.property("games")
    role = next(r for r, name in rows.roleNames().items() if bytes(name) == b"modeName")
    assert rows.data(rows.index(0, 0), role) == "Solo · practice undo"


def test_a_game_without_practice_undo_counts(desk: Driver) -> None:
    desk.game.start_setup(_solo(7))
    _play_to_the_end(desk)
    store = singleton(desk.engine, "History").store
    [entry] = store.games()
    assert not entry.practice and store.stats(GSC).count == 1


def _before_a_quiet_pick(seed: int) -> tuple[GameRecord, object]:
    """A record that stops where a pick leaves the player deciding on (no new dice): the
    greedy player's game, with the first such pick found."""
    rng = random.Random(seed)
    state = RULES.new_game(_solo(seed))
    record = GameRecord(setup=_solo(seed))
    while state.phase != Phase.GAME_OVER:
        legal = RULES.legal_moves(state)
        for move in legal:
            if move.kind == MoveKind.PICK and not reveals(state, RULES.apply(state, move)):
                return record, move
        move = rng.choice(legal)
        state = RULES.apply(state, move)
        record.moves.append(move)
    raise AssertionError("no quiet pick in the game")


def test_a_misclick_within_the_decision_is_taken_back(desk: Driver) -> None:
    """A pick that leaves the player deciding on (a bonus, a +1 action) can be undone: the
    same dice are on the table, and the game still counts."""
    saves = singleton(desk.engine, "Saves")
    record, quiet = _before_a_quiet_pick(3)
    desk.game.resume(record)
    desk.settle()
    before = desk.game.state
    desk.play_by_clicks(quiet)
    desk.settle()
    assert desk.item("undoButton").isEnabled()
    desk.click("undoButton")
    assert desk.game.state == before
    assert not saves.property("practiceUsed")

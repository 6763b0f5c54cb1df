"""Play a game of real dice at the desk (issue 45): each throw typed into the throw-entry panel
with the keyboard, the faces a seeded game's oracle shows there."""

from __future__ import annotations

from PySide6.QtCore import Qt

from cleverdesk.engine import get_rules
from cleverdesk.engine.bots import make_bot
from cleverdesk.i18n_words import die_letter
from tests.engine.real_dice_support import Faces, oracle_throw
from tests.ui.driver import Driver
from tests.ui.keyboard_play import keyboard_moves, play_by_keys


def awaited_faces(desk: Driver, seed: int) -> Faces:
    """The faces the oracle of ``seed`` shows where the game on the table waits for a throw."""
    rules, state = desk.game.rules, desk.game.state
    awaited = rules.awaited_throw(state)
    assert awaited is not None, "no throw is awaited"
    return oracle_throw(rules, seed, awaited)


def type_throw(desk: Driver, faces: Faces, *, letters: bool) -> None:
    """Type a throw into the panel: each face after its die's letter (in the order given), or
    the faces alone (in the order the panel shows the dice: the game's)."""
    desk.settle()
    assert desk.game.property("throwEntry").property("open"), "the panel is not open"
    if letters:
        text = " ".join(f"{die_letter(die)}{face}" for die, face in faces)
    else:
        shown = [row["die"] for row in desk.game.property("throwEntry").property("dice")]
        by_die = dict(faces)
        text = " ".join(str(by_die[die]) for die in shown)
    desk.type_text(text)


def enter_throw_by_keys(desk: Driver, faces: Faces, *, letters: bool) -> None:
    """Type the throw, Enter to see it, Enter to confirm it."""
    before = dict(desk.game.record.throws)
    type_throw(desk, faces, letters=letters)
    desk.key(Qt.Key.Key_Return)
    entry = desk.game.property("throwEntry")
    assert entry.property("confirming"), entry.property("problem")
    desk.key(Qt.Key.Key_Return)
    assert len(desk.game.record.throws) == len(before) + 1, "the throw did not count"


def play_real_dice_by_keys(desk: Driver, seed: int, max_steps: int = 900) -> int:
    """Keys only until the game's end: throws from the oracle of ``seed`` (letters where the
    order counts: the solo passive throw), moves chosen by a computer player and made by keys.
    Returns the throws entered."""
    chooser = make_bot("greedy", seed=5)
    rules = get_rules(desk.game.state.game)
    throws = 0
    for _ in range(max_steps):
        desk.wait_for_human_or_end()
        if desk.game.property("finished"):
            return throws
        if desk.game.property("handOver") or desk.game.property("turnDone"):
            desk.key(Qt.Key.Key_Return)
            continue
        awaited = rules.awaited_throw(desk.game.state)
        if awaited is not None:
            solo_passive = awaited.kind == "solo_passive_roll"
            enter_throw_by_keys(desk, awaited_faces(desk, seed),
                                letters=solo_passive or throws % 2 == 1)
            throws += 1
            continue
        play_by_keys(desk, chooser.choose(desk.game.state, keyboard_moves(desk.game.legal)))
    raise AssertionError("the game did not end")

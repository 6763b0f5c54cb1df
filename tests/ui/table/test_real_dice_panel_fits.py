"""The throw-entry panel of real dice (issue 45) fits the window: at 800×600 and 1280×800, in
German, Dutch and English, roll 1, a reroll and the solo passive throw show every die, the text
field and the buttons inside the window, none of them over another.
``CLEVERDESK_SHOTS=folder`` saves what each case looked like."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRectF, Qt

from cleverdesk.engine import MoveKind
from cleverdesk.ui.app.app import singleton
from cleverdesk.ui.common import language
from tests.engine.real_dice_support import setup
from tests.ui import keyboard_play
from tests.ui.driver import Driver
from tests.ui.real_dice_play import awaited_faces, enter_throw_by_keys, type_throw

SHOTS = os.environ.get("CLEVERDESK_SHOTS")
SIZES = [(800, 600), (1280, 800)]
SEED = 11


@pytest.fixture(autouse=True)
def english_afterwards(qapp: object) -> Iterator[None]:
    yield
    language.install("en")


def _rect(item) -> QRectF:  # type: ignore[no-untyped-def]
    return item.mapRectToScene(QRectF(0, 0, item.width(), item.height()))


def to_roll_one(desk: Driver) -> None:
    desk.game.start_setup(setup("ganz-schoen-clever", 1, SEED))
    desk.settle()


def to_reroll(desk: Driver) -> None:
    """Roll 1 entered, its lowest die taken (the others are thrown again), roll 2 entered,
    then the reroll action (round 1's bonus): roll 2's dice are asked for again."""
    to_roll_one(desk)
    enter_throw_by_keys(desk, awaited_faces(desk, SEED), letters=False)
    faces = desk.game.state.faces
    picks = [m for m in desk.game.legal if m.kind == MoveKind.PICK]
    keyboard_play.play_by_keys(desk, min(picks, key=lambda m: faces[m.die or ""]))
    enter_throw_by_keys(desk, awaited_faces(desk, SEED), letters=False)
    desk.key(Qt.Key.Key_R)
    desk.settle()


def to_solo_passive(desk: Driver) -> None:
    to_roll_one(desk)
    while desk.game.state.throw_needed != "solo_passive_roll":
        if desk.game.rules.awaited_throw(desk.game.state) is not None:
            enter_throw_by_keys(desk, awaited_faces(desk, SEED), letters=False)
            continue
        legal = desk.game.legal
        move = next((m for m in legal if m.kind == MoveKind.PICK), None) or next(
            (m for m in legal if m.kind in (MoveKind.END_WINDOW, MoveKind.FORFEIT)), legal[0])
        keyboard_play.play_by_keys(desk, move)
    desk.settle()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "de", "nl"])
@pytest.mark.parametrize("throw", ["roll1", "reroll", "solo_passive"])
def test_the_throw_panel_fits_the_window(desk: Driver, throw: str, lang: str,
                                         size: tuple[int, int]) -> None:
    singleton(desk.engine, "Language").choose(lang)
    desk.window.resize(*size)
    {"roll1": to_roll_one, "reroll": to_reroll, "solo_passive": to_solo_passive}[throw](desk)
    entry = desk.game.property("throwEntry")
    assert entry.property("open")
    kind = desk.game.rules.awaited_throw(desk.game.state).kind
    assert kind == {"roll1": "roll", "reroll": "reroll", "solo_passive": "solo_passive_roll"}[
        throw]
    faces = awaited_faces(desk, SEED)
    type_throw(desk, faces[:2], letters=True)  # halfway: two dice have their faces
    desk.click(f"entryDie_{faces[-1][0]}")  # and the face buttons are out for another
    desk.settle()
    if SHOTS:
        desk.window.grabWindow().save(f"{SHOTS}/entry_{throw}_{lang}_{size[0]}x{size[1]}.png")
    window = QRectF(0, 0, desk.window.width(), desk.window.height())
    names = ["throwTitle", "throwHint", "throwText", "throwSubmit", "faceButton_6",
             *(f"entryDie_{die}" for die, _ in faces)]
    rects = {name: _rect(desk.item(name)) for name in names}
    for name, rect in rects.items():
        assert window.contains(rect), f"{name} is outside the window at {size}"
    for first in names:
        for second in names:
            if first < second:
                assert not rects[first].intersects(rects[second]), (first, second)
    title = desk.item("throwTitle")
    assert title.property("implicitWidth") <= title.width() + 0.5, "the title is cut"

"""A format 0 save (no checksum) opens at the desk and the player is told it is unverified."""

from __future__ import annotations

import shutil
from pathlib import Path

from cleverdesk.ui.saves.desk import Saves
from tests.ui.driver import Driver

FIXTURES = Path(__file__).parents[2] / "store" / "fixtures"


def test_a_format_0_save_opens_and_says_it_could_not_be_verified(desk: Driver,
                                                                  user_data: Path) -> None:
    folder = user_data / "saves"
    folder.mkdir(parents=True, exist_ok=True)
    shutil.copy(next(FIXTURES.glob("save-v0*.json")), folder / "old-game.json")
    saves = desk.engine.singletonInstance("Cleverdesk", "Saves")
    assert isinstance(saves, Saves)
    desk.click("homeSaves")
    desk.saves_listed()
    assert not desk.has("problemBanner"), "listing it is no reason to worry yet"
    assert saves.openSave("old-game")
    desk.settle()
    texts = [item.property("text") for item in desk.items("problemText")]
    assert len(texts) == 1 and "could not be verified" in texts[0] and "old-game" in texts[0]
    assert desk.game.state is not None, "the game is on the table all the same"


def test_a_verified_save_says_nothing(desk: Driver, user_data: Path) -> None:
    folder = user_data / "saves"
    folder.mkdir(parents=True, exist_ok=True)
    shutil.copy(next(FIXTURES.glob("save-v1*.json")), folder / "newer-game.json")
    saves = desk.engine.singletonInstance("Cleverdesk", "Saves")
    assert saves.openSave("newer-game")
    desk.settle()
    assert not desk.has("problemBanner")

"""The Saves screen never waits for the listing (issue 33, item 6): a thread looks through the
saved games, the screen shows at once what is known (with a busy sign) and fills in.

The listing is made slow here (every file takes half a second to check, as thousands of saves
take a minute): the screen's first frame still comes at once."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest

from cleverdesk.engine import GameRecord, GameSetup, PlayerSetup, get_rules
from cleverdesk.store import SaveInfo, SaveStore, saves
from cleverdesk.ui.saves.desk import Saves
from cleverdesk.ui.saves.save_list import LIST_WAIT_S
from tests.ui.driver import Driver

GSC = "ganz-schoen-clever"
CHECK_S = 0.5  # the slow check of one file


def _save(store: SaveStore, seed: int) -> SaveInfo:
    rules = get_rules(GSC)
    setup = GameSetup(game=GSC, players=[PlayerSetup(name=f"Ada {seed}")], seed=seed)
    state = rules.new_game(setup)
    record = GameRecord(setup=setup)
    for _ in range(2 + seed):
        move = rules.legal_moves(state)[0]
        state = rules.apply(state, move)
        record.moves.append(move)
    return store.save_as(record, f"Game {seed}", state=state)


@pytest.fixture
def slow_checks(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    """From now on every save file takes CHECK_S to check for the list (the index builder's work);
    the files checked are listed."""
    checked: list[Path] = []
    real = saves.list_info

    def slow(path: Any, **kwargs: Any) -> Any:
        time.sleep(CHECK_S)
        checked.append(Path(path))
        return real(path, **kwargs)

    monkeypatch.setattr(saves, "list_info", slow)
    return checked


def _saves(desk: Driver) -> Saves:
    found = desk.engine.singletonInstance("Cleverdesk", "Saves")
    assert isinstance(found, Saves)
    return found


def _open_saves_screen(desk: Driver) -> float:
    """Click "Saved games"; the seconds until the screen's first frame is on the window."""
    desk.settle()
    started = time.perf_counter()
    with desk.qtbot.waitSignal(desk.window.frameSwapped, timeout=5000):
        desk.item("homeSaves").clicked.emit()
    return time.perf_counter() - started


def test_the_saves_screen_shows_at_once_while_a_slow_first_listing_runs(
        desk: Driver, user_data: Path, slow_checks: list[Path]) -> None:
    store = SaveStore()
    made = [_save(store, seed) for seed in range(4)]  # no index yet: all four are checked
    shown = _open_saves_screen(desk)
    listing = _saves(desk)
    # four files of CHECK_S each would hold the GUI thread 2 s; it is held LIST_WAIT_S at most
    assert shown < LIST_WAIT_S + 0.8, shown
    assert len(slow_checks) < len(made)
    assert desk.has("savesScreen") and desk.has("savesBusy")
    assert not desk.has("savesEmpty")  # never "no saved games yet" while still looking
    assert listing.property("busy")
    desk.qtbot.waitUntil(lambda: not listing.property("busy"), timeout=30_000)
    desk.settle()
    assert not desk.has("savesBusy")
    for info in made:
        assert desk.has(f"saveRow_{info.save_id}")
    assert sorted(slow_checks) == sorted(info.path for info in made)


def test_a_later_session_shows_the_indexed_saves_at_once_and_fills_in_the_new_ones(
        desk: Driver, user_data: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = SaveStore()
    old = [_save(store, seed) for seed in range(3)]
    store.list_saves()  # an earlier session listed them: they are in the index
    checked: list[Path] = []
    real = saves.list_info

    def slow(path: Any, **kwargs: Any) -> Any:
        time.sleep(CHECK_S)
        checked.append(Path(path))
        return real(path, **kwargs)

    monkeypatch.setattr(saves, "list_info", slow)
    new = [_save(store, seed) for seed in range(3, 5)]  # saved by another desk meanwhile
    shown = _open_saves_screen(desk)
    assert shown < LIST_WAIT_S + 0.8, shown
    desk.settle()
    for info in old:  # known at once, from the index
        assert desk.has(f"saveRow_{info.save_id}")
    assert desk.has("savesBusy")
    listing = _saves(desk)
    desk.qtbot.waitUntil(lambda: not listing.property("busy"), timeout=30_000)
    desk.settle()
    for info in old + new:
        assert desk.has(f"saveRow_{info.save_id}")
    assert sorted(checked) == sorted(info.path for info in new)  # the old ones never again
    assert [row["saveId"] for row in listing.entries] == [
        info.save_id for info in SaveStore().list_saves().entries]


def test_a_save_deleted_or_imported_while_the_listing_runs_shows_at_once_and_stays_so(
        desk: Driver, user_data: Path, tmp_path: Path, slow_checks: list[Path]) -> None:
    store = SaveStore()
    made = [_save(store, seed) for seed in range(4)]
    elsewhere = _save(SaveStore(tmp_path / "elsewhere"), 7)
    _open_saves_screen(desk)
    listing = _saves(desk)
    model = listing.property("listModel")
    assert listing.property("busy")
    assert listing.deleteSave(made[0].save_id)
    assert model.find(made[0].save_id) is None  # at once, the listing still running
    assert listing.importFile(str(elsewhere.path))
    imported = [info for info in model.infos if info.title == "Game 7"]
    assert len(imported) == 1
    desk.qtbot.waitUntil(lambda: not listing.property("busy"), timeout=30_000)
    assert {info.save_id for info in model.infos} == {
        info.save_id for info in SaveStore().list_saves().entries}
    assert model.find(made[0].save_id) is None and model.find(imported[0].save_id) is not None

"""Saved games at the desk, through the real QML: autosave and Continue, undo and redo, named
saves, damaged files, settings on disk.

Every test runs with ``CLEVERDESK_DATA_DIR`` in a scratch folder (tests/ui/conftest.py).
"""

from __future__ import annotations

import json
import os
import signal
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from cleverdesk.engine import GameSetup, Move, Phase, PlayerSetup, replay
from cleverdesk.engine.bots import make_bot
from cleverdesk.store import SaveStore, load_save
from cleverdesk.store.settings import load_settings
from cleverdesk.ui.saves.desk import Saves
from tests.ui.driver import Driver

GAME = "ganz-schoen-clever"


def saves_of(desk: Driver) -> Saves:
    saves = desk.engine.singletonInstance("Cleverdesk", "Saves")
    assert isinstance(saves, Saves)
    return saves


def two_seats(seed: int) -> GameSetup:
    return GameSetup(game=GAME, players=[PlayerSetup(name="Ada"),
                                         PlayerSetup(name="Cleo", bot="greedy")], seed=seed)


def play_human_moves(desk: Driver, count: int, chooser_seed: int = 4) -> None:
    """``count`` moves of the human seat, clicked; the computer answers in between."""
    chooser = make_bot("greedy", seed=chooser_seed)
    for _ in range(count):
        desk.wait_for_human_or_end()
        assert not desk.game.property("finished")
        state = desk.game.state
        assert state is not None
        desk.play_by_clicks(chooser.choose(state, desk.game.legal))


def table_snapshot(desk: Driver) -> dict[str, object]:
    """What a player sees of the turn: texts, lit cells, dice, the log."""
    desk.settle()
    return {
        "prompt": desk.text("promptText"),
        "round": desk.text("roundText"),
        "turn": desk.text("turnText"),
        "lit": sorted(desk.lit_cells()),
        "log": desk.game.log.lines(),
        "pending": desk.game.property("actions").property("pendingBonus"),
    }


def leave_to_home(desk: Driver) -> None:
    desk.click("tableLeave")
    if desk.has("leaveConfirm"):
        desk.click("leaveConfirm")
    assert desk.has("homeScreen")


# ----------------------------------------------------------------------------- autosave, Continue
def test_autosave_after_every_move_and_continue_restores_the_exact_table(desk: Driver,
                                                                         user_data: Path) -> None:
    saves = saves_of(desk)
    assert not desk.item("homeContinue").isEnabled()
    desk.game.start_setup(GameSetup(game=GAME, players=[PlayerSetup(name="Ada")], seed=9))
    # Play (by clicks) until the player is in the middle of a choice: a bonus waiting.
    chooser = make_bot("greedy", seed=1)
    for _ in range(200):
        state = desk.game.state
        assert state is not None and state.phase != Phase.GAME_OVER
        if state.players[0].pending and state.move_count > 6:
            break
        desk.play_by_clicks(chooser.choose(state, desk.game.legal))
        saves.flush()
        on_disk = load_save(saves.store.autosave_path(saves.session))
        assert on_disk.record.moves == desk.game.record.moves  # written after every move
    else:
        pytest.fail("no bonus choice met")
    before_state = desk.game.state
    before = table_snapshot(desk)
    assert before["pending"] and before["lit"], "mid-choice: cells lit for the bonus"

    leave_to_home(desk)
    assert not desk.game.property("running")
    assert desk.item("homeContinue").isEnabled()
    assert "Ada" in desk.item("homeContinue").property("tip")
    desk.click("homeContinue")

    assert desk.has("tableScreen")
    assert desk.game.state == before_state
    assert table_snapshot(desk) == before
    # and play goes on from there
    move = next(m for m in desk.game.legal if m.cell is not None)
    desk.play_by_clicks(move)
    assert desk.game.record is not None and desk.game.record.moves[-1] == move


def test_continue_is_enabled_only_for_an_unfinished_game(desk: Driver) -> None:
    saves = saves_of(desk)
    desk.desk.setProperty("practiceUndo", True)  # even practice undo stops at the end
    desk.game.start_setup(GameSetup(game=GAME, players=[PlayerSetup(name="Ada")], seed=3))
    desk.game.autoplay(500)
    desk.qtbot.waitUntil(lambda: desk.game.property("finished"), timeout=30_000)
    assert saves.history is not None and saves.history.can_undo
    assert not saves.property("canUndo"), "the final scoring is final"
    assert not saves.undo()
    saves.flush()
    desk.wait_for_final_scoring()
    desk.click("finalHome")
    assert desk.has("homeScreen")
    assert not desk.item("homeContinue").isEnabled()
    assert desk.has("homeContinueHint")


def test_autosave_does_not_stall_the_window(desk: Driver) -> None:
    """The move path (engine + models + autosave hand-off) stays fast; the disk write (fsync)
    happens on the writer thread."""
    saves = saves_of(desk)
    desk.game.start_setup(two_seats(21))
    chooser = make_bot("greedy", seed=2)
    handoff = []
    original = saves._autosave  # measuring the hand-off itself

    def timed() -> None:
        started = time.perf_counter()
        original()
        handoff.append((time.perf_counter() - started) * 1000)

    saves._autosave = timed  # type: ignore[method-assign]
    for _ in range(25):
        desk.wait_for_human_or_end()
        state = desk.game.state
        assert state is not None
        desk.game.apply_move(chooser.choose(state, desk.game.legal))
    saves.flush()
    assert len(handoff) >= 25
    # Building and handing over the document is far below a frame; the fsync'ed write is not.
    assert statistics.median(handoff) < 8.0, handoff


def test_a_refused_autosave_is_reported_and_the_next_move_is_saved(
        desk: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    """The writer thread builds the document: when building it fails (a desk bug), the player
    reads why on the window (reported on the GUI thread), the writer lives on, and the next
    move is autosaved."""
    from cleverdesk.ui.saves import autosave as saves_autosave

    saves = saves_of(desk)
    desk.game.start_setup(two_seats(23))
    saves.flush()
    real = saves_autosave.build_document

    def refuse(*args: object, **kwargs: object) -> object:
        raise ValueError("a broken record")

    monkeypatch.setattr(saves_autosave, "build_document", refuse)
    chooser = make_bot("greedy", seed=3)
    desk.wait_for_human_or_end()
    desk.game.apply_move(chooser.choose(desk.game.state, desk.game.legal))
    saves.flush()
    desk.settle()
    assert any("could not be autosaved" in text and "a broken record" in text
               for text in saves.problems), saves.problems

    monkeypatch.setattr(saves_autosave, "build_document", real)
    desk.wait_for_human_or_end()
    desk.game.apply_move(chooser.choose(desk.game.state, desk.game.legal))
    saves.flush()
    record = desk.game.record
    assert record is not None
    loaded = SaveStore().latest_unfinished()[0]
    assert loaded is not None and loaded.info.move_count == len(record.moves)


# ------------------------------------------------------------------------- resume after a kill
CHILD = r"""
import json, os, sys, time
os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ["QT_QUICK_BACKEND"] = "software"
from PySide6.QtCore import QCoreApplication
from cleverdesk.engine import GameSetup, PlayerSetup
from cleverdesk.engine.bots import make_bot
from cleverdesk.ui.app.app import create_engine, make_application, singleton
app = make_application([])
engine = create_engine()
game = singleton(engine, "Game"); saves = singleton(engine, "Saves")
singleton(engine, "Desk").setProperty("botPauseMs", 0)
game.start_setup(GameSetup(game="ganz-schoen-clever", seed=int(sys.argv[1]),
                 players=[PlayerSetup(name="Ada"), PlayerSetup(name="Cleo", bot="greedy")]))
chooser = make_bot("greedy", seed=8)
reported = False
while len(game.record.moves) < int(sys.argv[3]):  # then idle: the game never ends here
    QCoreApplication.processEvents()
    state = game.state
    if game.property("humanToMove"):
        game.apply_move(chooser.choose(state, game.legal))
    if not reported and len(game.record.moves) >= int(sys.argv[2]):
        saves.flush()
        moves = [[m.kind.value, m.die, m.area, m.cell, m.bonus, m.option, m.value]
                 for m in game.record.moves]
        print(json.dumps(moves), flush=True)
        reported = True  # and keep playing (and autosaving) until killed
print("END", flush=True)
while True:
    time.sleep(1)
"""


def test_a_desk_killed_mid_game_resumes_in_a_fresh_desk(request: pytest.FixtureRequest,
                                                         user_data: Path) -> None:
    env = dict(os.environ)
    child = subprocess.Popen([sys.executable, "-c", CHILD, "31", "20", "70"],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
                             cwd=Path(__file__).resolve().parents[3])
    watchdog = threading.Timer(90, child.kill)  # a hung child ends the test, not the run
    watchdog.start()
    try:
        assert child.stdout is not None
        line = child.stdout.readline()
        assert line and line != "END\n", child.stderr.read() if child.stderr else ""
        reported = json.loads(line)
        time.sleep(0.05)  # the child keeps playing and writing: kill it in the middle of that
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=20)
    finally:
        watchdog.cancel()
        if child.poll() is None:
            child.kill()
            child.wait(timeout=20)
    assert child.returncode == -signal.SIGKILL

    desk: Driver = request.getfixturevalue("desk")  # a fresh desk, after the kill
    assert desk.item("homeContinue").isEnabled()
    desk.click("homeContinue")
    assert desk.has("tableScreen")
    record = desk.game.record
    assert record is not None and len(record.moves) >= len(reported)
    prefix = [[m.kind.value, m.die, m.area, m.cell, m.bonus, m.option, m.value]
              for m in record.moves[:len(reported)]]
    assert prefix == reported  # the game that was played, no move lost up to the flush
    assert desk.game.state == replay(record)
    assert desk.text("roundText") == f"Round {desk.game.state.round} of 6"
    assert saves_of(desk).property("problems") == []


# ------------------------------------------------------------------------------- undo and redo
def test_undo_and_redo_through_buttons_and_keys(desk: Driver) -> None:
    """Practice undo: back over the computer's replies and the dice seen since."""
    saves = saves_of(desk)
    desk.desk.setProperty("practiceUndo", True)
    desk.game.start_setup(two_seats(13))
    assert not desk.item("undoButton").isEnabled()
    assert not desk.item("redoButton").isEnabled()
    play_human_moves(desk, 3)
    desk.wait_for_human_or_end()
    record = desk.game.record
    assert record is not None
    history = saves.history
    assert history is not None and history.record.moves == record.moves

    after = desk.game.state
    after_moves = list(record.moves)
    # the state before the human's last move: replay up to it
    human_indexes = [i for i, seat in enumerate(_deciders(record)) if seat == 0]
    cut = human_indexes[-1]
    expected_before = replay(type(record)(setup=record.setup, moves=after_moves[:cut]))

    desk.click("undoButton")
    assert desk.game.state == expected_before
    assert desk.game.property("humanToMove"), "the human decides again"
    assert desk.item("redoButton").isEnabled()
    # the same dice: undo cannot fish for a better throw
    assert desk.game.state.faces == expected_before.faces

    desk.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    second_cut = human_indexes[-2]
    assert len(desk.game.record.moves) == second_cut

    desk.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert desk.game.state == expected_before
    desk.click("redoButton")
    assert desk.game.state == after
    assert desk.game.record.moves == after_moves
    assert not desk.item("redoButton").isEnabled()

    # undo, then a different move: the redo stack is gone
    desk.click("undoButton")
    saves.flush()
    on_disk = load_save(saves.store.autosave_path(saves.session))
    assert on_disk.redo and on_disk.record.moves == desk.game.record.moves  # autosaved
    options = [m for m in desk.game.legal if m != after_moves[cut]]
    desk.play_by_clicks(options[0])
    assert not desk.item("redoButton").isEnabled()


def _deciders(record) -> list[int]:  # type: ignore[no-untyped-def]
    from cleverdesk.engine.undo import deciders

    return deciders(record)


def test_honest_games_setting_forbids_undo_and_is_kept_on_disk(desk: Driver,
                                                              user_data: Path) -> None:
    desk.click("homeSettings")
    desk.click("honestSetting")
    assert desk.desk.property("honestGames")
    desk.qtbot.waitUntil(lambda: load_settings(user_data).settings.honest_games, timeout=3000)
    assert load_settings(user_data).settings.bot_pause_ms == 0  # the fixture's pause, too
    desk.click("backButton")

    desk.game.start_setup(GameSetup(game=GAME, players=[PlayerSetup(name="Ada")], seed=5))
    play_human_moves(desk, 2)
    assert not desk.item("undoButton").isEnabled()
    assert "honest" in desk.item("undoButton").property("tip")
    moves = len(desk.game.record.moves)
    desk.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(desk.game.record.moves) == moves
    saves = saves_of(desk)
    saves.flush()
    assert not load_save(saves.store.autosave_path(saves.session)).options.undo_allowed


# --------------------------------------------------------------------------------- named saves
def test_save_as_open_and_delete_through_the_screens(desk: Driver, user_data: Path) -> None:
    desk.game.start_setup(two_seats(17))
    play_human_moves(desk, 4)
    desk.wait_for_human_or_end()
    saved_state = desk.game.state
    saved_moves = list(desk.game.record.moves)

    desk.click("tableSave")
    assert desk.has("savesScreen")
    assert desk.has("savesEmpty")
    field = desk.item("saveAsName")
    field.setProperty("text", "")
    desk.click(field)
    desk.type_text("Sunday")
    desk.click("saveAsButton")
    rows = [i for i in desk.items("saveTitle")]
    assert [r.property("text") for r in rows] == ["Sunday"]
    details = desk.text("saveDetails")
    assert "Round" in details and f"{len(saved_moves)} moves" in details
    assert len(list((user_data / "saves").glob("*.json"))) == 1
    desk.click("backButton")  # back to the table: the game goes on
    assert desk.has("tableScreen")
    play_human_moves(desk, 2)
    leave_to_home(desk)

    desk.click("homeSaves")
    desk.saves_listed()
    save_id = saves_of(desk).property("entries")[0]["saveId"]
    desk.click(f"saveOpen_{save_id}")
    assert desk.has("tableScreen")
    assert desk.game.state == saved_state
    assert desk.game.record.moves == saved_moves
    leave_to_home(desk)

    desk.click("homeSaves")
    desk.saves_listed()
    desk.click(f"saveDelete_{save_id}")
    assert desk.has("confirmDelete")
    desk.click("deleteCancel")
    assert desk.has(f"saveRow_{save_id}")
    desk.click(f"saveDelete_{save_id}")
    desk.click("deleteConfirm")
    desk.settle()  # the view drops the deleted row's delegate at its next layout
    assert not desk.has(f"saveRow_{save_id}")
    assert desk.has("savesEmpty")
    assert list((user_data / "saves").glob("*.json")) == []


def test_the_saves_list_by_keyboard(desk: Driver) -> None:
    saves = saves_of(desk)
    desk.game.start_setup(two_seats(29))
    play_human_moves(desk, 2)
    assert saves.saveAs("First")
    play_human_moves(desk, 2)
    desk.wait_for_human_or_end()  # the computer has answered: the opened game waits for Ada
    assert saves.saveAs("Second")
    second_state = desk.game.state
    leave_to_home(desk)

    desk.key(Qt.Key.Key_S)  # the home screen's key for saved games
    assert desk.has("savesScreen")
    # the listing runs off the GUI thread; the keys below are for the list once it stands
    desk.qtbot.waitUntil(lambda: not saves.property("busy"), timeout=10_000)
    desk.settle()
    assert [r.property("text") for r in desk.items("saveTitle")] == ["Second", "First"]
    desk.key(Qt.Key.Key_Down)
    desk.key(Qt.Key.Key_Delete)
    assert desk.has("confirmDelete")
    desk.key(Qt.Key.Key_Escape)
    assert not desk.has("confirmDelete") and desk.has("savesScreen")
    desk.key(Qt.Key.Key_Delete)
    desk.key(Qt.Key.Key_Return)
    desk.settle()  # the view drops the deleted row's delegate at its next layout
    assert [r.property("text") for r in desk.items("saveTitle")] == ["Second"]
    desk.key(Qt.Key.Key_Return)
    assert desk.has("tableScreen")
    assert desk.game.state == second_state


def test_export_and_import_anywhere(desk: Driver, tmp_path: Path) -> None:
    saves = saves_of(desk)
    desk.game.start_setup(two_seats(19))
    play_human_moves(desk, 3)
    assert saves.saveAs("To share")
    save_id = saves.property("entries")[0]["saveId"]
    target = tmp_path / "elsewhere" / "shared"
    target.parent.mkdir()
    assert saves.exportSave(save_id, target.as_uri())
    exported = target.with_suffix(".json")
    assert load_save(exported).record.moves == desk.game.record.moves

    assert saves.importFile(str(exported))
    assert len(saves.property("entries")) == 2
    bad = tmp_path / "not-a-save.json"
    bad.write_text("{ nope")
    assert not saves.importFile(str(bad))
    assert bad.exists(), "a player's own file is never moved"
    assert any("not-a-save.json" in text for text in saves.property("problems"))


def test_a_damaged_file_is_reported_and_set_aside(desk: Driver, user_data: Path) -> None:
    store = SaveStore(user_data)
    good_setup = two_seats(23)
    chooser = make_bot("greedy", seed=1)
    from cleverdesk.engine import GameRecord, get_rules

    rules = get_rules(GAME)
    state = rules.new_game(good_setup)
    moves: list[Move] = []
    for _ in range(10):
        move = chooser.choose(state, rules.legal_moves(state))
        state = rules.apply(state, move)
        moves.append(move)
    store.save_as(GameRecord(setup=good_setup, moves=moves), "Good one")
    broken = store.saves_dir / "broken.json"
    broken.write_text('{"format": "cleverdesk-save", "schema_version": 1, "game": ')

    desk.click("homeSaves")
    desk.saves_listed()
    assert [r.property("text") for r in desk.items("saveTitle")] == ["Good one"]
    assert desk.has("problemBanner")
    texts = [item.property("text") for item in desk.items("problemText")]
    assert len(texts) == 1 and "broken.json" in texts[0] and "damaged" in texts[0]
    assert not broken.exists()
    assert list((user_data / "damaged").glob("broken*"))
    desk.click("problemsDismiss")
    assert not desk.has("problemBanner")
    # the desk goes on: the good save opens
    desk.click(f"saveOpen_{saves_of(desk).property('entries')[0]['saveId']}")
    assert desk.game.state == state


def test_a_damaged_autosave_does_not_stop_continue(request: pytest.FixtureRequest,
                                                   user_data: Path) -> None:
    autosaves = user_data / "autosave"
    autosaves.mkdir(parents=True)
    (autosaves / ("0" * 32 + ".json")).write_bytes(b"\x89PNG not a save")
    desk: Driver = request.getfixturevalue("desk")
    assert not desk.item("homeContinue").isEnabled()
    assert desk.has("problemBanner")
    assert "0" * 32 in desk.items("problemText")[0].property("text")
    assert list((user_data / "damaged").iterdir())


def test_settings_survive_a_restart(qtbot, qapp, user_data: Path) -> None:  # type: ignore[no-untyped-def]
    from cleverdesk.ui.app.app import create_engine, dispose_engine, singleton

    def open_desk():  # type: ignore[no-untyped-def]
        engine = create_engine()
        return engine, singleton(engine, "Desk")

    engine, settings = open_desk()
    settings.setProperty("botPauseMs", 1300)
    settings.setProperty("reduceMotion", True)
    settings.setProperty("handOverScreens", False)
    settings.setProperty("pageSize", "Letter")
    settings.writeSettings()
    dispose_engine(engine)

    engine, settings = open_desk()
    try:
        assert settings.property("botPauseMs") == 1300
        assert settings.property("reduceMotion") is True
        assert settings.property("handOverScreens") is False
        assert settings.property("pageSize") == "Letter"
        assert settings.property("settingsProblem") == ""
    finally:
        dispose_engine(engine)


def test_a_listing_that_lands_keeps_the_row_the_keys_chose(desk: Driver) -> None:
    """The player has moved down to "First" when a listing lands with a save another desk (or
    window) just wrote: the list grows, and the keys' row is still "First" (it was reset to the
    top row whenever the list's length changed, so Delete asked about another save)."""
    saves = saves_of(desk)
    desk.game.start_setup(two_seats(29))
    play_human_moves(desk, 2)
    assert saves.saveAs("First")
    play_human_moves(desk, 2)
    desk.wait_for_human_or_end()
    assert saves.saveAs("Second")
    record = desk.game.record
    leave_to_home(desk)

    desk.key(Qt.Key.Key_S)
    desk.qtbot.waitUntil(lambda: not saves.property("busy"), timeout=10_000)
    desk.settle()
    desk.key(Qt.Key.Key_Down)  # "First"
    saves.store.save_as(record, "Third, from elsewhere")
    saves.refreshList()
    desk.qtbot.waitUntil(lambda: not saves.property("busy"), timeout=10_000)
    desk.settle()
    titles = [r.property("text") for r in desk.items("saveTitle")]
    assert sorted(titles) == ["First", "Second", "Third, from elsewhere"]
    assert titles[0] != "First"  # (the top row is what the list fell back to)
    desk.key(Qt.Key.Key_Delete)
    assert desk.has("confirmDelete")
    assert desk.item("savesScreen").property("pendingDeleteTitle") == "First"
    desk.key(Qt.Key.Key_Return)
    desk.settle()
    assert sorted(r.property("text") for r in desk.items("saveTitle")) == [
        "Second", "Third, from elsewhere"]

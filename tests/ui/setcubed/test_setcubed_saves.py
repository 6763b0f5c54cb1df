"""SET Cubed's saved games at the desk, through the real QML: autosave after every move, Continue,
undo and redo by button and key, named saves, honest games, finished games, damaged files and
printing (which SET Cubed has nothing for).

Every test runs with ``CLEVERDESK_DATA_DIR`` in a scratch folder (tests/ui/conftest.py). The
human seat's turns are clicked (tests/ui/setcubed/test_setcubed_desk.py); a greedy bot only
chooses them.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from cleverdesk.engine import GameSetup
from cleverdesk.engine.undo import replay_with_deciders
from cleverdesk.setcubed import (
    Move,
    Phase,
    PlayerSetup,
    SetCubedRecord,
    SetCubedSetup,
    SetCubedState,
    get_rules,
)
from cleverdesk.setcubed.bots import make_bot
from cleverdesk.store import SaveStore, load_save
from cleverdesk.ui.app.app import singleton
from cleverdesk.ui.printing.desk import PrintDesk
from cleverdesk.ui.saves.desk import Saves
from cleverdesk.ui.saves.words import describe
from cleverdesk.ui.setcubed.desk import SetCubedGame
from tests.ui.driver import Driver
from tests.ui.setcubed.test_setcubed_desk import play_by_clicks, wait_for_human

RULES = get_rules()



def saves_of(desk: Driver) -> Saves:
    saves = singleton(desk.engine, "Saves")
    assert isinstance(saves, Saves)
    return saves


def printer_of(desk: Driver) -> PrintDesk:
    printer = singleton(desk.engine, "PrintDesk")
    assert isinstance(printer, PrintDesk)
    return printer


def anna_and_computer(seed: int) -> SetCubedSetup:
    return SetCubedSetup(players=[PlayerSetup(name="Anna"),
                                  PlayerSetup(name="Computer", bot="greedy")], seed=seed)


def start_through_the_screen(desk: Driver, seed: int) -> None:
    """Home → New game → SET Cubed, Solo (you against the computer), the seed → Start."""
    desk.click("homeNewGame")
    desk.click("game_set-cubed")
    desk.click("seats_1")
    desk.click("seedField")
    desk.type_text(str(seed))
    desk.click("startGame")
    assert desk.has("setCubedTable")


def play_human_turns(desk: Driver, sc: SetCubedGame, count: int, chooser_seed: int = 3) -> None:
    """``count`` decisions of the human seat, clicked; the computer answers in between."""
    chooser = make_bot("greedy", seed=chooser_seed)
    for _ in range(count):
        wait_for_human(desk, sc)
        state = sc.state
        assert state is not None and state.phase != Phase.GAME_OVER and state.decider == 0
        play_by_clicks(desk, sc, chooser.choose(state, RULES.legal_moves(state)))
    wait_for_human(desk, sc)


def human_cut(record: SetCubedRecord) -> int:
    """Where undo cuts the record: at the human seat's last decision."""
    _, seats = replay_with_deciders(record, RULES)
    return max(i for i, seat in enumerate(seats) if seat == 0)


def replayed(record: SetCubedRecord, moves: list[Move]) -> SetCubedState:
    return RULES.replay(record.model_copy(update={"moves": list(moves)}))


def leave_to_home(desk: Driver) -> None:
    desk.click("scLeave")
    if desk.has("scConfirmLeave"):
        assert "Continue" in desk.text("scLeaveConfirmText")  # the game is kept, it says
        desk.click("scLeaveConfirm")
    assert desk.has("homeScreen")


def finished_record(seed: int) -> SetCubedRecord:
    """A whole greedy game of Anna (human) against the computer."""
    setup = anna_and_computer(seed)
    state = RULES.new_game(setup)
    bot = make_bot("greedy", seed=seed)
    moves: list[Move] = []
    while state.phase != Phase.GAME_OVER:
        move = bot.choose(state, RULES.legal_moves(state))
        state = RULES.apply(state, move)
        moves.append(move)
    return SetCubedRecord(setup=setup, data=RULES.ref, moves=moves)


# ----------------------------------------------------------------- autosave, undo, redo, Continue
def test_autosave_undo_redo_and_continue(desk: Driver, sc: SetCubedGame) -> None:
    saves = saves_of(desk)
    desk.desk.setProperty("practiceUndo", True)  # back over the computer's reply
    assert not desk.item("homeContinue").isEnabled()
    start_through_the_screen(desk, 31)
    assert not desk.item("scRedo").isEnabled()

    # Clicked turns, until the human's last decision was answered by the computer.
    record = sc.record
    assert record is not None
    for _ in range(12):
        play_human_turns(desk, sc, 1)
        saves.flush()
        on_disk = load_save(saves.store.autosave_path(saves.session))
        assert on_disk.record.moves == record.moves  # written after every move
        assert isinstance(on_disk.record, SetCubedRecord) and on_disk.state == sc.state
        if len(record.moves) - human_cut(record) >= 2 and human_cut(record) > 0:
            break
    else:
        pytest.fail("the computer never answered a human decision")
    # the autosave is what the store lists (and what Continue will offer)
    autosaves = SaveStore().list_autosaves()
    assert autosaves.problems == []
    [info] = autosaves.entries
    assert info.game == "set-cubed" and info.rounds == 0 and not info.finished
    assert describe(info)["progress"] == f"Round {sc.state.round} · {len(record.moves)} moves"

    after_state, after = sc.state, list(record.moves)
    cut = human_cut(record)
    before_state = replayed(record, after[:cut])
    assert desk.item("scUndo").isEnabled()
    desk.click("scUndo")
    assert sc.record is not None and sc.record.moves == after[:cut]  # and the computer's reply
    assert sc.state == before_state
    assert sc.turn.property("humanToMove"), "the human decides again, at the same dice"
    assert sc.state.players[0].hand == before_state.players[0].hand
    assert desk.item("scRedo").isEnabled()
    saves.flush()
    on_disk = load_save(saves.store.autosave_path(saves.session))
    assert on_disk.record.moves == after[:cut] and on_disk.redo == (tuple(after[cut:]),)

    desk.click("scRedo")
    assert sc.record.moves == after and sc.state == after_state
    assert not desk.item("scRedo").isEnabled()
    desk.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert sc.record.moves == after[:cut]
    desk.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert sc.record.moves == after and sc.state == after_state

    leave_to_home(desk)
    assert not sc.property("running")
    assert desk.item("homeContinue").isEnabled()
    tip = desk.item("homeContinue").property("tip")
    assert "SET Cubed" in tip and "Player 1" in tip and f"{len(after)} moves" in tip
    assert " of " not in tip  # SET Cubed has no fixed number of rounds
    desk.click("homeContinue")
    assert desk.has("setCubedTable")
    assert sc.record.moves == after and sc.state == after_state
    assert sc.turn.property("humanToMove")
    # the undo history came back with it, and play goes on from there
    assert desk.item("scUndo").isEnabled()
    play_human_turns(desk, sc, 1)
    assert sc.record.moves[:len(after)] == after and len(sc.record.moves) > len(after)


def test_a_computer_move_never_lands_on_an_undone_table(desk: Driver,
                                                        sc: SetCubedGame) -> None:
    saves = saves_of(desk)
    desk.desk.setProperty("practiceUndo", True)  # back over the computer's reply
    sc.start_setup(anna_and_computer(12))
    assert desk.has("setCubedTable")
    play_human_turns(desk, sc, 2)
    desk.desk.setProperty("botPauseMs", 1200)  # the computer's reply now waits, visibly
    record = sc.record
    assert record is not None
    before = list(record.moves)
    play_human_turns_without_waiting(desk, sc)
    human_move = sc.record.moves[len(before)]
    assert sc.status.property("computerDeciding"), "seed 12: the computer answers this turn"
    assert desk.item("scUndo").isEnabled()
    desk.click("scUndo")  # while the computer still thinks about the table after the turn
    assert sc.record.moves == before
    sc._computers.wait()  # the computer has answered the table it was asked about
    desk.settle()  # and that stale answer has arrived
    assert not sc._computers._pause.isActive()  # no pause runs on to play it later
    assert sc.record.moves == before and sc.state == replayed(sc.record, before)
    assert sc.turn.property("humanToMove") and not sc.status.property("computerDeciding")
    assert saves.history is not None and saves.history.record.moves == before
    assert saves.history.redo_steps == ((human_move,),)

    # redo puts the turn back and the computer answers it now
    desk.click("scRedo")
    assert sc.record.moves == [*before, human_move]
    desk.qtbot.waitUntil(lambda: len(sc.record.moves) > len(before) + 1, timeout=10_000)
    assert saves.history.record.moves == sc.record.moves


def play_human_turns_without_waiting(desk: Driver, sc: SetCubedGame) -> None:
    """One clicked human decision; the computer's answer is not waited for."""
    state = sc.state
    assert state is not None and state.decider == 0
    chooser = make_bot("greedy", seed=5)
    play_by_clicks(desk, sc, chooser.choose(state, RULES.legal_moves(state)))


def test_honest_games_have_no_undo(desk: Driver, sc: SetCubedGame) -> None:
    saves = saves_of(desk)
    desk.desk.setProperty("honestGames", True)
    sc.start_setup(anna_and_computer(7))
    play_human_turns(desk, sc, 2)
    assert not desk.item("scUndo").isEnabled() and not desk.item("scRedo").isEnabled()
    assert "honest" in desk.item("scUndo").property("tip")
    record = sc.record
    assert record is not None
    moves = list(record.moves)
    desk.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert not saves.undo()
    assert sc.record.moves == moves
    saves.flush()
    assert not load_save(saves.store.autosave_path(saves.session)).options.undo_allowed


def test_a_finished_game_is_not_offered_by_continue(desk: Driver, sc: SetCubedGame) -> None:
    saves = saves_of(desk)
    desk.desk.setProperty("practiceUndo", True)  # even practice undo stops at the end
    record = finished_record(9)
    sc.resume(record)  # the last moves of a game: the table shows the final scores
    assert desk.has("setCubedTable") and sc.property("finished")
    assert saves.history is not None and saves.history.can_undo
    assert not desk.item("scUndo").isEnabled(), "the final scores are final"
    assert not saves.undo()
    saves.flush()
    [info] = SaveStore().list_autosaves().entries
    assert info.finished and info.game == "set-cubed"
    assert describe(info)["progress"].startswith("Finished")
    desk.wait_for_set_cubed_results()
    desk.click("scResultsHome")
    assert desk.has("homeScreen")
    assert not desk.item("homeContinue").isEnabled()
    assert desk.has("homeContinueHint")


# --------------------------------------------------------------------------------- named saves
def test_save_as_and_open_again_from_the_list(desk: Driver, sc: SetCubedGame,
                                              user_data: Path) -> None:
    saves = saves_of(desk)
    sc.start_setup(anna_and_computer(17))
    play_human_turns(desk, sc, 3)
    saved_state = sc.state
    assert sc.record is not None
    saved_moves = list(sc.record.moves)
    session = saves.session

    desk.key(Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert desk.has("savesScreen")
    desk.click("backButton")
    assert desk.has("setCubedTable")
    desk.click("scSave")
    assert desk.has("savesScreen")
    field = desk.item("saveAsName")
    assert field.property("text") == "SET Cubed – Anna, Computer"
    field.setProperty("text", "")
    desk.click(field)
    desk.type_text("Board game")
    desk.click("saveAsButton")
    assert [r.property("text") for r in desk.items("saveTitle")] == ["Board game"]
    assert f"Round {saved_state.round} · {len(saved_moves)} moves" in desk.text("saveDetails")
    assert len(list((user_data / "saves").glob("*.json"))) == 1
    [entry] = saves.property("entries")
    save_id = entry["saveId"]
    assert entry["game"] == "set-cubed"
    # SET Cubed has no score sheet: no Print button on its row, and a clear word if asked anyway
    assert desk.has(f"saveOpen_{save_id}") and desk.has(f"saveExport_{save_id}")
    assert not desk.has(f"savePrint_{save_id}")
    printer = printer_of(desk)
    assert printer.exportPdf(f"save:{save_id}", str(user_data / "sheet.pdf"), "A4") == -1
    assert "no score sheet" in printer.property("message") and printer.property("failed")
    assert printer.exportPdf("current", str(user_data / "table.pdf"), "A4") == -1
    assert "no score sheet" in printer.property("message")
    assert not list(user_data.glob("*.pdf"))

    desk.click("backButton")  # the game goes on
    assert desk.has("setCubedTable")
    play_human_turns(desk, sc, 2)
    assert sc.record.moves != saved_moves
    desk.click("scSave")
    desk.click(f"saveOpen_{save_id}")
    assert desk.has("setCubedTable")
    assert sc.record.moves == saved_moves and sc.state == saved_state
    assert saves.session != session  # an opened save runs as a game of its own
    assert sc.turn.property("humanToMove")
    play_human_turns(desk, sc, 1)
    saves.flush()
    assert load_save(saves.store.autosave_path(saves.session)).record.moves == sc.record.moves


def test_opening_a_set_cubed_save_stops_a_clever_game(desk: Driver, sc: SetCubedGame) -> None:
    saves = saves_of(desk)
    SaveStore().save_as(finished_record(4).model_copy(update={"moves": []}), "Fresh")
    desk.game.start_setup(GameSetup(game="ganz-schoen-clever", seed=3,
                                    players=[PlayerSetup(name="Ada")]))
    assert desk.has("tableScreen")
    desk.click("tableSave")
    [entry] = saves.property("entries")
    assert entry["progress"] == "Round 1 · 0 moves"
    desk.click(f"saveOpen_{entry['saveId']}")
    assert desk.has("setCubedTable")
    assert not desk.game.property("running"), "the Clever game does not play on unseen"
    assert saves.game is sc and saves.property("canSave")


# ----------------------------------------------------------------------------- a damaged file
def test_a_damaged_set_cubed_save_is_reported_and_set_aside(desk: Driver, sc: SetCubedGame,
                                                           user_data: Path) -> None:
    store = SaveStore(user_data)
    record = finished_record(6)
    half = record.model_copy(update={"moves": record.moves[:10]})
    store.save_as(half, "Good one")
    changed = store.save_as(half, "Changed")
    document = json.loads(changed.path.read_text())
    document["record"]["setup"]["seed"] += 1  # other dice than the ones the moves were made with
    changed.path.write_text(json.dumps(document))

    desk.click("homeSaves")
    desk.saves_listed()
    assert [r.property("text") for r in desk.items("saveTitle")] == ["Good one"]
    texts = [item.property("text") for item in desk.items("problemText")]
    assert len(texts) == 1 and changed.path.name in texts[0] and "damaged" in texts[0]
    assert not changed.path.exists()
    assert list((user_data / "damaged").glob(changed.path.stem + "*"))
    desk.click("problemsDismiss")
    # the desk goes on: the good one opens on the SET Cubed table
    desk.click(f"saveOpen_{saves_of(desk).property('entries')[0]['saveId']}")
    assert desk.has("setCubedTable")
    assert sc.record is not None and sc.record.moves == half.moves

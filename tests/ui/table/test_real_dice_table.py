"""Real dice at the desk (issue 45): New game offers them, the table asks for every throw in a
panel of its own, keyboard first, refuses what was not thrown with the reason, and the throws
live in the record: undo, save, Continue, History."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from cleverdesk.engine import GameRecord, GameSetup, MoveKind, Phase, PlayerSetup, get_rules
from cleverdesk.ui.app.app import singleton
from cleverdesk.ui.common import language
from tests.engine.real_dice_support import play_seeded, setup
from tests.ui import keyboard_play
from tests.ui.driver import Driver, open_desk
from tests.ui.real_dice_play import (
    awaited_faces,
    enter_throw_by_keys,
    play_real_dice_by_keys,
    type_throw,
)

GSC = "ganz-schoen-clever"
FIRST = [("white", 2), ("yellow", 3), ("blue", 4), ("green", 5), ("orange", 6), ("purple", 1)]


def entry(desk: Driver):  # type: ignore[no-untyped-def]
    return desk.game.property("throwEntry")


def start(desk: Driver, players: int = 1, seed: int = 5) -> None:
    desk.game.start_setup(setup(GSC, players, seed))
    desk.settle()


def take_green(desk: Driver) -> None:
    """Roll 1 entered (FIRST), green 5 taken: roll 2 waits for the orange die alone."""
    enter_throw_by_keys(desk, FIRST, letters=False)
    move = next(m for m in desk.game.legal if m.kind == MoveKind.PICK and m.die == "green")
    keyboard_play.play_by_keys(desk, move)
    desk.settle()


def test_new_game_offers_real_dice_and_every_seat_is_a_person(desk: Driver) -> None:
    desk.click("homeNewGame")
    desk.click("seats_2")  # the second seat is a computer by default
    assert desk.has("seedField")
    desk.click("realDice")
    assert not desk.item("seatComputer_1").isEnabled()
    assert not desk.has("seedField")  # the table throws: a seed would mean nothing
    desk.click("startGame")
    record = desk.game.record
    assert record.setup.real_dice and [p.bot for p in record.setup.players] == [None, None]
    desk.settle()
    assert desk.game.property("handOver")  # hot-seat: the first player takes the device
    desk.key(Qt.Key.Key_Return)
    desk.settle()
    assert desk.has("throwEntry") and entry(desk).property("open")
    assert not desk.has("diceTray")  # the panel takes the tray's place
    assert [row["die"] for row in entry(desk).property("dice")] == list(desk.game.rules.dice)


def test_set_cubed_has_no_real_dice_choice(desk: Driver) -> None:
    desk.click("homeNewGame")
    desk.click("game_set-cubed")
    assert not desk.has("realDice")


def test_a_throw_typed_in_the_order_shown_is_confirmed_before_it_counts(desk: Driver) -> None:
    start(desk)
    # the table's keys are not the throw's: its panel says its own
    assert desk.item("keyHints").property("opacity") == 0
    type_throw(desk, FIRST, letters=False)
    assert [row["face"] for row in entry(desk).property("dice")] == [f for _, f in FIRST]
    desk.key(Qt.Key.Key_Return)
    assert entry(desk).property("confirming") and desk.game.record.throws == {}
    assert desk.text("throwSummary").endswith("W2 Y3 B4 G5 O6 P1")
    desk.key(Qt.Key.Key_Escape)  # back to mend a typo: nothing counted
    assert not entry(desk).property("confirming") and entry(desk).property("open")
    desk.key(Qt.Key.Key_Backspace)
    desk.type_text("2")  # purple 2, not 1
    desk.key(Qt.Key.Key_Return)
    desk.key(Qt.Key.Key_Return)
    assert desk.game.state.faces == dict(FIRST[:5] + [("purple", 2)])
    assert not entry(desk).property("open") and desk.has("diceTray")
    assert "Roll 1 entered: W2 Y3 B4 G5 O6 P2" in desk.game.log.lines()


def test_faces_are_clicked_die_by_die(desk: Driver) -> None:
    start(desk)
    for die, face in FIRST:
        desk.click(f"entryDie_{die}")
        desk.click(f"faceButton_{face}")
    assert entry(desk).property("text") == "W2 Y3 B4 G5 O6 P1"
    desk.click("throwSubmit")
    desk.click("throwSubmit")
    assert desk.game.state.faces == dict(FIRST)


def refusal_after(desk: Driver, text: str) -> str:
    desk.type_text(text)
    desk.key(Qt.Key.Key_Return)
    assert not entry(desk).property("confirming")
    problem = desk.text("throwProblem")
    for _ in text:
        desk.key(Qt.Key.Key_Backspace)
    return problem


def test_every_refusal_says_why(desk: Driver) -> None:
    start(desk)
    assert "9 is not a face" in refusal_after(desk, "2 3 4 5 6 9")
    assert "Blue (B) is missing" in refusal_after(desk, "w2 y3 g5 o6 p1")
    assert "Yellow (Y) has two faces" in refusal_after(desk, "w2 y3 y4 b4 g5 o6 p1")
    assert "7 faces typed for 6 dice thrown now" in refusal_after(desk, "2345612")
    assert "“q” names no die of this game" in refusal_after(desk, "q3")
    assert "“#” is not a face" in refusal_after(desk, "2 3 #")
    take_green(desk)  # roll 2: only orange is thrown again
    assert [row["die"] for row in entry(desk).property("dice")] == ["orange"]
    problem = refusal_after(desk, "o3 w2")
    assert "White (W) is not thrown now: it lies on the silver platter" in problem
    problem = refusal_after(desk, "g5 o3")
    assert "Green (G) is not thrown now: it lies on a dice field" in problem
    assert "Orange (O) is missing" in refusal_after(desk, "")
    assert desk.game.record.throws.keys() == {"1/0/active/1/0"}  # nothing refused counted


@pytest.mark.parametrize("lang, letters, out_of_range, not_thrown", [
    ("de", "W2 Ge3 B4 Gn5 O6 L1", "Lila (L): 9 ist keine Augenzahl",
     "Weiß (W) wird jetzt nicht geworfen: er liegt auf dem Silbertablett"),
    ("nl", "W2 Ge3 B4 Gn5 O6 P1", "Paars (P): 9 is geen aantal ogen",
     "Wit (W) wordt nu niet geworpen: hij ligt op het zilveren dienblad"),
])
def test_refusals_and_letters_are_the_players_language(desk: Driver, lang: str, letters: str,
                                                      out_of_range: str,
                                                      not_thrown: str) -> None:
    singleton(desk.engine, "Language").choose(lang)
    try:
        start(desk)
        assert out_of_range in refusal_after(desk, "2 3 4 5 6 9")
        desk.type_text(letters.lower())  # the letters the dice wear in this language
        desk.key(Qt.Key.Key_Return)
        assert entry(desk).property("confirming"), entry(desk).property("problem")
        desk.key(Qt.Key.Key_Return)
        assert desk.game.state.faces == dict(FIRST)
        move = next(m for m in desk.game.legal if m.kind == MoveKind.PICK and m.die == "green")
        keyboard_play.play_by_keys(desk, move)
        desk.settle()
        assert not_thrown in refusal_after(desk, "w2")
    finally:
        language.install("en")


def test_undo_next_to_an_entered_throw_never_asks_again(desk: Driver) -> None:
    start(desk)
    saves = singleton(desk.engine, "Saves")
    take_green(desk)
    assert entry(desk).property("open") and saves.property("canUndo")
    desk.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # the pick back, not the throw
    desk.settle()
    assert not entry(desk).property("open") and desk.game.state.faces == dict(FIRST)
    assert desk.game.record.moves == [] and desk.game.record.throws.keys() == {"1/0/active/1/0"}
    desk.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    desk.settle()
    assert entry(desk).property("open")  # the pick again: roll 2 is asked for
    enter_throw_by_keys(desk, [("orange", 4)], letters=True)
    assert not saves.property("canUndo")  # roll 2 is seen: undo stops there
    assert "until new dice are seen" in saves.property("undoTip")


def test_a_confirmed_throw_is_corrected_until_a_die_of_it_is_taken(desk: Driver) -> None:
    start(desk)
    enter_throw_by_keys(desk, FIRST, letters=False)
    assert entry(desk).property("canCorrect") and desk.has("correctThrowButton")
    desk.key(Qt.Key.Key_C)
    desk.settle()
    assert entry(desk).property("correcting")
    assert entry(desk).property("text") == "W2 Y3 B4 G5 O6 P1"
    desk.key(Qt.Key.Key_Backspace)
    desk.type_text("6")
    desk.key(Qt.Key.Key_Return)
    desk.key(Qt.Key.Key_Return)
    assert desk.game.state.faces["purple"] == 6
    thrown = desk.game.record.throws["1/0/active/1/0"]
    assert thrown.first == dict(FIRST) and thrown.faces["purple"] == 6
    assert any("corrected; first confirmed: W2 Y3 B4 G5 O6 P1" in line
               for line in desk.game.log.lines())
    keyboard_play.play_by_keys(desk, next(m for m in desk.game.legal
                                          if m.kind == MoveKind.PICK and m.die == "purple"))
    assert not entry(desk).property("canCorrect")  # a die of it is taken: it stands
    assert not desk.has("correctThrowButton")


def test_a_correction_left_open_ends_when_an_undo_changes_the_last_throw(desk: Driver) -> None:
    start(desk)
    singleton(desk.engine, "Saves").setProperty("practiceUndo", True)
    take_green(desk)
    enter_throw_by_keys(desk, [("orange", 4)], letters=True)
    desk.key(Qt.Key.Key_C)
    assert entry(desk).property("correcting") and entry(desk).property("title") == \
        "Correct: Roll 2"
    desk.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # practice undo: the pick back
    desk.settle()
    assert desk.game.record.moves == [] and not entry(desk).property("correcting")
    assert not entry(desk).property("open") and entry(desk).property("canCorrect")  # roll 1


def test_save_quit_and_continue_in_the_middle_of_entering_a_throw(qtbot, qapp) -> None:  # type: ignore[no-untyped-def]
    with open_desk(qtbot) as desk:
        start(desk)
        take_green(desk)
        type_throw(desk, [("orange", 3)], letters=True)  # typed, not confirmed: then quit
        singleton(desk.engine, "Saves").flush()
        record = desk.game.record.model_copy(deep=True)
    with open_desk(qtbot) as desk:
        desk.click("homeContinue")
        desk.settle()
        assert desk.game.record == record and desk.game.state.throw_needed == "roll"
        assert entry(desk).property("open") and entry(desk).property("text") == ""
        assert [row["die"] for row in entry(desk).property("dice")] == ["orange"]
        enter_throw_by_keys(desk, [("orange", 3)], letters=False)
        assert desk.game.state.faces["orange"] == 3 and desk.game.legal


def test_a_whole_real_dice_game_by_keys_alone_is_the_seeded_game_of_its_faces(
        desk: Driver) -> None:
    """From the home screen to the final scores with the keyboard only: every throw typed in
    the panel (the faces seed 2024's dice show), every move made by keys."""
    keyboard_play.tab_to(desk, "homeNewGame")
    desk.key(Qt.Key.Key_Return)
    keyboard_play.tab_to(desk, "realDice")
    desk.key(Qt.Key.Key_Space)
    keyboard_play.tab_to(desk, "startGame")  # (no seed field: the table throws)
    desk.key(Qt.Key.Key_Return)
    assert desk.game.record.setup.real_dice
    throws = play_real_dice_by_keys(desk, 2024)
    desk.wait_for_final_scoring()
    record = desk.game.record
    assert throws == len(record.throws) > 20
    seeded = GameRecord(setup=record.setup.model_copy(update={"real_dice": False,
                                                              "seed": 2024}),
                        moves=record.moves)
    rules = get_rules(GSC)
    from cleverdesk.engine import replay

    expected = replay(seeded)
    assert expected.phase == Phase.GAME_OVER
    assert [p.marks for p in desk.game.state.players] == [p.marks for p in expected.players]
    total = rules.total(expected.players[0])
    assert desk.text("finalTotal_0") == str(total)


def test_the_campaign_and_the_daily_game_never_use_real_dice(desk: Driver) -> None:
    campaign = singleton(desk.engine, "Campaign")
    assert campaign.playDaily()
    assert not desk.game.record.setup.real_dice
    # a real-dice solo game on a stage's seed, resumed, is a solo game (never the stage's)
    from cleverdesk.store import campaign as campaign_store

    stage = campaign_store.chapters()[0].stages[0]
    desk.game.start_setup(GameSetup(game=stage.game, players=[PlayerSetup(name="Anna")],
                                    seed=stage.seed, real_dice=True))
    desk.settle()
    enter_throw_by_keys(desk, awaited_faces(desk, stage.seed), letters=False)
    keyboard_play.play_by_keys(desk, desk.game.legal[0])
    record = desk.game.record
    desk.game.leave()
    desk.game.resume(record)
    recorder = singleton(desk.engine, "History").recorder
    assert recorder.session.mode == "solo" and recorder.session.stage is None


def test_seeded_games_show_no_throw_panel(desk: Driver) -> None:
    record, _ = play_seeded(get_rules(GSC), setup(GSC, 1, 5, real=False), limit=3)
    desk.game.resume(record)
    desk.settle()
    assert not desk.has("throwEntry") and desk.has("diceTray")
    assert not entry(desk).property("open") and not entry(desk).property("canCorrect")

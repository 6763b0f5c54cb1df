"""Challenges at the desk (issue 50): the final scoring's code, the expert on the same dice and
the result line; a code typed on New game; clean records in the History and the campaign."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from cleverdesk.engine import GameSetup, PlayerSetup, get_rules
from cleverdesk.engine import challenge as codes
from cleverdesk.engine.bots import make_bot
from cleverdesk.engine.challenge import Challenge, encode, grouped
from cleverdesk.engine.ghost import play_ghost
from cleverdesk.store.history import HistoryStore
from cleverdesk.ui.app.app import singleton
from tests.engine.real_dice_support import oracle_throw
from tests.ui.driver import Driver, walk
from tests.ui.history_games import GSC, finished

GHOST_MS = 120_000  # a ghost is about a second of one core; a busy machine takes longer


def _finish(desk: Driver, setup: GameSetup, undo_at: int | None = None) -> None:
    """Play ``setup`` to its end by a computer's choices at the table (taking the first move
    back that can be, from move ``undo_at`` on)."""
    desk.game.start_setup(setup)
    saves = singleton(desk.engine, "Saves")
    chooser = make_bot("greedy", seed=3)
    rules = get_rules(setup.game)
    while True:
        awaited = rules.awaited_throw(desk.game.state) if setup.real_dice else None
        if awaited is not None:  # real dice: the faces the table enters (the oracle's)
            entry = desk.game.property("throwEntry")
            for die, face in oracle_throw(rules, setup.seed, awaited):
                entry.setFace(die, face)
            assert entry.submit() and entry.submit()  # shown, then confirmed
            desk.settle()
            continue
        if desk.game.state.decider is None:
            break
        desk.game.apply_move(chooser.choose(desk.game.state, desk.game.legal))
        if undo_at is not None and len(desk.game.record.moves) >= undo_at \
                and saves.property("canUndo"):
            assert saves.undo()
            undo_at = None
    desk.wait_for_final_scoring()
    desk.settle()


def _solo(seed: int, **fields: object) -> GameSetup:
    return GameSetup(game=GSC, players=[PlayerSetup(name="Ada")], seed=seed, **fields)


def test_the_final_scoring_gives_the_code_the_expert_and_the_result_line(desk: Driver) -> None:
    _finish(desk, _solo(4242))
    challenge = singleton(desk.engine, "Challenge")
    table = challenge.property("tableGame")
    code = grouped(encode(Challenge(GSC, 4242)))
    assert desk.text("challengeCode") == f"Challenge code: {code}"
    desk.qtbot.waitUntil(lambda: table.property("ghostState") == "ready", timeout=GHOST_MS)
    expert = play_ghost(GSC, 4242).total  # the same dice, the same expert, any process
    desk.settle()
    assert desk.text("challengeGhost").startswith(f"Expert on the same dice: {expert}")
    assert "same place in the game" in desk.text("challengeNote")
    assert "A clean game" in desk.text("challengeNote")

    desk.click("challengeCopy")
    total = get_rules(GSC).total(desk.game.state.players[0])
    line = QGuiApplication.clipboard().text()
    assert line == table.property("resultLine")
    for part in (code, f"{total} points", f"expert on the same dice: {expert}",
                 "A clean game"):
        assert part in line, part
    assert desk.has("challengeCopied")

    desk.click("challengeGhost")  # the expert's sheet and replay
    assert desk.has("ghostGameScreen")
    assert desk.text("pastTotal_0") == str(expert)
    assert not desk.has("pastReview")  # the expert's game is not the player's to review
    desk.key(Qt.Key.Key_Escape)
    assert desk.has("finalScores")


def test_real_dice_and_several_players_have_neither_code_nor_expert(desk: Driver) -> None:
    _finish(desk, _solo(77, real_dice=True))
    table = singleton(desk.engine, "Challenge").property("tableGame")
    assert table.property("code") == "" and table.property("ghostState") == "none"
    assert "Real dice" in desk.text("challengeCode")
    assert "Real dice" in desk.text("challengeNote")
    assert not desk.has("challengeGhost")
    _finish(desk, GameSetup(game=GSC, players=[PlayerSetup(name="Ada"),
                                               PlayerSetup(name="Bo", bot="greedy")], seed=5))
    assert not table.property("available") and not desk.has("challengeCode")


def test_an_undo_makes_the_game_no_clean_record(desk: Driver) -> None:
    _finish(desk, _solo(31), undo_at=10)
    table = singleton(desk.engine, "Challenge").property("tableGame")
    assert not table.property("clean")
    assert "Played with undo." in desk.text("challengeNote")
    with HistoryStore() as store:
        (game,) = store.games()
        assert game.undo and not game.practice and not game.clean
        assert store.stats(GSC).clean_best is None


def _enter(desk: Driver, code: str) -> None:
    desk.click("enterChallenge")
    desk.qtbot.waitUntil(lambda: desk.has("challengeCodeField"), timeout=2_000)
    field = desk.item("challengeCodeField")
    field.setProperty("text", "")
    field.forceActiveFocus()
    desk.type_text(code)
    desk.key(Qt.Key.Key_Return)
    desk.settle()


def test_a_code_typed_on_new_game_starts_the_same_game(desk: Driver) -> None:
    desk.key(Qt.Key.Key_N)
    assert desk.has("newGameScreen")
    _enter(desk, "1eg-1xw-ad8")  # the check character is wrong
    assert "mistyped" in desk.text("challengeFound")
    values = [2, 5, 17, 3, 0, 9, 12, 30]
    newer = "".join(codes.ALPHABET[v] for v in [*values, codes._check_value(values)])
    desk.item("challengeCodeField").setProperty("text", "")
    desk.type_text(newer)
    desk.key(Qt.Key.Key_Return)
    desk.settle()
    assert "newer version" in desk.text("challengeFound")
    strict = encode(Challenge("doppelt-so-clever", 5, "strict"))
    desk.item("challengeCodeField").setProperty("text", "")
    desk.type_text(strict)
    assert "narrow readings" in desk.text("challengeFound")
    desk.item("challengeCodeField").setProperty("text", "")
    desk.type_text("1eg 1xw ad7")  # Clever 4ever, seed 1
    assert desk.text("challengeFound") == "Clever 4ever, seed 1"
    desk.key(Qt.Key.Key_Return)
    desk.qtbot.waitUntil(lambda: desk.has("tableScreen"), timeout=5_000)
    setup = desk.game.record.setup
    assert (setup.game, setup.seed, len(setup.players)) == ("clever-4ever", 1, 1)
    assert setup.players[0].bot is None


def test_the_history_shows_the_clean_best_and_a_past_games_code(desk: Driver,
                                                                 user_data: Path) -> None:
    low_state, low = finished(GSC, 3)
    high_state, high = finished(GSC, 4)
    rules = get_rules(GSC)
    low_total, high_total = (rules.total(s.players[0]) for s in (low_state, high_state))
    if low_total > high_total:
        (low_state, low, low_total), (high_state, high, high_total) = \
            (high_state, high, high_total), (low_state, low, low_total)
    with HistoryStore() as store:
        clean_id = store.add_game(low_state, low, "solo", 60.0)
        store.add_game(high_state, high, "solo", 60.0, hints=True)  # more points, with hints
    desk.key(Qt.Key.Key_H)
    desk.settle()
    assert desk.text("statsBest") == str(high_total)
    assert desk.text("statsCleanBest").endswith(f": {low_total}")
    row = next(item for item in walk(desk.window.contentItem())
               if item.objectName().startswith("historyRow_") and item.isVisible()
               and item.property("gameId") == clean_id)
    desk.click(row)
    assert desk.has("pastGameScreen")
    code = grouped(encode(Challenge(GSC, low.setup.seed)))
    assert desk.text("challengeCode") == f"Challenge code: {code}"
    assert "A clean game" in desk.text("challengeNote")
    past = singleton(desk.engine, "Challenge").property("pastGame")
    desk.qtbot.waitUntil(lambda: past.property("ghostState") == "ready", timeout=GHOST_MS)
    assert past.property("ghostScore") == play_ghost(GSC, low.setup.seed).total


def test_the_campaign_shows_both_bests_and_the_daily_code(desk: Driver) -> None:
    state, record = finished(GSC, 8)
    total = get_rules(GSC).total(state.players[0])
    with HistoryStore() as store:
        store.add_game(state, record, "solo", 60.0, review=True)
    desk.key(Qt.Key.Key_A)
    desk.settle()
    campaign = singleton(desk.engine, "Campaign")
    assert desk.text("chapterBests_1") == f"Your best solo game: {total} · no clean game yet"
    daily = campaign.property("daily")
    assert desk.text("dailyCode") == "Challenge code: " + grouped(
        encode(Challenge(daily["game"], daily["seed"])))


def _tab_to(desk: Driver, name: str, presses: int = 40) -> None:
    for _ in range(presses):
        desk.key(Qt.Key.Key_Tab)
        desk.settle()
        if desk.has(name) and desk.item(name).hasActiveFocus():
            return
    raise AssertionError(f"Tab never reached {name}")


def test_the_challenge_controls_are_reached_by_keyboard_and_named(desk: Driver) -> None:
    _finish(desk, _solo(4243))
    table = singleton(desk.engine, "Challenge").property("tableGame")
    desk.qtbot.waitUntil(lambda: table.property("ghostState") == "ready", timeout=GHOST_MS)
    desk.settle()
    from PySide6.QtGui import QAccessible

    for name in ("challengeCode", "challengeGhost", "challengeCopy"):
        accessible = QAccessible.queryAccessibleInterface(desk.item(name))
        assert accessible is not None
        assert accessible.text(QAccessible.Text.Name), name  # a screen reader says its name
    _tab_to(desk, "challengeCopy")
    desk.key(Qt.Key.Key_Return)
    assert desk.has("challengeCopied")
    _tab_to(desk, "challengeGhost")
    desk.key(Qt.Key.Key_Return)
    desk.qtbot.waitUntil(lambda: desk.has("ghostGameScreen"), timeout=2_000)
    desk.key(Qt.Key.Key_Escape)
    desk.qtbot.waitUntil(lambda: desk.has("finalScores"), timeout=2_000)

    desk.game.leave()
    desk.window.contentItem().forceActiveFocus()
    desk.key(Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    desk.qtbot.waitUntil(lambda: desk.has("newGameScreen"), timeout=2_000)
    _tab_to(desk, "enterChallenge")
    desk.key(Qt.Key.Key_Return)
    desk.qtbot.waitUntil(lambda: desk.has("challengeCodeField"), timeout=2_000)
    assert desk.item("challengeCodeField").hasActiveFocus()
    desk.type_text(encode(Challenge("doppelt-so-clever", 77)))
    desk.key(Qt.Key.Key_Return)
    desk.qtbot.waitUntil(lambda: desk.has("tableScreen"), timeout=5_000)
    assert desk.game.record.setup.seed == 77


def test_the_review_shows_the_expert_and_a_review_before_the_end_marks_the_game(
        desk: Driver) -> None:
    review = singleton(desk.engine, "Review")
    review.evaluator = "learned"  # the network's review: a fraction of a second
    saves = singleton(desk.engine, "Saves")
    desk.game.start_setup(_solo(555))
    chooser = make_bot("greedy", seed=3)
    for _ in range(6):
        desk.game.apply_move(chooser.choose(desk.game.state, desk.game.legal))
    review.openTable()  # before the end
    desk.qtbot.waitUntil(lambda: desk.has("reviewScreen"), timeout=5_000)
    assert saves.history.review_used
    saves.flush()
    from cleverdesk.store import load_save

    assert load_save(saves.store.autosave_path(saves.session)).options.review_used
    reviewed = singleton(desk.engine, "Challenge").property("reviewedGame")
    desk.qtbot.waitUntil(lambda: reviewed.property("ghostState") == "ready", timeout=GHOST_MS)
    desk.settle()
    assert desk.text("challengeGhost").startswith(
        f"Expert on the same dice: {play_ghost(GSC, 555).total}")
    assert not desk.has("challengeCopy")  # the Review shows the expert's line alone
    review.wait()

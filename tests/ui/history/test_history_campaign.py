"""The campaign and the score history at the desk, through the real QML.

A campaign stage is chosen, played (every move a click a player could make; a greedy bot only
chooses them) and finished at the desk, and then found in the History screen, opened, replayed
and printed. The filters are clicked; the CSV export writes a file that reads back the same.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from cleverdesk.engine import GameRecord, GameSetup, PlayerSetup, get_rules
from cleverdesk.engine.bots import make_bot
from cleverdesk.engine.simulate import play_game
from cleverdesk.store import campaign
from cleverdesk.store.history import HistoryStore, history_path
from cleverdesk.store.history_csv import read_csv
from cleverdesk.ui.app.app import singleton
from tests.ui.driver import Driver, walk

GSC = "ganz-schoen-clever"


def _winning_script(stage: campaign.Stage, stars: int) -> list:  # type: ignore[type-arg]
    """Moves that earn ``stars`` in ``stage``: a greedy player with a few other ideas, found by
    trying (the dice of a stage are fixed, so the moves replay exactly at the desk)."""
    import random

    rules = get_rules(stage.game)
    wanted = ([stage.target, *stage.higher_thresholds])[stars - 1]
    for attempt in range(400):
        rng = random.Random(attempt)
        bot = make_bot("greedy", seed=attempt)
        state = rules.new_game(GameSetup(game=stage.game, players=[PlayerSetup(name="x")],
                                         seed=stage.seed))
        moves = []
        while state.decider is not None:
            legal = rules.legal_moves(state)
            move = rng.choice(legal) if rng.random() < 0.08 else bot.choose(state, legal)
            moves.append(move)
            state = rules.apply(state, move)
        if rules.total(state.players[0]) >= wanted:
            return moves
    raise AssertionError("no winning script found")


def _play_by_clicks(desk: Driver, moves: list) -> None:  # type: ignore[type-arg]
    for move in moves:
        desk.wait_for_human_or_end()
        assert not desk.game.property("finished")
        desk.play_by_clicks(move)
    assert desk.game.property("finished")


def _finished(seed: int, players: int = 1, name: str = "Anna") -> tuple:  # type: ignore[type-arg]
    seats = [PlayerSetup(name=name)] + [PlayerSetup(name=f"Computer {i + 1}", bot="greedy")
                                        for i in range(1, players)]
    setup = GameSetup(game=GSC, players=seats, seed=seed)
    bots = setup.model_copy(update={"players": [p.model_copy(update={"bot": "greedy"})
                                                for p in seats]})
    state, record = play_game(get_rules(GSC), bots)
    return state, GameRecord(setup=setup, moves=record.moves)


def _rows(desk: Driver) -> list:  # type: ignore[type-arg]
    desk.settle()
    return sorted((item for item in walk(desk.window.contentItem())
                   if item.objectName().startswith("historyRow_") and item.isVisible()),
                  key=lambda item: item.objectName())


def _history(desk: Driver):  # type: ignore[no-untyped-def]
    return singleton(desk.engine, "History")


def test_a_campaign_stage_played_at_the_desk_is_in_the_history(desk: Driver,
                                                               user_data: Path,
                                                               tmp_path: Path) -> None:
    desk.click("homeCampaign")
    assert desk.has("campaignScreen")
    assert desk.text("stageTarget_1").endswith("140")
    assert not desk.has("playStage_2"), "stage 2 is locked at first"
    desk.click("playStage_1")

    stage = campaign.find_stage(f"{GSC}/1")
    record = desk.game.record
    assert record is not None and record.setup.seed == stage.seed
    assert len(record.setup.players) == 1 and record.setup.players[0].bot is None
    saves = singleton(desk.engine, "Saves")
    assert saves.property("undoAllowed") is False, "a campaign game allows no undo"

    _play_by_clicks(desk, _winning_script(stage, stars=2))

    state = desk.game.state
    assert state is not None
    total = get_rules(GSC).total(state.players[0])
    stars = campaign.stars_for(stage, total)
    assert stars >= 2
    desk.settle()
    assert desk.has("campaignResult")
    assert desk.text("campaignResultStars") == "★" * stars + "☆" * (3 - stars)
    assert str(total) in desk.text("campaignResultTitle")
    assert "Target reached!" in desk.text("campaignResultText")
    assert "Stage 2 is open." in desk.text("campaignResultText")
    assert desk.has("campaignNext")

    desk.click("campaignBack")  # back to the campaign, where the stage keeps its best
    assert desk.has("campaignScreen")
    assert str(total) in desk.text("stageBest_1")
    assert desk.text("stageStars_1") == "★" * stars + "☆" * (3 - stars)
    assert desk.has("playStage_2")

    desk.click("backButton")
    desk.click("homeHistory")
    rows = _rows(desk)
    assert len(rows) == 1
    assert rows[0].property("gameId") > 0
    assert rows[0].property("modeName") == "Campaign"
    assert rows[0].property("stage") == "Stage 1"
    assert rows[0].property("total") == total
    with HistoryStore() as store:
        (game,) = store.games()
        assert (game.mode, game.stage, game.seed) == ("campaign", stage.id, stage.seed)
        assert game.duration_s > 0
        assert store.record(game.id).moves == record.moves

    desk.click(rows[0])  # open it: the final sheet, read-only, and the replay
    assert desk.has("pastGameScreen")
    assert desk.text("pastTotal_0") == str(total)
    assert desk.item("past_score_total").property("mark") == str(total)
    steps = len(record.moves)
    assert desk.text("replayStep") == f"Move {steps} of {steps}"
    desk.click("replayBack")
    desk.click("replayBack")
    assert desk.text("replayStep") == f"Move {steps - 2} of {steps}"
    desk.click("replayFirst")
    assert desk.text("replayStep") == "Before the first move"
    assert desk.item("past_score_total").property("mark") == "0"
    desk.key(Qt.Key.Key_Right)
    assert desk.text("replayStep") == f"Move 1 of {steps}"
    desk.click("replayLast")
    assert desk.item("past_score_total").property("mark") == str(total)

    past = _history(desk).property("current")
    pdf = tmp_path / "stage-1.pdf"
    assert past.printPdf(str(pdf)) == ""
    assert pdf.read_bytes().startswith(b"%PDF")


def test_a_game_left_unfinished_is_not_recorded_and_a_finished_one_once(desk: Driver) -> None:
    rules = get_rules(GSC)
    chooser = make_bot("greedy", seed=2)
    desk.game.start_setup(GameSetup(game=GSC, players=[PlayerSetup(name="Bo")], seed=5))
    for _ in range(6):
        desk.game.apply_move(chooser.choose(desk.game.state, desk.game.legal))
    desk.click("tableLeave")
    desk.click("leaveConfirm")
    with HistoryStore() as store:
        assert store.count() == 0

    desk.game.start_setup(GameSetup(game=GSC, players=[PlayerSetup(name="Bo"),
                                                       PlayerSetup(name="C", bot="greedy")],
                                    seed=6))
    while not desk.game.property("finished"):
        desk.wait_for_human_or_end()
        if desk.game.property("finished"):
            break
        desk.game.apply_move(chooser.choose(desk.game.state, desk.game.legal))
    record = desk.game.record
    assert record is not None
    desk.game.resume(record)  # the same finished game shown again is not a new game
    with HistoryStore() as store:
        (game,) = store.games()
        assert game.mode == "multiplayer"
        assert [r.name for r in game.results] == ["Bo", "C"]
        assert game.results[0].total == rules.total(desk.game.state.players[0])


@pytest.fixture
def seeded(user_data: Path) -> list[int]:
    """Five finished games: solo today, solo 20 days ago, solo 400 days ago, multiplayer, and
    a campaign stage; returns the ids."""
    now = datetime.now(UTC)
    ids = []
    with HistoryStore() as store:
        for seed, mode, days, players, stage in (
                (1, "solo", 0, 1, None), (2, "solo", 20, 1, None), (3, "solo", 400, 1, None),
                (4, "multiplayer", 1, 2, None), (5, "campaign", 2, 1, f"{GSC}/1")):
            state, record = _finished(seed, players)
            ids.append(store.add_game(state, record, mode, 60.0 * seed, stage=stage,
                                      finished_at=now - timedelta(days=days, minutes=seed)))
    return ids


def test_the_filters_work_through_the_qml(seeded: list[int], desk: Driver) -> None:
    desk.click("homeHistory")
    assert len(_rows(desk)) == 5
    assert desk.text("statsCount") == "5"  # the human seat of every game

    desk.click("filterMode_solo")
    assert {r.property("gameId") for r in _rows(desk)} == set(seeded[:3])
    desk.click("filterPeriod_30")
    assert {r.property("gameId") for r in _rows(desk)} == set(seeded[:2])
    desk.click("filterMode_all")
    assert {r.property("gameId") for r in _rows(desk)} == {seeded[0], seeded[1], seeded[3],
                                                            seeded[4]}
    desk.click("filterMode_campaign")
    assert [r.property("gameId") for r in _rows(desk)] == [seeded[4]]
    desk.click("filterMode_all")
    desk.click("filterGame_doppelt-so-clever")
    assert _rows(desk) == []
    desk.click("filterGame_all")

    # a custom period, typed in
    desk.click("filterPeriod_custom")
    old = (datetime.now(UTC) - timedelta(days=400)).astimezone().date()
    desk.click("rangeFrom")
    desk.type_text((old - timedelta(days=1)).isoformat())
    desk.click("rangeTo")
    desk.type_text((old + timedelta(days=1)).isoformat())
    desk.key(Qt.Key.Key_Return)
    assert [r.property("gameId") for r in _rows(desk)] == [seeded[2]]
    desk.click("rangeFrom")
    desk.key(Qt.Key.Key_End)
    desk.type_text("x")
    desk.key(Qt.Key.Key_Return)
    assert "YYYY-MM-DD" in desk.text("rangeError")
    desk.click("filterPeriod_all")
    assert len(_rows(desk)) == 5

    # the figures follow the filter: the best of the solo games
    desk.click("filterMode_solo")
    with HistoryStore() as store:
        solo = [g.results[0].total for g in store.games(mode="solo")]
    assert desk.text("statsBest") == str(max(solo))
    assert sum(int(item.property("text")) for item in walk(desk.window.contentItem())
               if item.objectName().startswith("bandCount_") and item.isVisible()) == 3


def test_the_csv_export_slot_writes_a_file_that_round_trips(seeded: list[int], desk: Driver,
                                                            tmp_path: Path) -> None:
    desk.click("homeHistory")
    history = _history(desk)
    target = tmp_path / "export" / "history.csv"
    target.parent.mkdir()  # the desk writes into a chosen folder, never creates one
    assert history.exportCsv(target.as_uri()) == ""  # a file URL, as the dialog gives it
    with HistoryStore() as store:
        games = store.games()
    again = read_csv(target.read_text(encoding="utf-8"))
    assert [(g.id, g.finished_at, g.game, g.mode, g.seed, g.stage, g.results) for g in again] \
        == [(g.id, g.finished_at, g.game, g.mode, g.seed, g.stage, g.results) for g in games]
    # what is exported is what the filter shows
    desk.click("filterMode_multiplayer")
    plain = tmp_path / "multi"
    assert history.exportCsv(str(plain)) == ""
    assert [g.id for g in read_csv((tmp_path / "multi.csv").read_text())] == [seeded[3]]
    assert "could not be written" in history.exportCsv(str(tmp_path / "multi.csv" / "x.csv"))


@pytest.fixture
def damaged_history(user_data: Path) -> Path:
    path = history_path(user_data)
    path.write_bytes(b"not a database, just noise " * 200)
    return path


def test_a_damaged_history_is_reported_once_and_play_goes_on(damaged_history: Path,
                                                             desk: Driver,
                                                             user_data: Path) -> None:
    desk.settle()
    text = desk.text("historyNoticeText")
    assert "damaged" in text and "damaged/" in text.replace("\\", "/")
    assert [p.name for p in (user_data / "damaged").iterdir()][0].startswith("history-")
    desk.click("historyNoticeOk")
    assert not desk.has("historyNotice")

    chooser = make_bot("greedy", seed=3)
    desk.game.start_setup(GameSetup(game=GSC, players=[PlayerSetup(name="Cy")], seed=8))
    while not desk.game.property("finished"):
        desk.game.apply_move(chooser.choose(desk.game.state, desk.game.legal))
    desk.settle()
    assert not desk.has("historyNotice"), "said once"
    with HistoryStore() as store:
        assert store.damaged is None and store.count() == 1


def test_a_campaign_stage_continued_after_leaving_counts_for_its_stage(desk: Driver) -> None:
    desk.click("homeCampaign")
    desk.click("playStage_1")
    assert desk.text("campaignPlaying") == "Stage 1 · target 140"
    chooser = make_bot("greedy", seed=4)
    for _ in range(5):
        desk.game.apply_move(chooser.choose(desk.game.state, desk.game.legal))
    desk.click("tableLeave")
    desk.click("leaveConfirm")
    with HistoryStore() as store:
        assert store.count() == 0  # left unfinished: nothing yet

    desk.click("homeContinue")  # the autosave brings the same stage back
    assert desk.game.state is not None and desk.game.state.move_count == 5
    assert desk.text("campaignPlaying") == "Stage 1 · target 140"
    while not desk.game.property("finished"):
        desk.game.apply_move(chooser.choose(desk.game.state, desk.game.legal))
    total = get_rules(GSC).total(desk.game.state.players[0])
    desk.settle()
    if total < 140:
        assert "Not this time: the target is 140." in desk.text("campaignResultText")
        assert desk.text("campaignResultStars") == "☆☆☆"
        assert not desk.has("campaignNext")
    with HistoryStore() as store:
        (game,) = store.games()
        assert (game.mode, game.stage) == ("campaign", f"{GSC}/1")
        assert store.stage_progress()[f"{GSC}/1"][2] == 1


def test_a_game_the_computer_played_for_you_is_not_recorded(desk: Driver) -> None:
    desk.game.start_setup(GameSetup(game=GSC, players=[PlayerSetup(name="Dee")], seed=9))
    with desk.qtbot.waitSignal(desk.game.autoplayDone, timeout=60_000):
        desk.game.autoplay(1000)
    assert desk.game.property("finished")
    with HistoryStore() as store:
        assert store.count() == 0


def test_the_daily_game_is_played_from_the_campaign_screen(desk: Driver) -> None:
    from datetime import date

    desk.click("homeCampaign")
    assert "Not played yet" in desk.text("dailyBest")
    desk.click("playDaily")
    from cleverdesk.layout import LAYOUT_GAME_IDS

    game, seed = campaign.daily_game(date.today(), LAYOUT_GAME_IDS)
    record = desk.game.record
    assert record is not None and (record.setup.game, record.setup.seed) == (game, seed)
    chooser = make_bot("greedy", seed=6)
    while not desk.game.property("finished"):
        desk.game.apply_move(chooser.choose(desk.game.state, desk.game.legal))
    desk.settle()
    total = get_rules(game).total(desk.game.state.players[0])
    assert desk.text("campaignResultTitle") == f"Daily game: {total} points"
    desk.click("campaignBack")
    assert desk.text("dailyBest").endswith(str(total))
    with HistoryStore() as store:
        (entry,) = store.games()
        assert entry.stage == campaign.daily_stage_id(date.today())


@pytest.fixture
def newer_history(user_data: Path) -> Path:
    import sqlite3

    HistoryStore().close()
    conn = sqlite3.connect(history_path(user_data))
    conn.execute("PRAGMA user_version = 99")
    conn.close()
    return history_path(user_data)


def test_a_history_from_a_newer_desk_is_left_alone_and_play_goes_on(newer_history: Path,
                                                                    desk: Driver) -> None:
    desk.settle()
    assert "newer version" in desk.text("historyNoticeText")
    before = newer_history.read_bytes()
    chooser = make_bot("greedy", seed=3)
    desk.game.start_setup(GameSetup(game=GSC, players=[PlayerSetup(name="Ed")], seed=10))
    while not desk.game.property("finished"):
        desk.game.apply_move(chooser.choose(desk.game.state, desk.game.legal))
    desk.click("historyNoticeOk")
    desk.click("finalHome")
    desk.click("homeHistory")
    assert _rows(desk) == []
    assert newer_history.read_bytes() == before


def test_a_past_game_that_no_longer_replays_says_so(seeded: list[int], desk: Driver,
                                                    user_data: Path) -> None:
    import json
    import sqlite3

    conn = sqlite3.connect(history_path(user_data))
    (text,) = conn.execute("SELECT record_json FROM games WHERE id = ?", (seeded[0],)).fetchone()
    record = json.loads(text)
    record["moves"] = record["moves"][:3] + [record["moves"][3]] * 3 + record["moves"][3:]
    conn.execute("UPDATE games SET record_json = ? WHERE id = ?",
                 (json.dumps(record), seeded[0]))
    conn.commit()
    conn.close()
    desk.click("homeHistory")
    row = next(r for r in _rows(desk) if r.property("gameId") == seeded[0])
    desk.click(row)
    assert desk.has("historyScreen") and not desk.has("pastGameScreen")
    assert "cannot be shown" in desk.text("openError")
    other = next(r for r in _rows(desk) if r.property("gameId") == seeded[1])
    desk.click(other)
    assert desk.has("pastGameScreen")


def test_history_and_campaign_by_keyboard(seeded: list[int], desk: Driver) -> None:
    desk.key(Qt.Key.Key_H)
    assert desk.has("historyScreen")
    assert desk.item("historyList").property("currentIndex") == 0
    desk.key(Qt.Key.Key_Down)
    desk.key(Qt.Key.Key_Return)  # the second game in the list
    assert desk.has("pastGameScreen")
    past = _history(desk).property("current")
    assert past.entry.id == seeded[3]  # newest first: solo today, then multiplayer yesterday
    desk.key(Qt.Key.Key_Home)
    assert past.property("currentStep") == 0
    desk.key(Qt.Key.Key_End)
    assert past.property("currentStep") == past.property("steps")
    desk.key(Qt.Key.Key_Escape)
    assert desk.has("historyScreen")
    desk.key(Qt.Key.Key_Escape)
    assert desk.has("homeScreen")

    desk.key(Qt.Key.Key_A)
    assert desk.has("campaignScreen")
    for _ in range(12):  # Tab through the chapters to the first open stage
        desk.key(Qt.Key.Key_Tab)
        if desk.item("stage_1").property("activeFocus"):
            break
    assert desk.item("stage_1").property("activeFocus")
    desk.key(Qt.Key.Key_Return)
    record = desk.game.record
    assert record is not None and record.setup.seed == campaign.find_stage(f"{GSC}/1").seed


def test_starting_a_game_with_more_seats_does_not_break_recording(
        desk) -> None:  # type: ignore[no-untyped-def]
    """The recorder once read the old game's seats while the new game was announced: a
    three-seat game after a solo one raised IndexError in the window's signal handler."""
    game = desk.game
    assert game.start({"game": "ganz-schoen-clever", "seats": [{"name": "Anna"}], "seed": "3"})
    desk.settle()
    seats = [{"name": "Anna"}, {"name": "Bob", "computer": True},
             {"name": "Cleo", "computer": True}]
    for seed in range(1, 8):  # seeds with a later seat deciding first
        assert game.start({"game": "ganz-schoen-clever", "seats": seats, "seed": str(seed)})
        desk.settle()
        assert game.state is not None
        assert game.start({"game": "ganz-schoen-clever", "seats": [{"name": "Anna"}],
                           "seed": str(seed)})
        desk.settle()

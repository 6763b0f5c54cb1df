"""Score history (SQLite) and the solo campaign: what players keep between sessions."""

from __future__ import annotations

import io
import sqlite3
import subprocess
import sys
import textwrap
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import pytest

from cleverdesk.engine import GameRecord, GameSetup, Phase, PlayerSetup, get_rules
from cleverdesk.engine.simulate import play_game
from cleverdesk.store import campaign
from cleverdesk.store.history import SCHEMA_VERSION, HistoryError, HistoryStore, history_path
from cleverdesk.store.history_csv import read_csv, write_csv

GSC = "ganz-schoen-clever"


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("CLEVERDESK_DATA_DIR", str(tmp_path))
    return tmp_path


def finished_game(seed: int, players: int = 1, human: bool = True):  # type: ignore[no-untyped-def]
    seats = [PlayerSetup(name="Anna", bot=None if human else "greedy")]
    seats += [PlayerSetup(name=f"Bot {i}", bot="greedy") for i in range(1, players)]
    setup = GameSetup(game=GSC, players=seats, seed=seed)
    play_setup = setup.model_copy(update={"players": [
        p.model_copy(update={"bot": p.bot or "greedy"}) for p in seats]})
    state, record = play_game(get_rules(GSC), play_setup)
    return state, GameRecord(setup=setup, moves=record.moves)


def test_a_finished_game_is_stored_with_everything_needed() -> None:
    state, record = finished_game(seed=1)
    with HistoryStore() as store:
        game_id = store.add_game(state, record, "solo", 321.5, uid="s1")
        assert game_id is not None
        (game,) = store.games()
        rules = get_rules(GSC)
        (result,) = game.results
        assert (game.game, game.mode, game.seed, game.duration_s) == (GSC, "solo", 1, 321.5)
        assert result.name == "Anna" and result.human
        assert result.total == rules.total(state.players[0])
        assert result.areas == rules.area_scores(state.players[0])
        assert result.foxes == state.players[0].foxes
        assert result.rating == rules.rating_band(result.total).code
        # the record replays to the final sheet
        from cleverdesk.engine import replay
        replayed = replay(store.record(game_id))
        assert replayed.phase == Phase.GAME_OVER
        assert [p for p in replayed.players] == \
            [p for p in state.players]


def test_unfinished_games_are_not_counted() -> None:
    rules = get_rules(GSC)
    state = rules.new_game(GameSetup(game=GSC, players=[PlayerSetup(name="A")], seed=1))
    assert state.phase != Phase.GAME_OVER
    with HistoryStore() as store:
        with pytest.raises(ValueError):
            store.add_game(state, GameRecord(setup=state.setup), "solo", 10.0)
        assert store.count() == 0


def test_the_same_game_recorded_twice_counts_once() -> None:
    state, record = finished_game(seed=2)
    with HistoryStore() as store:
        assert store.add_game(state, record, "solo", 1.0, uid="same") is not None
        assert store.add_game(state, record, "solo", 1.0, uid="same") is None
        assert store.count() == 1


def test_filters_best_average_and_bands() -> None:
    now = datetime(2026, 11, 1, tzinfo=UTC)
    with HistoryStore() as store:
        totals = []
        for seed in range(6):
            state, record = finished_game(seed=seed)
            store.add_game(state, record, "solo", 60.0, finished_at=now + timedelta(days=seed))
            totals.append(get_rules(GSC).total(state.players[0]))
        state, record = finished_game(seed=50, players=2)
        store.add_game(state, record, "multiplayer", 60.0, finished_at=now)
        assert len(store.games(mode="solo")) == 6
        assert len(store.games(mode="multiplayer")) == 1
        assert len(store.games(since=now + timedelta(days=3))) == 3
        stats = store.stats(GSC, mode="solo")
        assert stats.count == 6 and stats.best == max(totals)
        assert stats.average == pytest.approx(sum(totals) / 6)
        assert sum(stats.rating_counts.values()) == 6
        assert set(stats.area_averages) == {"yellow", "blue", "green", "orange", "purple"}
        all_stats = store.stats(GSC)  # the bot seat of the multiplayer game is not "you"
        assert all_stats.count == 7


def test_csv_export_round_trips() -> None:
    with HistoryStore() as store:
        for seed in range(3):
            state, record = finished_game(seed=seed, players=1 + seed)
            store.add_game(state, record, "solo" if seed == 0 else "multiplayer", 12.25)
        games = store.games()
        out = io.StringIO()
        write_csv(games, out)
        text = out.getvalue()
    assert text.splitlines()[0].startswith("game_id,finished_at,game,mode")
    assert len(text.splitlines()) == 1 + 1 + 2 + 3
    again = read_csv(text)
    strip = [(g.id, g.finished_at, g.game, g.mode, g.seed, g.stage, g.results) for g in games]
    assert [(g.id, g.finished_at, g.game, g.mode, g.seed, g.stage, g.results)
            for g in again] == strip


def test_two_desks_writing_at_once_lose_nothing(data_dir: Path) -> None:
    writer = textwrap.dedent(
        """
        import sys
        from cleverdesk.engine import GameSetup, PlayerSetup, get_rules
        from cleverdesk.engine.simulate import play_game
        from cleverdesk.store.history import HistoryStore
        rules = get_rules("ganz-schoen-clever")
        tag = sys.argv[1]
        games = []
        for seed in range(3):
            setup = GameSetup(game="ganz-schoen-clever",
                              players=[PlayerSetup(name=tag, bot="random")], seed=seed)
            games.append(play_game(rules, setup))
        store = HistoryStore()
        for i in range(40):
            state, record = games[i % 3]
            store.add_game(state, record, "solo", 1.0, uid=f"{tag}-{i}")
        store.close()
        """
    )
    procs = [subprocess.Popen([sys.executable, "-c", writer, tag]) for tag in ("a", "b")]
    for proc in procs:
        assert proc.wait(timeout=240) == 0
    with HistoryStore() as store:
        assert store.count() == 80
        names = [g.results[0].name for g in store.games()]
        assert names.count("a") == names.count("b") == 40


def test_a_damaged_database_is_set_aside_and_a_fresh_one_started(data_dir: Path) -> None:
    with HistoryStore() as store:
        state, record = finished_game(seed=1)
        store.add_game(state, record, "solo", 1.0)
    path = history_path()
    path.write_bytes(b"this is not a database at all" * 100)
    store = HistoryStore()
    try:
        assert store.damaged is not None
        assert store.damaged.moved_to.parent == data_dir / "damaged"
        assert store.damaged.moved_to.read_bytes().startswith(b"this is not")
        assert "not a database" in store.damaged.reason
        assert store.count() == 0  # fresh, and usable
        state, record = finished_game(seed=2)
        assert store.add_game(state, record, "solo", 1.0) is not None
    finally:
        store.close()


def test_schema_is_versioned_and_a_newer_one_is_refused(data_dir: Path) -> None:
    HistoryStore().close()
    conn = sqlite3.connect(history_path())
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.close()
    with pytest.raises(HistoryError, match="newer"):
        HistoryStore()
    assert history_path().exists()  # a newer desk's history is never set aside or replaced


# ---------------------------------------------------------------------- campaign
def test_campaign_stages_rise_through_the_rating_bands() -> None:
    (chapter, *_) = campaign.chapters()
    assert chapter.game == GSC
    targets = [s.target for s in chapter.stages]
    assert targets == [140, 160, 180, 200, 220, 240, 260, 281]
    assert len({s.seed for s in chapter.stages}) == len(targets)
    assert campaign.stars_for(chapter.stages[0], 139) == 0
    assert campaign.stars_for(chapter.stages[0], 140) == 1
    assert campaign.stars_for(chapter.stages[0], 160) == 2
    assert campaign.stars_for(chapter.stages[0], 199) == 3
    assert campaign.stars_for(chapter.stages[-1], 400) == 1  # nothing above the top band


def test_campaign_unlocks_in_order_and_keeps_the_best() -> None:
    with HistoryStore() as store:
        state = campaign.campaign_state(store)
        first = state[0]
        assert first.unlocked
        assert [s.unlocked for s in first.stages][:2] == [True, False]
        result = campaign.record_stage_result(store, first.stages[0].stage.id, 120)
        assert result.stars == 0 and result.opened_stage is None
        result = campaign.record_stage_result(store, first.stages[0].stage.id, 165)
        assert result.stars == 2 and result.new_best
        assert result.opened_stage == first.stages[1].stage
        result = campaign.record_stage_result(store, first.stages[0].stage.id, 150)
        assert (result.best, result.best_stars, result.new_best) == (165, 2, False)
        state = campaign.campaign_state(store)
        assert state[0].stages[0].plays == 3 and state[0].stars == 2
        assert [s.unlocked for s in state[0].stages][:3] == [True, True, False]


def test_daily_game_is_the_same_for_everybody_on_a_date() -> None:
    day = date(2026, 11, 30)
    assert campaign.daily_game(day) == campaign.daily_game(date(2026, 11, 30))
    seeds = {campaign.daily_game(day + timedelta(days=d))[1] for d in range(10)}
    assert len(seeds) == 10


def test_history_command_prints_csv(data_dir: Path) -> None:
    with HistoryStore() as store:
        for seed in range(2):
            state, record = finished_game(seed=seed)
            store.add_game(state, record, "solo", 5.0)
    result = subprocess.run([sys.executable, "-m", "cleverdesk", "history", "--csv"],
                            capture_output=True, text=True, timeout=120, check=True)
    lines = result.stdout.splitlines()
    assert lines[0].startswith("game_id,finished_at,game,mode,seed")
    assert len(lines) == 3
    assert len(read_csv(result.stdout)) == 2
    empty = subprocess.run([sys.executable, "-m", "cleverdesk", "history", "--csv", "--mode",
                            "campaign"], capture_output=True, text=True, timeout=120, check=True)
    assert empty.stdout.splitlines() == [lines[0]]


# ---------------------------------------------------------------------- fixes found at the desk
def test_a_long_history_reads_back_whole(data_dir: Path) -> None:
    """More games than SQLite allows variables in one statement (32766 here) still read back."""
    state, record = finished_game(seed=1)
    with HistoryStore() as store:
        store.add_game(state, record, "solo", 1.0, uid="first")
        (first,) = store.games()
        conn = sqlite3.connect(history_path())
        games = [(f"u{i}", "2026-01-01T00:00:00+00:00", GSC, "solo", i, 1.0, None, "{}")
                 for i in range(33_000)]
        conn.executemany("INSERT INTO games (uid, finished_at, game, mode, seed, duration_s,"
                         " stage, record_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?)", games)
        conn.execute("INSERT INTO results SELECT g.id, 0, 'X', NULL, 100, 0, '{}', NULL, 1"
                      " FROM games g WHERE g.uid LIKE 'u%'")
        conn.commit()
        conn.close()
        everything = store.games()
        assert len(everything) == 33_001
        assert all(len(g.results) == 1 for g in everything)
        assert store.games(mode="solo", since=datetime(2026, 6, 1, tzinfo=UTC)) == \
            [g for g in everything if g.uid == "first"]


def test_a_solo_game_without_a_rating_table_is_stored(monkeypatch: pytest.MonkeyPatch) -> None:
    state, record = finished_game(seed=3)
    monkeypatch.setattr(get_rules(GSC), "rating", ())
    with HistoryStore() as store:
        assert store.add_game(state, record, "solo", 1.0) is not None
        assert store.games()[0].results[0].rating is None


@pytest.mark.parametrize("name", ["=HYPERLINK(\"x\")", "+1", "-2", "@SUM(A1)", "'=x", "''",
                                  "'", "'a", "Anna, \"the\" best\nline two"])
def test_csv_never_hands_a_formula_to_a_spreadsheet(name: str) -> None:
    state, record = finished_game(seed=4)
    record = GameRecord(setup=record.setup.model_copy(update={"players": [
        record.setup.players[0].model_copy(update={"name": name})]}), moves=record.moves)
    with HistoryStore() as store:
        store.add_game(state, record, "solo", 1.0)
        out = io.StringIO()
        write_csv(store.games(), out)
    import csv
    (row,) = list(csv.DictReader(io.StringIO(out.getvalue())))
    assert not row["name"].startswith(("=", "+", "-", "@"))
    assert read_csv(out.getvalue())[0].results[0].name == name


def test_a_locked_stage_earns_nothing() -> None:
    with HistoryStore() as store:
        (chapter, second, *_) = campaign.campaign_state(store)
        with pytest.raises(ValueError, match="locked"):
            campaign.record_stage_result(store, chapter.stages[1].stage.id, 400)
        with pytest.raises(ValueError, match="locked"):
            campaign.record_stage_result(store, second.stages[1].stage.id, 400)
        assert store.stage_progress() == {}


def test_every_chapter_can_be_started_without_stars() -> None:
    """A player who knows a sequel starts its chapter at once; stars reward, they do not gate."""
    with HistoryStore() as store:
        state = campaign.campaign_state(store)
        assert len(state) == 4
        for chapter in state:
            assert chapter.unlocked and chapter.stars == 0
            assert [s.unlocked for s in chapter.stages][:2] == [True, False]
        result = campaign.record_stage_result(store, state[3].stages[0].stage.id, 400)
        assert result.stars >= 1 and result.opened_stage == state[3].stages[1].stage


def test_the_daily_game_can_be_narrowed_to_playable_games_and_keeps_its_seed() -> None:
    day = date(2026, 12, 3)
    games = {campaign.daily_game(day + timedelta(days=d), [GSC])[0] for d in range(8)}
    assert games == {GSC}
    assert campaign.daily_game(day, [GSC])[1] == campaign.daily_game(day)[1]
    assert campaign.daily_game(day, ["no-such-game"]) == campaign.daily_game(day)

"""A history that is damaged, cut short, half unreadable or locked: nothing hidden, nothing lost.

Each test is a case from the fault-injection run of issue #22: a garbled error text, one bad row
of each kind, a file cut to 0–1 bytes, and another program holding the database longer than we
wait. The good games are always all shown and exported, the bad ones counted, and a locked
database is never mistaken for a damaged one.
"""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from cleverdesk.engine import GameRecord, GameSetup, PlayerSetup, get_rules
from cleverdesk.engine.simulate import play_game
from cleverdesk.store import history
from cleverdesk.store.history import HistoryLocked, HistoryStore, history_path
from cleverdesk.store.history_csv import read_csv

GSC = "ganz-schoen-clever"


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("CLEVERDESK_DATA_DIR", str(tmp_path))
    return tmp_path


def finished_game(seed: int, name: str = "Anna"):  # type: ignore[no-untyped-def]
    setup = GameSetup(game=GSC, players=[PlayerSetup(name=name)], seed=seed)
    state, record = play_game(get_rules(GSC), setup.model_copy(update={"players": [
        PlayerSetup(name=name, bot="greedy")]}))
    return state, GameRecord(setup=setup, moves=record.moves)


def three_games() -> list[int]:
    ids = []
    with HistoryStore() as store:
        for seed in range(3):
            state, record = finished_game(seed, name=f"Player {seed}")
            ids.append(store.add_game(state, record, "solo", 10.0))
    return ids


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "cleverdesk", "history", *args],
                          capture_output=True, text=True, timeout=120)


def test_a_garbled_error_text_is_damage_not_a_crash(data_dir: Path) -> None:
    three_games()
    conn = sqlite3.connect(history_path())
    conn.execute("PRAGMA writable_schema = ON")
    # "CREATE TABLE games \xff(" : SQLite's error message then holds a byte that is not UTF-8
    conn.execute("UPDATE sqlite_master SET sql = CAST(X'435245415445205441424c452067616d657320ff28'"
                 " AS TEXT) WHERE name = 'games'")
    conn.commit()
    conn.close()
    result = run_cli("--csv")
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    assert "could not be read" in result.stderr and "malformed" in result.stderr
    assert (data_dir / "damaged").is_dir()
    with HistoryStore() as store:  # the fresh history works
        assert store.damaged is None and store.count() == 0


BAD_ROWS = {
    "record not JSON": "UPDATE games SET record_json = 'not json {' WHERE id = :id",
    "date that is no date": "UPDATE games SET finished_at = 'yesterday' WHERE id = :id",
    "areas that are a list": "UPDATE results SET areas_json = '[1,2]' WHERE game_id = :id",
    "name that is a BLOB": "UPDATE results SET name = X'00ff10' WHERE game_id = :id",
    "total that is text": "UPDATE results SET total = 'many' WHERE game_id = :id",
    "duration that is text": "UPDATE games SET duration_s = 'long' WHERE id = :id",
}


@pytest.mark.parametrize("damage", list(BAD_ROWS))
def test_one_bad_row_is_skipped_and_counted_and_the_rest_exported(damage: str) -> None:
    ids = three_games()
    conn = sqlite3.connect(history_path())
    conn.execute(BAD_ROWS[damage], {"id": ids[1]})
    conn.commit()
    conn.close()
    with HistoryStore() as store:
        found = store.read()
        assert store.damaged is None
        assert found.unreadable == 1
        assert sorted(g.id for g in found.games) == [ids[0], ids[2]]
    result = run_cli("--csv")
    assert result.returncode == 0, result.stderr
    assert "1 game could not be read" in result.stderr
    assert sorted(r.results[0].name for r in read_csv(result.stdout)) == ["Player 0", "Player 2"]


def test_a_dropped_results_table_counts_every_game_and_recording_goes_on() -> None:
    three_games()
    conn = sqlite3.connect(history_path())
    conn.execute("DROP TABLE results")
    conn.commit()
    conn.close()
    result = run_cli("--csv")
    assert result.returncode == 0, result.stderr
    assert "3 games could not be read" in result.stderr
    with HistoryStore() as store:
        assert store.damaged is None
        assert store.read().unreadable == 3
        state, record = finished_game(7)
        assert store.add_game(state, record, "solo", 1.0) is not None
        assert [g.results[0].name for g in store.games()] == ["Anna"]


@pytest.mark.parametrize("size", [0, 1])
def test_a_history_cut_to_almost_nothing_is_reported(data_dir: Path, size: int) -> None:
    three_games()
    path = history_path()
    for companion in ("-wal", "-shm"):
        Path(str(path) + companion).unlink(missing_ok=True)
    path.write_bytes(b"S"[:size])
    old = time.time() - 60
    os.utime(path, (old, old))  # not a file another desk is creating right now
    with HistoryStore() as store:
        assert store.damaged is not None
        assert "cut short" in store.damaged.reason
        assert store.damaged.moved_to.parent == data_dir / "damaged"
        assert store.count() == 0
    result = run_cli()
    assert result.returncode == 0


HOLDER = textwrap.dedent(
    """
    import sqlite3, sys, time
    conn = sqlite3.connect(sys.argv[1], isolation_level=None)
    conn.execute("BEGIN IMMEDIATE")
    conn.execute("INSERT INTO campaign (stage, best, stars, plays, updated_at)"
                 " VALUES ('held', 1, 1, 1, 'now')")
    print("holding", flush=True)
    sys.stdin.readline()  # until the test says so
    conn.execute("COMMIT")
    conn.close()
    """
)


def test_a_history_locked_longer_than_the_busy_timeout_stays_in_place(
        data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    ids = three_games()
    monkeypatch.setattr(history, "BUSY_TIMEOUT_S", 0.3)
    path = history_path()
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(path)], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "holding"
        store = HistoryStore()  # opening waits for nobody: it only reads
        try:
            assert store.damaged is None
            assert sorted(g.id for g in store.games()) == sorted(ids)
            state, record = finished_game(5)
            with pytest.raises(HistoryLocked, match="locked"):
                store.add_game(state, record, "solo", 1.0, uid="late")
        finally:
            store.close()
        assert path.exists() and not (data_dir / "damaged").exists()
    finally:
        assert holder.stdin is not None
        holder.stdin.write("go\n")
        holder.stdin.close()
        assert holder.wait(timeout=60) == 0
    with HistoryStore() as store:  # nothing lost: ours, and the other program's write
        assert store.damaged is None
        assert sorted(g.id for g in store.games()) == sorted(ids)
        assert "held" in store.stage_progress()
        state, record = finished_game(5)
        assert store.add_game(state, record, "solo", 1.0, uid="late") is not None


def test_a_brand_new_history_locked_while_created_is_not_set_aside(
        data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Another program created the file and holds it before the tables exist."""
    monkeypatch.setattr(history, "BUSY_TIMEOUT_S", 0.3)
    path = history_path()
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("CREATE TABLE other_program (x)")
    conn.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(HistoryLocked):
            HistoryStore()
    finally:
        conn.execute("ROLLBACK")
        conn.close()
    assert path.exists() and not (data_dir / "damaged").exists()


def _open_at_once(barrier, paths: list[str], results) -> None:  # type: ignore[no-untyped-def]
    for path in paths:
        barrier.wait(timeout=60)
        try:
            store = HistoryStore(Path(path))
            results.put((path, "damaged" if store.damaged else "ok"))
            store.close()
        except Exception as error:  # reported to the test
            results.put((path, f"{type(error).__name__}: {error}"))


def test_four_desks_opening_a_brand_new_history_at_once_never_set_it_aside(
        tmp_path: Path) -> None:
    import multiprocessing

    context = multiprocessing.get_context("fork")
    rounds = [str(tmp_path / f"round{n}" / "history.sqlite") for n in range(15)]
    for path in rounds:
        Path(path).parent.mkdir()
    barrier = context.Barrier(4)
    results = context.Queue()
    desks = [context.Process(target=_open_at_once, args=(barrier, rounds, results))
             for _ in range(4)]
    for desk in desks:
        desk.start()
    outcomes = [results.get(timeout=120) for _ in range(4 * len(rounds))]
    for desk in desks:
        desk.join(timeout=60)
    assert [o for o in outcomes if o[1] != "ok"] == []
    for path in rounds:
        assert not (Path(path).parent / "damaged").exists()
        with HistoryStore(Path(path)) as store:
            assert store.count() == 0 and store.damaged is None

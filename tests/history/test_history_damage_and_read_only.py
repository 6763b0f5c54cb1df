"""The history store when its file is damaged or read-only (issue 33): a dropped games table is
damage, one row breaking a CHECK is skipped and counted, damage SQLite cannot read past is
salvaged row by row, a read-only data folder is read read-only, hostile text never crashes a
write nor reaches the terminal raw, and the history command's words are right (plural forms, a
short reason)."""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from cleverdesk.engine import GameRecord, GameSetup, PlayerSetup, get_rules
from cleverdesk.engine.simulate import play_game
from cleverdesk.store.history import HistoryStore, history_path

GSC = "ganz-schoen-clever"


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("CLEVERDESK_DATA_DIR", str(tmp_path))
    return tmp_path


def finished_game(seed: int, name: str = "Anna"):  # type: ignore[no-untyped-def]
    """A finished solo game of ``name`` (played by the greedy bot, recorded as human)."""
    setup = GameSetup(game=GSC, players=[PlayerSetup(name=name)], seed=seed)
    state, record = play_game(get_rules(GSC), setup.model_copy(update={"players": [
        PlayerSetup(name=name, bot="greedy")]}))
    return state, GameRecord(setup=setup, moves=record.moves)


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "cleverdesk", "history", *args],
                          capture_output=True, text=True, timeout=120)


def games(count: int, start: int = 0) -> list[int]:
    ids = []
    with HistoryStore() as store:
        for seed in range(start, start + count):
            state, record = finished_game(seed, name=f"Player {seed}")
            ids.append(store.add_game(state, record, "solo", 10.0))
    return ids


def _checkpointed() -> Path:
    """The history file with everything in it (no -wal), so bytes can be changed in place."""
    path = history_path()
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.execute("PRAGMA journal_mode = DELETE")
    conn.close()
    return path


# ---------------------------------------------------------------------------- item 2
def test_a_dropped_games_table_is_damage_not_an_empty_history(data_dir: Path) -> None:
    games(3)
    conn = sqlite3.connect(history_path())
    conn.execute("DROP TABLE games")
    conn.commit()
    conn.close()
    with HistoryStore() as store:
        assert store.damaged is not None, "a history without its games table is not 'no games'"
        assert "games table is missing" in store.damaged.reason
        assert store.damaged.moved_to.parent == data_dir / "damaged"
        state, record = finished_game(9)  # the leftover results no longer block new games
        assert store.add_game(state, record, "solo", 1.0) is not None
        assert store.count() == 1


def test_a_column_missing_for_its_version_is_damage(data_dir: Path) -> None:
    games(2)
    conn = sqlite3.connect(history_path())
    conn.execute("ALTER TABLE games DROP COLUMN hints")
    conn.commit()
    conn.close()
    with HistoryStore() as store:
        assert store.damaged is not None and "hints" in store.damaged.reason
        assert store.damaged.recovered == 2  # the games themselves could all be read
        assert len(store.games()) == 2


# ---------------------------------------------------------------------------- item 3
def test_one_row_breaking_a_check_is_skipped_and_counted(data_dir: Path) -> None:
    ids = games(60)
    path = _checkpointed()
    data = bytearray(path.read_bytes())
    at = data.find(b"solo", 4096)  # past the first page: a row, not the schema's CHECK
    data[at + 3] ^= 1  # "solo" -> "soln": one bit
    path.write_bytes(bytes(data))
    with HistoryStore() as store:
        assert store.damaged is None
        found = store.read()
        assert found.unreadable == 1
        assert len(found.games) == 59
        assert {g.id for g in found.games} < set(ids)
    assert not (data_dir / "damaged").exists()
    result = run_cli("--csv")
    assert result.returncode == 0 and "1 game could not be read and is left out" in result.stderr


def test_damage_sqlite_cannot_read_past_is_salvaged_row_by_row(data_dir: Path) -> None:
    games(60)
    path = _checkpointed()
    size = path.stat().st_size
    page = 4096
    pages = size // page
    with path.open("r+b") as handle:  # zero a page in the middle of the games' rows
        handle.seek(page * (pages // 2))
        handle.write(b"\0" * page)
    with HistoryStore() as store:
        assert store.damaged is not None
        assert 0 < store.damaged.recovered < 60
        assert len(store.games()) == store.damaged.recovered
    result = run_cli("--csv")
    assert result.returncode == 0, result.stderr


def test_a_long_integrity_report_is_summarised(data_dir: Path) -> None:
    from cleverdesk.store.history import summarized_problems

    lines = ["*** in database main ***\nPage 3: btreeInitPage() returns error code 11"] + [
        f"Page {n}: never used" for n in range(4, 60)]
    text = summarized_problems(lines)
    assert len(text) < 160 and "Page 3" in text and "and 55 more" in text


# ---------------------------------------------------------------------------- item 9
def _without_root_powers() -> list[str]:
    """Root ignores file permissions (CAP_DAC_OVERRIDE): as root, the command runs without
    that capability, so that the read-only folder binds it as it binds a player."""
    if os.geteuid() != 0:
        return []
    setpriv = shutil.which("setpriv")
    if setpriv is None:
        pytest.skip("running as root without setpriv: permissions cannot be made to bind")
    return [setpriv, "--inh-caps=-all", "--bounding-set=-dac_override,-dac_read_search", "--"]


@pytest.mark.skipif(not hasattr(os, "geteuid"), reason="POSIX permissions")
def test_a_read_only_data_folder_is_read_read_only() -> None:
    """``history --csv`` on a folder nobody may write: it reads, and writes nothing."""
    folder = Path(tempfile.mkdtemp(prefix="cleverdesk-ro-"))
    try:
        folder.chmod(0o755)
        data = folder / "data"
        data.mkdir()
        env = {**os.environ, "CLEVERDESK_DATA_DIR": str(data)}
        with HistoryStore(history_path(data)) as store:
            for seed in range(3):
                state, record = finished_game(seed, name=f"P{seed}")
                store.add_game(state, record, "solo", 1.0)
        for extra in data.glob("history.sqlite-*"):
            extra.unlink()
        (data / "history.sqlite").chmod(0o444)
        data.chmod(0o555)
        result = subprocess.run(
            [*_without_root_powers(), sys.executable, "-m", "cleverdesk", "history", "--csv"],
            env=env, capture_output=True, text=True, timeout=120)
        assert result.returncode == 0, result.stderr
        assert len(result.stdout.splitlines()) == 4  # the header and three games
        assert sorted(p.name for p in data.iterdir()) == ["history.sqlite"]  # nothing written
    finally:
        for path in (folder, folder / "data"):
            if path.exists():
                path.chmod(0o755)
        shutil.rmtree(folder)


def test_a_store_opened_read_only_says_so_and_writes_nothing(data_dir: Path) -> None:
    from cleverdesk.store.history import ReadOnlyHistory

    games(2)
    with HistoryStore(read_only=True) as store:
        assert store.read_only and len(store.games()) == 2
        state, record = finished_game(5)
        with pytest.raises(ReadOnlyHistory):
            store.add_game(state, record, "solo", 1.0)


# ---------------------------------------------------------------------------- item 10
def test_a_lone_surrogate_in_a_name_is_recorded_not_raised(data_dir: Path) -> None:
    state, record = finished_game(3, name="Anna\ud800")
    with HistoryStore() as store:
        game_id = store.add_game(state, record, "solo", 1.0)
        assert game_id is not None
        (entry,) = store.games()
        assert entry.results[0].name == "Anna\ufffd"
        assert store.record(game_id).setup.players[0].name == "Anna\ufffd"


def test_the_history_command_shows_control_characters_escaped(data_dir: Path) -> None:
    state, record = finished_game(4, name="\x1b[31mred\x07")
    with HistoryStore() as store:
        store.add_game(state, record, "solo", 1.0)
    result = run_cli()
    assert result.returncode == 0, result.stderr
    assert "\x1b" not in result.stdout and "\x07" not in result.stdout
    assert "\\x1b[31mred\\x07" in result.stdout


# ---------------------------------------------------------------------------- item 12
def test_the_history_command_counts_in_words(data_dir: Path) -> None:
    ids = games(3)
    conn = sqlite3.connect(history_path())
    conn.execute("UPDATE games SET finished_at = 'never' WHERE id = ?", (ids[0],))
    conn.commit()
    conn.close()
    result = run_cli()
    assert "1 game could not be read and is left out" in result.stderr
    assert result.stdout.splitlines()[-1] == "2 games"
    conn = sqlite3.connect(history_path())
    conn.execute("UPDATE games SET finished_at = 'never' WHERE id = ?", (ids[1],))
    conn.commit()
    conn.close()
    result = run_cli()
    assert "2 games could not be read and are left out" in result.stderr
    assert result.stdout.splitlines()[-1] == "1 game"

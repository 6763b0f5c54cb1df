"""The score history in odd places (issue 47, items 5, 6 and 7): a read-only data folder whose
history still has writes in its ``-wal`` log, a data folder whose path is too long for SQLite,
and a named pipe where the history file belongs.

The read-only folder binds for real: the commands run as root without the power to override
file permissions (``setpriv``, part of util-linux, which every Debian has), or as the user
running the tests when that is not root; the folder is made here, in /tmp, so nothing is
skipped."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

from cleverdesk.engine import GameRecord, GameSetup, PlayerSetup, get_rules
from cleverdesk.engine.simulate import play_game
from cleverdesk.store.history import HistoryStore, history_path

GSC = "ganz-schoen-clever"
# a generous bound for a command that must end by itself (a hang is the failure looked for)
PATIENCE_S = 120 * float(os.environ.get("CLEVERDESK_TEST_PATIENCE", "1"))


def finished_game(seed: int, name: str = "Anna"):  # type: ignore[no-untyped-def]
    setup = GameSetup(game=GSC, players=[PlayerSetup(name=name)], seed=seed)
    state, record = play_game(get_rules(GSC), setup.model_copy(update={"players": [
        PlayerSetup(name=name, bot="greedy")]}))
    return state, GameRecord(setup=setup, moves=record.moves)


def without_write_powers() -> list[str]:
    """A command prefix under which file permissions bind: as root, without the capabilities
    that override them; as anyone else, nothing."""
    if os.geteuid() != 0:
        return []
    setpriv = shutil.which("setpriv")
    assert setpriv, "util-linux's setpriv is needed to run as root without override powers"
    return [setpriv, "--inh-caps=-all", "--bounding-set=-dac_override,-dac_read_search", "--"]


def run(args: list[str], data: Path, *, powerless: bool = False
        ) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "CLEVERDESK_DATA_DIR": str(data), "QT_QPA_PLATFORM": "offscreen"}
    prefix = without_write_powers() if powerless else []
    return subprocess.run([*prefix, sys.executable, *args], env=env, capture_output=True,
                          text=True, timeout=PATIENCE_S)


# What the desk says at start about its history (HistoryDatabase is the desk's connection).
DESK_NOTICE = textwrap.dedent("""
    import json
    from PySide6.QtCore import QCoreApplication
    app = QCoreApplication([])
    from cleverdesk.ui.history.database import HistoryDatabase
    database = HistoryDatabase(lambda: None)
    store = database.open()
    games = [] if store is None else [g.results[0].name for g in store.games()]
    print(json.dumps({"notice": database.notice, "games": games,
                      "read_only": None if store is None else store.read_only}))
    database.close()
""")


def desk_notice(data: Path, *, powerless: bool = False) -> dict[str, object]:
    done = run(["-c", DESK_NOTICE], data, powerless=powerless)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


# ---------------------------------------------------------------------------- item 7: a pipe
def test_a_named_pipe_for_a_history_never_hangs_the_history_command(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "history.sqlite")
    done = run(["-m", "cleverdesk", "history"], tmp_path)
    assert done.returncode == 2
    assert "named pipe" in done.stderr and str(tmp_path / "history.sqlite") in done.stderr
    assert (tmp_path / "history.sqlite").is_fifo()  # left where it is, as it is
    assert not (tmp_path / "damaged").exists()


def test_a_named_pipe_for_a_history_never_hangs_the_desk(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "history.sqlite-wal")
    (tmp_path / "history.sqlite").write_bytes(b"")
    found = desk_notice(tmp_path)
    assert "named pipe" in str(found["notice"]) and found["games"] == []
    assert "newer version" not in str(found["notice"])


# ---------------------------------------------------------------------------- item 6: long
@pytest.fixture
def long_folder(tmp_path: Path) -> Iterator[Path]:
    """A data folder whose history.sqlite path is 600 bytes long (SQLite opens up to 504)."""
    folder = tmp_path.joinpath(*["p" * 100] * 5)
    folder = folder / ("q" * (600 - len(str(folder / "history.sqlite")) - 1))
    folder.mkdir(parents=True)
    assert len(str(history_path(folder))) == 600
    yield folder


def test_a_data_folder_too_long_for_sqlite_keeps_its_history(long_folder: Path) -> None:
    path = history_path(long_folder)
    with HistoryStore(path) as store:
        for seed in range(3):
            state, record = finished_game(seed, name=f"P{seed}")
            store.add_game(state, record, "solo", 1.0, uid=f"u{seed}")
    assert path.read_bytes().startswith(b"SQLite format 3\0")  # a real history on disk
    with HistoryStore(path) as store:
        assert sorted(g.results[0].name for g in store.games()) == ["P0", "P1", "P2"]
        state, record = finished_game(0, name="P0")
        assert store.add_game(state, record, "solo", 1.0, uid="u0") is None  # once only
    done = run(["-m", "cleverdesk", "history", "--csv"], long_folder)
    assert done.returncode == 0, done.stderr
    assert len(done.stdout.splitlines()) == 4  # the header and three games
    found = desk_notice(long_folder)
    assert found["notice"] == "" and sorted(found["games"]) == ["P0", "P1", "P2"]  # type: ignore[type-var]


# ------------------------------------------------------------ item 5: read-only, games in WAL
def _history_with_games_in_the_log(source: Path, target: Path, checkpointed: int,
                                   logged: int) -> None:
    """``target`` gets the history as a crash leaves it: ``checkpointed`` games in the
    database file, ``logged`` more only in its -wal log (copied while the writer is open)."""
    path = history_path(source)
    if checkpointed:
        with HistoryStore(path) as store:
            for seed in range(checkpointed):
                store.add_game(*finished_game(seed, name=f"P{seed}"), "solo", 1.0)
    store = HistoryStore(path)
    try:
        store._conn.execute("PRAGMA wal_autocheckpoint = 0")  # as a writer that was killed
        for seed in range(checkpointed, checkpointed + logged):
            store.add_game(*finished_game(seed, name=f"P{seed}"), "solo", 1.0)
        target.mkdir()
        for name in ("history.sqlite", "history.sqlite-wal"):
            shutil.copyfile(source / name, target / name)
    finally:
        store.close()
    assert (target / "history.sqlite-wal").stat().st_size > 0


@pytest.fixture
def read_only_folder() -> Iterator[Path]:
    """A folder in /tmp (every user may reach it) whose ``data`` becomes read-only."""
    folder = Path(tempfile.mkdtemp(prefix="cleverdesk-ro-"))
    folder.chmod(0o755)
    try:
        yield folder
    finally:
        for path in (folder, *folder.rglob("*")):
            if path.is_dir():
                path.chmod(0o755)
        shutil.rmtree(folder)


def _lock(data: Path) -> dict[str, bytes]:
    for path in data.iterdir():
        path.chmod(0o444)
    data.chmod(0o555)
    return {p.name: p.read_bytes() for p in data.iterdir()}


@pytest.mark.parametrize("checkpointed", [3, 0], ids=["part-in-wal", "all-in-wal"])
def test_a_read_only_history_with_games_in_its_log_shows_them_all(
        read_only_folder: Path, checkpointed: int) -> None:
    data = read_only_folder / "data"
    _history_with_games_in_the_log(read_only_folder / "writer", data, checkpointed,
                                   5 - checkpointed)
    before = _lock(data)
    done = run(["-m", "cleverdesk", "history"], data, powerless=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == "5 games", done.stdout
    assert "schema" not in done.stderr
    found = desk_notice(data, powerless=True)
    assert sorted(found["games"]) == [f"P{n}" for n in range(5)]  # type: ignore[type-var]
    assert found["read_only"] is True
    notice = str(found["notice"])
    assert "read-only" in notice and "newer version" not in notice, notice
    assert {p.name: p.read_bytes() for p in data.iterdir()} == before  # nothing written


def test_a_read_only_history_of_an_older_schema_is_read_not_called_newer(
        read_only_folder: Path) -> None:
    data = read_only_folder / "data"
    data.mkdir()
    path = history_path(data)
    with HistoryStore(path) as store:
        store.add_game(*finished_game(1, name="Old"), "solo", 1.0)
    conn = sqlite3.connect(path)  # as version 3 left it: no given_up table, no aid columns
    conn.execute("DROP TABLE given_up")
    conn.execute("ALTER TABLE games DROP COLUMN undo")
    conn.execute("ALTER TABLE games DROP COLUMN review")
    conn.execute("PRAGMA user_version = 3")
    conn.execute("PRAGMA journal_mode = DELETE")
    conn.close()
    before = _lock(data)
    found = desk_notice(data, powerless=True)
    assert found["games"] == ["Old"] and "newer version" not in str(found["notice"])
    done = run(["-m", "cleverdesk", "history"], data, powerless=True)
    assert done.returncode == 0 and done.stdout.splitlines()[-1] == "1 game", done.stderr
    assert {p.name: p.read_bytes() for p in data.iterdir()} == before


def test_a_read_only_history_of_a_newer_schema_is_called_newer(read_only_folder: Path) -> None:
    data = read_only_folder / "data"
    data.mkdir()
    path = history_path(data)
    with HistoryStore(path) as store:
        store.add_game(*finished_game(1), "solo", 1.0)
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 99")
    conn.execute("PRAGMA journal_mode = DELETE")
    conn.close()
    _lock(data)
    found = desk_notice(data, powerless=True)
    assert "newer version" in str(found["notice"]) and found["games"] == []
    done = run(["-m", "cleverdesk", "history"], data, powerless=True)
    assert done.returncode == 2 and "newer cleverdesk (schema 99)" in done.stderr

"""A finished game the history cannot take is said, kept and added later (issue 33, items 1
and 7): a full disk, a missing table or any other write error reaches the player; the game is
kept beside the history and is in it once the problem is gone and the desk starts again; a
history another program holds never makes the desk wait, is said to be in use at once, and
is tried again until it is free."""

from __future__ import annotations

import gc
import sqlite3
import subprocess
import sys
import textwrap
import threading
import time
import uuid
import weakref
from pathlib import Path
from typing import Any

import pytest

from cleverdesk.engine import GameRecord, GameSetup, PlayerSetup, get_rules
from cleverdesk.engine.simulate import play_game
from cleverdesk.store import pending
from cleverdesk.store.files import SaveFileError, SaveProblem
from cleverdesk.store.history import HistoryStore, history_path
from cleverdesk.ui.history import keeper as history_keeper
from cleverdesk.ui.history.desk import History, Session

GSC = "ganz-schoen-clever"


def _finished(seed: int, name: str) -> tuple[Any, GameRecord]:
    setup = GameSetup(game=GSC, players=[PlayerSetup(name=name)], seed=seed)
    state, record = play_game(get_rules(GSC), setup.model_copy(update={"players": [
        PlayerSetup(name=name, bot="greedy")]}))
    return state, GameRecord(setup=setup, moves=record.moves)


def _finish(history: History, seed: int, name: str) -> None:
    """What the recorder does when a game ends at the table."""
    state, record = _finished(seed, name)
    session = Session(uuid.uuid4().hex, record.setup, "solo", None, time.monotonic() - 60)
    history.writer.record(state, record, session)


def _names(user_data: Path) -> list[str]:
    with HistoryStore(history_path(user_data)) as store:
        return sorted(g.results[0].name for g in store.games())


@pytest.mark.parametrize("message", ["database or disk is full", "no such column: hints",
                                     "no such table: games"])
def test_a_write_error_is_said_and_the_game_is_added_once_it_is_gone(
        qapp: Any, user_data: Path, monkeypatch: pytest.MonkeyPatch, message: str) -> None:
    def refuse(*args: Any, **kwargs: Any) -> None:
        raise sqlite3.OperationalError(message)

    with monkeypatch.context() as patched:
        patched.setattr(HistoryStore, "add_game", refuse)
        desk = History(game=None, set_cubed_game=None, saves=None)
        _finish(desk, 1, "Anna")
        notice = desk.notice
        desk.close()
    assert "could not be added to your history" in notice, notice
    if "full" in message:
        assert "the disk is full" in notice
    else:
        assert message in notice
    assert str(pending.pending_dir(user_data)) in notice
    assert _names(user_data) == []
    assert len(pending.kept_files(user_data)) == 1
    # the disk has room again: the next desk adds the kept game
    later = History(game=None, set_cubed_game=None, saves=None)
    later.refresh()
    assert later.count == 1
    later.close()
    assert _names(user_data) == ["Anna"]
    assert pending.kept_files(user_data) == []


def test_a_game_that_cannot_even_be_kept_on_disk_is_kept_while_the_desk_runs(
        qapp: Any, user_data: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def full(*args: Any, **kwargs: Any) -> None:
        raise sqlite3.OperationalError("database or disk is full")

    def no_room(game: Any, root: Any = None) -> Path:
        raise SaveFileError(SaveProblem.WRITE_FAILED, "pending", "No space left on device")

    desk = History(game=None, set_cubed_game=None, saves=None)
    with monkeypatch.context() as patched:
        patched.setattr(HistoryStore, "add_game", full)
        patched.setattr(pending, "keep", no_room)
        _finish(desk, 2, "Bea")
        assert "kept while cleverdesk runs" in desk.notice
    desk.database.keeper.retry()  # what its timer does a few seconds later
    assert desk.count == 1
    desk.close()
    assert _names(user_data) == ["Bea"]


def test_a_closed_history_tries_nothing_again_and_may_be_freed_on_any_thread(
        qapp: Any, qtlog: Any, user_data: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A History dropped after ``close`` is freed by the garbage collector (its parts call
    each other back: a cycle) on whichever thread collects, a worker's too. Its retry timer was
    left running: Qt cannot stop a timer from another thread, the freed timer stayed registered
    and its next tick crashed the desk (the expert's worker of the next test collected it)."""
    def refuse(*args: Any, **kwargs: Any) -> None:
        raise sqlite3.OperationalError("database or disk is full")

    with monkeypatch.context() as patched:
        patched.setattr(HistoryStore, "add_game", refuse)
        desk = History(game=None, set_cubed_game=None, saves=None)
        _finish(desk, 1, "Anna")
        assert desk.database.keeper.retrying  # kept: tried again every few seconds
        desk.close()
    assert not desk.database.keeper.retrying
    gc.collect()  # nothing else is left for the worker's collection below
    freed = weakref.ref(desk)
    del desk
    worker = threading.Thread(target=gc.collect, name="collector")
    worker.start()
    worker.join()
    assert freed() is None, "the History was not freed by the worker's collection"
    qapp.processEvents()
    stopped_elsewhere = [record.message for record in qtlog.records
                         if "cannot be stopped from another thread" in record.message]
    assert stopped_elsewhere == []
    assert len(pending.kept_files(user_data)) == 1  # the game waits for the next start


HOLDER = textwrap.dedent(
    """
    import sqlite3, sys
    conn = sqlite3.connect(sys.argv[1], isolation_level=None)
    conn.execute("PRAGMA locking_mode = EXCLUSIVE")
    conn.execute("BEGIN EXCLUSIVE")
    conn.execute("INSERT INTO campaign VALUES ('held', 1, 1, 1, 'now')")
    print("holding", flush=True)
    sys.stdin.readline()
    conn.execute("COMMIT")
    conn.close()
    """
)


def test_a_locked_history_never_makes_the_desk_wait(qapp: Any, qtbot: Any, user_data: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(history_keeper, "RETRY_MS", 200)
    with HistoryStore(history_path(user_data)) as store:
        store.add_game(*_finished(1, "Anna"), "solo", 10.0)
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(history_path(user_data))],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "holding"
        started = time.monotonic()
        desk = History(game=None, set_cubed_game=None, saves=None)
        desk.refresh()
        _finish(desk, 2, "Bea")  # a game ends while the other program holds it
        waited = time.monotonic() - started
        assert waited < 3.0, f"the desk waited {waited:.1f} s for the lock"
        assert "in use by another program" in desk.notice
        assert desk.count == 0
    finally:
        assert holder.stdin is not None
        holder.stdin.write("go\n")
        holder.stdin.close()
        holder.wait(timeout=60)
    qtbot.waitUntil(lambda: desk.count == 2, timeout=15_000)  # tried again by itself
    desk.close()
    assert _names(user_data) == ["Anna", "Bea"]


@pytest.fixture
def small_disk(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    """A 2 MB tmpfs as the data folder (needs the right to mount: root on Linux)."""
    folder = tmp_path / "small"
    folder.mkdir()
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=2m", "tmpfs", str(folder)],
                             capture_output=True, timeout=30)
    if mounted.returncode != 0:
        pytest.skip("a tmpfs cannot be mounted here")
    monkeypatch.setenv("CLEVERDESK_DATA_DIR", str(folder))
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], timeout=30, check=False)


def _fill(folder: Path) -> Path:
    filler = folder / "filler"
    with filler.open("wb") as handle:
        try:
            while True:
                handle.write(b"\0" * 65536)
                handle.flush()
        except OSError:
            pass
    return filler


def test_a_full_disk_loses_no_game(qapp: Any, small_disk: Path) -> None:
    """The issue's reproduction: a game played to the end on a full disk is said, kept in
    memory (the disk takes no file either), and in the history once space is free again."""
    desk = History(game=None, set_cubed_game=None, saves=None)
    _finish(desk, 1, "Anna")  # the history works: one game in it
    filler = _fill(small_disk)
    _finish(desk, 2, "Bea")
    assert "the disk is full" in desk.notice, desk.notice
    filler.unlink()  # space again
    desk.close()  # the game kept in memory goes to disk as the desk quits
    later = History(game=None, set_cubed_game=None, saves=None)  # the next start adds it
    later.refresh()
    assert later.count == 2
    later.close()
    assert _names(small_disk) == ["Anna", "Bea"]


def test_a_read_only_history_is_said_to_be_read_only(
        qapp: Any, user_data: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from cleverdesk.store import history

    with HistoryStore(history_path(user_data)) as store:
        store.add_game(*_finished(1, "Anna"), "solo", 10.0)
    with monkeypatch.context() as patched:
        patched.setattr(history, "_writable", lambda path: False)  # a folder nobody may write
        desk = History(game=None, set_cubed_game=None, saves=None)
        desk.refresh()
        assert desk.count == 1  # shown as it is
        assert "read-only" in desk.notice
        _finish(desk, 2, "Bea")
        assert "could not be added to your history" in desk.notice
        desk.close()
    assert _names(user_data) == ["Anna"]  # nothing written to it

"""Problems with the files the desk keeps, told at start and never hiding the good parts.

A history with an unreadable game still shows the others and says how many it could not read;
a history another program holds is said to be locked and stays where it is; settings that could
not be read are said at start (not only on the Settings screen).
"""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtQml import QQmlExpression

from cleverdesk.engine import GameRecord, GameSetup, PlayerSetup, get_rules
from cleverdesk.engine.simulate import play_game
from cleverdesk.store import history
from cleverdesk.store.history import HistoryStore, history_path
from cleverdesk.store.settings import settings_path
from tests.ui.driver import Driver, walk

GSC = "ganz-schoen-clever"


def _finished(seed: int, name: str) -> tuple:  # type: ignore[type-arg]
    setup = GameSetup(game=GSC, players=[PlayerSetup(name=name)], seed=seed)
    state, record = play_game(get_rules(GSC), setup.model_copy(update={"players": [
        PlayerSetup(name=name, bot="greedy")]}))
    return state, GameRecord(setup=setup, moves=record.moves)


@pytest.fixture
def one_bad_game(user_data: Path) -> list[int]:
    ids = []
    with HistoryStore(history_path(user_data)) as store:
        for seed in range(3):
            ids.append(store.add_game(*_finished(seed, f"Player {seed}"), "solo", 10.0))
    conn = sqlite3.connect(history_path(user_data))
    conn.execute("UPDATE games SET finished_at = 'yesterday' WHERE id = ?", (ids[1],))
    conn.commit()
    conn.close()
    return ids


def test_the_history_screen_shows_the_good_games_and_counts_the_bad(one_bad_game: list[int],
                                                                    desk: Driver) -> None:
    desk.click("homeHistory")
    desk.settle()
    rows = [item for item in walk(desk.window.contentItem())
            if item.objectName().startswith("historyRow_") and item.isVisible()]
    assert sorted(r.property("gameId") for r in rows) == [one_bad_game[0], one_bad_game[2]]
    assert desk.text("historyCount") == "2 games  ·  1 game could not be read and is not shown."
    label = desk.item("historyCount")
    plain = QQmlExpression(desk.engine.contextForObject(label), label,
                           "textFormat === Text.PlainText").evaluate()[0]
    assert plain is True


HOLDER = textwrap.dedent(
    """
    import sqlite3, sys
    conn = sqlite3.connect(sys.argv[1], isolation_level=None)
    conn.execute("BEGIN IMMEDIATE")
    print("holding", flush=True)
    sys.stdin.readline()
    conn.execute("ROLLBACK")
    """
)


@pytest.fixture
def short_busy_timeout(monkeypatch: pytest.MonkeyPatch) -> None:
    """A lock is waited for 0.3 s instead of 30 s: set before the desk starts, since the
    desk's open history keeps the busy timeout it was opened with."""
    monkeypatch.setattr(history, "BUSY_TIMEOUT_S", 0.3)


def test_a_locked_history_is_said_to_be_locked_and_left_in_place(
        user_data: Path, short_busy_timeout: None, desk: Driver) -> None:
    with HistoryStore(history_path(user_data)) as store:
        store.add_game(*_finished(1, "Anna"), "solo", 10.0)
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(history_path(user_data))],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "holding"
        from cleverdesk.ui.app.app import singleton

        past = singleton(desk.engine, "History")
        assert past.database.run(  # what the recorder does when a game ends
            lambda store: store.add_game(*_finished(2, "Bea"), "solo", 1.0)) is None
        desk.settle()
        assert "locked" in desk.text("historyNoticeText")
    finally:
        assert holder.stdin is not None
        holder.stdin.write("go\n")
        holder.stdin.close()
        holder.wait(timeout=60)
    assert history_path(user_data).exists() and not (user_data / "damaged").exists()
    with HistoryStore(history_path(user_data)) as store:
        assert [g.results[0].name for g in store.games()] == ["Anna"]


@pytest.fixture
def broken_settings(user_data: Path) -> Path:
    path = settings_path(user_data)
    path.write_text("{ this is not json", encoding="utf-8")
    return path


def test_settings_that_cannot_be_read_are_said_at_start(broken_settings: Path,
                                                        desk: Driver) -> None:
    desk.settle()
    text = desk.text("settingsNoticeText")
    assert "settings could not be read" in text and "defaults apply" in text
    desk.click("settingsNoticeOk")
    desk.settle()
    assert not desk.has("settingsNotice")
    assert broken_settings.read_text(encoding="utf-8") == "{ this is not json", \
        "saying OK changes no setting, so nothing is written"


def test_good_settings_say_nothing_at_start(user_data: Path, desk: Driver) -> None:
    settings_path(user_data).write_text(json.dumps(
        {"format": "cleverdesk-settings", "version": 1, "settings": {}}), encoding="utf-8")
    desk.settle()
    assert not desk.has("settingsNotice")

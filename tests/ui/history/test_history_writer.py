"""Writing a finished game (ui/history/writer.py): in the history with its marks, the campaign
told of it unless it was practice, kept for later when the history cannot take it."""

from __future__ import annotations

import sqlite3
import time
import uuid
from pathlib import Path
from typing import Any

from cleverdesk.store import pending
from cleverdesk.store.history import SCHEMA_VERSION, HistoryLocked, HistoryStore, history_path
from cleverdesk.ui.history.database import HistoryDatabase
from cleverdesk.ui.history.recorders import Session
from cleverdesk.ui.history.writer import HistoryWriter
from tests.ui.history_games import GSC, finished


class Desk:
    """A writer on a real history, with what it said and what the campaign heard."""

    def __init__(self, practice: bool = False, hints: bool = False) -> None:
        self.database = HistoryDatabase(lambda: None)
        self.written: list[int] = []
        self.heard: list[int | None] = []
        self.writer = HistoryWriter(self.database, self.written.append,
                                    lambda: practice, lambda: hints)
        self.writer.add_listener(lambda state, record, session, game_id:
                                 self.heard.append(game_id))

    def finish(self, seed: int = 3) -> None:
        state, record = finished(GSC, seed)
        session = Session(uuid.uuid4().hex, record.setup, "solo", None, time.monotonic() - 90)
        self.writer.record(state, record, session)


def test_a_finished_game_is_written_and_the_campaign_hears_its_id(qapp: Any,
                                                                  user_data: Path) -> None:
    desk = Desk(hints=True)
    desk.finish()
    assert len(desk.written) == 1 and desk.heard == desk.written
    entry = desk.database.run(lambda store: store.game(desk.written[0]))
    assert entry.hints and not entry.practice and entry.duration_s >= 90
    desk.database.close()


def test_a_practice_game_is_written_marked_and_earns_the_campaign_nothing(
        qapp: Any, user_data: Path) -> None:
    desk = Desk(practice=True)
    desk.finish()
    assert len(desk.written) == 1 and desk.heard == []
    assert desk.database.run(lambda store: store.game(desk.written[0])).practice
    desk.database.close()


def test_a_campaign_that_finds_the_history_locked_is_said_not_raised(qapp: Any,
                                                                     user_data: Path) -> None:
    desk = Desk()

    def locked(*args: object) -> None:
        raise HistoryLocked("locked by another program")

    desk.writer.add_listener(locked)
    desk.finish()
    assert len(desk.written) == 1 and "locked" in desk.database.notice
    desk.database.close()


def test_a_game_the_history_cannot_take_is_kept_and_goes_in_later(qapp: Any,
                                                                  user_data: Path) -> None:
    HistoryStore().close()
    conn = sqlite3.connect(history_path(user_data))
    conn.execute("PRAGMA user_version = 99")  # a newer version's: this one cannot add to it
    conn.close()
    desk = Desk()
    desk.finish()
    assert desk.written == [] and len(pending.kept_files()) == 1
    assert "kept" in desk.database.notice and desk.database.keeper.retrying
    desk.database.close()
    assert not desk.database.keeper.retrying  # closed: nothing opens the history again
    conn = sqlite3.connect(history_path(user_data))
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")  # this version's again
    conn.close()
    later = HistoryDatabase(lambda: None)
    assert later.run(lambda store: store.count_games()) == 1  # added when it was opened
    assert pending.kept_files() == []
    later.close()

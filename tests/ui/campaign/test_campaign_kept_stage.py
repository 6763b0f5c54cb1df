"""A campaign stage finished while the history cannot be written (issue 33: nothing is ever
lost): the game is kept beside the history, and its stage result (best, stars, plays, the next
stage opened) goes into the history with it once the disk has room again and the desk starts —
once, however often the kept game is tried."""

from __future__ import annotations

import sqlite3
import time
import uuid
from pathlib import Path
from typing import Any

import pytest

from cleverdesk.engine import GameRecord, GameSetup, PlayerSetup, get_rules
from cleverdesk.engine.simulate import play_game
from cleverdesk.store import campaign, pending
from cleverdesk.store.history import HistoryStore, history_path
from cleverdesk.ui.campaign.desk import Campaign
from cleverdesk.ui.history.desk import History, Session

GSC = "ganz-schoen-clever"


def _stage_game(stage: campaign.Stage) -> tuple[Any, GameRecord]:
    setup = GameSetup(game=GSC, players=[PlayerSetup(name="Anna")], seed=stage.seed)
    state, record = play_game(get_rules(GSC), setup.model_copy(update={"players": [
        PlayerSetup(name="Anna", bot="greedy")]}))
    return state, GameRecord(setup=setup, moves=record.moves)


def _finish_stage(history: History, stage: campaign.Stage) -> int:
    """What the recorder does when a stage game ends at the table; returns its total."""
    state, record = _stage_game(stage)
    session = Session(uuid.uuid4().hex, record.setup, "campaign", stage.id,
                      time.monotonic() - 60)
    history.writer.record(state, record, session)
    return int(get_rules(GSC).total(state.players[0]))


def _progress(user_data: Path) -> dict[str, tuple[int | None, int, int]]:
    with HistoryStore(history_path(user_data)) as store:
        return store.stage_progress()


@pytest.mark.parametrize("where", ["game", "stage"])
def test_a_stage_finished_on_a_full_disk_keeps_its_result_until_the_disk_has_room(
        qapp: Any, user_data: Path, monkeypatch: pytest.MonkeyPatch, where: str) -> None:
    """``where``: the history refuses the game itself, or takes nothing at all (the stage
    result's own write fails too)."""
    stage = campaign.find_stage(f"{GSC}/1")

    def full(*args: Any, **kwargs: Any) -> None:
        raise sqlite3.OperationalError("database or disk is full")

    with monkeypatch.context() as patched:
        patched.setattr(HistoryStore, "add_game", full)
        if where == "stage":
            patched.setattr(HistoryStore, "save_stage_result", full)
        history = History(game=None, set_cubed_game=None, saves=None)
        shown = Campaign(game=None, history=history, saves=None)
        total = _finish_stage(history, stage)
        notice = history.notice
        result = shown.result
        history.close()
    assert "could not be added to your history" in notice and "the disk is full" in notice
    assert result["total"] == total and result["stars"] == campaign.stars_for(stage, total)
    assert stage.id not in _progress(user_data)  # nothing was written
    assert len(pending.kept_files(user_data)) == 1
    # room again: the next desk adds the kept game, and its stage result
    later = History(game=None, set_cubed_game=None, saves=None)
    later.refresh()
    assert later.count == 1
    later.database.keeper.retry()  # tried again: still once
    later.close()
    best, stars, plays = _progress(user_data)[stage.id]
    assert (best, stars, plays) == (total, campaign.stars_for(stage, total), 1)
    with HistoryStore(history_path(user_data)) as store:
        (game,) = store.games()
        assert (game.mode, game.stage) == ("campaign", stage.id)
        opened = {s.stage.id for c in campaign.campaign_state(store) for s in c.stages
                  if s.unlocked}
    assert (f"{GSC}/2" in opened) == (stars > 0)


def test_a_stage_written_at_once_counts_once(qapp: Any, user_data: Path) -> None:
    stage = campaign.find_stage(f"{GSC}/1")
    history = History(game=None, set_cubed_game=None, saves=None)
    Campaign(game=None, history=history, saves=None)
    total = _finish_stage(history, stage)
    history.database.keeper.retry()
    history.close()
    assert _progress(user_data)[stage.id] == (total, campaign.stars_for(stage, total), 1)
    assert pending.kept_files(user_data) == []

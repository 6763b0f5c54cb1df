"""The history's words (ui/history/labels.py), what a past game opens as
(ui/history/past_set_cubed.py) and the mode a SET Cubed game is written with
(ui/history/recorders.py)."""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import Any

from cleverdesk import setcubed
from cleverdesk.store import campaign as campaign_store
from cleverdesk.store.history import HistoryStore, history_path
from cleverdesk.ui.history.labels import (
    duration_text,
    mode_name,
    palette_of,
    past_subtitle,
    round_scores,
    stage_label,
)
from cleverdesk.ui.history.past_game import PastGame
from cleverdesk.ui.history.past_set_cubed import past_replay
from cleverdesk.ui.history.recorders import set_cubed_mode
from tests.ui.history_games import GSC, history_game, store_games


def test_durations_are_said_in_minutes_then_hours() -> None:
    assert duration_text(20) == "under a minute"
    assert duration_text(5 * 60 + 10) == "5 min"
    assert duration_text(65 * 60) == "1 h 5 min"


def test_stages_are_named_by_their_number_or_their_day() -> None:
    stage = campaign_store.chapters()[0].stages[1]
    assert stage_label(stage.id) == f"Stage {stage.number}"
    assert stage_label(campaign_store.daily_stage_id(date(2026, 11, 30))).startswith(
        "Daily game ")
    assert stage_label("no/such-stage") == "no/such-stage" and stage_label(None) == ""


def test_a_past_games_subtitle_says_its_marks_seed_and_time() -> None:
    text = past_subtitle(history_game(practice=True, hints=True, mode="campaign"), 11)
    parts = text.split(" · ")
    assert parts[1] == mode_name("campaign") == "Campaign"
    assert "practice undo: not in the records" in parts and "hints were used" in parts
    assert parts[-2:] == ["seed 11", "2 min"]


def test_colours_and_rounds() -> None:
    assert palette_of(GSC)["yellow"].startswith("#")
    assert palette_of("clever-somewhere")["silver"] == "#a7a9ac"  # no sheet yet: the fallback
    assert round_scores({"round_3": 4, "round_1": 9, "bonus": 2}) == [(1, 9), (3, 4)]


def test_a_past_clever_game_replays_its_record(qapp: Any, user_data: Path) -> None:
    [game_id] = store_games(user_data, [GSC])
    with HistoryStore(history_path(user_data)) as store:
        entry, record = store.game(game_id), store.record(game_id)
    assert entry is not None
    past = past_replay(entry, record)
    assert isinstance(past, PastGame) and past.step == past.property("steps") == len(
        record.moves)
    past.first()
    assert past.property("stepText") == "Before the first move"


def test_a_set_cubed_game_is_solo_multiplayer_or_nobodys() -> None:
    def setup(*bots: str | None) -> setcubed.SetCubedSetup:
        return setcubed.SetCubedSetup(players=[setcubed.PlayerSetup(name=f"P{i}", bot=b)
                                               for i, b in enumerate(bots)], seed=1)

    assert set_cubed_mode(setup(None, "greedy")) == "solo"
    assert set_cubed_mode(setup(None, None)) == "multiplayer"
    assert set_cubed_mode(setup("greedy", "greedy")) is None

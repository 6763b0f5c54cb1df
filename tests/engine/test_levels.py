"""Levels of computer player: the learned network playing less sharply, calibrated by sim."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from cleverdesk.engine import GameRecord, GameSetup, PlayerSetup, get_rules
from cleverdesk.engine.bots import BOT_NAMES, make_bot
from cleverdesk.engine.bots.levels import (
    LEVEL_ORDER,
    LEVELS_PATH,
    PLAUSIBLE,
    SOFT_LEVELS,
    calibrated_for_shipped,
    calibration,
    draw,
    expected_mean,
    solo_mean,
)
from cleverdesk.engine.simulate import play_game, simulate

GSC = "ganz-schoen-clever"
CALIBRATED = sorted(json.loads(LEVELS_PATH.read_text(encoding="utf-8"))) \
    if LEVELS_PATH.is_file() else []




def test_ganz_schoen_clever_levels_are_calibrated() -> None:
    assert GSC in CALIBRATED


def test_every_level_is_a_computer_player() -> None:
    assert set(LEVEL_ORDER) <= set(BOT_NAMES)


@pytest.mark.parametrize("game", CALIBRATED)
def test_each_games_levels_are_measured_with_the_shipped_weights_and_rise(game: str) -> None:
    """The table the new-game screen shows: one mean per level, measured over 1000 games with
    the weights that ship now (re-run ``levels --calibrate`` after publishing weights), each
    level stronger than the one below. Every game in levels.json is checked; Ganz schön clever
    must be there."""
    assert calibrated_for_shipped(game), f"run: python -m cleverdesk levels --game {game} " \
                                         "--calibrate"
    # every level, the expert too (sim --bot expert --games 1000, then levels --expert-mean)
    levels = list(LEVEL_ORDER)
    means = [expected_mean(game, level) for level in levels]
    assert all(m is not None for m in means), dict(zip(levels, means, strict=True))
    assert means == sorted(means) and len(set(means)) == len(means), means
    for level in levels:
        found = calibration(game, level)
        assert found is not None and found.games >= 1000, (level, found)
    for level in SOFT_LEVELS:
        found = calibration(game, level)
        assert found is not None and found.games >= 300 and found.temperature > 0


def test_levels_are_monotone_on_a_small_fixed_sample() -> None:
    """Same 12 games for each level: every level scores more than the one below."""
    means = [solo_mean(GSC, lambda s, name=level: make_bot(name, s), 12, seed=3)
             for level in (*SOFT_LEVELS, "learned")]
    assert means == sorted(means) and len(set(means)) == len(means), means


def test_a_level_never_plays_an_absurd_move() -> None:
    """However hot the level, a move more than PLAUSIBLE points behind the best is never
    drawn; the best move is the likeliest."""
    rng = np.random.default_rng(1)
    expected = np.array([250.0, 249.0, 240.0, 250.0 - PLAUSIBLE - 1, 120.0])
    drawn = [draw(expected, 1000.0, rng) for _ in range(2000)]
    assert set(drawn) <= {0, 1, 2}
    cold = [draw(expected, 1.0, rng) for _ in range(2000)]
    assert cold.count(0) > cold.count(1) > cold.count(2)


def test_sim_plays_levels_and_mixed_seats() -> None:
    result = simulate(GSC, "greedy", games=6, seed=2, seats=["casual", "greedy"])
    assert result["players"] == 2 and result["bot"] == "casual,greedy"
    seats = result["seats"]
    assert [s["bot"] for s in seats] == ["casual", "greedy"]
    assert sum(s["win_rate"] for s in seats) == pytest.approx(1.0)
    with pytest.raises(ValueError, match="unknown bot"):
        simulate(GSC, "greedy", games=1, seed=2, seats=["casual", "nobody"])


def test_the_level_of_a_seat_survives_save_resume_and_history(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CLEVERDESK_DATA_DIR", str(tmp_path))
    from cleverdesk.store import build_document, load_save, new_session_id, write_save
    from cleverdesk.store.history import HistoryStore

    setup = GameSetup(game=GSC, players=[PlayerSetup(name="Anna", bot="greedy"),
                                         PlayerSetup(name="Computer", bot="casual")], seed=4)
    state, record = play_game(get_rules(GSC), setup)
    stored = GameRecord(setup=setup.model_copy(update={"players": [
        PlayerSetup(name="Anna"), PlayerSetup(name="Computer", bot="casual")]}),
        moves=record.moves)
    path = tmp_path / "game.json"
    write_save(path, build_document(stored, session=new_session_id(), state=state))
    loaded = load_save(path)
    assert [p.bot for p in loaded.record.setup.players] == [None, "casual"]
    with HistoryStore() as history:
        history.add_game(state, stored, "multiplayer", 60.0, uid="level-1")
        (game,) = history.games()
        assert [r.bot for r in game.results] == [None, "casual"]


def test_sim_with_worker_processes_gives_the_same_figures() -> None:
    timing = ("seconds_per_game", "ms_per_game", "decision_ms", "decision_cpu_ms")
    one = simulate(GSC, "greedy", games=8, seed=4, seats=["greedy", "random"])
    two = simulate(GSC, "greedy", games=8, seed=4, seats=["greedy", "random"], workers=2)
    assert {k: v for k, v in one.items() if k not in timing} == \
        {k: v for k, v in two.items() if k not in timing}


def test_measuring_the_levels_again_keeps_their_temperatures_and_gives_sims_figures() -> None:
    from cleverdesk.engine.bots.levels import measure

    entry = measure(GSC, games=2, seed=5, report=lambda _: None)
    assert set(entry["levels"]) == {"learned", *SOFT_LEVELS}
    for level, found in entry["levels"].items():
        assert found["games"] == 2 and found["seed"] == 5
        assert found["mean"] == simulate(GSC, level, games=2, seed=5)["mean"]
        if level in SOFT_LEVELS:
            stored = calibration(GSC, level)
            assert stored is not None and found["temperature"] == stored.temperature

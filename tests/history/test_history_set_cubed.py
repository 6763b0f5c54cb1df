"""SET Cubed in the score history: written, read back, replayed and exported like a Clever game.

The games are played to the end by the engine's bots; seat 0 is then recorded as a human (the
bots only chose the moves), so the figures have a "you" to count.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from cleverdesk.engine import GameRecord, GameSetup, PlayerSetup, get_rules
from cleverdesk.engine.simulate import play_game as play_clever
from cleverdesk.setcubed import (
    Phase,
    SetCubedRecord,
    SetCubedSetup,
    SetCubedState,
    replay,
)
from cleverdesk.setcubed import get_rules as set_cubed_rules
from cleverdesk.setcubed.simulate import play_game
from cleverdesk.store.history import HistoryStore, round_areas, round_number, summarize
from cleverdesk.store.history_csv import BASE_COLUMNS, area_columns, read_csv, write_csv

SC = "set-cubed"
GSC = "ganz-schoen-clever"


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("CLEVERDESK_DATA_DIR", str(tmp_path))
    return tmp_path


def finished_set_cubed(seed: int, players: int = 2, humans: int = 1
                       ) -> tuple[SetCubedState, SetCubedRecord]:
    """A SET Cubed game played to the end by greedy bots; the first ``humans`` seats are then
    written down as people."""
    names = ["Anna", "Ben", "Cleo", "Dirk"][:players]
    played = SetCubedSetup(players=[PlayerSetup(name=n, bot="greedy") for n in names],
                           seed=seed)
    state, record = play_game(set_cubed_rules(), played)
    assert state.phase == Phase.GAME_OVER
    setup = played.model_copy(update={"players": [
        PlayerSetup(name=n, bot=None if seat < humans else "greedy")
        for seat, n in enumerate(names)]})
    return state, SetCubedRecord(setup=setup, data=record.data, moves=record.moves)


def finished_clever(seed: int) -> tuple:  # type: ignore[type-arg]
    setup = GameSetup(game=GSC, players=[PlayerSetup(name="Anna", bot="greedy")], seed=seed)
    state, record = play_clever(get_rules(GSC), setup)
    human = setup.model_copy(update={"players": [PlayerSetup(name="Anna")]})
    return state, GameRecord(setup=human, moves=record.moves)


def test_a_finished_set_cubed_game_is_stored_with_its_rounds() -> None:
    state, record = finished_set_cubed(seed=3, players=3)
    rules = set_cubed_rules()
    with HistoryStore() as store:
        game_id = store.add_game(state, record, "solo", 95.0, uid="sc-1")
        assert game_id is not None
        (game,) = store.games()
    assert (game.game, game.mode, game.seed, game.duration_s, game.stage) == \
        (SC, "solo", 3, 95.0, None)
    assert [r.name for r in game.results] == ["Anna", "Ben", "Cleo"]
    assert [r.human for r in game.results] == [True, False, False]
    assert [r.total for r in game.results] == rules.totals(state)
    assert [r.seat for r in game.results if r.winner] == rules.winners(state)
    assert all(r.foxes == 0 and r.rating is None for r in game.results)
    for r, player in zip(game.results, state.players, strict=True):
        assert list(r.areas) == [f"round_{n}" for n in range(1, state.round + 1)]
        assert list(r.areas.values()) == player.round_points
        assert sum(r.areas.values()) == r.total


def test_record_gives_each_game_its_own_record_type_and_it_replays() -> None:
    sc_state, sc_record = finished_set_cubed(seed=4)
    gsc_state, gsc_record = finished_clever(seed=4)
    with HistoryStore() as store:
        sc_id = store.add_game(sc_state, sc_record, "solo", 1.0)
        gsc_id = store.add_game(gsc_state, gsc_record, "solo", 1.0)
        assert sc_id is not None and gsc_id is not None
        back = store.record(sc_id)
        clever = store.record(gsc_id)
    assert isinstance(back, SetCubedRecord)
    assert back == sc_record
    again = replay(back)
    assert again.phase == Phase.GAME_OVER
    assert [p.round_points for p in again.players] == [p.round_points for p in sc_state.players]
    assert again.board == sc_state.board
    assert isinstance(clever, GameRecord) and clever.moves == gsc_record.moves


def test_the_same_set_cubed_game_counts_once() -> None:
    state, record = finished_set_cubed(seed=5)
    with HistoryStore() as store:
        assert store.add_game(state, record, "multiplayer", 1.0, uid="same") is not None
        assert store.add_game(state, record, "multiplayer", 1.0, uid="same") is None
        assert store.count() == 1


def test_an_unfinished_or_mismatched_set_cubed_game_is_refused() -> None:
    state, record = finished_set_cubed(seed=6)
    rules = set_cubed_rules()
    start = rules.new_game(record.setup)
    clever_state, clever_record = finished_clever(seed=6)
    with HistoryStore() as store:
        with pytest.raises(ValueError, match="finished"):
            store.add_game(start, SetCubedRecord(setup=record.setup, data=record.data),
                           "solo", 1.0)
        with pytest.raises(TypeError):
            store.add_game(state, clever_record, "solo", 1.0)  # type: ignore[arg-type]
        with pytest.raises(TypeError):
            store.add_game(clever_state, record, "solo", 1.0)  # type: ignore[arg-type]
        assert store.count() == 0


def test_the_figures_average_the_rounds_of_your_seat() -> None:
    with HistoryStore() as store:
        states = []
        for seed in (7, 8, 9):
            state, record = finished_set_cubed(seed=seed)
            store.add_game(state, record, "solo", 1.0)
            states.append(state)
        stats = store.stats(SC)
    mine = [s.players[0] for s in states]
    assert stats.count == 3
    assert stats.best == max(p.total for p in mine)
    assert stats.average == pytest.approx(sum(p.total for p in mine) / 3)
    assert stats.rating_counts == {}
    first = [p.round_points[0] for p in mine]
    assert stats.area_averages["round_1"] == pytest.approx(sum(first) / 3)


def test_csv_round_trips_mixed_clever_and_set_cubed_games() -> None:
    with HistoryStore() as store:
        for seed in (10, 11):
            state, record = finished_set_cubed(seed=seed, players=2 + seed % 2, humans=2)
            store.add_game(state, record, "multiplayer", 33.3)
        state, record = finished_clever(seed=12)
        store.add_game(state, record, "solo", 12.25)
        games = store.games()
    out = io.StringIO()
    write_csv(games, out)
    text = out.getvalue()
    header = text.splitlines()[0].split(",")
    # The Clever columns keep their places; the rounds come after them, in round order.
    clever_columns = BASE_COLUMNS + area_columns()
    assert header[:len(clever_columns)] == clever_columns
    rounds = header[len(clever_columns):]
    assert rounds and all(round_number(c) is not None for c in rounds)
    assert [round_number(c) for c in rounds] == list(range(1, len(rounds) + 1))
    assert len(text.splitlines()) == 1 + 2 + 3 + 1
    again = read_csv(text)
    assert [(g.id, g.finished_at, g.game, g.mode, g.seed, g.stage, g.results) for g in again] \
        == [(g.id, g.finished_at, g.game, g.mode, g.seed, g.stage, g.results) for g in games]
    clever = next(g for g in again if g.game == GSC)
    assert not any(round_number(a) is not None for a in clever.results[0].areas)
    both = summarize(SC, again)  # two people at the device in each game
    assert both.count == 2, "games, not seats"
    humans = [r.total for g in again if g.game == SC for r in g.results if r.human]
    assert both.average == pytest.approx(sum(humans) / len(humans))


def test_round_areas_name_the_rounds_in_order() -> None:
    assert round_areas([3, 0, 12]) == {"round_1": 3, "round_2": 0, "round_3": 12}
    assert [round_number(a) for a in ("round_1", "round_12", "yellow", "round_x")] == \
        [1, 12, None, None]

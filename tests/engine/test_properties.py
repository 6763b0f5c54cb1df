"""Random playouts of every registered Clever game, checking the engine's invariants.

Runs for every game in the registry (a new game is covered the moment it registers), solo and
with 2–4 players (and 5–6 with the house rule).
"""

from __future__ import annotations

import functools
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cleverdesk.engine import (
    GAME_IDS,
    GameRecord,
    GameSetup,
    GameState,
    IllegalMove,
    Move,
    MoveKind,
    Phase,
    PlayerSetup,
    Reason,
    get_rules,
    replay,
)


def make_setup(game: str, players: int, seed: int) -> GameSetup:
    return GameSetup(
        game=game,
        players=[PlayerSetup(name=f"P{i}") for i in range(players)],
        seed=seed,
        house_rule_5_6=players > 4,
    )


@functools.cache
def probe_choices(game: str) -> tuple[list[MoveKind], list[str | None], list[str | None],
                                      list[int | None], list[str | None], list[str | None],
                                      list[int | None]]:
    """What each field of a probe is drawn from, per game (made once: a playout draws thousands)."""
    rules = get_rules(game)
    bonuses = list(rules.bonuses)
    return (list(MoveKind), [*rules.dice, None, "nope"], [*rules.areas, None, "nope"],
            [None, -1, *range(0, 17)], [None, *bonuses], [None, None, *bonuses],
            [None, None, 0, 1, 6])


def random_move(rng: random.Random, game: str, state: GameState) -> Move:
    """Any move at all, mostly nonsense: for probing ``apply`` with illegal moves."""
    kinds, dice, areas, cells, bonuses, options, values = probe_choices(game)
    return Move(
        kind=rng.choice(kinds),
        die=rng.choice(dice),
        area=rng.choice(areas),
        cell=rng.choice(cells),
        bonus=rng.choice(bonuses),
        option=rng.choice(options),
        value=rng.choice(values),
    )


def check_state(game: str, state: GameState) -> None:
    rules = get_rules(game)
    for player in state.players:
        for name, track in player.tracks.items():
            assert 0 <= track.used <= track.unlocked <= rules.track_slots[name]
        scores = rules.area_scores(player)
        assert set(scores) == set(rules.areas)
        fox_points = player.foxes * max(0, min(scores.values()))
        assert rules.total(player) == sum(scores.values()) + fox_points
    if state.phase == Phase.GAME_OVER:
        assert state.decider is None
        return
    assert state.decider is not None
    if state.phase in (Phase.PASSIVE_PICK, Phase.PASSIVE_WINDOW) and not state.solo:
        on_fields = sum(1 for d in state.fields if d is not None)
        assert len(rules.dice_at(state, "platter")) == len(rules.dice) - on_fields >= 3


def play_random_game(game: str, players: int, seed: int, probes: int = 3,
                     try_all_every: int = 7) -> None:
    rules = get_rules(game)
    rng = random.Random(seed)
    setup = make_setup(game, players, seed)
    state = rules.new_game(setup)
    record = GameRecord(setup=setup)
    steps = 0
    while state.phase != Phase.GAME_OVER:
        check_state(game, state)
        moves = rules.legal_moves(state)
        assert moves, f"no legal move in {state.phase}"
        listed = set(moves)
        assert len(listed) == len(moves), "a move is listed twice"
        if steps % try_all_every == 0:
            for move in moves:  # every listed move is really legal
                rules.apply(state, move)
        for _ in range(probes):
            probe = random_move(rng, game, state)
            if probe not in listed:  # the set of the list: the same answer, sooner
                with pytest.raises(IllegalMove) as error:
                    rules.apply(state, probe)
                assert isinstance(error.value.reason, Reason)
        move = rng.choice(moves)
        state = rules.apply(state, move)
        record.moves.append(move)
        steps += 1
        assert steps < 2000, "the game does not end"
    check_state(game, state)
    assert rules.legal_moves(state) == []
    with pytest.raises(IllegalMove) as over:
        rules.apply(state, Move(MoveKind.END_WINDOW))
    assert over.value.reason == Reason.GAME_OVER
    # the record is the truth: replaying it gives the very same state and scores
    again = replay(GameRecord.model_validate_json(record.model_dump_json()))
    assert again == state
    # the state itself round-trips through JSON
    assert GameState.from_json(state.to_json()) == state


# (players, games) per game: thousands of games in all, solo weighted most
PLAYOUTS = [(1, 1000), (2, 300), (3, 200), (4, 150), (5, 30), (6, 30)]
# The games of a case are played in slices of about this many player-games (games x players),
# so that the suite's two processes can share the playouts out evenly: one case of a thousand
# games would hold a process for half a minute while the other waits at the end.
SLICE_PLAYER_GAMES = 100


def playout_slices() -> list[tuple[int, int, int]]:
    """(players, first seed index, end) for every slice of every case in ``PLAYOUTS``."""
    slices = []
    for players, games in PLAYOUTS:
        count = max(1, round(games * players / SLICE_PLAYER_GAMES))
        bounds = [games * k // count for k in range(count + 1)]
        slices += [(players, first, end) for first, end in zip(bounds, bounds[1:], strict=False)]
    return slices


SLICES = playout_slices()


def test_the_slices_play_every_seed_of_every_case_once() -> None:
    for players, games in PLAYOUTS:
        played = [i for p, first, end in SLICES if p == players for i in range(first, end)]
        assert played == list(range(games))


@pytest.mark.parametrize("game", GAME_IDS)
@pytest.mark.parametrize(("players", "first", "end"), SLICES,
                         ids=[f"{p}p-games{first}-{end - 1}" for p, first, end in SLICES])
def test_random_playouts_keep_every_invariant(game: str, players: int, first: int,
                                              end: int) -> None:
    for seed in range(first, end):
        play_random_game(game, players, seed * 31 + players)


@pytest.mark.long
@pytest.mark.parametrize("game", GAME_IDS)
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(1, 4), seed=st.integers(0, 2**62))
def test_hypothesis_playouts(game: str, players: int, seed: int) -> None:
    play_random_game(game, players, seed, probes=10, try_all_every=3)


@pytest.mark.parametrize("game", GAME_IDS)
def test_state_mid_game_round_trips_through_json(game: str) -> None:
    rules = get_rules(game)
    state = rules.new_game(make_setup(game, 3, 99))
    rng = random.Random(4)
    for _ in range(25):
        state = rules.apply(state, rng.choice(rules.legal_moves(state)))
        copy = GameState.from_json(state.to_json())
        assert copy == state
        assert rules.legal_moves(copy) == rules.legal_moves(state)

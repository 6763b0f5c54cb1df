"""Random games of 2–4 players: invariants, an independent check of every listed turn, replay
equality and JSON round-trips; and the turn generator against brute force on a small board."""

from __future__ import annotations

import random
from itertools import permutations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cleverdesk.setcubed import (
    IllegalMove,
    Move,
    MoveKind,
    Phase,
    Placement,
    Reason,
    SetCubedRecord,
    SetCubedRules,
    SetCubedState,
    get_rules,
)
from cleverdesk.setcubed.data import make_data, parse_board
from cleverdesk.setcubed.symbols import CODES, WILD

from .reference import Put, judge, lines_through
from .support import setup


def reference_turn(rules: SetCubedRules, state: SetCubedState, move: Move,
                   seat: int) -> tuple[bool, int]:
    faces = {h.die: h.face for h in state.players[seat].hand}
    puts: list[Put] = []
    for p in move.placements:
        wild = faces[p.die] == WILD
        face = p.declared if wild else faces[p.die]
        assert face is not None
        puts.append((p.cell, face, wild))
    board = {t.cell: t.face for t in state.board}
    return judge(board, puts, rules.rows, rules.columns, rules.board.bonus, state.claimed)


def check_invariants(rules: SetCubedRules, state: SetCubedState) -> None:
    dice = [h.die for p in state.players for h in p.hand] + [t.die for t in state.board] + \
        state.bag
    assert sorted(dice) == list(rules.die_ids), "every die is in exactly one place"
    cells = [t.cell for t in state.board]
    assert len(set(cells)) == len(cells) and all(rules.inside(c) for c in cells)
    for tile in state.board:
        if not tile.wild:
            assert tile.face in rules.faces[tile.die - 1]
        else:
            assert "WILD" in rules.faces[tile.die - 1] and tile.face in CODES
    for player in state.players:
        assert len(player.hand) <= 5
        assert len(player.round_points) == state.round
        for h in player.hand:
            assert h.face in rules.faces[h.die - 1]
    assert set(state.claimed) <= set(rules.board.bonus) & set(cells)
    assert len(set(state.claimed)) == len(state.claimed)
    if state.phase == Phase.GAME_OVER:
        assert state.decider is None and state.end_reason is not None
        return
    assert state.decider is not None
    if state.phase in (Phase.PLACE, Phase.REPLACE, Phase.OPENING):
        assert state.decider == state.active
    if state.bag:
        assert all(len(p.hand) >= 2 for p in state.players), "hands are refilled while dice last"


def probe(rng: random.Random, rules: SetCubedRules, state: SetCubedState) -> Move:
    """Any move at all, mostly nonsense."""
    hand = [h.die for p in state.players for h in p.hand] + [0, 99]
    placements = tuple(
        Placement(rng.choice(hand), rng.randint(0, rules.rows + 1),
                  rng.randint(0, rules.columns + 1), rng.choice([None, None, "1RO", "x"]))
        for _ in range(rng.randint(0, 4)))
    return Move(rng.choice(list(MoveKind)), placements=placements,
                dice=tuple(rng.sample(hand, rng.randint(0, 2))),
                cell=rng.choice([None, (7, 7), (0, 0)]))


def play_random_game(players: int, seed: int, probes: int = 3, check_every: int = 3,
                     rules: SetCubedRules | None = None) -> None:
    rules = rules or get_rules()
    rng = random.Random(seed)
    state = rules.new_game(setup(players, seed))
    record = rules.record(state)
    scored = [0] * players
    steps = 0
    while state.phase != Phase.GAME_OVER:
        check_invariants(rules, state)
        moves = rules.legal_moves(state)
        assert moves, f"no legal move in {state.phase}"
        assert len(set(moves)) == len(moves), "a move is listed twice"
        seat = state.decider
        assert seat is not None
        if state.phase in (Phase.PLACE, Phase.OPENING) and steps % check_every == 0:
            points = rules.turn_points(state, [m for m in moves if m.kind == MoveKind.PLACE], seat)
            places = [m for m in moves if m.kind == MoveKind.PLACE]
            for move, engine_points in zip(places, points, strict=True):
                if state.phase == Phase.PLACE:
                    assert reference_turn(rules, state, move, seat) == (True, engine_points)
                assert rules.diagnose(state, move) is None
        for _ in range(probes):
            move = probe(rng, rules, state)
            if move not in moves and rules.diagnose(state, move) is not None:
                with pytest.raises(IllegalMove) as error:
                    rules.apply(state, move)
                assert isinstance(error.value.reason, Reason)
        move = rng.choice(moves)
        state = rules.apply(state, move)
        record.moves.append(move)
        for event in state.last_events:
            if event.kind == "turn_score":
                assert event.seat is not None and event.value is not None
                scored[event.seat] += event.value
        steps += 1
        assert steps < 2000, "the game does not end"
    check_invariants(rules, state)
    assert [p.total for p in state.players] == scored
    assert rules.legal_moves(state) == []
    with pytest.raises(IllegalMove) as over:
        rules.apply(state, Move(MoveKind.PASS))
    assert over.value.reason == Reason.GAME_OVER
    again = rules.replay(SetCubedRecord.model_validate_json(record.model_dump_json()))
    assert again.model_dump() == state.model_dump()
    assert SetCubedState.model_validate_json(state.model_dump_json()).model_dump() == \
        state.model_dump()


# Twelve games for each table size, in slices of three so that the suite's two processes can
# share them out evenly (a two-player game can take several seconds).
GAMES, SLICE = 12, 3


@pytest.mark.parametrize("first", range(0, GAMES, SLICE),
                         ids=[f"games{f}-{f + SLICE - 1}" for f in range(0, GAMES, SLICE)])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_playouts_keep_every_invariant(players: int, first: int) -> None:
    for seed in range(first, min(first + SLICE, GAMES)):
        play_random_game(players, seed * 31 + players)


@pytest.mark.long
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 4), seed=st.integers(0, 2**62))
def test_hypothesis_playouts(players: int, seed: int) -> None:
    play_random_game(players, seed, probes=6, check_every=5)


def test_state_mid_game_round_trips_through_json() -> None:
    rules = get_rules()
    state = rules.new_game(setup(3, 99))
    rng = random.Random(4)
    for _ in range(30):
        if state.phase == Phase.GAME_OVER:
            break
        state = rules.apply(state, rng.choice(rules.legal_moves(state)))
        copy = SetCubedState.model_validate_json(state.model_dump_json())
        assert copy.model_dump() == state.model_dump()
        assert rules.legal_moves(copy) == rules.legal_moves(state)


# ---------------------------------------------------------------------- the turn generator
def small_rules() -> SetCubedRules:
    board = parse_board({"id": "5x5", "rows": 5, "columns": 5, "logo": [[3, 2], [3, 3], [3, 4]],
                         "bonus": [{"cell": [1, 1], "value": 2}, {"cell": [2, 3], "value": 5}]})
    return SetCubedRules(make_data(board, get_rules().data.dice))


def brute_force(rules: SetCubedRules, state: SetCubedState, seat: int,
                most: int) -> set[Move]:
    """Every legal turn of up to ``most`` dice, by trying every cell and declaration."""
    hand = state.players[seat].hand
    occupied = {t.cell for t in state.board}
    empty = [(r, c) for r in range(1, rules.rows + 1) for c in range(1, rules.columns + 1)
             if (r, c) not in occupied]
    found: set[Move] = set()
    for size in range(1, most + 1):
        for dice in permutations(hand, size):
            if any(dice[k].die > dice[k + 1].die for k in range(size - 1)):
                continue  # each set of dice once; cells are permuted below
            declarations: list[tuple[str | None, ...]] = [()]
            for h in dice:
                options: list[str | None] = list(CODES) if h.face == WILD else [None]
                declarations = [d + (o,) for d in declarations for o in options]
            for cells in permutations(empty, size):
                chosen = set(cells)
                if not all(any(all(x in occupied or x in chosen for x in line)
                               for line in lines_through(cell, rules.rows, rules.columns))
                           for cell in cells):
                    continue  # a die in no full line can never be legal (rule 7 (a))
                for declared in declarations:
                    move = Move(MoveKind.PLACE, placements=tuple(
                        Placement(h.die, cell[0], cell[1], d)
                        for h, cell, d in zip(dice, cells, declared, strict=True)))
                    if reference_turn(rules, state, move, seat)[0]:
                        found.add(move)
    return found


@pytest.mark.long
def test_the_turn_generator_finds_exactly_the_legal_turns() -> None:
    rules = small_rules()
    positions = 0
    with_wild = 0
    for seed in range(40):
        rng = random.Random(seed)
        state = rules.new_game(setup(2, seed))
        while state.phase != Phase.GAME_OVER and positions < 14:
            moves = rules.legal_moves(state)
            if state.phase == Phase.PLACE and rng.random() < 0.5:
                seat = state.active
                hand = state.players[seat].hand
                wilds = sum(1 for h in hand if h.face == WILD)
                if wilds <= 1 and (wilds == 0 or with_wild < 4):
                    most = 3 if wilds == 0 else 2
                    listed = {m for m in moves if m.kind == MoveKind.PLACE
                              and len(m.placements) <= most}
                    assert listed == brute_force(rules, state, seat, most)
                    positions += 1
                    with_wild += wilds
            state = rules.apply(state, rng.choice(moves))
        if positions >= 14:
            break
    assert positions >= 14 and with_wild >= 1


def test_random_games_on_a_small_board_end() -> None:
    rules = small_rules()
    for seed in range(20):
        play_random_game(2 + seed % 3, seed, probes=1, check_every=1, rules=rules)


def test_can_place_agrees_with_the_turn_list() -> None:
    rules = get_rules()
    rng = random.Random(7)
    checked = 0
    for seed in range(6):
        state = rules.new_game(setup(3, seed))
        while state.phase != Phase.GAME_OVER:
            grid = rules.grid(state)
            for player in state.players:
                hand = [(h.die, -2 if h.face == WILD else CODES.index(h.face))
                        for h in player.hand]
                assert rules.can_place(grid, hand) == bool(rules.enumerate_turns(grid, hand))
                checked += 1
            state = rules.apply(state, rng.choice(rules.legal_moves(state)))
    assert checked > 100

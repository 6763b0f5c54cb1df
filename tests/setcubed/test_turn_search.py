"""The computer player's turn search finds every way a hand can score, WILDs included.

The fast search (``scored_turns(every_declaration=False)``, :class:`TurnSearch`) lists one turn
per way of scoring instead of every WILD declaration. On many positions from real games it must
find exactly the placements of the full legal listing: the same cells, the same WILDs among
them, the same new SETs and the same best points for each. A search that missed a single SET a
WILD can complete fails here.
"""

from __future__ import annotations

import time

import pytest

from cleverdesk.setcubed import get_rules
from cleverdesk.setcubed.bots import GreedyBot, RandomBot
from cleverdesk.setcubed.model import Move, MoveKind, Phase
from cleverdesk.setcubed.simulate import wild_position
from cleverdesk.setcubed.symbols import THIRD, WILD

RULES = get_rules()

# (cells, WILD cells, the new SETs' lines) of a turn
Shape = tuple[frozenset[int], frozenset[int], frozenset[tuple[tuple[int, int], ...]]]


def shapes(state, every_declaration: bool) -> dict[Shape, int]:  # type: ignore[no-untyped-def]
    """Each way a turn can be laid out, with the most points any turn of that layout makes."""
    seat = state.decider
    grid = RULES.grid(state)
    hand = RULES._hand(state.players[seat])
    claimed = [RULES.index(c) for c in state.claimed]
    found: dict[Shape, int] = {}
    for turn, points in RULES.scored_turns(grid, hand, every_declaration=every_declaration,
                                           claimed=claimed):
        check = RULES._judge(grid, turn, state.claimed)
        assert check.legal and check.points == points, turn
        shape = (frozenset(p[0] for p in turn), frozenset(p[0] for p in turn if p[3]),
                 frozenset(check.new_sets))
        found[shape] = max(points, found.get(shape, -1))
    assert grid == RULES.grid(state), "the search gives the board back as it was"
    return found


@pytest.mark.parametrize(("wilds", "seeds"), [(0, range(6)), (1, range(14)), (2, range(6))])
def test_the_fast_search_finds_every_placement_of_the_full_listing(wilds: int,
                                                                    seeds: range) -> None:
    for seed in seeds:
        state = wild_position(RULES, 8000 + 100 * wilds + seed, wilds)
        full = shapes(state, every_declaration=True)
        fast = shapes(state, every_declaration=False)
        missed = set(full) - set(fast)
        assert not missed, f"seed {seed}: the fast search misses {sorted(missed)[:3]}"
        assert set(fast) == set(full)
        assert fast == full, f"seed {seed}: a layout scores less in the fast search"


def test_every_set_a_wild_completes_is_found() -> None:
    """A single WILD: every line of three it can complete anywhere on the board is listed."""
    for seed in range(8):
        state = wild_position(RULES, 8500 + seed, 1)
        seat = state.decider
        grid = RULES.grid(state)
        hand = RULES._hand(state.players[seat])
        wild_die = next(h.die for h in state.players[seat].hand if h.face == WILD)
        completable = {
            (i, RULES.lines.index(line)) for line in RULES.lines for i in line
            if grid[i] < 0 and sum(grid[j] >= 0 for j in line) == 2}
        listed = set()
        for turn, _ in RULES.scored_turns(grid, hand, limit=1, every_declaration=False):
            (cell, die, sym, wild), = turn
            assert die == wild_die or not wild
            for li in RULES.lines_of[cell]:
                a, b, c = (sym if i == cell else grid[i] for i in RULES.lines[li])
                if min(a, b, c) >= 0 and THIRD[a][b] == c:
                    listed.add((cell, li))
        assert completable <= listed


@pytest.mark.parametrize("wilds", [1, 2, 3, 5])
def test_computer_decisions_with_wilds_stay_legal(wilds: int) -> None:
    greedy = GreedyBot(rules=RULES)
    for seed in range(3):
        state = wild_position(RULES, 8600 + 10 * wilds + seed, wilds)
        seat = state.decider
        assert seat is not None and state.phase == Phase.PLACE
        move = greedy.choose(state, RULES.lazy_legal_moves(state))
        assert move.kind == MoveKind.PLACE and RULES.diagnose(state, move) is None
        found = RULES.best_turn(state, seat)
        assert found is not None and RULES.turn_points(state, [move], seat) == [found[1]]
        for bot_seed in range(4):
            lazy = RULES.lazy_legal_moves(state)
            move = RandomBot(bot_seed, RULES).choose(state, lazy)
            assert RULES.diagnose(state, move) is None
            assert lazy._moves is None, "the random player never lists every declaration"
        RULES.apply(state, move)


def test_the_random_player_picks_among_every_way_of_scoring_and_passing() -> None:
    state = wild_position(RULES, 8700, 3)
    seat = state.decider
    assert seat is not None
    turns = [RULES.to_move(t) for t in RULES.scoring_turns(state, seat)]
    picks = [RandomBot(s, RULES).choose(state, RULES.lazy_legal_moves(state))
             for s in range(300)]
    assert all(p in turns or p.kind == MoveKind.PASS for p in picks)
    assert len(set(picks)) > 100, "spread over the turns, not stuck on a few"
    assert RandomBot(7, RULES).choose(state, []) == RandomBot(7, RULES).choose(state, [])


def test_the_random_player_without_wilds_is_uniform_over_the_legal_moves_as_before() -> None:
    import random

    state = wild_position(RULES, 8800, 0)
    legal = RULES.legal_moves(state)
    for seed in range(5):
        expected = random.Random(seed).choice(legal)
        assert RandomBot(seed, RULES).choose(state, RULES.lazy_legal_moves(state)) == expected


def test_a_search_out_of_time_hands_out_its_best_so_far_and_restores_the_board() -> None:
    state = wild_position(RULES, 8900, 3)
    seat = state.decider
    assert seat is not None
    grid = RULES.grid(state)
    hand = RULES._hand(state.players[seat])
    everything = RULES.search.turns(list(grid), hand, 3, distinct=True)
    cut = RULES.search.turns(grid, hand, 3, distinct=True, deadline=time.monotonic() - 1)
    assert grid == RULES.grid(state)
    assert 0 < len(cut) < len(everything) and cut == everything[:len(cut)]
    found = RULES.best_turn(state, seat, deadline=time.monotonic() - 1)
    assert found is not None
    move: Move = found[0]
    assert RULES.diagnose(state, move) is None

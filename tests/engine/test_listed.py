"""The checked ``apply`` finds a move among the legal ones without listing them all
(``CleverRules._listed``): it must take exactly the moves ``legal_moves`` lists, in every
phase (picks, passive picks and their fallback, +1 dice, pending bonuses, rerolls, forfeits,
Doppelt so clever's return window), and refuse every near miss that is not listed."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from cleverdesk.engine import (
    GAME_IDS,
    CleverRules,
    GameSetup,
    GameState,
    IllegalMove,
    Move,
    MoveKind,
    Phase,
    PlayerSetup,
    get_rules,
)
from cleverdesk.engine.bots import GreedyBot


def near_misses(rules: CleverRules, state: GameState, move: Move) -> list[Move]:
    """Moves that differ from a listed one in one field: another die, cell, kind, bonus,
    option or value."""
    cell = move.cell if move.cell is not None else 0
    pending = state.players[state.decider].pending if state.decider is not None else []
    options = {o for code in pending for o in rules.bonuses[code].options}
    return [
        *(replace(move, die=die) for die in (*rules.dice, None)),
        *(replace(move, option=option) for option in options),
        *(replace(move, kind=kind) for kind in MoveKind),
        *(replace(move, bonus=code) for code in (*pending, None, "q_any")),
        replace(move, cell=cell + 1), replace(move, cell=cell - 1), replace(move, cell=None),
        replace(move, area=None), replace(move, area="yellow"), replace(move, area="blue"),
        replace(move, value=None), replace(move, value=(move.value or 0) % 6 + 1),
        replace(move, option=None), replace(move, option="half"), replace(move, option="x"),
    ]


@pytest.mark.parametrize("game", GAME_IDS)
def test_the_checked_apply_takes_exactly_the_listed_moves(game: str) -> None:
    rules = get_rules(game)
    seen: set[tuple[Phase, MoveKind, bool]] = set()
    checked = 0
    for players, seed, greedy in ((1, 4, False), (3, 9, False), (2, 13, True)):
        rng = random.Random(seed)
        bot = GreedyBot(seed)
        state = rules.new_game(GameSetup(
            game=game, players=[PlayerSetup(name=f"P{i}") for i in range(players)], seed=seed))
        while state.phase != Phase.GAME_OVER:
            moves = rules.legal_moves(state)
            pending = state.decider is not None and bool(state.players[state.decider].pending)
            # every listed move, and the near misses of a few of them
            candidates = [*moves, *(m for move in rng.sample(moves, min(3, len(moves)))
                                    for m in near_misses(rules, state, move))]
            if pending:  # settling asks for the first two targets of each pending bonus
                player = state.players[state.decider]
                for code in player.pending:
                    assert rules._first_targets(player, code, 2) == (
                        rules.bonus_targets(player, code)[:2])
            if state.decider is not None and not pending:
                player = state.players[state.decider]
                assert rules._has_passive_pick(state, player) == bool(
                    rules._passive_picks(state, player))
                assert rules._has_extra_die_move(state, player) == bool(
                    rules._extra_die_moves(state, player))
            for candidate in candidates:
                listed = candidate in moves
                assert rules._listed(state, candidate) == listed, (
                    f"{state.phase} {candidate}")
                if listed:
                    seen.add((state.phase, candidate.kind, pending))
                checked += 1
            move = bot.choose(state, moves) if greedy else rng.choice(moves)
            state = rules.apply_unchecked(state, move)
    kinds = {kind for _, kind, _ in seen}
    assert {MoveKind.PICK, MoveKind.EXTRA_DIE, MoveKind.BONUS, MoveKind.END_WINDOW,
            MoveKind.DECLINE, MoveKind.REROLL} <= kinds, kinds
    assert (Phase.PASSIVE_PICK, MoveKind.PICK, False) in seen
    assert checked > 2000


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_move_listed_a_moment_ago_is_refused_once_the_state_changed(game: str) -> None:
    """The check looks at the state as it is now, not at a list made before: a pick that was
    legal is refused after the cell was filled in the same state object."""
    rules = get_rules(game)
    state = rules.new_game(GameSetup(game=game, players=[PlayerSetup(name="P")], seed=2))
    while not any(m.kind == MoveKind.PICK for m in rules.legal_moves(state)):
        state = rules.apply(state, rules.legal_moves(state)[0])
    pick = next(m for m in rules.legal_moves(state) if m.kind == MoveKind.PICK)
    assert pick.area is not None and pick.cell is not None
    state.players[0].marks[pick.area][pick.cell] = 1
    if pick in rules.legal_moves(state):  # a cell some game lists twice: nothing to see
        pytest.skip("the pick is still listed")
    with pytest.raises(IllegalMove):
        rules.apply(state, pick)

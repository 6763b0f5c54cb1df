"""The shortcuts of fast_listing.py answer exactly as the rule-by-rule listing.

Every game is played from seeded starts (random and greedy players, solo and with others, our
rulings and the strict ones), and on every position it reaches the game with the shortcuts it
declares and the same game with every flag off (``rule_by_rule``) must list the same moves in
the same order, take exactly the listed moves in the checked ``apply`` and refuse every near
miss of them, agree on every part the shortcuts stand on (each die's picks, whether a passive
pick or a +1 die fits, a bonus's first targets and whether a target is one), and lead to the
same state with each move. (That a variant listing fewer moves turns the checks by parts off
is seen in test_readings.py: the strict readings' checked apply refuses what they remove.)
"""

from __future__ import annotations

import random
from dataclasses import replace
from functools import cache

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
    PlayerState,
    get_rules,
)
from cleverdesk.engine.bots import make_bot
from cleverdesk.engine.clever import Target
from cleverdesk.engine.fast_listing import FLAGS, FastListing
from cleverdesk.engine.readings import strict_variant

# (players, seed, bot): the positions compared are those these games reach
STARTS = ((1, 4, "random"), (3, 9, "random"), (2, 13, "greedy"), (1, 21, "greedy"))
VARIANTS = [*((game, "ours") for game in GAME_IDS),
            *((game, "strict") for game in GAME_IDS  # the games the strict readings narrow
              if strict_variant(get_rules(game)) is not get_rules(game))]


def fast(game: str, readings: str) -> CleverRules:
    rules = get_rules(game)
    return strict_variant(rules) if readings == "strict" else rules


@cache
def rule_by_rule(game: str, readings: str) -> CleverRules:
    """The same game under the same readings with every shortcut off."""
    cls = type(fast(game, readings))
    plain: CleverRules = type(f"RuleByRule{cls.__name__}", (cls,), dict.fromkeys(FLAGS, False))()
    return plain


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


def compare_lists(rules: CleverRules, plain: CleverRules, state: GameState, rng: random.Random,
                  seen: set[tuple[Phase, MoveKind, bool]]) -> tuple[list[Move], int]:
    """The listing and the checked apply at ``state``; the moves listed and how many moves
    were checked."""
    moves = rules.legal_moves(state)
    assert moves == plain.legal_moves(state), state.phase
    pending = state.decider is not None and bool(state.players[state.decider].pending)
    if state.decider is not None and not pending:
        player = state.players[state.decider]
        assert rules._has_passive_pick(state, player) == plain._has_passive_pick(state, player)
        assert rules._has_extra_die_move(state, player) == plain._has_extra_die_move(
            state, player)
    # every listed move, every pick of any die wherever it lies, and near misses of a few
    anywhere = [] if state.decider is None else [
        m for kind in (MoveKind.PICK, MoveKind.EXTRA_DIE)
        for m in plain._pick_moves(state, state.players[state.decider], list(rules.dice), kind)]
    candidates = [*moves, *anywhere, *(m for move in rng.sample(moves, min(3, len(moves)))
                                       for m in near_misses(rules, state, move))]
    for candidate in candidates:
        listed = candidate in moves
        assert rules._listed(state, candidate) == listed, f"{state.phase} {candidate}"
        if listed:
            seen.add((state.phase, candidate.kind, pending))
    return moves, len(candidates)


def compare_parts(rules: CleverRules, plain: CleverRules, state: GameState,
                  player: PlayerState, rng: random.Random) -> None:
    """The parts the shortcuts stand on, for ``player`` at ``state``: each die's picks and +1
    moves (listed, whether any, whether a move is one, as the checked apply asks: of the move's
    own die) and each bonus's targets (the first ones, whether a target is one)."""
    assert isinstance(rules, FastListing)
    for kind in (MoveKind.PICK, MoveKind.EXTRA_DIE):
        for die in rules.dice:
            own = plain._pick_moves(state, player, [die], kind)
            assert rules._pick_moves(state, player, [die], kind) == own, (kind, die)
            assert rules._die_has_move(state, player, die, kind) == bool(own), (kind, die)
            misses = [m for move in rng.sample(own, min(2, len(own)))
                      for m in near_misses(rules, state, move) if m.die == die]
            for move in (*own, *misses):
                assert rules._die_lists(state, player, die, move, kind) == (move in own), move
    # whether a +1 die fits, with any one die within reach already used by +1 this turn
    for die in rules.dice_at(state, "platter", "field"):
        used = replace(player, extra_used=[*player.extra_used, die])
        assert rules._has_extra_die_move(state, used) == plain._has_extra_die_move(state, used)
    for code in rules.bonuses:
        targets = plain.bonus_targets(player, code)
        for limit in (1, 2, 3):
            assert rules._first_targets(player, code, limit) == targets[:limit], code
        for target in targets:
            assert rules._is_target(player, code, *target), (code, target)
        for option, area, cell, value in rng.sample(targets, min(2, len(targets))):
            for miss in (Target(None, area, cell, value), Target(option, area, cell + 1, value),
                         Target(option, area, cell - 1, value), Target(option, area, cell, None),
                         Target(option, area, cell, (value or 0) % 12 + 1),
                         Target(option, "yellow", cell, value), Target("x", area, cell, value)):
                assert rules._is_target(player, code, *miss) == (miss in targets), (code, miss)


@pytest.mark.parametrize(("game", "readings"), VARIANTS)
def test_the_shortcuts_answer_as_the_rule_by_rule_listing(game: str, readings: str) -> None:
    rules, plain = fast(game, readings), rule_by_rule(game, readings)
    assert any(getattr(rules, flag) for flag in FLAGS)  # the game has shortcuts to compare
    assert not any(getattr(plain, flag) for flag in FLAGS)
    seen: set[tuple[Phase, MoveKind, bool]] = set()
    checked = 0
    for players, seed, bot_name in STARTS:
        rng, bot = random.Random(seed), make_bot(bot_name, seed)
        state = rules.new_game(GameSetup(
            game=game, players=[PlayerSetup(name=f"P{i}") for i in range(players)], seed=seed))
        assert state == plain.new_game(state.setup)
        while state.phase != Phase.GAME_OVER:
            moves, count = compare_lists(rules, plain, state, rng, seen)
            checked += count
            if state.decider is not None:
                compare_parts(rules, plain, state, state.players[state.decider], rng)
            move = bot.choose(state, moves)
            after = rules.apply_unchecked(state, move)
            assert after == plain.apply_unchecked(state, move), move
            assert after == rules.apply(state, move)
            state = after
    kinds = {kind for _, kind, _ in seen}
    assert {MoveKind.PICK, MoveKind.EXTRA_DIE, MoveKind.BONUS, MoveKind.END_WINDOW,
            MoveKind.DECLINE, MoveKind.REROLL} <= kinds, kinds
    assert (Phase.PASSIVE_PICK, MoveKind.PICK, False) in seen
    assert checked > 2000


@pytest.mark.parametrize(("game", "readings"), VARIANTS)
def test_many_seeded_games_go_the_same_way_move_by_move(game: str, readings: str) -> None:
    """The questions of the turn on many more positions (some turns come once in many games,
    such as a passive turn where only a die on a field fits): the same moves listed, taken and
    refused, the same state after each move."""
    rules, plain = fast(game, readings), rule_by_rule(game, readings)
    seen: set[tuple[Phase, MoveKind, bool]] = set()
    starts = [(1, seed, ("random", "greedy")[seed % 2]) for seed in range(100, 120)]
    for players, seed, bot_name in [*starts, (2, 7, "random"), (4, 8, "greedy")]:
        rng, bot = random.Random(seed), make_bot(bot_name, seed)
        state = rules.new_game(GameSetup(
            game=game, players=[PlayerSetup(name=f"P{i}") for i in range(players)], seed=seed))
        while state.phase != Phase.GAME_OVER:
            moves, _ = compare_lists(rules, plain, state, rng, seen)
            move = bot.choose(state, moves)
            after = rules.apply_unchecked(state, move)
            assert after == plain.apply_unchecked(state, move), move
            state = after


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

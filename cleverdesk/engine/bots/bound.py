"""A clairvoyant upper bound: what a player who knew every throw in advance could score.

No player can know the dice to come; this search does (it plays the real game, whose throws the
oracle fixes by the seed), so its score bounds what any player could make of the same games
under our rules. It is a beam search guided by the learned network: the positions of a game are
grouped by how far the game has gone (round, turn, phase, roll), each group keeps the ``beam``
positions the network values most, and every move of every kept position is tried. The best
final score found is a lower estimate of the true clairvoyant optimum (a wider beam finds more),
so bot / bound ratios are, if anything, flattering to the bot.

Solo games only (the published bound of the other bot is solo too).
"""

from __future__ import annotations

import statistics
import time
from dataclasses import dataclass
from typing import Any

from ..games import get_rules
from ..model import GameSetup, GameState, Phase, PlayerSetup
from .learned import Evaluator, continue_after, shipped_network

_PHASE_RANK = {Phase.ROUND_START: 0, Phase.ACTIVE_ROLL: 1, Phase.ACTIVE_WINDOW: 2,
               Phase.PASSIVE_PICK: 3, Phase.PASSIVE_WINDOW: 4}
Stage = tuple[int, int, int, int]
_END: Stage = (10**6, 0, 0, 0)


def stage_of(state: GameState) -> Stage:
    """How far the game has gone; a move never takes a position back to an earlier stage."""
    if state.phase == Phase.GAME_OVER:
        return _END
    roll = state.roll_no if state.phase == Phase.ACTIVE_ROLL else 0
    return (state.round, state.turn, _PHASE_RANK[state.phase], roll)


@dataclass
class _Node:
    state: GameState
    value: float  # the network's expected final score (exact at the game's end)


def bound_game(game: str, seed: int, beam: int) -> int:
    """The best final score the beam finds in the solo game of ``seed``."""
    rules = get_rules(game)
    evaluator = Evaluator(rules, shipped_network(game))
    setup = GameSetup(game=game, players=[PlayerSetup(name="clairvoyant", bot="learned")],
                      seed=seed)
    buckets: dict[Stage, list[_Node]] = {}
    start = rules.new_game(setup)
    buckets[stage_of(start)] = [_Node(start, 0.0)]
    best = 0
    while buckets:
        stage = min(buckets)
        nodes = _kept(buckets.pop(stage), beam)
        if stage == _END:
            best = max(best, *(rules.total(n.state.players[0]) for n in nodes))
            continue
        while nodes:  # moves inside the stage (bonus choices, rerolls, returns) compete here
            inside: list[_Node] = []
            for node in nodes:
                state = node.state
                moves = rules.legal_moves(state)
                judged = evaluator.judge(state, moves)
                seen: set[int] = set()
                for index, after in enumerate(judged.afters):
                    if id(after) in seen:
                        continue
                    seen.add(id(after))
                    child = continue_after(rules, after)  # each distinct afterstate is its own
                    value = float(judged.expected[index])
                    if child.phase == Phase.GAME_OVER:
                        value = float(rules.total(child.players[0]))
                    where = stage_of(child)
                    if where == stage:
                        inside.append(_Node(child, value))
                    else:
                        buckets.setdefault(where, []).append(_Node(child, value))
            nodes = _kept(inside, beam)
        for where, waiting in buckets.items():  # keep memory to a few beams per stage
            if len(waiting) > 4 * beam:
                buckets[where] = _kept(waiting, beam)
    return best


def _kept(nodes: list[_Node], beam: int) -> list[_Node]:
    if len(nodes) <= beam:
        return nodes
    return sorted(nodes, key=lambda n: -n.value)[:beam]


def clairvoyant_bound(game: str, worlds: int, seed: int, beam: int) -> dict[str, Any]:
    """The bound over the first ``worlds`` games ``sim --seed seed`` plays."""
    from ..simulate import game_seed

    started = time.perf_counter()
    totals = [bound_game(game, game_seed(seed, index), beam) for index in range(worlds)]
    seconds = time.perf_counter() - started
    return {"game": game, "worlds": worlds, "seed": seed, "beam": beam,
            "mean": round(statistics.fmean(totals), 2),
            "stdev": round(statistics.pstdev(totals), 2),
            "seconds_per_world": round(seconds / worlds, 2)}

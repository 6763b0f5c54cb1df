"""The end of a game that no throw decides any more, solved exactly for the advice.

After a game's last throw, what is left are decisions without dice (a +1 used at the end, the
cell a last bonus takes). Their outcome is no estimate: playing each out gives the final score.
A value network, trained on what usually follows a position, can be far off there on a sheet
unlike a strong player's: at a Clever 4ever beginner's last decision it said 206 for the move
whose game ended at 115, and a review took that for a 96-point mistake (issue 50). The hints and
the Review take the exact values where every move of a position ends the game without a throw
and without another seat's decision.

Whether a throw is still to come is asked of the rules as a game of real dice asks it: there the
game stops and waits for the table's throw (``throw_needed``). The dice oracle is never read.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..clever import CleverRules
from ..model import GameState, Phase
from .learned import afterstate, continue_after

NODES = 400  # positions one solve may visit; beyond, the network's values stand


def exact_values(rules: CleverRules, state: GameState, afters: Sequence[GameState]
                 ) -> list[float] | None:
    """The final score of the deciding seat after each afterstate of ``state``'s moves, or
    None unless every one of them is settled without dice (mixing exact values with estimates
    would make a phantom loss of the difference)."""
    seat = state.decider
    if seat is None or state.round < state.rounds:
        return None  # a round still to play brings throws
    budget = [NODES]
    solved: dict[int, float | None] = {}
    values = []
    for after in afters:
        if id(after) not in solved:  # moves with one outcome share their afterstate
            solved[id(after)] = _after(rules, after, seat, budget)
        value = solved[id(after)]
        if value is None:
            return None
        values.append(value)
    return values


def _after(rules: CleverRules, after: GameState, seat: int, budget: list[int]) -> float | None:
    following = after.clone()
    following.setup = following.setup.model_copy(update={"real_dice": True})
    # and none of its throws: a game of real dice under review holds all the record's, those
    # still to come included
    following.throws = {}
    return _best(rules, continue_after(rules, following), seat, budget)


def _best(rules: CleverRules, state: GameState, seat: int, budget: list[int]) -> float | None:
    budget[0] -= 1
    if budget[0] < 0:
        return None
    if state.phase == Phase.GAME_OVER:
        return float(rules.total(state.players[seat]))
    if state.throw_needed is not None or state.decider != seat:
        return None  # dice to come, or a choice that is not the seat's own
    best: float | None = None
    for move in rules.legal_moves(state):
        value = _after(rules, afterstate(rules, state, move), seat, budget)
        if value is None:
            return None
        best = value if best is None else max(best, value)
    return best

"""A greedy baseline: take the move whose resulting sheet looks best right now.

It looks one decision ahead and judges only the deciding player's own sheet, tracks and pending
bonuses after the move — never the dice of the resulting state, so it cannot peek at throws the
oracle would make later (``apply`` may already have rolled the next roll in its copy).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..clever import EXTRA_DIE, REROLL, CleverRules
from ..games import get_rules
from ..model import GameState, Kinds, Move, Phases, PlayerState
from ..sheet import Area, CrossGrid, RisingTrack, ThresholdTrack

# Weights in points, tuned by `sim` runs on seeds other than the reported ones (seed 11,
# 300 games: 130 → 148 mean on Ganz schön clever).
ACTION_VALUE = {REROLL: 2.5, EXTRA_DIE: 4.0}
PENDING_BONUS_VALUE = 4.0
FOX_VALUE = 9.0  # a fox is worth at least this, more once the weakest area is stronger
PLATTER_DIE_COST = 3.0  # a die sent to the platter is a die the active player cannot pick
REROLL_THRESHOLD = 1.5  # reroll when the best pick gains less than this
GROUP_SHARE = 0.6  # share of an unfinished line's points, growing with its filled part
NEXT_STEP_SHARE = 2.0  # share of the next step of a growing scale (blue count, green track)
BLOCKING_COST = 0.4  # per pip a rising track's last value is above 1


def area_potential(area: Area, marks: Sequence[int]) -> float:
    """The area's score plus a share of what it is building towards.

    An area type of a later game can bring its own judgement as a ``potential(marks)`` method.
    """
    own = getattr(area, "potential", None)
    if own is not None:
        return float(own(marks))
    score = float(area.score(marks))
    if isinstance(area, CrossGrid) and area.count_scale is None:
        for group in area.groups:
            if group.points:
                filled = sum(1 for c in group.cells if marks[c])
                if filled < len(group.cells):
                    score += GROUP_SHARE * group.points * (filled / len(group.cells)) ** 2
    elif isinstance(area, CrossGrid) and area.count_scale is not None:
        crosses = area.crosses(marks)
        if crosses < len(area.count_scale) - 1:
            score += NEXT_STEP_SHARE * (area.count_scale[crosses + 1] - area.count_scale[crosses])
    elif isinstance(area, ThresholdTrack):
        crossed = sum(1 for m in marks if m)
        if crossed < area.size:
            step = area.points[crossed] - (area.points[crossed - 1] if crossed else 0)
            score += NEXT_STEP_SHARE * step
    elif isinstance(area, RisingTrack):
        last = next((m for m in reversed(marks) if m), None)
        if last is not None and last < area.reset_after and not area.full(marks):
            score -= BLOCKING_COST * (last - 1)  # a high value blocks the cells after it
    return score


_MEMO_SIZE = 5_000  # distinct area markings remembered: a game meets a few hundred, ≤ 6 MB
_memo: dict[tuple[int, tuple[int, ...]], float] = {}


def remembered_potential(area: Area, marks: Sequence[int]) -> float:
    """``area_potential``, worked out once per distinct marking: the candidates of a decision
    leave most areas as they were, and games revisit the same markings again and again."""
    key = (id(area), tuple(marks))  # areas are the game modules' own, alive for good
    found = _memo.get(key)
    if found is None:
        if len(_memo) >= _MEMO_SIZE:
            _memo.clear()
        found = _memo[key] = area_potential(area, marks)
    return found


def evaluate(rules: CleverRules, player: PlayerState) -> float:
    marks = player.marks
    areas = [remembered_potential(area, marks[name]) for name, area in rules.areas.items()]
    value = sum(areas) + player.foxes * max(FOX_VALUE, min(areas))
    for track_name, track in player.tracks.items():
        value += ACTION_VALUE.get(track_name, 3.0) * track.available
    value += PENDING_BONUS_VALUE * len(player.pending)
    return value + rules.bot_extra_value(player)


class GreedyBot:
    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self._seed = seed

    def choose(self, state: GameState, legal_moves: list[Move]) -> Move:
        rules = get_rules(state.game)
        seat = state.decider
        assert seat is not None
        base = evaluate(rules, state.players[seat])
        best_move: Move | None = None
        best_value = float("-inf")
        reroll: Move | None = None
        outcomes: set[object] = set()
        for move in legal_moves:
            if move.kind == Kinds.REROLL:
                reroll = move
                continue
            outcome = rules.outcome_key(state, move)
            if outcome in outcomes:  # the same position as a move judged already: no better
                continue
            outcomes.add(outcome)
            after = rules.apply_unchecked(state, move)  # a listed move: no check needed
            value = evaluate(rules, after.players[seat])
            if move.kind == Kinds.PICK and state.phase == Phases.ACTIVE_ROLL:
                value -= PLATTER_DIE_COST * self._dice_sent_to_platter(rules, state, move)
            if value > best_value:
                best_move, best_value = move, value
        if reroll is not None and (best_move is None or best_value - base < REROLL_THRESHOLD):
            return reroll
        assert best_move is not None
        return best_move

    @staticmethod
    def _dice_sent_to_platter(rules: CleverRules, state: GameState, move: Move) -> int:
        assert move.die is not None
        face = state.faces[move.die]
        return sum(1 for d in rules.dice_at(state, "roll") if state.faces[d] < face)

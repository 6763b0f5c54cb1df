"""What one element of a score sheet shows for one player: decided here once, drawn twice.

The screen (``ui/table/sheet_model``: a row per element for QML and the small pictures) and the
paper (``printing/sheet_painter``: QPainter) each draw an element their own way; whether a cell
is crossed, a bonus earned or given up, which step of a count is reached and what a score box
holds is answered here, from the engine's state, so the two cannot tell a player different
things. What differs between the games is data: the sheet geometry (a cell's ``code`` and
``numbers``, an element's ``group``) and the rules (pre-marked cells, groups, ``took_points``,
``slot_used``). No Qt.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from cleverdesk.engine import CleverRules, GameState, Phase, PlayerState

from .geometry import CIRCLE_CROSS, Element, Kind
from .marks import box_value, group_earned


class Mark(StrEnum):
    """What the player's pen put on an element."""

    NONE = ""
    CROSS = "cross"  # a cell crossed; a round played
    NUMBER = "number"  # a number written: the state's ``value`` (a cell, a score box)
    CIRCLE = "circle"  # circled: an earned bonus or points, the step a count is on, an
    # unlocked slot, a yellow cell of Doppelt so clever marked once
    CIRCLE_CROSS = "circle_cross"  # circled, then crossed: a used slot, that yellow cell again
    STRUCK = "struck"  # struck out: a bonus given up for points (Clever hoch drei's pink)
    PRINTED = "printed"  # crossed before play, on the printed sheet (a pre-marked cell)


class Status(StrEnum):
    """Where an element stands: the words the screen's rows carry (QML reads them)."""

    NONE = ""
    OPEN = "open"  # not reached, not written
    PRE = "pre"  # a pre-marked cell: crossed before play, or a printed number never entered
    MARKED = "marked"  # a cell written
    STRUCK = "struck"  # a cell that took points: the "½" printed in it is struck out
    EARNED = "earned"  # a bonus or points the player has
    LOST = "lost"  # a bonus given up for good
    CURRENT = "current"  # the step of a count the sheet is on; the round under way
    PASSED = "passed"  # a step of a count passed
    USED = "used"  # a slot crossed out
    AVAILABLE = "available"  # a slot circled, not yet used
    LOCKED = "locked"  # a slot not yet circled
    PAST = "past"  # a round played
    FUTURE = "future"  # a round to come
    UNUSED = "unused"  # a round printed for fewer players than this table has


@dataclass(frozen=True, slots=True)
class ElementState:
    """What an element shows: where it stands, the pen's mark on it, the value written."""

    status: Status = Status.NONE
    mark: Mark = Mark.NONE
    value: str = ""  # the number (``Mark.NUMBER``), or the die in a dice field


NOTHING = ElementState()
_OPEN = ElementState(Status.OPEN)
_PRE = ElementState(Status.PRE)  # a printed number never entered (Clever hoch drei's blue 7)
_PRINTED = ElementState(Status.PRE, Mark.PRINTED)
_EARNED = ElementState(Status.EARNED, Mark.CIRCLE)
_LOST = ElementState(Status.LOST, Mark.STRUCK)
_CURRENT = ElementState(Status.CURRENT, Mark.CIRCLE)
_PASSED = ElementState(Status.PASSED)
_USED = ElementState(Status.USED, Mark.CIRCLE_CROSS)
_AVAILABLE = ElementState(Status.AVAILABLE, Mark.CIRCLE)
_LOCKED = ElementState(Status.LOCKED)
_PAST_ROUND = ElementState(Status.PAST, Mark.CROSS)
_ROUND_UNDER_WAY = ElementState(Status.CURRENT)
_LAST_ROUND = ElementState(Status.CURRENT, Mark.CROSS)  # the game is over: crossed off too
_FUTURE_ROUND = ElementState(Status.FUTURE)
_UNUSED_ROUND = ElementState(Status.UNUSED)


@dataclass(frozen=True)
class SheetFacts:
    """What one player's sheet is read from, worked out once per sheet (not per element)."""

    rules: CleverRules
    player: PlayerState
    round: int  # the round under way; the last one once the game is over
    rounds: int  # the rounds this game has (more are printed, for fewer players)
    over: bool = False  # the game is over: its last round is crossed off too
    fields: Sequence[str | None] = ()  # the dice in this sheet's dice fields (its turn only)
    # the score row: each area's score, "fox_count", "fox_value" and "total"
    boxes: Mapping[str, int] = field(default_factory=dict)
    complete: Mapping[str, frozenset[str]] = field(default_factory=dict)  # groups, per area


def score_boxes(rules: CleverRules, player: PlayerState) -> dict[str, int]:
    """The numbers of the score row, by the code of their box."""
    scores = dict(rules.area_scores(player))
    scores["fox_count"] = player.foxes
    scores["fox_value"] = rules.fox_value(player)
    scores["total"] = rules.total(player)
    return scores


def sheet_facts(rules: CleverRules, player: PlayerState, *, round: int, rounds: int,
                over: bool = False, fields: Sequence[str | None] = ()) -> SheetFacts:
    complete = {name: frozenset(g.name for g in area.complete_groups(player.marks[name]))
                for name, area in rules.areas.items()}
    return SheetFacts(rules, player, round, rounds, over, tuple(fields),
                      score_boxes(rules, player), complete)


def game_facts(rules: CleverRules, state: GameState, seat: int,
               fields: Sequence[str | None] | None = None) -> SheetFacts:
    """The facts of ``seat``'s sheet in ``state``. ``fields``: the dice fields the active
    player's sheet shows, if not the state's (a move being previewed)."""
    shown = (state.fields if fields is None else fields) if state.active == seat else ()
    return sheet_facts(rules, state.players[seat], round=state.round, rounds=state.rounds,
                       over=state.phase == Phase.GAME_OVER, fields=shown)


def element_state(facts: SheetFacts, e: Element) -> ElementState:
    """What ``e`` shows on the sheet of ``facts``."""
    answer = _BY_KIND.get(e.kind)
    return NOTHING if answer is None else answer(facts, e)


def blank_state(rules: CleverRules, e: Element) -> ElementState:
    """What ``e`` shows on a sheet nobody has written on: the crosses printed before play."""
    area = rules.areas.get(e.area)
    if e.kind == Kind.CELL and area is not None and e.index in area.premarked:
        return _PRE if e.text else _PRINTED
    return NOTHING


def cell_mark(e: Element, written: int) -> Mark:
    """The mark of a cell holding ``written`` (0: nothing): a number where the area writes
    numbers, a circle and then a cross in a cell of code ``circle_cross``, else a cross."""
    if not written:
        return Mark.NONE
    if e.code == CIRCLE_CROSS:
        return Mark.CIRCLE if written == 1 else Mark.CIRCLE_CROSS
    return Mark.NUMBER if e.numbers else Mark.CROSS


def _cell(facts: SheetFacts, e: Element) -> ElementState:
    if e.index in facts.rules.areas[e.area].premarked:
        return _PRE if e.text else _PRINTED
    written = facts.player.marks[e.area][e.index]
    if not written:
        return _OPEN
    took_points = facts.rules.took_points(facts.player, e.area, e.index)
    mark = cell_mark(e, written)
    return ElementState(Status.STRUCK if took_points else Status.MARKED, mark,
                        str(written) if mark == Mark.NUMBER else "")


def _group_earned(facts: SheetFacts, e: Element) -> bool:
    return group_earned(e.group, facts.player.marks[e.area], facts.complete.get(e.area, ()))


def _bonus(facts: SheetFacts, e: Element) -> ElementState:
    player = facts.player
    if e.area == "round":  # a round's bonus is handed out as the round begins
        earned = e.index <= facts.round
    elif e.area in player.tracks:  # the bonus at the end of an action track
        earned = player.tracks[e.area].unlocked > e.index
    elif e.group:
        earned = _group_earned(facts, e)
    else:  # a bonus of a cell: earned as it is marked, lost if the cell took points instead
        earned = bool(player.marks[e.area][e.index])
        if earned and facts.rules.took_points(player, e.area, e.index):
            return _LOST
    return _EARNED if earned else _OPEN


def _step(count: int, step: int) -> ElementState:
    """A step printed for ``step`` crosses of a count of ``count``."""
    return _CURRENT if count == step else _PASSED if count > step else _OPEN


def _points(facts: SheetFacts, e: Element) -> ElementState:
    if e.group:
        return _EARNED if _group_earned(facts, e) else _OPEN
    if e.index < 0:  # printed for reading only (Clever hoch drei's blue points, pink stars)
        return _OPEN
    return _step(sum(1 for m in facts.player.marks[e.area] if m), e.index + 1)


def _scale(facts: SheetFacts, e: Element) -> ElementState:
    if e.group:  # a scale per row (silver): a legend, each row counts on its own
        return _OPEN
    marks = facts.player.marks[e.area]
    # an area that counts its own crosses: circles (Doppelt so clever's yellow) and the
    # pre-marked cells do not count
    crosses = getattr(facts.rules.areas[e.area], "crosses", None)
    return _step(int(crosses(marks)) if crosses is not None else sum(1 for m in marks if m),
                 e.index)


def _slot(facts: SheetFacts, e: Element) -> ElementState:
    if facts.rules.slot_used(facts.player, e.area, e.index):
        return _USED
    return _AVAILABLE if e.index < facts.player.tracks[e.area].unlocked else _LOCKED


def _round(facts: SheetFacts, e: Element) -> ElementState:
    if e.index > facts.rounds:
        return _UNUSED_ROUND
    if e.index < facts.round:
        return _PAST_ROUND
    if e.index == facts.round:
        return _LAST_ROUND if facts.over else _ROUND_UNDER_WAY
    return _FUTURE_ROUND


def _score(facts: SheetFacts, e: Element) -> ElementState:
    value = facts.boxes.get(e.code)
    if value is None:  # a box beside an area: a field's, a pair's or a row's
        value = box_value(facts.rules.areas, facts.player.marks, e.code)
    return NOTHING if value is None else ElementState(Status.NONE, Mark.NUMBER, str(value))


def _dice_field(facts: SheetFacts, e: Element) -> ElementState:
    die = facts.fields[e.index] if e.index < len(facts.fields) else None
    return ElementState(value=die) if die else NOTHING


_BY_KIND: Mapping[Kind, Callable[[SheetFacts, Element], ElementState]] = {
    Kind.CELL: _cell,
    Kind.BONUS: _bonus,
    Kind.POINTS: _points,
    Kind.SCALE: _scale,
    Kind.SLOT: _slot,
    Kind.ROUND: _round,
    Kind.SCORE: _score,
    Kind.DICE_FIELD: _dice_field,
}

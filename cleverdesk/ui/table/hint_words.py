"""A hint's words: advice in the imperative ("Take blue 2 → Blue, row 3, column 2 → fox!"),
what the move gains in one clause, and the rows of a hint panel (duplicates merged, numbers
rounded once so that the differences agree with the scores shown).

The log says what a move did ("Anna took blue 2 …"); a hint says what to do. What follows the
head of the log line (the bonuses and foxes the move sets off) is the same in both, so it is
taken from the log's words (``words.log_lines``) and only the head is written here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from cleverdesk.engine import CleverRules, GameState, Move, MoveKind
from cleverdesk.engine.model import Event
from cleverdesk.ui.common import words

translate = QCoreApplication.translate

ARROW = " → "
_BONUS_EVENTS = ("fox", "unlock", "bonus", "bonus_fired", "chain", "extra_crosses")

# Moves whose afterstate would throw dice: their words and what they gain are fixed.
_FIXED_KINDS = (MoveKind.REROLL, MoveKind.FORFEIT, MoveKind.DECLINE, MoveKind.END_WINDOW,
                MoveKind.SKIP)


def _fixed_advice(kind: MoveKind) -> str:
    return {
        MoveKind.REROLL: translate("Hints", "Use a reroll"),
        # worded as the button it presses
        MoveKind.FORFEIT: translate("Hints", "Forfeit this roll"),
        MoveKind.DECLINE: translate("Hints", "Take no die"),
        MoveKind.END_WINDOW: translate("Hints", "Done: use no more actions now"),
        MoveKind.SKIP: translate("Hints", "Let the bonus go"),
    }[kind]


def _fixed_gain(kind: MoveKind) -> str:
    return {
        MoveKind.REROLL: translate("Hints", "new dice for this roll"),
        MoveKind.FORFEIT: translate("Hints", "keeps the sheet open for better dice"),
        MoveKind.DECLINE: translate("Hints", "keeps the sheet open for better dice"),
        MoveKind.END_WINDOW: translate("Hints", "keeps the actions for later"),
        MoveKind.SKIP: translate("Hints", "keeps the silver cells open for later"),
    }[kind]


def _several_cells(move: Move, legal: Sequence[Move]) -> bool:
    """Whether another legal move takes the same die (or enters the same bonus) in another cell
    of the same area: then the advice has to say which of the lit cells it means (the area is
    said already: "white 1 as blue")."""
    return any(other.kind == move.kind and other.die == move.die and other.bonus == move.bonus
               and other.area == move.area and other.cell != move.cell for other in legal)


def _head(rules: CleverRules, move: Move, event: Event, legal: Sequence[Move]) -> str | None:
    kind = event.kind
    if kind in ("pick", "passive_pick", "extra_die"):
        what = words._die_phrase(rules, event)  # "blue 2 (blue + white = 7)"
        text = {
            "pick": translate("Hints", "Take %1"),
            "passive_pick": translate("Hints", "Take %1 from the silver platter"),
            "extra_die": translate("Hints", "Use +1 on %1"),
        }[kind].replace("%1", what)
    elif kind == "bonus":
        die, face = words.chain_die(event.bonus or "")
        if die:
            return (translate("Hints", "Cross %1 from the silver platter in silver too")
                    .replace("%1", f"{words.colour_lower(die)} {face}"))
        text = translate("Hints", "Enter the bonus: %1").replace(
            "%1", words.bonus_done(rules, event.bonus or "", event.area, event.value))
    elif kind == "return":
        return (translate("Hints", "Bring %1 back from the silver platter")
                .replace("%1", f"{words.colour_lower(event.die or '')} {event.face}"))
    else:
        return None
    if move.area is not None and move.cell is not None and move.area in rules.areas \
            and _several_cells(move, legal):
        text += ARROW + words.cell_name(rules, move.area, move.cell)
    return text


def advice_parts(rules: CleverRules, state: GameState, move: Move, names: Sequence[str],
                 legal: Sequence[Move]) -> tuple[str, list[str], bool]:
    """(what to do, what it sets off, whether that holds a bonus): the imperative head, naming
    the cell when several are lit for the die, and the bonuses, foxes and platter dice the move
    sets off, in the log's words."""
    if move.kind in _FIXED_KINDS:  # these would throw dice in the copy: say nothing of those
        return _fixed_advice(move.kind), [], False
    from cleverdesk.engine.bots.learned import afterstate

    after = afterstate(rules, state, move)
    events = after.last_events
    lines = words.log_lines(rules, events, list(names), after, state.decider)
    at = next((i for i, e in enumerate(events) if e.kind in words.HEAD_EVENTS), None)
    head = _head(rules, move, events[at], legal) if at is not None else None
    if head is None:
        return (lines[0][0] if lines else str(move)), [], False
    bonuses = any(e.kind in _BONUS_EVENTS for i, e in enumerate(events) if i != at)
    return head, lines[0][0].split(ARROW)[1:] if lines else [], bonuses


def advice(rules: CleverRules, state: GameState, move: Move, names: Sequence[str],
           legal: Sequence[Move]) -> str:
    """The advice as one line: "Take blue 2 → Blue, row 3, column 2 → fox!"."""
    head, consequences, _ = advice_parts(rules, state, move, names, legal)
    return ARROW.join([head, *consequences])


def gain(rules: CleverRules, state: GameState, move: Move, sets_off: bool) -> str:
    """What the move gains, in one clause: the points it scores now (the bonuses it sets off are
    named in the advice already; ``sets_off`` says whether it has any)."""
    if move.kind in _FIXED_KINDS:
        return _fixed_gain(move.kind)
    if state.decider is None:
        return ""
    from cleverdesk.engine.bots.learned import afterstate

    seat = state.decider
    after = afterstate(rules, state, move)
    points = rules.total(after.players[seat]) - rules.total(state.players[seat])
    if points > 0:
        return translate("Hints", "scores %n point(s) now", None, points)
    if sets_off:
        return translate("Hints", "no points yet: the bonuses pay later")
    near = one_short(rules, state, after, seat)
    if near is not None:  # what the move prepares, where the sheet makes it plain
        code, area, cell = near
        return (translate("Hints", "no points yet: one more cell (%2) earns %1")
                .replace("%1", words.bonus_name(rules, code))
                .replace("%2", words.cell_name(rules, area, cell,
                                               after.players[seat].marks[area])))
    return translate("Hints", "no points yet: it prepares later ones")


def one_short(rules: CleverRules, state: GameState, after: GameState,
              seat: int) -> tuple[str, str, int] | None:
    """A bonus the move brings to one cell short: (bonus code, area, the cell still open) of
    the first paying group (a row, a column …) that had two or more cells open before the move
    and has one after it. The learned player sees "one short" of each group among its
    features; this is the sheet's plain reading of it."""
    for name, area in rules.areas.items():
        before_marks = state.players[seat].marks[name]
        after_marks = after.players[seat].marks[name]
        for group in area.groups:
            if not group.bonus:
                continue
            open_after = [c for c in group.cells if not after_marks[c]]
            if len(open_after) == 1 and sum(1 for c in group.cells if not before_marks[c]) > 1:
                return group.bonus, name, open_after[0]
    return None


@dataclass(frozen=True)
class HintRow:
    move: Move
    text: str
    gain: str
    expected: int
    behind: int  # 0 for the best, negative for the others (of the rounded scores)


def hint_rows(rules: CleverRules, state: GameState, found: Sequence[tuple[Move, float, float]],
              names: Sequence[str], legal: Sequence[Move], top: int = 3) -> list[HintRow]:
    """The panel's rows, best first: candidates that read the same are one row (the better),
    and each row's difference is that of the rounded scores it stands beside."""
    rows: list[HintRow] = []
    seen: set[str] = set()
    best: int | None = None
    for move, expected, _ in found:
        head, consequences, bonuses = advice_parts(rules, state, move, names, legal)
        text = ARROW.join([head, *consequences])
        if text in seen:
            continue
        seen.add(text)
        shown = round(expected)
        best = shown if best is None else best
        rows.append(HintRow(move, text, gain(rules, state, move, bonuses), shown, shown - best))
        if len(rows) == top:
            break
    return rows


def score_text(row: HintRow, first: bool) -> str:
    score = translate("Hints", "%1 expected").replace("%1", str(row.expected))
    if first:
        return score
    if row.behind == 0:
        return translate("Hints", "%1 expected, as good as the best").replace(
            "%1", str(row.expected))
    return (translate("Hints", "%1 expected, %2 vs best").replace("%1", str(row.expected))
            .replace("%2", f"{row.behind:+d}".replace("-", "−")))

"""A review's words: when a decision was made, what was played, what was better, and by how much.

The played move is said as the log says it ("Anna took yellow 4 → …"), the better one as a hint
advises it ("Take blue 6 → Blue, cell 12"): the same words the player met at the table. Numbers
are rounded once here, so the screen and ``review`` on the command line say the same.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QLocale

from cleverdesk.engine import CleverRules, GameState, Move
from cleverdesk.engine.bots.review import Decision, GameReview
from cleverdesk.typed_text import typed
from cleverdesk.ui.common import words
from cleverdesk.ui.table import hint_words

translate = QCoreApplication.translate


def points(value: float) -> str:
    """A loss or an expected score as shown: one decimal, in the language's way ("7.5",
    "7,5")."""
    return QLocale().toString(float(value), "f", 1)


def when(state: GameState, decision: Decision, names: Sequence[str]) -> str:
    """ "Round 3, roll 2 of 3", "Round 2, passive pick (Bo’s turn)", "Round 4, bonus" …"""
    if decision.pending:
        what = translate("Review", "bonus")
    else:
        what = words.phase_label(state)
    text = translate("Review", "Round %1, %2").replace("%1", str(decision.round)).replace(
        "%2", what)
    if len(names) > 1 and decision.active != decision.seat and 0 <= decision.active < len(names):
        text = translate("Review", "%1 (%2’s turn)").replace("%1", text).replace(
            "%2", typed(names[decision.active]))
    return text


def played(rules: CleverRules, state: GameState, move: Move, names: Sequence[str]) -> str:
    """What the player did, in the log's words ("Anna took yellow 4 → …")."""
    if move.kind in hint_words._FIXED_KINDS:  # say them as the hint says them
        return hint_words.advice(rules, state, move, names, rules.legal_moves(state))
    from cleverdesk.engine.bots.learned import afterstate

    after = afterstate(rules, state, move)
    events = after.last_events
    lines = words.log_lines(rules, events, list(names), after, state.decider)
    if not lines:
        return str(move)
    parts = lines[0][0].split(hint_words.ARROW)
    head = next((e for e in events if e.kind in words.HEAD_EVENTS), None)
    if head is not None and head.kind == "passive_pick" and state.decider is not None:
        # the review says "passive pick" in when it was made already
        parts[0] = translate("Words", "%1 took %2").replace(
            "%1", typed(names[state.decider])).replace(
            "%2", words._die_phrase(rules, head))
    legal = rules.legal_moves(state)
    if move.area is not None and move.cell is not None and move.area in rules.areas \
            and hint_words._several_cells(move, legal):
        # which of the cells the die could go to (the better move names its cell too)
        parts.insert(1, words.cell_name(rules, move.area, move.cell))
    return hint_words.ARROW.join(parts)


def advised(rules: CleverRules, state: GameState, move: Move, names: Sequence[str]) -> str:
    """The better move, as a hint advises it ("Take blue 6 → Blue, cell 12")."""
    return hint_words.advice(rules, state, move, names, rules.legal_moves(state))


def worth_more(lost: float) -> str:
    return translate("Review", "worth %1 more").replace("%1", points(lost))


def sentence(when_text: str, played_text: str, best_text: str, lost: float) -> str:
    """The whole mistake in one line, for the command line and screen readers."""
    return (translate("Review", "%1: %2; better: %3, %4").replace("%1", when_text)
            .replace("%2", played_text).replace("%3", best_text).replace("%4", worth_more(lost)))


def total_lost(review: GameReview) -> str:
    rounded = round(review.points_lost)
    return translate("Review", "%n expected point(s) lost", None, rounded)


def signed(value: int) -> str:
    """A part of the account with its sign: "+12", "−34", "0"."""
    if value > 0:
        return f"+{value}"
    return f"−{-value}" if value < 0 else "0"


def account_rows(review: GameReview) -> list[dict[str, str]]:
    """The account as rows a player can add up: start, decisions, dice, and the result."""
    account = review.account()
    several = review.seats > 1
    start_label = translate("Review", "A strong player's expected final score from your first "
                                      "decision")
    dice_label = (translate("Review", "What the dice and the other players gave you")
                  if several else translate("Review", "What your dice gave you"))
    end_label = (translate("Review", "Your final score") if review.finished
                 else translate("Review", "Your expected final score now"))
    return [
        {"name": "start", "label": start_label, "value": str(account.start)},
        {"name": "lost", "label": translate("Review", "What your decisions cost"),
         "value": signed(-account.lost)},
        {"name": "luck", "label": dice_label, "value": signed(account.luck)},
        {"name": "final", "label": end_label, "value": str(account.final)},
    ]


def account_sentence(review: GameReview) -> str:
    """ "Your decisions cost 34 points; your dice were 12 points better than average." """
    account = review.account()
    cost = account.lost  # lupdate reads a plain name as the count
    lost = translate("Review", "Your decisions cost %n point(s).", None, cost)
    luck = abs(account.luck)
    if review.seats > 1:
        if account.luck > 0:
            dice = translate("Review", "The dice and the other players gave you %n point(s) "
                                       "more than average.", None, luck)
        elif account.luck < 0:
            dice = translate("Review", "The dice and the other players gave you %n point(s) "
                                       "less than average.", None, luck)
        else:
            dice = translate("Review", "The dice and the other players gave you as much as "
                                       "average.")
    elif account.luck > 0:
        dice = translate("Review", "Your dice were %n point(s) better than average.", None,
                         luck)
    elif account.luck < 0:
        dice = translate("Review", "Your dice were %n point(s) worse than average.", None, luck)
    else:
        dice = translate("Review", "Your dice were as good as average.")
    return f"{lost} {dice}"


def summary(review: GameReview) -> str:
    count = len(review.decisions)
    decided = translate("Review", "%n decision(s) reviewed", None, count)
    big = sum(1 for d in review.decisions if d.lost >= 1.0)
    mistakes = translate("Review", "%n mistake(s) of a point or more", None, big)
    score = (translate("Review", "final score %1") if review.finished
             else translate("Review", "score so far %1")).replace("%1", str(review.final_score))
    return " · ".join((decided, mistakes, score))


def evaluator_name(evaluator: str) -> str:
    return {
        "expert": translate("Review", "rated by the expert (the strongest computer player: "
                                      "one throw of lookahead)"),
        "learned": translate("Review", "rated by the strong computer player"),
    }.get(evaluator, evaluator)


@dataclass(frozen=True)
class DecisionWords:
    when: str
    played: str
    best: str
    lost: str  # "7.5"
    worth: str  # "worth 7.5 more"
    sentence: str


def decision_words(rules: CleverRules, state: GameState, decision: Decision,
                   names: Sequence[str]) -> DecisionWords:
    """``state`` is the position of the decision (before the move)."""
    when_text = when(state, decision, names)
    played_text = played(rules, state, decision.played, names)
    best_text = advised(rules, state, decision.best, names)
    return DecisionWords(when_text, played_text, best_text, points(decision.lost),
                         worth_more(decision.lost),
                         sentence(when_text, played_text, best_text, decision.lost))


def described(rules: CleverRules, states: Sequence[GameState], review: GameReview,
              names: Sequence[str]) -> list[DecisionWords]:
    """The words of every decision of ``review``; ``states`` is the record's replay."""
    return [decision_words(rules, states[d.step], d, names) for d in review.decisions]

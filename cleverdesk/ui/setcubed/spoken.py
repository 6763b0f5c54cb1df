"""What a screen reader says at the SET Cubed table: a name for each board square and hand die
as a sighted player sees it ("row 7, column 6 · two green squiggles, placed this turn, in a new
SET"; "Hand die 2, one red oval, chosen"), and what is announced after a move (the turn's
score, the SETs, passes and skipped turns, the dice rolled, the hand-over).

The Clever table's counterpart is ui/common/spoken.py; the words of the dice and squares come
from ui/setcubed/words.py, as on screen.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QObject, Signal

from cleverdesk.setcubed import Event
from cleverdesk.ui.setcubed import words

# (QCoreApplication.translate written out in each call: lupdate finds only such calls)


def square_name(tip: str, *, pending: bool, in_set: bool, pay_bonus: int, swappable: bool,
                completes: bool) -> str:
    """A board square: where it is and what lies on it (the tooltip's words), then what the
    turn being built does with it."""
    parts = [tip]
    if pending:
        parts.append(QCoreApplication.translate("SetCubedSpoken", "placed this turn"))
    if in_set:
        parts.append(QCoreApplication.translate("SetCubedSpoken", "in a new SET"))
    if pay_bonus:
        parts.append(QCoreApplication.translate("SetCubedSpoken", "pays +%1").replace(
            "%1", str(pay_bonus)))
    if swappable:
        parts.append(QCoreApplication.translate("SetCubedSpoken", "a WILD you may swap"))
    if completes:
        parts.append(QCoreApplication.translate(
            "SetCubedSpoken", "the chosen die completes a SET here"))
    return ", ".join(parts)


def hand_die_name(face: str, key: str, *, placed: bool, selected: bool, reroll: bool) -> str:
    """"Hand die 2, one red oval, chosen"."""
    parts = [QCoreApplication.translate("SetCubedSpoken", "Hand die %1, %2").replace(
        "%1", key).replace("%2", words.face_text(face))]
    if placed:
        parts.append(QCoreApplication.translate("SetCubedSpoken", "placed on the board"))
    elif selected:
        parts.append(QCoreApplication.translate("SetCubedSpoken", "chosen"))
    if reroll:
        parts.append(QCoreApplication.translate("SetCubedSpoken", "to be rolled again"))
    return ", ".join(parts)


def rolled_words(events: Sequence[Event], names: Sequence[str]) -> list[str]:
    """"Anna rolled: two green squiggles, WILD" for each seat whose dice were rolled (a drawn
    die is rolled at once; the extra roll and a general re-roll roll the hand again). The
    WILD die of a swap is said by the log already."""
    rolled: dict[int, list[str]] = {}
    for event in events:
        if event.kind.startswith("roll_") and event.kind != "roll_swap" \
                and event.seat is not None and event.face:
            rolled.setdefault(event.seat, []).append(words.face_text(event.face))
    return [QCoreApplication.translate("SetCubedSpoken", "%1 rolled: %2").replace(
        "%1", names[seat] if 0 <= seat < len(names) else "?").replace("%2", ", ".join(faces))
        for seat, faces in rolled.items()]


class SetCubedAnnouncer(QObject):
    """Says what a move changed: its log lines (the score of the turn, SETs, a pass, a skipped
    turn, a re-roll) and the dice rolled. QML passes the words to ``Accessible.announce``."""

    announced = Signal(str)

    def after_move(self, events: Sequence[Event], lines: Sequence[tuple[str, int]],
                   names: Sequence[str]) -> str:
        parts = [text for text, _ in lines if text] + rolled_words(events, names)
        spoken = ". ".join(part.rstrip(".") for part in parts)
        if spoken:
            self.announced.emit(spoken)
        return spoken


def seat_name(name: str, *, computer: bool, total: int, deciding: bool, first: bool,
              winner: bool, hand: Sequence[str]) -> str:
    """A row of the players' panel: "Bo, computer, 12 points, deciding, hand: one red oval …"."""
    parts = [name, QCoreApplication.translate("SetCubedSpoken", "computer") if computer
             else QCoreApplication.translate("SetCubedSpoken", "human"),
             QCoreApplication.translate("SetCubedSpoken", "%n point(s)", None, total)]
    if winner:
        parts.append(QCoreApplication.translate("SetCubedSpoken", "winner"))
    if first:
        parts.append(QCoreApplication.translate("SetCubedSpoken", "first player"))
    if deciding:
        parts.append(QCoreApplication.translate("SetCubedSpoken", "deciding"))
    if hand:
        parts.append(QCoreApplication.translate("SetCubedSpoken", "hand: %1").replace(
            "%1", ", ".join(words.face_text(face) for face in hand)))
    return ", ".join(parts)

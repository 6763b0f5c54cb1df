"""What a screen reader says: a name for each die and sheet cell as a sighted player sees it
("Blue die, 4, on the silver platter"; "Yellow, row 2, column 3, printed 5, open, bonus: a
fox"), and what is announced after a move (the roll, the bonuses, a forfeit).

QML reads the names through the ``Spoken`` singleton; ``Announcer`` watches the moves of a game
and says what changed (Game calls it; QML passes the words to ``Accessible.announce``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot

from cleverdesk.engine import CleverRules, GameState
from cleverdesk.layout import Element, Kind
from cleverdesk.ui.common import words

# (QCoreApplication.translate written out each time: lupdate finds only such calls)
translate = QCoreApplication.translate


def die_place(place: str, slot: int) -> str:
    if place == "roll":
        return translate("Spoken", "in the rolling area")
    if place == "platter":
        return translate("Spoken", "on the silver platter")
    if place == "field":
        return translate("Spoken", "on dice field %1").replace("%1", str(slot + 1))
    return ""


def die_name(code: str, face: int, place: str, slot: int, key: str = "",
             selected: bool = False) -> str:
    """"Blue die, 4, on the silver platter, key 2"."""
    parts = [translate("Spoken", "%1 die, %2").replace("%1", words.colour(code))
             .replace("%2", str(face))]
    where = die_place(place, slot)
    if where:
        parts.append(where)
    if selected:
        parts.append(translate("Spoken", "chosen"))
    elif key:
        parts.append(translate("Spoken", "key %1").replace("%1", key))
    return ", ".join(parts)


def cell_place(rules: CleverRules, area: str, cell: int) -> str:
    """Where a cell lies, said once for good (not "the next field", which changes)."""
    layout = rules.areas[area].layout
    name = words.cell_name(rules, area, cell, [0] * len(layout))
    if name == translate("Words", "%1, the next field").replace("%1", words.colour(area)):
        cols = sorted({c for _, c in layout})
        name = (translate("Words", "%1, column %2").replace("%1", words.colour(area))
                .replace("%2", str(cols.index(layout[cell][1]) + 1)))
    return name


def cell_base(rules: CleverRules, area: str, cell: int, printed: str, bonus: str) -> str:
    """A cell's lasting part: where it is, what is printed in it, the bonus it earns."""
    parts = [cell_place(rules, area, cell)]
    if printed:
        parts.append(translate("Spoken", "printed %1").replace("%1", printed))
    if bonus:
        parts.append(translate("Spoken", "bonus: %1").replace("%1", words.bonus_name(rules, bonus)))
    return ", ".join(parts)


def cell_state(mark: str, status: str, lit: bool) -> str:
    """A cell's changing part: open, crossed, a number written; whether it can be filled now."""
    if status == "pre":
        state = translate("Spoken", "pre-crossed")
    elif status in ("marked", "struck"):
        state = (translate("Spoken", "written %1").replace("%1", mark) if mark.isdigit()
                 else translate("Spoken", "crossed"))
    else:
        state = translate("Spoken", "open")
    return state + (", " + translate("Spoken", "can be filled in now") if lit else "")


def roll_words(rules: CleverRules, state: GameState) -> str:
    """"Rolled: white 3, yellow 5, blue 1"."""
    rolled = [f"{words.colour_lower(die)} {state.faces.get(die, 0)}"
              for die in rules.dice if state.where.get(die) == "roll"]
    return translate("Spoken", "Rolled: %1").replace("%1", ", ".join(rolled)) if rolled else ""


class Announcer(QObject):
    """Says what a move changed: the new log lines (bonuses, forfeits, picks) and a new roll."""

    announced = Signal(str)

    def after_move(self, rules: CleverRules, before: GameState, after: GameState,
                   lines: Sequence[tuple[str, int]]) -> str:
        """``lines``: the log lines of the move (text, seat)."""
        parts = [text for text, _ in lines if text]
        rolled = (after.roll_no, after.reroll_no) != (before.roll_no, before.reroll_no) \
            or after.active != before.active or after.round != before.round
        if rolled:
            text = roll_words(rules, after)
            if text:
                parts.append(text)
        spoken = ". ".join(part.rstrip(".") for part in parts)
        if spoken:
            self.announced.emit(spoken)
        return spoken


class Spoken(QObject):
    """The names for QML (a singleton of the Cleverdesk module)."""

    @Slot(str, int, str, int, str, bool, result=str)
    def die(self, code: str, face: int, place: str, slot: int, key: str,
            selected: bool) -> str:
        return die_name(code, face, place, slot, key, selected)

    @Slot(str, str, bool, result=str)
    def cellState(self, mark: str, status: str, lit: bool) -> str:
        return cell_state(mark, status, lit)


def bonus_of_cells(elements: Sequence[Element]) -> Mapping[tuple[str, int], str]:
    """The bonus printed beside each single cell (not a row's or a group's)."""
    return {(e.area, e.index): e.code for e in elements
            if e.kind == Kind.BONUS and not e.group and e.area != "round"}

"""The words of real dice (issue 45): a throw as the table entered it, the log's line for it,
and why a throw was refused. Translation context "ThrowWords".

A die is named by its colour and letter ("White (W)"), never inside a sentence, so that no
language has to decline a colour to fit the die's case.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from PySide6.QtCore import QCoreApplication

from cleverdesk.engine import CleverRules, EnteredThrow, Event, GameState, ThrowProblem
from cleverdesk.i18n_words import die_letter

translate = QCoreApplication.translate


def die_name(die: str) -> str:
    """A die as a label: "White (W)"."""
    from cleverdesk.ui.common.words import colour

    return translate("ThrowWords", "%1 (%2)").replace("%1", colour(die)).replace(
        "%2", die_letter(die))


def faces_text(faces: Iterable[tuple[str, int]]) -> str:
    """A throw in the letters of the dice: "W3 Y5 B1" (the order entered)."""
    return " ".join(f"{die_letter(die)}{face}" for die, face in faces)


def throw_title(kind: str, roll: int) -> str:
    """What is thrown: "Roll 2", "Reroll of roll 2", "Passive throw"."""
    if kind == "reroll":
        return translate("ThrowWords", "Reroll of roll %1").replace("%1", str(roll))
    if kind == "solo_passive_roll":
        return translate("ThrowWords", "Passive throw")
    return translate("ThrowWords", "Roll %1").replace("%1", str(roll))


def _awaited_title(rules: CleverRules, state: GameState) -> str:
    throw = rules.awaited_throw(state)
    return throw_title(throw.kind, throw.roll) if throw is not None else ""


def thrower_text(rules: CleverRules, state: GameState, names: Sequence[str]
                 ) -> str:
    """The top bar while the game waits for a throw: "Anna throws: Roll 2"."""
    return translate("ThrowWords", "%1 throws: %2").replace(
        "%1", names[state.active]).replace("%2", _awaited_title(rules, state))


def throw_prompt(rules: CleverRules, state: GameState,
                 names: Sequence[str]) -> str:
    """The prompt while the game waits for a throw of real dice."""
    if state.solo:
        return translate("ThrowWords", "%1: throw the dice at the table, then enter their "
                         "faces below.").replace("%1", _awaited_title(rules, state))
    return translate("ThrowWords", "%1, %2: throw the dice at the table, then enter their "
                     "faces below.").replace("%1", names[state.active]).replace(
        "%2", _awaited_title(rules, state))


def entered_line(event: Event, state: GameState) -> str | None:
    """The log's line for a throw of real dice (None for the oracle's throws): what was entered,
    and, when it was corrected before any of its dice was taken, what was first confirmed."""
    if event.place is None:
        return None
    entered: EnteredThrow | None = state.throws.get(event.place)
    if entered is None:
        return None
    line = translate("ThrowWords", "%1 entered: %2").replace(
        "%1", throw_title(event.kind, event.value or 0)).replace(
        "%2", faces_text(entered.faces.items()))
    if entered.first is not None:
        line = translate("ThrowWords", "%1 (corrected; first confirmed: %2)").replace(
            "%1", line).replace("%2", faces_text(entered.first.items()))
    return line


def _where(place: str) -> str:
    return {
        "platter": translate("ThrowWords", "it lies on the silver platter"),
        "field": translate("ThrowWords", "it lies on a dice field"),
    }.get(place, translate("ThrowWords", "it is not thrown now"))


def refusal(problem: ThrowProblem, die: str | None, face: int | None,
            where: Mapping[str, str]) -> str:
    """Why the throw was refused, in words (``where``: each die's place now)."""
    name = die_name(die) if die else ""
    if problem == ThrowProblem.FACE_OUT_OF_RANGE:
        return translate("ThrowWords", "%1: %2 is not a face. A die shows 1 to 6.").replace(
            "%1", name).replace("%2", "?" if face is None else str(face))
    if problem == ThrowProblem.NOT_THROWN:
        return translate("ThrowWords", "%1 is not thrown now: %2. Enter only the dice that "
                         "were thrown.").replace("%1", name).replace(
            "%2", _where(where.get(die or "", "")))
    if problem == ThrowProblem.UNKNOWN_DIE:
        return translate("ThrowWords", "This game has no die called %1.").replace(
            "%1", die or "")
    if problem == ThrowProblem.TWICE:
        return translate("ThrowWords", "%1 has two faces: enter each die once.").replace(
            "%1", name)
    if problem == ThrowProblem.MISSING:
        return translate("ThrowWords", "%1 is missing: every die thrown needs its face.") \
            .replace("%1", name)
    if problem == ThrowProblem.FIXED:
        return translate("ThrowWords", "This throw can no longer be corrected: a die of it "
                         "has been taken.")
    return translate("ThrowWords", "No throw is awaited now.")

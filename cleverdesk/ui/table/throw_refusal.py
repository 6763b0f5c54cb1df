"""Why a throw of real dice was refused (issue 45), in words: the engine's ThrowProblem with the
die it names. Translation context "ThrowWords", with the other words of real dice.

A die is named by its colour and letter ("White (W)"), never inside a sentence, so that no
language has to decline a colour to fit the die's case.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from cleverdesk.engine import ThrowProblem
from cleverdesk.i18n_words import die_letter
from cleverdesk.ui.common.words import colour

translate = QCoreApplication.translate


def die_name(die: str) -> str:
    """A die as a label: "White (W)"."""
    return translate("ThrowWords", "%1 (%2)").replace("%1", colour(die)).replace(
        "%2", die_letter(die))


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

"""What the player types for a throw of real dice (issue 45), read as dice and faces.

Two ways, both keyboard first: the faces alone, in the order the dice are shown ("3 5 1 6 2 4"
or "351624": every digit is one die's face), or each face after its die's letter, in any order
("W3 Y5 B1 …", the letters the dice wear in the player's language). The order of the letters is
the order entered: for the solo passive throw, the die closest to the silver platter first.

Only the text is read here. Whether the dice named are the ones thrown now and every face is
1–6 is the engine's to say (``check_throw``); a face outside 1–6 is handed on as typed.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate

# a die's letters and its face, a face without a letter, separators, anything else
_TOKENS = re.compile(r"(?P<letters>[^\W\d_]+)\s*(?P<face>\d*)|(?P<bare>\d+)|(?P<gap>[\s,;/+-]+)"
                     r"|(?P<other>.)")
_SEPARATORS = re.compile(r"[\s,;/+-]*")


@dataclass(frozen=True)
class Typed:
    """A typed throw: (die, face) in the order typed, and what could not be read (words), if
    anything. A face of None stands for a die named without a face yet."""

    faces: tuple[tuple[str, int | None], ...] = ()
    problem: str = ""


def read_throw(text: str, shown: Sequence[str], letters: Mapping[str, str]) -> Typed:
    """``text`` read as a throw of the dice ``shown`` (in their order); ``letters`` are the
    game's dice by their letter (any case)."""
    if not any(ch.isalpha() for ch in text):
        return _faces_in_order(text, shown)
    lowered = {letter.casefold(): die for letter, die in letters.items()}
    faces: list[tuple[str, int | None]] = []
    for match in _TOKENS.finditer(text):
        if match["letters"] is not None:
            die = lowered.get(match["letters"].casefold())
            if die is None:
                return Typed(tuple(faces), translate(
                    "ThrowText", "“%1” names no die of this game: use the letters on the "
                    "dice (%2).").replace("%1", match["letters"]).replace(
                    "%2", " ".join(letters)))
            faces.append((die, int(match["face"]) if match["face"] else None))
        elif match["bare"] is not None:
            example = " ".join(f"{letter}{face}" for letter, face in zip(letters, (3, 5),
                                                                          strict=False))
            return Typed(tuple(faces), translate(
                "ThrowText", "Which die shows %1? Put the die's letter before each face "
                "(%2 …), or type the faces alone, in the order shown.").replace(
                "%1", match["bare"]).replace("%2", example))
        elif match["other"] is not None:
            return Typed(tuple(faces), _not_a_face(match["other"]))
    return Typed(tuple(faces))


def _faces_in_order(text: str, shown: Sequence[str]) -> Typed:
    digits = [int(ch) for ch in text if ch.isdigit()]
    other = next((ch for ch in _SEPARATORS.sub("", re.sub(r"\d", "", text))), None)
    faces = tuple(zip(shown, digits, strict=False))
    if other is not None:
        return Typed(faces, _not_a_face(other))
    if len(digits) > len(shown):
        thrown = len(shown)  # (lupdate skips a call whose count is an expression)
        return Typed(faces, translate("ThrowText", "%1 faces typed for %n die(s) thrown now.",
                                      None, thrown).replace("%1", str(len(digits))))
    return Typed(faces)


def _not_a_face(text: str) -> str:
    return translate("ThrowText", "“%1” is not a face: type 1 to 6 for each die.").replace(
        "%1", text)


def typed_text(faces: Sequence[tuple[str, int]], letters: Mapping[str, str]) -> str:
    """The text of a throw made by clicks, as it would be typed ("W3 Y5"), so that the text
    field and the dice always say the same."""
    letter_of = {die: letter for letter, die in letters.items()}
    return " ".join(f"{letter_of.get(die, die)}{face}" for die, face in faces)

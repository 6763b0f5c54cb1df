"""The words of real dice (issue 45): a throw as the table entered it, its title, the log's
line for it and the prompts while the game waits for it. Translation context "ThrowWords".
(The log's words, ui/common/words.py, use these: nothing here imports them. Why a throw was
refused is worded in ui/table/throw_refusal.py.)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QCoreApplication

from cleverdesk.engine import CleverRules, EnteredThrow, Event, GameState
from cleverdesk.i18n_words import die_letter
from cleverdesk.typed_text import typed

translate = QCoreApplication.translate


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
        "%1", typed(names[state.active])).replace("%2", _awaited_title(rules, state))


def throw_prompt(rules: CleverRules, state: GameState,
                 names: Sequence[str]) -> str:
    """The prompt while the game waits for a throw of real dice."""
    if state.solo:
        return translate("ThrowWords", "%1: throw the dice at the table, then enter their "
                         "faces below.").replace("%1", _awaited_title(rules, state))
    return translate("ThrowWords", "%1, %2: throw the dice at the table, then enter their "
                     "faces below.").replace("%1", typed(names[state.active])).replace(
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

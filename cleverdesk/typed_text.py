"""Text a player typed (a seat's name, a save's title), set apart from the sentence around it.

A name in Arabic or Hebrew put into an English, German or Dutch sentence scrambles it: the bidi
algorithm takes the name's first strong letter for the direction of the whole line ("s
sheet'لاعب واحد", "!gewinnt שחקן"), and the name's direction spills into the words and numbers
beside it. Unicode's first-strong isolate (FSI … PDI) lays the name out in its own direction as
one unit and leaves the sentence in the language's direction: every sentence that takes typed
text puts it through :func:`typed`.

No Qt here: the desk (``Words.typed`` in QML), the printer and the command line share it.
"""

from __future__ import annotations

FIRST_STRONG_ISOLATE = "\u2068"
POP_DIRECTIONAL_ISOLATE = "\u2069"


def typed(text: str) -> str:
    """``text`` isolated for a sentence; empty stays empty, and an isolate is not isolated again."""
    if not text or is_typed(text):
        return text
    return f"{FIRST_STRONG_ISOLATE}{text}{POP_DIRECTIONAL_ISOLATE}"


def is_typed(text: str) -> bool:
    """Whether ``text`` is one whole isolate (as :func:`typed` makes it)."""
    if not (text.startswith(FIRST_STRONG_ISOLATE) and text.endswith(POP_DIRECTIONAL_ISOLATE)):
        return False
    depth = 0
    for index, char in enumerate(text):
        if char == FIRST_STRONG_ISOLATE:
            depth += 1
        elif char == POP_DIRECTIONAL_ISOLATE:
            depth -= 1
            if depth == 0 and index < len(text) - 1:
                return False  # "⁨a⁩ and ⁨b⁩": two isolates, not one
    return depth == 0


def untyped(text: str) -> str:
    """``text`` without the isolates :func:`typed` put in (for data such as a CSV file)."""
    return text.replace(FIRST_STRONG_ISOLATE, "").replace(POP_DIRECTIONAL_ISOLATE, "")

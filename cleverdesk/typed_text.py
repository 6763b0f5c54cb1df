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


CONSOLE_ERRORS = "cleverdesk-console"


def _console_safe(error: UnicodeError) -> tuple[str, int]:
    """What an output cannot encode (a pipe in Windows' code page 1252): the isolates, which
    show nothing anyway, are dropped; any other character becomes "?" (an Arabic name)."""
    if not isinstance(error, UnicodeEncodeError):
        raise error
    text = error.object[error.start:error.end]
    shown = "".join("" if char in (FIRST_STRONG_ISOLATE, POP_DIRECTIONAL_ISOLATE) else "?"
                    for char in text)
    return shown, error.end


def protect_output(*streams: object) -> None:
    """The command line's streams never fail on a character their encoding lacks: a typed name
    in a sentence carries isolates (and maybe letters) that code page 1252 has not, and
    ``cleverdesk hint`` died of it on Windows when its output went to a pipe."""
    import codecs

    try:
        codecs.lookup_error(CONSOLE_ERRORS)
    except LookupError:
        codecs.register_error(CONSOLE_ERRORS, _console_safe)
    for stream in streams:
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is None:
            continue
        try:
            reconfigure(errors=CONSOLE_ERRORS)
        except (ValueError, OSError):  # a stream that cannot change now keeps its own way
            continue

"""The words of challenge codes, the expert on the same dice and clean records (context
"Challenge"): what a code or a ghost is, why a game has none, and the result line to copy."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from cleverdesk.engine.challenge import CodeProblem

translate = QCoreApplication.translate  # (lupdate reads each call's literal context)


def same_dice_note() -> str:
    return translate("Challenge", "The dice are the same wherever both of you throw the same "
                                  "die at the same place in the game.")


def code_text(code: str) -> str:
    return translate("Challenge", "Challenge code: %1").replace("%1", code)


def no_code_text(reason: str) -> str:
    """Why a solo game has no code (``challenge.code_reason``, or "real_dice")."""
    if reason == "real_dice":
        return translate("Challenge", "Real dice: no challenge code, the desk cannot throw "
                                      "your table's dice.")
    if reason == "seed":
        return translate("Challenge", "No challenge code: the seed is too large for one.")
    return ""


def ghost_busy() -> str:
    return translate("Challenge", "The expert is playing the same dice…")


def ghost_score(total: int) -> str:
    return translate("Challenge", "Expert on the same dice: %1").replace("%1", str(total))


def no_ghost_text(reason: str) -> str:
    """Why no expert plays this game's dice (``ghost.ghost_reason``); "" when nothing is said."""
    if reason == "real_dice":
        return translate("Challenge", "Real dice: the expert cannot throw your table's dice "
                                      "again.")
    if reason == "game":
        return translate("Challenge", "No expert plays this game yet.")
    return ""


def ghost_failed(error: str) -> str:
    return translate("Challenge", "The expert could not play these dice: %1").replace(
        "%1", error)


def aids_text(hints: bool, undo: bool, review: bool) -> str:
    """A clean game, or the aids it was played with (issue 50: clean records)."""
    words = ((hints, translate("Challenge", "hints")), (undo, translate("Challenge", "undo")),
             (review, translate("Challenge", "a review before the end")))
    used = [word for flag, word in words if flag]
    if not used:
        return translate("Challenge", "A clean game: no hints, no undo.")
    return translate("Challenge", "Played with %1.").replace("%1", joined(used))


def joined(parts: Sequence[str]) -> str:
    """"a", "a and b", "a, b and c" in the desk's language."""
    if len(parts) <= 1:
        return "".join(parts)
    return translate("Challenge", "%1 and %2").replace("%1", ", ".join(parts[:-1])).replace(
        "%2", parts[-1])


def result_line(title: str, code: str, total: int, rating: str, ghost: int | None,
                clean: str) -> str:
    """The line a player copies to pass a challenge on: game, code, score, rating band, the
    expert's score on the same dice (when it is known) and whether aids were used."""
    parts = [title]
    if code:
        parts.append(translate("Challenge", "code %1").replace("%1", code))
    parts.append(translate("Challenge", "%n point(s)", None, total))
    if rating:
        parts.append(translate("Challenge", "“%1”").replace("%1", rating))
    if ghost is not None:
        parts.append(translate("Challenge", "expert on the same dice: %1").replace(
            "%1", str(ghost)))
    parts.append(clean)
    return " · ".join(parts)


def copied() -> str:
    return translate("Challenge", "Copied: paste it wherever you share it.")


def problem_text(problem: CodeProblem) -> str:
    """Why a typed code is refused, in words."""
    if problem == CodeProblem.EMPTY:
        return translate("Challenge", "Type the code you were given, e.g. 1EG-1XW-AD7.")
    if problem == CodeProblem.NEWER:
        return translate("Challenge", "This code was made by a newer version of cleverdesk: "
                                      "update it to play this game.")
    if problem == CodeProblem.UNKNOWN_GAME:
        return translate("Challenge", "This code is for a game this version of cleverdesk "
                                      "does not have.")
    return translate("Challenge", "This code is mistyped: a character is wrong, missing or "
                                  "two are swapped. Check it against the one you were given.")


def strict_text() -> str:
    return translate("Challenge", "This code is for the rulebooks' narrow readings, which the "
                                  "desk does not play; the command line plays them (sim "
                                  "--rules strict).")


def found_text(title: str, seed: int) -> str:
    return translate("Challenge", "%1, seed %2").replace("%1", title).replace("%2", str(seed))

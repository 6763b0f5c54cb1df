"""The Saves screen's words: why a file failed, a row of the saved-games list, what Continue
resumes. Their translation context is "Saves" (the ``tr`` helper; scripts/translations.py knows
this file as one of its wrapper contexts)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale

from cleverdesk.store import SaveFileError, SaveInfo, SaveProblem
from cleverdesk.typed_text import typed
from cleverdesk.ui.common import dates, seat_names, words


def tr(text: str) -> str:
    return QCoreApplication.translate("Saves", text)


def moves_text(count: int) -> str:
    """"12 moves", "1 move": a %n plural of its own (the tr helper takes no count)."""
    return QCoreApplication.translate("Saves", "%n move(s)", None, count)


def _reason(problem: SaveProblem) -> str:
    reasons = {
        SaveProblem.NOT_FOUND: tr("the file does not exist"),
        SaveProblem.NOT_A_FILE: tr("it is not a regular file"),
        SaveProblem.UNREADABLE: tr("the file cannot be read"),
        SaveProblem.TOO_LARGE: tr("it is far larger than any saved game"),
        SaveProblem.NOT_JSON: tr("it is damaged or cut short (not a readable document)"),
        SaveProblem.NOT_A_SAVE: tr("it is not a cleverdesk saved game"),
        SaveProblem.NEWER_VERSION: tr("it was saved by a newer version of cleverdesk"),
        SaveProblem.UNKNOWN_VERSION: tr("its format version is unknown"),
        SaveProblem.INVALID: tr("its content does not have the shape of a saved game"),
        SaveProblem.CHECKSUM: tr("its content was changed or damaged after it was saved"),
        SaveProblem.UNKNOWN_GAME: tr("it is a game this version of cleverdesk does not know"),
        SaveProblem.REPLAY_FAILED: tr("its moves cannot be replayed"),
        SaveProblem.INCONSISTENT: tr("its summary does not match its moves"),
        SaveProblem.WRITE_FAILED: tr("it could not be written (is the disk full or read-only?)"),
    }
    return reasons[problem]


def problem_text(error: SaveFileError) -> str:
    """A player's sentence for a file that failed: which file, why, where it went."""
    if error.reason == SaveProblem.WRITE_FAILED:
        text = tr("“%1” could not be saved: %2.")
    else:
        text = tr("“%1” could not be opened: %2.")
    text = text.replace("%1", str(error.path)).replace("%2", _reason(error.reason))
    if error.quarantined_to is not None:
        text += " " + tr("It was moved to %1; your other saved games are not affected.").replace(
            "%1", str(error.quarantined_to.parent))
    return text


def local_moment(moment: datetime, locale: QLocale | None = None) -> str:
    """The moment in local time, as the desk's language writes it (never an ambiguous 01/12)."""
    return dates.moment_text(moment, locale=locale)


def describe(info: SaveInfo, locale: QLocale | None = None) -> dict[str, Any]:
    """One row of the saved-games list."""
    if info.finished:
        progress = tr("Finished · %1").replace(
            "%1", " : ".join(str(score) for score in info.scores))
    elif info.rounds == 0:  # SET Cubed: no fixed number of rounds
        progress = tr("Round %1 · %3").replace("%1", str(info.round)).replace(
            "%3", moves_text(info.move_count))
    else:
        progress = tr("Round %1 of %2 · %3").replace("%1", str(info.round)).replace(
            "%2", str(info.rounds)).replace("%3", moves_text(info.move_count))
    return {
        "saveId": info.save_id,
        "title": info.title or info.path.stem,
        "game": info.game,
        "gameTitle": words.game_title(info.game),
        "players": players_text(info),
        "date": local_moment(info.saved_at, locale),
        "progress": progress,
        "finished": info.finished,
    }


def players_text(info: SaveInfo) -> str:
    """Who plays, each name isolated; a default name ("Speler 1") in the desk's language."""
    return ", ".join(typed(name) for name in seat_names.shown_names(info.players))


def continue_text(info: SaveInfo, solo_points: str) -> str:
    """What Continue resumes: which game, with whom, where and at what score, saved when
    (``solo_points``: "42 points" in the desk's language, for a game of one player)."""
    if info.rounds:
        where = tr("round %1 of %2").replace("%1", str(info.round)).replace(
            "%2", str(info.rounds))
    else:  # SET Cubed: no fixed number of rounds, so the moves tell how far it went
        where = tr("round %1 · %2 moves").replace("%1", str(info.round)).replace(
            "%2", str(info.move_count))
    if len(info.scores) == 1:
        score = solo_points
    else:
        score = tr("scores %1").replace("%1", " : ".join(str(s) for s in info.scores))
    def whole(text: str) -> str:  # "round 2 of 6", "8 points": never broken over two lines
        return text.replace(" ", "\u00a0")

    players = players_text(info)
    return tr("%1 with %2 · %3 · %4 · saved %5").replace(
        "%1", words.game_title(info.game)).replace("%2", players).replace(
        "%3", whole(where) if info.rounds else where).replace("%4", whole(score)).replace(
        "%5", dates.moment_text(info.saved_at))


def unverified_text(name: str) -> str:
    """A format 0 save has no checksum: it was read and converted, but nothing vouches that its
    content (a name, a score) is what was saved."""
    return QCoreApplication.translate(
        "Saves",
        "“%1” was saved by an early version of cleverdesk without a checksum, so it could "
        "not be verified that it is unchanged. It was converted to the current format; "
        "check that the names and scores are right.").replace("%1", typed(name))

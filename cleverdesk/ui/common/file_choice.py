"""Where the desk's file dialogs start, and what the file a player chose really is.

The dialogs open in the user's documents folder with a suggested file name. They are the
system's (through QFileDialog): Qt Quick's own file dialog showed no suggested name and joined a
typed absolute path to the folder it showed ("/home/ada/Documents//tmp/x.pdf"), which once made
the desk build a folder tree inside its own folder. Paths given as such a join are still read as
the player meant them. A file is only ever written into a folder that already exists: the desk
never creates folders the player did not choose.
"""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QStandardPaths, QUrl

_DRIVE = re.compile(r"^[A-Za-z]:$")


class ChoiceError(ValueError):
    """The chosen file cannot be written where it is; the text says why, in words."""


def documents_folder() -> Path:
    """The user's documents folder (the home folder where there is none)."""
    found = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    folder = Path(found) if found else Path.home()
    return folder if folder.is_dir() else Path.home()


# What Windows, macOS or Linux refuse in a file name (the strictest of them, Windows, decides:
# a save made on Linux may be copied there); everything else — letters of any language, spaces,
# apostrophes, "!" and dashes — stays as the title says it.
_REFUSED = set('<>:"/\\|?*')
_RESERVED = {"CON", "PRN", "AUX", "NUL", *(f"COM{n}" for n in range(1, 10)),
             *(f"LPT{n}" for n in range(1, 10))}


def file_name(title: str, suffix: str) -> str:
    """A file name from a title, kept as the player reads it ("That's Pretty Clever! — blank
    sheets.pdf"): only what a file system refuses becomes a space."""
    kept = "".join(" " if c in _REFUSED or ord(c) < 32 else c for c in title)
    cleaned = " ".join(kept.split()).strip(" .")
    if cleaned.upper() in _RESERVED:
        cleaned += " game"
    return f"{cleaned or 'cleverdesk'}.{suffix}"


def chosen_path(text: str) -> Path:
    """The path a dialog (a ``file:`` URL) or a caller (a plain path) gave, as the player meant
    it: a typed absolute path (or drive, or ~) wins over the folder the dialog was showing."""
    local = QUrl(text).toLocalFile() if text.startswith("file:") else text
    parts = local.replace("\\", "/").split("/")
    start = 0
    for index in range(1, len(parts)):
        if parts[index] == "" and index + 1 < len(parts) and parts[index + 1] != "":
            start = index  # "//": an absolute path typed after the folder
        elif _DRIVE.match(parts[index]) or parts[index] == "~":
            start = index
    if start == 0:
        return Path(local).expanduser()
    rest = parts[start:]
    if rest[0] == "~":
        return Path.home().joinpath(*rest[1:])
    if _DRIVE.match(rest[0]):
        return Path(rest[0] + "/", *rest[1:])
    return Path("/", *[part for part in rest if part])


def target_file(text: str, suffix: str) -> Path:
    """The file to write for ``text`` with the ``suffix`` added when missing; raises
    :class:`ChoiceError` when its folder does not exist (it is never created)."""
    path = chosen_path(text)
    if path.suffix.lower() != f".{suffix}":
        path = path.with_name(f"{path.name}.{suffix}")
    if not path.is_absolute():
        path = documents_folder() / path
    if not path.parent.is_dir():
        raise ChoiceError(QCoreApplication.translate(
            "FileChoice", "The file could not be written: the folder %1 does not exist.").replace(
            "%1", str(path.parent)))
    return path


def ask_save_path(caption: str, suggested: Path, name_filter: str) -> str:
    """The system's save dialog (Qt's own where there is none), opened at ``suggested``; the
    path chosen, or "" when the player cancelled. Qt's widget dialog takes a typed absolute path
    as it is, unlike Qt Quick's, and shows the suggested name ready to accept."""
    from PySide6.QtWidgets import QFileDialog

    path, _ = QFileDialog.getSaveFileName(None, caption, str(suggested), name_filter)
    return path

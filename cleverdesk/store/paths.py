"""Where cleverdesk keeps user data: one folder, so a player (or a test) can find, back up or
move everything at once.

The folder comes from ``platformdirs`` (e.g. ``~/.local/share/cleverdesk`` on Linux) unless the
environment variable ``CLEVERDESK_DATA_DIR`` names another one. Tests and scripts point it at a
scratch folder so they never touch a player's real saves. The variable is read on every call, so
setting it at run time (``monkeypatch.setenv``) takes effect at once.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "cleverdesk"
DATA_DIR_ENV = "CLEVERDESK_DATA_DIR"

SAVES = "saves"  # named saves ("save as")
AUTOSAVES = "autosave"  # one file per running game, written after every move
DAMAGED = "damaged"  # files that failed to load are moved here, never deleted


def data_dir() -> Path:
    """The one folder that holds all user data (not created here)."""
    override = os.environ.get(DATA_DIR_ENV, "").strip()
    if override:
        return Path(override).expanduser().absolute()
    return platformdirs.user_data_path(APP_NAME, appauthor=False)


def saves_dir(root: Path | None = None) -> Path:
    return (root or data_dir()) / SAVES


def autosave_dir(root: Path | None = None) -> Path:
    return (root or data_dir()) / AUTOSAVES


def damaged_dir(root: Path | None = None) -> Path:
    return (root or data_dir()) / DAMAGED

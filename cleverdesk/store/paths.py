"""Where cleverdesk keeps user data: one folder, so a player (or a test) can find, back up or
move everything at once.

The folder comes from ``platformdirs`` (e.g. ``~/.local/share/cleverdesk`` on Linux) unless the
environment variable ``CLEVERDESK_DATA_DIR`` names another one. Tests and scripts point it at a
scratch folder so they never touch a player's real saves. The variable is read on every call, so
setting it at run time (``monkeypatch.setenv``) takes effect at once.

What the program can build again (Qt's compiled QML) goes elsewhere, to the platform's cache
folder (`cache_dir`), so the data folder holds only the player's own files.
"""

from __future__ import annotations

import os
import sys
import tempfile
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


def cache_dir(platform: str = sys.platform) -> Path:
    """The platform's folder for what cleverdesk can build again (not created here): on Linux
    ``$XDG_CACHE_HOME/cleverdesk`` (``~/.cache/cleverdesk``), on macOS
    ``~/Library/Caches/cleverdesk``. Windows has no cache folder of its own beside the per-user
    data (platformdirs answers ``%LOCALAPPDATA%\\cleverdesk\\Cache``, inside the data folder):
    there it is ``%TEMP%\\cleverdesk``, the folder Windows' disk clean-up may empty, which costs
    a cache nothing but a rebuild."""
    if platform == "win32":
        return Path(tempfile.gettempdir()) / APP_NAME
    return platformdirs.user_cache_path(APP_NAME, appauthor=False)


def saves_dir(root: Path | None = None) -> Path:
    return (root or data_dir()) / SAVES


def autosave_dir(root: Path | None = None) -> Path:
    return (root or data_dir()) / AUTOSAVES


def damaged_dir(root: Path | None = None) -> Path:
    return (root or data_dir()) / DAMAGED

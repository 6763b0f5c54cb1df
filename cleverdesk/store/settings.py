"""The desk's settings on disk: a small versioned JSON document in the user data folder.

Reading never fails: a missing file gives the defaults, a damaged one (not JSON, wrong types,
an unknown version) gives the defaults too and is reported through ``problem`` so the desk can
say so. Each known field is checked on its own, so one bad value does not throw away the rest.
Writing is atomic (the same temporary-file-and-replace as saved games), so a crash leaves the
old settings or the new ones, never half a file.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

from . import paths
from .files import SaveFileError, SaveProblem, atomic_write, read_regular, sweep_temp_files

SETTINGS_FILE = "settings.json"
SETTINGS_FORMAT = "cleverdesk-settings"
SETTINGS_VERSION = 1
MAX_SETTINGS_BYTES = 64 * 1024


@dataclass(frozen=True)
class Settings:
    """Every setting with its default."""

    bot_pause_ms: int = 600
    hand_over_screens: bool = True
    house_rule: bool = False
    reduce_motion: bool = False
    roll_animation: bool = True  # the dice tumble briefly when thrown (never with pause 0)
    honest_games: bool = False  # no undo in new games
    hints: bool = True  # a Hint button for the human deciding (never in campaign games)
    practice_undo: bool = False  # undo past dice already seen (such games are not counted)
    page_size: str = "A4"  # for printing: "A4" or "Letter"
    language: str = ""  # "de", "nl" or "en"; empty until chosen (first start: system locale)
    guide_offered: bool = False  # the guided first game starts once, on the first run
    contrast: str = "system"  # "system" (the desktop's preference), "high" or "normal"
    autosave_told: bool = False  # the table said once that a game is saved after every move


DEFAULTS = Settings()
_LIMITS: dict[str, tuple[int, int]] = {"bot_pause_ms": (0, 5000)}
_CHOICES: dict[str, tuple[str, ...]] = {"page_size": ("A4", "Letter"),
                                        "language": ("", "de", "nl", "en"),
                                        "contrast": ("system", "high", "normal")}


def settings_path(root: Path | None = None) -> Path:
    return (root or paths.data_dir()) / SETTINGS_FILE


@dataclass(frozen=True)
class LoadedSettings:
    settings: Settings
    problem: str = ""  # empty when the file was fine or missing; else why the defaults apply


def _coerce(name: str, value: Any, default: Any) -> Any:
    """The value if it has the default's type (and range), else the default."""
    if isinstance(default, bool):
        return value if isinstance(value, bool) else default
    if isinstance(default, int):
        if not isinstance(value, int) or isinstance(value, bool):
            return default
        low, high = _LIMITS.get(name, (value, value))
        return min(high, max(low, value))
    if isinstance(default, str):
        if not isinstance(value, str):
            return default
        choices = _CHOICES.get(name)
        return value if choices is None or value in choices else default
    return default  # pragma: no cover - every field has one of the types above


def load_settings(root: Path | None = None) -> LoadedSettings:
    path = settings_path(root)
    try:
        data, _ = read_regular(path, MAX_SETTINGS_BYTES)  # a FIFO there must not hang the desk
    except SaveFileError as error:
        if error.reason == SaveProblem.NOT_FOUND:
            return LoadedSettings(DEFAULTS)
        if error.reason == SaveProblem.NOT_A_FILE:
            return LoadedSettings(DEFAULTS, f"{path}: not a regular file")
        if error.reason == SaveProblem.TOO_LARGE:
            return LoadedSettings(DEFAULTS, f"{path}: far larger than a settings file")
        return LoadedSettings(DEFAULTS, f"{path}: {error.detail or 'it cannot be read'}")
    if len(data) > MAX_SETTINGS_BYTES:
        return LoadedSettings(DEFAULTS, f"{path}: far larger than a settings file")
    try:
        document = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return LoadedSettings(DEFAULTS, f"{path}: not a readable JSON document")
    if not isinstance(document, dict) or document.get("format") != SETTINGS_FORMAT:
        return LoadedSettings(DEFAULTS, f"{path}: not a cleverdesk settings file")
    version = document.get("version")
    if version != SETTINGS_VERSION:
        return LoadedSettings(DEFAULTS, f"{path}: unknown settings version {str(version)[:20]}")
    values = document.get("settings")
    if not isinstance(values, dict):
        return LoadedSettings(DEFAULTS, f"{path}: it holds no settings")
    chosen = {
        f.name: _coerce(f.name, values.get(f.name, getattr(DEFAULTS, f.name)),
                        getattr(DEFAULTS, f.name))
        for f in fields(Settings)
    }
    return LoadedSettings(replace(DEFAULTS, **chosen))


def sweep_settings_temp_files(root: Path | None = None, older_than: float = 600.0
                              ) -> list[Path]:
    """Remove what killed settings writes left behind (``.settings.json.*.tmp``)."""
    path = settings_path(root)
    return sweep_temp_files(path.parent, older_than, prefix=f".{path.name}.")


def save_changed_settings(before: Settings, after: Settings, root: Path | None = None
                          ) -> Settings:
    """Write the settings that changed from ``before`` to ``after`` into the settings file as
    it is on disk now, the others as they are there (another desk or a person may have changed
    them meanwhile); returns what was written. Raises like :func:`save_settings`."""
    changed = {f.name: getattr(after, f.name) for f in fields(Settings)
               if getattr(after, f.name) != getattr(before, f.name)}
    on_disk = load_settings(root).settings
    merged = replace(on_disk, **changed)
    if changed or not settings_path(root).exists():
        save_settings(merged, root)
    return merged


def save_settings(settings: Settings, root: Path | None = None) -> None:
    """Write the settings atomically; raises :class:`SaveFileError` (write_failed) on failure."""
    document = {"format": SETTINGS_FORMAT, "version": SETTINGS_VERSION,
                "settings": asdict(settings)}
    atomic_write(settings_path(root), json.dumps(document, indent=1).encode("utf-8"))


__all__ = [
    "DEFAULTS",
    "LoadedSettings",
    "SaveFileError",
    "Settings",
    "load_settings",
    "save_changed_settings",
    "save_settings",
    "settings_path",
    "sweep_settings_temp_files",
]

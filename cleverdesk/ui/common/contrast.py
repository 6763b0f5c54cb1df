"""The contrast the desk is drawn in: the player's choice in the settings ("system", "high",
"normal"); "system" follows the contrast preference Qt reports for the desktop (Qt 6.10's
QStyleHints.accessibility().contrastPreference), and changes with it while the desk runs."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessibilityHints, QGuiApplication

CHOICES = ("system", "high", "normal")


# The application's accessibility hints, fetched once and kept: PySide6 6.11 lets a dropped
# wrapper of the style hints delete their C++ object, and the next call finds it gone.
_kept: list[Any] = []  # [style hints, their accessibility hints]


def _hints() -> QAccessibilityHints | None:
    app = QGuiApplication.instance()
    if not isinstance(app, QGuiApplication):
        return None
    if not _kept:
        style_hints = QGuiApplication.styleHints()
        _kept.extend([style_hints, style_hints.accessibility()])
    hints: QAccessibilityHints = _kept[1]
    return hints


def system_prefers_high() -> bool:
    """Whether the desktop asks for high contrast (False where Qt cannot tell)."""
    hints = _hints()
    return hints is not None and hints.contrastPreference() == Qt.ContrastPreference.HighContrast


def watch_system(changed: Callable[[], None]) -> None:
    """Call ``changed`` whenever the desktop's contrast preference changes."""
    hints = _hints()
    if hints is not None:
        hints.contrastPreferenceChanged.connect(lambda *_: changed())


def high(choice: str, system_high: bool) -> bool:
    return choice == "high" or (choice == "system" and system_high)

"""Where Qt finds fonts when it draws offscreen on Windows.

Below the desk and the printer alike (both call it before their application exists): the
`print` command must not import the desk's start-up module for it (no arrow back up from
cleverdesk.printing to cleverdesk.ui, .importlinter)."""

from __future__ import annotations

import os
import sys
from collections.abc import MutableMapping
from pathlib import PureWindowsPath

FONT_DIR_ENV = "QT_QPA_FONTDIR"


def use_system_fonts(environ: MutableMapping[str, str] | None = None,
                     platform: str | None = None) -> None:
    """Windows: point Qt's font folder at the system's fonts (%WINDIR%\\Fonts) unless set.

    Qt's `offscreen` platform (the tools, `print`, `screenshot`) looks for fonts only in
    QT_QPA_FONTDIR or in Qt's own lib\\fonts, which PySide6 does not ship: without this every
    offscreen picture and every printed sheet has no text at all. The `windows` platform asks
    the system for its fonts and does not read the variable. Call before the application."""
    environ = os.environ if environ is None else environ
    if (platform or sys.platform) == "win32" and not environ.get(FONT_DIR_ENV):
        windows = environ.get("WINDIR") or environ.get("SystemRoot") or "C:\\Windows"
        environ[FONT_DIR_ENV] = str(PureWindowsPath(windows, "Fonts"))

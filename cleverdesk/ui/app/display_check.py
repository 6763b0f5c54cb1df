"""Before the desk creates its Qt application: is there a screen to show it on?

Without one Qt aborts with "could not load the Qt platform plugin", which names neither the
missing display nor the missing library. This looks first (no Qt needed) and says in plain words
what is missing. It only speaks for Linux and the BSDs: Windows and macOS always have a screen.
"""

from __future__ import annotations

import ctypes.util
import sys
from collections.abc import Callable, Mapping, Sequence

# The one library Qt's X11 plugin needs that a desktop may lack; `.ci/run` and the README list it.
XCB_CURSOR_PACKAGE = "libxcb-cursor0"


def _platform_argument(argv: Sequence[str]) -> str:
    """The value of Qt's own `-platform NAME` argument, if the command line has one."""
    for position, argument in enumerate(argv):
        if argument in ("-platform", "--platform") and position + 1 < len(argv):
            return argv[position + 1]
        if argument.startswith(("-platform=", "--platform=")):
            return argument.split("=", 1)[1]
    return ""


def missing_display(environ: Mapping[str, str], argv: Sequence[str] = (),
                    platform: str = sys.platform,
                    find_library: Callable[[str], str | None] = ctypes.util.find_library
                    ) -> str:
    """Why the desk window cannot open here, in plain words; empty when nothing is missing."""
    if platform.startswith(("win", "darwin", "cygwin")):
        return ""
    chosen = _platform_argument(argv) or environ.get("QT_QPA_PLATFORM", "")
    if chosen and not chosen.startswith("xcb"):
        return ""  # offscreen, wayland, vnc, …: Qt was told what to use
    if not chosen:
        if environ.get("WAYLAND_DISPLAY"):
            return ""  # Qt opens the window through Wayland
        if not environ.get("DISPLAY"):
            return ("cleverdesk: there is no display to open the desk window on: neither "
                    "DISPLAY (X11) nor WAYLAND_DISPLAY (Wayland) is set. Start cleverdesk from "
                    "a desktop session, or set QT_QPA_PLATFORM=offscreen to run it without a "
                    "window (tests, screenshots).")
    if find_library("xcb-cursor") is None:
        return (f"cleverdesk: the X11 display needs the system library libxcb-cursor, which is "
                f"not installed. On Debian or Ubuntu: sudo apt-get install {XCB_CURSOR_PACKAGE} "
                f"(`.ci/run` lists every library the desk needs).")
    return ""

"""Give back to the system the memory a screen or a search has freed (issue 46).

A screen left (the table of a game, its Review, the History) frees thousands of QML items, and
an expert search frees what it imagined; the C library keeps most of those pages for later
(glibc's malloc returns only the top of its heaps by itself), so the desk's resident memory
only ever grew. On glibc, ``malloc_trim`` hands every whole free page back; it runs on a
thread of its own a moment after a screen was left (once its items are deleted) and after a
review, never during a move. Elsewhere (Windows, macOS, other C libraries) nothing happens.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable

from PySide6.QtCore import SIGNAL, SLOT, QObject, QTimer

SETTLE_MS = 800  # after a change of screen: the items left are deleted on the next turns


def _find_trim() -> Callable[[int], int] | None:
    if not sys.platform.startswith("linux"):
        return None
    import ctypes  # (here: not before the first frame, which needs none of it)

    try:
        libc = ctypes.CDLL(None)
    except OSError:
        return None
    trim = getattr(libc, "malloc_trim", None)  # glibc's (musl has none)
    if trim is None:
        return None
    trim.argtypes = [ctypes.c_size_t]
    trim.restype = ctypes.c_int
    return trim  # type: ignore[no-any-return]


_found: list[Callable[[int], int] | None] = []  # the trim, once looked for


def trim_function() -> Callable[[int], int] | None:
    """glibc's ``malloc_trim``, or None where there is none."""
    if not _found:
        _found.append(_find_trim())
    return _found[0]


def give_back() -> None:
    """Hand the free pages of every heap back to the system, on a thread of its own."""
    trim = trim_function()
    if trim is not None:
        threading.Thread(target=trim, args=(0,), name="give-back-memory", daemon=True).start()


def _settled() -> None:
    give_back()  # (looked up when called: tests count the calls)


def watch_screens(window: QObject) -> None:
    """Give memory back a moment after each change of screen (Main.qml's ``current``: the
    screen on top of its StackView; whatever was left is deleted by then)."""
    timer = QTimer(window)
    timer.setObjectName("giveBackMemory")
    timer.setSingleShot(True)
    timer.setInterval(SETTLE_MS)
    timer.timeout.connect(_settled)
    # by the timer's own slot, not a Python callable: nothing of Python is kept on the window
    QObject.connect(window, SIGNAL("currentChanged()"), timer, SLOT("start()"))

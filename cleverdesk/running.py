"""The mark that cleverdesk is running, for its Windows installer and uninstaller.

Windows does not let a running program's files be replaced or deleted, so an installer that
overwrites a running cleverdesk stops half-way and leaves a broken installation. Every
cleverdesk process on Windows therefore holds a named mutex for as long as it runs (Windows
releases it when the process ends, however it ends); packaging/windows/installer.nsi opens a
mutex of the same name before it changes anything and, while one exists, asks the player to
close cleverdesk (or, when silent, exits with code 3 and changes nothing).

The name lives in the session's namespace (no ``Global\\`` prefix): the installer is per user,
and another user's cleverdesk on the same computer runs from that user's own folder.
"""

from __future__ import annotations

import sys
from typing import Any

MUTEX_NAME = "cleverdesk-running"

# The handle, kept for the life of the process: closing it would end the mark.
_held: list[int] = []


def hold_running_mutex(platform: str = sys.platform, kernel32: Any = None) -> int | None:
    """Create (or open) the named mutex and keep it while this process runs; on Windows only.

    Returns the handle, or None where there is nothing to hold (other systems let an update
    replace a running program's files). ``kernel32`` is for tests; by default Windows' own."""
    if platform != "win32":
        return None
    if _held:
        return _held[0]
    if kernel32 is None:
        import ctypes
        from ctypes import wintypes

        kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)  # type: ignore[attr-defined]
        kernel32.CreateMutexW.restype = wintypes.HANDLE
        kernel32.CreateMutexW.argtypes = (ctypes.c_void_p, wintypes.BOOL, wintypes.LPCWSTR)
    # not owned: the mutex only marks that a cleverdesk runs; several may run at once
    handle = kernel32.CreateMutexW(None, False, MUTEX_NAME)
    if not handle:
        return None  # no mark is better than no program
    _held.append(handle)
    return int(handle)

"""Where Qt keeps what it can build again: its compiled QML and its graphics pipelines.

Without a word from the program Qt writes both under QStandardPaths' CacheLocation, which on
Windows is %LOCALAPPDATA%\\cleverdesk\\cleverdesk\\cache: inside the player's data folder. They go
to the platform's cache folder instead (store.paths.cache_dir). No Qt is imported here: the
command line calls `use_cache_folder` first thing for every command (check-install, print and
the start-up benchmark make QML engines of their own), the desk again before its engine.
"""

from __future__ import annotations

import os
import platform as platforms
import sys
from collections.abc import MutableMapping
from pathlib import Path
from typing import Any

from cleverdesk.store.paths import cache_dir

QML_CACHE_ENV = "QML_DISK_CACHE_PATH"
PIPELINE_CACHE_ENVS = ("QSG_RHI_PIPELINE_CACHE_SAVE", "QSG_RHI_PIPELINE_CACHE_LOAD")


def use_cache_folder(environ: MutableMapping[str, str] | None = None,
                     platform: str = sys.platform, crt: Any = None) -> Path:
    """Point Qt's caches at the platform's cache folder, unless the environment already names
    a place; call before any QML engine exists.

    The pipeline cache goes to one file named after the machine (Qt's automatic one would name
    a file per graphics API; a cache from another API is ignored and written anew) when the
    window closes. Its folder is made here: Qt makes no folder for a file it was given.

    On Windows Qt reads its variables from the C runtime's copy of the environment, which
    Python's os.environ does not update (it calls SetEnvironmentVariableW): the values are
    given to the C runtime (ucrtbase, which Qt shares) too; ``crt`` is for tests."""
    env = os.environ if environ is None else environ
    folder = cache_dir()
    env.setdefault(QML_CACHE_ENV, str(folder / "qmlcache"))
    machine = platforms.machine().lower() or "unknown"
    pipeline = folder / "qtpipelinecache" / f"{machine}-{sys.byteorder}.bin"
    save, load = PIPELINE_CACHE_ENVS
    if env.setdefault(save, str(pipeline)) == str(pipeline):
        try:
            pipeline.parent.mkdir(parents=True, exist_ok=True)
        except OSError:
            pass  # no cache is no harm: Qt builds the pipelines again
    if pipeline.is_file():  # (Qt warns of a load file that is not there: the first start)
        env.setdefault(load, str(pipeline))
    if crt is not None or (platform == "win32" and environ is None):
        if crt is None:
            import ctypes

            crt = ctypes.CDLL("ucrtbase")
        for key in (QML_CACHE_ENV, *PIPELINE_CACHE_ENVS):
            if key in env:
                crt._wputenv_s(key, env[key])
    return folder

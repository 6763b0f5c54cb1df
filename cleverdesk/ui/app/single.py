"""One desk per data folder: a second start brings the running window to the front.

Two desks on one data folder undo each other: both autosave the same game (the later one's
moves overwrite the other's) and both write the settings. A desktop program starts once per
user, so the desk holds a lock on its data folder (``desk.lock``, locked by the operating system
with ``flock`` / ``msvcrt.locking``, so it is released when the desk ends, however it ends: a
crash leaves a file but never a lock) and listens on a local socket named after the folder. A
second start finds the lock held, connects to that socket, asks the running desk to show its
window, and ends. Where the lock cannot be made (a read-only data folder) the socket alone
decides. The command-line verbs (``history``, ``print`` …) never take part: they work beside a
running desk.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import IO

from PySide6.QtCore import QObject
from PySide6.QtNetwork import QLocalServer, QLocalSocket

LOCK_FILE = "desk.lock"
RAISE = b"raise\n"
RAISED = b"raised\n"
# How long a second start tries to reach the running desk (it listens a moment after it took
# the lock; a desk busy starting answers when its event loop runs)
ANSWER_WAIT_S = 10.0


def server_name(folder: Path) -> str:
    """The local socket of the desk of ``folder`` (per user and folder)."""
    user = str(os.getuid()) if hasattr(os, "getuid") else os.environ.get("USERNAME", "")
    key = hashlib.sha256(f"{user}\0{os.path.abspath(folder)}".encode()).hexdigest()[:24]
    return f"cleverdesk-{key}"


class FolderLock:
    """The operating system's lock on ``desk.lock`` in the data folder, held while open."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / LOCK_FILE
        self._handle: IO[bytes] | None = None

    def take(self) -> bool | None:
        """True: this desk holds the folder now; False: another desk does; None: no lock can
        be made here (a read-only folder): the socket alone decides."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            handle = open(self.path, "a+b")  # held open while the desk runs
        except OSError:
            return None
        try:
            _lock(handle)
        except OSError:
            handle.close()
            return False
        with contextlib.suppress(OSError):  # for a person who looks: which process holds it
            handle.seek(0)
            handle.truncate()
            handle.write(f"{os.getpid()}\n".encode())
            handle.flush()
        self._handle = handle
        return True

    def release(self) -> None:
        if self._handle is not None:
            self._handle.close()  # closing releases the lock
            self._handle = None


def _lock(handle: IO[bytes]) -> None:
    """Lock the open file without waiting; OSError when another process holds it."""
    if sys.platform == "win32":
        import msvcrt

        handle.seek(0)
        msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
    else:
        import fcntl

        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)


def ask_running_desk(folder: Path, wait_s: float = ANSWER_WAIT_S) -> bool:
    """Ask the desk of ``folder`` to show its window; whether it said it did."""
    deadline = time.monotonic() + wait_s
    while True:
        socket = QLocalSocket()
        socket.connectToServer(server_name(folder))
        if socket.waitForConnected(500):
            socket.write(RAISE)
            socket.waitForBytesWritten(1000)
            answer = b""
            while RAISED not in answer and socket.waitForReadyRead(
                    max(1, int((deadline - time.monotonic()) * 1000))):
                answer += bytes(socket.readAll().data())
            socket.disconnectFromServer()
            if RAISED in answer:
                return True
        if time.monotonic() >= deadline:
            return False
        time.sleep(0.1)


class RaiseServer(QObject):
    """Listens for later starts of the desk on this folder; ``show`` brings the window up."""

    def __init__(self, folder: Path, show: Callable[[], None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._show = show
        self._server = QLocalServer(self)
        self._server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self._server.newConnection.connect(self._connected)
        name = server_name(folder)
        if not self._server.listen(name):
            # a socket file left by a desk that crashed (the lock said nobody holds the
            # folder, or no lock can be made and nobody answered): take its place
            QLocalServer.removeServer(name)
            self._server.listen(name)

    def _connected(self) -> None:
        while self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(socket.deleteLater)

    def _read(self, socket: QLocalSocket) -> None:
        if RAISE.strip() in bytes(socket.readAll().data()):
            self._show()
            socket.write(RAISED)
            socket.flush()


@dataclass(frozen=True)
class Claim:
    """What a start of the desk found: ``lock`` (held while the desk runs) when it is the
    folder's desk; else why it ends (``said``, for stderr) and its exit code."""

    lock: FolderLock | None
    said: str = ""
    exit_code: int = 0


def claim(folder: Path) -> Claim:
    """This start's claim on ``folder``: the lock, or the end of a second start (the desk
    already running there was asked to show its window)."""
    lock = FolderLock(folder)
    taken = lock.take()
    if taken is True:
        return Claim(lock)
    if taken is None and not ask_running_desk(folder, wait_s=1.0):
        return Claim(lock)  # no lock can be made here and no desk answered: this one runs
    if taken is None or ask_running_desk(folder):
        return Claim(None, f"already open on {folder}: its window was brought to the front")
    return Claim(None, f"already open on {folder} (that desk holds {lock.path}) but it did not "
                       "answer; close it, or end its process, and start again", 1)

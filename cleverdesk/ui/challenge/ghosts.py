"""The expert's games on the players' dice at the desk, each played once, off the GUI thread.

:class:`GhostKeeper` answers ``ghost(game, seed)`` at once: the ghost when it is known (in
memory, or kept on disk by ``store/ghosts.py``), else None while a worker thread of the global
pool plays it (about a second of one core) and ``ready`` says when it is there. A game asked for
again while it is played is not played twice; a ghost that failed says why (``failure``).
"""

from __future__ import annotations

from collections import OrderedDict
from pathlib import Path

from PySide6.QtCore import QObject, QThreadPool, QTimer, Signal

from cleverdesk.engine.ghost import DEFAULT_BOT, Ghost, ghost_key, play_ghost
from cleverdesk.store.ghosts import GhostCache

# ghosts held in memory (a ghost is its record: a few kilobytes)
MEMORY = 64
# A ghost is asked for when a game's final scoring opens: it is played this much later, so that
# the card is built and drawn first (a worker playing Python holds the interpreter lock the
# card's bindings need: measured 300 -> 800 ms to the card when it started at once).
START_DELAY_MS = 1000


class GhostKeeper(QObject):
    """Ghosts by key: in memory, on disk, or being played."""

    ready = Signal(str)  # a ghost's key: it is known now (or failed)
    _played = Signal(str, object)  # key, Ghost or the error: from the worker thread

    def __init__(self, root: Path | None = None, parent: QObject | None = None,
                 delay_ms: int = START_DELAY_MS) -> None:
        super().__init__(parent)
        self._root = root
        self._delay_ms = delay_ms
        self._known: OrderedDict[str, Ghost] = OrderedDict()
        self._failed: dict[str, str] = {}
        self._playing: set[str] = set()
        self._played.connect(self._take)

    def ghost(self, game: str, seed: int, bot: str = DEFAULT_BOT) -> Ghost | None:
        """The ghost of (game, seed) if known; otherwise it is played (once) and None."""
        key = ghost_key(game, seed, bot)
        found = self._known.get(key)
        if found is not None:
            self._known.move_to_end(key)
            return found
        if key not in self._playing and key not in self._failed:
            self._start(key, game, seed, bot)
        return None

    def key(self, game: str, seed: int, bot: str = DEFAULT_BOT) -> str:
        return ghost_key(game, seed, bot)

    def failure(self, key: str) -> str:
        """Why the ghost of ``key`` could not be played ("" when it did not fail)."""
        return self._failed.get(key, "")

    def playing(self, key: str) -> bool:
        return key in self._playing

    def _start(self, key: str, game: str, seed: int, bot: str) -> None:
        self._playing.add(key)
        cache = GhostCache(self._root)

        def work() -> None:
            try:
                found: object = cache.get(key)
                if found is None:
                    found = play_ghost(game, seed, bot)
                    cache.put(key, found)  # type: ignore[arg-type]
            except Exception as error:  # a ghost must never take the desk down
                found = error
            try:
                self._played.emit(key, found)
            except RuntimeError:  # the keeper is gone (its desk closed): nobody waits for it
                return

        QTimer.singleShot(self._delay_ms, self, lambda: QThreadPool.globalInstance().start(work))

    def _take(self, key: str, found: object) -> None:
        self._playing.discard(key)
        if isinstance(found, Ghost):
            self._known[key] = found
            while len(self._known) > MEMORY:
                self._known.popitem(last=False)
        else:
            self._failed[key] = str(found) or type(found).__name__
        self.ready.emit(key)

    def wait(self, timeout_ms: int = 120_000) -> bool:
        """Tools: wait until no ghost is being played."""
        from PySide6.QtCore import QDeadlineTimer, QEventLoop

        deadline = QDeadlineTimer(timeout_ms)
        loop = QEventLoop()
        while self._playing and not deadline.hasExpired():
            QTimer.singleShot(50, loop.quit)
            loop.exec()
        return not self._playing

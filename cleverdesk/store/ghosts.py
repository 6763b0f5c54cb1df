"""The expert's games on the players' dice, kept so that each is played once (issue 50).

A ghost (``engine/ghost.py``) costs about a second of one core; the final scoring, the History
and the Review all show it, again and again for the same game. Each is kept as one small file in
``ghosts/`` of the data folder, named by its key (game, seed, player, network), written
atomically; a file that cannot be read or does not replay to its total is ignored (and replaced
when the ghost is played again). Only the newest ``KEEP`` files are kept.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from cleverdesk.engine import GameRecord, get_rules
from cleverdesk.engine.ghost import Ghost

from . import paths
from .files import SaveFileError, atomic_write, read_regular

FOLDER = "ghosts"
FORMAT = "cleverdesk-ghost"
KEEP = 500
_MAX_BYTES = 512 * 1024
_KEY = re.compile(r"^[a-z0-9-]{1,120}$")


def ghosts_dir(root: Path | None = None) -> Path:
    return (root or paths.data_dir()) / FOLDER


class GhostCache:
    """The kept ghosts of one data folder (any thread: every call opens its own file)."""

    def __init__(self, root: Path | None = None) -> None:
        self.folder = ghosts_dir(root)

    def _path(self, key: str) -> Path:
        if not _KEY.fullmatch(key):
            raise ValueError(f"not a ghost key: {key!r}")
        return self.folder / f"{key}.json"

    def get(self, key: str) -> Ghost | None:
        """The ghost kept under ``key``, or None (none kept, or a file that does not hold up)."""
        try:
            data, _ = read_regular(self._path(key), _MAX_BYTES)
            document = json.loads(data.decode("utf-8"))
            if document.get("format") != FORMAT or document.get("key") != key:
                return None
            record = GameRecord.model_validate(document["record"])
            rules = get_rules(record.setup.game)
            state = rules.new_game(record.setup)
            for move in record.moves:
                state = rules.apply(state, move)
            total = rules.total(state.players[0])
            if state.decider is not None or total != document.get("total"):
                return None
        except (SaveFileError, OSError, ValueError, KeyError, TypeError, AttributeError):
            return None
        except Exception:  # an engine error on an odd file: not kept, that is all
            return None
        player = record.setup.players[0]
        rating = rules.rating_band(total).code if rules.rating else None
        return Ghost(record.setup.game, record.setup.seed, player.bot or "", record, total,
                     rating)

    def put(self, key: str, ghost: Ghost) -> None:
        """Keep ``ghost`` under ``key``; a disk that refuses is no error (it is played again)."""
        document = {"format": FORMAT, "key": key, "total": ghost.total,
                    "record": json.loads(ghost.record.model_dump_json())}
        try:
            atomic_write(self._path(key), json.dumps(document, indent=1).encode("utf-8"))
            self._prune()
        except (SaveFileError, OSError):
            return

    def _prune(self) -> None:
        try:
            files = sorted(self.folder.glob("*.json"), key=lambda p: p.stat().st_mtime)
        except OSError:
            return
        for old in files[:-KEEP]:
            old.unlink(missing_ok=True)

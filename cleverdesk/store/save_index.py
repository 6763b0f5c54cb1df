"""A small persistent index of the summaries of a folder's saved games.

Listing saved games checks every file (its size, JSON, schema and checksum:
``save_loading.list_info``) so that a damaged one is found and set aside; with thousands of
saves that took a minute the first time in every session. The index keeps, per file name, the
summary (:class:`~cleverdesk.store.save_info.SaveInfo`) of the file as it was when it last
passed those checks, with the file's size, modification time (ns) and inode: a file whose three
still match is listed from the index, any other is checked again. The index is a hint, never
the truth: opening a save always loads and checks the file itself (every move replayed), and an
index that is damaged, of another version or signed wrongly is ignored (and rebuilt). It is
written atomically, beside the folder (``saves.index`` next to ``saves/``).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
from datetime import datetime
from pathlib import Path

from .files import SaveFileError, atomic_write, read_regular
from .save_info import SaveInfo


def index_path(folder: Path) -> Path:
    """Beside the folder, not in it (``saves.index`` next to ``saves/``): the folder holds the
    player's saves only."""
    return folder.parent / f"{folder.name}.index"

FORMAT = "cleverdesk-save-index"
VERSION = 1
_MAX_BYTES = 64 * 1024 * 1024

Key = tuple[int, int, int]


def file_key(info: os.stat_result) -> Key:
    return (info.st_size, info.st_mtime_ns, info.st_ino)


def _signature(body: bytes) -> str:
    return "sha256:" + hashlib.sha256(body).hexdigest()


_FIELDS = ("title", "game", "players", "saved_at", "round", "rounds", "move_count", "scores",
           "finished", "session", "verified")


def load(folder: Path) -> dict[str, tuple[Key, SaveInfo]]:
    """File name → (key, SaveInfo) of the folder's index; empty when it cannot be trusted.

    The file is a header line (format, version and the SHA-256 of the rest) and one JSON list
    of rows: read with one parse, checked without writing it out again."""
    try:
        data, _ = read_regular(index_path(folder), _MAX_BYTES)
        head, _, body = data.partition(b"\n")
        header = json.loads(head.decode("utf-8"))
        if header.get("format") != FORMAT or header.get("version") != VERSION \
                or header.get("checksum") != _signature(body):
            return {}
        out = {}
        for row in json.loads(body.decode("utf-8")):
            name, size, mtime_ns, ino, *values = row
            fields = dict(zip(_FIELDS, values, strict=True))
            fields["players"] = tuple(fields["players"])
            fields["scores"] = tuple(fields["scores"])
            fields["saved_at"] = datetime.fromisoformat(fields["saved_at"])
            out[name] = ((int(size), int(mtime_ns), int(ino)),
                         SaveInfo(path=folder / name, **fields))  # 3× cheaper than Path(text)
        return out
    except (SaveFileError, ValueError, KeyError, TypeError, AttributeError, RecursionError):
        return {}


def save(folder: Path, entries: dict[str, tuple[Key, SaveInfo]]) -> None:
    """Write the index (best effort: a folder that cannot be written lists the slow way)."""
    rows = [[name, *key, info.title, info.game, list(info.players), info.saved_at.isoformat(),
             info.round, info.rounds, info.move_count, list(info.scores), info.finished,
             info.session, info.verified]
            for name, (key, info) in sorted(entries.items())]
    body = json.dumps(rows, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
    header = json.dumps({"format": FORMAT, "version": VERSION, "checksum": _signature(body)})
    with contextlib.suppress(SaveFileError, OSError):
        atomic_write(index_path(folder), header.encode() + b"\n" + body)

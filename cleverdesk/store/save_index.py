"""A small persistent index of the summaries of a folder's saved games.

Listing saved games loads every file completely (replaying every move) so that a damaged one is
found and set aside; with thousands of saves that took a minute the first time in every session.
The index keeps, per file name, the summary (:class:`~cleverdesk.store.saves.SaveInfo`) of the
file as it was when it last passed every check, with the file's size, modification time (ns) and
inode: a file whose three still match is listed from the index, any other is loaded and checked
again. The index is a hint, never the truth: opening a save always loads and checks the file
itself, and an index that is damaged, of another version or signed wrongly is ignored (and
rebuilt). It is written atomically, next to the files (``.index.json``, which listing skips).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
from datetime import datetime
from pathlib import Path
from typing import Any

from .files import SaveFileError, atomic_write, read_regular

INDEX_NAME = ".index.json"
FORMAT = "cleverdesk-save-index"
VERSION = 1
_MAX_BYTES = 64 * 1024 * 1024

Key = tuple[int, int, int]


def file_key(info: os.stat_result) -> Key:
    return (info.st_size, info.st_mtime_ns, info.st_ino)


def _signature(entries: Any) -> str:
    canonical = json.dumps(entries, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return "sha256:" + hashlib.sha256(canonical.encode()).hexdigest()


def _info_fields(info: Any) -> dict[str, Any]:
    return {"title": info.title, "game": info.game, "players": list(info.players),
            "saved_at": info.saved_at.isoformat(), "round": info.round, "rounds": info.rounds,
            "move_count": info.move_count, "scores": list(info.scores),
            "finished": info.finished, "session": info.session, "verified": info.verified}


def load(folder: Path) -> dict[str, tuple[Key, Any]]:
    """File name → (key, SaveInfo) of the folder's index; empty when it cannot be trusted."""
    from .saves import SaveInfo

    try:
        data, _ = read_regular(folder / INDEX_NAME, _MAX_BYTES)
        document = json.loads(data.decode("utf-8"))
        if document.get("format") != FORMAT or document.get("version") != VERSION:
            return {}
        entries = document["entries"]
        if document.get("checksum") != _signature(entries):
            return {}
        out = {}
        for name, entry in entries.items():
            fields = dict(entry["info"])
            fields["players"] = tuple(fields["players"])
            fields["scores"] = tuple(fields["scores"])
            fields["saved_at"] = datetime.fromisoformat(fields["saved_at"])
            key = (int(entry["size"]), int(entry["mtime_ns"]), int(entry["ino"]))
            out[name] = (key, SaveInfo(path=folder / name, **fields))
        return out
    except (SaveFileError, ValueError, KeyError, TypeError, AttributeError, RecursionError):
        return {}


def save(folder: Path, entries: dict[str, tuple[Key, Any]]) -> None:
    """Write the index (best effort: a folder that cannot be written lists the slow way)."""
    body = {name: {"size": key[0], "mtime_ns": key[1], "ino": key[2],
                   "info": _info_fields(info)}
            for name, (key, info) in sorted(entries.items())}
    document = {"format": FORMAT, "version": VERSION, "entries": body,
                "checksum": _signature(body)}
    with contextlib.suppress(SaveFileError, OSError):
        atomic_write(folder / INDEX_NAME, json.dumps(document, separators=(",", ":")).encode())

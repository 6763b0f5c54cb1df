"""A saved game's line in a list, and a list of them: what the lists, the home screen and the
persistent index (save_index) keep of a save without loading it."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from . import write_order
from .files import SaveFileError

if TYPE_CHECKING:
    from .save_format import CurrentSave


@dataclass(frozen=True)
class SaveInfo:
    """One line of a list of saved games."""

    path: Path
    title: str | None
    game: str
    players: tuple[str, ...]
    saved_at: datetime
    round: int
    rounds: int
    move_count: int
    scores: tuple[int, ...]
    finished: bool
    session: str
    # False for a file of format 0: it has no checksum, so a changed byte (a flipped bit in a
    # player's name) could not have been noticed; the desk says so when it is opened
    verified: bool = True
    # the number of its last write in its folder (write_order): the file written last has the
    # highest; UNKNOWN (-1) for a save written before the sequence, or copied in by hand
    written: int = write_order.UNKNOWN

    @property
    def save_id(self) -> str:
        return self.path.stem


@dataclass
class SaveListing:
    """Saved games that loaded (newest first) and the files that did not."""

    entries: list[SaveInfo] = field(default_factory=list)
    problems: list[SaveFileError] = field(default_factory=list)


def info_of(path: Path, document: CurrentSave, written: int = write_order.UNKNOWN) -> SaveInfo:
    """The list line of the save ``document`` in the file ``path`` (format 1 has the same
    summary fields, and is read so too)."""
    return SaveInfo(
        path=path,
        title=document.title,
        game=document.game,
        players=tuple(p.name for p in document.players),
        saved_at=document.saved_at,
        round=document.round,
        rounds=document.rounds,
        move_count=document.move_count,
        scores=tuple(document.scores),
        finished=document.finished,
        session=document.session,
        written=written,
    )

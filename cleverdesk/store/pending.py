"""Finished games the history could not take yet, kept beside it until it can.

When writing a finished game to the score history fails (the disk is full, the file is locked by
another program, the folder is read-only, the database broke), the game is not lost: its record
and everything ``HistoryStore.add_game`` needs are written to ``pending-results/<uid>.json`` in
the data folder (atomically, like a save). :func:`add_pending` adds every kept game to a store
that works again — the uid makes that idempotent, so a game added twice counts once — and
removes its file. A kept file that cannot be read is moved to ``damaged/``, never deleted.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from cleverdesk import setcubed
from cleverdesk.engine import GameRecord, get_rules
from cleverdesk.engine.undo import start_state

from . import paths
from .files import SaveFileError, atomic_write, read_regular
from .history import HistoryStore
from .history_games import SET_CUBED, Mode
from .history_rows import record_json

PENDING = "pending-results"
FORMAT = "cleverdesk-pending-result"
_MAX_BYTES = 4 * 1024 * 1024


def pending_dir(root: Path | None = None) -> Path:
    return (root or paths.data_dir()) / PENDING


@dataclass(frozen=True)
class PendingGame:
    """What ``add_game`` needs of a finished game, as kept on disk."""

    uid: str
    record: GameRecord | setcubed.SetCubedRecord
    mode: Mode
    duration_s: float
    finished_at: datetime
    stage: str | None = None
    practice: bool = False
    hints: bool = False
    undo: bool = False
    review: bool = False

    def to_json(self) -> bytes:
        record = json.loads(record_json(self.record))
        return json.dumps({
            "format": FORMAT, "uid": self.uid, "game": self.record.setup.game,
            "record": record, "mode": self.mode, "duration_s": self.duration_s,
            "finished_at": self.finished_at.astimezone(UTC).isoformat(), "stage": self.stage,
            "practice": self.practice, "hints": self.hints, "undo": self.undo,
            "review": self.review,
        }, ensure_ascii=False, indent=1).encode("utf-8")

    @staticmethod
    def from_json(data: bytes) -> PendingGame:
        document: dict[str, Any] = json.loads(data.decode("utf-8"))
        if document.get("format") != FORMAT:
            raise ValueError("not a kept game")
        kind = setcubed.SetCubedRecord if document["game"] == SET_CUBED else GameRecord
        return PendingGame(
            uid=str(document["uid"]), record=kind.model_validate(document["record"]),
            mode=document["mode"], duration_s=float(document["duration_s"]),
            finished_at=datetime.fromisoformat(document["finished_at"]),
            stage=document.get("stage"), practice=bool(document.get("practice")),
            hints=bool(document.get("hints")), undo=bool(document.get("undo")),
            review=bool(document.get("review")))


def _safe_name(uid: str) -> str:
    return "".join(c for c in uid if c.isalnum() or c in "-_")[:64] or "game"


def keep(game: PendingGame, root: Path | None = None) -> Path:
    """Write ``game`` to the pending folder; raises :class:`SaveFileError` when even that
    fails (the disk is full): the caller then keeps it in memory and says so."""
    path = pending_dir(root) / f"{_safe_name(game.uid)}.json"
    atomic_write(path, game.to_json())
    return path


def kept_files(root: Path | None = None) -> list[Path]:
    folder = pending_dir(root)
    try:
        return sorted(p for p in folder.iterdir()
                      if p.suffix == ".json" and not p.name.startswith("."))
    except OSError:
        return []


def _replayed(record: GameRecord | setcubed.SetCubedRecord) -> Any:
    if isinstance(record, setcubed.SetCubedRecord):
        rules: Any = setcubed.get_rules()
    else:
        rules = get_rules(record.setup.game)
    state = start_state(rules, record)
    for move in record.moves:
        state = rules.apply(state, move)
    return state


def add_game(store: HistoryStore, game: PendingGame, state: Any = None, *,
             with_stage: bool = True) -> int | None:
    """Add a kept game (replayed from its record unless ``state`` is given) to ``store``;
    errors are raised. ``with_stage``: a campaign stage game's result (best, stars, a play)
    goes in with it, in the same transaction; the desk writing a game as it ends leaves that
    to the campaign, which says what the game earned."""
    state = state if state is not None else _replayed(game.record)
    return store.add_game(state, game.record, game.mode, game.duration_s, stage=game.stage,
                          uid=game.uid, finished_at=game.finished_at, practice=game.practice,
                          hints=game.hints, undo=game.undo, review=game.review,
                          stage_result=stage_result(store, game, state) if with_stage else None)


def stage_result(store: HistoryStore, game: PendingGame, state: Any) -> tuple[int, int] | None:
    """(total, stars) a kept campaign game earns for its stage, as the campaign would have
    stored it when the game ended; None for any other game (a practice game, a stage that is
    not open, a stage this version does not know)."""
    if game.mode != "campaign" or not game.stage or game.practice or isinstance(
            game.record, setcubed.SetCubedRecord):
        return None
    from . import campaign

    total = int(get_rules(state.game).total(state.players[0]))
    if game.stage.startswith("daily/"):
        return total, 0
    try:
        stage = campaign.find_stage(game.stage)
    except KeyError:
        return None
    if not any(s.unlocked for c in campaign.campaign_state(store) for s in c.stages
               if s.stage.id == stage.id):
        return None  # a locked stage earns nothing (as campaign.record_stage_result says)
    return total, campaign.stars_for(stage, total)


def _read(path: Path) -> PendingGame:
    data, _ = read_regular(path, _MAX_BYTES)
    return PendingGame.from_json(data)


def add_pending(store: HistoryStore, root: Path | None = None) -> Iterator[int | None]:
    """Add every kept game to ``store``, oldest file name first, removing each file once the
    history holds its game; yields each new game id (None: it was there already). A write
    error stops it (raised); the remaining files stay for the next time."""
    for path in kept_files(root):
        try:
            game = _read(path)
            state = _replayed(game.record)
        except SaveFileError:
            continue  # gone meanwhile, or a folder: not ours to judge
        except Exception:  # damaged: set aside, never deleted
            from .save_loading import quarantine_file  # (only then: the desk's start needs none)

            quarantine_file(path, paths.damaged_dir(root))
            continue
        game_id = add_game(store, game, state)
        path.unlink(missing_ok=True)
        yield game_id

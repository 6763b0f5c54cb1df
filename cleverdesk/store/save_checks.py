"""What loading checks of a saved game beyond the file itself: that every move replays with the
game's engine, that the summary is what the replay gives, that every redo step applies.

Each failure is a :class:`SaveFileError` naming the file and the reason; the migrations
(:mod:`.save_migrations`) replay a format 0 record with the same checks.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import ValidationError

from cleverdesk.engine import UnknownGame

from .disk_records import DiskPlayer, DiskRecord, DiskRecordV1, DiskSetCubedRecord
from .families import AnyRecord, AnyState, MoveProblem, SetupProblem, family_of
from .files import SaveFileError, SaveProblem
from .save_format import CurrentSave, SaveV1, summary_of


def describe(error: ValidationError, limit: int = 3, tagged: bool = False) -> str:
    """A pydantic error in a line: where and what, the first ``limit`` of them."""
    parts = []
    for item in error.errors(include_url=False)[:limit]:
        loc = item["loc"][1:] if tagged else item["loc"]  # drop the union's version tag
        where = ".".join(str(part) for part in loc) or "(top)"
        parts.append(f"{where}: {item['msg']}")
    more = error.error_count() - limit
    if more > 0:
        parts.append(f"and {more} more")
    return "; ".join(parts)


def replay_checked(
    path: Path, record: DiskRecord | DiskRecordV1 | DiskSetCubedRecord
) -> tuple[AnyRecord, AnyState]:
    """Replay every move with the family's engine; a move it refuses means the file is wrong."""
    family: Any = family_of(record)
    try:
        setup = family.engine_setup(record.setup)
    except ValidationError as error:
        raise SaveFileError(SaveProblem.INVALID, path, "record.setup: " + describe(error)) \
            from error
    moves = [family.engine_move(m) for m in record.moves]
    try:
        rules = family.rules(setup.game)
    except UnknownGame as error:
        raise SaveFileError(SaveProblem.UNKNOWN_GAME, path, repr(setup.game)[:80]) from error
    try:
        state = family.start(rules, setup, record)
    except SetupProblem as error:
        raise SaveFileError(SaveProblem.REPLAY_FAILED, path, f"setup: {error}") from error
    except Exception as error:  # an engine bug met on an odd setup still means: cannot load
        raise SaveFileError(
            SaveProblem.REPLAY_FAILED, path, f"setup: {type(error).__name__}"
        ) from error
    for index, move in enumerate(moves):
        try:
            state = family.apply(rules, state, move)
        except MoveProblem as error:
            raise SaveFileError(
                SaveProblem.REPLAY_FAILED, path,
                f"move {index + 1} of {len(moves)} ({move}) is not legal there: {error.reason}",
            ) from error
        except Exception as error:  # an engine bug met on odd input still means: cannot load
            raise SaveFileError(
                SaveProblem.REPLAY_FAILED, path,
                f"move {index + 1} of {len(moves)} ({move}): {type(error).__name__}",
            ) from error
    return family.record(setup, record, moves), state


def check_summary(path: Path, document: SaveV1 | CurrentSave, state: AnyState) -> None:
    """What the save says of the game (its list line) must be what its moves give."""
    summary = summary_of(document.record.setup.players, state)
    for name in ("game", "players", "round", "rounds", "move_count", "scores", "finished"):
        saved, replayed = getattr(document, name), getattr(summary, name)
        if saved != replayed:
            raise SaveFileError(
                SaveProblem.INCONSISTENT, path,
                f"{name} is saved as {_short(saved)} but the moves give {_short(replayed)}",
            )


def _short(value: Any) -> str:
    if isinstance(value, list):
        value = [v.name if isinstance(v, DiskPlayer) else v for v in value]
    text = repr(value)
    return text if len(text) <= 80 else text[:77] + "..."


def check_redo(
    path: Path, document: CurrentSave, state: AnyState
) -> tuple[tuple[Any, ...], ...]:
    """Every redo step must apply, in order (the last step first), to the saved state."""
    family: Any = family_of(document.record)
    rules = family.rules(document.game)
    steps = tuple(tuple(family.engine_move(m) for m in step) for step in document.redo)
    for number, step in enumerate(reversed(steps), start=1):
        if not step:
            raise SaveFileError(SaveProblem.INCONSISTENT, path, f"redo step {number} is empty")
        for move in step:
            try:
                state = rules.apply(state, move)
            except Exception as error:  # IllegalMove, or an engine bug on odd input
                raise SaveFileError(
                    SaveProblem.INCONSISTENT, path, f"redo step {number} ({move}) does not apply"
                ) from error
    return steps


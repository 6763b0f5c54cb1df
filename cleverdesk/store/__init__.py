"""User data of cleverdesk: where it lives and the saved games (no Qt here).

How the desk uses it (with :class:`cleverdesk.engine.undo.UndoHistory` holding the record):

- a new game: ``session = new_session_id()``;
- after every move, undo or redo: ``store.autosave(history.record, session=session,
  state=history.state, redo=history.redo_steps, undo_allowed=...)``;
- "Continue": ``loaded, problems = store.latest_unfinished()``, then
  ``UndoHistory(loaded.record, redo=loaded.redo, allowed=loaded.undo_allowed)`` (for SET Cubed,
  ``is_set_cubed(loaded.record)``, also ``rules=cleverdesk.setcubed.get_rules()``) and keep
  ``loaded.session``; each problem is a :class:`SaveFileError` to show (already set aside);
- named saves: ``save_as``, ``list_saves`` (entries + problems), ``open``, ``delete``; a game
  opened from a named save runs under a fresh ``new_session_id()``;
- ``export(path, anywhere)`` and ``import_file(anywhere)``.

Every failure is a :class:`SaveFileError`: ``reason`` (a :class:`SaveProblem` code for the UI to
word), ``path``, ``detail``, ``quarantined_to``. ``check-save`` and ``sim --save-record`` use
:func:`load_save` and :func:`write_save`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .files import SaveFileError, SaveProblem
from .paths import DATA_DIR_ENV, data_dir

if TYPE_CHECKING:
    from .saves import (
        CURRENT_VERSION,
        MAX_SAVE_BYTES,
        LoadedSave,
        SaveInfo,
        SaveListing,
        SaveStore,
        build_document,
        is_set_cubed,
        load_save,
        new_session_id,
        write_save,
    )

# The saved-games module (pydantic file models, the engine) is imported on first use of one of
# its names: the settings and the data folder, which the desk reads before its first frame,
# need none of it.
_FROM_SAVES = ("CURRENT_VERSION", "MAX_SAVE_BYTES", "LoadedSave", "SaveInfo", "SaveListing",
               "SaveStore", "build_document", "is_set_cubed", "load_save", "new_session_id",
               "write_save")


def __getattr__(name: str) -> Any:
    if name in _FROM_SAVES:
        from . import saves

        return getattr(saves, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "CURRENT_VERSION",
    "DATA_DIR_ENV",
    "MAX_SAVE_BYTES",
    "LoadedSave",
    "SaveFileError",
    "SaveInfo",
    "SaveListing",
    "SaveProblem",
    "SaveStore",
    "build_document",
    "data_dir",
    "is_set_cubed",
    "load_save",
    "new_session_id",
    "write_save",
]

"""User data of cleverdesk: where it lives and the saved games (no Qt here).

How the desk uses it (with :class:`cleverdesk.engine.undo.UndoHistory` holding the record):

- a new game: ``session = new_session_id()``;
- after every move, undo or redo: ``store.autosave(history.record, session=session,
  state=history.state, redo=history.redo_steps, options=SaveOptions.of(history))``;
- "Continue": ``loaded, problems = store.latest_unfinished()``, then an ``UndoHistory`` of
  ``loaded.record`` with ``redo=loaded.redo`` and ``loaded.options`` (its undo rule and marks;
  for SET Cubed, ``is_set_cubed(loaded.record)``, also ``rules=cleverdesk.setcubed.get_rules()``)
  and keep ``loaded.session``; each problem is a :class:`SaveFileError` to show (already set
  aside);
- named saves: ``save_as``, ``list_saves`` (entries + problems), ``open``, ``delete``; a game
  opened from a named save runs under a fresh ``new_session_id()``;
- ``export(path, anywhere)`` and ``import_file(anywhere)``.

Every failure is a :class:`SaveFileError`: ``reason`` (a :class:`SaveProblem` code for the UI to
word), ``path``, ``detail``, ``quarantined_to``. ``check-save`` and ``sim --save-record`` use
:func:`load_save` and :func:`write_save`.

Where each part lives: the store (writing, listing) in .saves, the file format in .save_format
(its migrations in .save_migrations), loading in .save_loading, a list line in .save_info and
the save options in .save_options.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

from .files import SaveFileError, SaveProblem
from .paths import DATA_DIR_ENV, data_dir
from .save_options import SaveOptions

if TYPE_CHECKING:
    from .families import is_set_cubed
    from .save_format import CURRENT_VERSION, MAX_SAVE_BYTES, build_document, new_session_id
    from .save_info import SaveInfo, SaveListing
    from .save_loading import LoadedSave, load_save
    from .saves import SaveStore, write_save

# The saved-games modules (pydantic file models, the engine) are imported on first use of one of
# their names: the settings and the data folder, which the desk reads before its first frame,
# need none of them.
_LAZY = {
    "CURRENT_VERSION": ".save_format",
    "MAX_SAVE_BYTES": ".save_format",
    "build_document": ".save_format",
    "new_session_id": ".save_format",
    "LoadedSave": ".save_loading",
    "load_save": ".save_loading",
    "SaveInfo": ".save_info",
    "SaveListing": ".save_info",
    "SaveStore": ".saves",
    "write_save": ".saves",
    "is_set_cubed": ".families",
}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is not None:
        return getattr(import_module(module, __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "CURRENT_VERSION",
    "DATA_DIR_ENV",
    "MAX_SAVE_BYTES",
    "LoadedSave",
    "SaveFileError",
    "SaveInfo",
    "SaveListing",
    "SaveOptions",
    "SaveProblem",
    "SaveStore",
    "build_document",
    "data_dir",
    "is_set_cubed",
    "load_save",
    "new_session_id",
    "write_save",
]

"""The persistent index of save summaries (issue 33, item 6): a later session lists unchanged
saves without checking them again; a changed file, a new one, a removed one and an index that was
tampered with are all noticed."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from cleverdesk.store import SaveStore, saves
from cleverdesk.store.save_index import index_path

from .support import GSC, make_setup, play, sign


@pytest.fixture
def loads(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    """The files that are checked for a list (list_info) from now on."""
    seen: list[Path] = []
    real = saves.list_info

    def counting(path: Any, **kwargs: Any) -> Any:
        seen.append(Path(path))
        return real(path, **kwargs)

    monkeypatch.setattr(saves, "list_info", counting)
    return seen


def _five(store: SaveStore) -> list[Any]:
    out = []
    for seed in range(5):
        record, states = play(make_setup(GSC, 1, seed), limit=4 + seed)
        out.append(store.save_as(record, f"Game {seed}", state=states[-1]))
    return out


def test_a_later_session_lists_unchanged_saves_without_loading_them(
        store: SaveStore, loads: list[Path]) -> None:
    made = _five(store)
    first = store.list_saves()
    assert len(first.entries) == 5 and len(loads) == 5
    assert index_path(store.saves_dir).is_file()
    loads.clear()
    later = SaveStore()  # a new desk session: nothing cached in memory
    listing = later.list_saves()
    assert loads == []
    assert [e.title for e in listing.entries] == [e.title for e in first.entries]
    assert {e.save_id for e in listing.entries} == {m.save_id for m in made}
    assert listing.entries == first.entries


def test_changed_new_and_removed_files_are_noticed(store: SaveStore, loads: list[Path]) -> None:
    made = _five(store)
    store.list_saves()
    document = json.loads(made[0].path.read_text())
    document["title"] = "Renamed"
    made[0].path.write_text(json.dumps(sign(document)))
    made[1].path.unlink()
    record, states = play(make_setup(GSC, 1, 9), limit=3)
    extra = store.save_as(record, "New one", state=states[-1])
    loads.clear()
    listing = SaveStore().list_saves()
    assert sorted(loads) == sorted([made[0].path, extra.path])
    titles = {e.title for e in listing.entries}
    assert "Renamed" in titles and "New one" in titles and "Game 1" not in titles
    loads.clear()
    SaveStore().list_saves()
    assert loads == []  # the index was brought up to date


def test_a_tampered_or_damaged_index_is_ignored(store: SaveStore, loads: list[Path]) -> None:
    _five(store)
    store.list_saves()
    index = index_path(store.saves_dir)
    data = index.read_bytes()
    assert data.count(b'"Game 2"') == 1
    index.write_bytes(data.replace(b'"Game 2"', b'"Game X"'))  # not signed again
    loads.clear()
    listing = SaveStore().list_saves()
    assert len(loads) == 5 and "Game X" not in {e.title for e in listing.entries}
    index.write_bytes(b"\0garbage")
    loads.clear()
    assert len(SaveStore().list_saves().entries) == 5 and len(loads) == 5

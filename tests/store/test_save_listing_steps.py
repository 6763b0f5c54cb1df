"""Listing in steps (issue 33, item 6), for the Saves screen's thread: the saves the index
vouches for come at once, the others as they are checked, and a long first build keeps its
index as it goes (a desk that quits in the middle does not start from nothing)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from cleverdesk.store import SaveInfo, SaveStore, save_index, saves

from .support import GSC, make_setup, play


def _made(store: SaveStore, seeds: range) -> list[SaveInfo]:
    out = []
    for seed in seeds:
        record, states = play(make_setup(GSC, 1, seed), limit=3 + seed % 4)
        out.append(store.save_as(record, f"Game {seed}", state=states[-1]))
    return out


def test_the_indexed_saves_come_first_then_the_checked_ones(store: SaveStore) -> None:
    old = _made(store, range(3))
    store.list_saves()  # an earlier session: the index holds these three
    new = _made(store, range(3, 6))
    batches: list[list[SaveInfo]] = []
    listing = SaveStore().list_saves_in_steps(batches.append, every_s=0.0)
    assert {i.save_id for i in batches[0]} == {i.save_id for i in old}  # at once
    assert sorted(i.save_id for b in batches[1:] for i in b) == sorted(i.save_id for i in new)
    assert listing.entries == SaveStore().list_saves().entries  # the same list, same order


def test_a_long_first_build_writes_its_index_as_it_goes(
        store: SaveStore, monkeypatch: pytest.MonkeyPatch) -> None:
    made = _made(store, range(5))
    monkeypatch.setattr(saves, "_INDEX_EVERY", 2)
    real = saves.list_info
    checked: list[Path] = []

    def quits_after_four(path: Any, **kwargs: Any) -> Any:
        if len(checked) == 4:
            raise KeyboardInterrupt  # the desk went in the middle of the build
        checked.append(Path(path))
        return real(path, **kwargs)

    monkeypatch.setattr(saves, "list_info", quits_after_four)
    with pytest.raises(KeyboardInterrupt):
        SaveStore().list_saves()
    assert len(save_index.load(store.saves_dir)) == 4  # what was checked is kept
    monkeypatch.setattr(saves, "list_info", real)
    loads: list[Path] = []
    monkeypatch.setattr(saves, "list_info",
                        lambda path, **kw: loads.append(Path(path)) or real(path, **kw))
    assert len(SaveStore().list_saves().entries) == len(made)
    assert len(loads) == 1  # only the one the first build did not reach


def test_a_killed_index_write_leaves_nothing_behind(store: SaveStore) -> None:
    """The index is written by the listing's thread (every few hundred files of a first
    build): a desk that quits in the middle leaves its temporary file, which is swept."""
    import os
    import time

    _made(store, range(1))
    store.list_saves()
    index = save_index.index_path(store.saves_dir)
    left = index.parent / f".{index.name}.k1ll3d.tmp"
    left.write_bytes(b"half an index")
    old = time.time() - 3600
    os.utime(left, (old, old))
    assert left in store.sweep_temp_files()
    assert not left.exists() and index.exists()

"""A save carries the marks of its game: hints were shown in it, a move was taken back, it was
reviewed before its end (the score history tells such games from clean ones when they are
finished), whoever saved it — autosave, "save as", "save" — and for either game family. Format 3
writes every mark; every file of a past format reads as a game without hints."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cleverdesk.store import CURRENT_VERSION, SaveStore, load_save, new_session_id

from .support import GSC, make_setup, play, play_set_cubed
from .test_migration import fixtures_for


def test_hints_used_survives_every_kind_of_save(store: SaveStore) -> None:
    record, states = play(make_setup(GSC, 2, 21), limit=18, seed=21)
    session = new_session_id()
    store.autosave(record, session=session, state=states[-1], hints_used=True)
    assert store.open_autosave(session).hints_used
    named = store.save_as(record, "with hints", state=states[-1], hints_used=True)
    assert store.open(named.save_id).hints_used
    store.save(named.save_id, record, state=states[-1], title="with hints", hints_used=True)
    loaded = store.open(named.save_id)
    assert loaded.hints_used and not loaded.practice_used
    assert json.loads(named.path.read_bytes())["hints_used"] is True


def test_the_mark_survives_export_and_import(store: SaveStore, tmp_path: Path) -> None:
    record, states = play(make_setup(GSC, 1, 22), limit=10, seed=22)
    info = store.save_as(record, "to share", state=states[-1], hints_used=True)
    outside = store.export(info.path, tmp_path / "shared.json")
    assert load_save(outside).hints_used
    imported = store.import_file(outside, title="renamed")  # signed anew with its new title
    assert store.load(imported.path).hints_used


def test_a_game_without_aids_says_so_in_every_mark(store: SaveStore) -> None:
    record, states = play(make_setup(GSC, 1, 23), limit=10, seed=23)
    info = store.save_as(record, "plain", state=states[-1])
    written = json.loads(info.path.read_bytes())
    assert [written[mark] for mark in ("hints_used", "undo_used", "practice_used",
                                       "review_used")] == [False] * 4
    loaded = store.open(info.save_id)
    assert not (loaded.hints_used or loaded.undo_used or loaded.review_used)


def test_undo_and_review_marks_survive_every_kind_of_save(store: SaveStore) -> None:
    record, states = play(make_setup(GSC, 1, 24), limit=12, seed=24)
    session = new_session_id()
    store.autosave(record, session=session, state=states[-1], undo_used=True)
    loaded = store.open_autosave(session)
    assert loaded.undo_used and not loaded.review_used and not loaded.hints_used
    named = store.save_as(record, "reviewed", state=states[-1], review_used=True)
    assert store.open(named.save_id).review_used
    store.save(named.save_id, record, state=states[-1], practice_used=True)
    loaded = store.open(named.save_id)
    assert loaded.practice_used and loaded.undo_used  # a practice undo is an undo
    set_record, set_states = play_set_cubed(seed=4, limit=10)
    info = store.save_as(set_record, "set", state=set_states[-1], undo_used=True)
    assert store.open(info.save_id).undo_used


def test_a_set_cubed_save_carries_the_mark_too(store: SaveStore) -> None:
    record, states = play_set_cubed(seed=4, limit=10)
    info = store.save_as(record, "set", state=states[-1], hints_used=True)
    assert store.open(info.save_id).hints_used
    plain = store.save_as(record, "set, plain", state=states[-1])
    assert not store.open(plain.save_id).hints_used


@pytest.mark.parametrize("source", [path for version in range(CURRENT_VERSION)
                                    for path in fixtures_for(version)],
                         ids=lambda path: path.stem)
def test_every_past_format_reads_as_a_game_without_hints(source: Path, tmp_path: Path) -> None:
    assert "hints_used" not in json.loads(source.read_bytes())
    loaded = load_save(source)
    assert loaded.hints_used is False and loaded.review_used is False
    assert loaded.undo_used is loaded.practice_used  # nothing is invented for the old file

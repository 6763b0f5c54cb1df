"""A save carries the marks of its game: hints were shown in it, a move was taken back, it was
reviewed before its end (the score history tells such games from clean ones when they are
finished), whoever saved it — autosave, "save as", "save" — and for either game family. Format 3
writes every mark; every file of a past format reads as a game without hints."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from cleverdesk.engine.undo import UndoHistory
from cleverdesk.store import CURRENT_VERSION, SaveOptions, SaveStore, load_save, new_session_id
from cleverdesk.store.save_format import CURRENT_MODELS

from .support import GSC, make_setup, play, play_set_cubed
from .test_migration import fixtures_for

HINTS = SaveOptions(hints_used=True)


def test_hints_used_survives_every_kind_of_save(store: SaveStore) -> None:
    record, states = play(make_setup(GSC, 2, 21), limit=18, seed=21)
    session = new_session_id()
    store.autosave(record, session=session, state=states[-1], options=HINTS)
    assert store.open_autosave(session).options.hints_used
    named = store.save_as(record, "with hints", state=states[-1], options=HINTS)
    assert store.open(named.save_id).options.hints_used
    store.save(named.save_id, record, state=states[-1], title="with hints", options=HINTS)
    loaded = store.open(named.save_id)
    assert loaded.options.hints_used and not loaded.options.practice_used
    assert json.loads(named.path.read_bytes())["hints_used"] is True


def test_the_mark_survives_export_and_import(store: SaveStore, tmp_path: Path) -> None:
    record, states = play(make_setup(GSC, 1, 22), limit=10, seed=22)
    info = store.save_as(record, "to share", state=states[-1], options=HINTS)
    outside = store.export(info.path, tmp_path / "shared.json")
    assert load_save(outside).options.hints_used
    imported = store.import_file(outside, title="renamed")  # signed anew with its new title
    assert store.load(imported.path).options.hints_used


def test_a_game_without_aids_says_so_in_every_mark(store: SaveStore) -> None:
    record, states = play(make_setup(GSC, 1, 23), limit=10, seed=23)
    info = store.save_as(record, "plain", state=states[-1])
    written = json.loads(info.path.read_bytes())
    assert [written[mark] for mark in ("hints_used", "undo_used", "practice_used",
                                       "review_used")] == [False] * 4
    loaded = store.open(info.save_id)
    assert loaded.options == SaveOptions()  # undo allowed, no aid used


def test_undo_and_review_marks_survive_every_kind_of_save(store: SaveStore) -> None:
    record, states = play(make_setup(GSC, 1, 24), limit=12, seed=24)
    session = new_session_id()
    store.autosave(record, session=session, state=states[-1],
                   options=SaveOptions(undo_used=True))
    loaded = store.open_autosave(session)
    assert loaded.options == SaveOptions(undo_used=True)
    named = store.save_as(record, "reviewed", state=states[-1],
                          options=SaveOptions(review_used=True))
    assert store.open(named.save_id).options.review_used
    store.save(named.save_id, record, state=states[-1], options=SaveOptions(practice_used=True))
    loaded = store.open(named.save_id)
    assert loaded.options == SaveOptions(practice_used=True, undo_used=True)  # an undo too
    set_record, set_states = play_set_cubed(seed=4, limit=10)
    info = store.save_as(set_record, "set", state=set_states[-1],
                         options=SaveOptions(undo_used=True))
    assert store.open(info.save_id).options.undo_used


def test_a_set_cubed_save_carries_the_mark_too(store: SaveStore) -> None:
    record, states = play_set_cubed(seed=4, limit=10)
    info = store.save_as(record, "set", state=states[-1], options=HINTS)
    assert store.open(info.save_id).options.hints_used
    plain = store.save_as(record, "set, plain", state=states[-1])
    assert not store.open(plain.save_id).options.hints_used


@pytest.mark.parametrize("source", [path for version in range(CURRENT_VERSION)
                                    for path in fixtures_for(version)],
                         ids=lambda path: path.stem)
def test_every_past_format_reads_as_a_game_without_hints(source: Path, tmp_path: Path) -> None:
    assert "hints_used" not in json.loads(source.read_bytes())
    options = load_save(source).options
    assert options.hints_used is False and options.review_used is False
    assert options.undo_used is options.practice_used  # nothing is invented for the old file


def test_each_save_option_goes_into_a_save_and_comes_back_alone(store: SaveStore) -> None:
    """One object carries a game's undo rule and marks into its save and back out: each flag
    changed alone comes back alone (a practice undo is an undo too)."""
    record, states = play(make_setup(GSC, 1, 25), limit=8, seed=25)
    for flag in (field.name for field in dataclasses.fields(SaveOptions)):
        options = SaveOptions(**{flag: not getattr(SaveOptions(), flag)})
        info = store.save_as(record, flag, state=states[-1], options=options)
        expected = dataclasses.replace(options, undo_used=True) \
            if flag == "practice_used" else options
        assert store.open(info.save_id).options == expected, flag


def test_every_save_option_is_a_field_of_the_current_format() -> None:
    names = {field.name for field in dataclasses.fields(SaveOptions)}
    for model in CURRENT_MODELS:
        assert names <= set(model.model_fields), model.__name__


def test_the_options_of_an_undo_history_are_what_its_save_gives_back(store: SaveStore) -> None:
    record, states = play(make_setup(GSC, 1, 26), limit=8, seed=26)
    history = UndoHistory(record, allowed=False, hints_used=True, review_used=True)
    options = SaveOptions.of(history)
    assert options == SaveOptions(undo_allowed=False, hints_used=True, review_used=True)
    info = store.save_as(history.record, "honest", state=history.state, options=options)
    assert store.open(info.save_id).options == options

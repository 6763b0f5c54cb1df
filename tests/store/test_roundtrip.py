"""A saved game comes back as exactly the table that was saved — for every registered game, at
every decision point — and the store's named saves, autosaves, export and import behave."""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path

import platformdirs
import pytest

from cleverdesk.engine import (
    GAME_IDS,
    GameRecord,
    Move,
    MoveKind,
    Phase,
    get_rules,
    legal_moves,
)
from cleverdesk.engine.undo import UndoHistory
from cleverdesk.store import (
    CURRENT_VERSION,
    DATA_DIR_ENV,
    SaveFileError,
    SaveOptions,
    SaveProblem,
    SaveStore,
    data_dir,
    load_save,
    new_session_id,
)
from cleverdesk.store import saves as saves_module

from .support import GSC, make_setup, play, prefix


# ------------------------------------------------------------------------------ the data folder
def test_data_folder_follows_the_environment(data_dir: Path) -> None:
    assert SaveStore().root == data_dir
    assert SaveStore().saves_dir == data_dir / "saves"


def test_data_folder_defaults_to_platformdirs(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(DATA_DIR_ENV)
    assert data_dir() == platformdirs.user_data_path("cleverdesk", appauthor=False)
    monkeypatch.setenv(DATA_DIR_ENV, "")  # empty means unset, not the current folder
    assert data_dir() == platformdirs.user_data_path("cleverdesk", appauthor=False)


# ------------------------------------------------------------------ every game, every decision
def _mid_choice(state) -> bool:
    return state.decider is not None and bool(state.players[state.decider].pending)


def _mid_turn(state) -> bool:
    return state.phase in (Phase.ACTIVE_WINDOW, Phase.PASSIVE_PICK, Phase.PASSIVE_WINDOW) or (
        state.phase == Phase.ACTIVE_ROLL and (state.roll_no > 1 or state.reroll_no > 0)
    )


def _game_with_a_choice(game: str, players: int):
    """A played game (one human, the others greedy) that meets at least one choice bonus."""
    for seed in range(40):
        record, states = play(make_setup(game, players, seed), seed=seed)
        if any(_mid_choice(s) for s in states) and any(_mid_turn(s) for s in states):
            return record, states
    raise AssertionError(f"{game}: no game with a bonus choice in 40 seeds")


@pytest.mark.parametrize("players", [1, 3])
@pytest.mark.parametrize("game", GAME_IDS)
def test_save_round_trips_at_every_decision_point(
    store: SaveStore, game: str, players: int
) -> None:
    record, states = _game_with_a_choice(game, players)
    session = new_session_id()
    for count, state in enumerate(states):
        # every other save lets the store replay the record itself
        store.autosave(prefix(record, count), session=session,
                       state=state if count % 2 else None)
        loaded = store.open_autosave(session)
        assert loaded.record.moves == record.moves[:count]
        assert loaded.state == state, f"after {count} moves"
        assert legal_moves(loaded.state) == legal_moves(state)
        assert loaded.info.move_count == count
        assert loaded.info.finished == (state.phase == Phase.GAME_OVER)
        rules = get_rules(game)
        assert loaded.info.scores == tuple(rules.total(p) for p in state.players)
        assert loaded.info.round == state.round
    assert states[-1].phase == Phase.GAME_OVER


# ----------------------------------------------------------------------------------- named saves
def test_save_as_list_open_delete(store: SaveStore) -> None:
    record, states = play(make_setup(GSC, 2, 3), limit=20, seed=3)
    first = store.save_as(record, "Sunday game", state=states[-1])
    second = store.save_as(prefix(record, 5), "Sunday game")  # same title: a second save
    assert first.path != second.path
    assert first.path.parent == store.saves_dir

    listing = store.list_saves()
    assert listing.problems == []
    assert [e.path for e in listing.entries] == [second.path, first.path]  # newest first
    entry = listing.entries[1]
    assert entry.title == "Sunday game"
    assert entry.game == GSC
    assert entry.players == ("Spieler 1 Jürgen", "P2")
    assert (entry.round, entry.rounds, entry.move_count) == (states[-1].round, 6, 20)
    assert entry.scores == tuple(get_rules(GSC).total(p) for p in states[-1].players)
    assert entry.finished is False
    assert entry.saved_at.tzinfo is not None

    opened = store.open(first.save_id)
    assert opened.state == states[-1]

    store.delete(second.save_id)
    assert [e.path for e in store.list_saves().entries] == [first.path]
    with pytest.raises(SaveFileError) as gone:
        store.open(second.save_id)
    assert gone.value.reason == SaveProblem.NOT_FOUND


def test_save_replaces_a_named_save_atomically(store: SaveStore) -> None:
    record, states = play(make_setup(GSC, 1, 4), seed=4)
    info = store.save_as(prefix(record, 3), "solo")
    store.save(info.save_id, prefix(record, 9), title="solo")
    assert store.open(info.save_id).info.move_count == 9
    assert len(store.list_saves().entries) == 1


def test_save_ids_cannot_leave_the_folder(store: SaveStore) -> None:
    for bad in ("../escape", "a/b", "", ".hidden"):
        with pytest.raises(ValueError):
            store.save_path(bad)
    with pytest.raises(ValueError):
        store.autosave_path("../../etc/passwd")


# -------------------------------------------------------------------------------- autosave
def test_continue_resumes_the_latest_unfinished_game(store: SaveStore) -> None:
    older, older_states = play(make_setup(GSC, 2, 5), limit=12, seed=5)
    newer, newer_states = play(make_setup(GSC, 3, 6), limit=30, seed=6)
    done, done_states = play(make_setup(GSC, 1, 7), seed=7)
    store.autosave(older, session=new_session_id(), state=older_states[-1])
    newest_unfinished = new_session_id()
    store.autosave(newer, session=newest_unfinished, state=newer_states[-1])
    store.autosave(done, session=new_session_id(), state=done_states[-1])  # finished, newest

    resumed, problems = store.latest_unfinished()
    assert problems == []
    assert resumed is not None
    assert resumed.session == newest_unfinished
    assert resumed.state == newer_states[-1]

    store.discard_autosave(newest_unfinished)
    resumed, _ = store.latest_unfinished()
    assert resumed is not None
    assert resumed.state == older_states[-1]


def test_continue_with_nothing_to_continue(store: SaveStore) -> None:
    assert store.latest_unfinished() == (None, [])


def test_continue_skips_a_damaged_autosave_and_reports_it(store: SaveStore) -> None:
    good, states = play(make_setup(GSC, 2, 8), limit=10, seed=8)
    store.autosave(good, session=new_session_id(), state=states[-1])
    broken = store.autosave_path(new_session_id())
    broken.write_text('{"format": "cleverdesk-save", "schema_version": 1', encoding="ascii")
    resumed, problems = store.latest_unfinished()
    assert resumed is not None and resumed.info.move_count == 10
    assert [p.reason for p in problems] == [SaveProblem.NOT_JSON]
    assert problems[0].quarantined_to is not None
    assert problems[0].quarantined_to.parent == store.damaged_dir


def test_finished_autosaves_are_pruned_but_unfinished_never(store: SaveStore) -> None:
    unfinished, states = play(make_setup(GSC, 1, 9), limit=6, seed=9)
    keep = new_session_id()
    store.autosave(unfinished, session=keep, state=states[-1])
    for seed in range(5):
        record, done = play(make_setup(GSC, 1, 100 + seed), seed=seed)
        store.autosave(record, session=new_session_id(), state=done[-1])
    entries = store.list_autosaves().entries
    assert sum(1 for e in entries if e.finished) == saves_module.KEEP_FINISHED_AUTOSAVES
    assert [e.session for e in entries if not e.finished] == [keep]


def test_undo_state_survives_a_save(store: SaveStore) -> None:
    record, _ = play(make_setup(GSC, 2, 10), limit=25, seed=10)
    history = UndoHistory(record, allowed=True, practice=True)
    history.undo()
    before_undo = record
    session = new_session_id()
    store.autosave(history.record, session=session, state=history.state,
                   redo=history.redo_steps, options=SaveOptions(undo_allowed=False))
    loaded = store.open_autosave(session)
    assert loaded.options.undo_allowed is False
    assert loaded.redo == history.redo_steps
    again = UndoHistory(loaded.record, redo=loaded.redo)
    again.redo()
    assert again.record == before_undo


# -------------------------------------------------------------------------- export and import
def test_export_and_import_anywhere(store: SaveStore, tmp_path: Path) -> None:
    record, states = play(make_setup(GSC, 2, 11), limit=15, seed=11)
    info = store.save_as(record, "to share", state=states[-1])
    outside = tmp_path / "elsewhere" / "my game.json"
    store.export(info.path, outside)
    assert load_save(outside).state == states[-1]

    store.delete(info.save_id)
    imported = store.import_file(outside)
    assert imported.title == "to share"
    assert imported.path.parent == store.saves_dir
    assert store.open(imported.save_id).state == states[-1]
    renamed = store.import_file(outside, title="renamed")
    assert store.open(renamed.save_id).info.title == "renamed"
    assert outside.exists()  # importing copies


def test_importing_a_damaged_file_leaves_it_where_it_is(store: SaveStore, tmp_path: Path) -> None:
    outside = tmp_path / "downloads" / "broken.json"
    outside.parent.mkdir()
    outside.write_text("{not json", encoding="ascii")
    with pytest.raises(SaveFileError) as error:
        store.import_file(outside)
    assert error.value.reason == SaveProblem.NOT_JSON
    assert error.value.quarantined_to is None
    assert outside.read_text(encoding="ascii") == "{not json"
    assert not store.damaged_dir.exists()
    assert store.list_saves().entries == []


# ------------------------------------------------------------------------------ failed writes
def test_a_full_disk_leaves_the_previous_save_intact(
    store: SaveStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    record, states = play(make_setup(GSC, 2, 12), limit=30, seed=12)
    session = new_session_id()
    store.autosave(prefix(record, 10), session=session, state=states[10])
    before = store.autosave_path(session).read_bytes()

    def disk_full(fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(saves_module.os, "fsync", disk_full)
    with pytest.raises(SaveFileError) as error:
        store.autosave(record, session=session, state=states[-1])
    assert error.value.reason == SaveProblem.WRITE_FAILED
    assert "No space left" in error.value.message
    monkeypatch.undo()

    assert store.autosave_path(session).read_bytes() == before
    assert [p.name for p in store.autosave_dir.iterdir()] == [f"{session}.json"]  # no temp left
    assert store.open_autosave(session).info.move_count == 10


def test_stale_temp_files_are_ignored_and_swept(store: SaveStore) -> None:
    record, states = play(make_setup(GSC, 1, 13), limit=4, seed=13)
    info = store.save_as(record, "kept", state=states[-1])
    leftover = store.saves_dir / f".{info.path.name}.abc123.tmp"
    leftover.write_bytes(b'{"half a')
    assert [e.path for e in store.list_saves().entries] == [info.path]
    assert store.sweep_temp_files(older_than=3600) == []  # a writer may still be busy
    os.utime(leftover, (1e9, 1e9))
    assert store.sweep_temp_files() == [leftover]
    assert not leftover.exists() and info.path.exists()


def test_a_record_that_does_not_replay_is_not_written(store: SaveStore) -> None:
    record, _ = play(make_setup(GSC, 1, 14), limit=4, seed=14)
    broken = GameRecord(setup=record.setup, moves=[Move(MoveKind.END_WINDOW)])  # mid-roll
    with pytest.raises(ValueError):
        store.save_as(broken, "nonsense")
    assert not store.saves_dir.exists() or list(store.saves_dir.iterdir()) == []


def test_the_file_is_plain_readable_json(store: SaveStore) -> None:
    record, states = play(make_setup(GSC, 2, 15), limit=8, seed=15)
    info = store.save_as(record, "Jürgen's game", state=states[-1])
    data = info.path.read_bytes()
    assert not data.endswith(b"\n")
    assert "Spieler 1 Jürgen" in data.decode("utf-8")  # letters as themselves
    document = json.loads(data)
    assert document["format"] == "cleverdesk-save"
    assert document["schema_version"] == CURRENT_VERSION
    assert document["title"] == "Jürgen's game"
    assert len(document["record"]["moves"]) == 8

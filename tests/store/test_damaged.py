"""Damaged, foreign and hostile files: each is refused with a clear reason (a SaveFileError that
names the file, never another exception), moved to ``damaged/``, and no other save is touched."""

from __future__ import annotations

import copy
import json
import os
import random
import tracemalloc
from pathlib import Path
from typing import Any

import pytest

from cleverdesk.store import (
    CURRENT_VERSION,
    MAX_SAVE_BYTES,
    SaveFileError,
    SaveProblem,
    SaveStore,
    families,
    new_session_id,
)

from .support import GSC, make_setup, play, sign, write_json


@pytest.fixture
def bystanders(store: SaveStore) -> dict[Path, bytes]:
    """Good saves that must come through every damage test untouched."""
    record, states = play(make_setup(GSC, 2, 21), limit=18, seed=21)
    named = store.save_as(record, "bystander", state=states[-1])
    auto = store.autosave(record, session=new_session_id(), state=states[-1])
    return {named.path: named.path.read_bytes(), auto.path: auto.path.read_bytes()}


@pytest.fixture
def valid(store: SaveStore) -> bytes:
    """The bytes of a small valid save (short, so every cut of it can be tried)."""
    record, states = play(make_setup(GSC, 1, 22), limit=3, seed=22)
    info = store.save_as(record, "v", state=states[-1])
    data = info.path.read_bytes()
    store.delete(info.save_id)
    return data


@pytest.fixture
def valid_document(valid: bytes) -> dict[str, Any]:
    return json.loads(valid)


def check_untouched(store: SaveStore, bystanders: dict[Path, bytes]) -> None:
    for path, data in bystanders.items():
        assert path.read_bytes() == data, f"{path} was changed"
    listed = {e.path for e in store.list_saves().entries} | {
        e.path for e in store.list_autosaves().entries
    }
    assert listed == set(bystanders)


def refuse(store: SaveStore, data: bytes, name: str = "victim.json") -> SaveFileError:
    """Put ``data`` in the saves folder, load it, and check it is refused and set aside."""
    path = store.saves_dir / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    with pytest.raises(SaveFileError) as caught:
        store.load(path)
    error = caught.value
    assert isinstance(error.reason, SaveProblem)
    assert str(path) in error.message and "moved to" in error.message
    assert not path.exists(), "the damaged file must be moved out of the saves"
    assert error.quarantined_to is not None
    assert error.quarantined_to.parent == store.damaged_dir
    assert error.quarantined_to.read_bytes() == data, "quarantine keeps the file as it was"
    return error


def test_every_truncation_is_refused(
    store: SaveStore, valid: bytes, bystanders: dict[Path, bytes]
) -> None:
    record, states = play(make_setup(GSC, 1, 24), seed=24)  # and a whole game, to the end
    finished = store.save_as(record, "finished", state=states[-1])
    whole = finished.path.read_bytes()
    store.delete(finished.save_id)
    for data in (valid, whole):
        reasons = set()
        for length in range(len(data)):
            reasons.add(refuse(store, data[:length]).reason)
        assert reasons == {SaveProblem.NOT_JSON}
    assert len(list(store.damaged_dir.iterdir())) == len(valid) + len(whole)
    check_untouched(store, bystanders)


def test_random_bit_flips_are_refused(
    store: SaveStore, valid: bytes, bystanders: dict[Path, bytes]
) -> None:
    rng = random.Random(2024)
    positions = list(range(len(valid) * 8))
    reasons = set()
    for bit in rng.sample(positions, 600):
        damaged = bytearray(valid)
        damaged[bit // 8] ^= 1 << (bit % 8)
        reasons.add(refuse(store, bytes(damaged)).reason)
    # flips land in the syntax, the schema and the content: all are caught
    assert SaveProblem.CHECKSUM in reasons and SaveProblem.NOT_JSON in reasons
    check_untouched(store, bystanders)


def test_a_flip_in_every_bit_of_the_summary_is_refused(store: SaveStore, valid: bytes) -> None:
    """Dates, names and numbers are covered by the checksum, not only the syntax."""
    start = valid.index(b'"saved_at"')
    end = valid.index(b'"record"')
    for bit in range(start * 8, end * 8):
        damaged = bytearray(valid)
        damaged[bit // 8] ^= 1 << (bit % 8)
        refuse(store, bytes(damaged))


WRONG_TYPES: list[tuple[str, list[Any], Any]] = [
    ("scores as text", ["scores"], "12"),
    ("round as float", ["round"], 3.0),
    ("finished as number", ["finished"], 1),
    ("players as object", ["players"], {}),
    ("cell as text", ["record", "moves", 0, "cell"], "3"),
    ("unknown move kind", ["record", "moves", 0, "kind"], "teleport"),
    ("seed missing", ["record", "setup", "seed"], None),
    ("no players", ["record", "setup", "players"], []),
    ("seven players", ["record", "setup", "players"], [{"name": "x"}] * 7),
    ("date as words", ["saved_at"], "yesterday"),
    ("date without zone", ["saved_at"], "2026-05-01T12:00:00"),
    ("session as junk", ["session"], "abc"),
    ("title as number", ["title"], 5),
    ("negative move count", ["move_count"], -1),
    ("moves as object", ["record", "moves"], {}),
    ("redo of numbers", ["redo"], [[1]]),
    ("app version as list", ["app_version"], []),
    ("unknown field", ["cheat"], True),
    ("record missing", ["record"], None),
    ("bot as bool", ["record", "setup", "players", 0, "bot"], False),
]


def _set(document: dict[str, Any], where: list[Any], value: Any) -> dict[str, Any]:
    changed = copy.deepcopy(document)
    target = changed
    for key in where[:-1]:
        target = target[key]
    if value is None:
        del target[where[-1]]
    else:
        target[where[-1]] = value
    return changed


@pytest.mark.parametrize(("case", "where", "value"), WRONG_TYPES, ids=[c[0] for c in WRONG_TYPES])
def test_wrong_types_are_refused(
    store: SaveStore, valid_document: dict[str, Any], case: str, where: list[Any], value: Any
) -> None:
    changed = _set(valid_document, where, value)
    # re-signed, so it is the schema that refuses it, not the checksum
    error = refuse(store, json.dumps(sign(changed)).encode())
    assert error.reason == SaveProblem.INVALID, error.message
    assert error.detail  # says which field
    # unsigned, the checksum (or the schema) refuses it just the same
    assert refuse(store, json.dumps(changed).encode()).reason in (
        SaveProblem.INVALID, SaveProblem.CHECKSUM)


VERSIONS: list[tuple[Any, SaveProblem]] = [
    (CURRENT_VERSION + 1, SaveProblem.NEWER_VERSION),
    (99, SaveProblem.NEWER_VERSION),
    (-1, SaveProblem.UNKNOWN_VERSION),
    ("1", SaveProblem.UNKNOWN_VERSION),
    (True, SaveProblem.UNKNOWN_VERSION),
    (1.0, SaveProblem.UNKNOWN_VERSION),
    (None, SaveProblem.UNKNOWN_VERSION),
]


@pytest.mark.parametrize(("version", "reason"), VERSIONS, ids=[repr(v[0]) for v in VERSIONS])
def test_unknown_versions_are_refused(
    store: SaveStore, valid_document: dict[str, Any], version: Any, reason: SaveProblem
) -> None:
    changed = sign(dict(valid_document, schema_version=version))
    error = refuse(store, json.dumps(changed).encode())
    assert error.reason == reason
    if reason == SaveProblem.NEWER_VERSION:
        assert "newer version" in error.message


NOT_SAVES: list[tuple[str, bytes, SaveProblem]] = [
    ("empty", b"", SaveProblem.NOT_JSON),
    ("blank", b"  \n\t ", SaveProblem.NOT_JSON),
    ("words", b"hello, this is a note", SaveProblem.NOT_JSON),
    ("binary", bytes(range(256)) * 4, SaveProblem.NOT_JSON),
    ("png", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", SaveProblem.NOT_JSON),
    ("utf-16", '{"schema_version": 1}'.encode("utf-16"), SaveProblem.NOT_JSON),
    ("latin-1", '{"title": "J\xfcrgen"}'.encode("latin-1"), SaveProblem.NOT_JSON),
    ("deep nesting", b"[" * 200_000 + b"]" * 200_000, SaveProblem.NOT_JSON),
    ("NaN", b'{"schema_version": NaN}', SaveProblem.NOT_JSON),
    ("huge number", b'{"schema_version": ' + b"9" * 5000 + b"}", SaveProblem.NOT_JSON),
    ("duplicate key", b'{"schema_version": 1, "schema_version": 1}', SaveProblem.NOT_JSON),
    ("a list", b"[1, 2, 3]", SaveProblem.NOT_A_SAVE),
    ("a string", b'"cleverdesk"', SaveProblem.NOT_A_SAVE),
    ("a number", b"42", SaveProblem.NOT_A_SAVE),
    ("another program's json", b'{"name": "package", "version": "1.0"}',
     SaveProblem.NOT_A_SAVE),
    ("another format", b'{"format": "other-save", "schema_version": 1}', SaveProblem.NOT_A_SAVE),
]


@pytest.mark.parametrize(("case", "data", "reason"), NOT_SAVES, ids=[c[0] for c in NOT_SAVES])
def test_files_that_are_not_saves_are_refused(
    store: SaveStore, bystanders: dict[Path, bytes], case: str, data: bytes, reason: SaveProblem
) -> None:
    assert refuse(store, data).reason == reason
    check_untouched(store, bystanders)


def test_a_100_mb_file_is_refused_without_reading_it(
    store: SaveStore, bystanders: dict[Path, bytes]
) -> None:
    path = store.saves_dir / "huge.json"
    with open(path, "wb") as handle:  # sparse: a valid-looking start, 100 MB long
        handle.write(b'{"format": "cleverdesk-save", "schema_version": 1, "title": "')
        handle.truncate(100 * 1024 * 1024)
    tracemalloc.start()
    try:
        with pytest.raises(SaveFileError) as caught:
            store.load(path)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert caught.value.reason == SaveProblem.TOO_LARGE
    assert str(100 * 1024 * 1024) in caught.value.message
    assert peak < MAX_SAVE_BYTES, f"{peak} bytes were allocated"
    assert caught.value.quarantined_to is not None and not path.exists()
    check_untouched(store, bystanders)


def test_a_file_just_over_the_limit_is_refused(store: SaveStore) -> None:
    data = b'{"title": "' + b"x" * MAX_SAVE_BYTES + b'"}'
    assert refuse(store, data).reason == SaveProblem.TOO_LARGE


# ------------------------------------------------------------ valid JSON, wrong game content
def test_an_illegal_move_is_refused(store: SaveStore, valid_document: dict[str, Any]) -> None:
    changed = _set(valid_document, ["record", "moves", 0, "cell"], 999)
    error = refuse(store, json.dumps(sign(changed)).encode())
    assert error.reason == SaveProblem.REPLAY_FAILED
    assert "move 1 of 3" in error.message and "unknown_cell" in error.message


def test_a_move_after_the_end_is_refused(store: SaveStore) -> None:
    record, states = play(make_setup(GSC, 1, 23), seed=23)
    info = store.save_as(record, "over", state=states[-1])
    document = json.loads(info.path.read_bytes())
    store.delete(info.save_id)
    document["record"]["moves"].append({"kind": "end_window"})
    document["move_count"] += 1
    error = refuse(store, json.dumps(sign(document)).encode())
    assert error.reason == SaveProblem.REPLAY_FAILED and "game_over" in error.message


def test_an_unknown_game_is_refused(store: SaveStore, valid_document: dict[str, Any]) -> None:
    changed = _set(valid_document, ["record", "setup", "game"], "clever-5")
    changed["game"] = "clever-5"
    assert refuse(store, json.dumps(sign(changed)).encode()).reason == SaveProblem.UNKNOWN_GAME


def test_an_impossible_setup_is_refused(store: SaveStore, valid_document: dict[str, Any]) -> None:
    players = [{"name": f"P{i}"} for i in range(5)]  # five without the house rule
    changed = _set(valid_document, ["record", "setup", "players"], players)
    changed["players"] = players
    error = refuse(store, json.dumps(sign(changed)).encode())
    assert error.reason == SaveProblem.REPLAY_FAILED and "setup" in error.message


@pytest.mark.parametrize(
    ("field", "value"),
    [("scores", [999]), ("round", 5), ("move_count", 2), ("finished", True),
     ("players", [{"name": "Somebody else"}]), ("game", "clever-4ever")],
)
def test_a_summary_that_lies_is_refused(
    store: SaveStore, valid_document: dict[str, Any], field: str, value: Any
) -> None:
    changed = sign(dict(valid_document, **{field: value}))
    error = refuse(store, json.dumps(changed).encode())
    assert error.reason == SaveProblem.INCONSISTENT and field in error.message


def test_a_redo_step_that_does_not_apply_is_refused(
    store: SaveStore, valid_document: dict[str, Any]
) -> None:
    changed = sign(dict(valid_document, redo=[[{"kind": "end_window"}]]))
    error = refuse(store, json.dumps(changed).encode())
    assert error.reason == SaveProblem.INCONSISTENT and "redo" in error.message


def test_a_different_seed_is_refused(store: SaveStore, valid_document: dict[str, Any]) -> None:
    changed = _set(valid_document, ["record", "setup", "seed"], 23)
    error = refuse(store, json.dumps(sign(changed)).encode())
    assert error.reason in (SaveProblem.REPLAY_FAILED, SaveProblem.INCONSISTENT)


# ------------------------------------------------------------------------ in a list, on its own
def test_listing_sets_damaged_files_aside_and_lists_the_rest(
    store: SaveStore, bystanders: dict[Path, bytes], valid: bytes
) -> None:
    (store.saves_dir / "cut.json").write_bytes(valid[: len(valid) // 2])
    (store.saves_dir / "notes.json").write_bytes(b"[]")
    (store.saves_dir / "readme.txt").write_bytes(b"not a save, not ours to judge")
    listing = store.list_saves()
    assert sorted(p.reason for p in listing.problems) == [
        SaveProblem.NOT_A_SAVE, SaveProblem.NOT_JSON]
    assert all(p.quarantined_to is not None for p in listing.problems)
    assert (store.saves_dir / "readme.txt").exists()
    assert sorted(p.name for p in store.damaged_dir.iterdir())[0].startswith("cut.")
    check_untouched(store, bystanders)
    assert store.list_saves().problems == []  # once set aside, they are gone from the list


def test_a_save_damaged_after_listing_is_caught_on_the_next_list(
    store: SaveStore, bystanders: dict[Path, bytes]
) -> None:
    named = next(path for path in bystanders if path.parent == store.saves_dir)
    assert store.list_saves().problems == []
    named.write_bytes(bystanders[named][:-1])
    problems = store.list_saves().problems
    assert [p.reason for p in problems] == [SaveProblem.NOT_JSON]


def test_two_damaged_files_of_the_same_name_are_both_kept(store: SaveStore) -> None:
    first = refuse(store, b"one")
    second = refuse(store, b"two")
    assert first.quarantined_to != second.quarantined_to
    assert {p.read_bytes() for p in store.damaged_dir.iterdir()} == {b"one", b"two"}


def test_files_outside_the_store_are_never_moved(store: SaveStore, tmp_path: Path) -> None:
    outside = write_json(tmp_path / "mine.json", [1, 2])
    with pytest.raises(SaveFileError) as caught:
        store.load(outside)
    assert caught.value.reason == SaveProblem.NOT_A_SAVE
    assert caught.value.quarantined_to is None and outside.exists()
    assert "moved" not in caught.value.message


def test_access_problems_are_reported_not_quarantined(store: SaveStore) -> None:
    folder = store.saves_dir / "folder.json"
    folder.mkdir(parents=True)
    with pytest.raises(SaveFileError) as caught:
        store.load(folder)
    assert caught.value.reason == SaveProblem.NOT_A_FILE and folder.is_dir()
    with pytest.raises(SaveFileError) as missing:
        store.open("nothing-here")
    assert missing.value.reason == SaveProblem.NOT_FOUND
    assert not store.damaged_dir.exists()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_named_pipe_does_not_hang_the_load(store: SaveStore) -> None:
    pipe = store.saves_dir / "pipe.json"
    pipe.parent.mkdir(parents=True)
    os.mkfifo(pipe)
    with pytest.raises(SaveFileError) as caught:
        store.load(pipe)  # nobody writes to it: a blocking open would never return
    assert caught.value.reason == SaveProblem.NOT_A_FILE and pipe.exists()


def test_an_unexpected_failure_is_still_a_save_file_error(
    store: SaveStore, valid: bytes, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken_registry(game: str) -> None:
        raise RuntimeError("registry exploded")

    monkeypatch.setattr(families.CleverFamily, "rules", staticmethod(broken_registry))
    error = refuse(store, valid)
    assert error.reason == SaveProblem.INVALID
    assert "RuntimeError" in error.message

"""Every past format still loads: one fixture file per version, migrated step by step."""

from __future__ import annotations

import dataclasses
import json
import os
import shutil
import typing
from datetime import UTC, datetime
from pathlib import Path

import pytest

from cleverdesk import setcubed
from cleverdesk.engine import EnteredThrow, GameRecord, GameSetup, Move, PlayerSetup, replay
from cleverdesk.store import CURRENT_VERSION, SaveStore, load_save, save_format, save_migrations
from cleverdesk.store.disk_records import (
    DiskDataRef,
    DiskMove,
    DiskPlacement,
    DiskPlayer,
    DiskRecord,
    DiskSetCubedMove,
    DiskSetCubedRecord,
    DiskSetCubedSetup,
    DiskSetup,
    DiskThrow,
)
from cleverdesk.store.save_format import (
    SaveV0,
    SaveV1,
    SaveV2SetCubed,
    SaveV3Clever,
    SaveV3SetCubed,
    document_bytes,
)

FIXTURES = Path(__file__).parent / "fixtures"


def fixtures_for(version: int) -> list[Path]:
    """Every fixture of a format version (format 3: one real-dice game of each Clever game)."""
    found = sorted(FIXTURES.glob(f"save-v{version}-*.json")) + sorted(
        FIXTURES.glob(f"save-v{version}.json"))
    assert found, f"expected a fixture file for format {version}"
    return found


def fixture_for(version: int) -> Path:
    found = fixtures_for(version)
    assert len(found) == 1, f"expected one fixture file for format {version}, found {found}"
    return found[0]


REAL_DICE_FIXTURES = sorted(FIXTURES.glob("save-v3-real-dice-*.json"))


def test_every_format_version_has_a_model_a_fixture_and_a_migration() -> None:
    union = typing.get_args(save_format.SaveDocument)[0]
    models = [typing.get_args(member)[0] for member in typing.get_args(union)]
    versions = sorted({typing.get_args(m.model_fields["schema_version"].annotation)[0]
                       for m in models})
    assert versions == list(save_format.KNOWN_VERSIONS) == list(range(CURRENT_VERSION + 1))
    assert sorted(save_migrations.MIGRATIONS) == list(range(CURRENT_VERSION))
    for version in save_format.KNOWN_VERSIONS:
        fixtures_for(version)
    assert set(save_format.CURRENT_MODELS) == {SaveV3Clever, SaveV3SetCubed}
    for model in save_format.CURRENT_MODELS:
        assert model.model_config.get("extra") == "forbid"
        assert typing.get_args(model.model_fields["schema_version"].annotation) \
            == (CURRENT_VERSION,)


def test_the_disk_format_carries_every_field_of_the_engine_record() -> None:
    """A field added to the engine's record must reach the file (with a new format version)."""
    assert set(DiskRecord.model_fields) == set(GameRecord.model_fields)
    assert set(DiskSetup.model_fields) == set(GameSetup.model_fields)
    assert set(DiskPlayer.model_fields) == set(PlayerSetup.model_fields)
    assert set(DiskMove.model_fields) == {f.name for f in dataclasses.fields(Move)}
    assert set(DiskThrow.model_fields) == set(EnteredThrow.model_fields)


def test_the_disk_format_carries_every_field_of_the_set_cubed_record() -> None:
    assert set(DiskSetCubedRecord.model_fields) == set(setcubed.SetCubedRecord.model_fields)
    assert set(DiskSetCubedSetup.model_fields) == set(setcubed.SetCubedSetup.model_fields)
    assert set(DiskDataRef.model_fields) == set(setcubed.DataRef.model_fields)
    assert set(DiskSetCubedMove.model_fields) == {
        f.name for f in dataclasses.fields(setcubed.Move)}
    assert set(DiskPlacement.model_fields) == {
        f.name for f in dataclasses.fields(setcubed.Placement)}


@pytest.mark.parametrize("source", REAL_DICE_FIXTURES, ids=lambda path: path.stem)
def test_the_current_fixtures_load_as_they_are(source: Path) -> None:
    """Format 3's fixtures: a game of real dice of each Clever game, mid-game (waiting for a
    throw) or finished, one with a throw corrected."""
    loaded = load_save(source)
    assert loaded.migrated_from is None
    assert isinstance(loaded.document, SaveV3Clever) and loaded.document.title.startswith(
        "Fixture: format 3 (real dice")
    record = loaded.record
    assert isinstance(record, GameRecord) and record.setup.real_dice and record.throws
    assert loaded.state == replay(record)
    assert loaded.document.finished == (loaded.state.throw_needed is None)
    # the writer of this version renders the document to the very same bytes
    assert document_bytes(loaded.document) == source.read_bytes()


def test_the_aids_fixture_loads_as_it_is() -> None:
    """Format 3's fixture of the marks (issue 50): a game with hints and an undo."""
    source = FIXTURES / "save-v3-clever.json"
    loaded = load_save(source)
    assert loaded.migrated_from is None
    assert isinstance(loaded.document, SaveV3Clever)
    assert loaded.document.title == ("Fixture: format 3 (Doppelt so clever solo with hints and "
                                     "an undo, one redo step)")
    assert loaded.options.hints_used and loaded.options.undo_used
    assert not loaded.options.practice_used and not loaded.options.review_used
    assert isinstance(loaded.record, GameRecord) and loaded.record.setup.real_dice is False
    assert len(loaded.redo) == 1
    assert loaded.state == replay(loaded.record)
    assert document_bytes(loaded.document) == source.read_bytes()


def test_a_real_dice_fixture_keeps_its_corrected_throw() -> None:
    loaded = load_save(FIXTURES / "save-v3-real-dice-ganz-schoen-clever.json")
    corrected = [t for t in loaded.record.throws.values() if t.first is not None]
    assert len(corrected) == 1 and corrected[0].first != corrected[0].faces
    assert loaded.state.throw_needed == "solo_passive_roll"


def test_the_set_cubed_fixture_of_format_2_is_migrated_unchanged(tmp_path: Path) -> None:
    source = fixture_for(2)
    loaded = load_save(source)
    assert loaded.migrated_from == 2
    assert isinstance(loaded.document, SaveV3SetCubed)
    assert loaded.document.title == "Fixture: format 2 (SET Cubed mid-game, with a redo step)"
    assert isinstance(loaded.record, setcubed.SetCubedRecord)
    assert isinstance(loaded.state, setcubed.SetCubedState)
    assert loaded.state.decider == 0  # the human seat decides (after an undo)
    assert any(tile.wild for tile in loaded.state.board)  # a declared WILD survives the trip
    assert len(loaded.redo) == 1 and len(loaded.redo[0]) == 2
    assert loaded.document.rounds == 0 and loaded.document.round == loaded.state.round
    assert loaded.state.model_dump() == setcubed.replay(loaded.record).model_dump()
    # format 3 is format 2 for SET Cubed but for the marks, which it always writes (false here)
    old = json.loads(source.read_bytes())
    new = json.loads(document_bytes(loaded.document))
    assert (old.pop("schema_version"), new.pop("schema_version")) == (2, 3)
    assert old.pop("checksum") != new.pop("checksum")
    assert {k: new.pop(k) for k in ("hints_used", "undo_used", "practice_used",
                                    "review_used")} == dict.fromkeys(
        ("hints_used", "undo_used", "practice_used", "review_used"), False)
    assert old == new
    assert isinstance(SaveV2SetCubed.model_validate_json(source.read_bytes(), strict=True),
                      SaveV2SetCubed)


def test_the_format_1_fixture_is_migrated_unchanged(tmp_path: Path) -> None:
    source = fixture_for(1)
    loaded = load_save(source)
    assert loaded.migrated_from == 1
    assert isinstance(loaded.document, SaveV3Clever)
    assert loaded.document.title == "Fixture: format 1 (mid-choice, with a redo step)"
    assert isinstance(loaded.state, type(replay(loaded.record)))
    assert loaded.state.decider == 0 and loaded.state.players[0].pending  # mid-choice
    assert len(loaded.redo) == 1
    assert loaded.state == replay(loaded.record)
    # formats 2 and 3 are format 1 for a game of the oracle's dice: the content is the same but
    # for version and checksum, format 3's marks (none used) and its record saying so (no real
    # dice, no throws)
    old = json.loads(source.read_bytes())
    new = json.loads(document_bytes(loaded.document))
    assert (old.pop("schema_version"), new.pop("schema_version")) == (1, 3)
    assert old.pop("checksum") != new.pop("checksum")
    assert [new.pop(k) for k in ("hints_used", "undo_used", "practice_used",
                                 "review_used")] == [False] * 4
    assert new["record"].pop("throws") == {} and new["record"]["setup"].pop("real_dice") is False
    assert old == new
    assert not loaded.record.setup.real_dice and loaded.record.throws == {}
    assert isinstance(SaveV1.model_validate_json(source.read_bytes(), strict=True), SaveV1)


def test_the_pre_release_format_is_migrated(tmp_path: Path) -> None:
    source = fixture_for(0)
    raw = json.loads(source.read_text(encoding="utf-8"))
    assert "SYNTHETIC" in raw["_comment"] and raw["schema_version"] == 0
    assert SaveV0.model_validate_json(source.read_bytes(), strict=True)

    copy = tmp_path / "old.json"
    shutil.copy(source, copy)
    os.utime(copy, (1_700_000_000, 1_700_000_000))
    loaded = load_save(copy)
    assert loaded.migrated_from == 0
    document = loaded.document
    assert isinstance(document, SaveV3Clever) and document.schema_version == CURRENT_VERSION
    # the summary a format-0 file lacks is written from the replay
    expected = replay(GameRecord.model_validate(
        {"setup": raw["setup"], "moves": raw["moves"]}))
    assert loaded.state == expected
    assert document.move_count == len(raw["moves"])
    assert document.players == [DiskPlayer(**p) for p in raw["setup"]["players"]]
    assert document.saved_at == datetime.fromtimestamp(1_700_000_000, UTC)
    assert document.undo_allowed is True and document.redo == []
    assert copy.read_bytes() == source.read_bytes(), "loading never rewrites the file"


def test_a_migrated_save_is_exported_in_the_current_format(
    store: SaveStore, tmp_path: Path
) -> None:
    store.saves_dir.mkdir(parents=True)
    old = store.saves_dir / "old.json"
    shutil.copy(fixture_for(0), old)
    exported = store.export(old, tmp_path / "new.json")
    again = load_save(exported)
    assert again.migrated_from is None
    assert again.state == store.load(old).state
    imported = store.import_file(fixture_for(0))
    assert imported.title == fixture_for(0).stem
    assert json.loads(imported.path.read_bytes())["schema_version"] == CURRENT_VERSION


@pytest.mark.parametrize("source", [fixture_for(0), fixture_for(1), fixture_for(2),
                                    *fixtures_for(3)], ids=lambda path: path.stem)
def test_fixtures_pass_check_save(source: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from cleverdesk.cli import main

    assert main(["check-save", str(source)]) == 0
    assert capsys.readouterr().out == "ok\n"

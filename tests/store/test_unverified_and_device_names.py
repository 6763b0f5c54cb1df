"""Format 0 saves are said to be unverified; Windows device names are never save ids (#22).

A format 0 file has no checksum: a flipped bit in a player's name goes unnoticed. It is still
read and migrated, but the loaded save (and an imported copy) says it could not be verified.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from cleverdesk.engine import GameRecord, GameSetup, PlayerSetup
from cleverdesk.store import SaveStore, load_save
from cleverdesk.store.saves import is_save_id

FIXTURES = Path(__file__).parent / "fixtures"


def v0() -> Path:
    return next(FIXTURES.glob("save-v0*.json"))


def test_a_format_0_save_is_loaded_but_not_verified(tmp_path: Path) -> None:
    copy = tmp_path / "old.json"
    shutil.copy(v0(), copy)
    assert load_save(copy).verified is False
    assert load_save(next(FIXTURES.glob("save-v1*.json"))).verified is True
    assert load_save(next(FIXTURES.glob("save-v2*.json"))).verified is True


def test_a_flipped_bit_in_a_format_0_name_is_loaded_and_flagged(tmp_path: Path) -> None:
    raw = json.loads(v0().read_text(encoding="utf-8"))
    name = raw["setup"]["players"][0]["name"]
    flipped = chr(ord(name[0]) ^ 0x01) + name[1:]
    raw["setup"]["players"][0]["name"] = flipped
    path = tmp_path / "flipped.json"
    path.write_text(json.dumps(raw), encoding="utf-8")
    loaded = load_save(path)
    assert loaded.record.setup.players[0].name == flipped
    assert not loaded.verified and not loaded.info.verified


def test_an_imported_format_0_save_keeps_saying_so(store: SaveStore, tmp_path: Path) -> None:
    info = store.import_file(v0())
    assert info.verified is False


@pytest.mark.parametrize("name", ["CON", "con", "Prn", "AUX", "nul", "COM1", "com9", "LPT1",
                                  "lpt9", "com0", "CON.json", "nul.txt", "Aux.tar.gz", "COM3.x"])
def test_windows_device_names_are_refused_as_save_ids(store: SaveStore, name: str) -> None:
    assert not is_save_id(name)
    record = GameRecord(setup=GameSetup(game="ganz-schoen-clever",
                                        players=[PlayerSetup(name="Ada")], seed=1))
    with pytest.raises(ValueError, match="not a save id"):
        store.save(name, record)
    with pytest.raises(ValueError, match="not a save id"):
        store.open(name)
    assert not list(store.saves_dir.glob("*")) if store.saves_dir.exists() else True


@pytest.mark.parametrize("name", ["CONSOLE", "COM10", "console-1", "lpt", "NULL", "my-con",
                                  "auxiliary.json", "com"])
def test_names_that_only_look_like_devices_are_fine(name: str) -> None:
    assert is_save_id(name)


def test_check_save_says_a_format_0_file_is_not_verified(capsys: pytest.CaptureFixture[str]
                                                         ) -> None:
    from cleverdesk.cli import main

    assert main(["check-save", str(v0())]) == 0
    said = capsys.readouterr()
    assert said.out == "ok\n" and "could not be verified" in said.err

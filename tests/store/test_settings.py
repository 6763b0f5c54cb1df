"""The desk's settings file: defaults when missing or damaged, a round trip, atomic writes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path

import pytest

from cleverdesk.store.settings import (
    DEFAULTS,
    SETTINGS_FORMAT,
    SETTINGS_VERSION,
    load_settings,
    save_settings,
    settings_path,
)
from tests.patience import seconds


def test_missing_file_gives_the_defaults_without_a_problem(data_dir: Path) -> None:
    loaded = load_settings()
    assert loaded.settings == DEFAULTS and loaded.problem == ""
    assert settings_path() == data_dir / "settings.json"


def test_round_trip_in_the_data_folder(data_dir: Path) -> None:
    chosen = replace(DEFAULTS, bot_pause_ms=1200, hand_over_screens=False, house_rule=True,
                     reduce_motion=True, honest_games=True, page_size="Letter",
                     guide_offered=True)
    save_settings(chosen)
    assert load_settings().settings == chosen
    document = json.loads((data_dir / "settings.json").read_text())
    assert document["format"] == SETTINGS_FORMAT and document["version"] == SETTINGS_VERSION
    assert [p.name for p in data_dir.iterdir()] == ["settings.json"]  # no temporary file left


@pytest.mark.parametrize("content", [
    b"", b"\xff\xfe\x00", b"{ not json", b"[1, 2]", b'"text"',
    b'{"format": "something-else", "version": 1, "settings": {}}',
    b'{"format": "cleverdesk-settings", "version": 99, "settings": {}}',
    b'{"format": "cleverdesk-settings", "version": 1, "settings": [1]}',
    b"{" * 100_000,
])
def test_damaged_files_give_the_defaults_and_say_why(data_dir: Path, content: bytes) -> None:
    data_dir.mkdir(parents=True)
    (data_dir / "settings.json").write_bytes(content)
    loaded = load_settings()
    assert loaded.settings == DEFAULTS
    assert "settings.json" in loaded.problem


def test_one_bad_value_keeps_the_others(data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    (data_dir / "settings.json").write_text(json.dumps({
        "format": SETTINGS_FORMAT, "version": SETTINGS_VERSION,
        "settings": {"bot_pause_ms": "fast", "honest_games": True, "reduce_motion": 1,
                     "page_size": "A3", "house_rule": True, "unknown": 5}}))
    loaded = load_settings()
    assert loaded.problem == ""
    assert loaded.settings == replace(DEFAULTS, honest_games=True, house_rule=True)


def test_out_of_range_pause_is_clamped(data_dir: Path) -> None:
    save_settings(replace(DEFAULTS, bot_pause_ms=99_999))
    assert load_settings().settings.bot_pause_ms == 5000


def test_the_guided_first_game_is_due_until_it_was_offered(data_dir: Path) -> None:
    assert DEFAULTS.guide_offered is False  # a first run starts the guide
    save_settings(replace(DEFAULTS, guide_offered=True))
    assert load_settings().settings.guide_offered is True


# ------------------------------------------------------------------ issue 33, items 8 and 11
@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_named_pipe_as_settings_never_hangs(data_dir: Path) -> None:
    """Reading a FIFO blocks until somebody writes: it must be refused at once instead. A child
    process reads, so a hang is a timeout here, not a frozen test run."""
    data_dir.mkdir(parents=True, exist_ok=True)
    os.mkfifo(settings_path())
    code = ("from cleverdesk.store.settings import load_settings; "
            "loaded = load_settings(); print(loaded.problem)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=seconds(120),
                          env={**os.environ, "CLEVERDESK_DATA_DIR": str(data_dir)},
                          check=True)
    assert "not a regular file" in done.stdout


def test_a_folder_as_settings_gives_the_defaults(data_dir: Path) -> None:
    settings_path().mkdir(parents=True)
    loaded = load_settings()
    assert loaded.settings == DEFAULTS and "not a regular file" in loaded.problem


def test_temp_files_of_killed_settings_writes_are_swept(data_dir: Path) -> None:
    from cleverdesk.store import SaveStore

    data_dir.mkdir(parents=True, exist_ok=True)
    old = data_dir / ".settings.json.abc123.tmp"
    young = data_dir / ".settings.json.def456.tmp"
    other = data_dir / ".someone-else.tmp"  # not ours to remove
    for path in (old, young, other):
        path.write_text("{")
    past = time.time() - 3600
    os.utime(old, (past, past))
    os.utime(other, (past, past))
    removed = SaveStore().sweep_temp_files()
    assert old in removed and not old.exists()
    assert young.exists() and other.exists()

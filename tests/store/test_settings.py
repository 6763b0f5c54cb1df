"""The desk's settings file: defaults when missing or damaged, a round trip, atomic writes."""

from __future__ import annotations

import json
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

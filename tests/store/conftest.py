"""Every store test runs against its own user data folder (``CLEVERDESK_DATA_DIR``), never the
player's real saves."""

from __future__ import annotations

from pathlib import Path

import pytest

from cleverdesk.store import DATA_DIR_ENV, SaveStore


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "userdata"
    monkeypatch.setenv(DATA_DIR_ENV, str(folder))
    return folder


@pytest.fixture
def store(data_dir: Path) -> SaveStore:
    """The store as the desk makes it: its folder comes from the environment."""
    made = SaveStore()
    assert made.root == data_dir
    return made

"""What the program can build again goes to the platform's cache folder, never into the
player's data folder."""

import tempfile
from pathlib import Path

import pytest

from cleverdesk.store.paths import DATA_DIR_ENV, cache_dir, data_dir


def test_linux_uses_the_xdg_cache_folder(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.delenv(DATA_DIR_ENV, raising=False)
    assert cache_dir("linux") == tmp_path / "cache" / "cleverdesk"
    assert not cache_dir("linux").is_relative_to(data_dir())


def test_windows_uses_the_temporary_folder_not_the_data_folder() -> None:
    # %LOCALAPPDATA%\cleverdesk is the data folder; platformdirs' cache would be inside it
    assert cache_dir("win32") == Path(tempfile.gettempdir()) / "cleverdesk"

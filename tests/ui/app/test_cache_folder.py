"""Qt's compiled QML and its graphics pipelines go to the platform's cache folder
(store.paths.cache_dir), not to Qt's CacheLocation, which on Windows lies inside the player's
data folder (%LOCALAPPDATA%\\cleverdesk\\cleverdesk\\cache)."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from cleverdesk.qt_caches import PIPELINE_CACHE_ENVS, QML_CACHE_ENV, use_cache_folder

ROOT = Path(__file__).resolve().parents[3]


def test_the_desk_compiles_its_qml_into_the_cache_folder(tmp_path: Path) -> None:
    env = {key: value for key, value in os.environ.items()
           if not key.startswith(("XDG_", "CLEVERDESK_", "QML_", "QSG_"))}
    env.update(HOME=str(tmp_path), XDG_CACHE_HOME=str(tmp_path / "cache"),
               XDG_DATA_HOME=str(tmp_path / "data"), QT_QPA_PLATFORM="offscreen",
               QT_QUICK_BACKEND="software")
    result = subprocess.run([sys.executable, "-m", "cleverdesk", "--benchmark-startup"],
                            cwd=ROOT, env=env, capture_output=True, text=True, timeout=300,
                            check=False)
    assert result.returncode == 0, result.stderr[-2000:]
    compiled = list((tmp_path / "cache" / "cleverdesk" / "qmlcache").glob("*.qmlc"))
    assert len(compiled) >= 5, sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*"))
    # Qt's own place, CacheLocation = <cache>/<organisation>/<application>, stays unused
    assert not (tmp_path / "cache" / "cleverdesk" / "cleverdesk").exists()
    assert not list((tmp_path / "data").rglob("*.qmlc"))


def test_the_environment_may_name_another_place(tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    env = {QML_CACHE_ENV: str(tmp_path / "mine")}
    folder = use_cache_folder(env)
    assert folder == tmp_path / "cache" / "cleverdesk"
    assert env[QML_CACHE_ENV] == str(tmp_path / "mine")
    save, load = PIPELINE_CACHE_ENVS
    assert Path(env[save]).parent.is_dir() and Path(env[save]).is_relative_to(folder)
    # nothing to load yet: Qt would warn of a file that is not there
    assert load not in env
    Path(env[save]).write_bytes(b"cache")
    again: dict[str, str] = {}
    use_cache_folder(again)
    assert again[load] == again[save] == env[save]
    assert again[QML_CACHE_ENV] == str(folder / "qmlcache")


class FakeCRT:
    def __init__(self) -> None:
        self.calls: list[tuple[str, str]] = []

    def _wputenv_s(self, name: str, value: str) -> int:
        self.calls.append((name, value))
        return 0


def test_windows_also_tells_the_c_runtime_qt_reads(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """Qt on Windows reads the C runtime's environment, which os.environ does not update: a
    run under Wine wrote the QML cache into the data folder until the values went there too."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    env: dict[str, str] = {}
    crt = FakeCRT()
    use_cache_folder(env, platform="win32", crt=crt)
    assert crt.calls == [(QML_CACHE_ENV, env[QML_CACHE_ENV]),
                         (PIPELINE_CACHE_ENVS[0], env[PIPELINE_CACHE_ENVS[0]])]


def test_check_install_compiles_into_the_cache_folder_too(tmp_path: Path) -> None:
    """check-install makes a QML engine of its own (not the desk's): under Wine its compiled
    QML was still found in the data folder until the command line set the place first."""
    env = {key: value for key, value in os.environ.items()
           if not key.startswith(("XDG_", "CLEVERDESK_", "QML_", "QSG_"))}
    env.update(HOME=str(tmp_path), XDG_CACHE_HOME=str(tmp_path / "cache"),
               XDG_DATA_HOME=str(tmp_path / "data"), QT_QPA_PLATFORM="offscreen",
               QT_QUICK_BACKEND="software")
    result = subprocess.run([sys.executable, "-m", "cleverdesk", "check-install"], cwd=ROOT,
                            env=env, capture_output=True, text=True, timeout=300, check=False)
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-2000:]
    assert list((tmp_path / "cache" / "cleverdesk" / "qmlcache").glob("*.qmlc"))
    assert not (tmp_path / "cache" / "cleverdesk" / "cleverdesk").exists()

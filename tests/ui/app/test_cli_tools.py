"""The desk's command-line tools: the startup benchmark and the screenshot command."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parents[3]


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", QT_QUICK_BACKEND="software")
    return subprocess.run([sys.executable, "-m", "cleverdesk", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=180)


def test_benchmark_startup_prints_the_first_frame_time_and_a_bare_window_s() -> None:
    done = _run("--benchmark-startup")
    assert done.returncode == 0, done.stderr
    figures = dict(line.split("=") for line in done.stdout.split())
    assert list(figures) == ["first_frame_ms", "process_ms", "bare_first_frame_ms",
                             "ratio_first_frame_ms", "bare_process_ms", "ratio_process_ms"]
    assert all(re.fullmatch(r"\d+(\.\d+)?", value) for value in figures.values()), figures
    # from the process start includes the interpreter's own start, so it is never less
    assert float(figures["process_ms"]) + 10 >= float(figures["first_frame_ms"])
    assert float(figures["ratio_first_frame_ms"]) == pytest.approx(
        float(figures["first_frame_ms"]) / float(figures["bare_first_frame_ms"]), abs=0.01)
    assert done.stderr == "", "no QML warnings"


def test_screenshot_plays_moves_and_writes_the_window(tmp_path: Path) -> None:
    out = tmp_path / "shot.png"
    done = _run("screenshot", "--game", "ganz-schoen-clever", "--seed", "3", "--moves", "6",
                "--size", "1024x700", "--out", str(out))
    assert done.returncode == 0, done.stderr
    assert done.stderr == "", "no QML warnings"
    assert "6 moves" in done.stdout
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1024, 700)


def test_screenshot_refuses_a_game_without_a_sheet(tmp_path: Path) -> None:
    done = _run("screenshot", "--game", "nope", "--out", str(tmp_path / "x.png"))
    assert done.returncode == 2
    assert "cannot play" in done.stderr


def test_screenshot_of_a_set_cubed_game_mid_game(tmp_path: Path) -> None:
    out = tmp_path / "set.png"
    done = _run("screenshot", "--game", "set-cubed", "--seed", "4", "--moves", "10",
                "--size", "1280x800", "--out", str(out))
    assert done.returncode == 0, done.stderr
    assert done.stderr == "", "no QML warnings"
    made = int(re.search(r"(\d+) moves", done.stdout).group(1))  # type: ignore[union-attr]
    assert made >= 10  # then up to the human's next decision
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1280, 800)
    # the board is drawn: far more than a handful of colours on the window
    colours = {image.pixel(x, y) for x in range(0, 1280, 7) for y in range(0, 800, 7)}
    assert len(colours) > 50


@pytest.mark.first_run
def test_screenshot_in_a_never_used_data_folder_plays_without_the_guide(
        user_data: Path, tmp_path: Path) -> None:
    """A fresh data folder is a first run: the guided first game must not take over the
    tool's game (it did: 0 moves, after waiting two minutes for moves that never came)."""
    assert not any(user_data.iterdir()), "the folder was never used"
    out = tmp_path / "first.png"
    done = _run("screenshot", "--game", "ganz-schoen-clever", "--seed", "2", "--moves", "4",
                "--out", str(out))
    assert done.returncode == 0, done.stderr
    assert "4 moves" in done.stdout, done.stdout
    assert out.stat().st_size > 0

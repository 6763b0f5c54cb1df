"""``check-save`` (ok / exit 0, the reason / exit 2, never a traceback, never a moved file) and
``sim --save-record``."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from cleverdesk.cli import main
from cleverdesk.engine import Phase
from cleverdesk.engine.simulate import simulate
from cleverdesk.store import SaveStore, load_save

from .support import GSC, make_setup, play, sign

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def good_file(store: SaveStore) -> Path:
    record, states = play(make_setup(GSC, 2, 41), limit=12, seed=41)
    return store.save_as(record, "good", state=states[-1]).path


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "cleverdesk", *args],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
    )


def test_check_save_ok(good_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check-save", str(good_file)]) == 0
    assert capsys.readouterr().out == "ok\n"


def _damaged_files(folder: Path, good: bytes) -> dict[str, tuple[Path, str]]:
    folder.mkdir(parents=True, exist_ok=True)
    document = json.loads(good)
    cases = {
        "truncated": (good[:-7], "not_json"),
        "edited by hand": (good.replace(b'"round": ', b'"round": 1', 1), "checksum"),
        "wrong type": (json.dumps(sign(dict(document, round="3"))).encode(), "invalid"),
        "newer": (json.dumps(sign(dict(document, schema_version=7))).encode(), "newer_version"),
        "not json": (b"\x00\x01binary", "not_json"),
        "foreign json": (b'{"hello": "world"}', "not_a_save"),
        "lying summary": (json.dumps(sign(dict(document, scores=[1, 2]))).encode(),
                          "inconsistent"),
    }
    files = {}
    for name, (data, reason) in cases.items():
        path = folder / f"{name.replace(' ', '-')}.json"
        path.write_bytes(data)
        files[name] = (path, reason)
    big = folder / "big.json"
    with open(big, "wb") as handle:
        handle.truncate(100 * 1024 * 1024)
    files["100 MB"] = (big, "too_large")
    files["missing"] = (folder / "missing.json", "not_found")
    files["folder"] = (folder, "not_a_file")
    return files


def test_check_save_gives_the_reason_and_exit_2(
    good_file: Path, store: SaveStore, capsys: pytest.CaptureFixture[str]
) -> None:
    for name, (path, reason) in _damaged_files(store.saves_dir, good_file.read_bytes()).items():
        before = path.read_bytes() if path.is_file() else None
        assert main(["check-save", str(path)]) == 2, name
        out = capsys.readouterr().out
        assert out.startswith(f"{reason}: saved game {path}: "), (name, out)
        assert out.count("\n") == 1
        if before is not None:  # checking never moves or changes the file
            assert path.read_bytes() == before
    assert not store.damaged_dir.exists()


def test_check_save_in_a_real_process_never_shows_a_traceback(
    good_file: Path, tmp_path: Path
) -> None:
    files = _damaged_files(tmp_path / "bad", good_file.read_bytes())
    for name in ("truncated", "not json", "100 MB", "folder", "wrong type"):
        path, reason = files[name]
        done = run_cli("check-save", str(path))
        assert done.returncode == 2, (name, done.stderr)
        assert done.stdout.startswith(f"{reason}: "), (name, done.stdout)
        assert "Traceback" not in done.stdout + done.stderr
    done = run_cli("check-save", str(good_file))
    assert (done.returncode, done.stdout, done.stderr) == (0, "ok\n", "")


def test_check_save_without_a_file_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["check-save"])
    assert exit_.value.code == 2


def test_check_save_does_not_load_qt(good_file: Path) -> None:
    code = (
        "import sys\n"
        "from cleverdesk.cli import main\n"
        f"assert main(['check-save', {str(good_file)!r}]) == 0\n"
        "qt = sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6')))\n"
        "assert not qt, qt\n"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr


# ------------------------------------------------------------------------- sim --save-record
def test_sim_save_record_writes_the_last_game(tmp_path: Path) -> None:
    target = tmp_path / "out" / "last.json"
    assert main(["sim", "--games", "3", "--players", "2", "--seed", "5", "--json",
                 "--save-record", str(target)]) == 0
    games = []
    simulate(GSC, "greedy", 3, 5, players=2, on_game=lambda s, r: games.append((s, r)))
    state, record = games[-1]
    loaded = load_save(target)
    assert loaded.record == record
    assert loaded.state == state
    assert loaded.state.phase == Phase.GAME_OVER and loaded.info.finished
    assert main(["check-save", str(target)]) == 0


def test_sim_save_record_writes_a_set_cubed_game(tmp_path: Path) -> None:
    from cleverdesk import setcubed
    from cleverdesk.setcubed.simulate import simulate as simulate_set_cubed

    target = tmp_path / "set.json"
    assert main(["sim", "--game", "set-cubed", "--games", "2", "--players", "3", "--seed", "4",
                 "--json", "--save-record", str(target)]) == 0
    games: list[tuple[object, object]] = []
    simulate_set_cubed("set-cubed", "greedy", 2, 4, players=3,
                       on_game=lambda s, r: games.append((s, r)))
    state, record = games[-1]
    loaded = load_save(target)
    assert isinstance(loaded.record, setcubed.SetCubedRecord) and loaded.record == record
    assert loaded.state.model_dump() == state.model_dump()  # type: ignore[attr-defined]
    assert loaded.info.finished and loaded.info.game == "set-cubed"
    assert loaded.document.title == "sim set-cubed greedy seed 4 game 2"
    assert main(["check-save", str(target)]) == 0


def test_sim_reports_a_save_record_it_cannot_write(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("in the way", encoding="ascii")
    assert main(["sim", "--games", "1", "--save-record", str(blocker / "x.json")]) == 2
    err = capsys.readouterr().err
    assert "write_failed" in err or "could not be written" in err


def test_simulate_on_game_sees_every_game_and_changes_nothing() -> None:
    seen = []
    with_hook = simulate(GSC, "random", 4, 9, players=3,
                         on_game=lambda s, r: seen.append((s.phase, len(r.moves))))
    without = simulate(GSC, "random", 4, 9, players=3)
    assert len(seen) == 4 and all(phase == Phase.GAME_OVER for phase, _ in seen)
    for key in ("mean", "stdev", "median", "min", "max", "per_area", "rating_histogram"):
        assert with_hook[key] == without[key]

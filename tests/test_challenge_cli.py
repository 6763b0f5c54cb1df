"""`challenge` and `ghost` on the command line (issue 50, items 4 and 5)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cleverdesk.cli import main
from cleverdesk.engine import GameRecord, GameSetup, PlayerSetup, get_rules
from cleverdesk.engine import challenge as codes
from cleverdesk.engine.simulate import play_game
from cleverdesk.store import build_document, new_session_id, write_save

GSC = "ganz-schoen-clever"


def _save(path: Path, setup: GameSetup, moves: int | None = None) -> Path:
    played = setup.model_copy(update={"real_dice": False, "players": [
        p.model_copy(update={"bot": "greedy"}) for p in setup.players]})
    _, record = play_game(get_rules(setup.game), played)
    record = GameRecord(setup=setup, moves=record.moves[:moves])
    write_save(path, build_document(record, session=new_session_id()))
    return path


def test_challenge_prints_the_code_and_reads_it_back(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["challenge", "--game", GSC, "--seed", "123456789", "--rules", "strict"]) == 0
    code = capsys.readouterr().out.strip()
    assert len(code) == 11 and code.count("-") == 2
    assert main(["challenge", "--code", code.lower().replace("-", " ")]) == 0
    assert capsys.readouterr().out.splitlines() == [
        f"game {GSC}", "seed 123456789", "rules strict"]
    assert main(["challenge", "--code", code, "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == {
        "game": GSC, "seed": 123456789, "rules": "strict", "code": code}


@pytest.mark.parametrize(("code", "said"), [
    ("1EG-1XW-AD8", "mistyped"),  # the check character of 1EG-1XW-AD7 changed
    ("1GE-1XW-AD7", "mistyped"),  # two neighbours swapped
    ("".join(codes.ALPHABET[v] for v in [2, 5, 17, 3, 0, 9, 12, 30,
                                         codes._check_value([2, 5, 17, 3, 0, 9, 12, 30])]),
     "newer"),
])
def test_a_bad_code_exits_with_2_and_the_reason(code: str, said: str,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["challenge", "--code", code]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and said in captured.err


def test_a_game_without_a_code_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["challenge", "--game", "set-cubed", "--seed", "5"]) == 2
    assert main(["challenge", "--game", GSC, "--seed", str(10**12)]) == 2
    assert main(["challenge", "--game", GSC]) == 2
    assert "error" in capsys.readouterr().err


def test_the_ghost_is_the_same_with_one_or_two_workers(tmp_path: Path,
                                                       capsys: pytest.CaptureFixture[str]
                                                       ) -> None:
    """The same save gives the same expert score in this process and in a worker process."""
    save = _save(tmp_path / "solo.json",
                 GameSetup(game=GSC, players=[PlayerSetup(name="Ada")], seed=4242))
    assert main(["ghost", "--save", str(save), "--json"]) == 0
    first = json.loads(capsys.readouterr().out)
    assert main(["ghost", "--save", str(save), "--save", str(save), "--json",
                 "--workers", "2"]) == 0
    both = json.loads(capsys.readouterr().out)
    assert [r["score"] for r in both] == [first["score"]] * 2
    assert first["game"] == GSC and first["seed"] == 4242 and first["bot"] == "expert"
    assert first["your_score"] is not None and first["moves"] > 20
    assert "same place in the game" in first["note"]
    assert main(["ghost", "--save", str(save)]) == 0
    assert f"expert on the same dice: {first['score']}" in capsys.readouterr().out


def test_no_ghost_for_real_dice_or_several_players(tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    # a game of real dice waits for its first throw (no throws entered: nothing to replay)
    real = _save(tmp_path / "real.json", GameSetup(
        game=GSC, players=[PlayerSetup(name="Ada")], seed=7, real_dice=True), moves=0)
    assert main(["ghost", "--save", str(real)]) == 2
    assert "real table" in capsys.readouterr().err
    two = _save(tmp_path / "two.json", GameSetup(
        game=GSC, players=[PlayerSetup(name="Ada"), PlayerSetup(name="Bo")], seed=7), moves=10)
    assert main(["ghost", "--save", str(two)]) == 2
    assert "solo games only" in capsys.readouterr().err


def test_challenge_and_ghost_do_not_load_qt() -> None:
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from cleverdesk.cli import main\n"
        "assert main(['challenge', '--game', 'clever-4ever', '--seed', '1']) == 0\n"
        "assert main(['ghost', '--save', 'no-such-file.json']) == 2\n"
        "qt = sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6')))\n"
        "assert not qt, qt\n"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=Path(__file__).parents[1],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr

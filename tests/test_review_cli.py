"""``review`` on the command line (issue 36): the JSON of a saved game's review."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cleverdesk.cli import main
from cleverdesk.engine import GameRecord, get_rules
from cleverdesk.store import build_document, new_session_id, write_save
from cleverdesk.typed_text import typed
from tests.engine.test_review import CLEVER_GAMES, orange_blunder_seed, play

FIXTURES = Path(__file__).parent / "store" / "fixtures"


def save(record: GameRecord, path: Path) -> Path:
    state = get_rules(record.setup.game).new_game(record.setup)
    for move in record.moves:
        state = get_rules(record.setup.game).apply(state, move)
    write_save(path, build_document(record, session=new_session_id(), state=state))
    return path


def review_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict:
    assert main(["review", *args, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize("game", CLEVER_GAMES)
def test_review_of_the_learned_player_by_itself_loses_nothing(
        game: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = save(play(game, ["learned", "learned"], seed=5), tmp_path / "game.json")
    for seat in ("0", "1"):
        found = review_json(capsys, "--save", str(path), "--seat", seat,
                            "--evaluator", "learned")
        assert found["evaluator"] == "learned" and found["seat"] == int(seat)
        assert found["finished"] and len(found["decisions"]) >= 20
        assert found["points_lost"] == 0
        assert all(d["lost"] == 0 and d["played"] == d["best"] for d in found["decisions"])


def test_review_names_the_blunder_in_words(tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    seed, blunder, _ = orange_blunder_seed()
    record = play("ganz-schoen-clever", ["learned"], seed, replace={0: blunder})
    path = save(record.model_copy(update={"setup": record.setup.model_copy(update={
        "players": [record.setup.players[0].model_copy(update={"name": "Anna", "bot": None})]
    })}), tmp_path / "game.json")
    found = review_json(capsys, "--save", str(path), "--evaluator", "learned")
    assert found["biggest"][0] == 0 and found["name"] == "Anna"
    first = found["decisions"][0]
    assert first["lost"] > 0
    assert first["text"].startswith(f"Round 1, roll 1 of 3: {typed('Anna')} took ")
    played = first["text"].split("; better: ")[0]
    assert played.endswith(("took orange 1", "took white 1 as orange")), played
    assert main(["review", "--save", str(path), "--evaluator", "learned"]) == 0
    text = capsys.readouterr().out
    assert "expected point" in text and first["text"] in text


def test_review_refuses_set_cubed_and_bad_seats(tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["review", "--save", str(FIXTURES / "save-v2-set-cubed.json")]) == 2
    assert "SET Cubed" in capsys.readouterr().err
    path = save(play("ganz-schoen-clever", ["greedy"], seed=1, moves=5), tmp_path / "g.json")
    assert main(["review", "--save", str(path), "--seat", "2"]) == 2
    assert "--seat" in capsys.readouterr().err

"""``review`` on the command line (issue 36): the JSON of a saved game's review."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cleverdesk.cli import main
from cleverdesk.engine import GameRecord, get_rules
from cleverdesk.store import build_document, new_session_id, write_save
from cleverdesk.typed_text import typed
from tests.engine.test_review import CLEVER_GAMES, COACH, orange_blunder_seed, play

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
    path = save(play(game, [COACH, COACH], seed=5), tmp_path / "game.json")
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
    record = play("ganz-schoen-clever", [COACH], seed, replace={0: blunder})
    path = save(record.model_copy(update={"setup": record.setup.model_copy(update={
        "players": [record.setup.players[0].model_copy(update={"name": "Anna", "bot": None})]
    })}), tmp_path / "game.json")
    # the evaluator's own figures: the playouts of a check (64 streams) leave this loss of
    # about 8 points (8.1 ± 2.4 on 160 streams) uncertain, and a check is tested elsewhere
    found = review_json(capsys, "--save", str(path), "--evaluator", "learned", "--check", "0")
    assert found["biggest"][0] == 0 and found["name"] == "Anna"
    assert not any(d["checked"] for d in found["decisions"])  # --check 0: nothing played out
    first = found["decisions"][0]
    assert first["lost"] > 0
    assert first["text"].startswith(f"Round 1, roll 1 of 3: {typed('Anna')} took ")
    played = first["text"].split("; better: ")[0]
    assert played.endswith(("took orange 1", "took white 1 as orange")), played
    assert main(["review", "--save", str(path), "--evaluator", "learned", "--check", "0"]) == 0
    text = capsys.readouterr().out
    assert "expected point" in text and first["text"] in text


def test_review_refuses_set_cubed_and_bad_seats(tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["review", "--save", str(FIXTURES / "save-v2-set-cubed.json")]) == 2
    assert "SET Cubed" in capsys.readouterr().err
    path = save(play("ganz-schoen-clever", ["greedy"], seed=1, moves=5), tmp_path / "g.json")
    assert main(["review", "--save", str(path), "--seat", "2"]) == 2
    assert "--seat" in capsys.readouterr().err


def test_review_states_the_account_that_adds_up(tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 50: the JSON carries expected_start, points_lost, luck and final, and they add up;
    the text says the three parts in words and as a sum in whole points."""
    path = save(play("doppelt-so-clever", ["casual"], seed=12), tmp_path / "game.json")
    found = review_json(capsys, "--save", str(path), "--evaluator", "learned")
    assert found["expected_start"] - found["points_lost"] + found["luck"] == pytest.approx(
        found["final"], abs=0.01)
    assert found["final"] == found["final_score"]
    shown = found["account"]
    assert shown["expected_start"] - shown["points_lost"] + shown["luck"] == shown["final"]
    assert main(["review", "--save", str(path), "--evaluator", "learned"]) == 0
    text = capsys.readouterr().out
    assert f"Your decisions cost {shown['points_lost']} point" in text
    lines = {line.split("  ")[-1]: line.split()[0] for line in text.splitlines()
             if line.startswith("  ") and "  " in line.strip()}
    assert lines["Your final score"] == str(shown["final"])
    assert lines["A strong player's expected final score from your first decision"] == str(
        shown["expected_start"])


def test_hint_and_review_of_real_dice_saves(tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    """A save of real dice: waiting for a throw there is nothing to advise yet; at a decision
    the hint is the expert's; the review reads the record's throws (issue 45)."""
    from cleverdesk.engine import Phase
    from cleverdesk.engine.bots.expert import expert_hints
    from cleverdesk.store import load_save
    from tests.engine.real_dice_support import oracle_throw, setup

    waiting = FIXTURES / "save-v3-real-dice-ganz-schoen-clever.json"
    assert main(["hint", "--save", str(waiting)]) == 0
    assert "waits for a throw of real dice (solo_passive_roll" in capsys.readouterr().out
    rules = get_rules("ganz-schoen-clever")
    record = GameRecord(setup=setup("ganz-schoen-clever", 1, 21))
    state = rules.new_game(record.setup)
    state = rules.enter_throw(state, oracle_throw(rules, 77, rules.awaited_throw(state)))
    record.throws.update(state.throws)
    path = tmp_path / "real.json"
    write_save(path, build_document(record, session=new_session_id(), state=state))
    assert main(["hint", "--save", str(path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    best = expert_hints(state, rules.legal_moves(state), seed=state.move_count)[0]
    assert lines[1] == f"  {best.move}: {best.expected:.0f} expected (best)"
    finished = FIXTURES / "save-v3-real-dice-clever-hoch-drei.json"
    found = review_json(capsys, "--save", str(finished), "--evaluator", "learned")
    loaded = load_save(finished)
    assert loaded.state.phase == Phase.GAME_OVER and found["finished"]
    assert found["final_score"] == get_rules("clever-hoch-drei").total(loaded.state.players[0])

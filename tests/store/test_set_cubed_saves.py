"""SET Cubed games are saved, listed, resumed and checked like the Clever games (format 2)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from cleverdesk import setcubed
from cleverdesk.engine.undo import UndoHistory
from cleverdesk.store import (
    CURRENT_VERSION,
    SaveFileError,
    SaveOptions,
    SaveProblem,
    SaveStore,
    build_document,
    is_set_cubed,
    load_save,
    new_session_id,
    write_save,
)
from cleverdesk.store.save_format import SaveV3SetCubed

from .support import GSC, make_setup, play, play_set_cubed, sign
from .test_damaged import refuse


def prefix(record: setcubed.SetCubedRecord, count: int) -> setcubed.SetCubedRecord:
    return setcubed.SetCubedRecord(setup=record.setup, data=record.data,
                                   moves=record.moves[:count])


def test_a_game_in_progress_comes_back_exactly(store: SaveStore) -> None:
    record, states = play_set_cubed(seed=3, limit=12)
    info = store.save_as(record, "Anna gegen den Computer", state=states[-1])
    assert (info.game, info.rounds, info.round) == ("set-cubed", 0, states[-1].round)
    assert info.scores == tuple(p.total for p in states[-1].players)
    assert not info.finished and info.move_count == 12

    loaded = store.open(info.save_id)
    assert isinstance(loaded.document, SaveV3SetCubed)
    assert loaded.document.schema_version == CURRENT_VERSION
    assert isinstance(loaded.record, setcubed.SetCubedRecord)
    assert loaded.record.moves == record.moves and loaded.record.data == record.data
    assert loaded.record.setup == record.setup
    assert loaded.state.model_dump() == states[-1].model_dump()
    assert is_set_cubed(loaded.record) and is_set_cubed(loaded.state)
    # the same game goes on from the loaded table exactly as from the original
    rules = setcubed.get_rules()
    full, _ = play_set_cubed(seed=3)
    state = loaded.state
    for move in full.moves[12:20]:
        state = rules.apply(state, move)
    assert state.model_dump() == rules.replay(prefix(full, 20)).model_dump()


@pytest.mark.parametrize("seed", [1, 2, 5, 8])
def test_every_table_of_a_game_survives_a_save(store: SaveStore, seed: int) -> None:
    """Opening, placements with WILDs, swaps, extra rolls, general re-rolls, the end."""
    record, states = play_set_cubed(seed=seed, players=3, humans=2)
    kinds = {m.kind for m in record.moves}
    assert setcubed.MoveKind.PLACE in kinds and setcubed.MoveKind.EXTRA_ROLL in kinds
    for count in range(0, len(record.moves) + 1, 3):
        document = build_document(prefix(record, count), session=new_session_id(),
                                  state=states[count])
        path = store.saves_dir / f"at-{count}.json"
        write_save(path, document)
        loaded = load_save(path)
        assert loaded.state.model_dump() == states[count].model_dump(), count
        assert loaded.record.moves == record.moves[:count]


def test_a_finished_game_is_not_offered_to_continue(store: SaveStore) -> None:
    record, states = play_set_cubed(seed=4)
    assert states[-1].phase == setcubed.Phase.GAME_OVER
    session = new_session_id()
    info = store.autosave(record, session=session, state=states[-1])
    assert info.finished and info.scores == tuple(setcubed.SetCubedRules.totals(states[-1]))
    assert store.latest_unfinished() == (None, [])
    unfinished = new_session_id()
    store.autosave(prefix(record, 9), session=unfinished)  # replayed here: no state given
    loaded, problems = store.latest_unfinished()
    assert problems == [] and loaded is not None and loaded.session == unfinished
    assert isinstance(loaded.record, setcubed.SetCubedRecord)


def test_undo_and_redo_survive_a_save(store: SaveStore) -> None:
    record, _ = play_set_cubed(seed=6, limit=20)
    rules = setcubed.get_rules()
    history = UndoHistory(record, rules=rules, practice=True)
    history.undo()
    history.undo()
    assert len(history.redo_steps) == 2
    info = store.save_as(history.record, "undone", state=history.state,
                         redo=history.redo_steps,
                         options=SaveOptions(undo_allowed=True))
    loaded = store.open(info.save_id)
    assert loaded.redo == history.redo_steps
    again = UndoHistory(loaded.record, redo=loaded.redo, rules=rules)
    again.redo()
    again.redo()
    assert again.record.moves == record.moves
    assert again.state.model_dump() == rules.replay(record).model_dump()


def test_a_state_of_another_game_is_refused(store: SaveStore) -> None:
    set_record, set_states = play_set_cubed(seed=2, limit=4)
    clever_record, clever_states = play(make_setup(GSC, 2, 1), limit=4)
    with pytest.raises(ValueError, match="cannot be saved"):
        build_document(set_record, session=new_session_id(), state=clever_states[-1])
    with pytest.raises(ValueError, match="cannot be saved"):
        build_document(clever_record, session=new_session_id(), state=set_states[-1])


def test_export_and_import(store: SaveStore, tmp_path: Path) -> None:
    record, states = play_set_cubed(seed=9, limit=7)
    info = store.save_as(record, "Exported", state=states[-1])
    out = store.export(info.path, tmp_path / "elsewhere" / "game.json")
    imported = store.import_file(out, title="Back again")
    assert imported.game == "set-cubed" and imported.title == "Back again"
    assert store.open(imported.save_id).state.model_dump() == states[-1].model_dump()


# ------------------------------------------------------------------------------ damaged files
@pytest.fixture
def valid_document(store: SaveStore) -> dict[str, Any]:
    record, states = play_set_cubed(seed=5, limit=10)
    document = build_document(record, session=new_session_id(), state=states[-1])
    return json.loads(document.model_dump_json(exclude_none=True))


def _bytes(document: dict[str, Any]) -> bytes:
    return json.dumps(document, indent=1).encode()


def test_a_changed_move_breaks_the_checksum(store: SaveStore,
                                            valid_document: dict[str, Any]) -> None:
    document = json.loads(json.dumps(valid_document))
    document["record"]["moves"][1]["placements"][0]["column"] += 1
    assert refuse(store, _bytes(document)).reason == SaveProblem.CHECKSUM


def test_an_illegal_move_is_refused_even_when_signed(store: SaveStore,
                                                     valid_document: dict[str, Any]) -> None:
    document = json.loads(json.dumps(valid_document))
    placement = document["record"]["moves"][1]["placements"][0]
    placement["row"], placement["column"] = 1, 1  # a corner far from every die
    error = refuse(store, _bytes(sign(document)))
    assert error.reason == SaveProblem.REPLAY_FAILED
    assert "move 2 of 10" in error.message


def test_other_board_data_is_refused(store: SaveStore, valid_document: dict[str, Any]) -> None:
    document = json.loads(json.dumps(valid_document))
    document["record"]["data"]["checksum"] = "0000000000000000"
    error = refuse(store, _bytes(sign(document)))
    assert error.reason == SaveProblem.REPLAY_FAILED
    assert "another board or dice set" in error.message


def test_a_summary_that_lies_is_refused(store: SaveStore,
                                        valid_document: dict[str, Any]) -> None:
    document = json.loads(json.dumps(valid_document))
    document["scores"][0] += 10
    error = refuse(store, _bytes(sign(document)))
    assert error.reason == SaveProblem.INCONSISTENT and "scores" in error.message


@pytest.mark.parametrize("game", [GSC, "clever-4ever"])
def test_a_set_cubed_record_under_a_clever_title_is_refused(
    store: SaveStore, valid_document: dict[str, Any], game: str
) -> None:
    document = json.loads(json.dumps(valid_document))
    document["game"] = game  # read as a Clever document: the record has the wrong shape
    assert refuse(store, _bytes(sign(document))).reason == SaveProblem.INVALID


def test_a_clever_record_under_the_set_cubed_title_is_refused(store: SaveStore) -> None:
    record, states = play(make_setup(GSC, 2, 1), limit=4)
    document = json.loads(build_document(record, session=new_session_id(), state=states[-1])
                          .model_dump_json(exclude_none=True))
    document["game"] = "set-cubed"
    assert refuse(store, _bytes(sign(document))).reason == SaveProblem.INVALID


def test_an_unknown_move_kind_is_invalid(store: SaveStore,
                                         valid_document: dict[str, Any]) -> None:
    document = json.loads(json.dumps(valid_document))
    document["record"]["moves"][0]["kind"] = "pick"  # a Clever move in a SET Cubed game
    assert refuse(store, _bytes(sign(document))).reason == SaveProblem.INVALID


def test_the_redo_stack_must_apply(store: SaveStore, valid_document: dict[str, Any]) -> None:
    document = json.loads(json.dumps(valid_document))
    document["redo"] = [[{"kind": "keep"}]]  # no WILD swap is being asked now
    error = refuse(store, _bytes(sign(document)))
    assert error.reason == SaveProblem.INCONSISTENT and "redo" in error.message


def test_check_save_reads_set_cubed(store: SaveStore, capsys: pytest.CaptureFixture[str]
                                    ) -> None:
    from cleverdesk.cli import main

    record, states = play_set_cubed(seed=7, limit=5)
    info = store.save_as(record, "check me", state=states[-1])
    assert main(["check-save", str(info.path)]) == 0
    assert capsys.readouterr().out == "ok\n"


def test_the_error_reasons_are_save_file_errors(store: SaveStore) -> None:
    """Whatever the SET Cubed engine raises on odd input, loading answers SaveFileError."""
    record, states = play_set_cubed(seed=1, limit=3)
    document = json.loads(build_document(record, session=new_session_id(), state=states[-1])
                          .model_dump_json(exclude_none=True))
    document["record"]["setup"]["players"] = document["record"]["setup"]["players"][:1]
    document["players"] = document["players"][:1]
    path = store.saves_dir / "one-player.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(_bytes(sign(document)))
    with pytest.raises(SaveFileError) as caught:
        load_save(path)
    assert caught.value.reason == SaveProblem.REPLAY_FAILED
    assert "setup" in caught.value.message

"""Two people and a computer at one device: the end of a player's part of the turn is shown
(with Done, and Undo) before the device moves on; the passive picks are logged together once all
are made; a disabled Undo says why; default names follow the language until typed."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from cleverdesk.engine import GameSetup, Phase, PlayerSetup
from cleverdesk.engine.bots import make_bot
from cleverdesk.typed_text import typed
from cleverdesk.ui.common import language
from tests.ui.driver import Driver

GSC = "ganz-schoen-clever"
PASSIVE = (Phase.PASSIVE_PICK, Phase.PASSIVE_WINDOW)


@pytest.fixture(autouse=True)
def english_left_behind(qapp: object) -> Iterator[None]:
    yield
    language.install("en")


def _three_seats(desk: Driver, seed: int = 4) -> None:
    desk.desk.setProperty("handOverScreens", True)
    desk.game.start_setup(GameSetup(game=GSC, seed=seed, players=[
        PlayerSetup(name="Ann"), PlayerSetup(name="Bot", bot="greedy"), PlayerSetup(name="Ben")]))
    desk.settle()


def _step(desk: Driver, chooser) -> None:  # type: ignore[no-untyped-def]
    desk.wait_for_human_or_end()
    if desk.game.property("turnDone"):
        desk.click("turnDoneButton")
    elif desk.game.property("handOver"):
        desk.click("handOverContinue")
    else:
        desk.play_by_clicks(chooser.choose(desk.game.state, desk.game.legal))
    desk.settle()


def test_the_end_of_a_turn_waits_for_done_and_can_be_undone(desk: Driver) -> None:
    _three_seats(desk)
    chooser = make_bot("greedy", seed=2)
    # the active player's last pick (the passive players pick next): no new dice seen yet
    while not (desk.game.property("turnDone") and desk.game.state.phase in PASSIVE):
        _step(desk, chooser)
    record = desk.game.record
    moves = len(record.moves)
    player = desk.game.property("turn").property("viewName")
    desk.settle()
    # the computer seat does not play behind the Done moment: nothing played, nothing due
    assert len(desk.game.record.moves) == moves
    assert not desk.game._computers._timer.isActive()
    assert not desk.game.property("handOver") and desk.has("turnDoneButton")
    assert "Done" in desk.text("promptText") and desk.lit_cells() == []
    undo = desk.item("undoButton")
    assert undo.isEnabled(), undo.property("tip")  # the last move may be taken back now
    desk.click(undo)
    desk.settle()
    assert len(desk.game.record.moves) == moves - 1 and not desk.game.property("turnDone")
    assert not desk.game.property("handOver")  # the device stays with who took the move back
    assert desk.game.property("humanToMove")
    # played again: Done hands the device on
    while not desk.game.property("turnDone"):
        desk.play_by_clicks(chooser.choose(desk.game.state, desk.game.legal))
        desk.settle()
    assert desk.game.property("turn").property("viewName") == player
    desk.click("turnDoneButton")
    desk.settle()
    assert not desk.game.property("turnDone")
    desk.wait_for_human_or_end()
    assert desk.game.property("handOver") or desk.game.property("turnDone") \
        or len(desk.game.record.moves) > moves


def test_passive_picks_are_logged_together_when_all_are_made(desk: Driver) -> None:
    _three_seats(desk)
    chooser = make_bot("greedy", seed=2)
    checked = 0
    for _ in range(400):
        state = desk.game.state
        if state.phase == Phase.GAME_OVER or checked >= 2:
            break
        lines = list(desk.game.log.lines())
        if state.phase in PASSIVE and state.decider is not None \
                and desk.game.property("humanToMove"):
            # a person decides in the passive part: no passive pick of this turn is in the log
            turn_start = max(i for i, line in enumerate(lines) if "turn" in line.lower())
            assert not any("Passive pick" in line for line in lines[turn_start:]), lines[-4:]
            before = len(lines)
            while desk.game.state.phase in PASSIVE:
                _step(desk, chooser)
            after = list(desk.game.log.lines())[before:]
            picks = [line for line in after if "Passive pick" in line]
            assert len(picks) >= 1
            checked += 1
            continue
        _step(desk, chooser)
    assert checked >= 2


def test_a_disabled_undo_says_why(desk: Driver) -> None:
    desk.game.start_setup(GameSetup(game=GSC, seed=4, players=[PlayerSetup(name="Ann")]))
    desk.settle()
    undo = desk.item("undoButton")
    assert not undo.isEnabled()
    assert "Nothing to take back yet" in str(undo.property("tip"))


def test_default_names_follow_the_language(desk: Driver) -> None:
    language.install("nl")
    desk.game.start({"game": GSC, "seats": [{"name": ""}, {"name": "Zoë"},
                                            {"name": "", "computer": True, "bot": "greedy"}],
                     "seed": "4"})
    desk.settle()
    assert [p.name for p in desk.game.record.setup.players] == ["Speler 1", "Zoë", "Computer 3"]
    languages = desk.engine.singletonInstance("Cleverdesk", "Language")
    languages.choose("de")
    desk.settle()
    names = [desk.game.property("seats").data(desk.game.property("seats").index(i, 0),
                                              _role(desk, "name")) for i in range(3)]
    assert names == ["Person 1", "Zoë", "Computer 3"]
    languages.choose("en")
    desk.settle()
    log = " ".join(desk.game.log.lines())
    assert "Speler" not in log and "Person 1" not in log
    turn = desk.game.property("turn")
    shown = {turn.property("viewName"), turn.property("deciderName")}
    assert shown & {"Player 1", "Zoë", "Computer 3"}


def _role(desk: Driver, name: str) -> int:
    model = desk.game.property("seats")
    return next(role for role, text in model.roleNames().items() if bytes(text) == name.encode())


def test_the_done_moment_names_who_gets_the_device_next(desk: Driver) -> None:
    _three_seats(desk)
    chooser = make_bot("greedy", seed=2)
    seen: set[str] = set()
    for _ in range(300):
        if "Bot" in seen and seen - {"Bot"}:
            break
        desk.wait_for_human_or_end()
        if desk.game.property("turnDone"):
            state = desk.game.state
            nxt = desk.game.record.setup.players[state.decider].name
            bar = desk.text("decisionText")
            if nxt == "Bot":
                assert bar == f"Next: {typed('Bot')} plays"
            else:
                assert bar == f"Next: pass the device to {typed(nxt)}"
            assert "decides" not in bar
            seen.add(nxt)
        _step(desk, chooser)
    assert "Bot" in seen and seen - {"Bot"}, seen  # a computer next, and a person next


def test_the_done_moment_offers_undo_only_when_it_can_take_the_move_back(desk: Driver) -> None:
    _three_seats(desk)
    chooser = make_bot("greedy", seed=2)
    saves = desk.engine.singletonInstance("Cleverdesk", "Saves")
    found = {True: False, False: False}
    for _ in range(400):
        if all(found.values()):
            break
        desk.wait_for_human_or_end()
        if desk.game.property("turnDone"):
            desk.settle()
            undo = desk.item("undoButton")
            prompt = desk.text("promptText")
            tip = str(undo.property("tip"))
            if undo.isEnabled():
                assert "Undo (Ctrl+Z) still takes your last move back." in prompt
            else:
                # the last move threw dice (the next turn's roll): no undo, and the tip says why
                assert "Undo" not in prompt, prompt
                assert "brought new dice onto the table" in tip, tip
                assert not saves.property("canUndo")
            found[undo.isEnabled()] = True
        _step(desk, chooser)
    assert all(found.values()), found

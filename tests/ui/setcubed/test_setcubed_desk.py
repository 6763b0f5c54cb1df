"""SET Cubed at the desk, through the real QML: hand dice and board squares are clicked like a
player would, the computer seat thinks in its worker thread, the preview and the WILD dialog
react to clicks.

A greedy bot only *chooses* what the human clicks; every human decision is made by clicks.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtQuick import QQuickItem

from cleverdesk.setcubed import (
    Move,
    MoveKind,
    Phase,
    PlayerSetup,
    SetCubedSetup,
    get_rules,
    replay,
)
from cleverdesk.setcubed.bots import make_bot
from cleverdesk.setcubed.symbols import WILD
from cleverdesk.typed_text import typed
from cleverdesk.ui.setcubed.desk import SetCubedGame
from cleverdesk.ui.setcubed.words import reason_text
from tests.ui.driver import Driver

RULES = get_rules()



def cell(desk: Driver, row: int, column: int) -> QQuickItem:
    return desk.item(f"sc_cell_{row}_{column}")


def wait_for_human(desk: Driver, sc: SetCubedGame) -> None:
    desk.qtbot.waitUntil(
        lambda: sc.turn.property("humanToMove") or sc.property("finished")
        or sc.turn.property("handOver"), timeout=30_000)
    desk.settle()


def click_placements(desk: Driver, sc: SetCubedGame, move: Move) -> None:
    """Put the dice of a turn on the board: a hand die, then its square (and the WILD dialog)."""
    for p in move.placements:
        desk.click(f"scHand_{p.die}")
        assert sc.turn.property("selectedDie") == p.die
        desk.click(cell(desk, p.row, p.column))
        if p.declared is not None:
            assert desk.has("scWildDialog")
            desk.click(f"wildOption_{p.declared}")
            assert not desk.has("scWildDialog")
        assert any(q.die == p.die and q.cell == p.cell for q in sc.pending)


def play_by_clicks(desk: Driver, sc: SetCubedGame, move: Move) -> None:
    record = sc.record
    assert record is not None
    before = len(record.moves)
    state = sc.state
    assert state is not None
    if move.kind == MoveKind.PLACE:
        click_placements(desk, sc, move)
        check = RULES.check_turn(state, move.placements, state.decider)
        assert sc.preview.property("legal")
        assert sc.preview.property("points") == check.points
        assert desk.text("scEndTurn") == f"End turn (+{check.points})"
        desk.click("scEndTurn")
    elif move.kind == MoveKind.PASS:
        desk.click("scPass")
    elif move.kind == MoveKind.KEEP:
        desk.click("scKeepWilds")
    elif move.kind == MoveKind.SWAP:
        assert move.cell is not None
        desk.click(f"scHand_{move.dice[0]}")
        target = cell(desk, *move.cell)
        assert target.property("swappable")
        desk.click(target)
    elif move.kind == MoveKind.EXTRA_ROLL:
        for die in move.dice:
            desk.click(f"scHand_{die}")
        assert sc.turn.property("chosenCount") == len(move.dice)
        desk.click("scRollExtra" if move.dice else "scKeepAll")
    else:  # pragma: no cover
        raise AssertionError(move)
    assert len(record.moves) > before, f"{move} was not played"
    assert record.moves[before] == move


def test_two_players_one_computer_to_the_end(desk: Driver, sc: SetCubedGame) -> None:
    desk.click("homeNewGame")
    desk.click("game_set-cubed")
    desk.click("seats_1")  # "Solo (app mode)": you against the computer
    assert "app mode" in desk.text("seats_1")
    assert "not an official rule" in desk.text("scSoloNote")
    assert "approximations" in desk.text("scApproxOption")
    desk.click("seedField")
    desk.type_text("31")
    desk.click("startGame")
    assert desk.has("setCubedTable")
    record = sc.record
    assert record is not None and record.setup.seed == 31
    assert [p.bot for p in record.setup.players] == [None, "greedy"]
    assert record.setup.extra_roll_seconds == 0  # the EXTRA ROLL timer is off by default
    assert "approximations" in desk.text("scApproxNote")

    chooser = make_bot("greedy", seed=3)
    kinds: set[MoveKind] = set()
    clicked = 0
    while True:
        wait_for_human(desk, sc)
        if sc.property("finished"):
            break
        assert not sc.turn.property("handOver"), "one human: no hand-over screens"
        state = sc.state
        assert state is not None and state.decider == 0
        move = chooser.choose(state, RULES.legal_moves(state))
        kinds.add(move.kind)
        play_by_clicks(desk, sc, move)
        clicked += 1
        assert clicked < 200

    state = sc.state
    assert state is not None and state.phase == Phase.GAME_OVER
    print(f"clicked {clicked} of {len(record.moves)} moves, kinds {sorted(kinds)}, "
          f"rounds {state.round}, totals {[p.total for p in state.players]}")
    assert clicked >= 8
    assert {MoveKind.PLACE, MoveKind.EXTRA_ROLL} <= kinds
    computer = [m for m in record.moves if m.kind == MoveKind.PLACE]
    assert len(computer) > clicked / 2  # the computer placed dice too
    # What the players see at the end: totals per seat, the winner, the rounds.
    desk.wait_for_set_cubed_results()
    for seat, player in enumerate(state.players):
        assert desk.text(f"scFinalTotal_{seat}") == str(player.total)
    winners = RULES.winners(state)
    assert record.setup.players[winners[0]].name in desk.text("scWinners")
    assert len(sc.results.property("roundScores")) == state.round
    # The game the player clicked is the game the engine replays.
    again = replay(record)
    assert [p.round_points for p in again.players] == [p.round_points for p in state.players]
    assert again.board == state.board
    assert sc.log.lines()[-1] == "Game over"
    assert any("hand is empty" in line for line in sc.log.lines())
    assert sc.property("notice") == "", "no 'last round' warning once the game is over"
    desk.click("scResultsLook")
    assert desk.has("scShowResults")


def _position(seed: int, want) -> tuple[SetCubedSetup, list[Move]]:
    """Moves of a greedy 2-player game (seat 1 a computer) up to the first position ``want``
    accepts with seat 0 deciding."""
    setup = SetCubedSetup(players=[PlayerSetup(name="Anna"),
                                   PlayerSetup(name="Computer", bot="greedy")], seed=seed)
    state = RULES.new_game(setup)
    bot = make_bot("greedy")
    moves: list[Move] = []
    while state.phase != Phase.GAME_OVER:
        if state.decider == 0 and want(state):
            return setup, moves
        move = bot.choose(state, RULES.legal_moves(state))
        state = RULES.apply(state, move)
        moves.append(move)
    raise LookupError("no such position")


def _find(want, seeds=range(1, 200)) -> tuple[SetCubedSetup, list[Move]]:
    for seed in seeds:
        try:
            return _position(seed, want)
        except LookupError:
            continue
    raise LookupError("no seed gives that position")


def _resume(sc: SetCubedGame, desk: Driver, setup: SetCubedSetup, moves: list[Move]) -> None:
    from cleverdesk.setcubed import SetCubedRecord
    sc.resume(SetCubedRecord(setup=setup, data=RULES.ref, moves=moves))
    desk.qtbot.waitUntil(lambda: desk.has("setCubedTable"))
    wait_for_human(desk, sc)
    assert sc.turn.property("humanToMove")


def _two_dice_turn(state) -> Move | None:
    turns = [m for m in RULES.turns_for(state, 0) if len(m.placements) == 2
             and all(p.declared is None for p in m.placements)]
    return turns[0] if turns else None


def test_live_preview_follows_the_clicks(desk: Driver, sc: SetCubedGame) -> None:
    setup, moves = _find(lambda s: s.phase == Phase.PLACE and s.round >= 2
                         and _two_dice_turn(s) is not None)
    _resume(sc, desk, setup, moves)
    state = sc.state
    assert state is not None
    turn = _two_dice_turn(state)
    assert turn is not None
    assert not desk.has("scPreview")
    assert not desk.item("scEndTurn").isEnabled()

    first, second = turn.placements
    desk.click(f"scHand_{first.die}")
    desk.click(cell(desk, first.row, first.column))
    alone = RULES.check_turn(state, [first], 0)
    assert desk.has("scPreview")
    assert sc.preview.property("legal") == alone.legal
    assert cell(desk, first.row, first.column).property("pending")

    desk.click(f"scHand_{second.die}")
    desk.click(cell(desk, second.row, second.column))
    both = RULES.check_turn(state, turn.placements, 0)
    assert both.legal and sc.preview.property("legal")
    assert f"→ {both.points} point" in desk.text("scPreview")
    assert desk.text("scPreview").startswith("✔ Legal")
    for trio in both.new_sets:  # every new SET is outlined on the board
        rows = max(c[0] for c in trio) - min(c[0] for c in trio) + 1
        top = (min(c[0] for c in trio), min(c[1] for c in trio))
        assert desk.has(f"sc_set_{top[0]}_{top[1]}_{rows}")
        for c in trio:
            assert cell(desk, *c).property("inSet")
    for c, _ in both.bonus:
        assert cell(desk, *c).property("payBonus")
    assert desk.item("scEndTurn").isEnabled()

    # A click on a die of this turn takes it back; the preview follows.
    desk.click(cell(desk, second.row, second.column))
    assert len(sc.pending) == 1
    assert not cell(desk, second.row, second.column).property("pending")
    assert sc.preview.property("legal") == alone.legal

    # A die far from every other die lies in no SET: the preview says why, End turn is off.
    taken = {t.cell for t in state.board} | {first.cell}
    lonely = next((r, c) for r in range(1, RULES.rows + 1) for c in range(1, RULES.columns + 1)
                  if all(abs(r - tr) + abs(c - tc) > 3 for tr, tc in taken))
    desk.click(f"scHand_{second.die}")
    desk.click(cell(desk, *lonely))
    assert not sc.preview.property("legal")
    assert reason_text(RULES.check_turn(state, sc.pending, 0).reason) in desk.text("scPreview")
    assert desk.text("scPreview").startswith("✘ Not yet legal")
    assert not desk.item("scEndTurn").isEnabled()
    desk.click("scEndTurn") if desk.item("scEndTurn").isEnabled() else None
    assert sc.state is state  # nothing was played

    desk.click("scTakeBack")
    assert sc.pending == [] and not desk.has("scPreview")
    # The real turn, by clicks, is played and scored as previewed.
    before = state.players[0].total
    click_placements(desk, sc, turn)
    desk.click("scEndTurn")
    assert sc.record is not None and sc.record.moves[len(moves)] == turn
    after = RULES.apply(state, turn)  # the computer may already have answered
    assert after.players[0].total == before + both.points
    assert sc.state is not None and sc.state.players[0].total >= after.players[0].total


def _wild_turn(state) -> Move | None:
    faces = {h.die: h.face for h in state.players[0].hand}
    turns = [m for m in RULES.turns_for(state, 0) if len(m.placements) == 1
             and faces[m.placements[0].die] == WILD]
    return turns[0] if turns else None


def test_wild_dialog_by_clicking(desk: Driver, sc: SetCubedGame) -> None:
    setup, moves = _find(lambda s: s.phase == Phase.PLACE and s.board
                         and _wild_turn(s) is not None)
    _resume(sc, desk, setup, moves)
    state = sc.state
    assert state is not None
    turn = _wild_turn(state)
    assert turn is not None
    place = turn.placements[0]
    assert place.declared is not None

    desk.click(f"scHand_{place.die}")
    desk.click(cell(desk, place.row, place.column))
    assert desk.has("scWildDialog") and sc.input.property("wildAsking")
    options = sc.input.property("wildOptions")
    assert len(options) == 27
    completing = [o["code"] for o in options if o["completes"]]
    assert place.declared in completing
    assert [o["code"] for o in options[:len(completing)]] == completing  # they come first
    assert sc.pending == []

    desk.click("wildCancel")  # the WILD stays in the hand
    assert not desk.has("scWildDialog") and sc.pending == []

    # A symbol that completes no SET there can be declared: the preview says it does not fit.
    wrong = next(o["code"] for o in options if not o["completes"])
    desk.click(f"scHand_{place.die}")
    desk.click(cell(desk, place.row, place.column))
    desk.click(f"wildOption_{wrong}")
    assert not sc.preview.property("legal")
    desk.click(cell(desk, place.row, place.column))  # take it back
    assert sc.pending == []

    desk.click(f"scHand_{place.die}")
    desk.click(cell(desk, place.row, place.column))
    desk.click(f"wildOption_{place.declared}")
    square = cell(desk, place.row, place.column)
    assert square.property("wild") and square.property("face") == place.declared
    check = RULES.check_turn(state, turn.placements, 0)
    assert sc.preview.property("legal") and sc.preview.property("points") == check.points
    # R1: the WILD itself scores 0 in the turn it is placed.
    assert check.set_points == 2 * len(check.new_sets)
    desk.click("scEndTurn")
    assert sc.record is not None and sc.record.moves[len(moves)] == turn
    tile = next(t for t in sc.state.board if t.cell == place.cell)
    assert tile.wild and tile.face == place.declared


def test_hand_over_between_two_humans(desk: Driver, sc: SetCubedGame) -> None:
    setup = SetCubedSetup(players=[PlayerSetup(name="Anna"), PlayerSetup(name="Ben")], seed=8)
    sc.start_setup(setup)
    desk.qtbot.waitUntil(lambda: desk.has("setCubedTable"))
    state = sc.state
    assert state is not None
    opener = setup.players[state.first_player].name
    assert desk.has("scHandOver")
    assert opener in desk.text("scHandOverContinue")
    assert not sc.turn.property("humanToMove")
    desk.click("scHandOverContinue")
    assert sc.turn.property("humanToMove") and sc.property("phase") == "opening"
    assert sc.turn.property("handTitle") == f"{typed(opener)}'s hand"
    opening = RULES.legal_moves(state)[0]
    play_by_clicks(desk, sc, opening)
    assert sc.state is not None and sc.state.phase != Phase.OPENING
    assert desk.has("scHandOver")  # the other player is next
    other = setup.players[1 - state.first_player].name
    assert other in desk.text("scHandOverContinue")
    desk.key(Qt.Key.Key_Return)
    assert sc.turn.property("humanToMove")
    assert sc.turn.property("handTitle") == f"{typed(other)}'s hand"


def test_extra_roll_timer_runs_out(desk: Driver, sc: SetCubedGame) -> None:
    setup, moves = _find(lambda s: s.phase == Phase.EXTRA_ROLL)
    setup = setup.model_copy(update={"extra_roll_seconds": 1})
    _resume(sc, desk, setup, moves)
    assert sc.turn.property("extraRollStep")
    state = sc.state
    assert state is not None
    die = state.players[0].hand[0].die
    desk.click(f"scHand_{die}")  # chosen, but time runs out before Roll
    assert sc.turn.property("chosenCount") == 1
    desk.qtbot.waitUntil(lambda: sc.record is not None and len(sc.record.moves) > len(moves),
                         timeout=5_000)
    assert sc.record is not None
    assert sc.record.moves[len(moves)] == Move(MoveKind.EXTRA_ROLL)  # R11: no re-roll
    assert "Time is up" in sc.property("notice")


def test_drag_a_die_onto_the_board(desk: Driver, sc: SetCubedGame) -> None:
    setup, moves = _find(lambda s: s.phase == Phase.PLACE and s.board
                         and _two_dice_turn(s) is not None)
    _resume(sc, desk, setup, moves)
    state = sc.state
    assert state is not None
    turn = _two_dice_turn(state)
    assert turn is not None
    p = turn.placements[0]
    source = desk.item(f"scHand_{p.die}")
    target = cell(desk, p.row, p.column)
    start = source.mapToScene(QPointF(source.width() / 2, source.height() / 2)).toPoint()
    end = target.mapToScene(QPointF(target.width() / 2, target.height() / 2)).toPoint()
    bot = desk.qtbot
    bot.mousePress(desk.window, Qt.MouseButton.LeftButton, pos=start)
    for k in range(1, 11):
        point = start + (end - start) * (k / 10)
        bot.mouseMove(desk.window, pos=point)
        bot.wait(10)
    bot.mouseRelease(desk.window, Qt.MouseButton.LeftButton, pos=end)
    desk.settle()
    assert [(q.die, q.cell) for q in sc.pending] == [(p.die, p.cell)]
    assert target.property("pending")


def test_computer_thinks_off_the_gui_thread_with_a_visible_pause(
        desk: Driver, sc: SetCubedGame, monkeypatch: pytest.MonkeyPatch) -> None:
    import threading
    import time

    from cleverdesk.setcubed.bots import GreedyBot

    threads: list[threading.Thread] = []

    class Watched(GreedyBot):
        def choose(self, state, legal_moves):
            threads.append(threading.current_thread())
            return super().choose(state, legal_moves)

    desk.desk.setProperty("botPauseMs", 400)
    setup = SetCubedSetup(players=[PlayerSetup(name="Anna"),
                                   PlayerSetup(name="Computer", bot="greedy")], seed=4)
    monkeypatch.setattr("cleverdesk.ui.setcubed.computer_seats.make_bot",
                        lambda name, seed=0: Watched(seed))  # the same bot, watched
    sc.start_setup(setup)
    state = sc.state
    assert state is not None
    if state.decider == 0:  # the human opens first: by clicks
        wait_for_human(desk, sc)
        play_by_clicks(desk, sc, RULES.legal_moves(state)[0])
    assert sc.record is not None
    moves = len(sc.record.moves)
    started = time.monotonic()
    assert sc.status.property("computerDeciding")
    assert desk.has("scThinking")  # the pause is visible
    assert "thinking" in desk.text("scPrompt")
    desk.qtbot.waitUntil(lambda: len(sc.record.moves) > moves, timeout=10_000)
    assert time.monotonic() - started >= 0.35
    assert threads and all(t is not threading.main_thread() for t in threads)


def test_a_wild_turn_by_keyboard(desk: Driver, sc: SetCubedGame) -> None:
    setup, moves = _find(lambda s: s.phase == Phase.PLACE and s.board
                         and _wild_turn(s) is not None)
    _resume(sc, desk, setup, moves)
    state = sc.state
    assert state is not None
    turn = _wild_turn(state)
    assert turn is not None
    place = turn.placements[0]
    hand = [h.die for h in state.players[0].hand]
    desk.key(Qt.Key(Qt.Key.Key_0.value + hand.index(place.die) + 1))
    assert sc.turn.property("selectedDie") == place.die
    for _ in range(RULES.rows):
        desk.key(Qt.Key.Key_Up)
    for _ in range(RULES.columns):
        desk.key(Qt.Key.Key_Left)
    for _ in range(place.row - 1):
        desk.key(Qt.Key.Key_Down)
    for _ in range(place.column - 1):
        desk.key(Qt.Key.Key_Right)
    assert cell(desk, place.row, place.column).property("cursor")
    desk.key(Qt.Key.Key_Return)
    assert desk.has("scWildDialog")
    codes = [o["code"] for o in sc.input.property("wildOptions")]
    for _ in range(codes.index(place.declared)):
        desk.key(Qt.Key.Key_Right)
    desk.key(Qt.Key.Key_Return)
    assert not desk.has("scWildDialog")
    assert sc.pending == list(turn.placements)
    assert sc.preview.property("legal")
    desk.key(Qt.Key.Key_E)
    assert sc.record is not None and sc.record.moves[len(moves)] == turn


def test_rules_page_zoom_and_leaving(desk: Driver, sc: SetCubedGame) -> None:
    sc.start_setup(SetCubedSetup(players=[PlayerSetup(name="Anna"),
                                          PlayerSetup(name="Computer", bot="greedy")], seed=5))
    desk.qtbot.waitUntil(lambda: desk.has("setCubedTable"))
    board = desk.item("scBoard")
    desk.click("scZoomIn")
    desk.click("scZoomIn")
    assert board.property("zoom") > 1.5 and desk.text("scZoom") == "156 %"
    desk.click("scZoomFit")
    assert board.property("zoom") == 1
    desk.click("scRules")
    assert desk.has("setCubedRulesScreen")
    assert "approximations" in desk.text("scRulesApprox")
    assert "app mode, not an official rule" in desk.text("scRulesText")
    desk.key(Qt.Key.Key_Escape)
    assert desk.has("setCubedTable")
    desk.click("scLeave")
    assert desk.has("scConfirmLeave")
    desk.click("scLeaveConfirm")
    assert desk.has("homeScreen") and not sc.property("running")

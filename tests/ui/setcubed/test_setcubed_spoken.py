"""Screen readers at the SET Cubed table: every board square, hand die and player row has a
role and a name that says what a sighted player sees, and moves are announced (the turn's
score and SETs, the dice rolled; the hand-over is heard in scripts/atspi_check.py)."""

from __future__ import annotations

from PySide6.QtGui import QAccessible
from PySide6.QtQuick import QQuickItem

from cleverdesk.setcubed import MoveKind, PlayerSetup, SetCubedSetup, get_rules
from cleverdesk.setcubed.bots import make_bot
from cleverdesk.typed_text import typed
from cleverdesk.ui.setcubed.desk import SetCubedGame
from cleverdesk.ui.setcubed.words import face_text
from tests.ui.driver import Driver, walk_visible

RULES = get_rules()


def _accessible(item: QQuickItem) -> tuple[QAccessible.Role, str]:
    face = QAccessible.queryAccessibleInterface(item)
    assert face is not None, item.objectName()
    return face.role(), face.text(QAccessible.Text.Name)


def _start(desk: Driver, sc: SetCubedGame, seed: int = 2) -> None:
    sc.start_setup(SetCubedSetup(players=[PlayerSetup(name="Anna"),
                                          PlayerSetup(name="Bo", bot="greedy")], seed=seed))
    desk.qtbot.waitUntil(lambda: sc.turn.property("humanToMove") or sc.property("finished"),
                         timeout=30_000)
    desk.settle()


def test_squares_hand_dice_and_players_say_what_a_sighted_player_sees(
        desk: Driver, sc: SetCubedGame) -> None:
    _start(desk, sc)
    state = sc.state
    assert state is not None and state.decider == 0
    hand = state.players[0].hand
    for key, die in enumerate(hand, start=1):
        role, name = _accessible(desk.item(f"scHand_{die.die}"))
        assert role == QAccessible.Role.Button
        assert name == f"Hand die {key}, {face_text(die.face)}", name
    squares = [item for item in walk_visible(desk.item("scBoard"))
               if item.objectName().startswith("sc_cell_")]
    assert len(squares) == RULES.rows * RULES.columns
    for square in squares:
        role, name = _accessible(square)
        assert role == QAccessible.Role.Cell and name.startswith("row "), name
    bonus = next(cell for cell, value in RULES.board.bonus.items()
                 if not any(t.cell == cell for t in state.board))
    name = _accessible(desk.item(f"sc_cell_{bonus[0]}_{bonus[1]}"))[1]
    assert name == f"row {bonus[0]}, column {bonus[1]} · bonus square " \
                   f"+{RULES.board.bonus[bonus]}", name
    role, name = _accessible(desk.item("scSeat_1"))
    assert role == QAccessible.Role.ListItem
    assert name.startswith("Bo, computer, ") and " point" in name and "hand: " in name, name
    # the turn being built: a chosen die, the squares it may go to, a die placed
    bot = make_bot("greedy", seed=1)
    move = bot.choose(state, RULES.legal_moves(state))
    assert move.kind == MoveKind.PLACE
    first = move.placements[0]
    desk.click(f"scHand_{first.die}")
    assert _accessible(desk.item(f"scHand_{first.die}"))[1].endswith(", chosen")
    hinted = [s for s in squares if s.property("hint") and s.property("face") == ""]
    assert hinted and all(_accessible(s)[1].endswith("the chosen die completes a SET here")
                          for s in hinted)
    desk.click(f"sc_cell_{first.row}_{first.column}")
    if desk.has("scWildDialog"):
        desk.click(f"wildOption_{first.declared}")
    name = _accessible(desk.item(f"sc_cell_{first.row}_{first.column}"))[1]
    assert "placed this turn" in name, name
    assert _accessible(desk.item(f"scHand_{first.die}"))[1].endswith(", placed on the board")


def test_a_turn_and_the_dice_rolled_are_announced(
        desk: Driver, sc: SetCubedGame) -> None:
    said: list[str] = []
    sc.property("announcer").announced.connect(said.append)
    _start(desk, sc)
    bot = make_bot("greedy", seed=1)
    for _ in range(6):
        state = sc.state
        assert state is not None
        if state.decider == 0:
            sc.apply_move(bot.choose(state, RULES.legal_moves(state)))
        desk.qtbot.waitUntil(lambda: sc.turn.property("humanToMove") or sc.property("finished"),
                             timeout=30_000)
    assert any(text.startswith(f"{typed('Anna')} placed ") and "→" in text for text in said), said
    assert any(text.startswith(f"{typed('Bo')} placed ") or text.startswith(f"{typed('Bo')} passes")
               for text in said), said
    assert any("Anna rolled: " in text for text in said), said
    assert any("Bo rolled: " in text for text in said), said

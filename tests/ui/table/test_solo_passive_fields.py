"""Solo, the passive turn: the sheet's dice fields keep showing the dice the player chose in the
active turn (take green, then purple: G and P, not the passive throw's high dice), and the tray
names its middle row for what lies there now: the passive throw's three high dice."""

from __future__ import annotations

from cleverdesk.engine import GameSetup, MoveKind, Phase, PlayerSetup
from cleverdesk.layout import Kind
from cleverdesk.ui.table.sheet_model import ROLES
from tests.ui.driver import Driver

GSC = "ganz-schoen-clever"


def _sheet_fields(desk: Driver) -> list[str]:
    sheet = desk.game.main_sheet
    return [str(sheet.data(sheet.index(i), ROLES["mark"]))
            for i, e in enumerate(sheet.elements) if e.kind == Kind.DICE_FIELD]


def _pick(desk: Driver, die: str | None) -> str:
    moves = [m for m in desk.game.legal if m.kind == MoveKind.PICK
             and (die is None or m.die == die)]
    assert moves, f"no {die} to take"
    desk.play_by_clicks(moves[0])
    desk.settle()
    return str(moves[0].die)


def test_the_passive_turn_shows_the_dice_you_chose(desk: Driver) -> None:
    for seed in range(1, 60):  # a game whose first rolls offer green, then purple
        desk.game.start_setup(GameSetup(game=GSC, players=[PlayerSetup(name="Anna")], seed=seed))
        desk.settle()
        if not any(m.die == "green" for m in desk.game.legal):
            continue
        _pick(desk, "green")
        if any(m.die == "purple" and m.kind == MoveKind.PICK for m in desk.game.legal):
            break
    assert desk.text("trayRowTitle1") == "Dice fields"
    chosen = ["green", _pick(desk, "purple")]
    while desk.game.state.phase == Phase.ACTIVE_ROLL and desk.game.state.decider == 0 \
            and any(m.kind == MoveKind.PICK for m in desk.game.legal):
        chosen.append(_pick(desk, None))
    while desk.game.state.phase == Phase.ACTIVE_WINDOW:
        desk.click("endWindowButton")
        desk.settle()
    state = desk.game.state
    assert state.phase == Phase.PASSIVE_PICK
    assert _sheet_fields(desk)[:len(chosen)] == chosen  # the dice taken, in their fields
    high = [d for d in state.fields if d]
    assert desk.text("trayRowTitle1") == "Passive throw: the three high dice"
    for die in high:  # the passive throw's high dice lie in that row of the tray
        assert desk.item(f"die_{die}").property("place") == "field"

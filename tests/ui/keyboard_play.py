"""Play at the desk with key events only, the way a player without a mouse does: number keys
take dice, Tab walks the lit cells, Enter fills in, Tab/Enter answer "What goes here?", letters
for the actions. A bot only *chooses* the move; every move is made by keys."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt

from cleverdesk.engine import Move, MoveKind
from cleverdesk.engine.bots import make_bot
from tests.ui.driver import Driver, walk

LETTERS = {MoveKind.REROLL: Qt.Key.Key_R, MoveKind.FORFEIT: Qt.Key.Key_F,
           MoveKind.DECLINE: Qt.Key.Key_N, MoveKind.END_WINDOW: Qt.Key.Key_D,
           MoveKind.SKIP: Qt.Key.Key_S}


def focused(desk: Driver) -> str:
    item = desk.window.activeFocusItem()
    return item.objectName() if item is not None else ""


def tab_to(desk: Driver, name: str, limit: int = 60) -> None:
    for _ in range(limit):
        if focused(desk) == name:
            return
        desk.key(Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reached {name!r} (last: {focused(desk)!r})")


def keyboard_moves(legal: list[Move]) -> list[Move]:
    """The legal moves as keys reach them: S lets the first optional bonus go, not another."""
    skips = [m for m in legal if m.kind == MoveKind.SKIP]
    return [m for m in legal if m.kind != MoveKind.SKIP or m is skips[0]]


def start_by_keys(desk: Driver, game: str, seed: str) -> None:
    """From the home screen to the table: Tab, the arrows, Space, typing and Enter only."""
    tab_to(desk, "homeNewGame")
    desk.key(Qt.Key.Key_Return)
    for _ in range(6):  # the list of games: the keys start on the game chosen, Down goes on
        if focused(desk) == f"game_{game}":
            break
        desk.key(Qt.Key.Key_Down)
    assert focused(desk) == f"game_{game}"
    desk.key(Qt.Key.Key_Space)
    tab_to(desk, "seedField")
    desk.type_text(seed)
    desk.key(Qt.Key.Key_Return)
    assert desk.game.property("running") and desk.game.state.game == game


def _cursor_cell(desk: Driver) -> tuple[str, int] | None:
    for item in walk(desk.item("mainSheet")):
        name = item.objectName()
        if name.startswith("sheet_cell_") and item.property("focused") and item.property("lit"):
            _, _, area, cell = name.split("_")
            return area, int(cell)
    return None


def _cursor_to(desk: Driver, area: str, cell: int) -> None:
    for _ in range(200):
        desk.settle()
        if _cursor_cell(desk) == (area, cell):
            return
        desk.key(Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never lit {area} {cell}")


def _answer_choice(desk: Driver, move: Move, before: int) -> None:
    record = desk.game.record
    if record is not None and len(record.moves) > before:
        return  # Enter was the move itself
    assert desk.has("choicePanel"), f"{move}: Enter neither played nor asked"
    wanted = desk.game.legal.index(move)
    ids = [choice["id"] for choice in desk.game.property("choice").property("choices")]
    for _ in range(ids.index(wanted)):
        desk.key(Qt.Key.Key_Tab)
    desk.key(Qt.Key.Key_Return)


def play_by_keys(desk: Driver, move: Move) -> None:
    before = len(desk.game.record.moves)
    kind = move.kind
    if kind in (MoveKind.PICK, MoveKind.EXTRA_DIE, MoveKind.RETURN):
        if kind == MoveKind.EXTRA_DIE and before % 2 == 0:
            desk.key(Qt.Key.Key_E)  # sometimes announce the +1 first, as a player might
        desk.settle()
        number = str(desk.item(f"die_{move.die}").property("key"))
        assert number, f"{move}: the die has no key"
        desk.key(Qt.Key(Qt.Key.Key_0 + int(number)))
        if kind != MoveKind.RETURN:
            assert desk.game.property("selectedDie") == move.die
    if kind in (MoveKind.PICK, MoveKind.EXTRA_DIE, MoveKind.BONUS):
        assert move.area is not None and move.cell is not None
        _cursor_to(desk, move.area, move.cell)
        desk.key(Qt.Key.Key_Return)
        _answer_choice(desk, move, before)
    elif kind in LETTERS:
        desk.key(LETTERS[kind])
    record = desk.game.record
    assert record is not None and len(record.moves) > before, f"{move} was not played"
    assert record.moves[before] == move


def play_by_keys_until(desk: Driver, done: Callable[[], bool], max_moves: int = 600,
                       kinds: set[MoveKind] | None = None) -> int:
    """Keys only until ``done()`` (or the game's end); returns the number of moves made."""
    chooser = make_bot("greedy", seed=5)
    made = 0
    while not done():
        desk.wait_for_human_or_end()
        if desk.game.property("finished"):
            break
        if desk.game.property("handOver"):
            desk.key(Qt.Key.Key_Return)
            continue
        move = chooser.choose(desk.game.state, keyboard_moves(desk.game.legal))
        play_by_keys(desk, move)
        if kinds is not None:
            kinds.add(move.kind)
        made += 1
        assert made < max_moves
    return made

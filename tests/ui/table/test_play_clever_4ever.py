"""Clever 4ever at the desk, through the real QML: each of its own
interactions (a grey sub-area with the cells it crosses, green upper or lower triangle, polish
silver shown before it is spent, the blue/white pairing) clicked the way a player would.

A greedy bot only *chooses* what to click; the situations are found with the engine first and
then reached at the desk by playing the same moves. Whole games by clicks, the same for every
game, are in test_play_each_game.py.
"""

from __future__ import annotations

from collections.abc import Callable

from cleverdesk.engine import GameState, Move, MoveKind, Phase, get_rules
from tests.ui import sequel_play
from tests.ui.driver import Driver

GAME = "clever-4ever"
RULES = get_rules(GAME)


def _reach(condition: Callable[[GameState, list[Move]], bool], players: int = 1,
           seeds: range = range(1, 120)) -> tuple[int, list[Move]]:
    return sequel_play.reach(GAME, condition, players, seeds)


def _start_at(desk: Driver, seed: int, moves: list[Move]) -> GameState:
    return sequel_play.start_at(desk, GAME, seed, moves, name="Eve")


# ---------------------------------------------------------------------------- situations
_free = sequel_play.free_to_decide


def test_grey_sub_areas_light_every_cell_they_would_cross(desk: Driver) -> None:
    grey = RULES.areas["grey"]

    def several(state: GameState, legal: list[Move]) -> bool:
        anchors = {m.cell for m in legal if m.kind == MoveKind.PICK and m.die == "grey"
                   and m.area == "grey" and m.value is None}
        return _free(state) and state.phase == Phase.ACTIVE_ROLL and len(anchors) >= 2 and any(
            grey.sub_area_of(a).size >= 2 for a in anchors)  # type: ignore[attr-defined]

    seed, moves = _reach(several)
    _start_at(desk, seed, moves)
    desk.click("die_grey")
    picks = [m for m in desk.game.legal if m.kind == MoveKind.PICK and m.die == "grey"
             and m.area == "grey" and m.value is None]
    subs = {m.cell: grey.sub_area_of(m.cell) for m in picks}  # type: ignore[attr-defined]
    lit = {cell for area, cell in desk.lit_cells() if area == "grey"}
    assert lit >= {c for sub in subs.values() for c in sub.cells}
    # every cell of a lit sub-area shows, faintly, the cross it would get
    anchor, sub = next((a, s) for a, s in subs.items() if s.size >= 2)
    for cell in sub.cells:
        assert desk.cell("grey", cell).property("preview") == "✕"
    # a click on any cell of the sub-area (not only the one that names it) crosses all of it
    other = next(c for c in sub.cells if c != anchor)
    desk.click(desk.cell("grey", other))
    after = desk.game.state
    assert after is not None
    assert all(after.players[0].marks["grey"][c] for c in sub.cells)
    assert desk.game.record.moves[-1].cell == anchor


def test_green_takes_the_upper_or_the_lower_triangle(desk: Driver) -> None:
    def both(state: GameState, legal: list[Move]) -> bool:
        cells = {m.cell for m in legal if m.kind == MoveKind.PICK and m.die == "green"
                 and m.value is None}
        return _free(state) and state.phase == Phase.ACTIVE_ROLL and len(cells) == 2

    seed, moves = _reach(both)
    state = _start_at(desk, seed, moves)
    desk.click("die_green")
    lit = sorted(cell for area, cell in desk.lit_cells() if area == "green")
    assert len(lit) == 2 and lit[0] < 11 <= lit[1]  # one upper, one lower triangle
    face = state.faces["green"]
    for cell in lit:
        assert desk.cell("green", cell).property("preview") == str(face)
    lower = lit[1]
    desk.click(desk.cell("green", lower))
    after = desk.game.state
    assert after is not None and after.players[0].marks["green"][lower] == face
    assert after.players[0].marks["green"][lit[0]] == 0
    assert desk.cell("green", lower).property("mark") == str(face)


def test_polish_is_shown_step_by_step_before_it_is_spent(desk: Driver) -> None:
    def polishing(state: GameState, legal: list[Move]) -> bool:
        return _free(state) and state.phase == Phase.PASSIVE_PICK and any(
            m.kind == MoveKind.PICK and m.value is not None and m.area != "grey" for m in legal)

    seed, moves = _reach(polishing)
    state = _start_at(desk, seed, moves)
    move = next(m for m in desk.game.legal if m.kind == MoveKind.PICK and m.value is not None
                and m.area != "grey")
    assert move.die is not None and move.area is not None and move.cell is not None
    face = state.faces[move.die]
    desk.click(f"die_{move.die}")
    desk.click(desk.cell(move.area, move.cell))
    assert desk.game.state is state  # nothing spent yet: the choice says what it costs
    assert desk.has("choicePanel")
    texts = [c["text"] for c in desk.game.property("choice").property("choices")]
    steps = abs(move.value - face)
    expected = f"{face} → {move.value} ({steps} action{'s' if steps > 1 else ''})"
    assert any(expected in text for text in texts), texts
    polish_before = state.players[0].tracks["polish"].used
    number = next(n for n, c in enumerate(desk.game.property("choice").property("choices"))
                  if desk.game.legal[c["id"]] == move)
    desk.click(f"choice_{number}")
    after = desk.game.state
    assert after is not None and desk.game.record.moves[-1] == move
    assert after.players[0].tracks["polish"].used == polish_before + RULES.polish_cost(  # type: ignore[attr-defined]
        state, move)
    assert any("polished" in line for line in desk.game.log.lines()[-8:])


def test_blue_pairs_the_blue_die_with_the_white_die(desk: Driver) -> None:
    blue = RULES.areas["blue"]

    def blue_pick(state: GameState, legal: list[Move]) -> bool:
        return _free(state) and state.phase == Phase.ACTIVE_ROLL and any(
            m.kind == MoveKind.PICK and m.die == "blue" for m in legal)

    seed, moves = _reach(blue_pick)
    state = _start_at(desk, seed, moves)
    desk.click("die_blue")
    expected = blue.cell(state.faces["blue"], state.faces["white"])  # type: ignore[attr-defined]
    assert ("blue", expected) in desk.lit_cells()
    assert desk.cell("blue", expected).property("preview") == "✕"
    desk.click(desk.cell("blue", expected))
    after = desk.game.state
    assert after is not None and after.players[0].marks["blue"][expected] == 1
    # the same pairing from the white die's side: row blue, column white
    if any(m.kind == MoveKind.PICK and m.die == "white" and m.area == "blue"
           for m in desk.game.legal):
        desk.click("die_white")
        cell = blue.cell(after.faces["blue"], after.faces["white"])  # type: ignore[attr-defined]
        assert ("blue", cell) in desk.lit_cells()

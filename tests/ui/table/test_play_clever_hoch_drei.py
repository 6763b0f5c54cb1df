"""Clever hoch Drei at the desk, through the real QML: each of its own
interactions (turquoise crosses for matching dice shown before and offered after, the yellow row
bound to the dice field, pink halve or multiply, the number joker) clicked the way a player
would.

A greedy bot only *chooses* what to click; the situations are found with the engine first and
then reached at the desk by playing the same moves. Whole games by clicks, the same for every
game, are in test_play_each_game.py.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt

from cleverdesk.engine import GameState, Move, MoveKind, Phase, get_rules
from tests.ui import sequel_play
from tests.ui.driver import Driver

GAME = "clever-hoch-drei"
RULES = get_rules(GAME)


def _reach(condition: Callable[[GameState, list[Move]], bool], players: int = 1,
           seeds: range = range(1, 120)) -> tuple[int, list[Move]]:
    return sequel_play.reach(GAME, condition, players, seeds)


def _start_at(desk: Driver, seed: int, moves: list[Move]) -> GameState:
    return sequel_play.start_at(desk, GAME, seed, moves, name="Eve")


# ---------------------------------------------------------------------------- situations
_free = sequel_play.free_to_decide


def test_turquoise_shows_and_then_offers_the_crosses_of_matching_dice(desk: Driver) -> None:
    turquoise = RULES.areas["turquoise"]

    def matching(state: GameState, legal: list[Move]) -> bool:
        if not _free(state) or state.phase != Phase.ACTIVE_ROLL:
            return False
        for m in legal:
            if m.kind == MoveKind.PICK and m.die == "turquoise" and m.value is None:
                face = state.faces["turquoise"]
                on_fields = [d for d in state.fields if d and d != "turquoise"
                             and state.faces[d] == face]
                open_cells = turquoise.placements(state.players[0].marks["turquoise"], face)
                if on_fields and len(open_cells) >= 3:
                    return True
        return False

    seed, moves = _reach(matching, seeds=range(1, 300))
    state = _start_at(desk, seed, moves)
    face = state.faces["turquoise"]
    desk.click("die_turquoise")
    lit = [cell for area, cell in desk.lit_cells() if area == "turquoise"]
    assert lit and all(cell % 6 == face - 1 for cell in lit)  # the column of the number
    # the cell under the cursor shows its cross, the others of the column a "+": the crosses
    # the matching dice on the dice fields may add
    cursor = next(c for c in lit if desk.cell("turquoise", c).property("focused"))
    assert desk.cell("turquoise", cursor).property("preview") == "✕"
    plus = [c for c in lit if desk.cell("turquoise", c).property("preview") == "+"]
    assert plus and cursor not in plus
    desk.key(Qt.Key.Key_Return)
    after = desk.game.state
    assert after is not None and after.players[0].marks["turquoise"][cursor]
    code = f"more_turquoise_{face}"
    assert code in after.players[0].pending
    assert desk.has("chainPanel") and "matching dice" in desk.text("optionalTitle")
    bonus = next(m for m in desk.game.legal if m.kind == MoveKind.BONUS and m.bonus == code)
    desk.play_by_clicks(bonus)
    crossed = desk.game.state
    assert crossed is not None and crossed.players[0].marks["turquoise"][bonus.cell]
    if code in crossed.players[0].pending:  # one more die matched: let it go
        desk.click(f"skip_{code}")
        assert code not in desk.game.state.players[0].pending


def test_yellow_row_follows_the_dice_field(desk: Driver) -> None:
    def yellow_later(state: GameState, legal: list[Move]) -> bool:
        return _free(state) and state.phase == Phase.ACTIVE_ROLL and state.roll_no >= 2 and any(
            m.kind == MoveKind.PICK and m.die == "yellow" and m.area == "yellow" for m in legal)

    seed, moves = _reach(yellow_later)
    state = _start_at(desk, seed, moves)
    row = state.roll_no  # roll 2 lands on dice field II: yellow row II
    desk.click("die_yellow")
    lit = [cell for area, cell in desk.lit_cells() if area == "yellow"]
    assert lit and all(cell // 6 == row - 1 for cell in lit)
    numeral = ("I", "II", "III")[row - 1]
    assert f"row {numeral} only" in desk.text("promptText")
    target = next(c for c in lit if not desk.game.legal[
        desk.cell("yellow", c).property("move")].value)
    desk.click(desk.cell("yellow", target))
    if desk.has("choicePanel"):  # a joker could also go there: take the die as rolled
        desk.click("choice_0")
    after = desk.game.state
    assert after is not None and after.players[0].marks["yellow"][target]
    assert after.fields[row - 1] == "yellow"


def test_pink_asks_halve_for_the_bonus_or_multiply(desk: Driver) -> None:
    def choice(state: GameState, legal: list[Move]) -> bool:
        return _free(state) and any(m.kind == MoveKind.PICK and m.area == "pink"
                                    and m.option == "points" and m.value is None
                                    and state.faces[m.die or ""] >= 3 for m in legal)

    seed, moves = _reach(choice)
    state = _start_at(desk, seed, moves)
    move = next(m for m in desk.game.legal if m.kind == MoveKind.PICK and m.area == "pink"
                and m.option == "points" and m.value is None and state.faces[m.die or ""] >= 3)
    assert move.die is not None and move.cell is not None
    face = state.faces[move.die]
    pink = RULES.areas["pink"]
    desk.click(f"die_{move.die}")
    desk.click(desk.cell("pink", move.cell))
    assert desk.game.state is state and desk.has("choicePanel")
    # the heading names the field as the sheet shows it, never "pink cell 4"
    assert desk.text("choiceTitle") == "What goes here? Pink, the next field"
    texts = [c["text"] for c in desk.game.property("choice").property("choices")]
    half = pink.written(move.cell, face)
    times = pink.times(move.cell, face)  # type: ignore[attr-defined]
    assert any(f"½: write {half} + bonus" in t for t in texts), texts
    assert any(f"×: write {times}, no bonus" in t for t in texts), texts
    desk.answer_choice(move, len(desk.game.record.moves))
    after = desk.game.state
    assert after is not None and after.players[0].marks["pink"][move.cell] == times
    bonus = next((e for e in desk.game.main_sheet.elements if e.kind == "bonus" and e.area == "pink"
                  and e.index == move.cell), None)
    if bonus is not None:  # the field's bonus is lost: crossed out, as on paper
        row = desk.game.main_sheet.elements.index(bonus)
        assert desk.game.main_sheet.row_value(row, "status") == "lost"
    cell_row = desk.game.main_sheet.row_of_cell("pink", move.cell)
    assert desk.game.main_sheet.row_value(cell_row, "status") == "struck"  # its "½" crossed out


def test_number_joker_chooses_the_number_and_shows_its_slot(desk: Driver) -> None:
    def joker(state: GameState, legal: list[Move]) -> bool:
        return _free(state) and any(m.kind == MoveKind.PICK and m.value is not None
                                    and m.area != "pink" for m in legal)

    seed, moves = _reach(joker)
    state = _start_at(desk, seed, moves)
    move = next(m for m in desk.game.legal if m.kind == MoveKind.PICK and m.value is not None
                and m.area != "pink")
    assert move.die is not None and move.area is not None and move.cell is not None
    desk.click(f"die_{move.die}")
    desk.click(desk.cell(move.area, move.cell))
    assert desk.game.state is state, "a joker is never spent without asking"
    texts = [c["text"] for c in desk.game.property("choice").property("choices")]
    wanted = f"{move.die} {state.faces[move.die]} as {move.value}"
    assert any(wanted in t and t.startswith("Joker “") for t in texts), texts
    jokers_before = state.players[0].tracks["joker"].used
    desk.answer_choice(move, len(desk.game.record.moves))
    after = desk.game.state
    assert after is not None and desk.game.record.moves[-1] == move
    assert after.players[0].tracks["joker"].used == jokers_before + 1
    slot = next(i for i in range(7) if after.players[0].counters.get("joker_used", 0) >> i & 1
                and not state.players[0].counters.get("joker_used", 0) >> i & 1)
    assert desk.item(f"sheet_slot_joker_{slot}").property("status") == "used"
    assert any("number joker" in line for line in desk.game.log.lines()[-8:])

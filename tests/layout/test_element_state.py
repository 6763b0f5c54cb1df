"""What a sheet element shows, as a player reads a sheet: a crossed cell, a circled bonus, a
struck-out bonus, a circled step of a scale, a used slot, the score row (no Qt)."""

from __future__ import annotations

from collections.abc import Callable

from cleverdesk.engine import (
    GameSetup,
    GameState,
    Move,
    MoveKind,
    Phase,
    PlayerSetup,
    get_rules,
)
from cleverdesk.engine.bots import make_bot
from cleverdesk.engine.model import Track
from cleverdesk.engine.simulate import play_game
from cleverdesk.layout import Element, Kind, sheet_geometry
from cleverdesk.layout.element_state import (
    ElementState,
    Mark,
    Status,
    blank_state,
    element_state,
    game_facts,
)

GSC, DSC, C3, C4E = "ganz-schoen-clever", "doppelt-so-clever", "clever-hoch-drei", "clever-4ever"


def new_game(game: str, players: int = 1) -> GameState:
    setup = GameSetup(game=game, players=[PlayerSetup(name=f"P{n}") for n in range(players)],
                      seed=1)
    return get_rules(game).new_game(setup)


def shown(state: GameState, e: Element, seat: int = 0) -> ElementState:
    return element_state(game_facts(get_rules(state.game), state, seat), e)


def find(game: str, kind: Kind, area: str = "", index: int | None = None,
         group: str | None = None) -> Element:
    return next(e for e in sheet_geometry(game).of_kind(kind)
                if (not area or e.area == area) and (index is None or e.index == index)
                and (group is None or e.group == group))


def played_until(game: str, wanted: Callable[[Move], bool],
                 avoided: Callable[[Move], bool] = lambda move: False) -> GameState:
    """A solo game of the greedy player up to the first move ``wanted`` allows, which it makes;
    before it the player makes no ``avoided`` move while it has another."""
    rules = get_rules(game)
    state = rules.new_game(GameSetup(game=game, players=[PlayerSetup(name="P")], seed=1))
    bot = make_bot("greedy", seed=1)
    while state.decider is not None:
        legal = rules.legal_moves(state)
        chosen = next((m for m in legal if wanted(m)), None)
        state = rules.apply(state, chosen or bot.choose(
            state, [m for m in legal if not avoided(m)] or legal))
        if chosen is not None:
            return state
    raise AssertionError("the game never offered that move")


def test_a_crossed_cell_shows_a_cross_an_open_one_nothing() -> None:
    state = new_game(GSC)
    cell = find(GSC, Kind.CELL, "blue", 3)
    assert shown(state, cell) == ElementState(Status.OPEN)
    state.players[0].marks["blue"][3] = 1
    assert shown(state, cell) == ElementState(Status.MARKED, Mark.CROSS)


def test_a_number_written_in_orange_shows_the_number() -> None:
    state = new_game(GSC)
    state.players[0].marks["orange"][0] = 5
    assert shown(state, find(GSC, Kind.CELL, "orange", 0)) == ElementState(
        Status.MARKED, Mark.NUMBER, "5")


def test_yellow_crosses_printed_on_the_sheet_show_before_anyone_writes() -> None:
    rules = get_rules(GSC)
    for cell in sorted(rules.areas["yellow"].premarked):
        e = find(GSC, Kind.CELL, "yellow", cell)
        assert shown(new_game(GSC), e) == ElementState(Status.PRE, Mark.PRINTED)
        assert blank_state(rules, e) == ElementState(Status.PRE, Mark.PRINTED)


def test_the_printed_blue_seven_of_clever_hoch_drei_is_not_crossed() -> None:
    seven = next(e for e in sheet_geometry(C3).of_kind(Kind.CELL)
                 if e.area == "blue" and e.text == "7")
    assert shown(new_game(C3), seven) == ElementState(Status.PRE)
    assert blank_state(get_rules(C3), seven) == ElementState(Status.PRE)


def test_a_blank_sheet_shows_no_mark_anywhere_else() -> None:
    rules = get_rules(GSC)
    for e in sheet_geometry(GSC).elements:
        if not (e.kind == Kind.CELL and e.index in rules.areas[e.area].premarked):
            assert blank_state(rules, e).mark == Mark.NONE, e


def test_doppelt_so_clever_yellow_is_circled_first_and_crossed_later() -> None:
    state = new_game(DSC)
    cell = find(DSC, Kind.CELL, "yellow", 0)
    first_step = find(DSC, Kind.SCALE, "yellow", 1)
    state.players[0].marks["yellow"][0] = 1
    assert shown(state, cell) == ElementState(Status.MARKED, Mark.CIRCLE)
    assert shown(state, first_step).status == Status.OPEN  # a circle is no cross yet
    state.players[0].marks["yellow"][0] = 2
    assert shown(state, cell) == ElementState(Status.MARKED, Mark.CIRCLE_CROSS)
    assert shown(state, first_step) == ElementState(Status.CURRENT, Mark.CIRCLE)


def test_a_bonus_is_circled_once_its_row_is_complete() -> None:
    state = new_game(GSC)
    bonus = find(GSC, Kind.BONUS, "yellow", group="r2")
    assert shown(state, bonus) == ElementState(Status.OPEN)
    (row,) = [g for g in get_rules(GSC).areas["yellow"].groups if g.name == "r2"]
    for cell in row.cells:
        state.players[0].marks["yellow"][cell] = 1
    assert shown(state, bonus) == ElementState(Status.EARNED, Mark.CIRCLE)


def test_the_step_of_a_count_is_circled_and_the_steps_behind_it_passed() -> None:
    state = new_game(GSC)
    for cell in range(3):
        state.players[0].marks["green"][cell] = 1
    stars = [find(GSC, Kind.POINTS, "green", n) for n in range(4)]
    assert [shown(state, e).status for e in stars] == [
        Status.PASSED, Status.PASSED, Status.CURRENT, Status.OPEN]
    assert shown(state, stars[2]).mark == Mark.CIRCLE


def test_points_taken_in_pink_strike_out_the_half_and_the_bonus() -> None:
    """Clever hoch drei: a pink field that takes points (× the star) loses its bonus."""
    rules = get_rules(C3)
    bonus_cells = set(rules.areas["pink"].cell_bonus)
    state = played_until(C3, lambda m: m.option == "points" and m.area == "pink"
                         and m.cell in bonus_cells)
    player = state.players[0]
    (cell,) = [c for c in bonus_cells if rules.took_points(player, "pink", c)]
    written = player.marks["pink"][cell]
    assert shown(state, find(C3, Kind.CELL, "pink", cell)) == ElementState(
        Status.STRUCK, Mark.NUMBER, str(written))
    icon = next(e for e in sheet_geometry(C3).of_kind(Kind.BONUS)
                if e.area == "pink" and e.index == cell and not e.group)
    assert shown(state, icon) == ElementState(Status.LOST, Mark.STRUCK)


def test_the_bonus_of_a_round_is_earned_as_the_round_begins() -> None:
    state = new_game(GSC)
    assert state.round == 1
    assert shown(state, find(GSC, Kind.BONUS, "round", 1)) == ElementState(
        Status.EARNED, Mark.CIRCLE)
    assert shown(state, find(GSC, Kind.BONUS, "round", 2)) == ElementState(Status.OPEN)
    assert shown(state, find(GSC, Kind.ROUND, index=1)) == ElementState(Status.CURRENT)
    assert shown(state, find(GSC, Kind.ROUND, index=2)) == ElementState(Status.FUTURE)


def test_rounds_are_crossed_off_as_they_are_played_the_last_when_the_game_ends() -> None:
    rules = get_rules(GSC)
    state, _ = play_game(rules, GameSetup(game=GSC, players=[
        PlayerSetup(name="P", bot="greedy")], seed=2))
    assert state.phase == Phase.GAME_OVER
    rounds = [shown(state, find(GSC, Kind.ROUND, index=n)) for n in range(1, 7)]
    assert rounds == [ElementState(Status.PAST, Mark.CROSS)] * 5 + [
        ElementState(Status.CURRENT, Mark.CROSS)]


def test_a_round_this_table_does_not_play_is_unused() -> None:
    state = new_game(C4E, players=3)  # three players play five rounds
    assert shown(state, find(C4E, Kind.ROUND, index=6)) == ElementState(Status.UNUSED)
    assert shown(state, find(C4E, Kind.ROUND, index=5)) == ElementState(Status.FUTURE)


def test_action_slots_are_circled_when_unlocked_and_crossed_when_used() -> None:
    state = new_game(GSC)
    state.players[0].tracks["reroll"] = Track(unlocked=2, used=1)
    slots = [shown(state, find(GSC, Kind.SLOT, "reroll", n)) for n in range(3)]
    assert slots == [ElementState(Status.USED, Mark.CIRCLE_CROSS),
                     ElementState(Status.AVAILABLE, Mark.CIRCLE), ElementState(Status.LOCKED)]


def test_a_joker_of_clever_hoch_drei_crosses_out_the_slot_it_used() -> None:
    """Number jokers are used in any order: a 4 crosses out the joker printed 4 and leaves the
    3 before it circled."""
    def joker(move: Move) -> bool:
        return move.kind in (MoveKind.PICK, MoveKind.EXTRA_DIE) and move.value is not None

    state = played_until(C3, lambda m: joker(m) and m.value == 4, avoided=joker)
    slots = [shown(state, find(C3, Kind.SLOT, "joker", n)) for n in range(7)]
    assert slots[0] == ElementState(Status.AVAILABLE, Mark.CIRCLE)  # the 3
    assert slots[1] == ElementState(Status.USED, Mark.CIRCLE_CROSS)  # the 4


def test_the_score_row_shows_each_area_the_foxes_and_the_total() -> None:
    rules = get_rules(DSC)
    state, _ = play_game(rules, GameSetup(game=DSC, players=[
        PlayerSetup(name="P", bot="greedy")], seed=4))
    player = state.players[0]
    expected = {**rules.area_scores(player), "fox_count": player.foxes,
                "fox_value": rules.fox_value(player), "total": rules.total(player)}
    for code, value in expected.items():
        box = next(e for e in sheet_geometry(DSC).of_kind(Kind.SCORE) if e.code == code)
        assert shown(state, box) == ElementState(Status.NONE, Mark.NUMBER, str(value)), code


def test_the_dice_fields_show_the_dice_on_the_active_players_sheet_only() -> None:
    rules = get_rules(GSC)
    state = rules.new_game(GameSetup(game=GSC, players=[PlayerSetup(name="A"),
                                                        PlayerSetup(name="B")], seed=3))
    bot = make_bot("greedy", seed=3)
    while not any(state.fields):
        state = rules.apply(state, bot.choose(state, rules.legal_moves(state)))
    fields = [find(GSC, Kind.DICE_FIELD, index=n) for n in range(3)]
    other = 1 - state.active
    assert [shown(state, e, state.active).value for e in fields] == [
        die or "" for die in state.fields]
    assert [shown(state, e, other) for e in fields] == [ElementState()] * 3

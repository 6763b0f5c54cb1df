"""Builders for the Clever 4ever engine tests: sheets in the rules file's notation (§8) and
states to act on."""

from __future__ import annotations

from collections.abc import Sequence

from cleverdesk.engine import (
    GameSetup,
    GameState,
    Move,
    MoveKind,
    Phase,
    PlayerSetup,
    PlayerState,
    get_rules,
)
from cleverdesk.engine.games._clever_4ever_areas import (
    BlueGrid,
    GreenFields,
    GreyShapes,
    PinkEffects,
    YellowRows,
)
from cleverdesk.engine.games.clever_4ever import Clever4ever
from cleverdesk.engine.model import Track

C4E = "clever-4ever"
DICE = ("white", "yellow", "blue", "grey", "green", "pink")
ROWS = {"top": 1, "middle": 2, "bottom": 3}


def rules() -> Clever4ever:
    r = get_rules(C4E)
    assert isinstance(r, Clever4ever)
    return r


def yellow_area() -> YellowRows:
    area = rules().areas["yellow"]
    assert isinstance(area, YellowRows)
    return area


def blue_area() -> BlueGrid:
    area = rules().areas["blue"]
    assert isinstance(area, BlueGrid)
    return area


def grey_area() -> GreyShapes:
    area = rules().areas["grey"]
    assert isinstance(area, GreyShapes)
    return area


def green_area() -> GreenFields:
    area = rules().areas["green"]
    assert isinstance(area, GreenFields)
    return area


def pink_area() -> PinkEffects:
    area = rules().areas["pink"]
    assert isinstance(area, PinkEffects)
    return area


# --- cell addresses in the rules file's notation ------------------------------------------------
def _rc(ref: str) -> tuple[int, int]:
    row, col = ref[1:].split("c")
    return int(row), int(col)


def Y(ref: str) -> int:  # short names read like the rules file
    """Yellow cell ``r2c3``."""
    row, col = _rc(ref)
    return (row - 1) * 5 + col - 1


def B(row: int, col: int) -> int:
    """Blue cell at row ``row`` (blue value), column ``col`` (white value)."""
    return (row - 1) * 6 + col - 1


def G(ref: str) -> int:
    """Grey cell ``r3c14``."""
    row, col = _rc(ref)
    return (row - 1) * 16 + col - 1


def SUB(sub_id: str) -> int:
    """The anchor cell that names grey sub-area ``G07`` in a move."""
    return grey_area().sub_area(sub_id).anchor


def UP(field: int) -> int:
    """Green upper triangle of field 1–11."""
    return field - 1


def LOW(field: int) -> int:
    """Green lower triangle of field 1–11."""
    return 11 + field - 1


def P(pos: int) -> int:
    """Pink field 1–12."""
    return pos - 1


# --- sheets ----------------------------------------------------------------------------------
def build_sheet(
    *,
    yellow: dict[str, Sequence[int]] | None = None,
    blue: Sequence[tuple[int, int]] = (),
    grey: Sequence[str] = (),
    green: dict[str, Sequence[int]] | None = None,
    pink: Sequence[int] = (),
    seat: int = 0,
) -> tuple[PlayerState, list[str]]:
    """A sheet written like the worked examples, entry by entry through the areas' own rules.

    Every entry is checked against the placement rules; the bonuses the entries fire are
    returned (unresolved) and the foxes among them are counted on the sheet, so foxes are
    derived from the marks as in §8.
    """
    player = rules().new_player(seat)
    fired: list[str] = []
    area_y = yellow_area()
    for name, values in (yellow or {}).items():
        row = ROWS[name] - 1
        for value in values:
            cell = area_y.accepts(player.marks["yellow"], row, value)
            assert cell is not None, f"yellow {name} cannot take {value}"
            fired += area_y.mark(player.marks["yellow"], cell, value)
    area_b = blue_area()
    for row, col in blue:
        cell = B(row, col)
        assert player.marks["blue"][cell] == 0, f"blue r{row}c{col} crossed twice"
        fired += area_b.mark(player.marks["blue"], cell, 1)
    area_g = grey_area()
    for sub_id in grey:
        anchor = SUB(sub_id)
        assert anchor in area_g.x_targets(player.marks["grey"]), f"{sub_id} not allowed now"
        fired += area_g.mark(player.marks["grey"], anchor, 1)
    area_gr = green_area()
    for name, values in (green or {}).items():
        lower = name == "lower"
        for value in values:
            cell = area_gr.next_cell(player.marks["green"], lower)
            assert cell is not None, f"green {name} is full"
            fired += area_gr.mark(player.marks["green"], cell, value)
    area_p = pink_area()
    marks = player.marks["pink"]
    pos = 0
    while pos < len(pink):
        assert area_p.placements(marks, pink[pos]) == [pos], f"pink field {pos + 1} not next"
        fired += area_p.mark(marks, pos, pink[pos])
        pos += 2 if pink[pos] == 3 else 1  # a 3 has written its echo into the next field
    assert marks == list(pink) + [0] * (area_p.size - len(pink)), "pink does not read as given"
    player.foxes = fired.count("fox")
    return player, fired


def sheet(**kwargs: object) -> PlayerState:
    player, _ = build_sheet(**kwargs)  # type: ignore[arg-type]
    return player


# --- states ------------------------------------------------------------------------------------
def setup(players: int = 1, seed: int = 1, house_rule: bool = False) -> GameSetup:
    return GameSetup(
        game=C4E,
        players=[PlayerSetup(name=f"P{i + 1}") for i in range(players)],
        seed=seed,
        house_rule_5_6=house_rule,
    )


def install(state: GameState, seat: int, player: PlayerState | None,
            tracks: dict[str, tuple[int, int]] | None) -> None:
    """Put ``player``'s marks and foxes on ``seat``; set tracks as (unlocked, used)."""
    target = state.players[seat]
    if player is not None:
        target.marks = player.marks
        target.foxes = player.foxes
    for name, (unlocked, used) in (tracks or {}).items():
        target.tracks[name] = Track(unlocked=unlocked, used=used)


def active_state(
    faces: dict[str, int],
    player: PlayerState | None = None,
    tracks: dict[str, tuple[int, int]] | None = None,
    *,
    where: dict[str, str] | None = None,
    players: int = 1,
    seed: int = 1,
) -> GameState:
    """The active player's first roll of round 1 showing ``faces``; ``where`` moves dice out of
    the rolling area (to "platter" or "field") as if earlier rolls had happened."""
    state = rules().new_game(setup(players, seed))
    assert state.phase == Phase.ACTIVE_ROLL and state.roll_no == 1
    state.faces.update(faces)
    if where:
        for die, place in where.items():
            state.where[die] = place  # type: ignore[assignment]
            if place == "field":
                state.fields[state.fields.index(None)] = die
        state.roll_no = sum(1 for d in state.fields if d) + 1
    install(state, state.active, player, tracks)
    return state


def off_turn_state(
    phase: Phase,
    faces: dict[str, int],
    platter: Sequence[str],
    player: PlayerState | None = None,
    tracks: dict[str, tuple[int, int]] | None = None,
    *,
    players: int = 2,
    seed: int = 1,
    extra_used: Sequence[str] = (),
) -> GameState:
    """A state after the active rolls: ``platter`` dice on the silver platter, the others on the
    dice fields I–III (in die order). ``phase`` is PASSIVE_PICK / PASSIVE_WINDOW (the deciding
    player is the first passive one; solo: the player) or ACTIVE_WINDOW (the active player)."""
    state = rules().new_game(setup(players, seed))
    state.faces.update(faces)
    on_fields = [d for d in DICE if d not in platter]
    assert len(on_fields) <= 3
    for die in DICE:
        state.where[die] = "platter" if die in platter else "field"
    state.fields = list(on_fields) + [None] * (3 - len(on_fields))
    state.roll_no = 3
    state.roll_resolved = True
    if phase == Phase.ACTIVE_WINDOW:
        seat = state.active
        state.passive_queue = []
    else:
        seat = 0 if players == 1 else (state.active + 1) % players
        state.passive_queue = [(state.active + k) % players for k in range(1, players)] or [0]
    state.phase = phase
    state.decider = seat
    install(state, seat, player, tracks)
    state.players[seat].extra_used = list(extra_used)
    return state


def pick(die: str, area: str, cell: int, value: int | None = None) -> Move:
    return Move(MoveKind.PICK, die=die, area=area, cell=cell, value=value)


def extra(die: str, area: str, cell: int, value: int | None = None) -> Move:
    return Move(MoveKind.EXTRA_DIE, die=die, area=area, cell=cell, value=value)


def bonus(code: str, area: str, cell: int, value: int | None = None,
          option: str | None = None) -> Move:
    return Move(MoveKind.BONUS, bonus=code, area=area, cell=cell, value=value, option=option)


def fired_bonuses(state: GameState) -> list[str]:
    return [e.bonus for e in state.last_events if e.kind == "bonus_fired" and e.bonus]

"""Builders for the Doppelt so clever tests: sheets in the rules file's notation (§8) and
states to act on."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

from cleverdesk.engine import (
    GameSetup,
    GameState,
    Move,
    MoveKind,
    Phase,
    PlayerSetup,
    PlayerState,
    apply,
    get_rules,
    legal_moves,
)
from cleverdesk.engine.clever import CleverRules
from cleverdesk.engine.games.doppelt_so_clever import SILVER_ROWS, YELLOW_CELLS
from cleverdesk.engine.model import Track

DSC = "doppelt-so-clever"
DICE = ("white", "yellow", "blue", "green", "pink", "silver")
ALL_SIXES = {d: 6 for d in DICE}


def rules() -> CleverRules:
    return get_rules(DSC)


def silver(row: str, value: int) -> int:
    """Cell index of ``value`` in the silver row of colour ``row``."""
    return SILVER_ROWS.index(row) * 6 + value - 1


def yellow(ref: str) -> int:
    """Cell index of a yellow lattice cell written ``r2c3``."""
    return [name for name, _ in YELLOW_CELLS].index(ref)


def yellow_value(ref: str) -> int:
    return dict(YELLOW_CELLS)[ref]


def build(
    *,
    silver_crossed: Mapping[str, Iterable[int]] | None = None,
    yellow_circled: Iterable[str] = (),
    yellow_crossed: Iterable[str] = (),
    blue_written: Iterable[int] = (),
    green_written: Iterable[int] = (),
    pink_written: Iterable[int] = (),
    foxes: int = 0,
    tracks: Mapping[str, int | tuple[int, int]] | None = None,
    seat: int = 0,
) -> tuple[PlayerState, list[str]]:
    """A sheet written mark by mark through the areas, like the worked examples; also returns
    every bonus those marks fire (so fox counts can be checked against the marks)."""
    r = rules()
    player = r.new_player(seat)
    fired: list[str] = []

    def mark(area: str, cell: int, written: int) -> None:
        fired.extend(r.areas[area].mark(player.marks[area], cell, written))

    for row, values in (silver_crossed or {}).items():
        for value in values:
            mark("silver", silver(row, value), 1)
    crossed = list(yellow_crossed)
    for ref in dict.fromkeys([*yellow_circled, *crossed]):  # a crossed cell was circled first
        mark("yellow", yellow(ref), yellow_value(ref))
    for ref in crossed:
        mark("yellow", yellow(ref), yellow_value(ref))
    for area, written in (("blue", blue_written), ("green", green_written),
                          ("pink", pink_written)):
        for cell, value in enumerate(written):
            mark(area, cell, value)
    player.foxes = foxes
    for name, spec in (tracks or {}).items():
        unlocked, used = (spec, 0) if isinstance(spec, int) else spec
        player.tracks[name] = Track(unlocked=unlocked, used=used)
    return player, fired


def sheet(**kwargs: object) -> PlayerState:
    return build(**kwargs)[0]  # type: ignore[arg-type]


def setup(players: int = 1, seed: int = 1, house_rule: bool = False) -> GameSetup:
    return GameSetup(
        game=DSC,
        players=[PlayerSetup(name=f"P{i + 1}") for i in range(players)],
        seed=seed,
        house_rule_5_6=house_rule,
    )


def new_game(players: int = 1, seed: int = 1) -> GameState:
    return rules().new_game(setup(players, seed))


def active_roll_state(
    faces: Mapping[str, int], player: PlayerState | None = None, players: int = 1, seed: int = 1
) -> GameState:
    """The active player has just made the first roll, showing ``faces``.

    ``player`` (tracks included) replaces the active player's sheet; without it the sheet is
    the one of the game start (one reroll from round 1).
    """
    state = new_game(players, seed)
    assert state.phase == Phase.ACTIVE_ROLL and state.roll_no == 1
    seat = state.active
    if player is not None:
        player.seat = seat
        state.players[seat] = player
    state.faces.update(faces)
    return state


def pick(die: str, area: str, cell: int) -> Move:
    return Move(MoveKind.PICK, die=die, area=area, cell=cell)


def extra(die: str, area: str, cell: int) -> Move:
    return Move(MoveKind.EXTRA_DIE, die=die, area=area, cell=cell)


def bonus(code: str, area: str, cell: int, value: int | None = None,
          option: str | None = None) -> Move:
    return Move(MoveKind.BONUS, bonus=code, area=area, cell=cell, value=value, option=option)


def first_until(state: GameState, condition: Callable[[GameState], bool]) -> GameState:
    """Play the first listed move until ``condition`` holds (deterministic, no bot)."""
    while not condition(state):
        assert state.phase != Phase.GAME_OVER, "condition never met"
        state = apply(state, legal_moves(state)[0])
    return state


def passive_state(faces: Mapping[str, int], platter: Iterable[str], players: int = 2,
                  seed: int = 1, player: PlayerState | None = None) -> GameState:
    """A multiplayer state at the first passive pick, with the dice laid out as given: the
    named dice on the platter, the others on the dice fields. ``player`` replaces the sheet
    of the passive player who decides."""
    state = first_until(new_game(players, seed), lambda s: s.phase == Phase.PASSIVE_PICK)
    on_platter = list(platter)
    state.faces.update(faces)
    fields = [d for d in DICE if d not in on_platter]
    assert len(fields) <= 3
    for die in DICE:
        state.where[die] = "platter" if die in on_platter else "field"
    state.fields = fields + [None] * (3 - len(fields))
    if player is not None:
        seat = state.decider
        assert seat is not None
        player.seat = seat
        state.players[seat] = player
    return state

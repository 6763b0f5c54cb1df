"""Builders for the Clever hoch drei tests: sheets in the rules file's notation (§8) and states
to act on, reached through real moves wherever the turn matters."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

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
from cleverdesk.engine.games.clever_hoch_drei import (
    BLUE_AREA,
    PINK_AREA,
    PINK_POINTS,
    CleverHochDrei,
)
from cleverdesk.engine.model import Track

C3 = "clever-hoch-drei"
DICE = ("white", "yellow", "turquoise", "blue", "brown", "pink")
ROWS = {"I": 1, "II": 2, "III": 3}


def rules() -> CleverHochDrei:
    r = get_rules(C3)
    assert isinstance(r, CleverHochDrei)
    return r


def ycell(row: str | int, number: int) -> int:
    """Yellow cell of row I/II/III (or 1-3) printed ``number``."""
    r = ROWS[row] if isinstance(row, str) else row
    return (r - 1) * 6 + number - 1


def tcell(row: int, number: int) -> int:
    """Turquoise cell of row 1-5, column (= printed number) 1-6."""
    return (row - 1) * 6 + number - 1


def pos(position: int) -> int:
    """Cell index of a track position (blue, brown, pink pos 1..n)."""
    return position - 1


def faces(**given: int) -> dict[str, int]:
    """All six faces: 1 unless given."""
    return {d: given.get(d, 1) for d in DICE}


def sheet(
    *,
    yellow: Mapping[str, Sequence[int]] | None = None,
    turquoise: Mapping[str, Sequence[int]] | None = None,
    blue: Mapping[str, Sequence[int]] | None = None,
    brown: Sequence[int] = (),
    pink: Sequence[Mapping[str, int]] = (),
    pink_written: Sequence[int] = (),
    reroll_track_circled: int = 0,
    seat: int = 0,
) -> tuple[PlayerState, list[str]]:
    """A sheet written like the worked examples; returns it and every bonus its marks fire.

    Marks go in through the areas' own ``mark`` (so printed bonus positions are exercised) in
    the order given; foxes are derived from the fired bonuses and the re-roll track end.
    ``pink`` uses the rules file notation ``{half: v}`` (field 1), ``{bonus: v}`` (halved, bonus
    taken), ``{points: v}`` (multiplied); ``pink_written`` writes raw numbers instead.
    """
    r = rules()
    player = r.new_player(seat)
    fired: list[str] = []

    def mark(area: str, cell: int, written: int = 1) -> None:
        assert player.marks[area][cell] == 0, f"{area} cell {cell} marked twice"
        fired.extend(r.areas[area].mark(player.marks[area], cell, written))

    for row, numbers in (yellow or {}).items():
        for n in numbers:
            mark("yellow", ycell(row, n))
    for row_name, numbers in (turquoise or {}).items():
        for n in numbers:
            mark("turquoise", tcell(int(row_name[1:]), n))
    for side, values in (blue or {}).items():
        cells = BLUE_AREA.side(side)
        for cell, value in zip(cells, values, strict=False):
            assert BLUE_AREA.fits(player.marks["blue"], side, value), (side, value)
            mark("blue", cell, value)
    for p in brown:
        mark("brown", pos(p))
    for cell, entry in enumerate(pink):
        ((option, value),) = entry.items()
        if option == "points":
            player.marks["pink"][cell] = PINK_AREA.times(cell, value)
            player.counters[PINK_POINTS] = player.counters.get(PINK_POINTS, 0) | 1 << cell
        else:
            assert option in ("half", "bonus") and (option == "half") == (cell == 0)
            mark("pink", cell, PINK_AREA.written(cell, value))
    for cell, value in enumerate(pink_written):
        player.marks["pink"][cell] = value
    player.tracks["reroll"] = Track(unlocked=reroll_track_circled)
    player.foxes = fired.count("fox") + (reroll_track_circled == 7)
    return player, fired


def setup(players: int = 1, seed: int = 1) -> GameSetup:
    return GameSetup(game=C3, players=[PlayerSetup(name=f"P{i + 1}") for i in range(players)],
                     seed=seed)


def new_game(players: int = 1, seed: int = 1) -> GameState:
    return rules().new_game(setup(players, seed))


def use_sheet(state: GameState, seat: int, player: PlayerState, keep_tracks: bool = True) -> None:
    player.seat = seat
    if keep_tracks:
        player.tracks = state.players[seat].tracks
    state.players[seat] = player


def active_state(dice_faces: dict[str, int], roll: int = 1, player: PlayerState | None = None,
                 players: int = 1, seed: int = 1, tracks: Mapping[str, int] | None = None
                 ) -> GameState:
    """The active player at roll ``roll`` (earlier rolls voluntarily forfeited, R18), the rolled
    dice showing ``dice_faces``. ``tracks`` sets circled slots (nothing used)."""
    state = new_game(players, seed)
    for _ in range(roll - 1):
        state = apply(state, Move(MoveKind.FORFEIT))
    assert state.phase == Phase.ACTIVE_ROLL and state.roll_no == roll
    seat = state.active
    if player is not None:
        use_sheet(state, seat, player)
    for name, circled in (tracks or {}).items():
        state.players[seat].tracks[name] = Track(unlocked=circled)
    state.faces.update(dice_faces)
    return state


def to_phase(state: GameState, phase: Phase) -> GameState:
    """Play the last listed move (forfeit / decline / end window first) until ``phase``."""
    while state.phase != phase:
        state = apply(state, legal_moves(state)[-1])
    return state


def lay_out(state: GameState, dice_faces: dict[str, int], platter: Sequence[str],
            fields: Sequence[str | None]) -> None:
    """Put the dice where a test wants them (after the state reached a passive phase)."""
    state.faces.update(dice_faces)
    for die in DICE:
        state.where[die] = "platter" if die in platter else \
            "field" if die in fields else "none"
    state.fields = list(fields)


def passive_state(dice_faces: dict[str, int], platter: Sequence[str],
                  fields: Sequence[str | None], player: PlayerState | None = None,
                  players: int = 2, seed: int = 1,
                  tracks: Mapping[str, int] | None = None) -> GameState:
    """The first passive player's pick, with the dice laid out as given."""
    state = to_phase(new_game(players, seed), Phase.PASSIVE_PICK)
    seat = state.decider
    assert seat is not None and seat != state.active
    if player is not None:
        use_sheet(state, seat, player)
    for name, circled in (tracks or {}).items():
        state.players[seat].tracks[name] = Track(unlocked=circled)
    lay_out(state, dice_faces, platter, fields)
    return state


def window_state(dice_faces: dict[str, int], platter: Sequence[str],
                 fields: Sequence[str | None], passive: bool = False,
                 player: PlayerState | None = None, players: int = 2, seed: int = 1,
                 extra_dice: int = 1, tracks: Mapping[str, int] | None = None) -> GameState:
    """An end-of-turn window (active, or the first passive player's) with extra dice circled."""
    state = new_game(players, seed)
    seat = state.active if not passive else (state.active + 1) % players
    state.players[seat].tracks["extra_die"] = Track(unlocked=extra_dice)
    state = to_phase(state, Phase.PASSIVE_WINDOW if passive else Phase.ACTIVE_WINDOW)
    assert state.decider == seat
    if player is not None:
        use_sheet(state, seat, player)
    for name, circled in (tracks or {}).items():
        state.players[seat].tracks[name] = Track(unlocked=circled)
    lay_out(state, dice_faces, platter, fields)
    return state


def moves_of(state: GameState, **fields: object) -> list[Move]:
    """The legal moves whose attributes equal ``fields``."""
    return [m for m in legal_moves(state) if all(getattr(m, k) == v for k, v in fields.items())]


def pick(die: str, area: str, cell: int, option: str | None = None,
         value: int | None = None) -> Move:
    return Move(MoveKind.PICK, die=die, area=area, cell=cell, option=option, value=value)


def extra(die: str, area: str, cell: int, option: str | None = None,
          value: int | None = None) -> Move:
    return Move(MoveKind.EXTRA_DIE, die=die, area=area, cell=cell, option=option, value=value)


def bonus(code: str, area: str, cell: int, option: str | None = None,
          value: int | None = None) -> Move:
    return Move(MoveKind.BONUS, bonus=code, area=area, cell=cell, option=option, value=value)

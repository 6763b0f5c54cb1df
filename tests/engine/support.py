"""Builders for engine tests: sheets in the rules file's notation, and states to act on."""

from __future__ import annotations

from cleverdesk.engine import GameSetup, GameState, Phase, PlayerSetup, PlayerState, get_rules
from cleverdesk.engine.clever import CleverRules

GSC = "ganz-schoen-clever"


def rules() -> CleverRules:
    return get_rules(GSC)


def yellow(ref: str) -> int:
    """Cell index of a yellow cell written ``r2c3``."""
    return (int(ref[1]) - 1) * 4 + int(ref[3]) - 1


def blue(total: int) -> int:
    """Cell index of the blue cell printed with this sum."""
    return total - 2


def sheet(
    *,
    yellow_crossed: list[str] = (),  # type: ignore[assignment]
    blue_crossed: list[int] = (),  # type: ignore[assignment]
    green_crossed: int = 0,
    orange_written: list[int] = (),  # type: ignore[assignment]
    purple_written: list[int] = (),  # type: ignore[assignment]
    foxes: int = 0,
    seat: int = 0,
) -> PlayerState:
    """A player sheet written like the worked examples of the rules file."""
    player = rules().new_player(seat)
    for ref in yellow_crossed:
        player.marks["yellow"][yellow(ref)] = 1
    for total in blue_crossed:
        player.marks["blue"][blue(total)] = 1
    for cell in range(green_crossed):
        player.marks["green"][cell] = 1
    for cell, value in enumerate(orange_written):
        player.marks["orange"][cell] = value
    for cell, value in enumerate(purple_written):
        player.marks["purple"][cell] = value
    player.foxes = foxes
    return player


def setup(players: int = 1, seed: int = 1, house_rule: bool = False) -> GameSetup:
    return GameSetup(
        game=GSC,
        players=[PlayerSetup(name=f"P{i + 1}") for i in range(players)],
        seed=seed,
        house_rule_5_6=house_rule,
    )


def active_roll_state(
    faces: dict[str, int], player: PlayerState | None = None, players: int = 1, seed: int = 1
) -> GameState:
    """A state in which the active player has just made the first roll showing ``faces``.

    The round-1 bonus (one reroll) has been received. ``player`` replaces the active sheet.
    """
    state = get_rules(GSC).new_game(setup(players, seed))
    assert state.phase == Phase.ACTIVE_ROLL and state.roll_no == 1
    seat = state.active
    if player is not None:
        player.seat = seat
        player.tracks = state.players[seat].tracks
        state.players[seat] = player
    state.faces.update(faces)
    return state

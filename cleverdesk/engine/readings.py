"""The narrow readings of the rulebooks, for comparing strength figures (``sim --rules strict``).

Where a rulebook leaves room, cleverdesk decides (the rulings of ``docs/rules/<game>.md``;
docs/rulings.md lists the ones that change scores). Another program may read the same sentences
more narrowly, and its figures are only comparable with ours under the same readings. The strict
variant of a game's rules makes exactly those narrow readings: it lists fewer moves (and, for
D6, remembers +1 dice over a whole round); everything else is the game's own code. The desk
never plays them: they exist for ``sim`` and the figures of docs/rulings.md.

* Ganz schön clever, R9/R11: no solo passive fallback (a die on a dice field may not be taken
  when no platter die fits; the passive turn takes nothing).
* Doppelt so clever, D16: no return action once a pick has emptied the rolling area (the turn's
  rolling ends); D6: each die at most once per *round* by +1; D10: a roll is let go only when no
  die fits; D12: every silver chain mark is compulsory.
"""

from __future__ import annotations

from typing import Any

from .clever import CleverRules
from .model import GameState, Kinds, Move, Phases

READINGS = ("ours", "strict")

CHAIN_PREFIX = "chain_"  # Doppelt so clever's silver chain marks (doppelt_so_clever.CHAIN)


class _NoSoloFallback:
    """Ganz schön clever, R9/R11 narrowed: in solo the passive turn takes only platter dice."""

    checks_by_parts = False  # it lists fewer moves than the parts (fast_listing.py) hold

    def legal_moves(self, state: GameState) -> list[Move]:
        moves: list[Move] = super().legal_moves(state)  # type: ignore[misc]
        if not (state.solo and state.phase == Phases.PASSIVE_PICK):
            return moves
        where = state.where
        return [m for m in moves if m.kind != Kinds.PICK or where.get(m.die or "") != "field"]


class _StrictDoppelt:
    """Doppelt so clever with D16, D6, D10 and D12 narrowed."""

    checks_by_parts = False  # it lists fewer moves than the parts (fast_listing.py) hold

    def legal_moves(self, state: GameState) -> list[Move]:
        moves: list[Move] = super().legal_moves(state)  # type: ignore[misc]
        if len(moves) < 2:
            return moves
        kinds = {m.kind for m in moves}
        if Kinds.RETURN in kinds and not any(w == "roll" for w in state.where.values()):
            # D16: the rolling area is empty, so the turn's rolling is over
            moves = [m for m in moves if m.kind != Kinds.RETURN]
        if Kinds.FORFEIT in kinds and Kinds.PICK in kinds and state.phase == Phases.ACTIVE_ROLL:
            moves = [m for m in moves if m.kind != Kinds.FORFEIT]  # D10: only when nothing fits
        if Kinds.SKIP in kinds:
            marked = {m.bonus for m in moves if m.kind == Kinds.BONUS}
            moves = [m for m in moves if not (m.kind == Kinds.SKIP and m.bonus in marked
                                              and (m.bonus or "").startswith(CHAIN_PREFIX))]
        return moves

    # D6: the +1 dice of a player are forgotten when a round begins, not with every turn
    def _start_active_turn(self, state: GameState) -> None:
        used = [list(player.extra_used) for player in state.players]
        super()._start_active_turn(state)  # type: ignore[misc]
        if state.turn > 0:  # a later turn of the same round
            for player, dice in zip(state.players, used, strict=True):
                player.extra_used[:] = dice

    def _solo_passive_roll(self, state: GameState) -> None:
        used = list(state.players[0].extra_used)
        super()._solo_passive_roll(state)  # type: ignore[misc]
        state.players[0].extra_used[:] = used


_NARROWINGS: dict[str, type] = {
    "ganz-schoen-clever": _NoSoloFallback,
    "doppelt-so-clever": _StrictDoppelt,
}


def strict_variant(rules: CleverRules) -> CleverRules:
    """``rules`` with the narrow readings (the same object for a game that has none)."""
    narrowing = _NARROWINGS.get(rules.game_id)
    if narrowing is None:
        return rules
    cls: Any = type(f"Strict{type(rules).__name__}", (narrowing, type(rules)), {})
    variant: CleverRules = cls()
    return variant

"""Typed errors of the engine: every refused move says why with a reason code."""

from __future__ import annotations

from enum import StrEnum


class Reason(StrEnum):
    GAME_OVER = "game_over"
    WRONG_PHASE = "wrong_phase"  # this kind of move is not possible at this point of the turn
    BONUS_PENDING = "bonus_pending"  # a pending bonus must be resolved first
    BONUS_NOT_PENDING = "bonus_not_pending"
    UNKNOWN_DIE = "unknown_die"
    UNKNOWN_AREA = "unknown_area"
    UNKNOWN_CELL = "unknown_cell"
    DIE_OUT_OF_REACH = "die_out_of_reach"  # e.g. a platter die for a regular pick
    DIE_ALREADY_EXTRA = "die_already_extra"  # each die once per turn by +1
    NO_ACTION_LEFT = "no_action_left"  # no reroll / +1 available
    WRONG_AREA = "wrong_area"  # this die cannot be entered in this area
    CELL_NOT_ALLOWED = "cell_not_allowed"  # the cell is taken or the value does not fit
    MUST_PICK = "must_pick"  # forfeit while a die could be entered
    FALLBACK_NOT_ALLOWED = "fallback_not_allowed"  # a platter die is usable
    MALFORMED = "malformed"  # fields missing or not belonging to this kind of move
    BONUS_REQUIRED = "bonus_required"  # only optional bonuses may be let go (SKIP)
    NOT_POLISHABLE = "not_polishable"  # only a platter die can be polished (Clever 4ever)


class IllegalMove(ValueError):
    """``apply`` was given a move that ``legal_moves`` does not list."""

    def __init__(self, reason: Reason, detail: str = "") -> None:
        self.reason = reason
        self.detail = detail
        super().__init__(f"{reason.value}: {detail}" if detail else reason.value)


class UnknownGame(ValueError):
    pass

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
    THROW_NEEDED = "throw_needed"  # real dice: the throw must be entered first


class IllegalMove(ValueError):
    """``apply`` was given a move that ``legal_moves`` does not list."""

    def __init__(self, reason: Reason, detail: str = "") -> None:
        self.reason = reason
        self.detail = detail
        super().__init__(f"{reason.value}: {detail}" if detail else reason.value)


class UnknownGame(ValueError):
    pass


class ThrowProblem(StrEnum):
    """Why a throw of real dice was refused (issue 45); the desk words each one."""

    NOT_AWAITED = "not_awaited"  # the game waits for no throw now
    UNKNOWN_DIE = "unknown_die"  # the game has no such die
    NOT_THROWN = "not_thrown"  # a die of the game that is not thrown now
    TWICE = "twice"  # one die given two faces
    FACE_OUT_OF_RANGE = "face_out_of_range"  # a face that is not 1–6
    MISSING = "missing"  # a die thrown now without a face
    FIXED = "fixed"  # the throw can no longer be corrected: a move was made since


class ThrowRefused(ValueError):
    """``enter_throw`` was given faces that are not the throw the game waits for."""

    def __init__(self, problem: ThrowProblem, die: str | None = None,
                 face: int | None = None) -> None:
        self.problem = problem
        self.die = die
        self.face = face
        detail = " ".join(str(part) for part in (die, face) if part is not None)
        super().__init__(f"{problem.value}: {detail}" if detail else problem.value)

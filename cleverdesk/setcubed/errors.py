"""Typed errors of the SET Cubed engine: every refused move says why with a reason code.

SET Cubed has its own codes (its moves are whole turns on a board, not marks on a sheet), so it
has its own :class:`IllegalMove`; the desk translates ``reason.value`` like the Clever codes.
"""

from __future__ import annotations

from enum import StrEnum


class Reason(StrEnum):
    GAME_OVER = "game_over"
    WRONG_PHASE = "wrong_phase"  # this kind of move is not possible now
    MALFORMED = "malformed"  # fields missing or not belonging to this kind of move
    NO_DICE = "no_dice"  # a turn must place at least one die (or pass)
    TOO_MANY_DICE = "too_many_dice"  # more than 3 dice in one turn
    DIE_NOT_IN_HAND = "die_not_in_hand"  # not a die of the deciding player's hand
    DIE_REPEATED = "die_repeated"  # the same die twice in one move
    OFF_BOARD = "off_board"
    CELL_TAKEN = "cell_taken"  # a die already lies there (or two dice of the turn on one cell)
    WILD_UNDECLARED = "wild_undeclared"  # a WILD must be declared as a symbol
    NOT_A_WILD = "not_a_wild"  # only a WILD is declared
    UNKNOWN_SYMBOL = "unknown_symbol"  # the declaration is not one of the 27 symbols
    NOT_ON_LOGO = "not_on_logo"  # the opening puts exactly three dice on the logo cells
    OPENING_NOT_SET = "opening_not_set"  # the three opening dice do not form a SET
    NO_NEW_SET = "no_new_set"  # a placed die lies in no new SET (rule 7 (a))
    NOT_CONNECTED = "not_connected"  # the turn does not build on the old board (rule 7 (b))
    NO_WILD_THERE = "no_wild_there"  # a swap names a cell without a WILD
    SWAP_FACE_MISMATCH = "swap_face_mismatch"  # the hand die does not show the WILD's symbol


class IllegalMove(ValueError):
    """``apply`` was given a move that is not legal now."""

    def __init__(self, reason: Reason, detail: str = "") -> None:
        self.reason = reason
        self.detail = detail
        super().__init__(f"{reason.value}: {detail}" if detail else reason.value)


class SetupError(ValueError):
    """The game cannot be set up like this (wrong game id, wrong number of players …)."""


class DataError(ValueError):
    """A board or dice data file is refused; ``code`` says which hard check failed."""

    def __init__(self, code: str, detail: str = "") -> None:
        self.code = code
        self.detail = detail
        super().__init__(f"{code}: {detail}" if detail else code)


class DataMismatch(DataError):
    """A saved game or record was made with other board or dice data than the loaded data."""

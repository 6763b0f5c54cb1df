"""What the parts of the SET Cubed table read of the running game, and ask of it.

``SetCubedGame`` (game.py) holds the game and provides this; its parts — what a click or a key
does (turn_input.py), the turn's words and buttons (turn_view.py), the live preview
(preview.py), the results (results.py) — see the game only through it, so each can be read and
tested on its own.
"""

from __future__ import annotations

from typing import Protocol

from cleverdesk.setcubed import Move, SetCubedRules, SetCubedState


class Table(Protocol):
    @property
    def rules(self) -> SetCubedRules: ...

    @property
    def state(self) -> SetCubedState | None: ...

    @property
    def names(self) -> list[str]: ...

    def interactive(self) -> bool:
        """A human decides, and the device is in their hands (no hand-over screen up)."""
        ...

    def building(self) -> bool:
        """Interactive, and dice are being placed (the opening or a turn)."""
        ...

    def computer_deciding(self) -> bool: ...

    def waiting_for(self) -> int:
        """The seat the hand-over screen waits for, -1 for none."""
        ...

    def hand_seat(self) -> int:
        """Whose hand the hand strip shows (-1 before a game)."""
        ...

    def seconds_left(self) -> int:
        """The EXTRA ROLL timer's seconds, 0 when it does not run."""
        ...

    def say(self, notice: str) -> None:
        """The notice under the prompt (a refusal, a skip), "" to clear it."""
        ...

    def refresh(self) -> None:
        """Show the board, the hand and the turn as they are now."""
        ...

    def play(self, move: Move) -> None:
        """A human's decision, played for the deciding seat."""
        ...

    def confirmHandOver(self) -> None:  # the hand-over screen's slot too
        ...

"""The moment after a player's part of a turn, before the device changes hands (hot-seat).

With two or more people at one computer the device used to go to the next player the moment the
last die was entered: the player never saw the result of their last pick, nor could they undo
it. Now the table first shows their sheet with a "Done" button; the hand-over screen (or the
computer seats) follow when it is clicked.
"""

from __future__ import annotations


def turn_is_done(*, enabled: bool, humans: int, holder: int | None, mover: int | None,
                 decider: int | None) -> bool:
    """Whether the seat holding the device has just finished its part: its move passed the
    decision to another seat (a person or a computer) while other people share the device."""
    return (enabled and humans >= 2 and holder is not None and mover == holder
            and decider is not None and decider != holder)

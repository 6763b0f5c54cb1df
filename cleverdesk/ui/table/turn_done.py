"""The moment after a player's part of a turn, before the device changes hands (hot-seat).

With two or more people at one computer the device used to go to the next player the moment the
last die was entered: the player never saw the result of their last pick, nor could they undo
it. Now the table first shows their sheet with a "Done" button; the hand-over screen (or the
computer seats) follow when it is clicked.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def turn_is_done(*, enabled: bool, humans: int, holder: int | None, mover: int | None,
                 decider: int | None) -> bool:
    """Whether the seat holding the device has just finished its part: its move passed the
    decision to another seat (a person or a computer) while other people share the device."""
    return (enabled and humans >= 2 and holder is not None and mover == holder
            and decider is not None and decider != holder)


def next_words(name: str, computer: bool) -> str:
    """The top bar in the "Done" moment: who gets the device next (not "X decides", which read
    as if the next player were deciding already while the device is still in the last one's
    hands)."""
    if computer:
        return QCoreApplication.translate("TurnDone", "Next: %1 plays").replace("%1", name)
    return QCoreApplication.translate("TurnDone", "Next: pass the device to %1").replace(
        "%1", name)

"""The moment after a player's part of a turn, before the device changes hands (hot-seat).

With two or more people at one computer the device used to go to the next player the moment the
last die was entered: the player never saw the result of their last pick, nor could they undo
it. Now the table first shows their sheet with a "Done" button; the hand-over screen (or the
computer seats) follow when it is clicked. ``TurnPassing`` keeps that moment and whose sheet
the table shows; the seat that holds the device and the hand-over screen's seat are the
controller's (ui/common/seat_settings.py).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from cleverdesk.typed_text import typed


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
        return QCoreApplication.translate("TurnDone", "Next: %1 plays").replace("%1", typed(name))
    return QCoreApplication.translate("TurnDone", "Next: pass the device to %1").replace(
        "%1", typed(name))


@dataclass
class TurnPassing:
    """Whose sheet the table shows, and whose part of the turn is shown as done."""

    view: int = 0  # the seat whose sheet is shown
    done: int = -1  # the seat whose part of the turn is done, shown before the hand-over
    last_decider: int | None = None  # the decider the table last followed
    last_mover: int | None = None  # the seat that made the last move, until seen

    def follow(self, decider: int | None, *, enabled: bool, humans: int, holder: int | None,
               handover: int, human_decides: bool, autoplaying: bool) -> int:
        """After a move or a hand-over: the holder's finished part is shown as done, else the
        hand-over screen waits for a person who does not hold the device; a new decider's own
        sheet is shown (the done seat's while it is done). The seat the hand-over screen now
        waits for (-1: none); ``enabled`` says whether hand-over screens are on."""
        if self.done < 0 and handover < 0 and not autoplaying and turn_is_done(
                enabled=enabled, humans=humans, holder=holder, mover=self.last_mover,
                decider=decider):
            self.done = holder if holder is not None else -1
            self.last_mover = None  # seen once: Done ends it
        if (human_decides and enabled and humans >= 2 and self.done < 0 and not autoplaying
                and decider != holder and handover < 0):
            handover = decider if decider is not None else -1
        if decider is not None and decider != self.last_decider:
            self.view = decider
            self.last_decider = decider
        if self.done >= 0:
            self.view = self.done  # their own sheet, with what their last move entered
        return handover

    def finish(self, decider: int | None) -> bool:
        """"Done" was clicked: the decider's sheet again. Whether a part was shown as done."""
        if self.done < 0:
            return False
        self.done = -1
        if decider is not None:
            self.view = decider
        return True

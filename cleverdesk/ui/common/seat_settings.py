"""The desk settings a running table follows, shared by ``Game`` and ``SetCubedGame``.

QML binds them from the Desk's settings (``botPauseMs``, ``handOverScreens``). They live in
this base class together with the signal they notify with: PySide6 (6.11) crashes when QML
reads a property of a subclass that notifies with a signal of its base (see ``PastReplay``), so
a subclass must not declare properties on ``settingsChanged``; declaring property and signal in
the same class is the ordinary, safe case.
"""

from __future__ import annotations

from PySide6.QtCore import Property, QObject, Signal, Slot

DEFAULT_PAUSE_MS = 600


class SeatSettings(QObject):
    """The pause before a computer seat's move, whether the device is handed over between
    human seats, and the skip to the next person's decision. A subclass keeps ``_holder`` (the
    human seat that has the device) and ``_handover`` (the seat the hand-over screen waits for,
    -1 for none) and provides ``_refresh``, ``_schedule`` (which asks ``_pause_now``),
    ``_computer_next`` and ``_hurry``."""

    settingsChanged = Signal()
    skippingChanged = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pause_ms = DEFAULT_PAUSE_MS
        self._handover_enabled = True
        self._holder: int | None = None
        self._handover = -1
        self._skipping = False

    def _refresh(self) -> None:
        raise NotImplementedError

    def _schedule(self) -> None:
        raise NotImplementedError

    def _computer_next(self) -> bool:
        """Whether a computer seat decides next, nobody waiting for a person's click."""
        raise NotImplementedError

    def _hurry(self) -> None:
        """The computer decision waiting for its pause: now."""
        raise NotImplementedError

    # ------------------------------------------------------------------ skipping ahead
    @Property(bool, notify=skippingChanged)
    def skipping(self) -> bool:
        """The computer seats play out at once, without animations, up to a person's decision
        (the table's Skip ahead, key End)."""
        return self._skipping

    @Slot()
    def skipToPerson(self) -> None:
        if self._skipping or not self._computer_next():
            return
        self._skipping = True
        self.skippingChanged.emit()
        self._hurry()

    def _pause_now(self) -> int:
        """The pause before the next computer decision: none while skipping, which ends where
        a person decides (or waits to be handed the device, or the game is over)."""
        if self._skipping and not self._computer_next():
            self._skipping = False
            self.skippingChanged.emit()
        return 0 if self._skipping else self._pause_ms

    def _get_pause(self) -> int:
        return self._pause_ms

    def _set_pause(self, value: int) -> None:
        value = max(0, int(value))
        if value != self._pause_ms:
            self._pause_ms = value
            self.settingsChanged.emit()

    botPauseMs = Property(int, _get_pause, _set_pause, notify=settingsChanged)

    def _get_handover(self) -> bool:
        return self._handover_enabled

    def _set_handover(self, value: bool) -> None:
        if bool(value) != self._handover_enabled:
            self._handover_enabled = bool(value)
            if not self._handover_enabled and self._handover >= 0:
                # a hand-over screen is up: the seat it waited for simply has the device now
                self._holder, self._handover = self._handover, -1
                self._refresh()
                self._schedule()
            self.settingsChanged.emit()

    handOverScreens = Property(bool, _get_handover, _set_handover,
                               notify=settingsChanged)

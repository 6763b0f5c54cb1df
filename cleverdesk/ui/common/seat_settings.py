"""The desk settings a running table follows, shared by ``Game`` and ``SetCubedGame``.

QML binds them from the Desk's settings (``botPauseMs``, ``handOverScreens``). They live in
this base class together with the signal they notify with: PySide6 (6.11) crashes when QML
reads a property of a subclass that notifies with a signal of its base (see ``PastReplay``), so
a subclass must not declare properties on ``settingsChanged``; declaring property and signal in
the same class is the ordinary, safe case.
"""

from __future__ import annotations

from PySide6.QtCore import Property, QObject, Signal

DEFAULT_PAUSE_MS = 600


class SeatSettings(QObject):
    """The pause before a computer seat's move and whether the device is handed over between
    human seats. A subclass keeps ``_holder`` (the human seat that has the device) and
    ``_handover`` (the seat the hand-over screen waits for, -1 for none) and provides
    ``_refresh`` and ``_schedule``."""

    settingsChanged = Signal()  # noqa: N815

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pause_ms = DEFAULT_PAUSE_MS
        self._handover_enabled = True
        self._holder: int | None = None
        self._handover = -1

    def _refresh(self) -> None:
        raise NotImplementedError

    def _schedule(self) -> None:
        raise NotImplementedError

    def _get_pause(self) -> int:
        return self._pause_ms

    def _set_pause(self, value: int) -> None:
        value = max(0, int(value))
        if value != self._pause_ms:
            self._pause_ms = value
            self.settingsChanged.emit()

    botPauseMs = Property(int, _get_pause, _set_pause, notify=settingsChanged)  # noqa: N815

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

    handOverScreens = Property(bool, _get_handover, _set_handover,  # noqa: N815
                               notify=settingsChanged)

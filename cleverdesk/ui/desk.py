"""The desk around the games: which games can be played, the settings, saved games.

Settings live here in memory for now; the store (saves, settings on disk) plugs in later and
only has to fill these properties.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Property, QObject, Signal, Slot
from PySide6.QtQml import QmlElement, QmlSingleton

from cleverdesk.engine import GAME_IDS
from cleverdesk.engine.bots import BOT_NAMES
from cleverdesk.layout import LAYOUT_GAME_IDS

from . import words

QML_IMPORT_NAME = "Cleverdesk"
QML_IMPORT_MAJOR_VERSION = 1

# Every game cleverdesk will offer, in the order of the series.
ALL_GAMES = ("ganz-schoen-clever", "doppelt-so-clever", "clever-hoch-drei", "clever-4ever",
             "set-cubed")


def playable_games() -> list[str]:
    """Games with both an engine and a sheet geometry: only those can be played at the desk."""
    return [game for game in ALL_GAMES if game in GAME_IDS and game in LAYOUT_GAME_IDS]


@QmlElement
@QmlSingleton
class Desk(QObject):
    settingsChanged = Signal()  # noqa: N815
    savesChanged = Signal()  # noqa: N815

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._bot_pause_ms = 600
        self._hand_over = True
        self._house_rule = False
        self._reduce_motion = False

    @Property(list, constant=True)
    def games(self) -> list[dict[str, Any]]:
        playable = set(playable_games())
        return [{"id": game, "title": words.game_title(game), "available": game in playable}
                for game in ALL_GAMES]

    @Property(list, constant=True)
    def computerPlayers(self) -> list[dict[str, str]]:  # noqa: N802
        names = {"greedy": self.tr("Greedy (plays well)"), "random": self.tr("Random (beginner)")}
        return [{"id": bot, "name": names.get(bot, bot)} for bot in BOT_NAMES]

    # -- saved games: the store arrives with its own issue; until then nothing can be resumed.
    @Property(bool, notify=savesChanged)
    def canContinue(self) -> bool:  # noqa: N802
        return False

    @Property(str, notify=savesChanged)
    def continueHint(self) -> str:  # noqa: N802
        return self.tr("There is no saved game to continue yet.")

    # -- settings
    def _get_pause(self) -> int:
        return self._bot_pause_ms

    def _set_pause(self, value: int) -> None:
        value = max(0, min(5000, int(value)))
        if value != self._bot_pause_ms:
            self._bot_pause_ms = value
            self.settingsChanged.emit()

    botPauseMs = Property(int, _get_pause, _set_pause, notify=settingsChanged)  # noqa: N815

    def _get_hand_over(self) -> bool:
        return self._hand_over

    def _set_hand_over(self, value: bool) -> None:
        if bool(value) != self._hand_over:
            self._hand_over = bool(value)
            self.settingsChanged.emit()

    handOverScreens = Property(bool, _get_hand_over, _set_hand_over,  # noqa: N815
                               notify=settingsChanged)

    def _get_house_rule(self) -> bool:
        return self._house_rule

    def _set_house_rule(self, value: bool) -> None:
        if bool(value) != self._house_rule:
            self._house_rule = bool(value)
            self.settingsChanged.emit()

    houseRule = Property(bool, _get_house_rule, _set_house_rule,  # noqa: N815
                         notify=settingsChanged)

    def _get_reduce_motion(self) -> bool:
        return self._reduce_motion

    def _set_reduce_motion(self, value: bool) -> None:
        if bool(value) != self._reduce_motion:
            self._reduce_motion = bool(value)
            self.settingsChanged.emit()

    # No sliding dice, no flashing bonus chains (for players who prefer a calm table).
    reduceMotion = Property(bool, _get_reduce_motion, _set_reduce_motion,  # noqa: N815
                            notify=settingsChanged)

    @Slot(str, result=str)
    def gameTitle(self, game: str) -> str:  # noqa: N802
        return words.game_title(game)

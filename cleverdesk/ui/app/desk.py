"""The desk around the games: which games can be played and the settings.

The settings are read from the user data folder at start (``cleverdesk.store.settings``) and
written back after every change.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Property, QObject, QTimer, Signal, Slot
from PySide6.QtQml import QmlElement, QmlSingleton

from cleverdesk import catalogue
from cleverdesk.i18n_words import game_title
from cleverdesk.store import SaveFileError, data_dir
from cleverdesk.store.settings import Settings, load_settings, save_changed_settings
from cleverdesk.ui.common import contrast, language
from cleverdesk.ui.common.ending import when_ending

# The desk's settings and the home screen's words are read before the first frame: this module
# imports no game engine at start (only the lists of games and computer players need one).

QML_IMPORT_NAME = "Cleverdesk"
QML_IMPORT_MAJOR_VERSION = 1
SETTINGS_WRITE_DELAY_MS = 300

# The game speeds of the Settings: the pause before each computer decision (ms) and how long
# the dice animations take (1: as designed, 0: none). A speed is saved as the pause it sets
# (bot_pause_ms); any other pause (an older desk's slider) reads as the nearest speed.
GAME_SPEEDS = {"slow": (1200, 1.5), "normal": (600, 1.0), "fast": (250, 0.5), "instant": (0, 0.0)}

# Every game cleverdesk offers, in the order of the series (the catalogue's).
ALL_GAMES = catalogue.ALL_GAME_IDS


def playable_games() -> list[str]:
    """Games with an engine and, for a Clever game, a sheet: only those can be played."""
    from cleverdesk.engine import GAME_IDS
    from cleverdesk.layout import LAYOUT_GAME_IDS

    return [game for game in ALL_GAMES if catalogue.is_set_cubed(game)
            or (game in GAME_IDS and game in LAYOUT_GAME_IDS)]


@QmlElement
@QmlSingleton
class Desk(QObject):
    settingsChanged = Signal()
    settingsNoticeChanged = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # Settings come from the user data folder (defaults when missing or damaged) and are
        # written back after every change.
        self._data_root = data_dir()  # fixed at start: later writes go to the same folder
        loaded = load_settings(self._data_root)
        # what the file said: a write changes only the settings changed here since (another
        # desk, a person, may have changed others in the file meanwhile)
        self._written = loaded.settings
        self._settings_problem = loaded.problem
        self._settings_notice = bool(loaded.problem)  # said at start, until "OK"
        self._bot_pause_ms = loaded.settings.bot_pause_ms
        self._hand_over = loaded.settings.hand_over_screens
        self._house_rule = loaded.settings.house_rule
        self._reduce_motion = loaded.settings.reduce_motion
        self._roll_animation = loaded.settings.roll_animation
        self._honest = loaded.settings.honest_games
        self._practice_undo = loaded.settings.practice_undo
        self._hints = loaded.settings.hints
        self._page_size = loaded.settings.page_size
        self._guide_offered = loaded.settings.guide_offered
        self._contrast = loaded.settings.contrast
        self._system_high = contrast.system_prefers_high()
        contrast.watch_system(self._system_contrast_changed)
        self._autosave_told = loaded.settings.autosave_told
        # Written a moment after the last change (a dragged slider changes it many times).
        self._save_timer = QTimer(self)
        self._save_timer.setSingleShot(True)
        self._save_timer.setInterval(SETTINGS_WRITE_DELAY_MS)
        self._save_timer.timeout.connect(self.writeSettings)
        self.settingsChanged.connect(self._save_timer.start)
        self.settingsChanged.connect(self.settingsNoticeChanged)  # the language may change
        when_ending(self.writeSettings)  # quitting, a logout

    @Property(list, notify=settingsChanged)  # titles change with the language
    def games(self) -> list[dict[str, Any]]:
        playable = set(playable_games())
        return [{"id": game, "title": game_title(game), "available": game in playable,
                 "rules": catalogue.facts(game).rules_screen}
                for game in ALL_GAMES]

    @Property(str, constant=True)
    def setCubedId(self) -> str:
        """SET Cubed's game id, for the screens that show it otherwise (a board, no sheet)."""
        return catalogue.SET_CUBED

    @Property(str, constant=True)
    def firstGame(self) -> str:
        """The first game of the series: the one a screen shows when none is chosen."""
        return catalogue.FIRST_GAME

    @Property(list, notify=settingsChanged)  # titles change with the language
    def gameTitles(self) -> list[str]:
        """Every game's title, for the home screen: no engine is needed to say them."""
        return [game_title(game) for game in ALL_GAMES]

    @Property(list, notify=settingsChanged)  # titles change with the language
    def computerPlayers(self) -> list[dict[str, object]]:
        """Each computer player, strongest first, with its name and the solo mean measured for
        it per game (``means``: game id → points; the new-game screen shows "Expert ≈ 285")."""
        from cleverdesk.engine.bots import BOT_NAMES
        from cleverdesk.engine.bots.shipped import level_means

        names = {"expert": self.tr("Expert"), "learned": self.tr("Strong"),
                 "skilled": self.tr("Skilled"), "casual": self.tr("Casual"),
                 "beginner": self.tr("Beginner"), "greedy": self.tr("Greedy (simple rules)"),
                 "random": self.tr("Random (no plan)")}
        players: list[dict[str, object]] = []
        for bot in BOT_NAMES:
            means: dict[str, int] = {}
            for game in ALL_GAMES:
                mean = None if catalogue.is_set_cubed(game) else level_means(game).get(bot)
                if mean is not None:
                    means[game] = round(mean)
            players.append({"id": bot, "name": names.get(bot, bot), "means": means})
        return players

    @Property(list, notify=settingsChanged)  # titles change with the language
    def setCubedPlayers(self) -> list[dict[str, str]]:
        """The computer players SET Cubed really has, strongest first, named for what they do:
        it has no learned player (the Clever games' "Strong (learned)" is not offered)."""
        from cleverdesk.setcubed.bots import BOT_NAMES

        names = {"greedy": self.tr("Greedy (most points)"),
                 "random": self.tr("Random (no plan)")}
        order = sorted(BOT_NAMES, key=lambda bot: bot != "greedy")
        return [{"id": bot, "name": names.get(bot, bot)} for bot in order]

    # Saved games, Continue and undo live in the ``Saves`` singleton (ui/saves/desk.py).

    # -- settings
    def _get_pause(self) -> int:
        return self._bot_pause_ms

    def _set_pause(self, value: int) -> None:
        value = max(0, min(5000, int(value)))
        if value != self._bot_pause_ms:
            self._bot_pause_ms = value
            self.settingsChanged.emit()

    botPauseMs = Property(int, _get_pause, _set_pause, notify=settingsChanged)

    def _get_speed(self) -> str:
        return min(GAME_SPEEDS, key=lambda speed: abs(GAME_SPEEDS[speed][0] - self._bot_pause_ms))

    def _set_speed(self, value: str) -> None:
        if value in GAME_SPEEDS:
            self._set_pause(GAME_SPEEDS[value][0])

    # "slow", "normal", "fast" or "instant": the computers' pace and the dice animations'
    gameSpeed = Property(str, _get_speed, _set_speed, notify=settingsChanged)

    @Property(float, notify=settingsChanged)
    def animationScale(self) -> float:
        """How long the dice animations take at this speed: 1 as designed, 0 none."""
        return GAME_SPEEDS[self._get_speed()][1]

    def _get_hand_over(self) -> bool:
        return self._hand_over

    def _set_hand_over(self, value: bool) -> None:
        if bool(value) != self._hand_over:
            self._hand_over = bool(value)
            self.settingsChanged.emit()

    handOverScreens = Property(bool, _get_hand_over, _set_hand_over,
                               notify=settingsChanged)

    def _get_house_rule(self) -> bool:
        return self._house_rule

    def _set_house_rule(self, value: bool) -> None:
        if bool(value) != self._house_rule:
            self._house_rule = bool(value)
            self.settingsChanged.emit()

    houseRule = Property(bool, _get_house_rule, _set_house_rule,
                         notify=settingsChanged)

    def _get_reduce_motion(self) -> bool:
        return self._reduce_motion

    def _set_reduce_motion(self, value: bool) -> None:
        if bool(value) != self._reduce_motion:
            self._reduce_motion = bool(value)
            self.settingsChanged.emit()

    def _get_contrast(self) -> str:
        return self._contrast

    def _set_contrast(self, value: str) -> None:
        if value in contrast.CHOICES and value != self._contrast:
            self._contrast = value
            self.settingsChanged.emit()

    # "system", "high" or "normal" (the settings screen's choice); highContrast is what applies
    contrast = Property(str, _get_contrast, _set_contrast, notify=settingsChanged)

    def _system_contrast_changed(self) -> None:
        self._system_high = contrast.system_prefers_high()
        self.settingsChanged.emit()

    @Property(bool, notify=settingsChanged)
    def highContrast(self) -> bool:
        return contrast.high(self._contrast, self._system_high)

    # No sliding dice, no flashing bonus chains (for players who prefer a calm table).
    reduceMotion = Property(bool, _get_reduce_motion, _set_reduce_motion,
                            notify=settingsChanged)

    def _get_roll_animation(self) -> bool:
        return self._roll_animation

    def _set_roll_animation(self, value: bool) -> None:
        if bool(value) != self._roll_animation:
            self._roll_animation = bool(value)
            self.settingsChanged.emit()

    # Thrown dice tumble for a moment (also off with reduced motion or a computer pause of 0).
    rollAnimation = Property(bool, _get_roll_animation, _set_roll_animation,
                             notify=settingsChanged)

    def _get_honest(self) -> bool:
        return self._honest

    def _set_honest(self, value: bool) -> None:
        if bool(value) != self._honest:
            self._honest = bool(value)
            self.settingsChanged.emit()

    # "Honest games": new games allow no undo (a game keeps the rule it started with).
    honestGames = Property(bool, _get_honest, _set_honest, notify=settingsChanged)

    def _get_practice_undo(self) -> bool:
        return self._practice_undo

    def _set_practice_undo(self, value: bool) -> None:
        if bool(value) != self._practice_undo:
            self._practice_undo = bool(value)
            self.settingsChanged.emit()

    # "Practice undo": undo may go back past dice already seen; a game where it did is marked
    # in the history and counts for neither the campaign nor the records.
    practiceUndo = Property(bool, _get_practice_undo, _set_practice_undo,
                            notify=settingsChanged)

    def _get_hints(self) -> bool:
        return self._hints

    def _set_hints(self, value: bool) -> None:
        if bool(value) != self._hints:
            self._hints = bool(value)
            self.settingsChanged.emit()

    # "Hints": a Hint button (and key H) shows what the learned player would do.
    hints = Property(bool, _get_hints, _set_hints, notify=settingsChanged)

    def _get_page_size(self) -> str:
        return self._page_size

    def _set_page_size(self, value: str) -> None:
        if value in ("A4", "Letter") and value != self._page_size:
            self._page_size = value
            self.settingsChanged.emit()

    pageSize = Property(str, _get_page_size, _set_page_size, notify=settingsChanged)

    def _get_guide_offered(self) -> bool:
        return self._guide_offered

    def _set_guide_offered(self, value: bool) -> None:
        if bool(value) != self._guide_offered:
            self._guide_offered = bool(value)
            self.settingsChanged.emit()

    # The guided first game was started once (it starts by itself on the first run only).
    guideOffered = Property(bool, _get_guide_offered, _set_guide_offered,
                            notify=settingsChanged)

    def _get_autosave_told(self) -> bool:
        return self._autosave_told

    def _set_autosave_told(self, value: bool) -> None:
        if bool(value) != self._autosave_told:
            self._autosave_told = bool(value)
            self.settingsChanged.emit()

    # The table said once that a game is saved after every move (closing asks nothing).
    autosaveTold = Property(bool, _get_autosave_told, _set_autosave_told,
                            notify=settingsChanged)

    @Property(bool, notify=settingsChanged)
    def guideDue(self) -> bool:
        """The first run: the guide was never offered. Settings that could not be read are not a
        first run (their player has played before), so the guide does not surprise them."""
        return not self._guide_offered and not self._settings_problem

    def _settings_problem_text(self) -> str:
        if not self._settings_problem:
            return ""
        return self.tr("The settings could not be read (%1); the defaults apply.").replace(
            "%1", self._settings_problem)

    @Property(str, notify=settingsChanged)  # its words change with the language
    def settingsProblem(self) -> str:
        """Why the saved settings could not be read (the defaults apply), or empty."""
        return self._settings_problem_text()

    @Property(str, notify=settingsNoticeChanged)
    def settingsNotice(self) -> str:
        """The settings problem as said over any screen at start, until dismissed."""
        return self._settings_problem_text() if self._settings_notice else ""

    @Slot()
    def dismissSettingsNotice(self) -> None:
        if self._settings_notice:
            self._settings_notice = False
            self.settingsNoticeChanged.emit()  # not settingsChanged: that would write them

    @Slot()
    def writeSettings(self) -> None:
        """Write the settings now (also done shortly after every change and when quitting)."""
        self._save_timer.stop()
        settings = Settings(
            bot_pause_ms=self._bot_pause_ms, hand_over_screens=self._hand_over,
            house_rule=self._house_rule, reduce_motion=self._reduce_motion,
            roll_animation=self._roll_animation,
            honest_games=self._honest, practice_undo=self._practice_undo, hints=self._hints,
            page_size=self._page_size,
            language=language.current(), guide_offered=self._guide_offered,
            contrast=self._contrast,
            autosave_told=self._autosave_told)
        try:
            save_changed_settings(self._written, settings, self._data_root)
            self._written = settings  # the next write changes what this desk changed after it
        except (SaveFileError, OSError):  # a read-only folder must not stop the desk
            pass

    @Slot()
    def loadServices(self) -> None:
        """Load the game services now (they come by themselves right after the first frame; a
        screen opened before that needs them at once)."""
        from PySide6.QtQml import qmlEngine

        from cleverdesk.ui.app.services import load_services

        engine = qmlEngine(self)
        if engine is not None:
            load_services(engine)

    @Slot(str, result=str)
    def gameTitle(self, game: str) -> str:
        return game_title(game)

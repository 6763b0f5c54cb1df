"""The solo campaign at the desk: chapters and stages to choose, a stage to play, its result.

A stage is a fixed-seed solo game of its chapter's game with no undo; the ``History`` recorder
writes it as a campaign game, and this bridge stores its total against the stage's target and
says what it earned and opened. The daily game is the date's seed, the same for everybody.
"""

from __future__ import annotations

import sqlite3
from datetime import date
from typing import Any

from PySide6.QtCore import Property, QCoreApplication, QDate, QLocale, QObject, Signal, Slot

from cleverdesk.engine import GameRecord, GameSetup, GameState, PlayerSetup, get_rules
from cleverdesk.layout import LAYOUT_GAME_IDS
from cleverdesk.store import campaign as campaign_store
from cleverdesk.store.history import HistoryError, HistoryStore
from cleverdesk.ui.common import words
from cleverdesk.ui.history.desk import History, Session
from cleverdesk.ui.saves.desk import Saves
from cleverdesk.ui.table.desk import Game


def _challenge_code(game: str, seed: int) -> str:
    """The daily game's challenge code (issue 50): the same game, passed on by a code."""
    from cleverdesk.engine.challenge import Challenge, NoCode, encode, grouped

    try:
        return grouped(encode(Challenge(game, seed)))
    except NoCode:
        return ""


def _date_text(day: date) -> str:
    return QLocale().toString(QDate(day.year, day.month, day.day),
                              QLocale.FormatType.LongFormat)


# A QML singleton of the Cleverdesk module, made by ui/app/services.py (on first use).
class Campaign(QObject):
    """Chapters, stages, the daily game and the last stage's result (``Campaign`` in QML)."""

    changed = Signal()
    resultChanged = Signal()
    showCampaignRequested = Signal()
    errorChanged = Signal()
    playingChanged = Signal()

    def __init__(self, *, game: Game | None, history: History | None, saves: Saves | None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game = game
        self._history = history
        self._saves = saves  # the saved games' watcher: a campaign game allows no undo
        self._selected = 0
        self._result: dict[str, Any] = {}
        self._error = ""
        self._today = date.today
        if history is not None:
            history.add_listener(self._finished)
        self._playing = ""
        if game is not None:
            game.started.connect(self._on_started)
            game.changed.connect(self._update_playing)
        # read when first asked for, not at start-up: the chapters need every game's rules
        self._loaded: tuple[campaign_store.ChapterState, ...] | None = None

    # ------------------------------------------------------------------ reading
    @Slot()
    def refresh(self) -> None:
        self._loaded = self._read()
        self.changed.emit()

    def _read(self) -> tuple[campaign_store.ChapterState, ...]:
        store = self._history.store if self._history is not None else None
        # your best solo score per game and the best of the clean games (issue 50)
        self._bests = {} if store is None else store.solo_bests()
        return () if store is None else campaign_store.campaign_state(store)

    _bests: dict[str, tuple[int, int | None]] = {}

    def _bests_text(self, game: str) -> str:
        """"Your best solo game: 231 · clean: 212" (clean: without hints, undo or a review)."""
        best, clean = self._bests.get(game, (None, None))
        if best is None:
            return ""
        if clean is None:
            return self.tr("Your best solo game: %1 · no clean game yet").replace(
                "%1", str(best))
        return self.tr("Your best solo game: %1 · clean: %2").replace(
            "%1", str(best)).replace("%2", str(clean))

    @property
    def _states(self) -> tuple[campaign_store.ChapterState, ...]:
        if self._loaded is None:
            self._loaded = self._read()
            # open at the chapter the player is working on: the last one played (every chapter
            # is open), else the first game of the series
            self._selected = max((i for i, chapter in enumerate(self._loaded)
                                  if any(s.plays for s in chapter.stages)), default=0)
        return self._loaded

    def _playable(self, game: str) -> bool:
        return game in LAYOUT_GAME_IDS

    def _stage_dict(self, chapter: campaign_store.ChapterState,
                    s: campaign_store.StageState, previous: campaign_store.StageState | None
                    ) -> dict[str, Any]:
        stage = s.stage
        rules = get_rules(stage.game)
        band = next(b for b in rules.rating if b.code == stage.band)
        stars_at = [stage.target, *stage.higher_thresholds]
        if not chapter.unlocked:
            lock = self.tr("Open the chapter first")
        elif not s.unlocked and previous is not None:
            lock = self.tr("Earn a star in stage %1 to open").replace(
                "%1", str(previous.stage.number))
        else:
            lock = ""
        return {
            "id": stage.id, "number": stage.number, "target": stage.target,
            "band": words.rating_label(rules.game_id, band.code, band.en),
            # each threshold kept on one line (no break inside it) when a narrow card wraps them
            "starsAt": " · ".join(
                self.tr("%1★ %2").replace("%1", str(n + 1)).replace("%2", str(t))
                .replace(" ", "\u00a0") for n, t in enumerate(stars_at)),
            "maxStars": len(stars_at),
            "best": s.best if s.best is not None else -1, "stars": s.stars, "plays": s.plays,
            "unlocked": s.unlocked, "lock": lock,
            "playable": s.unlocked and self._playable(stage.game),
        }

    @Property(list, notify=changed)
    def chapters(self) -> list[dict[str, Any]]:
        out = []
        for c in self._states:
            stages = []
            previous: campaign_store.StageState | None = None
            for s in c.stages:
                stages.append(self._stage_dict(c, s, previous))
                previous = s
            lock = ""  # every chapter is open: stars are the reward, not a gate
            out.append({
                "number": c.chapter.number, "game": c.chapter.game,
                "title": words.game_title(c.chapter.game), "unlocked": c.unlocked,
                "playable": self._playable(c.chapter.game), "lock": lock,
                "stars": c.stars, "maxStars": sum(s["maxStars"] for s in stages),
                "won": sum(1 for s in c.stages if s.stars > 0), "stages": stages,
                "bests": self._bests_text(c.chapter.game),
            })
        return out

    @Property(int, notify=changed)
    def selected(self) -> int:
        self._states  # noqa: B018 - the first read chooses the chapter to open at
        return self._selected

    @Slot(int)
    def select(self, index: int) -> None:
        if 0 <= index < len(self._states) and index != self._selected:
            self._selected = index
            self.changed.emit()

    @Property(dict, notify=changed)
    def daily(self) -> dict[str, Any]:
        return self._daily()

    def _daily(self) -> dict[str, Any]:
        today = self._today()
        game, seed = campaign_store.daily_game(today, LAYOUT_GAME_IDS)
        stage = campaign_store.daily_stage_id(today)
        best, plays = -1, 0
        store = self._history.store if self._history is not None else None
        if store is not None:
            row = store.stage_progress().get(stage)
            if row is not None:
                stored, _, plays = row
                best = -1 if stored is None else stored  # only given up: no best yet
        return {"date": _date_text(today), "game": game, "title": words.game_title(game),
                "seed": seed, "best": best, "plays": plays, "playable": self._playable(game),
                "code": _challenge_code(game, seed)}

    @Property(str, notify=errorChanged)
    def error(self) -> str:
        return self._error

    # ------------------------------------------------------------------ playing
    def _player_name(self) -> str:
        return QCoreApplication.translate("Words", "Player %1").replace("%1", "1")

    def _start(self, game: str, seed: int, stage: str) -> bool:
        if self._game is None or self._history is None or self._history.recorder is None:
            return False
        self._history.recorder.expect("campaign", stage)
        self._game.leave()
        self._game.start_setup(GameSetup(game=game, players=[PlayerSetup(
            name=self._player_name())], seed=seed))
        if self._saves is not None:
            self._saves.forbidUndo()
        return True

    @Slot(str, result=bool)
    def play(self, stage_id: str) -> bool:
        """Start a stage that is open: its fixed seed, one player, no undo."""
        try:
            stage = campaign_store.find_stage(stage_id)
        except KeyError:
            return False
        state = next((s for c in self._states for s in c.stages if s.stage.id == stage_id),
                     None)
        if state is None or not state.unlocked or not self._playable(stage.game):
            return False
        return self._start(stage.game, stage.seed, stage.id)

    @Slot(result=bool)
    def playDaily(self) -> bool:
        daily = self._daily()
        if not daily["playable"]:
            return False
        return self._start(daily["game"], int(daily["seed"]),
                           campaign_store.daily_stage_id(self._today()))

    @Slot()
    def showCampaign(self) -> None:
        self.showCampaignRequested.emit()

    # ------------------------------------------------------------------ the table
    def _update_playing(self) -> None:
        recorder = self._history.recorder if self._history is not None else None
        session = recorder.session if recorder is not None else None
        text = ""
        if session is not None and session.mode == "campaign" and session.stage:
            if session.stage.startswith("daily/"):
                text = self.tr("Daily game")
            else:
                try:
                    stage = campaign_store.find_stage(session.stage)
                except KeyError:
                    stage = None
                if stage is not None:
                    text = self.tr("Stage %1 · target %2").replace(
                        "%1", str(stage.number)).replace("%2", str(stage.target))
        if text != self._playing:
            self._playing = text
            self.playingChanged.emit()

    @Property(str, notify=playingChanged)
    def playingText(self) -> str:
        """What the table's top bar says about a campaign game being played ("" otherwise)."""
        return self._playing

    # ------------------------------------------------------------------ the result
    def _on_started(self) -> None:
        self._update_playing()
        recorder = self._history.recorder if self._history is not None else None
        session = recorder.session if recorder is not None else None
        if self._result and (session is None or session.mode != "campaign"
                             or session.uid != self._result.get("uid")):
            self._result = {}
            self.resultChanged.emit()

    def _finished(self, state: GameState, record: GameRecord, session: Session,
                  game_id: int | None) -> None:
        if session.mode != "campaign" or not session.stage or self._history is None:
            return
        total = get_rules(state.game).total(state.players[0])
        result: dict[str, Any] = {"uid": session.uid, "total": total, "daily": False,
                                  "opened": "", "nextStage": ""}
        store = self._history.store
        if game_id is None:
            # Not written now: the history could not take it (it is kept, and its stage result
            # goes in with it when it can), or it was written before. Either way the stage
            # result is not written here (never twice); the player sees what the game earned.
            self._show_unwritten(result, session.stage, total, store)
            return
        if store is None:
            return
        if session.stage.startswith("daily/"):
            old = store.stage_progress().get(session.stage)
            best, _ = store.save_stage_result(session.stage, total, 0)
            result.update(daily=True, title=self.tr("Daily game"), stars=0, maxStars=0,
                          target=0, best=best,
                          newBest=old is None or old[0] is None or total > old[0],
                          passed=True)
        else:
            stage = campaign_store.find_stage(session.stage)
            try:
                outcome = campaign_store.record_stage_result(store, session.stage, total)
            except ValueError:
                return
            opened = []
            if outcome.opened_stage is not None:
                opened.append(self.tr("Stage %1 is open.").replace(
                    "%1", str(outcome.opened_stage.number)))
                if outcome.opened_stage.game == stage.game:
                    result["nextStage"] = outcome.opened_stage.id
            if not result["nextStage"] and outcome.best_stars > 0:
                following = f"{stage.game}/{stage.number + 1}"
                try:
                    result["nextStage"] = campaign_store.find_stage(following).id
                except KeyError:
                    pass  # the last stage of the chapter
            result.update(
                title=self.tr("Stage %1").replace("%1", str(stage.number)),
                stars=outcome.stars, maxStars=1 + len(stage.higher_thresholds),
                target=stage.target, best=outcome.best, newBest=outcome.new_best,
                passed=outcome.stars > 0, opened=" ".join(opened), stage=stage.id)
        self._result = result
        self.resultChanged.emit()
        self.refresh()

    def _show_unwritten(self, result: dict[str, Any], stage_id: str, total: int,
                        store: HistoryStore | None) -> None:
        """The result of a stage game the history does not hold yet: its total and stars,
        its best as far as the history can be read (no stage is opened until it is in)."""
        try:
            old = store.stage_progress().get(stage_id) if store is not None else None
        except (HistoryError, sqlite3.Error):
            old = None
        old_best = old[0] if old is not None else None
        best = total if old_best is None else max(old_best, total)
        if stage_id.startswith("daily/"):
            result.update(daily=True, title=self.tr("Daily game"), stars=0, maxStars=0,
                          target=0, best=best, newBest=old_best is None or total > old_best,
                          passed=True)
        else:
            try:
                stage = campaign_store.find_stage(stage_id)
            except KeyError:
                return
            stars = campaign_store.stars_for(stage, total)
            result.update(
                title=self.tr("Stage %1").replace("%1", str(stage.number)), stars=stars,
                maxStars=1 + len(stage.higher_thresholds), target=stage.target, best=best,
                newBest=old_best is None or total > old_best, passed=stars > 0,
                stage=stage.id)
        self._result = result
        self.resultChanged.emit()

    @Property(dict, notify=resultChanged)
    def result(self) -> dict[str, Any]:
        return dict(self._result)

    @Property(bool, notify=resultChanged)
    def hasResult(self) -> bool:
        return bool(self._result)

    @Slot(result=bool)
    def giveUp(self) -> bool:
        """Give up the stage (or daily game) being played: it counts as played, never as a
        best, and the game is over (Continue does not offer it again)."""
        recorder = self._history.recorder if self._history is not None else None
        session = recorder.session if recorder is not None else None
        store = self._history.store if self._history is not None else None
        if session is None or session.mode != "campaign" or not session.stage or store is None:
            return False
        store.give_up_stage(session.stage)
        if self._saves is not None:
            self._saves.abandonRunning()
        if self._game is not None:
            self._game.leave()
        self.refresh()
        return True

    @Slot()
    def playAgain(self) -> None:
        stage = str(self._result.get("stage", ""))
        if self._result.get("daily"):
            self.playDaily()
        elif stage:
            self.play(stage)

    @Slot()
    def playNext(self) -> None:
        stage = str(self._result.get("nextStage", ""))
        if stage:
            self.play(stage)

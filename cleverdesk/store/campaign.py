"""The solo campaign: a chapter per Clever game, each a ladder of fixed-seed solo games.

A stage's target is a threshold of that game's solo rating table, rising from stage to stage;
reaching it earns a star, and each further band reached in the same game earns another (three at
most). The seeds are fixed forever, so every player meets the same dice in a stage. Within a
chapter the next stage opens when a stage has a star; every chapter is open from the start, so a
player who knows a sequel can start there (stars are the reward, not a gate).
The daily game gives everybody the same game and seed on a given date.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from cleverdesk.engine import GAME_IDS, get_rules
from cleverdesk.engine import dice as oracle

from .history import HistoryStore

MAX_STARS = 3
_CAMPAIGN_SEED = 20261130  # changing it would change every stage's dice: never do


@dataclass(frozen=True)
class Stage:
    id: str  # "<game>/<number>", stored with the progress
    game: str
    number: int  # 1-based
    seed: int
    target: int  # the total to reach for the first star
    band: str  # the rating band the target opens
    higher_thresholds: tuple[int, ...]  # totals for the second and third star


@dataclass(frozen=True)
class Chapter:
    game: str
    number: int
    stages: tuple[Stage, ...]


@dataclass(frozen=True)
class StageState:
    stage: Stage
    unlocked: bool
    best: int | None
    stars: int
    plays: int


@dataclass(frozen=True)
class ChapterState:
    chapter: Chapter
    unlocked: bool
    stages: tuple[StageState, ...]

    @property
    def stars(self) -> int:
        return sum(s.stars for s in self.stages)


@dataclass(frozen=True)
class StageResult:
    stars: int
    best: int
    best_stars: int
    new_best: bool
    opened_stage: Stage | None  # the stage this result opened, if any


def stage_seed(game: str, number: int) -> int:
    return oracle.choose_index(_CAMPAIGN_SEED, 2**31 - 1, "campaign", game, number)


def chapters() -> tuple[Chapter, ...]:
    """One chapter per registered Clever game with a solo rating table, in series order."""
    result: list[Chapter] = []
    for game in GAME_IDS:
        rules = get_rules(game)
        thresholds = sorted({b.min for b in rules.rating if b.min is not None})
        if not thresholds:
            continue
        codes = {b.min: b.code for b in rules.rating if b.min is not None}
        stages = tuple(
            Stage(
                id=f"{game}/{i + 1}",
                game=game,
                number=i + 1,
                seed=stage_seed(game, i + 1),
                target=target,
                band=codes[target],
                higher_thresholds=tuple(thresholds[i + 1:i + MAX_STARS]),
            )
            for i, target in enumerate(thresholds)
        )
        result.append(Chapter(game=game, number=len(result) + 1, stages=stages))
    return tuple(result)


def stars_for(stage: Stage, total: int) -> int:
    if total < stage.target:
        return 0
    return 1 + sum(1 for t in stage.higher_thresholds if total >= t)


def find_stage(stage_id: str) -> Stage:
    for chapter in chapters():
        for stage in chapter.stages:
            if stage.id == stage_id:
                return stage
    raise KeyError(stage_id)


def campaign_state(store: HistoryStore) -> tuple[ChapterState, ...]:
    progress = store.stage_progress()
    states: list[ChapterState] = []
    for chapter in chapters():
        chapter_open = True  # every chapter: the sequels are not locked behind the first game
        stage_states: list[StageState] = []
        previous_has_star = True
        for stage in chapter.stages:
            best, stars, plays = progress.get(stage.id, (None, 0, 0))
            unlocked = chapter_open and previous_has_star
            stage_states.append(StageState(stage, unlocked, best, stars, plays))
            previous_has_star = stars > 0
        states.append(ChapterState(chapter, chapter_open, tuple(stage_states)))
    return tuple(states)


def record_stage_result(store: HistoryStore, stage_id: str, total: int) -> StageResult:
    """Store a finished stage game's total; say what it earned and what it opened."""
    stage = find_stage(stage_id)
    before = campaign_state(store)
    if not any(s.unlocked for c in before for s in c.stages if s.stage.id == stage_id):
        # a locked stage earns nothing: it is not open to play yet
        raise ValueError(f"stage {stage_id} is locked")
    old_best = store.stage_progress().get(stage_id, (None, 0, 0))[0]
    stars = stars_for(stage, total)
    best, best_stars = store.save_stage_result(stage_id, total, stars)
    after = campaign_state(store)
    opened_stage = None
    for old, new in zip(before, after, strict=True):
        for old_stage, new_stage in zip(old.stages, new.stages, strict=True):
            if new_stage.unlocked and not old_stage.unlocked and opened_stage is None:
                opened_stage = new_stage.stage
    return StageResult(stars=stars, best=best, best_stars=best_stars,
                       new_best=old_best is None or total > old_best,
                       opened_stage=opened_stage)


def daily_game(day: date, games: Sequence[str] | None = None) -> tuple[str, int]:
    """The game and seed everybody plays on ``day``: games take turns, the seed is the date's.

    ``games`` narrows the turn-taking to the games a caller can play (a desk that cannot draw
    every sheet yet); the seed of a date is the same whatever the games.
    """
    chapter_games = [c.game for c in chapters()]
    games = [g for g in chapter_games if games is None or g in games] or chapter_games
    game = games[day.toordinal() % len(games)]
    seed = oracle.choose_index(_CAMPAIGN_SEED, 2**31 - 1, "daily", day.isoformat())
    return game, seed


def daily_stage_id(day: date) -> str:
    return f"daily/{day.isoformat()}"

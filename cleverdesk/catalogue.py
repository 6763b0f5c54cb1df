"""The one list of cleverdesk's games and the facts every part of the program needs about them.

Everything that lists games derives from ``GAMES``: the engine's ``GAME_IDS`` (the games whose
engine is the Clever engine), the sheets' ``LAYOUT_GAME_IDS``, the desk's game lists, History's
colours, the campaign's chapters (in series order), the challenge codes' game numbers, the
expert's search budgets and the learned network's score scale. ``tests/test_catalogue.py``
checks that each of those lists equals what is written here.

Adding a game is an entry here plus its modules: for a Clever game, its rules in
``engine/games/<module>.py``, its sheet in ``layout/<module>.py`` and its rules screen
``qml/Cleverdesk/<rules_screen>.qml``, its title and rating words in ``i18n_words.py``.

Qt-free and importing nothing of cleverdesk: it is the bottom layer, below the engine.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Final, Literal

# SET Cubed is played on its own engine (cleverdesk/setcubed), on a board and not a sheet.
SetCubedId = Literal["set-cubed"]
SET_CUBED: Final[SetCubedId] = "set-cubed"

CLEVER_ENGINE: Final = "clever"
SET_CUBED_ENGINE: Final = "setcubed"


@dataclass(frozen=True)
class Search:
    """How hard the expert thinks (the fields of ``engine.bots.expert.SearchBudget``); a field
    left out keeps the budget's default."""

    candidates: int | None = None
    margin: float | None = None
    samples: int | None = None
    reply_rows: int | None = None
    min_samples: int | None = None

    def given(self) -> dict[str, Any]:  # Any: the budget's own fields check the types
        return {name: value for name, value in vars(self).items() if value is not None}


# The budgets of the first two games; the two sequels offer several times the replies (a future
# there costs ~30 afterstates): three candidates and a cap on the reply positions keep a seat's
# decision within the same time (p95 under 100 ms), the hints within a few times that.
NARROW_DESK = Search()
NARROW_HINTS = Search(candidates=6, margin=20.0, samples=64)
WIDE_DESK = Search(candidates=3, reply_rows=1000)
WIDE_HINTS = Search(candidates=5, margin=20.0, samples=64, reply_rows=4000)


@dataclass(frozen=True)
class GameFacts:
    id: str
    series: int  # its place in the series, as the games came out: the order of every list
    colour: str  # the game's colour in History's lists and figures
    engine: str  # CLEVER_ENGINE or SET_CUBED_ENGINE
    # the module of its rules (engine/games/) and of its sheet (layout/), named like the game
    module: str | None = None
    rules_screen: str = ""  # the QML component that shows its rules
    code_number: int | None = None  # its number in challenge codes: never reuse or renumber
    score_scale: float = 400.0  # the learned network's values are points / this
    desk_search: Search = field(default=NARROW_DESK)
    hint_search: Search = field(default=NARROW_HINTS)

    @property
    def is_set_cubed(self) -> bool:
        return self.engine == SET_CUBED_ENGINE

    @property
    def has_sheet(self) -> bool:
        return self.engine == CLEVER_ENGINE


GAMES: tuple[GameFacts, ...] = (
    GameFacts("ganz-schoen-clever", 1, "#f2c418", CLEVER_ENGINE, "ganz_schoen_clever",
         "RulesPrettyClever", code_number=0, score_scale=300.0),
    GameFacts("doppelt-so-clever", 2, "#2f7fd1", CLEVER_ENGINE, "doppelt_so_clever",
         "RulesTwiceAsClever", code_number=1),
    # Clever hoch drei's replies cost the most to generate (jokers, the grey rows): at 1000
    # reply rows its decisions took 117-126 ms at p95 (cpu, 10-game probes); 700 rows and 5
    # samples brought it to ~97 ms in probes but 101.8 ms over 1000 games; 600 rows take ~20 %
    # less (p95 86 -> 69 ms) and score the same within the probes' noise (424.6 / 424.3).
    GameFacts("clever-hoch-drei", 3, "#e05a9a", CLEVER_ENGINE, "clever_hoch_drei",
         "RulesCleverCubed", code_number=2,
         desk_search=Search(candidates=3, reply_rows=600, min_samples=5),
         hint_search=WIDE_HINTS),
    GameFacts("clever-4ever", 4, "#3fa34d", CLEVER_ENGINE, "clever_4ever",
         "RulesClever4ever", code_number=3, desk_search=WIDE_DESK, hint_search=WIDE_HINTS),
    # SET's purple: apart from the four Clever colours
    GameFacts(SET_CUBED, 5, "#7b3fb0", SET_CUBED_ENGINE, rules_screen="SetCubedRulesScreen"),
)

_BY_ID = {game.id: game for game in GAMES}

ALL_GAME_IDS: tuple[str, ...] = tuple(game.id for game in sorted(GAMES, key=lambda g: g.series))
CLEVER_GAME_IDS: tuple[str, ...] = tuple(g for g in ALL_GAME_IDS if _BY_ID[g].has_sheet)
FIRST_GAME: Final = ALL_GAME_IDS[0]  # the game the desk starts with and the guide teaches


def facts(game_id: str) -> GameFacts:
    """The facts of ``game_id`` (KeyError for a game cleverdesk does not know)."""
    return _BY_ID[game_id]


def known(game_id: str) -> bool:
    return game_id in _BY_ID


def is_set_cubed(game_id: str) -> bool:
    return game_id == SET_CUBED


def code_games() -> tuple[str, ...]:
    """The games challenge codes can name, by their code number."""
    numbered = sorted((g.code_number, g.id) for g in GAMES if g.code_number is not None)
    return tuple(game_id for _, game_id in numbered)


__all__ = ["ALL_GAME_IDS", "CLEVER_ENGINE", "CLEVER_GAME_IDS", "FIRST_GAME", "GAMES",
           "SET_CUBED", "SET_CUBED_ENGINE", "GameFacts", "Search", "SetCubedId", "code_games",
           "facts", "is_set_cubed", "known"]

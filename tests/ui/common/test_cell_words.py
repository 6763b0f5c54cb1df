"""No prompt or log line names a cell by the engine's index ("green cell 13"): while bots play
20 games of each game, in each language, every prompt, choice heading, choice button and log line
the desk would show is collected and scanned.

A cell is named as a player finds it: row and column in a grid, "the next field" on a track,
the printed number; SET Cubed counts rows and columns from 1, as its rules file does.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from cleverdesk.engine import GameSetup, MoveKind, Phase, PlayerSetup, get_rules
from cleverdesk.engine.bots import make_bot
from cleverdesk.setcubed import get_rules as setcubed_rules
from cleverdesk.setcubed.bots import make_bot as setcubed_bot
from cleverdesk.setcubed.model import Phase as SetPhase
from cleverdesk.setcubed.model import SetCubedSetup
from cleverdesk.ui.common import language, words
from cleverdesk.ui.setcubed import words as setcubed_words

CLEVER_GAMES = ("ganz-schoen-clever", "doppelt-so-clever", "clever-hoch-drei", "clever-4ever")
GAMES_EACH = 20
LANGUAGES = ("en", "de", "nl")
# a word for a cell followed by a number: how an internal index shows ("silver cell 13")
CELL_INDEX = re.compile(r"\b(cells?|fields?|Zellen?|Felde?s?|Kästchen|velde?n?|vakj?e?s?)\s*\d",
                        re.IGNORECASE)
# the log's bonus line once read "entered the bonus the platter's green 1 in silver"
BROKEN = re.compile(r"the bonus the|den Bonus (der|die|das)\b|de bonus (de|het)\b")


@pytest.fixture(autouse=True)
def english_afterwards(qapp: object) -> Iterator[None]:
    yield
    language.install("en")


def _clever_texts(game: str, seed: int) -> Iterator[str]:
    """Everything worded for the player while bots play one game (one or two players)."""
    rules = get_rules(game)
    players = [PlayerSetup(name="Anna", bot="random"), PlayerSetup(name="Ben", bot="random")]
    setup = GameSetup(game=game, seed=seed, players=players[:1 + seed % 2])
    bots = [make_bot(p.bot or "random", seed * 7 + seat) for seat, p in enumerate(players)]
    names = [p.name for p in setup.players]
    state = rules.new_game(setup)
    while state.phase != Phase.GAME_OVER:
        assert state.decider is not None
        legal = rules.legal_moves(state)
        marks = state.players[state.decider].marks
        yield words.turn_prompt(rules, state, legal, None, False, names[0])
        by_cell: dict[tuple[str, int], list] = {}
        for move in legal:
            if move.area is not None and move.cell is not None:
                by_cell.setdefault((move.area, move.cell), []).append(move)
            if move.kind == MoveKind.SKIP and move.bonus:
                yield words.optional_bonus_text(rules, move.bonus)
        for die in {m.die for m in legal if m.kind == MoveKind.PICK and m.die}:
            yield words.turn_prompt(rules, state, legal, die, False, names[0])
        for (area, cell), moves in by_cell.items():
            yield words.choice_title(rules, area, cell, marks[area])
            for move in moves:
                yield words.choice_label(rules, state, move, moves)
        mover = state.decider
        state = rules.apply(state, bots[mover].choose(state, legal))
        for line, _seat in words.log_lines(rules, state.last_events, names, state, mover):
            yield line


@pytest.fixture(scope="module")
def setcubed_games() -> list[tuple[list[str], list]]:
    """The events of 20 SET Cubed games, played once and worded in each language."""
    rules = setcubed_rules()
    games = []
    for seed in range(1, GAMES_EACH + 1):
        players = [PlayerSetup(name=n, bot="random") for n in ("Anna", "Ben", "Cas")[:2 + seed % 2]]
        bots = [setcubed_bot("random", seed * 7 + seat) for seat in range(len(players))]
        state = rules.new_game(SetCubedSetup(seed=seed, players=players))
        events = []
        while state.phase != SetPhase.GAME_OVER:
            assert state.decider is not None
            state = rules.apply(state, bots[state.decider].choose(state, rules.legal_moves(state)))
            events.append(list(state.last_events))
        games.append(([p.name for p in players], events))
    return games


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_prompt_or_log_line_names_a_cell_by_its_index(
        lang: str, setcubed_games: list[tuple[list[str], list]]) -> None:
    assert language.install(lang)
    seen: set[str] = set()
    for game in CLEVER_GAMES:
        for seed in range(1, GAMES_EACH + 1):
            seen.update(_clever_texts(game, seed))
    for names, moves in setcubed_games:
        for events in moves:
            seen.update(line for line, _seat in setcubed_words.log_lines(events, names))
    assert len(seen) > 300  # the games really were played and worded
    leaks = sorted(text for text in seen if CELL_INDEX.search(text) or BROKEN.search(text))
    assert not leaks, f"{len(leaks)} line(s) name a cell by its index:\n" + "\n".join(leaks[:20])


def test_cells_are_named_as_a_player_finds_them(qapp: object) -> None:
    language.install("en")
    gsc = get_rules("ganz-schoen-clever")
    assert words.cell_name(gsc, "blue", 5) == "Blue, row 2, column 3"
    green = [1, 1, 0] + [0] * 8
    assert words.cell_name(gsc, "green", 2, green) == "Green, the next field"
    assert words.choice_title(gsc, "orange", 0, [0] * 11) == \
        "What goes here? Orange, the next field"
    c3 = get_rules("clever-hoch-drei")
    assert words.cell_name(c3, "brown", 2) == "Brown, the first field showing 3"
    assert words.cell_name(c3, "brown", 11) == "Brown, the second field showing 3"
    assert words.cell_name(c3, "blue", 5) == "Blue, the next field left of the 7"
    language.install("de")
    # one German word for a row, "Reihe" (issue 32 §2), as the sheets and rules say it
    assert words.cell_name(gsc, "blue", 5) == "Blau, Reihe 2, Spalte 3"
    language.install("nl")
    assert words.cell_name(gsc, "green", 2, green) == "Groen, het volgende veld"

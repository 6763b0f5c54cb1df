"""The engine's codes become words for the log and the prompts."""

from __future__ import annotations

import pytest

from cleverdesk.engine import Event, GameSetup, PlayerSetup, get_rules
from cleverdesk.ui import language, words


@pytest.fixture(autouse=True)
def english(qapp: object) -> None:
    """As the desk reads them: with the English translator installed (it writes the plural
    forms of the %n counts, "1 die" / "2 dice")."""
    language.install("en")

GAME = "ganz-schoen-clever"


def _state():
    rules = get_rules(GAME)
    return rules, rules.new_game(GameSetup(game=GAME, players=[PlayerSetup(name="Anna")],
                                           seed=1))


def test_a_bonus_chain_is_one_line(qapp) -> None:
    rules, state = _state()
    events = [
        Event(kind="pick", seat=0, die="yellow", face=5, area="yellow", cell=2, value=1),
        Event(kind="bonus_fired", seat=0, bonus="x_blue"),
        Event(kind="bonus", seat=0, bonus="x_blue", area="blue", cell=2, value=1),
        Event(kind="bonus_fired", seat=0, bonus="orange_5"),
        Event(kind="bonus", seat=0, bonus="orange_5", area="orange", cell=4, value=5),
        Event(kind="unlock", seat=0, bonus="extra_die"),
        Event(kind="fox", seat=0),
        Event(kind="to_platter", seat=0, die="green", face=2),
        Event(kind="to_platter", seat=0, die="blue", face=1),
        Event(kind="roll", seat=0, value=2),
    ]
    lines = words.log_lines(rules, events, ["Anna"], state, 0)
    assert lines == [("Anna took yellow 5 → X in blue → 5 in orange → +1 gained → fox! "
                      "→ 2 dice to the silver platter", 0)]


def test_white_as_a_colour_blue_sums_and_multipliers(qapp) -> None:
    rules, state = _state()
    white = [Event(kind="pick", seat=0, die="white", face=3, area="green", cell=0, value=1)]
    assert words.log_lines(rules, white, ["Anna"], state, 0)[0][0] == \
        "Anna took white 3 as green"
    blue = [Event(kind="passive_pick", seat=0, die="blue", face=4, area="blue", cell=5,
                  value=1)]
    assert words.log_lines(rules, blue, ["Anna"], state, 0)[0][0] == \
        "Passive pick: Anna took blue 4 (blue + white = 7)"
    orange = [Event(kind="extra_die", seat=0, die="orange", face=4, area="orange", cell=3,
                    value=8)]
    assert words.log_lines(rules, orange, ["Anna"], state, 0)[0][0] == \
        "Anna used +1 on orange 4 (×2 = 8)"


def test_round_bonus_is_said_once_for_everybody(qapp) -> None:
    rules, state = _state()
    events = [Event(kind="round", value=2), Event(kind="bonus_fired", seat=0, bonus="extra_die"),
              Event(kind="unlock", seat=0, bonus="extra_die"),
              Event(kind="bonus_fired", seat=1, bonus="extra_die"),
              Event(kind="unlock", seat=1, bonus="extra_die"),
              Event(kind="turn", seat=1, value=0)]
    lines = words.log_lines(rules, events, ["Anna", "Ben"], state, None)
    assert lines == [("Round 2: everybody gains a +1 action", -1), ("Ben's turn", 1)]


def test_every_bonus_and_rating_has_words(qapp) -> None:
    rules = get_rules(GAME)
    for code in rules.bonuses:
        assert words.bonus_name(rules, code) != code
        assert words.bonus_short(rules, code)
    for band in rules.rating:
        assert words.rating_label(band.code, "?") != "?"
    assert words.rating_label("hats_off", "?") == "Hats off to you!"  # the glossary's spelling
    for die in rules.dice:
        assert len(words.die_letter(die)) == 1
    assert len({words.die_letter(die) for die in rules.dice}) == len(rules.dice)

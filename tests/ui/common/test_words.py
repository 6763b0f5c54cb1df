"""The engine's codes become words for the log and the prompts."""

from __future__ import annotations

import pytest

from cleverdesk.engine import Event, GameSetup, PlayerSetup, get_rules
from cleverdesk.typed_text import typed
from cleverdesk.ui.common import language, words


@pytest.fixture(autouse=True)
def english(qapp: object) -> None:
    """As the desk reads them: with the English translator installed (it writes the plural
    forms of the %n counts, "1 die" / "2 dice")."""
    language.install("en")

GAME = "ganz-schoen-clever"
ANNA = typed("Anna")  # a name in a sentence is isolated from it (bidi)


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
    assert lines == [(f"{ANNA} took yellow 5 → X in blue → 5 in orange → +1 gained → fox! "
                      "→ 2 dice to the silver platter", 0)]


def test_white_as_a_colour_blue_sums_and_multipliers(qapp) -> None:
    rules, state = _state()
    white = [Event(kind="pick", seat=0, die="white", face=3, area="green", cell=0, value=1)]
    assert words.log_lines(rules, white, ["Anna"], state, 0)[0][0] == \
        f"{ANNA} took white 3 as green"
    blue = [Event(kind="passive_pick", seat=0, die="blue", face=4, area="blue", cell=5,
                  value=1)]
    assert words.log_lines(rules, blue, ["Anna"], state, 0)[0][0] == \
        f"Passive pick: {ANNA} took blue 4 (blue + white = 7)"
    orange = [Event(kind="extra_die", seat=0, die="orange", face=4, area="orange", cell=3,
                    value=8)]
    assert words.log_lines(rules, orange, ["Anna"], state, 0)[0][0] == \
        f"{ANNA} used +1 on orange 4 (×2 = 8)"


def test_round_bonus_is_said_once_for_everybody(qapp) -> None:
    rules, state = _state()
    events = [Event(kind="round", value=2), Event(kind="bonus_fired", seat=0, bonus="extra_die"),
              Event(kind="unlock", seat=0, bonus="extra_die"),
              Event(kind="bonus_fired", seat=1, bonus="extra_die"),
              Event(kind="unlock", seat=1, bonus="extra_die"),
              Event(kind="turn", seat=1, value=0)]
    lines = words.log_lines(rules, events, ["Anna", "Ben"], state, None)
    assert lines == [("Round 2: everybody gains a +1 action", -1), (f"{typed('Ben')}'s turn", 1)]


def test_every_bonus_and_rating_has_words(qapp) -> None:
    rules = get_rules(GAME)
    for code in rules.bonuses:
        assert words.bonus_name(rules, code) != code
        assert words.bonus_short(rules, code)
    for band in rules.rating:
        assert words.rating_label(GAME, band.code, "?") != "?"
    # the glossary's spelling
    assert words.rating_label(GAME, "hats_off", "?") == "Hats off to you!"
    for die in rules.dice:
        assert len(words.die_letter(die)) == 1
    assert len({words.die_letter(die) for die in rules.dice}) == len(rules.dice)


def _log(game: str, event: Event) -> str:
    rules = get_rules(game)
    state = rules.new_game(GameSetup(game=game, players=[PlayerSetup(name="Anna")], seed=1))
    return words.log_lines(rules, [event], ["Anna"], state, 0)[0][0]


def test_the_log_tells_a_polished_die_truthfully(qapp) -> None:
    # Clever 4ever multiplies nothing when writing: a polished green 2 is entered as 4
    green = Event(kind="passive_pick", seat=0, die="green", face=2, area="green", cell=0, value=4)
    assert _log("clever-4ever", green) == f"Passive pick: {ANNA} took green 2 (entered as 4)"
    pink = Event(kind="extra_die", seat=0, die="pink", face=3, area="pink", cell=4, value=5)
    assert _log("clever-4ever", pink) == f"{ANNA} used +1 on pink 3 (entered as 5)"
    plain = Event(kind="passive_pick", seat=0, die="pink", face=3, area="pink", cell=4, value=3)
    assert _log("clever-4ever", plain) == f"Passive pick: {ANNA} took pink 3"


def test_the_log_tells_clever_hoch_drei_pink_halves_and_stars(qapp) -> None:
    half = Event(kind="pick", seat=0, die="pink", face=5, area="pink", cell=2, value=3)
    assert _log("clever-hoch-drei", half) == f"{ANNA} took pink 5 (½ = 3)"
    one = Event(kind="pick", seat=0, die="pink", face=2, area="pink", cell=0, value=1)
    assert _log("clever-hoch-drei", one) == f"{ANNA} took pink 2 (½ = 1)"
    star = Event(kind="pick", seat=0, die="pink", face=5, area="pink", cell=2, value=10)
    assert _log("clever-hoch-drei", star) == f"{ANNA} took pink 5 (×2 = 10)"
    # a number joker 5 on a pink 2, multiplied by the star ×2: the face alone cannot tell
    joker = Event(kind="pick", seat=0, die="pink", face=2, area="pink", cell=2, value=10)
    assert _log("clever-hoch-drei", joker) == f"{ANNA} took pink 2 (entered as 5, ×2 = 10)"
    # a joker on a halved field: 5 and 6 both halve to 3, so only the written number is said
    ambiguous = Event(kind="pick", seat=0, die="pink", face=2, area="pink", cell=2, value=3)
    assert _log("clever-hoch-drei", ambiguous) == f"{ANNA} took pink 2 (3 written)"


def test_the_log_keeps_real_multipliers(qapp) -> None:
    green = Event(kind="pick", seat=0, die="green", face=3, area="green", cell=4, value=9)
    assert _log("doppelt-so-clever", green) == f"{ANNA} took green 3 (×3 = 9)"
    orange = Event(kind="pick", seat=0, die="orange", face=3, area="orange", cell=0, value=3)
    assert _log(GAME, orange) == f"{ANNA} took orange 3"


def test_pink_field_one_offers_no_bonus(qapp) -> None:
    from cleverdesk.engine import Move, MoveKind

    rules = get_rules("clever-hoch-drei")
    state = rules.new_game(GameSetup(game="clever-hoch-drei", players=[PlayerSetup(name="A")],
                                     seed=1))
    first = Move(MoveKind.BONUS, bonus="q_pink", option="half", area="pink", cell=0, value=2)
    second = Move(MoveKind.BONUS, bonus="q_pink", option="half", area="pink", cell=1, value=2)
    assert words.choice_label(rules, state, first, [first, second]) == "2: ½: write 1"
    assert words.choice_label(rules, state, second, [first, second]) == "2: ½: write 1 + bonus"


def test_competing_bonuses_are_offered_with_what_they_write(qapp) -> None:
    """Ganz schön clever, issue 19: after purple 6 pays orange 6, orange 5 and orange 6 wait for
    the same ×2 cell; the prompt names both and each button says what it would write."""
    from cleverdesk.engine import Move, MoveKind, apply, legal_moves
    from tests.engine.support import active_roll_state, blue, sheet

    rules = get_rules(GAME)
    player = sheet(blue_crossed=[2, 4, 7, 11], orange_written=[1, 2, 3],
                   purple_written=[1, 2, 3, 4, 5, 6, 1, 2, 3])
    state = active_roll_state(
        {"white": 2, "blue": 1, "yellow": 6, "green": 6, "orange": 6, "purple": 6}, player)
    state = apply(state, Move(MoveKind.PICK, die="blue", area="blue", cell=blue(3)))
    prompt = words.pending_prompt(rules, state.players[state.active].pending)
    assert "orange" in prompt and "purple" in prompt and "you choose the order" in prompt
    state = apply(state, Move(MoveKind.BONUS, bonus="purple_6", area="purple", cell=9))
    moves = [m for m in legal_moves(state) if m.kind == MoveKind.BONUS]
    labels = sorted(words.choice_label(rules, state, m, moves) for m in moves)
    assert labels == ["A 5 in the next orange cell (= 10)", "A 6 in the next orange cell (= 12)"]


def test_a_forfeit_in_doppelt_so_clever_does_not_claim_that_no_die_fits(qapp) -> None:
    # Doppelt so clever lets a roll go even when dice fit (D10): the log says just that
    let_go = Event(kind="forfeit", seat=0, value=2)
    assert _log("doppelt-so-clever", let_go) == f"{ANNA} let roll 2 go"
    assert _log(GAME, let_go) == f"{ANNA} forfeited roll 2: no die fits"

"""Challenge codes (issue 50, item 5): short, typed back exactly, every typo caught."""

from __future__ import annotations

import random

import pytest

from cleverdesk.engine import GameSetup, PlayerSetup
from cleverdesk.engine import challenge as codes
from cleverdesk.engine.challenge import (
    ALPHABET,
    CODE_GAMES,
    BadCode,
    Challenge,
    CodeProblem,
    NoCode,
    challenge_of,
    decode,
    encode,
    grouped,
)
from cleverdesk.engine.readings import READINGS


def _code_of(values: list[int]) -> str:
    """A code with these values and a valid check character (as any version would write)."""
    values = [*values, codes._check_value(values)]
    return "".join(ALPHABET[v] for v in values)


def test_the_alphabet_has_a_prime_number_of_symbols_that_read_aloud_apart() -> None:
    assert len(ALPHABET) == 31 and len(set(ALPHABET)) == 31
    assert all(31 % d for d in range(2, 31))
    assert not set("ILOUS") & set(ALPHABET)


def test_ten_thousand_random_games_come_back_from_their_codes() -> None:
    rng = random.Random(50)
    for n in range(10_000):
        seed = rng.randrange(2**31) if n % 3 else rng.randrange(10**12)
        challenge = Challenge(rng.choice(CODE_GAMES), seed, rng.choice(READINGS))
        code = encode(challenge)
        assert len(code) == (9 if seed < 2**31 else 11)
        assert decode(code) == challenge
        assert decode(grouped(code).lower()) == challenge  # as shown, typed in lower case


def test_the_seeds_a_desk_draws_make_nine_characters() -> None:
    code = encode(Challenge("ganz-schoen-clever", 2**31 - 1))
    assert len(code) == 9 and grouped(code).count("-") == 2


def test_typing_is_forgiving_about_case_look_alikes_and_separators() -> None:
    challenge = Challenge("clever-4ever", 1)
    code = encode(challenge)  # 1EG1XWAD7
    assert code == "1EG1XWAD7"
    assert decode(" 1eg 1xw-ad7 ") == challenge
    assert decode("LEG-LXW-AD7") == challenge  # L read as 1
    zero = encode(Challenge("ganz-schoen-clever", 0))
    assert decode(zero.replace("0", "O")) == Challenge("ganz-schoen-clever", 0)
    five = next(encode(Challenge("doppelt-so-clever", s)) for s in range(100)
                if "5" in encode(Challenge("doppelt-so-clever", s)))
    assert decode(five.replace("5", "s")) == decode(five)


def _sample_codes() -> list[str]:
    rng = random.Random(7)
    picked = [encode(Challenge(g, s, r)) for g in CODE_GAMES for r in READINGS
              for s in (0, 2**31 - 1, 10**12 - 1)]
    picked += [encode(Challenge(rng.choice(CODE_GAMES), rng.randrange(10**12),
                                rng.choice(READINGS))) for _ in range(30)]
    return picked


def test_every_single_character_typo_is_caught() -> None:
    checked = 0
    for code in _sample_codes():
        for position, right in enumerate(code):
            for wrong in ALPHABET:
                if wrong == right:
                    continue
                typo = code[:position] + wrong + code[position + 1:]
                with pytest.raises(BadCode) as refused:
                    decode(typo)
                assert refused.value.problem == CodeProblem.MISTYPED, typo
                checked += 1
            for wrong in "U!*ÄÖ":  # characters no code has
                with pytest.raises(BadCode) as refused:
                    decode(code[:position] + wrong + code[position + 1:])
                assert refused.value.problem == CodeProblem.MISTYPED
    assert checked > 15_000


def test_every_swap_of_two_neighbouring_characters_is_caught() -> None:
    checked = 0
    for code in _sample_codes():
        for i in range(len(code) - 1):
            if code[i] == code[i + 1]:
                continue  # nothing changes
            swapped = code[:i] + code[i + 1] + code[i] + code[i + 2:]
            with pytest.raises(BadCode) as refused:
                decode(swapped)
            assert refused.value.problem == CodeProblem.MISTYPED, swapped
            checked += 1
    assert checked > 400


def test_a_missing_or_an_extra_character_is_a_typo() -> None:
    code = encode(Challenge("doppelt-so-clever", 123456))
    for position in range(len(code)):
        with pytest.raises(BadCode) as refused:
            decode(code[:position] + code[position + 1:])
        assert refused.value.problem == CodeProblem.MISTYPED
    with pytest.raises(BadCode) as refused:
        decode(code + "0")
    assert refused.value.problem == CodeProblem.MISTYPED


def test_a_code_from_a_newer_version_is_refused_by_name() -> None:
    newer = _code_of([2, 5, 17, 3, 0, 9, 12, 30])  # version 2, the same length as ours
    with pytest.raises(BadCode) as refused:
        decode(newer)
    assert refused.value.problem == CodeProblem.NEWER
    assert "version 2" in refused.value.detail
    longer = _code_of([3] + [1] * 14)  # a layout this version does not have: still "newer"
    with pytest.raises(BadCode) as refused:
        decode(longer)
    assert refused.value.problem == CodeProblem.NEWER


def test_a_game_this_version_does_not_know_is_refused_by_name() -> None:
    seeds = codes.LAYOUTS[7]
    number = (len(CODE_GAMES) * len(READINGS)) * seeds + 42  # game number 4: not yet a game
    unknown = _code_of([1, *codes._digits(number, 7)])
    with pytest.raises(BadCode) as refused:
        decode(unknown)
    assert refused.value.problem == CodeProblem.UNKNOWN_GAME
    # a game of the codes that this installation lacks
    code = encode(Challenge("clever-4ever", 42))
    with pytest.raises(BadCode) as refused:
        decode(code, known_games=CODE_GAMES[:3])
    assert refused.value.problem == CodeProblem.UNKNOWN_GAME


def test_nothing_typed_is_said_as_such() -> None:
    with pytest.raises(BadCode) as refused:
        decode(" - ")
    assert refused.value.problem == CodeProblem.EMPTY


@pytest.mark.parametrize("challenge", [
    Challenge("set-cubed", 5), Challenge("ganz-schoen-clever", -1),
    Challenge("ganz-schoen-clever", 10**12), Challenge("ganz-schoen-clever", 5, "other")])
def test_games_without_a_code_are_refused(challenge: Challenge) -> None:
    with pytest.raises(NoCode):
        encode(challenge)


def test_only_a_solo_game_with_the_desks_dice_has_a_challenge() -> None:
    solo = GameSetup(game="clever-hoch-drei", players=[PlayerSetup(name="A")], seed=77)
    assert challenge_of(solo) == Challenge("clever-hoch-drei", 77)
    real = solo.model_copy(update={"real_dice": True})
    two = solo.model_copy(update={"players": [PlayerSetup(name="A"), PlayerSetup(name="B")]})
    assert challenge_of(real) is None and challenge_of(two) is None
    assert challenge_of(solo.model_copy(update={"seed": -3})) is None

"""The SET rule (Section 3) on every combination of attributes."""

from __future__ import annotations

from itertools import product

import pytest

from cleverdesk.setcubed.symbols import (
    CODES,
    SYMBOLS,
    THIRD,
    attributes,
    is_face,
    is_set,
    symbol,
    third,
)

from .support import reference_is_set


def test_codes_cover_27_distinct_symbols_in_count_colour_shape_order() -> None:
    assert len(set(CODES)) == SYMBOLS == 27
    assert CODES[0] == "1RO" and CODES[-1] == "3PD"
    for code in CODES:
        assert symbol(code) == CODES.index(code)
        assert code[0] in "123" and code[1] in "RGP" and code[2] in "OSD"
    assert is_face("WILD") and not is_face("4RO") and not is_face("1XO")
    with pytest.raises(ValueError):
        symbol("WILD")


def test_every_triple_of_symbols_agrees_with_the_rule_as_worded() -> None:
    """All 27³ ordered triples: SET ⇔ each attribute all the same or all different."""
    sets = 0
    for a, b, c in product(range(SYMBOLS), repeat=3):
        expected = reference_is_set(a, b, c)
        assert is_set(a, b, c) == expected, (CODES[a], CODES[b], CODES[c])
        sets += expected
    # 27 * 27 ordered pairs, each completed by exactly one third
    assert sets == 27 * 27


@pytest.mark.parametrize("same", [(0, 1, 2), (0, 1), (0, 2), (1, 2), (0,), (1,), (2,), ()])
def test_each_mix_of_same_and_different_attributes(same: tuple[int, ...]) -> None:
    """Every pattern of which attributes agree: SET exactly when the others all differ."""
    for values in product(range(3), repeat=3):
        a = values
        b = tuple(v if k in same else (v + 1) % 3 for k, v in enumerate(values))
        for step in (1, 2):  # the third die: all different (step 2) or two alike (step 1 again)
            c = tuple(v if k in same else (v + step * 2) % 3 for k, v in enumerate(values))
            sa, sb, sc = (x[0] * 9 + x[1] * 3 + x[2] for x in (a, b, c))
            assert is_set(sa, sb, sc) == (step == 1 or len(same) == 3)


def test_the_rules_file_table() -> None:
    table = {
        ("1RO", "2RO", "3RO"): True,
        ("2RS", "2GS", "2PS"): True,
        ("1RO", "2GS", "3PD"): True,
        ("1RO", "1RS", "2RD"): False,
        ("1RO", "2RO", "3GO"): False,
        ("1RO", "1RO", "1RO"): True,  # R8
    }
    for faces, expected in table.items():
        a, b, c = (symbol(f) for f in faces)
        for x, y, z in ((a, b, c), (b, c, a), (c, a, b), (c, b, a)):  # order does not matter
            assert is_set(x, y, z) == expected, faces


def test_any_two_faces_have_exactly_one_completion() -> None:
    for a, b in product(range(SYMBOLS), repeat=2):
        completions = [c for c in range(SYMBOLS) if reference_is_set(a, b, c)]
        assert completions == [third(a, b)] == [THIRD[b][a]]
    assert CODES[third(symbol("1RO"), symbol("2GS"))] == "3PD"
    assert attributes(symbol("2GS")) == (1, 1, 1)

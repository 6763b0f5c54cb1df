"""The 27 SET symbols and the SET rule, as small integers for speed.

A symbol is ``count * 9 + colour * 3 + shape`` with every attribute numbered 0, 1, 2 in the order
of the rules file's shift (red → green → purple, oval → squiggle → diamond, 1 → 2 → 3). Three
symbols form a SET exactly when every attribute sums to a multiple of 3, so any two symbols are
completed by exactly one third (:data:`THIRD`).
"""

from __future__ import annotations

COUNTS = "123"
COLOURS = "RGP"
SHAPES = "OSD"
WILD = "WILD"
SYMBOLS = 27


def code(symbol: int) -> str:
    """``0`` → ``"1RO"``: count, colour, shape."""
    count, rest = divmod(symbol, 9)
    colour, shape = divmod(rest, 3)
    return f"{COUNTS[count]}{COLOURS[colour]}{SHAPES[shape]}"


CODES: tuple[str, ...] = tuple(code(s) for s in range(SYMBOLS))
_BY_CODE: dict[str, int] = {c: s for s, c in enumerate(CODES)}


def symbol(text: str) -> int:
    """``"1RO"`` → ``0``; raises ``ValueError`` for anything that is not a symbol code."""
    try:
        return _BY_CODE[text]
    except KeyError:
        raise ValueError(f"not a symbol code: {text!r}") from None


def is_symbol(text: str) -> bool:
    return text in _BY_CODE


def is_face(text: str) -> bool:
    """A face code of a die: a symbol or ``WILD``."""
    return text == WILD or text in _BY_CODE


def attributes(symbol_: int) -> tuple[int, int, int]:
    """(count, colour, shape), each 0–2."""
    count, rest = divmod(symbol_, 9)
    colour, shape = divmod(rest, 3)
    return count, colour, shape


def _third(a: int, b: int) -> int:
    ca, ra, sa = attributes(a)
    cb, rb, sb = attributes(b)
    return (-(ca + cb) % 3) * 9 + (-(ra + rb) % 3) * 3 + (-(sa + sb) % 3)


THIRD: tuple[tuple[int, ...], ...] = tuple(
    tuple(_third(a, b) for b in range(SYMBOLS)) for a in range(SYMBOLS)
)


def third(a: int, b: int) -> int:
    """The one symbol that completes ``a`` and ``b`` to a SET."""
    return THIRD[a][b]


def is_set(a: int, b: int, c: int) -> bool:
    return THIRD[a][b] == c


def shift(symbol_: int, colour: int, shape: int, count: int) -> int:
    """Move each attribute the given number of steps (the construction of the approximate dice)."""
    c, r, s = attributes(symbol_)
    return ((c + count) % 3) * 9 + ((r + colour) % 3) * 3 + (s + shape) % 3

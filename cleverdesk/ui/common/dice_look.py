"""How the desk shows a die: the ink of its pips and which number key takes it.

Pips are drawn in whichever of two inks stands out more from the die's colour, so every die
reads at a contrast of at least 4.5:1 (WCAG AA), also the light grey and yellow ones. The number
keys follow what the player sees: the dice that may be taken now, numbered in the tray's order
(rolling area, dice fields, silver platter; each left to right), and each such die wears its number.
"""

from __future__ import annotations

from collections.abc import Iterable

DARK_INK = "#000000"  # pure black: with white, one of the two always reaches 4.58:1
LIGHT_INK = "#ffffff"
ROW_ORDER = {"roll": 0, "field": 1, "platter": 2}  # the tray's rows, top to bottom


def _channel(value: int) -> float:
    c = value / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def luminance(colour: str) -> float:
    """The relative luminance of ``#rrggbb`` (WCAG 2)."""
    text = colour.lstrip("#")
    r, g, b = (int(text[i:i + 2], 16) for i in (0, 2, 4))
    return 0.2126 * _channel(r) + 0.7152 * _channel(g) + 0.0722 * _channel(b)


def contrast(first: str, second: str) -> float:
    a, b = sorted((luminance(first), luminance(second)), reverse=True)
    return (a + 0.05) / (b + 0.05)


def pip_ink(fill: str) -> str:
    """Black or white pips, whichever reads better on ``fill`` (at least 4.58:1 for any colour)."""
    return DARK_INK if contrast(fill, DARK_INK) >= contrast(fill, LIGHT_INK) else LIGHT_INK


def key_order(dice: Iterable[tuple[str, str, int]]) -> list[str]:
    """The dice that may be taken, given as (die, place, slot), in the order the tray shows
    them: key 1 takes the first, key 2 the second, …"""
    shown = sorted(dice, key=lambda d: (ROW_ORDER.get(d[1], 3), d[2]))
    return [die for die, _, _ in shown]

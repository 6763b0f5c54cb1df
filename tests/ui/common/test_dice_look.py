"""Every die reads well: its pips stand out from its colour by at least 4.5:1 (WCAG AA), and a
die that may not be taken keeps that contrast (it is drawn smaller, not darker)."""

from __future__ import annotations

import pytest

from cleverdesk.engine import GAME_IDS, get_rules
from cleverdesk.layout import sheet_geometry
from cleverdesk.ui.common.dice_look import contrast, key_order, pip_ink


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_die_has_pips_at_4_5_to_1(game: str) -> None:
    palette = sheet_geometry(game).palette
    for die in get_rules(game).dice:
        fill = palette.get(f"die_{die}", palette.get(die, "#cccccc"))
        assert contrast(fill, pip_ink(fill)) >= 4.5, f"{game}: {die} die ({fill})"


def test_the_grey_die_is_no_longer_white_on_grey() -> None:
    grey = sheet_geometry("clever-4ever").palette["die_grey"]
    assert contrast(grey, "#ffffff") < 4.5  # what it was
    assert contrast(grey, pip_ink(grey)) >= 4.5


def test_keys_follow_the_tray_rows_then_the_slots() -> None:
    shown = [("blue", "platter", 0), ("green", "roll", 1), ("white", "field", 0),
             ("pink", "roll", 0)]
    assert key_order(shown) == ["pink", "green", "white", "blue"]

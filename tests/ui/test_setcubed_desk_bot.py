"""The desk's SET Cubed computer thinks at most DESK_THINK_S per turn (issue #22, point 7)."""

from __future__ import annotations

from cleverdesk.setcubed.bots import DESK_THINK_S, GreedyBot
from cleverdesk.ui.setcubed.game import _desk_bot


def test_the_desks_greedy_computer_has_the_time_cap() -> None:
    bot = _desk_bot("greedy", 3)
    assert isinstance(bot, GreedyBot) and bot.think_s == DESK_THINK_S <= 0.5
    assert _desk_bot("random", 3).name == "random"

"""A campaign stage can be given up from the leave dialog: it counts as played, never as a best,
and Continue does not bring it back. And the table says once, ever, that closing the window is
safe because every move is saved."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from cleverdesk.engine.bots import make_bot
from cleverdesk.store import campaign
from cleverdesk.store.history import HistoryStore
from cleverdesk.store.settings import DEFAULTS, load_settings, save_settings
from cleverdesk.ui.app.app import singleton
from tests.ui.driver import Driver, open_desk

GSC = "ganz-schoen-clever"


def test_a_stage_given_up_counts_as_played_not_as_a_best(desk: Driver) -> None:
    desk.click("homeCampaign")
    desk.click("playStage_1")
    chooser = make_bot("greedy", seed=1)
    for _ in range(4):
        desk.game.apply_move(chooser.choose(desk.game.state, desk.game.legal))
    desk.settle()
    desk.click("tableLeave")
    assert desk.has("giveUpStage") and "counts as played" in desk.text("giveUpNote")
    desk.click("giveUpStage")
    desk.settle()
    assert not desk.game.property("running") and desk.has("homeScreen")
    saves = singleton(desk.engine, "Saves")
    saves.flush()
    saves.refreshContinue()
    assert not saves.property("canContinue"), "a game given up is over"
    with HistoryStore() as store:
        assert store.stage_progress()[f"{GSC}/1"] == (None, 0, 1)
        state = campaign.campaign_state(store)
    stage = next(s for c in state for s in c.stages if s.stage.id == f"{GSC}/1")
    assert stage.best is None and stage.stars == 0 and stage.plays == 1


def test_no_give_up_outside_the_campaign(desk: Driver) -> None:
    from cleverdesk.engine import GameSetup, PlayerSetup

    desk.game.start_setup(GameSetup(game=GSC, players=[PlayerSetup(name="Anna")], seed=3))
    desk.settle()
    desk.click("tableLeave")
    assert desk.has("leaveConfirm") and not desk.has("giveUpStage")


@pytest.mark.first_run
def test_the_table_says_once_that_every_move_is_saved(qtbot, qapp, user_data: Path) -> None:  # type: ignore[no-untyped-def]
    from cleverdesk.engine import GameSetup, PlayerSetup

    save_settings(replace(DEFAULTS, guide_offered=True), user_data)  # a first game
    with open_desk(qtbot) as desk:
        desk.game.start_setup(GameSetup(game=GSC, players=[PlayerSetup(name="Anna")], seed=3))
        desk.settle()
        assert "close the window" in desk.text("autosaveNoteText")
        desk.click("autosaveNoteOk")
        desk.settle()
        assert not desk.has("autosaveNote")
        desk.desk.writeSettings()
    assert load_settings(user_data).settings.autosave_told
    with open_desk(qtbot) as desk:
        desk.game.start_setup(GameSetup(game=GSC, players=[PlayerSetup(name="Anna")], seed=4))
        desk.settle()
        assert not desk.has("autosaveNote"), "said once"

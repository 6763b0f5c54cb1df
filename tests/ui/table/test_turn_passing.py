"""ui/table/turn_passing.py: with two people at one device, the holder's move that passes the
decision on is first shown as done (their own sheet), then the hand-over screen waits for the
next person; a computer seat or the autoplay takes no hand-over; a new decider's sheet is shown;
"Done" ends the moment once."""

from __future__ import annotations

from cleverdesk.ui.table.turn_passing import TurnPassing

TWO_PEOPLE = {"enabled": True, "humans": 2, "human_decides": True, "autoplaying": False}


def test_the_holders_part_is_shown_done_before_the_hand_over() -> None:
    passing = TurnPassing(view=0, last_decider=0, last_mover=0)
    handover = passing.follow(1, holder=0, handover=-1, **TWO_PEOPLE)
    assert passing.done == 0 and passing.view == 0 and handover == -1
    assert passing.last_mover is None, "seen once"
    assert passing.finish(1) and passing.done == -1 and passing.view == 1
    assert not passing.finish(1), "Done ends it once"
    handover = passing.follow(1, holder=0, handover=-1, **TWO_PEOPLE)
    assert handover == 1 and passing.view == 1


def test_no_hand_over_for_one_person_or_with_the_screens_off() -> None:
    alone = TurnPassing(view=0, last_decider=0, last_mover=0)
    assert alone.follow(1, holder=0, handover=-1, **{**TWO_PEOPLE, "humans": 1}) == -1
    assert alone.done == -1 and alone.view == 1, "the new decider's own sheet"
    off = TurnPassing(view=0, last_decider=0, last_mover=0)
    assert off.follow(1, holder=0, handover=-1, **{**TWO_PEOPLE, "enabled": False}) == -1
    assert off.done == -1


def test_a_computer_deciding_or_the_autoplay_takes_no_hand_over() -> None:
    computer = TurnPassing(view=0, last_decider=0)
    assert computer.follow(1, holder=0, handover=-1,
                           **{**TWO_PEOPLE, "human_decides": False}) == -1
    autoplay = TurnPassing(view=0, last_decider=0, last_mover=0)
    assert autoplay.follow(1, holder=0, handover=-1,
                           **{**TWO_PEOPLE, "autoplaying": True}) == -1
    assert autoplay.done == -1

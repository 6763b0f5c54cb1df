"""ui/setcubed/hand_over.py: who has the device at a SET Cubed table humans share. A human
other than the holder gets it through a hand-over screen when screens are on and two or more
humans play, else straight away; the hand strip shows the deciding human's hand once the
device is theirs, else the holder's, else the first human's."""

from __future__ import annotations

from cleverdesk.ui.setcubed.hand_over import hand_seat, pass_device


def test_a_second_human_waits_behind_the_hand_over_screen() -> None:
    assert pass_device(0, -1, 1, [0, 1], screens=True) == (0, 1)
    assert pass_device(0, -1, 1, [0, 1], screens=False) == (1, -1)


def test_one_human_or_the_holder_needs_no_screen() -> None:
    assert pass_device(None, -1, 0, [0], screens=True) == (0, -1)  # against the computer
    assert pass_device(1, -1, 1, [0, 1], screens=True) == (1, -1)  # still the holder's turn


def test_nothing_moves_while_a_computer_decides_or_a_screen_waits() -> None:
    assert pass_device(0, -1, None, [0, 2], screens=True) == (0, -1)
    assert pass_device(0, 2, 1, [0, 1, 2], screens=True) == (0, 2)


def test_the_hand_shown() -> None:
    assert hand_seat(0, -1, 1, [0, 1]) == 1  # the device is the decider's
    assert hand_seat(0, 1, 1, [0, 1]) == 0  # the screen waits: the holder's hand stays
    assert hand_seat(None, -1, None, [1, 2]) == 1  # a computer opens: the first human's
    assert hand_seat(None, -1, None, []) == 0

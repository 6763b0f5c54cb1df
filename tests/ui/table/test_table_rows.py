"""ui/table/rows.py: the tray's rows number the dice a key may take in the order shown, and
the seats bar marks the computers, the seat shown and, at the end, the winners."""

from __future__ import annotations

from dataclasses import replace

from cleverdesk.engine import GameSetup, MoveKind, Phase, PlayerSetup, get_rules
from cleverdesk.ui.common.dice_look import key_order
from cleverdesk.ui.table.rows import dice_rows, seat_rows, throw_mark

GSC = "ganz-schoen-clever"


def new_state(players: int = 1, seed: int = 1):
    rules = get_rules(GSC)
    setup = GameSetup(game=GSC, players=[PlayerSetup(name=f"P{i + 1}") for i in range(players)],
                      seed=seed)
    return rules, rules.new_game(setup)


def test_the_keys_number_the_selectable_dice_in_the_trays_order(qapp) -> None:
    rules, state = new_state()
    legal = rules.legal_moves(state)
    selectable = {m.die for m in legal if m.kind == MoveKind.PICK}
    chosen = sorted(selectable)[0]
    rows, keys = dice_rows(rules, state, {}, selectable, chosen)
    assert [row[0] for row in rows] == list(rules.dice)
    assert keys == key_order((row[0], row[5], row[6]) for row in rows if row[0] in selectable)
    for row in rows:
        die, number, selected = row[0], row[9], row[8]
        assert (number != "") == (die in selectable)
        assert selected == (die == chosen)
        if number:
            assert keys[int(number) - 1] == die
            assert f", key {number}" in row[10]
        assert row[12] in ("", throw_mark(state))


def test_the_throw_mark_changes_with_each_throw() -> None:
    rules, state = new_state()
    assert throw_mark(state) == f"{state.round}.{state.turn}.{state.roll_no}.{state.reroll_no}"
    solo_passive = replace(state, phase=Phase.PASSIVE_PICK)
    assert throw_mark(solo_passive).endswith(".solo")


def test_the_seat_rows_mark_computers_the_shown_seat_and_winners() -> None:
    rules, state = new_state(players=2)
    rows = seat_rows(rules, state, ["Ann", "Bob"], {1}, view=1)
    assert [(r[1], r[2], r[7], r[8]) for r in rows] == [("Ann", False, False, False),
                                                       ("Bob", True, True, False)]
    over = replace(state, phase=Phase.GAME_OVER)
    winners = set(rules.winners(over))
    assert {r[0] for r in seat_rows(rules, over, ["Ann", "Bob"], set(), 0) if r[8]} == winners

"""Each game offers the computer players it really has, named for what they do: SET Cubed has no
learned player, so its seats never offer "Strong (learned)", and the player chosen is the one
that plays and that the history records."""

from __future__ import annotations

from tests.ui.driver import Driver


def _offered(desk: Driver, seat: int) -> list[str]:
    box = desk.item(f"seatBot_{seat}")
    model = box.property("model")
    return [entry["name"] for entry in model]


def test_set_cubed_offers_only_the_players_it_has(desk: Driver, sc) -> None:  # type: ignore[no-untyped-def]
    desk.click("homeNewGame")
    desk.click("game_ganz-schoen-clever")
    desk.click("seats_2")
    desk.settle()
    assert any(name.startswith("Strong") for name in _offered(desk, 1))  # the Clever games have one
    desk.click("game_set-cubed")
    desk.settle()
    offered = _offered(desk, 1)
    assert offered == ["Greedy (most points)", "Random (no plan)"]
    assert desk.item("seatBot_1").property("currentText") == offered[0]
    desk.click("seatHuman_0")
    desk.click("seatComputer_1")
    desk.click("startGame")
    desk.qtbot.waitUntil(lambda: sc.record is not None, timeout=5_000)
    assert sc.record.setup.players[1].bot == "greedy"  # what the label says is what plays

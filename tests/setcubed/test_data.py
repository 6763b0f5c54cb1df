"""The replaceable data files (Section 17): shipped data, hard checks, soft checks, checksum."""

from __future__ import annotations

import json
from collections import Counter
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

from cleverdesk.setcubed import DataError, load_data
from cleverdesk.setcubed.data import checksum, parse_board, parse_dice, soft_warnings
from cleverdesk.setcubed.symbols import CODES, WILD, shift, symbol

DATA = resources.files("cleverdesk.setcubed").joinpath("data")


def shipped(name: str) -> dict[str, Any]:
    result: dict[str, Any] = json.loads(DATA.joinpath(name).read_text(encoding="utf-8"))
    return result


def test_the_shipped_data_loads_from_inside_the_package_and_is_marked_approximate() -> None:
    data = load_data()
    assert data.approximate and data.board.approximate and data.dice.approximate
    assert data.warnings == ()
    assert (data.board.rows, data.board.columns) == (13, 13)
    assert data.board.logo == ((7, 6), (7, 7), (7, 8))
    assert len(data.dice.dice) == 42
    assert len(data.checksum) == 16


def test_the_approximate_board_matches_section_17_2() -> None:
    board = load_data().board
    values = Counter(board.bonus.values())
    assert values == {5: 8, 3: 12, 2: 16}
    cells = set(board.bonus)
    for r, c in cells:  # the symmetries of the square about (7, 7)
        for image in ((r, 14 - c), (14 - r, c), (c, r), (14 - c, 14 - r)):
            assert board.bonus[image] == board.bonus[(r, c)]
        assert not any((r + dr, c + dc) in cells for dr, dc in ((0, 1), (1, 0)))
        for lr, lc in board.logo:
            assert max(abs(r - lr), abs(c - lc)) > 1, "a bonus square touches the logo"
    assert board.bonus[(7, 10)] == 3 and board.bonus[(5, 9)] == 2 and board.bonus[(4, 7)] == 3


def test_the_approximate_dice_are_the_construction_of_section_17_3() -> None:
    base = {
        "A": ["1RO", "1PD", "2RS", "2GO", "3GD", "3PS"],
        "B": ["1RO", "1GS", "2RS", "2PD", "3GD", "3PO"],
        "C": ["1RO", "1PS", "2RD", "2GO", "3GS", "3PD"],
        "W": ["1RO", "1GD", "2RS", "2GO", "3PS", WILD],
    }
    plan = [("A", a, b, c) for a in range(3) for b in range(3) for c in range(3)]
    plan += [("B", 0, 0, c) for c in range(3)] + [("C", 0, 0, c) for c in range(3)]
    plan += [("W", a, a, c) for a in range(3) for c in range(3)]

    def built(name: str, a: int, b: int, c: int) -> set[str]:
        return {f if f == WILD else CODES[shift(symbol(f), a, b, c)] for f in base[name]}

    dice = load_data().dice.dice
    assert [set(faces) for faces in dice] == [built(*p) for p in plan]
    faces = Counter(f for die in dice for f in die)
    assert faces[WILD] == 9 and all(faces[c] == 9 for c in CODES)
    assert all(len(set(die)) == 6 for die in dice)
    assert [n for n, die in enumerate(dice, start=1) if WILD in die] == list(range(34, 43))


@pytest.mark.parametrize(
    ("change", "code"),
    [
        (lambda b: b.update(rows=2), "too_small"),
        (lambda b: b.update(columns="13"), "bad_size"),
        (lambda b: b.update(logo=[[7, 6], [7, 7]]), "bad_logo"),
        (lambda b: b.update(logo=[[7, 6], [7, 7], [7, 9]]), "bad_logo"),
        (lambda b: b.update(logo=[[7, 6], [8, 7], [9, 8]]), "bad_logo"),  # diagonal
        (lambda b: b.update(logo=[[13, 12], [13, 13], [13, 14]]), "logo_outside"),
        (lambda b: b["bonus"].append({"cell": [7, 7], "value": 2}), "bonus_on_logo"),
        (lambda b: b["bonus"].append({"cell": [1, 7], "value": 2}), "bonus_duplicate"),
        (lambda b: b["bonus"].append({"cell": [14, 1], "value": 2}), "bonus_outside"),
        (lambda b: b["bonus"].append({"cell": [1, 1], "value": 0}), "bad_bonus_value"),
        (lambda b: b["bonus"].append({"cell": [1, 1], "value": True}), "bad_bonus_value"),
        (lambda b: b.update(id=""), "bad_id"),
    ],
)
def test_board_hard_checks_refuse_the_file(change: Any, code: str) -> None:
    board = shipped("board.json")
    change(board)
    with pytest.raises(DataError) as error:
        parse_board(board)
    assert error.value.code == code


def test_a_vertical_logo_on_a_small_board_is_fine() -> None:
    board = parse_board({"id": "tiny", "rows": 3, "columns": 4, "logo": [[3, 2], [1, 2], [2, 2]],
                         "bonus": [{"cell": [1, 1], "value": 7}]})
    assert board.bonus == {(1, 1): 7} and sorted(board.logo)[0] == (1, 2)


@pytest.mark.parametrize(
    ("change", "code"),
    [
        (lambda d: d["dice"][0].pop(), "bad_die"),
        (lambda d: d["dice"][3].__setitem__(2, "4RO"), "bad_face"),
        (lambda d: d["dice"][3].__setitem__(2, "wild"), "bad_face"),
        (lambda d: d.update(dice=[]), "no_dice"),
    ],
)
def test_dice_hard_checks_refuse_the_file(change: Any, code: str) -> None:
    dice = shipped("dice.json")
    change(dice)
    with pytest.raises(DataError) as error:
        parse_dice(dice)
    assert error.value.code == code


def test_soft_checks_only_warn() -> None:
    dice = shipped("dice.json")
    assert soft_warnings(parse_dice(dice)) == ()
    dice["dice"] = dice["dice"][:-1]  # 41 dice
    dice["dice"][33][0] = WILD  # die 34 now has two WILD faces (and one 1RO less)
    found = soft_warnings(parse_dice(dice))
    assert found == ("dice_count", "symbol_distribution", "several_wilds_on_a_die")


def test_files_on_disk_replace_the_shipped_ones_and_change_the_checksum(tmp_path: Path) -> None:
    board = shipped("board.json")
    board["bonus"] = board["bonus"][1:]
    board["id"] = "other"
    path = tmp_path / "board.json"
    path.write_text(json.dumps(board), encoding="utf-8")
    data = load_data(board_path=path)
    default = load_data()
    assert data.board.id == "other" and len(data.board.bonus) == 35
    assert data.checksum != default.checksum
    assert checksum(default.board, default.dice) == default.checksum
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    with pytest.raises(DataError) as error:
        load_data(dice_path=bad)
    assert error.value.code == "not_json"

"""The board and the dice as replaceable data files (rules file, Section 17.4).

The printed board and dice faces are not publicly documented, so the shipped files are marked
``approximate``. Nothing in the engine assumes their size, bonus pattern or face distribution:
replacing the two JSON files in ``data/`` is all it takes to play with other data. The loader
refuses a file that fails a hard check (:class:`DataError` with a code) and reports soft-check
findings as warning codes.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path
from types import MappingProxyType
from typing import Any

from .errors import DataError
from .symbols import CODES, WILD, is_face

Cell = tuple[int, int]  # (row, column), both counted from 1 as in the rules file

FACES_PER_DIE = 6
EXPECTED_DICE = 42
EXPECTED_PER_SYMBOL = 9


@dataclass(frozen=True, eq=False)
class Board:
    id: str
    approximate: bool
    rows: int
    columns: int
    logo: tuple[Cell, Cell, Cell]
    bonus: Mapping[Cell, int]

    def inside(self, cell: Cell) -> bool:
        return 1 <= cell[0] <= self.rows and 1 <= cell[1] <= self.columns

    def canonical(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "approximate": self.approximate,
            "rows": self.rows,
            "columns": self.columns,
            "logo": [list(c) for c in self.logo],
            "bonus": [{"cell": list(c), "value": v} for c, v in sorted(self.bonus.items())],
        }


@dataclass(frozen=True, eq=False)
class DiceSet:
    id: str
    approximate: bool
    dice: tuple[tuple[str, ...], ...]  # die n (from 1) is dice[n - 1]: its six face codes

    def canonical(self) -> dict[str, Any]:
        return {"id": self.id, "approximate": self.approximate,
                "dice": [list(faces) for faces in self.dice]}


@dataclass(frozen=True, eq=False)
class GameData:
    board: Board
    dice: DiceSet
    checksum: str  # of both files' content, stored in saves and records
    warnings: tuple[str, ...] = ()  # soft-check codes, e.g. "dice_count"

    @property
    def approximate(self) -> bool:
        return self.board.approximate or self.dice.approximate


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _cell(value: object, what: str) -> Cell:
    if (
        not isinstance(value, list | tuple)
        or len(value) != 2
        or not all(_is_int(v) for v in value)
    ):
        raise DataError("bad_cell", f"{what}: {value!r}")
    return int(value[0]), int(value[1])


def _text(raw: Mapping[str, Any], key: str) -> str:
    value = raw.get(key)
    if not isinstance(value, str) or not value:
        raise DataError("bad_id" if key == "id" else "bad_field", key)
    return value


def parse_board(raw: object) -> Board:
    """Build a board from the parsed JSON, running every hard check."""
    if not isinstance(raw, Mapping):
        raise DataError("not_an_object", "board")
    board_id = _text(raw, "id")
    rows, columns = raw.get("rows"), raw.get("columns")
    if not _is_int(rows) or not _is_int(columns):
        raise DataError("bad_size", f"{rows!r} x {columns!r}")
    assert isinstance(rows, int) and isinstance(columns, int)
    if rows < 3 or columns < 3:
        raise DataError("too_small", f"{rows} x {columns}")

    def inside(cell: Cell) -> bool:
        return 1 <= cell[0] <= rows and 1 <= cell[1] <= columns

    logo_raw = raw.get("logo")
    if not isinstance(logo_raw, list) or len(logo_raw) != 3:
        raise DataError("bad_logo", "the logo is exactly three cells")
    logo = [_cell(c, "logo") for c in logo_raw]
    if not all(inside(c) for c in logo):
        raise DataError("logo_outside", str(logo))
    ordered = sorted(logo)
    same_row = len({r for r, _ in logo}) == 1 and [c for _, c in ordered] == list(
        range(ordered[0][1], ordered[0][1] + 3))
    same_column = len({c for _, c in logo}) == 1 and [r for r, _ in ordered] == list(
        range(ordered[0][0], ordered[0][0] + 3))
    if not (same_row or same_column):
        raise DataError("bad_logo", "the logo cells are not three adjacent cells in a line")

    bonus_raw = raw.get("bonus", [])
    if not isinstance(bonus_raw, list):
        raise DataError("bad_bonus", "bonus is a list")
    bonus: dict[Cell, int] = {}
    for entry in bonus_raw:
        if not isinstance(entry, Mapping):
            raise DataError("bad_bonus", repr(entry))
        cell = _cell(entry.get("cell"), "bonus")
        value = entry.get("value")
        if not _is_int(value) or not isinstance(value, int) or value <= 0:
            raise DataError("bad_bonus_value", f"{cell}: {value!r}")
        if not inside(cell):
            raise DataError("bonus_outside", str(cell))
        if cell in logo:
            raise DataError("bonus_on_logo", str(cell))
        if cell in bonus:
            raise DataError("bonus_duplicate", str(cell))
        bonus[cell] = value
    approximate = raw.get("approximate", True)
    if not isinstance(approximate, bool):
        raise DataError("bad_field", "approximate")
    return Board(
        id=board_id,
        approximate=approximate,
        rows=rows,
        columns=columns,
        logo=(logo[0], logo[1], logo[2]),
        bonus=MappingProxyType(bonus),
    )


def parse_dice(raw: object) -> DiceSet:
    """Build the dice set from the parsed JSON, running every hard check."""
    if not isinstance(raw, Mapping):
        raise DataError("not_an_object", "dice")
    dice_id = _text(raw, "id")
    dice_raw = raw.get("dice")
    if not isinstance(dice_raw, list) or not dice_raw:
        raise DataError("no_dice", "dice is a non-empty list")
    dice: list[tuple[str, ...]] = []
    for number, faces in enumerate(dice_raw, start=1):
        if not isinstance(faces, list) or len(faces) != FACES_PER_DIE:
            raise DataError("bad_die", f"die {number} needs {FACES_PER_DIE} faces")
        for face in faces:
            if not isinstance(face, str) or not is_face(face):
                raise DataError("bad_face", f"die {number}: {face!r}")
        dice.append(tuple(faces))
    approximate = raw.get("approximate", True)
    if not isinstance(approximate, bool):
        raise DataError("bad_field", "approximate")
    return DiceSet(id=dice_id, approximate=approximate, dice=tuple(dice))


def soft_warnings(dice: DiceSet) -> tuple[str, ...]:
    """Findings that do not stop the game: 42 dice, each symbol 9 times, one WILD per die."""
    found: list[str] = []
    if len(dice.dice) != EXPECTED_DICE:
        found.append("dice_count")
    counts = Counter(face for faces in dice.dice for face in faces if face != WILD)
    if any(counts.get(c, 0) != EXPECTED_PER_SYMBOL for c in CODES):
        found.append("symbol_distribution")
    if any(faces.count(WILD) > 1 for faces in dice.dice):
        found.append("several_wilds_on_a_die")
    return tuple(found)


def checksum(board: Board, dice: DiceSet) -> str:
    text = json.dumps({"board": board.canonical(), "dice": dice.canonical()},
                      sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def make_data(board: Board, dice: DiceSet) -> GameData:
    return GameData(board=board, dice=dice, checksum=checksum(board, dice),
                    warnings=soft_warnings(dice))


def _read_json(text: str, what: str) -> object:
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise DataError("not_json", f"{what}: {error}") from None


def load_data(board_path: Path | None = None, dice_path: Path | None = None) -> GameData:
    """Load the two data files; without paths, the ones shipped inside the package."""
    package = resources.files("cleverdesk.setcubed").joinpath("data")
    board_text = (board_path.read_text(encoding="utf-8") if board_path is not None
                  else package.joinpath("board.json").read_text(encoding="utf-8"))
    dice_text = (dice_path.read_text(encoding="utf-8") if dice_path is not None
                 else package.joinpath("dice.json").read_text(encoding="utf-8"))
    return make_data(parse_board(_read_json(board_text, "board")),
                     parse_dice(_read_json(dice_text, "dice")))


@cache
def default_data() -> GameData:
    """The shipped data, loaded once."""
    return load_data()

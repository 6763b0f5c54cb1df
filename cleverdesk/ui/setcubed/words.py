"""SET Cubed in words: faces, cells, refusal reasons, prompts and log lines (context "SetCubed").

The SET Cubed engine speaks in codes (face codes such as ``"2GS"``, :class:`Reason` values, event
kinds); everything a player reads about them is worded here, once.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from cleverdesk.setcubed import Event, Reason
from cleverdesk.setcubed.symbols import WILD
from cleverdesk.typed_text import typed

translate = QCoreApplication.translate


def colour_name(letter: str) -> str:
    return {
        "R": translate("SetCubed", "red"),
        "G": translate("SetCubed", "green"),
        "P": translate("SetCubed", "purple"),
    }.get(letter, letter)


def shape_name(letter: str, count: int) -> str:
    one = count == 1
    return {
        "O": translate("SetCubed", "oval") if one else translate("SetCubed", "ovals"),
        "S": translate("SetCubed", "squiggle") if one else translate("SetCubed", "squiggles"),
        "D": translate("SetCubed", "diamond") if one else translate("SetCubed", "diamonds"),
    }.get(letter, letter)


def count_name(count: int) -> str:
    return {
        1: translate("SetCubed", "one"),
        2: translate("SetCubed", "two"),
        3: translate("SetCubed", "three"),
    }.get(count, str(count))


def face_text(face: str) -> str:
    """``"2GS"`` → "two green squiggles"; ``"WILD"`` → "WILD"."""
    if face == WILD:
        return translate("SetCubed", "WILD")
    if len(face) != 3 or not face[0].isdigit():
        return face
    count = int(face[0])
    return translate("SetCubed", "%1 %2 %3").replace("%1", count_name(count)).replace(
        "%2", colour_name(face[1])).replace("%3", shape_name(face[2], count))


def tile_text(face: str, wild: bool) -> str:
    if wild:
        return translate("SetCubed", "WILD as %1").replace("%1", face_text(face))
    return face_text(face)


def cell_text(cell: tuple[int, int] | Sequence[int]) -> str:
    return translate("SetCubed", "row %1, column %2").replace("%1", str(cell[0])).replace(
        "%2", str(cell[1]))


def reason_text(reason: Reason | None) -> str:
    if reason is None:
        return ""
    texts = {
        Reason.GAME_OVER: translate("SetCubed", "The game is over."),
        Reason.WRONG_PHASE: translate("SetCubed", "That is not possible now."),
        Reason.MALFORMED: translate("SetCubed", "That is not possible now."),
        Reason.NO_DICE: translate("SetCubed", "Place 1 to 3 dice, or pass."),
        Reason.TOO_MANY_DICE: translate("SetCubed", "At most 3 dice per turn."),
        Reason.DIE_NOT_IN_HAND: translate("SetCubed", "That die is not in your hand."),
        Reason.DIE_REPEATED: translate("SetCubed", "That die is already placed."),
        Reason.OFF_BOARD: translate("SetCubed", "That cell is not on the board."),
        Reason.CELL_TAKEN: translate("SetCubed", "That cell is taken."),
        Reason.WILD_UNDECLARED: translate("SetCubed", "Say which symbol the WILD shows."),
        Reason.NOT_A_WILD: translate("SetCubed", "Only a WILD is declared."),
        Reason.UNKNOWN_SYMBOL: translate("SetCubed", "That is not a symbol."),
        Reason.NOT_ON_LOGO: translate(
            "SetCubed", "The opening puts three dice on the three logo cells."),
        Reason.OPENING_NOT_SET: translate("SetCubed", "The three opening dice do not form a SET."),
        Reason.NO_NEW_SET: translate(
            "SetCubed", "Every die you place must complete a SET in a row or column."),
        Reason.NOT_CONNECTED: translate(
            "SetCubed", "The new SETs must build on dice already on the board."),
        Reason.NO_WILD_THERE: translate("SetCubed", "No WILD lies there."),
        Reason.SWAP_FACE_MISMATCH: translate(
            "SetCubed", "The die must show exactly the WILD's symbol."),
    }
    return texts.get(reason, str(reason))


# Counts are %n plurals: each language's .ts holds its forms ("1 Punkt", "2 Punkte").
def points_text(points: int) -> str:
    return translate("SetCubed", "%n point(s)", None, points)


def sets_text(count: int) -> str:
    return translate("SetCubed", "%n new SET(s)", None, count)


def dice_text(count: int) -> str:
    return translate("SetCubed", "%n die(s)", None, count)


def log_lines(events: Sequence[Event], names: Sequence[str]) -> list[tuple[str, int]]:
    """One readable line per thing that happened; -1 as the seat marks a headline."""
    lines: list[tuple[str, int]] = []
    placed: dict[int, int] = {}
    sets: dict[int, int] = {}
    bonus: dict[int, int] = {}
    draws: dict[int, int] = {}
    opening_rolls = 0

    def name(seat: int | None) -> str:
        return typed(names[seat]) if seat is not None and 0 <= seat < len(names) else "?"

    def flush_draws() -> None:
        for seat, count in draws.items():
            lines.append((translate("SetCubed", "%1 draws %2 from the bag").replace(
                "%1", name(seat)).replace("%2", dice_text(count)), seat))
        draws.clear()

    for event in events:
        kind = event.kind
        seat = event.seat
        if kind != "draw" and not kind.startswith("roll_") and draws:
            flush_draws()
        if kind == "round":
            lines.append((translate("SetCubed", "Round %1").replace("%1", str(event.value)), -1))
        elif kind == "draw" and seat is not None:
            draws[seat] = draws.get(seat, 0) + 1
        elif kind == "opening_roll":
            opening_rolls += 1
        elif kind == "opener":
            if opening_rolls > 1:
                lines.append((translate(
                    "SetCubed", "No hand held a SET: the opening was rolled %n time(s)", None,
                    opening_rolls), -1))
            if (event.value or 1) > 1:
                text = translate("SetCubed", "%1 opens (drawn among %2 players with a SET)")
                text = text.replace("%2", str(event.value))
            else:
                text = translate("SetCubed", "%1 has a SET in hand and opens")
            lines.append((text.replace("%1", name(seat)), seat if seat is not None else -1))
        elif kind in ("place", "place_wild") and seat is not None:
            placed[seat] = placed.get(seat, 0) + 1
        elif kind == "set" and seat is not None:
            sets[seat] = sets.get(seat, 0) + 1
        elif kind == "bonus" and seat is not None:
            bonus[seat] = bonus.get(seat, 0) + (event.value or 0)
        elif kind == "turn_score" and seat is not None:
            text = translate("SetCubed", "%1 placed %2: %3 → %4").replace(
                "%1", name(seat)).replace("%2", dice_text(placed.get(seat, 0))).replace(
                "%3", sets_text(sets.get(seat, 0))).replace("%4", points_text(event.value or 0))
            if bonus.get(seat):
                text += translate("SetCubed", " (bonus squares +%1)").replace(
                    "%1", str(bonus[seat]))
            lines.append((text, seat))
            placed.pop(seat, None)
            sets.pop(seat, None)
            bonus.pop(seat, None)
        elif kind == "pass":
            lines.append((translate("SetCubed", "%1 passes").replace("%1", name(seat)),
                          seat if seat is not None else -1))
        elif kind == "skipped":
            lines.append((translate("SetCubed", "No possible move: %1's turn is skipped").replace(
                "%1", name(seat)), seat if seat is not None else -1))
        elif kind == "general_reroll":
            lines.append((translate(
                "SetCubed", "Nobody can play: everybody re-rolls all dice in hand"), -1))
        elif kind == "swap" and event.cell is not None:
            lines.append((translate(
                "SetCubed", "%1 swaps %2 for the WILD at %3 and rolls the WILD die").replace(
                "%1", name(seat)).replace("%2", face_text(event.face or "")).replace(
                "%3", cell_text(event.cell)), seat if seat is not None else -1))
        elif kind == "roll_swap":
            lines.append((translate("SetCubed", "The WILD die shows %1").replace(
                "%1", face_text(event.face or "")), seat if seat is not None else -1))
        elif kind == "hand_empty":
            lines.append((translate(
                "SetCubed", "%1's hand is empty: this is the last round").replace(
                "%1", name(seat)), -1))
        elif kind == "extra_roll_chosen":
            count = event.value or 0
            if count:
                text = translate("SetCubed", "EXTRA ROLL: %1 re-rolls %2").replace(
                    "%2", dice_text(count))
            else:
                text = translate("SetCubed", "EXTRA ROLL: %1 keeps all dice")
            lines.append((text.replace("%1", name(seat)), seat if seat is not None else -1))
        elif kind == "game_over":
            lines.append((translate("SetCubed", "Game over"), -1))
    if draws:
        flush_draws()
    return lines


def notice_text(events: Sequence[Event], names: Sequence[str]) -> str:
    """What a move skipped or re-rolled, for the notice under the prompt ("" if nothing): the
    same words once, so two re-rolls in one move ("Nobody can play …") read as one."""
    lines = log_lines([e for e in events if e.kind in ("skipped", "general_reroll",
                                                       "hand_empty")], names)
    return " · ".join(dict.fromkeys(text for text, _ in lines))

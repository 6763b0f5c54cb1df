"""The engine speaks in codes; this module turns them into words (translatable, context "Words").

Everything a player reads about the game — die and area names, bonuses, prompts, log lines,
rating labels — is worded here, once, and reached from QML through the ``Words`` singleton.
Codes a later game adds fall back to wording built from the engine's data (a bonus's kind, area
and number), so a new sheet is readable before anybody writes its special words.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from PySide6.QtCore import QCoreApplication, QObject, Slot

from cleverdesk.engine import CleverRules, Event, GameState, Move, MoveKind, Phase, PlayerState
from cleverdesk.engine.sheet import CROSS, Area

# re-exported for the UI: the printed sheets need these words too, below the UI layer
from cleverdesk.i18n_words import die_letter, game_title, rating_label, signed_count
from cleverdesk.typed_text import typed
from cleverdesk.ui.common.throw_words import entered_line

QML_IMPORT_NAME = "Cleverdesk"
QML_IMPORT_MAJOR_VERSION = 1


# Every call names its context literally ("Words") so that pyside6-lupdate files the strings
# under the context they are looked up in at run time.
translate = QCoreApplication.translate


# ---------------------------------------------------------------------------- names
@cache
def _colours() -> dict[str, str]:
    return {
        "white": translate("Words", "White"),
        "yellow": translate("Words", "Yellow"),
        "blue": translate("Words", "Blue"),
        "green": translate("Words", "Green"),
        "orange": translate("Words", "Orange"),
        "purple": translate("Words", "Purple"),
        "silver": translate("Words", "Silver"),
        "pink": translate("Words", "Pink"),
        "turquoise": translate("Words", "Turquoise"),
        "brown": translate("Words", "Brown"),
        "grey": translate("Words", "Grey"),
        "black": translate("Words", "Black"),
    }


def colour(code: str) -> str:
    """A die or area colour as a short label ("Yellow")."""
    return _colours().get(code, code.replace("_", " ").capitalize())


@cache
def _colours_lower() -> dict[str, str]:
    return {
        "white": translate("Words", "white"),
        "yellow": translate("Words", "yellow"),
        "blue": translate("Words", "blue"),
        "green": translate("Words", "green"),
        "orange": translate("Words", "orange"),
        "purple": translate("Words", "purple"),
        "silver": translate("Words", "silver"),
        "pink": translate("Words", "pink"),
        "turquoise": translate("Words", "turquoise"),
        "brown": translate("Words", "brown"),
        "grey": translate("Words", "grey"),
        "black": translate("Words", "black"),
    }


def colour_lower(code: str) -> str:
    """The colour inside a sentence ("took yellow 5")."""
    return _colours_lower().get(code, code.replace("_", " "))


def forget_translations() -> None:
    """Call after switching the language: the cached words are built again on next use."""
    for cached in (_colours, _colours_lower):
        cached.cache_clear()


def title(code: str) -> str:
    """Headings printed on the sheet: areas, tracks, panels."""
    titles = {
        "round": translate("Words", "Round"),
        "reroll": translate("Words", "Reroll"),
        "extra_die": translate("Words", "Extra die (+1)"),
        "return": translate("Words", "Return"),
        "polish": translate("Words", "Polish silver"),
        "joker": translate("Words", "Number joker"),
        "blue_pairing": translate("Words", "row: blue · column: white"),
        "shade_W": translate("Words", "all white"),
        "shade_L": translate("Words", "all light"),
        "shade_D": translate("Words", "all dark"),
        "dice_fields": translate("Words", "Dice fields"),
        "score": translate("Words", "Score"),
        "actions": translate("Words", "Actions"),
    }
    return titles.get(code) or colour(code)


def short_title(code: str) -> str:
    """A heading's short form, for a sheet box too narrow for its words at a readable size
    (the screen shows the whole words in a tooltip): "Velden" beside dice fields I–III."""
    return {
        "dice_fields": translate("Words", "Fields", "the dice fields, where there is no room"),
        # Clever 4ever's blue grid: the blue die gives the row (down), the white the column
        "blue_pairing": translate("Words", "↓ blue · → white",
                                  "row: blue · column: white, where there is no room"),
        "shade_W": translate("Words", "white", "all white, where there is no room"),
        "shade_L": translate("Words", "light", "all light, where there is no room"),
        "shade_D": translate("Words", "dark", "all dark, where there is no room"),
        "polish": translate("Words", "Polish", "Polish silver, where there is no room"),
    }.get(code) or title(code)


def title_lines(code: str) -> str:
    """A heading on two lines, for a sheet box that has the room for two beside it (the dice
    fields, the score boxes): the words too long for one line broken where the language
    breaks them ("Dobbelsteen-" / "velden")."""
    return {
        "dice_fields": translate("Words", "Dice\nfields", "a sheet's heading on two lines"),
        "score": translate("Words", "Score", "a sheet's heading, a long word on two lines"),
    }.get(code) or title(code)


def track_name(code: str) -> str:
    return {
        "reroll": translate("Words", "reroll"),
        "extra_die": translate("Words", "+1"),
        "return": translate("Words", "return"),
        "polish": translate("Words", "polish"),
        "joker": translate("Words", "number joker"),
    }.get(code, code.replace("_", " "))


# ---------------------------------------------------------------------------- cells
def _rank(values: Sequence[int], value: int) -> int:
    """1-based position of ``value`` among the distinct ``values`` (layouts start at 0 or 1)."""
    return sorted(set(values)).index(value) + 1


def cell_name(rules: CleverRules, area: str, cell: int, marks: Sequence[int] | None = None) -> str:
    """A cell as a player finds it on the sheet, never by the engine's index: "Blue, row 2,
    column 3" in a grid, "Green, the next field" on a track, "Brown, the field showing 4"."""
    sheet_area = rules.areas[area]
    label = colour(area)
    layout = sheet_area.layout
    rows = [r for r, _ in layout]
    cols = [c for _, c in layout]
    row, col = layout[cell]
    if len(set(rows)) > 1 and len(set(cols)) > 1:
        return (translate("Words", "%1, row %2, column %3").replace("%1", label)
                .replace("%2", str(_rank(rows, row))).replace("%3", str(_rank(cols, col))))
    side = getattr(sheet_area, "side", None)
    centre = getattr(sheet_area, "centre", None)
    if side is not None and centre is not None and cell != centre:  # written outward from a 7
        text = (translate("Words", "%1, the next field left of the 7") if cell < centre
                else translate("Words", "%1, the next field right of the 7"))
        return text.replace("%1", label)
    printed = getattr(sheet_area, "printed", ())
    if cell < len(printed) and printed[cell] is not None:
        same = [c for c, p in enumerate(printed) if p == printed[cell]]
        text = translate("Words", "%1, the field showing %2")
        if len(same) == 2:  # brown prints each number twice: say which of the two
            text = (translate("Words", "%1, the first field showing %2") if cell == same[0]
                    else translate("Words", "%1, the second field showing %2"))
        elif len(same) > 2:
            text = translate("Words", "%1, column %3: the field showing %2")
        return (text.replace("%1", label).replace("%2", str(printed[cell]))
                .replace("%3", str(_rank(cols, col))))
    if marks is None or all(marks[c] for c in range(cell)):
        return translate("Words", "%1, the next field").replace("%1", label)
    return (translate("Words", "%1, column %2").replace("%1", label)
            .replace("%2", str(_rank(cols, col))))


def choice_title(rules: CleverRules, area: str, cell: int,
                 marks: Sequence[int] | None = None) -> str:
    """The heading over the buttons of a cell that takes more than one thing."""
    return translate("Words", "What goes here? %1").replace(
        "%1", cell_name(rules, area, cell, marks))


# ---------------------------------------------------------------------------- bonuses
def first_upper(text: str) -> str:
    """``text`` with a capital first letter and every other letter as it was: str.capitalize()
    would lower the rest ("Ein weiteres kreuz", "An x in any yellow cell")."""
    return text[:1].upper() + text[1:]


def _question_bonus(area: str, cross: bool) -> str | None:
    """A "?" bonus by its colour, one message each: German and Dutch decline the colour
    ("einen blauen ?-Bonus"), which "a %1 ?" cannot."""
    if cross:
        return {
            "silver": translate("Words", "a silver ? (cross any silver cell)"),
            "blue": translate("Words", "a blue ? (cross any blue cell)"),
        }.get(area)
    return {
        "yellow": translate("Words", "a yellow ? (a number of your choice in yellow)"),
        "blue": translate("Words", "a blue ? (a number of your choice in blue)"),
        "green": translate("Words", "a green ? (a number of your choice in green)"),
        "pink": translate("Words", "a pink ? (a number of your choice in pink)"),
    }.get(area)


def bonus_name(rules: CleverRules, code: str) -> str:
    """A bonus as a noun phrase: "an X in any yellow cell", "a 4 in the next orange cell"."""
    fixed = {
        "reroll": translate("Words", "a reroll action"),
        "extra_die": translate("Words", "a +1 action"),
        "fox": translate("Words", "a fox"),
        "x_yellow": translate("Words", "an X in any yellow cell"),
        "x_blue": translate("Words", "an X in any blue cell"),
        "x_green": translate("Words", "an X in the next green cell"),
        "black_x_or_6": translate(
            "Words", "a black X (yellow, blue or green) or a black 6 (orange or purple)"
        ),
    }
    if code in fixed:
        return fixed[code]
    die, face = chain_die(code)
    if die:
        return (translate("Words", "the platter's %1 %2 in silver")
                .replace("%1", colour_lower(die)).replace("%2", str(face)))
    area, column = optional_source(code)
    if area and code.startswith("more_"):
        return (translate("Words", "one more cross in %1 column %2")
                .replace("%1", colour_lower(area)).replace("%2", str(column)))
    if code == "half":
        return translate("Words", "a pink number, halved, with the field's bonus")
    if code == "points":
        return translate("Words", "a pink number times the star, without the bonus")
    if code in ("q_black", "q_any"):
        return translate("Words", "a black ? (the ? of any colour)")
    if code == "q_pink" and code in rules.bonuses and rules.bonuses[code].kind == "choice":
        return translate("Words", "a pink ? (a number of your choice in pink)")
    spec = rules.bonuses.get(code)
    if spec is None:
        return code
    if code.startswith("q_") and spec.kind in ("x", "value"):  # the "?" bonuses (DSC)
        area = colour_lower(spec.area or "")
        if spec.area == "yellow" and spec.kind == "x" and rules.game_id == "doppelt-so-clever":
            return translate("Words", "a yellow ? (circle or cross any yellow cell)")
        if spec.area == "grey" and spec.kind == "x":
            return translate("Words", "a grey ? (cross any sub-area you may cross now)")
        if spec.area == "turquoise" and spec.kind == "x":
            return translate("Words", "a turquoise ? (one cross in a column of your choice)")
        if spec.area == "brown" and spec.kind == "x":  # only right of the last cross (§3.4)
            return translate("Words", "a brown ? (cross any cell right of your last brown cross)")
        named = _question_bonus(spec.area or "", spec.kind == "x")
        if named:
            return named
        if spec.kind == "x":
            return translate("Words", "a %1 ? (cross any %1 cell)").replace("%1", area)
        return translate("Words", "a %1 ? (a number of your choice in %1)").replace("%1", area)
    if spec.kind == "x":
        return translate("Words", "an X in %1").replace("%1", colour_lower(spec.area or ""))
    if spec.kind == "number":
        return (
            translate("Words", "a %1 in the next %2 cell")
            .replace("%1", str(spec.number))
            .replace("%2", colour_lower(spec.area or ""))
        )
    if spec.kind == "unlock":
        return translate("Words", "a %1 action").replace("%1", track_name(spec.track or ""))
    if spec.kind == "choice":
        if all(option.startswith("q_") for option in spec.options):
            return translate("Words", "a black ? (the ? of any colour)")
        return translate("Words", " or ").join(bonus_name(rules, option) for option in spec.options)
    return code


def chain_die(code: str) -> tuple[str, int]:
    """The die and face of a silver chain mark's code ``chain_<die>_<face>`` (else "", 0)."""
    head, _, rest = code.partition("_")
    die, _, face = rest.rpartition("_")
    if head != "chain" or not die or not face.isdigit():
        return "", 0
    return die, int(face)


def optional_source(code: str) -> tuple[str, int]:
    """Where an optional mark comes from: the die and face of a silver chain mark, or the area
    and column of a further cross (``more_turquoise_4``); else ("", 0)."""
    die, face = chain_die(code)
    if die:
        return die, face
    head, _, rest = code.partition("_")
    area, _, number = rest.rpartition("_")
    if head == "more" and area and number.isdigit():
        return area, int(number)
    return "", 0


def optional_title(codes: Sequence[str]) -> str:
    """The heading of the panel of optional marks."""
    if any(chain_die(code)[0] for code in codes):
        return translate("Words", "Silver platter chain: optional marks")
    if any(code.startswith("more_") for code in codes):
        return translate("Words", "More crosses for matching dice: optional")
    return translate("Words", "Optional marks")


def optional_bonus_text(rules: CleverRules, code: str) -> str:
    """A line of the optional-marks panel: which die, and where it may be crossed."""
    die, face = chain_die(code)
    if not die:
        return first_upper(bonus_name(rules, code))
    if die in ("white", "silver"):
        return (translate("Words", "%1 %2: any silver row").replace("%1", colour(die))
                .replace("%2", str(face)))
    return (translate("Words", "%1 %2: the %3 silver row").replace("%1", colour(die))
            .replace("%2", str(face)).replace("%3", colour_lower(die)))


def polish_steps(rules: CleverRules, state: GameState, move: Move) -> list[tuple[str, int, int]]:
    """(die, face, entered value) of every die a move polishes (Clever 4ever's polish silver):
    the taken die (``move.value``) and, for a blue entry, the partner die the cell implies."""
    if move.die is None or move.area is None or move.cell is None:
        return []
    steps: list[tuple[str, int, int]] = []
    face = state.faces[move.die]
    if move.value is not None and move.value != face:
        steps.append((move.die, face, move.value))
    pair = getattr(rules, "blue_pair", None)
    row_col = getattr(rules.areas[move.area], "row_col", None)
    if pair and row_col is not None and move.die in pair:
        row, col = row_col(move.cell)
        partner = pair[1] if move.die == pair[0] else pair[0]
        wanted = col if move.die == pair[0] else row
        if wanted != state.faces[partner]:
            steps.append((partner, state.faces[partner], wanted))
    return steps


def pink_option_text(rules: CleverRules, area: str, cell: int, value: int,
                     option: str | None) -> str:
    """Clever hoch Drei's pink choice: halve for the bonus, or multiply by the star."""
    pink = rules.areas[area]
    if option == "points":
        times = getattr(pink, "times", None)
        written = times(cell, value) if times is not None else value
        return translate("Words", "×: write %1, no bonus").replace("%1", str(written))
    if pink.cell_bonus.get(cell) is None:  # Clever hoch drei R8: field 1 always halves
        return translate("Words", "½: write %1").replace("%1", str(pink.written(cell, value)))
    return translate("Words", "½: write %1 + bonus").replace(
        "%1", str(pink.written(cell, value)))


def joker_slot_text(rules: CleverRules, state: GameState, number: int) -> str:
    """The printed joker slot a number uses: its own number if that slot is free, else "?"."""
    import sys

    printed = getattr(sys.modules[type(rules).__module__], "JOKER_SLOTS", ())
    slots = getattr(rules, "joker_slots", None)
    if state.decider is None or slots is None:
        return "?"
    free = slots(state.players[state.decider])
    return str(number) if any(printed[s] == number for s in free if s < len(printed)) else "?"


def polish_label(rules: CleverRules, state: GameState, move: Move) -> str:
    """A button that confirms an entry: which dice are polished (Clever 4ever) or which number
    joker is spent (Clever hoch Drei), and for pink (C3) halving or multiplying."""
    die = move.die or ""
    face = state.faces.get(die, 0)
    if hasattr(rules, "joker_numbers"):
        value = face if move.value is None else move.value
        text = (translate("Words", "%1 %2 as rolled").replace("%1", colour_lower(die))
                .replace("%2", str(face)) if move.value is None else
                translate("Words", "Joker “%4”: %1 %2 as %3").replace("%1", colour_lower(die))
                .replace("%2", str(face)).replace("%3", str(move.value))
                .replace("%4", joker_slot_text(rules, state, move.value)))
        if move.option is not None and move.area and move.cell is not None:
            entered = value
            summed = rules.sum_dice.get(move.area)
            if summed:
                entered = value + sum(state.faces[d] for d in summed if d != die)
            text += " · " + pink_option_text(rules, move.area, move.cell, entered, move.option)
        return text
    steps = polish_steps(rules, state, move)
    if not steps:
        return (translate("Words", "Enter %1 %2 as rolled")
                .replace("%1", colour_lower(move.die or ""))
                .replace("%2", str(state.faces.get(move.die or "", 0))))
    cost = sum(abs(value - face) for _, face, value in steps)
    changes = translate("Words", ", ").join(
        f"{colour_lower(die)} {face} → {value}" for die, face, value in steps)
    return translate("Words", "Polish %1 (%n action(s))", None, cost).replace("%1", changes)


def choice_label(rules: CleverRules, state: GameState, move: Move,
                 alternatives: Sequence[Move]) -> str:
    """A button of the choice a cell offers: the number to write, or which bonus goes there."""
    if move.kind in (MoveKind.PICK, MoveKind.EXTRA_DIE):
        return polish_label(rules, state, move)
    values = {m.value for m in alternatives}
    if move.option in ("half", "points") and move.area and move.cell is not None \
            and move.value is not None:
        return f"{move.value}: " + pink_option_text(rules, move.area, move.cell, move.value,
                                                    move.option)
    if move.value is not None and len(values) > 1 and move.area and move.cell is not None:
        written = rules.areas[move.area].written(move.cell, move.value)
        if written != move.value:
            return (translate("Words", "%1 (= %2)").replace("%1", str(move.value))
                    .replace("%2", str(written)))
        return str(move.value)
    code = move.option or move.bonus or ""
    name = first_upper(bonus_name(rules, code))
    spec = rules.bonuses.get(code)
    if spec is not None and spec.kind == "number" and move.area and move.cell is not None:
        # two number bonuses competing for one multiplier cell: say what each would write
        written = rules.areas[move.area].written(move.cell, spec.number)
        if written != spec.number:
            return translate("Words", "%1 (= %2)").replace("%1", name).replace("%2", str(written))
    return name


def bonus_done(rules: CleverRules, code: str, area: str | None, value: int | None) -> str:
    """A resolved bonus as it lands in the log: "X in blue 7", "4 in orange"."""
    if chain_die(code)[0]:
        return bonus_name(rules, code)
    spec = rules.bonuses.get(code)
    if spec is not None and spec.kind in ("number", "value") and area:
        return (
            translate("Words", "%1 in %2")
            .replace("%1", str(value))
            .replace("%2", colour_lower(area))
        )
    if area and code.startswith("q_"):  # a "?" of Doppelt so clever
        return translate("Words", "? in %1").replace("%1", colour_lower(area))
    if area:
        return translate("Words", "X in %1").replace("%1", colour_lower(area))
    return bonus_name(rules, code)


def bonus_short(rules: CleverRules, code: str) -> str:
    """A bonus icon's tooltip."""
    fixed = {
        "reroll": translate("Words", "Reroll: unlocks one reroll action"),
        "extra_die": translate("Words", "+1: unlocks one extra-die action"),
        "fox": translate("Words", "Fox: worth your lowest area score at the end"),
    }
    if code in fixed:
        return fixed[code]
    return translate("Words", "Bonus: %1").replace("%1", bonus_name(rules, code))


# ---------------------------------------------------------------------------- ratings
# ---------------------------------------------------------------------------- prompts
def phase_label(state: GameState) -> str:
    phase = state.phase
    if phase == Phase.GAME_OVER:
        return translate("Words", "game over")
    if phase == Phase.ROUND_START:
        return translate("Words", "round bonus")
    if phase == Phase.ACTIVE_ROLL:
        return translate("Words", "roll %1 of 3").replace("%1", str(state.roll_no))
    if phase in (Phase.ACTIVE_WINDOW, Phase.PASSIVE_WINDOW):
        return translate("Words", "+1 actions")
    if phase == Phase.PASSIVE_PICK:
        return translate("Words", "passive pick")
    return str(phase)


def pending_prompt(rules: CleverRules, pending: Sequence[str]) -> str:
    codes = list(dict.fromkeys(pending))
    if any(chain_die(code)[0] for code in codes):
        return translate(
            "Words",
            "Silver platter chain: the dice your silver pick sent to the platter may be crossed "
            "in silver too, each one optional. Click a lit silver cell, or skip a die in the "
            "panel.",
        )
    if codes == ["black_x_or_6"]:
        return translate(
            "Words",
            "Round 4 bonus: enter a black X (yellow, blue or green) or a black 6 "
            "(orange or purple). Click one of the lit cells.",
        )
    if len(codes) == 1:
        return translate("Words", "Bonus: enter %1. Click one of the lit cells.").replace(
            "%1", bonus_name(rules, codes[0])
        )
    names = translate("Words", ", ").join(bonus_name(rules, c) for c in codes)
    return translate(
        "Words", "Bonuses to enter: %1. Click a lit cell; you choose the order."
    ).replace("%1", names)


def turn_prompt(
    rules: CleverRules,
    state: GameState,
    legal: Sequence[Move],
    selected: str | None,
    extra_armed: bool,
    active_name: str,
) -> str:
    """What the deciding human is asked to do now."""
    seat = state.decider
    if seat is None:
        return translate("Words", "The game is over.")
    player = state.players[seat]
    if player.pending:
        return pending_prompt(rules, player.pending)
    kinds = {m.kind for m in legal}
    die_text = ""
    if selected:
        die_text = (
            translate("Words", "%1 %2 selected: click a lit cell (or another die).")
            .replace("%1", colour(selected))
            .replace("%2", str(state.faces[selected]))
        ) + row_hint(rules, state, selected)
    phase = state.phase
    if phase == Phase.ACTIVE_ROLL and MoveKind.RETURN in kinds:
        return translate(
            "Words",
            "Before roll %1: click a die on the silver platter to bring it back into the rolling "
            "area (%2), or press Roll on (D).",
        ).replace("%1", str(state.roll_no + 1)).replace("%2", returns_left(player))
    if phase == Phase.ACTIVE_ROLL:
        if MoveKind.FORFEIT in kinds and MoveKind.PICK not in kinds:
            return (
                translate(
                    "Words",
                    "No die fits your sheet: press Forfeit (F), or use a reroll first.",
                )
                if MoveKind.REROLL in kinds
                else translate(
                    "Words",
                    "No die fits your sheet: press Forfeit (F).",
                )
            )
        return die_text or translate(
            "Words", "Roll %1 of 3: choose a die from the rolling area (or press its number), then a lit cell."  # noqa: E501
        ).replace("%1", str(state.roll_no))
    if phase in (Phase.ACTIVE_WINDOW, Phase.PASSIVE_WINDOW):
        if die_text:
            return die_text
        if extra_armed:
            return translate(
                "Words", "+1: choose any die on the silver platter or the dice fields."
            )
        return translate(
            "Words",
            "End of your turn: spend a +1 action on a die from the silver platter or the "
            "dice fields, or press Done (D).",
        )
    if phase == Phase.PASSIVE_PICK:
        picks = [m for m in legal if m.kind == MoveKind.PICK]
        if die_text:
            return die_text
        if picks and all(state.where[m.die or ""] == "field" for m in picks):
            return translate(
                "Words",
                "No platter die fits your sheet: you may take a die from %1's dice fields, "
                "or take none (N).",
            ).replace("%1", typed(active_name))
        return translate(
            "Words", "Take one die from the silver platter for your sheet, or take none (N)."
        )
    return ""


def returns_left(player: PlayerState) -> str:
    """"(3 return actions left)": the player's available return actions (Doppelt so clever)."""
    track = player.tracks.get("return")
    left = track.available if track is not None else 0
    return translate("Words", "%n return action(s) left", None, left)


def row_hint(rules: CleverRules, state: GameState, die: str) -> str:
    """Clever hoch Drei: which yellow row this die may use now (bound to the dice field)."""
    allowed = getattr(rules, "yellow_cells_allowed", None)
    yellow = rules.areas.get("yellow")
    cols = getattr(yellow, "cols", 0)
    if allowed is None or not cols or "yellow" not in rules.areas_for_die(die):
        return ""
    rows = {cell // cols for cell in allowed(state, die)}
    numerals = ("I", "II", "III")
    if len(rows) == 1:
        row = numerals[rows.pop()]
        return " " + translate("Words", "In yellow: row %1 only (dice field %1).").replace(
            "%1", row)
    return " " + translate("Words", "In yellow: grey cells only.")


def forfeit_explanation() -> str:
    """Why the roll is lost and what follows, beside a prompt that says that nothing fits (the
    two are read together: this one does not say it again)."""
    return translate(
        "Words",
        "None of the dice in the rolling area can be entered anywhere, so this roll is "
        "forfeited: it counts as one of your three rolls, no die is placed, and the same dice "
        "are rolled again (or go to the silver platter after the third roll).",
    )


# ---------------------------------------------------------------------------- the log
_HEADS = {
    "return",
    "bonus_skipped",
    "pick",
    "passive_pick",
    "extra_die",
    "bonus",
    "reroll",
    "forfeit",
    "decline",
    "nothing_fits",
    "round",
    "turn",
    "solo_passive_roll",
    "game_over",
}


HEAD_EVENTS = frozenset(_HEADS)  # the events that start a log line (a hint's advice, too)


def _die_phrase(rules: CleverRules, event: Event) -> str:
    die = event.die or ""
    area = event.area or ""
    text = f"{colour_lower(die)} {event.face}"
    if die == rules.wild and area and rules.die_area.get(die) != area:
        text = translate("Words", "%1 as %2").replace("%1", text).replace("%2", colour_lower(area))
    summed = rules.sum_dice.get(area)
    if summed and len(summed) > 1:
        text = (
            translate("Words", "%1 (%2 = %3)")
            .replace("%1", text)
            .replace("%2", " + ".join(colour_lower(d) for d in summed))
            .replace("%3", _blue_sum_text(rules, area, event))
        )
    elif event.value is not None and event.face and area in rules.areas \
            and event.cell is not None:
        text = _written_note(rules.areas[area], event.cell, event.face, event.value, text)
    return text


def _written_note(area: Area, cell: int, face: int, value: int, text: str) -> str:
    """``text`` ("orange 4") with how the face became the number written, told truthfully:
    "(×2 = 8)" for a multiplier cell, "(½ = 3)" for a halved pink field, "(entered as 5)" when
    a polish or a number joker changed the value, "(4 written)" when the face alone cannot tell.
    A crossed cell or a face written as it is adds nothing."""
    if value == face or (value == CROSS and area.written(cell, 6) == CROSS):  # a cross
        return text

    def how(entered: int) -> str | None:  # how ``entered`` turns into ``value``, or None
        times = getattr(area, "times", None)
        if area.written(cell, entered) == value:
            if value == entered:
                return ""
            if value < entered:
                return translate("Words", "½ = %1").replace("%1", str(value))
            return (translate("Words", "×%1 = %2").replace("%1", str(value // entered))
                    .replace("%2", str(value)))
        if times is not None and times(cell, entered) == value:
            factor = value // entered
            return "" if factor == 1 else (
                translate("Words", "×%1 = %2").replace("%1", str(factor))
                .replace("%2", str(value)))
        return None

    from_face = how(face)
    if from_face:
        note = from_face
    else:
        ways = [v for v in range(1, 7) if v != face and how(v) is not None]
        if len(ways) == 1:
            rest = how(ways[0])
            note = translate("Words", "entered as %1").replace("%1", str(ways[0]))
            if rest:
                note = translate("Words", "%1, %2").replace("%1", note).replace("%2", rest)
        else:
            note = translate("Words", "%1 written").replace("%1", str(value))
    return translate("Words", "%1 (%2)").replace("%1", text).replace("%2", note)


def _blue_sum_text(rules: CleverRules, area: str, event: Event) -> str:
    if event.value is not None and event.value > 1:  # the sum itself was written (DSC, C3)
        return str(event.value)
    printed = getattr(rules.areas[area], "printed", ())
    if event.cell is not None and event.cell < len(printed) and printed[event.cell] is not None:
        return str(printed[event.cell])
    return "?"


def _head(rules: CleverRules, event: Event, name: str, names: Sequence[str], solo: bool) -> str:
    kind = event.kind
    if kind == "round":
        return translate("Words", "Round %1").replace("%1", str(event.value))
    if kind == "turn":
        if solo:
            return translate("Words", "Active turn")
        return translate("Words", "%1's turn").replace("%1", name)
    if kind == "solo_passive_roll":
        return translate("Words", "Passive turn: the three lowest dice go to the silver platter")
    if kind == "pick":
        return (
            translate("Words", "%1 took %2")
            .replace("%1", name)
            .replace("%2", _die_phrase(rules, event))
        )
    if kind == "passive_pick":
        return (
            translate("Words", "Passive pick: %1 took %2")
            .replace("%1", name)
            .replace("%2", _die_phrase(rules, event))
        )
    if kind == "extra_die":
        return (
            translate("Words", "%1 used +1 on %2")
            .replace("%1", name)
            .replace("%2", _die_phrase(rules, event))
        )
    if kind == "bonus":
        die, face = chain_die(event.bonus or "")
        if die:  # a silver platter chain mark, not a bonus of the sheet
            return (translate("Words", "%1 crossed %2 from the silver platter in silver too")
                    .replace("%1", name).replace("%2", f"{colour_lower(die)} {face}"))
        return (
            translate("Words", "%1 entered a bonus: %2")
            .replace("%1", name)
            .replace("%2", bonus_done(rules, event.bonus or "", event.area, event.value))
        )
    if kind == "reroll":
        return translate("Words", "%1 used a reroll").replace("%1", name)
    if kind == "return":
        return (translate("Words", "%1 brought %2 back from the platter")
                .replace("%1", name).replace("%2", f"{colour_lower(event.die or '')} {event.face}"))
    if kind == "bonus_skipped":
        return (translate("Words", "%1 let %2 go").replace("%1", name)
                .replace("%2", bonus_name(rules, event.bonus or "")))
    if kind == "forfeit" and rules.forfeit_always:  # a roll may be let go with dice that fit
        return (translate("Words", "%1 let roll %2 go").replace("%1", name)
                .replace("%2", str(event.value)))
    if kind == "forfeit":
        return (
            translate("Words", "%1 forfeited roll %2: no die fits")
            .replace("%1", name)
            .replace("%2", str(event.value))
        )
    if kind == "decline":
        return translate("Words", "%1 took no die").replace("%1", name)
    if kind == "nothing_fits":
        return translate("Words", "%1: no die fits, nothing taken").replace("%1", name)
    if kind == "game_over":
        return translate("Words", "Game over")
    return kind


def _consequence(rules: CleverRules, event: Event) -> str | None:
    kind = event.kind
    if kind == "fox":
        return translate("Words", "fox!")
    if kind == "unlock":
        return translate("Words", "%1 gained").replace("%1", track_name(event.bonus or ""))
    if kind == "bonus":
        return bonus_done(rules, event.bonus or "", event.area, event.value)
    if kind == "joker":
        return translate("Words", "number joker: as %1").replace("%1", str(event.value))
    if kind == "extra_crosses":
        crosses = event.value or 0  # (lupdate skips a call whose count is an expression)
        return translate("Words", "%n more cross(es) possible", None, crosses)
    if kind == "polish":
        return (translate("Words", "polished %1 %2 → %3")
                .replace("%1", colour_lower(event.die or ""))
                .replace("%2", str(event.face)).replace("%3", str(event.value)))
    if kind == "bonus_lost":
        return translate("Words", "%1 lost (no room)").replace(
            "%1", bonus_name(rules, event.bonus or "")
        )
    return None


def to_platter(count: int) -> str:
    return translate("Words", "%n die(s) to the silver platter", None, count)


def log_lines(
    rules: CleverRules,
    events: Sequence[Event],
    names: Sequence[str],
    state: GameState,
    mover: int | None,
) -> list[tuple[str, int]]:
    """The log lines (text, seat or -1) for the events of one move, e.g.
    "Anna took yellow 5 → X in blue → fox!".

    A line starts at each head event (a pick, a turn, a round …); what the head caused — bonuses,
    foxes, unlocked actions, dice sent to the platter — is appended with arrows.
    """
    solo = len(names) == 1
    lines: list[tuple[list[str], int, str]] = []  # parts, seat, kind of the head
    platter = 0
    said: set[str] = set()  # round bonuses already worded for everybody
    held: list[str] = []  # a joker or polish comes before its pick: said after the pick

    def flush_platter() -> None:
        nonlocal platter
        if platter and lines:
            lines[-1][0].append(to_platter(platter))
        platter = 0

    for index, event in enumerate(events):
        seat = -1 if event.seat is None else event.seat
        name = typed(names[seat]) if 0 <= seat < len(names) else ""
        kind = event.kind
        entered = entered_line(event, state) if event.place else None  # real dice
        if kind == "roll":
            if entered:
                lines.append(([entered], seat, kind))
            continue
        if kind == "to_platter":
            platter += 1
            continue
        flush_platter()
        if kind in ("joker", "polish"):
            held.append(_consequence(rules, event) or kind)
            continue
        head_kind = lines[-1][2] if lines else ""
        is_head = kind in _HEADS and (kind != "bonus" or (index == 0 and seat == mover))
        if is_head:
            owner = -1 if kind in ("round", "game_over", "solo_passive_roll") else seat
            lines.append(([_head(rules, event, name, names, solo), *held], owner, kind))
            held = []
            if entered:
                lines.append(([entered], owner, "entered"))
            continue
        if head_kind == "round":  # the round bonus, the same for everybody: say it once
            code = event.bonus or ""
            if kind in ("unlock", "bonus_fired") and code not in said:
                spec = rules.bonuses.get(code)
                if kind == "bonus_fired" and spec is not None and spec.kind in ("unlock", "fox"):
                    continue
                said.add(code)
                if kind == "unlock":
                    what = (
                        translate("Words", "you gain %1")
                        if solo
                        else translate("Words", "everybody gains %1")
                    )
                    lines[-1][0].append(what.replace("%1", bonus_name(rules, code)))
                else:
                    what = (
                        translate("Words", "you enter %1")
                        if solo
                        else translate("Words", "everybody enters %1")
                    )
                    lines[-1][0].append(what.replace("%1", bonus_name(rules, code)))
            continue
        if kind == "bonus_fired":
            continue
        text = _consequence(rules, event)
        if text is None:
            continue
        if not lines:
            lines.append(([f"{name}: {text}" if name else text], seat, kind))
            continue
        if lines[-1][1] != seat and name:
            text = f"{name}: {text}"
        lines[-1][0].append(text)
    flush_platter()
    if held and lines:
        lines[-1][0].extend(held)
    if mover is not None and state.phase != Phase.ROUND_START:
        pending = state.players[mover].pending
        if pending and lines:
            wanted = translate("Words", ", ").join(
                bonus_name(rules, c) for c in dict.fromkeys(pending)
            )
            lines[-1][0].append(translate("Words", "still to enter: %1").replace("%1", wanted))
    out = []
    for parts, seat, kind in lines:
        if kind == "round" and len(parts) > 1:  # "Round 2: everybody gains a +1 action"
            out.append((parts[0] + ": " + translate("Words", ", ").join(parts[1:]), seat))
        else:
            out.append((" → ".join(parts), seat))
    return out


def rating_table(game: str) -> list[dict[str, str]]:
    """A Clever game's solo rating table for the rules screen, top band first: each band's
    points ("260–280", "281 and more") and label, from the engine's bands (rules file §6.1)."""
    from cleverdesk.engine import get_rules
    from cleverdesk.engine.errors import UnknownGame

    try:
        bands = get_rules(game).rating
    except UnknownGame:
        return []  # SET Cubed (or nothing chosen yet) has no rating table
    rows = []
    for band in bands:
        if band.max is None:
            points = translate("Words", "%1 and more").replace("%1", str(band.min))
        elif band.min is None:
            points = translate("Words", "up to %1").replace("%1", str(band.max))
        else:
            points = f"{band.min}–{band.max}"
        rows.append({"points": points, "label": rating_label(game, band.code, band.en)})
    return rows


# A QML singleton of the Cleverdesk module, made by ui/app/services.py (on first use).
class Words(QObject):
    """Words for codes, for QML (the same functions the Python side uses)."""

    @Slot(str, result=str)
    def colour(self, code: str) -> str:
        return colour(code)

    @Slot(str, result=str)
    def dieLetter(self, code: str) -> str:  # Qt naming
        return die_letter(code)

    @Slot(str, result=str)
    def title(self, code: str) -> str:
        return title(code)

    @Slot(str, result=str)
    def shortTitle(self, code: str) -> str:
        return short_title(code)

    @Slot(str, result=str)
    def titleLines(self, code: str) -> str:
        return title_lines(code)

    @Slot(str, result=str)
    def gameTitle(self, code: str) -> str:
        return game_title(code)

    @Slot(str, result=list)
    def ratingTable(self, game: str) -> list[dict[str, str]]:
        return rating_table(game)

    @Slot(str, int, result=str)
    def signedCount(self, text: str, count: int) -> str:
        """A "%n" message translated for abs(count), said of a count that may be below 0."""
        return signed_count(text, count)

    @Slot(str, result=str)
    def typed(self, text: str) -> str:
        """A name or title the player typed, isolated for the sentence QML puts it in."""
        return typed(text)

"""Entering a throw of real dice (issue 45): ``Game.throwEntry`` in QML, the panel that takes
the place of the dice tray while the game waits for the table's throw.

The engine names the throw (which dice, which roll); the player types the faces (in the order
shown, or each after its die's letter: throw_text.py) or clicks a face for each die, and Enter
shows the throw to confirm ("Confirm throw"): a typo is mended there, before the throw counts.
Enter again hands it to the controller, which plays on from it. The last throw confirmed may be
corrected the same way until a die of it is taken (``correct``); the log then says so.

Nothing here knows a rule: what is thrown and whether the faces fit it is the engine's to say
(``awaited_throw``, ``check_throw``, ``thrown``, ``enter_throw``; a correction replays the record
without the throw: ``corrected``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import Property, QCoreApplication, QObject, Signal, Slot

from cleverdesk.engine import (
    CleverRules,
    GameRecord,
    GameState,
    Throw,
    ThrowProblem,
    ThrowRefused,
)
from cleverdesk.engine.undo import corrected, replay_with_deciders
from cleverdesk.i18n_words import die_letter
from cleverdesk.ui.common import throw_words, words
from cleverdesk.ui.common.dice_look import pip_ink
from cleverdesk.ui.table.throw_refusal import refusal
from cleverdesk.ui.table.throw_text import Typed, read_throw, typed_text
from cleverdesk.ui.table.turn_facts import TurnFacts

translate = QCoreApplication.translate
Faces = list[tuple[str, int]]
# the controller shows a throw: (state before, state after, the mover: None, the corrected
# record or None when the throw was entered into the record the controller holds)
Took = Callable[[GameState, GameState, int | None, GameRecord | None], None]


class ThrowEntry(QObject):
    """The throw being entered or corrected; ``took`` shows it at the table."""

    changed = Signal()

    def __init__(self, took: Took, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._took = took
        self._rules: CleverRules | None = None
        self._state: GameState | None = None
        self._record: GameRecord | None = None
        self._palette: dict[str, str] = {}
        self._interactive = False
        self._target: Throw | None = None  # the throw shown for entry
        self._before: GameState | None = None  # the state awaiting it (a correction's replay)
        self._correcting = False
        self._typed = Typed()
        self._text = ""
        self._confirming = False
        self._problem = ""
        self._summary = ""

    # ------------------------------------------------------------------ the table
    def see(self, turn: TurnFacts, record: GameRecord | None) -> None:
        """The table after a refresh: the throw awaited now (if a person may enter it)."""
        rules, state, interactive = turn.rules, turn.state, turn.interactive
        self._rules, self._state, self._record = rules, state, record
        self._palette, self._interactive = dict(turn.palette), interactive
        last = self._last_throw() if self._correcting else None
        if self._correcting and (not interactive or last is None or self._target is None
                                 or last.place != self._target.place):
            self._correcting = False  # a move, an undo or a hand-over came in between
        target, before = self._target, self._before
        if not self._correcting:
            target = rules.awaited_throw(state) if rules and state and interactive else None
            before = state
        if target != self._target:
            self._reset(target)
        self._before = before
        self.changed.emit()

    def _publish_awaited(self) -> None:
        """The throw the game waits for, shown again (a correction was left)."""
        rules, state = self._rules, self._state
        target = rules.awaited_throw(state) if rules and state and self._interactive else None
        self._reset(target)
        self._before = state
        self.changed.emit()

    def _real(self) -> bool:
        return bool(self._record is not None and self._record.setup.real_dice)

    def _last_throw(self) -> Throw | None:
        """The last throw confirmed, while it may still be corrected (as a ``Throw``)."""
        rules, state, record = self._rules, self._state, self._record
        if rules is None or state is None or record is None or not self._real():
            return None
        place = rules.last_throw(state)
        entered = record.throws.get(place or "")
        event = next((e for e in reversed(state.last_events) if e.place == place), None)
        if place is None or entered is None or event is None:
            return None
        return Throw(event.kind, place, tuple(d for d in rules.dice if d in entered.faces),
                     event.seat or 0, event.value or 0)

    def _reset(self, target: Throw | None, faces: Sequence[tuple[str, int]] = ()) -> None:
        self._target = target
        self._typed = Typed(tuple(faces))
        self._text = typed_text(faces, self._letters()) if faces else ""
        self._confirming, self._problem, self._summary = False, "", ""

    def _letters(self) -> dict[str, str]:
        """The game's dice by the letter they wear in the player's language."""
        return {die_letter(die): die for die in (self._rules.dice if self._rules else ())}

    # ------------------------------------------------------------------ what QML reads
    @Property(bool, notify=changed)
    def open(self) -> bool:  # QML's name
        return self._target is not None

    @Property(bool, notify=changed)
    def correcting(self) -> bool:
        return self._correcting

    @Property(bool, notify=changed)
    def canCorrect(self) -> bool:
        return self._interactive and not self._correcting and self._last_throw() is not None

    @Property(str, notify=changed)
    def title(self) -> str:
        target = self._target
        if target is None:
            return ""
        what = throw_words.throw_title(target.kind, target.roll)
        if self._correcting:
            return translate("ThrowEntry", "Correct: %1").replace("%1", what)
        return what

    @Property(str, notify=changed)
    def hint(self) -> str:
        target, rules = self._target, self._rules
        if target is None or rules is None:
            return ""
        if len(target.dice) == len(rules.dice):
            throw = translate("ThrowEntry", "Throw all six dice.")
        else:
            throw = translate("ThrowEntry", "Throw the dice of the rolling area: %1.").replace(
                "%1", translate("Words", ", ").join(words.colour(d) for d in target.dice))
        how = translate("ThrowEntry", "Type the faces in the order shown (3 5 1 …) or after "
                        "each die's letter (%1), or click a die and then its face. Enter "
                        "checks the throw.").replace("%1", self._example())
        if target.kind == "solo_passive_roll":
            how += " " + translate("ThrowEntry", "With letters, name the die closest to the "
                                   "silver platter first: of equal faces it goes to the platter "
                                   "first, and the dice fields take the others in that order.")
        return f"{throw} {how}"

    def _example(self) -> str:
        target = self._target
        dice = target.dice[:2] if target else ()
        return " ".join(f"{die_letter(d)}{face}" for d, face in zip(dice, (3, 5), strict=False))

    @Property(list, notify=changed)
    def dice(self) -> list[dict[str, Any]]:
        """The dice thrown, in the game's order: each with its face as typed (0: none yet,
        ``bad``: not 1–6) and, where the order counts, its place in the order entered."""
        target = self._target
        if target is None:
            return []
        typed = {die: face for die, face in self._typed.faces}
        order = [die for die, _ in self._typed.faces]
        rows = []
        for die in target.dice:
            fill = self._palette.get(f"die_{die}", self._palette.get(die, "#cccccc"))
            face = typed.get(die)
            rows.append({"die": die, "letter": die_letter(die), "fill": fill,
                         "ink": pip_ink(fill), "colour": words.colour(die),
                         "face": face if face is not None and 1 <= face <= 6 else 0,
                         "bad": face is not None and not 1 <= face <= 6,
                         "order": order.index(die) + 1 if die in order
                         and target.kind == "solo_passive_roll" else 0})
        return rows

    @Property(str, notify=changed)
    def text(self) -> str:
        return self._text

    @Property(bool, notify=changed)
    def confirming(self) -> bool:
        return self._confirming

    @Property(str, notify=changed)
    def problem(self) -> str:
        return self._problem

    @Property(str, notify=changed)
    def summary(self) -> str:
        """The throw to confirm, in words (and where the solo passive throw lays its dice)."""
        return self._summary

    # ------------------------------------------------------------------ typing and clicks
    @Slot(str)
    def setText(self, text: str) -> None:
        if self._target is None:
            return
        self._text = text
        self._typed = read_throw(text, self._target.dice, self._letters())
        self._confirming, self._problem = False, ""
        self.changed.emit()

    @Slot(str, int)
    def setFace(self, die: str, face: int) -> None:
        """A click on a face for ``die`` (the dice keep the order they were given faces in)."""
        if self._target is None or die not in self._target.dice:
            return
        faces = [(d, f) for d, f in self._typed.faces if d != die and f is not None]
        faces.append((die, face))
        self._typed = Typed(tuple(faces))
        self._text = typed_text(faces, self._letters())
        self._confirming, self._problem = False, ""
        self.changed.emit()

    @Slot(result=bool)
    def submit(self) -> bool:
        """Enter: check the throw and show it to confirm; in the confirm step, confirm it.
        False when it was refused (``problem`` says why)."""
        if self._target is None:
            return False
        if self._confirming:
            return self._confirm()
        try:
            shown = self._check()
        except ThrowRefused as refused:
            return self._refuse(refused)
        if self._problem:
            self.changed.emit()
            return False
        self._summary = self._describe(shown)
        self._confirming = True
        self.changed.emit()
        return True

    def _faces(self) -> Faces:
        """The faces typed, a die named without a face left out (the engine says it is
        missing)."""
        return [(die, face) for die, face in self._typed.faces if face is not None]

    def _check(self) -> GameState | None:
        self._problem = self._typed.problem
        rules, before = self._rules, self._before
        if self._problem or rules is None or before is None:
            return None
        return rules.thrown(before, self._faces())

    def _confirm(self) -> bool:
        rules, state, record = self._rules, self._state, self._record
        if rules is None or state is None or record is None:
            return False
        try:
            if self._correcting:
                fixed, after = corrected(rules, record, state, self._faces())
            else:
                after, fixed = rules.enter_throw(state, self._faces()), None
        except ThrowRefused as refused:
            self._confirming = False
            return self._refuse(refused)
        self._correcting = False
        self._reset(None)
        awaited = rules.awaited_throw(state)
        if fixed is None and awaited is not None:  # the record the controller holds keeps it
            record.throws[awaited.place] = after.throws[awaited.place]
        self._took(state, after, None, fixed)
        self.changed.emit()
        return True

    def _refuse(self, refused: ThrowRefused) -> bool:
        where = dict(self._before.where) if self._before is not None else {}
        self._problem = refusal(refused.problem, refused.die, refused.face, where)
        if refused.problem == ThrowProblem.FIXED:
            self._correcting = False
            self._reset(None)
        self.changed.emit()
        return False

    def _describe(self, shown: GameState | None) -> str:
        target = self._target
        if shown is None or target is None:
            return ""
        faces = [(die, shown.faces[die]) for die in target.dice]
        said = throw_words.faces_text(faces)
        if target.kind != "solo_passive_roll":
            return said
        platter = [(d, shown.faces[d]) for d in target.dice if shown.where[d] == "platter"]
        fields = [(d, shown.faces[d]) for d in shown.fields if d is not None]
        return translate("ThrowEntry", "%1 · silver platter: %2 · dice fields I–III: %3") \
            .replace("%1", said).replace("%2", throw_words.faces_text(platter)) \
            .replace("%3", throw_words.faces_text(fields))

    @Slot(result=bool)
    def back(self) -> bool:
        """Esc: from the confirm step back to typing; else leave a correction. False when
        there was nothing to go back from (the table's Esc then does its own)."""
        if self._confirming:
            self._confirming = False
            self.changed.emit()
            return True
        if self._correcting:
            self._correcting = False
            self._reset(None)
            self._publish_awaited()
            return True
        return False

    @Slot(result=bool)
    def correct(self) -> bool:
        """Open the last throw confirmed to correct it (C), its faces as they were entered."""
        throw = self._last_throw()
        if throw is None or not self._interactive or self._record is None:
            return False
        record = self._record
        without = {k: v for k, v in record.throws.items() if k != throw.place}
        self._before = replay_with_deciders(record.model_copy(update={"throws": without}))[0]
        self._correcting = True
        self._reset(throw, list(record.throws[throw.place].faces.items()))
        self.changed.emit()
        return True

"""The guided first game of Ganz schön clever (``Guide`` in QML).

A solo game with fixed dice in which the desk points at the element that matters now (the
dice, the lit fields of the sheet, the silver platter, the tracks) and says what to do. The
step is read from the game itself, not counted, so it follows the player: choosing a die moves
the guide on to the sheet, entering it to the platter, and undo steps the guide back too. Only
the two closing explanations wait for a button, because there is nothing to play in them.

The guide starts by itself on the first run (``Desk.guideDue``), can be skipped at any moment
and is played again from the Rules screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Property, QCoreApplication, QObject, QRectF, Signal, Slot
from PySide6.QtQuick import QQuickItem

from cleverdesk import catalogue
from cleverdesk.engine import GameSetup, Phase, PlayerSetup
from cleverdesk.ui.common import words
from cleverdesk.ui.table.desk import Game

if TYPE_CHECKING:
    from cleverdesk.ui.app.desk import Desk

GUIDE_GAME = catalogue.FIRST_GAME  # its words are written for the first game of the series
GUIDE_SEED = 2026  # a first roll with a clear choice; fixed so the words always fit the dice

# The steps in the order a first round meets them; the step number shown is the index + 1.
STEPS = ("dice", "enter", "platter", "passive", "window", "bonus", "tracks", "own")
# What each step points at (``Guide.locate`` finds it on the live table).
TARGETS = {"dice": "dice:roll", "enter": "lit", "platter": "dice:roll+platter",
           "passive": "dice:platter", "window": "item:endWindowButton", "bonus": "lit",
           "tracks": "tracks", "own": "item:tableRules"}
# Steps that wait for the player to read rather than to play.
READ_ONLY = ("tracks", "own")
# The steps every guided game meets (choosing a die by the hint skips "enter"; the +1 window and
# a bonus come only if the dice bring them).
SURE = ("dice", "enter", "platter", "passive", "tracks", "own")


# Every call names its context literally, so that pyside6-lupdate files the strings under it.
translate = QCoreApplication.translate


def step_of(state: Any, selected: str, read: frozenset[str] | set[str]) -> str:
    """The step for this moment of the guided game: what the player should do next."""
    if state is None or state.phase == Phase.GAME_OVER:
        return "own"
    if state.round > 1:  # the first round is played: two things left to read
        return "tracks" if "tracks" not in read else "own"
    player = state.players[0]
    if player.pending or state.phase == Phase.ROUND_START:
        return "bonus"
    if selected:
        return "enter"
    if state.phase in (Phase.ACTIVE_WINDOW, Phase.PASSIVE_WINDOW):
        return "window"
    if state.phase == Phase.PASSIVE_PICK:
        return "passive"
    taken = sum(1 for die in state.fields if die is not None)
    return "dice" if taken == 0 else "platter"


def step_words(step: str, state: Any, selected: str, die_name: str) -> tuple[str, str]:
    """The title and the sentence of a step."""
    rounds = state.rounds if state is not None else 6
    if step == "dice":
        return (translate("Guide", "Your dice"), translate("Guide",
            "Welcome to %1! These six dice were just rolled for you. A turn has three rolls and "
            "you take one die from each. Choose a die now: click it (or press its number).")
            # "That's Pretty Clever!" brings its own "!": "Welcome to … Clever!", not "Clever!!"
            .replace("%1!", "%1" if words.game_title(GUIDE_GAME).endswith("!") else "%1!")
            .replace("%1", words.game_title(GUIDE_GAME)))
    if step == "enter":
        return (translate("Guide", "Your sheet"), translate("Guide",
            "The lit fields on your sheet show where the %1 die may go; each colour has its own "
            "area. Click a lit field to enter the die there. (Changed your mind? Click another "
            "die.)").replace("%1", die_name))
    if step == "platter":
        return (translate("Guide", "The silver platter"), translate("Guide",
            "Every die lower than the one you took went to the silver platter: those are out of "
            "this turn. The others were rolled again. Choose your next die from the rolling "
            "area; a lower die leaves more dice for your next roll."))
    if step == "passive":
        return (translate("Guide", "A die from the silver platter"), translate("Guide",
            "The dice you chose stay marked in the dice fields of your sheet. Playing alone, all "
            "six dice are now rolled again: the three lowest go to the silver platter, the three "
            "highest lie in the tray's middle row. Take one from the platter, as the other "
            "players would in a game with more people."))
    if step == "window":
        return (translate("Guide", "Your +1 actions"), translate("Guide",
            "You have a +1 action: it lets you take any one more die at the end of a turn. Use "
            "it now on a die, or click this button to keep it for later."))
    if step == "bonus":
        return (translate("Guide", "A bonus"), translate("Guide",
            "A bonus! Filling a row, a column or a marked field gives what is printed beside "
            "it. The lit fields show where this bonus may go: click one."))
    if step == "tracks":
        return (translate("Guide", "Rerolls and +1 actions"), translate("Guide",
            "The first round is played. At the top of your sheet are two tracks. A reroll "
            "rolls the dice of the rolling area again; a +1 takes one more die at the end of a "
            "turn. Bonuses fill these tracks: use them wisely."))
    return (translate("Guide", "On your own"), translate("Guide",
        "That is all you need to play: %1 rounds, then the areas are added up. The Rules "
        "button explains every detail, and the guided game can be played again from there. "
        "Good luck!").replace("%1", str(rounds)))


def _visible(item: QQuickItem) -> bool:
    return item.isVisible() and item.opacity() > 0 and item.width() > 0


def _walk(item: QQuickItem) -> Any:
    yield item
    for child in item.childItems():
        yield from _walk(child)


def _matches(item: QQuickItem, target: str) -> bool:
    name = item.objectName()
    if target.startswith("dice:"):  # "dice:roll+platter": the dice in either place
        return name.startswith("die_") and item.property("place") in target[5:].split("+")
    if target == "lit":
        return name.startswith("sheet_cell_") and bool(item.property("lit"))
    if target == "tracks":
        return name.startswith("sheet_slot_")
    if target.startswith("item:"):
        return name == target[5:]
    return name == "mainSheet"


def _shown_part(overlay: QQuickItem, item: QQuickItem) -> QRectF:
    """The part of ``item`` the player sees, in the overlay's coordinates: a sheet too large
    for a small window scrolls, and what lies outside its view is clipped away."""
    rect = item.mapRectToItem(overlay, QRectF(0, 0, item.width(), item.height()))
    clipper = item.parentItem()
    while clipper is not None and not rect.isEmpty():
        if clipper.clip():
            rect = rect.intersected(clipper.mapRectToItem(
                overlay, QRectF(0, 0, clipper.width(), clipper.height())))
        clipper = clipper.parentItem()
    return rect


def target_rect(overlay: QQuickItem, target: str, fallback: bool = True) -> QRectF:
    """Where ``target`` is on the live table, in the overlay's coordinates (empty if absent;
    with ``fallback`` the sheet's place then)."""
    # The top of the item tree, reached through parents: a Python handle on the window itself
    # would let PySide delete the window when the handle goes (see GUIDE-qt.md).
    root = overlay
    while root.parentItem() is not None:
        root = root.parentItem()
    found = QRectF()
    for item in _walk(root):
        if item is overlay or not _matches(item, target) or not _visible(item):
            continue
        rect = _shown_part(overlay, item)
        if rect.isEmpty():
            continue  # scrolled out of a small window's sheet: nothing of it to point at
        found = rect if found.isEmpty() else found.united(rect)
    if found.isEmpty() and target != "sheet" and fallback:
        return target_rect(overlay, "sheet")  # nothing of it shown: point at the sheet
    return found


# A QML singleton of the Cleverdesk module, made by ui/app/services.py (on first use).
class Guide(QObject):
    """The guided first game: ``active``, the current ``step`` and its words, ``locate``."""

    changed = Signal()

    def __init__(self, *, game: Game | None, desk: Desk | None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game = game
        self._desk = desk
        self._active = False
        self._starting = False
        self._read: set[str] = set()
        self._step = "dice"
        self._met: list[str] = ["dice"]  # the steps met so far, in order: the counter's steps
        if game is not None:
            game.started.connect(self._on_started)
            game.changed.connect(self._follow)

    # ------------------------------------------------------------------ starting and leaving
    @Slot()
    def start(self) -> None:
        """Start the guided game (first run, or again from the Rules screen)."""
        if self._game is None:
            return
        if self._desk is not None:
            self._desk.setProperty("guideOffered", True)
        # the name the new-game screen gives a first player (the header reads "Player 1 decides")
        player_name = QCoreApplication.translate("Words", "Player %1").replace("%1", "1")
        self._read.clear()
        self._met = []
        self._active = True
        self._starting = True
        try:
            self._game.start_setup(GameSetup(
                game=GUIDE_GAME, players=[PlayerSetup(name=player_name)], seed=GUIDE_SEED))
        finally:
            self._starting = False
        self._follow()

    @Slot()
    def skip(self) -> None:
        """Leave the guide; the game stays on the table to be played on."""
        if self._active:
            self._active = False
            self.changed.emit()

    @Slot()
    def goOn(self) -> None:
        """The player has read a step that needs no move."""
        if not self._active or self._step not in READ_ONLY:
            return
        if self._step == "own":
            self.skip()
            return
        self._read.add(self._step)
        self._follow()

    def _on_started(self) -> None:
        if self._active and not self._starting:
            self.skip()  # another game was started: the guide is over

    def _follow(self) -> None:
        if not self._active:
            return
        game = self._game
        if game is None or not game.property("running"):
            self.skip()  # the table was left
            return
        self._step = step_of(game.state, str(game.property("selectedDie")), self._read)
        if self._step not in self._met:
            self._met.append(self._step)
        self.changed.emit()

    # ------------------------------------------------------------------ what QML shows
    @Property(bool, notify=changed)
    def active(self) -> bool:
        return self._active

    @Property(str, notify=changed)
    def step(self) -> str:
        return self._step

    @Property(int, notify=changed)
    def stepNumber(self) -> int:
        """How far the guide has come: the steps met so far (a step met again, such as
        choosing the next die, keeps the count). So it never runs backwards, and steps a first
        round skips (no +1 action yet) are no gap: Next after "5 of 6" shows "6 of 6" (it
        showed "8 of 8", as if two steps had been missed)."""
        return max(1, len(self._met))

    @Property(int, notify=changed)
    def stepCount(self) -> int:
        """The steps of this guided game: those met so far and those every game meets still
        ahead (a +1 window or a bonus the dice bring adds one on the way)."""
        here = STEPS.index(self._step)
        ahead = [name for name in SURE if name not in self._met and STEPS.index(name) > here]
        return len(self._met) + len(ahead)

    def _words(self) -> tuple[str, str]:
        game = self._game
        state = game.state if game is not None else None
        selected = str(game.property("selectedDie")) if game is not None else ""
        return step_words(self._step, state, selected,
                          words.colour_lower(selected) if selected else "")

    @Property(str, notify=changed)
    def title(self) -> str:
        return self._words()[0]

    @Property(str, notify=changed)
    def text(self) -> str:
        return self._words()[1]

    @Property(bool, notify=changed)
    def readOnly(self) -> bool:
        return self._step in READ_ONLY

    @Property(str, notify=changed)
    def target(self) -> str:
        return TARGETS[self._step]

    @Slot(QQuickItem, str, result=QRectF)
    def rectOf(self, overlay: QQuickItem, target: str) -> QRectF:
        """Where ``target`` (as in TARGETS: "lit", "item:diceTray" …) is now; empty if absent.
        The card keeps clear of these: it never covers the dice or the lit fields."""
        return target_rect(overlay, target, fallback=False)

    @Slot(QQuickItem, result=QRectF)
    def locate(self, overlay: QQuickItem) -> QRectF:
        """The rectangle of the current step's element on the live table."""
        return target_rect(overlay, TARGETS[self._step])

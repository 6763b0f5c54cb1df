"""The turn a human builds at the SET Cubed table, die by die, before End turn: the dice placed
so far, the hand die chosen, the dice picked for an EXTRA ROLL, the WILD waiting for its symbol,
the keyboard cursor on the board, and the engine's judgement of what is built (``check``).

Plain data and the edits a click or a key makes to it; no Qt, and no rule: whether a turn is
legal and what it scores is the engine's ``check_turn``, asked on every change (never by listing
``legal_moves``: a hand with two WILDs has tens of thousands of turns). The table
(ui/setcubed/desk.py) says when an edit is allowed (whose turn, which phase), shows the result
and plays the turn.
"""

from __future__ import annotations

from cleverdesk.setcubed import Phase, Placement, Reason, SetCubedRules, SetCubedState, TurnCheck
from cleverdesk.setcubed.rules import MAX_DICE_PER_TURN
from cleverdesk.setcubed.symbols import CODES, WILD

Cell = tuple[int, int]


def hand_faces(state: SetCubedState | None) -> dict[int, str]:
    """The deciding seat's hand: die -> the face it shows (empty while nobody decides)."""
    if state is None or state.decider is None:
        return {}
    return {h.die: h.face for h in state.players[state.decider].hand}


class Turn:
    def __init__(self) -> None:
        self.pending: list[Placement] = []
        self.selected: int | None = None
        self.chosen: set[int] = set()  # EXTRA ROLL: dice picked for re-rolling
        self.check: TurnCheck | None = None
        self.cursor: Cell | None = None
        self.wild_ask: tuple[int, Cell] | None = None  # the WILD die and its cell
        self.wild_options: list[str] = []  # the symbols that complete a SET there

    def clear(self) -> bool:
        """A new decision: nothing built, chosen or asked. Whether a WILD question closed."""
        asked = self.wild_ask is not None
        self.pending, self.selected, self.chosen = [], None, set()
        self.check, self.cursor = None, None
        self.wild_ask, self.wild_options = None, []
        return asked

    def placed(self, die: int) -> bool:
        return any(p.die == die for p in self.pending)

    def at(self, cell: Cell) -> bool:
        """Whether a die of this turn lies on ``cell``."""
        return any(p.cell == cell for p in self.pending)

    def choose(self, phase: Phase | None, die: int) -> bool:
        """A hand die clicked: picked or unpicked for an EXTRA ROLL, else chosen or unchosen to
        be placed. False (nothing changed) for a die already placed this turn."""
        if phase == Phase.EXTRA_ROLL:
            self.chosen ^= {die}
        elif phase in (Phase.OPENING, Phase.PLACE, Phase.REPLACE):
            if self.placed(die):
                return False
            self.selected = None if self.selected == die else die
        return True

    def take_back(self, cell: Cell) -> bool:
        """The die of this turn on ``cell`` goes back to the hand; False if there is none."""
        if not self.at(cell):
            return False
        self.pending = [p for p in self.pending if p.cell != cell]
        return True

    def take_back_all(self) -> bool:
        """Every die of this turn back, none chosen; False if there was nothing to undo."""
        if not self.pending and self.selected is None:
            return False
        self.pending, self.selected = [], None
        return True

    def refusal(self, rules: SetCubedRules, state: SetCubedState, cell: Cell,
                phase: Phase | None) -> Reason | None:
        """Why no die may go on ``cell`` now (taken, or the turn holds its most dice), or None.
        The opening takes exactly the three logo cells, so at most three dice."""
        if not rules.inside(cell) or any(t.cell == cell for t in state.board) or self.at(cell):
            return Reason.CELL_TAKEN
        limit = 3 if phase == Phase.OPENING else MAX_DICE_PER_TURN
        if len(self.pending) >= limit:
            return Reason.TOO_MANY_DICE
        return None

    def put(self, rules: SetCubedRules, state: SetCubedState, die: int, cell: Cell,
            face: str) -> bool:
        """Put ``die`` (showing ``face``) on ``cell``. A WILD waits for its symbol first: then
        True, the question is open (``wild_ask``, with the symbols that complete a SET)."""
        self.selected = None
        if face == WILD:
            self.wild_ask = (die, cell)
            self.wild_options = rules.completing_symbols(state, cell, self.pending)
            self.cursor = cell
            return True
        self.pending.append(Placement(die, cell[0], cell[1]))
        return False

    def declare(self, code: str) -> bool:
        """The WILD asked about shows ``code``: it lies on its cell now. False if no question
        is open or ``code`` is no symbol."""
        if self.wild_ask is None or code not in CODES:
            return False
        die, cell = self.wild_ask
        self.wild_ask, self.wild_options = None, []
        self.pending.append(Placement(die, cell[0], cell[1], code))
        return True

    def close_wild(self) -> bool:
        """The WILD question closes, the die stays in the hand; False if none was open."""
        if self.wild_ask is None:
            return False
        self.wild_ask, self.wild_options = None, []
        return True

    def move_cursor(self, rules: SetCubedRules, rows: int, columns: int) -> None:
        """The keyboard cursor moves, kept on the board; it starts on the middle logo cell."""
        r, c = self.cursor or rules.board.logo[1]
        self.cursor = (min(max(1, r + rows), rules.rows), min(max(1, c + columns),
                                                              rules.columns))

    def judge(self, rules: SetCubedRules, state: SetCubedState, building: bool) -> None:
        """The engine's judgement of the dice placed so far (none while nothing is built)."""
        self.check = (rules.check_turn(state, self.pending, state.decider)
                      if building and self.pending else None)

    def reroll(self) -> tuple[int, ...]:
        """The dice picked for the EXTRA ROLL, in order."""
        return tuple(sorted(self.chosen))

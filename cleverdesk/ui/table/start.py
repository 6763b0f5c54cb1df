"""How a Clever game comes to the table: the setup the new-game screen asks for, and a record
replayed to the state it reaches and the log it wrote.

The replay is the way in for a new game, a resumed save and an undo (``Game.resume``), and
after a language switch gives the log's words in the new language (``Game.retranslate``). The
words keep their translation context "Game", where they were first.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication

from cleverdesk import catalogue
from cleverdesk.engine import CleverRules, GameRecord, GameSetup, GameState
from cleverdesk.engine.bots import BOT_NAMES
from cleverdesk.typed_text import typed
from cleverdesk.ui.common import words
from cleverdesk.ui.common.new_game import players_and_seed
from cleverdesk.ui.table.chosen_dice import ChosenDice
from cleverdesk.ui.table.log_hold import PassiveLog

DEFAULT_BOT = "expert"  # the greedy player where no learned weights ship

LogLine = tuple[str, int]  # the text and the seat it is about


def setup_from(config: Mapping[str, Any]) -> GameSetup:
    """The setup the new-game screen asks for: the game, the seats (name, computer, bot), the
    seed, the house rule, real dice. Raises ValueError with the words to show."""
    game = str(config.get("game") or catalogue.FIRST_GAME)
    players, seed = players_and_seed(list(config.get("seats") or [{}]), config.get("seed", ""),
                                     "Game", default_bot=DEFAULT_BOT, bots=BOT_NAMES)
    house = bool(config.get("houseRule", False))
    if len(players) > 4 and not house:
        raise ValueError(QCoreApplication.translate(
            "Game", "Five or six players need the house rule."))
    real = bool(config.get("realDice", False))
    if real and any(p.bot for p in players):
        raise ValueError(QCoreApplication.translate(
            "Game", "With real dice every seat is a person at the table: the computer cannot "
            "throw them."))
    return GameSetup(game=game, players=players, seed=seed, house_rule_5_6=house,
                     real_dice=real)


@dataclass
class Replayed:
    state: GameState
    lines: list[LogLine]  # the log from the start
    passive_log: PassiveLog  # what the passive players' moves still hold back of the log
    chosen: ChosenDice  # the dice chosen this turn, as the sheet shows them


def replay(rules: CleverRules, record: GameRecord, names: Sequence[str]) -> Replayed:
    """Play the record's moves from its setup (the engine raises if they do not replay)."""
    state = rules.new_game(record.setup, record.throws)
    lines = start_lines(rules, state, names)
    passive_log, chosen = PassiveLog(), ChosenDice()
    for move in record.moves:
        mover, before = state.decider, state
        chosen.note(state, move)
        state = rules.apply(state, move)
        lines += passive_log.take(before, state, words.log_lines(
            rules, state.last_events, names, state, mover))
    return Replayed(state, lines, passive_log, chosen)


def start_lines(rules: CleverRules, state: GameState, names: Sequence[str]) -> list[LogLine]:
    """The log of a new game: who starts (not said in a solo game) and the first roll."""
    first = QCoreApplication.translate("Game", "%1 starts").replace(
        "%1", typed(names[state.first_player]))
    lines = [] if state.solo else [(first, state.first_player)]
    return lines + words.log_lines(rules, state.last_events, names, state, None)

"""The expert's game on a player's dice, shown as a past game is: its sheet and a replay move
by move (``PastGameScreen`` with this as its ``past``)."""

from __future__ import annotations

from datetime import UTC, datetime

from PySide6.QtCore import Property, QCoreApplication, QObject

from cleverdesk.engine import GameRecord, PlayerSetup, get_rules, replay
from cleverdesk.engine.ghost import Ghost
from cleverdesk.store.history import HistoryGame, SeatResult
from cleverdesk.ui.common import words
from cleverdesk.ui.history.past_game import PastGame

translate = QCoreApplication.translate


def _entry(ghost: Ghost, name: str) -> HistoryGame:
    """The ghost as a game of the history would be (it is never written there)."""
    rules = get_rules(ghost.game)
    player = replay(ghost.record).players[0]
    seat = SeatResult(seat=0, name=name, bot=ghost.bot, total=ghost.total, foxes=player.foxes,
                      areas=rules.area_scores(player), rating=ghost.rating, winner=False)
    return HistoryGame(id=-1, uid="", finished_at=datetime.now(UTC), game=ghost.game,
                       mode="solo", seed=ghost.seed, duration_s=0.0, stage=None,
                       results=(seat,))


class GhostGame(PastGame):
    """A ghost's game: the computer's seat named in the desk's language."""

    def __init__(self, ghost: Ghost, parent: QObject | None = None) -> None:
        name = translate("Challenge", "Expert") if ghost.bot == "expert" \
            else translate("Challenge", "Strong player")
        record = GameRecord(setup=ghost.record.setup.model_copy(update={
            "players": [PlayerSetup(name=name, bot=ghost.bot)]}), moves=ghost.record.moves)
        super().__init__(_entry(ghost, name), record, parent)
        self.ghost = ghost

    @Property(str, constant=True)
    def title(self) -> str:
        return translate("Challenge", "The expert on your dice: %1").replace(
            "%1", words.game_title(self.ghost.game))

    @Property(str, constant=True)
    def subtitle(self) -> str:
        # one line over the sheet (the box the player came from says what "the same dice" is)
        return translate("Challenge", "seed %1").replace("%1", str(self.ghost.seed))

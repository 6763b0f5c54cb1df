"""The expert's games on the players' dice are kept once played (store/ghosts.py)."""

from __future__ import annotations

import json
from pathlib import Path

from cleverdesk.engine import GameSetup, PlayerSetup
from cleverdesk.engine.ghost import ghost_key, ghost_reason, play_ghost
from cleverdesk.store.ghosts import GhostCache

GSC = "ganz-schoen-clever"


def test_a_kept_ghost_comes_back_as_it_was_played(tmp_path: Path) -> None:
    cache = GhostCache(tmp_path)
    key = ghost_key(GSC, 99)
    assert cache.get(key) is None
    ghost = play_ghost(GSC, 99)
    cache.put(key, ghost)
    again = cache.get(key)
    assert again == ghost
    assert play_ghost(GSC, 99).total == ghost.total  # the same dice, the same expert


def test_a_kept_ghost_that_does_not_hold_up_is_ignored(tmp_path: Path) -> None:
    cache = GhostCache(tmp_path)
    key = ghost_key(GSC, 98)
    cache.put(key, play_ghost(GSC, 98, "learned"))
    path = next(cache.folder.glob("*.json"))
    document = json.loads(path.read_text(encoding="utf-8"))
    document["total"] += 1  # a file changed by hand: not what its moves give
    path.write_text(json.dumps(document), encoding="utf-8")
    assert cache.get(key) is None
    path.write_text("{not json", encoding="utf-8")
    assert cache.get(key) is None


def test_the_key_names_the_network_and_no_ghost_is_played_for_what_it_cannot_replay() -> None:
    assert ghost_key(GSC, 5, "learned").startswith(f"{GSC}-5-learned-")
    solo = GameSetup(game=GSC, players=[PlayerSetup(name="A")], seed=5)
    assert ghost_reason(solo) == ""
    assert ghost_reason(solo.model_copy(update={"real_dice": True})) == "real_dice"
    assert ghost_reason(solo.model_copy(update={"players": [PlayerSetup(name="A")] * 2})) \
        == "players"
    assert ghost_reason(solo, "greedy") == "bot"

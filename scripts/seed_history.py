"""Fill a data folder's score history with simulated games (for screenshots and trying it out).

    CLEVERDESK_DATA_DIR=/tmp/seeded .venv/bin/python scripts/seed_history.py --games 60

Every game is played to the end by the engine: "you" are a computer player that improves over
the weeks (it makes fewer careless moves), with solo, campaign and multiplayer games spread over
the last months. The games are written as the desk writes them (``HistoryStore.add_game``), and
campaign games store their stage result too.
"""

from __future__ import annotations

import argparse
import random
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cleverdesk.engine import (
    GAME_IDS,
    GameRecord,
    GameSetup,
    GameState,
    Move,
    Phase,
    PlayerSetup,
    get_rules,
)
from cleverdesk.engine.bots import make_bot
from cleverdesk.store import campaign
from cleverdesk.store.history import HistoryStore


def play(setup: GameSetup, carelessness: float, rng: random.Random) -> tuple[GameState,
                                                                               GameRecord]:
    """Seat 0 is "you": greedy, but a random move now and then; the other seats are greedy."""
    rules = get_rules(setup.game)
    you = make_bot("greedy", seed=setup.seed)
    others = {seat: make_bot("greedy", seed=setup.seed + seat)
              for seat in range(1, len(setup.players))}
    state = rules.new_game(setup)
    moves: list[Move] = []
    while state.phase != Phase.GAME_OVER:
        assert state.decider is not None
        legal = rules.legal_moves(state)
        if state.decider == 0:
            move = rng.choice(legal) if rng.random() < carelessness else you.choose(state, legal)
        else:
            move = others[state.decider].choose(state, legal)
        state = rules.apply(state, move)
        moves.append(move)
    return state, GameRecord(setup=setup, moves=moves)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--days", type=int, default=90, help="spread over this many days")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--name", default="Anna")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    now = datetime.now(UTC).replace(microsecond=0)
    start = now - timedelta(days=args.days)
    others = [g for g in GAME_IDS if g != "ganz-schoen-clever"]
    with HistoryStore() as store:
        for i in range(args.games):
            progress = i / max(1, args.games - 1)
            when = start + timedelta(days=args.days * progress, hours=rng.uniform(8, 22) - 12)
            carelessness = 0.12 * (1 - progress) + 0.01
            roll = rng.random()
            stage_id = None
            if roll < 0.2:  # a campaign stage: the first open stage without a star
                open_stages = [s for c in campaign.campaign_state(store) for s in c.stages
                               if s.unlocked and s.stage.game == "ganz-schoen-clever"]
                target = next((s for s in open_stages if s.stars == 0), open_stages[-1])
                stage_id = target.stage.id
                setup = GameSetup(game=target.stage.game, players=[PlayerSetup(name=args.name)],
                                  seed=target.stage.seed)
                mode = "campaign"
            elif roll < 0.35:
                setup = GameSetup(game="ganz-schoen-clever", seed=rng.randrange(1, 2**31),
                                  players=[PlayerSetup(name=args.name),
                                           PlayerSetup(name="Computer 2", bot="greedy")])
                mode = "multiplayer"
            else:
                game = rng.choice(others) if others and rng.random() < 0.2 else \
                    "ganz-schoen-clever"
                setup = GameSetup(game=game, players=[PlayerSetup(name=args.name)],
                                  seed=rng.randrange(1, 2**31))
                mode = "solo"
            state, record = play(setup, carelessness, rng)
            store.add_game(state, record, mode, rng.uniform(8, 25) * 60,  # type: ignore[arg-type]
                           stage=stage_id, uid=f"seeded-{args.seed}-{i}", finished_at=when)
            if stage_id is not None:
                campaign.record_stage_result(store, stage_id,
                                             get_rules(setup.game).total(state.players[0]))
        print(f"{store.path}: {store.count()} games")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

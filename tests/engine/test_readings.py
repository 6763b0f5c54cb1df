"""The strict readings (``sim --rules strict``): exactly the narrow readings of docs/rulings.md,
and never anything else."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter

import pytest

from cleverdesk.engine import GameSetup, IllegalMove, PlayerSetup
from cleverdesk.engine.bots import make_bot
from cleverdesk.engine.games import current_readings, get_rules, use_readings
from cleverdesk.engine.model import GameState, Kinds, Move, Phases
from cleverdesk.engine.readings import strict_variant
from cleverdesk.engine.simulate import simulate

GSC, DSC = "ganz-schoen-clever", "doppelt-so-clever"


def _positions(game: str, games: int, bot: str = "greedy", players: int = 1,
               strict: bool = False) -> list[tuple[GameState, Move]]:
    """Every decision of a few games (state, move made), played under ours or strict."""
    rules = strict_variant(get_rules(game)) if strict else get_rules(game)
    found = []
    for index in range(games):
        setup = GameSetup(game=game, seed=500 + index, players=[
            PlayerSetup(name=f"P{s}", bot=bot) for s in range(players)])
        bots = [make_bot(bot, index * 7 + s) for s in range(players)]
        state = rules.new_game(setup)
        while state.phase != Phases.GAME_OVER:
            assert state.decider is not None
            move = bots[state.decider].choose(state, rules.legal_moves(state))
            found.append((state, move))
            state = rules.apply(state, move)
    return found


def _removed(game: str, state: GameState) -> list[Move]:
    """The moves ours lists and the strict readings do not (which the checked apply of the
    strict readings refuses: it does not find them in the parts of a list it does not make)."""
    ours = get_rules(game).legal_moves(state)
    strict_rules = strict_variant(get_rules(game))
    strict = strict_rules.legal_moves(state)
    assert set(strict) <= set(ours)
    assert strict, "the strict readings always leave a move"
    removed = [m for m in ours if m not in set(strict)]
    for move in removed:
        with pytest.raises(IllegalMove):
            strict_rules.apply(state, move)
    return removed


def test_strict_doppelt_so_clever_removes_exactly_the_narrowed_moves() -> None:
    reasons: Counter[str] = Counter()
    for state, _ in _positions(DSC, 12, bot="learned"):
        for move in _removed(DSC, state):
            if move.kind == Kinds.RETURN:
                # D16: only once a pick has emptied the rolling area
                assert not any(w == "roll" for w in state.where.values())
                reasons["D16"] += 1
            elif move.kind == Kinds.FORFEIT:
                # D10: only while some die fits
                assert any(m.kind == Kinds.PICK for m in get_rules(DSC).legal_moves(state))
                reasons["D10"] += 1
            elif move.kind == Kinds.SKIP:
                # D12: a chain mark that can be made must be made
                assert (move.bonus or "").startswith("chain_")
                reasons["D12"] += 1
            else:
                pytest.fail(f"strict removed {move} (no narrow reading removes it)")
    assert reasons["D16"] and reasons["D10"] and reasons["D12"], reasons


def _extra_dice_per_round(game: str, strict: bool) -> Counter[tuple[int, int, int, str]]:
    uses: Counter[tuple[int, int, int, str]] = Counter()
    for state, move in _positions(game, 12, bot="learned", strict=strict):
        if move.kind == Kinds.EXTRA_DIE:
            assert move.die is not None and state.decider is not None
            uses[(state.setup.seed, state.round, state.decider, move.die)] += 1
    return uses


def test_strict_plus_one_takes_each_die_once_per_round_ours_once_per_turn() -> None:
    # D6, solo: our reading lets the +1 of the passive turn take a die the active turn's +1 took
    ours = _extra_dice_per_round(DSC, strict=False)
    assert max(ours.values()) >= 2, "ours: some die is taken twice in a round by +1"
    strict = _extra_dice_per_round(DSC, strict=True)
    assert strict and max(strict.values()) == 1


def test_strict_ganz_schoen_clever_has_no_solo_fallback_and_nothing_else() -> None:
    narrowed = 0
    for state, _ in _positions(GSC, 20):
        removed = _removed(GSC, state)
        for move in removed:
            assert state.solo and state.phase == Phases.PASSIVE_PICK
            assert move.kind == Kinds.PICK and state.where[move.die or ""] == "field"
        narrowed += bool(removed)
    assert narrowed, "the solo fallback happened in 20 games"
    # not in multiplayer: the fallback is the rulebook's own there
    for state, _ in _positions(GSC, 3, players=2):
        assert not _removed(GSC, state)


@pytest.mark.parametrize("game", ["clever-hoch-drei", "clever-4ever"])
def test_games_without_narrow_readings_are_their_own_rules(game: str) -> None:
    assert strict_variant(get_rules(game)) is get_rules(game)


def test_sim_under_strict_readings_restores_ours_and_reports_them() -> None:
    strict = simulate(DSC, "greedy", games=4, seed=3, readings="strict")
    ours = simulate(DSC, "greedy", games=4, seed=3)
    assert current_readings() == "ours" and type(get_rules(DSC)).__name__ == "DoppeltSoClever"
    assert strict["rules"] == "strict" and ours["rules"] == "ours"
    assert strict["mean"] != ours["mean"]
    before = use_readings("strict")
    try:
        assert type(get_rules(DSC)).__name__ == "StrictDoppeltSoClever"
    finally:
        use_readings(before)
    with pytest.raises(ValueError):
        use_readings("loose")


def test_sim_rules_strict_with_workers_plays_the_same_games() -> None:
    def run(*extra: str) -> dict[str, object]:
        out = subprocess.run(
            [sys.executable, "-m", "cleverdesk", "sim", "--game", DSC, "--bot", "greedy",
             "--games", "4", "--seed", "5", "--rules", "strict", "--json", *extra],
            capture_output=True, text=True, check=True, timeout=300)
        result: dict[str, object] = json.loads(out.stdout)
        return {key: value for key, value in result.items()
                if key not in ("seconds_per_game", "ms_per_game", "decision_ms",
                               "decision_cpu_ms")}

    assert run() == run("--workers", "2")

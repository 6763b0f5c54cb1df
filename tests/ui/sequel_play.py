"""Shared steps of the play tests at the Clever table: start a game through the new-game
screen, play it to the end by clicks (a greedy bot only chooses), find a situation with the
engine and reach it at the desk by playing the same moves."""

from __future__ import annotations

from collections.abc import Callable

from cleverdesk.engine import GameSetup, GameState, Move, MoveKind, Phase, PlayerSetup, get_rules
from cleverdesk.engine.bots import make_bot
from tests.ui.driver import Driver


def new_game_through_screen(desk: Driver, game: str, seats: int, computers: set[int],
                            seed: str) -> None:
    desk.click("homeNewGame")
    desk.click(f"game_{game}")
    desk.click(f"seats_{seats}")
    for seat in range(seats):
        desk.click(f"seatComputer_{seat}" if seat in computers else f"seatHuman_{seat}")
    desk.click("seedField")
    desk.type_text(seed)
    desk.click("startGame")
    assert desk.game.property("running") and desk.game.state.game == game


def play_to_the_end(desk: Driver, max_moves: int = 600) -> list[MoveKind]:
    """Click the human seats' moves (a greedy bot chooses them) until the final scoring shows;
    the kind of every move clicked, in order."""
    chooser = make_bot("greedy", seed=5)
    kinds: list[MoveKind] = []
    while True:
        desk.wait_for_human_or_end()
        if desk.game.property("finished"):
            desk.wait_for_final_scoring()  # the end of a game, as the player sees it
            return kinds
        if desk.game.property("turnDone"):  # hot-seat: the end of a part of the turn
            desk.click("turnDoneButton")
            continue
        if desk.game.property("handOver"):
            desk.click("handOverContinue")
            continue
        state = desk.game.state
        assert state is not None
        move = chooser.choose(state, desk.game.legal)
        kinds.append(move.kind)
        desk.play_by_clicks(move)
        assert len(kinds) < max_moves


def reach(game: str, condition: Callable[[GameState, list[Move]], bool], players: int = 1,
          seeds: range = range(1, 150)) -> tuple[int, list[Move]]:
    """A seed and the moves (chosen by a greedy bot) after which ``condition`` holds."""
    rules = get_rules(game)
    for seed in seeds:
        setup = GameSetup(game=game, players=[PlayerSetup(name=f"P{i}") for i in range(players)],
                          seed=seed)
        state = rules.new_game(setup)
        bot = make_bot("greedy", seed=seed)
        moves: list[Move] = []
        while state.phase != Phase.GAME_OVER:
            legal = rules.legal_moves(state)
            if condition(state, legal):
                return seed, moves
            move = bot.choose(state, legal)
            moves.append(move)
            state = rules.apply(state, move)
    raise AssertionError("situation not found")


def free_to_decide(state: GameState) -> bool:
    """Someone decides and has no bonus waiting: a situation the player's own choice starts."""
    return state.decider is not None and not state.players[state.decider].pending


def start_at(desk: Driver, game: str, seed: int, moves: list[Move], name: str) -> GameState:
    desk.game.start_setup(GameSetup(game=game, players=[PlayerSetup(name=name)], seed=seed))
    for move in moves:
        desk.game.apply_move(move)
    desk.settle()
    state = desk.game.state
    assert state is not None
    return state

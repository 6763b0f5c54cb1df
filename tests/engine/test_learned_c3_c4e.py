"""The learned player in Clever hoch drei and Clever 4ever: what it sees of hand-built sheets
(the worked examples of the rules files, §8) and that it plays only legal moves."""

from __future__ import annotations

import pytest

from cleverdesk.engine import GameSetup, Move, MoveKind, Phase, PlayerSetup, get_rules
from cleverdesk.engine.bots.features import feature_spec
from cleverdesk.engine.bots.learned import LearnedBot, afterstate, score_scale
from cleverdesk.engine.bots.network import ValueNetwork
from cleverdesk.engine.games.clever_hoch_drei import JOKER_USED
from cleverdesk.engine.model import GameState, Track

from . import clever_4ever_support as c4e
from . import clever_hoch_drei_support as c3

C3, C4E = "clever-hoch-drei", "clever-4ever"


def fresh_network(game: str, seed: int = 3) -> ValueNetwork:
    spec = feature_spec(get_rules(game))
    return ValueNetwork.fresh(spec.size, game=game, signature=spec.signature,
                              scale=score_scale(game), seed=seed)


def features_of(game: str, state: GameState, move: Move) -> dict[str, float]:
    rules = get_rules(game)
    spec = feature_spec(rules)
    values = spec.encode(state, move, afterstate(rules, state, move))
    return dict(zip(spec.names, values, strict=True))


def test_features_read_the_four_fox_sheet_of_clever_hoch_drei() -> None:
    """Rules §8 E3: 70 + 38 + 47 + 44 + 44 and four foxes worth the turquoise 38 each."""
    player, _ = c3.sheet(
        yellow={"I": [1, 2, 5, 6], "II": [1, 2, 3, 6], "III": [1, 2, 3, 4, 5]},
        turquoise={"r1": [1, 2, 3, 4, 5, 6], "r2": [1, 2, 3, 4], "r3": [1, 3, 6], "r4": [2]},
        blue={"left": [6, 5, 4], "right": [8, 9, 10, 11, 12, 7]},
        brown=[1, 2, 3, 4, 5, 6, 7, 8],
        pink=[{"half": 5}, {"bonus": 4}, {"points": 5}, {"bonus": 6}, {"points": 6},
              {"points": 6}, {"bonus": 3}, {"points": 5}, {"bonus": 2}],
    )
    state = c3.active_state(c3.faces(yellow=3, blue=4), player=player)
    mine = state.players[state.active]
    mine.tracks["joker"] = Track(unlocked=5, used=2)
    mine.counters[JOKER_USED] = 0b00101  # the printed 3 and 5 crossed out
    f = features_of(C3, state, Move(MoveKind.FORFEIT))  # forfeit: the sheet stays as it is
    assert f["yellow:score"] == pytest.approx(70 / 50)
    assert f["turquoise:score"] == pytest.approx(38 / 50) and f["turquoise:is_lowest"] == 1
    assert f["yellow:is_lowest"] == 0
    assert f["sheet:lowest"] == pytest.approx(38 / 50)
    assert f["sheet:total"] == pytest.approx(395 / 300)
    assert f["foxes>=:4"] == 1 and f["foxes>=:5"] == 0
    assert f["foxes:points"] == pytest.approx(152 / 100)
    # yellow: row I 1, 2, 5, 6; the I/II pair under 6 is complete, under 4 has neither cell
    assert f["yellow.marked:4"] == 1 and f["yellow.marked:3"] == 0
    assert f["yellow.group.I_II_c6:complete"] == 1
    assert f["yellow.group.I_II_c4:filled"] == 0
    assert f["yellow.group.II_III_c4:one_missing"] == 1  # III 4 crossed, II 4 not
    # turquoise: row 1 full (fox), column 3 tinted in rows 1-3, all crossed
    assert f["turquoise.group.row1:complete"] == 1 and f["turquoise.group.column3:complete"] == 1
    # blue: the printed 7 is marked but not counted; 3 + 6 values written
    assert f["blue.marked:6"] == 1 and f["blue.count>=:9"] == 1 and f["blue.count>=:10"] == 0
    assert f["blue.value:4"] == pytest.approx(5 / 12)  # left pos 5 holds the 5
    assert f["blue.last:7"] == 1  # the right side ends with its 7 (pos 13)
    # blue's two directions apart: the left side half written, the right side complete
    assert f["blue.group.side_left:filled"] == pytest.approx(3 / 6)
    assert f["blue.group.side_right:complete"] == 1
    assert f["blue.group.side_left:complete"] == 0
    # pink: points taken in fields 3, 5, 6 and 8; the last field written holds the halved 2
    assert [f[f"counter.pink_points:{k}"] for k in range(9)] == [0, 0, 1, 0, 1, 1, 0, 1, 0]
    assert f["pink.last:1"] == 1 and f["pink.count>=:9"] == 1
    # the number joker: 5 circled, 2 crossed out (the 3 and the 5)
    assert f["track.joker:available>=3"] == 1 and f["track.joker:available>=4"] == 0
    assert f["track.joker:unlocked"] == pytest.approx(5 / 7)
    assert [f[f"counter.joker_used:{k}"] for k in range(4)] == [1, 0, 1, 0]
    # where in the game: roll 1 of round 1, all six dice still in the rolling area
    assert f["move:forfeit"] == 1 and f["phase:active_roll"] == 1
    assert f["rolls_left:2"] == 1 and f["dice_left:6"] == 1 and f["round:1"] == 1


def test_features_read_a_negative_yellow_sheet_of_clever_4ever() -> None:
    """Rules §8 E1: yellow −4 is the lowest area, so the fox is worth nothing."""
    player = c4e.sheet(
        yellow={"top": [2, 5], "middle": [6, 5, 4], "bottom": [1]},
        blue=[(1, 1), (3, 1), (2, 5), (6, 2), (6, 4)],
        grey=["G01", "G02"],
        green={"upper": [4, 2], "lower": [5]},
        pink=[1, 6],
    )
    state = c4e.active_state({"white": 2, "blue": 3}, player=player,
                             tracks={"polish": (4, 1)})
    f = features_of(C4E, state, Move(MoveKind.FORFEIT))
    assert f["yellow:score"] == pytest.approx(-4 / 50) and f["yellow:is_lowest"] == 1
    assert f["sheet:lowest"] == 0 and f["foxes:points"] == 0  # max(0, −4)
    assert f["sheet:total"] == pytest.approx(20 / 300)
    assert f["foxes>=:1"] == 1 and f["foxes>=:2"] == 0
    assert f["blue:score"] == pytest.approx(7 / 50) and f["grey:score"] == pytest.approx(1 / 50)
    # yellow: the middle row's 6, 5, 4 are numbers, column 1 is complete (2, 6, 1)
    assert f["yellow.value:5"] == pytest.approx(6 / 12) and f["yellow.last:1"] == 1
    assert f["yellow.group.c1:complete"] == 1 and f["yellow.group.c2:one_missing"] == 1
    # blue: five crosses; grey: G01 (1 cell) and G02 (4 cells)
    assert f["blue.count>=:5"] == 1 and f["blue.count>=:6"] == 0
    assert f["grey.count>=:5"] == 1 and f["grey.count>=:6"] == 0
    # the structure behind the cells: blue's rows, columns and diagonals, …
    assert f["blue.group.row1:filled"] == pytest.approx(1 / 6)
    assert f["blue.group.row6:filled"] == pytest.approx(2 / 6)
    assert f["blue.group.column1:filled"] == pytest.approx(2 / 6)
    assert f["blue.group.main_diagonal:filled"] == pytest.approx(1 / 6)
    assert f["blue.group.anti_diagonal:filled"] == pytest.approx(1 / 6)  # r2c5
    # … grey's sub-areas (crossed whole) and shades (their foxes: D has 21 cells, L 24) …
    assert f["grey.group.sub_G01:complete"] == 1 and f["grey.group.sub_G02:complete"] == 1
    assert f["grey.group.sub_G03:filled"] == 0
    assert f["grey.group.shade_D:filled"] == pytest.approx(1 / 21)
    assert f["grey.group.shade_L:filled"] == pytest.approx(4 / 24)
    assert f["grey.group.shade_W:filled"] == 0
    # … and green's two rows of triangles and its fields (field 1: 4 over 5, field 2: 2 alone)
    assert f["green.group.upper:filled"] == pytest.approx(2 / 11)
    assert f["green.group.lower:filled"] == pytest.approx(1 / 11)
    assert f["green.group.field1:complete"] == 1 and f["green.group.field2:one_missing"] == 1
    # green: upper 4, 2 and lower 5; pink 1, 6
    assert f["green.value:0"] == pytest.approx(4 / 12) and f["green.marked:11"] == 1
    assert f["pink.last:6"] == 1 and f["pink.count>=:2"] == 1
    # polish silver: 4 circled, 1 used
    assert f["track.polish:available>=3"] == 1 and f["track.polish:available>=4"] == 0
    assert f["track.polish:used"] == pytest.approx(1 / 9)


@pytest.mark.parametrize("game", [C3, C4E])
def test_the_learned_player_plays_only_legal_moves_in_the_sequels(game: str) -> None:
    """A network of the game's own feature set (no weights ship yet), two players, every
    decision checked by ``apply`` (jokers, polishing, pink choices, extra crosses …)."""
    rules = get_rules(game)
    bot = LearnedBot(network=fresh_network(game))
    for seed in (9, 10):
        state = rules.new_game(GameSetup(
            game=game, players=[PlayerSetup(name="a"), PlayerSetup(name="b")], seed=seed))
        while state.phase != Phase.GAME_OVER:
            moves = rules.legal_moves(state)
            move = bot.choose(state, moves)
            assert move in moves
            state = rules.apply(state, move)


@pytest.mark.parametrize("game", [C3, C4E])
def test_the_learned_player_does_not_read_future_dice_in_the_sequels(game: str) -> None:
    """The seed is the only way to the dice still to come: another seed, same choices."""
    rules = get_rules(game)
    bot = LearnedBot(network=fresh_network(game, seed=11))
    for seed in range(4):
        state = rules.new_game(GameSetup(
            game=game, players=[PlayerSetup(name="a"), PlayerSetup(name="b")], seed=seed))
        for _ in range(60):
            if state.phase == Phase.GAME_OVER:
                break
            moves = rules.legal_moves(state)
            other = state.clone()
            other.setup = state.setup.model_copy(update={"seed": seed + 1_000_003})
            choice = bot.choose(state, moves)
            assert bot.choose(other, moves) == choice
            state = rules.apply(state, choice)

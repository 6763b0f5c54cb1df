"""Every list of games in cleverdesk is the catalogue's (issue 48, item 2): the engine's, the
sheets', the desk's, History's, the campaign's, the challenge codes', the expert's budgets and the
learned network's scale. Adding a game is an entry in cleverdesk/catalogue.py plus its modules."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cleverdesk import catalogue
from cleverdesk.catalogue import CLEVER_GAME_IDS, GAMES, SET_CUBED

PACKAGE = Path(__file__).resolve().parent.parent / "cleverdesk"


def test_the_catalogue_is_in_series_order_with_distinct_ids_numbers_and_colours() -> None:
    assert [g.series for g in GAMES] == sorted(g.series for g in GAMES)
    assert catalogue.ALL_GAME_IDS == tuple(g.id for g in GAMES)
    for field in ("id", "series", "colour", "rules_screen"):
        values = [getattr(g, field) for g in GAMES]
        assert len(set(values)) == len(values), field
    numbers = [g.code_number for g in GAMES if g.code_number is not None]
    assert sorted(numbers) == list(range(len(numbers)))
    assert catalogue.FIRST_GAME == "ganz-schoen-clever"


def test_the_engine_and_the_sheets_play_the_catalogues_clever_games() -> None:
    from cleverdesk.engine import GAME_IDS, get_rules
    from cleverdesk.layout import LAYOUT_GAME_IDS, sheet_geometry

    assert GAME_IDS == CLEVER_GAME_IDS == LAYOUT_GAME_IDS
    assert SET_CUBED not in GAME_IDS
    for game in CLEVER_GAME_IDS:
        assert get_rules(game).game_id == game
        assert sheet_geometry(game) is not None


def test_every_clever_game_module_is_in_the_catalogue() -> None:
    """A rules or sheet module nobody lists would be a game the desk never offers."""
    modules = {catalogue.facts(g).module for g in CLEVER_GAME_IDS}
    for folder in (PACKAGE / "engine" / "games", PACKAGE / "layout"):
        found = {p.stem for p in folder.glob("*.py") if not p.stem.startswith("_")}
        found -= {"geometry", "marks", "element_state", "__init__"}
        assert found == modules, folder


def test_the_desks_lists_are_the_catalogues() -> None:
    from cleverdesk.ui.app.desk import ALL_GAMES, playable_games
    from cleverdesk.ui.history.labels import GAME_COLOURS, HISTORY_GAME_IDS

    assert ALL_GAMES == HISTORY_GAME_IDS == catalogue.ALL_GAME_IDS
    assert playable_games() == list(catalogue.ALL_GAME_IDS)
    assert GAME_COLOURS == {g.id: g.colour for g in GAMES}


def test_the_campaign_has_a_chapter_per_clever_game_in_series_order() -> None:
    from cleverdesk.store import campaign

    assert tuple(c.game for c in campaign.chapters()) == CLEVER_GAME_IDS


def test_challenge_codes_number_the_games_as_they_always_did() -> None:
    from cleverdesk.engine.challenge import CODE_GAMES

    # codes in the wild carry these numbers: the catalogue must never renumber them
    assert CODE_GAMES == ("ganz-schoen-clever", "doppelt-so-clever", "clever-hoch-drei",
                          "clever-4ever")
    assert CODE_GAMES == catalogue.code_games()


@pytest.mark.parametrize("game", CLEVER_GAME_IDS)
def test_the_expert_and_the_network_take_their_budgets_and_scale_from_the_catalogue(
        game: str) -> None:
    from cleverdesk.engine.bots.expert import SearchBudget, desk_budget, hint_budget
    from cleverdesk.engine.bots.learned import score_scale

    facts = catalogue.facts(game)
    for budget, search in ((desk_budget(game), facts.desk_search),
                           (hint_budget(game), facts.hint_search)):
        for name, value in vars(search).items():
            assert getattr(budget, name) == (getattr(SearchBudget(), name)
                                             if value is None else value), name
    assert score_scale(game) == facts.score_scale


def test_the_budgets_are_what_they_were_measured_at() -> None:
    """The figures the budgets were measured at (docs/computer-players.md)."""
    from cleverdesk.engine.bots.expert import SearchBudget, desk_budget, hint_budget

    narrow_hints = SearchBudget(candidates=6, margin=20.0, samples=64)
    wide_hints = SearchBudget(candidates=5, margin=20.0, samples=64, reply_rows=4000)
    assert desk_budget("ganz-schoen-clever") == desk_budget("doppelt-so-clever") == SearchBudget()
    assert hint_budget("ganz-schoen-clever") == hint_budget("doppelt-so-clever") == narrow_hints
    assert desk_budget("clever-4ever") == SearchBudget(candidates=3, reply_rows=1000)
    assert desk_budget("clever-hoch-drei") == SearchBudget(candidates=3, reply_rows=600,
                                                           min_samples=5)
    assert hint_budget("clever-hoch-drei") == hint_budget("clever-4ever") == wide_hints


def test_every_game_has_a_title_and_its_rules_screen() -> None:
    from cleverdesk.i18n_words import _RATINGS, game_title

    for g in GAMES:
        assert game_title(g.id) != g.id
        assert (PACKAGE / "qml" / "Cleverdesk" / f"{g.rules_screen}.qml").is_file()
    assert set(_RATINGS) == set(CLEVER_GAME_IDS)
    rules_screen = (PACKAGE / "qml" / "Cleverdesk" / "RulesScreen.qml").read_text("utf-8")
    for game in CLEVER_GAME_IDS:
        assert f'"{catalogue.facts(game).rules_screen}"' in rules_screen


def test_set_cubeds_id_is_written_once() -> None:
    """Every other place asks the catalogue (Python) or Desk.setCubedId (QML)."""
    written = [path.relative_to(PACKAGE).as_posix()
               for path in sorted(PACKAGE.rglob("*")) if path.suffix in {".py", ".qml"}
               for _ in re.finditer(r"""["']set-cubed["']""", path.read_text("utf-8"))]
    # the catalogue's two: the literal type the saves check and its one value
    assert written == ["catalogue.py", "catalogue.py"]

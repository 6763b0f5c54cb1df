"""Every solo rating band of every game, in German, Dutch and English, against its rules file.

The table below is §6.1 of each rules file (docs/rules/<game>.md): thresholds and the labels the
file gives (English everywhere; German where the file has it: Doppelt so clever's three
official labels, all of Clever hoch drei's (capitals as GLOSSARY §5.3 writes them), and
Clever 4ever's suggested wording). Dutch has no official text anywhere, so it is checked for
being there and telling the bands apart.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from cleverdesk.engine import get_rules
from cleverdesk.i18n_words import load_language, rating_label

# (game, min, max, en, de or None)
BANDS = [
    ("ganz-schoen-clever", 281, None, "You're so clever!", None),
    ("ganz-schoen-clever", 260, 280, "Are you Einstein?", None),
    ("ganz-schoen-clever", 240, 259, "What a genius!", None),
    ("ganz-schoen-clever", 220, 239, "Impressive!", None),
    # the rules file prints "Hat's"; the glossary fixes the spelling
    ("ganz-schoen-clever", 200, 219, "Hats off to you!", None),
    ("ganz-schoen-clever", 180, 199, "Great result!", None),
    ("ganz-schoen-clever", 160, 179, "That was pretty good.", None),
    ("ganz-schoen-clever", 140, 159, "Not bad… you could do better.", None),
    ("ganz-schoen-clever", None, 139, "Try harder!", None),
    ("doppelt-so-clever", 321, None, "Twice as clever!", "Doppelt so clever"),
    ("doppelt-so-clever", 300, 320, "Points = IQ!", None),
    ("doppelt-so-clever", 280, 299, "Respect!", None),
    ("doppelt-so-clever", 260, 279, "This can't be luck!", None),
    ("doppelt-so-clever", 240, 259, "People, look at this!", None),
    ("doppelt-so-clever", 220, 239, "Pretty, pretty clever!", "Ganz schön clever"),
    ("doppelt-so-clever", 200, 219, "You've been training!", None),
    ("doppelt-so-clever", 180, 199, "You should be happy!", None),
    ("doppelt-so-clever", 160, 179, "On the right way.", None),
    ("doppelt-so-clever", 140, 159, "You can do better.", None),
    ("doppelt-so-clever", None, 139, "Half as clever.", "Halb so clever"),
    ("clever-4ever", 450, None, "Clever 4ever!", "Clever 4ever!"),
    ("clever-4ever", 420, 449, "Clever once again!", "Schon wieder clever!"),
    ("clever-4ever", 390, 419, "Hey, Einstein!", "Hey, Einstein!"),
    ("clever-4ever", 360, 389, "Your friends will envy you.",
     "Deine Freunde werden dich beneiden."),
    ("clever-4ever", 330, 359, "That's pretty clever!", "Ganz schön clever!"),
    ("clever-4ever", 300, 329, "Prodigy in training", "Wunderkind in Ausbildung"),
    ("clever-4ever", 270, 299, "It's going up", "Es geht aufwärts"),
    ("clever-4ever", 240, 269, "Don't get so upset!", "Nur nicht aufregen!"),
    ("clever-4ever", 210, 239, "There is still room to improve", "Da ist noch Luft nach oben"),
    ("clever-4ever", 180, 209, "It was just bad luck", "War wohl nur Würfelpech"),
    ("clever-4ever", None, 179, "Let's talk about something else",
     "Reden wir über etwas anderes"),
    # GLOSSARY §5.3 normalises the rules file's capitals ("Clever Hoch Drei", "ganz schön Clever")
    ("clever-hoch-drei", 450, None, "You are Clever Cubed!", "Du bist Clever hoch drei!"),
    ("clever-hoch-drei", 420, 449, "You are beautiful and clever", "Du bist schön und clever"),
    ("clever-hoch-drei", 390, 419, "Hello, Mr. Hawking!", "Hallo Mr. Hawking!"),
    ("clever-hoch-drei", 360, 389, "On the way to the stars", "Auf dem Weg zu den Sternen"),
    ("clever-hoch-drei", 330, 359, "That's pretty clever!", "Du bist ganz schön clever"),
    ("clever-hoch-drei", 300, 329, "A prodigy in training",
     "Du bist ein Wunderkind in Ausbildung"),
    ("clever-hoch-drei", 270, 299, "Things are looking up!", "Es geht aufwärts!"),
    # English is the app's own rendering here (rules file: "en_status: app translation"); it
    # names no trademark
    ("clever-hoch-drei", 240, 269, "Maybe another dice game after all?", "Lieber doch Kniffel?"),
    ("clever-hoch-drei", 210, 239, "There is still room for improvement",
     "Da ist noch Luft nach oben"),
    ("clever-hoch-drei", 180, 209, "Surely just bad luck with the dice?",
     "War sicher nur Würfelpech?"),
    ("clever-hoch-drei", None, 179, "Let's talk about something else!",
     "Reden wir über etwas anderes!"),
]
GAMES = sorted({game for game, *_ in BANDS})


@pytest.fixture
def language(qapp) -> Iterator[object]:  # type: ignore[no-untyped-def]
    yield load_language
    load_language("en")


def _band(game: str, total: int):  # type: ignore[no-untyped-def]
    return get_rules(game).rating_band(total)


@pytest.mark.parametrize("game", GAMES)
def test_the_engine_has_exactly_the_rules_files_bands(game: str) -> None:
    mine = [(low, high, en) for g, low, high, en, _ in BANDS if g == game]
    engine = [(b.min, b.max, b.en) for b in get_rules(game).rating]
    assert [(low, high) for low, high, _ in engine] == [(low, high) for low, high, _ in mine]


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
@pytest.mark.parametrize(("game", "low", "high", "en", "de"), BANDS)
def test_every_band_reads_its_own_label(language, lang: str, game: str, low: int | None,  # type: ignore[no-untyped-def]
                                        high: int | None, en: str, de: str | None) -> None:
    language(lang)
    totals = [t for t in (low, high) if t is not None]
    for total in totals:  # both ends of the band land in it
        band = _band(game, total)
        assert (band.min, band.max) == (low, high)
        label = rating_label(game, band.code, "?")
        assert label != "?"
        if lang == "en":
            assert label == en
        elif lang == "de" and de is not None:
            assert label == de
        elif lang == "nl":
            assert label.strip()


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
@pytest.mark.parametrize("game", GAMES)
def test_a_games_labels_tell_its_bands_apart(language, lang: str, game: str) -> None:  # type: ignore[no-untyped-def]
    language(lang)
    labels = [rating_label(game, b.code, "?") for b in get_rules(game).rating]
    assert len(set(labels)) == len(labels), labels


def test_clever_4ever_has_its_own_einstein(language) -> None:  # type: ignore[no-untyped-def]
    language("en")
    band = _band("clever-4ever", 400)
    assert rating_label("clever-4ever", band.code, "?") == "Hey, Einstein!"
    assert rating_label("ganz-schoen-clever", _band("ganz-schoen-clever", 270).code, "?") \
        == "Are you Einstein?"

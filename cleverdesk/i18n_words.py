"""Words both the desk (``cleverdesk.ui``) and the printed sheets (``cleverdesk.printing``) need:
game titles, die letters and solo rating labels, plus loading a language's translations without
the desk.

It sits below both so that printing never imports the user interface. The strings keep the
"Words" context they always had, so their translations stay where they are.
"""

from __future__ import annotations

import re
from importlib.resources import files
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from cleverdesk.catalogue import SET_CUBED

LANGUAGES = ("de", "nl", "en")

# Every call names its context literally ("Words") so that pyside6-lupdate files the strings
# under the context they are looked up in at run time.
translate = QCoreApplication.translate

_loaded: list[QTranslator] = []  # kept alive here on purpose: Qt does not own them


def game_title(game_id: str) -> str:
    titles = {
        "ganz-schoen-clever": translate("Words", "That's Pretty Clever!"),
        "doppelt-so-clever": translate("Words", "Twice as Clever!"),
        "clever-hoch-drei": translate("Words", "Clever Cubed"),
        "clever-4ever": translate("Words", "Clever 4ever"),
        SET_CUBED: translate("Words", "SET Cubed"),
    }
    return titles.get(game_id, game_id)


def _die_letters() -> dict[str, str]:
    return {
        "white": translate("Words", "W", "white die"),
        "yellow": translate("Words", "Y", "yellow die"),
        "blue": translate("Words", "B", "blue die"),
        "green": translate("Words", "G", "green die"),
        "orange": translate("Words", "O", "orange die"),
        "purple": translate("Words", "P", "purple die"),
        "silver": translate("Words", "S", "silver die"),
        "pink": translate("Words", "P", "pink die"),
        "grey": translate("Words", "Gy", "grey die"),
        "turquoise": translate("Words", "T", "turquoise die"),
        "brown": translate("Words", "Br", "brown die"),
    }


def die_letter(code: str) -> str:
    """One letter per die colour so colour-blind players (and black-and-white prints) tell the
    dice and the areas they go to apart. Looked up anew each time: the language may change."""
    return _die_letters().get(code, code[:1].upper())


def _ganz_schoen_clever() -> dict[str, str]:  # rules file §6.1
    return {
        "so_clever": translate("Words", "You're so clever!"),
        "einstein": translate("Words", "Are you Einstein?"),
        "genius": translate("Words", "What a genius!"),
        "impressive": translate("Words", "Impressive!"),
        "hats_off": translate("Words", "Hats off to you!"),
        "great_result": translate("Words", "Great result!"),
        "pretty_good": translate("Words", "That was pretty good."),
        "not_bad": translate("Words", "Not bad… you could do better."),
        "try_harder": translate("Words", "Try harder!"),
    }


def _doppelt_so_clever() -> dict[str, str]:  # rules file §6.1
    return {
        "twice_as_clever": translate("Words", "Twice as clever!"),
        "points_iq": translate("Words", "Points = IQ!"),
        "respect": translate("Words", "Respect!"),
        "cant_be_luck": translate("Words", "This can't be luck!"),
        "look_at_this": translate("Words", "People, look at this!"),
        "pretty_pretty_clever": translate("Words", "Pretty, pretty clever!"),
        "been_training": translate("Words", "You've been training!"),
        "be_happy": translate("Words", "You should be happy!"),
        "right_way": translate("Words", "On the right way."),
        "can_do_better": translate("Words", "You can do better."),
        "half_as_clever": translate("Words", "Half as clever."),
    }


def _clever_4ever() -> dict[str, str]:  # rules file §6.1
    return {
        "clever_4ever": translate("Words", "Clever 4ever!"),
        "clever_again": translate("Words", "Clever once again!"),
        "einstein": translate("Words", "Hey, Einstein!"),
        "friends_envy": translate("Words", "Your friends will envy you."),
        "pretty_clever": translate("Words", "That's pretty clever!"),
        "prodigy": translate("Words", "Prodigy in training"),
        "going_up": translate("Words", "It's going up"),
        "dont_be_upset": translate("Words", "Don't get so upset!"),
        "room_to_improve": translate("Words", "There is still room to improve"),
        "bad_luck": translate("Words", "It was just bad luck"),
        "something_else": translate("Words", "Let's talk about something else"),
    }


def _clever_hoch_drei() -> dict[str, str]:  # rules file §6.1 (codes from the German labels)
    return {
        "du_bist_clever_hoch_drei": translate("Words", "You are Clever Cubed!"),
        "du_bist_schoen_und_clever": translate("Words", "You are beautiful and clever"),
        "hallo_mr_hawking": translate("Words", "Hello, Mr. Hawking!"),
        "auf_dem_weg_zu_den_sternen": translate("Words", "On the way to the stars"),
        # the same English as Clever 4ever's band, but its own German ("Du bist ganz schön
        # Clever"): the disambiguation keeps the two translations apart
        "du_bist_ganz_schoen_clever": translate("Words", "That's pretty clever!",
                                                "clever-hoch-drei rating"),
        "du_bist_ein_wunderkind_in_ausbildung": translate("Words", "A prodigy in training"),
        "es_geht_aufwaerts": translate("Words", "Things are looking up!"),
        "lieber_doch_kniffel": translate("Words", "Maybe Yahtzee after all?"),
        "da_ist_noch_luft_nach_oben": translate("Words", "There is still room for improvement"),
        "war_sicher_nur_wuerfelpech": translate("Words", "Surely just bad luck with the dice?"),
        "reden_wir_ueber_etwas_anderes": translate("Words", "Let's talk about something else!"),
    }


_RATINGS = {
    "ganz-schoen-clever": _ganz_schoen_clever,
    "doppelt-so-clever": _doppelt_so_clever,
    "clever-4ever": _clever_4ever,
    "clever-hoch-drei": _clever_hoch_drei,
}


def rating_label(game: str, code: str, fallback: str) -> str:
    """A solo rating band's label in the current language. Each game has its own table: two
    games may share a code (Ganz schön clever's and Clever 4ever's "einstein" are different
    labels), so the game always comes with the code."""
    table = _RATINGS.get(game)
    return table().get(code, fallback) if table else fallback


def signed_count(text: str, count: int) -> str:
    """``text``, a "%n" message translated for ``abs(count)``, said of ``count`` itself.

    Qt writes no number for a count below zero: it leaves "%n" in the text (and German took the
    form of one), so a game at −10 points read "%n Punkt" on the home screen. The message is
    translated for the count's size (the plural form of 10), and the sign is put before the
    number here."""
    if count >= 0:
        return text
    size = str(-count)
    return re.sub(rf"(?<!\d){size}(?!\d)", QLocale().negativeSign() + size, text, count=1)


def system_language(locale: QLocale | None = None) -> str:
    """de, nl or en from the system's UI languages (then its locale); else English."""
    system = locale or QLocale.system()
    for name in [*system.uiLanguages(), system.name()]:
        code = name.replace("-", "_").split("_")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


def load_language(lang: str) -> bool:
    """Install cleverdesk's translations of ``lang`` (de, nl, en) in the running application,
    replacing any this function installed before, and make its number and date formats the
    default ``QLocale``; False for an unknown language. For the command line (printing); the
    desk switches languages through ``cleverdesk.ui.common.language``."""
    if lang not in LANGUAGES:
        return False
    QLocale.setDefault(QLocale(lang))
    for old in _loaded:
        QCoreApplication.removeTranslator(old)
    _loaded.clear()
    translator = QTranslator()
    if translator.load(str(Path(str(files("cleverdesk") / "i18n")) / f"cleverdesk_{lang}.qm")):
        _loaded.append(translator)
        QCoreApplication.installTranslator(translator)
    return True

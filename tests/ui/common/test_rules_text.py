"""The in-app rules say what the rules files say, in every language: read through the real
Rules screen, one game after the other, after choosing the language in Settings.

Set CLEVERDESK_SHOTS=folder to keep a screenshot of every game's rules in every language.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from cleverdesk.ui.common import language
from tests.ui.driver import Driver

GAMES = ("ganz-schoen-clever", "doppelt-so-clever", "clever-hoch-drei", "clever-4ever")

# Rules the text once left out or weakened (issue 21, points 1 and 3), as each language says them.
FALLBACK = {"en": "from the active player's <b>dice fields</b> instead",
            "de": "<b>Würfelfeldern</b> der aktiven Person",
            "nl": "<b>dobbelsteenvelden</b> van de actieve speler"}
REQUIRED = {
    ("clever-hoch-drei", "en"): ["exactly 1 less on the left, exactly 1 more on the right"],
    ("clever-hoch-drei", "de"): ["links jeweils genau um 1 kleiner, rechts jeweils genau um 1"],
    ("clever-hoch-drei", "nl"): ["links telkens precies 1 lager, rechts telkens precies 1 hoger"],
    ("clever-4ever", "en"): ["anti-diagonal score 6", "above its last filled field",
                             "<b>Reroll</b> (active player only)", "<b>+1</b>: at the end"],
    ("clever-4ever", "de"): ["Gegendiagonale bringen 6 Punkte", "über dem letzten gefüllten Feld",
                             "<b>Nachwürfel-Aktion</b>", "<b>Zusatzwürfel-Aktion (+1)</b>"],
    ("clever-4ever", "nl"): ["naar linksonder leveren 6 punten op", "het laatst ingevulde veld",
                             "<b>Nogmaals dobbelen</b>", "<b>Extra dobbelsteen (+1)</b>"],
}


# Issue 32 §1: what the texts left out or got wrong, one (en, de, nl) phrase per rule. Every
# Clever game says its own set-up and turn (COMMON); nothing points at another tab (POINTING).
COMMON = [
    ("<b>6 rounds</b> with 1 or 2 players, <b>5 rounds</b> with 3 and <b>4 rounds</b> with 4",
     "<b>6 Runden</b> allein oder zu zweit, <b>5 Runden</b> zu dritt und <b>4 Runden</b> zu",
     "<b>6 ronden</b> met 1 of 2 spelers, <b>5 ronden</b> met 3 en <b>4 ronden</b> met 4"),
    ("Only a die that can be entered may be taken",
     "Nur ein Würfel, der eingetragen werden kann, darf genommen werden",
     "Alleen een dobbelsteen die ingevuld kan worden, mag je nemen"),
    ("<b>Reroll</b> (active player only)", "<b>Nachwürfel-Aktion</b> (nur die aktive Person)",
     "<b>Nogmaals dobbelen</b> (alleen de actieve speler)"),
    ("(also when you took no die)", "(auch wenn du keinen Würfel genommen hast)",
     "(ook als je geen dobbelsteen hebt genomen)"),
]
ISSUE_32 = {
    "ganz-schoen-clever": [
        ("<b>any one of the six dice</b> again, wherever it lies",
         "<b>einen beliebigen der sechs Würfel</b> noch einmal, wo immer er liegt",
         "<b>een van de zes dobbelstenen</b> nog een keer, waar hij ook ligt"),
        ("Each die at most once per turn as +1", "Jeden Würfel höchstens einmal pro Zug als +1",
         "Elke dobbelsteen hoogstens één keer per beurt als +1"),
        ("round 1 a <b>reroll</b>, round 2 a <b>+1</b>, round 3 a <b>reroll</b>",
         "Runde 1 eine <b>Nachwürfel-Aktion</b>, Runde 2 eine <b>Zusatzwürfel-Aktion (+1)</b>, "
         "Runde 3 eine <b>Nachwürfel-Aktion</b>",
         "ronde 1 een actie <b>Nogmaals dobbelen</b>, ronde 2 een <b>Extra dobbelsteen (+1)</b>, "
         "ronde 3 een actie <b>Nogmaals dobbelen</b>"),
        ("<b>whatever its minimum</b>", "<b>egal welcher Mindestwert</b>",
         "<b>welk minimum er ook in staat</b>"),
        ("in orange it is <b>multiplied</b>", "<b>multipliziert</b>",
         "in oranje wordt hij <b>vermenigvuldigd</b>"),
        ("the points in the star above your last crossed cell",
         "die Punkte im Stern über deinem letzten angekreuzten Feld",
         "de punten in de ster boven je laatst aangekruiste veld"),
        ("the sum of the numbers written", "die Summe der eingetragenen Zahlen",
         "de som van de ingevulde getallen"),
        ("one die crosses one cell", "Ein Würfel kreuzt ein Feld an",
         "één dobbelsteen kruist één veld aan"),
        ("the tied player with the highest single area score wins",
         "den höchsten einzelnen Bereich hat", "de hoogste score in één categorie heeft"),
        ("everybody may still use <b>+1</b> actions; rerolls left over lapse",
         "Danach dürfen alle noch <b>Zusatzwürfel-Aktionen (+1)</b> nutzen; übrige "
         "Nachwürfel-Aktionen verfallen",
         "Daarna mag iedereen nog acties <b>Extra dobbelsteen (+1)</b> gebruiken; overgebleven "
         "acties Nogmaals dobbelen vervallen"),
        ("<b>+1 is allowed, reroll is not</b>",
         "<b>Zusatzwürfel-Aktionen (+1) erlaubt, Nachwürfel-Aktionen nicht</b>",
         "<b>Extra dobbelsteen (+1) toegestaan, Nogmaals dobbelen niet</b>"),
        ("260–280: Are you Einstein?", "260–280: Bist du Einstein?", "260–280: Ben jij Einstein?"),
        ("281 and more: You're so clever!", "281 und mehr: Du bist ganz schön clever!",
         "281 en meer: "),
    ],
    "doppelt-so-clever": [
        ("from 2 up to the previous blue number (never higher)",
         "von 2 bis zur vorigen blauen Zahl ein (nie höher)",
         "van 2 tot het vorige blauwe getal (nooit hoger)"),
        ("the green and the pink ? write a number 1–6 of your choice",
         "der grüne und der rosa tragen eine Zahl 1–6 deiner Wahl ein",
         "de groene en de roze vullen een getal 1–6 naar keuze in"),
        ("round 2 a <b>+1</b>, round 3 a <b>return</b> action",
         "Runde 2 eine <b>Zusatzwürfel-Aktion (+1)</b>, Runde 3 eine <b>Rückhol-Aktion</b>",
         "ronde 2 een <b>Extra dobbelsteen (+1)</b>, ronde 3 een <b>terughaalactie</b>"),
        ("Dice that were on the platter before, and the dice that go there after the third "
         "roll, never follow",
         "Würfel, die schon vorher auf dem Silbertablett lagen, und die Würfel, die nach dem "
         "dritten Wurf dorthin kommen, folgen nie",
         "Dobbelstenen die al eerder op het zilveren dienblad lagen, en de dobbelstenen die er "
         "na de derde worp heen gaan, volgen nooit"),
        ("a silver die taken by a passive player, by a +1 or by a ? bonus gives one mark only",
         "gibt nur ein Kreuz", "geeft maar één kruis"),
        ("<b>+1 is allowed, reroll and return are not</b>",
         "<b>Zusatzwürfel-Aktionen (+1) erlaubt, Nachwürfel- und Rückhol-Aktionen nicht</b>",
         "<b>Extra dobbelsteen (+1) toegestaan, Nogmaals dobbelen en terughaalacties niet</b>"),
        ("the tied player with the highest single area score wins",
         "den höchsten einzelnen Bereich hat", "de hoogste score in één categorie heeft"),
        ("rerolls and return actions left over lapse",
         "übrige Nachwürfel- und Rückhol-Aktionen verfallen",
         "overgebleven acties Nogmaals dobbelen en terughaalacties vervallen"),
        ("to “Twice as clever!” (over 320 points)", "bis „Doppelt so clever“ (über 320 Punkte)",
         "tot ‘Dobbel zo clever!’ (boven 320 punten)"),
    ],
    "clever-hoch-drei": [
        ("a die on dice field I, II or III uses that row, a platter die only a <b>grey</b> cell",
         "Ein Würfel auf Würfelfeld I, II oder III nutzt diese Reihe, ein Würfel vom "
         "Silbertablett nur ein <b>graues</b> Feld",
         "een dobbelsteen op dobbelsteenveld I, II of III gebruikt die rij, een dobbelsteen van "
         "het zilveren dienblad alleen een <b>grijs</b> veld"),
        ("(a number joker may apply)", "(ein Zahlen-Joker darf dazu)",
         "(een getallenjoker mag erbij)"),
        ("the brown ? crosses any open cell right of your last brown cross",
         "der braune kreuzt ein beliebiges freies Feld rechts von deinem letzten braunen Kreuz",
         "de bruine kruist een willekeurig vrij veld rechts van je laatste bruine kruis"),
        ("the yellow ? crosses a number of your choice in <b>any</b> row",
         "Der gelbe ?-Bonus kreuzt eine Zahl deiner Wahl in einer <b>beliebigen</b> Reihe an",
         "de gele ?-bonus kruist een getal naar keuze aan in een <b>willekeurige</b> rij"),
        ("the turquoise ? gives exactly one cross", "der türkise gibt genau ein Kreuz",
         "de blauwgroene geeft precies één kruis"),
        ("round 3 a number joker, round 4 a black ?",
         "Runde 3 ein Zahlen-Joker, Runde 4 ein schwarzer ?-Bonus",
         "ronde 3 een getallenjoker, ronde 4 een zwarte ?-bonus"),
        ("reroll a fox, number joker a pink ?, +1 a brown ?",
         "Nachwürfel-Aktion einen Fuchs, Zahlen-Joker einen rosa ?-Bonus, Zusatzwürfel-Aktion "
         "(+1) einen braunen ?-Bonus",
         "Nogmaals dobbelen een vos, de getallenjoker een roze ?-bonus, +1 een bruine ?-bonus"),
        ("Field 1 always takes half the number (rounded up), with no choice and no bonus",
         "Feld 1 nimmt immer die Hälfte der Zahl (aufgerundet), ohne Wahl und ohne Bonus",
         "Veld 1 neemt altijd de helft van het getal (naar boven afgerond), zonder keuze en "
         "zonder bonus"),
        ("The die is <b>not turned</b>", "Der Würfel wird <b>nicht gedreht</b>",
         "De dobbelsteen wordt <b>niet gedraaid</b>"),
        ("One joker per die (in blue it changes the chosen die only), never on a ? bonus",
         "Ein Joker pro Würfel (in Blau ändert er nur den gewählten Würfel), nie auf einen "
         "?-Bonus",
         "Eén joker per dobbelsteen (in blauw verandert hij alleen de gekozen dobbelsteen), "
         "nooit op een ?-bonus"),
        ("when all its <b>tinted</b> cells are crossed",
         "sobald alle ihre <b>getönten</b> Felder angekreuzt sind",
         "zodra al haar <b>gekleurde</b> velden aangekruist zijn"),
        ("comes when <b>both neighbours</b> are crossed",
         "sobald <b>beide Nachbarn</b> angekreuzt sind", "zodra <b>beide buren</b> aangekruist"),
        ("A 7 is never the first number of a side and never follows a 7",
         "Eine 7 ist nie die erste Zahl einer Seite und folgt nie auf eine 7",
         "Een 7 is nooit het eerste getal van een kant en volgt nooit op een 7"),
        ("(foxes do not count)", "(Füchse zählen nicht)", "(vossen tellen niet mee)"),
        ("with number jokers; rerolls and jokers left over lapse",
         "auch mit Zahlen-Jokern; übrige Nachwürfel-Aktionen und Joker verfallen",
         "ook met getallenjokers; overgebleven acties Nogmaals dobbelen en jokers vervallen"),
        ("lie on dice fields I, II and III in a random order",
         "liegen in zufälliger Reihenfolge auf den Würfelfeldern I, II und III",
         "liggen in willekeurige volgorde op de dobbelsteenvelden I, II en III"),
        ("450 and more: You are Clever Cubed!", "450 und mehr: Du bist Clever hoch drei!",
         "450 en meer: Jij bent Clever tot de 3e macht!"),
    ],
    "clever-4ever": [
        ("A <b>?</b> bonus is compulsory and acts as the number you choose",
         "Ein <b>?-Bonus</b> muss eingelöst werden und zählt wie die Zahl, die du wählst",
         "Een <b>?-bonus</b> is verplicht en telt als het getal dat je kiest"),
        ("the blue ? crosses <b>any</b> open blue cell",
         "der blaue kreuzt ein <b>beliebiges</b> freies Feld in Blau an",
         "de blauwe kruist een <b>willekeurig</b> vrij veld in blauw aan"),
        ("the grey ? crosses any sub-area you may cross now",
         "der graue kreuzt eine beliebige Teilfläche an, die du jetzt ankreuzen darfst",
         "de grijze kruist een subcategorie aan die je nu mag aankruisen"),
        ("lets you choose the area and the number", "wählst du Bereich und Zahl",
         "kies je categorie en getal"),
        ("round 3 a polish action, round 4 a black ?",
         "Runde 3 eine Polier-Aktion, Runde 4 ein schwarzer ?-Bonus",
         "ronde 3 zilver oppoetsen, ronde 4 een zwarte ?-bonus"),
        ("The reroll track's last circle pays a pink ?",
         "Der letzte Kreis der Nachwürfel-Leiste bringt einen rosa ?-Bonus",
         "De laatste cirkel van het spoor Nogmaals dobbelen geeft een roze ?-bonus"),
        ("1 and 6 are not neighbours", "1 und 6 sind keine Nachbarn",
         "1 en 6 grenzen niet aan elkaar"),
        ("The die is not turned", "Der Würfel wird nicht gedreht",
         "De dobbelsteen wordt niet gedraaid"),
        ("A die from the dice fields, or the active player's own pick, is never polished",
         "Ein Würfel von den Würfelfeldern und die eigene Wahl der aktiven Person werden nie "
         "poliert",
         "Een dobbelsteen van de dobbelsteenvelden en de eigen keuze van de actieve speler "
         "worden nooit opgepoetst"),
        ("closed after a 6, and it scores nothing itself",
         "nach einer 6 ist sie geschlossen, und sie zählt selbst nichts",
         "na een 6 is hij gesloten en hij levert zelf niets op"),
        ("everybody may still use <b>+1</b> and <b>polish</b> actions; rerolls left over lapse",
         "Danach dürfen alle noch <b>Zusatzwürfel-Aktionen (+1)</b> und <b>Polier-Aktionen</b> "
         "nutzen; übrige Nachwürfel-Aktionen verfallen",
         "Daarna mag iedereen nog acties <b>Extra dobbelsteen (+1)</b> en <b>zilver "
         "oppoetsen</b> gebruiken; overgebleven acties Nogmaals dobbelen vervallen"),
        ("(foxes do not count)", "(Füchse zählen nicht)", "(vossen tellen niet mee)"),
    ],
}
SET_CUBED = [
    ("colour, shape and number", "Farbe, Form und Menge", "kleur, vorm en aantal"),
    ("if nobody has one, everybody rolls again", "hat niemand eins, würfeln alle erneut",
     "heeft niemand er een, dan werpt iedereen opnieuw"),
    ("If several players have a SET, the opener is drawn among them",
     "Haben mehrere ein SET, wird unter ihnen ausgelost, wer beginnt",
     "Hebben meerdere spelers een SET, dan wordt onder hen geloot wie begint"),
    ("A WILD in the opening scores 0", "Ein WILD im ersten SET zählt 0",
     "Een WILD in de eerste SET levert 0 op"),
    ("The new dice are rolled at once; dice already in hand keep their faces",
     "Die neuen Würfel werden sofort gewürfelt; Würfel, die schon im Vorrat liegen, behalten "
     "ihre Seite",
     "De nieuwe dobbelstenen worden meteen geworpen; dobbelstenen die al in de voorraad "
     "liggen, houden hun kant"),
    ("later players may get fewer dice, or none", "bekommen spätere Personen weniger Würfel "
     "oder keine", "krijgen latere spelers minder dobbelstenen of geen"),
    ("The swap scores nothing and is not one of your three dice",
     "Der Tausch zählt nichts und ist keiner deiner drei Würfel",
     "De ruil levert niets op en telt niet als een van je drie dobbelstenen"),
    ("swap <b>any</b> WILD", "<b>jeden</b> WILD", "<b>elke</b> WILD"),
    ("there is none before round 1", "vor Runde 1 gibt es keinen", "vóór ronde 1 is er geen"),
    ("1–3 computer opponents", "1–3 Computergegner", "1–3 computertegenstanders"),
]
POINTING = {"en": ["as before", "as in the other", "As in That's"],
            "de": ["wie gehabt", "wie in den anderen", "Wie in den anderen", "Wie in Ganz"],
            "nl": ["zoals eerder", "zoals in de andere", "Zoals in de andere", "Zoals in Clever"]}
LANGS = ("en", "de", "nl")


@pytest.fixture(autouse=True)
def english_afterwards(qapp: object, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(language, "system_language", lambda locale=None: "en")
    yield
    language.install("en")


def _choose_language(desk: Driver, lang: str) -> None:
    desk.click("homeSettings")
    desk.click(f"language_{lang}")
    desk.settle()
    desk.click("backButton")
    desk.settle()


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_the_rules_screen_tells_every_rule(desk: Driver, lang: str) -> None:
    _choose_language(desk, lang)
    desk.click("homeRules")
    desk.settle()
    shots = os.environ.get("CLEVERDESK_SHOTS")
    for game in GAMES:
        desk.click(f"rulesFor_{game}")
        desk.settle()
        text = desk.text("rulesText")
        assert FALLBACK[lang] in text, (game, lang)
        for phrase in REQUIRED.get((game, lang), []):
            assert phrase in text, (game, lang, phrase)
        for phrases in COMMON + ISSUE_32[game]:
            assert phrases[LANGS.index(lang)] in text, (game, lang, phrases[0])
        for pointer in POINTING[lang]:
            assert pointer not in text, (game, lang, pointer)
        if lang != "en":
            assert "desk" not in text.replace("cleverdesk", ""), (game, lang)  # untranslated
        if shots:
            Path(shots).mkdir(parents=True, exist_ok=True)
            desk.window.grabWindow().save(str(Path(shots) / f"rules-{game}-{lang}.png"))
    desk.click("rulesFor_set-cubed")
    desk.settle()
    text = desk.text("scRulesText")
    for phrases in SET_CUBED:
        assert phrases[LANGS.index(lang)] in text, ("set-cubed", lang, phrases[0])
    if shots:
        desk.window.grabWindow().save(str(Path(shots) / f"rules-set-cubed-{lang}.png"))

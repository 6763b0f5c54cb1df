"""Issue 21 point 10: counts as %n plurals, with the forms (one, other) of each language.

    python scripts/translations.py fill translations/revisions/plurals.py
"""

T = {
    "%n point(s)": (["%n Punkt", "%n Punkte"], ["%n punt", "%n punten"],
                    ["%n point", "%n points"]),
    "%n new SET(s)": (["%n neues SET", "%n neue SETs"], ["%n nieuwe SET", "%n nieuwe SETs"],
                      ["%n new SET", "%n new SETs"]),
    "%n die(s)": (["%n Würfel", "%n Würfel"], ["%n dobbelsteen", "%n dobbelstenen"],
                  ["%n die", "%n dice"]),
    "No hand held a SET: the opening was rolled %n time(s)": (
        ["Niemand hatte ein SET im Vorrat: für die Eröffnung wurde einmal gewürfelt",
         "Niemand hatte ein SET im Vorrat: für die Eröffnung wurde %n-mal gewürfelt"],
        ["Niemand had een SET in de voorraad: voor de opening is één keer geworpen",
         "Niemand had een SET in de voorraad: voor de opening is %n keer geworpen"],
        ["No hand held a SET: the opening was rolled once",
         "No hand held a SET: the opening was rolled %n times"]),
    "Re-roll %n die(s)": (["%n Würfel neu würfeln", "%n Würfel neu würfeln"],
                          ["%n dobbelsteen opnieuw werpen", "%n dobbelstenen opnieuw werpen"],
                          ["Re-roll %n die", "Re-roll %n dice"]),
    "%n cross(es): %1": (["%n Kreuz: %1", "%n Kreuze: %1"], ["%n kruis: %1", "%n kruizen: %1"],
                         ["%n cross: %1", "%n crosses: %1"]),
    "Polish %1 (%n action(s))": (["%1 polieren (%n Aktion)", "%1 polieren (%n Aktionen)"],
                                 ["%1 oppoetsen (%n actie)", "%1 oppoetsen (%n acties)"],
                                 ["Polish %1 (%n action)", "Polish %1 (%n actions)"]),
    "Before roll %1: click a die on the silver platter to bring it back into the rolling area "
    "(%2), or press Roll on (D).": (
        "Vor Wurf %1: Klicke einen Würfel auf dem Silbertablett an, um ihn auf die Wurffläche "
        "zurückzuholen (%2), oder drücke Weiterwürfeln (D).",
        "Voor worp %1: klik op een dobbelsteen op het zilveren dienblad om hem terug te halen "
        "naar het werpvlak (%2), of druk op Verder werpen (D)."),
    "%n return action(s) left": (["noch %n Rückhol-Aktion", "noch %n Rückhol-Aktionen"],
                                 ["nog %n terughaalactie", "nog %n terughaalacties"],
                                 ["%n return action left", "%n return actions left"]),
    "%n more cross(es) possible": (["%n weiteres Kreuz möglich", "%n weitere Kreuze möglich"],
                                   ["nog %n kruis mogelijk", "nog %n kruizen mogelijk"],
                                   ["%n more cross possible", "%n more crosses possible"]),
    "%n die(s) to the silver platter": (
        ["%n Würfel auf das Silbertablett", "%n Würfel auf das Silbertablett"],
        ["%n dobbelsteen naar het zilveren dienblad", "%n dobbelstenen naar het zilveren dienblad"],
        ["%n die to the silver platter", "%n dice to the silver platter"]),
    "Best %1 · played %n time(s)": (
        ["Bestleistung %1 · einmal gespielt", "Bestleistung %1 · %n-mal gespielt"],
        ["Record %1 · één keer gespeeld", "Record %1 · %n keer gespeeld"],
        ["Best %1 · played once", "Best %1 · played %n times"]),
    "Daily game: %n point(s)": (["Tagesspiel: %n Punkt", "Tagesspiel: %n Punkte"],
                                ["Dagspel: %n punt", "Dagspel: %n punten"],
                                ["Daily game: %n point", "Daily game: %n points"]),
    "%1: %n point(s), target %2": (["%1: %n Punkt, Ziel %2", "%1: %n Punkte, Ziel %2"],
                                   ["%1: %n punt, doel %2", "%1: %n punten, doel %2"],
                                   ["%1: %n point, target %2", "%1: %n points, target %2"]),
    "At this move: %n point(s)": (["Bei diesem Zug: %n Punkt", "Bei diesem Zug: %n Punkte"],
                                  ["Bij deze zet: %n punt", "Bij deze zet: %n punten"],
                                  ["At this move: %n point", "At this move: %n points"]),
    "Round %1 · %3": ("Runde %1 · %3", "Ronde %1 · %3"),
    "Round %1 of %2 · %3": ("Runde %1 von %2 · %3", "Ronde %1 van %2 · %3"),
    "%n move(s)": (["%n Zug", "%n Züge"], ["%n zet", "%n zetten"], ["%n move", "%n moves"]),
}

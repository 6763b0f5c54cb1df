"""Issue 45, real dice: the throw-entry panel, its refusals, the log's lines and the marks of a
game played with real dice. Keyed by the English source, so it can be applied again after a
merge:

    python scripts/translations.py fill translations/revisions/realdice.py

A face of a die: "Augenzahl" / "aantal ogen" (plural "ogen" where the faces are meant).
"""

T = {
    # the panel's dice (for a screen reader)
    "%1 die: %2": ("Würfel %1: %2", "Dobbelsteen %1: %2"),
    "%1 die: no face yet": ("Würfel %1: noch keine Augenzahl",
                            "Dobbelsteen %1: nog geen aantal ogen"),
    # New game, the History, the printed sheet
    "With real dice every seat is a person at the table: the computer cannot throw them.": (
        "Mit echten Würfeln ist jeder Platz eine Person am Tisch: Der Computer kann sie nicht "
        "werfen.",
        "Met echte dobbelstenen is elke plaats een persoon aan tafel: de computer kan ze niet "
        "werpen."),
    "%1 · real dice": ("%1 · echte Würfel", "%1 · echte dobbelstenen"),
    "played with real dice": ("mit echten Würfeln gespielt", "met echte dobbelstenen gespeeld"),
    "Real dice (thrown at the table)": ("Echte Würfel (am Tisch geworfen)",
                                        "Echte dobbelstenen (aan tafel geworpen)"),
    "You throw at the table and type each throw in; every seat is a person. cleverdesk keeps "
    "the sheets and every rule.": (
        "Du würfelst am Tisch und tippst jeden Wurf ein; jeder Platz ist eine Person. cleverdesk "
        "führt die Spielblätter und achtet auf jede Regel.",
        "Je werpt aan tafel en typt elke worp in; elke plaats is een persoon. cleverdesk houdt "
        "de scorevellen bij en bewaakt elke regel."),
    "real dice": ("echte Würfel", "echte dobbelstenen"),
    # the panel
    "Correct: %1": ("Korrigieren: %1", "Corrigeren: %1"),
    "Throw all six dice.": ("Wirf alle sechs Würfel.", "Werp alle zes dobbelstenen."),
    "Throw the dice of the rolling area: %1.": ("Wirf die Würfel der Wurffläche: %1.",
                                                 "Werp de dobbelstenen van het werpvlak: %1."),
    "Type the faces in the order shown (3 5 1 …) or after each die's letter (%1), or click a "
    "die and then its face. Enter checks the throw.": (
        "Tippe die Augenzahlen in der gezeigten Reihenfolge (3 5 1 …) oder jeweils hinter den "
        "Buchstaben des Würfels (%1), oder klicke einen Würfel und dann seine Augenzahl an. "
        "Enter prüft den Wurf.",
        "Typ de ogen in de getoonde volgorde (3 5 1 …) of telkens na de letter van de "
        "dobbelsteen (%1), of klik op een dobbelsteen en dan op zijn aantal ogen. Enter "
        "controleert de worp."),
    "With letters, name the die closest to the silver platter first: of equal faces it goes to "
    "the platter first, and the dice fields take the others in that order.": (
        "Mit Buchstaben nennst du den Würfel zuerst, der dem Silbertablett am nächsten liegt: "
        "Bei gleicher Augenzahl kommt er zuerst aufs Silbertablett, und die Würfelfelder nehmen "
        "die anderen in dieser Reihenfolge.",
        "Met letters noem je eerst de dobbelsteen die het dichtst bij het zilveren dienblad "
        "ligt: bij gelijke ogen gaat hij als eerste naar het zilveren dienblad, en de "
        "dobbelsteenvelden nemen de andere in die volgorde."),
    "%1 · silver platter: %2 · dice fields I–III: %3": (
        "%1 · Silbertablett: %2 · Würfelfelder I–III: %3",
        "%1 · zilveren dienblad: %2 · dobbelsteenvelden I–III: %3"),
    "Correct throw (C)": ("Wurf korrigieren (C)", "Worp corrigeren (C)"),
    "A typo in the last throw? Correct it until a die of it is taken.": (
        "Ein Tippfehler im letzten Wurf? Korrigiere ihn, bis ein Würfel davon genommen ist.",
        "Een tikfout in de laatste worp? Corrigeer hem tot er een dobbelsteen van is genomen."),
    "Correct the last throw": ("Letzten Wurf korrigieren", "Laatste worp corrigeren"),
    "A typo in the throw before this one? Correct it until a die of it is taken.": (
        "Ein Tippfehler im Wurf davor? Korrigiere ihn, bis ein Würfel davon genommen ist.",
        "Een tikfout in de worp hiervoor? Corrigeer hem tot er een dobbelsteen van is genomen."),
    "This die shows %1": ("Dieser Würfel zeigt %1", "Deze dobbelsteen toont %1"),
    "e.g. 3 5 1 6 2 4": ("z. B. 3 5 1 6 2 4", "bijv. 3 5 1 6 2 4"),
    "Is this the throw? %1": ("Ist das der Wurf? %1", "Is dit de worp? %1"),
    "Confirm throw (Enter)": ("Wurf bestätigen (Enter)", "Worp bevestigen (Enter)"),
    "Check throw (Enter)": ("Wurf prüfen (Enter)", "Worp controleren (Enter)"),
    "The throw counts: the game goes on with it": (
        "Der Wurf zählt: Das Spiel geht mit ihm weiter", "De worp telt: het spel gaat ermee verder"),
    "Show the throw to confirm it": ("Den Wurf zum Bestätigen zeigen",
                                     "De worp tonen om hem te bevestigen"),
    "Change (Esc)": ("Ändern (Esc)", "Wijzigen (Esc)"),
    "Keep the throw (Esc)": ("Wurf behalten (Esc)", "Worp houden (Esc)"),
    "Back to the faces, to mend a typo": (
        "Zurück zu den Augenzahlen, um einen Tippfehler zu beheben",
        "Terug naar de ogen, om een tikfout te herstellen"),
    "Leave the throw as it was confirmed": ("Den Wurf lassen, wie er bestätigt wurde",
                                            "De worp laten zoals hij is bevestigd"),
    # what the text field cannot read
    "“%1” names no die of this game: use the letters on the dice (%2).": (
        "„%1“ ist kein Würfel dieses Spiels: Nimm die Buchstaben auf den Würfeln (%2).",
        "“%1” is geen dobbelsteen van dit spel: gebruik de letters op de dobbelstenen (%2)."),
    "Which die shows %1? Put the die's letter before each face (%2 …), or type the faces alone, "
    "in the order shown.": (
        "Welcher Würfel zeigt %1? Setze den Buchstaben des Würfels vor jede Augenzahl (%2 …) "
        "oder tippe nur die Augenzahlen, in der gezeigten Reihenfolge.",
        "Welke dobbelsteen toont %1? Zet de letter van de dobbelsteen voor elk aantal ogen "
        "(%2 …), of typ alleen de ogen, in de getoonde volgorde."),
    "%1 faces typed for %n die(s) thrown now.": (
        ["%1 Augenzahlen getippt für %n geworfenen Würfel.",
         "%1 Augenzahlen getippt für %n geworfene Würfel."],
        ["%1 ogen getypt voor %n geworpen dobbelsteen.",
         "%1 ogen getypt voor %n geworpen dobbelstenen."],
        ["%1 faces typed for %n die thrown now.", "%1 faces typed for %n dice thrown now."]),
    "“%1” is not a face: type 1 to 6 for each die.": (
        "„%1“ ist keine Augenzahl: Tippe 1 bis 6 für jeden Würfel.",
        "“%1” is geen aantal ogen: typ 1 tot 6 voor elke dobbelsteen."),
    # the throw in words, the log, the refusals
    "%1 (%2)": ("%1 (%2)", "%1 (%2)"),
    "Reroll of roll %1": ("Nachwürfeln (Wurf %1)", "Nogmaals dobbelen (worp %1)"),
    "Passive throw": ("Passiver Wurf", "Passieve worp"),
    "Roll %1": ("Wurf %1", "Worp %1"),
    "%1 throws: %2": ("%1 würfelt: %2", "%1 werpt: %2"),
    "%1: throw the dice at the table, then enter their faces below.": (
        "%1: Würfle am Tisch und gib dann unten die Augenzahlen ein.",
        "%1: werp aan tafel en voer daarna hieronder de ogen in."),
    "%1, %2: throw the dice at the table, then enter their faces below.": (
        "%1, %2: Würfle am Tisch und gib dann unten die Augenzahlen ein.",
        "%1, %2: werp aan tafel en voer daarna hieronder de ogen in."),
    "%1 entered: %2": ("%1 eingegeben: %2", "%1 ingevoerd: %2"),
    "%1 (corrected; first confirmed: %2)": ("%1 (korrigiert; zuerst bestätigt: %2)",
                                            "%1 (gecorrigeerd; eerst bevestigd: %2)"),
    "it lies on the silver platter": ("er liegt auf dem Silbertablett",
                                      "hij ligt op het zilveren dienblad"),
    "it lies on a dice field": ("er liegt auf einem Würfelfeld",
                                "hij ligt op een dobbelsteenveld"),
    "it is not thrown now": ("er wird jetzt nicht geworfen", "hij wordt nu niet geworpen"),
    "%1: %2 is not a face. A die shows 1 to 6.": (
        "%1: %2 ist keine Augenzahl. Ein Würfel zeigt 1 bis 6.",
        "%1: %2 is geen aantal ogen. Een dobbelsteen toont 1 tot 6."),
    "%1 is not thrown now: %2. Enter only the dice that were thrown.": (
        "%1 wird jetzt nicht geworfen: %2. Gib nur die geworfenen Würfel ein.",
        "%1 wordt nu niet geworpen: %2. Voer alleen de geworpen dobbelstenen in."),
    "This game has no die called %1.": ("Dieses Spiel hat keinen Würfel namens %1.",
                                        "Dit spel heeft geen dobbelsteen met de naam %1."),
    "%1 has two faces: enter each die once.": (
        "%1 hat zwei Augenzahlen: Gib jeden Würfel einmal ein.",
        "%1 heeft twee aantallen ogen: voer elke dobbelsteen één keer in."),
    "%1 is missing: every die thrown needs its face.": (
        "%1 fehlt: Jeder geworfene Würfel braucht seine Augenzahl.",
        "%1 ontbreekt: elke geworpen dobbelsteen heeft zijn aantal ogen nodig."),
    "This throw can no longer be corrected: a die of it has been taken.": (
        "Dieser Wurf kann nicht mehr korrigiert werden: Ein Würfel davon wurde genommen.",
        "Deze worp kan niet meer worden gecorrigeerd: er is een dobbelsteen van genomen."),
    "No throw is awaited now.": ("Gerade wird kein Wurf erwartet.",
                                 "Er wordt nu geen worp verwacht."),
}

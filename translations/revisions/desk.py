"""Issue 35 §1 and §3 (branch desk): hints as advice, the loose ends of a first game.

    python scripts/translations.py fill translations/revisions/desk.py
"""

T = {
    # ---- hints (§1)
    "Click to make this move (Enter)": ("Klicken: diesen Zug machen (Enter)",
                                        "Klik: deze zet doen (Enter)"),
    "Click to make this move": ("Klicken: diesen Zug machen", "Klik: deze zet doen"),
    "Forfeit this roll": ("Wurf verfallen lassen", "Worp laten vervallen"),
    "new dice for this roll": ("neue Würfel für diesen Wurf", "nieuwe dobbelstenen voor deze worp"),
    "keeps the sheet open for better dice": ("hält den Block für bessere Würfel frei",
                                             "houdt het blok vrij voor betere dobbelstenen"),
    "keeps the actions for later": ("hebt die Aktionen für später auf",
                                    "bewaart de acties voor later"),
    "keeps the silver cells open for later": ("hält die silbernen Felder für später frei",
                                              "houdt de zilveren velden vrij voor later"),
    "Take %1": ("Nimm %1", "Neem %1"),
    "Take %1 from the silver platter": ("Nimm %1 vom Silbertablett",
                                        "Neem %1 van het zilveren dienblad"),
    "Use +1 on %1": ("Setze +1 für %1 ein", "Gebruik +1 voor %1"),
    "Cross %1 from the silver platter in silver too": (
        "Kreuze %1 vom Silbertablett auch in Silber an",
        "Kruis %1 van het zilveren dienblad ook aan in zilver"),
    "Enter the bonus: %1": ("Trage den Bonus ein: %1", "Vul de bonus in: %1"),
    "Bring %1 back from the silver platter": ("Hole %1 vom Silbertablett zurück",
                                              "Haal %1 terug van het zilveren dienblad"),
    "scores %n point(s) now": (["bringt jetzt %n Punkt", "bringt jetzt %n Punkte"],
                               ["levert nu %n punt op", "levert nu %n punten op"],
                               ["scores %n point now", "scores %n points now"]),
    "no points yet: the bonuses pay later": ("noch keine Punkte: die Boni zahlen sich später aus",
                                             "nog geen punten: de bonussen leveren later op"),
    "no points yet: it prepares later ones": ("noch keine Punkte: bereitet spätere vor",
                                              "nog geen punten: bereidt latere voor"),
    # ---- SET Cubed's computer players, named for what they do (§3, 10)
    # (short: the seat's list is 200 px wide)
    "Greedy (most points)": ("Gierig (meiste Punkte)", "Gretig (meeste punten)"),
    # ---- hot-seat (§3, 15)
    "%1, your part of this turn is done. Look at your sheet (Undo takes the last move back), "
    "then click Done to pass the device on.": (
        "%1, dein Teil dieses Zuges ist fertig. Sieh dir deinen Block an (Rückgängig nimmt den "
        "letzten Zug zurück) und klicke dann auf Fertig, um das Gerät weiterzugeben.",
        "%1, jouw deel van deze beurt is klaar. Bekijk je blok (Ongedaan maken neemt de laatste "
        "zet terug) en klik dan op Klaar om het apparaat door te geven."),
    "The game is over: its final scoring stands.": (
        "Das Spiel ist vorbei: seine Schlusswertung steht fest.",
        "Het spel is voorbij: de eindtelling staat vast."),
    "Nothing to take back yet: no move of a person at this computer since the game began.": (
        "Noch nichts zurückzunehmen: seit Spielbeginn hat kein Mensch an diesem Computer gezogen.",
        "Nog niets terug te nemen: sinds het begin heeft geen mens aan deze computer een zet "
        "gedaan."),
    "Done": ("Fertig", "Klaar"),
    "Pass the device on (Enter)": ("Gerät weitergeben (Enter)", "Apparaat doorgeven (Enter)"),
    # ---- the solo passive turn (§3, 11)
    "Passive throw: the three high dice": ("Passiver Wurf: die drei hohen Würfel",
                                           "Passieve worp: de drie hoge dobbelstenen"),
    "Dice fields": ("Würfelfelder", "Dobbelsteenvelden"),
    "The dice you chose stay marked in the dice fields of your sheet. Playing alone, all six "
    "dice are now rolled again: the three lowest go to the silver platter, the three highest lie "
    "in the tray's middle row. Take one from the platter, as the other players would in a game "
    "with more people.": (
        "Die Würfel, die du gewählt hast, bleiben in den Würfelfeldern deines Blocks vermerkt. "
        "Allein gespielt werden jetzt alle sechs Würfel neu gewürfelt: die drei niedrigsten kommen "
        "auf das Silbertablett, die drei höchsten liegen in der mittleren Reihe. Nimm einen vom "
        "Silbertablett, wie es die passiven Mitspielenden in einem Spiel zu mehreren tun.",
        "De dobbelstenen die je koos blijven aangegeven in de dobbelsteenvelden van je blok. "
        "Solo worden nu alle zes dobbelstenen opnieuw geworpen: de drie laagste gaan naar het "
        "zilveren dienblad, de drie hoogste liggen in de middelste rij. Neem er één van het "
        "zilveren dienblad, zoals de passieve spelers doen in een spel met meer mensen."),
    # ---- the first run's offer of the guided game (§3, 12)
    "New to the Clever games? A guided game of %1 shows a turn step by step: it is the first "
    "game of the series, and the others build on it.": (
        "Neu bei den Clever-Spielen? Eine geführte Partie %1 zeigt einen Zug Schritt für "
        "Schritt: es ist das erste Spiel der Reihe, die anderen bauen darauf auf.",
        "Nieuw bij de Clever-spellen? Een spel met uitleg van %1 laat een beurt stap voor stap "
        "zien: het is het eerste spel van de reeks, de andere bouwen erop voort."),
    "No, thanks": ("Nein, danke", "Nee, dank je"),
    "The guided game can be played later from Rules": (
        "Die geführte Partie lässt sich später unter Regeln spielen",
        "Het spel met uitleg kan later via Regels worden gespeeld"),
    "Play the guided game": ("Geführte Partie spielen", "Spel met uitleg spelen"),
    # ---- campaign: give a stage up; the autosave said once (§3, 16)
    "Every move is saved: you may close the window at any time, and “Continue” brings the game "
    "back.": (
        "Jeder Zug wird gespeichert: Du kannst das Fenster jederzeit schließen, und „Fortsetzen“ "
        "bringt das Spiel zurück.",
        "Elke zet wordt opgeslagen: je kunt het venster op elk moment sluiten, en ‘Verdergaan’ "
        "brengt het spel terug."),
    "OK": ("OK", "OK"),
    "Or give this stage up: it counts as played, not as a best score, and the game ends.": (
        "Oder gib diese Etappe auf: Sie zählt als gespielt, nicht als Bestwert, und das Spiel "
        "endet.",
        "Of geef deze etappe op: ze telt als gespeeld, niet als beste score, en het spel "
        "eindigt."),
    "Give up": ("Aufgeben", "Opgeven"),
}

"""The game review (issue 36), keyed by the English source: the rulebooks' words, as the hints
and the log say them (Wurf, passive Wahl, Silbertablett / worp, passieve keuze, zilveren
dienblad)."""

T = {
    "Review the game": ("Spiel analysieren", "Spel analyseren"),
    "Where the points went: every decision rated against the best move (R)": (
        "Wo die Punkte geblieben sind: jede Entscheidung am besten Zug gemessen (R)",
        "Waar de punten gebleven zijn: elke beslissing gemeten aan de beste zet (R)"),
    "This game could not be reviewed: %1": (
        "Dieses Spiel konnte nicht analysiert werden: %1",
        "Dit spel kon niet geanalyseerd worden: %1"),
    "Games of SET Cubed cannot be reviewed: its computer player finds the turn that scores "
    "most now, but cannot rate a turn by the points it leads to by the end of the game.": (
        "Spiele von SET Cubed können nicht analysiert werden: Sein Computerspieler findet den "
        "Zug, der jetzt die meisten Punkte bringt, kann einen Zug aber nicht nach den Punkten "
        "bewerten, zu denen er bis zum Spielende führt.",
        "Spellen van SET Cubed kunnen niet geanalyseerd worden: de computerspeler vindt de "
        "beurt die nu de meeste punten oplevert, maar kan een beurt niet beoordelen op de punten "
        "waartoe die tot het einde van het spel leidt."),
    "This game cannot be reviewed: no computer player can rate its moves yet.": (
        "Dieses Spiel kann nicht analysiert werden: Noch kann kein Computerspieler seine Züge "
        "bewerten.",
        "Dit spel kan niet geanalyseerd worden: nog geen computerspeler kan de zetten "
        "beoordelen."),
    "Review": ("Spielanalyse", "Spelanalyse"),
    "Review: %1": ("Spielanalyse: %1", "Spelanalyse: %1"),
    "Reviewing move %1 of %2 …": ("Analysiere Zug %1 von %2 …", "Zet %1 van %2 analyseren …"),
    "No mistake worth half a point: every decision was as good as the best, or nearly.": (
        "Kein Fehler, der einen halben Punkt kostet: Jede Entscheidung war so gut wie die beste "
        "oder fast.",
        "Geen fout van een halve punt of meer: elke beslissing was zo goed als de beste, of "
        "bijna."),
    "%1 expected": ("%1 erwartet", "%1 verwacht"),
    "Decision %1 of %2": ("Entscheidung %1 von %2", "Beslissing %1 van %2"),
    "Dice rolled: %1": ("Gewürfelt: %1", "Gegooid: %1"),
    "On the silver platter: %1": ("Auf dem Silbertablett: %1", "Op het zilveren dienblad: %1"),
    "bonus": ("Bonus", "bonus"),
    "Round %1, %2": ("Runde %1, %2", "Ronde %1, %2"),
    "%1 (%2’s turn)": ("%1 (Zug von %2)", "%1 (beurt van %2)"),
    "worth %1 more": ("%1 mehr wert", "%1 meer waard"),
    "%1: %2; better: %3, %4": ("%1: %2; besser: %3, %4", "%1: %2; beter: %3, %4"),
    "%n expected point(s) lost": (
        ["%n erwarteter Punkt verloren", "%n erwartete Punkte verloren"],
        ["%n verwacht punt verloren", "%n verwachte punten verloren"],
        ["%n expected point lost", "%n expected points lost"]),
    "%n decision(s) reviewed": (
        ["%n Entscheidung analysiert", "%n Entscheidungen analysiert"],
        ["%n beslissing geanalyseerd", "%n beslissingen geanalyseerd"],
        ["%n decision reviewed", "%n decisions reviewed"]),
    "%n mistake(s) of a point or more": (
        ["%n Fehlentscheidung von einem Punkt oder mehr", "%n Fehlentscheidungen von einem Punkt oder mehr"],
        ["%n fout van een punt of meer", "%n fouten van een punt of meer"],
        ["%n mistake of a point or more", "%n mistakes of a point or more"]),
    "final score %1": ("Endergebnis %1", "eindscore %1"),
    "score so far %1": ("bisher %1 Punkte", "tot nu toe %1 punten"),
    "rated by the expert (the strongest computer player: one throw of lookahead)": (
        "bewertet vom Experten (dem stärksten Computerspieler: einen Wurf vorausschauend)",
        "beoordeeld door de expert (de sterkste computerspeler: kijkt één worp vooruit)"),
    "rated by the learned computer player": (
        "bewertet vom gelernten Computerspieler",
        "beoordeeld door de geleerde computerspeler"),
    "Played": ("Gespielt", "Gespeeld"),
    "Best: the move played": ("Am besten: der gespielte Zug", "Beste: de gespeelde zet"),
    "Best": ("Am besten", "Beste"),
    "No points lost here.": ("Hier keine Punkte verloren.", "Hier geen punten verloren."),
    "Expected points lost here: %1": ("Hier verlorene erwartete Punkte: %1",
                                      "Hier verloren verwachte punten: %1"),
    "Faint marks: what each move writes. Orange square: the move played; green circle: the best "
    "move.": (
        "Blasse Einträge: was jeder Zug einträgt. Oranges Quadrat: der gespielte Zug; grüner "
        "Kreis: der beste Zug.",
        "Vage tekens: wat elke zet invult. Oranje vierkant: de gespeelde zet; groene cirkel: de "
        "beste zet."),
    "◀": ("◀", "◀"),
    "▶": ("▶", "▶"),
    "The decision before (←)": ("Die Entscheidung davor (←)", "De beslissing ervoor (←)"),
    "The next decision (→)": ("Die nächste Entscheidung (→)", "De volgende beslissing (→)"),
    "All decisions": ("Alle Entscheidungen", "Alle beslissingen"),
    "All": ("Alle", "Alle"),
    "Back to the whole review (Esc)": ("Zurück zur ganzen Analyse (Esc)",
                                       "Terug naar de hele analyse (Esc)"),
    "(computer)": ("(Computer)", "(computer)"),
    "Review this player's decisions (← →)": ("Die Entscheidungen dieser Person analysieren (← →)",
                                             "De beslissingen van deze speler analyseren (← →)"),
    "Expected final score after each decision (blue); red: what the best move would have "
    "kept; dashed: the final score": (
        "Erwartetes Endergebnis nach jeder Entscheidung (blau); rot: was der beste Zug "
        "gehalten hätte; gestrichelt: das Endergebnis",
        "Verwachte eindscore na elke beslissing (blauw); rood: wat de beste zet had behouden; "
        "gestippeld: de eindscore"),
    "Biggest mistakes": ("Größte Fehler", "Grootste fouten"),
    "Better: %1, %2": ("Besser: %1, %2", "Beter: %1, %2"),
    "Every decision": ("Jede Entscheidung", "Elke beslissing"),
    "Click one, or press Enter, to see it on the sheet.": (
        "Klicke eine an oder drücke Enter, um sie auf dem Spielblatt zu sehen.",
        "Klik er een aan of druk op Enter om hem op het scorevel te zien."),
}
T["The expert looks deeper: move %1 of %2 …"] = (
    "Der Experte schaut genauer hin: Zug %1 von %2 …",
    "De expert kijkt dieper: zet %1 van %2 …")

# Words of the `deskends` branch (issue 35: Esc at the tables, SET Cubed for screen readers,
# high contrast, the hot-seat Done moment), keyed by the English source: re-apply after a merge
# with
#   .venv/bin/python scripts/translations.py fill translations/revisions/deskends.py
T = {
    "Back to the home screen (Esc)": (
        "Zurück zum Startbildschirm (Esc)",
        "Terug naar het startscherm (Esc)",
    ),
    "Next: %1 plays": (
        "Als Nächstes spielt %1",
        "Hierna speelt %1",
    ),
    "Next: pass the device to %1": (
        "Als Nächstes: Gib das Gerät an %1 weiter",
        "Hierna: geef het apparaat door aan %1",
    ),
    "%1, your part of this turn is done. Look at your sheet, then click Done to pass the device "
    "on.": (
        "%1, dein Teil dieses Zuges ist fertig. Sieh dir dein Spielblatt an und klicke dann auf "
        "Fertig, um das Gerät weiterzugeben.",
        "%1, jouw deel van deze beurt is klaar. Bekijk je scorevel en klik dan op Klaar om het "
        "apparaat door te geven.",
    ),
    "Undo (Ctrl+Z) still takes your last move back.": (
        "Rückgängig (Strg+Z) nimmt deinen letzten Zug noch zurück.",
        "Ongedaan maken (Ctrl+Z) neemt je laatste zet nog terug.",
    ),
    "Your last move brought new dice onto the table, so it cannot be taken back (practice undo "
    "in the settings lifts this).": (
        "Dein letzter Zug hat neue Würfel auf den Tisch gebracht, daher lässt er sich nicht "
        "zurücknehmen (Übungs-Rückgängig in den Einstellungen hebt das auf).",
        "Je laatste zet bracht nieuwe dobbelstenen op tafel, dus die kan niet worden "
        "teruggenomen (oefen-ongedaan-maken in de instellingen heft dat op).",
    ),
    # SET Cubed for screen readers (ui/setcubed/spoken.py)
    "placed this turn": ("in diesem Zug gelegt", "deze beurt gelegd"),
    "in a new SET": ("in einem neuen SET", "in een nieuwe SET"),
    "pays +%1": ("bringt +%1", "levert +%1 op"),
    "a WILD you may swap": ("ein WILD, den du tauschen kannst", "een WILD die je kunt ruilen"),
    "the chosen die completes a SET here": (
        "der gewählte Würfel vollendet hier ein SET",
        "de gekozen dobbelsteen voltooit hier een SET",
    ),
    "Hand die %1, %2": ("Würfel %1 im Vorrat, %2", "Dobbelsteen %1 in je voorraad, %2"),
    "placed on the board": ("auf das Spielbrett gelegt", "op het speelbord gelegd"),
    "chosen": ("gewählt", "gekozen"),
    "to be rolled again": ("wird neu gewürfelt", "wordt opnieuw geworpen"),
    "%1 rolled: %2": ("%1 hat gewürfelt: %2", "%1 gooide: %2"),
    "computer": ("Computer", "computer"),
    "human": ("Mensch", "mens"),
    "%n point(s)": (["%n Punkt", "%n Punkte"], ["%n punt", "%n punten"],
                    ["%n point", "%n points"]),
    "winner": ("Sieger", "winnaar"),
    "first player": ("erster Spieler", "eerste speler"),
    "deciding": ("entscheidet", "beslist"),
    "hand: %1": ("Vorrat: %1", "voorraad: %1"),
    "%1, completes a SET here": ("%1, vollendet hier ein SET", "%1, voltooit hier een SET"),
    # the hint's explanation of what a move prepares (hint_words.gain)
    "no points yet: one more cell (%2) earns %1": (
        "noch keine Punkte: ein Feld mehr (%2) bringt %1",
        "nog geen punten: nog één veld (%2) levert %1 op",
    ),
}

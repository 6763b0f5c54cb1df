"""Issue 47 (branch faults): the print errors of a full disk and of too many copies.

    python scripts/translations.py fill translations/revisions/faults.py
"""

T = {
    "The PDF could not be written to %1: %2": (
        "Das PDF konnte nicht nach %1 geschrieben werden: %2",
        "De pdf kon niet naar %1 worden geschreven: %2"),
    "the file was cut short": ("die Datei wurde abgeschnitten",
                               "het bestand is afgekapt"),
    "Print at most %1 copies at a time.": ("Drucke höchstens %1 Exemplare auf einmal.",
                                           "Druk hoogstens %1 exemplaren tegelijk af."),
    "The printer or the file could not take the sheets.": (
        "Der Drucker oder die Datei konnte die Spielblätter nicht aufnehmen.",
        "De printer of het bestand kon de scorevellen niet opnemen."),
    "the disk is full": ("die Festplatte ist voll", "de schijf is vol"),  # as the History says
    "the file is larger than the disk or the system allows": (
        "die Datei ist größer, als der Datenträger oder das System erlaubt",
        "het bestand is groter dan de schijf of het systeem toestaat"),
    "permission denied": ("keine Berechtigung", "geen toestemming"),
    "the disk is read-only": ("der Datenträger ist schreibgeschützt",
                              "de schijf is alleen-lezen"),
}

"""Issue 21 point 11: the print errors of printing/pages.py, shown on the print screen.

    python scripts/translations.py fill translations/revisions/print_errors.py
"""

T = {
    "There is no printable sheet for %1 yet.": (
        "Für %1 gibt es noch kein druckbares Spielblatt.",
        "Voor %1 is er nog geen afdrukbaar scorevel."),
    "Print at least one copy.": ("Drucke mindestens ein Exemplar.",
                                 "Druk minstens één exemplaar af."),
    "Unknown page size %1 (known: %2).": ("Unbekanntes Papierformat %1 (bekannt: %2).",
                                          "Onbekend papierformaat %1 (bekend: %2)."),
    "There is nothing to print.": ("Es gibt nichts zu drucken.", "Er is niets af te drukken."),
    "The printer or the file could not be opened for printing.": (
        "Der Drucker oder die Datei ließ sich nicht zum Drucken öffnen.",
        "De printer of het bestand kon niet worden geopend om af te drukken."),
}

"""Issue 32 §3 (paper): the words printed on the sheets and the PDF's title.

    python scripts/translations.py fill translations/revisions/paper.py
"""

T = {
    "%1 – blank sheets": ("%1 – leere Spielblätter", "%1 – lege scorevellen"),
    "%1 – %2": ("%1 – %2", "%1 – %2"),
    "%1 – solo rating table": ("%1 – Wertungstabelle (solo)", "%1 – scoretabel (solo)"),
    "Points · rating": ("Punkte · Bewertung", "Punten · beoordeling"),
    "Name:": ("Name:", "Naam:"),
    "½ + bonus or ×n": ("½ + Bonus oder ×n", "½ + bonus of ×n"),
}

"""Issue 32 §2 and §4 (branch sheet9): the sheet's words at a readable size. Short headings where a
sheet box has no room for the longer words (the whole words in a tooltip), the cross count of a
points scale in the step's tooltip, and shade names short enough for their box.

    python scripts/translations.py fill translations/revisions/sheet9.py
"""

T = {
    # §2: one term for the saved games (the home screen said "Spielstände", its screen
    # "Gespeicherte Spiele")
    "Saved games": ("Gespeicherte Spiele", "Opgeslagen spellen"),
    "row: blue · column: white": ("Reihe: blau · Spalte: weiß", "rij: blauw · kolom: wit"),
    "Fields": ("Felder", "Velden"),
    "%n cross(es): %1": (["%n Kreuz: %1", "%n Kreuze: %1"], ["%n kruis: %1", "%n kruizen: %1"],
                         ["%n cross: %1", "%n crosses: %1"]),
    "%n point(s)": (["%n Punkt", "%n Punkte"], ["%n punt", "%n punten"],
                    ["%n point", "%n points"]),
    # the grey sub-areas' shades beside their foxes (Clever 4ever): the screen's box and the
    # paper's are narrow, and the cells beside them show the shade
    "all white": ("weiß", "wit"),
    "all light": ("hell", "licht"),
    "all dark": ("dunkel", "donker"),
}

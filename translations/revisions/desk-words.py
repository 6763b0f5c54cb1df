"""Issue 46 (branch desk-words): the words of items 1 and 5. Keys are the English sources (or
(source, disambiguation) where one source has two messages), so the file can be applied again
after a merge:

    make translations
    python scripts/translations.py fill translations/revisions/desk-words.py
"""

T = {
    # a sheet at 800×600: headings with no room for their whole words
    ("↓ blue · → white", "row: blue · column: white, where there is no room"): (
        "↓ blau · → weiß", "↓ blauw · → wit"),
    ("white", "all white, where there is no room"): ("weiß", "wit"),
    ("light", "all light, where there is no room"): ("hell", "licht"),
    ("dark", "all dark, where there is no room"): ("dunkel", "donker"),
    ("Polish", "Polish silver, where there is no room"): ("Polieren", "Oppoetsen"),
    ("Dice\nfields", "a sheet's heading on two lines"): ("Würfel-\nfelder",
                                                         "Dobbelsteen-\nvelden"),
    ("Score", "a sheet's heading, a long word on two lines"): ("Wertung", "Eind-\ntelling"),
    # the table's note that every move is saved, put away by key
    "Put this note away (Esc)": ("Hinweis schließen (Esc)", "Melding sluiten (Esc)"),
    # the length limits of typed text, said as the player reaches them
    "A name has at most %n character(s).": (
        ["Ein Name hat höchstens ein Zeichen.", "Ein Name hat höchstens %n Zeichen."],
        ["Een naam heeft hoogstens %n teken.", "Een naam heeft hoogstens %n tekens."],
        ["A name has at most %n character.", "A name has at most %n characters."]),
    "A title has at most %n character(s).": (
        ["Ein Titel hat höchstens ein Zeichen.", "Ein Titel hat höchstens %n Zeichen."],
        ["Een titel heeft hoogstens %n teken.", "Een titel heeft hoogstens %n tekens."],
        ["A title has at most %n character.", "A title has at most %n characters."]),
}

"""The rulebooks' words (issue 21, points 4-9), as regex revisions of the finished translations:

    python scripts/translations.py revise translations/revisions/terms.py

Safe to run again (every replacement leaves nothing its pattern matches). A rule is
(language, pattern, replacement[, where]); ``where`` is matched against "context\\nsource".
Sources: ../shared/seeds/ (002 Doppelt so clever de, 003 Clever nl, 001 Clever 4-ever nl).
"""

NOT_SET_CUBED = r"^(?!SetCubed)"  # SET Cubed's board squares stay "vak" (glossary: bonusvak)
C4E_ROWS = r"Yellow</b>: write the number in the next cell of a row|blue die gives the <b>row|^Words\nrows: blue|^Sheet\nrows: blue"
DSC_ROWS = (r"Silver</b>: cross the die's number in any row|<b>Yellow</b>: a die first <b>circles"
            r"|: any silver row|: the %3 silver row")

R = [
    # 2. SET Cubed: the fill tells the colour (not the other way round).
    ("de", r"Die Farbe eines Symbols verrät auch seine Füllung",
     "Die Füllung eines Symbols verrät auch seine Farbe"),
    ("de", r"^Farben verrät auch die Füllung", "Die Füllung verrät auch die Farbe"),
    # 4. Dutch: a sheet's cell is a "veld" (seeds 001, 003), not a "vak(je)".
    ("nl", r"\bvakjes\b", "velden", NOT_SET_CUBED),
    ("nl", r"\bvakken\b", "velden", NOT_SET_CUBED),
    ("nl", r"\bvakje\b", "veld", NOT_SET_CUBED),
    ("nl", r"\bvak\b", "veld", NOT_SET_CUBED),
    ("nl", r"\bVak\b", "Veld", NOT_SET_CUBED),
    # 4. Clever 4-ever (seed 001) says "regel" for the rows of yellow and blue.
    ("nl", r"\brijen\b", "regels", C4E_ROWS),
    ("nl", r"\brij\b", "regel", C4E_ROWS),
    # Glossary: the silver platter is the "Silbertablett" (never "Tablett") and the "zilveren
    # dienblad", in short references too.
    ("de", r"(?<!Silber)\bTablett\b", "Silbertablett"),
    ("nl", r"(?<![Zz]ilveren )\bdienblad\b", "zilveren dienblad"),
    ("nl", r"\b([Zz])ilveren zilveren dienblad\b", r"\1ilveren dienblad"),
    # 4. Grey shades as the rulebook names them, as labels; a shade is a "kleur".
    ("nl", r"^alle wit$", "wit"),
    ("nl", r"^alle licht$", "lichtgrijs"),
    ("nl", r"^alle donker$", "donkergrijs"),
    ("de", r"^alle weiß$", "weiß"),
    ("de", r"^alle hell$", "hellgrau"),
    ("de", r"^alle dunkel$", "dunkelgrau"),
    ("nl", r"van één tint\b", "van één kleur"),
    ("nl", r"een volledige tint\b", "een volledige kleur"),
    # 5. Bonus chains: the rulebooks' kettingreacties / Kettenzüge.
    ("nl", r"\bbonusketens\b", "kettingreacties"),
    ("nl", r"\bbonusketen\b", "kettingreactie"),
    ("de", r"\bBonusketten\b", "Kettenzüge"),
    ("de", r"\bBonuskette\b", "Kettenzug"),
    # 6. The X bonus is the "X-bonus" (seed 003), not "a cross in"; other crosses stay crosses.
    ("nl", r"(?<!nog )\been kruis in (een willekeurig|het volgende|een andere|%1)",
     r"een X-bonus in \1"),
    ("nl", r"^kruis in %1$", "X-bonus in %1"),
    # 6. ... and a number on an orange or purple background is a "getalbonus" (seed 003).
    ("nl", r"een getal in oranje of paars", "een getalbonus in oranje of paars"),
    ("nl", r"^een %1 in het volgende veld van %2$", "een getalbonus %1 in het volgende veld van %2"),
    # 7. Doppelt so clever (seed 002): "Rückhol-Aktion", and its sheet has "Zeilen".
    ("de", r"^Zurückholen$", "Rückhol-Aktion"),
    ("de", r"\bReihen\b", "Zeilen", DSC_ROWS),
    ("de", r"\bReihe\b", "Zeile", DSC_ROWS),
    # 7. The title as on the box.
    ("de", r"\bClever hoch drei\b", "Clever hoch Drei"),
    # 8. The program is not a table.
    ("de", r"^Dieser Tisch kann kein Spiel von %1 zeigen\.$",
     "cleverdesk kann kein Spiel von %1 zeigen."),
    ("nl", r"^Deze tafel kan geen spel van %1 tonen\.$", "cleverdesk kan geen spel van %1 tonen."),
    ("de", r"\bDer Tisch fragt nach, bevor er\b", "cleverdesk fragt nach, bevor es"),
    ("de", r"\bcleverdesk fragt nach, bevor er\b", "cleverdesk fragt nach, bevor es"),
    ("de", r"\bDer Tisch zeigt\b", "cleverdesk zeigt"),
    ("nl", r"\bDe tafel vraagt het eerst\b", "cleverdesk vraagt het eerst"),
    ("nl", r"\bDe tafel toont\b", "cleverdesk toont"),
    ("de", r"<h2>Spielen am Tisch</h2>", "<h2>Spielen mit cleverdesk</h2>"),
    ("de", r"^Sein Spielblatt kommt bald an den Tisch\.$", "Sein Spielblatt kommt bald zu cleverdesk."),
    ("nl", r"^Het scorevel komt binnenkort naar de tafel\.$",
     "Het scorevel komt binnenkort naar cleverdesk."),
    ("de", r"Beendete Spiele mit einer Person am Tisch kommen",
     "Beendete Spiele, an denen ein Mensch teilnimmt, kommen"),
    ("nl", r"<h2>Spelen aan tafel</h2>", "<h2>Spelen met cleverdesk</h2>"),
    # 9. German style.
    ("de", r"über 320 Punkten\b", "über 320 Punkte"),
    ("de", r", ohne Rückgängig\b", ", ohne Zurücknehmen"),
    ("de", r"\bund ohne Rückgängig\.", "und ohne Zurücknehmen."),
    ("de", r"\bkein Rückgängig in neuen Spielen\b", "in neuen Spielen nichts rückgängig machen"),
    ("de", r"\bdieselben Würfel für alle und kein Rückgängig\.",
     "dieselben Würfel für alle, nichts lässt sich rückgängig machen."),
    ("de", r"oder eine Linie vollendet, bekommt sofort ihren Bonus",
     "oder eine Linie vollendet, bekommt sofort den Bonus"),
    ("de", r"keine rollenden Würfel", "keine gleitenden Würfel"),
    ("de", r"wenn die Zahl sein ≥ erreicht", "wenn die Zahl den Mindestwert (≥) erreicht"),
    ("de", r", oder Zug beenden\.$", ", oder beende deinen Zug."),
    ("de", r"zurückzunehmen, oder Zug beenden\.", "zurückzunehmen, oder beende deinen Zug."),
]

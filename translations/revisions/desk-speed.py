"""Issue 46 item 3 (branch desk-speed): the game speed in Settings and the skip ahead to the
next decision of a person, at the Clever and the SET Cubed table.

    python scripts/translations.py fill translations/revisions/desk-speed.py
"""

T = {
    "Game speed": ("Spieltempo", "Spelsnelheid"),
    "How fast the computer players move and the dice roll. The guided game keeps its own pace; "
    "End skips ahead to the next decision of a person.": (
        "Wie schnell die Computergegner ziehen und die Würfel rollen. Die geführte Partie behält "
        "ihr eigenes Tempo; Ende springt vor bis zur nächsten Entscheidung einer Person.",
        "Hoe snel de computertegenstanders spelen en de dobbelstenen rollen. Het spel met uitleg "
        "houdt zijn eigen tempo; End springt vooruit naar de volgende beslissing van een "
        "persoon."),
    "Slow": ("Langsam", "Langzaam"),
    "Fast": ("Schnell", "Snel"),
    "Instant": ("Sofort", "Direct"),
    "Game speed: %1": ("Spieltempo: %1", "Spelsnelheid: %1"),
    "Roll animation: thrown dice tumble for a moment (never at the instant speed)": (
        "Würfelanimation: geworfene Würfel rollen kurz (nie beim Tempo „Sofort“)",
        "Werpanimatie: geworpen dobbelstenen rollen even (nooit bij de snelheid ‘Direct’)"),
    "Skip ahead": ("Vorspringen", "Vooruitspringen"),
    "The computer players move at once, without animations, until a person decides (End)": (
        "Die Computergegner ziehen sofort, ohne Animationen, bis eine Person entscheidet (Ende)",
        "De computertegenstanders spelen meteen, zonder animaties, tot een persoon beslist "
        "(End)"),
    "The computer opponents move at once, until a person decides (End)": (
        "Die Computergegner ziehen sofort, bis eine Person entscheidet (Ende)",
        "De computertegenstanders spelen meteen, tot een persoon beslist (End)"),
    "Skip ahead to the next decision of a person": (
        "Vorspringen bis zur nächsten Entscheidung einer Person",
        "Vooruitspringen naar de volgende beslissing van een persoon"),
    "End skip ahead": ("Ende vorspringen", "End vooruitspringen"),
}

# Words of the `keys` branch (issue 35 §2 keyboard and screen readers, issue 32 §4 screens),
# keyed by the English source: re-apply after a merge with
#   .venv/bin/python scripts/translations.py fill translations/revisions/keys.py
T = {
    "Board and dice: approximations": (
        "Brett und Würfel: Annäherungen",
        "Bord en dobbelstenen: benaderingen",
    ),
    "No die fits your sheet: press Forfeit (F), or use a reroll first.": (
        "Kein Würfel passt auf dein Spielblatt: Drücke Wurf verfallen lassen (F) oder nutze "
        "vorher eine Nachwürfel-Aktion.",
        "Geen dobbelsteen past op je scorevel: druk op Worp laten vervallen (F), of gebruik "
        "eerst Nogmaals dobbelen.",
    ),
    "No die fits your sheet: press Forfeit (F).": (
        "Kein Würfel passt auf dein Spielblatt: Drücke Wurf verfallen lassen (F).",
        "Geen dobbelsteen past op je scorevel: druk op Worp laten vervallen (F).",
    ),
    "None of the dice in the rolling area can be entered anywhere, so this roll is forfeited: "
    "it counts as one of your three rolls, no die is placed, and the same dice are rolled again "
    "(or go to the silver platter after the third roll).": (
        "Keiner der Würfel auf der Wurffläche lässt sich irgendwo eintragen, daher verfällt "
        "dieser Wurf: Er zählt als einer deiner drei Würfe, kein Würfel wird gelegt, und "
        "dieselben Würfel werden erneut gewürfelt (oder kommen nach dem dritten Wurf auf das "
        "Silbertablett).",
        "Geen van de dobbelstenen op het werpvlak kan ergens worden ingevuld, dus deze worp "
        "vervalt: hij telt als een van je drie worpen, er wordt geen dobbelsteen gelegd en "
        "dezelfde dobbelstenen worden opnieuw geworpen (of gaan na de derde worp naar het "
        "zilveren dienblad).",
    ),
    # screen-reader names (cleverdesk/ui/common/spoken.py)
    "in the rolling area": ("auf der Wurffläche", "op het werpvlak"),
    "on the silver platter": ("auf dem Silbertablett", "op het zilveren dienblad"),
    "on dice field %1": ("auf Würfelfeld %1", "op dobbelsteenveld %1"),
    "%1 die, %2": ("Würfel %1, %2", "Dobbelsteen %1, %2"),
    "chosen": ("gewählt", "gekozen"),
    "key %1": ("Taste %1", "toets %1"),
    "printed %1": ("aufgedruckt %1", "gedrukt %1"),
    "bonus: %1": ("Bonus: %1", "bonus: %1"),
    "pre-crossed": ("vorgekreuzt", "vooraf aangekruist"),
    "written %1": ("eingetragen %1", "ingevuld %1"),
    "crossed": ("angekreuzt", "aangekruist"),
    "open": ("frei", "open"),
    "can be filled in now": ("jetzt eintragbar", "nu in te vullen"),
    "Rolled: %1": ("Gewürfelt: %1", "Geworpen: %1"),
    "Name of player %1": ("Name von Spieler %1", "Naam van speler %1"),
    "Contrast": ("Kontrast", "Contrast"),
    "As the system": ("Wie das System", "Zoals het systeem"),
    "High contrast": ("Hoher Kontrast", "Hoog contrast"),
    "Normal": ("Normal", "Normaal"),
}

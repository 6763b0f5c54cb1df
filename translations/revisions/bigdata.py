"""Issue 33 (bigdata branch): the Saves screen lists off the GUI thread and says so while it
looks through the saved games.

    python scripts/translations.py fill translations/revisions/bigdata.py
"""

T = {
    "The saved games could not be listed: %1": (
        "Die gespeicherten Spiele ließen sich nicht auflisten: %1",
        "De opgeslagen spellen konden niet worden weergegeven: %1"),
    "Looking through your saved games…": (
        "Deine gespeicherten Spiele werden durchgesehen …",
        "Je opgeslagen spellen worden doorzocht…"),
    "Looking through your saved games… %n game(s) found so far.": (
        ["Deine gespeicherten Spiele werden durchgesehen … %n Spiel bisher gefunden.",
         "Deine gespeicherten Spiele werden durchgesehen … %n Spiele bisher gefunden."],
        ["Je opgeslagen spellen worden doorzocht… %n spel tot nu toe gevonden.",
         "Je opgeslagen spellen worden doorzocht… %n spellen tot nu toe gevonden."],
        ["Looking through your saved games… %n game found so far.",
         "Looking through your saved games… %n games found so far."]),
}

"""Issue 33 (robust branch): the history's write errors, kept games, locks, read-only folders,
salvaged games and the busy figures; a save entry that cannot be listed.

    python scripts/translations.py fill translations/revisions/robust.py
"""

T = {
    "the disk is full": ("die Festplatte ist voll", "de schijf is vol"),
    "the history cannot be written (the data folder is read-only)": (
        "der Verlauf lässt sich nicht schreiben (der Datenordner ist schreibgeschützt)",
        "de geschiedenis kan niet worden geschreven (de gegevensmap is alleen-lezen)"),
    "the history is in use by another program": (
        "der Verlauf wird von einem anderen Programm benutzt",
        "de geschiedenis is in gebruik door een ander programma"),
    "the history is damaged": ("der Verlauf ist beschädigt", "de geschiedenis is beschadigd"),
    "This game could not be added to your history: %1. It could not be kept on disk either, "
    "so it is kept while cleverdesk runs and added as soon as the history can be written. "
    "Free some space and leave cleverdesk open until then.": (
        "Dieses Spiel konnte deinem Punkteverlauf nicht hinzugefügt werden: %1. Es ließ sich "
        "auch nicht auf der Festplatte ablegen; cleverdesk behält es, solange es läuft, und "
        "fügt es hinzu, sobald der Verlauf geschrieben werden kann. Schaffe etwas Platz und "
        "lass cleverdesk bis dahin offen.",
        "Dit spel kon niet aan je scoregeschiedenis worden toegevoegd: %1. Het kon ook niet op "
        "de schijf worden bewaard; cleverdesk houdt het vast zolang het draait en voegt het "
        "toe zodra de geschiedenis kan worden geschreven. Maak wat ruimte vrij en laat "
        "cleverdesk tot dan open."),
    "This game could not be added to your history: %1. It is kept in %2 and will be added "
    "when the history can be written again; nothing is lost.": (
        "Dieses Spiel konnte deinem Punkteverlauf nicht hinzugefügt werden: %1. Es liegt in "
        "%2 und wird hinzugefügt, sobald der Verlauf wieder geschrieben werden kann; nichts "
        "geht verloren.",
        "Dit spel kon niet aan je scoregeschiedenis worden toegevoegd: %1. Het wordt bewaard "
        "in %2 en toegevoegd zodra de geschiedenis weer kan worden geschreven; er gaat niets "
        "verloren."),
    "Your score history cannot be opened (%1). Your games are kept and added when it can be "
    "opened again; you can keep playing.": (
        "Dein Punkteverlauf lässt sich nicht öffnen (%1). Deine Spiele werden aufbewahrt und "
        "hinzugefügt, sobald er sich wieder öffnen lässt; du kannst weiterspielen.",
        "Je scoregeschiedenis kan niet worden geopend (%1). Je spellen worden bewaard en "
        "toegevoegd zodra ze weer kan worden geopend; je kunt gewoon verder spelen."),
    "Your score history is read-only: the data folder cannot be written. It is shown as it "
    "is, but games finished now cannot be added to it.": (
        "Dein Punkteverlauf ist schreibgeschützt: Der Datenordner lässt sich nicht schreiben. "
        "Er wird so angezeigt, wie er ist, aber jetzt beendete Spiele können nicht hinzugefügt "
        "werden.",
        "Je scoregeschiedenis is alleen-lezen: de gegevensmap kan niet worden geschreven. Ze "
        "wordt getoond zoals ze is, maar spellen die je nu uitspeelt kunnen er niet aan worden "
        "toegevoegd."),
    "Your score history was damaged and could not be read. It was set aside as %1 and a new "
    "history was started. You can keep playing; new games are recorded as usual.": (
        "Dein Punkteverlauf war beschädigt und konnte nicht gelesen werden. Er wurde als %1 "
        "beiseitegelegt, und ein neuer Verlauf wurde begonnen. Du kannst weiterspielen; neue "
        "Spiele werden wie gewohnt aufgezeichnet.",
        "Je scoregeschiedenis was beschadigd en kon niet worden gelezen. Ze is als %1 apart "
        "gezet en er is een nieuwe geschiedenis begonnen. Je kunt verder spelen; nieuwe "
        "spellen worden zoals gewoonlijk vastgelegd."),
    "%n game(s) could still be read from it and are in the new history.": (
        ["%n Spiel ließ sich noch daraus lesen und steht im neuen Verlauf.",
         "%n Spiele ließen sich noch daraus lesen und stehen im neuen Verlauf."],
        ["%n spel kon er nog uit worden gelezen en staat in de nieuwe geschiedenis.",
         "%n spellen konden er nog uit worden gelezen en staan in de nieuwe geschiedenis."],
        ["%n game could still be read from it and is in the new history.",
         "%n games could still be read from it and are in the new history."]),
    "Your score history is in use by another program (it is locked). It was left as it is; "
    "nothing in it is lost. Games finished meanwhile are kept and added when it is free "
    "again; cleverdesk tries again by itself.": (
        "Dein Punkteverlauf wird von einem anderen Programm benutzt (er ist gesperrt). Er "
        "bleibt, wie er ist; nichts darin geht verloren. Spiele, die du inzwischen beendest, "
        "werden aufbewahrt und hinzugefügt, sobald er wieder frei ist; cleverdesk versucht es "
        "von selbst erneut.",
        "Je scoregeschiedenis is in gebruik door een ander programma (ze is vergrendeld). Ze "
        "blijft zoals ze is; er gaat niets in verloren. Spellen die je intussen uitspeelt "
        "worden bewaard en toegevoegd zodra ze weer vrij is; cleverdesk probeert het vanzelf "
        "opnieuw."),
    "Your score history cannot be read (%1).": (
        "Dein Punkteverlauf lässt sich nicht lesen (%1).",
        "Je scoregeschiedenis kan niet worden gelezen (%1)."),
    "Working out your figures …": ("Deine Zahlen werden berechnet …",
                                   "Je cijfers worden berekend …"),
    "“%1” cannot be listed: %2": ("„%1“ lässt sich nicht auflisten: %2",
                                   "‘%1’ kan niet worden weergegeven: %2"),
}

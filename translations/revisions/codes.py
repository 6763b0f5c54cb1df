# Issue 50 (challenge codes, the expert on your dice, clean records) and issue 46 item 4 (the
# SET Cubed hint): German (du) and Dutch (je) words, keyed by the English source text, so that
# `scripts/translations.py fill translations/revisions/codes.py` can be applied again after a
# merge. "Code" stays "Code"/"code"; the expert is "Experte"/"expert" as in the seat lists; an
# aid-free game is "ohne Hilfen"/"zonder hulp"; the seed is "Startwert"/"startgetal".
T = {
    # ------------------------------------------------------------------ the campaign, daily
    "Your best solo game: %1 · no clean game yet": (
        "Dein bestes Solospiel: %1 · noch keins ohne Hilfen",
        "Je beste solospel: %1 · nog geen zonder hulp"),
    "Your best solo game: %1 · clean: %2": (
        "Dein bestes Solospiel: %1 · ohne Hilfen: %2",
        "Je beste solospel: %1 · zonder hulp: %2"),
    "Challenge code: %1": ("Herausforderungscode: %1", "Uitdagingscode: %1"),
    # ------------------------------------------------------------------ the expert, the code
    "Expert": ("Experte", "Expert"),
    "Strong player": ("Starker Computer", "Sterke computer"),
    "The expert on your dice: %1": ("Der Experte mit deinen Würfeln: %1",
                                    "De expert met jouw dobbelstenen: %1"),
    "seed %1": ("Startwert %1", "startgetal %1"),
    "The dice are the same wherever both of you throw the same die at the same place in the "
    "game.": (
        "Die Würfel sind dieselben, wo immer ihr beide an derselben Stelle im Spiel denselben "
        "Würfel würfelt.",
        "De dobbelstenen zijn dezelfde waar jullie allebei op dezelfde plek in het spel met "
        "dezelfde dobbelsteen werpen."),
    "Real dice: no challenge code, the desk cannot throw your table's dice.": (
        "Echte Würfel: kein Herausforderungscode, der Computer kann deine eigenen Würfe nicht "
        "wiederholen.",
        "Echte dobbelstenen: geen uitdagingscode, de computer kan jouw eigen worpen niet "
        "herhalen."),
    "No challenge code: the seed is too large for one.": (
        "Kein Herausforderungscode: der Startwert ist dafür zu groß.",
        "Geen uitdagingscode: het startgetal is daarvoor te groot."),
    "The expert is playing the same dice…": ("Der Experte spielt dieselben Würfel …",
                                             "De expert speelt dezelfde dobbelstenen …"),
    "Expert on the same dice: %1": ("Experte mit denselben Würfeln: %1",
                                    "Expert met dezelfde dobbelstenen: %1"),
    "Real dice: the expert cannot throw your table's dice again.": (
        "Echte Würfel: der Experte kann deine eigenen Würfe nicht wiederholen.",
        "Echte dobbelstenen: de expert kan jouw eigen worpen niet herhalen."),
    "No expert plays this game yet.": ("Noch spielt kein Experte dieses Spiel.",
                                       "Nog speelt geen expert dit spel."),
    "The expert could not play these dice: %1": (
        "Der Experte konnte diese Würfel nicht spielen: %1",
        "De expert kon deze dobbelstenen niet spelen: %1"),
    "hints": ("Tipps", "tips"),
    "undo": ("Rückgängig", "ongedaan maken"),
    "a review before the end": ("einer Analyse vor dem Ende", "een analyse voor het einde"),
    "A clean game: no hints, no undo.": ("Ein Spiel ohne Hilfen: keine Tipps, kein Rückgängig.",
                                         "Een spel zonder hulp: geen tips, geen ongedaan "
                                         "maken."),
    "Played with %1.": ("Gespielt mit %1.", "Gespeeld met %1."),
    "%1 and %2": ("%1 und %2", "%1 en %2"),
    "code %1": ("Code %1", "code %1"),
    "%n point(s)": (["%n Punkt", "%n Punkte"], ["%n punt", "%n punten"],
                    ["%n point", "%n points"]),
    "“%1”": ("„%1“", "‘%1’"),
    "expert on the same dice: %1": ("Experte mit denselben Würfeln: %1",
                                    "expert met dezelfde dobbelstenen: %1"),
    "Copied: paste it wherever you share it.": ("Kopiert: füge es ein, wo du es teilen willst.",
                                                "Gekopieerd: plak het waar je het wilt delen."),
    "Type the code you were given, e.g. 1EG-1XW-AD7.": (
        "Tippe den Code ein, den du bekommen hast, z. B. 1EG-1XW-AD7.",
        "Typ de code die je hebt gekregen, bijv. 1EG-1XW-AD7."),
    "This code was made by a newer version of cleverdesk: update it to play this game.": (
        "Dieser Code stammt aus einer neueren Version von cleverdesk: aktualisiere sie, um "
        "dieses Spiel zu spielen.",
        "Deze code komt uit een nieuwere versie van cleverdesk: werk het programma bij om dit "
        "spel te spelen."),
    "This code is for a game this version of cleverdesk does not have.": (
        "Dieser Code ist für ein Spiel, das diese Version von cleverdesk nicht hat.",
        "Deze code is voor een spel dat deze versie van cleverdesk niet heeft."),
    "This code is mistyped: a character is wrong, missing or two are swapped. Check it against "
    "the one you were given.": (
        "Dieser Code ist vertippt: ein Zeichen ist falsch, fehlt, oder zwei sind vertauscht. "
        "Vergleiche ihn mit dem, den du bekommen hast.",
        "Deze code is verkeerd getypt: een teken is fout of ontbreekt, of twee zijn verwisseld. "
        "Vergelijk hem met de code die je hebt gekregen."),
    "This code is for the rulebooks' narrow readings, which the desk does not play; the command "
    "line plays them (sim --rules strict).": (
        "Dieser Code gilt für die engen Lesarten der Spielregeln, die das Programm nicht "
        "spielt; die Kommandozeile spielt sie (sim --rules strict).",
        "Deze code geldt voor de strikte lezing van de spelregels, die het programma niet "
        "speelt; de opdrachtregel speelt die (sim --rules strict)."),
    "%1, seed %2": ("%1, Startwert %2", "%1, startgetal %2"),
    # ------------------------------------------------------------------ the challenge box
    "Whoever types this code into New game plays the same dice.": (
        "Wer diesen Code bei „Neues Spiel“ eintippt, spielt mit denselben Würfeln.",
        "Wie deze code bij ‘Nieuw spel’ intypt, speelt met dezelfde dobbelstenen."),
    "Show the expert's sheet and its game move by move": (
        "Das Spielblatt des Experten und sein Spiel Zug für Zug zeigen",
        "Het scorevel van de expert en zijn spel zet voor zet tonen"),
    "The expert plays these dice once; its score comes in a moment.": (
        "Der Experte spielt diese Würfel einmal; seine Punkte kommen gleich.",
        "De expert speelt deze dobbelstenen één keer; zijn score komt zo."),
    "Copy the result": ("Ergebnis kopieren", "Resultaat kopiëren"),
    "To the clipboard: %1": ("In die Zwischenablage: %1", "Naar het klembord: %1"),
    # ------------------------------------------------------------------ New game: a code
    "Enter a challenge code": ("Herausforderungscode eingeben", "Uitdagingscode invoeren"),
    "A code names a solo game and its dice: type the one you were given to play the same game "
    "(e.g. 1EG-1XW-AD7; hyphens and case do not matter).": (
        "Ein Code steht für ein Solospiel und seine Würfel: tippe den ein, den du bekommen "
        "hast, und spiele dasselbe Spiel (z. B. 1EG-1XW-AD7; Bindestriche und Groß- oder "
        "Kleinschreibung sind egal).",
        "Een code staat voor een solospel en zijn dobbelstenen: typ de code die je hebt "
        "gekregen en speel hetzelfde spel (bijv. 1EG-1XW-AD7; streepjes en hoofdletters doen "
        "er niet toe)."),
    "Cancel": ("Abbrechen", "Annuleren"),
    "Back to the new game (Esc)": ("Zurück zum neuen Spiel (Esc)", "Terug naar het nieuwe spel "
                                                                   "(Esc)"),
    "Play this game": ("Dieses Spiel spielen", "Dit spel spelen"),
    "Start the solo game of this code (Enter)": ("Das Solospiel dieses Codes starten (Enter)",
                                                 "Het solospel van deze code starten (Enter)"),
    "Enter a challenge code…": ("Herausforderungscode eingeben …", "Uitdagingscode invoeren …"),
    "the code, e.g. from a message": ("der Code, z. B. aus einer Nachricht",
                                      "de code, bijv. uit een bericht"),
    "Play the same solo game, with the same dice, as whoever gave you the code": (
        "Dasselbe Solospiel mit denselben Würfeln spielen wie die Person, die dir den Code gab",
        "Hetzelfde solospel met dezelfde dobbelstenen spelen als wie je de code gaf"),
    # ------------------------------------------------------------------ the History
    "%1 · with undo": ("%1 · mit Rückgängig", "%1 · met ongedaan maken"),
    "%1 · reviewed before the end": ("%1 · vor dem Ende analysiert",
                                     "%1 · voor het einde geanalyseerd"),
    "moves were taken back": ("Züge wurden zurückgenommen", "zetten zijn teruggenomen"),
    "reviewed before the end": ("vor dem Ende analysiert", "voor het einde geanalyseerd"),
    "Best clean game (no hints, undo or review before the end): %1": (
        "Bestes Spiel ohne Hilfen (ohne Tipps, Rückgängig oder Analyse vor dem Ende): %1",
        "Beste spel zonder hulp (zonder tips, ongedaan maken of analyse voor het einde): %1"),
    "No clean game yet (without hints, undo or review before the end)": (
        "Noch kein Spiel ohne Hilfen (ohne Tipps, Rückgängig oder Analyse vor dem Ende)",
        "Nog geen spel zonder hulp (zonder tips, ongedaan maken of analyse voor het einde)"),
    "%1: %n game(s), best %2 (clean %3), average %4": (
        ["%1: %n Spiel, Bestleistung %2 (ohne Hilfen %3), Durchschnitt %4",
         "%1: %n Spiele, Bestleistung %2 (ohne Hilfen %3), Durchschnitt %4"],
        ["%1: %n spel, record %2 (zonder hulp %3), gemiddelde %4",
         "%1: %n spellen, record %2 (zonder hulp %3), gemiddelde %4"],
        ["%1: %n game, best %2 (clean %3), average %4",
         "%1: %n games, best %2 (clean %3), average %4"]),
    # ------------------------------------------------------------------ the SET Cubed hint
    "Hide hint": ("Tipp ausblenden", "Tip verbergen"),
    "Hint": ("Tipp", "Tip"),
    "What would the computer place? Its best turn on the board, with the points it scores (H)": (
        "Was würde der Computer legen? Sein bester Zug auf dem Spielbrett, mit seinen Punkten "
        "(H)",
        "Wat zou de computer leggen? Zijn beste beurt op het speelbord, met de punten die hij "
        "scoort (H)"),
    "A hint is for placing dice: it is there when you place dice.": (
        "Ein Tipp hilft beim Legen der Würfel: es gibt ihn, wenn du Würfel legst.",
        "Een tip helpt bij het leggen van dobbelstenen: die is er als je dobbelstenen legt."),
    "The computer is looking for its best turn…": ("Der Computer sucht seinen besten Zug …",
                                                   "De computer zoekt zijn beste beurt …"),
    "The computer would pass: no die of your hand completes a SET on the board.": (
        "Der Computer würde aussetzen: kein Würfel deines Vorrats vervollständigt ein SET auf "
        "dem Spielbrett.",
        "De computer zou passen: geen dobbelsteen uit je voorraad maakt een SET af op het "
        "speelbord."),
    "The computer's opening SET is on the board: %n point(s).": (
        ["Das erste SET des Computers liegt auf dem Spielbrett: %n Punkt.",
         "Das erste SET des Computers liegt auf dem Spielbrett: %n Punkte."],
        ["De eerste SET van de computer ligt op het speelbord: %n punt.",
         "De eerste SET van de computer ligt op het speelbord: %n punten."],
        ["The computer's opening SET is on the board: %n point.",
         "The computer's opening SET is on the board: %n points."]),
    "The computer's best turn is on the board: %n point(s).": (
        ["Der beste Zug des Computers liegt auf dem Spielbrett: %n Punkt.",
         "Der beste Zug des Computers liegt auf dem Spielbrett: %n Punkte."],
        ["De beste beurt van de computer ligt op het speelbord: %n punt.",
         "De beste beurt van de computer ligt op het speelbord: %n punten."],
        ["The computer's best turn is on the board: %n point.",
         "The computer's best turn is on the board: %n points."]),
    "End turn (E) plays it; Backspace takes the dice back.": (
        "Zug beenden (E) spielt ihn; die Rücktaste nimmt die Würfel zurück.",
        "Beurt beëindigen (E) speelt hem; Backspace neemt de dobbelstenen terug."),
    "Hints": ("Tipps", "Tips"),
    "<p><b>Hint</b> (<b>H</b>) puts the turn the computer would make on the board, with the "
    "points it scores: <b>End turn</b> plays it, <b>Backspace</b> takes the dice back. A game in "
    "which hints were shown is marked in the score history (hints can be switched off in the "
    "settings).</p>": (
        "<p><b>Tipp</b> (<b>H</b>) legt den Zug, den der Computer machen würde, mit seinen "
        "Punkten auf das Spielbrett: <b>Zug beenden</b> spielt ihn, die <b>Rücktaste</b> nimmt "
        "die Würfel zurück. Ein Spiel, in dem Tipps gezeigt wurden, ist im Verlauf "
        "markiert (Tipps lassen sich in den Einstellungen abschalten).</p>",
        "<p><b>Tip</b> (<b>H</b>) legt de beurt die de computer zou doen op het speelbord, met "
        "de punten die hij scoort: <b>Beurt beëindigen</b> speelt hem, <b>Backspace</b> neemt "
        "de dobbelstenen terug. Een spel waarin tips zijn getoond, wordt in de "
        "geschiedenis gemarkeerd (tips kun je in de instellingen uitzetten).</p>"),
}

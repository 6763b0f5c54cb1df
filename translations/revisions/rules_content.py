"""Issue 21 points 1 and 3: rules the in-app rules text left out or weakened (Clever hoch Drei's
blue steps of exactly 1, Clever 4ever's anti-diagonal, pink points, re-roll and +1, the passive
fallback of every game). Keys are the English sources, so this can be run again:

    python scripts/translations.py fill translations/revisions/rules_content.py
"""

T = {
    "<p>If no platter die fits a passive player's sheet, that player may take one die from the "
    "active player's <b>dice fields</b> instead.</p>": (
        "<p>Passt kein Würfel vom Silbertablett auf das Spielblatt einer passiven Person, darf "
        "sie stattdessen einen Würfel von den <b>Würfelfeldern</b> der aktiven Person nehmen.</p>",
        "<p>Past geen dobbelsteen van het zilveren dienblad op het scorevel van een passieve "
        "speler, dan mag die in plaats daarvan één dobbelsteen van de <b>dobbelsteenvelden</b> "
        "van de actieve speler nemen.</p>"),
    "<b>Blue</b>: blue + white, written outward from the printed 7: exactly 1 less on the left, "
    "exactly 1 more on the right, a 7 starts a side again. 2, 3, 4, 10, 11 and 12 score 4 "
    "extra.<br>": (
        "<b>Blau</b>: Blau + Weiß, von der gedruckten 7 nach außen eingetragen: links jeweils "
        "genau um 1 kleiner, rechts jeweils genau um 1 größer, eine 7 beginnt eine Seite neu. "
        "2, 3, 4, 10, 11 und 12 zählen 4 Punkte extra.<br>",
        "<b>Blauw</b>: blauw + wit, vanaf de gedrukte 7 naar buiten ingevuld: links telkens "
        "precies 1 lager, rechts telkens precies 1 hoger, een 7 begint een kant opnieuw. 2, 3, 4, "
        "10, 11 en 12 leveren 4 punten extra op.<br>"),
    "<b>Blue</b>: the blue die gives the <b>row</b>, the white die the <b>column</b>; cross that "
    "cell. A row's bonus and the diagonal's come with their second cross; columns with two "
    "crosses score, and two crosses on the dashed anti-diagonal score 6.<br>": (
        "<b>Blau</b>: Der blaue Würfel gibt die <b>Reihe</b>, der weiße die <b>Spalte</b>; "
        "kreuze dieses Feld an. Der Bonus einer Reihe und der Diagonale kommt mit ihrem zweiten "
        "Kreuz; Spalten mit zwei Kreuzen bringen Punkte, zwei Kreuze auf der gestrichelten "
        "Gegendiagonale bringen 6 Punkte.<br>",
        "<b>Blauw</b>: de blauwe dobbelsteen geeft de <b>regel</b>, de witte de <b>kolom</b>; "
        "kruis dat veld aan. De bonus van een regel en van de diagonaal komt met hun tweede "
        "kruis; kolommen met twee kruizen leveren punten op, en twee kruizen op de gestippelde "
        "diagonaal van rechtsboven naar linksonder leveren 6 punten op.<br>"),
    "<b>Pink</b>: left to right; a 3 writes a second 3, a 5 or 6 pays the bonus. Pink scores the "
    "points printed above its last filled field, plus 2 for each 2, 4 for each 4 and 3 for each "
    "6.</p>": (
        "<b>Rosa</b>: von links nach rechts; eine 3 trägt eine zweite 3 ein, eine 5 oder 6 bringt "
        "den Bonus. Rosa zählt die Punkte über dem letzten gefüllten Feld, dazu 2 für jede 2, 4 "
        "für jede 4 und 3 für jede 6.</p>",
        "<b>Roze</b>: van links naar rechts; een 3 vult een tweede 3 in, een 5 of 6 geeft de "
        "bonus. Roze levert de punten boven het laatst ingevulde veld op, plus 2 voor elke 2, 4 "
        "voor elke 4 en 3 voor elke 6.</p>"),
    "<h2>Actions</h2><p><b>Polish silver</b>: a die you take from the platter (passive pick or "
    "+1), and the partner of a blue entry lying on the platter, may be entered 1 higher or lower "
    "per polish action. The desk shows the steps and their cost before anything is spent.</p>"
    "<p><b>Reroll</b> (active player only): after a roll, roll all dice of the rolling area "
    "again. <b>+1</b>: at the end of your own turn, active or passive, enter any one of the six "
    "dice again, wherever it lies; each die at most once per turn.</p>": (
        "<h2>Aktionen</h2><p><b>Silber polieren</b>: Ein Würfel, den du vom Silbertablett nimmst "
        "(passive Wahl oder +1), und der Partner eines blauen Eintrags, der auf dem "
        "Silbertablett liegt, dürfen pro Polier-Aktion um 1 höher oder niedriger eingetragen "
        "werden. cleverdesk zeigt die Schritte und ihre Kosten, bevor etwas verbraucht wird.</p>"
        "<p><b>Nachwürfel-Aktion</b> (nur die aktive Person): Nach einem Wurf würfelst du alle "
        "Würfel der Wurffläche noch einmal. <b>Zusatzwürfel-Aktion (+1)</b>: Am Ende deines "
        "eigenen Zuges, aktiv oder passiv, trägst du einen beliebigen der sechs Würfel noch "
        "einmal ein, wo immer er liegt; jeden Würfel höchstens einmal pro Zug.</p>",
        "<h2>Acties</h2><p><b>Zilver oppoetsen</b>: een dobbelsteen die je van het zilveren "
        "dienblad neemt (passieve keuze of +1), en de partner van een blauwe invulling die op "
        "het zilveren dienblad ligt, mag je per poetsactie 1 hoger of lager invullen. cleverdesk "
        "toont de stappen en wat ze kosten voordat er iets wordt gebruikt.</p>"
        "<p><b>Nogmaals dobbelen</b> (alleen de actieve speler): werp na een worp alle "
        "dobbelstenen van het werpvlak opnieuw. <b>Extra dobbelsteen (+1)</b>: aan het einde "
        "van je eigen beurt, actief of passief, vul je een van de zes dobbelstenen nog een keer "
        "in, waar hij ook ligt; elke dobbelsteen hoogstens één keer per beurt.</p>"),
}

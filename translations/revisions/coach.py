"""The review's account and its checks (issue 50), keyed by the English source: expected final
score = erwartetes Endergebnis / verwachte eindscore, as the review said before."""

T = {
    "Playing out the biggest mistakes to check them: %1 of %2 …": (
        "Die größten Fehler werden zur Probe zu Ende gespielt: %1 von %2 …",
        "De grootste fouten worden ter controle uitgespeeld: %1 van %2 …"),
    "A strong player's expected final score from your first decision": (
        "Erwartetes Endergebnis eines starken Spielers ab deiner ersten Entscheidung",
        "Verwachte eindscore van een sterke speler vanaf je eerste beslissing"),
    "What the dice and the other players gave you": (
        "Was dir die Würfel und die anderen Spieler gebracht haben",
        "Wat de dobbelstenen en de andere spelers je opleverden"),
    "What your dice gave you": (
        "Was dir deine Würfel gebracht haben",
        "Wat je dobbelstenen je opleverden"),
    "Your final score": ("Dein Endergebnis", "Je eindscore"),
    "Your expected final score now": (
        "Dein jetzt erwartetes Endergebnis",
        "Je verwachte eindscore nu"),
    "What your decisions cost": (
        "Was dich deine Entscheidungen gekostet haben",
        "Wat je beslissingen je kostten"),
    "The dice and the other players gave you %n point(s) more than average.": (
        ["Die Würfel und die anderen Spieler haben dir %n Punkt mehr als im Schnitt gebracht.",
         "Die Würfel und die anderen Spieler haben dir %n Punkte mehr als im Schnitt gebracht."],
        ["De dobbelstenen en de andere spelers leverden je %n punt meer op dan gemiddeld.",
         "De dobbelstenen en de andere spelers leverden je %n punten meer op dan gemiddeld."],
        ["The dice and the other players gave you %n point more than average.",
         "The dice and the other players gave you %n points more than average."]),
    "The dice and the other players gave you %n point(s) less than average.": (
        ["Die Würfel und die anderen Spieler haben dir %n Punkt weniger als im Schnitt "
         "gebracht.",
         "Die Würfel und die anderen Spieler haben dir %n Punkte weniger als im Schnitt "
         "gebracht."],
        ["De dobbelstenen en de andere spelers leverden je %n punt minder op dan gemiddeld.",
         "De dobbelstenen en de andere spelers leverden je %n punten minder op dan gemiddeld."],
        ["The dice and the other players gave you %n point less than average.",
         "The dice and the other players gave you %n points less than average."]),
    "The dice and the other players gave you as much as average.": (
        "Die Würfel und die anderen Spieler haben dir genau so viel wie im Schnitt gebracht.",
        "De dobbelstenen en de andere spelers leverden je precies het gemiddelde op."),
    "Your dice were %n point(s) better than average.": (
        ["Deine Würfel waren %n Punkt besser als im Schnitt.",
         "Deine Würfel waren %n Punkte besser als im Schnitt."],
        ["Je dobbelstenen waren %n punt beter dan gemiddeld.",
         "Je dobbelstenen waren %n punten beter dan gemiddeld."],
        ["Your dice were %n point better than average.",
         "Your dice were %n points better than average."]),
    "Your dice were %n point(s) worse than average.": (
        ["Deine Würfel waren %n Punkt schlechter als im Schnitt.",
         "Deine Würfel waren %n Punkte schlechter als im Schnitt."],
        ["Je dobbelstenen waren %n punt slechter dan gemiddeld.",
         "Je dobbelstenen waren %n punten slechter dan gemiddeld."],
        ["Your dice were %n point worse than average.",
         "Your dice were %n points worse than average."]),
    "Your dice were as good as average.": (
        "Deine Würfel waren genau so gut wie im Schnitt.",
        "Je dobbelstenen waren precies zo goed als gemiddeld."),
    "The expected final score through the game (blue): it drops by what a decision cost (red) "
    "and moves with the dice between decisions; dashed: the final score": (
        "Das erwartete Endergebnis im Lauf des Spiels (blau): Es fällt um das, was eine "
        "Entscheidung gekostet hat (rot), und bewegt sich zwischen den Entscheidungen mit den "
        "Würfeln; gestrichelt: das Endergebnis",
        "De verwachte eindscore in de loop van het spel (blauw): die daalt met wat een "
        "beslissing kostte (rood) en beweegt tussen de beslissingen mee met de dobbelstenen; "
        "gestreept: de eindscore"),
}
T["Your decisions cost %n point(s)."] = (
    ["Deine Entscheidungen haben dich %n Punkt gekostet.",
     "Deine Entscheidungen haben dich %n Punkte gekostet."],
    ["Je beslissingen kostten je %n punt.", "Je beslissingen kostten je %n punten."],
    ["Your decisions cost %n point.", "Your decisions cost %n points."])

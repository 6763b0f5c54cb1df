import QtQuick

// Clever Cubed's rules for the Rules screen, in the rulebook's order
// (docs/rules/clever-hoch-drei.md). Every section says its rules itself: a player reads this tab
// alone. docs/rules-coverage.md maps each rule and ruling of the file to one of these keys.
QtObject {
    readonly property var sections: [
        { key: "setup", title: qsTr("Set-up and rounds"),
          text: qsTr("<p>Every player has a score sheet. A player chosen at random takes the six "
            + "dice (white, yellow, turquoise, blue, brown, pink) and is the first <b>active "
            + "player</b>; the others are <b>passive</b>. The game lasts <b>6 rounds</b> with 1 or "
            + "2 players, <b>5 rounds</b> with 3 and <b>4 rounds</b> with 4 players (with the "
            + "optional house rule for 5 or 6 players: 4 rounds). In every round each player is "
            + "the active player once, in turn to the left.</p><p>At the start of each round "
            + "everybody crosses off the round number and takes its bonus: round 1 a "
            + "<b>reroll</b>, round 2 a <b>+1</b>, round 3 a <b>number joker</b>, round 4 a "
            + "<b>black ?</b> (see Bonuses).</p>") },
        { key: "turn", title: qsTr("The active player's turn"),
          text: qsTr("<p>The active player rolls all six dice, picks one and enters it on the "
            + "sheet. The die of roll 1 lies on dice field I, of roll 2 on II, of roll 3 on III. "
            + "Every die showing <b>less</b> than the picked one goes to the <b>silver "
            + "platter</b> (by the number the die shows, even when a number joker enters it as "
            + "another); dice showing the same or more stay. The rest are rolled again: three "
            + "rolls at most. Picking the lowest die sends nothing to the platter; when no dice "
            + "are left to roll, the turn ends early. After the third roll every die still in the "
            + "rolling area goes to the platter.</p><p>Only a die that can be entered may be "
            + "taken. A roll may always be <b>forfeited</b> (F), even when a die would fit, and "
            + "must be when none fits: it counts as one of the three, its dice field stays empty "
            + "and the same dice are rolled again (a die picked on roll 2 still lies on field "
            + "II).</p>") },
        { key: "dice", title: qsTr("Which die goes where"),
          text: qsTr("<p>Each die is entered in the area of its colour. The <b>white die</b> is "
            + "wild for yellow, turquoise, brown and pink. Blue always counts <b>blue + white</b> "
            + "together, wherever the other die lies: the blue die and the white die taken as "
            + "blue both enter that sum, never a single die.</p>") },
        { key: "passive", title: qsTr("The passive players"),
          text: qsTr("<p>When the active player is done, every passive player at the same time "
            + "takes <b>one</b> die from the silver platter and enters it, or takes none. The "
            + "dice stay on the platter: several players may take the same die. A passive "
            + "player never uses a reroll.</p>")
            + qsTr("<p>If no platter die fits a passive player's sheet, that player may take one "
            + "die from the active player's <b>dice fields</b> instead.</p>")
            + qsTr("<p>Whether a platter die fits is judged by its number, without number jokers. "
            + "A player who declines a platter die that fits may not take one from the dice "
            + "fields. A die from the dice fields is a passive pick too: in yellow only a grey "
            + "cell.</p>") },
        { key: "yellow", title: qsTr("Yellow"),
          text: qsTr("<p>Cross the die's number in the row of its <b>dice field</b> (roll 2: row "
            + "II), on a grey or a white cell. Passive picks may only use the <b>grey</b> cells. "
            + "A pair of crosses one above the other pays the bonus between them.<br><b>Scoring</b>: "
            + "each row by its crosses (1 cross 2 points, then 6, 12, 20, 30, 42).</p>") },
        { key: "turquoise", title: qsTr("Turquoise"),
          text: qsTr("<p>Cross a cell in the column of the number, any row. Every other die of "
            + "the same number on your dice fields (passive: on the platter) allows one more "
            + "cross in that column, each optional: the sheet shows them with +, a panel lets you "
            + "skip them. A row or column pays its bonus when all its <b>tinted</b> cells are "
            + "crossed; the white cells count for points only.<br><b>Scoring</b>: each row by "
            + "its crosses (1 cross 1 point, then 3, 6, 10, 15, 21).</p>") },
        { key: "blue", title: qsTr("Blue"),
          text: qsTr("<p>Blue + white, written outward from the printed 7 on a side of your "
            + "choice: exactly 1 less on the left, exactly 1 more on the right, a 7 starts a side "
            + "again. A 7 is never the first number of a side and never follows a 7. 2, 3, 4, "
            + "10, 11 and 12 score 4 extra.<br><b>Scoring</b>: each side the points above its "
            + "outermost number, plus the extras.</p>") },
        { key: "brown", title: qsTr("Brown"),
          text: qsTr("<p>Cross the number anywhere right of your last cross; skipped cells are "
            + "lost. A bonus between two cells comes when <b>both neighbours</b> are crossed, so "
            + "a skipped cell loses the bonuses on both its sides.<br><b>Scoring</b>: by the "
            + "number of crosses (1 cross 2 points … 12 crosses 90).</p>") },
        { key: "pink", title: qsTr("Pink"),
          text: qsTr("<p>From left to right, never skipping a field. Field 1 always takes half "
            + "the number (rounded up), with no choice and no bonus. From field 2 on, choose "
            + "each time: <b>½</b> (write half, rounded up, and take the bonus) or <b>×</b> "
            + "(write the number times the star, the bonus is lost).<br><b>Scoring</b>: the sum "
            + "of the numbers written.</p>") },
        { key: "bonuses", title: qsTr("Bonuses"),
          text: qsTr("<p>A bonus comes when its cells are crossed or its field is written. You "
            + "take it at once; it cannot be saved. When one entry brings several bonuses, or a "
            + "bonus brings another (a chain), you choose the order.</p><p>A <b>?</b> bonus is "
            + "compulsory; you choose the number and the place: the yellow ? crosses a number of "
            + "your choice in <b>any</b> row, grey or white; the turquoise ? gives exactly one "
            + "cross in a column of your choice (no more crosses); the blue ? writes any number "
            + "that fits a side; the brown ? crosses any open cell right of your last brown "
            + "cross; the pink ? writes a number 1–6 of your choice, with the ½ or × choice. The "
            + "<b>black ?</b> (round 4 and the last pink field) is the ? of any colour. A ? with "
            + "no open place is lost.</p><p>Round bonuses: round 1 a reroll, round 2 a +1, round "
            + "3 a number joker, round 4 a black ?. The seventh circle of each action track pays "
            + "the bonus at its end: reroll a fox, number joker a pink ?, +1 a brown ?.</p>") },
        { key: "actions", title: qsTr("Actions"),
          text: qsTr("<p>A circled action may be used in this or any later turn and is then "
            + "crossed out; you may use several in one turn.</p><p><b>Reroll</b> (active player "
            + "only): after a roll, before you pick, roll all dice of the rolling area again; the "
            + "dice on the dice fields and the platter stay. A reroll is not one of the three "
            + "rolls.</p><p>The <b>number joker</b> enters a die as another number. Each circled "
            + "slot has its own number, printed in it (3, 4, 5, 6; a ? is any number of your "
            + "choice), and any circled slot may be used, in any order, whenever you enter a die "
            + "(your pick, a passive pick, a die from the dice fields or a +1). The die is <b>not turned</b>: the platter step, other "
            + "players and the turquoise matching of other dice go by the number it shows. One "
            + "joker per die (in blue it changes the chosen die only), never on a ? bonus. The desk asks before it spends one.</p><p><b>+1</b> "
            + "(extra die): at the end of your own turn, active or passive (also when you took no die), take any one of the "
            + "six dice again, wherever it lies, and enter it like a pick (a number joker may "
            + "apply). <b>In yellow the die's place decides</b>: a die on dice field I, II or III "
            + "uses that row, a platter die only a <b>grey</b> cell. Each die at most once per "
            + "turn as +1; several +1 in one turn are allowed.</p>") },
        { key: "end", title: qsTr("Game end"),
          text: qsTr("<p>The game ends after the last turn of the last round. At its end "
            + "everybody may still use <b>+1</b> actions, with number jokers; rerolls and jokers "
            + "left over lapse and score nothing.</p>") },
        { key: "scoring", title: qsTr("Scoring and the winner"),
          text: qsTr("<p>Add your five area scores. Each <b>fox</b> is worth your lowest area "
            + "score (nothing if an area scores 0). The highest total wins. On a tie, the tied "
            + "player with the highest single colour area wins (foxes do not count); if that is "
            + "equal too, they share the win.</p>") },
        { key: "solo", title: qsTr("Solo game"), rating: true,
          text: qsTr("<p>You play 6 rounds. In each round you are first active (a turn as "
            + "above), then passive: all six dice are rolled and the <b>three lowest</b> go to "
            + "the silver platter; the other three lie on dice fields I, II and III in a random "
            + "order (the same order decides between equal numbers). That order matters for the "
            + "fallback and for a +1 in yellow. Take one platter die (a number joker may apply) "
            + "or none. In the passive turn <b>+1 is allowed, reroll is not</b>. Your total "
            + "gives the rating:</p>") },
        { key: "desk", title: qsTr("Playing at the desk"),
          text: qsTr("<p>Dice keys: the number <b>1–6</b> under each die you may take (the "
            + "letters W Y T B Br P name white, yellow, turquoise, blue, brown, pink). While a "
            + "choice is open, <b>1–9</b> choose and <b>Esc</b> closes it; <b>S</b> skips an "
            + "optional cross.</p>") },
    ]
}

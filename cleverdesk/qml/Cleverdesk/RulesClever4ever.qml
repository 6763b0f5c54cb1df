import QtQuick

// Clever 4ever's rules for the Rules screen, in the rulebook's order
// (docs/rules/clever-4ever.md). Every section says its rules itself: a player reads this tab
// alone. docs/rules-coverage.md maps each rule and ruling of the file to one of these keys.
QtObject {
    readonly property var sections: [
        { key: "setup", title: qsTr("Set-up and rounds"),
          text: qsTr("<p>Every player has a score sheet. A player chosen at random takes the six "
            + "dice (white, yellow, blue, grey, green, pink) and is the first <b>active "
            + "player</b>; the others are <b>passive</b>. The game lasts <b>6 rounds</b> with 1 or "
            + "2 players, <b>5 rounds</b> with 3 and <b>4 rounds</b> with 4 players (with the "
            + "optional house rule for 5 or 6 players: 4 rounds). In every round each player is "
            + "the active player once, in turn to the left.</p><p>At the start of each round "
            + "everybody crosses off the round number and takes its bonus: round 1 a "
            + "<b>reroll</b>, round 2 a <b>+1</b>, round 3 a <b>polish</b> action, round 4 a "
            + "<b>black ?</b> (see Bonuses).</p>") },
        { key: "turn", title: qsTr("The active player's turn"),
          text: qsTr("<p>The active player rolls all six dice, picks one and enters it on the "
            + "sheet. The die of roll 1 lies on dice field I, of roll 2 on II, of roll 3 on III; "
            + "the field changes nothing on the sheet. Every die showing <b>less</b> than the "
            + "picked one goes to the <b>silver platter</b>; dice showing the same or more stay. "
            + "The rest are rolled again: three rolls at most. Picking the lowest die sends "
            + "nothing to the platter; when no dice are left to roll, the turn ends early. After "
            + "the third roll every die still in the rolling area goes to the platter.</p><p>Only "
            + "a die that can be entered may be taken. A roll may always be <b>forfeited</b> (F), "
            + "even when a die would fit, and must be when none fits: it counts as one of the "
            + "three, its dice field stays empty and the same dice are rolled again.</p>") },
        { key: "dice", title: qsTr("Which die goes where"),
          text: qsTr("<p>Each die is entered in the area of its colour. The <b>white die</b> is "
            + "wild for yellow, grey, green and pink, and may be combined with blue. Blue reads "
            + "both dice, wherever the other one lies: the blue die gives the row, the white die "
            + "the column (they are not added).</p>") },
        { key: "passive", title: qsTr("The passive players"),
          text: qsTr("<p>When the active player is done, every passive player at the same time "
            + "takes <b>one</b> die from the silver platter and enters it, or takes none. The "
            + "dice stay on the platter: several players may take the same die. A passive "
            + "player never uses a reroll.</p>")
            + qsTr("<p>If no platter die fits a passive player's sheet, that player may take one "
            + "die from the active player's <b>dice fields</b> instead.</p>")
            + qsTr("<p>Whether a platter die fits is judged by its number, without polishing. A "
            + "player who declines a platter die that fits may not take one from the dice "
            + "fields. A die from the dice fields is never polished.</p>") },
        { key: "yellow", title: qsTr("Yellow"),
          text: qsTr("<p>Write the number in the next cell of a row of your choice, anew for "
            + "every die: the <b>top row</b> only rising (&lt;), closed after a 6, and it scores "
            + "nothing itself; the <b>middle row</b> counts minus, the <b>bottom row</b> plus. A "
            + "bonus under a cell comes when the cell is written.<br><b>Scoring</b>: bottom sum "
            + "minus middle sum, plus the points of every column with all three cells written "
            + "(10, 10, 15, 15, 20).</p>") },
        { key: "blue", title: qsTr("Blue"),
          text: qsTr("<p>The blue die gives the <b>row</b>, the white die the <b>column</b>; "
            + "cross that cell, whichever of the two you take. A row's bonus and the diagonal's "
            + "come with their second cross.<br><b>Scoring</b>: columns with two or more crosses "
            + "score the points under them (7 to 12), and two or more crosses on the dashed "
            + "anti-diagonal score 6.</p>") },
        { key: "grey", title: qsTr("Grey"),
          text: qsTr("<p>Cross a whole <b>sub-area</b> (cells of one shade joined side by side, "
            + "never diagonally) of at most the die's number of cells, the surplus is lost: first "
            + "one of the two red-framed ones, then one next to your crosses, side by side (never "
            + "diagonally). All its cells light up; click "
            + "any of them. Bonus cells in it pay their bonus; a complete shade gives a "
            + "fox.<br><b>Scoring</b>: each full column the points above it.</p>") },
        { key: "green", title: qsTr("Green"),
          text: qsTr("<p>Each field has an <b>upper</b> and a <b>lower triangle</b>: two rows, "
            + "each filled from left to right, you choose which for every die. Writing a lower "
            + "triangle pays the bonus under its field.<br><b>Scoring</b>: a full field scores "
            + "(upper + lower) × its multiplier (×2 from field 4); a field with one triangle "
            + "scores 0.</p>") },
        { key: "pink", title: qsTr("Pink"),
          text: qsTr("<p>From left to right; a 3 writes a second 3 in the next field (that one "
            + "does nothing more), a 5 or 6 pays the bonus. Pink scores the points printed above "
            + "its last filled field, plus 2 for each 2, 4 for each 4 and 3 for each 6.</p>") },
        { key: "bonuses", title: qsTr("Bonuses"),
          text: qsTr("<p>A bonus comes when its cell or field is filled, or its row gets its "
            + "second cross. You take it at once; it cannot be saved. When one entry brings "
            + "several bonuses, or a bonus brings another (a chain), you choose the "
            + "order.</p><p>A <b>?</b> bonus is compulsory and acts as the number you choose, "
            + "with the area's rules: the yellow ? writes it in a row of your choice; the blue ? "
            + "crosses <b>any</b> open blue cell; the grey ? crosses any sub-area you may cross "
            + "now; the green ? writes it in the row of your choice; the pink ? writes it with "
            + "its effect. The <b>black ?</b> (round 4) lets you choose the area and the number. "
            + "A ? with no open place is lost.</p><p>Round bonuses: round 1 a reroll, round 2 a "
            + "+1, round 3 a polish action, round 4 a black ?. The reroll track's last circle "
            + "pays a pink ?.</p>") },
        { key: "actions", title: qsTr("Actions"),
          text: qsTr("<p>A circled action may be used in this or any later turn and is then "
            + "crossed out; you may use several in one turn.</p><p><b>Polish silver</b>: a die "
            + "you take from the platter (passive pick or +1), and the partner of a blue entry "
            + "lying on the platter, may be entered 1 higher or lower per polish action, several "
            + "steps allowed; 1 and 6 are not neighbours. The die is not turned: everybody else "
            + "still sees its number. A die from the dice fields, or the active player's own "
            + "pick, is never polished. The desk shows the steps and their cost before anything "
            + "is spent.</p><p><b>Reroll</b> (active player only): after a roll, roll all dice "
            + "of the rolling area again. <b>+1</b>: at the end of your own turn, active or "
            + "passive (also when you took no die), enter any one of the six dice again, wherever it lies; each die at most "
            + "once per turn.</p>") },
        { key: "end", title: qsTr("Game end"),
          text: qsTr("<p>The game ends after the last turn of the last round. At its end "
            + "everybody may still use <b>+1</b> and <b>polish</b> actions; rerolls left over "
            + "lapse and score nothing.</p>") },
        { key: "scoring", title: qsTr("Scoring and the winner"),
          text: qsTr("<p>Add your five area scores (yellow may be negative). Each <b>fox</b> is "
            + "worth your lowest area score (nothing if that is 0 or less). The highest total "
            + "wins. On a tie, the tied player with the highest single colour area wins (foxes "
            + "do not count); if that is equal too, they share the win.</p>") },
        { key: "solo", title: qsTr("Solo game"), rating: true,
          text: qsTr("<p>You play 6 rounds. In each round you are first active (a turn as "
            + "above), then passive: all six dice are rolled and the <b>three lowest</b> go to "
            + "the silver platter; the other three lie on dice fields I, II and III in a random "
            + "order (the same order decides between equal numbers). Take one platter die (it "
            + "may be polished) or none; if none fits, the dice fields are open to you as usual. "
            + "In the passive turn <b>+1 and polish are allowed, reroll is not</b>. Your total "
            + "gives the rating:</p>") },
        { key: "desk", title: qsTr("Playing at the desk"),
          text: qsTr("<p>Dice keys: the number <b>1–6</b> under each die you may take (the "
            + "letters W Y B Gy G P name white, yellow, blue, grey, green, pink). While a choice "
            + "is open, <b>1–9</b> choose and <b>Esc</b> closes it.</p>") },
    ]
}

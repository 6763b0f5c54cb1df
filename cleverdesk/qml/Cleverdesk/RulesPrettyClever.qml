import QtQuick

// That's Pretty Clever!'s rules for the Rules screen, in the rulebook's order
// (docs/rules/ganz-schoen-clever.md). Every section says its rules itself: a player reads this tab
// alone. docs/rules-coverage.md maps each rule and ruling of the file to one of these keys.
QtObject {
    readonly property var sections: [
        { key: "setup", title: qsTr("Set-up and rounds"),
          text: qsTr("<p>Every player has a score sheet. A player chosen at random takes the six "
            + "dice (white, yellow, blue, green, orange, purple) and is the first <b>active "
            + "player</b>; the others are <b>passive</b>. The game lasts <b>6 rounds</b> with 1 or "
            + "2 players, <b>5 rounds</b> with 3 and <b>4 rounds</b> with 4 players (with the "
            + "optional house rule for 5 or 6 players: 4 rounds). In every round each player is "
            + "the active player once, in turn to the left.</p><p>At the start of each round "
            + "everybody crosses off the round number and takes its bonus: round 1 a "
            + "<b>reroll</b>, round 2 a <b>+1</b>, round 3 a <b>reroll</b>, round 4 a <b>black X "
            + "or black 6</b> (see Bonuses).</p>") },
        { key: "turn", title: qsTr("The active player's turn"),
          text: qsTr("<p>The active player rolls all six dice, picks one, puts it on the next "
            + "<b>dice field</b> and enters it on the sheet. Every die showing <b>less</b> than "
            + "the picked one goes to the <b>silver platter</b>; dice showing the same or more "
            + "stay. The rest are rolled again: three rolls at most, so up to three dice land on "
            + "the dice fields. Picking the lowest die sends nothing to the platter; when no dice "
            + "are left to roll, the turn ends early. After the third roll every die still in "
            + "the rolling area goes to the platter.</p><p>Only a die that can be entered may be "
            + "taken. If no die of the rolling area fits your sheet, the roll is "
            + "<b>forfeited</b>: it counts as one of the three, its dice field stays empty and "
            + "the same dice are rolled again. While a die fits, you must take one.</p>") },
        { key: "dice", title: qsTr("Which die goes where"),
          text: qsTr("<p>Each die is entered in the area of its colour. The <b>white die</b> is "
            + "wild: it can be used as any colour. Blue always counts <b>blue + white</b> "
            + "together, wherever the other die lies: the blue die and the white die taken as "
            + "blue both enter that sum, never a single die.</p>") },
        { key: "passive", title: qsTr("The passive players"),
          text: qsTr("<p>When the active player is done, every passive player at the same time "
            + "takes <b>one</b> die from the silver platter and enters it, or takes none. The "
            + "dice stay on the platter: several players may take the same die.</p>")
            + qsTr("<p>If no platter die fits a passive player's sheet, that player may take one "
            + "die from the active player's <b>dice fields</b> instead.</p>")
            + qsTr("<p>A player who declines a platter die that fits may not take one from the "
            + "dice fields.</p>") },
        { key: "yellow", title: qsTr("Yellow"),
          text: qsTr("<p>Cross <b>one</b> cell showing the die's number, anywhere in the grid: "
            + "one die crosses one cell, even when both cells of its number are open. The four "
            + "printed crosses count as crossed. A complete row pays the bonus at its right, the "
            + "complete diagonal from the top left a +1.<br><b>Scoring</b>: each complete column "
            + "scores the points printed under it (10, 14, 16, 20).</p>") },
        { key: "blue", title: qsTr("Blue"),
          text: qsTr("<p>Add the blue and the white die and cross that sum (2–12). A complete "
            + "row or column pays the bonus printed at its end.<br><b>Scoring</b>: by the number "
            + "of crosses, on the scale above the area (1 cross 1 point … 11 crosses 56 "
            + "points).</p>") },
        { key: "green", title: qsTr("Green"),
          text: qsTr("<p>From left to right, never skipping a cell: the die must reach the "
            + "number printed in the next cell (≥) to cross it.<br><b>Scoring</b>: the points in "
            + "the star above your last crossed cell.</p>") },
        { key: "orange", title: qsTr("Orange"),
          text: qsTr("<p>From left to right, never skipping a cell: write the die's number in "
            + "the next cell, any number; a ×2 or ×3 cell doubles or triples it (a 4 on ×2 is "
            + "written as 8).<br><b>Scoring</b>: the sum of the numbers written.</p>") },
        { key: "purple", title: qsTr("Purple"),
          text: qsTr("<p>From left to right, never skipping a cell: write the die's number; "
            + "each number must be <b>higher</b> than the one before, except that after a 6 any "
            + "number may follow, another 6 too.<br><b>Scoring</b>: the sum of the numbers "
            + "written.</p>") },
        { key: "bonuses", title: qsTr("Bonuses"),
          text: qsTr("<p>A bonus under a cell comes when that cell is filled; a bonus at the end "
            + "of a row, a column or the diagonal when its last cell is marked. You take it at "
            + "once; it cannot be saved. When one mark brings several bonuses, or a bonus brings "
            + "another (a chain), you choose the order.</p><p>An <b>X</b> crosses a cell of its "
            + "colour without a die: in yellow and blue any open cell, in green the next cell, "
            + "<b>whatever its minimum</b>. A <b>number bonus</b> writes its number in the next "
            + "orange or purple cell; in orange it is <b>multiplied</b> by the cell's ×2 or ×3. "
            + "A <b>reroll</b> or <b>+1</b> circles the next action on its track, a <b>fox</b> "
            + "scores at the end. A bonus with no open cell is lost.</p><p>In <b>round 4</b> "
            + "everybody chooses a <b>black X</b> (any yellow or blue cell, or the next green "
            + "cell) or a <b>black 6</b> (the next orange cell, multiplied, or the next purple "
            + "cell).</p>") },
        { key: "actions", title: qsTr("Actions"),
          text: qsTr("<p>A circled action may be used in this or any later turn and is then "
            + "crossed out; you may use several in one turn.</p><p><b>Reroll</b> (active player "
            + "only): after a roll, before you pick, roll all dice of the rolling area again; the "
            + "dice on the dice fields and the platter stay. A reroll is not one of the three "
            + "rolls.</p><p><b>+1</b> (extra die): at the end of your own turn, active or "
            + "passive (also when you took no die), take <b>any one of the six dice</b> again, wherever it lies (platter or "
            + "dice field, also a die already used), and enter it like a pick. Each die at most "
            + "once per turn as +1; several +1 in one turn are allowed.</p>") },
        { key: "end", title: qsTr("Game end"),
          text: qsTr("<p>The game ends after the last turn of the last round. At its end "
            + "everybody may still use <b>+1</b> actions; rerolls left over lapse and score "
            + "nothing.</p>") },
        { key: "scoring", title: qsTr("Scoring and the winner"),
          text: qsTr("<p>Add your five area scores. Each <b>fox</b> is worth your lowest area "
            + "score (nothing if an area scores 0). The highest total wins. On a tie, the tied "
            + "player with the highest single area score wins; if that is equal too, they share "
            + "the win.</p>") },
        { key: "solo", title: qsTr("Solo game"), rating: true,
          text: qsTr("<p>You play 6 rounds. In each round you are first active (a turn as "
            + "above), then passive: all six dice are rolled and the <b>three lowest</b> go to "
            + "the silver platter (equal numbers in a random order), the other three onto the "
            + "dice fields. Take one platter die or none; if none fits, the dice fields are open "
            + "to you as usual. In the passive turn <b>+1 is allowed, reroll is not</b>. Your "
            + "total tells you how clever you are:</p>") },
        { key: "desk", title: qsTr("Playing at the desk"),
          text: qsTr("<p>Click a die (or press the number <b>1–6</b> under it), then one of the "
            + "lit cells. Bonuses that need a choice light their cells and say what they want. "
            + "<b>Arrows</b> or <b>Tab</b> walk over the lit cells, <b>Enter</b> enters the die "
            + "there. <b>R</b> reroll, <b>E</b> use a +1, <b>D</b> done with +1, <b>N</b> take no "
            + "die, <b>F</b> forfeit, <b>Esc</b> cancel a choice. Every die carries a letter (W, "
            + "Y, B, G, O, P) besides its colour.</p>") },
    ]
}

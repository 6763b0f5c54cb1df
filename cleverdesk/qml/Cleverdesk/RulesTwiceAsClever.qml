import QtQuick

// Twice as Clever!'s rules for the Rules screen, in the rulebook's order
// (docs/rules/doppelt-so-clever.md). Every section says its rules itself: a player reads this tab
// alone. docs/rules-coverage.md maps each rule and ruling of the file to one of these keys.
QtObject {
    readonly property var sections: [
        { key: "setup", title: qsTr("Set-up and rounds"),
          text: qsTr("<p>Every player has a score sheet. A player chosen at random takes the six "
            + "dice (white, yellow, blue, green, pink, silver) and is the first <b>active "
            + "player</b>; the others are <b>passive</b>. The game lasts <b>6 rounds</b> with 1 or "
            + "2 players, <b>5 rounds</b> with 3 and <b>4 rounds</b> with 4 players (with the "
            + "optional house rule for 5 or 6 players: 4 rounds). In every round each player is "
            + "the active player once, in turn to the left.</p><p>At the start of each round "
            + "everybody crosses off the round number and takes its bonus: round 1 a "
            + "<b>reroll</b>, round 2 a <b>+1</b>, round 3 a <b>return</b> action, round 4 a "
            + "<b>black ?</b> (see Bonuses).</p>") },
        { key: "turn", title: qsTr("The active player's turn"),
          text: qsTr("<p>The active player rolls all six dice, picks one, puts it on the next "
            + "<b>dice field</b> and enters it on the sheet. Every die showing <b>less</b> than "
            + "the picked one goes to the <b>silver platter</b>; dice showing the same or more "
            + "stay. The rest are rolled again: three rolls at most. Picking the lowest die sends "
            + "nothing to the platter; when no dice are left to roll, the turn ends early (unless "
            + "a return action brings one back). After the third roll every die still in the "
            + "rolling area goes to the platter.</p><p>Only a die that can be entered may be "
            + "taken. A roll may always be <b>forfeited</b> (F), even when a die would fit, and "
            + "must be when none fits: it counts as one of the three, its dice field stays empty "
            + "and the same dice are rolled again.</p>") },
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
        { key: "silver", title: qsTr("Silver"),
          text: qsTr("<p>Cross the die's number in a row of your choice where it is still open; "
            + "when the number is crossed in all four rows, the silver die may not be taken as "
            + "silver. A column crossed in all four rows pays the bonus under it.</p><p>When your "
            + "<b>active pick goes into silver</b>, every die it sends to the platter may follow "
            + "into silver too: a coloured die in the row of its colour, white or silver in any "
            + "row. Each of these marks is optional: click a lit cell or press Skip. Dice that "
            + "were on the platter before, and the dice that go there after the third roll, never "
            + "follow; a silver die taken by a passive player, by a +1 or by a ? bonus gives one "
            + "mark only.<br><b>Scoring</b>: each row by its own crosses, on the scale above (1 "
            + "cross 2 points … 6 crosses 22 points).</p>") },
        { key: "yellow", title: qsTr("Yellow"),
          text: qsTr("<p>A die first <b>circles</b> a cell showing its number, a later one "
            + "<b>crosses</b> a circled cell; a cell without a circle can never be crossed. When "
            + "both are possible, you choose. Rows and columns pay their bonus once all their "
            + "cells are circled.<br><b>Scoring</b>: only crosses count, on the scale above the "
            + "area.</p>") },
        { key: "blue", title: qsTr("Blue"),
          text: qsTr("<p>Blue + white, written from left to right, never skipping a cell; the "
            + "first number may be any sum, every later one must be <b>the same or lower</b> "
            + "than the number before.<br><b>Scoring</b>: the points above your last filled "
            + "cell.</p>") },
        { key: "green", title: qsTr("Green"),
          text: qsTr("<p>From left to right, never skipping a cell: write the die times the "
            + "cell's factor, any number. When both cells of a pair are filled, the pair scores "
            + "the first minus the second (it may be negative); a pair with only its first cell "
            + "filled scores 0. A cell's bonus comes when it is filled.<br><b>Scoring</b>: the "
            + "sum of the pairs.</p>") },
        { key: "pink", title: qsTr("Pink"),
          text: qsTr("<p>From left to right, never skipping a cell: write the die's number, any "
            + "number; a cell pays its bonus only if the number reaches its ≥.<br><b>Scoring</b>: "
            + "the sum of the numbers written.</p>") },
        { key: "bonuses", title: qsTr("Bonuses"),
          text: qsTr("<p>A bonus under a cell comes when that cell is filled; a bonus at the end "
            + "of a row or column when the line is complete (in yellow: all circled). You take it "
            + "at once; it cannot be saved. When one mark brings several bonuses, or a bonus "
            + "brings another (a chain), you choose the order. A bonus with no open place is "
            + "lost; marks made by bonuses never send dice to the platter.</p><p>A <b>?</b> in a "
            + "colour is compulsory: the silver ? crosses any open silver cell; the yellow ? "
            + "circles or crosses any yellow cell; the blue ? writes a number of your choice from "
            + "2 up to the previous blue number (never higher); the green and the pink ? write a "
            + "number 1–6 of your choice (green times the factor; pink's ≥ still decides its "
            + "bonus). A panel asks which number. In <b>round 4</b> everybody gets a <b>black "
            + "?</b>: the ? of any colour you choose.</p><p>The sixth circle of each action track "
            + "pays the bonus at its end: reroll a fox, return a pink ?, +1 a silver ?.</p>") },
        { key: "actions", title: qsTr("Actions"),
          text: qsTr("<p>A circled action may be used in this or any later turn and is then "
            + "crossed out; you may use several in one turn.</p><p><b>Reroll</b> (active player "
            + "only): after a roll, before you pick, roll all dice of the rolling area again; the "
            + "dice on the dice fields and the platter stay. A reroll is not one of the three "
            + "rolls.</p><p><b>Return</b> (active player only): before your second or third roll, "
            + "bring one die from the platter back into the rolling area: click the die; it is "
            + "rolled with the others. Several are allowed, but never once the dice are rolled, "
            + "and never after the third roll.</p><p><b>+1</b> (extra die): at the end of your "
            + "own turn, active or passive (also when you took no die), take <b>any one of the six dice</b> again, wherever it "
            + "lies (platter or dice field, also a die already used), and enter it like a pick. "
            + "Each die at most once per turn as +1; several +1 in one turn are allowed.</p>") },
        { key: "end", title: qsTr("Game end"),
          text: qsTr("<p>The game ends after the last turn of the last round. At its end "
            + "everybody may still use <b>+1</b> actions; rerolls and return actions left over "
            + "lapse and score nothing.</p>") },
        { key: "scoring", title: qsTr("Scoring and the winner"),
          text: qsTr("<p>Add your five area scores (green may be negative). Each <b>fox</b> is "
            + "worth your lowest area score (nothing if that is 0 or less). The highest total "
            + "wins. On a tie, the tied player with the highest single area score wins; if that "
            + "is equal too, they share the win.</p>") },
        { key: "solo", title: qsTr("Solo game"), rating: true,
          text: qsTr("<p>You play 6 rounds. In each round you are first active (a turn as "
            + "above), then passive: all six dice are rolled and the <b>three lowest</b> go to "
            + "the silver platter (equal numbers in a random order), the other three onto the "
            + "dice fields. Take one platter die or none; if none fits, the dice fields are open "
            + "to you as usual; silver gives one mark. In the passive turn <b>+1 is allowed, "
            + "reroll and return are not</b>. The rating goes from “Half as clever.” to “Twice as "
            + "clever!” (over 320 points):</p>") },
        { key: "desk", title: qsTr("Playing at the desk"),
          text: qsTr("<p>Dice keys: the number <b>1–6</b> under each die you may take (the "
            + "letters W Y B G P S name white, yellow, blue, green, pink, silver). While a choice "
            + "is open, <b>1–9</b> choose and <b>Esc</b> closes it. <b>S</b> skips a silver "
            + "chain mark, <b>D</b> rolls on after returning dice or ends the +1 window.</p>") },
    ]
}

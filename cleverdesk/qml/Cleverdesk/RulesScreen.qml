import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// How to play That's Pretty Clever!, in short, and the keyboard keys.
Item {
    id: screen

    property real u: 1
    // The rules of the game on the table (That's Pretty Clever! when none is running).
    property string game: Game.running ? Game.gameId : "ganz-schoen-clever"
    signal back()

    Keys.onEscapePressed: screen.back()
    focus: true

    Rectangle { anchors.fill: parent; color: Theme.feltDark }

    ScreenHeader {
        id: header
        anchors.left: parent.left
        anchors.right: parent.right
        u: screen.u
        title: qsTr("Rules: %1").arg(Words.gameTitle(screen.game))
        onBack: screen.back()
    }

    // Every Clever game's rules, whichever game is on the table.
    Row {
        id: gameChooser
        anchors.top: header.bottom
        anchors.topMargin: 12 * screen.u
        anchors.horizontalCenter: parent.horizontalCenter
        spacing: 10 * screen.u
        Repeater {
            model: Desk.games
            FilterChip {
                required property var modelData
                objectName: "rulesFor_" + modelData.id
                u: screen.u
                text: modelData.title
                checked: screen.game === modelData.id
                onClicked: screen.game = modelData.id
            }
        }
    }

    // SET Cubed's rules have a screen of their own: chosen here, it covers this one until Back.
    Loader {
        anchors.fill: parent
        z: 10
        active: screen.game === "set-cubed"
        focus: active
        sourceComponent: SetCubedRulesScreen {
            objectName: "setCubedRulesScreen"
            u: screen.u
            focus: true
            onBack: screen.game = "ganz-schoen-clever"
        }
    }

    // The guided first game, again whenever wanted (it starts by itself on the first run).
    DeskButton {
        id: guideButton
        objectName: "rulesGuide"
        anchors.top: gameChooser.bottom
        anchors.topMargin: 12 * screen.u
        anchors.horizontalCenter: parent.horizontalCenter
        visible: screen.game === "ganz-schoen-clever"
        height: visible ? implicitHeight : 0
        u: screen.u
        onDark: true
        text: qsTr("Play the guided game")
        tip: qsTr("A first game in which the desk points at every element and says what to do next")
        onClicked: Guide.start()
    }

    ScrollView {
        anchors.top: guideButton.bottom
        anchors.bottom: parent.bottom
        anchors.left: parent.left
        anchors.right: parent.right
        contentWidth: availableWidth

        Rectangle {
            width: Math.min(parent.width - 48 * screen.u, 980 * screen.u)
            x: (parent.width - width) / 2
            y: 20 * screen.u
            implicitHeight: rulesText.implicitHeight + 48 * screen.u
            radius: 12 * screen.u
            color: Theme.paper

            Text {
                id: rulesText
                objectName: "rulesText"
                x: 24 * screen.u
                y: 24 * screen.u
                width: parent.width - 48 * screen.u
                wrapMode: Text.WordWrap
                textFormat: Text.StyledText
                color: Theme.ink
                font.pixelSize: 16 * screen.u
                lineHeight: 1.15
                text: screen.game === "doppelt-so-clever" ? screen.twiceAsClever
                    : screen.game === "clever-4ever" ? screen.clever4ever
                    : screen.game === "clever-hoch-drei" ? screen.cleverCubed : screen.prettyClever
            }
        }
    }

    readonly property string twiceAsClever: [
        qsTr("<h2>The turn</h2><p>As in That's Pretty Clever!: the active player rolls all six "
            + "dice up to three times, picks one die per roll and enters it; every die showing "
            + "<b>less</b> goes to the <b>silver platter</b>; the others then take one platter die "
            + "each (solo: the three lowest of a passive roll). A roll may always be "
            + "<b>forfeited</b> (F), even when a die would fit.</p>"),
        qsTr("<p>If no platter die fits a passive player's sheet, that player may take one die "
            + "from the active player's <b>dice fields</b> instead.</p>"),
        qsTr("<h2>The areas</h2><p><b>Silver</b>: cross the die's number in any row. Each row "
            + "scores by its own crosses (scale above); full columns pay bonuses. When your "
            + "<b>active pick goes into silver</b>, every die it sends to the platter may follow "
            + "into silver too: a coloured die in the row of its colour, white or silver in any "
            + "row. Each of these marks is optional: click a lit cell or press Skip.<br>"),
        qsTr("<b>Yellow</b>: a die first <b>circles</b> a cell showing its number, a later one "
            + "<b>crosses</b> a circled cell. Only crosses score (scale above); rows and columns "
            + "pay their bonus once all their cells are circled.<br>"),
        qsTr("<b>Blue</b>: blue + white, written left to right, never higher than the number "
            + "before.<br>"),
        qsTr("<b>Green</b>: the die times the cell's factor; each pair scores first minus second "
            + "(may be negative).<br>"),
        qsTr("<b>Pink</b>: any number, left to right; a cell pays its bonus only if the number "
            + "reaches its ≥.<br>"),
        qsTr("The <b>white die</b> is wild.</p>"),
        qsTr("<h2>Bonuses and actions</h2><p>A <b>?</b> in a colour: silver ? crosses any silver "
            + "cell, yellow ? circles or crosses any yellow cell, blue, green and pink ? write a "
            + "number of your choice (a panel asks which). Round 4 gives a black ? of any colour. "
            + "<b>Reroll</b>, <b>+1</b> as before; a <b>return</b> action brings one platter die "
            + "back into the rolling area before your next roll: click the die. The sixth circle "
            + "of each action track pays the bonus printed at its end.</p>"),
        qsTr("<h2>Scoring</h2><p>Each fox is worth your lowest area score (nothing if that is 0 "
            + "or less). Solo, the rating table goes from “Half as clever.” to “Twice as clever!” "
            + "above 320 points.</p>"),
        qsTr("<h2>Playing at the desk</h2><p>Dice keys: the number <b>1–6</b> under each die you "
            + "may take (the letters W Y B G P S name white, yellow, blue, green, pink, silver). "
            + "While a choice is open, <b>1–9</b> choose and "
            + "<b>Esc</b> closes it. <b>S</b> skips a silver chain mark, <b>D</b> rolls on after "
            + "returning dice or ends the +1 window.</p>"),
    ].join("")

    readonly property string cleverCubed: [
        qsTr("<h2>The turn</h2><p>As in the other Clever games: up to three rolls, one die per "
            + "roll, every lower die to the <b>silver platter</b>, the others (solo: a passive "
            + "roll) take one platter die. A roll may always be <b>forfeited</b> (F). The die of "
            + "roll 1 lies on dice field I, roll 2 on II, roll 3 on III.</p>"),
        qsTr("<p>If no platter die fits a passive player's sheet, that player may take one die "
            + "from the active player's <b>dice fields</b> instead.</p>"),
        qsTr("<h2>The areas</h2><p><b>Yellow</b>: cross the die's number in the row of its "
            + "<b>dice field</b> (roll 2: row II). Passive picks may only use the <b>grey</b> "
            + "cells. A pair of crosses one above the other pays the bonus between them.<br>"),
        qsTr("<b>Turquoise</b>: cross a cell in the column of the number, any row. Every other "
            + "die of the same number on your dice fields (passive: on the platter) allows one "
            + "more cross in that column, each optional: the sheet shows them with +, a panel lets "
            + "you skip them.<br>"),
        qsTr("<b>Blue</b>: blue + white, written outward from the printed 7: exactly 1 less on "
            + "the left, exactly 1 more on the right, a 7 starts a side again. 2, 3, 4, 10, 11 and 12 score "
            + "4 extra.<br>"),
        qsTr("<b>Brown</b>: cross the number anywhere right of your last cross; skipped cells are "
            + "lost.<br>"),
        qsTr("<b>Pink</b>: left to right; each time choose <b>½</b> (write half, rounded up, and "
            + "take the bonus) or <b>×</b> (write the number times the star, the bonus is "
            + "lost).</p>"),
        qsTr("<h2>Actions</h2><p>The <b>number joker</b> enters a die as another number: 3, 4, 5, "
            + "6 or any (?). The desk asks before it spends one. Re-roll and +1 as in the other "
            + "games.</p>"),
        qsTr("<h2>Scoring</h2><p>Each fox is worth your lowest area score. Solo, 450 points and "
            + "more: “You are Clever Cubed!”.</p>"),
        qsTr("<h2>Playing at the desk</h2><p>Dice keys: the number <b>1–6</b> under each die you "
            + "may take (the letters W Y T B Br P name white, yellow, turquoise, blue, brown, pink). "
            + "While a choice is open, <b>1–9</b> choose "
            + "and <b>Esc</b> closes it; <b>S</b> skips an optional cross.</p>"),
    ].join("")

    readonly property string clever4ever: [
        qsTr("<h2>The turn</h2><p>As in the other Clever games: up to three rolls, one die per "
            + "roll, every lower die to the <b>silver platter</b>, the others (solo: a passive "
            + "roll) take one platter die. A roll may always be <b>forfeited</b> (F).</p>"),
        qsTr("<p>If no platter die fits a passive player's sheet, that player may take one die "
            + "from the active player's <b>dice fields</b> instead.</p>"),
        qsTr("<h2>The areas</h2><p><b>Yellow</b>: write the number in the next cell of a row of "
            + "your choice: the top row only rising (&lt;), the middle row counts minus, the "
            + "bottom row plus; full columns score.<br>"),
        qsTr("<b>Blue</b>: the blue die gives the <b>row</b>, the white die the <b>column</b>; "
            + "cross that cell. A row's bonus and the diagonal's come with their second cross; "
            + "columns with two crosses score, and two crosses on the dashed anti-diagonal score "
            + "6.<br>"),
        qsTr("<b>Grey</b>: cross a whole <b>sub-area</b> (cells of one shade that touch) of at "
            + "most the die's number of cells: first one of the two red-framed ones, then one "
            + "touching your crosses. All its cells light up; click any of them. Full columns "
            + "score; a complete shade gives a fox.<br>"),
        qsTr("<b>Green</b>: each field has an upper and a lower <b>triangle</b>; two rows filled "
            + "left to right, you choose which. A lower triangle pays its bonus; a full field "
            + "scores (upper + lower) × its multiplier.<br>"),
        qsTr("<b>Pink</b>: left to right; a 3 writes a second 3, a 5 or 6 pays the bonus. Pink "
            + "scores the points printed above its last filled field, plus 2 for each 2, 4 for "
            + "each 4 and 3 for each 6.</p>"),
        qsTr("<h2>Actions</h2><p><b>Polish silver</b>: a die you take from the platter (passive "
            + "pick or +1), and the partner of a blue entry lying on the platter, may be entered 1 "
            + "higher or lower per polish action. The desk shows the steps and their cost before "
            + "anything is spent.</p><p><b>Reroll</b> (active player only): after a roll, roll "
            + "all dice of the rolling area again. <b>+1</b>: at the end of your own turn, active "
            + "or passive, enter any one of the six dice again, wherever it lies; each die at most "
            + "once per turn.</p>"),
        qsTr("<h2>Scoring</h2><p>Each fox is worth your lowest area score (nothing if that is 0 "
            + "or less). Solo, 450 points and more is “Clever 4ever!”.</p>"),
        qsTr("<h2>Playing at the desk</h2><p>Dice keys: the number <b>1–6</b> under each die you "
            + "may take (the letters W Y B Gy G P name white, yellow, blue, grey, green, pink). "
            + "While a choice is open, <b>1–9</b> choose and "
            + "<b>Esc</b> closes it.</p>"),
    ].join("")

    readonly property string prettyClever: [
        qsTr("<h2>The turn</h2><p>The active player rolls all six dice, picks one, and enters it "
            + "on the sheet. Every die showing <b>less</b> than the picked one goes to the "
            + "<b>silver platter</b>. The rest are rolled again: three rolls at most, so up to "
            + "three dice land on the <b>dice fields</b>. Then the others each take one die from "
            + "the platter (or none). Solo, a passive roll puts the three lowest of six dice on "
            + "the platter after each of your turns.</p><p>If no die of the rolling area fits your "
            + "sheet, the roll is <b>forfeited</b>.</p>"),
        qsTr("<p>If no platter die fits a passive player's sheet, that player may take one die "
            + "from the active player's <b>dice fields</b> instead.</p>"),
        qsTr("<h2>The areas</h2><p><b>Yellow</b>: cross a cell showing the die's number. Complete "
            + "columns score, complete rows and the diagonal pay bonuses.<br>"),
        qsTr("<b>Blue</b>: the blue and the white die are added; cross that sum. More crosses "
            + "score more (scale above the area).<br>"),
        qsTr("<b>Green</b>: from left to right; the die must reach the number printed in the cell "
            + "(≥).<br>"),
        qsTr("<b>Orange</b>: from left to right, write the number; ×2 and ×3 cells multiply "
            + "it.<br>"),
        qsTr("<b>Purple</b>: from left to right, each number higher than the one before; after a "
            + "6 anything goes.<br>"),
        qsTr("The <b>white die</b> is wild: it can be used as any colour.</p>"),
        qsTr("<h2>Bonuses and actions</h2><p>Filling a marked cell or completing a line pays its "
            + "bonus at once: an X in another area, a number in orange or purple, a <b>reroll</b>, "
            + "a <b>+1</b> (extra die), or a <b>fox</b>. Rerolls re-throw the rolling area before "
            + "you pick. A +1 lets you use any one die again at the end of a turn, active or "
            + "passive. In round 4 everybody enters a black X or a black 6.</p>"),
        qsTr("<h2>Scoring</h2><p>Each fox is worth your lowest area score. Highest total wins; "
            + "solo, the rating table tells you how clever you are.</p>"),
        qsTr("<h2>Playing at the desk</h2><p>Click a die (or press the number <b>1–6</b> under "
            + "it), then one of the lit cells. Bonuses that need a choice "
            + "light their cells and say what they want. <b>Arrows</b> or <b>Tab</b> walk over the "
            + "lit cells, <b>Enter</b> enters the die there. <b>R</b> reroll, <b>E</b> use a +1, "
            + "<b>D</b> done with +1, <b>N</b> take no die, <b>F</b> forfeit, <b>Esc</b> cancel a "
            + "choice. Every die carries a letter (W, Y, B, G, O, P) besides its colour.</p>"),
    ].join("")
}

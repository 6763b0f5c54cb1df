import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// How to play That's Pretty Clever!, in short, and the keyboard keys.
Item {
    id: screen

    property real u: 1
    signal back()

    Keys.onEscapePressed: screen.back()
    focus: true

    Rectangle { anchors.fill: parent; color: Theme.feltDark }

    ScreenHeader {
        id: header
        anchors.left: parent.left
        anchors.right: parent.right
        u: screen.u
        title: qsTr("Rules: That's Pretty Clever!")
        onBack: screen.back()
    }

    ScrollView {
        anchors.top: header.bottom
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
                text: qsTr("<h2>The turn</h2>"
                    + "<p>The active player rolls all six dice, picks one, and enters it on the sheet. Every die "
                    + "showing <b>less</b> than the picked one goes to the <b>silver platter</b>. The rest are rolled "
                    + "again: three rolls at most, so up to three dice land on the <b>dice fields</b>. Then the "
                    + "others each take one die from the platter (or none). Solo, a passive roll puts the three "
                    + "lowest of six dice on the platter after each of your turns.</p>"
                    + "<p>If no die of the rolling area fits your sheet, the roll is <b>forfeited</b>.</p>"
                    + "<h2>The areas</h2>"
                    + "<p><b>Yellow</b>: cross a cell showing the die's number. Complete columns score, complete rows and the diagonal pay bonuses.<br>"
                    + "<b>Blue</b>: the blue and the white die are added; cross that sum. More crosses score more (scale above the area).<br>"
                    + "<b>Green</b>: from left to right; the die must reach the number printed in the cell (≥).<br>"
                    + "<b>Orange</b>: from left to right, write the number; ×2 and ×3 cells multiply it.<br>"
                    + "<b>Purple</b>: from left to right, each number higher than the one before; after a 6 anything goes.<br>"
                    + "The <b>white die</b> is wild: it can be used as any colour.</p>"
                    + "<h2>Bonuses and actions</h2>"
                    + "<p>Filling a marked cell or completing a line pays its bonus at once: an X in another area, "
                    + "a number in orange or purple, a <b>reroll</b>, a <b>+1</b> (extra die), or a <b>fox</b>. "
                    + "Rerolls re-throw the rolling area before you pick. A +1 lets you use any one die again at "
                    + "the end of a turn, active or passive. In round 4 everybody enters a black X or a black 6.</p>"
                    + "<h2>Scoring</h2>"
                    + "<p>Each fox is worth your lowest area score. Highest total wins; solo, the rating table tells "
                    + "you how clever you are.</p>"
                    + "<h2>Playing at the desk</h2>"
                    + "<p>Click a die (or press <b>1–6</b> for white, yellow, blue, green, orange, purple), then one "
                    + "of the lit cells. Bonuses that need a choice light their cells and say what they want. "
                    + "<b>Arrows</b> or <b>Tab</b> walk over the lit cells, <b>Enter</b> enters the die there. "
                    + "<b>R</b> reroll, <b>E</b> use a +1, <b>D</b> done with +1, <b>N</b> take no die, "
                    + "<b>F</b> forfeit, <b>Esc</b> cancel a choice. Every die carries a letter "
                    + "(W, Y, B, G, O, P) besides its colour.</p>")
            }
        }
    }
}

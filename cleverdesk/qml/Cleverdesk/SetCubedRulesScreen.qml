import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// How to play SET Cubed, in short, the keyboard keys, and what in this app is approximate.
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
        title: qsTr("Rules: SET Cubed")
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
            implicitHeight: rulesColumn.implicitHeight + 48 * screen.u
            radius: 12 * screen.u
            color: Theme.paper

            ColumnLayout {
                id: rulesColumn
                x: 24 * screen.u
                y: 24 * screen.u
                width: parent.width - 48 * screen.u
                spacing: 12 * screen.u

                Rectangle {
                    Layout.fillWidth: true
                    visible: SetCubedGame.approximate
                    implicitHeight: approx.implicitHeight + 20 * screen.u
                    radius: 8 * screen.u
                    color: "#fff4cc"
                    border.color: "#d8a400"
                    Label {
                        id: approx
                        objectName: "scRulesApprox"
                        x: 10 * screen.u
                        y: 10 * screen.u
                        width: parent.width - 20 * screen.u
                        wrapMode: Text.WordWrap
                        font.pixelSize: 15 * screen.u
                        color: Theme.ink
                        text: SetCubedGame.approximateNote + " "
                              + qsTr("The printed board and the faces of the 42 dice are not publicly documented, so this app uses its own %1 × %2 board and dice set. Both are data files that can be replaced.").arg(SetCubedGame.rows).arg(SetCubedGame.columns)
                    }
                }
                Text {
                    objectName: "scRulesText"
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    textFormat: Text.StyledText
                    color: Theme.ink
                    font.pixelSize: 16 * screen.u
                    lineHeight: 1.15
                    text: qsTr("<h2>A SET</h2>"
                        + "<p>Three dice form a <b>SET</b> when colour, shape and count are each <b>all the same or all "
                        + "different</b> on the three dice. Three identical dice are a SET too.</p>"
                        + "<h2>The game</h2>"
                        + "<p>2–4 players each have a hand of 5 dice. Everybody rolls; a player with a SET in hand "
                        + "places it on the <b>logo</b> (3 points) and is the first player. Then, turn by turn, each "
                        + "player places <b>up to 3 dice</b> so that every placed die completes a SET of three in a "
                        + "row or a column (never diagonally). The turn must build on dice already on the board. "
                        + "Every new SET scores 1 point per die; a <b>bonus square</b> pays its value (+2, +3, +5) "
                        + "once, to the first die placed on it.</p>"
                        + "<p>Who cannot place is skipped; anybody may pass. If nobody can play, everybody re-rolls "
                        + "all dice in hand. After each round the hands are refilled from the bag to 5, and every "
                        + "player may re-roll any dice once: the <b>EXTRA ROLL</b> (an optional timer can be "
                        + "switched on when starting a game). When a hand runs empty, the round is played out and "
                        + "the game ends. The most points win; tied players share the win.</p>"
                        + "<h2>WILD</h2>"
                        + "<p>A die showing <b>WILD</b> is placed as any symbol you declare; the symbol is fixed "
                        + "afterwards. In the turn it is placed, the WILD itself scores 0 (its bonus square still "
                        + "pays); later it counts like any die. At the start of your turn you may swap a WILD on "
                        + "the board for a die from your hand showing exactly its symbol; the WILD die comes back "
                        + "and is rolled at once.</p>"
                        + "<h2>Against the computer</h2>"
                        + "<p>The official game has no solo mode. <b>Solo</b> in this app means you against 1–3 "
                        + "computer players: an app mode, not an official rule. Computer players see what you see "
                        + "(all hands are open) and play by the same rules.</p>"
                        + "<h2>Playing at the desk</h2>"
                        + "<p>Click a die of your hand (or press <b>1–5</b>), then a cell of the board, or drag the "
                        + "die there. Pink rings show cells where the chosen die completes a SET at once. Click a "
                        + "die of this turn to take it back. The panel shows at every step whether the turn is legal "
                        + "and what it scores; <b>End turn</b> (<b>E</b>) places it. <b>P</b> pass, <b>K</b> keep "
                        + "(WILDs or all dice), <b>Backspace</b> take back all, <b>arrows</b> and <b>Enter</b> place "
                        + "with the keyboard, <b>+</b>/<b>−</b>/<b>0</b> zoom, <b>Esc</b> cancel. The colour of a "
                        + "symbol is also told by its fill: red solid, green striped, purple open.</p>"
                        + "<p>A game is saved after every move (Continue on the home screen); turns can be undone (Ctrl+Z) and the game saved under a name. Finished games with a human player go into the score history.</p>")
                }
            }
        }
    }
}

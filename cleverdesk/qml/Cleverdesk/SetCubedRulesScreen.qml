import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// SET Cubed's complete rules in sections, the keyboard keys, and what in this app is approximate.
Item {
    id: screen

    signal back()

    Keys.onEscapePressed: screen.back()
    focus: true

    Rectangle { anchors.fill: parent; color: Theme.feltDark }

    ScreenHeader {
        id: header
        anchors.left: parent.left
        anchors.right: parent.right
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
            width: Math.min(parent.width - 48 * Theme.u, 980 * Theme.u)
            x: (parent.width - width) / 2
            y: 20 * Theme.u
            implicitHeight: rulesColumn.implicitHeight + 48 * Theme.u
            radius: 12 * Theme.u
            color: Theme.paper

            ColumnLayout {
                id: rulesColumn
                x: 24 * Theme.u
                y: 24 * Theme.u
                width: parent.width - 48 * Theme.u
                spacing: 12 * Theme.u

                Rectangle {
                    Layout.fillWidth: true
                    visible: SetCubedGame.boardData.approximate
                    implicitHeight: approx.implicitHeight + 20 * Theme.u
                    radius: 8 * Theme.u
                    color: "#fff4cc"
                    border.color: "#d8a400"
                    Label {
                        id: approx
                        objectName: "scRulesApprox"
                        x: 10 * Theme.u
                        y: 10 * Theme.u
                        width: parent.width - 20 * Theme.u
                        wrapMode: Text.WordWrap
                        font.pixelSize: Math.max(13, Math.round(15 * Theme.u))
                        color: Theme.ink
                        text: SetCubedGame.boardData.approximateNote + " "
                              + qsTr("The printed board and the faces of the 42 dice are not publicly documented, so this app uses its own %1 × %2 board and dice set. Both are data files that can be replaced.").arg(SetCubedGame.boardData.rows).arg(SetCubedGame.boardData.columns)
                    }
                }
                RulesSections {
                    objectName: "scRulesText"
                    Layout.fillWidth: true
                    game: Desk.setCubedId
                    sections: screen.sections
                }
            }
        }
    }

    // The rules in the rulebook's order (docs/rules/set-cubed.md); docs/rules-coverage.md maps
    // each rule and ruling of the file to one of these keys.
    readonly property var sections: [
        { key: "set", title: qsTr("A SET"),
          text: qsTr("<p>Three dice form a <b>SET</b> when colour, shape and number are each "
            + "<b>all the same or all different</b> on the three dice. Three identical dice are a "
            + "SET too. On the board a SET is three dice in a row or a column next to each other, "
            + "never diagonally and never around a corner.</p>") },
        { key: "setup", title: qsTr("Set-up and opening"),
          text: qsTr("<p>2–4 players each draw a hand of <b>5 dice</b> from the bag. Everybody "
            + "rolls; a player with a SET in hand places it on the <b>logo</b> (3 points) and is "
            + "the <b>first player</b>: that was their turn of round 1, and they start every "
            + "round. If several players have a SET, the opener is drawn among them; if nobody "
            + "has one, everybody rolls again. A WILD in the opening scores 0.</p>") },
        { key: "turn", title: qsTr("Your turn"),
          text: qsTr("<p>Turn by turn, each player places <b>up to 3 dice</b> of their hand, with "
            + "the face that is up, so that every placed die completes a SET of three in a row or "
            + "a column. The turn must build on dice already on the board; two of your dice may "
            + "form a SET with one board die. Dice on the board never move, and a full line that "
            + "is not a SET is allowed (it scores nothing). Every new SET scores 1 point per die; "
            + "a die in two new SETs scores for both. A <b>bonus square</b> pays its value (+2, "
            + "+3, +5) once, to the first die placed on it.</p>") },
        { key: "skip", title: qsTr("Skipping, passing, rolling again"),
          text: qsTr("<p>Who cannot place is skipped; anybody may pass. If <b>nobody</b> can "
            + "play, everybody rolls all the dice in hand again.</p>") },
        { key: "refill", title: qsTr("End of a round"),
          text: qsTr("<p>After each round the hands are refilled from the bag to 5 dice, the "
            + "first player first. The new dice are rolled at once; dice already in hand keep "
            + "their faces. Then every player may roll any of their dice once again: the "
            + "<b>EXTRA ROLL</b> (there is none before round 1; an optional timer can be switched "
            + "on when starting a game). When the bag runs short, later players may get fewer "
            + "dice, or none.</p>") },
        { key: "end", title: qsTr("Game end"),
          text: qsTr("<p>When a hand runs empty, the round is played out and the game ends. The "
            + "most points win; tied players share the win. Dice left in hand count for "
            + "nothing.</p>") },
        { key: "wild", title: qsTr("WILD"),
          text: qsTr("<p>A die showing <b>WILD</b> is placed as any symbol you declare; the "
            + "symbol is fixed afterwards. In the turn it is placed, the WILD itself scores 0 "
            + "(its bonus square still pays); later it counts like any die.</p><p>At the start "
            + "of your turn you may swap <b>any</b> WILD on the board for a die from your hand "
            + "showing exactly its symbol. The swap scores nothing and is not one of your three "
            + "dice; the WILD die comes back to your hand and is rolled at once.</p>") },
        { key: "computer", title: qsTr("Against the computer"),
          text: qsTr("<p>The official game has no solo mode. <b>Solo</b> in this app means you "
            + "against 1–3 computer opponents: an app mode, not an official rule. Computer "
            + "opponents see what you see (all hands are open) and play by the same rules.</p>") },
        { key: "desk", title: qsTr("Playing at the desk"),
          text: qsTr("<p>Click a die of your hand (or press <b>1–5</b>), then a cell of the "
            + "board, or drag the die there. Pink rings show cells where the chosen die "
            + "completes a SET at once. Click a die of this turn to take it back. The panel "
            + "shows at every step whether the turn is legal and what it scores; <b>End "
            + "turn</b> (<b>E</b>) places it. <b>P</b> pass, <b>K</b> keep (WILDs or all dice), "
            + "<b>Backspace</b> take back all, <b>arrows</b> and <b>Enter</b> place with the "
            + "keyboard, <b>+</b>/<b>−</b>/<b>0</b> zoom, <b>Esc</b> cancel. The colour of a "
            + "symbol is also told by its fill: red solid, green striped, purple open.</p><p>A "
            + "game is saved after every move (Continue on the home screen); turns can be undone "
            + "(Ctrl+Z) and the game saved under a name. Finished games with a human player go "
            + "into the score history.</p>") },
        { key: "hint", title: qsTr("Hints"),
          text: qsTr("<p><b>Hint</b> (<b>H</b>) puts the turn the computer would make on the "
            + "board, with the points it scores: <b>End turn</b> plays it, <b>Backspace</b> "
            + "takes the dice back. A game in which hints were shown is marked in the score "
            + "history (hints can be switched off in the settings).</p>") },
    ]
}

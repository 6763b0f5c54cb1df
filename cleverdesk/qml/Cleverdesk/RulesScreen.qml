pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Cleverdesk

// Every Clever game's complete rules (one section list per game, in the rulebook's order) and the
// keyboard keys; SET Cubed's rules have their own screen.
Item {
    id: screen

    // The rules of the game on the table (That's Pretty Clever! when none is running).
    property string game: Game.running ? Game.gameId : Desk.firstGame
    // another game's rules start at their top (they opened at the last game's place)
    onGameChanged: scroller.contentItem.contentY = 0
    signal back()

    Keys.onEscapePressed: screen.back()
    focus: true

    Rectangle { anchors.fill: parent; color: Theme.feltDark }

    ScreenHeader {
        id: header
        anchors.left: parent.left
        anchors.right: parent.right
        title: qsTr("Rules: %1").arg(Words.gameTitle(screen.game))
        onBack: screen.back()
    }

    // Every Clever game's rules, whichever game is on the table.
    Row {
        id: gameChooser
        anchors.top: header.bottom
        anchors.topMargin: 12 * Theme.u
        anchors.horizontalCenter: parent.horizontalCenter
        spacing: 10 * Theme.u
        Repeater {
            model: Desk.games
            FilterChip {
                required property var modelData
                objectName: "rulesFor_" + modelData.id
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
        active: screen.game === Desk.setCubedId
        focus: active
        sourceComponent: SetCubedRulesScreen {
            objectName: "setCubedRulesScreen"
            focus: true
            onBack: screen.game = Desk.firstGame
        }
    }

    // The guided first game, again whenever wanted (it starts by itself on the first run).
    DeskButton {
        id: guideButton
        objectName: "rulesGuide"
        anchors.top: gameChooser.bottom
        anchors.topMargin: 12 * Theme.u
        anchors.horizontalCenter: parent.horizontalCenter
        visible: screen.game === Desk.firstGame  // the guided game is a game of the first one
        height: visible ? implicitHeight : 0
        onDark: true
        text: qsTr("Play the guided game")
        tip: qsTr("A first game in which the desk points at every element and says what to do next")
        onClicked: Guide.start()
    }

    // Each game's rules, section by section in its rulebook's order (one file per game);
    // docs/rules-coverage.md names the section that states each rule of the game's rules file.
    RulesPrettyClever { id: prettyClever }
    RulesTwiceAsClever { id: twiceAsClever }
    RulesCleverCubed { id: cleverCubed }
    RulesClever4ever { id: clever4ever }
    // which of them, the catalogue says (Desk.games: {id, rules}, rules the component's name)
    readonly property var books: ({"RulesPrettyClever": prettyClever,
                                   "RulesTwiceAsClever": twiceAsClever,
                                   "RulesCleverCubed": cleverCubed,
                                   "RulesClever4ever": clever4ever})
    readonly property var shown: Desk.games.find(entry => entry.id === screen.game)
    readonly property var sections: (books[shown ? shown.rules : ""] || prettyClever).sections

    ScrollView {
        id: scroller
        objectName: "rulesScroller"
        anchors.top: guideButton.bottom
        anchors.topMargin: 8 * Theme.u
        anchors.bottom: parent.bottom
        anchors.left: parent.left
        anchors.right: parent.right
        contentWidth: availableWidth

        Rectangle {
            width: Math.min(scroller.availableWidth - 32 * Theme.u, 980 * Theme.u)
            x: (scroller.availableWidth - width) / 2
            y: 12 * Theme.u
            implicitHeight: rulesText.implicitHeight + 48 * Theme.u
            radius: 12 * Theme.u
            color: Theme.paper

            RulesSections {
                id: rulesText
                objectName: "rulesText"
                x: 24 * Theme.u
                y: 24 * Theme.u
                width: parent.width - 48 * Theme.u
                game: screen.game
                sections: screen.sections
            }
        }
    }
}

pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// New game: which game, how many seats (solo = the official solo rules), who sits where, seed.
Item {
    id: screen

    property string game: NewGameKeys.lastGame
    onGameChanged: NewGameKeys.lastGame = game
    property int seatCount: 1
    property bool houseRule: Desk.houseRule
    // real dice (issue 45): the table throws, the desk keeps the sheets; every seat a person
    property bool realDice: false
    readonly property bool withRealDice: realDice && !setCubed
    readonly property int maxSeats: houseRule && !setCubed ? 6 : 4
    // SET Cubed (2–4 players) has no official solo: "Solo" is the app's mode against computers.
    readonly property bool setCubed: game === Desk.setCubedId
    property int seatsVersion: 0
    readonly property bool setCubedSolo: {
        seatsVersion
        if (seatCount < 2 || seats.get(0).computer)
            return false
        for (let i = 1; i < seatCount; ++i)
            if (!seats.get(i).computer)
                return false
        return true
    }
    onSetCubedChanged: if (setCubed && seatCount < 2) seatCount = 2
    Connections {
        target: seats
        function onDataChanged() { screen.seatsVersion++ }
    }

    signal back()

    onMaxSeatsChanged: if (seatCount > maxSeats) seatCount = maxSeats

    // One entry per possible seat; only the first `seatCount` are used.
    ListModel {
        id: seats
        ListElement { name: ""; computer: false; bot: "expert" }
        ListElement { name: ""; computer: true; bot: "expert" }
        ListElement { name: ""; computer: true; bot: "expert" }
        ListElement { name: ""; computer: true; bot: "expert" }
        ListElement { name: ""; computer: true; bot: "expert" }
        ListElement { name: ""; computer: true; bot: "expert" }
    }

    function startGame() {
        let list = []
        for (let i = 0; i < seatCount; ++i) {
            const s = seats.get(i)
            list.push({ name: s.name, computer: s.computer && !screen.withRealDice, bot: s.bot })
        }
        // On success the Game's `started` signal brings up the table (Main.qml).
        if (screen.setCubed) {
            SetCubedGame.start({ seats: list, seed: seedField.text,
                                 extraRollTimer: setCubedOptions.extraRollTimer })
            return
        }
        Game.start({ game: screen.game, seats: list, seed: seedField.text, houseRule: screen.houseRule,
                     realDice: screen.withRealDice })
    }

    // Up and Down in the list of games (NewGameKeys): the next game is chosen and has the keys
    function moveGame(by) {
        const next = NewGameKeys.step(Desk.games, screen.game, by)
        const card = gameCards.itemAt(Desk.games.findIndex(g => g.id === next))
        if (card) card.forceActiveFocus(Qt.TabFocusReason)
        screen.game = next
    }
    // the keys start on the game chosen: Enter plays it, the arrows choose another
    Component.onCompleted: Qt.callLater(screen.moveGame, 0)

    Keys.onEscapePressed: screen.back()
    Keys.onReturnPressed: screen.startGame()
    Keys.onEnterPressed: screen.startGame()

    Rectangle {
        anchors.fill: parent
        gradient: Gradient {
            GradientStop { position: 0.0; color: Theme.felt }
            GradientStop { position: 1.0; color: Theme.feltDark }
        }
    }

    ScreenHeader {
        id: header
        anchors.left: parent.left
        anchors.right: parent.right
        title: qsTr("New game")
        onBack: screen.back()
    }

    Flickable {
        anchors.top: header.bottom
        anchors.bottom: footer.top
        anchors.left: parent.left
        anchors.right: parent.right
        contentHeight: body.implicitHeight + 40 * Theme.u
        clip: true

        RowLayout {
            id: body
            x: 24 * Theme.u
            y: 20 * Theme.u
            width: parent.width - 48 * Theme.u
            spacing: 24 * Theme.u

            // ---------------------------------------------------------------- the game
            Rectangle {
                Layout.alignment: Qt.AlignTop
                Layout.preferredWidth: 380 * Theme.u
                implicitHeight: gameColumn.implicitHeight + 32 * Theme.u
                radius: 12 * Theme.u
                color: Theme.card

                ColumnLayout {
                    id: gameColumn
                    x: 16 * Theme.u
                    y: 16 * Theme.u
                    width: parent.width - 32 * Theme.u
                    spacing: 10 * Theme.u

                    Label {
                        text: qsTr("Game")
                        font.pixelSize: 20 * Theme.u
                        font.bold: true
                        color: Theme.ink
                    }
                    Repeater {
                        id: gameCards
                        model: Desk.games

                        delegate: GameCard {
                            page: screen
                            next: startButton
                        }
                    }
                }
            }

            // ---------------------------------------------------------------- the seats
            Rectangle {
                Layout.alignment: Qt.AlignTop
                Layout.fillWidth: true
                implicitHeight: seatColumn.implicitHeight + 32 * Theme.u
                radius: 12 * Theme.u
                color: Theme.card

                ColumnLayout {
                    id: seatColumn
                    x: 16 * Theme.u
                    y: 16 * Theme.u
                    width: parent.width - 32 * Theme.u
                    spacing: 10 * Theme.u

                    Label {
                        text: qsTr("Players")
                        font.pixelSize: 20 * Theme.u
                        font.bold: true
                        color: Theme.ink
                    }
                    RowLayout {
                        spacing: 8 * Theme.u
                        Repeater {
                            id: seatCountButtons
                            model: screen.maxSeats

                            delegate: DeskButton {
                                required property int index
                                objectName: "seats_" + (index + 1)
                                // one button lit at a time: in SET Cubed "Solo" is one human against
                                // the computer, a number is that many players at this computer
                                primary: screen.setCubed ? (index === 0 ? screen.setCubedSolo
                                                                        : !screen.setCubedSolo && screen.seatCount === index + 1)
                                                         : screen.seatCount === index + 1
                                text: index === 0 ? (screen.setCubed ? qsTr("Solo (app mode)") : qsTr("Solo")) : String(index + 1)
                                tip: index === 0 ? (screen.setCubed ? qsTr("You against 1–3 computer opponents: an app mode, not an official rule")
                                                                    : qsTr("One player, with the official solo rules"))
                                                 : qsTr("%1 players at this computer").arg(index + 1)
                                onClicked: {
                                    if (screen.setCubed && index === 0) {
                                        screen.seatCount = Math.max(2, screen.seatCount)
                                        seats.setProperty(0, "computer", false)
                                        for (let i = 1; i < 4; ++i)
                                            seats.setProperty(i, "computer", true)
                                    } else if (screen.setCubed) {
                                        // "%1 players at this computer": the seats are people
                                        screen.seatCount = Math.max(2, index + 1)
                                        for (let i = 0; i < screen.seatCount; ++i)
                                            seats.setProperty(i, "computer", false)
                                    } else {
                                        screen.seatCount = Math.max(1, index + 1)
                                    }
                                }
                            }
                        }
                    }
                    CheckBox {
                        objectName: "houseRule"
                        visible: !screen.setCubed
                        text: qsTr("House rule: 5 or 6 players (4 rounds, not official)")
                        checked: screen.houseRule
                        font.pixelSize: 15 * Theme.u
                        onToggled: screen.houseRule = checked
                    }
                    CheckBox {
                        objectName: "realDice"
                        visible: !screen.setCubed
                        text: qsTr("Real dice (thrown at the table)")
                        checked: screen.realDice
                        font.pixelSize: 15 * Theme.u
                        onToggled: screen.realDice = checked
                    }
                    Label {
                        Layout.fillWidth: true
                        visible: screen.withRealDice
                        text: qsTr("You throw at the table and type each throw in; every seat is a person. cleverdesk keeps the sheets and every rule.")
                        wrapMode: Text.WordWrap
                        color: Theme.inkSoft
                        font.pixelSize: 14 * Theme.u
                    }
                    SetCubedOptions {
                        id: setCubedOptions
                        Layout.fillWidth: true
                        visible: screen.setCubed
                        solo: screen.setCubedSolo
                    }
                    Label {
                        Layout.fillWidth: true
                        visible: !screen.setCubed
                        text: screen.seatCount === 1
                              ? qsTr("Solo: six rounds; after each of your turns you pick from the three lowest dice of a passive roll.")
                              : qsTr("%1 players: everybody is active once per round and picks from the silver platter otherwise.").arg(screen.seatCount)
                        wrapMode: Text.WordWrap
                        color: Theme.inkSoft
                        font.pixelSize: 14 * Theme.u
                    }

                    Repeater {
                        model: seats

                        delegate: RowLayout {
                            id: seatRow
                            required property int index
                            required property string name
                            required property bool computer
                            required property string bot

                            visible: index < screen.seatCount
                            Layout.fillWidth: true
                            spacing: 8 * Theme.u

                            Label {
                                text: String(seatRow.index + 1)
                                font.pixelSize: 17 * Theme.u
                                font.bold: true
                                color: Theme.ink
                                Layout.preferredWidth: 22 * Theme.u
                            }
                            TextField {
                                objectName: "seatName_" + seatRow.index
                                Accessible.name: qsTr("Name of player %1").arg(seatRow.index + 1)
                                Layout.fillWidth: true
                                Layout.preferredHeight: 40 * Theme.u
                                font.pixelSize: 16 * Theme.u
                                text: seatRow.name
                                placeholderText: seatRow.computer && !screen.withRealDice ? qsTr("Computer %1").arg(seatRow.index + 1)
                                                                  : qsTr("Player %1").arg(seatRow.index + 1)
                                maximumLength: 24
                                // at the limit it says so (typing used to stop without a word)
                                ToolTip.visible: activeFocus && length >= maximumLength
                                ToolTip.text: qsTr("A name has at most %n character(s).", "", maximumLength)
                                onTextEdited: seats.setProperty(seatRow.index, "name", text)
                            }
                            DeskButton {
                                objectName: "seatHuman_" + seatRow.index
                                sizeScale: 0.85
                                primary: !seatRow.computer || screen.withRealDice
                                text: qsTr("Human")
                                tip: qsTr("A person plays this seat")
                                onClicked: seats.setProperty(seatRow.index, "computer", false)
                            }
                            DeskButton {
                                objectName: "seatComputer_" + seatRow.index
                                sizeScale: 0.85
                                primary: seatRow.computer && !screen.withRealDice
                                enabled: !screen.withRealDice
                                text: qsTr("Computer")
                                tip: qsTr("The computer plays this seat")
                                onClicked: seats.setProperty(seatRow.index, "computer", true)
                            }
                            ComboBox {
                                objectName: "seatBot_" + seatRow.index
                                Layout.preferredHeight: 40 * Theme.u
                                enabled: seatRow.computer && !screen.withRealDice
                                opacity: enabled ? 1 : 0.4
                                font.pixelSize: 15 * Theme.u
                                Layout.preferredWidth: 200 * Theme.u
                                // each game offers the players it really has (SET Cubed: no learned
                                // one), each level with the solo score it makes in this game
                                model: (screen.setCubed ? Desk.setCubedPlayers : Desk.computerPlayers)
                                    .map(p => ({
                                    id: p.id,
                                    name: p.means !== undefined && p.means[screen.game] !== undefined
                                          ? qsTr("%1 ≈ %2").arg(p.name).arg(p.means[screen.game])
                                          : p.name }))
                                textRole: "name"
                                valueRole: "id"
                                Component.onCompleted: currentIndex = Math.max(0, indexOfValue(seatRow.bot))
                                onModelChanged: currentIndex = Math.max(0, indexOfValue(seatRow.bot))
                                onActivated: seats.setProperty(seatRow.index, "bot", currentValue)
                            }
                        }
                    }

                    Label {
                        visible: !screen.withRealDice  // the table throws: no seed to give
                        Layout.topMargin: 10 * Theme.u
                        text: qsTr("Seed")
                        font.pixelSize: 20 * Theme.u
                        font.bold: true
                        color: Theme.ink
                    }
                    RowLayout {
                        visible: !screen.withRealDice
                        Layout.fillWidth: true
                        spacing: 10 * Theme.u
                        TextField {
                            id: seedField
                            objectName: "seedField"
                            Accessible.name: qsTr("Seed")
                            Accessible.description: qsTr("Empty means a random game. The same seed and the same choices give the same dice.")
                            Layout.preferredWidth: 220 * Theme.u
                            Layout.preferredHeight: 40 * Theme.u
                            font.pixelSize: 16 * Theme.u
                            placeholderText: qsTr("random")
                            validator: RegularExpressionValidator { regularExpression: /[0-9]{0,12}/ }
                        }
                        Label {
                            Layout.fillWidth: true
                            text: qsTr("Empty means a random game. The same seed and the same choices give the same dice.")
                            wrapMode: Text.WordWrap
                            color: Theme.inkSoft
                            font.pixelSize: 14 * Theme.u
                        }
                    }
                    DeskButton {  // a code passed on by somebody: the same solo game (issue 50)
                        objectName: "enterChallenge"
                        sizeScale: 0.85
                        text: qsTr("Enter a challenge code…")
                        tip: qsTr("Play the same solo game, with the same dice, as whoever gave you the code")
                        onClicked: challengeEntry.open()
                    }
                }
            }
        }
    }

    ChallengeEntry {
        id: challengeEntry
        playerName: { screen.seatsVersion; return seats.get(0).name }
        onClosed: screen.forceActiveFocus()
    }

    Rectangle {
        id: footer
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        height: 76 * Theme.u
        color: "#173024"

        Label {
            objectName: "newGameError"
            anchors.left: parent.left
            anchors.leftMargin: 24 * Theme.u
            anchors.verticalCenter: parent.verticalCenter
            anchors.right: startButton.left
            anchors.rightMargin: 16 * Theme.u
            textFormat: Text.PlainText
            text: screen.setCubed ? SetCubedGame.error : Game.error
            color: "#ffb4a9"
            font.pixelSize: 15 * Theme.u
            wrapMode: Text.WordWrap
        }
        DeskButton {
            id: startButton
            objectName: "startGame"
            anchors.right: parent.right
            anchors.rightMargin: 24 * Theme.u
            anchors.verticalCenter: parent.verticalCenter
            primary: true
            // next after the list of games in the Tab order (it was 13 Tabs away)
            Keys.onBacktabPressed: (event) => { screen.moveGame(0); event.accepted = true }
            Keys.onTabPressed: (event) => {  // then the players and the seed
                const first = seatCountButtons.itemAt(0)
                if (first) { first.forceActiveFocus(Qt.TabFocusReason); event.accepted = true }
            }
            text: qsTr("Start game")
            tip: qsTr("Start (Enter)")
            onClicked: screen.startGame()
        }
    }
}

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// The SET Cubed table: the board, the hand of the player at the device, what to do with the
// live preview of the turn being built, every player's hand and score, the log.
Item {
    id: table

    property real u: 1
    property bool finalClosed: false
    property bool confirmLeave: false

    signal leave()
    signal newGame()
    signal showRules()
    signal showSaves()

    // Undo and redo of your own turns (never of dice); off in honest games. As on the Clever table.
    readonly property bool onTop: StackView.status === StackView.Active
    Shortcut {
        sequences: ["Ctrl+Z"]
        enabled: table.onTop && Saves.canUndo
        onActivated: Saves.undo()
    }
    Shortcut {
        sequences: ["Ctrl+Shift+Z", "Ctrl+Y"]
        enabled: table.onTop && Saves.canRedo
        onActivated: Saves.redo()
    }
    Shortcut {
        sequences: ["Ctrl+S"]
        enabled: table.onTop
        onActivated: table.showSaves()
    }

    focus: true
    StackView.onActivated: table.forceActiveFocus()
    Component.onCompleted: table.forceActiveFocus()

    // A screen reader says what each move did: the turn's score and SETs, a pass or a skipped
    // turn, the dice rolled (setcubed_spoken.py).
    Connections {
        target: SetCubedGame.announcer
        function onAnnounced(text) { table.Accessible.announce(text) }
    }

    Binding { target: SetCubedGame; property: "botPauseMs"; value: Desk.botPauseMs }
    Binding { target: SetCubedGame; property: "handOverScreens"; value: Desk.handOverScreens }

    Connections {
        target: SetCubedGame
        // An undo or redo goes on with the same game: the board keeps the player's zoom.
        function onStarted() {
            table.finalClosed = false
            if (!Saves.stepping)
                board.fit()
        }
    }

    // Esc takes back what is open (the wild-die question, a chosen die, this turn's dice); with
    // nothing open it asks whether to leave for the home screen (the game is saved after every
    // move; a finished game is left at once, as the Leave button does).
    function pressEscape() {
        if (SetCubedGame.cancel())
            return
        if (SetCubedGame.finished)
            table.leave()
        else
            table.confirmLeave = true
    }
    onConfirmLeaveChanged: {
        if (confirmLeave)
            leaveStay.forceActiveFocus(Qt.TabFocusReason)  // Enter keeps playing; Tab reaches Leave
        else
            table.forceActiveFocus()
    }

    Keys.onPressed: (event) => {
        if (table.confirmLeave) {
            if (event.key === Qt.Key_Escape) { table.confirmLeave = false; event.accepted = true }
            else if (DialogKeys.walk(event, leaveButtons)) event.accepted = true
            return
        }
        if (SetCubedGame.handOver) {
            if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space) {
                SetCubedGame.confirmHandOver()
                event.accepted = true
            } else if (event.key === Qt.Key_Escape) {
                table.confirmLeave = true
                event.accepted = true
            }
            return
        }
        if (SetCubedGame.wildAsking) {
            event.accepted = true
            switch (event.key) {
            case Qt.Key_Escape: SetCubedGame.cancelWild(); break
            case Qt.Key_Right: case Qt.Key_Tab: wildDialog.step(1); break
            case Qt.Key_Left: case Qt.Key_Backtab: wildDialog.step(-1); break
            case Qt.Key_Down: wildDialog.step(6); break
            case Qt.Key_Up: wildDialog.step(-6); break
            case Qt.Key_Return: case Qt.Key_Enter: case Qt.Key_Space: wildDialog.choose(); break
            default: event.accepted = false
            }
            return
        }
        if (SetCubedGame.finished && !table.finalClosed) {
            if (event.key === Qt.Key_Escape) { table.finalClosed = true; event.accepted = true }
            return
        }
        event.accepted = true
        switch (event.key) {
        case Qt.Key_1: case Qt.Key_2: case Qt.Key_3: case Qt.Key_4: case Qt.Key_5:
            SetCubedGame.pressDieKey(event.key - Qt.Key_0); break
        case Qt.Key_Right: SetCubedGame.moveCursor(0, 1); break
        case Qt.Key_Left: SetCubedGame.moveCursor(0, -1); break
        case Qt.Key_Down: SetCubedGame.moveCursor(1, 0); break
        case Qt.Key_Up: SetCubedGame.moveCursor(-1, 0); break
        case Qt.Key_Return: case Qt.Key_Enter: case Qt.Key_Space:
            SetCubedGame.activate(); break
        case Qt.Key_E:
            if (SetCubedGame.extraRollStep) SetCubedGame.rollExtra(); else SetCubedGame.endTurn()
            break
        case Qt.Key_P: SetCubedGame.passTurn(); break
        case Qt.Key_K:
            if (SetCubedGame.extraRollStep) SetCubedGame.keepAllDice(); else SetCubedGame.keepWilds()
            break
        case Qt.Key_Backspace: SetCubedGame.takeBackAll(); break
        case Qt.Key_Plus: case Qt.Key_Equal: board.zoomIn(); break
        case Qt.Key_Minus: board.zoomOut(); break
        case Qt.Key_0: board.fit(); break
        case Qt.Key_Escape: table.pressEscape(); break
        default: event.accepted = false
        }
    }

    Rectangle {
        anchors.fill: parent
        gradient: Gradient {
            GradientStop { position: 0.0; color: Theme.felt }
            GradientStop { position: 1.0; color: Theme.feltDark }
        }
    }

    // ------------------------------------------------------------------ top bar
    Rectangle {
        id: topBar
        anchors.left: parent.left
        anchors.right: parent.right
        height: 56 * table.u
        color: "#173024"

        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: 16 * table.u
            anchors.rightMargin: 12 * table.u
            spacing: 16 * table.u

            Label {
                text: qsTr("SET Cubed")
                color: Theme.feltText
                font.pixelSize: Theme.px(20, table.u)
                font.bold: true
            }
            Label {
                objectName: "scRoundText"
                text: SetCubedGame.roundText
                color: Theme.accent
                font.pixelSize: Theme.px(18, table.u)
                font.bold: true
            }
            Label {
                objectName: "scBagText"
                text: SetCubedGame.bagText
                color: Theme.feltTextSoft
                font.pixelSize: Theme.px(15, table.u)
            }
            // The pill gives way (elides) when long names and words (German) would push the
            // buttons off the window (as on the Clever table).
            Rectangle {
                Layout.preferredHeight: 34 * table.u
                Layout.preferredWidth: decision.implicitWidth + 24 * table.u
                Layout.fillWidth: true
                Layout.minimumWidth: Math.min(decision.implicitWidth + 24 * table.u, 140 * table.u)
                Layout.maximumWidth: Math.min(360 * table.u, decision.implicitWidth + 24 * table.u)
                radius: height / 2
                visible: SetCubedGame.deciderName !== ""
                color: SetCubedGame.computerDeciding ? "#3b4f66" : "#7a4a00"
                Label {
                    id: decision
                    objectName: "scDecision"
                    anchors.centerIn: parent
                    width: Math.min(implicitWidth, parent.width - 20 * table.u)
                    textFormat: Text.PlainText
                    text: qsTr("%1: %2").arg(SetCubedGame.deciderName).arg(SetCubedGame.phaseTitle)
                    color: "#ffffff"
                    font.pixelSize: Theme.px(15, table.u)
                    font.bold: true
                    elide: Text.ElideRight
                }
            }
            BusyIndicator {
                objectName: "scThinking"
                Layout.preferredHeight: 30 * table.u
                Layout.preferredWidth: 30 * table.u
                running: SetCubedGame.computerDeciding
                visible: running
            }
            Item { Layout.fillWidth: true }
            Label {
                text: qsTr("Seed %1").arg(SetCubedGame.seed)
                color: Theme.feltTextSoft
                font.pixelSize: Theme.px(13, table.u)
            }
            LanguageMenuButton {
                u: table.u * 0.8
                onDark: true
            }
            DeskButton {
                objectName: "scRules"
                u: table.u * 0.8
                onDark: true
                text: qsTr("Rules")
                tip: qsTr("The rules of SET Cubed and the keyboard keys")
                onClicked: table.showRules()
            }
            DeskButton {
                objectName: "scLeave"
                u: table.u * 0.8
                onDark: true
                text: qsTr("Leave")
                tip: qsTr("Back to the home screen (Esc)")
                onClicked: SetCubedGame.finished ? table.leave() : (table.confirmLeave = true)
            }
        }
    }

    // ------------------------------------------------------------------ right panel
    Rectangle {
        id: side
        anchors.top: topBar.bottom
        anchors.bottom: parent.bottom
        anchors.right: parent.right
        width: Math.min(430 * table.u, table.width * 0.36)
        color: "#28000000"

        ColumnLayout {
            anchors.fill: parent
            anchors.margins: 10 * table.u
            spacing: 10 * table.u

            // The prompt card keeps one height whatever it says (a long prompt shrinks to fit):
            // the panels under it never move while a turn is built.
            Rectangle {
                objectName: "scPromptCard"
                Layout.fillWidth: true
                Layout.preferredHeight: 250 * table.u
                radius: 10 * table.u
                color: Theme.card
                clip: true

                ColumnLayout {
                    id: promptColumn
                    anchors.fill: parent
                    anchors.margins: 10 * table.u
                    spacing: 6 * table.u

                    Label {
                        objectName: "scPrompt"
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        Layout.minimumHeight: Theme.px(12, table.u) * 1.3
                        verticalAlignment: Text.AlignTop
                        textFormat: Text.PlainText
                        text: SetCubedGame.prompt
                        wrapMode: Text.WordWrap
                        color: Theme.ink
                        font.pixelSize: Theme.px(15, table.u)
                        fontSizeMode: Text.VerticalFit
                        minimumPixelSize: Theme.px(11, table.u)
                        elide: Text.ElideRight
                    }
                    Label {
                        objectName: "scNotice"
                        Layout.fillWidth: true
                        visible: text !== ""
                        textFormat: Text.PlainText
                        text: SetCubedGame.notice
                        wrapMode: Text.WordWrap
                        maximumLineCount: 3
                        elide: Text.ElideRight
                        color: Theme.warn
                        font.pixelSize: Theme.px(14, table.u)
                        font.bold: true
                    }
                    Rectangle {
                        Layout.fillWidth: true
                        visible: SetCubedGame.hasPreview
                        implicitHeight: previewLabel.implicitHeight + 12 * table.u
                        radius: 6 * table.u
                        color: SetCubedGame.previewLegal ? "#dff3e2" : "#fbe3df"
                        border.color: SetCubedGame.previewLegal ? Theme.good : Theme.warn
                        Label {
                            id: previewLabel
                            objectName: "scPreview"
                            x: 8 * table.u
                            y: 6 * table.u
                            width: parent.width - 16 * table.u
                            textFormat: Text.PlainText
                            text: (SetCubedGame.previewLegal ? "✔ " : "✘ ") + SetCubedGame.previewText
                            wrapMode: Text.WordWrap
                            color: SetCubedGame.previewLegal ? "#1b5e20" : "#8c1d18"
                            font.pixelSize: Theme.px(14, table.u)
                            font.bold: true
                        }
                    }
                    Label {
                        objectName: "scTimer"
                        visible: SetCubedGame.timeLeft > 0
                        text: qsTr("%1 s left").arg(SetCubedGame.timeLeft)
                        color: SetCubedGame.timeLeft <= 5 ? Theme.warn : Theme.ink
                        font.pixelSize: Theme.px(16, table.u)
                        font.bold: true
                    }
                    Flow {
                        Layout.fillWidth: true
                        spacing: 8 * table.u
                        DeskButton {
                            objectName: "scEndTurn"
                            visible: SetCubedGame.building
                            enabled: SetCubedGame.canEndTurn
                            u: table.u * 0.85
                            primary: true
                            text: SetCubedGame.canEndTurn ? qsTr("End turn (+%1)").arg(SetCubedGame.previewPoints)
                                                          : qsTr("End turn")
                            tip: qsTr("Place these dice and score them (E)")
                            onClicked: SetCubedGame.endTurn()
                        }
                        DeskButton {
                            objectName: "scTakeBack"
                            visible: SetCubedGame.building
                            enabled: SetCubedGame.canTakeBack
                            u: table.u * 0.85
                            text: qsTr("Take back")
                            tip: qsTr("Take all dice of this turn back into the hand (Backspace)")
                            onClicked: SetCubedGame.takeBackAll()
                        }
                        DeskButton {
                            objectName: "scPass"
                            visible: SetCubedGame.canPass
                            u: table.u * 0.85
                            text: qsTr("Pass")
                            tip: qsTr("Place nothing this turn (P)")
                            onClicked: SetCubedGame.passTurn()
                        }
                        DeskButton {
                            objectName: "scKeepWilds"
                            visible: SetCubedGame.canKeepWilds
                            u: table.u * 0.85
                            primary: true
                            text: qsTr("Keep the WILDs")
                            tip: qsTr("No swap: go on to placing dice (K)")
                            onClicked: SetCubedGame.keepWilds()
                        }
                        DeskButton {
                            objectName: "scRollExtra"
                            visible: SetCubedGame.extraRollStep
                            enabled: SetCubedGame.chosenCount > 0
                            u: table.u * 0.85
                            primary: true
                            text: SetCubedGame.chosenCount === 0 ? qsTr("Re-roll (choose dice)")
                                : qsTr("Re-roll %n die(s)", "", SetCubedGame.chosenCount)
                            tip: qsTr("Roll the chosen dice again (E)")
                            onClicked: SetCubedGame.rollExtra()
                        }
                        DeskButton {
                            objectName: "scKeepAll"
                            visible: SetCubedGame.extraRollStep
                            u: table.u * 0.85
                            text: qsTr("Keep all dice")
                            tip: qsTr("No EXTRA ROLL this round (K)")
                            onClicked: SetCubedGame.keepAllDice()
                        }
                    }
                    Label {
                        Layout.fillWidth: true
                        opacity: SetCubedGame.humanToMove ? 1 : 0  // keeps its room: nothing moves
                        text: qsTr("Keys: 1–5 dice · arrows board · Enter place/take back · E end turn · P pass · K keep · +/− zoom · Esc cancel")
                        wrapMode: Text.WordWrap
                        color: Theme.inkSoft
                        font.pixelSize: Theme.px(11, table.u)
                    }
                }
            }

            // every player: score and hand (all hands are open, rule R12)
            Rectangle {
                Layout.fillWidth: true
                implicitHeight: seatColumn.implicitHeight + 16 * table.u
                radius: 10 * table.u
                color: Theme.card

                ColumnLayout {
                    id: seatColumn
                    x: 8 * table.u
                    y: 8 * table.u
                    width: parent.width - 16 * table.u
                    spacing: 4 * table.u

                    Repeater {
                        model: SetCubedGame.seats
                        delegate: Rectangle {
                            id: seatRow
                            required property int seat
                            required property string name
                            required property bool computer
                            required property int total
                            required property bool deciding
                            required property bool first
                            required property var hand
                            required property bool winner
                            required property string spoken

                            objectName: "scSeat_" + seat
                            Accessible.role: Accessible.ListItem
                            Accessible.name: seatRow.spoken
                            Layout.fillWidth: true
                            implicitHeight: 40 * table.u
                            radius: 6 * table.u
                            color: deciding ? "#fff4cc" : "transparent"
                            border.width: deciding ? 2 : 0
                            border.color: Theme.accent
                            HoverHandler { id: seatHover }
                            ToolTip.visible: seatHover.hovered && seatRow.first
                            ToolTip.delay: 500
                            ToolTip.text: qsTr("★ first player: opened the game and starts every round")

                            RowLayout {
                                anchors.fill: parent
                                anchors.leftMargin: 6 * table.u
                                anchors.rightMargin: 6 * table.u
                                spacing: 6 * table.u
                                ColumnLayout {
                                    Layout.preferredWidth: 110 * table.u
                                    Layout.maximumWidth: seatRow.hand.length > 0 ? 110 * table.u : Number.POSITIVE_INFINITY
                                    Layout.fillWidth: seatRow.hand.length === 0
                                    spacing: 0
                                    Label {
                                        Layout.fillWidth: true
                                        textFormat: Text.PlainText
                                        text: (seatRow.winner ? "♛ " : "") + seatRow.name + (seatRow.first ? " ★" : "")
                                        font.pixelSize: Theme.px(14, table.u)
                                        font.bold: true
                                        color: Theme.ink
                                        elide: Text.ElideRight
                                    }
                                    Label {
                                        Layout.fillWidth: true
                                        text: seatRow.computer ? qsTr("computer") : qsTr("human")
                                        font.pixelSize: Theme.px(10, table.u)
                                        color: Theme.inkSoft
                                        elide: Text.ElideRight
                                    }
                                }
                                Row {
                                    Layout.fillWidth: true
                                    spacing: 3 * table.u
                                    Repeater {
                                        model: seatRow.hand
                                        delegate: SetDie {
                                            required property string modelData
                                            face: modelData
                                            size: 30 * table.u
                                        }
                                    }
                                }
                                Label {
                                    objectName: "scTotal_" + seatRow.seat
                                    text: String(seatRow.total)
                                    font.pixelSize: Theme.px(20, table.u)
                                    font.bold: true
                                    color: Theme.ink
                                }
                            }
                        }
                    }
                }
            }

            // scores per round
            Rectangle {
                Layout.fillWidth: true
                implicitHeight: scoreGrid.implicitHeight + 14 * table.u
                radius: 10 * table.u
                color: Theme.card

                GridLayout {
                    id: scoreGrid
                    objectName: "scScores"
                    x: 8 * table.u
                    y: 7 * table.u
                    width: parent.width - 16 * table.u
                    columns: SetCubedGame.roundScores.length + 2
                    rowSpacing: 1 * table.u
                    columnSpacing: 4 * table.u

                    Label { text: qsTr("Round"); font.pixelSize: Theme.px(11, table.u); color: Theme.inkSoft; Layout.fillWidth: true }
                    Repeater {
                        model: SetCubedGame.roundScores
                        delegate: Label {
                            required property var modelData
                            text: String(modelData.round)
                            font.pixelSize: Theme.px(11, table.u)
                            color: Theme.inkSoft
                            horizontalAlignment: Text.AlignRight
                            Layout.preferredWidth: 20 * table.u
                        }
                    }
                    Label { text: qsTr("Total"); font.pixelSize: Theme.px(11, table.u); font.bold: true; color: Theme.ink; horizontalAlignment: Text.AlignRight; Layout.preferredWidth: Math.max(34 * table.u, implicitWidth) }

                    Repeater {
                        model: SetCubedGame.playerNames.length
                        delegate: Repeater {
                            id: scoreRow
                            required property int index
                            readonly property int seatIndex: index
                            model: SetCubedGame.roundScores.length + 2
                            delegate: Label {
                                required property int index
                                readonly property int last: SetCubedGame.roundScores.length + 1
                                textFormat: Text.PlainText
                                text: index === 0 ? SetCubedGame.playerNames[scoreRow.seatIndex]
                                    : index === last ? String(SetCubedGame.totals[scoreRow.seatIndex])
                                    : String(SetCubedGame.roundScores[index - 1].points[scoreRow.seatIndex])
                                font.pixelSize: Theme.px(12, table.u)
                                font.bold: index === 0 || index === last
                                color: Theme.ink
                                elide: index === 0 ? Text.ElideRight : Text.ElideNone
                                horizontalAlignment: index === 0 ? Text.AlignLeft : Text.AlignRight
                                Layout.fillWidth: index === 0
                                Layout.preferredWidth: index === 0 ? 60 * table.u : (index === last ? 34 : 20) * table.u
                            }
                        }
                    }
                }
            }

            Rectangle {
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.minimumHeight: 60 * table.u
                radius: 10 * table.u
                color: "#30000000"
                Label {
                    x: 10 * table.u
                    y: 6 * table.u
                    text: qsTr("Log")
                    color: Theme.feltTextSoft
                    font.pixelSize: Theme.px(13, table.u)
                    font.bold: true
                }
                ListView {
                    id: logView
                    objectName: "scLog"
                    anchors.fill: parent
                    anchors.margins: 10 * table.u
                    anchors.topMargin: 26 * table.u
                    model: SetCubedGame.log
                    clip: true
                    spacing: 3 * table.u
                    boundsBehavior: Flickable.StopAtBounds
                    ScrollBar.vertical: ScrollBar { }
                    function follow() {
                        if (count > 0)
                            positionViewAtIndex(count - 1, ListView.End)
                    }
                    onCountChanged: Qt.callLater(logView.follow)
                    onContentHeightChanged: Qt.callLater(logView.follow)
                    onHeightChanged: Qt.callLater(logView.follow)
                    delegate: Text {
                        required property string line
                        required property int seat
                        // a line only partly in view at the top is not drawn (never cut mid-text)
                        opacity: y + 1 >= logView.contentY ? 1 : 0
                        width: ListView.view ? ListView.view.width - 12 * table.u : 100
                        textFormat: Text.PlainText
                        text: line
                        wrapMode: Text.WordWrap
                        color: seat < 0 ? "#ffe08a" : Theme.feltText
                        font.bold: seat < 0
                        font.pixelSize: Theme.px(13, table.u)
                    }
                }
            }
        }
    }

    // ------------------------------------------------------------------ board and hand
    Item {
        id: playArea
        anchors.top: topBar.bottom
        anchors.bottom: parent.bottom
        anchors.left: parent.left
        anchors.right: side.left
        anchors.margins: 10 * table.u

        RowLayout {
            id: boardBar
            anchors.left: parent.left
            anchors.right: parent.right
            height: 32 * table.u
            spacing: 6 * table.u

            DeskButton {
                objectName: "scZoomOut"
                u: table.u * 0.7
                onDark: true
                text: "−"
                enabled: board.zoom > board.minZoom
                tip: qsTr("Zoom out (−)")
                onClicked: board.zoomOut()
                background.implicitWidth: 40 * table.u
            }
            Label {
                objectName: "scZoom"
                text: qsTr("%1 %").arg(Math.round(board.zoom * 100))
                color: Theme.feltText
                font.pixelSize: Theme.px(13, table.u)
                Layout.preferredWidth: 44 * table.u
                horizontalAlignment: Text.AlignHCenter
            }
            DeskButton {
                objectName: "scZoomIn"
                u: table.u * 0.7
                onDark: true
                text: "+"
                enabled: board.zoom < board.maxZoom
                tip: qsTr("Zoom in (+, or Ctrl + mouse wheel)")
                onClicked: board.zoomIn()
                background.implicitWidth: 40 * table.u
            }
            DeskButton {
                objectName: "scZoomFit"
                u: table.u * 0.7
                onDark: true
                text: qsTr("Fit")
                enabled: board.zoom !== 1
                tip: qsTr("Show the whole board (0)")
                onClicked: board.fit()
                background.implicitWidth: 50 * table.u
            }
            Item { Layout.fillWidth: true }
            DeskButton {
                objectName: "scUndo"
                u: table.u * 0.7
                onDark: true
                enabled: Saves.canUndo
                text: qsTr("↶ Undo")
                shortText: "↶"
                tip: Saves.undoTip
                onClicked: Saves.undo()
            }
            DeskButton {
                objectName: "scRedo"
                u: table.u * 0.7
                onDark: true
                enabled: Saves.canRedo
                text: qsTr("↷ Redo")
                shortText: "↷"
                tip: Saves.redoTip
                onClicked: Saves.redo()
            }
            DeskButton {
                objectName: "scSave"
                u: table.u * 0.7
                onDark: true
                text: qsTr("Save…")
                tip: qsTr("Save this game under a name, or open a saved game; it is also saved after every move (Ctrl+S)")
                onClicked: table.showSaves()
            }
        }

        // The disclaimer has a line of its own under the bar (wrapped where the window is
        // narrow): between the bar's buttons it was cut off.
        Label {
            id: approxNote
            objectName: "scApproxNote"
            anchors.top: boardBar.bottom
            anchors.topMargin: 4 * table.u
            anchors.left: parent.left
            anchors.right: parent.right
            visible: text !== ""
            height: visible ? implicitHeight : 0
            text: SetCubedGame.approximateNote
            color: Theme.feltTextSoft
            font.pixelSize: Theme.px(12, table.u)
            font.italic: true
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignHCenter
        }

        SetBoard {
            id: board
            objectName: "scBoard"
            anchors.top: approxNote.bottom
            anchors.topMargin: 6 * table.u
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.bottom: handStrip.top
            anchors.bottomMargin: 8 * table.u
            u: table.u
        }

        Rectangle {
            id: handStrip
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.bottom: parent.bottom
            height: 96 * table.u
            radius: 10 * table.u
            color: "#30000000"
            z: 5

            Label {
                id: handTitle
                objectName: "scHandTitle"
                x: 12 * table.u
                y: 8 * table.u
                width: 120 * table.u
                textFormat: Text.PlainText
                text: SetCubedGame.handTitle
                color: Theme.feltText
                font.pixelSize: Theme.px(15, table.u)
                font.bold: true
                wrapMode: Text.WordWrap
            }
            Label {
                x: 12 * table.u
                anchors.top: handTitle.bottom
                anchors.topMargin: 2 * table.u
                width: 120 * table.u
                text: SetCubedGame.extraRollStep ? qsTr("click dice to re-roll")
                     : SetCubedGame.building ? qsTr("click or drag a die") : ""
                color: Theme.feltTextSoft
                font.pixelSize: Theme.px(11, table.u)
                wrapMode: Text.WordWrap
            }
            Row {
                x: 140 * table.u
                anchors.verticalCenter: parent.verticalCenter
                spacing: 14 * table.u

                Repeater {
                    model: SetCubedGame.hand
                    delegate: Item {
                        id: slot
                        required property int die
                        required property string face
                        required property bool placed
                        required property bool selected
                        required property bool selectable
                        required property bool chosen
                        required property string key
                        required property string tip
                        required property string spoken

                        objectName: "scHand_" + die
                        Accessible.role: Accessible.Button
                        Accessible.name: slot.spoken
                        Accessible.onPressAction: SetCubedGame.selectDie(slot.die)
                        width: 70 * table.u
                        height: 70 * table.u
                        opacity: placed ? 0.3 : 1

                        Rectangle {
                            anchors.fill: parent
                            anchors.margins: -5 * table.u
                            radius: 12 * table.u
                            visible: slot.selected || slot.chosen || (slot.selectable && SetCubedGame.humanToMove)
                            color: slot.selected || slot.chosen ? Theme.lit : "transparent"
                            border.width: 3 * table.u
                            border.color: Theme.lit
                        }
                        SetDie {
                            id: handDie
                            readonly property int die: slot.die
                            size: slot.width
                            face: slot.face
                            dimmed: SetCubedGame.humanToMove && !slot.selectable && !slot.selected
                            Drag.active: dragger.active
                            Drag.keys: ["setcubed-die"]
                            Drag.source: handDie
                            Drag.hotSpot.x: width / 2
                            Drag.hotSpot.y: height / 2
                            z: dragger.active ? 10 : 0
                            DragHandler {
                                id: dragger
                                enabled: SetCubedGame.building && slot.selectable
                                onActiveChanged: {
                                    if (!active) {
                                        handDie.Drag.drop()
                                        handDie.x = 0
                                        handDie.y = 0
                                    }
                                }
                            }
                        }
                        Rectangle {
                            anchors.left: parent.left
                            anchors.bottom: parent.bottom
                            anchors.leftMargin: -8 * table.u
                            anchors.bottomMargin: -8 * table.u
                            width: 22 * table.u
                            height: width
                            radius: width / 2
                            color: Theme.ink
                            border.color: "#ffffff"
                            Text {
                                anchors.centerIn: parent
                                text: slot.key
                                color: "#ffffff"
                                font.bold: true
                                font.pixelSize: Theme.px(12, table.u)
                            }
                        }
                        Text {
                            anchors.centerIn: parent
                            visible: slot.chosen
                            text: "⟳"
                            color: Theme.warn
                            style: Text.Outline
                            styleColor: "#ffffff"
                            font.bold: true
                            font.pixelSize: Theme.px(36, table.u)
                        }
                        MouseArea {
                            id: slotMouse
                            anchors.fill: parent
                            hoverEnabled: true
                            cursorShape: slot.selectable ? Qt.PointingHandCursor : Qt.ArrowCursor
                            onClicked: SetCubedGame.selectDie(slot.die)
                        }
                        ToolTip.visible: slotMouse.containsMouse
                        ToolTip.delay: 500
                        ToolTip.text: slot.tip
                    }
                }
            }
            Label {
                anchors.right: parent.right
                anchors.rightMargin: 12 * table.u
                anchors.verticalCenter: parent.verticalCenter
                width: Math.max(0, parent.width - (140 + 5 * 84 + 24) * table.u)
                visible: width > 60 * table.u
                text: qsTr("Colours are also told by the fill: red solid, green striped, purple open.")
                color: Theme.feltTextSoft
                font.pixelSize: Theme.px(11, table.u)
                wrapMode: Text.WordWrap
                horizontalAlignment: Text.AlignRight
            }
        }
    }

    // ------------------------------------------------------------------ overlays
    SetWildDialog {
        id: wildDialog
        objectName: "scWildDialog"
        anchors.fill: parent
        visible: SetCubedGame.wildAsking
        u: table.u
    }

    Rectangle {
        objectName: "scHandOver"
        anchors.fill: parent
        visible: SetCubedGame.handOver
        color: Theme.feltDark
        // said to a screen reader as it comes up: whose turn it is now
        Accessible.role: Accessible.Dialog
        Accessible.name: scHandOverTitle.text
        onVisibleChanged: if (visible) Accessible.announce(scHandOverTitle.text + " " + SetCubedGame.handOverWhat)
        MouseArea { anchors.fill: parent; hoverEnabled: true }
        ColumnLayout {
            anchors.centerIn: parent
            width: Math.min(parent.width - 80 * table.u, 760 * table.u)
            spacing: 24 * table.u
            Label {
                id: scHandOverTitle
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                textFormat: Text.PlainText
                text: qsTr("Pass the device to %1.").arg(SetCubedGame.handOverName)
                color: Theme.feltText
                font.pixelSize: Theme.px(40, table.u)
                font.bold: true
            }
            Label {
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                textFormat: Text.PlainText
                text: SetCubedGame.handOverWhat
                color: Theme.feltTextSoft
                font.pixelSize: Theme.px(20, table.u)
            }
            DeskButton {
                objectName: "scHandOverContinue"
                Layout.alignment: Qt.AlignHCenter
                u: table.u
                primary: true
                text: qsTr("I am %1: continue").arg(SetCubedGame.handOverName)
                tip: qsTr("Continue (Enter)")
                onClicked: SetCubedGame.confirmHandOver()
            }
        }
    }

    // The results are built after the frame that shows the last move (AfterFrameLoader).
    AfterFrameLoader {
        objectName: "scResultsLoader"
        anchors.fill: parent
        wanted: SetCubedGame.finished
        visible: !table.finalClosed
        sourceComponent: SetCubedResults {
            objectName: "scResults"
            u: table.u
            onCloseRequested: table.finalClosed = true
            onNewGame: table.newGame()
            onHome: table.leave()
        }
    }

    DeskButton {
        objectName: "scShowResults"
        anchors.horizontalCenter: playArea.horizontalCenter
        anchors.bottom: parent.bottom
        anchors.bottomMargin: 24 * table.u
        z: 6
        visible: SetCubedGame.finished && table.finalClosed
        u: table.u
        primary: true
        text: qsTr("Final scores")
        onClicked: table.finalClosed = false
    }

    Rectangle {
        objectName: "scConfirmLeave"
        anchors.fill: parent
        z: 20  // over the results and their button
        visible: table.confirmLeave
        color: "#a0000000"
        MouseArea { anchors.fill: parent; hoverEnabled: true }
        Rectangle {
            anchors.centerIn: parent
            width: 520 * table.u
            height: leaveColumn.implicitHeight + 48 * table.u
            radius: 14 * table.u
            color: Theme.paper
            ColumnLayout {
                id: leaveColumn
                x: 24 * table.u
                y: 24 * table.u
                width: parent.width - 48 * table.u
                spacing: 16 * table.u
                Label {
                    Layout.fillWidth: true
                    text: qsTr("Leave this game?")
                    font.pixelSize: Theme.px(24, table.u)
                    font.bold: true
                    color: Theme.ink
                }
                Label {
                    objectName: "scLeaveConfirmText"
                    Layout.fillWidth: true
                    text: qsTr("The game is saved after every move: “Continue” on the home screen takes you back to it.")
                    wrapMode: Text.WordWrap
                    font.pixelSize: Theme.px(16, table.u)
                    color: Theme.ink
                }
                RowLayout {
                    id: leaveButtons
                    Layout.alignment: Qt.AlignRight
                    spacing: 10 * table.u
                    DeskButton {
                        id: leaveStay
                        objectName: "scLeaveStay"
                        Keys.onPressed: (event) => { if (DialogKeys.walk(event, leaveButtons)) event.accepted = true }
                        u: table.u
                        text: qsTr("Keep playing")
                        onClicked: table.confirmLeave = false
                    }
                    DeskButton {
                        objectName: "scLeaveConfirm"
                        Keys.onPressed: (event) => { if (DialogKeys.walk(event, leaveButtons)) event.accepted = true }
                        u: table.u
                        primary: true
                        text: qsTr("Leave")
                        onClicked: { table.confirmLeave = false; table.leave() }
                    }
                }
            }
        }
    }
}

pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// The SET Cubed table: the board, the hand of the player at the device, what to do with the
// live preview of the turn being built, every player's hand and score, the log.
Item {
    id: table

    property bool finalClosed: false
    property bool confirmLeave: false

    signal leave()
    signal newGame()
    signal showRules()
    signal showSaves()

    // Undo and redo of your own turns (never of dice); off in honest games. As on the Clever table.
    readonly property bool onTop: StackView.status === StackView.Active
    TableShortcuts {
        active: table.onTop
        onSaveAsked: table.showSaves()
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
    Binding { target: SetCubedHints; property: "allowed"; value: Desk.hints }

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
        if (SetCubedGame.input.cancel())
            return
        if (SetCubedGame.finished)
            table.leave()
        else
            table.confirmLeave = true
    }
    onConfirmLeaveChanged: {
        if (confirmLeave)
            leaveDialog.focusStay()  // Enter keeps playing; Tab reaches Leave
        else
            table.forceActiveFocus()
    }

    Keys.onPressed: (event) => {
        if (table.confirmLeave) {
            if (event.key === Qt.Key_Escape) { table.confirmLeave = false; event.accepted = true }
            else if (leaveDialog.walk(event)) event.accepted = true
            return
        }
        if (SetCubedGame.turn.handOver) {
            if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space) {
                SetCubedGame.confirmHandOver()
                event.accepted = true
            } else if (event.key === Qt.Key_Escape) {
                table.confirmLeave = true
                event.accepted = true
            }
            return
        }
        if (SetCubedGame.input.wildAsking) {
            event.accepted = true
            switch (event.key) {
            case Qt.Key_Escape: SetCubedGame.input.cancelWild(); break
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
            if (event.key === Qt.Key_Escape) table.finalClosed = true
            else if (resultsLoader.item) resultsLoader.item.keyPressed(event)
            event.accepted = true
            return
        }
        event.accepted = true
        switch (event.key) {
        case Qt.Key_1: case Qt.Key_2: case Qt.Key_3: case Qt.Key_4: case Qt.Key_5:
            SetCubedGame.input.pressDieKey(event.key - Qt.Key_0); break
        case Qt.Key_Right: SetCubedGame.input.moveCursor(0, 1); break
        case Qt.Key_Left: SetCubedGame.input.moveCursor(0, -1); break
        case Qt.Key_Down: SetCubedGame.input.moveCursor(1, 0); break
        case Qt.Key_Up: SetCubedGame.input.moveCursor(-1, 0); break
        case Qt.Key_Return: case Qt.Key_Enter: case Qt.Key_Space:
            SetCubedGame.input.activate(); break
        case Qt.Key_E:
            if (SetCubedGame.turn.extraRollStep) SetCubedGame.input.rollExtra(); else SetCubedGame.input.endTurn()
            break
        case Qt.Key_P: SetCubedGame.input.passTurn(); break
        case Qt.Key_K:
            if (SetCubedGame.turn.extraRollStep) SetCubedGame.input.keepAllDice(); else SetCubedGame.input.keepWilds()
            break
        case Qt.Key_Backspace: SetCubedGame.input.takeBackAll(); break
        case Qt.Key_H: if (SetCubedHints.allowed) SetCubedHints.ask(); break
        case Qt.Key_End: SetCubedGame.skipToPerson(); break
        case Qt.Key_Plus: case Qt.Key_Equal: board.zoomIn(); break
        case Qt.Key_Minus: board.zoomOut(); break
        case Qt.Key_0: board.fit(); break
        case Qt.Key_Escape: table.pressEscape(); break
        default: event.accepted = false
        }
    }

    FeltBackground { anchors.fill: parent }

    // ------------------------------------------------------------------ top bar
    SetCubedTopBar {
        id: topBar
        anchors.left: parent.left
        anchors.right: parent.right
        onRulesAsked: table.showRules()
        onLeaveAsked: SetCubedGame.finished ? table.leave() : (table.confirmLeave = true)
    }

    // ------------------------------------------------------------------ right panel
    Rectangle {
        id: side
        anchors.top: topBar.bottom
        anchors.bottom: parent.bottom
        anchors.right: parent.right
        width: Math.min(430 * Theme.u, table.width * 0.36)
        color: "#28000000"

        ColumnLayout {
            anchors.fill: parent
            anchors.margins: 10 * Theme.u
            spacing: 10 * Theme.u

            SetCubedPromptCard {
            }

            // every player: score and hand (all hands are open, rule R12)
            SetCubedSeats {
            }

            // scores per round
            SetCubedRoundScores {
            }

            LogPanel {
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.minimumHeight: 60 * Theme.u
                listName: "scLog"
                model: SetCubedGame.log
                textSize: 13
                holdsPlace: false  // always shows the newest line
                listTop: 26 * Theme.u
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
        anchors.margins: 10 * Theme.u
        SetCubedBoardBar {
            id: boardBar
            anchors.left: parent.left
            anchors.right: parent.right
            boardView: board
            onSaveAsked: table.showSaves()
        }

        SetCubedHintNote {
            id: hintNote
            anchors.top: boardBar.bottom
            anchors.topMargin: visible ? 4 * Theme.u : 0
            anchors.left: parent.left
            anchors.right: parent.right
            height: implicitHeight
        }

        // The disclaimer has a line of its own under the bar (wrapped where the window is
        // narrow): between the bar's buttons it was cut off.
        Label {
            id: approxNote
            objectName: "scApproxNote"
            anchors.top: hintNote.bottom
            anchors.topMargin: 4 * Theme.u
            anchors.left: parent.left
            anchors.right: parent.right
            visible: text !== ""
            height: visible ? implicitHeight : 0
            text: SetCubedGame.boardData.approximateNote
            color: Theme.feltTextSoft
            font.pixelSize: Theme.px(12)
            font.italic: true
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignHCenter
        }

        SetBoard {
            id: board
            objectName: "scBoard"
            anchors.top: approxNote.bottom
            anchors.topMargin: 6 * Theme.u
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.bottom: handStrip.top
            anchors.bottomMargin: 8 * Theme.u
        }

        SetCubedHand {
            id: handStrip
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.bottom: parent.bottom
            z: 5
        }
    }

    // ------------------------------------------------------------------ overlays
    SetWildDialog {
        id: wildDialog
        objectName: "scWildDialog"
        anchors.fill: parent
        visible: SetCubedGame.input.wildAsking
    }

    HandOverScreen {
        objectName: "scHandOver"
        anchors.fill: parent
        visible: SetCubedGame.turn.handOver
        name: SetCubedGame.turn.handOverName
        what: SetCubedGame.turn.handOverWhat
        continueText: qsTr("I am %1: continue").arg(Words.typed(SetCubedGame.turn.handOverName))
        titleName: ""
        continueName: "scHandOverContinue"
        onContinued: SetCubedGame.confirmHandOver()
    }

    // The results are built after the frame that shows the last move (AfterFrameLoader).
    AfterFrameLoader {
        id: resultsLoader
        objectName: "scResultsLoader"
        anchors.fill: parent
        wanted: SetCubedGame.finished
        visible: !table.finalClosed
        sourceComponent: SetCubedResults {
            objectName: "scResults"
            onCloseRequested: table.finalClosed = true
            onNewGame: table.newGame()
            onHome: table.leave()
        }
    }

    DeskButton {
        objectName: "scShowResults"
        anchors.horizontalCenter: playArea.horizontalCenter
        anchors.bottom: parent.bottom
        anchors.bottomMargin: 24 * Theme.u
        z: 6
        visible: SetCubedGame.finished && table.finalClosed
        primary: true
        text: qsTr("Final scores")
        onClicked: table.finalClosed = false
    }

    LeaveDialog {
        id: leaveDialog
        objectName: "scConfirmLeave"
        anchors.fill: parent
        z: 20  // over the results and their button
        visible: table.confirmLeave
        textName: "scLeaveConfirmText"
        stayName: "scLeaveStay"
        confirmName: "scLeaveConfirm"
        onStayAsked: table.confirmLeave = false
        onLeaveAsked: { table.confirmLeave = false; table.leave() }
    }
}

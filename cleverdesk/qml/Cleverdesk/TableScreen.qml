pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// The table: the current sheet large, the other sheets small, the dice, what to do, the log.
Item {
    id: table

    property bool finalClosed: false
    property bool confirmLeave: false
    readonly property bool several: Game.sheets.minis.length > 1

    signal leave()
    signal newGame()
    signal showRules()
    signal showSaves()
    signal showPrint()

    // Undo and redo of your own moves (never of dice; off in honest and campaign games), save
    // and print, while the table is on top.
    readonly property bool onTop: StackView.status === StackView.Active
    // A finished game under another screen (its Review, the rules …): the sheet lets its
    // thousands of items go (~25 MB for Clever 4ever) and is drawn again on coming back. A
    // game being played keeps them: coming back to it is at once.
    readonly property bool resting: StackView.status === StackView.Inactive && Game.finished
    TableShortcuts {
        active: table.onTop
        printable: true
        onSaveAsked: table.showSaves()
        onPrintAsked: table.showPrint()
    }

    focus: true
    StackView.onActivated: table.forceActiveFocus()
    Component.onCompleted: table.forceActiveFocus()

    Connections {
        target: Game
        function onStarted() { table.finalClosed = false }
    }
    // A screen reader says what each move changed: the roll, bonuses, a forfeit (spoken.py).
    Connections {
        target: Game.announcer
        function onAnnounced(text) { table.Accessible.announce(text) }
    }

    // Esc closes what is open (the value picker, a chosen die, the hints); with nothing open it
    // asks whether to leave for the home screen (the game is saved after every move, so
    // leaving loses nothing; a finished game is left at once, as the Leave button does).
    function pressEscape() {
        if (Game.input.cancel())
            return
        if (hintPanel.showing)
            Hints.clear()
        else if (autosaveNote.visible)  // the note said once: read, put away by key too
            Desk.autosaveTold = true
        else if (Game.finished)
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
        if (Game.turnDone && !Game.handOver) {
            if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space) {
                Game.finishTurn()
                event.accepted = true
            } else if (event.key === Qt.Key_Escape) {
                table.confirmLeave = true
                event.accepted = true
            }
            return
        }
        if (Game.handOver) {
            if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space) {
                Game.confirmHandOver()
                event.accepted = true
            } else if (event.key === Qt.Key_Escape) {
                table.confirmLeave = true
                event.accepted = true
            }
            return
        }
        if (Game.finished && !table.finalClosed) {
            if (event.key === Qt.Key_Escape) table.finalClosed = true
            else if (finalLoader.item) finalLoader.item.keyPressed(event)
            event.accepted = true  // (R, the review: the card's own shortcut)
            return
        }
        if (throwPanel.takeKey(event)) {  // real dice: the throw to enter takes the typing
            event.accepted = true
            return
        }
        event.accepted = true
        if (choicePanel.visible) {  // "What goes here?": the keys walk its buttons
            switch (event.key) {
            case Qt.Key_Right: case Qt.Key_Down: case Qt.Key_Tab: choicePanel.step(1); return
            case Qt.Key_Left: case Qt.Key_Up: case Qt.Key_Backtab: choicePanel.step(-1); return
            case Qt.Key_Return: case Qt.Key_Enter: case Qt.Key_Space: choicePanel.press(); return
            }
        }
        switch (event.key) {
        case Qt.Key_1: case Qt.Key_2: case Qt.Key_3: case Qt.Key_4: case Qt.Key_5: case Qt.Key_6:
        case Qt.Key_7: case Qt.Key_8: case Qt.Key_9:  // 7–9: the longer choices of a cell
            Game.input.pressDieKey(event.key - Qt.Key_0); break
        case Qt.Key_Right: case Qt.Key_Down: case Qt.Key_Tab:
            Game.input.moveCursor(1); break
        case Qt.Key_Left: case Qt.Key_Up: case Qt.Key_Backtab:
            Game.input.moveCursor(-1); break
        case Qt.Key_Return: case Qt.Key_Enter: case Qt.Key_Space:
            // a hint whose best move is a button (reroll, forfeit …) is played as a lit cell is
            if (Hints.rows.length > 0 && Hints.bestIsButton) Hints.play(0)
            else Game.input.activate()
            break
        case Qt.Key_R: Game.actions.reroll(); break
        case Qt.Key_H: if (Hints.allowed) Hints.ask(); break
        case Qt.Key_F: Game.actions.forfeit(); break
        case Qt.Key_N: Game.actions.decline(); break
        case Qt.Key_D: Game.actions.endWindow(); break
        case Qt.Key_S: Game.actions.skipOptional(); break
        case Qt.Key_E: case Qt.Key_Plus: Game.actions.armExtra(); break
        case Qt.Key_C: Game.throwEntry.correct(); break
        case Qt.Key_End: Game.skipToPerson(); break
        case Qt.Key_Escape: table.pressEscape(); break
        default: event.accepted = false
        }
    }

    FeltBackground { anchors.fill: parent }

    // ------------------------------------------------------------------ top bar
    // Whose turn and what is decided: in the bar's one row when everything fits, else (a
    // narrow window, long German or Dutch words) in a second row of their own, whole.
    TableTopBar {
        id: topBar
        anchors.left: parent.left
        anchors.right: parent.right
        onRulesAsked: table.showRules()
        onLeaveAsked: Game.finished ? table.leave() : (table.confirmLeave = true)
    }

    // ------------------------------------------------------------------ right panel
    Rectangle {
        id: side
        // Clipped: the pointer's hover, delivered again after every frame in which items
        // changed, then skips this column's items when the pointer is elsewhere (and the
        // sheets' when it is here) instead of visiting all of them.
        clip: true
        anchors.top: topBar.bottom
        anchors.bottom: parent.bottom
        anchors.right: parent.right
        // The sheet takes what it can use; when it is bound by the height (wide windows) the
        // width it cannot use goes to this column (larger dice, more log) instead of margins.
        // (With other players the sheets area keeps that width: their sheets use it.)
        readonly property real sheetRoom: table.height - topBar.height - 24 * Theme.u - 40 * Theme.u
        readonly property real sheetFits: Game.sheets.height > 0
                                          ? sheetRoom * Game.sheets.width / Game.sheets.height + 24 * Theme.u : 0
        // (a narrow window: a little more for the sheet, which is drawn under its readable
        // scale there; the dice keep their size)
        readonly property real usual: Math.min(440 * Theme.u, table.width * 0.36)
        width: table.several ? usual : Math.min(table.width * 0.45, Math.max(usual, table.width - sheetFits))
        color: "#28000000"

        ColumnLayout {
            anchors.fill: parent
            anchors.margins: 12 * Theme.u
            spacing: 12 * Theme.u

            // Every panel of this column has a fixed place and size, so that nothing a player
            // may click moves under the pointer: the prompt card keeps its height whatever it
            // shows (long prompts shrink to fit), the dice tray sits right under it, and the
            // choice and silver-chain panels open over the top of the log.
            TablePromptCard {
                id: promptCard
                finalClosed: table.finalClosed
                onFinalScoresAsked: table.finalClosed = false
            }

            Item {  // the dice tray, or in its place the throw of real dice to enter
                Layout.fillWidth: true
                Layout.preferredHeight: diceTray.implicitHeight
                z: 3  // a throw to enter may reach down over the log
                DiceTray {
                    id: diceTray
                    objectName: "diceTray"
                    anchors.fill: parent
                    visible: !throwPanel.open
                }
                ThrowEntryPanel {
                    id: throwPanel
                    anchors.left: parent.left
                    anchors.right: parent.right
                    height: parent.height
                    buttonTop: diceTray.rowHeight + diceTray.labelHeight + 4 * Theme.u
                    onClosed: table.forceActiveFocus()
                }
            }

            Item {
                id: logPlace
                Layout.fillWidth: true
                Layout.fillHeight: true
                // the room under an open question (the hint may take it)
                readonly property real freeTop: questions.height > 0 ? Math.max(0, questions.y + questions.height + 8 * Theme.u) : 0

                LogPanel {
                    // the log gives way to an open question (it is read, never clicked)
                    anchors.fill: parent
                    anchors.topMargin: logPlace.freeTop
                    listName: "log"
                    model: Game.log
                }

                // The questions open above the log, at the same place every time.
                // A question too long for the room under the tray (many choices in a small
                // window) reaches up over the tray: the die is chosen already then.
                Column {
                    id: questions
                    anchors.left: parent.left
                    anchors.right: parent.right
                    y: Math.min(0, parent.height - height)
                    spacing: 8 * Theme.u
                    z: 2
                    ChoicePanel {
                        id: choicePanel
                        objectName: "choicePanel"
                        width: parent.width
                        visible: Game.choice.choices.length > 0
                    }
                    SilverChainPanel {
                        objectName: "chainPanel"
                        width: parent.width
                        visible: Game.choice.optionalBonuses.length > 0
                    }
                }
            }
        }
    }

    // ------------------------------------------------------------------ the sheets
    Item {
        id: sheets
        clip: true  // see the side column
        anchors.top: topBar.bottom
        anchors.bottom: parent.bottom
        anchors.left: parent.left
        anchors.right: side.left
        anchors.margins: 12 * Theme.u

        TableSheetHeader {
            id: sheetHeader
            anchors.left: parent.left
            anchors.right: parent.right
            onSaveAsked: table.showSaves()
            onPrintAsked: table.showPrint()
        }

        // The other players' sheets go beside the main sheet when it is bound by the height and
        // leaves room at its side (wide windows), else in a row under it.
        readonly property real fullSheetWidth: Game.sheets.height > 0
            ? (height - sheetHeader.height - 6 * Theme.u) * Game.sheets.width / Game.sheets.height : width
        // beside: a column at least 150 u wide; taken when the main sheet is as large that way
        readonly property real besideWidth: Math.max(150 * Theme.u, width - fullSheetWidth - 10 * Theme.u)
        readonly property real scaleBeside: Math.min((width - besideWidth - 10 * Theme.u) / Math.max(1, Game.sheets.width),
                                                     (height - sheetHeader.height - 6 * Theme.u) / Math.max(1, Game.sheets.height))
        readonly property real scaleBelow: Math.min(width / Math.max(1, Game.sheets.width),
                                                    (height - sheetHeader.height - 16 * Theme.u - 160 * Theme.u) / Math.max(1, Game.sheets.height))
        readonly property bool minisBeside: table.several && scaleBeside >= scaleBelow

        SheetView {
            id: mainSheet
            objectName: "mainSheet"
            anchors.top: sheetHeader.bottom
            anchors.topMargin: 6 * Theme.u
            anchors.left: parent.left
            anchors.right: sheets.minisBeside ? minis.left : parent.right
            anchors.rightMargin: sheets.minisBeside ? 10 * Theme.u : 0
            anchors.bottom: table.several && !sheets.minisBeside ? minis.top : parent.bottom
            anchors.bottomMargin: table.several && !sheets.minisBeside ? 10 * Theme.u : 0
            sheetModel: table.resting ? null : Game.sheets.main
            prefix: "sheet"
            alignTop: true
            interactive: Game.humanToMove
            dim: Game.selectedDie !== ""
        }

        Grid {
            id: minis
            objectName: "minis"
            // beside: a column as wide as the main sheet leaves; below: a row 160 u high
            readonly property real cardHeight: sheets.minisBeside
                ? Math.min((sheets.height - sheetHeader.height - 6 * Theme.u - (Game.sheets.minis.length - 2) * spacing)
                           / Math.max(1, Game.sheets.minis.length - 1),
                           (sheets.besideWidth - 12 * Theme.u)
                           * Game.sheets.height / Math.max(1, Game.sheets.width) + 40 * Theme.u)
                : 160 * Theme.u
            // placed by x/y (not anchors): it moves between the two places with the window size
            x: sheets.width - width
            y: sheets.minisBeside ? sheetHeader.height + 6 * Theme.u : sheets.height - height
            width: sheets.minisBeside ? sheets.besideWidth : sheets.width
            height: sheets.minisBeside ? sheets.height - sheetHeader.height - 6 * Theme.u
                                       : (table.several ? cardHeight : 0)
            columns: sheets.minisBeside ? 1 : 6
            visible: table.several
            spacing: 10 * Theme.u

            Repeater {
                model: table.several ? Game.seats : null
                delegate: MiniSheetCard {
                    cardHeight: minis.cardHeight
                    preview: sheetPreview
                }
            }
        }

        // The sheet of the player under the pointer, large enough to read, over the main sheet.
        SheetPreview {
            id: sheetPreview
            z: 5
            anchors.fill: mainSheet
            several: table.several
        }
    }

    // ------------------------------------------------------------------ the hint
    // The hint goes where nothing of the decision lies: the log's place under the dice (never
    // over them), else the room the sheet leaves under itself, else over the other players'
    // sheets; the first place it fits whole, or else the largest (the hint scrolls inside).
    HintPanel {
        id: hintPanel
        objectName: "hintPanel"
        advisor: Hints
        z: 4
        readonly property real paperHeight: Game.sheets.height * mainSheet.mm
        readonly property var places: [
            { x: side.x + 12 * Theme.u + logPlace.x, y: side.y + 12 * Theme.u + logPlace.y + logPlace.freeTop,
              w: logPlace.width, h: logPlace.height - logPlace.freeTop },
            { x: sheets.x + mainSheet.x, y: sheets.y + mainSheet.y + paperHeight + 8 * Theme.u,
              w: mainSheet.width, h: mainSheet.height - paperHeight - 8 * Theme.u },
            { x: sheets.x + minis.x, y: sheets.y + minis.y,
              w: table.several ? minis.width : 0, h: table.several ? minis.height : 0 }
        ]
        readonly property var place: {
            let largest = places[0]
            for (let i = 0; i < places.length; i++) {
                if (places[i].w >= 200 * Theme.u && places[i].h >= fullHeight)
                    return places[i]
                if (places[i].w >= 200 * Theme.u && places[i].h > largest.h)
                    largest = places[i]
            }
            return largest
        }
        x: place.x
        y: place.y
        width: Math.min(place.w, 640 * Theme.u)
        room: Math.max(0, place.h)
    }

    // ------------------------------------------------------------------ overlays
    // Said once ever: closing the window asks nothing, because every move is saved. Over the
    // foot of the log (read, never clicked), not over anything of the game.
    AutosaveNote {
        id: autosaveNote
        z: 3
        x: side.x + 12 * Theme.u
        anchors.bottom: parent.bottom
        anchors.bottomMargin: 12 * Theme.u
        width: side.width - 24 * Theme.u
    }

    HandOverScreen {
        objectName: "handOverScreen"
        anchors.fill: parent
        visible: Game.handOver
        name: Game.turn.handOverName
        what: Game.turn.handOverWhat
        onContinued: Game.confirmHandOver()
    }

    // The final scoring is built after the frame that shows the last move (AfterFrameLoader).
    AfterFrameLoader {
        id: finalLoader
        objectName: "finalScoresLoader"
        anchors.fill: parent
        wanted: Game.finished
        visible: !table.finalClosed
        sourceComponent: FinalScores {
            objectName: "finalScores"
            onCloseRequested: table.finalClosed = true
            onNewGame: table.newGame()
            onHome: table.leave()
        }
    }

    LeaveDialog {
        id: leaveDialog
        objectName: "confirmLeave"
        anchors.fill: parent
        z: 20  // over the hint panel, the hand-over screen and the final scores
        visible: table.confirmLeave
        canGiveUp: Campaign.playingText !== ""
        onStayAsked: table.confirmLeave = false
        onLeaveAsked: { table.confirmLeave = false; table.leave() }
        onGiveUpAsked: { table.confirmLeave = false; if (Campaign.giveUp()) table.leave() }
    }
}

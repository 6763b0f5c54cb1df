import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// The table: the current sheet large, the other sheets small, the dice, what to do, the log.
Item {
    id: table

    property real u: 1
    property bool finalClosed: false
    property bool confirmLeave: false
    readonly property bool several: Game.miniSheets.length > 1

    signal leave()
    signal newGame()
    signal showRules()
    signal showSaves()
    signal showPrint()

    // Undo and redo of your own moves (never of dice); off in honest and campaign games.
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
    Shortcut {
        sequences: ["Ctrl+P"]
        enabled: table.onTop
        onActivated: table.showPrint()
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
        if (Game.cancel())
            return
        if (hintPanel.showing)
            Hints.clear()
        else if (Game.finished)
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
            if (event.key === Qt.Key_Escape) { table.finalClosed = true; event.accepted = true }
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
            Game.pressDieKey(event.key - Qt.Key_0); break
        case Qt.Key_Right: case Qt.Key_Down: case Qt.Key_Tab:
            Game.moveCursor(1); break
        case Qt.Key_Left: case Qt.Key_Up: case Qt.Key_Backtab:
            Game.moveCursor(-1); break
        case Qt.Key_Return: case Qt.Key_Enter: case Qt.Key_Space:
            // a hint whose best move is a button (reroll, forfeit …) is played as a lit cell is
            if (Hints.rows.length > 0 && Hints.bestIsButton) Hints.play(0)
            else Game.activate()
            break
        case Qt.Key_R: Game.reroll(); break
        case Qt.Key_H: if (Hints.allowed) Hints.ask(); break
        case Qt.Key_F: Game.forfeit(); break
        case Qt.Key_N: Game.decline(); break
        case Qt.Key_D: Game.endWindow(); break
        case Qt.Key_S: Game.skipOptional(); break
        case Qt.Key_E: case Qt.Key_Plus: Game.armExtra(); break
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
    // Whose turn and what is decided: in the bar's one row when everything fits, else (a
    // narrow window, long German or Dutch words) in a second row of their own, whole.
    component TurnInfo: RowLayout {
        spacing: 12 * table.u
        Label {
            objectName: "turnText"
            textFormat: Text.PlainText
            text: Game.turnText
            color: Theme.feltText
            font.pixelSize: Theme.px(16, table.u)
        }
        Rectangle {
            Layout.preferredHeight: 34 * table.u
            Layout.preferredWidth: decision.implicitWidth + 24 * table.u
            radius: height / 2
            visible: Game.decisionText !== ""
            color: Game.computerDeciding ? "#3b4f66" : "#7a4a00"
            Label {
                id: decision
                objectName: "decisionText"
                anchors.centerIn: parent
                textFormat: Text.PlainText
                text: Game.decisionText
                color: "#ffffff"
                font.pixelSize: Theme.px(15, table.u)
                font.bold: true
            }
        }
    }
    Rectangle {
        id: topBar
        anchors.left: parent.left
        anchors.right: parent.right
        readonly property real rowHeight: 56 * table.u
        // the first row's fixed part and the turn's words, side by side: do they fit?
        readonly property bool twoRows: barTitle.implicitWidth + barRound.implicitWidth + barSeed.implicitWidth
                                        + barLanguage.implicitWidth + barRules.implicitWidth + barLeave.implicitWidth
                                        + belowTurn.implicitWidth + 7 * barRow.spacing
                                        > width - barRow.anchors.leftMargin - barRow.anchors.rightMargin
        height: twoRows ? rowHeight + 40 * table.u : rowHeight
        color: Theme.bar

        TurnInfo {
            id: belowTurn
            objectName: "turnRow"
            visible: topBar.twoRows
            x: 16 * table.u
            y: topBar.rowHeight - 6 * table.u
            height: 40 * table.u
        }

        RowLayout {
            id: barRow
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.top: parent.top
            height: topBar.rowHeight
            anchors.leftMargin: 16 * table.u
            anchors.rightMargin: 12 * table.u
            spacing: 12 * table.u

            Label {
                id: barTitle
                text: Game.gameTitle
                color: Theme.feltText
                font.pixelSize: Theme.px(20, table.u)
                font.bold: true
            }
            Label {
                id: barRound
                objectName: "roundText"
                text: Game.roundText
                color: Theme.accent
                font.pixelSize: Theme.px(18, table.u)
                font.bold: true
            }
            TurnInfo {
                id: barTurn
                visible: !topBar.twoRows
            }
            Item { Layout.fillWidth: true }
            Label {
                id: barSeed
                objectName: "campaignPlaying"
                // a campaign game names its stage and target instead of the seed
                textFormat: Text.PlainText
                text: Campaign.playingText !== "" ? Campaign.playingText : qsTr("Seed %1").arg(Game.seed)
                color: Campaign.playingText !== "" ? Theme.accent : Theme.feltTextSoft
                font.pixelSize: Theme.px(13, table.u)
                font.bold: Campaign.playingText !== ""
                HoverHandler { id: seedHover }
                ToolTip.visible: seedHover.hovered
                ToolTip.text: Campaign.playingText !== "" ? qsTr("A campaign game: the same dice for everybody, and no undo.")
                                                          : qsTr("Start a new game with this seed to meet the same dice.")
            }
            LanguageMenuButton {
                id: barLanguage
                u: table.u * 0.8
                onDark: true
            }
            DeskButton {
                id: barRules
                objectName: "tableRules"
                u: table.u * 0.8
                implicitWidth: contentItem.implicitWidth + leftPadding + rightPadding  // as wide as its word
                onDark: true
                text: qsTr("Rules")
                tip: qsTr("The rules and the keyboard keys")
                onClicked: table.showRules()
            }
            DeskButton {
                id: barLeave
                objectName: "tableLeave"
                u: table.u * 0.8
                implicitWidth: contentItem.implicitWidth + leftPadding + rightPadding  // as wide as its word
                onDark: true
                text: qsTr("Leave")
                tip: qsTr("Back to the home screen (Esc)")
                onClicked: Game.finished ? table.leave() : (table.confirmLeave = true)
            }
        }
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
        readonly property real sheetRoom: table.height - topBar.height - 24 * table.u - 40 * table.u
        readonly property real sheetFits: Game.sheetHeight > 0
                                          ? sheetRoom * Game.sheetWidth / Game.sheetHeight + 24 * table.u : 0
        readonly property real usual: Math.min(440 * table.u, table.width * 0.38)
        width: table.several ? usual : Math.min(table.width * 0.45, Math.max(usual, table.width - sheetFits))
        color: "#28000000"

        ColumnLayout {
            anchors.fill: parent
            anchors.margins: 12 * table.u
            spacing: 12 * table.u

            // Every panel of this column has a fixed place and size, so that nothing a player
            // may click moves under the pointer: the prompt card keeps its height whatever it
            // shows (long prompts shrink to fit), the dice tray sits right under it, and the
            // choice and silver-chain panels open over the top of the log.
            Rectangle {
                id: promptCard
                objectName: "promptCard"
                Layout.fillWidth: true
                Layout.preferredHeight: 170 * table.u + 5 * Math.ceil(Theme.px(11, table.u) * 1.25)
                radius: 10 * table.u
                color: Theme.card

                Label {
                    objectName: "promptText"
                    anchors.left: parent.left
                    anchors.right: parent.right
                    anchors.top: parent.top
                    anchors.bottom: promptButtons.top
                    anchors.margins: 12 * table.u
                    anchors.bottomMargin: 6 * table.u
                    textFormat: Text.PlainText
                    // the "Done" moment offers Undo only when it can take the move back (if not,
                    // the disabled Undo's tooltip says why)
                    text: Game.turnDone && Saves.canUndo
                          ? Game.prompt + " " + qsTr("Undo (Ctrl+Z) still takes your last move back.")
                          : Game.prompt
                    wrapMode: Text.WordWrap
                    color: Theme.ink
                    font.pixelSize: Theme.px(16, table.u)
                    fontSizeMode: Text.VerticalFit
                    minimumPixelSize: Theme.px(10, table.u)
                    elide: Text.ElideRight
                    font.bold: Game.pendingBonus
                }
                // Why the roll is lost, in full: in the key hints' place under the buttons (the
                // Forfeit button names its key), shrunk to fit that room if it must.
                Label {
                    id: forfeitLine
                    objectName: "forfeitExplanation"
                    anchors.fill: keyHints
                    visible: Game.mustForfeit
                    textFormat: Text.PlainText
                    text: Game.forfeitExplanation
                    wrapMode: Text.WordWrap
                    fontSizeMode: Text.VerticalFit
                    minimumPixelSize: 9
                    verticalAlignment: Text.AlignTop
                    elide: Text.ElideRight
                    color: Theme.warn
                    font.pixelSize: Theme.px(13, table.u)
                    HoverHandler { id: forfeitHover }
                    ToolTip.visible: forfeitHover.hovered
                    ToolTip.text: text
                    ToolTip.delay: 500
                }
                Flow {
                    id: promptButtons
                    // room for two rows of buttons, always: the card never grows
                    anchors.left: parent.left
                    anchors.right: parent.right
                    anchors.bottom: keyHints.top
                    anchors.leftMargin: 12 * table.u
                    anchors.rightMargin: 12 * table.u
                    anchors.bottomMargin: 6 * table.u
                    height: 2 * Math.round(35 * table.u) + spacing
                    spacing: 6 * table.u
                    DeskButton {
                        // hot-seat: the end of a player's part of the turn, seen before the hand-over
                        objectName: "turnDoneButton"
                        visible: Game.turnDone
                        u: table.u * 0.85
                        primary: true
                        text: qsTr("Done")
                        tip: qsTr("Pass the device on (Enter)")
                        onClicked: Game.finishTurn()
                    }
                    DeskButton {
                        objectName: "rerollButton"
                        visible: Game.canReroll
                        u: table.u * 0.85
                        text: qsTr("Reroll (%1 left)").arg(Game.rerollsLeft)
                        tip: qsTr("Roll all dice of the rolling area again (R)")
                        onClicked: Game.reroll()
                    }
                    DeskButton {
                        objectName: "forfeitButton"
                        visible: Game.canForfeit
                        u: table.u * 0.85
                        primary: Game.mustForfeit
                        text: qsTr("Forfeit this roll")
                        tip: Game.mustForfeit ? qsTr("No die fits: the roll is lost (F)")
                                              : qsTr("Leave this roll unused: no die is entered (F)")
                        onClicked: Game.forfeit()
                    }
                    DeskButton {
                        objectName: "extraButton"
                        visible: Game.canUseExtra
                        u: table.u * 0.85
                        primary: Game.extraArmed
                        text: qsTr("Use +1 (%1 left)").arg(Game.extrasLeft)
                        tip: qsTr("Use an extra die: any die of the silver platter or the dice fields (E)")
                        onClicked: Game.armExtra()
                    }
                    DeskButton {
                        objectName: "declineButton"
                        visible: Game.canDecline
                        u: table.u * 0.85
                        text: qsTr("Take no die")
                        tip: qsTr("Pass on the silver platter this turn (N)")
                        onClicked: Game.decline()
                    }
                    DeskButton {
                        // in the prompt card, so that it never covers the sheet's score row
                        objectName: "showFinalScores"
                        visible: Game.finished && table.finalClosed
                        u: table.u * 0.85
                        primary: true
                        text: qsTr("Final scoring")
                        onClicked: table.finalClosed = false
                    }
                    DeskButton {
                        objectName: "endWindowButton"
                        visible: Game.canEndWindow
                        u: table.u * 0.85
                        primary: !Game.extraArmed && Game.selectedDie === ""
                        text: Game.endWindowText
                        tip: Game.endWindowTip
                        onClicked: Game.endWindow()
                    }
                }
                Label {
                    id: keyHints
                    objectName: "keyHints"
                    anchors.left: parent.left
                    anchors.right: parent.right
                    anchors.bottom: parent.bottom
                    anchors.margins: 12 * table.u
                    anchors.bottomMargin: 8 * table.u
                    height: 5 * Math.ceil(fontInfo.pixelSize * 1.25)
                    // keeps its room (nothing above it moves); gives it to a forfeit's explanation
                    opacity: Game.humanToMove && !Game.mustForfeit ? 1 : 0
                    text: qsTr("Keys: 1–9 the numbered dice · arrows/Tab cells · Enter fill in · R reroll · E +1 · D done · N none · F forfeit · Esc cancel · H hint · Ctrl+Z undo · Ctrl+Shift+Z redo")
                    wrapMode: Text.WordWrap
                    maximumLineCount: 5
                    elide: Text.ElideRight
                    color: Theme.inkSoft
                    font.pixelSize: Theme.px(11, table.u)
                }
            }

            DiceTray {
                objectName: "diceTray"
                Layout.fillWidth: true
                Layout.preferredHeight: implicitHeight
                u: table.u
            }

            Item {
                id: logPlace
                Layout.fillWidth: true
                Layout.fillHeight: true
                // the room under an open question (the hint may take it)
                readonly property real freeTop: questions.height > 0 ? Math.max(0, questions.y + questions.height + 8 * table.u) : 0

                Rectangle {
                    // the log gives way to an open question (it is read, never clicked)
                    anchors.fill: parent
                    anchors.topMargin: questions.height > 0 ? Math.max(0, questions.y + questions.height + 8 * table.u) : 0
                    radius: 10 * table.u
                    color: "#30000000"
                    Label {
                        id: logTitle
                        x: 10 * table.u
                        y: 6 * table.u
                        text: qsTr("Log")
                        color: Theme.feltTextSoft
                        font.pixelSize: Theme.px(13, table.u)
                        font.bold: true
                    }
                    LogView {
                        objectName: "log"
                        anchors.fill: parent
                        anchors.margins: 10 * table.u
                        anchors.topMargin: logTitle.y + logTitle.height + 4 * table.u
                        u: table.u
                    }
                }

                // The questions open above the log, at the same place every time.
                // A question too long for the room under the tray (many choices in a small
                // window) reaches up over the tray: the die is chosen already then.
                Column {
                    id: questions
                    anchors.left: parent.left
                    anchors.right: parent.right
                    y: Math.min(0, parent.height - height)
                    spacing: 8 * table.u
                    z: 2
                    ChoicePanel {
                        id: choicePanel
                        objectName: "choicePanel"
                        width: parent.width
                        visible: Game.choices.length > 0
                        u: table.u
                    }
                    SilverChainPanel {
                        objectName: "chainPanel"
                        width: parent.width
                        visible: Game.optionalBonuses.length > 0
                        u: table.u
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
        anchors.margins: 12 * table.u

        RowLayout {
            id: sheetHeader
            anchors.left: parent.left
            anchors.right: parent.right
            height: 34 * table.u
            spacing: 12 * table.u
            // the whole row in words does not fit: undo and redo give way first, then the
            // sheet's owner is named by the name alone
            readonly property bool tight: nameWords.advanceWidth + hintButton.implicitWidth + undoButton.implicitWidth
                                          + redoButton.implicitWidth + saveButton.implicitWidth
                                          + printButton.implicitWidth + 5 * spacing > width

            Label {
                objectName: "viewName"
                Layout.fillWidth: true
                Layout.minimumWidth: Game.solo ? nameWords.advanceWidth : viewNameOnly.advanceWidth
                readonly property string words: Game.solo ? qsTr("Your sheet") : qsTr("%1's sheet").arg(Game.viewName)
                // no room for "Anna's sheet" (a narrow window): the name alone says whose
                TextMetrics { id: nameWords; font: viewNameLabel.font; text: viewNameLabel.words }
                TextMetrics { id: viewNameOnly; font: viewNameLabel.font; text: Game.viewName }
                id: viewNameLabel
                elide: Text.ElideRight
                textFormat: Text.PlainText
                text: Game.solo || nameWords.advanceWidth <= width + 0.5 ? words : Game.viewName
                color: Theme.feltText
                font.pixelSize: Theme.px(18, table.u)
                font.bold: true
            }
            DeskButton {
                id: hintButton
                objectName: "hintButton"
                // keeps its words: undo and redo give way to their arrows first
                u: table.u * 0.75
                onDark: true
                visible: Hints.allowed
                enabled: Game.humanToMove || Hints.busy || Hints.rows.length > 0
                text: Hints.busy || Hints.rows.length > 0 ? qsTr("Hide hint") : qsTr("Hint")
                tip: qsTr("What would a strong player do? The best three moves and the final score each leads to (H)")
                onClicked: Hints.ask()
            }
            DeskButton {
                id: undoButton
                objectName: "undoButton"
                // a narrow window (or long German and Dutch words): the button shows its arrow
                // alone (its words in the tooltip) so that the others keep theirs
                Layout.preferredWidth: sheetHeader.tight ? 44 * table.u : implicitWidth
                u: table.u * 0.75
                onDark: true
                enabled: Saves.canUndo
                text: qsTr("↶ Undo")
                shortText: "↶"
                tip: Saves.undoTip
                onClicked: Saves.undo()
            }
            DeskButton {
                id: redoButton
                objectName: "redoButton"
                // a narrow window (or long German and Dutch words): the button shows its arrow
                // alone (its words in the tooltip) so that the others keep theirs
                Layout.preferredWidth: sheetHeader.tight ? 44 * table.u : implicitWidth
                u: table.u * 0.75
                onDark: true
                enabled: Saves.canRedo
                text: qsTr("↷ Redo")
                shortText: "↷"
                tip: Saves.redoTip
                onClicked: Saves.redo()
            }
            DeskButton {
                id: saveButton
                objectName: "tableSave"
                // keeps its words: undo and redo give way to their arrows first
                visible: !backToMine.visible
                u: table.u * 0.75
                onDark: true
                text: qsTr("Save")
                tip: qsTr("Save this game under a name; it is also saved after every move (Ctrl+S)")
                onClicked: table.showSaves()
            }
            DeskButton {
                id: printButton
                objectName: "tablePrint"
                // keeps its words: undo and redo give way to their arrows first
                visible: !backToMine.visible
                u: table.u * 0.75
                onDark: true
                text: qsTr("Print")
                tip: qsTr("Print the sheets of this game, or export them as PDF (Ctrl+P)")
                onClicked: table.showPrint()
            }
            DeskButton {
                id: backToMine
                objectName: "backToMySheet"
                // a narrow window (or long German and Dutch words): the buttons share the row and
                // shorten their labels rather than run over the prompt beside them
                Layout.fillWidth: true
                Layout.maximumWidth: implicitWidth
                Layout.minimumWidth: 44 * table.u
                visible: Game.deciderSeat >= 0 && Game.viewSeat !== Game.deciderSeat && !Game.turnDone
                u: table.u * 0.75
                onDark: true
                text: qsTr("Back to %1's sheet").arg(Game.deciderName)
                tip: qsTr("Esc")
                onClicked: Game.cancel()
            }
        }

        // The other players' sheets go beside the main sheet when it is bound by the height and
        // leaves room at its side (wide windows), else in a row under it.
        readonly property real fullSheetWidth: Game.sheetHeight > 0
            ? (height - sheetHeader.height - 6 * table.u) * Game.sheetWidth / Game.sheetHeight : width
        // beside: a column at least 150 u wide; taken when the main sheet is as large that way
        readonly property real besideWidth: Math.max(150 * table.u, width - fullSheetWidth - 10 * table.u)
        readonly property real scaleBeside: Math.min((width - besideWidth - 10 * table.u) / Math.max(1, Game.sheetWidth),
                                                     (height - sheetHeader.height - 6 * table.u) / Math.max(1, Game.sheetHeight))
        readonly property real scaleBelow: Math.min(width / Math.max(1, Game.sheetWidth),
                                                    (height - sheetHeader.height - 16 * table.u - 160 * table.u) / Math.max(1, Game.sheetHeight))
        readonly property bool minisBeside: table.several && scaleBeside >= scaleBelow

        SheetView {
            id: mainSheet
            objectName: "mainSheet"
            anchors.top: sheetHeader.bottom
            anchors.topMargin: 6 * table.u
            anchors.left: parent.left
            anchors.right: sheets.minisBeside ? minis.left : parent.right
            anchors.rightMargin: sheets.minisBeside ? 10 * table.u : 0
            anchors.bottom: table.several && !sheets.minisBeside ? minis.top : parent.bottom
            anchors.bottomMargin: table.several && !sheets.minisBeside ? 10 * table.u : 0
            sheetModel: Game.sheet
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
                ? Math.min((sheets.height - sheetHeader.height - 6 * table.u - (Game.miniSheets.length - 2) * spacing)
                           / Math.max(1, Game.miniSheets.length - 1),
                           (sheets.besideWidth - 12 * table.u)
                           * Game.sheetHeight / Math.max(1, Game.sheetWidth) + 40 * table.u)
                : 160 * table.u
            // placed by x/y (not anchors): it moves between the two places with the window size
            x: sheets.width - width
            y: sheets.minisBeside ? sheetHeader.height + 6 * table.u : sheets.height - height
            width: sheets.minisBeside ? sheets.besideWidth : sheets.width
            height: sheets.minisBeside ? sheets.height - sheetHeader.height - 6 * table.u
                                       : (table.several ? cardHeight : 0)
            columns: sheets.minisBeside ? 1 : 6
            visible: table.several
            spacing: 10 * table.u

            Repeater {
                model: table.several ? Game.seats : null
                delegate: Rectangle {
                    id: miniCard
                    required property int seat
                    required property string name
                    required property bool computer
                    required property int total
                    required property int foxes
                    required property bool deciding
                    required property bool active
                    required property bool viewed
                    required property bool winner

                    objectName: "mini_" + seat
                    visible: !viewed
                    width: (height - 40 * table.u) * Game.sheetWidth / Game.sheetHeight + 12 * table.u
                    height: minis.cardHeight
                    radius: 8 * table.u
                    color: deciding ? "#fff4cc" : Theme.card
                    border.width: deciding ? 3 * table.u : 1
                    border.color: deciding ? Theme.accent : "#40000000"

                    Label {
                        id: miniName
                        x: 8 * table.u
                        y: 3 * table.u
                        width: parent.width - miniTotal.width - 20 * table.u
                        textFormat: Text.PlainText
                        text: miniCard.name
                        color: Theme.ink
                        font.pixelSize: Theme.px(14, table.u)
                        font.bold: true
                        elide: Text.ElideRight
                    }
                    Label {
                        id: miniTotal
                        anchors.right: parent.right
                        anchors.rightMargin: 8 * table.u
                        y: 3 * table.u
                        text: String(miniCard.total)
                        color: Theme.ink
                        font.pixelSize: Theme.px(14, table.u)
                        font.bold: true
                    }
                    Label {
                        x: 8 * table.u
                        y: 20 * table.u
                        width: parent.width - 16 * table.u
                        readonly property string seat: miniCard.computer ? qsTr("computer") : qsTr("human")
                        readonly property string both: miniCard.active ? seat + " · " + qsTr("active") : seat
                        TextMetrics { id: miniWords; font: miniSeat.font; text: miniSeat.both }
                        id: miniSeat
                        // a narrow card: "active" alone (who plays the seat is in the hover sheet)
                        text: miniWords.advanceWidth <= width + 0.5 || !miniCard.active ? both : qsTr("active")
                        color: Theme.inkSoft
                        font.pixelSize: Theme.px(11, table.u)
                        elide: Text.ElideRight
                    }
                    SheetView {
                        x: 6 * table.u
                        y: 36 * table.u
                        width: parent.width - 12 * table.u
                        height: parent.height - 40 * table.u
                        sheetModel: Game.miniSheets[miniCard.seat] || null
                        interactive: false
                        compact: true
                        prefix: "mini" + miniCard.seat
                    }
                    MouseArea {
                        id: miniMouse
                        anchors.fill: parent
                        hoverEnabled: true
                        cursorShape: Qt.PointingHandCursor
                        onClicked: Game.showSeat(miniCard.seat)
                    }
                    ToolTip.visible: miniMouse.containsMouse
                    ToolTip.delay: 500
                    ToolTip.text: qsTr("Look at %1's sheet").arg(miniCard.name)
                    // hovering shows the sheet large over the main sheet (a click switches to it)
                    Binding {
                        target: preview
                        property: "seat"
                        value: miniCard.seat
                        when: miniMouse.containsMouse
                    }
                    Binding {
                        target: preview
                        property: "name"
                        value: miniCard.name
                        when: miniMouse.containsMouse
                    }
                }
            }
        }

        // The sheet of the player under the pointer, large enough to read, over the main sheet.
        Rectangle {
            id: preview
            objectName: "sheetPreview"
            property int seat: -1
            property string name: ""
            readonly property bool shown: seat >= 0 && table.several
            visible: shown
            z: 5
            anchors.fill: mainSheet
            radius: 10 * table.u
            color: Theme.card
            border.color: Theme.accent
            border.width: 3 * table.u
            Label {
                id: previewName
                x: 12 * table.u
                y: 6 * table.u
                text: preview.shown ? qsTr("%1's sheet").arg(preview.name) : ""
                color: Theme.ink
                font.pixelSize: Theme.px(16, table.u)
                font.bold: true
            }
            SheetView {
                anchors.fill: parent
                anchors.margins: 8 * table.u
                anchors.topMargin: previewName.y + previewName.height + 4 * table.u
                sheetModel: preview.shown ? (Game.miniSheets[preview.seat] || null) : null
                interactive: false
                glance: true  // the whole sheet at once (a click on the small one shows it to read)
                prefix: "preview"
            }
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
        u: table.u
        z: 4
        readonly property real paperHeight: Game.sheetHeight * mainSheet.mm
        readonly property var places: [
            { x: side.x + 12 * table.u + logPlace.x, y: side.y + 12 * table.u + logPlace.y + logPlace.freeTop,
              w: logPlace.width, h: logPlace.height - logPlace.freeTop },
            { x: sheets.x + mainSheet.x, y: sheets.y + mainSheet.y + paperHeight + 8 * table.u,
              w: mainSheet.width, h: mainSheet.height - paperHeight - 8 * table.u },
            { x: sheets.x + minis.x, y: sheets.y + minis.y,
              w: table.several ? minis.width : 0, h: table.several ? minis.height : 0 }
        ]
        readonly property var place: {
            let largest = places[0]
            for (let i = 0; i < places.length; i++) {
                if (places[i].w >= 200 * table.u && places[i].h >= fullHeight)
                    return places[i]
                if (places[i].w >= 200 * table.u && places[i].h > largest.h)
                    largest = places[i]
            }
            return largest
        }
        x: place.x
        y: place.y
        width: Math.min(place.w, 640 * table.u)
        room: Math.max(0, place.h)
    }

    // ------------------------------------------------------------------ overlays
    // Said once ever: closing the window asks nothing, because every move is saved. Over the
    // foot of the log (read, never clicked), not over anything of the game.
    Rectangle {
        objectName: "autosaveNote"
        visible: Game.running && !Game.finished && !Desk.autosaveTold
        z: 3
        x: side.x + 12 * table.u
        anchors.bottom: parent.bottom
        anchors.bottomMargin: 12 * table.u
        width: side.width - 24 * table.u
        height: noteRow.implicitHeight + 16 * table.u
        radius: 10 * table.u
        color: Theme.card
        border.color: Theme.accent
        border.width: 2 * table.u
        RowLayout {
            id: noteRow
            x: 12 * table.u
            y: 8 * table.u
            width: parent.width - 24 * table.u
            spacing: 10 * table.u
            Label {
                objectName: "autosaveNoteText"
                Layout.fillWidth: true
                text: qsTr("Every move is saved: you may close the window at any time, and “Continue” brings the game back.")
                wrapMode: Text.WordWrap
                color: Theme.ink
                font.pixelSize: Theme.px(14, table.u)
            }
            DeskButton {
                objectName: "autosaveNoteOk"
                u: table.u * 0.8
                primary: true
                text: qsTr("OK")
                onClicked: Desk.autosaveTold = true
            }
        }
    }

    HandOverScreen {
        objectName: "handOverScreen"
        anchors.fill: parent
        visible: Game.handOver
        u: table.u
    }

    // The final scoring is built after the frame that shows the last move (AfterFrameLoader).
    AfterFrameLoader {
        objectName: "finalScoresLoader"
        anchors.fill: parent
        wanted: Game.finished
        visible: !table.finalClosed
        sourceComponent: FinalScores {
            objectName: "finalScores"
            u: table.u
            onCloseRequested: table.finalClosed = true
            onNewGame: table.newGame()
            onHome: table.leave()
        }
    }


    Rectangle {
        objectName: "confirmLeave"
        anchors.fill: parent
        z: 20  // over the hint panel, the hand-over screen and the final scores
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
                    Layout.fillWidth: true
                    text: qsTr("The game is saved after every move: “Continue” on the home screen takes you back to it.")
                    wrapMode: Text.WordWrap
                    font.pixelSize: Theme.px(16, table.u)
                    color: Theme.ink
                }
                Label {
                    // a campaign game can be given up instead: it counts as played, never as a best
                    objectName: "giveUpNote"
                    Layout.fillWidth: true
                    visible: Campaign.playingText !== ""
                    text: qsTr("Or give this stage up: it counts as played, not as a best score, and the game ends.")
                    wrapMode: Text.WordWrap
                    font.pixelSize: Theme.px(14, table.u)
                    color: Theme.inkSoft
                }
                RowLayout {
                    id: leaveButtons
                    Layout.alignment: Qt.AlignRight
                    spacing: 10 * table.u
                    DeskButton {
                        objectName: "giveUpStage"
                        Keys.onPressed: (event) => { if (DialogKeys.walk(event, leaveButtons)) event.accepted = true }
                        visible: Campaign.playingText !== ""
                        u: table.u
                        text: qsTr("Give up")
                        onClicked: { table.confirmLeave = false; if (Campaign.giveUp()) table.leave() }
                    }
                    DeskButton {
                        id: leaveStay
                        objectName: "leaveStay"
                        Keys.onPressed: (event) => { if (DialogKeys.walk(event, leaveButtons)) event.accepted = true }
                        u: table.u
                        text: qsTr("Keep playing")
                        onClicked: table.confirmLeave = false
                    }
                    DeskButton {
                        objectName: "leaveConfirm"
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

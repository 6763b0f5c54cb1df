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

    focus: true
    StackView.onActivated: table.forceActiveFocus()
    Component.onCompleted: table.forceActiveFocus()

    Connections {
        target: Game
        function onStarted() { table.finalClosed = false }
    }

    Keys.onPressed: (event) => {
        if (table.confirmLeave) {
            if (event.key === Qt.Key_Escape) { table.confirmLeave = false; event.accepted = true }
            return
        }
        if (Game.handOver) {
            if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space) {
                Game.confirmHandOver()
                event.accepted = true
            }
            return
        }
        if (Game.finished && !table.finalClosed) {
            if (event.key === Qt.Key_Escape) { table.finalClosed = true; event.accepted = true }
            return
        }
        event.accepted = true
        switch (event.key) {
        case Qt.Key_1: case Qt.Key_2: case Qt.Key_3: case Qt.Key_4: case Qt.Key_5: case Qt.Key_6:
            Game.pressDieKey(event.key - Qt.Key_0); break
        case Qt.Key_Right: case Qt.Key_Down: case Qt.Key_Tab:
            Game.moveCursor(1); break
        case Qt.Key_Left: case Qt.Key_Up: case Qt.Key_Backtab:
            Game.moveCursor(-1); break
        case Qt.Key_Return: case Qt.Key_Enter: case Qt.Key_Space:
            Game.activate(); break
        case Qt.Key_R: Game.reroll(); break
        case Qt.Key_F: Game.forfeit(); break
        case Qt.Key_N: Game.decline(); break
        case Qt.Key_D: Game.endWindow(); break
        case Qt.Key_E: case Qt.Key_Plus: Game.armExtra(); break
        case Qt.Key_Escape: Game.cancel(); break
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
            spacing: 18 * table.u

            Label {
                text: Game.gameTitle
                color: Theme.feltText
                font.pixelSize: 20 * table.u
                font.bold: true
            }
            Label {
                objectName: "roundText"
                text: Game.roundText
                color: Theme.accent
                font.pixelSize: 18 * table.u
                font.bold: true
            }
            Label {
                objectName: "turnText"
                text: Game.turnText
                color: Theme.feltText
                font.pixelSize: 16 * table.u
            }
            Rectangle {
                Layout.preferredHeight: 34 * table.u
                Layout.preferredWidth: decision.implicitWidth + 24 * table.u
                Layout.maximumWidth: 420 * table.u
                radius: height / 2
                visible: Game.decisionText !== ""
                color: Game.computerDeciding ? "#3b4f66" : "#7a4a00"
                Label {
                    id: decision
                    objectName: "decisionText"
                    anchors.centerIn: parent
                    width: Math.min(implicitWidth, parent.width - 20 * table.u)
                    text: Game.decisionText
                    color: "#ffffff"
                    font.pixelSize: 15 * table.u
                    font.bold: true
                    elide: Text.ElideRight
                }
            }
            Item { Layout.fillWidth: true }
            Label {
                text: qsTr("Seed %1").arg(Game.seed)
                color: Theme.feltTextSoft
                font.pixelSize: 13 * table.u
                HoverHandler { id: seedHover }
                ToolTip.visible: seedHover.hovered
                ToolTip.text: qsTr("Start a new game with this seed to meet the same dice.")
            }
            DeskButton {
                objectName: "tableRules"
                u: table.u * 0.8
                onDark: true
                text: qsTr("Rules")
                tip: qsTr("The rules and the keyboard keys")
                onClicked: table.showRules()
            }
            DeskButton {
                objectName: "tableLeave"
                u: table.u * 0.8
                onDark: true
                text: qsTr("Leave")
                tip: qsTr("Back to the home screen")
                onClicked: Game.finished ? table.leave() : (table.confirmLeave = true)
            }
        }
    }

    // ------------------------------------------------------------------ right panel
    Rectangle {
        id: side
        anchors.top: topBar.bottom
        anchors.bottom: parent.bottom
        anchors.right: parent.right
        width: Math.min(440 * table.u, table.width * 0.38)
        color: "#28000000"

        ColumnLayout {
            anchors.fill: parent
            anchors.margins: 12 * table.u
            spacing: 12 * table.u

            Rectangle {
                id: promptCard
                Layout.fillWidth: true
                implicitHeight: promptColumn.implicitHeight + 24 * table.u
                radius: 10 * table.u
                color: Theme.card

                ColumnLayout {
                    id: promptColumn
                    x: 12 * table.u
                    y: 12 * table.u
                    width: parent.width - 24 * table.u
                    spacing: 8 * table.u

                    Label {
                        objectName: "promptText"
                        Layout.fillWidth: true
                        text: Game.prompt
                        wrapMode: Text.WordWrap
                        color: Theme.ink
                        font.pixelSize: 16 * table.u
                        font.bold: Game.pendingBonus
                    }
                    Label {
                        objectName: "forfeitExplanation"
                        Layout.fillWidth: true
                        visible: Game.canForfeit
                        text: Game.forfeitExplanation
                        wrapMode: Text.WordWrap
                        color: Theme.warn
                        font.pixelSize: 13 * table.u
                    }
                    Flow {
                        Layout.fillWidth: true
                        spacing: 8 * table.u
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
                            primary: true
                            text: qsTr("Forfeit this roll")
                            tip: qsTr("No die fits: the roll is lost (F)")
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
                            objectName: "endWindowButton"
                            visible: Game.canEndWindow
                            u: table.u * 0.85
                            primary: !Game.extraArmed && Game.selectedDie === ""
                            text: qsTr("Done")
                            tip: qsTr("No more +1 actions this turn (D)")
                            onClicked: Game.endWindow()
                        }
                    }
                    Label {
                        Layout.fillWidth: true
                        visible: Game.humanToMove
                        text: qsTr("Keys: 1–6 dice · arrows/Tab cells · Enter enter · R reroll · E +1 · D done · N none · F forfeit · Esc cancel")
                        wrapMode: Text.WordWrap
                        color: Theme.inkSoft
                        font.pixelSize: 11 * table.u
                    }
                }
            }

            DiceTray {
                Layout.fillWidth: true
                Layout.preferredHeight: implicitHeight
                u: table.u
            }

            Rectangle {
                Layout.fillWidth: true
                Layout.fillHeight: true
                radius: 10 * table.u
                color: "#30000000"
                Label {
                    id: logTitle
                    x: 10 * table.u
                    y: 6 * table.u
                    text: qsTr("Log")
                    color: Theme.feltTextSoft
                    font.pixelSize: 13 * table.u
                    font.bold: true
                }
                LogView {
                    objectName: "log"
                    anchors.fill: parent
                    anchors.margins: 10 * table.u
                    anchors.topMargin: 26 * table.u
                    u: table.u
                }
            }
        }
    }

    // ------------------------------------------------------------------ the sheets
    Item {
        id: sheets
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

            Label {
                objectName: "viewName"
                text: Game.solo ? qsTr("Your sheet") : qsTr("%1's sheet").arg(Game.viewName)
                color: Theme.feltText
                font.pixelSize: 18 * table.u
                font.bold: true
            }
            Item { Layout.fillWidth: true }
            DeskButton {
                objectName: "backToMySheet"
                visible: Game.deciderSeat >= 0 && Game.viewSeat !== Game.deciderSeat
                u: table.u * 0.75
                onDark: true
                text: qsTr("Back to %1's sheet").arg(Game.deciderName)
                tip: qsTr("Esc")
                onClicked: Game.cancel()
            }
        }

        SheetView {
            id: mainSheet
            objectName: "mainSheet"
            anchors.top: sheetHeader.bottom
            anchors.topMargin: 6 * table.u
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.bottom: table.several ? minis.top : parent.bottom
            anchors.bottomMargin: table.several ? 10 * table.u : 0
            sheetModel: Game.sheet
            prefix: "sheet"
            alignTop: true
            interactive: Game.humanToMove
            dim: Game.selectedDie !== ""
        }

        Row {
            id: minis
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.bottom: parent.bottom
            height: table.several ? 160 * table.u : 0
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
                    width: (minis.height - 40 * table.u) * Game.sheetWidth / Game.sheetHeight + 12 * table.u
                    height: minis.height
                    radius: 8 * table.u
                    color: deciding ? "#fff4cc" : Theme.card
                    border.width: deciding ? 3 * table.u : 1
                    border.color: deciding ? Theme.accent : "#40000000"

                    Label {
                        id: miniName
                        x: 8 * table.u
                        y: 3 * table.u
                        width: parent.width - miniTotal.width - 20 * table.u
                        text: miniCard.name
                        color: Theme.ink
                        font.pixelSize: 14 * table.u
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
                        font.pixelSize: 14 * table.u
                        font.bold: true
                    }
                    Label {
                        x: 8 * table.u
                        y: 20 * table.u
                        width: parent.width - 16 * table.u
                        text: [miniCard.computer ? qsTr("computer") : qsTr("human"),
                               miniCard.active ? qsTr("active") : ""].filter(t => t !== "").join(" · ")
                        color: Theme.inkSoft
                        font.pixelSize: 11 * table.u
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
                }
            }
        }
    }

    // ------------------------------------------------------------------ overlays
    HandOverScreen {
        objectName: "handOverScreen"
        anchors.fill: parent
        visible: Game.handOver
        u: table.u
    }

    Loader {
        anchors.fill: parent
        active: Game.finished
        visible: !table.finalClosed
        sourceComponent: FinalScores {
            objectName: "finalScores"
            u: table.u
            onCloseRequested: table.finalClosed = true
            onNewGame: table.newGame()
            onHome: table.leave()
        }
    }

    DeskButton {
        objectName: "showFinalScores"
        anchors.horizontalCenter: sheets.horizontalCenter
        anchors.bottom: parent.bottom
        anchors.bottomMargin: 16 * table.u
        visible: Game.finished && table.finalClosed
        u: table.u
        primary: true
        text: qsTr("Final scoring")
        onClicked: table.finalClosed = false
    }

    Rectangle {
        objectName: "confirmLeave"
        anchors.fill: parent
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
                    font.pixelSize: 24 * table.u
                    font.bold: true
                    color: Theme.ink
                }
                Label {
                    Layout.fillWidth: true
                    text: qsTr("Games are not saved yet: a game you leave cannot be continued.")
                    wrapMode: Text.WordWrap
                    font.pixelSize: 16 * table.u
                    color: Theme.ink
                }
                RowLayout {
                    Layout.alignment: Qt.AlignRight
                    spacing: 10 * table.u
                    DeskButton {
                        objectName: "leaveStay"
                        u: table.u
                        text: qsTr("Keep playing")
                        onClicked: table.confirmLeave = false
                    }
                    DeskButton {
                        objectName: "leaveConfirm"
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

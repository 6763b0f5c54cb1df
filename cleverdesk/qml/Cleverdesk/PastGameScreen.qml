pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// A finished game of the history: its final sheet (read-only), the scores, a replay move by
// move (arrow keys, Home, End), and its sheets printed to PDF. SET Cubed has no sheet: its board
// is shown at every step instead, and there is nothing to print.
Item {
    id: screen

    property var past: History.current
    property bool ghost: false  // the expert's game on a player's dice (issue 50): no review
    readonly property bool setCubed: past !== null && past.gameKind === Desk.setCubedId
    signal back()

    focus: true
    Component.onCompleted: screen.forceActiveFocus()
    StackView.onActivated: screen.forceActiveFocus()
    Keys.onPressed: (event) => {
        if (!screen.past) return
        event.accepted = true
        switch (event.key) {
        case Qt.Key_Escape: screen.back(); break
        case Qt.Key_Right: screen.past.forward(); break
        case Qt.Key_Left: screen.past.back(); break
        case Qt.Key_Home: screen.past.first(); break
        case Qt.Key_End: screen.past.last(); break
        case Qt.Key_P: if (screen.past.canPrint) printMessage.text = screen.past.choosePdf(); break
        case Qt.Key_R: if (!screen.ghost) Review.openPast(); break
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

    ScreenHeader {
        id: header
        anchors.left: parent.left
        anchors.right: parent.right
        title: screen.past ? screen.past.title : ""
        onBack: screen.back()
    }

    Label {
        id: subtitle
        objectName: "pastSubtitle"
        anchors.top: header.bottom
        anchors.topMargin: 8 * Theme.u
        anchors.left: parent.left
        anchors.leftMargin: 16 * Theme.u
        textFormat: Text.PlainText
        text: screen.past ? screen.past.subtitle : ""
        color: Theme.feltTextSoft
        font.pixelSize: 14 * Theme.u
    }

    // ------------------------------------------------------------------ the sheet
    Item {
        id: sheetArea
        anchors.top: subtitle.bottom
        anchors.topMargin: 8 * Theme.u
        anchors.left: parent.left
        anchors.leftMargin: 12 * Theme.u
        anchors.right: side.left
        anchors.rightMargin: 12 * Theme.u
        anchors.bottom: replayBar.top
        anchors.bottomMargin: 10 * Theme.u

        SheetView {
            objectName: "pastSheet"
            anchors.fill: parent
            visible: screen.past !== null && !screen.setCubed && screen.past.canDraw
            sheetModel: screen.past && !screen.setCubed ? screen.past.sheet : null
            pageWidth: screen.past && !screen.setCubed ? screen.past.pageWidth : 230
            pageHeight: screen.past && !screen.setCubed ? screen.past.pageHeight : 180
            colours: screen.past && !screen.setCubed ? screen.past.palette : ({})
            interactive: false
            prefix: "past"
            alignTop: true
        }
        Loader {
            objectName: "pastSetCubed"
            anchors.fill: parent
            active: screen.setCubed
            visible: active
            sourceComponent: PastSetCubedView {
                past: screen.past
            }
        }
        Label {
            anchors.centerIn: parent
            visible: screen.past !== null && !screen.setCubed && !screen.past.canDraw
            text: qsTr("The desk cannot draw this game's sheet yet; the scores are on the right.")
            color: Theme.feltText
            font.pixelSize: 16 * Theme.u
        }
    }

    // ------------------------------------------------------------------ replay controls
    Rectangle {
        id: replayBar
        anchors.left: parent.left
        anchors.leftMargin: 12 * Theme.u
        anchors.right: side.left
        anchors.rightMargin: 12 * Theme.u
        anchors.bottom: parent.bottom
        anchors.bottomMargin: 12 * Theme.u
        height: replayColumn.implicitHeight + 20 * Theme.u
        radius: 10 * Theme.u
        color: Theme.card

        ColumnLayout {
            id: replayColumn
            x: 12 * Theme.u
            y: 10 * Theme.u
            width: parent.width - 24 * Theme.u
            spacing: 6 * Theme.u

            RowLayout {
                Layout.fillWidth: true
                spacing: 8 * Theme.u
                DeskButton {
                    objectName: "replayFirst"
                    sizeScale: 0.8
                    text: qsTr("|◀ Start")
                    tip: qsTr("To the start (Home)")
                    enabled: screen.past && screen.past.currentStep > 0
                    onClicked: screen.past.first()
                }
                DeskButton {
                    objectName: "replayBack"
                    sizeScale: 0.8
                    text: qsTr("◀ Back")
                    tip: qsTr("One move back (←)")
                    enabled: screen.past && screen.past.currentStep > 0
                    onClicked: screen.past.back()
                }
                DeskButton {
                    objectName: "replayForward"
                    sizeScale: 0.8
                    primary: true
                    text: qsTr("Next ▶")
                    tip: qsTr("One move on (→)")
                    enabled: screen.past && screen.past.currentStep < screen.past.steps
                    onClicked: screen.past.forward()
                }
                DeskButton {
                    objectName: "replayLast"
                    sizeScale: 0.8
                    text: qsTr("End ▶|")
                    tip: qsTr("To the end (End)")
                    enabled: screen.past && screen.past.currentStep < screen.past.steps
                    onClicked: screen.past.last()
                }
                Slider {
                    id: stepSlider
                    objectName: "replaySlider"
                    Layout.fillWidth: true
                    from: 0
                    to: screen.past ? screen.past.steps : 0
                    stepSize: 1
                    focusPolicy: Qt.NoFocus
                    value: screen.past ? screen.past.currentStep : 0
                    onMoved: screen.past.setStep(Math.round(value))
                }
                Label {
                    objectName: "replayStep"
                    textFormat: Text.PlainText
                    text: screen.past ? screen.past.stepText : ""
                    color: Theme.ink
                    font.pixelSize: 14 * Theme.u
                    font.bold: true
                }
            }
            Label {
                objectName: "replayMove"
                Layout.fillWidth: true
                textFormat: Text.PlainText
                text: screen.past ? (screen.past.roundText + (screen.past.moveText !== "" ? " — " + screen.past.moveText.split("\n").join(" · ") : "")) : ""
                color: Theme.ink
                wrapMode: Text.WordWrap
                maximumLineCount: 2
                elide: Text.ElideRight
                font.pixelSize: 14 * Theme.u
            }
        }
    }

    // ------------------------------------------------------------------ scores and printing
    Rectangle {
        id: side
        anchors.top: header.bottom
        anchors.topMargin: 12 * Theme.u
        anchors.right: parent.right
        anchors.rightMargin: 12 * Theme.u
        anchors.bottom: parent.bottom
        anchors.bottomMargin: 12 * Theme.u
        width: 330 * Theme.u
        radius: 10 * Theme.u
        color: Theme.paper

        ColumnLayout {
            anchors.fill: parent
            anchors.margins: 14 * Theme.u
            spacing: 8 * Theme.u

            Label {
                text: qsTr("Final scores")
                color: Theme.ink
                font.pixelSize: 18 * Theme.u
                font.bold: true
            }
            Repeater {
                model: screen.past ? screen.past.seats : []
                delegate: Rectangle {
                    id: seatCard
                    required property var modelData
                    objectName: "pastSeat_" + modelData.seat
                    readonly property bool viewed: screen.past && screen.past.seat === modelData.seat
                    Layout.fillWidth: true
                    implicitHeight: seatColumn.implicitHeight + 16 * Theme.u
                    radius: 8 * Theme.u
                    color: viewed ? "#fff4cc" : Theme.card
                    border.width: viewed ? 2 * Theme.u : 1
                    border.color: viewed ? Theme.accent : "#30000000"

                    ColumnLayout {
                        id: seatColumn
                        x: 10 * Theme.u
                        y: 8 * Theme.u
                        width: parent.width - 20 * Theme.u
                        spacing: 3 * Theme.u
                        RowLayout {
                            Layout.fillWidth: true
                            Label {
                                Layout.fillWidth: true
                                textFormat: Text.PlainText
                                horizontalAlignment: Text.AlignLeft  // the language's side
                                text: Words.typed(seatCard.modelData.name) + (seatCard.modelData.computer ? "  " + qsTr("(computer)") : "")
                                          + (seatCard.modelData.winner && screen.past.seats.length > 1 ? "  ★" : "")
                                color: Theme.ink
                                font.pixelSize: 15 * Theme.u
                                font.bold: true
                                elide: Text.ElideRight
                            }
                            Label {
                                objectName: "pastTotal_" + seatCard.modelData.seat
                                text: String(seatCard.modelData.total)
                                color: Theme.ink
                                font.pixelSize: 22 * Theme.u
                                font.bold: true
                            }
                        }
                        Flow {  // SET Cubed: the rounds are in the table beside the board
                            Layout.fillWidth: true
                            spacing: 8 * Theme.u
                            visible: seatCard.viewed && !screen.setCubed
                            Repeater {
                                model: seatCard.modelData.scores
                                delegate: Label {
                                    required property var modelData
                                    text: modelData.name + " " + modelData.value
                                    color: Qt.darker(modelData.colour, 1.5)
                                    font.pixelSize: Theme.px(12)
                                    font.bold: true
                                }
                            }
                            Label {
                                text: qsTr("Foxes %1").arg(seatCard.modelData.foxes)
                                color: "#c0501a"
                                font.pixelSize: Theme.px(12)
                                font.bold: true
                            }
                        }
                        Label {
                            Layout.fillWidth: true
                            visible: seatCard.modelData.rating !== ""
                            text: qsTr("“%1”", "a rating label in quotation marks").arg(seatCard.modelData.rating)
                            color: "#8a5a00"
                            font.pixelSize: 13 * Theme.u
                            font.italic: true
                            wrapMode: Text.WordWrap
                        }
                    }
                    MouseArea {
                        anchors.fill: parent
                        enabled: screen.past && !screen.setCubed && screen.past.seats.length > 1
                        cursorShape: Qt.PointingHandCursor
                        onClicked: screen.past.showSeat(seatCard.modelData.seat)
                    }
                }
            }
            Label {
                Layout.fillWidth: true
                visible: screen.past && !screen.setCubed && screen.past.currentStep < screen.past.steps
                readonly property int total: (screen.past && !screen.setCubed ? screen.past.seatTotal : 0) || 0
                // (a total below 0 is said by Words: Qt writes no negative %n)
                text: Words.signedCount(qsTr("At this move: %n point(s)", "", Math.abs(total)), total)
                color: Theme.inkSoft
                font.pixelSize: 13 * Theme.u
            }
            ChallengeBox {  // the code, the expert on the same dice, the result to copy
                Layout.fillWidth: true
                sizeScale: 0.9
                subject: Challenge.pastGame
                visible: !screen.ghost && Challenge.pastGame.available
            }
            Label {
                Layout.topMargin: 6 * Theme.u
                text: qsTr("Moves")
                color: Theme.ink
                font.pixelSize: 15 * Theme.u
                font.bold: true
            }
            ListView {
                id: moveList
                objectName: "pastMoves"
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                model: screen.past ? screen.past.moves : []
                currentIndex: screen.past ? screen.past.currentStep : 0
                highlightMoveDuration: 0
                highlightFollowsCurrentItem: true
                ScrollBar.vertical: ScrollBar {}
                onCurrentIndexChanged: positionViewAtIndex(currentIndex, ListView.Contain)
                delegate: Rectangle {
                    id: moveRow
                    required property int index
                    required property string modelData
                    width: ListView.view.width - 10 * Theme.u
                    height: moveText.implicitHeight + 6 * Theme.u
                    color: ListView.isCurrentItem ? "#fff4cc" : "transparent"
                    radius: 4 * Theme.u
                    Label {
                        id: moveText
                        x: 4 * Theme.u
                        y: 3 * Theme.u
                        width: parent.width - 8 * Theme.u
                        textFormat: Text.PlainText
                        text: (moveRow.index > 0 ? moveRow.index + ". " : "") + moveRow.modelData
                        color: Theme.ink
                        wrapMode: Text.WordWrap
                        font.pixelSize: Theme.px(12)
                    }
                    MouseArea {
                        anchors.fill: parent
                        cursorShape: Qt.PointingHandCursor
                        onClicked: screen.past.setStep(moveRow.index)
                    }
                }
            }
            DeskButton {  // SET Cubed too: its review screen says why there is none
                objectName: "pastReview"
                Layout.fillWidth: true
                Layout.topMargin: 8 * Theme.u
                visible: screen.past !== null && !screen.ghost
                text: qsTr("Review the game")
                tip: qsTr("Where the points went: every decision rated against the best move (R)")
                onClicked: Review.openPast()
            }
            DeskButton {  // no sheet, nothing to print (SET Cubed): no button
                objectName: "pastPrint"
                Layout.fillWidth: true
                Layout.topMargin: 8 * Theme.u
                visible: screen.past !== null && screen.past.canPrint
                text: qsTr("Print to PDF…")
                tip: qsTr("Save the final sheets of this game as a PDF file to print or share (P)")
                onClicked: printMessage.text = screen.past.choosePdf()
            }
            Label {
                id: printMessage
                objectName: "pastPrintMessage"
                Layout.fillWidth: true
                visible: text !== ""
                wrapMode: Text.WrapAtWordBoundaryOrAnywhere
                color: Theme.inkSoft
                font.pixelSize: Theme.px(12)
            }
        }
    }
}

pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// A game's review: the expected points lost, a chart of the expected final score over the game,
// the biggest mistakes in words and every decision; a click (or Enter) on a decision shows its
// position on the sheet with the played and the best move both marked. Keys: ↑/↓ walk the
// decisions, Enter opens one, 1–5 the biggest mistakes, ←/→ the seats (the next and previous
// decision while a position is shown), Esc back.
Item {
    id: screen

    signal back()

    readonly property bool positionShown: Review.selected >= 0
    readonly property int seatCount: Review.seats.length

    focus: true
    Component.onCompleted: screen.forceActiveFocus()
    StackView.onActivated: screen.forceActiveFocus()

    function seatStep(delta) {
        if (screen.seatCount > 1)
            Review.setSeat((Review.seat + delta + screen.seatCount) % screen.seatCount)
    }
    Keys.onPressed: (event) => {
        event.accepted = true
        if (screen.positionShown) {
            switch (event.key) {
            case Qt.Key_Escape: Review.select(-1); decisionList.currentIndex = Math.max(0, decisionList.currentIndex); break
            case Qt.Key_Right: case Qt.Key_Down: Review.selectNext(); break
            case Qt.Key_Left: case Qt.Key_Up: Review.selectPrevious(); break
            default: event.accepted = false
            }
            return
        }
        switch (event.key) {
        case Qt.Key_Escape: screen.back(); break
        case Qt.Key_Down: decisionList.incrementCurrentIndex(); break
        case Qt.Key_Up: decisionList.decrementCurrentIndex(); break
        case Qt.Key_Return: case Qt.Key_Enter: case Qt.Key_Space:
            if (decisionList.count > 0) Review.select(decisionList.currentIndex)
            break
        case Qt.Key_Right: screen.seatStep(1); break
        case Qt.Key_Left: screen.seatStep(-1); break
        case Qt.Key_1: case Qt.Key_2: case Qt.Key_3: case Qt.Key_4: case Qt.Key_5:
            var rank = event.key - Qt.Key_0
            if (rank <= Review.mistakes.length) Review.select(Review.mistakes[rank - 1].index)
            break
        default: event.accepted = false
        }
    }
    Connections {
        target: Review
        function onPositionChanged() {
            if (Review.selected >= 0) decisionList.currentIndex = Review.selected
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
        title: Review.title
        onBack: screen.positionShown ? Review.select(-1) : screen.back()
    }

    // ------------------------------------------------------------------ whose review, by whom
    RowLayout {
        id: seatRow
        anchors.top: header.bottom
        anchors.topMargin: 8 * Theme.u
        anchors.left: parent.left
        anchors.leftMargin: 12 * Theme.u
        anchors.right: parent.right
        anchors.rightMargin: 12 * Theme.u
        spacing: 6 * Theme.u
        visible: Review.available
        Repeater {
            model: Review.seats
            delegate: DeskButton {
                required property var modelData
                objectName: "reviewSeat_" + modelData.seat
                visible: screen.seatCount > 1
                sizeScale: 0.75
                onDark: Review.seat !== modelData.seat
                primary: Review.seat === modelData.seat
                text: Words.typed(modelData.name) + (modelData.computer ? " " + qsTr("(computer)") : "")
                tip: qsTr("Review this player's decisions (← →)")
                onClicked: Review.setSeat(modelData.seat)
            }
        }
        Label {
            objectName: "reviewEvaluator"
            Layout.fillWidth: true
            textFormat: Text.PlainText
            text: Review.evaluatorText
            color: Theme.feltTextSoft
            font.pixelSize: Theme.px(13)
            wrapMode: Text.WordWrap
        }
    }

    // ------------------------------------------------------------------ no review possible
    Rectangle {
        objectName: "reviewUnavailable"
        visible: !Review.available
        anchors.centerIn: parent
        width: Math.min(parent.width - 40 * Theme.u, 640 * Theme.u)
        height: unavailableText.implicitHeight + 40 * Theme.u
        radius: 12 * Theme.u
        color: Theme.paper
        Label {
            id: unavailableText
            objectName: "reviewUnavailableText"
            anchors.centerIn: parent
            width: parent.width - 40 * Theme.u
            textFormat: Text.PlainText
            text: Review.unavailableText
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignHCenter
            color: Theme.ink
            font.pixelSize: Theme.px(18)
        }
    }

    // ------------------------------------------------------------------ the overview
    Item {
        id: overview
        anchors.top: seatRow.bottom
        anchors.topMargin: 8 * Theme.u
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: 12 * Theme.u
        visible: Review.available && !screen.positionShown

        Rectangle {
            id: summaryCard
            anchors.left: parent.left
            anchors.top: parent.top
            anchors.bottom: parent.bottom
            width: parent.width * 0.56
            radius: 10 * Theme.u
            color: Theme.paper

            ColumnLayout {
                anchors.fill: parent
                anchors.margins: 12 * Theme.u
                spacing: 6 * Theme.u

                Label {
                    objectName: "reviewTotal"
                    Layout.fillWidth: true
                    textFormat: Text.PlainText
                    text: Review.ready ? Review.totalText : (Review.busy ? Review.progressText : Review.errorText)
                    color: Review.ready ? Theme.warn : Theme.ink
                    font.pixelSize: Theme.px(Review.ready ? 28 : 18)
                    font.bold: true
                    wrapMode: Text.WordWrap
                }
                ProgressBar {
                    objectName: "reviewProgress"
                    Layout.fillWidth: true
                    visible: Review.busy
                    value: Review.progress
                }
                ChallengeBox {  // the expert on the same dice (issue 50)
                    Layout.fillWidth: true
                    full: false
                    subject: Challenge.reviewedGame
                }
                Label {
                    objectName: "reviewSummary"
                    Layout.fillWidth: true
                    textFormat: Text.PlainText
                    visible: Review.ready
                    text: Review.summaryText
                    color: Theme.inkSoft
                    font.pixelSize: Theme.px(14)
                    wrapMode: Text.WordWrap
                }
                ReviewAccount {
                    objectName: "reviewAccount"
                    Layout.fillWidth: true
                    visible: Review.ready
                    rows: Review.accountRows
                    sentence: Review.accountText
                }
                Label {
                    Layout.fillWidth: true
                    visible: Review.ready
                    text: qsTr("The expected final score through the game (blue): it drops by what a decision cost (red) and moves with the dice between decisions; dashed: the final score")
                    color: Theme.inkSoft
                    font.pixelSize: Theme.px(12)
                    wrapMode: Text.WordWrap
                }
                ReviewChart {
                    objectName: "reviewChart"
                    Layout.fillWidth: true
                    Layout.preferredHeight: Math.max(110 * Theme.u, overview.height * 0.32)
                    visible: Review.ready
                    points: Review.decisions
                    finalScore: Review.finalScore
                    finished: Review.finished
                    onPicked: (index) => Review.select(index)
                }
                Label {
                    Layout.topMargin: 4 * Theme.u
                    visible: Review.ready
                    text: qsTr("Biggest mistakes")
                    color: Theme.ink
                    font.pixelSize: Theme.px(17)
                    font.bold: true
                }
                Label {
                    objectName: "reviewNoMistakes"
                    Layout.fillWidth: true
                    visible: Review.noMistakesText !== ""
                    textFormat: Text.PlainText
                    text: Review.noMistakesText
                    color: Theme.good
                    font.pixelSize: Theme.px(14)
                    wrapMode: Text.WordWrap
                }
                ListView {
                    id: mistakeList
                    objectName: "reviewMistakes"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    spacing: 4 * Theme.u
                    model: Review.mistakes
                    ScrollBar.vertical: ScrollBar {}
                    delegate: Rectangle {
                        id: mistake
                        required property var modelData
                        objectName: "reviewMistake_" + modelData.rank
                        width: ListView.view.width - 8 * Theme.u
                        height: mistakeColumn.implicitHeight + 10 * Theme.u
                        radius: 6 * Theme.u
                        color: mistakeMouse.containsMouse ? "#fff4cc" : Theme.card
                        border.color: "#30000000"
                        Accessible.role: Accessible.Button
                        Accessible.name: modelData.sentence
                        Rectangle {
                            id: rankBadge
                            x: 6 * Theme.u
                            y: 6 * Theme.u
                            width: 22 * Theme.u
                            height: width
                            radius: width / 2
                            color: Theme.warn
                            Label {
                                anchors.centerIn: parent
                                text: String(mistake.modelData.rank)
                                color: "#ffffff"
                                font.bold: true
                                font.pixelSize: Theme.px(12)
                            }
                        }
                        ColumnLayout {
                            id: mistakeColumn
                            anchors.left: rankBadge.right
                            anchors.leftMargin: 8 * Theme.u
                            anchors.right: parent.right
                            anchors.rightMargin: 8 * Theme.u
                            y: 5 * Theme.u
                            spacing: 1 * Theme.u
                            RowLayout {
                                Layout.fillWidth: true
                                Label {
                                    Layout.fillWidth: true
                                    textFormat: Text.PlainText
                                    text: mistake.modelData.when
                                    color: Theme.ink
                                    font.bold: true
                                    font.pixelSize: Theme.px(13)
                                    wrapMode: Text.WordWrap
                                }
                                Label {
                                    objectName: "reviewMistakeLost_" + mistake.modelData.rank
                                    text: "−" + mistake.modelData.lostText
                                    color: Theme.warn
                                    font.bold: true
                                    font.pixelSize: Theme.px(15)
                                }
                            }
                            Label {
                                Layout.fillWidth: true
                                textFormat: Text.PlainText
                                text: mistake.modelData.played
                                color: Theme.ink
                                font.pixelSize: Theme.px(12)
                                wrapMode: Text.WordWrap
                            }
                            Label {
                                Layout.fillWidth: true
                                textFormat: Text.PlainText
                                text: qsTr("Better: %1, %2").arg(mistake.modelData.best).arg(mistake.modelData.worth)
                                color: Theme.good
                                font.pixelSize: Theme.px(12)
                                wrapMode: Text.WordWrap
                            }
                        }
                        MouseArea {
                            id: mistakeMouse
                            anchors.fill: parent
                            hoverEnabled: true
                            cursorShape: Qt.PointingHandCursor
                            onClicked: Review.select(mistake.modelData.index)
                        }
                    }
                }
            }
        }

        Rectangle {
            anchors.left: summaryCard.right
            anchors.leftMargin: 12 * Theme.u
            anchors.right: parent.right
            anchors.top: parent.top
            anchors.bottom: parent.bottom
            radius: 10 * Theme.u
            color: Theme.paper

            ColumnLayout {
                anchors.fill: parent
                anchors.margins: 12 * Theme.u
                spacing: 6 * Theme.u
                Label {
                    text: qsTr("Every decision")
                    color: Theme.ink
                    font.pixelSize: Theme.px(17)
                    font.bold: true
                }
                Label {
                    Layout.fillWidth: true
                    text: qsTr("Click one, or press Enter, to see it on the sheet.")
                    color: Theme.inkSoft
                    font.pixelSize: Theme.px(12)
                    wrapMode: Text.WordWrap
                }
                ListView {
                    id: decisionList
                    objectName: "reviewDecisions"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    model: Review.decisions
                    highlightMoveDuration: 0
                    keyNavigationEnabled: false
                    ScrollBar.vertical: ScrollBar {}
                    onCurrentIndexChanged: positionViewAtIndex(currentIndex, ListView.Contain)
                    delegate: Rectangle {
                        id: row
                        required property var modelData
                        required property int index
                        objectName: "reviewDecision_" + index
                        width: ListView.view.width - 10 * Theme.u
                        height: rowColumn.implicitHeight + 6 * Theme.u
                        radius: 4 * Theme.u
                        color: ListView.isCurrentItem ? "#fff4cc" : "transparent"
                        border.width: ListView.isCurrentItem ? 2 * Theme.u : 0
                        border.color: Theme.focusRing
                        Accessible.role: Accessible.Button
                        Accessible.name: modelData.sentence
                        ColumnLayout {
                            id: rowColumn
                            x: 4 * Theme.u
                            y: 3 * Theme.u
                            width: parent.width - 8 * Theme.u
                            spacing: 0
                            RowLayout {
                                Layout.fillWidth: true
                                Label {
                                    Layout.fillWidth: true
                                    textFormat: Text.PlainText
                                    text: (row.index + 1) + ". " + row.modelData.when
                                    color: Theme.ink
                                    font.pixelSize: Theme.px(12)
                                    font.bold: true
                                    wrapMode: Text.WordWrap
                                }
                                Label {
                                    text: row.modelData.same ? "✓" : "−" + row.modelData.lostText
                                    color: row.modelData.same ? Theme.good : (row.modelData.lost >= 1 ? Theme.warn : Theme.inkSoft)
                                    font.pixelSize: Theme.px(12)
                                    font.bold: true
                                }
                            }
                            Label {
                                Layout.fillWidth: true
                                textFormat: Text.PlainText
                                text: row.modelData.played
                                color: Theme.inkSoft
                                font.pixelSize: Theme.px(11)
                                wrapMode: Text.WordWrap
                            }
                        }
                        MouseArea {
                            anchors.fill: parent
                            cursorShape: Qt.PointingHandCursor
                            onClicked: { decisionList.currentIndex = row.index; Review.select(row.index) }
                        }
                    }
                }
            }
        }
    }

    // ------------------------------------------------------------------ one decision
    ReviewPosition {
        objectName: "reviewPosition"
        anchors.top: seatRow.bottom
        anchors.topMargin: 8 * Theme.u
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: 12 * Theme.u
        visible: Review.available && screen.positionShown
    }
}

pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// One decision of a review: the sheet as it was before the move, with what the move played
// writes and what the best move would have written both shown faintly, each cell ringed (red:
// played, green: best), and the decision in words beside it. ← → walk the decisions.
Item {
    id: position

    readonly property var row: Review.position
    // orange, not red: some sheets print red frames of their own (Clever 4ever's grey start)
    readonly property color playedColour: Theme.high ? "#b34700" : "#e06000"

    Item {
        id: sheetArea
        anchors.left: parent.left
        anchors.top: parent.top
        anchors.bottom: parent.bottom
        anchors.right: side.left
        anchors.rightMargin: 12 * Theme.u

        SheetView {
            id: sheetView
            objectName: "reviewSheet"
            anchors.fill: parent
            visible: Review.canDraw
            sheetModel: Review.sheet
            pageWidth: Review.pageWidth
            pageHeight: Review.pageHeight
            colours: Review.palette
            interactive: false
            prefix: "review"
            alignTop: true
        }
        // the rings over the sheet's cells: where the page lies inside the view (SheetView
        // centres it across and, with alignTop, puts it at the top)
        Item {
            id: ringLayer
            readonly property real mm: sheetView.mm
            x: (sheetView.width - Review.pageWidth * mm) / 2
            y: 0
            width: Review.pageWidth * mm
            height: Review.pageHeight * mm
            visible: Review.canDraw
            Repeater {
                model: Review.rings
                delegate: Rectangle {
                    required property var modelData
                    readonly property bool best: modelData.kind === "best"
                    readonly property real grow: (best ? 1.4 : 0.5) * ringLayer.mm
                    objectName: "reviewRing_" + modelData.kind
                    x: modelData.mmX * ringLayer.mm - grow
                    y: modelData.mmY * ringLayer.mm - grow
                    width: modelData.mmW * ringLayer.mm + 2 * grow
                    height: modelData.mmH * ringLayer.mm + 2 * grow
                    radius: best ? width / 2 : 2 * Theme.u
                    color: "transparent"
                    border.width: Math.max(2, (best ? 0.7 : 0.8) * ringLayer.mm)
                    border.color: best ? Theme.good : position.playedColour
                }
            }
        }
    }

    Rectangle {
        id: side
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.bottom: parent.bottom
        width: Math.max(260 * Theme.u, parent.width * 0.32)
        radius: 10 * Theme.u
        color: Theme.paper

        ColumnLayout {
            anchors.fill: parent
            anchors.margins: 12 * Theme.u
            spacing: 8 * Theme.u

            Label {
                objectName: "reviewPositionCounter"
                textFormat: Text.PlainText
                text: position.row.counter || ""
                color: Theme.inkSoft
                font.pixelSize: Theme.px(12)
            }
            Label {
                objectName: "reviewPositionWhen"
                Layout.fillWidth: true
                textFormat: Text.PlainText
                text: position.row.when || ""
                color: Theme.ink
                font.pixelSize: Theme.px(18)
                font.bold: true
                wrapMode: Text.WordWrap
            }
            Label {
                Layout.fillWidth: true
                visible: text !== ""
                textFormat: Text.PlainText
                text: position.row.dice || ""
                color: Theme.ink
                font.pixelSize: Theme.px(13)
                wrapMode: Text.WordWrap
            }
            RowLayout {
                Layout.fillWidth: true
                spacing: 8 * Theme.u
                Rectangle {
                    Layout.alignment: Qt.AlignTop
                    width: 16 * Theme.u; height: width; radius: 2 * Theme.u
                    color: "transparent"; border.width: 3 * Theme.u; border.color: position.playedColour
                }
                ColumnLayout {
                    Layout.fillWidth: true
                    spacing: 1
                    Label {
                        text: qsTr("Played")
                        color: Qt.darker(position.playedColour, 1.25)
                        font.bold: true
                        font.pixelSize: Theme.px(13)
                    }
                    Label {
                        objectName: "reviewPositionPlayed"
                        Layout.fillWidth: true
                        textFormat: Text.PlainText
                        text: position.row.played || ""
                        color: Theme.ink
                        font.pixelSize: Theme.px(14)
                        wrapMode: Text.WordWrap
                    }
                    Label {
                        textFormat: Text.PlainText
                        text: position.row.playedScore || ""
                        color: Theme.inkSoft
                        font.pixelSize: Theme.px(12)
                    }
                }
            }
            RowLayout {
                Layout.fillWidth: true
                spacing: 8 * Theme.u
                Rectangle {
                    Layout.alignment: Qt.AlignTop
                    width: 16 * Theme.u; height: width; radius: width / 2
                    color: "transparent"; border.width: 3 * Theme.u; border.color: Theme.good
                }
                ColumnLayout {
                    Layout.fillWidth: true
                    spacing: 1
                    Label {
                        text: position.row.same ? qsTr("Best: the move played") : qsTr("Best")
                        color: Theme.good
                        font.bold: true
                        font.pixelSize: Theme.px(13)
                    }
                    Label {
                        objectName: "reviewPositionBest"
                        Layout.fillWidth: true
                        textFormat: Text.PlainText
                        text: position.row.best || ""
                        color: Theme.ink
                        font.pixelSize: Theme.px(14)
                        wrapMode: Text.WordWrap
                    }
                    Label {
                        textFormat: Text.PlainText
                        text: position.row.bestScore || ""
                        color: Theme.inkSoft
                        font.pixelSize: Theme.px(12)
                    }
                }
            }
            Label {
                objectName: "reviewPositionLost"
                Layout.fillWidth: true
                textFormat: Text.PlainText
                text: position.row.same ? qsTr("No points lost here.")
                                        : qsTr("Expected points lost here: %1").arg(position.row.lostText || "")
                color: position.row.same ? Theme.good : Theme.warn
                font.pixelSize: Theme.px(16)
                font.bold: true
                wrapMode: Text.WordWrap
            }
            Item { Layout.fillHeight: true }
            Label {
                Layout.fillWidth: true
                text: qsTr("Faint marks: what each move writes. Orange square: the move played; green circle: the best move.")
                color: Theme.inkSoft
                font.pixelSize: Theme.px(11)
                wrapMode: Text.WordWrap
            }
            RowLayout {
                Layout.fillWidth: true
                spacing: 6 * Theme.u
                DeskButton {
                    objectName: "reviewPrevious"
                    sizeScale: 0.8
                    text: qsTr("◀")
                    tip: qsTr("The decision before (←)")
                    enabled: Review.selected > 0
                    onClicked: Review.selectPrevious()
                }
                DeskButton {
                    objectName: "reviewNext"
                    sizeScale: 0.8
                    text: qsTr("▶")
                    tip: qsTr("The next decision (→)")
                    enabled: Review.selected + 1 < Review.decisions.length
                    onClicked: Review.selectNext()
                }
                DeskButton {
                    objectName: "reviewOverview"
                    Layout.fillWidth: true
                    sizeScale: 0.8
                    primary: true
                    text: qsTr("All decisions")
                    shortText: qsTr("All")
                    tip: qsTr("Back to the whole review (Esc)")
                    onClicked: Review.select(-1)
                }
            }
        }
    }
}

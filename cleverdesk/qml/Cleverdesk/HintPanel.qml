pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// The learned player's top three moves for the player deciding now, with the final score each
// is expected to lead to and what it gains. `advisor` is Hints; it thinks on a worker thread
// (busy). A click on a row makes its move. The table gives the panel a place (x, y, width) and
// the room it may take (`room`): taller content scrolls inside, the panel never grows over it.
Rectangle {
    id: panel

    property var advisor
    property real room: 1e9
    readonly property bool showing: advisor !== null && (advisor.busy || advisor.rows.length > 0)
    readonly property real fullHeight: column.implicitHeight + 20 * Theme.u
    // A room too short for every hint shows whole hints only, the others a scroll away: a
    // hint cut at the panel's edge (its third line) read as a hint cut short.
    readonly property real wholeHeight: {
        const limit = room - 20 * Theme.u
        let fit = 0
        for (let i = 0; i < column.children.length; ++i) {
            const child = column.children[i]
            if (child.visible && child.height > 0 && child.y + child.height <= limit)
                fit = Math.max(fit, child.y + child.height)
        }
        return (fit > 0 ? fit : limit) + 20 * Theme.u
    }

    visible: showing
    radius: 8 * Theme.u
    color: "#fffdf4"
    border.color: "#c9a227"
    border.width: Math.max(1, 2 * Theme.u)
    height: fullHeight <= room ? fullHeight : Math.min(wholeHeight, room)
    clip: true

    Flickable {
        id: flick
        objectName: "hintScroll"
        anchors.fill: parent
        anchors.margins: 10 * Theme.u
        contentHeight: column.implicitHeight
        boundsBehavior: Flickable.StopAtBounds
        interactive: contentHeight > height
        ScrollBar.vertical: ScrollBar { policy: flick.interactive ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff }

        ColumnLayout {
            id: column
            width: flick.width - 12 * Theme.u  // the scroll bar's room (the same without: no
                                               // row changes its height as the bar comes)
            spacing: 6 * Theme.u

            RowLayout {
                Layout.fillWidth: true
                Text {
                    Layout.fillWidth: true
                    text: panel.advisor && panel.advisor.busy ? qsTr("Thinking about a hint…")
                                                             : qsTr("Hint: what a strong player would do")
                    font.pixelSize: Theme.px(15)
                    font.bold: true
                    color: "#23211d"
                    elide: Text.ElideRight
                }
                BusyIndicator {
                    running: panel.advisor !== null && panel.advisor.busy
                    visible: running
                    implicitWidth: 22 * Theme.u
                    implicitHeight: 22 * Theme.u
                }
                ToolButton {
                    objectName: "hintClose"
                    text: "✕"
                    font.pixelSize: Theme.px(14)
                    onClicked: panel.advisor.clear()
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Close the hint")
                }
            }

            Repeater {
                model: panel.advisor ? panel.advisor.rows : []
                delegate: Rectangle {
                    id: hintRow
                    required property var modelData
                    required property int index
                    objectName: "hintChoice" + index
                    Layout.fillWidth: true
                    implicitHeight: rowLayout.implicitHeight + 6 * Theme.u
                    radius: 4 * Theme.u
                    color: rowMouse.containsMouse ? "#f3e7bf" : "transparent"

                    RowLayout {
                        id: rowLayout
                        x: 3 * Theme.u
                        y: 3 * Theme.u
                        width: parent.width - 6 * Theme.u
                        spacing: 8 * Theme.u
                        Text {
                            Layout.alignment: Qt.AlignTop
                            text: (hintRow.index + 1) + "."
                            font.pixelSize: Theme.px(15)
                            font.bold: hintRow.modelData.best
                            color: "#23211d"
                        }
                        ColumnLayout {
                            Layout.fillWidth: true
                            spacing: 1 * Theme.u
                            Text {
                                objectName: "hintRow" + hintRow.index
                                Layout.fillWidth: true
                                text: hintRow.modelData.text
                                textFormat: Text.PlainText
                                wrapMode: Text.WordWrap
                                font.pixelSize: Theme.px(15)
                                font.bold: hintRow.modelData.best
                                color: "#23211d"
                            }
                            Text {
                                objectName: "hintGain" + hintRow.index
                                Layout.fillWidth: true
                                visible: text !== ""
                                text: hintRow.modelData.gain
                                textFormat: Text.PlainText
                                wrapMode: Text.WordWrap
                                font.pixelSize: Theme.px(13)
                                font.italic: true
                                color: "#4d473c"
                            }
                        }
                        Text {
                            objectName: "hintScore" + hintRow.index
                            Layout.alignment: Qt.AlignTop
                            // at most a third of the row, wrapped: "265 erwartet, −2 gegenüber
                            // dem besten" in one line left the advice a word per line
                            Layout.maximumWidth: rowLayout.width / 3
                            wrapMode: Text.WordWrap
                            horizontalAlignment: Text.AlignRight
                            text: hintRow.modelData.score
                            textFormat: Text.PlainText
                            font.pixelSize: Theme.px(14)
                            color: hintRow.modelData.best ? "#2f6b3a" : "#6b655a"
                        }
                    }
                    MouseArea {
                        id: rowMouse
                        anchors.fill: parent
                        hoverEnabled: true
                        cursorShape: Qt.PointingHandCursor
                        enabled: Game.humanToMove
                        onClicked: panel.advisor.play(hintRow.index)
                    }
                    ToolTip.visible: rowMouse.containsMouse
                    ToolTip.delay: 600
                    ToolTip.text: hintRow.index === 0 ? qsTr("Click to make this move (Enter)")
                                                      : qsTr("Click to make this move")
                }
            }
        }
    }
}

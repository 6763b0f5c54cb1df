pragma ComponentBehavior: Bound
import QtQuick
import Cleverdesk

// The dice on the table: the rolling area, the active player's three dice fields and the silver
// platter. Each die slides to its place when it moves.
Item {
    id: tray

    // as large as the column allows (wide windows give it more), up to 64 u
    readonly property real dieSize: Math.min(64 * Theme.u, (width - 20 * Theme.u) / 6 - 12 * Theme.u)
    readonly property real gap: 12 * Theme.u
    readonly property real labelHeight: 22 * Theme.u
    readonly property real rowHeight: labelHeight + dieSize + 18 * Theme.u
    readonly property var rowOf: ({ "roll": 0, "none": 0, "field": 1, "platter": 2 })
    // the middle row: the dice fields, or in a solo passive turn the passive throw's high dice
    readonly property var rowTitles: [qsTr("Rolling area"), Game.turn.fieldsTitle, qsTr("Silver platter")]
    readonly property var rowSlots: [6, 3, 6]

    implicitHeight: rowHeight * 3

    Repeater {
        model: 3
        delegate: Item {
            id: row
            required property int index
            y: index * tray.rowHeight
            width: tray.width
            height: tray.rowHeight

            Text {
                objectName: "trayRowTitle" + row.index
                text: tray.rowTitles[row.index]
                color: Theme.feltText
                font.pixelSize: Theme.px(14)
                font.bold: true
            }
            Repeater {
                model: tray.rowSlots[row.index]
                delegate: Rectangle {
                    required property int index
                    x: 10 * Theme.u + index * (tray.dieSize + tray.gap)
                    y: tray.labelHeight + 4 * Theme.u
                    width: tray.dieSize
                    height: tray.dieSize
                    radius: tray.dieSize * 0.2
                    color: "#30000000"
                    border.color: "#30ffffff"
                    border.width: 1
                    Text {
                        anchors.centerIn: parent
                        visible: row.index === 1
                        text: ["I", "II", "III"][parent.index] || ""
                        color: "#50ffffff"
                        font.pixelSize: tray.dieSize * 0.35
                    }
                }
            }
        }
    }

    Repeater {
        model: Game.dice
        delegate: DieView {
            size: tray.dieSize
            humanToMove: Game.humanToMove
            x: 10 * Theme.u + slot * (tray.dieSize + tray.gap)
            y: (tray.rowOf[place] || 0) * tray.rowHeight + tray.labelHeight + 4 * Theme.u
        }
    }
}

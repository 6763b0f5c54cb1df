pragma ComponentBehavior: Bound
import QtQuick
import Cleverdesk

// One die of a throw of real dice being entered: its colour and the face typed (a "?" while it
// has none; a red ring when the face typed is not 1–6), its letter below, and for the solo
// passive throw its place in the order entered (closest to the silver platter first).
Item {
    id: entryDie

    property string die: ""
    property string fill: "#cccccc"
    property string ink: "#000000"
    property string letter: ""
    property string colour: ""
    property int face: 0
    property bool bad: false
    property int order: 0
    property bool selected: false
    property real size: 48

    signal picked()

    readonly property var pips: [[], [4], [2, 6], [2, 4, 6], [0, 2, 6, 8], [0, 2, 4, 6, 8], [0, 2, 3, 5, 6, 8]]

    objectName: "entryDie_" + die
    width: size
    height: size

    Rectangle {
        anchors.fill: parent
        anchors.margins: -5
        radius: entryDie.size * 0.26
        visible: entryDie.selected || entryDie.bad
        color: "transparent"
        border.width: 3
        border.color: entryDie.bad ? Theme.warn : Theme.lit
    }
    Rectangle {
        anchors.fill: parent
        radius: entryDie.size * 0.2
        color: entryDie.fill
        border.width: 2
        border.color: Qt.darker(entryDie.fill, 1.6)

        Item {
            id: pipGrid
            readonly property real pip: entryDie.size * 0.17
            readonly property real step: pip + entryDie.size * 0.08
            anchors.centerIn: parent
            width: 2 * step + pip
            height: width
            visible: entryDie.face > 0
            Repeater {
                model: 9
                delegate: Rectangle {
                    required property int index
                    x: (index % 3) * pipGrid.step
                    y: Math.floor(index / 3) * pipGrid.step
                    width: pipGrid.pip
                    height: width
                    radius: width / 2
                    color: entryDie.ink
                    visible: entryDie.pips[Math.max(0, Math.min(6, entryDie.face))].indexOf(index) >= 0
                }
            }
        }
        Text {
            anchors.centerIn: parent
            visible: entryDie.face === 0
            text: "?"
            color: entryDie.ink
            font.bold: true
            font.pixelSize: entryDie.size * 0.5
        }
    }
    Rectangle {  // the die's letter, as on the table's dice
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.top: parent.bottom
        anchors.topMargin: -entryDie.size * 0.12
        width: Math.max(height, letterText.implicitWidth + height * 0.4)
        height: Math.max(entryDie.size * 0.36, Theme.minText + 4)
        radius: height / 2
        color: Theme.ink
        border.color: "#ffffff"
        border.width: 1.5
        Text {
            id: letterText
            anchors.centerIn: parent
            text: entryDie.letter
            color: "#ffffff"
            font.bold: true
            font.pixelSize: Math.max(Theme.minText, entryDie.size * (entryDie.letter.length > 1 ? 0.2 : 0.24))
        }
    }
    Rectangle {  // solo passive throw: 1 = closest to the silver platter
        objectName: "entryOrder_" + entryDie.die
        visible: entryDie.order > 0
        anchors.left: parent.left
        anchors.leftMargin: -entryDie.size * 0.14
        anchors.bottom: parent.top
        anchors.bottomMargin: -entryDie.size * 0.14
        width: height
        height: Math.max(entryDie.size * 0.34, Theme.minText + 4)
        radius: height / 2
        color: Theme.accent
        border.color: Theme.ink
        border.width: 1.5
        Text {
            anchors.centerIn: parent
            text: String(entryDie.order)
            color: Theme.ink
            font.bold: true
            font.pixelSize: Math.max(Theme.minText, entryDie.size * 0.22)
        }
    }
    MouseArea {
        anchors.fill: parent
        cursorShape: Qt.PointingHandCursor
        onClicked: entryDie.picked()
    }
    Accessible.role: Accessible.Button
    Accessible.name: entryDie.face > 0 ? qsTr("%1 die: %2").arg(entryDie.colour).arg(entryDie.face)
                                       : qsTr("%1 die: no face yet").arg(entryDie.colour)
    Accessible.onPressAction: entryDie.picked()
}

import QtQuick
import Cleverdesk

// The keyboard's place: a ring round its parent while the parent has the keyboard focus.
// Two tones (blue inside white), so it shows on the dark felt and on paper alike. `shown` may
// be bound to something else (a choice the table's keys walk over).
Rectangle {
    id: ring

    property Item target: parent
    property bool shown: target !== null && target.activeFocus
    property real gap: 4

    objectName: "focusRing"
    anchors.fill: target
    anchors.margins: -gap
    visible: shown
    radius: 6 + gap
    color: "transparent"
    border.width: 2
    border.color: "#ffffff"
    z: 10
    Rectangle {
        anchors.fill: parent
        anchors.margins: 2
        radius: ring.radius - 2
        color: "transparent"
        border.width: 3
        border.color: Theme.focusRing
    }
}

pragma ComponentBehavior: Bound
import QtQuick

// A cross drawn as two strokes: how the small sheets (pictures, too small for a readable "✕")
// show a crossed cell, a used slot or a past round.
Item {
    id: cross

    property color colour: "#23211d"
    property real thickness: Math.max(1, Math.min(width, height) * 0.16)

    Repeater {
        model: [45, -45]
        delegate: Rectangle {
            required property int modelData
            anchors.centerIn: parent
            width: Math.min(cross.width, cross.height) * 1.1
            height: cross.thickness
            radius: height / 2
            rotation: modelData
            color: cross.colour
        }
    }
}

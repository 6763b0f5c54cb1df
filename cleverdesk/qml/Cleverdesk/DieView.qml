import QtQuick
import QtQuick.Controls
import Cleverdesk

// One die: its colour, its pips, and a letter badge so colour-blind players can tell it apart.
Item {
    id: dieItem

    required property string die
    required property string fill
    required property string ink
    required property string letter
    required property int face
    required property string place
    required property int slot
    required property bool selectable
    required property bool selected
    required property string key
    required property string tip
    required property bool spent

    property real size: 48
    property bool humanToMove: false

    // Pip positions on a 3×3 grid (0..8), per face.
    readonly property var pips: [[], [4], [2, 6], [2, 4, 6], [0, 2, 6, 8], [0, 2, 4, 6, 8], [0, 2, 3, 5, 6, 8]]

    objectName: "die_" + die
    width: size
    height: size
    z: selected ? 3 : 2
    scale: selected ? 1.14 : 1
    Behavior on scale { enabled: !Desk.reduceMotion; NumberAnimation { duration: 120 } }
    opacity: place === "none" ? 0 : 1
    readonly property bool dimmed: humanToMove && !selectable && !selected

    Behavior on x { enabled: !Desk.reduceMotion; NumberAnimation { duration: 220; easing.type: Easing.OutCubic } }
    Behavior on y { enabled: !Desk.reduceMotion; NumberAnimation { duration: 220; easing.type: Easing.OutCubic } }

    Rectangle {
        anchors.fill: parent
        anchors.margins: -5
        radius: dieItem.size * 0.26
        visible: dieItem.selected || (dieItem.selectable && dieItem.humanToMove)
        color: dieItem.selected ? Theme.lit : "transparent"
        border.width: 3
        border.color: Theme.lit
    }
    Rectangle {
        id: body
        anchors.fill: parent
        radius: dieItem.size * 0.2
        color: dieItem.fill
        border.width: 2
        border.color: Qt.darker(dieItem.fill, 1.6)

        Grid {
            anchors.centerIn: parent
            columns: 3
            spacing: dieItem.size * 0.08
            Repeater {
                model: 9
                delegate: Rectangle {
                    required property int index
                    width: dieItem.size * 0.17
                    height: width
                    radius: width / 2
                    color: dieItem.ink
                    opacity: dieItem.pips[Math.max(0, Math.min(6, dieItem.face))].indexOf(index) >= 0 ? 1 : 0
                }
            }
        }
    }
    Rectangle {
        anchors.fill: body
        radius: body.radius
        color: "#1b2a22"
        opacity: dieItem.dimmed ? 0.55 : 0
    }
    Rectangle {
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.rightMargin: -dieItem.size * 0.14
        anchors.bottomMargin: -dieItem.size * 0.14
        // A pill that grows to the left for two-letter badges (German "Ge", Dutch "Bg" …).
        width: Math.max(dieItem.size * 0.42, badgeText.implicitWidth + dieItem.size * 0.14)
        height: dieItem.size * 0.42
        radius: height / 2
        color: Theme.ink
        border.color: "#ffffff"
        border.width: 1.5
        Text {
            id: badgeText
            anchors.centerIn: parent
            text: dieItem.letter
            color: "#ffffff"
            font.bold: true
            font.pixelSize: dieItem.size * (dieItem.letter.length > 1 ? 0.22 : 0.26)
        }
    }
    Text {
        anchors.centerIn: parent
        visible: dieItem.spent
        text: "+1"
        color: Theme.warn
        font.bold: true
        style: Text.Outline
        styleColor: "#ffffff"
        font.pixelSize: dieItem.size * 0.4
    }
    MouseArea {
        id: mouse
        anchors.fill: parent
        hoverEnabled: true
        cursorShape: dieItem.selectable ? Qt.PointingHandCursor : Qt.ArrowCursor
        onClicked: Game.selectDie(dieItem.die)
    }
    ToolTip.visible: mouse.containsMouse
    ToolTip.delay: 500
    ToolTip.text: dieItem.spent ? qsTr("%1 · already used with +1 this turn").arg(dieItem.tip) : dieItem.tip
}

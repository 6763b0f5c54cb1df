pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Cleverdesk

// One die: its colour and pips, and under it two small badges, outside the pips: the number key
// that takes it (only while it may be taken) and its letter, so colour-blind players can tell
// it apart. A die that may not be taken now is drawn smaller, never darker: its pips keep their
// contrast. A new throw tumbles the die briefly (off with reduced motion or the instant speed).
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
    required property string thrown

    property real size: 48
    property bool humanToMove: false
    // How long its animations take: the game speed's (Settings), none while the computers'
    // moves are skipped; the guided game keeps its own pace.
    readonly property real pace: Game.skipping ? 0 : Guide.active ? 1 : Desk.animationScale
    property bool animateRolls: Desk.rollAnimation && !Desk.reduceMotion && pace > 0

    // Pip positions on a 3×3 grid (0..8), per face.
    readonly property var pips: [[], [4], [2, 6], [2, 4, 6], [0, 2, 6, 8], [0, 2, 4, 6, 8], [0, 2, 3, 5, 6, 8]]
    property int shownFace: face  // the face drawn: the real one, or a passing one while it tumbles
    onFaceChanged: if (!tumble.running) shownFace = face

    objectName: "die_" + die
    width: size
    height: size
    z: selected ? 3 : 2
    scale: selected ? 1.14 : (dimmed ? 0.84 : 1)
    Behavior on scale { enabled: !Desk.reduceMotion; NumberAnimation { duration: 120 } }
    opacity: place === "none" ? 0 : 1
    // Hidden items leave the scene graph and the per-frame hover walk; transparent ones stay.
    visible: opacity > 0
    readonly property bool dimmed: humanToMove && !selectable && !selected

    Behavior on x { enabled: !Desk.reduceMotion && dieItem.pace > 0; NumberAnimation { duration: 220 * dieItem.pace; easing.type: Easing.OutCubic } }
    Behavior on y { enabled: !Desk.reduceMotion && dieItem.pace > 0; NumberAnimation { duration: 220 * dieItem.pace; easing.type: Easing.OutCubic } }

    readonly property bool tumbling: tumble.running
    onPaceChanged: if (pace === 0 && tumble.running) tumble.stop()  // skipped: the face at once
    onThrownChanged: {
        if (thrown !== "" && place !== "none" && animateRolls)
            tumble.restart()
    }
    SequentialAnimation {
        id: tumble
        objectName: "tumble"
        loops: 1
        ScriptAction { script: dieItem.shownFace = 1 + (dieItem.face + 2) % 6 }
        NumberAnimation { target: body; property: "rotation"; from: 0; to: -24; duration: 70 * dieItem.pace }
        ScriptAction { script: dieItem.shownFace = 1 + (dieItem.face + 4) % 6 }
        NumberAnimation { target: body; property: "rotation"; to: 16; duration: 90 * dieItem.pace }
        ScriptAction { script: dieItem.shownFace = dieItem.face }
        NumberAnimation { target: body; property: "rotation"; to: 0; duration: 90 * dieItem.pace; easing.type: Easing.OutBack }
        onStopped: { body.rotation = 0; dieItem.shownFace = dieItem.face }
    }

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

        // The 3×3 pip places, each set by hand rather than by a Grid: a Grid closes the gaps of
        // hidden items, and the pips not on the face are hidden (out of the scene graph).
        Item {
            id: pipGrid
            objectName: "diePips_" + dieItem.die
            readonly property real pip: dieItem.size * 0.17
            readonly property real step: pip + dieItem.size * 0.08
            anchors.centerIn: parent
            width: 2 * step + pip
            height: width
            Repeater {
                model: 9
                delegate: Rectangle {
                    required property int index
                    x: (index % 3) * pipGrid.step
                    y: Math.floor(index / 3) * pipGrid.step
                    width: pipGrid.pip
                    height: width
                    radius: width / 2
                    color: dieItem.ink
                    visible: dieItem.pips[Math.max(0, Math.min(6, dieItem.shownFace))].indexOf(index) >= 0
                }
            }
        }
    }
    // The badges hang below the die: the pips stay free whatever the face.
    Row {
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.top: parent.bottom
        anchors.topMargin: -dieItem.size * 0.12
        spacing: dieItem.size * 0.06
        Rectangle {
            objectName: "dieKey_" + dieItem.die
            visible: dieItem.key !== "" && dieItem.humanToMove
            width: height
            height: Math.max(dieItem.size * 0.36, Theme.minText + 4)
            radius: height / 2
            color: Theme.accent
            border.color: Theme.ink
            border.width: 1.5
            Text {
                anchors.centerIn: parent
                text: dieItem.key
                color: Theme.ink
                font.bold: true
                font.pixelSize: Math.max(Theme.minText, dieItem.size * 0.25)
            }
        }
        Rectangle {
            // A pill that grows for two-letter badges (German "Ge", Dutch "Bg" …).
            width: Math.max(height, badgeText.implicitWidth + height * 0.4)
            height: Math.max(dieItem.size * 0.36, Theme.minText + 4)
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
                font.pixelSize: Math.max(Theme.minText, dieItem.size * (dieItem.letter.length > 1 ? 0.2 : 0.24))
            }
        }
    }
    // "+1 spent": a badge over the die's top right corner, like the ones below: the pips stay free.
    Rectangle {
        objectName: "dieSpent_" + dieItem.die
        visible: dieItem.spent
        anchors.right: parent.right
        anchors.rightMargin: -dieItem.size * 0.18
        anchors.bottom: parent.top
        anchors.bottomMargin: -dieItem.size * 0.14
        width: Math.max(height, spentText.implicitWidth + height * 0.4)
        height: Math.max(dieItem.size * 0.34, Theme.minText + 4)
        radius: height / 2
        color: Theme.warn
        border.color: "#ffffff"
        border.width: 1.5
        Text {
            id: spentText
            anchors.centerIn: parent
            text: "+1"
            color: "#ffffff"
            font.bold: true
            font.pixelSize: Math.max(Theme.minText, dieItem.size * 0.22)
        }
    }
    MouseArea {
        id: mouse
        anchors.fill: parent
        hoverEnabled: true
        cursorShape: dieItem.selectable ? Qt.PointingHandCursor : Qt.ArrowCursor
        onClicked: Game.input.selectDie(dieItem.die)
    }
    // For a screen reader: "Blue die, 4, on the silver platter, key 2".
    Accessible.role: Accessible.Button
    Accessible.name: Spoken.die(dieItem.die, dieItem.face, dieItem.place, dieItem.slot,
                                dieItem.humanToMove ? dieItem.key : "", dieItem.selected)
    Accessible.ignored: dieItem.place === "none"
    Accessible.onPressAction: Game.input.selectDie(dieItem.die)
    ToolTip.visible: mouse.containsMouse
    ToolTip.delay: 500
    ToolTip.text: dieItem.spent ? qsTr("%1 · already used with +1 this turn").arg(dieItem.tip) : dieItem.tip
}

pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Cleverdesk

// The hand of the SET Cubed player at the device, under the board: click or drag a die onto
// the board; in the EXTRA ROLL step, click the dice to re-roll.
Rectangle {
    id: strip


    height: 96 * Theme.u
    radius: 10 * Theme.u
    color: "#30000000"

    Label {
        id: handTitle
        objectName: "scHandTitle"
        x: 12 * Theme.u
        y: 8 * Theme.u
        width: 120 * Theme.u
        textFormat: Text.PlainText
        text: SetCubedGame.turn.handTitle
        color: Theme.feltText
        font.pixelSize: Theme.px(15)
        font.bold: true
        wrapMode: Text.WordWrap
    }
    Label {
        x: 12 * Theme.u
        anchors.top: handTitle.bottom
        anchors.topMargin: 2 * Theme.u
        width: 120 * Theme.u
        text: SetCubedGame.turn.extraRollStep ? qsTr("click dice to re-roll")
             : SetCubedGame.turn.building ? qsTr("click or drag a die") : ""
        color: Theme.feltTextSoft
        font.pixelSize: Theme.px(11)
        wrapMode: Text.WordWrap
    }
    Row {
        x: 140 * Theme.u
        anchors.verticalCenter: parent.verticalCenter
        spacing: 14 * Theme.u

        Repeater {
            model: SetCubedGame.hand
            delegate: Item {
                id: slot
                required property int die
                required property string face
                required property bool placed
                required property bool selected
                required property bool selectable
                required property bool chosen
                required property string key
                required property string tip
                required property string spoken

                objectName: "scHand_" + die
                Accessible.role: Accessible.Button
                Accessible.name: slot.spoken
                Accessible.onPressAction: SetCubedGame.input.selectDie(slot.die)
                width: 70 * Theme.u
                height: 70 * Theme.u
                opacity: placed ? 0.3 : 1

                Rectangle {
                    anchors.fill: parent
                    anchors.margins: -5 * Theme.u
                    radius: 12 * Theme.u
                    visible: slot.selected || slot.chosen || (slot.selectable && SetCubedGame.turn.humanToMove)
                    color: slot.selected || slot.chosen ? Theme.lit : "transparent"
                    border.width: 3 * Theme.u
                    border.color: Theme.lit
                }
                SetDie {
                    id: handDie
                    readonly property int die: slot.die
                    size: slot.width
                    face: slot.face
                    dimmed: SetCubedGame.turn.humanToMove && !slot.selectable && !slot.selected
                    Drag.active: dragger.active
                    Drag.keys: ["setcubed-die"]
                    Drag.source: handDie
                    Drag.hotSpot.x: width / 2
                    Drag.hotSpot.y: height / 2
                    z: dragger.active ? 10 : 0
                    DragHandler {
                        id: dragger
                        enabled: SetCubedGame.turn.building && slot.selectable
                        onActiveChanged: {
                            if (!active) {
                                handDie.Drag.drop()
                                handDie.x = 0
                                handDie.y = 0
                            }
                        }
                    }
                }
                Rectangle {
                    anchors.left: parent.left
                    anchors.bottom: parent.bottom
                    anchors.leftMargin: -8 * Theme.u
                    anchors.bottomMargin: -8 * Theme.u
                    width: 22 * Theme.u
                    height: width
                    radius: width / 2
                    color: Theme.ink
                    border.color: "#ffffff"
                    Text {
                        anchors.centerIn: parent
                        text: slot.key
                        color: "#ffffff"
                        font.bold: true
                        font.pixelSize: Theme.px(12)
                    }
                }
                Text {
                    anchors.centerIn: parent
                    visible: slot.chosen
                    text: "⟳"
                    color: Theme.warn
                    style: Text.Outline
                    styleColor: "#ffffff"
                    font.bold: true
                    font.pixelSize: Theme.px(36)
                }
                MouseArea {
                    id: slotMouse
                    anchors.fill: parent
                    hoverEnabled: true
                    cursorShape: slot.selectable ? Qt.PointingHandCursor : Qt.ArrowCursor
                    onClicked: SetCubedGame.input.selectDie(slot.die)
                }
                ToolTip.visible: slotMouse.containsMouse
                ToolTip.delay: 500
                ToolTip.text: slot.tip
            }
        }
    }
    Label {
        anchors.right: parent.right
        anchors.rightMargin: 12 * Theme.u
        anchors.verticalCenter: parent.verticalCenter
        width: Math.max(0, parent.width - (140 + 5 * 84 + 24) * Theme.u)
        visible: width > 60 * Theme.u
        text: qsTr("Colours are also told by the fill: red solid, green striped, purple open.")
        color: Theme.feltTextSoft
        font.pixelSize: Theme.px(11)
        wrapMode: Text.WordWrap
        horizontalAlignment: Text.AlignRight
    }
}

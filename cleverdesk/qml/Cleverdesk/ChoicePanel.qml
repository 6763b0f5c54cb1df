pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// A cell that stands for several moves asks which one: the number a "?" bonus writes, or which
// of two bonuses goes there. One button per move; keys 1–9 choose, Esc closes; Tab and the
// arrows walk a ring over the buttons (the table keeps the keyboard: it calls step and press),
// Enter or Space presses the one in the ring.
Rectangle {
    id: panel

    // The button in the keyboard's ring: a choice, or Game.choice.choices.length for Cancel.
    property int current: 0
    readonly property int count: Game.choice.choices.length + 1
    Connections {
        target: Game.choice
        function onChoicesChanged() { panel.current = 0 }
    }
    function step(by) {
        panel.current = (panel.current + by + panel.count) % panel.count
    }
    function press() {
        if (panel.current < Game.choice.choices.length)
            Game.input.choose(Game.choice.choices[panel.current].id)
        else
            Game.input.cancel()
    }

    Accessible.role: Accessible.Dialog
    Accessible.name: Game.choice.choiceTitle

    implicitHeight: column.implicitHeight + 20 * Theme.u
    radius: 10 * Theme.u
    color: "#fff4cc"
    border.color: Theme.lit
    border.width: 2 * Theme.u

    ColumnLayout {
        id: column
        x: 10 * Theme.u
        y: 10 * Theme.u
        width: parent.width - 20 * Theme.u
        spacing: 8 * Theme.u

        Label {
            objectName: "choiceTitle"
            Layout.fillWidth: true
            textFormat: Text.PlainText
            text: Game.choice.choiceTitle
            wrapMode: Text.WordWrap
            color: Theme.ink
            font.pixelSize: Theme.px(15)
            font.bold: true
        }
        Flow {
            Layout.fillWidth: true
            spacing: 6 * Theme.u
            Repeater {
                model: Game.choice.choices
                delegate: DeskButton {
                    id: choiceButton
                    required property var modelData
                    required property int index
                    objectName: "choice_" + index
                    sizeScale: 0.85
                    text: modelData.text
                    tip: qsTr("Key %1").arg(index + 1)
                    onClicked: Game.input.choose(modelData.id)
                    FocusRing { shown: panel.visible && panel.current === choiceButton.index }
                }
            }
            DeskButton {
                objectName: "choiceCancel"
                sizeScale: 0.85
                onDark: false
                text: qsTr("Cancel")
                tip: qsTr("Esc")
                onClicked: Game.input.cancel()
                FocusRing { shown: panel.visible && panel.current === Game.choice.choices.length }
            }
        }
    }
}

pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// Declaring a WILD: which of the 27 symbols it shows. Symbols that complete a SET through the
// cell come first; any symbol may be chosen (the preview then says whether the turn fits).
// The card sits on the right, so the board and the chosen cell stay in view.
Rectangle {
    id: dialog

    // The keyboard's choice: an index into SetCubedGame.input.wildOptions (completing symbols first,
    // in the same order as shown).
    property int current: 0
    onVisibleChanged: {
        current = 0
        if (visible)  // a screen reader hears the question as it opens
            Accessible.announce(qsTr("Which symbol does your WILD show?"))
    }

    function step(delta) {
        const n = SetCubedGame.input.wildOptions.length
        if (n > 0)
            current = (current + delta + n) % n
    }
    function choose() {
        const options = SetCubedGame.input.wildOptions
        if (current >= 0 && current < options.length)
            SetCubedGame.input.declareWild(options[current].code)
    }
    readonly property var completing: SetCubedGame.input.wildOptions.filter(o => o.completes)
    readonly property var others: SetCubedGame.input.wildOptions.filter(o => !o.completes)

    color: "#50000000"
    Accessible.role: Accessible.Dialog
    Accessible.name: qsTr("Which symbol does your WILD show?")
    MouseArea { anchors.fill: parent; hoverEnabled: true }

    component Option: Rectangle {
        id: option
        required property var modelData
        objectName: "wildOption_" + modelData.code
        Accessible.role: Accessible.Button
        Accessible.name: modelData.completes ? qsTr("%1, completes a SET here").arg(modelData.name) : modelData.name
        Accessible.focusable: true
        Accessible.focused: keyed
        Accessible.onPressAction: SetCubedGame.input.declareWild(option.modelData.code)
        width: 58 * Theme.u
        height: 58 * Theme.u
        radius: 10 * Theme.u
        readonly property bool keyed: SetCubedGame.input.wildOptions.length > dialog.current
                                      && SetCubedGame.input.wildOptions[dialog.current].code === modelData.code
        color: modelData.completes ? "#dff3e2" : (optionMouse.containsMouse ? "#ece6d6" : "transparent")
        border.width: keyed ? 3 * Theme.u : (modelData.completes ? 2 * Theme.u : 0)
        border.color: keyed ? Theme.focusRing : Theme.good
        SetDie {
            anchors.centerIn: parent
            size: 48 * Theme.u
            face: option.modelData.code
        }
        MouseArea {
            id: optionMouse
            anchors.fill: parent
            hoverEnabled: true
            cursorShape: Qt.PointingHandCursor
            onClicked: SetCubedGame.input.declareWild(option.modelData.code)
        }
        ToolTip.visible: optionMouse.containsMouse
        ToolTip.delay: 300
        ToolTip.text: option.modelData.name
    }

    Rectangle {
        anchors.right: parent.right
        anchors.rightMargin: 12 * Theme.u
        anchors.top: parent.top
        anchors.topMargin: 64 * Theme.u
        width: Math.min(parent.width - 24 * Theme.u, 440 * Theme.u)
        height: column.implicitHeight + 32 * Theme.u
        radius: 14 * Theme.u
        color: Theme.paper
        border.color: "#c98d00"
        border.width: 2 * Theme.u

        ColumnLayout {
            id: column
            x: 16 * Theme.u
            y: 16 * Theme.u
            width: parent.width - 32 * Theme.u
            spacing: 8 * Theme.u

            Label {
                Layout.fillWidth: true
                text: qsTr("Which symbol does your WILD show?")
                font.pixelSize: 20 * Theme.u
                font.bold: true
                color: Theme.ink
                wrapMode: Text.WordWrap
            }
            Label {
                Layout.fillWidth: true
                text: qsTr("At %1 (framed in blue). The symbol is fixed once placed. A newly placed WILD scores 0 itself; the other dice of its SETs score as usual.").arg(SetCubedGame.input.wildCellText)
                wrapMode: Text.WordWrap
                font.pixelSize: 13 * Theme.u
                color: Theme.inkSoft
            }
            Label {
                Layout.fillWidth: true
                text: dialog.completing.length > 0 ? qsTr("Completes a SET here:")
                                                   : qsTr("No symbol completes a SET here with the dice around it yet.")
                wrapMode: Text.WordWrap
                font.pixelSize: 14 * Theme.u
                font.bold: true
                color: dialog.completing.length > 0 ? Theme.good : Theme.ink
            }
            Flow {
                Layout.fillWidth: true
                spacing: 6 * Theme.u
                visible: dialog.completing.length > 0
                Repeater { model: dialog.completing; delegate: Option { } }
            }
            Label {
                Layout.fillWidth: true
                text: qsTr("Any other symbol (arrows and Enter choose with the keyboard):")
                wrapMode: Text.WordWrap
                font.pixelSize: 14 * Theme.u
                font.bold: true
                color: Theme.ink
            }
            Flow {
                Layout.fillWidth: true
                spacing: 4 * Theme.u
                Repeater { model: dialog.others; delegate: Option { } }
            }
            DeskButton {
                objectName: "wildCancel"
                Layout.alignment: Qt.AlignRight
                sizeScale: 0.9
                text: qsTr("Cancel")
                tip: qsTr("Keep the WILD in your hand (Esc)")
                onClicked: SetCubedGame.input.cancelWild()
            }
        }
    }
}

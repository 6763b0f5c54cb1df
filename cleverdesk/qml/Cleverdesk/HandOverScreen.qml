import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// Between two human seats: hides the table until the next player has the device.
Rectangle {
    id: handOver

    property real u: 1

    color: Theme.feltDark
    // said to a screen reader as it comes up: whose turn it is now
    Accessible.role: Accessible.Dialog
    Accessible.name: handOverTitle.text
    onVisibleChanged: if (visible) Accessible.announce(handOverTitle.text + " " + Game.handOverWhat)

    MouseArea { anchors.fill: parent; hoverEnabled: true }  // nothing behind can be clicked

    ColumnLayout {
        anchors.centerIn: parent
        width: Math.min(parent.width - 80 * handOver.u, 760 * handOver.u)
        spacing: 24 * handOver.u

        Label {
            id: handOverTitle
            objectName: "handOverTitle"
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            textFormat: Text.PlainText
            text: qsTr("Pass the device to %1.").arg(Game.handOverName)
            color: Theme.feltText
            font.pixelSize: 40 * handOver.u
            font.bold: true
        }
        Label {
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            textFormat: Text.PlainText
            text: Game.handOverWhat
            color: Theme.feltTextSoft
            font.pixelSize: 20 * handOver.u
        }
        DeskButton {
            objectName: "handOverContinue"
            Layout.alignment: Qt.AlignHCenter
            u: handOver.u
            primary: true
            text: qsTr("I am %1: show my sheet").arg(Game.handOverName)
            tip: qsTr("Continue (Enter)")
            onClicked: Game.confirmHandOver()
        }
    }
}

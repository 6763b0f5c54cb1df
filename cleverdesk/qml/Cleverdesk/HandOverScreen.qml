import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// Between two human seats: hides the table until the next player has the device. Shared by the
// Clever table and SET Cubed's: each names the next player, what comes, and its button's words.
Rectangle {
    id: handOver

    property string name
    property string what
    property string continueText: qsTr("I am %1: show my sheet").arg(Words.typed(handOver.name))
    property alias titleName: handOverTitle.objectName
    property alias continueName: continueButton.objectName

    signal continued()

    color: Theme.feltDark
    // said to a screen reader as it comes up: whose turn it is now
    Accessible.role: Accessible.Dialog
    Accessible.name: handOverTitle.text
    onVisibleChanged: if (visible) Accessible.announce(handOverTitle.text + " " + handOver.what)

    MouseArea { anchors.fill: parent; hoverEnabled: true }  // nothing behind can be clicked

    ColumnLayout {
        anchors.centerIn: parent
        width: Math.min(parent.width - 80 * Theme.u, 760 * Theme.u)
        spacing: 24 * Theme.u

        Label {
            id: handOverTitle
            objectName: "handOverTitle"
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            textFormat: Text.PlainText
            text: qsTr("Pass the device to %1.").arg(Words.typed(handOver.name))
            color: Theme.feltText
            font.pixelSize: Theme.px(40)
            font.bold: true
        }
        Label {
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            textFormat: Text.PlainText
            text: handOver.what
            color: Theme.feltTextSoft
            font.pixelSize: Theme.px(20)
        }
        DeskButton {
            id: continueButton
            objectName: "handOverContinue"
            Layout.alignment: Qt.AlignHCenter
            primary: true
            text: handOver.continueText
            tip: qsTr("Continue (Enter)")
            onClicked: handOver.continued()
        }
    }
}

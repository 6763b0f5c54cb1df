import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// The title bar of the secondary screens, with a way back.
Rectangle {
    id: header

    property string title: ""
    signal back()

    height: 64 * Theme.u
    color: Theme.bar

    RowLayout {
        anchors.fill: parent
        anchors.leftMargin: 16 * Theme.u
        anchors.rightMargin: 16 * Theme.u
        spacing: 16 * Theme.u

        DeskButton {
            objectName: "backButton"
            onDark: true
            text: qsTr("← Back")
            tip: qsTr("Back (Esc)")
            onClicked: header.back()
        }
        Label {
            Layout.fillWidth: true
            textFormat: Text.PlainText
            text: header.title
            color: Theme.feltText
            font.pixelSize: 26 * Theme.u
            font.bold: true
            elide: Text.ElideRight
        }
    }
}

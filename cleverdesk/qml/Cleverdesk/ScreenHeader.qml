import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// The title bar of the secondary screens, with a way back.
Rectangle {
    id: header

    property real u: 1
    property string title: ""
    signal back()

    height: 64 * u
    color: Theme.bar

    RowLayout {
        anchors.fill: parent
        anchors.leftMargin: 16 * header.u
        anchors.rightMargin: 16 * header.u
        spacing: 16 * header.u

        DeskButton {
            objectName: "backButton"
            u: header.u
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
            font.pixelSize: 26 * header.u
            font.bold: true
            elide: Text.ElideRight
        }
    }
}

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// The saved settings could not be read (the defaults apply): said at start over any screen, like
// the saved games' and the score history's problems; "OK" dismisses it. The Settings screen keeps
// saying it.
Rectangle {
    id: notice


    visible: Desk.settingsNotice !== ""
    height: visible ? noticeRow.implicitHeight + 24 * Theme.u : 0
    color: "#fff4e0"
    border.color: "#b26a00"
    border.width: 2 * Theme.u
    radius: 10 * Theme.u

    RowLayout {
        id: noticeRow
        x: 14 * Theme.u
        y: 12 * Theme.u
        width: parent.width - 28 * Theme.u
        spacing: 12 * Theme.u
        ColumnLayout {
            Layout.fillWidth: true
            spacing: 4 * Theme.u
            Label {
                Layout.fillWidth: true
                text: qsTr("Settings")
                color: "#8a4b00"
                font.pixelSize: 16 * Theme.u
                font.bold: true
            }
            Label {
                objectName: "settingsNoticeText"
                Layout.fillWidth: true
                textFormat: Text.PlainText
                text: Desk.settingsNotice
                color: Theme.ink
                wrapMode: Text.WrapAtWordBoundaryOrAnywhere
                font.pixelSize: 14 * Theme.u
            }
        }
        DeskButton {
            objectName: "settingsNoticeOk"
            Layout.alignment: Qt.AlignTop
            sizeScale: 0.85
            primary: true
            text: qsTr("OK")
            onClicked: Desk.dismissSettingsNotice()
        }
    }
}

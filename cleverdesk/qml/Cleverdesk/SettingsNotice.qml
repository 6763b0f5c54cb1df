import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// The saved settings could not be read (the defaults apply): said at start over any screen, like
// the saved games' and the score history's problems; "OK" dismisses it. The Settings screen keeps
// saying it.
Rectangle {
    id: notice

    property real u: 1

    visible: Desk.settingsNotice !== ""
    height: visible ? noticeRow.implicitHeight + 24 * u : 0
    color: "#fff4e0"
    border.color: "#b26a00"
    border.width: 2 * u
    radius: 10 * u

    RowLayout {
        id: noticeRow
        x: 14 * notice.u
        y: 12 * notice.u
        width: parent.width - 28 * notice.u
        spacing: 12 * notice.u
        ColumnLayout {
            Layout.fillWidth: true
            spacing: 4 * notice.u
            Label {
                Layout.fillWidth: true
                text: qsTr("Settings")
                color: "#8a4b00"
                font.pixelSize: 16 * notice.u
                font.bold: true
            }
            Label {
                objectName: "settingsNoticeText"
                Layout.fillWidth: true
                textFormat: Text.PlainText
                text: Desk.settingsNotice
                color: Theme.ink
                wrapMode: Text.WrapAtWordBoundaryOrAnywhere
                font.pixelSize: 14 * notice.u
            }
        }
        DeskButton {
            objectName: "settingsNoticeOk"
            Layout.alignment: Qt.AlignTop
            u: notice.u * 0.85
            primary: true
            text: qsTr("OK")
            onClicked: Desk.dismissSettingsNotice()
        }
    }
}

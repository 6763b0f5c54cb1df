import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// The score history could not be used as it was (damaged, newer, unreadable): said once, over
// any screen, without stopping play; "OK" dismisses it.
Rectangle {
    id: notice


    visible: History.notice !== ""
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
                text: qsTr("Score history")
                color: "#8a4b00"
                font.pixelSize: 16 * Theme.u
                font.bold: true
            }
            Label {
                objectName: "historyNoticeText"
                Layout.fillWidth: true
                textFormat: Text.PlainText
                text: History.notice
                color: Theme.ink
                wrapMode: Text.WrapAtWordBoundaryOrAnywhere
                font.pixelSize: 14 * Theme.u
            }
        }
        DeskButton {
            objectName: "historyNoticeOk"
            Layout.alignment: Qt.AlignTop
            sizeScale: 0.85
            primary: true
            text: qsTr("OK")
            onClicked: History.dismissNotice()
        }
    }
}

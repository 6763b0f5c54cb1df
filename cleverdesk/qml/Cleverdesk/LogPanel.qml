import QtQuick
import QtQuick.Controls
import Cleverdesk

// A table's log under its title, on a dark card (read, never clicked). Shared by both tables.
Rectangle {
    id: panel

    property alias model: list.model
    property alias listName: list.objectName
    property alias textSize: list.textSize
    property alias holdsPlace: list.holdsPlace
    // where the lines start under the title
    property real listTop: title.y + title.height + 4 * Theme.u

    radius: 10 * Theme.u
    color: "#30000000"

    Label {
        id: title
        x: 10 * Theme.u
        y: 6 * Theme.u
        text: qsTr("Log")
        color: Theme.feltTextSoft
        font.pixelSize: Theme.px(13)
        font.bold: true
    }
    LogView {
        id: list
        anchors.fill: parent
        anchors.margins: 10 * Theme.u
        anchors.topMargin: panel.listTop
    }
}

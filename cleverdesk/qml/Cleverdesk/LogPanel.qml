import QtQuick
import QtQuick.Controls
import Cleverdesk

// A table's log under its title, on a dark card (read, never clicked). Shared by both tables.
Rectangle {
    id: panel

    property real u: 1
    property alias model: list.model
    property alias listName: list.objectName
    property alias textSize: list.textSize
    property alias holdsPlace: list.holdsPlace
    // where the lines start under the title
    property real listTop: title.y + title.height + 4 * u

    radius: 10 * u
    color: "#30000000"

    Label {
        id: title
        x: 10 * panel.u
        y: 6 * panel.u
        text: qsTr("Log")
        color: Theme.feltTextSoft
        font.pixelSize: Theme.px(13, panel.u)
        font.bold: true
    }
    LogView {
        id: list
        anchors.fill: parent
        anchors.margins: 10 * panel.u
        anchors.topMargin: panel.listTop
        u: panel.u
    }
}

import QtQuick
import QtQuick.Controls
import Cleverdesk

// The sheet of the player under the pointer, large enough to read, over the Clever table's
// main sheet.
Rectangle {
    id: preview

    property bool several: false

    objectName: "sheetPreview"
    property int seat: -1
    property string name: ""
    readonly property bool shown: seat >= 0 && preview.several
    visible: shown
    radius: 10 * Theme.u
    color: Theme.card
    border.color: Theme.accent
    border.width: 3 * Theme.u
    Label {
        id: previewName
        x: 12 * Theme.u
        y: 6 * Theme.u
        text: preview.shown ? qsTr("%1's sheet").arg(Words.typed(preview.name)) : ""
        color: Theme.ink
        font.pixelSize: Theme.px(16)
        font.bold: true
    }
    SheetView {
        anchors.fill: parent
        anchors.margins: 8 * Theme.u
        anchors.topMargin: previewName.y + previewName.height + 4 * Theme.u
        sheetModel: preview.shown ? (Game.sheets.minis[preview.seat] || null) : null
        interactive: false
        glance: true  // the whole sheet at once (a click on the small one shows it to read)
        prefix: "preview"
    }
}

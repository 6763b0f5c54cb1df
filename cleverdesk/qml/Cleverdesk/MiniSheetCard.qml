import QtQuick
import QtQuick.Controls
import Cleverdesk

// Another player's sheet, small, beside or under the Clever table's main sheet: name, total,
// who plays the seat; a click shows it large, hovering shows it in the preview.
Rectangle {
    id: miniCard

    property real cardHeight: 160 * Theme.u
    property Item preview

    required property int seat
    required property string name
    required property bool computer
    required property int total
    required property int foxes
    required property bool deciding
    required property bool active
    required property bool viewed
    required property bool winner

    objectName: "mini_" + seat
    visible: !viewed
    width: (height - 40 * Theme.u) * Game.sheets.width / Game.sheets.height + 12 * Theme.u
    height: miniCard.cardHeight
    radius: 8 * Theme.u
    color: deciding ? "#fff4cc" : Theme.card
    border.width: deciding ? 3 * Theme.u : 1
    border.color: deciding ? Theme.accent : "#40000000"

    Label {
        id: miniName
        x: 8 * Theme.u
        y: 3 * Theme.u
        width: parent.width - miniTotal.width - 20 * Theme.u
        textFormat: Text.PlainText
        horizontalAlignment: Text.AlignLeft  // the language's side, for a name in any script
        text: miniCard.name
        color: Theme.ink
        font.pixelSize: Theme.px(14)
        font.bold: true
        elide: Text.ElideRight
    }
    Label {
        id: miniTotal
        anchors.right: parent.right
        anchors.rightMargin: 8 * Theme.u
        y: 3 * Theme.u
        text: String(miniCard.total)
        color: Theme.ink
        font.pixelSize: Theme.px(14)
        font.bold: true
    }
    Label {
        x: 8 * Theme.u
        y: 20 * Theme.u
        width: parent.width - 16 * Theme.u
        readonly property string seat: miniCard.computer ? qsTr("computer") : qsTr("human")
        readonly property string both: miniCard.active ? seat + " · " + qsTr("active") : seat
        TextMetrics { id: miniWords; font: miniSeat.font; text: miniSeat.both }
        id: miniSeat
        // a narrow card: "active" alone (who plays the seat is in the hover sheet)
        text: miniWords.advanceWidth <= width + 0.5 || !miniCard.active ? both : qsTr("active")
        color: Theme.inkSoft
        font.pixelSize: Theme.px(11)
        elide: Text.ElideRight
    }
    // a picture of the sheet, painted in one item (a SheetView is thousands of them)
    SheetPicture {
        objectName: "miniPicture_" + miniCard.seat
        x: 6 * Theme.u
        y: 36 * Theme.u
        width: parent.width - 12 * Theme.u
        height: parent.height - 40 * Theme.u
        sheetModel: Game.sheets.minis[miniCard.seat] || null
        looks: ({ "colours": Game.sheets.palette, "paper": Theme.paper, "ink": Theme.ink,
                  "inkSoft": Theme.inkSoft, "warn": Theme.warn, "minText": Theme.sheetMinText })
    }
    MouseArea {
        id: miniMouse
        anchors.fill: parent
        hoverEnabled: true
        cursorShape: Qt.PointingHandCursor
        onClicked: Game.showSeat(miniCard.seat)
    }
    ToolTip.visible: miniMouse.containsMouse
    ToolTip.delay: 500
    ToolTip.text: qsTr("Look at %1's sheet").arg(Words.typed(miniCard.name))
    // hovering shows the sheet large over the main sheet (a click switches to it)
    Binding {
        target: miniCard.preview
        property: "seat"
        value: miniCard.seat
        when: miniMouse.containsMouse
    }
    Binding {
        target: miniCard.preview
        property: "name"
        value: miniCard.name
        when: miniMouse.containsMouse
    }
}

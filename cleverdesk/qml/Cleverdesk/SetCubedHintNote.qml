import QtQuick
import QtQuick.Controls
import Cleverdesk

// What the SET Cubed hint says (issue 46): the computer's turn and its points, or that it
// would pass; said to a screen reader too. Takes no room while there is no hint.
Item {
    id: note


    visible: SetCubedHints.text !== ""
    implicitHeight: visible ? words.implicitHeight : 0

    Label {
        id: words
        objectName: "scHintText"
        width: note.width
        textFormat: Text.PlainText
        text: SetCubedHints.text
        color: Theme.accent
        font.pixelSize: Theme.px(14)
        font.bold: true
        wrapMode: Text.WordWrap
        horizontalAlignment: Text.AlignHCenter
        Accessible.role: Accessible.AlertMessage
        Accessible.name: text
    }
}

pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Cleverdesk

// The short log, in words; newest at the bottom, following along.
ListView {
    id: log

    property int textSize: 14
    // Follow the newest line, unless the player scrolled back to read (the Clever table); a
    // log that does not hold its place always shows the newest line (SET Cubed's).
    property bool holdsPlace: true

    model: Game.log
    clip: true
    spacing: 3 * Theme.u
    boundsBehavior: Flickable.StopAtBounds
    ScrollBar.vertical: ScrollBar { }
    property bool follow: true
    onMovementEnded: if (holdsPlace) follow = atYEnd
    function showNewest() {
        if (holdsPlace)
            positionViewAtEnd()
        else if (count > 0)
            positionViewAtIndex(count - 1, ListView.End)
    }
    onCountChanged: if (follow) Qt.callLater(log.showNewest)
    onContentHeightChanged: if (follow) Qt.callLater(log.showNewest)
    onHeightChanged: if (follow) Qt.callLater(log.showNewest)

    delegate: Text {
        required property string line
        required property int seat
        // A line only partly in view at the top is not drawn: no line is ever cut mid-text.
        opacity: y + 1 >= log.contentY ? 1 : 0
        visible: opacity > 0  // out of the scene graph while it is not drawn
        width: ListView.view ? ListView.view.width - 12 * Theme.u : 100
        textFormat: Text.PlainText
        text: line
        // the language's side: a line that starts with a name written right to left (its
        // first letter) is still an English, German or Dutch sentence
        horizontalAlignment: Text.AlignLeft
        wrapMode: Text.WordWrap
        color: seat < 0 ? "#ffe08a" : Theme.feltText
        font.bold: seat < 0
        font.pixelSize: Theme.px(log.textSize)
    }
}

import QtQuick
import Cleverdesk

// A button of a table's top bar (Rules, Leave): on the dark bar, a little smaller than the
// table's own. Shared by the Clever table, whose buttons are as wide as their words (its bar
// counts them to decide whether the turn's words need a second row), and SET Cubed's.
DeskButton {
    id: button

    property bool asWideAsWords: false

    sizeScale: 0.8
    onDark: true
    Binding on implicitWidth {
        when: button.asWideAsWords
        value: button.contentItem.implicitWidth + button.leftPadding + button.rightPadding
    }
}

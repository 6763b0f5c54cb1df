import QtQuick
import Cleverdesk

// Leave, in a table's top bar: back to the home screen (Esc); the table asks first while its
// game goes on. Shared by both tables.
TableBarButton {
    text: qsTr("Leave")
    tip: qsTr("Back to the home screen (Esc)")
}

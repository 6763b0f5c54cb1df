import QtQuick
import QtQuick.Controls

// A choice among a few (a filter, a chapter): checked shows it is the one chosen. Reachable
// with Tab; Space or Enter choose it.
Button {
    id: chip

    property bool onDark: true
    property string tip: ""

    checkable: false
    focusPolicy: Qt.StrongFocus
    hoverEnabled: true
    font.pixelSize: Math.round(14 * Theme.u)
    padding: Math.round(6 * Theme.u)
    leftPadding: Math.round(12 * Theme.u)
    rightPadding: Math.round(12 * Theme.u)
    Keys.onReturnPressed: chip.clicked()
    Keys.onEnterPressed: chip.clicked()

    contentItem: Text {
        text: chip.text
        font: chip.font
        color: chip.checked ? "#1b1b1b" : (chip.onDark ? "#f2f5f0" : "#23211d")
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        elide: Text.ElideRight
    }
    background: Rectangle {
        implicitHeight: 32 * Theme.u
        radius: height / 2
        color: chip.checked ? "#ffcf40"
             : chip.hovered ? (chip.onDark ? "#3b6a53" : "#fffaf0")
             : (chip.onDark ? "#2a4a3a" : "#f4efe2")
        border.width: chip.activeFocus ? 2 * Theme.u : 1
        border.color: chip.activeFocus ? "#0b57d0" : (chip.onDark ? "#5d8a73" : "#b9b2a0")
    }
    HoverHandler { id: chipHover }
    ToolTip.visible: chip.tip !== "" && chipHover.hovered
    ToolTip.text: chip.tip
    ToolTip.delay: 500
}

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// Over SET Cubed's board: zoom out, the zoom, zoom in, fit, and Undo, Redo and Save.
RowLayout {
    id: bar

    property real u: 1
    property SetBoard boardView

    signal saveAsked()

    height: 32 * bar.u
    spacing: 6 * bar.u

    DeskButton {
        objectName: "scZoomOut"
        u: bar.u * 0.7
        onDark: true
        text: "−"
        enabled: bar.boardView.zoom > bar.boardView.minZoom
        tip: qsTr("Zoom out (−)")
        onClicked: bar.boardView.zoomOut()
        background.implicitWidth: 40 * bar.u
    }
    Label {
        objectName: "scZoom"
        text: qsTr("%1 %").arg(Math.round(bar.boardView.zoom * 100))
        color: Theme.feltText
        font.pixelSize: Theme.px(13, bar.u)
        Layout.preferredWidth: 44 * bar.u
        horizontalAlignment: Text.AlignHCenter
    }
    DeskButton {
        objectName: "scZoomIn"
        u: bar.u * 0.7
        onDark: true
        text: "+"
        enabled: bar.boardView.zoom < bar.boardView.maxZoom
        tip: qsTr("Zoom in (+, or Ctrl + mouse wheel)")
        onClicked: bar.boardView.zoomIn()
        background.implicitWidth: 40 * bar.u
    }
    DeskButton {
        objectName: "scZoomFit"
        u: bar.u * 0.7
        onDark: true
        text: qsTr("Fit")
        enabled: bar.boardView.zoom !== 1
        tip: qsTr("Show the whole board (0)")
        onClicked: bar.boardView.fit()
        background.implicitWidth: 50 * bar.u
    }
    Item { Layout.fillWidth: true }
    // a narrow window (long Dutch and German words): Hint, Undo and Redo show their signs
    readonly property bool tight: width < 4 * 40 * u + 44 * u + 5 * 6 * u + hintButton.implicitWidth
                                          + undoButton.implicitWidth + redoButton.implicitWidth
                                          + saveButton.implicitWidth + 12 * u
    SetCubedHintButton {
        id: hintButton
        u: bar.u * 0.7
        Layout.preferredWidth: bar.tight ? 40 * bar.u : implicitWidth
    }
    UndoButton {
        id: undoButton
        objectName: "scUndo"
        u: bar.u * 0.7
        Layout.preferredWidth: bar.tight ? 40 * bar.u : implicitWidth
    }
    RedoButton {
        id: redoButton
        objectName: "scRedo"
        u: bar.u * 0.7
        Layout.preferredWidth: bar.tight ? 40 * bar.u : implicitWidth
    }
    DeskButton {
        id: saveButton
        objectName: "scSave"
        u: bar.u * 0.7
        onDark: true
        text: qsTr("Save…")
        tip: qsTr("Save this game under a name, or open a saved game; it is also saved after every move (Ctrl+S)")
        onClicked: bar.saveAsked()
    }
}

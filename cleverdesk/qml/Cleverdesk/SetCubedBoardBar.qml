import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cleverdesk

// Over SET Cubed's board: zoom out, the zoom, zoom in, fit, and Undo, Redo and Save.
RowLayout {
    id: bar

    property SetBoard boardView

    signal saveAsked()

    height: 32 * Theme.u
    spacing: 6 * Theme.u

    DeskButton {
        objectName: "scZoomOut"
        sizeScale: 0.7
        onDark: true
        text: "−"
        enabled: bar.boardView.zoom > bar.boardView.minZoom
        tip: qsTr("Zoom out (−)")
        onClicked: bar.boardView.zoomOut()
        background.implicitWidth: 40 * Theme.u
    }
    Label {
        objectName: "scZoom"
        text: qsTr("%1 %").arg(Math.round(bar.boardView.zoom * 100))
        color: Theme.feltText
        font.pixelSize: Theme.px(13)
        Layout.preferredWidth: 44 * Theme.u
        horizontalAlignment: Text.AlignHCenter
    }
    DeskButton {
        objectName: "scZoomIn"
        sizeScale: 0.7
        onDark: true
        text: "+"
        enabled: bar.boardView.zoom < bar.boardView.maxZoom
        tip: qsTr("Zoom in (+, or Ctrl + mouse wheel)")
        onClicked: bar.boardView.zoomIn()
        background.implicitWidth: 40 * Theme.u
    }
    DeskButton {
        objectName: "scZoomFit"
        sizeScale: 0.7
        onDark: true
        text: qsTr("Fit")
        enabled: bar.boardView.zoom !== 1
        tip: qsTr("Show the whole board (0)")
        onClicked: bar.boardView.fit()
        background.implicitWidth: 50 * Theme.u
    }
    Item { Layout.fillWidth: true }
    // a narrow window (long Dutch and German words): Hint, Undo and Redo show their signs
    readonly property bool tight: width < 4 * 40 * Theme.u + 44 * Theme.u + 5 * 6 * Theme.u + hintButton.implicitWidth
                                          + undoButton.implicitWidth + redoButton.implicitWidth
                                          + saveButton.implicitWidth + 12 * Theme.u
    SetCubedHintButton {
        id: hintButton
        sizeScale: 0.7
        Layout.preferredWidth: bar.tight ? 40 * Theme.u : implicitWidth
    }
    UndoButton {
        id: undoButton
        objectName: "scUndo"
        sizeScale: 0.7
        Layout.preferredWidth: bar.tight ? 40 * Theme.u : implicitWidth
    }
    RedoButton {
        id: redoButton
        objectName: "scRedo"
        sizeScale: 0.7
        Layout.preferredWidth: bar.tight ? 40 * Theme.u : implicitWidth
    }
    DeskButton {
        id: saveButton
        objectName: "scSave"
        sizeScale: 0.7
        onDark: true
        text: qsTr("Save…")
        tip: qsTr("Save this game under a name, or open a saved game; it is also saved after every move (Ctrl+S)")
        onClicked: bar.saveAsked()
    }
}

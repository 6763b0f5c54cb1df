import QtQuick

// A Loader that builds its item only after the window has shown the frame in which `wanted`
// turned true. Building a large screen (the final scoring: 10–15 ms) inside the frame of the move
// that asks for it holds that move's own picture back by as much; a frame later the move is on
// the screen and the built screen follows at once. It unloads as soon as `wanted` turns false.
Loader {
    id: loader

    property bool wanted: false

    active: false
    onWantedChanged: if (!wanted) active = false
    // wanted from the start (a finished game resumed): no move's frame to let through first
    Component.onCompleted: active = wanted

    function build() { loader.active = loader.wanted }

    Connections {
        target: loader.Window.window
        enabled: loader.wanted && !loader.active
        // at the next turn of the event loop: whatever else waits for this frame comes first
        function onFrameSwapped() { Qt.callLater(loader.build) }
    }
    // No frame comes when nothing on the screen changed (or the window is hidden): build anyway.
    Timer {
        interval: 100
        running: loader.wanted && !loader.active
        onTriggered: loader.build()
    }
}

pragma Singleton
import QtQuick

// Colours and type of the desk. Sizes are multiplied by the window's scale `u` where used.
QtObject {
    readonly property color felt: "#1f3b2d"
    readonly property color feltDark: "#12241b"
    readonly property color feltLight: "#2c5240"
    readonly property color paper: "#fbf8ef"
    readonly property color card: "#f6f1e4"
    readonly property color ink: "#23211d"
    readonly property color inkSoft: "#6d685c"
    readonly property color feltText: "#f2f5f0"
    readonly property color feltTextSoft: "#b9cbbf"
    readonly property color lit: "#ff2d7a"        // legal cells and usable slots light up in this
    readonly property color focusRing: "#0b57d0"  // the keyboard cursor
    readonly property color accent: "#ffcf40"
    readonly property color good: "#2e7d32"
    readonly property color warn: "#b3261e"
    readonly property real baseFont: 15
    // The smallest text the desk draws, in pixels, however small the window: below this the
    // key hints and small labels stop being readable.
    readonly property int minText: 11

    // A text size: `size` at the window's scale `u`, never below minText.
    function px(size, u) {
        return Math.max(minText, Math.round(size * u))
    }
}

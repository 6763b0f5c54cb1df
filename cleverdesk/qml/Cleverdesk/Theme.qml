pragma Singleton
import QtQuick
import Cleverdesk

// Colours, type and scale of the desk: every size is a multiple of `u`, the window's scale.
// High contrast (the settings' choice, or the desktop's preference): black felt, white text,
// yellow keyboard ring, no soft greys; the dice keep their letters.
QtObject {
    // The window's scale (1 at 1280×800, at least 0.7), set by Main.qml from its size; a
    // component drawn smaller (a button in a card) multiplies it by its own sizeScale.
    property real u: 1
    readonly property bool high: Desk.highContrast
    readonly property color felt: high ? "#000000" : "#1f3b2d"
    readonly property color feltDark: high ? "#000000" : "#12241b"
    readonly property color feltLight: high ? "#1a1a1a" : "#2c5240"
    readonly property color bar: high ? "#000000" : "#173024"  // the screens' title bars
    readonly property color paper: high ? "#ffffff" : "#fbf8ef"
    readonly property color card: high ? "#ffffff" : "#f6f1e4"
    readonly property color ink: high ? "#000000" : "#23211d"
    readonly property color inkSoft: high ? "#1a1a1a" : "#6d685c"
    readonly property color feltText: high ? "#ffffff" : "#f2f5f0"
    readonly property color feltTextSoft: high ? "#ffffff" : "#b9cbbf"
    readonly property color lit: high ? "#ff0066" : "#ff2d7a"  // legal cells and usable slots light up in this
    readonly property color focusRing: high ? "#ffd400" : "#0b57d0"  // the keyboard cursor
    readonly property color accent: high ? "#ffe600" : "#ffcf40"
    readonly property color good: high ? "#006400" : "#2e7d32"
    readonly property color warn: high ? "#a00000" : "#b3261e"
    // the desk's buttons on the felt
    readonly property color buttonOnDark: high ? "#000000" : "#2f5744"
    readonly property color buttonOnDarkHover: high ? "#333333" : "#3b6a53"
    readonly property color buttonOnDarkDown: high ? "#555555" : "#1a3126"
    readonly property color buttonOnDarkBorder: high ? "#ffffff" : "#5d8a73"
    readonly property color buttonOnDarkText: high ? "#ffffff" : "#f2f5f0"
    readonly property color buttonBorder: high ? "#000000" : "#b9b2a0"
    readonly property real borderScale: high ? 2 : 1
    readonly property real baseFont: 15
    // The smallest text the desk draws, in pixels, however small the window: below this the
    // key hints and small labels stop being readable.
    readonly property int minText: 11
    // The smallest text of a score sheet (its fine print: scales, track titles, legends), and
    // the scale (px per mm of the printed sheet) at which all of a sheet's words reach it. A
    // room smaller than that scrolls the sheet rather than shrink its words (issue 32).
    readonly property int sheetMinText: 9
    readonly property real sheetReadableMm: 2.6

    // A text size: `size` at the desk's scale `u` (or a component's own `unit`), never below
    // minText.
    function px(size, unit) {
        return Math.max(minText, Math.round(size * (unit === undefined ? u : unit)))
    }
    // Fine print in a tight table (the history's rating bands): never below the sheets'
    // readable size, sheetMinText.
    function finePx(size, unit) {
        return Math.max(sheetMinText, Math.round(size * (unit === undefined ? u : unit)))
    }
}

import QtQuick
import QtQuick.Controls
import Cleverdesk

// An area's or a box's printed title on a sheet: shortened where its box is too narrow for
// the whole words at the readable size (the whole words in a tooltip).
Text {
    id: titleText
    property Item sheetView  // the SheetView it is drawn on
    required property real mmX
    required property real mmY
    required property real mmW
    required property real mmH
    required property string area
    required property string code
    x: mmX * sheetView.mm
    y: mmY * sheetView.mm
    width: mmW * sheetView.mm
    height: mmH * sheetView.mm
    // (a picture shows an area's name only, and only where it can be read)
    visible: !sheetView.picture || ((area !== "" || sheetView.glance) && fontInfo.pixelSize >= sheetView.minText)
    // Language.current: read again after a language switch
    readonly property string whole: Language.current !== "" ? Words.title(code) : ""
    // a box too narrow for the whole words at the readable size: the
    // short form ("Velden" beside I II III), the whole in a tooltip
    readonly property bool shortened: !sheetView.picture && wholeWidth.advanceWidth > width + 0.5
    TextMetrics {
        id: wholeWidth
        font.pixelSize: sheetView.minText
        font.bold: true
        text: titleText.whole
    }
    text: shortened && Language.current !== "" ? Words.shortTitle(code) : whole
    HoverHandler { id: titleHover; enabled: titleText.shortened }
    ToolTip.visible: titleHover.hovered
    ToolTip.delay: 500
    ToolTip.text: whole
    color: area !== "" ? Qt.darker(sheetView.colourOf(area), 1.7) : Theme.ink
    font.pixelSize: sheetView.px(mmH * sheetView.mm * 0.72)
    font.bold: true
    verticalAlignment: Text.AlignVCenter
    // Longer words (German, Dutch) shrink to the printed box, never below
    // the readable size (the boxes have room for that).
    fontSizeMode: Text.HorizontalFit
    // (the small sheets are pictures, read large by hovering: never cut)
    minimumPixelSize: sheetView.picture ? 1 : sheetView.minText
    elide: Text.ElideRight
}

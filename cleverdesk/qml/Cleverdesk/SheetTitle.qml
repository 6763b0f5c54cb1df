import QtQuick
import QtQuick.Controls
import Cleverdesk

// An area's or a box's printed title on a sheet: shortened where its box is too narrow for
// the whole words at the readable size (the whole words in a tooltip). The titles beside the
// dice fields and the score boxes stand by neighbours twice their height: words too long for
// one line there ("Dobbelsteenvelden", "Eindtelling") take two (as the translation breaks
// them: Words.titleLines) rather than shrink to a few pixels or be shortened.
Text {
    id: titleText
    property SheetView sheetView  // the SheetView it is drawn on
    required property real mmX
    required property real mmY
    required property real mmW
    required property real mmH
    required property string area
    required property string code
    readonly property bool mayWrap: !sheetView.picture && (code === "dice_fields" || code === "score")
    // Language.current: read again after a language switch
    readonly property string whole: Language.current !== "" ? Words.title(code) : ""
    readonly property string lines: mayWrap && Language.current !== "" ? Words.titleLines(code) : whole
    readonly property real printedPx: sheetView.px(mmH * sheetView.mm * 0.72)
    // two lines where the whole words on one line would have to shrink below their printed size
    // (and where two lines at the readable size have the height: not in Clever hoch drei's
    // narrow column over its fields)
    readonly property bool twoLines: mayWrap && lines !== whole
                                     && wholeWidth.advanceWidth * printedPx / sheetView.minText > mmW * sheetView.mm + 0.5
                                     && 2 * 1.15 * sheetView.minText <= 2.2 * mmH * sheetView.mm
    x: mmX * sheetView.mm
    // two lines: more than the box's height again, around the same middle
    readonly property real tall: twoLines ? 2.2 : 1
    y: (mmY - mmH * (tall - 1) / 2) * sheetView.mm
    width: mmW * sheetView.mm
    height: mmH * tall * sheetView.mm
    // (a picture shows an area's name only, and only where it can be read)
    visible: !sheetView.picture || ((area !== "" || sheetView.glance) && fontInfo.pixelSize >= sheetView.minText)
    // a box too narrow for the words at the readable size (the longest of two lines): the
    // short form ("Velden" beside I II III), the whole in a tooltip
    // (with a pixel to spare: Qt's fitting rounds, and elides what the metrics just fit)
    readonly property bool shortened: !sheetView.picture
                                      && (twoLines ? longestLine.advanceWidth : wholeWidth.advanceWidth) > width - 1
    TextMetrics {
        id: wholeWidth
        font.pixelSize: titleText.sheetView.minText
        font.bold: true
        text: titleText.whole
    }
    TextMetrics {
        id: longestLine
        font.pixelSize: titleText.sheetView.minText
        font.bold: true
        text: titleText.lines.split("\n").reduce((a, b) => a.length >= b.length ? a : b, "")
    }
    text: shortened && Language.current !== "" ? Words.shortTitle(code) : twoLines ? lines : whole
    HoverHandler { id: titleHover; enabled: titleText.shortened }
    ToolTip.visible: titleHover.hovered
    ToolTip.delay: 500
    ToolTip.text: whole
    color: area !== "" ? Qt.darker(sheetView.colourOf(area), 1.7) : Theme.ink
    font.pixelSize: printedPx
    font.bold: true
    verticalAlignment: Text.AlignVCenter
    lineHeight: twoLines ? 0.95 : 1
    // Longer words (German, Dutch) shrink to the printed box, never below
    // the readable size (the boxes have room for that).
    fontSizeMode: twoLines ? Text.Fit : Text.HorizontalFit
    // (the small sheets are pictures, read large by hovering: never cut)
    minimumPixelSize: sheetView.picture ? 1 : sheetView.minText
    elide: Text.ElideRight
}

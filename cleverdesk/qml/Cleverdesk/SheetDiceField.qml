import QtQuick
import Cleverdesk

// A dice field of a sheet (Doppelt so clever, Clever 4ever): the die set aside in it, by its
// letter, or its empty number.
Rectangle {
    id: diceField
    property SheetView sheetView  // the SheetView it is drawn on
    required property real mmX
    required property real mmY
    required property real mmW
    required property real mmH
    required property string label
    required property string mark
    x: mmX * sheetView.mm
    y: mmY * sheetView.mm
    width: mmW * sheetView.mm
    height: mmH * sheetView.mm
    radius: 1.2 * sheetView.mm
    readonly property color dieColour: sheetView.colours["die_" + mark] !== undefined
        ? sheetView.colours["die_" + mark] : sheetView.colourOf(mark)
    color: mark !== "" ? dieColour : "#ffffff"
    border.width: Math.max(1, 0.3 * sheetView.mm)
    border.color: mark !== "" ? Qt.darker(dieColour, 1.6) : "#8f887a"
    Text {
        anchors.centerIn: parent
        text: parent.mark !== "" && Language.current !== "" ? Words.dieLetter(parent.mark) : parent.label
        color: parent.mark === "" ? Qt.alpha(Theme.ink, 0.5)
             : (parent.mark === "white" || parent.mark === "yellow") ? Theme.ink : "#ffffff"
        font.bold: parent.mark !== ""
        readonly property real size: parent.height * (parent.mark !== "" ? 0.55 : 0.4)
        visible: diceField.sheetView.shows(size)
        font.pixelSize: diceField.sheetView.px(size)
    }
}

import QtQuick
import QtQuick.Controls
import Cleverdesk

// A bonus on a sheet: its tile, pulsing when earned, crossed out when lost for good.
BonusIcon {
    id: bonusIcon
    property SheetView sheetView  // the SheetView it is drawn on
    required property real mmX
    required property real mmY
    required property real mmW
    required property real mmH
    required property string status
    required property string tip
    required property int flash
    required property string glyph
    required property string fill
    required property string ink
    symbol: glyph
    minText: sheetView.minText
    picture: sheetView.picture
    tileColour: fill
    symbolColour: ink
    x: mmX * sheetView.mm
    y: mmY * sheetView.mm
    width: mmW * sheetView.mm
    height: mmH * sheetView.mm
    earned: status === "earned"
    scale: 1
    SequentialAnimation {
        id: bonusPulse
        PauseAnimation { duration: Math.max(0, bonusIcon.flash - 1) * 180 + 120 }
        NumberAnimation { target: bonusIcon; property: "scale"; from: 1.0; to: 1.6; duration: 220 }
        NumberAnimation { target: bonusIcon; property: "scale"; to: 1.0; duration: 300 }
    }
    onFlashChanged: if (flash > 0 && !Desk.reduceMotion && !Game.skipping) bonusPulse.restart()
    // crossed out for good: the pink field took points (Clever hoch Drei)
    Rectangle {
        visible: bonusIcon.status === "lost"
        anchors.centerIn: parent
        width: parent.width * 1.3
        height: Math.max(1.5, 0.5 * bonusIcon.sheetView.mm)
        rotation: -45
        color: Theme.ink
    }
    HoverHandler { id: bonusHover; enabled: !bonusIcon.sheetView.compact }
    ToolTip.visible: bonusHover.hovered
    ToolTip.delay: 500
    ToolTip.text: tip
}

pragma Singleton
import QtQuick

// Scrolling a page so that the keyboard's item shows: the nearest Flickable round the item moves
// just enough to show it whole (with a little room), or not at all when it shows already.
QtObject {
    function bringIntoView(item) {
        if (!item)
            return
        let flick = item.parent
        while (flick && !(flick instanceof Flickable))
            flick = flick.parent
        if (!flick || flick.contentHeight <= flick.height)
            return
        const room = 12
        const top = item.mapToItem(flick.contentItem, 0, 0).y
        const bottom = top + item.height
        let y = flick.contentY
        if (top - room < y)
            y = top - room
        else if (bottom + room > y + flick.height)
            y = bottom + room - flick.height
        flick.contentY = Math.max(0, Math.min(y, flick.contentHeight - flick.height))
    }
}

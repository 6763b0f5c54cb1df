pragma Singleton
import QtQuick

// The keys of the final scoring card. Enter (or Space) with no button of the card chosen stays
// on the card: the result and the offer to review the game are looked at, never left by a key
// pressed out of habit (it used to start a new game). Tab and the arrows walk the card's buttons
// (DialogKeys), never the top bar behind it; Enter then presses the button chosen.
QtObject {
    // true when the key was the card's (it is then handled)
    // `rows`: the card's row of buttons, or a list of rows (the challenge's, then the actions)
    function pressed(event, rows) {
        if (DialogKeys.walk(event, rows))
            return true
        const enter = event.key === Qt.Key_Return || event.key === Qt.Key_Enter
                      || event.key === Qt.Key_Space
        if (!enter)
            return false
        for (const button of DialogKeys.stops(rows)) {
            if (button.activeFocus && button.clicked !== undefined) {
                button.clicked()
                return true
            }
        }
        return true  // no button chosen (or the code's text): the card stays
    }
}

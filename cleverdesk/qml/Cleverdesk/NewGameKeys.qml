pragma Singleton
import QtQuick
import Cleverdesk

// The New game screen's list of games by keyboard, and the game it remembers (issue 46):
// the list is one stop of the Tab order, as a group of radio buttons is: Up and Down choose the
// next playable game, Enter starts the game chosen, Tab goes on to Start game. The screen opens
// on the game chosen last (it forgot it and offered the first game every time).
QtObject {
    // the game chosen last on the New game screen, while the desk runs
    property string lastGame: Desk.firstGame

    // The id of the playable game `by` steps (-1 up, +1 down) from `current` in `games` (Desk.games:
    // {id, available}); `current` at either end.
    function step(games, current, by) {
        const playable = games.filter(g => g.available).map(g => g.id)
        const at = playable.indexOf(current)
        if (at < 0)
            return playable.length > 0 ? playable[0] : current
        return playable[Math.max(0, Math.min(playable.length - 1, at + by))]
    }
}

// Package scenes is the game's screens and the machinery that moves between
// them. A [Scene] updates itself a tick at a time from the player's [Input]
// and returns a [Transition] — stay, push a scene over it, replace it, or
// pop it — rather than calling a manager; the [Stack] applies transitions
// and cross-fades replacements.
//
// The screens reach every game through the lists of package tabula/games
// (its rules, computer player and words) and tabula/games/boards (how it is
// drawn): no screen names a game. They follow the rules core and never
// decide a rule: a move is applied to the game's history (package
// tabula/session) at once, and its events become animations (package
// tabula/anim) that the screen plays; the move log, undo and redo, a step
// looked back at and a record read all show positions the history kept.
// The computer's moves and the hints are searched by package tabula/rules/ai
// a slice of nodes per Update, never in a goroutine the frame waits for (in
// the browser every goroutine shares one thread), and a solved game's table,
// which the browser fetches, loads in the background while the screens ask
// each frame whether it has arrived.
//
// An online room (package tabula/online/remote) is opened from the title's
// Online menu, a room's link or the command line: its lobby shows the
// room's code, link and QR code until the game starts, and the play screen
// then follows the server — the moves of the seats held on this device are
// proposed to it, and every step, the throws and the computer's moves
// included, is played when the server sends it (play_room.go). The
// connection polls what arrived once per Update and never blocks a frame.
//
// What a room changes for the players, where the rules say nothing of
// playing apart: a game starts once every seat is taken (or a step was
// played); hints and a solved game's analysis are off (a player would
// otherwise consult the computer against a person), and so are undo and
// redo (the server's record is the game); each room is one game, so
// Dejarik's match to 12 is not carried into the rematch; a person away
// longer than the room's absence has the computer play for them at the
// medium level until they are back.
package scenes

// Package scenes is the game's screens, in packages that import downward
// only, and the app's root that wires them. A newcomer reads the layers
// from the bottom:
//
//	ui/      the machinery: a Scene updates itself a tick at a time from the
//	         player's Input and returns a Transition (stay, push, replace,
//	         pop, home) that the Stack applies; the App adapts the stack to
//	         Ebitengine and rests when nothing moves; widgets (menus,
//	         buttons, forms, the question before an action that cannot be
//	         taken back), the text's helpers, the probe that describes a
//	         screen for tests and screen readers, Access for the latter,
//	         and Env, what every screen shares.
//	pages/   the leaf screens: settings, nickname, a game's rules, the odds
//	         of the lots, the chooser of a game.
//	board/   the board of the play screen: its picture, pieces, motions,
//	         marks, and the picker of moves.
//	solved/  what a solved game's perfect play says: each move's value
//	         while a game is played (Dejarik's analysis), each seat's
//	         first mistake after it.
//	luck/    "Luck or skill?": the analysis of a finished game (luck, the
//	         cost of the decisions, the chances), the words that say it, the
//	         graph of the chances, and the chances beside the turn line.
//	play/    the play screen and its parts, each a file owning its state
//	         and behaviour (the log, the lots, the buttons, the computer's
//	         turn, the hint, the analysis, the header, the layout), the
//	         pause menu, the result, the review of a solved game's mistakes,
//	         and the tutorial; Server is what a room's game is played on.
//	rooms/   the online rooms: the lobby, the rooms held on this device, the
//	         joining of a room by its code, and the room's link (play's
//	         Server).
//	menus/   the title, the online menu, the set-up of a game, a room or a
//	         record continued, and the records.
//	scenes   (this package) NewEnv and NewApp, which set the routes between
//	         the layers (Env.Routes; the stack's home screen), and the screens
//	         a room's link opens.
//
// A screen that must lead to one above its package goes by a route: the
// Home transition makes the title anew; Env.Routes.Continue the set-up of
// a record continued.
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
// included, is played when the server sends it (rooms/link.go). The
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

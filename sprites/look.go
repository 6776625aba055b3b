package sprites

import (
	"tabula/rules"
	"tabula/tray"
)

// Look is how the screens show one game. Each game's package under sprites
// provides one, as its variable Look, and the list of package
// tabula/games/boards holds them.
type Look struct {
	// Rules are the rules of the game shown.
	Rules *rules.Game
	// NewView returns the board for a state of the game: the number of
	// players and the options decide some boards.
	NewView func(st rules.State) GameView
	// Lots are the lots the game throws into the tray, or 0 for a game
	// without chance.
	Lots tray.Kind
	// LotsOnPath makes the marked lots of a throw fly out of the tray and
	// lie one per cell along the path of the pawn about to move, the last
	// where it lands: Daryon's source suggests counting a move so.
	LotsOnPath bool
}

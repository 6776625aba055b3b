package scenes

import (
	"tabula/rules"
	"tabula/sprites"
)

// boardPart is the board of the play screen: its picture, the pieces of
// the position shown, the cells' names and the picker that turns taps into
// moves.
type boardPart struct {
	look  *sprites.Look
	view  sprites.GameView
	baked sprites.Baked // the board's picture at its size, kept from frame to frame
	frame sprites.View  // where the board is on the screen, and its size

	pieces []sprites.Piece // the pieces of the position shown
	// labels are the cells' names written on the board, when shown (a
	// buffer kept from frame to frame).
	labels []sprites.Label
	// letters name the pieces beside them, in the games whose words name
	// pieces by letter (a buffer kept from frame to frame).
	letters []sprites.Label

	choices []rules.Choice // the person's legal choices, while a person is to act
	picking picking        // the piece picked and the moves it may make
}

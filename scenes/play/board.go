package play

import (
	"tabula/rules"
	"tabula/session"
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
	// viewer is the player from whose side the cells' names count (see
	// labelFor), for the log's words to name them so; -1 where the names
	// count from no side.
	viewer rules.Player
}

// labelSeater is a view whose cells' names count from one seat's side
// (Thayyam's squares): the seat of the person at the screen.
type labelSeater interface {
	SetLabelPlayer(players int, p rules.Player)
}

// labelFor makes the board's cells' names count from the side of the
// first person who plays on this device (in a room, of a seat held here;
// else of the first person's; with no person, of the first seat's), if
// the board counts from a side: a square keeps its number whoever moves,
// on the board and in the log's words.
func (b *boardPart) labelFor(sess *session.Session) {
	b.viewer = -1
	ls, ok := b.view.(labelSeater)
	if !ok {
		return
	}
	players, person := sess.State().Players(), rules.Player(-1)
	for i, seat := range sess.Seats() {
		p := rules.Player(i)
		switch {
		case seat.Computer:
		case sess.Here(p): // a room's seat held on this device
			ls.SetLabelPlayer(players, p)
			b.viewer = p
			return
		case person < 0:
			person = p
		}
	}
	if person < 0 {
		person = 0 // computers alone: the first seat's side
	}
	ls.SetLabelPlayer(players, person)
	b.viewer = person
}

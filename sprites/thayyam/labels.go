package thayyam

import (
	"strconv"

	"tabula/rules"
	game "tabula/rules/thayyam"
	"tabula/sprites"
)

var _ sprites.Labeler = (*View)(nil)

// labelShift is where a cell's label sits from the cell's centre, as a
// share of the cell's side: in its top-right corner, which two units
// sharing the cell leave free (they stand on the other diagonal) and a lone
// piece covers only at its rim.
const labelShift = 0.3

// LabelSeat returns the seat whose way the labels of s count: the seat to
// move, else the seat whose turn it is (the thrower, or the last to play
// when the game is over). The words name a place by its number on the way
// of the piece that moves, so the labels follow the turn. ok is false for
// a state of another game.
func LabelSeat(s rules.State) (seat game.Seat, ok bool) {
	g, ok := position(s)
	if !ok {
		return 0, false
	}
	return game.SeatOf(g.Players(), mover(g)), true
}

// Labels appends the labels of s: each cell of the circuit of the seat of
// [LabelSeat], numbered as the words of tabula/help/thayyam name it, its
// progress on that seat's way, 1 to 23 round the outer ring from its
// castle then the inner ring. The castles and the centre, which the words
// name ("its castle", "the east castle", "the centre") and whose crosses
// mark them, have none. Each label sits in its cell's top-right corner.
func (v *View) Labels(s rules.State, buf []sprites.Label) []sprites.Label {
	seat, ok := LabelSeat(s)
	if !ok {
		return buf
	}
	shift := sprites.Point{X: labelShift * cellSize, Y: -labelShift * cellSize}
	for t := 1; t < game.Centre; t++ {
		cell := game.CellOf(seat, t)
		if isCastle(cell) {
			continue
		}
		buf = append(buf, sprites.Label{At: v.board.Center(cell).Add(shift), Text: strconv.Itoa(t)})
	}
	return buf
}

// isCastle reports whether cell is a seat's castle (its palace), in play
// or not: the words name every castle by its side.
func isCastle(cell int) bool {
	for seat := range game.Seat(4) {
		if game.Palace(seat) == cell {
			return true
		}
	}
	return false
}

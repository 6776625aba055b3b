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

// LabelSeat returns the seat whose way the labels count: the seat of the
// person at the screen, as [View.SetLabelSeat] set it, else South, who
// sits at the bottom of the board and plays first. It does not change with
// the turn: a square keeps its number while the words of a move and the
// board are read side by side, whoever moved.
func (v *View) LabelSeat() game.Seat { return v.labelSeat }

// SetLabelSeat makes the labels count the way of seat, the seat of the
// person at the screen, whose moves the words name on his own way.
func (v *View) SetLabelSeat(seat game.Seat) { v.labelSeat = seat & 3 }

// Labels appends the labels of s: each cell of the circuit of the seat of
// [View.LabelSeat], numbered as the words of tabula/help/thayyam name it
// for a piece of that seat, its progress on that seat's way, 1 to 23 round
// the outer ring from its castle then the inner ring. The castles and the
// centre, which the words name ("its castle", "the east castle", "the
// centre") and whose crosses mark them, have none. Each label sits in its
// cell's top-right corner. Labels appends nothing for a state of another
// game.
func (v *View) Labels(s rules.State, buf []sprites.Label) []sprites.Label {
	if _, ok := position(s); !ok {
		return buf
	}
	shift := sprites.Point{X: labelShift * cellSize, Y: -labelShift * cellSize}
	for t := 1; t < game.Centre; t++ {
		cell := game.CellOf(v.labelSeat, t)
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

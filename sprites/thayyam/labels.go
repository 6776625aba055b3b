package thayyam

import (
	"strconv"

	"tabula/rules"
	game "tabula/rules/thayyam"
	"tabula/sprites"
)

var _ sprites.Labeler = (*View)(nil)

// labelShift is where a cell's label sits from the cell's centre, as a
// share of the cell's side: in a corner, the top-right one unless the
// pieces there would be hidden (see [View.Labels]).
const labelShift = 0.3

// labelCorners are the corners a label may take, as the signs of its
// shift from the cell's centre, the preferred first: the top-right, which
// a lone piece and two units sharing the cell (on the other diagonal)
// leave free but for a rim, then the others.
var labelCorners = [4]sprites.Point{{X: 1, Y: -1}, {X: -1, Y: -1}, {X: 1, Y: 1}, {X: -1, Y: 1}}

// LabelSeat returns the seat whose way the labels count: the seat of the
// person at the screen, as [View.SetLabelSeat] set it, else South, who
// sits at the bottom of the board and plays first. It does not change with
// the turn: a square keeps its number while the words of a move and the
// board are read side by side, whoever moved.
func (v *View) LabelSeat() game.Seat { return v.labelSeat }

// SetLabelSeat makes the labels count the way of seat, the seat of the
// person at the screen, whose moves the words name on his own way.
func (v *View) SetLabelSeat(seat game.Seat) { v.labelSeat = seat & 3 }

// SetLabelPlayer makes the labels count the way of player p of a game of
// players players: the person at the screen (see [View.SetLabelSeat]).
func (v *View) SetLabelPlayer(players int, p rules.Player) {
	v.SetLabelSeat(game.SeatOf(players, p))
}

// Labels appends the labels of s: each cell of the circuit of the seat of
// [View.LabelSeat], numbered as the words of tabula/help/thayyam name it
// for a piece of that seat, its progress on that seat's way, 1 to 23 round
// the outer ring from its castle then the inner ring. The castles and the
// centre, which the words name ("its castle", "the east castle", "the
// centre") and whose crosses mark them, have none. Each label sits in a
// corner of its cell: the top-right one, or, when three or more units
// share the cell and one stands there, the first corner that leaves the
// pieces in view but for a rim ([sprites.PlaceLabel]). Labels appends
// nothing for a state of another game.
func (v *View) Labels(s rules.State, buf []sprites.Label) []sprites.Label {
	g, ok := position(s)
	if !ok {
		return buf
	}
	var onCell [game.NumCells][]sprites.Piece
	for _, p := range v.Pieces(g, nil) {
		if p.Place.Cell >= 0 && p.Place.Cell < game.NumCells {
			onCell[p.Place.Cell] = append(onCell[p.Place.Cell], p)
		}
	}
	var corners [len(labelCorners)]sprites.Point
	for t := 1; t < game.Centre; t++ {
		cell := game.CellOf(v.labelSeat, t)
		if isCastle(cell) {
			continue
		}
		c := v.board.Center(cell)
		for i, k := range labelCorners {
			corners[i] = c.Add(k.Scale(labelShift * cellSize))
		}
		text := strconv.Itoa(t)
		buf = append(buf, sprites.Label{At: sprites.PlaceLabel(text, corners[:], onCell[cell]), Text: text})
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

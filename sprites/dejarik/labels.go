package dejarik

import (
	"sync"

	"tabula/rules"
	game "tabula/rules/dejarik"
	"tabula/sprites"
)

var _ sprites.Labeler = (*View)(nil)

// The places of the labels, in board units: a ring cell's label lies
// labelInset inside the ring's inner edge, between the edge and the pawn,
// on its spoke's angle or turned from it (see [placeLabel]); the
// centre's lies labelDrop below the board's centre, under its pawn.
const (
	labelInset = 0.02
	labelDrop  = 0.1
)

// labelTurns are the turns of a ring cell's label from its spoke's angle,
// counter-clockwise, as shares of the cell's angle, the least first. All
// turn the same way, so that two labels never meet on a spoke between
// their cells.
var labelTurns = [...]float64{0, 0.08, 0.16, 0.24, 0.32}

// labelAts returns the places of the cells' labels, worked out once, when
// first drawn: they measure text.
var labelAts = sync.OnceValue(func() (at [game.NumCells]sprites.Point) {
	for c := range at {
		at[c] = placeLabel(c)
	}
	return at
})

// Labels appends the labels of the 25 cells: each cell's name in the
// notation, "O5" for the words' "outer 5", "I3" for "inner 3", "C" for
// "the centre" — the names the move buttons show ("O2-I3"), and the
// initial of the log's ring with the spoke's number the rim bears. A bare
// number would not say which ring. Labels appends nothing for a state of
// another game.
func (v *View) Labels(s rules.State, buf []sprites.Label) []sprites.Label {
	if _, ok := position(s); !ok {
		return buf
	}
	for c := game.C; c <= game.O11; c++ {
		buf = append(buf, sprites.Label{At: labelAt(int(c)), Text: c.String()})
	}
	return buf
}

// labelAt returns the middle of cell's label (see [View.Labels]).
func labelAt(cell int) sprites.Point { return labelAts()[cell] }

// placeLabel returns where the label of cell goes: for a ring cell, the
// least turn of [labelTurns] at which its label, at its largest, leaves a
// pawn standing on the cell in view but for its rim
// ([sprites.PlaceLabel]).
func placeLabel(cell int) sprites.Point {
	r0, _, a0, a1 := cellShape(cell)
	if r0 == 0 {
		return mid.Add(sprites.Point{Y: labelDrop})
	}
	var at []sprites.Point
	for _, f := range labelTurns {
		at = append(at, polar(r0+labelInset, (a0+a1)/2+f*(a1-a0)))
	}
	pawn := sprites.Piece{At: New().Center(cell), R: pieceR}
	return sprites.PlaceLabel(game.Cell(cell).String(), at, []sprites.Piece{pawn})
}

package dejarik

import (
	"tabula/rules"
	game "tabula/rules/dejarik"
	"tabula/sprites"
)

var _ sprites.Labeler = (*View)(nil)

// The places of the labels, in board units: a ring cell's label lies on
// its spoke's angle, labelInset inside the ring's inner edge, between the
// edge and the pawn (which it overlaps only at the rim); the centre's
// lies labelDrop below the board's centre, under its pawn.
const (
	labelInset = 0.02
	labelDrop  = 0.1
)

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
func labelAt(cell int) sprites.Point {
	r0, _, a0, a1 := cellShape(cell)
	if r0 == 0 {
		return mid.Add(sprites.Point{Y: labelDrop})
	}
	return polar(r0+labelInset, (a0+a1)/2)
}

package daryon

import (
	"strconv"

	"tabula/rules"
	"tabula/rules/daryon"
	"tabula/sprites"
)

var _ sprites.Labeler = (*View)(nil)

// labels are the labels of the board for each set of sides in play (a bit
// per side): the loop's, then the corridors' side by side.
var labels = func() (out [16][]sprites.Label) {
	var loop, corridors [4][]sprites.Label
	for d := range daryon.Side(4) {
		for k := range 8 {
			i := 8*int(d) + k
			if daryon.IsJunction(i) || daryon.IsCorner(i) {
				continue // named by words, and marked on the board
			}
			loop[d] = append(loop[d], sprites.Label{At: grid(turn(outerEdge(k), d)), Text: strconv.Itoa(i)})
		}
		for k := range 3 {
			y1 := mid - centreHalf - float64(k)*corridorLen
			at := gp{mid + 0.5, y1 - corridorLen/2}
			corridors[d] = append(corridors[d], sprites.Label{At: grid(turn(at, d)), Text: "c" + strconv.Itoa(k+1)})
		}
	}
	for used := range out {
		for d := range 4 {
			out[used] = append(out[used], loop[d]...)
		}
		for d := range 4 {
			if used&(1<<d) != 0 {
				out[used] = append(out[used], corridors[d]...)
			}
		}
	}
	return out
}()

// outerEdge returns the middle of the outer edge of the cell k (0..7) of
// the south octant, in grid units: on the bottom of the board for L0..L3,
// on its left for L5..L7 (the corner L4 has no label).
func outerEdge(k int) gp {
	c := shapes[daryon.Loop[k]].centre
	if k < 4 {
		return gp{c.x, 0}
	}
	return gp{0, c.y}
}

// Labels appends the labels of the board, which do not depend on s but
// for the sides in play, as the words of tabula/help/daryon name the cells:
//
//   - on the loop, each cell's number 1 to 31, clockwise from the south
//     junction, the junctions and corners excepted (the words name them,
//     "the south junction", "the north-east corner", and the board marks
//     them with arrows and stars);
//   - on the corridor of each side in play, "c1" (in front of home) to
//     "c3", for the words' "corridor 1" to "corridor 3" ("couloir" in
//     French): a bare number would be read as the loop cell beside it;
//   - nothing on the homes, named by a word, "home", and coloured.
//
// A loop cell's label sits on the middle of its outer edge, half on the
// frame, and a corridor cell's on the middle of its edge on the right of
// a pawn walking home, over the bare quadrant: a pawn in the cell keeps
// all but its rim in view.
func (v *View) Labels(s rules.State, buf []sprites.Label) []sprites.Label {
	if _, ok := position(s); !ok {
		return buf
	}
	used := 0
	for d := range daryon.Side(4) {
		if v.board.Used(d) {
			used |= 1 << d
		}
	}
	return append(buf, labels[used]...)
}

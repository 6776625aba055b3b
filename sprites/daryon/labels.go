package daryon

import (
	"math"
	"strconv"
	"sync"

	"tabula/rules"
	"tabula/rules/daryon"
	"tabula/sprites"
)

var _ sprites.Labeler = (*View)(nil)

// labelSpot is a cell's label with the places it may take, in board
// units, the preferred first: the middle of its edge, then a quarter of a
// unit to either side along the edge (see [View.Labels]).
type labelSpot struct {
	cell int
	text string
	at   [3]sprites.Point
	box  [3]sprites.Rect // the label's bounds at each place, at its largest, on a board of labelRef pixels
}

// labelRef is the board's side, in pixels, at which the labels' bounds are
// compared: their largest size is a share of the board's side.
const labelRef = 1000

// labelSlide is how far a label may slide along its edge, in grid units,
// to leave the pawns of a crowded cell in view.
const labelSlide = 0.25

// newSpot returns the label of cell with text, on the edge through at in
// the south octant's frame, along the direction along, turned to side d.
func newSpot(cell daryon.Cell, text string, at, along gp, d daryon.Side) labelSpot {
	spot := labelSpot{cell: int(cell), text: text}
	for i, k := range [3]float64{0, -labelSlide, labelSlide} {
		spot.at[i] = grid(turn(gp{at.x + k*along.x, at.y + k*along.y}, d))
		spot.box[i] = sprites.LabelBounds(sprites.View{Size: labelRef}, sprites.Label{At: spot.at[i], Text: text}, math.Inf(1))
	}
	return spot
}

// labels returns the labels of the board for each set of sides in play (a
// bit per side): the loop's, then the corridors' side by side. They are
// worked out once, when first drawn, since they measure text.
var labels = sync.OnceValue(func() (out [16][]labelSpot) {
	var loop, corridors [4][]labelSpot
	for d := range daryon.Side(4) {
		for k := range 8 {
			i := 8*int(d) + k
			if daryon.IsJunction(i) || daryon.IsCorner(i) {
				continue // named by words, and marked on the board
			}
			at, along := outerEdge(k)
			loop[d] = append(loop[d], newSpot(daryon.Loop[i], strconv.Itoa(i), at, along, d))
		}
		for k := range 3 {
			y1 := mid - centreHalf - float64(k)*corridorLen
			at := gp{mid + 0.5, y1 - corridorLen/2}
			corridors[d] = append(corridors[d], newSpot(daryon.Corridors[d][k], "c"+strconv.Itoa(k+1), at, gp{0, 1}, d))
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
})

// outerEdge returns the middle of the outer edge of the cell k (0..7) of
// the south octant, in grid units, and the edge's direction: on the bottom
// of the board for L0..L3, on its left for L5..L7 (the corner L4 has no
// label).
func outerEdge(k int) (at, along gp) {
	c := shapes[daryon.Loop[k]].centre
	if k < 4 {
		return gp{c.x, 0}, gp{1, 0}
	}
	return gp{0, c.y}, gp{0, 1}
}

// Labels appends the labels of the board, as the words of
// tabula/help/daryon name the cells, for the sides in play:
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
// a pawn walking home, over the bare quadrant: a pawn alone in the cell
// keeps all but its rim in view. When pawns sharing the cell stand there,
// the label slides a quarter of a unit along its edge, to the side that
// leaves them in view but for a rim and meets no label placed before
// ([sprites.PlaceLabel]).
func (v *View) Labels(s rules.State, buf []sprites.Label) []sprites.Label {
	g, ok := position(s)
	if !ok {
		return buf
	}
	used := 0
	for d := range daryon.Side(4) {
		if v.board.Used(d) {
			used |= 1 << d
		}
	}
	onCell := map[int][]sprites.Piece{}
	for _, p := range v.Pieces(g, nil) {
		onCell[p.Place.Cell] = append(onCell[p.Place.Cell], p)
	}
	spots := labels()[used]
	placed := make([]sprites.Rect, 0, len(spots))
	var free []sprites.Point
	for _, spot := range spots {
		free = free[:0]
		box := spot.box[0]
		for i, at := range spot.at {
			if !overlapsAny(spot.box[i], placed) {
				free = append(free, at)
			}
		}
		if len(free) == 0 {
			free = append(free, spot.at[0])
		}
		at := sprites.PlaceLabel(spot.text, free, onCell[spot.cell])
		for i := range spot.at {
			if spot.at[i] == at {
				box = spot.box[i]
			}
		}
		placed = append(placed, box)
		buf = append(buf, sprites.Label{At: at, Text: spot.text})
	}
	return buf
}

// overlapsAny reports whether the rectangle r overlaps one of rs.
func overlapsAny(r sprites.Rect, rs []sprites.Rect) bool {
	for _, q := range rs {
		if r.Min.X < q.Max.X && q.Min.X < r.Max.X && r.Min.Y < q.Max.Y && q.Min.Y < r.Max.Y {
			return true
		}
	}
	return false
}

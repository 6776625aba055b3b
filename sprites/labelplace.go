package sprites

import "math"

// LabelRim is the largest share of a piece's disc that a label may hide
// where a board can help it: the piece's rim, which leaves its body and its
// mark in view.
const LabelRim = 0.08

// labelRef is the board side, in pixels, at which the boards place their
// labels: the text's largest size is a share of the board's side, so
// places found at one size hold at every size.
const labelRef = 1000

// LabelCover returns the share of the disc of p that the label l hides,
// both in board units, at the largest size [DrawLabels] draws l: 0 for a
// label beside the piece, about a third for one written over its middle.
// It needs no display.
func LabelCover(l Label, p Piece) float64 {
	v := View{Size: labelRef}
	return discCover(LabelBounds(v, l, math.Inf(1)), v.ToScreen(p.At), p.R*labelRef)
}

// discCover returns the share of the disc of centre c and radius r that
// the rectangle b covers, counted on a grid of points over the disc.
func discCover(b Rect, c Point, r float64) float64 {
	if r <= 0 || b.Max.X <= c.X-r || b.Min.X >= c.X+r || b.Max.Y <= c.Y-r || b.Min.Y >= c.Y+r {
		return 0
	}
	const n = 24
	in, all := 0, 0
	for i := range n {
		for j := range n {
			p := Point{X: c.X - r + (float64(i)+0.5)*2*r/n, Y: c.Y - r + (float64(j)+0.5)*2*r/n}
			if p.Sub(c).Len() > r {
				continue
			}
			all++
			if p.X >= b.Min.X && p.X <= b.Max.X && p.Y >= b.Min.Y && p.Y <= b.Max.Y {
				in++
			}
		}
	}
	return float64(in) / float64(all)
}

// PlaceLabelClear is [PlaceLabel] that keeps the label off others too: it
// returns the first of the places at where a label of text hides at most
// [LabelRim] of each of pieces and meets none of taken (their bounds at
// the largest size), or, when none does, what PlaceLabel returns. A
// piece's letter beside a cell's name read as one word: "b" beside "c1"
// read "b1".
func PlaceLabelClear(text string, at []Point, pieces []Piece, taken []Label) Point {
	v := View{Size: labelRef}
	for _, p := range at {
		r := LabelBounds(v, Label{At: p, Text: text}, math.Inf(1))
		clear := true
		for _, pc := range pieces {
			clear = clear && discCover(r, v.ToScreen(pc.At), pc.R*labelRef) <= LabelRim
		}
		for _, l := range taken {
			clear = clear && !meets(r, LabelBounds(v, l, math.Inf(1)))
		}
		if clear {
			return p
		}
	}
	return PlaceLabel(text, at, pieces)
}

// LabelsMeet reports whether two labels, at their largest, touch.
func LabelsMeet(a, b Label) bool {
	v := View{Size: labelRef}
	return meets(LabelBounds(v, a, math.Inf(1)), LabelBounds(v, b, math.Inf(1)))
}

// meets reports whether two rectangles share more than an edge.
func meets(a, b Rect) bool {
	return a.Min.X < b.Max.X && b.Min.X < a.Max.X && a.Min.Y < b.Max.Y && b.Min.Y < a.Max.Y
}

// PlaceLabel returns the first of the places at (board units, the board's
// preferred first) where a label of text hides at most [LabelRim] of each
// of pieces, or, when every place hides more, the place that hides least
// of the piece it hides most. at must not be empty.
func PlaceLabel(text string, at []Point, pieces []Piece) Point {
	if len(pieces) == 0 {
		return at[0]
	}
	v := View{Size: labelRef}
	half := LabelBounds(v, Label{Text: text}, math.Inf(1)).Max // the bounds of a label at the origin
	best, bestCover := at[0], math.Inf(1)
	for _, p := range at {
		c := v.ToScreen(p)
		r := Rect{Min: c.Sub(half), Max: c.Add(half)}
		worst := 0.0
		for _, pc := range pieces {
			worst = max(worst, discCover(r, v.ToScreen(pc.At), pc.R*labelRef))
		}
		if worst <= LabelRim {
			return p
		}
		if worst < bestCover {
			best, bestCover = p, worst
		}
	}
	return best
}

// RingScale is how much larger than a piece its ring is, the ring that
// marks a piece to move or chosen: a label that leaves the piece's rim
// alone may still sit on the ring.
const RingScale = 1.25

// ClearOfPieces returns l moved, if it must be, so that it hides at most
// [LabelRim] of the disc of each of pieces grown by [RingScale]: away from
// the piece it hides most, along the line from that piece's centre through
// the label, by up to the piece's radius. A board's cell name written on
// the rim of a piece sat on its ring ("O10" on a black pawn in Dejarik).
// It returns l where no move helps.
func ClearOfPieces(l Label, pieces []Piece) Label {
	worst := func(at Point) (cover float64, from Piece) {
		for _, pc := range pieces {
			pc.R *= RingScale
			if c := LabelCover(Label{At: at, Text: l.Text}, pc); c > cover {
				cover, from = c, pc
			}
		}
		return cover, from
	}
	cover, from := worst(l.At)
	if cover <= LabelRim/4 {
		return l
	}
	d := l.At.Sub(from.At)
	n := d.Len()
	if n == 0 {
		return l
	}
	d = d.Scale(1 / n)
	best, bestCover := l.At, cover
	for step := 1; step <= 8; step++ {
		at := l.At.Add(d.Scale(from.R / RingScale * float64(step) / 8))
		c, _ := worst(at)
		if c < bestCover {
			best, bestCover = at, c
		}
		if c <= LabelRim/4 {
			break
		}
	}
	l.At = best
	return l
}

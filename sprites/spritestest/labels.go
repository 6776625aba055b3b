package spritestest

import (
	"math"
	"testing"

	"tabula/sprites"
)

// CheckLabels checks what every board's labels must be, whatever the
// game: each has a text, and at the largest size [sprites.DrawLabels]
// draws, each lies wholly on the board (the unit square) and apart from
// the others, so that no label hides another. It needs no display.
func CheckLabels(t testing.TB, labels []sprites.Label) {
	t.Helper()
	const side = 1000 // pixels: the bounds of labels at the largest size
	v := sprites.View{Size: side}
	board := sprites.Rect{Max: sprites.Point{X: side, Y: side}}
	bounds := make([]sprites.Rect, len(labels))
	for i, l := range labels {
		if l.Text == "" {
			t.Errorf("label %d at %v has no text", i, l.At)
		}
		r := sprites.LabelBounds(v, l, math.Inf(1))
		if r.Min.X < board.Min.X || r.Min.Y < board.Min.Y || r.Max.X > board.Max.X || r.Max.Y > board.Max.Y {
			t.Errorf("label %q at %v leaves the board: %v on a board of %v pixels", l.Text, l.At, r, side)
		}
		for j, o := range bounds[:i] {
			if r.Min.X < o.Max.X && o.Min.X < r.Max.X && r.Min.Y < o.Max.Y && o.Min.Y < r.Max.Y {
				t.Errorf("labels %q at %v and %q at %v overlap", l.Text, l.At, labels[j].Text, labels[j].At)
			}
		}
		bounds[i] = r
	}
}

// CheckLabelsBeside checks that no label hides more than the rim of a
// piece, [sprites.LabelRim] of its disc, at the largest size
// [sprites.DrawLabels] draws it; what names the position in an error. It
// needs no display.
func CheckLabelsBeside(t testing.TB, what string, labels []sprites.Label, pieces []sprites.Piece) {
	t.Helper()
	if worst, l, p := LabelCover(labels, pieces); worst > sprites.LabelRim {
		t.Errorf("%s: label %q at %v hides %.0f%% of the piece at %v (radius %.4f), more than its rim (%.0f%%)",
			what, l.Text, l.At, 100*worst, p.At, p.R, 100*sprites.LabelRim)
	}
}

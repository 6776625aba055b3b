package diam

import (
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/rules"
	game "tabula/rules/diam"
	"tabula/sprites"
	"tabula/sprites/spritestest"
)

// TestLabels checks the labels against the names the words of
// tabula/help/diam give the cells ("cell 0" to "cell 7", as the rules
// number them): one label per cell, on the plaque under its well, which
// no stack reaches.
func TestLabels(t *testing.T) {
	for _, players := range []int{2, 4} {
		s := play(t, players)
		v := NewView(s)
		labels := v.Labels(s, nil)
		spritestest.CheckLabels(t, labels)
		if len(labels) != game.Cells {
			t.Errorf("%d players: %d labels, want %d", players, len(labels), game.Cells)
		}
		tests := []struct {
			cell  int
			words string
			want  string
		}{
			{0, "cell 0", "0"}, // straight up
			{2, "cell 2", "2"}, // right
			{3, "cell 3", "3"},
			{7, "cell 7", "7"},
		}
		for _, tt := range tests {
			// The label nearest the cell's well.
			var got sprites.Label
			best := math.Inf(1)
			for _, l := range labels {
				if d := dist(l.At, v.board.Center(tt.cell)); d < best {
					got, best = l, d
				}
			}
			if got.Text != tt.want {
				t.Errorf("%d players: cell %d (%q in the words) is labelled %q, want %q", players, tt.cell, tt.words, got.Text, tt.want)
			}
		}
		for i, l := range labels {
			// Below its well and below the side of the stack's first pawn,
			// the lowest point of a stack, which rises up the screen.
			c := v.board.Center(i)
			if low := c.Y + v.board.PieceRadius() + v.board.Lift(); l.At.Y <= low || math.Abs(l.At.X-c.X) > 1e-9 {
				t.Errorf("%d players: label %q at %v is not under the stack on its well at %v", players, l.Text, l.At, c)
			}
		}
		if got := v.Labels(rules.State(nil), nil); len(got) != 0 {
			t.Errorf("labels of no state: %v", got)
		}
	}
}

// TestLabelsPixels checks that DrawLabels shows the labels over the
// board: the plaque under cell 3's well turns from light wood to ink, and
// the baize does not change.
func TestLabelsPixels(t *testing.T) {
	s := midGame(t)
	v := NewView(s)
	labels := v.Labels(s, nil)
	const n = 480
	plain := render(t, n, func(dst *ebiten.Image, vw sprites.View) {
		drawView(dst, v, vw, s)
	})
	marked := render(t, n, func(dst *ebiten.Image, vw sprites.View) {
		drawView(dst, v, vw, s)
		sprites.DrawLabels(dst, vw, labels, 16, 0)
	})
	vw := sprites.View{Size: n}
	three := labels[3]
	if three.Text != "3" {
		t.Fatalf("the fourth label is %q, not cell 3's", three.Text)
	}
	r := sprites.LabelBounds(vw, three, 16)
	changed := 0
	for x := int(r.Min.X); x < int(r.Max.X); x++ {
		for y := int(r.Min.Y); y < int(r.Max.Y); y++ {
			if !near(plain.RGBAAt(x, y), marked.RGBAAt(x, y), 20) {
				changed++
			}
		}
	}
	if area := int(r.W() * r.H()); changed < area/2 {
		t.Errorf("label %q: %d of its %d pixels changed, want most", three.Text, changed, area)
	}
	// Beside the digit, the plaque's light wood is now dark.
	size := math.Min(16, 0.026*n) // the size DrawLabels draws at
	side := vw.ToScreen(three.At).Sub(sprites.Point{X: sprites.TextWidth("3", size, true)/2 + 0.15*size})
	if l := luma(marked.RGBAAt(int(side.X), int(side.Y))); l > 110 {
		t.Errorf("label %q: luma %d beside its digit, want the ink backing", three.Text, l)
	}
	baize := vw.ToScreen(sprites.Point{X: 0.5, Y: 0.02})
	if a, b := plain.RGBAAt(int(baize.X), int(baize.Y)), marked.RGBAAt(int(baize.X), int(baize.Y)); a != b {
		t.Errorf("the baize changed from %v to %v", a, b)
	}
}

package dejarik

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/rules"
	game "tabula/rules/dejarik"
	"tabula/sprites"
	"tabula/sprites/spritestest"
)

// TestLabels checks the labels against the names the words of
// tabula/help/dejarik give the cells (cellName there, "outer 5"), written
// as the move buttons write them ("O5"): one label in each of the 25
// cells, beside the middle of a pawn standing there.
func TestLabels(t *testing.T) {
	s := play(t, midGame)
	v := NewView(s)
	labels := v.Labels(s, nil)
	spritestest.CheckLabels(t, labels)
	if len(labels) != game.NumCells {
		t.Errorf("%d labels, want %d", len(labels), game.NumCells)
	}
	byCell := map[int]sprites.Label{}
	for _, l := range labels {
		c, ok := v.board.Pick(l.At)
		if !ok {
			t.Errorf("label %q at %v lies on no cell", l.Text, l.At)
			continue
		}
		if o, ok := byCell[c]; ok {
			t.Errorf("labels %q and %q both lie on cell %d", o.Text, l.Text, c)
		}
		byCell[c] = l
		if d := dist(l.At, v.board.Center(c)); d <= v.board.PieceRadius() {
			t.Errorf("label %q is %.4f from its cell's centre, under a pawn of radius %.4f", l.Text, d, v.board.PieceRadius())
		}
	}
	tests := []struct {
		cell  game.Cell
		words string // the name in the move log
		want  string
	}{
		{game.C, "the centre", "C"},
		{game.Inner(0), "inner 0", "I0"},
		{game.Inner(3), "inner 3", "I3"},
		{game.Inner(11), "inner 11", "I11"},
		{game.Outer(0), "outer 0", "O0"},
		{game.Outer(5), "outer 5", "O5"},
		{game.Outer(11), "outer 11", "O11"},
	}
	for _, tt := range tests {
		if got := byCell[int(tt.cell)].Text; got != tt.want {
			t.Errorf("cell %d (%q in the words) is labelled %q, want %q", tt.cell, tt.words, got, tt.want)
		}
	}
	// The move buttons write a move "O2-I3": both its cells are labels.
	texts := map[string]bool{}
	for _, l := range labels {
		texts[l.Text] = true
	}
	for _, st := range []*game.State{game.New(), s} {
		for _, a := range st.Legal(nil) {
			from, to, ok := strings.Cut(st.FormatAction(a), "-")
			if !ok || !texts[from] || !texts[to] {
				t.Errorf("the move %s names a cell no label shows", st.FormatAction(a))
			}
		}
	}
	if got := v.Labels(nil, nil); len(got) != 0 {
		t.Errorf("labels of no state: %v", got)
	}
	// A pawn on any cell keeps all but its rim in view: the labels of the
	// left and right spokes, whose pills lie along the radius, once hid
	// 15% of it.
	var pawns []sprites.Piece
	for c := range game.NumCells {
		pawns = append(pawns, sprites.Piece{At: v.board.Center(c), R: v.board.PieceRadius()})
	}
	spritestest.CheckLabelsBeside(t, "a pawn on every cell", labels, pawns)
}

// TestLabelsPixels checks that DrawLabels shows the labels over the board
// and its pawns: the pixels of a label change, on an empty cell and on
// one with a pawn, and the plank does not.
func TestLabelsPixels(t *testing.T) {
	s := play(t, midGame)
	v := NewView(s)
	vw := sprites.View{Size: side}
	labels := v.Labels(s, nil)
	draw := func(withLabels bool) func(dst *ebiten.Image) {
		return func(dst *ebiten.Image) {
			v.DrawBoard(dst)
			for _, p := range v.Pieces(s, nil) {
				v.DrawPiece(dst, s, p, vw.ToScreen(p.At), p.R*vw.Size, 1)
			}
			if withLabels {
				sprites.DrawLabels(dst, vw, labels, 16, 0)
			}
		}
	}
	plain, marked := spritestest.Render(t, side, side, draw(false)), spritestest.Render(t, side, side, draw(true))
	for _, l := range labels {
		if l.Text != "C" && l.Text != "O5" {
			continue
		}
		if c, _ := game.ParseCell(l.Text); (s.At(c) != rules.Player(-1)) != (l.Text == "C") {
			t.Fatalf("the mid-game position has changed: cell %s", l.Text)
		}
		r := sprites.LabelBounds(vw, l, 16)
		changed := 0
		for x := int(r.Min.X); x < int(r.Max.X); x++ {
			for y := int(r.Min.Y); y < int(r.Max.Y); y++ {
				if !near(plain.RGBAAt(x, y), marked.RGBAAt(x, y), 20) {
					changed++
				}
			}
		}
		if area := int(r.W() * r.H()); changed < area/2 {
			t.Errorf("label %q: %d of its %d pixels changed, want most", l.Text, changed, area)
		}
	}
	plank := vw.ToScreen(sprites.Point{X: 0.98, Y: 0.5})
	if a, b := plain.RGBAAt(int(plank.X), int(plank.Y)), marked.RGBAAt(int(plank.X), int(plank.Y)); a != b {
		t.Errorf("the plank changed from %v to %v", a, b)
	}
}

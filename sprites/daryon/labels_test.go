package daryon_test

import (
	"fmt"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/rules"
	"tabula/rules/daryon"
	"tabula/sprites"
	board "tabula/sprites/daryon"
	"tabula/sprites/spritestest"
)

// labelled returns the labels of s by the cell each names, the cell whose
// centre is nearest; it fails the test if two labels name one cell.
func labelled(t *testing.T, b *board.Board, labels []sprites.Label) map[int]sprites.Label {
	t.Helper()
	out := map[int]sprites.Label{}
	for _, l := range labels {
		best, bestD := -1, math.Inf(1)
		for _, c := range b.Cells() {
			if d := l.At.Sub(b.Center(c)).Len(); d < bestD {
				best, bestD = c, d
			}
		}
		if o, ok := out[best]; ok {
			t.Errorf("labels %q and %q both name cell %d", o.Text, l.Text, best)
		}
		out[best] = l
	}
	return out
}

// TestLabels checks the labels against the names the words of
// tabula/help/daryon give the cells (cellName there): the loop's numbers
// clockwise from the south junction, nothing on the junctions, corners and
// homes, which words name, and "c1" to "c3" for "corridor 1" to "corridor
// 3" on the corridors of the sides in play.
func TestLabels(t *testing.T) {
	type row struct {
		cell  daryon.Cell
		words string // the name in the move log
		want  string // the label, "" for none
	}
	loop := func(i int, words, want string) row { return row{daryon.Loop[i], words, want} }
	common := []row{
		loop(0, "the south junction", ""),
		loop(1, "1", "1"),
		loop(3, "3", "3"), // beside the south-west corner, cut by it
		loop(4, "the south-west corner", ""),
		loop(5, "5", "5"),
		loop(8, "the west junction", ""),
		loop(14, "14", "14"),
		loop(15, "15", "15"),
		loop(16, "the north junction", ""),
		loop(20, "the north-east corner", ""),
		loop(24, "the east junction", ""),
		loop(31, "31", "31"),
		{daryon.Corridors[daryon.South][0], "corridor 1", "c1"},
		{daryon.Corridors[daryon.South][2], "corridor 3", "c3"},
		{daryon.Corridors[daryon.North][1], "corridor 2", "c2"},
		{daryon.Centre, "home", ""},
	}
	tests := []struct {
		players int
		n       int // labels: 24 on the loop, 3 per corridor in play
		rows    []row
	}{
		{2, 24 + 2*3, append(common[:len(common):len(common)],
			row{daryon.Corridors[daryon.West][0], "corridor 1", ""}, // nobody plays West
			row{daryon.Corridors[daryon.East][2], "corridor 3", ""})},
		{3, 24 + 3*3, append(common[:len(common):len(common)],
			row{daryon.Corridors[daryon.West][0], "corridor 1", "c1"},
			row{daryon.Corridors[daryon.East][2], "corridor 3", ""})},
		{4, 24 + 4*3, append(common[:len(common):len(common)],
			row{daryon.Corridors[daryon.West][0], "corridor 1", "c1"},
			row{daryon.Corridors[daryon.East][2], "corridor 3", "c3"})},
	}
	for _, tt := range tests {
		s := start(t, fmt.Sprintf("players=%d", tt.players))
		v := board.NewView(s)
		labels := v.Labels(s, nil)
		spritestest.CheckLabels(t, labels)
		if len(labels) != tt.n {
			t.Errorf("%d players: %d labels, want %d", tt.players, len(labels), tt.n)
		}
		byCell := labelled(t, v.Board(), labels)
		for _, r := range tt.rows {
			if got := byCell[int(r.cell)].Text; got != r.want {
				t.Errorf("%d players: cell %d (%q in the words) is labelled %q, want %q", tt.players, r.cell, r.words, got, r.want)
			}
		}
		for c, l := range byCell {
			// A label leaves a lone pawn's middle in view.
			if d := l.At.Sub(v.Board().Center(c)).Len(); d <= v.Board().PieceRadius() {
				t.Errorf("%d players: label %q is %.4f from its cell's centre, under a pawn of radius %.4f", tt.players, l.Text, d, v.Board().PieceRadius())
			}
		}
		if got := v.Labels(nil, labels[:0]); len(got) != 0 {
			t.Errorf("labels of no state: %v", got)
		}
	}
}

// TestLabelsPixels checks that DrawLabels shows a label over the board
// and its pawns: the pixels under loop cell 1's label change, and none far
// from every label does.
func TestLabelsPixels(t *testing.T) {
	s := midGame(t, 4, 60, 3)
	v := board.NewView(s)
	const size = 480
	vw := sprites.View{Size: size}
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
	plain, marked := spritestest.Render(t, size, size, draw(false)), spritestest.Render(t, size, size, draw(true))
	one := labelled(t, v.Board(), labels)[int(daryon.Loop[1])]
	r := sprites.LabelBounds(vw, one, 16)
	changed := 0
	for x := int(r.Min.X); x < int(r.Max.X); x++ {
		for y := int(r.Min.Y); y < int(r.Max.Y); y++ {
			if dist(plain.RGBAAt(x, y), marked.RGBAAt(x, y)) > 60 {
				changed++
			}
		}
	}
	if area := int(r.W() * r.H()); changed < area/2 {
		t.Errorf("label %q: %d of its %d pixels changed, want most", one.Text, changed, area)
	}
	x, y := pixel(vw, quadrant(v.Board()))
	if a, b := plain.RGBAAt(x, y), marked.RGBAAt(x, y); a != b {
		t.Errorf("the bare quadrant changed from %v to %v", a, b)
	}
}

// TestLabelsBesidePawns plays random games of two, three and four players
// and checks that no label hides more than the rim of a pawn: on a cell
// two pawns share, the one near the label's edge once lost a third of its
// disc to it; the label now slides along its edge. Three pawns or more
// line the edge and are left out. The labels never meet (CheckLabels).
func TestLabelsBesidePawns(t *testing.T) {
	shared := 0 // labelled cells holding two pawns, met along the games
	for _, players := range []int{2, 3, 4} {
		opts := []string{fmt.Sprintf("players=%d", players)}
		v := board.NewView(start(t, opts...))
		labelledCells := map[int]bool{}
		for c := range labelled(t, v.Board(), v.Labels(start(t, opts...), nil)) {
			labelledCells[c] = true
		}
		for seed := range uint64(3) {
			playout(t, opts, seed, 3000, func(_ *daryon.State, _ []rules.Event, st *daryon.State) {
				pawns := map[int]int{}
				all := v.Pieces(st, nil)
				for _, p := range all {
					pawns[p.Place.Cell]++
				}
				var pieces []sprites.Piece
				for _, p := range all {
					if pawns[p.Place.Cell] < 3 {
						pieces = append(pieces, p)
					}
				}
				for c, n := range pawns {
					if n == 2 && labelledCells[c] {
						shared++
					}
				}
				labels := v.Labels(st, nil)
				spritestest.CheckLabels(t, labels)
				spritestest.CheckLabelsBeside(t, st.Key(), labels, pieces)
			})
		}
	}
	if shared == 0 {
		t.Error("no labelled cell held two pawns")
	}
}

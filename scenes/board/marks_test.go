package board

import (
	"testing"

	"tabula/games"
	"tabula/games/boards"
	"tabula/scenes/scenestest"
	"tabula/sprites"
)

// TestLastMoveMarksLeavePiecesInView reads a seeded game of every game
// step by step and checks that the last move's marks hide no piece: no
// dot of its path lies on a piece standing there now, and a capture's
// cross stands by the piece taken, not on the piece that took it (issue
// 24's fifth defect: the cross was drawn over the capturing pawn, the dots
// over pawns).
func TestLastMoveMarksLeavePiecesInView(t *testing.T) {
	for _, mod := range games.All {
		g := mod.Rules
		t.Run(g.Name, func(t *testing.T) {
			h := scenestest.RandomHistory(t, g, 11, 1000)
			var look *sprites.Look
			for _, l := range boards.All {
				if l.Rules == g {
					look = l
				}
			}
			b := Board{Look: look, View: look.NewView(h.State()), Viewer: -1}
			b.Frame = sprites.Fit(sprites.Rect{Min: sprites.Point{X: 12, Y: 12}, Max: sprites.Point{X: 708, Y: 708}})
			v := b.Frame
			dots, crosses := 0, 0
			for i := 1; i <= h.Len(); i++ {
				b.Show(h.StateAt(i), nil)
				m, ok := b.LastMoveMarks(h, i)
				if !ok {
					continue
				}
				for _, pc := range b.Pieces {
					at, r := v.ToScreen(pc.At), pc.R*v.Size
					for _, q := range m.dots {
						if q.Sub(at).Len() < r {
							t.Errorf("step %d: a dot of the last move's path at %v lies on the piece at %v", i, q, at)
						}
					}
					for _, q := range m.crosses {
						if q.Sub(at).Len() < r*0.9 {
							t.Errorf("step %d: a capture's cross at %v lies on the piece at %v", i, q, at)
						}
					}
				}
				dots += len(m.dots)
				crosses += len(m.crosses)
			}
			if g.Name == "daryon" && (dots == 0 || crosses == 0) {
				t.Errorf("%d dots and %d crosses marked in %d steps: the test saw no marks", dots, crosses, h.Len())
			}
		})
	}
}

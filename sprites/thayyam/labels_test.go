package thayyam

import (
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/rules"
	game "tabula/rules/thayyam"
	"tabula/sprites"
	"tabula/sprites/spritestest"
)

// labelsByCell returns the labels by the cell that holds each; it fails
// the test if a label lies off the grid, or two in one cell.
func labelsByCell(t *testing.T, b *Board, labels []sprites.Label) map[int]sprites.Label {
	t.Helper()
	out := map[int]sprites.Label{}
	for _, l := range labels {
		c, ok := b.Pick(l.At)
		if !ok {
			t.Errorf("label %q at %v lies on no cell", l.Text, l.At)
			continue
		}
		if o, ok := out[c]; ok {
			t.Errorf("labels %q and %q both lie on cell %d", o.Text, l.Text, c)
		}
		out[c] = l
	}
	return out
}

// met returns the first state of a random game of players that meets
// want, from a fixed seed; it fails the test if none does.
func met(t *testing.T, players string, what string, want func(st *game.State) bool) *game.State {
	t.Helper()
	var found *game.State
	playout(t, []string{"players=" + players}, 4, 100000, func(_ *game.State, _ rules.Action, _ []rules.Event, st *game.State) {
		if found == nil && want(st) {
			found = st.Clone().(*game.State)
		}
	})
	if found == nil {
		t.Fatalf("a random game of %s players met no %s", players, what)
	}
	return found
}

// TestLabels checks the labels against the names the words of
// tabula/help/thayyam give the places of the seat at the screen, South
// unless the view is told another: its progress 1 to 23 on its own way,
// nothing on the castles and the centre, which words name; each label in
// its cell, beside a lone piece's middle. Whose turn it is changes
// nothing: the numbers of the words of South's move stay on the board
// while North throws and moves.
func TestLabels(t *testing.T) {
	toMove := func(p rules.Player) func(st *game.State) bool {
		return func(st *game.State) bool { return st.ToMove() == p }
	}
	moving := met(t, "2", "North to move", toMove(1))
	throwing := met(t, "2", "North to throw", func(st *game.State) bool { return st.ToMove() == rules.Chance && st.Turn() == 1 })
	over := met(t, "2", "end", toMove(rules.Over))
	c := game.Cell
	type row struct {
		cell  int
		words string // the name in the move log
		want  string // the label, "" for none
	}
	south := []row{
		{c(2, 0), "its castle", ""},
		{c(3, 0), "1", "1"},
		{c(4, 0), "2", "2"},
		{c(4, 2), "the east castle", ""},
		{c(4, 3), "5", "5"},
		{c(2, 4), "the opposite castle", ""},
		{c(0, 2), "the west castle", ""},
		{c(1, 0), "15", "15"},
		{c(1, 1), "16", "16"},
		{c(2, 1), "23", "23"},
		{c(2, 2), "the centre", ""},
	}
	north := []row{
		{c(2, 4), "its castle", ""},
		{c(1, 4), "1", "1"},
		{c(3, 0), "9", "9"},
		{c(2, 0), "the opposite castle", ""},
		{c(3, 3), "16", "16"},
		{c(2, 3), "23", "23"},
	}
	west := []row{
		{c(0, 2), "its castle", ""},
		{c(0, 1), "1", "1"},
		{c(2, 0), "the south castle", ""},
		{c(1, 2), "23", "23"},
	}
	east := []row{
		{c(4, 3), "1", "1"},
		{c(2, 4), "the north castle", ""},
		{c(3, 2), "23", "23"},
	}
	tests := []struct {
		name   string
		st     *game.State
		screen game.Seat // the seat at the screen, given to SetLabelSeat unless South
		rows   []row
	}{
		{"South to throw first", start(t, "players=2"), game.SeatSouth, south},
		{"South first, 4 players", start(t, "players=4"), game.SeatSouth, south},
		{"North to move", moving, game.SeatSouth, south},
		{"North to throw", throwing, game.SeatSouth, south},
		{"West to move", met(t, "3", "West to move", toMove(1)), game.SeatSouth, south},
		{"game over", over, game.SeatSouth, south},
		{"North at the screen, South to throw", start(t, "players=2"), game.SeatNorth, north},
		{"North at the screen and to move", moving, game.SeatNorth, north},
		{"West at the screen", start(t, "players=3"), game.SeatWest, west},
		{"East at the screen, East to move", met(t, "4", "East to move", toMove(3)), game.SeatEast, east},
	}
	for _, tt := range tests {
		v := NewView(tt.st)
		if tt.screen != game.SeatSouth {
			v.SetLabelSeat(tt.screen)
		}
		if seat := v.LabelSeat(); seat != tt.screen {
			t.Errorf("%s: LabelSeat = %v, want %v", tt.name, seat, tt.screen)
		}
		labels := v.Labels(tt.st, nil)
		spritestest.CheckLabels(t, labels)
		if len(labels) != 20 {
			t.Errorf("%s: %d labels, want 20 (23 places less 3 castles)", tt.name, len(labels))
		}
		byCell := labelsByCell(t, v.board, labels)
		for _, r := range tt.rows {
			if got := byCell[r.cell].Text; got != r.want {
				t.Errorf("%s: cell %d (%q in the words) is labelled %q, want %q", tt.name, r.cell, r.words, got, r.want)
			}
		}
		vw := sprites.View{Size: 1000} // fonts are measured in whole pixels
		for cell, l := range byCell {
			if d := l.At.Sub(v.board.Center(cell)).Len(); d <= v.board.PieceRadius() {
				t.Errorf("%s: label %q is %.4f from its cell's centre, under a piece of radius %.4f", tt.name, l.Text, d, v.board.PieceRadius())
			}
			r, cr := sprites.LabelBounds(vw, l, math.Inf(1)), v.board.CellRect(cell)
			r = sprites.Rect{Min: vw.ToBoard(r.Min), Max: vw.ToBoard(r.Max)}
			if r.Min.X < cr.Min.X || r.Min.Y < cr.Min.Y || r.Max.X > cr.Max.X || r.Max.Y > cr.Max.Y {
				t.Errorf("%s: label %q at its largest, %v, leaves its cell %v", tt.name, l.Text, r, cr)
			}
		}
	}
	if got := NewView(moving).Labels(nil, nil); len(got) != 0 {
		t.Errorf("labels of no state: %v", got)
	}
}

// TestLabelsPixels checks that DrawLabels shows a label over the board
// and its pieces: the pixels of a label change, and the margin does not.
func TestLabelsPixels(t *testing.T) {
	st := midgame(t)
	v := NewView(st)
	labels := v.Labels(st, nil)
	draw := func(withLabels bool) func(dst *ebiten.Image) {
		return func(dst *ebiten.Image) {
			v.DrawBoard(dst)
			for _, p := range v.Pieces(st, nil) {
				v.DrawPiece(dst, st, p, view.ToScreen(p.At), p.R*view.Size, 1)
			}
			if withLabels {
				sprites.DrawLabels(dst, view, labels, 16, 0)
			}
		}
	}
	plain, marked := spritestest.Render(t, side, side, draw(false)), spritestest.Render(t, side, side, draw(true))
	for _, l := range labels[:3] {
		r := sprites.LabelBounds(view, l, 16)
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
	margin := sprites.Point{X: 0.1, Y: 0.1}
	if a, b := at(plain, view, margin), at(marked, view, margin); a != b {
		t.Errorf("the margin changed from %v to %v", a, b)
	}
}

// TestLabelsBesidePieces plays random games of every option set and checks
// that no label hides more than the rim of a piece: a label takes the
// top-right corner of its cell, which one, two and three units sharing
// the cell leave free (three units once stood in a triangle, the top one
// under the label), or another corner. Four units or more fill every
// corner of their cell and are left out.
func TestLabelsBesidePieces(t *testing.T) {
	crowded := 0 // positions with three units on a labelled cell
	for _, opts := range optionSets() {
		v := NewView(start(t, opts...))
		for seed := range uint64(4) {
			playout(t, opts, seed, 3000, func(_ *game.State, _ rules.Action, _ []rules.Event, st *game.State) {
				var units [game.NumCells]int
				for _, u := range v.board.Units(st) {
					if u.Cell >= 0 {
						units[u.Cell]++
					}
				}
				var pieces []sprites.Piece
				for _, p := range v.Pieces(st, nil) {
					if p.Place.Cell < 0 || units[p.Place.Cell] < 4 {
						pieces = append(pieces, p)
					}
				}
				for c, n := range units {
					if n == 3 && !isCastle(c) && c != game.Cell(2, 2) {
						crowded++
						break
					}
				}
				labels := v.Labels(st, nil)
				spritestest.CheckLabels(t, labels)
				spritestest.CheckLabelsBeside(t, st.Key(), labels, pieces)
			})
		}
	}
	if crowded == 0 {
		t.Error("no position with three units on a labelled cell")
	}
}

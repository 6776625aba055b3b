package diam

import (
	"fmt"
	"image"
	"math"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/lang"
	"tabula/rules"
	game "tabula/rules/diam"
	"tabula/sprites"
	"tabula/sprites/spritestest"
)

const eps = 1e-9

// optionSets returns every combination of the values of the game's options.
func optionSets(t *testing.T) []rules.Options {
	t.Helper()
	return game.Game.OptionSets()
}

// A gameStep is one move of a random game: the state before it, the state
// after it and its events, and the view of the game's player count.
type gameStep struct {
	name          string
	view          *View
	before, after rules.State
	events        []rules.Event
}

// Random games: gamesPerSet seeded playouts of each option set, each cut
// after maxPlies steps.
const (
	gamesPerSet = 50
	maxPlies    = 120
)

// randomSteps plays the random games and calls visit for every step, and
// for the final state of each game with a nil after.
func randomSteps(t *testing.T, visit func(st gameStep)) {
	t.Helper()
	steps := 0
	for _, opts := range optionSets(t) {
		for seed := range uint64(gamesPerSet) {
			st, err := game.Game.New(opts)
			if err != nil {
				t.Fatal(err)
			}
			v := NewView(st)
			rng := rules.NewRand(seed)
			for ply := 0; ; ply++ {
				name := fmt.Sprintf("%s seed %d ply %d (%s)", game.Game.FormatOptions(opts), seed, ply, st.Key())
				legal := st.Legal(nil)
				if st.ToMove() < 0 || len(legal) == 0 || ply == maxPlies {
					visit(gameStep{name: name, view: v, before: st})
					break
				}
				after := st.Clone()
				events, err := after.Apply(legal[rng.IntN(len(legal))], nil)
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				visit(gameStep{name: name, view: v, before: st, after: after, events: events})
				st = after
				steps++
			}
		}
	}
	if steps < 5000 {
		t.Fatalf("only %d steps played", steps)
	}
}

// offPoints returns points on no cell, stack, landing spot or tray,
// whatever the position: the baize, the rose, the wood near the edge of
// the octagon, and each cell's number plaque under its well.
func offPoints(b *Board) []sprites.Point {
	pts := []sprites.Point{{X: 0.02, Y: 0.5}, {X: 0.98, Y: 0.5}, {X: 0.5, Y: 0.02}, {X: 0.5, Y: 0.985}, mid}
	for k := range 8 {
		s, c := math.Sincos(float64(k)*math.Pi/4 + math.Pi/8)
		pts = append(pts, mid.Add(sprites.Point{X: 0.36 * s, Y: -0.36 * c}))
	}
	for c := range game.Cells {
		pts = append(pts, labelAt(c))
	}
	return pts
}

// base returns a move's notation without its announcement.
func base(note string) string { return strings.TrimSuffix(note, "!") }

// TestEveryMoveByTapping checks, over the states of random games of every
// option set, that every legal move can be made by tapping: its origin's
// point picks a source the move starts from, its destination's point picks
// the cell where it ends, and no other move joins the same two places
// (but the announced form of the same move, with the prototype rules). It
// also checks what SourceAt and TargetAt find on every pawn, on every
// empty cell, on the trays and off the cells.
func TestEveryMoveByTapping(t *testing.T) {
	var drops, shifts, piles, passes int
	randomSteps(t, func(stp gameStep) {
		st, v := stp.before, stp.view
		g := st.(*game.State)
		choices := rules.Choices(st, nil)
		for _, c := range choices {
			if !c.Moves {
				if c.Note != "pass" {
					t.Errorf("%s: %s is no move", stp.name, c.Note)
				}
				passes++
				continue
			}
			if c.From.Cell < 0 {
				drops++
			} else {
				shifts++
				piles += btoi(c.From.Level < g.Height(c.From.Cell))
			}
			at, ok := v.PointOf(st, c.From)
			if !ok {
				t.Errorf("%s: %s: no point for its origin %+v", stp.name, c.Note, c.From)
				continue
			}
			src, ok := v.SourceAt(st, at)
			if !ok || !sprites.SameSource(src, c.From) {
				t.Errorf("%s: %s: SourceAt(PointOf(%+v)) = %+v, %v", stp.name, c.Note, c.From, src, ok)
			}
			to, ok := v.PointOf(st, c.To)
			if !ok {
				t.Errorf("%s: %s: no point for its destination %+v", stp.name, c.Note, c.To)
				continue
			}
			if cell, ok := v.TargetAt(st, to); !ok || cell != c.To.Cell {
				t.Errorf("%s: %s: TargetAt(PointOf(%+v)) = %d, %v", stp.name, c.Note, c.To, cell, ok)
			}
			var joined []string
			for _, d := range choices {
				if d.Moves && sprites.SameSource(src, d.From) && d.To.Cell == c.To.Cell {
					joined = append(joined, d.Note)
				}
			}
			want := []string{base(c.Note)}
			if g.Prototype() {
				want = append(want, base(c.Note)+"!")
			}
			if fmt.Sprint(joined) != fmt.Sprint(want) {
				t.Errorf("%s: %s: the moves %v join %+v and cell %d, want %v", stp.name, c.Note, joined, src, c.To.Cell, want)
			}
		}
		checkPicks(t, stp.name, v, g)
	})
	t.Logf("%d drops, %d shifts (%d of piles), %d passes", drops, shifts, piles, passes)
	// The random games must have met the moves that matter.
	if drops < 5000 || shifts < 5000 || piles < 1000 {
		t.Errorf("the random games met %d drops, %d shifts, %d of piles: too few", drops, shifts, piles)
	}
}

// checkPicks checks SourceAt and TargetAt on every pawn of g, on the empty
// cells, in the trays and off the cells.
func checkPicks(t *testing.T, name string, v *View, g *game.State) {
	t.Helper()
	b := v.board
	seat := g.ToMove()
	for c := range game.Cells {
		h := g.Height(c)
		for l := 1; l <= h; l++ {
			at, ok := v.PointOf(g, rules.Place{Cell: c, Level: l})
			if !ok {
				t.Errorf("%s: no point for the pawn of cell %d level %d", name, c, l)
				continue
			}
			if gc, gl, ok := b.PickPawn(at, g); !ok || gc != c || gl != l {
				t.Errorf("%s: the point of the pawn of cell %d level %d shows the pawn of cell %d level %d", name, c, l, gc, gl)
			}
			src, ok := v.SourceAt(g, at)
			mine := seat >= 0 && side(g.Pawn(c, l)) == seatSide(g, seat)
			// Under a pawn of the other side's, the mover's nearest below.
			under := 0
			if seat >= 0 {
				under = l
				for under >= 1 && side(g.Pawn(c, under)) != seatSide(g, seat) {
					under--
				}
			}
			switch {
			case mine && (!ok || src != rules.Place{Cell: c, Level: l, Piece: -1, Player: seat}):
				t.Errorf("%s: SourceAt on the mover's pawn of cell %d level %d = %+v, %v", name, c, l, src, ok)
			case !mine && under >= 1 && (!ok || src != rules.Place{Cell: c, Level: under, Piece: -1, Player: seat}):
				t.Errorf("%s: SourceAt on the other side's pawn of cell %d level %d, over the mover's at level %d = %+v, %v", name, c, l, under, src, ok)
			case !mine && under < 1 && ok:
				t.Errorf("%s: SourceAt on a pawn the mover may not shift (cell %d level %d) = %+v", name, c, l, src)
			}
			if cell, ok := v.TargetAt(g, at); !ok || cell != c {
				t.Errorf("%s: TargetAt on the pawn of cell %d level %d = %d, %v", name, c, l, cell, ok)
			}
		}
		// An empty cell: its well, and the spots above it.
		if h == 0 {
			pts := []sprites.Point{b.Center(c), b.Center(c).Add(sprites.Point{X: 0.8 * wellR}), b.Center(c).Add(sprites.Point{Y: 0.8 * wellR})}
			for l := 1; l <= game.MaxHeight; l++ {
				pts = append(pts, b.Slot(c, l))
			}
			for _, p := range pts {
				if src, ok := v.SourceAt(g, p); ok {
					t.Errorf("%s: SourceAt on the empty cell %d at %v = %+v", name, c, p, src)
				}
			}
		}
		// The landing spot is the cell's.
		if h < game.MaxHeight {
			at, ok := v.PointOf(g, rules.Place{Cell: c, Level: h + 1})
			if cell, ok2 := v.TargetAt(g, at); !ok || !ok2 || cell != c {
				t.Errorf("%s: TargetAt on the landing spot of cell %d = %d, %v", name, c, cell, ok2)
			}
		}
	}
	for colour := range 4 {
		n := g.Reserve(colour)
		first, last := b.tray(colour)
		pts := []sprites.Point{first.Lerp(last, 0.5), first, last}
		for i := range n {
			pts = append(pts, b.ReserveSlot(colour, i))
		}
		want := seat >= 0 && g.Owner(colour) == seat && n > 0
		for _, p := range pts {
			src, ok := v.SourceAt(g, p)
			if want && (!ok || src != rules.Place{Cell: -1, Piece: colour, Player: seat}) || !want && ok {
				t.Errorf("%s: SourceAt on the tray of colour %d (%d left, seat %d to move) at %v = %+v, %v", name, colour, n, seat, p, src, ok)
			}
			if cell, ok := v.TargetAt(g, p); ok {
				t.Errorf("%s: TargetAt on the tray of colour %d = %d", name, colour, cell)
			}
		}
	}
	for _, p := range offPoints(b) {
		if src, ok := v.SourceAt(g, p); ok {
			t.Errorf("%s: SourceAt off the cells at %v = %+v", name, p, src)
		}
		if cell, ok := v.TargetAt(g, p); ok {
			t.Errorf("%s: TargetAt off the cells at %v = %d", name, p, cell)
		}
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// TestPieces checks the pieces of the states of random games: every pawn of
// the game once, with unique IDs, where the board places it, inside the
// view, in drawing order, pawns of different places not overlapping; the
// Places are the rules'.
func TestPieces(t *testing.T) {
	randomSteps(t, func(stp gameStep) {
		checkPiecesOf(t, stp.name, stp.view, stp.before.(*game.State))
	})
}

// shape is the drawing of a pawn, for overlap tests: its top face of
// radius r swept down by its thickness.
func shape(p sprites.Piece) (top, bottom sprites.Point, r float64) {
	return p.At, p.At.Add(sprites.Point{Y: liftRatio * p.R}), p.R
}

func checkPiecesOf(t *testing.T, name string, v *View, g *game.State) {
	t.Helper()
	b := v.board
	pieces := v.Pieces(g, nil)
	if len(pieces) != 16 {
		t.Errorf("%s: %d pieces, want 16", name, len(pieces))
	}
	ids := map[int]bool{}
	var reserve [4]int
	onCell := map[int][]sprites.Piece{}
	for i, p := range pieces {
		if ids[p.ID] {
			t.Errorf("%s: two pieces with ID %d", name, p.ID)
		}
		ids[p.ID] = true
		top, bottom, r := shape(p)
		if top.X-r < -0.05 || top.Y-r < -0.05 || bottom.X+r > 1.05 || bottom.Y+r > 1.05 {
			t.Errorf("%s: piece %d at %v (radius %g) leaves the view", name, p.ID, p.At, p.R)
		}
		if i > 0 && p.Layer < pieces[i-1].Layer {
			t.Errorf("%s: piece %d on layer %d comes after layer %d", name, p.ID, p.Layer, pieces[i-1].Layer)
		}
		pl := p.Place
		if !validColour(pl.Piece) || pl.Player != g.Owner(pl.Piece) {
			t.Errorf("%s: piece %d has Place %+v", name, p.ID, pl)
			continue
		}
		switch {
		case pl.Cell == -1:
			k := reserve[pl.Piece]
			reserve[pl.Piece]++
			if pl.Level != 0 || k >= g.Reserve(pl.Piece) || p.At.Sub(b.ReserveSlot(pl.Piece, k)).Len() > eps || p.R != b.ReserveRadius() || p.Layer != 0 {
				t.Errorf("%s: reserve piece %d (%+v) at %v radius %g layer %d, not slot %d of its tray", name, p.ID, pl, p.At, p.R, p.Layer, k)
			}
		case validCell(pl.Cell):
			if g.Pawn(pl.Cell, pl.Level) != pl.Piece {
				t.Errorf("%s: piece %d says %+v, the rules say colour %d", name, p.ID, pl, g.Pawn(pl.Cell, pl.Level))
			}
			if p.At.Sub(b.Slot(pl.Cell, pl.Level)).Len() > eps || p.R != b.PieceRadius() || p.Layer != pl.Level {
				t.Errorf("%s: piece %d (%+v) at %v radius %g layer %d", name, p.ID, pl, p.At, p.R, p.Layer)
			}
			onCell[pl.Cell] = append(onCell[pl.Cell], p)
		default:
			t.Errorf("%s: piece %d has Place %+v", name, p.ID, pl)
		}
	}
	for colour := range 4 {
		if reserve[colour] != g.Reserve(colour) {
			t.Errorf("%s: %d pieces in the reserve of colour %d, the rules say %d", name, reserve[colour], colour, g.Reserve(colour))
		}
	}
	for c := range game.Cells {
		ps := onCell[c]
		if len(ps) != g.Height(c) {
			t.Errorf("%s: %d pieces on cell %d, the rules say %d", name, len(ps), c, g.Height(c))
		}
		// One pawn per level, each a thickness above the one below: the
		// pawns of a stack sit on each other, none hiding another.
		for i, p := range ps {
			for _, q := range ps[:i] {
				if p.Place.Level == q.Place.Level {
					t.Errorf("%s: two pieces at level %d of cell %d", name, p.Place.Level, c)
				}
				if d := math.Abs(p.At.Y - q.At.Y); math.Abs(p.At.X-q.At.X) > eps || d < b.Lift()-eps || (p.At.Y < q.At.Y) != (p.Place.Level > q.Place.Level) {
					t.Errorf("%s: pieces at levels %d and %d of cell %d are drawn at %v and %v", name, p.Place.Level, q.Place.Level, c, p.At, q.At)
				}
			}
		}
	}
	// Pawns of different places (cells, reserve slots) never overlap.
	for i, p := range pieces {
		for _, q := range pieces[:i] {
			if p.Place.Cell >= 0 && p.Place.Cell == q.Place.Cell {
				continue
			}
			a0, a1, ra := shape(p)
			b0, b1, rb := shape(q)
			if segDist(a0, a1, b0, b1) < ra+rb {
				t.Errorf("%s: pieces %d (%+v) and %d (%+v) overlap", name, p.ID, p.Place, q.ID, q.Place)
			}
		}
	}
}

// checkMotions checks the motions of one step against its events: one
// phase for a drop or a shift, none otherwise; each motion names a piece
// of the state after, starts where the state before drew the pawn that
// moved there, slides, and stays by the cells (or the tray) it leaves and
// reaches. Every piece whose place changed has a motion.
func checkMotions(t *testing.T, name string, v *View, stp gameStep) [][]sprites.Motion {
	t.Helper()
	b := v.board
	before, after := v.Pieces(stp.before, nil), v.Pieces(stp.after, nil)
	afterByID := map[int]sprites.Piece{}
	for _, p := range after {
		afterByID[p.ID] = p
	}
	find := func(ps []sprites.Piece, pl rules.Place) (sprites.Piece, bool) {
		for _, p := range ps {
			if p.Place.Cell == pl.Cell && p.Place.Level == pl.Level && p.Place.Cell >= 0 {
				return p, true
			}
		}
		return sprites.Piece{}, false
	}
	same := func(ps []sprites.Piece, q sprites.Piece) bool {
		for _, p := range ps {
			if p.Place == q.Place && p.At.Sub(q.At).Len() < eps {
				return true
			}
		}
		return false
	}
	// From the events: where each pawn that moves ends, and where it was.
	type leg struct {
		from   sprites.Piece
		cells  []int // the cells (−1: the tray) its path may touch
		colour int
	}
	want := map[int]leg{} // by ID after
	moves := 0
	for _, e := range stp.events {
		switch e.Kind {
		case rules.EventDrop:
			moves++
			end, ok := find(after, rules.Place{Cell: int(e.To), Level: int(e.Level)})
			if !ok || end.Place.Piece != int(e.Piece) || end.Place.Player != e.Player {
				t.Errorf("%s: the dropped pawn is not at %d.%d after: %+v", name, e.To, e.Level, end.Place)
				continue
			}
			// The pawn taken is the reserve piece of its colour that is
			// gone after the step.
			var gone []sprites.Piece
			for _, p := range before {
				if p.Place == (rules.Place{Cell: -1, Piece: int(e.Piece), Player: e.Player}) && !same(after, p) {
					gone = append(gone, p)
				}
			}
			if len(gone) != 1 {
				t.Errorf("%s: %d reserve pawns of colour %d are gone", name, len(gone), e.Piece)
				continue
			}
			want[end.ID] = leg{gone[0], []int{-1, int(e.To)}, int(e.Piece)}
		case rules.EventShift:
			moves++
			for k := range int(e.Value) {
				start, ok1 := find(before, rules.Place{Cell: int(e.From), Level: int(e.Level) + k})
				end, ok2 := find(after, rules.Place{Cell: int(e.To), Level: int(e.ToLevel) + k})
				if !ok1 || !ok2 || start.Place.Piece != end.Place.Piece {
					t.Errorf("%s: pawn %d of the pile: %+v before, %+v after", name, k, start.Place, end.Place)
					continue
				}
				want[end.ID] = leg{start, []int{int(e.From), int(e.To)}, start.Place.Piece}
			}
		case rules.EventCapture:
			t.Errorf("%s: a capture in Diam", name)
		}
	}
	phases := v.Motions(stp.before, stp.after, stp.events)
	if len(phases) != moves {
		t.Errorf("%s: %d phases for %d moves", name, len(phases), moves)
	}
	seen := map[int]bool{}
	for i, ph := range phases {
		if len(ph) == 0 {
			t.Errorf("%s: phase %d is empty", name, i)
		}
		for _, m := range ph {
			if seen[m.ID] {
				t.Errorf("%s: piece %d moves twice", name, m.ID)
			}
			seen[m.ID] = true
			end, ok := afterByID[m.ID]
			if !ok {
				t.Errorf("%s: motion of piece %d, not in the state after", name, m.ID)
				continue
			}
			w, ok := want[m.ID]
			if !ok {
				t.Errorf("%s: piece %d (%+v) moves, but no event moved it", name, m.ID, end.Place)
				continue
			}
			if len(m.Path) == 0 || m.Path[0].Sub(w.from.At).Len() > eps {
				t.Errorf("%s: piece %d starts along %v, but was drawn at %v", name, m.ID, m.Path, w.from.At)
				continue
			}
			if m.Kind == sprites.MotionFly {
				t.Errorf("%s: piece %d flies, with nothing captured", name, m.ID)
			}
			// Each point of the path, and where it ends, is by the cells
			// (or the tray) the pawn leaves and reaches: a hop goes from a
			// cell to a neighbouring cell.
			pts := append(append([]sprites.Point(nil), m.Path...), end.At)
			for k, q := range pts {
				cell, ok := v.TargetAt(stp.after, q)
				if !ok {
					cell, ok = v.TargetAt(stp.before, q)
				}
				if !ok {
					if c, inTray := b.PickReserve(q); inTray && c == w.colour {
						cell, ok = -1, true
					}
				}
				if !ok || !containsInt(w.cells, cell) {
					t.Errorf("%s: piece %d passes %v (point %d of %v), off cells %v", name, m.ID, q, k, pts, w.cells)
				}
				if m.Kind == sprites.MotionHop && k > 0 {
					prev, _ := v.TargetAt(stp.before, pts[k-1])
					if d := (cell - prev + game.Cells) % game.Cells; d != 1 && d != game.Cells-1 {
						t.Errorf("%s: piece %d hops from cell %d to cell %d", name, m.ID, prev, cell)
					}
				}
			}
		}
	}
	for id := range want {
		if !seen[id] {
			t.Errorf("%s: piece %d (%+v) moved without a motion", name, id, afterByID[id].Place)
		}
	}
	// Every piece of the state after that was not drawn there before moves.
	for _, p := range after {
		if !same(before, p) && !seen[p.ID] {
			t.Errorf("%s: piece %d (%+v) appears at %v without a motion", name, p.ID, p.Place, p.At)
		}
	}
	return phases
}

func containsInt(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// TestMotionsOfRandomGames checks the motions of every step of the random
// games.
func TestMotionsOfRandomGames(t *testing.T) {
	n := 0
	randomSteps(t, func(stp gameStep) {
		if stp.after != nil {
			checkMotions(t, stp.name, stp.view, stp)
			n++
		}
	})
	t.Logf("%d steps", n)
}

// playOn plays moves on s and returns the events of the last one.
func playOn(t *testing.T, s *game.State, moves ...string) []rules.Event {
	t.Helper()
	var events []rules.Event
	for _, m := range moves {
		a, err := s.ParseAction(m)
		if err != nil {
			t.Fatalf("%s: %v", m, err)
		}
		if events, err = s.Apply(a, events[:0]); err != nil {
			t.Fatalf("%s: %v", m, err)
		}
	}
	return events
}

// TestMotions checks the motions of chosen steps: where each pawn starts,
// the way it goes and where it ends.
func TestMotions(t *testing.T) {
	type move struct {
		fromCell, fromLevel int // fromCell −1: the tray of colour fromLevel, its last pawn
		toCell, toLevel     int
	}
	tests := []struct {
		name    string
		players int
		setup   []string
		move    string
		want    []move
		player  rules.Player // the seat that moves
	}{
		{"drop on an empty cell", 2, nil, "R@3", []move{{-1, game.Red, 3, 1}}, 0},
		{"drop on a stack", 2, []string{"R@5", "B@5"}, "O@5", []move{{-1, game.Orange, 5, 3}}, 0},
		{"drop, the second pawn of a reserve", 2, []string{"R@1", "K@2", "O@3"}, "K@6", []move{{-1, game.Black, 6, 1}}, 1},
		{"shift of a single top pawn onto a stack", 2, []string{"R@2", "B@3"}, "2.1+", []move{{2, 1, 3, 2}}, 0},
		{"shift of a single top pawn down to an empty cell", 2, []string{"R@2", "B@2", "O@2", "K@6"}, "2.3-", []move{{2, 3, 1, 1}}, 0},
		{"shift of a pile of 3 onto a stack of 1", 2, []string{"R@0", "B@0", "O@0", "K@1"}, "0.1+",
			[]move{{0, 1, 1, 2}, {0, 2, 1, 3}, {0, 3, 1, 4}}, 0},
		{"shift of a pile of 2 by the other side, level for level", 2, []string{"R@0", "K@0", "O@0", "B@7", "R@7"}, "0.2-",
			[]move{{0, 2, 7, 3}, {0, 3, 7, 4}}, 1},
		{"4 players: a drop by the partner seat", 4, []string{"R@0", "B@1"}, "O@2", []move{{-1, game.Orange, 2, 1}}, 2},
		{"4 players: the partner shifts red", 4, []string{"R@0", "B@1"}, "0.1-", []move{{0, 1, 7, 1}}, 2},
		{"3 players: black drops", 3, []string{"R@0", "B@1", "O@0"}, "K@0", []move{{-1, game.Black, 0, 3}}, 2},
		{"a diam: only the drop moves", 2, []string{"R@0", "B@0", "R@4"}, "B@4", []move{{-1, game.Brown, 4, 2}}, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := game.New(tt.players, false)
			playOn(t, before, tt.setup...)
			if before.ToMove() != tt.player {
				t.Fatalf("seat %d to move, want %d", before.ToMove(), tt.player)
			}
			after := before.Clone().(*game.State)
			events := playOn(t, after, tt.move)
			v := NewView(before)
			b := v.board
			phases := checkMotions(t, tt.move, v, gameStep{view: v, before: before, after: after, events: events})
			if len(phases) != 1 || len(phases[0]) != len(tt.want) {
				t.Fatalf("motions %v, want one phase of %d", phases, len(tt.want))
			}
			afterAt := map[int]sprites.Piece{}
			for _, p := range v.Pieces(after, nil) {
				afterAt[p.ID] = p
			}
			for _, w := range tt.want {
				var m *sprites.Motion
				for i := range phases[0] {
					if afterAt[phases[0][i].ID].Place.Cell == w.toCell && afterAt[phases[0][i].ID].Place.Level == w.toLevel {
						m = &phases[0][i]
					}
				}
				if m == nil {
					t.Errorf("no motion to %d.%d in %v", w.toCell, w.toLevel, phases[0])
					continue
				}
				end := afterAt[m.ID]
				if end.At.Sub(b.Slot(w.toCell, w.toLevel)).Len() > eps || end.Place.Player != after.Owner(end.Place.Piece) {
					t.Errorf("the pawn that moves to %d.%d ends at %v (%+v)", w.toCell, w.toLevel, end.At, end.Place)
				}
				if m.Kind != sprites.MotionSlide {
					t.Errorf("the pawn to %d.%d moves by kind %d, want a slide", w.toCell, w.toLevel, m.Kind)
				}
				if w.fromCell < 0 {
					colour := w.fromLevel
					if start := b.ReserveSlot(colour, before.Reserve(colour)-1); len(m.Path) != 1 || m.Path[0].Sub(start).Len() > eps {
						t.Errorf("the dropped pawn moves along %v, want from %v", m.Path, start)
					}
					if end.Place.Piece != colour || end.Place.Player != tt.player {
						t.Errorf("the dropped pawn is %+v, want colour %d of seat %d", end.Place, colour, tt.player)
					}
					continue
				}
				start := b.Slot(w.fromCell, w.fromLevel)
				var path []sprites.Point
				switch {
				case w.toLevel > w.fromLevel: // rises, then slides
					path = []sprites.Point{start, b.Slot(w.fromCell, w.toLevel)}
				case w.toLevel < w.fromLevel: // slides, then settles
					path = []sprites.Point{start, b.Slot(w.toCell, w.fromLevel)}
				default:
					path = []sprites.Point{start}
				}
				if len(m.Path) != len(path) {
					t.Errorf("the pawn %d.%d → %d.%d moves along %v, want %v", w.fromCell, w.fromLevel, w.toCell, w.toLevel, m.Path, path)
					continue
				}
				for i := range path {
					if m.Path[i].Sub(path[i]).Len() > eps {
						t.Errorf("the pawn %d.%d → %d.%d moves along %v, want %v", w.fromCell, w.fromLevel, w.toCell, w.toLevel, m.Path, path)
						break
					}
				}
				if end.Place.Piece != before.Pawn(w.fromCell, w.fromLevel) {
					t.Errorf("the pawn to %d.%d is colour %d, it was %d", w.toCell, w.toLevel, end.Place.Piece, before.Pawn(w.fromCell, w.fromLevel))
				}
			}
		})
	}
	// A step that moves nothing, or states of another game, give no motion.
	s := game.New(2, false)
	v := NewView(s)
	if m := v.Motions(s, s.Clone(), []rules.Event{{Kind: rules.EventPass, Piece: -1, From: -1, To: -1}}); m != nil {
		t.Errorf("a pass moves %v", m)
	}
	if m := v.Motions(nil, s, nil); m != nil {
		t.Errorf("no state before: %v", m)
	}
}

// TestPointOf checks PointOf on the pieces of a position (each found again
// by SourceAt or PickPawn), the landing spots, the trays and what is no
// place.
func TestPointOf(t *testing.T) {
	s := midGame(t)
	v := NewView(s)
	b := v.board
	for _, p := range v.Pieces(s, nil) {
		at, ok := v.PointOf(s, p.Place)
		if !ok {
			t.Errorf("PointOf(%+v): none", p.Place)
			continue
		}
		if p.Place.Cell >= 0 {
			if c, l, ok := b.PickPawn(at, s); !ok || c != p.Place.Cell || l != p.Place.Level {
				t.Errorf("PointOf(%+v) = %v shows the pawn of %d.%d", p.Place, at, c, l)
			}
		} else if c, ok := b.PickReserve(at); !ok || c != p.Place.Piece {
			t.Errorf("PointOf(%+v) = %v, on the tray of %d, %v", p.Place, at, c, ok)
		}
	}
	// The tray of red is empty in the position: its middle.
	first, last := b.tray(game.Red)
	if at, ok := v.PointOf(s, rules.Place{Cell: -1, Piece: game.Red}); !ok || at.Sub(first.Lerp(last, 0.5)).Len() > eps {
		t.Errorf("PointOf(the empty red reserve) = %v, %v", at, ok)
	}
	if at, ok := v.PointOf(s, rules.Place{Cell: 5}); !ok || at != b.Center(5) {
		t.Errorf("PointOf(cell 5) = %v, %v", at, ok)
	}
	for _, pl := range []rules.Place{{Cell: -1, Piece: -1}, {Cell: -1, Piece: 4}, {Cell: -2}, {Cell: game.Cells}, {Cell: 2, Level: 5}, {Cell: 2, Level: -1}} {
		if at, ok := v.PointOf(s, pl); ok {
			t.Errorf("PointOf(%+v) = %v", pl, at)
		}
	}
	// A game that is over has no source.
	over := game.New(2, false)
	playOn(t, over, "R@0", "B@0", "R@4", "B@4")
	if over.ToMove() >= 0 {
		t.Fatalf("the game is not over:\n%v", over)
	}
	if src, ok := v.SourceAt(over, b.Slot(0, 2)); ok {
		t.Errorf("SourceAt after the end = %+v", src)
	}
}

// TestNewView checks that the view's board follows the state's number of
// players.
func TestNewView(t *testing.T) {
	for _, players := range []int{2, 3, 4} {
		if got := NewView(game.New(players, true)).board.Players(); got != players {
			t.Errorf("NewView of %d players: a board for %d", players, got)
		}
	}
	if got := NewView(nil).board.Players(); got != 2 {
		t.Errorf("NewView(nil): a board for %d", got)
	}
}

// TestCaption checks the caption's reserves and announcements.
func TestCaption(t *testing.T) {
	tests := []struct {
		players int
		proto   bool
		moves   []string
		want    string
	}{
		{2, false, nil, "Reserves: red 4, orange 4, brown 4, black 4"},
		{2, false, []string{"R@0", "B@0", "O@0", "K@0", "R@4", "K@4", "O@2", "B@3", "R@3", "K@6", "O@7", "B@7", "2.1+", "6.1-", "R@1"},
			"Reserves: red 0, orange 1, brown 1, black 1"},
		{2, true, nil, "Reserves: red 4, orange 4, brown 4, black 4; announced: nobody"},
		{2, true, []string{"R@0!"}, "Reserves: red 3, orange 4, brown 4, black 4; announced: Red and orange"},
		{2, true, []string{"R@0!", "K@1!"}, "Reserves: red 3, orange 4, brown 4, black 3; announced: Red and orange, Brown and black"},
		{2, true, []string{"R@0!", "K@1!", "O@2"}, "Reserves: red 3, orange 3, brown 4, black 3; announced: Brown and black"},
		{3, true, []string{"R@0", "B@1!"}, "Reserves: red 3, orange 4, brown 3, black 4; announced: Brown"},
		{4, true, []string{"R@0!", "B@1", "O@2!"}, "Reserves: red 3, orange 3, brown 3, black 4; announced: Red, Orange"},
		{4, false, []string{"R@0", "B@1", "O@2", "K@3"}, "Reserves: red 3, orange 3, brown 3, black 3"},
	}
	for _, tt := range tests {
		s := game.New(tt.players, tt.proto)
		playOn(t, s, tt.moves...)
		name := func(p rules.Player) string { return seatName(s, int(p)) }
		if got := NewView(s).Caption(lang.English, s, name); got != tt.want {
			t.Errorf("%d players, prototype %v, after %v:\n got %q\nwant %q", tt.players, tt.proto, tt.moves, got, tt.want)
		}
	}
	if got := NewView(nil).Caption(lang.English, nil, nil); got != "" {
		t.Errorf("the caption of no state: %q", got)
	}
}

// drawView draws the board and the pieces of s as the play screen does:
// DrawBoard, then DrawPiece for each piece of Pieces at its place.
func drawView(dst *ebiten.Image, v *View, vw sprites.View, s *game.State) {
	v.DrawBoard(dst)
	for _, p := range v.Pieces(s, nil) {
		v.DrawPiece(dst, s, p, vw.ToScreen(p.At), p.R*vw.Size, 1)
	}
}

// TestViewPixels draws positions of the middle of games for 2 and 4
// players with the view's DrawPiece at the places of Pieces, and checks the
// colours: each pawn's face or band, and each reserve pawn, in its colour's
// style, the empty wells and hollows their own tones; and that the picture
// is the board package's own drawing of the position, shadows included.
func TestViewPixels(t *testing.T) {
	four := game.New(4, false)
	playOn(t, four, "R@0", "B@0", "O@0", "K@4", "R@4", "B@3", "O@3", "K@0", "0.3+")
	for _, s := range []*game.State{midGame(t), four} {
		v := NewView(s)
		const n = 480
		vw := sprites.View{Size: n}
		img := spritestest.Render(t, 2*n, n, func(dst *ebiten.Image) {
			drawView(dst.SubImage(image.Rect(0, 0, n, n)).(*ebiten.Image), v, vw, s)
			right := dst.SubImage(image.Rect(n, 0, 2*n, n)).(*ebiten.Image)
			v.board.Draw(right)
			v.board.DrawPieces(right, sprites.View{Origin: sprites.Point{X: n}, Size: n}, s)
		})
		if s.Players() == 2 {
			checkPieces(t, img, vw, v.board, s) // the board package's own check
		}
		for _, p := range v.Pieces(s, nil) {
			// The body of each pawn beside its mark: the face of a top or
			// reserve pawn, the band of a pawn under another.
			st := sprites.DiamStyles[p.Place.Piece]
			at, want := p.At.Add(sprites.Point{X: 0.6 * p.R}), st.Fill
			if p.Place.Cell >= 0 && p.Place.Level < s.Height(p.Place.Cell) {
				at, want = sideAt(v.board, p.Place.Cell, p.Place.Level, 0.2), sideColour(st, 0.2)
			}
			if got := pixel(img, vw, at); !near(got, want, 12) {
				t.Errorf("%d players: the pawn %+v shows %v at %v, want about %v", s.Players(), p.Place, got, at, want)
			}
		}
		diff := 0
		for y := range n {
			for x := range n {
				if !near(img.RGBAAt(x, y), img.RGBAAt(x+n, y), 24) {
					diff++
				}
			}
		}
		if diff > n*n/500 {
			t.Errorf("%d players: %d pixels differ from the board's own drawing", s.Players(), diff)
		}
		// A pawn drawn for an animation, off its place and lifted, keeps its
		// colour.
		img = spritestest.Render(t, n, n, func(dst *ebiten.Image) {
			dst.Fill(sprites.Table)
			p := v.Pieces(s, nil)[0]
			v.DrawPiece(dst, s, p, sprites.Point{X: 200, Y: 200}, 40, 1.2)
		})
		p := v.Pieces(s, nil)[0]
		if got, st := img.RGBAAt(200+25, 200), sprites.DiamStyles[p.Place.Piece]; !near(got, st.Fill, 16) {
			t.Errorf("%d players: the animated pawn %+v shows %v, want %v", s.Players(), p.Place, got, st.Fill)
		}
	}
}

// TestViewHighlight checks Highlight: a chosen pawn's well and ring, a
// landing spot's ring, a reserve's tray, a seat's trays.
func TestViewHighlight(t *testing.T) {
	s := midGame(t)
	v := NewView(s)
	b := v.board
	const n = 480
	vw := sprites.View{Size: n}
	img := render(t, n, func(dst *ebiten.Image, vw sprites.View) {
		v.DrawBoard(dst)
		v.Highlight(dst, vw, s, rules.Place{Cell: 2, Level: 1, Player: 0, Piece: -1}) // cell 2 is empty: its landing spot
		v.Highlight(dst, vw, s, rules.Place{Cell: -1, Piece: game.Orange, Player: 0})
		v.Highlight(dst, vw, s, rules.Place{Cell: -1, Piece: -1, Player: 1})
		for _, p := range v.Pieces(s, nil) {
			v.DrawPiece(dst, s, p, vw.ToScreen(p.At), p.R*vw.Size, 1)
		}
	})
	rim := b.Center(2).Add(sprites.Point{X: wellR + 0.002})
	if got := pixel(img, vw, rim); !near(got, sprites.Highlight, 24) {
		t.Errorf("the rim of well 2: %v, want about %v", got, sprites.Highlight)
	}
	ring := b.Slot(2, 1).Add(sprites.Point{Y: -1.2 * pieceR})
	if got := pixel(img, vw, ring); !near(got, sprites.Highlight, 30) {
		t.Errorf("the ring over cell 2: %v, want about %v", got, sprites.Highlight)
	}
	if got := pixel(img, vw, b.Center(6).Add(sprites.Point{X: wellR + 0.002})); near(got, sprites.Highlight, 40) {
		t.Errorf("the rim of well 6 is highlighted: %v", got)
	}
	for colour, want := range map[int]bool{game.Red: false, game.Orange: true, game.Brown: true, game.Black: true} {
		first, last := b.tray(colour)
		edge := first.Lerp(last, 0.5).Add(cornerDir(b.corner(colour)).Scale(trayR + 0.004))
		if got := pixel(img, vw, edge); near(got, sprites.Highlight, 24) != want {
			t.Errorf("the edge of the tray of colour %d: %v, highlighted %v", colour, got, want)
		}
	}
}

// seatName names a seat for people by the colours of its reserve, as the
// play screen does: "Red and orange", "Brown".
func seatName(g *game.State, seat int) string {
	var names []string
	for c := range 4 {
		if int(g.Owner(c)) == seat {
			names = append(names, sprites.DiamStyles[c].Name)
		}
	}
	name := strings.Join(names, " and ")
	if name == "" {
		return fmt.Sprintf("seat %d", seat)
	}
	return strings.ToUpper(name[:1]) + name[1:]
}

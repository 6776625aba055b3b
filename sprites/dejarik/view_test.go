package dejarik

import (
	"fmt"
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/rules"
	game "tabula/rules/dejarik"
	"tabula/sprites"
	"tabula/sprites/spritestest"
)

// eps is how close two points in board units must be to be the same.
const eps = 1e-9

// optionSets returns every combination of the values of the game's options.
func optionSets(t *testing.T) []rules.Options {
	t.Helper()
	return game.Game.OptionSets()
}

// step is one move of a random game: the state before it, the state
// after it and its events.
type step struct {
	name          string
	before, after rules.State
	events        []rules.Event
}

// The random games are gamesPerSet seeded playouts of each option set,
// each cut after maxPlies moves.
const (
	gamesPerSet = 400
	maxPlies    = 120
)

// randomSteps plays the random games and calls visit for every step, and
// for the final state of each game with a nil after.
func randomSteps(t *testing.T, visit func(st step)) {
	t.Helper()
	steps := 0
	for _, opts := range optionSets(t) {
		for seed := range uint64(gamesPerSet) {
			st, err := game.Game.New(opts)
			if err != nil {
				t.Fatal(err)
			}
			rng := rules.NewRand(seed)
			for ply := 0; ; ply++ {
				name := fmt.Sprintf("%s seed %d ply %d (%s)", game.Game.FormatOptions(opts), seed, ply, st.Key())
				legal := st.Legal(nil)
				if st.ToMove() < 0 || len(legal) == 0 || ply == maxPlies {
					visit(step{name: name, before: st})
					break
				}
				after := st.Clone()
				events, err := after.Apply(legal[rng.IntN(len(legal))], nil)
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				visit(step{name: name, before: st, after: after, events: events})
				st = after
				steps++
			}
		}
	}
	if steps < 1000 {
		t.Fatalf("only %d steps played", steps)
	}
}

// TestEveryMoveByTapping checks, over the states of random games, that
// every legal move can be made by tapping: its origin's point picks a
// source the move starts from, its destination's point picks the cell
// where it ends, and no other move joins the same two places. It also
// checks that SourceAt finds nothing on an empty cell, on the opponent's
// pawns or off the cells.
func TestEveryMoveByTapping(t *testing.T) {
	v := NewView(game.New())
	b := New()
	moves, captures, augments := 0, 0, 0
	randomSteps(t, func(stp step) {
		st := stp.before
		g := st.(*game.State)
		choices := rules.Choices(st, nil)
		for _, c := range choices {
			if !c.Moves {
				t.Errorf("%s: %s is no move", stp.name, c.Note)
				continue
			}
			moves++
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
			n := 0
			for _, d := range choices {
				if d.Moves && sprites.SameSource(src, d.From) && d.To.Cell == c.To.Cell {
					n++
				}
			}
			if n != 1 {
				t.Errorf("%s: %s: %d moves join %+v and cell %d", stp.name, c.Note, n, src, c.To.Cell)
			}
		}
		for _, e := range stp.events {
			captures += btoi(e.Kind == rules.EventCapture)
			augments += btoi(e.Kind == rules.EventAugment)
		}
		for c := range game.NumCells {
			owner := g.At(game.Cell(c))
			for _, p := range []sprites.Point{b.Center(c), inCellOrCentre(c)} {
				src, ok := v.SourceAt(st, p)
				switch {
				case owner < 0 && ok:
					t.Errorf("%s: SourceAt on the empty %v = %+v", stp.name, game.Cell(c), src)
				case owner >= 0 && owner != st.ToMove() && ok:
					t.Errorf("%s: SourceAt on the opponent's pawn on %v = %+v", stp.name, game.Cell(c), src)
				case owner >= 0 && owner == st.ToMove() && (!ok || src != rules.Place{Cell: c, Piece: -1, Player: owner}):
					t.Errorf("%s: SourceAt on the mover's pawn on %v = %+v, %v", stp.name, game.Cell(c), src, ok)
				}
				if cell, ok := v.TargetAt(st, p); !ok || cell != c {
					t.Errorf("%s: TargetAt on %v = %d, %v", stp.name, game.Cell(c), cell, ok)
				}
			}
		}
		for _, p := range offCells(b) {
			if src, ok := v.SourceAt(st, p); ok {
				t.Errorf("%s: SourceAt off the cells at %v = %+v", stp.name, p, src)
			}
			if cell, ok := v.TargetAt(st, p); ok {
				t.Errorf("%s: TargetAt off the cells at %v = %d", stp.name, p, cell)
			}
		}
	})
	t.Logf("%d moves, %d captures, %d augmentations", moves, captures, augments)
	// The random games must have met the moves that matter.
	if moves < 5000 || captures < 20 || augments < 20 {
		t.Errorf("the random games met %d moves, %d captures, %d augmentations: too few", moves, captures, augments)
	}
}

// btoi returns 1 for true and 0 for false.
func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// inCellOrCentre returns a point of cell c away from its pawn's centre:
// near a corner of a ring cell, or off the middle of the centre disc.
func inCellOrCentre(c int) sprites.Point {
	if c == int(game.C) {
		return polar(centreR*0.8, 100)
	}
	return inCell(game.Cell(c))
}

// offCells returns points that are on no cell: the rim, the plank, the
// trays and their slots.
func offCells(b *Board) []sprites.Point {
	pts := []sprites.Point{{X: 0.02, Y: 0.98}, {X: 0.98, Y: 0.02}, {X: 0.5, Y: 0.01}}
	for k := range 12 {
		pts = append(pts, polar((playR+rimR)/2, float64(k)*30+7))
	}
	for _, p := range []rules.Player{game.White, game.Black} {
		for k := range game.Pawns {
			pts = append(pts, b.LostSlot(p, k))
		}
	}
	return pts
}

// TestPieces checks the pieces of the states of random games: every pawn of
// the game once, with unique IDs, at the cell or tray slot its Place names,
// inside the view, none overlapping another; the Places are the rules'.
func TestPieces(t *testing.T) {
	v := NewView(game.New())
	b := New()
	randomSteps(t, func(stp step) {
		checkPiecesOf(t, stp.name, v, b, stp.before)
	})
	for _, text := range []string{setUp, "W:- B:O3 to=B first=-", "W:C,I0,O5 B:I6,O7 to=W first=B"} {
		s, err := game.Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		checkPiecesOf(t, text, v, b, s)
	}
}

// checkPiecesOf checks the pieces of one state st, named name in the
// messages.
func checkPiecesOf(t *testing.T, name string, v *View, b *Board, st rules.State) {
	t.Helper()
	g := st.(*game.State)
	pieces := v.Pieces(st, nil)
	if len(pieces) != 2*game.Pawns {
		t.Errorf("%s: %d pieces, want %d", name, len(pieces), 2*game.Pawns)
	}
	ids := map[int]bool{}
	lost := [2]int{}
	for i, p := range pieces {
		if ids[p.ID] {
			t.Errorf("%s: two pieces with ID %d", name, p.ID)
		}
		ids[p.ID] = true
		if p.At.X-p.R < -0.05 || p.At.Y-p.R < -0.05 || p.At.X+p.R > 1.05 || p.At.Y+p.R > 1.05 {
			t.Errorf("%s: piece %d at %v (radius %g) leaves the view", name, p.ID, p.At, p.R)
		}
		pl := p.Place
		if pl.Level != 0 || pl.Piece != p.ID || pl.Player != rules.Player(p.ID/game.Pawns) {
			t.Errorf("%s: piece %d has Place %+v", name, p.ID, pl)
		}
		if pl.Cell >= 0 {
			c := game.Cell(pl.Cell)
			if g.At(c) != pl.Player || g.PieceAt(c) != pl.Piece {
				t.Errorf("%s: piece %d says %+v, the rules say owner %d id %d", name, p.ID, pl, g.At(c), g.PieceAt(c))
			}
			if p.At.Sub(b.Center(pl.Cell)).Len() > eps || p.R != b.PieceRadius() || p.Layer != 1 {
				t.Errorf("%s: piece %d on %v at %v radius %g layer %d", name, p.ID, c, p.At, p.R, p.Layer)
			}
		} else {
			if pl.Cell != -1 {
				t.Errorf("%s: piece %d has Place %+v", name, p.ID, pl)
				continue
			}
			found := false
			for k := range g.Lost(pl.Player) {
				found = found || p.At.Sub(b.LostSlot(pl.Player, k)).Len() < eps
			}
			if !found || p.R != b.LostRadius() || p.Layer != 0 {
				t.Errorf("%s: lost piece %d at %v radius %g layer %d: not in a used slot", name, p.ID, p.At, p.R, p.Layer)
			}
			lost[pl.Player]++
		}
		for _, q := range pieces[:i] {
			if d := p.At.Sub(q.At).Len(); d < p.R+q.R {
				t.Errorf("%s: pieces %d at %v and %d at %v overlap", name, p.ID, p.At, q.ID, q.At)
			}
		}
	}
	for _, p := range []rules.Player{game.White, game.Black} {
		if lost[p] != g.Lost(p) {
			t.Errorf("%s: %d lost pieces of player %d, the rules say %d", name, lost[p], p, g.Lost(p))
		}
	}
	for c := range game.NumCells {
		n := 0
		for _, p := range pieces {
			n += btoi(p.Place.Cell == c)
		}
		if want := btoi(g.At(game.Cell(c)) >= 0); n != want {
			t.Errorf("%s: %d pieces on %v, want %d", name, n, game.Cell(c), want)
		}
	}
}

// neighbours reports whether cells a and b touch: along a spoke (I_i and
// O_i, C and I_i), along a ring (X_i and X_{i±1}) or at a corner (O_i and
// I_{i±1}).
func neighbours(a, b game.Cell) bool {
	if a > b {
		a, b = b, a
	}
	apart := func() int {
		d := ((b.Index()-a.Index())%game.Ring + game.Ring) % game.Ring
		return min(d, game.Ring-d)
	}
	switch {
	case a == b:
		return false
	case a == game.C:
		return b.IsInner()
	case a.IsInner() && b.IsOuter():
		return apart() <= 1
	}
	return apart() == 1
}

// pieceAt returns the piece of pieces with the given Place's piece and
// owner.
func pieceAt(pieces []sprites.Piece, id int, owner rules.Player) (sprites.Piece, bool) {
	for _, p := range pieces {
		if p.Place.Piece == id && p.Place.Player == owner {
			return p, true
		}
	}
	return sprites.Piece{}, false
}

// checkMotions checks the motions of one step and returns the cells the
// moving pawn passes, from its origin to where it ends.
func checkMotions(t *testing.T, name string, v *View, stp step) (hop []game.Cell, phases [][]sprites.Motion) {
	t.Helper()
	b := New()
	before, after := v.Pieces(stp.before, nil), v.Pieces(stp.after, nil)
	afterByID := map[int]sprites.Piece{}
	for _, p := range after {
		afterByID[p.ID] = p
	}
	phases = v.Motions(stp.before, stp.after, stp.events)
	phaseOf := map[int]int{}
	for i, ph := range phases {
		if len(ph) == 0 {
			t.Errorf("%s: phase %d is empty", name, i)
		}
		for _, m := range ph {
			if _, dup := phaseOf[m.ID]; dup {
				t.Errorf("%s: piece %d moves twice", name, m.ID)
			}
			phaseOf[m.ID] = i
			end, ok := afterByID[m.ID]
			if !ok {
				t.Errorf("%s: motion of piece %d, not in the state after", name, m.ID)
				continue
			}
			if len(m.Path) == 0 {
				t.Errorf("%s: motion of piece %d has no path", name, m.ID)
				continue
			}
			start, ok := pieceAt(before, end.Place.Piece, end.Place.Player)
			if !ok || start.At.Sub(m.Path[0]).Len() > eps {
				t.Errorf("%s: piece %d starts at %v, but was drawn at %v", name, m.ID, m.Path[0], start.At)
			}
			if m.Kind != sprites.MotionHop {
				continue
			}
			// A hop goes from cell to neighbouring cell, over empty cells,
			// to where the state after puts it.
			hop = hop[:0]
			for _, q := range append(append([]sprites.Point(nil), m.Path...), end.At) {
				c, ok := b.Pick(q)
				if !ok || q.Sub(b.Center(c)).Len() > eps {
					t.Errorf("%s: piece %d hops through %v, no cell's centre", name, m.ID, q)
					break
				}
				if len(hop) > 0 {
					if !neighbours(hop[len(hop)-1], game.Cell(c)) {
						t.Errorf("%s: piece %d hops from %v to %v, not neighbours", name, m.ID, hop[len(hop)-1], game.Cell(c))
					}
					if o := stp.before.(*game.State).At(game.Cell(c)); o >= 0 {
						t.Errorf("%s: piece %d passes over a pawn on %v", name, m.ID, game.Cell(c))
					}
				}
				hop = append(hop, game.Cell(c))
			}
		}
	}
	mover := -1
	for _, e := range stp.events {
		switch e.Kind {
		case rules.EventMove:
			mover = int(e.Piece)
			if ph, ok := phaseOf[mover]; !ok || ph != 0 {
				t.Errorf("%s: the mover %d has no motion in the first phase", name, mover)
			}
		case rules.EventCapture:
			ph, ok := phaseOf[int(e.Piece)]
			if !ok || ph <= phaseOf[mover] {
				t.Errorf("%s: the captured pawn %d does not move after the mover (phase %d, %v)", name, e.Piece, ph, ok)
				continue
			}
			for _, m := range phases[ph] {
				if m.ID == int(e.Piece) && m.Kind != sprites.MotionFly {
					t.Errorf("%s: the captured pawn %d does not fly", name, e.Piece)
				}
			}
		}
	}
	// Every piece whose place changed has a motion.
	for _, p := range after {
		if q, ok := pieceAt(before, p.Place.Piece, p.Place.Player); ok && q.At.Sub(p.At).Len() > eps {
			if _, moves := phaseOf[p.ID]; !moves {
				t.Errorf("%s: piece %d jumps from %v to %v without a motion", name, p.ID, q.At, p.At)
			}
		}
	}
	return hop, phases
}

// TestMotionsOfRandomGames checks the motions of every step of the random
// games.
func TestMotionsOfRandomGames(t *testing.T) {
	v := NewView(game.New())
	randomSteps(t, func(stp step) {
		if stp.after != nil {
			checkMotions(t, stp.name, v, stp)
		}
	})
}

// TestMotions checks the motions of chosen steps: the path of the moving
// pawn, and the pawns captured.
func TestMotions(t *testing.T) {
	const afterFirst = "W:O0,O1,O4,O5 B:O6,O7,O10,O11 to=W first=-"
	tests := []struct {
		name, pos, move string
		hop             []game.Cell // the mover's cells, from its origin to where it ends
		fly             []game.Cell // the cells of the pawns captured
		slides          int         // the lost pawns that change slots
	}{
		{"straight exit", "", "O0-I0", []game.Cell{game.O0, game.I0}, nil, 0},
		{"return", "W:I3,O1,O4,O5 B:O6,O7,O10,O11 to=W first=-", "I3-O3", []game.Cell{game.I3, game.O3}, nil, 0},
		{"diagonal exit", afterFirst, "O5-I6", []game.Cell{game.O5, game.I6}, nil, 0},
		{"diagonal exit, backwards", "W:O0,O4 B:O8 to=W first=-", "O4-I3", []game.Cell{game.O4, game.I3}, nil, 0},
		{"double-diagonal exit", afterFirst, "O1-I3", []game.Cell{game.O1, game.I2, game.I3}, nil, 0},
		{"double-diagonal exit, backwards", afterFirst, "O4-I2", []game.Cell{game.O4, game.I3, game.I2}, nil, 0},
		{"augmented exit", afterFirst, "O0-I1", []game.Cell{game.O0, game.I1, game.I2, game.I3}, nil, 0},
		{"augmented exit, backwards", afterFirst, "O5-I4", []game.Cell{game.O5, game.I4, game.I3, game.I2}, nil, 0},
		{"twice augmented exit", "W:O0,O1,O3 B:O7,O8,O9 to=W first=-", "O0-I1",
			[]game.Cell{game.O0, game.I1, game.I2, game.I3, game.I4, game.I5}, nil, 0},
		{"thrice augmented double-diagonal exit", "W:O0,O2,O4,O6 B:O9 to=W first=-", "O0-I2",
			[]game.Cell{game.O0, game.I1, game.I2, game.I3, game.I4, game.I5, game.I6, game.I7, game.I8}, nil, 0},
		{"capture after an augmentation", "W:O0,O1,O4 B:I4,O8,O9,O10 to=W first=-", "O0-I1",
			[]game.Cell{game.O0, game.I1, game.I2, game.I3}, []game.Cell{game.I4}, 0},
		{"capture, another lost pawn slides", "W:O0,O4,O5 B:I2,O8,O9 to=W first=-", "O0-I1",
			[]game.Cell{game.O0, game.I1}, []game.Cell{game.I2}, 1},
		{"capture by Black, two lost pawns slide", "W:I0,O5 B:O2,O9 to=B first=-", "O2-I1",
			[]game.Cell{game.O2, game.I1}, []game.Cell{game.I0}, 2},
		{"Dejarik move", "", "O0-C", []game.Cell{game.O0, game.I0, game.C}, nil, 0},
		{"inverse Dejarik move", "W:C,O1,O4,O5 B:O6,O7,O10,O11 to=W first=-", "C-O3", []game.Cell{game.C, game.I3, game.O3}, nil, 0},
	}
	v := NewView(game.New())
	b := New()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := game.New()
			if tt.pos != "" {
				var err error
				if before, err = game.Parse(tt.pos); err != nil {
					t.Fatal(err)
				}
			}
			a, err := before.ParseAction(tt.move)
			if err != nil {
				t.Fatal(err)
			}
			after := before.Clone()
			events, err := after.Apply(a, nil)
			if err != nil {
				t.Fatal(err)
			}
			hop, phases := checkMotions(t, tt.move, v, step{before: before, after: after, events: events})
			if fmt.Sprint(hop) != fmt.Sprint(tt.hop) {
				t.Errorf("the mover hops through %v, want %v (events %v)", hop, tt.hop, events)
			}
			if len(phases) == 0 || len(phases[0]) != 1 || phases[0][0].ID != before.PieceAt(tt.hop[0]) {
				t.Fatalf("the first phase does not move the pawn on %v alone: %v", tt.hop[0], phases)
			}
			want := 1 + btoi(len(tt.fly)+tt.slides > 0)
			if len(phases) != want {
				t.Fatalf("%d phases, want %d: %v", len(phases), want, phases)
			}
			if want == 1 {
				return
			}
			flies, slides := 0, 0
			for _, m := range phases[1] {
				switch m.Kind {
				case sprites.MotionFly:
					flies++
					c, _ := b.Pick(m.Path[0])
					if len(m.Path) != 1 || m.ID != before.PieceAt(game.Cell(c)) || !containsCell(tt.fly, game.Cell(c)) {
						t.Errorf("pawn %d flies along %v", m.ID, m.Path)
					}
				case sprites.MotionSlide:
					slides++
					if len(m.Path) != 1 {
						t.Errorf("pawn %d slides along %v", m.ID, m.Path)
					}
				default:
					t.Errorf("pawn %d hops in the second phase", m.ID)
				}
			}
			if flies != len(tt.fly) || slides != tt.slides {
				t.Errorf("%d pawns fly and %d slide, want %d and %d", flies, slides, len(tt.fly), tt.slides)
			}
		})
	}
}

// containsCell reports whether c is one of cells.
func containsCell(cells []game.Cell, c game.Cell) bool {
	for _, d := range cells {
		if d == c {
			return true
		}
	}
	return false
}

// TestPointOf checks PointOf off the cells: a lost pawn's slot, and
// nothing for what is no place.
func TestPointOf(t *testing.T) {
	v := NewView(game.New())
	b := New()
	s := play(t, midGame)
	many, err := game.Parse(setUp)
	if err != nil {
		t.Fatal(err)
	}
	for _, st := range []*game.State{s, many} {
		for _, p := range v.Pieces(st, nil) {
			at, ok := v.PointOf(st, p.Place)
			if !ok || at.Sub(p.At).Len() > eps {
				t.Errorf("%s: PointOf(%+v) = %v, %v; the piece is at %v", st.Key(), p.Place, at, ok, p.At)
			}
		}
	}
	for _, pl := range []rules.Place{{Cell: -1, Piece: -1}, {Cell: -1, Piece: 0}, {Cell: -2}, {Cell: game.NumCells}, {Cell: 300}} {
		if at, ok := v.PointOf(s, pl); ok {
			t.Errorf("PointOf(%+v) = %v", pl, at)
		}
	}
	if at, ok := v.PointOf(s, rules.Place{Cell: int(game.O4)}); !ok || at != b.Center(int(game.O4)) {
		t.Errorf("PointOf(O4) = %v, %v", at, ok)
	}
	over, err := game.Parse("W:O0 B:I0 to=W first=-")
	if err != nil {
		t.Fatal(err)
	}
	if src, ok := v.SourceAt(over, b.Center(int(game.O0))); over.ToMove() >= 0 || ok {
		t.Errorf("a blocked position: to move %d, SourceAt = %+v, %v", over.ToMove(), src, ok)
	}
}

// TestViewPixels draws the mid-game position with the view's DrawPiece at
// the places of Pieces, and the start with the highlights of a cell and of
// a tray slot, and checks the colours: each pawn's body and mark in its
// owner's colours at its place, the cells without pawns their own colour.
func TestViewPixels(t *testing.T) {
	v := NewView(game.New())
	b := New()
	s := play(t, midGame)
	pieces := v.Pieces(s, nil)
	img := spritestest.Render(t, 2*side, side, func(dst *ebiten.Image) {
		for k := range 2 {
			vw := sprites.View{Origin: sprites.Point{X: float64(k * side)}, Size: side}
			sub := dst.SubImage(image.Rect(k*side, 0, (k+1)*side, side)).(*ebiten.Image)
			v.DrawBoard(sub)
			if k == 1 {
				v.Highlight(dst, vw, s, rules.Place{Cell: int(game.I2)})
				v.Highlight(dst, vw, s, rules.Place{Cell: -1, Piece: -1, Player: game.Black})
				continue
			}
			for _, p := range pieces {
				v.DrawPiece(dst, s, p, vw.ToScreen(p.At), p.R*vw.Size, 1)
			}
		}
	})
	pn := panel{img, sprites.View{Size: side}}
	if len(pieces) != 8 || s.Lost(game.White) != 1 || s.Lost(game.Black) != 1 {
		t.Fatalf("the mid-game position is not the one expected: %d pieces\n%v", len(pieces), s)
	}
	for _, p := range pieces {
		st := sprites.DejarikStyles[p.Place.Player]
		other := sprites.DejarikStyles[1-p.Place.Player]
		if got := pn.at(p.At); !near(got, st.Fill, 16) && !near(got, st.Sign, 16) {
			t.Errorf("piece %d of player %d at %v: its centre shows %v", p.ID, p.Place.Player, p.At, got)
		}
		body := p.At.Add(sprites.Point{X: 0.6 * p.R})
		if got := pn.at(body); !near(got, st.Fill, 10) || near(got, other.Fill, 40) {
			t.Errorf("piece %d of player %d at %v: its body shows %v, want %v", p.ID, p.Place.Player, p.At, got, st.Fill)
		}
		outside := p.At.Add(sprites.Point{X: -1.3 * p.R})
		if got := pn.at(outside); near(got, st.Fill, 10) {
			t.Errorf("piece %d of player %d at %v: the pawn reaches %v", p.ID, p.Place.Player, p.At, outside)
		}
	}
	for c := range game.NumCells {
		if s.At(game.Cell(c)) < 0 && c != int(game.C) {
			if got := pn.at(b.Center(c)); !near(got, cellTone(c), 6) {
				t.Errorf("the empty %v shows %v, want %v", game.Cell(c), got, cellTone(c))
			}
		}
	}
	hl := panel{img, sprites.View{Origin: sprites.Point{X: side}, Size: side}}
	want := sprites.Mix(cellTone(int(game.I2)), sprites.Highlight, float64(highlightAlpha)/255)
	if got := hl.at(inCell(game.I2)); !near(got, want, 12) {
		t.Errorf("the highlighted I2 shows %v, want %v", got, want)
	}
	// Black has lost one pawn: the highlight rings the next slot.
	slot := b.LostSlot(game.Black, 1)
	if got := hl.at(slot.Add(sprites.Point{X: lostR * 1.2})); !near(got, sprites.Highlight, 24) {
		t.Errorf("the highlighted slot's ring shows %v, want %v", got, sprites.Highlight)
	}
	if got := hl.at(slot); !near(got, trayTone, 8) {
		t.Errorf("inside the highlighted slot's ring: %v, want the tray %v", got, trayTone)
	}
}

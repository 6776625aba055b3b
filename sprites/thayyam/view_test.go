package thayyam

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/lang"
	"tabula/rules"
	game "tabula/rules/thayyam"
	"tabula/sprites"
	"tabula/sprites/spritestest"
)

// optionSets lists every combination of the game's options.
func optionSets() [][]string {
	var out [][]string
	for _, p := range []string{"2", "3", "4"} {
		for _, tw := range []string{"keep", "split"} {
			out = append(out, []string{"players=" + p, "twins=" + tw})
		}
	}
	return out
}

// start returns the start position for the options.
func start(t testing.TB, opts ...string) *game.State {
	t.Helper()
	g, err := game.Game.Start(opts...)
	if err != nil {
		t.Fatal(err)
	}
	return g.(*game.State)
}

// playout plays a game with options opts, random throws (with their
// weights) and random legal moves from seed, ending a moving phase only
// when nothing else is legal so that the board fills up, for at most steps
// steps; it pairs pieces whenever it can. It calls visit with the state before each step, the action, its
// events and the state after it.
func playout(t testing.TB, opts []string, seed uint64, steps int, visit func(before *game.State, a rules.Action, events []rules.Event, after *game.State)) {
	t.Helper()
	s := start(t, opts...)
	rng := rand.New(rand.NewPCG(seed, 17))
	var buf []rules.Action
	var outs []rules.Outcome
	var events []rules.Event
	for range steps {
		if s.ToMove() == rules.Over {
			return
		}
		var a rules.Action
		if s.ToMove() == rules.Chance {
			outs = s.Outcomes(outs[:0])
			total := 0
			for _, o := range outs {
				total += o.Weight
			}
			n := rng.IntN(total)
			for _, o := range outs {
				if n -= o.Weight; n < 0 {
					a = o.Action
					break
				}
			}
		} else {
			buf = s.Legal(buf[:0])
			if len(buf) > 1 {
				buf = buf[:len(buf)-1] // end is the largest action
			}
			a = buf[rng.IntN(len(buf))]
			// Twins are rare in random games: go for them.
			for _, b := range buf {
				if strings.HasSuffix(s.FormatAction(b), ":pair") || pairable(s, b) {
					a = b
					break
				}
			}
		}
		before := s.Clone().(*game.State)
		var err error
		if events, err = s.Apply(a, events[:0]); err != nil {
			t.Fatal(err)
		}
		visit(before, a, events, s)
	}
}

// pairable reports whether a leaves the mover of s with two single
// pieces on his opposite palace, ready to pair.
func pairable(s *game.State, a rules.Action) bool {
	p := s.ToMove()
	c := s.Clone().(*game.State)
	if _, err := c.Apply(a, nil); err != nil {
		return false
	}
	n := 0
	for i := range 4 {
		if c.Progress(p, i) == 8 && c.Twin(p, i) < 0 {
			n++
		}
	}
	return n >= 2
}

// pieceByID returns the piece of ps with the ID.
func pieceByID(ps []sprites.Piece, id int) (sprites.Piece, bool) {
	for _, p := range ps {
		if p.ID == id {
			return p, true
		}
	}
	return sprites.Piece{}, false
}

// pieceAt returns the piece of ps at place pl (the whole Place).
func pieceAt(ps []sprites.Piece, pl rules.Place) (sprites.Piece, bool) {
	for _, p := range ps {
		if p.Place == pl {
			return p, true
		}
	}
	return sprites.Piece{}, false
}

func nearPt(p, q sprites.Point) bool { return p.Sub(q).Len() < 1e-9 }

// TestEveryMoveByTapping is the key property: in positions of random games
// of every option set, every legal move can be made by tapping its source
// and then its destination, and an empty cell or waiting channel gives no
// source.
func TestEveryMoveByTapping(t *testing.T) {
	kinds := map[string]int{}
	states := 0
	var choices []rules.Choice
	for _, opts := range optionSets() {
		for seed := range uint64(3) {
			v := NewView(start(t, opts...))
			playout(t, opts, seed, 1500, func(_ *game.State, _ rules.Action, _ []rules.Event, st *game.State) {
				if st.ToMove() < 0 {
					checkEmptySources(t, v, st)
					return
				}
				states++
				choices = rules.Choices(st, choices[:0])
				for _, c := range choices {
					if !c.Moves {
						if strings.HasSuffix(c.Note, ":off") {
							kinds["off"]++
							// A bear-off is a button: its goal, the out
							// tray, still answers as the target −1.
							at, ok := v.PointOf(st, rules.Place{Cell: -1, Player: st.ToMove()})
							if cell, ok2 := v.TargetAt(st, v.board.OutArea(game.SeatOf(st.Players(), st.ToMove())).Center()); !ok || !ok2 || cell != -1 {
								t.Fatalf("%v\n%s: out tray target %d, %v (PointOf %v)", st, c.Note, cell, ok2, at)
							}
						}
						continue
					}
					switch {
					case c.From.Cell == -1:
						kinds["in"]++
					case strings.Index(c.Note, ":") == 2:
						kinds["twins"]++
					default:
						kinds["move"]++
					}
					at, ok := v.PointOf(st, c.From)
					if !ok {
						t.Fatalf("%v\n%s: no point for the source %+v", st, c.Note, c.From)
					}
					got, ok := v.SourceAt(st, at)
					if !ok || !sprites.SameSource(got, c.From) {
						t.Fatalf("%v\n%s: SourceAt(%v) = %+v, %v, want %+v", st, c.Note, at, got, ok, c.From)
					}
					at, ok = v.PointOf(st, c.To)
					if !ok {
						t.Fatalf("%v\n%s: no point for the target %+v", st, c.Note, c.To)
					}
					if cell, ok := v.TargetAt(st, at); !ok || cell != c.To.Cell {
						t.Fatalf("%v\n%s: TargetAt(%v) = %d, %v, want %d", st, c.Note, at, cell, ok, c.To.Cell)
					}
				}
				checkEmptySources(t, v, st)
			})
		}
	}
	if states < 1000 || kinds["in"] == 0 || kinds["move"] == 0 || kinds["twins"] == 0 || kinds["off"] == 0 {
		t.Errorf("too few cases: %d states, %v", states, kinds)
	}
}

// checkEmptySources checks that an empty cell, an empty waiting channel and
// an out tray give no source.
func checkEmptySources(t *testing.T, v *View, st *game.State) {
	t.Helper()
	var busy [game.NumCells]bool
	waits := map[rules.Player]bool{}
	for _, u := range v.board.Units(st) {
		if u.Cell >= 0 {
			busy[u.Cell] = true
		}
		if u.Place == game.Waiting {
			waits[u.Player] = true
		}
	}
	for c := range game.NumCells {
		r := v.board.CellRect(c)
		for _, p := range []sprites.Point{r.Center(), r.Min.Add(sprites.Point{X: 0.01, Y: 0.01})} {
			if pl, ok := v.SourceAt(st, p); ok != busy[c] || ok && pl.Cell != c {
				t.Fatalf("%v\ncell %d (busy %v): SourceAt = %+v, %v", st, c, busy[c], pl, ok)
			}
		}
	}
	for p := range rules.Player(st.Players()) {
		seat := game.SeatOf(st.Players(), p)
		pl, ok := v.SourceAt(st, v.board.WaitingArea(seat).Center())
		if ok != waits[p] || ok && (pl.Cell != -1 || pl.Player != p || pl.Piece != -1) {
			t.Fatalf("%v\n%v's waiting channel (waiting: %v): SourceAt = %+v, %v", st, seat, waits[p], pl, ok)
		}
		if pl, ok := v.SourceAt(st, v.board.OutArea(seat).Center()); ok {
			t.Fatalf("%v\n%v's out tray gives the source %+v", st, seat, pl)
		}
	}
}

func TestSourcePrefersMover(t *testing.T) {
	// Play until the mover shares a cell with an enemy piece: the cell
	// gives the mover's place, wherever it is tapped on the cell.
	found := false
	for _, opts := range optionSets() {
		v := NewView(start(t, opts...))
		playout(t, opts, 9, 3000, func(_ *game.State, _ rules.Action, _ []rules.Event, st *game.State) {
			if st.ToMove() < 0 {
				return
			}
			owners := map[int]map[rules.Player]bool{}
			for _, u := range v.board.Units(st) {
				if u.Cell >= 0 {
					if owners[u.Cell] == nil {
						owners[u.Cell] = map[rules.Player]bool{}
					}
					owners[u.Cell][u.Player] = true
				}
			}
			for cell, o := range owners {
				if len(o) < 2 || !o[st.ToMove()] {
					continue
				}
				found = true
				for _, u := range v.board.Units(st) {
					if u.Cell != cell {
						continue
					}
					if pl, ok := v.SourceAt(st, u.At); !ok || pl.Player != st.ToMove() {
						t.Fatalf("%v\ncell %d, on %v's unit: SourceAt = %+v, %v, want the mover %d", st, cell, u.Seat, pl, ok, st.ToMove())
					}
				}
			}
		})
	}
	if !found {
		t.Error("no shared cell met")
	}
}

// TestPieces checks the pieces of random positions: every piece of the
// game, unique IDs, inside the board, in the place the rules give, and the
// units of one cell apart.
func TestPieces(t *testing.T) {
	for _, opts := range optionSets() {
		for seed := range uint64(2) {
			v := NewView(start(t, opts...))
			step := 0
			playout(t, opts, seed+5, 3000, func(_ *game.State, _ rules.Action, _ []rules.Event, st *game.State) {
				if step++; step%5 == 0 {
					checkViewPieces(t, v, st)
				}
			})
		}
	}
}

func checkViewPieces(t *testing.T, v *View, st *game.State) {
	t.Helper()
	ps := v.Pieces(st, nil)
	if len(ps) != 4*st.Players() {
		t.Fatalf("%v\n%d pieces, want %d", st, len(ps), 4*st.Players())
	}
	ids := map[int]bool{}
	for i, p := range ps {
		if ids[p.ID] {
			t.Fatalf("%v\nID %d twice", st, p.ID)
		}
		ids[p.ID] = true
		if p.At.X-p.R < -0.05 || p.At.X+p.R > 1.05 || p.At.Y-p.R < -0.05 || p.At.Y+p.R > 1.05 || p.R <= 0 {
			t.Fatalf("%v\npiece %+v outside the board", st, p)
		}
		pl, piece := p.Place.Player, p.Place.Piece
		seat := game.SeatOf(st.Players(), pl)
		want := -1
		if tt := st.Progress(pl, piece); tt >= 0 && tt <= game.Centre {
			want = game.CellOf(seat, tt)
			if c, ok := v.board.Pick(p.At); !ok || c != want {
				t.Fatalf("%v\npiece %+v drawn on cell %d, want %d", st, p, c, want)
			}
		}
		if p.Place.Cell != want || p.Place.Level != 0 {
			t.Fatalf("%v\npiece %+v: want cell %d", st, p, want)
		}
		mate := st.Twin(pl, piece)
		for _, q := range ps[:i] {
			if q.Place.Player == pl && q.Place.Piece == mate {
				// Twins are a stack, the lower letter on top.
				if top, under := min(piece, mate), max(piece, mate); (piece == top) != (p.Layer > q.Layer) || under == top {
					t.Fatalf("%v\ntwins %+v and %+v: layers %d, %d", st, p, q, p.Layer, q.Layer)
				}
				if !nearPt(p.At.Add(q.At).Scale(0.5), v.board.PieceSlot(st, pl, piece).At) {
					t.Fatalf("%v\ntwins %+v and %+v not around their slot", st, p, q)
				}
				continue
			}
			if p.At.Sub(q.At).Len() < p.R+q.R-1e-9 {
				t.Fatalf("%v\npieces %+v and %+v overlap", st, q, p)
			}
		}
	}
}

// neighbours reports whether two cells share a side.
func neighbours(a, b int) bool {
	ax, ay := game.XY(a)
	bx, by := game.XY(b)
	return max(ax-bx, bx-ax)+max(ay-by, by-ay) == 1
}

// checkMotions checks the motions of a step against the pieces before and
// after it and returns them.
func checkMotions(t *testing.T, v *View, before, after *game.State, events []rules.Event) [][]sprites.Motion {
	t.Helper()
	phases := v.Motions(before, after, events)
	pb, pa := v.Pieces(before, nil), v.Pieces(after, nil)
	seen := map[int]int{} // ID → phase
	for i, ph := range phases {
		if len(ph) == 0 {
			t.Fatalf("%v\nempty phase %d", before, i)
		}
		for _, m := range ph {
			if _, ok := seen[m.ID]; ok {
				t.Fatalf("%v\n%v\npiece %d moves twice", before, events, m.ID)
			}
			seen[m.ID] = i
			a, ok := pieceByID(pa, m.ID)
			if !ok {
				t.Fatalf("%v\nmotion of %d, not a piece after", before, m.ID)
			}
			// The piece that moved is the one with the same player and
			// letter before.
			b, ok := pieceAt(pb, rules.Place{Cell: cellBefore(before, a.Place), Piece: a.Place.Piece, Player: a.Place.Player})
			if !ok || len(m.Path) == 0 || !nearPt(m.Path[0], b.At) {
				t.Fatalf("%v\n%v\nmotion %+v does not start at %+v", before, events, m, b)
			}
			if m.Kind == sprites.MotionHop && b.Place.Cell >= 0 && a.Place.Cell >= 0 {
				path := append(append([]sprites.Point(nil), m.Path...), a.At)
				for k := 1; k < len(path); k++ {
					c0, ok0 := v.board.Pick(path[k-1])
					c1, ok1 := v.board.Pick(path[k])
					if !ok0 || !ok1 || !neighbours(c0, c1) {
						t.Fatalf("%v\n%v\nmotion %+v: leg %d from cell %d to %d", before, events, m, k, c0, c1)
					}
				}
			}
		}
	}
	moverPhase := -1
	for _, e := range events {
		switch e.Kind {
		case rules.EventMove, rules.EventEnter, rules.EventPair, rules.EventFinish:
			ph, ok := seen[pieceID(e.Player, int(e.Piece))]
			if !ok {
				t.Fatalf("%v\n%v\nno motion for %v", before, events, e)
			}
			moverPhase = ph
		}
	}
	for _, e := range events {
		if e.Kind != rules.EventCapture {
			continue
		}
		id := pieceID(e.Player, int(e.Piece))
		ph, ok := seen[id]
		if !ok || ph <= moverPhase {
			t.Fatalf("%v\n%v\ncaptured %d: phase %d (%v), the mover's %d", before, events, id, ph, ok, moverPhase)
		}
		for _, m := range phases[ph] {
			if m.ID == id && m.Kind != sprites.MotionFly {
				t.Fatalf("%v\ncaptured %d does not fly: %+v", before, id, m)
			}
		}
	}
	// A piece drawn elsewhere after the step has a motion.
	for _, a := range pa {
		b, _ := pieceByID(pb, a.ID)
		if _, ok := seen[a.ID]; !ok && !nearPt(a.At, b.At) {
			t.Fatalf("%v\n%v\npiece %+v jumps from %v", before, events, a, b.At)
		}
	}
	return phases
}

// cellBefore returns the cell of the piece named by pl in before.
func cellBefore(before *game.State, pl rules.Place) int {
	tt := before.Progress(pl.Player, pl.Piece)
	if tt < 0 || tt > game.Centre {
		return -1
	}
	return game.CellOf(game.SeatOf(before.Players(), pl.Player), tt)
}

func TestMotionsRandom(t *testing.T) {
	flies := 0
	for _, opts := range optionSets() {
		v := NewView(start(t, opts...))
		playout(t, opts, 3, 3000, func(before *game.State, _ rules.Action, events []rules.Event, after *game.State) {
			for _, ph := range checkMotions(t, v, before, after, events) {
				for _, m := range ph {
					if m.Kind == sprites.MotionFly {
						flies++
					}
				}
			}
			if before.ToMove() == rules.Chance {
				if ms := v.Motions(before, after, events); len(ms) != 0 {
					t.Fatalf("a throw moves %v", ms)
				}
			}
		})
	}
	if flies == 0 {
		t.Error("no capture met")
	}
}

// TestMotionsTable checks the motions of particular steps, the first of
// each kind met in random games.
func TestMotionsTable(t *testing.T) {
	type step struct {
		before, after *game.State
		note          string
		events        []rules.Event
	}
	has := func(events []rules.Event, k rules.EventKind) bool {
		for _, e := range events {
			if e.Kind == k {
				return true
			}
		}
		return false
	}
	tests := []struct {
		name  string
		match func(s step) bool
		check func(t *testing.T, v *View, s step, phases [][]sprites.Motion)
	}{
		{"an entry", func(s step) bool { return s.note == "a:in" || s.note == "b:in" || s.note == "c:in" || s.note == "d:in" },
			func(t *testing.T, v *View, s step, phases [][]sprites.Motion) {
				e := s.events[0]
				seat := game.SeatOf(s.before.Players(), e.Player)
				if len(phases) != 1 || len(phases[0]) != 1 {
					t.Fatalf("phases %+v", phases)
				}
				m := phases[0][0]
				if m.ID != pieceID(e.Player, int(e.Piece)) || m.Kind != sprites.MotionHop || len(m.Path) != 1 ||
					!nearPt(m.Path[0], v.board.WaitingSlot(seat, int(e.Piece)).At) {
					t.Errorf("entry %v: motion %+v", e, m)
				}
				a, _ := pieceByID(v.Pieces(s.after, nil), m.ID)
				if a.Place.Cell != game.Palace(seat) {
					t.Errorf("the entered piece is on %d", a.Place.Cell)
				}
			}},
		{"a combined move", func(s step) bool {
			return len(s.note) > 2 && s.note[1] == ':' && strings.Contains(s.note, "+") && !has(s.events, rules.EventCapture)
		}, func(t *testing.T, v *View, s step, phases [][]sprites.Motion) {
			mv := s.events[len(s.events)-1]
			for _, e := range s.events {
				if e.Kind == rules.EventMove {
					mv = e
				}
			}
			id := pieceID(mv.Player, int(mv.Piece))
			seat := game.SeatOf(s.before.Players(), mv.Player)
			from := s.before.Progress(mv.Player, int(mv.Piece))
			for _, m := range phases[0] {
				if m.ID != id {
					continue
				}
				d := int(mv.Points)
				if m.Kind != sprites.MotionHop || len(m.Path) != d {
					t.Fatalf("%s: motion %+v, want %d points", s.note, m, d)
				}
				for k := 1; k < d; k++ {
					if want := v.board.Center(game.CellOf(seat, from+k)); !nearPt(m.Path[k], want) {
						t.Errorf("%s: point %d at %v, want %v", s.note, k, m.Path[k], want)
					}
					if c, _ := v.board.Pick(m.Path[k]); c == int(mv.To) {
						t.Errorf("%s: lands before the end", s.note)
					}
				}
				return
			}
			t.Errorf("%s: no motion of %d in %+v", s.note, id, phases)
		}},
		{"twins moving half", func(s step) bool {
			return strings.Index(s.note, ":") == 2 && !strings.HasSuffix(s.note, ":in") && !strings.HasSuffix(s.note, ":pair") && moveLength(s.events) >= 3
		}, func(t *testing.T, v *View, s step, phases [][]sprites.Motion) {
			var mv rules.Event
			for _, e := range s.events {
				if e.Kind == rules.EventMove {
					mv = e
				}
			}
			top, under := pieceID(mv.Player, int(mv.Piece)), pieceID(mv.Player, int(mv.Value))
			var mt, mu *sprites.Motion
			for i := range phases[0] {
				switch phases[0][i].ID {
				case top:
					mt = &phases[0][i]
				case under:
					mu = &phases[0][i]
				}
			}
			if mt == nil || mu == nil {
				t.Fatalf("%s: twins' motions %+v", s.note, phases)
			}
			d := int(mv.Points) / 2
			if len(mt.Path) != d || len(mu.Path) != d {
				t.Fatalf("%s: paths of %d and %d points, want %d (half of %d)", s.note, len(mt.Path), len(mu.Path), d, mv.Points)
			}
			for k := range d {
				if gap := mu.Path[k].Sub(mt.Path[k]); gap.X != 0 || gap.Y <= 0 {
					t.Errorf("%s: point %d: the twins are %v apart", s.note, k, gap)
				}
			}
		}},
		{"a capture of singles", func(s step) bool {
			return has(s.events, rules.EventCapture) && strings.Index(s.note, ":") == 1
		}, func(t *testing.T, v *View, s step, phases [][]sprites.Motion) {
			if len(phases) != 2 {
				t.Fatalf("%s: %d phases", s.note, len(phases))
			}
			for _, e := range s.events {
				if e.Kind != rules.EventCapture {
					continue
				}
				id := pieceID(e.Player, int(e.Piece))
				m, ok := motionOf(phases[1], id)
				seat := game.SeatOf(s.before.Players(), e.Player)
				if !ok || m.Kind != sprites.MotionFly || len(m.Path) != 1 {
					t.Fatalf("%s: captured %v: motion %+v", s.note, e, m)
				}
				if c, _ := v.board.Pick(m.Path[0]); c != int(e.From) {
					t.Errorf("%s: the captured piece flies from cell %d, not %d", s.note, c, e.From)
				}
				if a, _ := pieceByID(v.Pieces(s.after, nil), id); !nearPt(a.At, v.board.WaitingSlot(seat, int(e.Piece)).At) {
					t.Errorf("%s: the captured piece ends at %v", s.note, a.At)
				}
			}
		}},
		{"a pairing", func(s step) bool { return strings.HasSuffix(s.note, ":pair") }, func(t *testing.T, v *View, s step, phases [][]sprites.Motion) {
			e := s.events[0]
			for _, piece := range []int{int(e.Piece), int(e.Value)} {
				m, ok := motionOf(phases[0], pieceID(e.Player, piece))
				b, _ := pieceByID(v.Pieces(s.before, nil), pieceID(e.Player, piece))
				if !ok || m.Kind != sprites.MotionSlide || len(m.Path) != 1 || !nearPt(m.Path[0], b.At) {
					t.Errorf("%s: motion of %c: %+v", s.note, 'a'+piece, m)
				}
			}
		}},
		{"a bear-off", func(s step) bool { return strings.HasSuffix(s.note, ":off") }, func(t *testing.T, v *View, s step, phases [][]sprites.Motion) {
			e := s.events[0]
			m, ok := motionOf(phases[0], pieceID(e.Player, int(e.Piece)))
			if !ok || m.Kind != sprites.MotionHop || len(m.Path) != 1 {
				t.Fatalf("%s: motion %+v", s.note, m)
			}
			if c, _ := v.board.Pick(m.Path[0]); c != game.Cell(2, 2) {
				t.Errorf("%s: starts on cell %d", s.note, c)
			}
			a, _ := pieceByID(v.Pieces(s.after, nil), m.ID)
			if !nearPt(a.At, v.board.OutSlot(game.SeatOf(s.after.Players(), e.Player), int(e.Piece)).At) {
				t.Errorf("%s: ends at %v", s.note, a.At)
			}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for i := range 4 * len(optionSets()) {
				opts := optionSets()[i%len(optionSets())]
				v := NewView(start(t, opts...))
				var found *step
				playout(t, opts, uint64(i), 5000, func(before *game.State, a rules.Action, events []rules.Event, after *game.State) {
					if found != nil || before.ToMove() < 0 {
						return
					}
					s := step{before, after.Clone().(*game.State), before.FormatAction(a), append([]rules.Event(nil), events...)}
					if tt.match(s) {
						found = &s
					}
				})
				if found == nil {
					continue
				}
				phases := checkMotions(t, v, found.before, found.after, found.events)
				if len(phases) == 0 {
					t.Fatalf("%s: no motion", found.note)
				}
				tt.check(t, v, *found, phases)
				return
			}
			t.Fatal("no such step met")
		})
	}
}

// moveLength returns the number of hops of the move among events.
func moveLength(events []rules.Event) int {
	n := 0
	for _, e := range events {
		if e.Kind == rules.EventHop {
			n++
		}
	}
	return n
}

// motionOf returns the motion of a piece in a phase.
func motionOf(ph []sprites.Motion, id int) (sprites.Motion, bool) {
	for _, m := range ph {
		if m.ID == id {
			return m, true
		}
	}
	return sprites.Motion{}, false
}

// TestViewPixels draws the mid-game position through the view, as the play
// screen does, and checks each pawn's colour at its place, the lower twin
// below the upper one, and a highlight.
func TestViewPixels(t *testing.T) {
	st := midgame(t)
	v := NewView(st)
	ps := v.Pieces(st, nil)
	hl := game.Cell(1, 1)
	img := spritestest.Render(t, side, side, func(dst *ebiten.Image) {
		v.DrawBoard(dst)
		v.Highlight(dst, view, st, rules.Place{Cell: hl})
		for _, p := range ps {
			v.DrawPiece(dst, st, p, view.ToScreen(p.At), p.R*view.Size, 1)
		}
	})
	twins := 0
	for _, p := range ps {
		s := StyleOf(game.SeatOf(st.Players(), p.Place.Player))
		if got := at(img, view, p.At); !near(got, s.Fill, 24) && !near(got, s.Sign, 24) && !near(got, s.Edge, 24) {
			t.Errorf("piece %+v shows %v, not %s", p, got, s.Name)
		}
		if p.Layer == 0 {
			twins++
			if got := at(img, view, p.At.Add(sprites.Point{Y: 0.6 * p.R})); !near(got, s.Fill, 24) {
				t.Errorf("the lower twin %+v shows %v below its mate, not %s", p, got, s.Name)
			}
		}
	}
	if twins == 0 {
		t.Error("no twins in the mid-game position")
	}
	if got := at(img, view, v.board.CellRect(hl).Min.Add(sprites.Point{X: 0.07 * cellSize, Y: 0.5 * cellSize})); !near(got, sprites.Highlight, 24) {
		t.Errorf("the highlight shows %v", got)
	}
}

func TestCaption(t *testing.T) {
	script := func(opts []string, moves ...string) *game.State {
		s := start(t, opts...)
		for _, m := range moves {
			a, err := s.ParseAction(m)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := s.Apply(a, nil); err != nil {
				t.Fatalf("%s: %v", m, err)
			}
		}
		return s
	}
	v := NewView(start(t))
	tests := []struct {
		name string
		st   rules.State
		want string
	}{
		{"start", script(nil), "Throws: none"},
		{"a series going on", script(nil, "throw 1", "throw 0", "throw 4"), "Throws: 8, 4, 1"},
		{"a void throw", script(nil, "throw 4"), "Throws: none"},
		{"the pool to play", script(nil, "throw 1", "throw 1", "throw 2"), "Throws: 2, 1, 1"},
		{"after an entry", script(nil, "throw 1", "throw 1", "throw 2", "a:in"), "Throws: 2, 1"},
		{"not a Thayyam state", nil, ""},
	}
	// A bonus series owed and a game over, met in a random game.
	var owed, over *game.State
	playout(t, []string{"players=2"}, 4, 100000, func(_ *game.State, _ rules.Action, _ []rules.Event, st *game.State) {
		if owed == nil && st.Owed() > 0 && len(st.Pool(nil)) > 0 {
			owed = st.Clone().(*game.State)
		}
		if st.ToMove() == rules.Over {
			over = st.Clone().(*game.State)
		}
	})
	if owed == nil || over == nil {
		t.Fatal("no bonus series or no end met")
	}
	want := "Throws: "
	for i, n := range owed.Pool(nil) {
		if i > 0 {
			want += ", "
		}
		want += string(rune('0' + n))
	}
	want += "; bonus series owed: " + string(rune('0'+owed.Owed()))
	tests = append(tests, struct {
		name string
		st   rules.State
		want string
	}{"a bonus series owed", owed, want}, struct {
		name string
		st   rules.State
		want string
	}{"game over", over, ""})
	for _, tt := range tests {
		if got := v.Caption(lang.English, tt.st, nil); got != tt.want {
			t.Errorf("%s: Caption = %q, want %q", tt.name, got, tt.want)
		}
	}
}

func TestNewView(t *testing.T) {
	for _, n := range []int{2, 3, 4} {
		v := NewView(start(t, "players="+string(rune('0'+n))))
		if v.Board().Players() != n {
			t.Errorf("%d players: board for %d", n, v.Board().Players())
		}
	}
	if v := NewView(nil); v.Board().Players() != 2 {
		t.Errorf("no state: board for %d", v.Board().Players())
	}
}

// TestPointOfMovedPiece checks where the play screen rings the last move:
// PointOf the move's source in the position before it, and of its
// destination in the position after it, is the middle of the unit that
// moved, also when another unit of its player shares the cell: the old
// PointOf gave that other unit, ringing a piece that had not moved.
func TestPointOfMovedPiece(t *testing.T) {
	shared := 0
	var choices []rules.Choice
	for _, opts := range optionSets() {
		v := NewView(start(t, opts...))
		for seed := range uint64(3) {
			playout(t, opts, seed, 3000, func(before *game.State, a rules.Action, _ []rules.Event, after *game.State) {
				if before.ToMove() < 0 {
					return
				}
				choices = rules.Choices(before, choices[:0])
				for _, c := range choices {
					if c.Action != a || !c.Moves {
						continue
					}
					for _, end := range []struct {
						name string
						st   *game.State
						pl   rules.Place
					}{{"source", before, c.From}, {"destination", after, c.To}} {
						want := v.board.PieceSlot(end.st, end.pl.Player, end.pl.Piece).At
						if got, ok := v.PointOf(end.st, end.pl); !ok || !nearPt(got, want) {
							t.Fatalf("%v\n%s: PointOf its %s %+v = %v, %v; the unit that moved is at %v", end.st, c.Note, end.name, end.pl, got, ok, want)
						}
					}
					if v.ownUnitsOn(after, c.To.Cell, c.To.Player) > 1 {
						shared++
					}
				}
			})
		}
	}
	if shared == 0 {
		t.Error("no move onto a cell with another unit of the mover")
	}
}

// ownUnitsOn counts the units of player p on cell in st.
func (v *View) ownUnitsOn(st *game.State, cell int, p rules.Player) int {
	n := 0
	for _, u := range v.board.Units(st) {
		if cell >= 0 && u.Cell == cell && u.Player == p {
			n++
		}
	}
	return n
}

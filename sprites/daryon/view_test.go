package daryon_test

import (
	"fmt"
	"image/color"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tabula/lang"
	"tabula/rules"
	"tabula/rules/daryon"
	"tabula/sprites"
	board "tabula/sprites/daryon"
	"tabula/sprites/spritestest"
)

// optionSets lists every combination of the game's options.
func optionSets() [][]string {
	var out [][]string
	for _, p := range []string{"2", "3", "4"} {
		for _, e := range []string{"one", "multi"} {
			for _, c := range []string{"pawn", "player"} {
				for _, g := range []string{"off", "on"} {
					out = append(out, []string{"players=" + p, "exits=" + e, "credit=" + c, "grey=" + g})
				}
			}
		}
	}
	return out
}

// start returns the start position for the options.
func start(t testing.TB, opts ...string) *daryon.State {
	t.Helper()
	g, err := daryon.Game.Start(opts...)
	if err != nil {
		t.Fatal(err)
	}
	return g.(*daryon.State)
}

// playout plays a game with options opts, random throws (with their
// weights) and random legal moves from seed, for at most steps steps, and
// calls visit with the state before each step, its events and the state
// after it.
func playout(t testing.TB, opts []string, seed uint64, steps int, visit func(before *daryon.State, events []rules.Event, after *daryon.State)) {
	t.Helper()
	s := start(t, opts...)
	rng := rand.New(rand.NewPCG(seed, 11))
	var buf []rules.Action
	var outs []rules.Outcome
	var events []rules.Event
	for range steps {
		if s.Result().Status != rules.Ongoing {
			return
		}
		var a rules.Action
		if s.ToMove() == rules.Chance {
			outs = s.Outcomes(outs[:0])
			n := rng.IntN(64)
			for _, o := range outs {
				if n -= o.Weight; n < 0 {
					a = o.Action
					break
				}
			}
		} else {
			buf = s.Legal(buf[:0])
			a = buf[rng.IntN(len(buf))]
		}
		before := s.Clone().(*daryon.State)
		var err error
		if events, err = s.Apply(a, events[:0]); err != nil {
			t.Fatal(err)
		}
		visit(before, events, s)
	}
}

// pieceAt returns the piece of ps at place pl (the whole Place, Piece
// included).
func pieceAt(ps []sprites.Piece, pl rules.Place) (sprites.Piece, bool) {
	for _, p := range ps {
		if p.Place == pl {
			return p, true
		}
	}
	return sprites.Piece{}, false
}

// TestEveryMoveByTapping is the key property: in positions of random games
// of every option set, every legal move can be made by tapping its source
// and then its destination, and an empty cell or home gives no source.
func TestEveryMoveByTapping(t *testing.T) {
	kinds := map[string]int{}
	states := 0
	for _, opts := range optionSets() {
		for seed := range uint64(3) {
			st0 := start(t, opts...)
			v := board.NewView(st0)
			b := v.Board()
			playout(t, opts, seed, 1500, func(_ *daryon.State, _ []rules.Event, st *daryon.State) {
				name := fmt.Sprintf("%v seed %d, %q", opts, seed, st.Key())
				for _, c := range rules.Choices(st, nil) {
					if !c.Moves {
						continue
					}
					switch {
					case c.From.Cell == int(daryon.Centre):
						kinds["exit"]++
					case c.To.Cell == int(daryon.Centre):
						kinds["finish"]++
					default:
						kinds["move"]++
					}
					at, ok := v.PointOf(st, c.From)
					if !ok {
						t.Fatalf("%s: %s: no point for the source %+v", name, c.Note, c.From)
					}
					src, ok := v.SourceAt(st, at)
					if !ok || !sprites.SameSource(src, c.From) {
						t.Fatalf("%s: %s: tapping %v picks %+v %v, want %+v", name, c.Note, at, src, ok, c.From)
					}
					at, ok = v.PointOf(st, c.To)
					if !ok {
						t.Fatalf("%s: %s: no point for the destination %+v", name, c.Note, c.To)
					}
					if cell, ok := v.TargetAt(st, at); !ok || cell != c.To.Cell {
						t.Fatalf("%s: %s: tapping %v targets %d %v, want %d", name, c.Note, at, cell, ok, c.To.Cell)
					}
				}
				// Empty cells and homes without waiting pawns give no source;
				// every pawn on the board gives its own cell and owner (in one
				// position of three, for time).
				if states++; states%3 != 0 {
					return
				}
				var occupied [daryon.Size * daryon.Size]bool
				for seat := range st.Players() {
					for pawn := range daryon.Pawns {
						occupied[st.PawnCell(seat, pawn)] = true
					}
				}
				for _, cell := range b.Cells() {
					if cell == int(daryon.Centre) || occupied[cell] {
						continue
					}
					for _, at := range []sprites.Point{b.Center(cell), boardPoint(b, cell, 0.3, 0.7), boardPoint(b, cell, 0.7, 0.3)} {
						if !sprites.InPolygon(at, b.Outline(cell)) {
							continue
						}
						if src, ok := v.SourceAt(st, at); ok {
							t.Fatalf("%s: the empty cell %d gives the source %+v", name, cell, src)
						}
					}
				}
				for d := range daryon.Side(4) {
					waiting := false
					for seat := range st.Players() {
						for pawn := range daryon.Pawns {
							waiting = waiting || st.Side(seat) == d && st.Progress(seat, pawn) == daryon.TStart
						}
					}
					src, ok := v.SourceAt(st, centroid(b.HomeOutline(d)))
					if ok != waiting || ok && (src.Cell != int(daryon.Centre) || st.Side(int(src.Player)) != d) {
						t.Fatalf("%s: home %c (waiting %v) gives %+v %v", name, d.Letter(), waiting, src, ok)
					}
				}
				for _, p := range v.Pieces(st, nil) {
					if p.Place.Cell == int(daryon.Centre) {
						continue
					}
					want := rules.Place{Cell: p.Place.Cell, Player: p.Place.Player, Piece: -1}
					if src, ok := v.SourceAt(st, p.At); !ok || src != want {
						t.Fatalf("%s: tapping the pawn %+v picks %+v %v", name, p.Place, src, ok)
					}
				}
			})
		}
	}
	for _, k := range []string{"exit", "move", "finish"} {
		if kinds[k] < 20 {
			t.Errorf("only %d choices of kind %s were checked", kinds[k], k)
		}
	}
	t.Logf("choices checked in %d positions: %v", states, kinds)
}

// TestSourceAtOff: the frame, the quadrants, the homes of sides nobody
// plays and the outside give no source and no target.
func TestSourceAtOff(t *testing.T) {
	st := start(t, "players=2")
	v := board.NewView(st)
	b := v.Board()
	pts := []sprites.Point{{X: 0.26, Y: 0.26}, {X: 0.74, Y: 0.74}, {X: 0.01, Y: 0.5}, {X: -0.2, Y: 0.5}, {X: 1.3, Y: 1.3},
		centroid(b.HomeOutline(daryon.West)), centroid(b.HomeOutline(daryon.East))}
	for _, p := range pts {
		if src, ok := v.SourceAt(st, p); ok {
			t.Errorf("SourceAt(%v) = %+v", p, src)
		}
	}
	for _, p := range pts[:5] {
		if c, ok := v.TargetAt(st, p); ok {
			t.Errorf("TargetAt(%v) = %d", p, c)
		}
	}
	// The homes are a target only for the seat that acts: S throws first.
	if c, ok := v.TargetAt(st, centroid(b.HomeOutline(daryon.South))); !ok || c != int(daryon.Centre) {
		t.Errorf("S's home targets %d %v at S's turn", c, ok)
	}
	if c, ok := v.TargetAt(st, centroid(b.HomeOutline(daryon.North))); ok {
		t.Errorf("N's home targets %d at S's turn", c)
	}
	// S's waiting pawns are a source at the start, N's too (no move of
	// theirs matches, but the tap names them).
	for _, d := range []daryon.Side{daryon.South, daryon.North} {
		src, ok := v.SourceAt(st, centroid(b.HomeOutline(d)))
		if !ok || src.Cell != int(daryon.Centre) || src.Piece != -1 || st.Side(int(src.Player)) != d {
			t.Errorf("home %c gives %+v %v", d.Letter(), src, ok)
		}
	}
	if _, ok := v.PointOf(st, rules.Place{Cell: 2*9 + 2, Player: 0}); ok {
		t.Errorf("a square of a quadrant has a point")
	}
	if _, ok := v.PointOf(st, rules.Place{Cell: int(daryon.Loop[3]), Player: 2}); ok {
		t.Errorf("a seat of no player has a point")
	}
}

// TestPieces: in positions of random games, every pawn of the game is
// there once, where the rules put it, inside the board, without overlaps.
func TestPieces(t *testing.T) {
	checked := 0
	for _, opts := range optionSets() {
		v := board.NewView(start(t, opts...))
		n := 0
		playout(t, opts, 5, 600, func(_ *daryon.State, _ []rules.Event, st *daryon.State) {
			if n++; n%7 != 0 {
				return
			}
			checked++
			ps := v.Pieces(st, nil)
			name := fmt.Sprintf("%v %q", opts, st.Key())
			if len(ps) != st.Players()*daryon.Pawns {
				t.Fatalf("%s: %d pieces", name, len(ps))
			}
			seen := map[int]bool{}
			for i, p := range ps {
				seat, pawn := int(p.Place.Player), p.Place.Piece
				if seen[p.ID] {
					t.Fatalf("%s: ID %d twice", name, p.ID)
				}
				seen[p.ID] = true
				if seat < 0 || seat >= st.Players() || pawn < 0 || pawn >= daryon.Pawns || p.Place.Level != 0 {
					t.Fatalf("%s: piece %+v names no pawn", name, p)
				}
				if p.Place.Cell != int(st.PawnCell(seat, pawn)) {
					t.Errorf("%s: seat %d pawn %c on cell %d, the rules say %d", name, seat, 'a'+pawn, p.Place.Cell, st.PawnCell(seat, pawn))
				}
				if p.At.X < -0.05 || p.At.X > 1.05 || p.At.Y < -0.05 || p.At.Y > 1.05 || p.R <= 0 || p.R > 0.05 {
					t.Errorf("%s: piece %+v off the view", name, p)
				}
				home := p.Place.Cell == int(daryon.Centre)
				if (p.Layer == 0) != home {
					t.Errorf("%s: piece %+v on layer %d", name, p.Place, p.Layer)
				}
				for _, q := range ps[:i] {
					if d := p.At.Sub(q.At).Len(); d < p.R+q.R {
						t.Errorf("%s: pieces %+v and %+v overlap", name, p.Place, q.Place)
					}
				}
			}
			// The same pawns again, the same IDs: IDs follow the pawns.
			for _, p := range v.Pieces(st.Clone(), nil) {
				if q, ok := pieceAt(ps, p.Place); !ok || q.ID != p.ID {
					t.Fatalf("%s: piece %+v has another ID in a clone", name, p.Place)
				}
			}
		})
	}
	if checked < 500 {
		t.Errorf("only %d positions checked", checked)
	}
	t.Logf("%d positions checked", checked)
}

// neighbours reports whether two cells are next to each other on the
// pawns' paths: along the loop, along a corridor, between a corridor and
// its junction or its home.
func neighbours(a, b int) bool {
	for i := range daryon.LoopLen {
		x, y := int(daryon.Loop[i]), int(daryon.Loop[(i+1)%daryon.LoopLen])
		if a == x && b == y || a == y && b == x {
			return true
		}
	}
	for d, cor := range daryon.Corridors {
		chain := []int{int(daryon.Centre), int(cor[0]), int(cor[1]), int(cor[2]), int(daryon.Loop[8*d])}
		for k := range len(chain) - 1 {
			if a == chain[k] && b == chain[k+1] || a == chain[k+1] && b == chain[k] {
				return true
			}
		}
	}
	return false
}

// near reports whether two points are within 1e-9.
func nearPt(p, q sprites.Point) bool { return p.Sub(q).Len() < 1e-9 }

// checkMotions checks the motions of one step against its events: one
// motion per pawn that moves, each naming the pawn's ID in after and
// starting where before drew it, a move's hops through neighbouring cells,
// one per point, and the captured pawns flying in a later phase. It
// returns the motions.
func checkMotions(t *testing.T, v *board.View, name string, before, after *daryon.State, events []rules.Event) [][]sprites.Motion {
	t.Helper()
	b := v.Board()
	phases := v.Motions(before, after, events)
	pb, pa := v.Pieces(before, nil), v.Pieces(after, nil)
	type found struct {
		m     sprites.Motion
		phase int
	}
	byID := map[int]found{}
	total := 0
	for i, ph := range phases {
		if len(ph) == 0 {
			t.Errorf("%s: phase %d is empty", name, i)
		}
		for _, m := range ph {
			total++
			if _, ok := byID[m.ID]; ok {
				t.Errorf("%s: ID %d moves twice", name, m.ID)
			}
			byID[m.ID] = found{m, i}
			if !slices.ContainsFunc(pa, func(p sprites.Piece) bool { return p.ID == m.ID }) {
				t.Errorf("%s: motion of ID %d, not a piece after the step", name, m.ID)
			}
			if len(m.Path) == 0 {
				t.Errorf("%s: motion of ID %d has no path", name, m.ID)
			}
		}
	}
	cellOf := func(p sprites.Point) int {
		c, ok := b.Pick(p)
		if !ok {
			t.Errorf("%s: the point %v of a path is on no cell", name, p)
		}
		return c
	}
	// expect checks the motion of the pawn that went from place src to place
	// dst, of kind k; it returns the motion, its phase and where it lands.
	expect := func(src, dst rules.Place, k sprites.MotionKind) (sprites.Motion, int, sprites.Point) {
		was, ok1 := pieceAt(pb, src)
		now, ok2 := pieceAt(pa, dst)
		if !ok1 || !ok2 {
			t.Fatalf("%s: no piece at %+v before (%v) or at %+v after (%v)", name, src, ok1, dst, ok2)
		}
		f, ok := byID[now.ID]
		if !ok {
			t.Fatalf("%s: the pawn from %+v to %+v (ID %d) has no motion", name, src, dst, now.ID)
		}
		if f.m.Kind != k || len(f.m.Path) == 0 || !nearPt(f.m.Path[0], was.At) {
			t.Errorf("%s: the motion %+v of the pawn from %+v starts off its place %v or is not of kind %d", name, f.m, src, was.At, k)
		}
		return f.m, f.phase, now.At
	}
	want, movePhase, exitPhase := 0, -1, -1
	var hops []int
	for _, e := range events {
		if e.Kind == rules.EventHop {
			hops = append(hops, int(e.To))
		}
	}
	for _, e := range events {
		pl := func(cell int8, seat rules.Player) rules.Place {
			return rules.Place{Cell: int(cell), Piece: int(e.Piece), Player: seat}
		}
		switch e.Kind {
		case rules.EventEnter:
			want++
			m, ph, end := expect(pl(e.From, e.Player), pl(e.To, e.Player), sprites.MotionHop)
			if exitPhase >= 0 && ph != exitPhase {
				t.Errorf("%s: the pawns of one exit leave in phases %d and %d", name, exitPhase, ph)
			}
			exitPhase = ph
			if len(m.Path) != 1 || !neighbours(cellOf(m.Path[0]), cellOf(end)) {
				t.Errorf("%s: the exit's hop %v → %v is not one hop to a neighbour", name, m.Path, end)
			}
		case rules.EventMove:
			want++
			to := e.To
			if after.Progress(int(e.Player), int(e.Piece)) == daryon.THome {
				to = int8(daryon.Centre)
			}
			m, ph, end := expect(pl(e.From, e.Player), pl(to, e.Player), sprites.MotionHop)
			movePhase = ph
			path := append(slices.Clone(m.Path), end)
			if len(path)-1 != int(e.Value) {
				t.Errorf("%s: a move of %d points in %d hops", name, e.Value, len(path)-1)
			}
			var cells []int
			for i, p := range path {
				cells = append(cells, cellOf(p))
				if i > 0 && !neighbours(cells[i-1], cells[i]) {
					t.Errorf("%s: a hop from cell %d to cell %d", name, cells[i-1], cells[i])
				}
				if i > 0 && i < len(path)-1 && !nearPt(p, b.Center(cells[i])) {
					t.Errorf("%s: the hop %d lands off the centre of cell %d", name, i, cells[i])
				}
			}
			if !slices.Equal(cells[1:], hops) {
				t.Errorf("%s: the pawn passes the cells %v, the rules say %v", name, cells[1:], hops)
			}
		case rules.EventCapture:
			want++
			m, ph, end := expect(pl(e.From, e.Player), pl(e.To, e.Player), sprites.MotionFly)
			if movePhase < 0 || ph <= movePhase {
				t.Errorf("%s: the captured pawn flies in phase %d, the move is in phase %d", name, ph, movePhase)
			}
			if len(m.Path) != 1 || cellOf(end) != int(daryon.Centre) {
				t.Errorf("%s: the captured pawn flies along %v to %v", name, m.Path, end)
			}
		}
	}
	if total != want {
		t.Errorf("%s: %d motions for %d pawns moving", name, total, want)
	}
	return phases
}

// TestMotionsRandom checks the motions of every step of random games.
func TestMotionsRandom(t *testing.T) {
	kinds := map[rules.EventKind]int{}
	for _, opts := range optionSets() {
		v := board.NewView(start(t, opts...))
		for seed := range uint64(2) {
			playout(t, opts, 100+seed, 1500, func(before *daryon.State, events []rules.Event, after *daryon.State) {
				for _, e := range events {
					kinds[e.Kind]++
				}
				checkMotions(t, v, fmt.Sprintf("%v %q %v", opts, before.Key(), events), before, after, events)
			})
		}
	}
	for _, k := range []rules.EventKind{rules.EventEnter, rules.EventMove, rules.EventCapture, rules.EventFinish} {
		if kinds[k] < 20 {
			t.Errorf("only %d events %v were seen", kinds[k], k)
		}
	}
}

// script plays moves in notation from the start for opts.
func script(t *testing.T, opts []string, moves ...string) *daryon.State {
	t.Helper()
	s := start(t, opts...)
	for _, m := range moves {
		a, err := s.ParseAction(m)
		if err == nil {
			_, err = s.Apply(a, nil)
		}
		if err != nil {
			t.Fatalf("%v: %s: %v", moves, m, err)
		}
	}
	return s
}

// The scripted positions of the table tests (two players, S and N; the
// pawn a of S is ID 0, a of N is ID 3).
var (
	// S's a on its junction L0 (t = 4).
	sOnJunction = []string{"throw 1", "out", "throw 3", "a"}
	// S's a on L12 (t = 16), N's a on L18 (t = 6).
	sBehindN = append(slices.Clone(sOnJunction), "throw 1", "out", "throw 3", "a", "throw 6", "a", "throw 2", "a")
	// S's a on L30 (t = 34) with credit after sending N's a home.
	sNearHome = append(slices.Clone(sBehindN), "throw 0", "a", "throw 2", "pass", "throw 6", "a", "throw 2", "pass")
	// S's a on L24 (t = 28), without credit.
	sNoCredit = append(slices.Clone(sOnJunction), "throw 2", "pass", "throw 6", "a", "throw 2", "pass", "throw 6", "a", "throw 2", "pass")
)

// TestMotionsTable checks the motions of chosen steps exactly.
func TestMotionsTable(t *testing.T) {
	loop := func(i int) int { return int(daryon.Loop[i]) }
	south := daryon.Corridors[daryon.South]
	for _, tt := range []struct {
		name   string
		opts   []string
		moves  []string
		step   string
		phases [][]int // the IDs moving in each phase
		kinds  []sprites.MotionKind
		cells  []int // the cells of the first phase's first path
		last   int   // the cell it lands on
		check  func(t *testing.T, after *daryon.State)
	}{
		{
			name: "an exit on a 1", moves: []string{"throw 1"}, step: "out",
			phases: [][]int{{0}}, kinds: []sprites.MotionKind{sprites.MotionHop},
			cells: []int{int(daryon.Centre)}, last: int(south[0]),
		},
		{
			name: "three pawns leave on a 6 with exits=multi", opts: []string{"exits=multi"}, moves: []string{"throw 0"}, step: "out",
			phases: [][]int{{0, 1, 2}}, kinds: []sprites.MotionKind{sprites.MotionHop},
			cells: []int{int(daryon.Centre)}, last: int(south[0]),
		},
		{
			name: "a move of 3 along the loop", moves: append(slices.Clone(sOnJunction), "throw 2", "pass", "throw 3"), step: "a",
			phases: [][]int{{0}}, kinds: []sprites.MotionKind{sprites.MotionHop},
			cells: []int{loop(0), loop(1), loop(2)}, last: loop(3),
		},
		{
			name: "a capture: N's pawn flies home", moves: append(slices.Clone(sBehindN), "throw 0"), step: "a",
			phases: [][]int{{0}, {3}}, kinds: []sprites.MotionKind{sprites.MotionHop, sprites.MotionFly},
			cells: []int{loop(12), loop(13), loop(14), loop(15), loop(16), loop(17)}, last: loop(18),
			check: func(t *testing.T, after *daryon.State) {
				if after.Progress(1, 0) != daryon.TStart || !after.MayGoHome(0, 0) {
					t.Errorf("no capture: %q", after.Key())
				}
			},
		},
		{
			name: "two pawns sent home at once", moves: append(slices.Clone(sOnJunction), "throw 1", "out", "throw 1", "out", "throw 3", "a", "throw 6", "a", "throw 3", "b", "throw 4"), step: "a",
			phases: [][]int{{0}, {3, 4}}, kinds: []sprites.MotionKind{sprites.MotionHop, sprites.MotionFly},
			cells: []int{loop(12), loop(13), loop(14), loop(15)}, last: loop(16),
			check: func(t *testing.T, after *daryon.State) {
				if after.Progress(1, 0) != daryon.TStart || after.Progress(1, 1) != daryon.TStart {
					t.Errorf("no double capture: %q", after.Key())
				}
			},
		},
		{
			name: "a pawn finishing", moves: append(slices.Clone(sNearHome), "throw 0"), step: "a",
			phases: [][]int{{0}}, kinds: []sprites.MotionKind{sprites.MotionHop},
			cells: []int{loop(30), loop(31), loop(0), int(south[2]), int(south[1]), int(south[0])}, last: int(daryon.Centre),
			check: func(t *testing.T, after *daryon.State) {
				if after.Progress(0, 0) != daryon.THome {
					t.Errorf("not finished: %q", after.Key())
				}
			},
		},
		{
			name: "round the junction without credit", moves: append(slices.Clone(sNoCredit), "throw 6"), step: "a",
			phases: [][]int{{0}}, kinds: []sprites.MotionKind{sprites.MotionHop},
			cells: []int{loop(24), loop(25), loop(26), loop(27), loop(28), loop(29), loop(30), loop(31), loop(0), loop(1), loop(2), loop(3)},
			last:  loop(4),
			check: func(t *testing.T, after *daryon.State) {
				if after.Progress(0, 0) != 8 {
					t.Errorf("not round again: %q", after.Key())
				}
			},
		},
	} {
		t.Run(tt.name, func(t *testing.T) {
			before := script(t, tt.opts, tt.moves...)
			after := before.Clone().(*daryon.State)
			a, err := after.ParseAction(tt.step)
			if err != nil {
				t.Fatal(err)
			}
			events, err := after.Apply(a, nil)
			if err != nil {
				t.Fatal(err)
			}
			v := board.NewView(before)
			b := v.Board()
			phases := checkMotions(t, v, tt.name, before, after, events)
			if len(phases) != len(tt.phases) {
				t.Fatalf("%d phases, want %d: %+v", len(phases), len(tt.phases), phases)
			}
			for i, ph := range phases {
				var ids []int
				for _, m := range ph {
					ids = append(ids, m.ID)
					if m.Kind != tt.kinds[i] {
						t.Errorf("phase %d: kind %d, want %d", i, m.Kind, tt.kinds[i])
					}
				}
				if !slices.Equal(ids, tt.phases[i]) {
					t.Errorf("phase %d moves %v, want %v", i, ids, tt.phases[i])
				}
			}
			m := phases[0][0]
			var cells []int
			for _, p := range m.Path {
				c, _ := b.Pick(p)
				cells = append(cells, c)
			}
			if !slices.Equal(cells, tt.cells) {
				t.Errorf("the path passes %v, want %v", cells, tt.cells)
			}
			for _, p := range v.Pieces(after, nil) {
				if p.ID == m.ID {
					if c, _ := b.Pick(p.At); c != tt.last {
						t.Errorf("it lands on %d, want %d", c, tt.last)
					}
				}
			}
			if tt.check != nil {
				tt.check(t, after)
			}
		})
	}
}

// TestNoMotion: throws and passes move nothing.
func TestNoMotion(t *testing.T) {
	s := script(t, nil)
	v := board.NewView(s)
	for _, m := range []string{"throw 2", "pass", "throw 4"} {
		before := s.Clone()
		a, _ := s.ParseAction(m)
		events, err := s.Apply(a, nil)
		if err != nil {
			t.Fatal(err)
		}
		if ph := v.Motions(before, s, events); len(ph) != 0 {
			t.Errorf("%s: motions %+v", m, ph)
		}
	}
}

// TestFinishByTapping: a pawn that can finish is picked on its cell and
// sent home by a tap on its own home, not on another's.
func TestFinishByTapping(t *testing.T) {
	st := script(t, nil, append(slices.Clone(sNearHome), "throw 0")...)
	v := board.NewView(st)
	b := v.Board()
	var fin *rules.Choice
	cs := rules.Choices(st, nil)
	for i, c := range cs {
		if c.Moves && c.To.Cell == int(daryon.Centre) {
			fin = &cs[i]
		}
	}
	if fin == nil {
		t.Fatalf("no finishing move in %q", st.Key())
	}
	if c, ok := v.TargetAt(st, centroid(b.HomeOutline(daryon.South))); !ok || c != fin.To.Cell {
		t.Errorf("S's home targets %d %v", c, ok)
	}
	if _, ok := v.TargetAt(st, centroid(b.HomeOutline(daryon.North))); ok {
		t.Errorf("N's home is a target for S")
	}
	at, _ := v.PointOf(st, fin.To)
	if d, ok := b.PickHome(at); !ok || d != daryon.South {
		t.Errorf("the finishing move's point %v is not in S's home", at)
	}
}

// TestCaption checks the line under the turn.
func TestCaption(t *testing.T) {
	for _, tt := range []struct {
		name  string
		opts  []string
		moves []string
		want  string
	}{
		{"the start", nil, nil, "Credit (right to go home): none"},
		{"a throw of 3", nil, []string{"throw 3"}, "Thrown: 3 points; credit (right to go home): none"},
		{"a throw of 1", nil, []string{"throw 1"}, "Thrown: 1 point; credit (right to go home): none"},
		{"six dark seeds", nil, []string{"throw 6"}, "Thrown: 12 points; credit (right to go home): none"},
		{"six light seeds", nil, []string{"throw 0"}, "Thrown: 6 points; credit (right to go home): none"},
		{"after a capture", nil, append(slices.Clone(sBehindN), "throw 0", "a", "throw 2"), "Thrown: 2 points; credit (right to go home): South a"},
		{"after a capture, credit=player", []string{"credit=player"}, append(slices.Clone(sBehindN), "throw 0", "a", "throw 2"), "Thrown: 2 points; credit (right to go home): South"},
		{"N to throw after the capture", nil, append(slices.Clone(sBehindN), "throw 0", "a"), "Credit (right to go home): South a"},
		{"the pawn with credit finished", nil, append(slices.Clone(sNearHome), "throw 0", "a"), "Credit (right to go home): none"},
		{"the player keeps credit after finishing", []string{"credit=player"}, append(slices.Clone(sNearHome), "throw 0", "a"), "Credit (right to go home): South"},
		{"four players", []string{"players=4"}, []string{"throw 5"}, "Thrown: 5 points; credit (right to go home): none"},
	} {
		st := script(t, tt.opts, tt.moves...)
		names := [4]string{"South", "West", "North", "East"}
		name := func(p rules.Player) string { return names[st.Side(int(p))&3] }
		if got := board.NewView(st).Caption(lang.English, st, name); got != tt.want {
			t.Errorf("%s: %q, want %q", tt.name, got, tt.want)
		}
	}
}

// TestNewView: the view's board follows the state's options.
func TestNewView(t *testing.T) {
	for _, tt := range []struct {
		opts []string
		used [4]bool
		grey bool
	}{
		{[]string{"players=2"}, [4]bool{true, false, true, false}, false},
		{[]string{"players=3", "grey=on"}, [4]bool{true, true, true, false}, true},
		{[]string{"players=4", "grey=off", "exits=multi"}, [4]bool{true, true, true, true}, false},
	} {
		b := board.NewView(start(t, tt.opts...)).Board()
		for d := range daryon.Side(4) {
			if b.Used(d) != tt.used[d] {
				t.Errorf("%v: side %c used %v", tt.opts, d.Letter(), b.Used(d))
			}
		}
		if grey := !near(b.JunctionColour(), sprites.WoodLight, 8); grey != tt.grey {
			t.Errorf("%v: grey junctions %v", tt.opts, grey)
		}
	}
}

// TestViewPixels draws a mid-game position through the view, as the play
// screen does, and checks each pawn's colour at its place, a highlight and
// a squashed moving pawn.
func TestViewPixels(t *testing.T) {
	for _, tt := range []struct {
		opts  []string
		steps int
		seed  uint64
	}{{[]string{"players=4"}, 400, 219}, {[]string{"players=3", "exits=multi", "grey=on"}, 300, 5}, {[]string{"players=2", "exits=multi"}, 300, 3}} {
		// The position of the game with the most pawns on the board.
		var st *daryon.State
		most := -1
		playout(t, tt.opts, tt.seed, tt.steps, func(_ *daryon.State, _ []rules.Event, after *daryon.State) {
			n := 0
			for seat := range after.Players() {
				for pawn := range daryon.Pawns {
					if after.PawnCell(seat, pawn) != daryon.Centre {
						n++
					}
				}
			}
			if n > most {
				st, most = after.Clone().(*daryon.State), n
			}
		})
		v := board.NewView(st)
		const size = 480
		vw := sprites.View{Size: size}
		ps := v.Pieces(st, nil)
		hl := int(daryon.Loop[2])
		img := spritestest.Render(t, size, size, func(dst *ebiten.Image) {
			dst.Fill(sprites.Table)
			bi := ebiten.NewImage(size, size)
			v.DrawBoard(bi)
			dst.DrawImage(bi, nil)
			bi.Deallocate()
			v.Highlight(dst, vw, st, rules.Place{Cell: hl})
			for _, p := range ps {
				v.DrawPiece(dst, st, p, vw.ToScreen(p.At), p.R*size, 1)
			}
		})
		onBoard := 0
		for _, p := range ps {
			side := st.Side(int(p.Place.Player))
			x, y := pixel(vw, p.At)
			if !markAt(img, x, y, sprites.RaceStyles[side]) {
				t.Errorf("%v: pawn %+v at (%d,%d) is %v, want %s", tt.opts, p.Place, x, y, img.RGBAAt(x, y), sprites.RaceStyles[side].Name)
			}
			if p.Place.Cell != int(daryon.Centre) {
				onBoard++
			}
		}
		if onBoard < 5 {
			t.Errorf("%v: only %d pawns on the board", tt.opts, onBoard)
		}
		occupied := false
		for _, p := range ps {
			occupied = occupied || p.Place.Cell == hl
		}
		if !occupied {
			x, y := pixel(vw, v.Board().Center(hl))
			if got := img.RGBAAt(x, y); near(got, sprites.WoodLight, 12) || dist(got, sprites.Highlight) > dist(sprites.WoodLight, sprites.Highlight) {
				t.Errorf("%v: the highlighted L2 is %v", tt.opts, got)
			}
		}
	}
	// A finished pawn has its ring; a pawn drawn for a state that is not
	// daryon's still shows its seat's colour.
	st := script(t, nil, append(slices.Clone(sNearHome), "throw 0", "a")...)
	v := board.NewView(st)
	var fin sprites.Piece
	for _, p := range v.Pieces(st, nil) {
		if p.ID == 0 {
			fin = p
		}
	}
	img := spritestest.Render(t, 100, 100, func(dst *ebiten.Image) {
		dst.Fill(sprites.Table)
		v.DrawPiece(dst, st, fin, sprites.Point{X: 30, Y: 50}, 12, 1)
		v.DrawPiece(dst, nil, sprites.Piece{ID: 3}, sprites.Point{X: 75, Y: 50}, 12, 1)
	})
	ring := color.RGBA{0xfb, 0xf4, 0xe4, 0xff}
	found := false
	for x := 30 + 12; x < 30+18; x++ {
		found = found || near(img.RGBAAt(x, 50), ring, 30)
	}
	if !found {
		t.Errorf("no light ring round the finished pawn")
	}
	if !markAt(img, 75, 50, sprites.RaceStyles[daryon.North]) {
		t.Errorf("the pawn of seat 1 (N with two players) with no state is %v", img.RGBAAt(75, 50))
	}
}

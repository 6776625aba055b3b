package solve

import (
	"flag"
	"math/bits"
	"math/rand/v2"
	"os"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"

	"tabula/rules"
	"tabula/rules/dejarik"
)

var exhaustive = flag.Bool("exhaustive", false, "check every entry of the table (also DEJARIK_EXHAUSTIVE=1)")

// loadTable is the table of the tests: the one built into the program, or
// under GOOS=js, where none is, the file of the package's folder, which
// go_js_wasm_exec lets node read.
var loadTable = sync.OnceValues(func() (*Table, error) {
	file := Embedded()
	if file == nil {
		var err error
		if file, err = os.ReadFile("dejarik.tbl"); err != nil {
			return nil, err
		}
	}
	return Decode(file)
})

// table returns the table, failing the test if it does not load.
func table(t testing.TB) *Table {
	t.Helper()
	tb, err := loadTable()
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

// keyOf writes the position (cells of White, of Black, the player to move,
// both first moves made) in the text form dejarik.Parse reads.
func keyOf(white, black uint32, turn rules.Player) string {
	var b strings.Builder
	for p, set := range [2]uint32{white, black} {
		b.WriteString([2]string{"W:", " B:"}[p])
		if set == 0 {
			b.WriteByte('-')
		}
		for first := true; set != 0; set &= set - 1 {
			if !first {
				b.WriteByte(',')
			}
			first = false
			b.WriteString(dejarik.Cell(bits.TrailingZeros32(set)).String())
		}
	}
	b.WriteString([2]string{" to=W first=-", " to=B first=-"}[turn])
	return b.String()
}

// stateOf sets up the position with mover m and other o, the mover White
// or Black.
func stateOf(t testing.TB, m, o uint32, mover rules.Player) *dejarik.State {
	t.Helper()
	w, b := m, o
	if mover == dejarik.Black {
		w, b = o, m
	}
	st, err := dejarik.Parse(keyOf(w, b, mover))
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// parse sets up a position written as dejarik.Parse reads it.
func parse(t testing.TB, key string) *dejarik.State {
	t.Helper()
	st, err := dejarik.Parse(key)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// cellsOf returns the cells of player p in st.
func cellsOf(st *dejarik.State, p rules.Player) uint32 {
	var set uint32
	for c := dejarik.C; c < dejarik.NumCells; c++ {
		if st.At(c) == p {
			set |= 1 << uint(c)
		}
	}
	return set
}

// randomSet returns n distinct random cells outside taken.
func randomSet(r *rand.Rand, n int, taken uint32) uint32 {
	var s uint32
	for bits.OnesCount32(s) < n {
		c := uint32(1) << r.IntN(dejarik.NumCells)
		if (s|taken)&c == 0 {
			s |= c
		}
	}
	return s
}

// randomPosition returns a random position with 3 or 4 pawns a side.
func randomPosition(r *rand.Rand) (m, o uint32) {
	m = randomSet(r, 3+r.IntN(2), 0)
	return m, randomSet(r, 3+r.IntN(2), m)
}

// sample is the number of random positions of the sampled checks.
func sample(n int) int {
	if testing.Short() || underNode {
		return n / 4
	}
	return n
}

func TestValueCodes(t *testing.T) {
	for c := range 256 {
		v, ok := decodeValue(byte(c))
		if !ok {
			if c < lossBase+3*codeSpan {
				t.Errorf("code %d does not decode", c)
			}
			continue
		}
		back, err := encodeValue(v.Points, uint16(v.Plies))
		if err != nil || back != byte(c) {
			t.Errorf("code %d: %v encodes as %d, %v", c, v, back, err)
		}
	}
	if _, err := encodeValue(2, 4); err == nil {
		t.Error("a win in an even number of plies has a code")
	}
	if _, err := encodeValue(1, maxPlies+2); err == nil {
		t.Error("a win beyond the longest has a code")
	}
	for _, tc := range []struct {
		v    Value
		want string
	}{
		{Value{Points: 2, Plies: 7}, "win +2 in 7"},
		{Value{}, "draw"},
		{Value{Points: -3, Plies: 12}, "loss -3 in 12"},
	} {
		if got := tc.v.String(); got != tc.want {
			t.Errorf("%#v: %q, want %q", tc.v, got, tc.want)
		}
	}
}

// TestMoveGenerator checks the solver's own move generator against the
// rules package on random positions: the same positions after the moves,
// the same points won, the same blocked opponents.
func TestMoveGenerator(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	next := dejarik.New()
	for range sample(20000) {
		m, o := randomPosition(r)
		if r.IntN(3) == 0 { // sparser boards: down to 1 pawn a side
			m = randomSet(r, 1+r.IntN(4), 0)
			o = randomSet(r, 1+r.IntN(4), m)
		}
		mover := rules.Player(r.IntN(2))
		st := stateOf(t, m, o, mover)
		if st.ToMove() < 0 {
			if hasMove(m, o) {
				t.Fatalf("%s: blocked for the rules, not for the solver", st.Key())
			}
			continue
		}
		var want []child
		for _, a := range st.Legal(nil) {
			next.CopyFrom(st)
			if _, err := next.Apply(a, nil); err != nil {
				t.Fatal(err)
			}
			own, other := cellsOf(next, mover), cellsOf(next, mover^1)
			c := child{m: own, o: other, capt: bits.OnesCount32(other) < bits.OnesCount32(o)}
			switch res := next.Result(); res.Status {
			case rules.Win:
				c.points = int8(res.Points)
			case rules.Draw:
				if hasMove(other, own) {
					t.Fatalf("%s %s: blocked for the rules, not for the solver", st.Key(), st.FormatAction(a))
				}
			}
			want = append(want, c)
		}
		got := genMoves(m, o, nil)
		cmp := func(a, b child) int {
			if a.m != b.m {
				return int(a.m) - int(b.m)
			}
			return int(a.o) - int(b.o)
		}
		slices.SortFunc(want, cmp)
		slices.SortFunc(got, cmp)
		if !slices.Equal(got, want) {
			t.Fatalf("%s: solver moves\n%v\nrules\n%v", st.Key(), got, want)
		}
	}
}

// TestIndex checks that every entry's position indexes back to it and that
// all 24 images of a position share its entry's value.
func TestIndex(t *testing.T) {
	ensureLayout()
	if got := len(orbs[3].reps); got != 115 {
		t.Errorf("%d orbits of 3 cells, want 115", got)
	}
	if got := len(orbs[4].reps); got != 585 {
		t.Errorf("%d orbits of 4 cells, want 585", got)
	}
	step := uint32(1)
	if testing.Short() || underNode {
		step = 97
	}
	dups := 0
	for x := uint32(0); x < lay.total; x += step {
		m, o := entryPos(x)
		if m&o != 0 || bits.OnesCount32(m) < 3 || bits.OnesCount32(o) < 3 {
			t.Fatalf("entry %d: bad position %x %x", x, m, o)
		}
		if y := index(m, o); y != x {
			// A duplicate: a symmetry that keeps the mover's pawns
			// takes it to a smaller entry.
			m2, o2 := entryPos(y)
			found := false
			for g := range numSyms {
				found = found || boardSym(m, g) == m2 && boardSym(o, g) == o2
			}
			if y > x || !found {
				t.Fatalf("entry %d: position indexes as %d", x, y)
			}
			dups++
		}
	}
	if step == 1 && dups != 586111 {
		t.Errorf("%d duplicate entries, want 586111", dups)
	}
	tb := table(t)
	r := rand.New(rand.NewPCG(3, 4))
	for range sample(20000) {
		m, o := randomPosition(r)
		v := tb.entry(m, o)
		for g := range numSyms {
			gm, gO := boardSym(m, g), boardSym(o, g)
			if w := tb.entry(gm, gO); w != v {
				t.Fatalf("position %x %x: %v, its image %d: %v", m, o, v, g, w)
			}
		}
	}
}

// TestSymmetryLookup checks Lookup on the 24 images of random positions,
// through the rules' states, with either colour to move.
func TestSymmetryLookup(t *testing.T) {
	tb := table(t)
	r := rand.New(rand.NewPCG(5, 6))
	for range sample(400) {
		m, o := randomPosition(r)
		var first Value
		for g := range numSyms {
			st := stateOf(t, boardSym(m, g), boardSym(o, g), rules.Player(g&1))
			if st.ToMove() < 0 {
				break // blocked: over, not looked up
			}
			v, err := tb.Lookup(st)
			if err != nil {
				t.Fatal(err)
			}
			if g == 0 {
				first = v
			} else if v != first {
				t.Fatalf("%s: %v, the first image %v", st.Key(), v, first)
			}
		}
	}
}

// checkEntry checks that the value of entry x is the best of its moves'
// values as the rules play them (a blocked position is a draw).
func checkEntry(t testing.TB, tb *Table, x uint32) {
	if duplicate(x) {
		return
	}
	m, o := entryPos(x)
	v, _ := decodeValue(tb.codes[x])
	st := stateOf(t, m, o, rules.Player(x&1))
	if st.ToMove() < 0 {
		if v != (Value{}) {
			t.Errorf("entry %d %s: blocked but %v", x, st.Key(), v)
		}
		return
	}
	moves, err := tb.Moves(st)
	if err != nil {
		t.Fatal(err)
	}
	best := moves[0].Value
	for _, mv := range moves[1:] {
		if mv.Value.Better(best) {
			best = mv.Value
		}
	}
	if best != v {
		t.Errorf("entry %d %s: table %v, best move %v", x, st.Key(), v, best)
	}
}

// TestConsistency checks entries drawn at random: each value is the best of
// its moves' values, where the moves are played by the rules package.
func TestConsistency(t *testing.T) {
	tb := table(t)
	r := rand.New(rand.NewPCG(7, 8))
	for range sample(4000) {
		checkEntry(t, tb, r.Uint32N(uint32(tb.Len())))
	}
}

// TestExhaustive checks every entry as TestConsistency checks a sample. It
// runs with -exhaustive or DEJARIK_EXHAUSTIVE=1.
func TestExhaustive(t *testing.T) {
	if !*exhaustive && os.Getenv("DEJARIK_EXHAUSTIVE") != "1" {
		t.Skip("run with -exhaustive or DEJARIK_EXHAUSTIVE=1")
	}
	tb := table(t)
	n := uint32(tb.Len())
	workers := runtime.GOMAXPROCS(0)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for x := uint32(w); x < n && !t.Failed(); x += uint32(workers) {
				checkEntry(t, tb, x)
			}
		}()
	}
	wg.Wait()
}

// TestSolveAgrees solves the 3 v 3 family again and compares it with the
// table, so that a change of the solver that changes the values shows.
func TestSolveAgrees(t *testing.T) {
	if testing.Short() || underNode {
		t.Skip("solves 177100 entries")
	}
	ensureLayout()
	s := &solver{
		sol:     &Solution{Points: make([]int8, lay.total), Plies: make([]uint16, lay.total)},
		workers: 2,
		logf:    func(string, ...any) {},
	}
	hi := lay.base[4][3]
	s.family(0, hi)
	tb := table(t)
	for x := range hi {
		c, err := encodeValue(s.sol.Points[x], s.sol.Plies[x])
		if err != nil || c != tb.codes[x] && !duplicate(x) {
			t.Fatalf("entry %d: solved %d in %d, table code %d", x, s.sol.Points[x], s.sol.Plies[x], tb.codes[x])
		}
	}
}

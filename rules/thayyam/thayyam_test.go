package thayyam

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"
	"testing"

	"tabula/rules"
	"tabula/rules/rulestest"
)

// optionSets lists every option set of the game.
var optionSets = [][]string{
	{"players=2", "twins=keep"}, {"players=2", "twins=split"},
	{"players=3", "twins=keep"}, {"players=3", "twins=split"},
	{"players=4", "twins=keep"}, {"players=4", "twins=split"},
}

func start(t testing.TB, args ...string) *State {
	t.Helper()
	s, err := Game.Start(args...)
	if err != nil {
		t.Fatal(err)
	}
	return s.(*State)
}

func TestConformance(t *testing.T) {
	playouts := 60
	if testing.Short() {
		playouts = 4
	}
	rulestest.Run(t, rulestest.Config{
		Game:        Game,
		OptionSets:  optionSets,
		Playouts:    playouts,
		MaxSteps:    50000,
		Seed:        7,
		Pieces:      func(s rules.State) int { return 4 * s.Players() },
		ChanceTotal: 16,
	})
}

func TestOptions(t *testing.T) {
	if Game.Options[0].Key != "players" || Game.Options[1].Key != "twins" || len(Game.Options) != 2 {
		t.Fatalf("options %+v", Game.Options)
	}
	for _, o := range Game.Options {
		if len(o.Explain) != len(o.Values) || o.Name == "" {
			t.Errorf("option %s: %d explanations for %d values", o.Key, len(o.Explain), len(o.Values))
		}
	}
	s := start(t)
	if s.Players() != 2 || !s.KeepTwins() || s.ToMove() != rules.Chance || s.Turn() != 0 {
		t.Errorf("default start: %s", s.Key())
	}
	for _, args := range [][]string{{"players=1"}, {"players=5"}, {"twins=both"}, {"colour=red"}} {
		if _, err := Game.Start(args...); err == nil {
			t.Errorf("%v accepted", args)
		}
	}
	for _, opts := range []rules.Options{{"players": "x"}, {"players": "9"}, {"twins": "glued"}} {
		if _, err := Game.New(opts); err == nil || !strings.HasPrefix(err.Error(), "thayyam: ") {
			t.Errorf("New(%v): %v", opts, err)
		}
	}
}

// TestBoard checks the circuits against the rules file: S's table, the
// other seats turned with the board, every step to a neighbouring cell, every
// cell of the board on each circuit once, and the marked cells.
func TestBoard(t *testing.T) {
	south := "(2,0) (3,0) (4,0) (4,1) (4,2) (4,3) (4,4) (3,4) (2,4) (1,4) (0,4) (0,3) (0,2) " +
		"(0,1) (0,0) (1,0) (1,1) (1,2) (1,3) (2,3) (3,3) (3,2) (3,1) (2,1) (2,2)"
	turn := map[Seat]func(x, y int) (int, int){
		SeatSouth: func(x, y int) (int, int) { return x, y },
		SeatWest:  func(x, y int) (int, int) { return y, 4 - x },
		SeatNorth: func(x, y int) (int, int) { return 4 - x, 4 - y },
		SeatEast:  func(x, y int) (int, int) { return 4 - y, x },
	}
	for seat := SeatSouth; seat <= SeatEast; seat++ {
		var want, got []string
		seen := map[int]bool{}
		for _, w := range strings.Fields(south) {
			var x, y int
			fmt.Sscanf(w, "(%d,%d)", &x, &y)
			x, y = turn[seat](x, y)
			want = append(want, fmt.Sprintf("(%d,%d)", x, y))
		}
		for i := range Centre + 1 {
			c := CellOf(seat, i)
			x, y := XY(c)
			got = append(got, fmt.Sprintf("(%d,%d)", x, y))
			seen[c] = true
			if i > 0 {
				px, py := XY(CellOf(seat, i-1))
				if d := abs(x-px) + abs(y-py); d != 1 {
					t.Errorf("%v: t=%d is not next to t=%d", seat, i, i-1)
				}
			}
		}
		if !slices.Equal(got, want) {
			t.Errorf("%v circuit\n got %v\nwant %v", seat, got, want)
		}
		if len(seen) != NumCells {
			t.Errorf("%v circuit covers %d cells", seat, len(seen))
		}
		if Palace(seat) != CellOf(seat, 0) || !Marked(CellOf(seat, 8)) || CellOf(seat, Centre) != Cell(2, 2) {
			t.Errorf("%v: palace %d, opposite palace %d", seat, Palace(seat), CellOf(seat, 8))
		}
		if CellOf(seat, -1) != -1 || CellOf(seat, 25) != -1 {
			t.Errorf("%v: CellOf out of range", seat)
		}
	}
	var marks []int
	for c := range NumCells {
		if Marked(c) {
			marks = append(marks, c)
		}
	}
	if want := []int{Cell(2, 0), Cell(0, 2), Cell(2, 2), Cell(4, 2), Cell(2, 4)}; !slices.Equal(marks, want) {
		t.Errorf("marked %v, want %v", marks, want)
	}
	seats := ""
	for n := 2; n <= 4; n++ {
		for p := range rules.Player(n) {
			seats += SeatOf(n, p).String()
		}
		seats += " "
	}
	if seats != "SN SWN SWNE " || SeatOf(2, 2) != -1 {
		t.Errorf("seats %q", seats)
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// TestWeights checks the outcomes of a throw against the 16 ways four
// cowries can fall: K slits show in C(4, K) of them, B(4, ½).
func TestWeights(t *testing.T) {
	var ways [5]int
	for faces := range 16 {
		ways[bits.OnesCount(uint(faces))]++
	}
	s := start(t)
	out := s.Outcomes(nil)
	if len(out) != 5 || rules.TotalWeight(out) != 16 {
		t.Fatalf("outcomes %v", out)
	}
	for k, o := range out {
		if o.Action != rules.Action(k) || o.Weight != ways[k] {
			t.Errorf("outcome %d: %+v, want weight %d", k, o, ways[k])
		}
	}
	want := [5]int{8, 1, 2, 3, 4}
	for k := range 5 {
		if Points(k) != want[k] {
			t.Errorf("Points(%d) = %d", k, Points(k))
		}
	}
	s.toMove = 0
	if len(s.Outcomes(nil)) != 0 {
		t.Error("outcomes at a decision")
	}
}

// perft counts the paths of depth steps from s; a chance step counts each of
// its five outcomes as one branch, whatever its weight.
func perft(s *State, depth int) int {
	if depth == 0 {
		return 1
	}
	if s.ToMove() == rules.Over {
		return 0
	}
	n := 0
	var c State
	for _, a := range s.Legal(nil) {
		c.CopyFrom(s)
		if _, err := c.Apply(a, nil); err != nil {
			panic(err)
		}
		n += perft(&c, depth-1)
	}
	return n
}

// TestPerft counts paths from the start, depths 1 to 8 (1 to 6 with -short).
// By hand, for every option set: let f(d) count from a player's first throw
// with nothing on the board and g(d) from a throw after a kept 1 (pool 1,
// nothing on the board).
//
//   - Depth 1, f(1) = 5: the five throws.
//   - Depth 2, f(2) = 25: after a 1 (kept) or an 8 or a 4 (void) the series
//     goes on, and after a 2 or a 3 (void) it ends empty and the next player
//     throws: five throws each.
//   - Depth 3, f(3) = g(2) + 4 f(2) = 119: after 1, 1 or 1, 8 or 1, 4 the
//     series goes on (15), after 1, 2 or 1, 3 a moving phase offers "a:in"
//     and "end" (4), so g(2) = 19; after the other first throws the position is
//     again a first throw with nothing on the board.
//   - Depth 4, f(4) = g(3) + 4 f(3) = 547, with g(3) = 3 × 19 + 2 × 7 = 71:
//     after 1, 2 the moves "a:in" (then "a:2" or "end") and "end" (then five
//     throws of the next player) give 7.
//
// The twins option changes nothing this close to the start; from depth 7 the
// number of players does.
func TestPerft(t *testing.T) {
	two := []int{5, 25, 119, 547, 2485, 11263, 51239, 235051}
	three := []int{5, 25, 119, 547, 2485, 11263, 51287, 235611}
	four := []int{5, 25, 119, 547, 2485, 11263, 51287, 235707}
	want := map[string][]int{
		"players=2 twins=keep": two, "players=2 twins=split": two,
		"players=3 twins=keep": three, "players=3 twins=split": three,
		"players=4 twins=keep": four, "players=4 twins=split": four,
	}
	depth := 8
	if testing.Short() {
		depth = 6
	}
	for _, args := range optionSets {
		name := strings.Join(args, " ")
		s := start(t, args...)
		var got []int
		for d := 1; d <= depth; d++ {
			got = append(got, perft(s, d))
		}
		if !slices.Equal(got, want[name][:depth]) {
			t.Errorf("%s: perft %v, want %v", name, got, want[name][:depth])
		}
	}
}

// TestSubsetTable checks the table of small pools' sub-multisets against
// the enumeration used for larger pools, for every bound a unit can have.
func TestSubsetTable(t *testing.T) {
	for key := range subsetTable {
		pool := [5]int32{int32(key & 3), int32(key >> 2 & 1), int32(key >> 3 & 1), int32(key >> 4 & 3), int32(key >> 6 & 3)}
		subs := poolSubsets(&pool)
		if n := len(subs); n != int((pool[0]+1)*(pool[1]+1)*(pool[2]+1)*(pool[3]+1)*(pool[4]+1))-1 {
			t.Fatalf("pool %v: %d sub-multisets", pool, n)
		}
		for _, b := range [][2]int{{1, 24}, {1, 3}, {2, 49}, {2, 5}, {1, 1}} {
			got := appendSubsets(nil, subs, actDecision, b[0], b[1])
			want := appendAllMoves(nil, &pool, actDecision, b[0], b[1])
			if !slices.Equal(got, want) {
				t.Fatalf("pool %v, sums %v: %v, want %v", pool, b, got, want)
			}
		}
	}
	if poolSubsets(&[5]int32{4, 0, 0, 0, 0}) != nil {
		t.Error("a pool of four 1s is in the table")
	}
}

// TestText checks that Key is one line and String several non-empty lines
// naming the pool and the player to act.
func TestText(t *testing.T) {
	for _, text := range []string{
		"keep | 0: a5 b8c c8b do | 1: a-b b-a c24 d0 | 1 moves | pool 8+4+2+1 | owed 2",
		"split | 0: a24 | 1: | 2: a3 | 3: a7 b7 | 3 throws | pool 1",
		"keep | 0: ao bo co do | 1: | over | pool - | owed 0 | winner 0",
	} {
		s := position(t, text)
		if strings.Contains(s.Key(), "\n") {
			t.Errorf("key %q has several lines", s.Key())
		}
		pic := s.String()
		for _, line := range strings.Split(pic, "\n") {
			if strings.TrimSpace(line) == "" {
				t.Errorf("empty line in\n%s", pic)
			}
		}
		want := "pool " + string(s.appendPool(nil))
		if s.ToMove() == rules.Over {
			want = "over: winner 0"
		}
		if !strings.Contains(pic, want) || strings.Count(pic, "\n") != 5+2+s.Players() {
			t.Errorf("picture without %q or with a wrong number of lines:\n%s", want, pic)
		}
	}
	s := position(t, "keep | 0: a5 b8c c8b | 1: a-b b-a c24 d13 | 1 moves | pool 4")
	pic := s.String()
	for _, want := range []string{"[1c", "0(bc)", "1d", "0a", "player 1 (N): waiting (ab), out -", "player 1 moves"} {
		if !strings.Contains(pic, want) {
			t.Errorf("picture without %q:\n%s", want, pic)
		}
	}
}

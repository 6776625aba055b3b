package solve

import (
	"math/rand/v2"
	"os"
	"testing"

	"tabula/rules"
	"tabula/rules/dejarik"
)

// TestStart checks that the start is a draw, as the rules file says it was
// chosen to be, and that so are White's best first moves.
func TestStart(t *testing.T) {
	tb := table(t)
	st := dejarik.New()
	v, err := tb.Value(st)
	if err != nil {
		t.Fatal(err)
	}
	if v != (Value{}) {
		t.Fatalf("start: %v, want a draw", v)
	}
	if _, err := tb.Lookup(st); err == nil {
		t.Error("Lookup of the start: no error, though the first moves are not made")
	}
}

// TestKnownPositions checks positions whose values are worked out by hand.
func TestKnownPositions(t *testing.T) {
	tb := table(t)
	for _, tc := range []struct {
		name, key string
		want      string
		best      string // the only best move, if there is one
	}{
		// White plays O3-I3: four pawns on I0..I3, 3 points at once.
		{"line of four", "W:I0,I1,I2,O3 B:O6,O7,O8,O9 to=W first=-", "win +3 in 1", "O3-I3"},
		// O4-I5 lands beside Black's I6 and removes it; Black is
		// left with 2 pawns: 2 points. No move makes a line of four
		// (White has no inner pawn), and I6 is the only pawn White
		// can reach, only from O4 (the path of O4-I5 needs I4 empty,
		// and nothing else of White's lands on I5 or I7).
		{"capture", "W:O0,O1,O2,O4 B:I6,O9,O10 to=W first=-", "win +2 in 1", "O4-I5"},
		// The four-line threat: whatever Black does, White plays
		// O3-I3 next for 3 points. Black cannot take I3 (from O6..O8
		// his exits land on I4..I10), cannot land beside I0 or I2 to
		// capture (I11 and I3 are out of reach), and cannot win in
		// one move with three outer pawns.
		{"four-line threat", "W:I0,I1,I2,O3 B:O6,O7,O8 to=B first=-", "loss -3 in 2", ""},
		// The forced capture: Black's I5 cannot go home (White holds
		// O5), and White threatens O3-I4, landing beside it. Black's
		// other pawns (O9, O10) reach only I7..I0 and can capture
		// nothing (White's pawns are all on the outer ring), and
		// with three pawns neither side can win 3 points: whatever
		// Black plays, White captures and wins 2.
		{"forced capture", "W:O2,O3,O5 B:I5,O9,O10 to=B first=-", "loss -2 in 2", ""},
		{"forced capture, White to move", "W:O2,O3,O5 B:I5,O9,O10 to=W first=-", "win +2 in 1", "O3-I4"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := parse(t, tc.key)
			v, err := tb.Lookup(st)
			if err != nil {
				t.Fatal(err)
			}
			if v.String() != tc.want {
				t.Errorf("%s: %v, want %s", tc.key, v, tc.want)
			}
			moves, err := tb.Moves(st)
			if err != nil {
				t.Fatal(err)
			}
			for _, mv := range moves {
				name := st.FormatAction(mv.Action)
				if tc.best != "" && (mv.Value == v) != (name == tc.best) {
					t.Errorf("%s: %s is %v, the position %v", tc.key, name, mv.Value, v)
				}
			}
			if tc.best != "" {
				for seed := range uint64(5) {
					a, err := tb.Best(st, seed)
					if err != nil || st.FormatAction(a) != tc.best {
						t.Errorf("%s: Best with seed %d plays %s, %v; want %s", tc.key, seed, st.FormatAction(a), err, tc.best)
					}
				}
			}
		})
	}
}

// TestFourLineDefence: with a fourth pawn on O9, Black can stop O3-I3 by
// removing I0, landing on I11: directly with the double-diagonal exit
// O9-I11 (I9, O10, I10, I11 empty), or through augmentation, which the
// pawns on O7 and O9 allow: O8-I9 lands in front of O9 and goes on to I11;
// O6-I7 lands in front of O7, goes on to I9, in front of O9, and on to
// I11. (O7-I8 goes on to I10 only, beside nothing of White's.) Every other
// move loses 3 points in 2 plies. After the capture, White still makes
// three in a row with O3-I3 (I1, I2, I3, his three pawns left) for 1 point,
// and nothing better at once; the table says that is the best White has.
func TestFourLineDefence(t *testing.T) {
	tb := table(t)
	st := parse(t, "W:I0,I1,I2,O3 B:O6,O7,O8,O9 to=B first=-")
	moves, err := tb.Moves(st)
	if err != nil {
		t.Fatal(err)
	}
	defences := map[string]bool{"O9-I11": true, "O8-I9": true, "O6-I7": true}
	for _, mv := range moves {
		name := st.FormatAction(mv.Action)
		want := "loss -3 in 2"
		if defences[name] {
			want = "loss -1 in 2"
		}
		if mv.Value.String() != want {
			t.Errorf("%s: %v, want %s", name, mv.Value, want)
		}
	}
	for seed := range uint64(10) {
		a, err := tb.Best(st, seed)
		if err != nil || !defences[st.FormatAction(a)] {
			t.Errorf("Best: %s, %v; want a defence", st.FormatAction(a), err)
		}
	}
}

// TestBlockedEntry: White's outer pawns cannot move with Black in front of
// each, so the position is a draw with 0 points, the game over before any
// lookup.
func TestBlockedEntry(t *testing.T) {
	tb := table(t)
	st := parse(t, "W:O0,O1,O2,O3 B:I0,I1,I2,I3 to=W first=-")
	if st.ToMove() >= 0 {
		t.Fatal("not blocked")
	}
	if _, err := tb.Lookup(st); err == nil {
		t.Error("Lookup of a finished game: no error")
	}
	if v := tb.entry(0xF<<outerShift, 0xF<<innerShift); v != (Value{}) {
		t.Errorf("blocked entry: %v, want a draw", v)
	}
}

// randomGamePosition plays random moves from the start and returns the
// state after n of them, or nil if the game ended first.
func randomGamePosition(r *rand.Rand, n int) *dejarik.State {
	st := dejarik.New()
	for range n {
		legal := st.Legal(nil)
		if len(legal) == 0 {
			return nil
		}
		if _, err := st.Apply(legal[r.IntN(len(legal))], nil); err != nil {
			panic(err)
		}
	}
	if st.ToMove() < 0 {
		return nil
	}
	return st
}

// TestBestKeepsValue checks on positions of random games, the first plies
// included, that Best's move is worth the position's value: it never
// turns a won or drawn position into a worse one, wins by the shortest
// line and loses by the longest. The positions are set up afresh from
// their keys, without the history of the random game, whose repetitions
// could make a winning move a draw.
func TestBestKeepsValue(t *testing.T) {
	tb := table(t)
	r := rand.New(rand.NewPCG(9, 10))
	for i := range sample(2000) {
		played := randomGamePosition(r, r.IntN(40))
		if played == nil {
			continue
		}
		st := parse(t, played.Key())
		v, err := tb.Value(st)
		if err != nil {
			t.Fatal(err)
		}
		moves, err := tb.Moves(st)
		if err != nil {
			t.Fatal(err)
		}
		a, err := tb.Best(st, uint64(i))
		if err != nil {
			t.Fatal(err)
		}
		for _, mv := range moves {
			if mv.Value.Better(v) {
				t.Fatalf("%s: move %s %v is better than the position's %v", st.Key(), st.FormatAction(mv.Action), mv.Value, v)
			}
			if mv.Action == a && mv.Value != v {
				t.Fatalf("%s: Best plays %s, %v; the position is %v", st.Key(), st.FormatAction(a), mv.Value, v)
			}
		}
	}
}

// TestRepetitionMove: a move that makes a position occur the third time
// ends the game in a draw, and Moves says so, from the game's own history.
func TestRepetitionMove(t *testing.T) {
	tb := table(t)
	st := parse(t, "W:I0,O3,O6,O9 B:O1,O4,O7,O10 to=W first=-")
	for _, m := range []string{"I0-O0", "O1-I1", "O0-I0", "I1-O1", "I0-O0", "O1-I1", "O0-I0"} {
		a, err := st.ParseAction(m)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := st.Apply(a, nil); err != nil {
			t.Fatal(err)
		}
	}
	// Black to move: I1-O1 brings back the position the game started
	// from (White to move) for the third time; Black's first I1-O1 made
	// it occur the second time.
	moves, err := tb.Moves(st)
	if err != nil {
		t.Fatal(err)
	}
	for _, mv := range moves {
		if st.FormatAction(mv.Action) != "I1-O1" {
			continue
		}
		next := dejarik.New()
		next.CopyFrom(st)
		if _, err := next.Apply(mv.Action, nil); err != nil {
			t.Fatal(err)
		}
		if res := next.Result(); res.Status != rules.Draw || res.Points != 1 {
			t.Fatalf("I1-O1: %v, want a repetition draw", res)
		}
		if mv.Value != (Value{}) {
			t.Errorf("I1-O1 repeats a third time: %v, want a draw", mv.Value)
		}
		return
	}
	t.Fatal("I1-O1 not legal")
}

// play plays a whole game from the start, Best as White (perfect == 0) or
// Black, the other player at random, or Best for both (perfect == -2), and
// returns the result.
func play(t *testing.T, tb *Table, perfect rules.Player, seed uint64) rules.Result {
	m, err := rules.NewMatch(dejarik.Game, nil, seed)
	if err != nil {
		t.Fatal(err)
	}
	for step := 0; m.State().ToMove() >= 0; step++ {
		if step > 3000 {
			t.Fatalf("seed %d: no end after 3000 plies", seed)
		}
		a := m.RandomAction()
		if p := m.State().ToMove(); p == perfect || perfect == -2 {
			if a, err = tb.Best(m.State().(*dejarik.State), seed+uint64(step)); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := m.Play(a); err != nil {
			t.Fatal(err)
		}
	}
	return m.State().Result()
}

// TestBestAgainstRandom plays Best against random play from many seeds, as
// either colour: from the drawn start, Best never loses.
func TestBestAgainstRandom(t *testing.T) {
	tb := table(t)
	wins := 0
	games := sample(200)
	for seed := range uint64(games) {
		perfect := rules.Player(seed & 1)
		res := play(t, tb, perfect, seed)
		if res.Status == rules.Win {
			if !res.Winners.Has(perfect) {
				t.Fatalf("seed %d: Best as %d lost: %v", seed, perfect, res)
			}
			wins++
		}
	}
	t.Logf("Best won %d of %d games against random play, drew the rest", wins, games)
}

// TestBestDeterministic: the same state and seed give the same move, and
// different seeds vary among equal moves.
func TestBestDeterministic(t *testing.T) {
	tb := table(t)
	st := dejarik.New()
	seen := map[rules.Action]bool{}
	for seed := range uint64(20) {
		a, err := tb.Best(st, seed)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := tb.Best(st, seed)
		if a != b {
			t.Fatalf("seed %d: %s then %s", seed, st.FormatAction(a), st.FormatAction(b))
		}
		seen[a] = true
	}
	if len(seen) < 2 {
		t.Errorf("20 seeds chose only %d move(s) at the start", len(seen))
	}
}

// benchPositions returns 1000 positions of random games, seeded.
func benchPositions(seed uint64) []*dejarik.State {
	r := rand.New(rand.NewPCG(seed, seed+1))
	var states []*dejarik.State
	for len(states) < 1000 {
		if st := randomGamePosition(r, 2+r.IntN(30)); st != nil {
			states = append(states, st)
		}
	}
	return states
}

func BenchmarkLookup(b *testing.B) {
	tb := table(b)
	states := benchPositions(11)
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		if _, err := tb.Lookup(states[i%len(states)]); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkBest(b *testing.B) {
	tb := table(b)
	states := benchPositions(13)
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		if _, err := tb.Best(states[i%len(states)], uint64(i)); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkDecode(b *testing.B) {
	file, err := os.ReadFile("dejarik.tbl")
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := Decode(file); err != nil {
			b.Fatal(err)
		}
	}
}

// TestBestAgainstItself: from the drawn start, perfect play on both sides
// never ends in a win: the game ends in a draw, by repetition or blockade.
func TestBestAgainstItself(t *testing.T) {
	tb := table(t)
	for seed := range uint64(sample(20)) {
		res := play(t, tb, -2, seed)
		if res.Status != rules.Draw {
			t.Fatalf("seed %d: %v, want a draw", seed, res)
		}
	}
}

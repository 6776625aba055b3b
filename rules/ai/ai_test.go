package ai_test

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"sync"
	"testing"

	"tabula/rules"
	"tabula/rules/ai"
	daryonai "tabula/rules/ai/daryon"
	dejarikai "tabula/rules/ai/dejarik"
	diamai "tabula/rules/ai/diam"
	thayyamai "tabula/rules/ai/thayyam"
	"tabula/rules/daryon"
	"tabula/rules/dejarik"
	"tabula/rules/diam"
	"tabula/rules/thayyam"
)

// game is a game's rules and the computer's play of it, as the list of the
// games (package tabula/games, which this package's tests may not import)
// pairs them.
type game struct {
	Rules *rules.Game
	AI    ai.Engine
}

// all lists the four games (games.TestListsOfGames checks it against
// games.All).
var all = []*game{
	{daryon.Game, daryonai.Engine},
	{dejarik.Game, dejarikai.Engine},
	{thayyam.Game, thayyamai.Engine},
	{diam.Game, diamai.Engine},
}

// find returns the game called name.
func find(name string) *game {
	for _, g := range all {
		if g.Rules.Name == name {
			return g
		}
	}
	panic("no game " + name)
}

// engineFor returns the engine of the game st is a position of: the game
// whose start position has the same type.
func engineFor(st rules.State) ai.Engine {
	for _, g := range all {
		start, err := g.Rules.Start()
		if err == nil && reflect.TypeOf(start) == reflect.TypeOf(st) {
			return g.AI
		}
	}
	return nil
}

// solution loads Dejarik's solution: the table built in, or under GOOS=js,
// where none is, the file read from its folder.
var solution = sync.OnceValues(func() (ai.Oracle, error) {
	return ai.NewOracleLoader(ai.SolutionOf(find("dejarik").AI), func(name string) ([]byte, error) {
		return os.ReadFile(filepath.Join("..", "dejarik", "solve", name))
	}).Wait()
})

// oracleFor returns the oracle a search at level needs: Dejarik's solution
// for the level perfect, none otherwise.
func oracleFor(t testing.TB, level ai.Level) ai.Oracle {
	if level != ai.Perfect {
		return nil
	}
	o, err := solution()
	if err != nil {
		t.Fatal(err)
	}
	return o
}

// choose is ai.Choose with the engine of st's game and the oracle level needs.
func choose(t testing.TB, st rules.State, level ai.Level, seed uint64) (rules.Action, error) {
	return ai.Choose(engineFor(st), oracleFor(t, level), st, level, seed)
}

// newSearch is ai.NewSearch with the engine of st's game and the oracle
// level needs.
func newSearch(t testing.TB, st rules.State, level ai.Level, seed uint64) (*ai.Search, error) {
	return ai.NewSearch(engineFor(st), oracleFor(t, level), st, level, seed)
}

func TestParseLevel(t *testing.T) {
	for _, name := range []string{"random", "easy", "medium", "hard", "perfect"} {
		l, err := ai.ParseLevel(name)
		if err != nil || l.String() != name {
			t.Errorf("ParseLevel(%q) = %v, %v", name, l, err)
		}
	}
	for _, bad := range []string{"", "Hard", "expert", "hard "} {
		if _, err := ai.ParseLevel(bad); err == nil {
			t.Errorf("ParseLevel(%q) did not fail", bad)
		}
	}
}

func TestLevels(t *testing.T) {
	want := []ai.Level{ai.Random, ai.Easy, ai.Medium, ai.Hard}
	if got := ai.Levels(nil); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("without an oracle: %v, want %v", got, want)
	}
	if got := ai.Levels(oracleFor(t, ai.Perfect)); fmt.Sprint(got) != fmt.Sprint(append(want, ai.Perfect)) {
		t.Errorf("with an oracle: %v", got)
	}
	for _, g := range all {
		if solved := ai.SolutionOf(g.AI) != nil; solved != (g.Rules.Name == "dejarik") {
			t.Errorf("%s: solved %v", g.Rules.Name, solved)
		}
	}
}

func TestNewSearchErrors(t *testing.T) {
	st, _ := find("daryon").Rules.Start()
	if _, err := newSearch(t, st, ai.Hard, 1); err == nil {
		t.Error("a search at a chance step")
	}
	st, _ = find("dejarik").Rules.Start()
	if _, err := newSearch(t, st, ai.Level(9), 1); err == nil {
		t.Error("a search at level 9")
	}
	if _, err := ai.NewSearch(engineFor(st), nil, st, ai.Perfect, 1); err == nil {
		t.Error("a perfect search without an oracle")
	}
}

// TestOracleOutsideItsGame: a position the oracle does not know (here one
// of another game) gets the hard level's move, and Err says why.
func TestOracleOutsideItsGame(t *testing.T) {
	st, _ := find("diam").Rules.Start()
	s, err := newSearch(t, st, ai.Perfect, 1)
	if err != nil {
		t.Fatal(err)
	}
	s.Step(1 << 30)
	if s.Err() == nil || !isLegal(st, s.Best()) || s.Level() != ai.Hard {
		t.Errorf("perfect in Diam: %v, %d, %v", s.Err(), s.Best(), s.Level())
	}
}

// playLevels plays a game of g with opts from its start, seat p at
// levels[p % len(levels)], throws drawn from seed, and calls check before
// every decision. It returns the final state.
func playLevels(t testing.TB, g *game, opts rules.Options, levels []ai.Level, seed uint64, check func(st rules.State, l ai.Level, a rules.Action)) rules.State {
	t.Helper()
	m, err := rules.NewMatch(g.Rules, opts, seed)
	if err != nil {
		t.Fatal(err)
	}
	seeds := rules.NewRand(seed + 1)
	for steps := 0; m.State().ToMove() != rules.Over; steps++ {
		if steps > 20000 {
			t.Fatalf("%s %v seed %d: no end after %d steps", g.Rules.Name, opts, seed, steps)
		}
		st := m.State()
		if st.ToMove() == rules.Chance {
			if _, _, err := m.Throw(); err != nil {
				t.Fatal(err)
			}
			continue
		}
		l := levels[int(st.ToMove())%len(levels)]
		a, err := ai.Choose(g.AI, oracleFor(t, l), st, l, seeds.Uint64())
		if err != nil {
			t.Fatalf("%s: %v", st.Key(), err)
		}
		if check != nil {
			check(st, l, a)
		}
		if _, err := m.Play(a); err != nil {
			t.Fatalf("%s %v seed %d: level %s played %d, illegal in %s: %v", g.Rules.Name, opts, seed, l, a, st.Key(), err)
		}
	}
	return m.State()
}

// TestNeverIllegal plays whole games of every game and option set with
// every level in every seat: each move must be one the rules list.
func TestNeverIllegal(t *testing.T) {
	mixes := [][]ai.Level{
		{ai.Hard, ai.Easy, ai.Medium, ai.Random},
		{ai.Medium, ai.Hard, ai.Random, ai.Easy},
	}
	for _, g := range all {
		for i, opts := range g.Rules.OptionSets() {
			for j, levels := range mixes {
				if testing.Short() && (i+j)%3 != 0 {
					continue
				}
				t.Run(fmt.Sprintf("%s %s mix %d", g.Rules.Name, g.Rules.FormatOptions(opts), j), func(t *testing.T) {
					var legal []rules.Action
					playLevels(t, g, opts, levels, uint64(17*i+j), func(st rules.State, l ai.Level, a rules.Action) {
						legal = st.Legal(legal[:0])
						for _, x := range legal {
							if x == a {
								return
							}
						}
						t.Fatalf("level %s chose %d, not in the legal list of %s", l, a, st.Key())
					})
				})
			}
		}
	}
}

// positions returns decisions of every game, reached by seeded play of
// mixed levels: the first decisions, and later ones.
func positions(t testing.TB, perGame int) []rules.State {
	t.Helper()
	var out []rules.State
	for gi, g := range all {
		for _, opts := range g.Rules.OptionSets() {
			if opts["players"] != "2" && g.Rules.Name != "diam" {
				continue
			}
			var seen []rules.State
			playLevels(t, g, opts, []ai.Level{ai.Medium, ai.Easy}, uint64(gi), func(st rules.State, _ ai.Level, _ rules.Action) {
				if len(st.Legal(nil)) > 1 {
					seen = append(seen, st.Clone())
				}
			})
			for k := 0; k < perGame && len(seen) > 0; k++ {
				out = append(out, seen[k*len(seen)/perGame])
			}
			if g.Rules.Name == "daryon" {
				break // its other options change little for a search
			}
		}
	}
	return out
}

// TestSlicing checks that a search gives the same move, after the same
// number of nodes, however its work is sliced, and the same as Choose.
func TestSlicing(t *testing.T) {
	n := 3
	if testing.Short() {
		n = 1
	}
	for _, st := range positions(t, n) {
		for _, l := range []ai.Level{ai.Easy, ai.Medium, ai.Hard} {
			for _, seed := range []uint64{1, 99} {
				want, err := choose(t, st, l, seed)
				if err != nil {
					t.Fatal(err)
				}
				var wantNodes int
				for _, slice := range []int{1 << 30, 1, 7, 500} {
					if slice == 1 && l == ai.Hard {
						slice = 3 // a pause per node is slow with tens of thousands
					}
					s, err := newSearch(t, st, l, seed)
					if err != nil {
						t.Fatal(err)
					}
					steps := 0
					for !s.Step(slice) {
						steps++
						if a := s.Best(); !isLegal(st, a) {
							t.Fatalf("%s: Best %d before the end is not legal", st.Key(), a)
						}
					}
					if s.Best() != want {
						t.Errorf("%s %s seed %d slice %d: %s, Choose gives %s", st.Key(), l, seed, slice,
							st.FormatAction(s.Best()), st.FormatAction(want))
					}
					if slice == 1<<30 {
						wantNodes = s.Nodes()
					} else if s.Nodes() != wantNodes {
						t.Errorf("%s %s slice %d: %d nodes, %d in one slice", st.Key(), l, slice, s.Nodes(), wantNodes)
					}
					if slice < wantNodes && steps == 0 {
						t.Errorf("%s %s: %d nodes in one step of %d", st.Key(), l, s.Nodes(), slice)
					}
				}
			}
		}
	}
}

func isLegal(st rules.State, a rules.Action) bool {
	for _, x := range st.Legal(nil) {
		if x == a {
			return true
		}
	}
	return false
}

// TestStop checks that an abandoned search can be stopped and still names a
// legal move.
func TestStop(t *testing.T) {
	st, _ := find("dejarik").Rules.Start()
	s, err := newSearch(t, st, ai.Hard, 5)
	if err != nil {
		t.Fatal(err)
	}
	s.Step(100)
	s.Stop()
	if s.Done() || !isLegal(st, s.Best()) {
		t.Errorf("after Stop: done %v, best %d", s.Done(), s.Best())
	}
	s.Stop()
}

// TestSeeds checks that the seed decides among equal moves: from the start
// of Diam, where every drop is as good as another, seeds give different
// moves, and the same seed the same move.
func TestSeeds(t *testing.T) {
	st, _ := find("diam").Rules.Start()
	moves := map[rules.Action]bool{}
	for seed := range uint64(20) {
		a, _ := choose(t, st, ai.Medium, seed)
		b, _ := choose(t, st, ai.Medium, seed)
		if a != b {
			t.Fatalf("seed %d: %d then %d", seed, a, b)
		}
		moves[a] = true
	}
	if len(moves) < 3 {
		t.Errorf("20 seeds chose only %d different openings", len(moves))
	}
}

// ExampleChoose asks the hard level for its move where a capture wins
// Dejarik: Black has lost a pawn already, and a diagonal exit that lands
// beside the pawn on I3 takes a second.
func ExampleChoose() {
	st, _ := dejarik.Parse("W:O0,O1,O4,O5 B:I3,O7,O10 to=W first=-")
	a, _ := ai.Choose(find("dejarik").AI, nil, st, ai.Hard, 1)
	fmt.Println(st.FormatAction(a))
	st.Apply(a, nil)
	fmt.Println(st.Result())
	// Output:
	// O5-I4
	// winner 0 points=2
}

// TestPerfect checks the level perfect of Dejarik, when its solver is
// there: from the start, which is a draw, it never loses to any level over
// seeded games, as either colour; and a set-up position outside the
// solver's table gets the hard level's move.
func TestPerfect(t *testing.T) {
	g := find("dejarik")
	for _, tt := range []struct {
		level ai.Level
		games int // a game against hard lasts until a repetition: seconds
	}{
		{ai.Random, 10}, {ai.Easy, 10}, {ai.Medium, 10}, {ai.Hard, 2},
	} {
		n := tt.games
		if testing.Short() {
			n = min(n, 2)
		}
		wins := 0
		for seed := range uint64(n) {
			levels := []ai.Level{ai.Perfect, tt.level}
			perfectSeat := rules.Player(seed % 2)
			if perfectSeat == 1 {
				levels = []ai.Level{tt.level, ai.Perfect}
			}
			r := playLevels(t, g, g.Rules.OptionSets()[0], levels, seed, nil).Result()
			if r.Status == rules.Win && !r.Winners.Has(perfectSeat) {
				t.Errorf("seed %d: perfect (seat %d) lost to %s: %s", seed, perfectSeat, tt.level, r)
			}
			if r.Status == rules.Win {
				wins++
			}
		}
		t.Logf("perfect against %s: %d wins in %d games, the rest drawn", tt.level, wins, n)
	}
	st, err := dejarik.Parse("W:O0,O1,O4,O5 B:I3,O7,O10 to=W first=-")
	if err != nil {
		t.Fatal(err)
	}
	s, err := newSearch(t, st, ai.Perfect, 1)
	if err != nil {
		t.Fatal(err)
	}
	s.Step(1 << 30)
	c := st.Clone()
	c.Apply(s.Best(), nil)
	if r := c.Result(); r.Status != rules.Win || !r.Winners.Has(0) {
		t.Errorf("perfect played %s (solver: %v), want a winning capture", st.FormatAction(s.Best()), s.Err())
	}
}

// ExampleSearch thinks in slices, as a screen does once per frame, and
// finds the diam in one: orange stands at level 2 on cell 0 and cell 4
// holds one pawn.
func ExampleSearch() {
	g := find("diam")
	st, _ := g.Rules.Start()
	for _, m := range []string{"R@0", "B@1", "O@0", "B@2", "R@4", "K@3"} {
		a, _ := st.ParseAction(m)
		st.Apply(a, nil)
	}
	s, _ := ai.NewSearch(g.AI, nil, st, ai.Hard, 1)
	frames := 1
	for !s.Step(8) {
		frames++
	}
	fmt.Println(st.FormatAction(s.Best()), "after", frames, "frames")
	// Output:
	// O@4 after 3 frames
}

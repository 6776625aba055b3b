// Package aitest helps the tests of the computer players: it gives them
// the race games' learned values where the program does not have them
// built in, and checks what the level hard plays without one.
package aitest

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"tabula/rules"
	"tabula/rules/ai"
	"tabula/rules/ai/nn"
)

// Main runs the tests of m once the tables of the engines are at hand:
// built in natively; under GOOS=js, where they are not, read as value.nn
// from the folder each engine is keyed by (relative to the package tested,
// which go_js_wasm_exec lets node read), through the loader the browser
// uses.
func Main(m *testing.M, engines map[string]ai.Engine) {
	for folder, e := range engines {
		fetch := func(string) ([]byte, error) { return os.ReadFile(filepath.Join(folder, "value.nn")) }
		if err := ai.NewTableLoader(ai.TableOf(e), fetch).Wait(); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
	os.Exit(m.Run())
}

// HardWithoutTable checks that while e's table is not at hand (in the
// browser, before its file is fetched) the level hard plays the level
// classic's moves and a game of g cannot be judged, and that with it
// hard plays otherwise at some of 40 decisions of a seeded game. unload
// takes the table away and returns what puts it back.
func HardWithoutTable(t *testing.T, e ai.Engine, g *rules.Game, unload func() (restore func())) {
	t.Helper()
	restore := unload()
	_, err := ai.JudgeOf(e, nil)
	restore()
	if err == nil {
		t.Error("judged without the table")
	}
	st, err := g.Start()
	if err != nil {
		t.Fatal(err)
	}
	rng := rules.NewRand(5)
	differ, compared := 0, 0
	for compared < 40 && st.ToMove() != rules.Over {
		legal := st.Legal(nil)
		if st.ToMove() >= 0 && len(legal) > 1 {
			compared++
			restore := unload()
			hard, classic := move(t, e, st, ai.Hard), move(t, e, st, ai.Classic)
			restore()
			if hard != classic {
				t.Fatalf("%s: hard plays %v without its table, classic %v", st.Key(), hard, classic)
			}
			if move(t, e, st, ai.Hard) != classic {
				differ++
			}
		}
		if _, err := st.Apply(legal[rng.IntN(len(legal))], nil); err != nil {
			t.Fatal(err)
		}
	}
	if compared < 40 || differ == 0 {
		t.Errorf("%d decisions compared, %d where the table changes the move: want 40 and some", compared, differ)
	}
}

// move returns the move e finds at level in st.
func move(t *testing.T, e ai.Engine, st rules.State, level ai.Level) rules.Action {
	t.Helper()
	s, err := ai.NewSearch(e, nil, st, level, 1)
	if err != nil {
		t.Fatal(err)
	}
	for !s.Step(1 << 30) {
	}
	return s.Best()
}

// CheckValue checks a learned value v of g, read through enc, on seeded
// random games of every option set: a network for every number of seats,
// every feature within its inputs, chances that add up to one, and One
// for the winner at the end.
func CheckValue(t *testing.T, g *rules.Game, v *nn.Value, enc nn.Encoding) {
	t.Helper()
	for _, opts := range g.OptionSets() {
		st, err := g.New(opts)
		if err != nil {
			t.Fatal(err)
		}
		rng := rules.NewRand(uint64(len(opts)))
		var feats []int32
		for steps := 0; ; steps++ {
			c := v.Chances(st)
			sum := int32(0)
			for p := range st.Players() {
				if c[p] < 0 {
					t.Fatalf("%s: chances %v", st.Key(), c)
				}
				sum += c[p]
			}
			if sum != 1<<16 {
				t.Fatalf("%s: chances %v add up to %d", st.Key(), c, sum)
			}
			if st.ToMove() == rules.Over {
				if w := st.Result().Winners; !w.Has(0) && c[0] != 0 || w.Has(0) && c[0] != 1<<16 {
					t.Fatalf("%s: chances %v at the end", st.Key(), c)
				}
				break
			}
			feats, _ = enc.Encode(st, feats[:0])
			for _, f := range feats {
				if f < 0 || int(f) >= enc.Inputs(st.Players()) {
					t.Fatalf("%s: feature %d of %d", st.Key(), f, enc.Inputs(st.Players()))
				}
			}
			legal := st.Legal(nil)
			if _, err := st.Apply(legal[rng.IntN(len(legal))], nil); err != nil {
				t.Fatal(err)
			}
			if steps > 20000 {
				t.Fatal("no end")
			}
		}
	}
}

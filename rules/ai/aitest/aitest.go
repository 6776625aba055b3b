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

package daryon

import (
	"fmt"
	"os"
	"testing"

	"tabula/rules"
	"tabula/rules/ai"
	"tabula/rules/ai/nn"
	"tabula/rules/daryon"
)

// TestMain gives the tests the learned value: built in natively; under
// GOOS=js, where it is not, read from value.nn, which go_js_wasm_exec lets
// node read, through the loader the browser uses.
func TestMain(m *testing.M) {
	fetch := func(string) ([]byte, error) { return os.ReadFile("value.nn") }
	if err := ai.NewTableLoader(ai.TableOf(Engine), fetch).Wait(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Exit(m.Run())
}

// TestHardWithoutValue: while the learned value is not at hand (in the
// browser, before daryon.nn is fetched), the level hard plays the level
// classic's moves, and a game cannot be judged; once loaded, it plays
// with the value again.
func TestHardWithoutValue(t *testing.T) {
	loaded := value
	defer func() { value = loaded }()
	value = nn.NewShipped("daryon.nn", Encoding, Seats, nil)
	if _, err := ai.JudgeOf(Engine, nil); err == nil {
		t.Error("judged without the learned value")
	}
	st, err := daryon.Game.Start()
	if err != nil {
		t.Fatal(err)
	}
	rng := rules.NewRand(5)
	differ, compared := 0, 0
	for compared < 40 && st.ToMove() != rules.Over {
		legal := st.Legal(nil)
		if st.ToMove() >= 0 && len(legal) > 1 {
			compared++
			value = nn.NewShipped("daryon.nn", Encoding, Seats, nil)
			if hard, classic := move(t, st, ai.Hard), move(t, st, ai.Classic); hard != classic {
				t.Fatalf("%s: hard plays %v without its value, classic %v", st.Key(), hard, classic)
			}
			value = loaded
			if move(t, st, ai.Hard) != move(t, st, ai.Classic) {
				differ++
			}
		}
		if _, err := st.Apply(legal[rng.IntN(len(legal))], nil); err != nil {
			t.Fatal(err)
		}
	}
	if compared < 40 || differ == 0 {
		t.Errorf("%d decisions compared, %d where the learned value changes the move: want 40 and some", compared, differ)
	}
}

// move returns the move the engine finds at level in st.
func move(t *testing.T, st rules.State, level ai.Level) rules.Action {
	t.Helper()
	s, err := ai.NewSearch(Engine, nil, st, level, 1)
	if err != nil {
		t.Fatal(err)
	}
	for !s.Step(1 << 30) {
	}
	return s.Best()
}

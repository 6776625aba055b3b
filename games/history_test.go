package games_test

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"tabula/games"
	"tabula/rules"
	"tabula/rules/rulestest"
)

// randomHistory plays a random game of g with opts to its end, or to
// maxSteps, and returns its whole history.
func randomHistory(t testing.TB, g *rules.Game, opts rules.Options, seed uint64, maxSteps int) *rules.History {
	t.Helper()
	return rulestest.RandomHistory(t, g, opts, seed, maxSteps)
}

// TestHistoryProperties checks, over random games of every game and option
// set: undo k then redo k returns the same state; undo and redo never
// change a step (a throw taken back comes back the same); jumping to step i
// gives the state the record of the first i steps replays to; playing the
// step that came next keeps the rest for redo, and another step forgets it.
func TestHistoryProperties(t *testing.T) {
	for _, mod := range games.All {
		g := mod.Rules
		for oi, opts := range g.OptionSets() {
			seeds := 2
			if testing.Short() {
				seeds = 1
			}
			for seed := range uint64(seeds) {
				name := fmt.Sprintf("%s %s seed %d", g.Name, g.FormatOptions(opts), seed)
				h := randomHistory(t, g, opts, seed+uint64(oi)*100, 400)
				n := h.Len()
				steps := make([]rules.Step, n)
				keys := make([]string, n+1)
				for i := range n {
					steps[i] = h.Step(i)
				}
				for i := range n + 1 {
					keys[i] = h.StateAt(i).Key()
				}
				rng := rand.New(rand.NewPCG(seed, 7))
				for range 20 {
					from := rng.IntN(n + 1)
					k := rng.IntN(from + 1)
					if err := h.Jump(from); err != nil {
						t.Fatal(err)
					}
					for range k {
						if !h.Undo() {
							t.Fatalf("%s: no undo at %d", name, h.At())
						}
					}
					if h.At() != from-k || h.State().Key() != keys[from-k] {
						t.Fatalf("%s: undo %d from %d: at %d, %q", name, k, from, h.At(), h.State().Key())
					}
					for range k {
						if !h.Redo() {
							t.Fatalf("%s: no redo at %d", name, h.At())
						}
					}
					if h.State().Key() != keys[from] {
						t.Fatalf("%s: undo %d then redo %d from %d: %q, want %q", name, k, k, from, h.State().Key(), keys[from])
					}
					for i := range n {
						if s := h.Step(i); s.Action != steps[i].Action || s.Note != steps[i].Note {
							t.Fatalf("%s: step %d became %q, was %q", name, i, s.Note, steps[i].Note)
						}
					}
				}
				for _, i := range []int{0, n / 3, n / 2, n} {
					if err := h.Jump(i); err != nil {
						t.Fatal(err)
					}
					replayed, err := h.Record().Replay()
					if err != nil {
						t.Fatalf("%s: the record of %d steps: %v", name, i, err)
					}
					if replayed.Key() != keys[i] || h.State().Key() != keys[i] {
						t.Fatalf("%s: jump(%d) %q, replay %q", name, i, h.State().Key(), replayed.Key())
					}
				}
				if n < 2 {
					continue
				}
				// The step that came next keeps the rest; another one
				// forgets it.
				h.Jump(n / 2)
				if _, err := h.Play(steps[n/2].Action); err != nil || h.Len() != n {
					t.Fatalf("%s: replaying step %d: %v, %d steps kept of %d", name, n/2, err, h.Len(), n)
				}
				h.Jump(n / 2)
				st := h.State()
				for _, a := range st.Legal(nil) {
					if a != steps[n/2].Action {
						if _, err := h.Play(a); err != nil {
							t.Fatal(err)
						}
						if h.Len() != n/2+1 || h.At() != n/2+1 || h.Redo() {
							t.Fatalf("%s: another step at %d kept %d steps", name, n/2, h.Len())
						}
						break
					}
				}
			}
		}
	}
}

// TestHistoryIllegalChangesNothing: an illegal step is an error, and the
// history is as it was.
func TestHistoryIllegalChangesNothing(t *testing.T) {
	for _, mod := range games.All {
		h := randomHistory(t, mod.Rules, mod.Rules.OptionSets()[0], 3, 30)
		h.Undo()
		n, at, key := h.Len(), h.At(), h.State().Key()
		if _, err := h.PlayNotation("nonsense"); err == nil {
			t.Errorf("%s: nonsense was played", mod.Rules.Name)
		}
		if _, err := h.Play(rules.Action(1 << 30)); err == nil {
			t.Errorf("%s: an illegal action was played", mod.Rules.Name)
		}
		if h.Len() != n || h.At() != at || h.State().Key() != key {
			t.Errorf("%s: a refused step changed the history", mod.Rules.Name)
		}
		if err := h.Jump(n + 1); err == nil {
			t.Errorf("%s: jumped past the end", mod.Rules.Name)
		}
	}
}

// TestStepChoice: a step's choice is the choice the rules listed for it.
func TestStepChoice(t *testing.T) {
	for _, mod := range games.All {
		h := randomHistory(t, mod.Rules, mod.Rules.OptionSets()[0], 5, 200)
		for i := range h.Len() {
			step := h.Step(i)
			got := step.Choice()
			if step.Throw() {
				if got.Moves {
					t.Errorf("%s step %d: a throw moves", mod.Rules.Name, i)
				}
				continue
			}
			for _, c := range rules.Choices(h.StateAt(i), nil) {
				if c.Action == step.Action && (c.From != got.From || c.To != got.To || c.Moves != got.Moves || fmt.Sprint(c.Path) != fmt.Sprint(got.Path)) {
					t.Errorf("%s step %d %s: choice %+v, the rules list %+v", mod.Rules.Name, i, step.Note, got, c)
				}
			}
		}
	}
}

// TestReadHistoryOfEveryGame reads back the record of a random game of
// every game and option set, with comments and blank lines between its
// steps.
func TestReadHistoryOfEveryGame(t *testing.T) {
	for _, mod := range games.All {
		for oi, opts := range mod.Rules.OptionSets() {
			h := randomHistory(t, mod.Rules, opts, uint64(oi), 1000)
			text := "# a game\n\n" + strings.ReplaceAll(h.Record().String(), "\n", "\n  # a comment\n\n")
			back, err := rules.ReadHistory(strings.NewReader(text), games.Rules())
			if err != nil {
				t.Fatalf("%s: %v", mod.Rules.Name, err)
			}
			if back.State().Key() != h.State().Key() || back.Record().String() != h.Record().String() {
				t.Errorf("%s %s: read back differently", mod.Rules.Name, mod.Rules.FormatOptions(opts))
			}
		}
	}
}

// FuzzReadHistory reads any text as a record: no panic; a history read
// writes a record that reads back the same; an error names a line, and a
// record that parses but does not replay names the step that fails, its
// line and its notation, as the record has them.
func FuzzReadHistory(f *testing.F) {
	for _, mod := range games.All {
		f.Add([]byte(randomHistory(f, mod.Rules, mod.Rules.OptionSets()[0], 1, 60).Record().String()))
	}
	f.Add([]byte("daryon players=3\nthrow 1\n# c\n\nthrow 9\n"))
	f.Add([]byte("diam\x00 players=2\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		h, err := rules.ReadHistory(bytes.NewReader(data), games.Rules())
		if err != nil {
			if !strings.HasPrefix(err.Error(), "line ") {
				t.Fatalf("an error that names no line: %v", err)
			}
			r, perr := rules.ParseRecord(bytes.NewReader(data), games.Rules())
			if perr != nil {
				return // it does not parse: the line is all there is to name
			}
			var se *rules.StepError
			if !errors.As(err, &se) || se.Step < 1 || se.Step > len(r.Steps) || se.Note != r.Steps[se.Step-1] || se.Line < 2 {
				t.Fatalf("a record of %d steps that parses fails with %v, naming no step of it", len(r.Steps), err)
			}
			return
		}
		text := h.Record().String()
		back, err := rules.ReadHistory(strings.NewReader(text), games.Rules())
		if err != nil || back.State().Key() != h.State().Key() || back.Record().String() != text {
			t.Fatalf("%q read back as %v", text, err)
		}
	})
}

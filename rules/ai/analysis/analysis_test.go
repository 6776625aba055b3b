package analysis_test

import (
	"os"
	"path/filepath"
	"reflect"
	"sync"
	"testing"

	"tabula/rules"
	"tabula/rules/ai"
	"tabula/rules/ai/analysis"
	daryonai "tabula/rules/ai/daryon"
	dejarikai "tabula/rules/ai/dejarik"
	diamai "tabula/rules/ai/diam"
	thayyamai "tabula/rules/ai/thayyam"
	"tabula/rules/daryon"
	"tabula/rules/dejarik"
	"tabula/rules/diam"
	"tabula/rules/thayyam"
)

// solution loads Dejarik's solution: the table built in, or under GOOS=js
// the file read from its folder.
var solution = sync.OnceValues(func() (ai.Oracle, error) {
	return ai.NewOracleLoader(ai.SolutionOf(dejarikai.Engine), func(name string) ([]byte, error) {
		return os.ReadFile(filepath.Join("..", "..", "dejarik", "solve", name))
	}).Wait()
})

// judgeOf returns the judge of engine e.
func judgeOf(t testing.TB, e ai.Engine) ai.Judge {
	var o ai.Oracle
	if e == dejarikai.Engine {
		var err error
		if o, err = solution(); err != nil {
			t.Fatal(err)
		}
	}
	j, err := ai.JudgeOf(e, o)
	if err != nil {
		t.Fatal(err)
	}
	return j
}

// play returns a seeded game of g played to its end by the levels of each
// seat (the first for seat 0, and so on round), at most maxSteps steps.
func play(t testing.TB, g *rules.Game, e ai.Engine, args []string, levels []ai.Level, seed uint64, maxSteps int) *rules.History {
	opts, err := g.ParseOptions(args)
	if err != nil {
		t.Fatal(err)
	}
	m, err := rules.NewMatch(g, opts, seed)
	if err != nil {
		t.Fatal(err)
	}
	h, err := rules.NewHistory(g, opts)
	if err != nil {
		t.Fatal(err)
	}
	for range maxSteps {
		st := m.State()
		var a rules.Action
		switch p := st.ToMove(); p {
		case rules.Over:
			return h
		case rules.Chance:
			if a, _, err = m.Throw(); err != nil {
				t.Fatal(err)
			}
		default:
			if a, err = ai.Choose(e, nil, st, levels[int(p)%len(levels)], seed+uint64(h.At())); err != nil {
				t.Fatal(err)
			}
			if _, err := m.Play(a); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := h.Play(a); err != nil {
			t.Fatal(err)
		}
	}
	return h
}

// TestLuckAddsUp checks that in two-player games the two seats' luck adds
// up to nothing, throw by throw and over the game, and that every position
// has its chances, adding up to 1.
func TestLuckAddsUp(t *testing.T) {
	for _, tt := range []struct {
		g *rules.Game
		e ai.Engine
	}{{daryon.Game, daryonai.Engine}, {thayyam.Game, thayyamai.Engine}} {
		h := play(t, tt.g, tt.e, nil, []ai.Level{ai.Medium, ai.Random}, 3, 5000)
		r := analysis.Of(h, judgeOf(t, tt.e))
		if len(r.Chances) != h.At()+1 || len(r.Steps) != h.At() {
			t.Fatalf("%s: %d chances and %d steps for %d steps", tt.g.Name, len(r.Chances), len(r.Steps), h.At())
		}
		for i, s := range r.Steps {
			if s.Throw && s.Luck[0]+s.Luck[1] != 0 {
				t.Errorf("%s step %d: luck %d and %d", tt.g.Name, i, s.Luck[0], s.Luck[1])
			}
		}
		for i, c := range r.Chances {
			if c[0]+c[1] != ai.ChanceOne {
				t.Errorf("%s position %d: chances %v", tt.g.Name, i, c)
			}
		}
		if sum := r.Seats[0].Luck + r.Seats[1].Luck; sum > 1e-9 || sum < -1e-9 {
			t.Errorf("%s: the lucks add up to %g", tt.g.Name, sum)
		}
		if !r.Over || r.Seats[0].Result+r.Seats[1].Result != 1 {
			t.Errorf("%s: over %v, results %v and %v", tt.g.Name, r.Over, r.Seats[0].Result, r.Seats[1].Result)
		}
		t.Logf("%s, %d steps: luck %+.3f %+.3f, cost %.3f %.3f", tt.g.Name, h.At(), r.Seats[0].Luck, r.Seats[1].Luck, r.Seats[0].Cost, r.Seats[1].Cost)
	}
}

// TestSliced checks that an analysis cut into small slices gives the same
// report as one run straight through, and that its progress only grows.
func TestSliced(t *testing.T) {
	for _, tt := range []struct {
		g    *rules.Game
		e    ai.Engine
		args []string
	}{
		{thayyam.Game, thayyamai.Engine, []string{"players=3"}},
		{diam.Game, diamai.Engine, nil},
		{dejarik.Game, dejarikai.Engine, nil},
	} {
		h := play(t, tt.g, tt.e, tt.args, []ai.Level{ai.Easy, ai.Random}, 5, 300)
		j := judgeOf(t, tt.e)
		want := analysis.Of(h, j)
		a := analysis.New(h, j)
		last, calls := 0, 0
		for !a.Step(700) {
			done, total := a.Progress()
			if done < last || done > total {
				t.Fatalf("%s: progress %d of %d after %d", tt.g.Name, done, total, last)
			}
			last = done
			calls++
		}
		if got := a.Report(); !reflect.DeepEqual(got, want) {
			t.Errorf("%s: the sliced analysis differs", tt.g.Name)
		}
		if done, total := a.Progress(); done != total || total != h.At()+1 {
			t.Errorf("%s: progress %d of %d at the end, %d steps", tt.g.Name, done, total, h.At())
		}
		t.Logf("%s: %d steps, %d nodes, %d slices", tt.g.Name, h.At(), a.Work(), calls)
	}
}

// TestDejarikMistakes checks the analysis of Dejarik against the table's
// own account of the first mistake of each seat (ai.FirstMistakes): a
// move that gives up a win or a draw costs its seat half a chance or a
// whole one, and the first such of each seat is the first mistake.
func TestDejarikMistakes(t *testing.T) {
	o, err := solution()
	if err != nil {
		t.Fatal(err)
	}
	an, err := ai.AnalystOf(o)
	if err != nil {
		t.Fatal(err)
	}
	for seed := range uint64(6) {
		h := play(t, dejarik.Game, dejarikai.Engine, nil, []ai.Level{ai.Easy, ai.Medium}, seed, 200)
		first, err := ai.FirstMistakes(an, h)
		if err != nil {
			t.Fatal(err)
		}
		r := analysis.Of(h, judgeOf(t, dejarikai.Engine))
		for p := range 2 {
			got := -1
			for i, s := range r.Steps {
				if int(s.Seat) == p && s.Cost > 0 {
					got = i
					break
				}
			}
			// FirstMistakes also counts a win of fewer points; the
			// chances count a win as a win.
			if first[p] == nil && got >= 0 {
				t.Errorf("seed %d seat %d: the analysis finds a mistake at step %d, the table none", seed, p, got)
			}
			if got >= 0 && first[p].Step > got {
				t.Errorf("seed %d seat %d: first mistake at step %d, the table says %d", seed, p, got, first[p].Step)
			}
		}
	}
}

// TestMarks checks the marks of the graph: throws of large luck and
// costly decisions, in the order of the game.
func TestMarks(t *testing.T) {
	h := play(t, daryon.Game, daryonai.Engine, nil, []ai.Level{ai.Hard, ai.Random}, 1, 5000)
	r := analysis.Of(h, judgeOf(t, daryonai.Engine))
	marks := r.Marks(0.05)
	if len(marks) == 0 {
		t.Fatal("no mark of 5 %")
	}
	for i, m := range marks {
		if i > 0 && m.Step <= marks[i-1].Step {
			t.Errorf("mark %d at step %d after step %d", i, m.Step, marks[i-1].Step)
		}
		s := r.Steps[m.Step]
		if m.Throw != s.Throw || (m.Value < 0.05 && m.Value > -0.05) {
			t.Errorf("mark %+v of step %+v", m, s)
		}
	}
}

// TestRandomCostsMore plays 20 games of hard against random in each race
// game, seats swapped every other game, and checks that random's
// decisions cost it more than three times what hard's cost it (issue 33).
func TestRandomCostsMore(t *testing.T) {
	if testing.Short() {
		t.Skip("seconds natively")
	}
	for _, tt := range []struct {
		g *rules.Game
		e ai.Engine
	}{{daryon.Game, daryonai.Engine}, {thayyam.Game, thayyamai.Engine}} {
		j := judgeOf(t, tt.e)
		var hard, random float64
		for i := range 20 {
			levels := []ai.Level{ai.Hard, ai.Random}
			if i%2 == 1 {
				levels = []ai.Level{ai.Random, ai.Hard}
			}
			r := analysis.Of(play(t, tt.g, tt.e, nil, levels, uint64(100+i), 20000), j)
			hard += r.Seats[i%2].Cost
			random += r.Seats[1-i%2].Cost
		}
		t.Logf("%s: over 20 games, hard's decisions cost %.2f, random's %.2f", tt.g.Name, hard, random)
		if random <= 3*hard {
			t.Errorf("%s: random's cost %.2f, not three times hard's %.2f", tt.g.Name, random, hard)
		}
	}
}

package odds

import (
	"encoding/json"
	"math"
	"reflect"
	"strings"
	"testing"

	"tabula/rules"
	"tabula/rules/daryon"
	"tabula/rules/dejarik"
	"tabula/rules/diam"
	"tabula/rules/rulestest/toygame"
	"tabula/rules/thayyam"
)

// TestTables: each game's table is the rules' own weights, grouped by the
// points the rules give each outcome, as the rules files say.
func TestTables(t *testing.T) {
	for _, tt := range []struct {
		game *rules.Game
		args []string
		// the outcomes in the rules' order: "throw K", its weight, its
		// points, whether it gives another throw
		outcomes []Outcome
		rows     []Row
	}{
		{
			// daryon.md: K dark seeds of six, B(6, ½); K = 1..5 is worth K,
			// all light (K = 0) 6 and all dark (K = 6) 12. No throw gives
			// another at once: the thrower decides next.
			game: daryon.Game,
			outcomes: []Outcome{
				{Note: "throw 0", Weight: 1, Points: 6}, {Note: "throw 1", Weight: 6, Points: 1},
				{Note: "throw 2", Weight: 15, Points: 2}, {Note: "throw 3", Weight: 20, Points: 3},
				{Note: "throw 4", Weight: 15, Points: 4}, {Note: "throw 5", Weight: 6, Points: 5},
				{Note: "throw 6", Weight: 1, Points: 12},
			},
			rows: []Row{{1, 6, 64}, {2, 15, 64}, {3, 20, 64}, {4, 15, 64}, {5, 6, 64}, {6, 1, 64}, {12, 1, 64}},
		},
		{
			// The options do not change the throw.
			game: daryon.Game, args: []string{"players=4", "exits=multi", "grey=on"},
			outcomes: []Outcome{
				{Note: "throw 0", Weight: 1, Points: 6}, {Note: "throw 1", Weight: 6, Points: 1},
				{Note: "throw 2", Weight: 15, Points: 2}, {Note: "throw 3", Weight: 20, Points: 3},
				{Note: "throw 4", Weight: 15, Points: 4}, {Note: "throw 5", Weight: 6, Points: 5},
				{Note: "throw 6", Weight: 1, Points: 12},
			},
			rows: []Row{{1, 6, 64}, {2, 15, 64}, {3, 20, 64}, {4, 15, 64}, {5, 6, 64}, {6, 1, 64}, {12, 1, 64}},
		},
		{
			// thayyam.md: K slits of four cowries, B(4, ½); K = 1..4 is
			// worth K, no slit (K = 0) 8. A 1, a 4 or an 8 goes on the
			// series; a 2 or a 3 ends it.
			game: thayyam.Game,
			outcomes: []Outcome{
				{Note: "throw 0", Weight: 1, Points: 8, Again: true}, {Note: "throw 1", Weight: 4, Points: 1, Again: true},
				{Note: "throw 2", Weight: 6, Points: 2}, {Note: "throw 3", Weight: 4, Points: 3},
				{Note: "throw 4", Weight: 1, Points: 4, Again: true},
			},
			rows: []Row{{1, 4, 16}, {2, 6, 16}, {3, 4, 16}, {4, 1, 16}, {8, 1, 16}},
		},
		{
			game: thayyam.Game, args: []string{"players=4", "twins=split"},
			outcomes: []Outcome{
				{Note: "throw 0", Weight: 1, Points: 8, Again: true}, {Note: "throw 1", Weight: 4, Points: 1, Again: true},
				{Note: "throw 2", Weight: 6, Points: 2}, {Note: "throw 3", Weight: 4, Points: 3},
				{Note: "throw 4", Weight: 1, Points: 4, Again: true},
			},
			rows: []Row{{1, 4, 16}, {2, 6, 16}, {3, 4, 16}, {4, 1, 16}, {8, 1, 16}},
		},
		{
			// A game the package has never heard of: two coins, K heads
			// worth K+1, starting from cell 3.
			game: toygame.New(toygame.Faults{}), args: []string{"start=3"},
			outcomes: []Outcome{
				{Note: "throw 0", Weight: 1, Points: 1}, {Note: "throw 1", Weight: 2, Points: 2}, {Note: "throw 2", Weight: 1, Points: 3},
			},
			rows: []Row{{1, 1, 4}, {2, 2, 4}, {3, 1, 4}},
		},
	} {
		t.Run(tt.game.Name+" "+strings.Join(tt.args, " "), func(t *testing.T) {
			opts, err := tt.game.ParseOptions(tt.args)
			if err != nil {
				t.Fatal(err)
			}
			tab, err := New(tt.game, opts)
			if err != nil {
				t.Fatal(err)
			}
			// The rules' weights, read again here: the table holds them all,
			// in order, and nothing else.
			st, _ := tt.game.New(opts)
			want := st.Outcomes(nil)
			if len(tab.Outcomes) != len(want) || len(tab.Outcomes) != len(tt.outcomes) {
				t.Fatalf("%d outcomes, the rules have %d, the rules file %d", len(tab.Outcomes), len(want), len(tt.outcomes))
			}
			for i, o := range tab.Outcomes {
				w := tt.outcomes[i]
				w.Action = want[i].Action
				if o != w || o.Weight != want[i].Weight {
					t.Errorf("outcome %d: %+v, want %+v (rules' weight %d)", i, o, w, want[i].Weight)
				}
			}
			if !reflect.DeepEqual(tab.Rows, tt.rows) {
				t.Errorf("rows %v, want %v", tab.Rows, tt.rows)
			}
			if tab.Of != rules.TotalWeight(want) {
				t.Errorf("of %d, the rules' weights sum to %d", tab.Of, rules.TotalWeight(want))
			}
			ways := 0
			for _, r := range tab.Rows {
				ways += r.Ways
			}
			if ways != tab.Of {
				t.Errorf("the rows' ways sum to %d, not %d", ways, tab.Of)
			}
		})
	}
}

// TestNoChance: a game without chance has no table, and says so.
func TestNoChance(t *testing.T) {
	for _, g := range []*rules.Game{dejarik.Game, diam.Game} {
		_, err := New(g, nil)
		if err == nil || !strings.Contains(err.Error(), "no throw") || !strings.HasPrefix(err.Error(), "odds: ") {
			t.Errorf("%s: %v, want an error saying it has no throw", g.Name, err)
		}
	}
}

// TestFacts: the facts, worked out by hand.
func TestFacts(t *testing.T) {
	dar, err := New(daryon.Game, nil)
	if err != nil {
		t.Fatal(err)
	}
	tha, err := New(thayyam.Game, nil)
	if err != nil {
		t.Fatal(err)
	}
	f := func(n, d int64) Fraction { return Fraction{n, d} }

	// Daryon: (1·6 + 2·15 + 3·20 + 4·15 + 5·6 + 6·1 + 12·1)/64
	// = (6 + 30 + 60 + 60 + 30 + 6 + 12)/64 = 204/64 = 51/16 = 3.1875,
	// the "3.19" of the rules file.
	if got := dar.Mean(); got != f(51, 16) || got.String() != "51/16" || got.Float() != 3.1875 {
		t.Errorf("daryon mean %v", got)
	}
	// A 1 comes 6 times in 64 = 3/32: 32/3 ≈ 10.67 throws on average
	// until the first 1, the one that lets a pawn out.
	if got := dar.Chance(1); got != f(3, 32) {
		t.Errorf("daryon chance of a 1: %v", got)
	}
	if got, ok := dar.Wait(1); !ok || got != f(32, 3) {
		t.Errorf("daryon wait for a 1: %v %v", got, ok)
	}
	// 3 is the most common: 20/64 = 5/16 = 31.25 %.
	if got := dar.Chance(3); got != f(5, 16) || got.Float() != 0.3125 {
		t.Errorf("daryon chance of a 3: %v", got)
	}
	// 12 once in 64: 64 throws on average.
	if got, ok := dar.Wait(12); !ok || got != f(64, 1) || got.String() != "64" {
		t.Errorf("daryon wait for a 12: %v %v", got, ok)
	}
	// No throw is worth 7.
	if got := dar.Chance(7); got.Num != 0 {
		t.Errorf("daryon chance of a 7: %v", got)
	}
	if _, ok := dar.Wait(7); ok {
		t.Error("daryon: a wait for a 7")
	}
	// After a Daryon throw the thrower decides: no throw gives another
	// at once (the throw after an exit comes after a decision).
	if q, pts, ok := dar.Again(); ok || q.Num != 0 || pts != nil {
		t.Errorf("daryon again: %v %v %v", q, pts, ok)
	}
	if _, ok := dar.Series(); ok {
		t.Error("daryon: series")
	}

	// Thayyam: (1·4 + 2·6 + 3·4 + 4·1 + 8·1)/16 = (4 + 12 + 12 + 4 + 8)/16
	// = 40/16 = 5/2.
	if got := tha.Mean(); got != f(5, 2) {
		t.Errorf("thayyam mean %v", got)
	}
	// A 1 (a piece enters) comes 4 times in 16: 4 throws on average.
	if got, ok := tha.Wait(1); !ok || got != f(4, 1) {
		t.Errorf("thayyam wait for a 1: %v %v", got, ok)
	}
	// A 1, a 4 or an 8 gives another throw: (4 + 1 + 1)/16 = 6/16 = 3/8.
	if q, pts, ok := tha.Again(); !ok || q != f(3, 8) || !reflect.DeepEqual(pts, []int{1, 4, 8}) {
		t.Errorf("thayyam again: %v %v %v", q, pts, ok)
	}
	// A series goes on with chance 3/8 at each throw: 1/(1 − 3/8) = 8/5
	// = 1.6 throws on average.
	if s, ok := tha.Series(); !ok || s != f(8, 5) {
		t.Errorf("thayyam series: %v %v", s, ok)
	}
}

// play plays the steps of a record on a new history of g.
func play(t *testing.T, g *rules.Game, steps ...string) *rules.History {
	t.Helper()
	opts, _ := g.ParseOptions(nil)
	h, err := rules.NewHistory(g, opts)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range steps {
		if _, err := h.PlayNotation(s); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
	return h
}

// TestObserved counts the throws of scripted games by their points, the
// steps taken back left out, in a full history and a lean one.
func TestObserved(t *testing.T) {
	// Daryon: S throws a 1 and brings a pawn out, throws again 3 and moves
	// it; N throws all light (6 points), cannot use it and passes; S throws
	// all dark (12 points) and moves.
	h := play(t, daryon.Game, "throw 1", "out", "throw 3", "a", "throw 0", "pass", "throw 6", "a")
	want := Counts{1: 1, 3: 1, 6: 1, 12: 1}
	if got := Observed(h); !reflect.DeepEqual(got, want) {
		t.Errorf("daryon: %v, want %v", got, want)
	}
	h.Undo()
	h.Undo() // the throw of 12 taken back
	if got := Observed(h); !reflect.DeepEqual(got, Counts{1: 1, 3: 1, 6: 1}) {
		t.Errorf("daryon, two steps taken back: %v", got)
	}
	h.Redo()
	h.Lean()
	if got := Observed(h); !reflect.DeepEqual(got, want) {
		t.Errorf("daryon, lean: %v, want %v", got, want)
	}

	// Thayyam: S throws a 1 (the series goes on) and a 2 (it ends), enters
	// a piece and moves it 2; N, with nothing on the board, throws a 3:
	// void, and the turn passes.
	h = play(t, thayyam.Game, "throw 1", "throw 2", "a:in", "a:2", "throw 3")
	if got := Observed(h); !reflect.DeepEqual(got, Counts{1: 1, 2: 1, 3: 1}) {
		t.Errorf("thayyam: %v", got)
	}
	if st := h.State(); st.ToMove() != rules.Chance || st.(rules.Thrower).Thrower() != 0 {
		t.Errorf("thayyam: after N's void 3, S should throw: %v", st)
	}

	// A step's events.
	ev, _ := play(t, thayyam.Game).PlayNotation("throw 0")
	if got := Thrown(ev); !reflect.DeepEqual(got, Counts{8: 1}) {
		t.Errorf("thrown: %v", got)
	}
}

// TestCounts: adding, sums and shares.
func TestCounts(t *testing.T) {
	var c Counts
	if c.Total() != 0 || c.Share(3) != 0 || c[3] != 0 {
		t.Error("a nil Counts is not empty")
	}
	c.Add(3, 2)
	c.Add(1, 6)
	if c.Total() != 8 || c.Share(3) != 0.25 || !reflect.DeepEqual(c.Points(), []int{1, 3}) {
		t.Errorf("%v", c)
	}
	s := c.Plus(Counts{3: 1, 12: 1})
	if !reflect.DeepEqual(s, Counts{1: 6, 3: 3, 12: 1}) || !reflect.DeepEqual(c, Counts{1: 6, 3: 2}) {
		t.Errorf("plus: %v (c %v)", s, c)
	}
}

// TestExperimentConverges: 100,000 throws drawn with the game's random
// source give each value a share within 4.5 standard deviations of its
// exact chance, and the same seed gives the same counts.
func TestExperimentConverges(t *testing.T) {
	for _, g := range []*rules.Game{daryon.Game, thayyam.Game} {
		tab, err := New(g, nil)
		if err != nil {
			t.Fatal(err)
		}
		const n = 100000
		c := tab.Experiment(20260114, n)
		if c.Total() != n {
			t.Fatalf("%s: %d throws", g.Name, c.Total())
		}
		for _, r := range tab.Rows {
			p := r.Chance().Float()
			sd := math.Sqrt(p * (1 - p) / n)
			if d := math.Abs(c.Share(r.Points) - p); d > 4.5*sd {
				t.Errorf("%s: %d points: share %.4f, chance %.4f: %.1f standard deviations", g.Name, r.Points, c.Share(r.Points), p, d/sd)
			}
		}
		if gap := tab.Gap(c); gap > 0.01 {
			t.Errorf("%s: gap %.4f after %d throws", g.Name, gap, n)
		}
		if small := tab.Experiment(20260114, 10); tab.Gap(small) <= tab.Gap(c) {
			t.Errorf("%s: 10 throws closer to the law than %d", g.Name, n)
		}
		if !reflect.DeepEqual(tab.Experiment(5, 1000), tab.Experiment(5, 1000)) {
			t.Errorf("%s: the same seed gives different counts", g.Name)
		}
		if reflect.DeepEqual(tab.Experiment(5, 1000), tab.Experiment(6, 1000)) {
			t.Errorf("%s: two seeds give the same counts", g.Name)
		}
	}
}

// TestDevice: counts added by game, written as JSON and read back.
func TestDevice(t *testing.T) {
	var d Device
	if d.Counts("daryon") != nil {
		t.Error("an empty device has counts")
	}
	d.Add("daryon", Counts{1: 6, 3: 20})
	d.Add("daryon", Counts{12: 1, 3: 1})
	d.Add("thayyam", Counts{8: 2})
	data, err := json.Marshal(d)
	if err != nil {
		t.Fatal(err)
	}
	const want = `{"version":1,"games":{"daryon":{"1":6,"12":1,"3":21},"thayyam":{"8":2}}}`
	if string(data) != want {
		t.Errorf("JSON %s, want %s", data, want)
	}
	back, err := ParseDevice(data)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back, d) {
		t.Errorf("read back %v, want %v", back, d)
	}
	empty, _ := json.Marshal(Device{})
	if string(empty) != `{"version":1,"games":{}}` {
		t.Errorf("empty: %s", empty)
	}
	for _, bad := range []string{
		``, `[]`, `{"version":2,"games":{}}`, `{"games":{}}`,
		`{"version":1,"games":{"daryon":{"1":-1}}}`, `{"version":1,"games":{"":{"1":1}}}`,
		`{"version":1,"games":{"daryon":{"one":1}}}`,
	} {
		if _, err := ParseDevice([]byte(bad)); err == nil || !strings.HasPrefix(err.Error(), "odds: ") {
			t.Errorf("%q: %v", bad, err)
		}
	}
	// A device kept inside a larger JSON value reads as itself.
	var wrap struct{ Odds Device }
	if err := json.Unmarshal([]byte(`{"Odds":`+want+`}`), &wrap); err != nil || !reflect.DeepEqual(wrap.Odds, d) {
		t.Errorf("wrapped: %v %v", wrap.Odds, err)
	}
}

package main

import (
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tabula/games"
	"tabula/rules"
)

// TestWilson checks the interval against values worked out by hand from
// the formula (and found in the literature: 0 of 10 gives [0, 0.2775]).
func TestWilson(t *testing.T) {
	tests := []struct {
		k, n   int
		lo, hi float64
	}{
		{0, 10, 0, 0.2775},
		{10, 10, 0.7225, 1},
		{5, 10, 0.2366, 0.7634},
		{50, 100, 0.4038, 0.5962},
		{81, 100, 0.7222, 0.8749},
		{700, 1000, 0.6708, 0.7276},
		{0, 0, 0, 1},
	}
	for _, tt := range tests {
		lo, hi := Wilson(tt.k, tt.n)
		if math.Abs(lo-tt.lo) > 5e-4 || math.Abs(hi-tt.hi) > 5e-4 {
			t.Errorf("Wilson(%d, %d) = [%.4f, %.4f], want [%.4f, %.4f]", tt.k, tt.n, lo, hi, tt.lo, tt.hi)
		}
	}
}

func TestSeats(t *testing.T) {
	tests := []struct {
		players int
		seats   string
		mix     string
		game    string
		want    [3]string // the seats of games 0, 1 and 2
	}{
		{2, "", "", "dejarik", [3]string{"ab", "ba", "ab"}},
		{3, "", "", "daryon", [3]string{"abb", "bab", "bba"}},
		{4, "a,b,a,b", "", "diam", [3]string{"abab", "baba", "abab"}},
		{4, "", "", "diam", [3]string{"abab", "baba", "abab"}}, // the teams
		{3, "", "", "diam", [3]string{"abb", "baa", "abb"}},
		{4, "", "", "thayyam", [3]string{"abbb", "babb", "bbab"}},
		{3, "a,b,b", "swap", "thayyam", [3]string{"abb", "baa", "abb"}},
	}
	for _, tt := range tests {
		var c Config
		c.Mix, c.Games, c.Parallel = tt.mix, 1, 1
		if err := c.Setup(tt.game, tt.players, nil, "hard", "random", tt.seats); err != nil {
			t.Fatal(err)
		}
		for i, want := range tt.want {
			var b strings.Builder
			for _, who := range c.seatsOf(i) {
				b.WriteByte("ab"[who])
			}
			if b.String() != want {
				t.Errorf("%s %d players %q: game %d seats %s, want %s", tt.game, tt.players, tt.seats, i, b.String(), want)
			}
		}
	}
}

func TestSetupErrors(t *testing.T) {
	tests := []struct{ game, a, b, seats string }{
		{"chess", "hard", "random", ""},
		{"diam", "expert", "random", ""},
		{"diam", "perfect", "random", ""},
		{"diam", "hard", "random", "a,b,b"},
		{"diam", "hard", "random", "a,c"},
	}
	for _, tt := range tests {
		c := Config{Games: 1, Parallel: 1}
		if err := c.Setup(tt.game, 0, nil, tt.a, tt.b, tt.seats); err == nil {
			t.Errorf("%+v: no error", tt)
		}
	}
}

// TestRun plays a tiny series twice, with one and with three workers: the
// figures must be the same, and add up.
func TestRun(t *testing.T) {
	run := func(parallel int) (Result, string) {
		c := Config{Games: 6, Seed: 3, Parallel: parallel}
		if err := c.Setup("diam", 0, []string{"rules=prototype"}, "medium", "random", ""); err != nil {
			t.Fatal(err)
		}
		r, err := c.Run()
		if err != nil {
			t.Fatal(err)
		}
		return r, r.Report(&c)
	}
	r1, rep1 := run(1)
	r3, rep3 := run(3)
	if r1 != r3 || rep1 != rep3 {
		t.Errorf("one worker:\n%s\nthree workers:\n%s", rep1, rep3)
	}
	if r1.Wins[0]+r1.Wins[1]+r1.Draws+r1.Unfinished != 6 || r1.Decisions == 0 || r1.Steps < r1.Decisions {
		t.Errorf("figures do not add up: %+v", r1)
	}
	if !strings.Contains(rep1, "ARENA game=diam opts=players=2,rules=prototype a=medium b=random n=6 ") {
		t.Errorf("report:\n%s", rep1)
	}
}

// TestRecords plays a short series with -records and reads every record
// back: its name gives the level at each seat in seat order, and it
// replays to the game's end.
func TestRecords(t *testing.T) {
	var c Config
	c.Games, c.Parallel, c.Records = 3, 1, t.TempDir()
	if err := c.Setup("daryon", 3, nil, "classic", "random", ""); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Run(); err != nil {
		t.Fatal(err)
	}
	for i, want := range []string{"0000-classic-random-random.txt", "0001-random-classic-random.txt", "0002-random-random-classic.txt"} {
		if got := c.RecordName(i, c.seatsOf(i)); got != want {
			t.Errorf("game %d: %s, want %s", i, got, want)
		}
		f, err := os.Open(filepath.Join(c.Records, want))
		if err != nil {
			t.Fatal(err)
		}
		h, err := rules.ReadHistory(f, games.Rules())
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		if h.State().ToMove() != rules.Over {
			t.Errorf("%s: the game does not end", want)
		}
	}
}

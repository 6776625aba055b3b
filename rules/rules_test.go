package rules_test

import (
	"go/build"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tabula/rules"
	"tabula/rules/rulestest/toygame"
)

func TestResultString(t *testing.T) {
	tests := []struct {
		r    rules.Result
		want string
	}{
		{rules.Result{}, "ongoing"},
		{rules.Result{Status: rules.Win, Winners: rules.SeatsOf(1)}, "winner 1"},
		{rules.Result{Status: rules.Win, Winners: rules.SeatsOf(2, 0)}, "winner 0 2"},
		{rules.Result{Status: rules.Win, Winners: rules.SeatsOf(1), Points: 3, Scored: true}, "winner 1 points=3"},
		{rules.Result{Status: rules.Draw}, "draw"},
		{rules.Result{Status: rules.Draw, Points: 1, Scored: true}, "draw points=1"},
		{rules.Result{Status: rules.Draw, Scored: true}, "draw points=0"},
	}
	for _, tt := range tests {
		if got := tt.r.String(); got != tt.want {
			t.Errorf("%+v: got %q, want %q", tt.r, got, tt.want)
		}
	}
}

func TestPlayerString(t *testing.T) {
	for p, want := range map[rules.Player]string{0: "0", 3: "3", rules.Chance: "chance", rules.Over: "over"} {
		if got := p.String(); got != want {
			t.Errorf("Player(%d) = %q, want %q", p, got, want)
		}
	}
}

func TestSeats(t *testing.T) {
	s := rules.SeatsOf(3, 1)
	for p := rules.Player(-2); p < 8; p++ {
		if got, want := s.Has(p), p == 1 || p == 3; got != want {
			t.Errorf("Has(%d) = %v", p, got)
		}
	}
}

// TestPick checks that each outcome takes exactly as many of the numbers
// 0..total-1 as its weight, so a uniform draw gives the exact probabilities.
func TestPick(t *testing.T) {
	outcomes := []rules.Outcome{{0, 1}, {1, 6}, {2, 15}, {3, 20}, {4, 15}, {5, 6}, {6, 1}}
	total := rules.TotalWeight(outcomes)
	if total != 64 {
		t.Fatalf("total %d", total)
	}
	count := map[rules.Action]int{}
	for x := range total {
		count[rules.Pick(outcomes, x)]++
	}
	for _, o := range outcomes {
		if count[o.Action] != o.Weight {
			t.Errorf("action %d picked %d times, weight %d", o.Action, count[o.Action], o.Weight)
		}
	}
	for _, x := range []int{-1, total} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("Pick(%d) did not panic", x)
				}
			}()
			rules.Pick(outcomes, x)
		}()
	}
}

func TestParseOptions(t *testing.T) {
	g := toygame.New(toygame.Faults{})
	tests := []struct {
		args    []string
		want    string // FormatOptions of the result, or the error's text
		wantErr bool
	}{
		{nil, "players=2 start=0", false},
		{[]string{"start=3"}, "players=2 start=3", false},
		{[]string{"start=3", "players=2"}, "players=2 start=3", false},
		{[]string{"players=3"}, `toy: option players="3" not allowed (allowed: 2)`, true},
		{[]string{"start=3", "start=3"}, `toy: option "start" given twice`, true},
		{[]string{"speed=2"}, `toy: unknown option "speed"`, true},
		{[]string{"start"}, `toy: option "start" is not KEY=VALUE`, true},
		{[]string{"=3"}, `toy: option "=3" is not KEY=VALUE`, true},
		{[]string{"Start=3"}, `toy: unknown option "Start"`, true},
	}
	for _, tt := range tests {
		opts, err := g.ParseOptions(tt.args)
		switch {
		case tt.wantErr && err == nil:
			t.Errorf("%q: no error", tt.args)
		case tt.wantErr && err.Error() != tt.want:
			t.Errorf("%q: error %q, want %q", tt.args, err, tt.want)
		case !tt.wantErr && err != nil:
			t.Errorf("%q: %v", tt.args, err)
		case !tt.wantErr && g.FormatOptions(opts) != tt.want:
			t.Errorf("%q: got %q, want %q", tt.args, g.FormatOptions(opts), tt.want)
		}
	}
}

func TestRecordReplay(t *testing.T) {
	g := toygame.New(toygame.Faults{})
	text := "# a short game\ntoy players=2 start=3\nthrow 2\n+2\n\nthrow 0\n+1\nthrow 1\n+1\n"
	r, err := rules.ParseRecord(strings.NewReader(text), []*rules.Game{g})
	if err != nil {
		t.Fatal(err)
	}
	s, err := r.Replay()
	if err != nil {
		t.Fatal(err)
	}
	if got := s.Result().String(); got != "winner 0" {
		t.Errorf("result %q, want winner 0", got)
	}
	want := "toy players=2 start=3\nthrow 2\n+2\nthrow 0\n+1\nthrow 1\n+1\n"
	if got := r.String(); got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
}

func TestRecordErrors(t *testing.T) {
	games := []*rules.Game{toygame.New(toygame.Faults{})}
	tests := []struct{ text, want string }{
		{"", `line 1: the record is empty: a record starts with the game's name and options, such as "toy players=2"`},
		{"# only a comment\n\n", `line 2: no game line, only comments: a record starts with the game's name and options, such as "toy players=2"`},
		{"chess\n", `line 1: unknown game "chess" (games: toy)`},
		{"toy players=5\n", `line 1: toy: option players="5" not allowed (allowed: 2)`},
		{"toy\nthrow 9\n", `line 2: step 1 (throw 9): toy: "throw 9" is not a throw`},
		{"toy\n# a comment\nthrow 0\n\n+2\n", "line 5: step 2 (+2): toy: move 2: illegal move"},
		{"toy\n" + strings.Repeat("x", 5000) + "\n", "line 2: longer than 4096 bytes: not a record"},
	}
	for _, tt := range tests {
		r, err := rules.ParseRecord(strings.NewReader(tt.text), games)
		if err == nil {
			_, err = r.Replay()
		}
		if err == nil || err.Error() != tt.want {
			t.Errorf("ParseRecord, Replay %.40q: error %v, want %q", tt.text, err, tt.want)
		}
		// ReadHistory replays as it reads, with the same errors.
		if _, err := rules.ReadHistory(strings.NewReader(tt.text), games); err == nil || err.Error() != tt.want {
			t.Errorf("ReadHistory %.40q: error %v, want %q", tt.text, err, tt.want)
		}
	}
}

func TestMatchIsDeterministic(t *testing.T) {
	g := toygame.New(toygame.Faults{})
	play := func(seed uint64) string {
		m, err := rules.NewMatch(g, rules.Options{"players": "2", "start": "0"}, seed)
		if err != nil {
			t.Fatal(err)
		}
		for m.State().ToMove() != rules.Over {
			if m.State().ToMove() == rules.Chance {
				if _, _, err := m.Throw(); err != nil {
					t.Fatal(err)
				}
			} else if _, err := m.Play(m.RandomAction()); err != nil {
				t.Fatal(err)
			}
		}
		return m.Record().String()
	}
	a, b := play(7), play(7)
	if a != b {
		t.Errorf("seed 7 played two games:\n%s\n%s", a, b)
	}
	different := false
	for seed := uint64(0); seed < 10 && !different; seed++ {
		different = play(seed) != a
	}
	if !different {
		t.Error("ten seeds all played the same game")
	}
}

func TestMatchErrors(t *testing.T) {
	m, _ := rules.NewMatch(toygame.New(toygame.Faults{}), rules.Options{"players": "2", "start": "0"}, 1)
	if _, err := m.PlayNotation("+1"); err == nil {
		t.Error("a move at a chance step was played")
	}
	if _, err := m.PlayNotation("jump"); err == nil {
		t.Error("a malformed move was played")
	}
	if _, err := m.PlayNotation("throw 1"); err != nil {
		t.Fatal(err)
	}
	if _, _, err := m.Throw(); err == nil {
		t.Error("Throw at a decision did not fail")
	}
	if got := len(m.Record().Steps); got != 1 {
		t.Errorf("record has %d steps after one good step, want 1", got)
	}
}

// TestThrowFrequencies checks that Match draws throws with the rules'
// weights: two coins give 1:2:1.
func TestThrowFrequencies(t *testing.T) {
	g := toygame.New(toygame.Faults{})
	s, _ := g.Start()
	rng := rules.NewRand(42)
	var buf []rules.Outcome
	var count [3]int
	const n = 40000
	for range n {
		count[rules.Throw(s, rng, &buf)]++
	}
	for k, w := range []int{1, 2, 1} {
		want := n * w / 4
		if d := count[k] - want; d < -400 || d > 400 { // over 4 standard deviations
			t.Errorf("throw %d came %d times in %d, want about %d", k, count[k], n, want)
		}
	}
}

// TestStandardLibraryOnly walks the packages under rules/ and fails if any of
// them imports anything but the standard library and the rules packages.
func TestStandardLibraryOnly(t *testing.T) {
	err := filepath.WalkDir(".", func(path string, d os.DirEntry, err error) error {
		if err != nil || !d.IsDir() || d.Name() == "testdata" {
			return err
		}
		pkg, err := build.ImportDir(path, 0)
		if _, none := err.(*build.NoGoError); none {
			return nil
		} else if err != nil {
			return err
		}
		imports := append(append(pkg.Imports, pkg.TestImports...), pkg.XTestImports...)
		for _, imp := range imports {
			first, _, _ := strings.Cut(imp, "/")
			if imp != "tabula/rules" && !strings.HasPrefix(imp, "tabula/rules/") && strings.Contains(first, ".") {
				t.Errorf("%s imports %s, outside the standard library", path, imp)
			}
			if first == "tabula" && !strings.HasPrefix(imp, "tabula/rules") {
				t.Errorf("%s imports %s, outside rules/", path, imp)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func TestOptionSets(t *testing.T) {
	g := toygame.New(toygame.Faults{})
	sets := g.OptionSets()
	var got []string
	for _, o := range sets {
		got = append(got, g.FormatOptions(o))
	}
	if want := "players=2 start=0|players=2 start=3"; strings.Join(got, "|") != want {
		t.Errorf("OptionSets = %q, want %q", strings.Join(got, "|"), want)
	}
	sets[0]["start"] = "3"
	if g.FormatOptions(sets[1]) != "players=2 start=3" || g.FormatOptions(g.OptionSets()[0]) != "players=2 start=0" {
		t.Error("option sets share their maps")
	}
}

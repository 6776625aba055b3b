package helptest

import (
	"path/filepath"
	"strings"
	"testing"

	"tabula/help"
	"tabula/rules"
)

// TestProblems shows that Problems passes a good sentence and catches each
// fault it looks for, in each language.
func TestProblems(t *testing.T) {
	for _, c := range []struct {
		l    help.Lang
		good []string
		bad  []string
	}{
		{help.English, []string{
			"South throws 3",
			"South: pawn b from 14 to 17, sends North's pawn a home; South's pawn b may now go home",
			"White: from outer 0 to inner 2, a double diagonal exit — its four pawns side by side on inner 2, 3, 4 and 5: White wins 3 points",
			"Red and orange: a red pawn dropped on cell 3, level 1, announcing “Diam!”",
			"South throws 8 (no slit showing) and throws again",
		}, []string{
			"",
			"South throws 3\nNorth throws 2",
			"South\tthrows 3",
			" South throws 3",
			"South throws 3 ",
			"South  throws 3",
			"South throws 3 - and again",
			"South throws 3 -- and again",
			"South throws 3 · again",
			`Red says "Diam!"`,
			"South throws 3 , and again",
			"South throws 3.",
			"South throws\u00a03",
			"South throws 3—again",
			"South throws ☃",
			"South throws 3 : again",
			"Red says «Diam!»",
		}},
		{help.French, []string{
			"Sud fait 3",
			"Sud\u00a0: pion b de 14 à 17, renvoie le pion a de Nord à la maison\u00a0; le pion b de Sud peut désormais rentrer",
			"Rouge et orange\u00a0: un pion rouge posé sur la case 3, niveau 1, en annonçant «\u00a0Diam\u00a0!\u00a0»",
			"Blanc\u00a0: de la case extérieure 0 à la case intérieure 2 — ses quatre pions côte à côte\u00a0: Blanc gagne 3 points",
			"c’est au tour d’Est",
		}, []string{
			"",
			"Sud fait 3.",
			"Sud : pion b de 14 à 17",
			"Sud: pion b de 14 à 17",
			"Sud\u00a0fait 3",
			"Rouge : « Diam ! »",
			"Rouge\u00a0: «Diam\u00a0!\u00a0»",
			"Rouge\u00a0: « Diam\u00a0! »",
			"Rouge\u00a0: “Diam\u00a0!”",
			"Rouge\u00a0: \u00a0pose",
			"Sud fait 3\u00a0, et relance",
			"Sud fait ☃",
		}},
	} {
		for _, good := range c.good {
			if probs := Problems(c.l, good); len(probs) > 0 {
				t.Errorf("%v: %q: %v", c.l, good, probs)
			}
		}
		for _, bad := range c.bad {
			if probs := Problems(c.l, bad); len(probs) == 0 {
				t.Errorf("%v: %q: no problem found", c.l, bad)
			} else {
				t.Logf("%v: %q: %s", c.l, bad, probs[0])
			}
		}
	}
}

func TestMissing(t *testing.T) {
	if m := Missing("South: “Diam!” — I0–I3, 5 × 5, Réunion, « à »"); len(m) > 0 {
		t.Errorf("missing %q", m)
	}
	if m := Missing("☃ a ☃ 漢"); string(m) != "☃漢" {
		t.Errorf("Missing = %q, want ☃漢", m)
	}
}

// TestLine checks the form of a line of the move log, with a game whose
// words are made up for the test.
func TestLine(t *testing.T) {
	g := &rules.Game{Name: "count", Title: "Count",
		Options: []rules.OptionSpec{{Key: "players", Values: []string{"2"}, Name: "Players"}}}
	words := &help.Game{
		SeatName: func(l help.Lang, n int, p rules.Player) string { return [...]string{"Ann", "Bob"}[p] },
		Describe: func(l help.Lang, before, after rules.State, step rules.Step, name func(rules.Player) string, _ rules.Player) string {
			if l == help.French {
				return name(step.Actor) + " dit " + step.Note
			}
			return name(step.Actor) + " says " + step.Note
		},
	}
	g.New = func(rules.Options) (rules.State, error) { return &counter{}, nil }
	h := Script(t, g, "", "1, 2, 3")
	for l, want := range map[help.Lang]string{
		help.English: "1. 1 — Ann says 1\n2. 2 — Bob says 2\n3. 3 — Ann says 3\n",
		help.French:  "1. 1 — Ann dit 1\n2. 2 — Bob dit 2\n3. 3 — Ann dit 3\n",
	} {
		if got := Log(words, l, h); got != want {
			t.Errorf("Log in %v =\n%s\nwant\n%s", l, got, want)
		}
	}
	for i := range h.Len() {
		if p := Translated(words, h, i); len(p) > 0 {
			t.Errorf("step %d: %v", i+1, p)
		}
	}
	same := *words
	same.Describe = func(l help.Lang, before, after rules.State, step rules.Step, name func(rules.Player) string, _ rules.Player) string {
		return name(step.Actor) + ": " + step.Note
	}
	if p := Translated(&same, h, 0); len(p) == 0 {
		t.Error("Translated finds nothing wrong with French that is the English")
	}
}

func TestGoldenFile(t *testing.T) {
	if en, fr := GoldenFile(help.English), GoldenFile(help.French); en != filepath.Join("testdata", "log.golden") || fr != filepath.Join("testdata", "log.fr.golden") {
		t.Errorf("GoldenFile = %s, %s", en, fr)
	}
}

// counter is a game where two players name the numbers 1, 2, 3 in turn.
type counter struct{ n int }

func (c *counter) Players() int { return 2 }
func (c *counter) ToMove() rules.Player {
	if c.n == 3 {
		return rules.Over
	}
	return rules.Player(c.n % 2)
}
func (c *counter) Legal(buf []rules.Action) []rules.Action {
	if c.n == 3 {
		return buf
	}
	return append(buf, rules.Action(c.n+1))
}
func (c *counter) Outcomes(buf []rules.Outcome) []rules.Outcome { return buf }
func (c *counter) Apply(a rules.Action, ev []rules.Event) ([]rules.Event, error) {
	if c.n == 3 || int(a) != c.n+1 {
		return ev, rules.ErrIllegal
	}
	c.n++
	return ev, nil
}
func (c *counter) Result() rules.Result {
	if c.n == 3 {
		return rules.Result{Status: rules.Draw}
	}
	return rules.Result{}
}
func (c *counter) Clone() rules.State                 { d := *c; return &d }
func (c *counter) FormatAction(a rules.Action) string { return string(rune('0' + a)) }
func (c *counter) ParseAction(s string) (rules.Action, error) {
	if len(s) != 1 || !strings.ContainsAny(s, "123") {
		return 0, rules.ErrIllegal
	}
	return rules.Action(s[0] - '0'), nil
}
func (c *counter) Key() string    { return string(rune('0' + c.n)) }
func (c *counter) String() string { return c.Key() }

// TestUncovered checks that the option values no golden game plays are
// found, and that a set of games playing every value passes.
func TestUncovered(t *testing.T) {
	g := &rules.Game{Name: "count", Options: []rules.OptionSpec{
		{Key: "players", Values: []string{"2", "3"}},
		{Key: "speed", Values: []string{"slow", "fast", "wild"}},
	}}
	for _, c := range []struct {
		games []GoldenGame
		want  string
	}{
		{nil, "players=2 players=3 speed=slow speed=fast speed=wild"},
		{[]GoldenGame{{}}, "players=3 speed=fast speed=wild"},
		{[]GoldenGame{{}, {Options: "players=3 speed=wild"}}, "speed=fast"},
		{[]GoldenGame{{}, {Options: "players=3 speed=wild"}, {Options: "speed=fast"}}, ""},
		{[]GoldenGame{{Options: "speed=fastest"}}, `"speed=fastest"`},
	} {
		got := strings.Join(Uncovered(g, c.games), " ")
		if c.want == `"speed=fastest"` {
			if !strings.HasPrefix(got, c.want) {
				t.Errorf("Uncovered(%v) = %s, want the bad option named", c.games, got)
			}
			continue
		}
		if got != c.want {
			t.Errorf("Uncovered(%v) = %q, want %q", c.games, got, c.want)
		}
	}
}

// Package helptest checks what a game's help package says, in the spirit of
// tabula/rules/rulestest: it plays scripted and seeded random games, writes
// their move log with the game's [help.Game.Describe], keeps the logs as
// golden files, and checks every sentence's shape. Every game's help tests
// use it; it is for tests only.
package helptest

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"

	"tabula/help"
	"tabula/rules"
	"tabula/rules/rulestest"
)

// GoldenFile is the golden move log of a game's help package, beside its
// tests.
var GoldenFile = filepath.Join("testdata", "log.golden")

// Names returns the name function of the move log for a game of players
// players: the seats named by g.SeatName.
func Names(g *help.Game, players int) func(rules.Player) string {
	return func(p rules.Player) string { return g.SeatName(players, p) }
}

// Line returns the move log's line for step i (from 0) of h: its number from
// 1, its notation and its sentence, "12. a:4+2 — South: piece a from 3 to 9
// with 4+2".
func Line(g *help.Game, h *rules.History, i int) string {
	step := h.Step(i)
	text := g.Describe(h.StateAt(i), h.StateAt(i+1), step, Names(g, h.StateAt(0).Players()))
	return fmt.Sprintf("%d. %s — %s", i+1, step.Note, text)
}

// Log returns the move log of every step of h, one line each.
func Log(g *help.Game, h *rules.History) string {
	var b strings.Builder
	for i := range h.Len() {
		b.WriteString(Line(g, h, i))
		b.WriteByte('\n')
	}
	return b.String()
}

// Script plays a scripted game of game and returns its history: options
// are the record's option arguments ("players=3 twins=split", or "" for
// the defaults), and steps its steps in the game's notation, separated by
// commas ("throw 1, out, throw 3, a"). It goes through the record's text
// form, rules.ParseRecord and (*rules.Record).History, as a saved game
// does.
func Script(t testing.TB, game *rules.Game, options, steps string) *rules.History {
	t.Helper()
	text := strings.TrimSpace(game.Name+" "+options) + "\n"
	for s := range strings.SplitSeq(steps, ",") {
		if s = strings.TrimSpace(s); s != "" {
			text += s + "\n"
		}
	}
	r, err := rules.ParseRecord(strings.NewReader(text), []*rules.Game{game})
	if err != nil {
		t.Fatalf("script %q: %v", steps, err)
	}
	h, err := r.History()
	if err != nil {
		t.Fatalf("script %q: %v", steps, err)
	}
	return h
}

// Random plays a random game of game with opts: a rules.Match seeded with
// seed makes every choice (Match.RandomAction) until the game is over.
func Random(t testing.TB, game *rules.Game, opts rules.Options, seed uint64) *rules.History {
	t.Helper()
	return rulestest.RandomHistory(t, game, opts, seed, 1<<30)
}

// Case is a step of a game whose sentence [Describe] checks.
type Case struct {
	Name    string
	Options string // the option arguments ("exits=multi"), "" for the defaults
	Steps   string // the game, as [Script] reads it
	Seed    uint64 // or, if Steps is "", a random game played from this seed
	// Step is the step to describe: its number from the start (1 for the
	// first), or if it is 0 or less, from the end (0 for the last, -1
	// for the one before).
	Step int
	Want string // the sentence, exactly
}

// Describe checks g.Describe on each case: the sentence of the step, with
// the seats named by g.SeatName, must be exactly the one wanted, and pass
// [Problems].
func Describe(t *testing.T, game *rules.Game, g *help.Game, cases []Case) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.Name, func(t *testing.T) {
			var h *rules.History
			if c.Steps != "" {
				h = Script(t, game, c.Options, c.Steps)
			} else {
				opts, err := game.ParseOptions(strings.Fields(c.Options))
				if err != nil {
					t.Fatal(err)
				}
				h = Random(t, game, opts, c.Seed)
			}
			i := c.Step - 1
			if c.Step <= 0 {
				i = h.Len() - 1 + c.Step
			}
			if i < 0 || i >= h.Len() {
				t.Fatalf("no step %d in a game of %d", c.Step, h.Len())
			}
			got := g.Describe(h.StateAt(i), h.StateAt(i+1), h.Step(i), Names(g, h.StateAt(0).Players()))
			if got != c.Want {
				t.Errorf("step %d (%s):\ngot  %s\nwant %s", i+1, h.Step(i).Note, got, c.Want)
			}
			for _, p := range Problems(got) {
				t.Error(p)
			}
		})
	}
}

// GoldenGame is one game of a golden move log: random play from Seed with
// Options, after an optional scripted opening.
type GoldenGame struct {
	// About says in a few words why the game is in the log ("three
	// players", "exits=multi: a 5 or a 6 brings out several pawns"); the
	// log shows it in the game's heading.
	About   string
	Options string // the option arguments, as [Script] reads them; "" for the defaults
	// Opening, if not "", is a scripted start in the game's notation, as
	// [Script] reads it, played before the random play: it shows what
	// random play almost never does.
	Opening string
	Seed    uint64 // the seed of the random play, to the end of the game
}

// Play plays gg: the opening, then random choices (Match.RandomAction,
// seeded with gg.Seed) until the game is over. It returns the history.
func (gg GoldenGame) Play(t testing.TB, game *rules.Game) *rules.History {
	t.Helper()
	opts, err := game.ParseOptions(strings.Fields(gg.Options))
	if err != nil {
		t.Fatal(err)
	}
	m, err := rules.NewMatch(game, opts, gg.Seed)
	if err != nil {
		t.Fatal(err)
	}
	for s := range strings.SplitSeq(gg.Opening, ",") {
		if s = strings.TrimSpace(s); s == "" {
			continue
		}
		if _, err := m.PlayNotation(s); err != nil {
			t.Fatalf("opening %q: %v", gg.Opening, err)
		}
	}
	for m.State().ToMove() != rules.Over {
		if _, err := m.Play(m.RandomAction()); err != nil {
			t.Fatal(err)
		}
	}
	// The match keeps a lean history; the whole one, with every position
	// and its events, is the record's.
	h, err := m.Record().History()
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// Golden plays games (see [GoldenGame.Play]) and compares their move logs,
// written by g, with [GoldenFile]; with update it rewrites the file instead:
// read the difference by hand, since it is what a player reads. The games
// must together play every value of every option of game, so that an
// option added to the rules is logged too, and the log must hold each of
// shows, phrases that prove the seeds still show what they were chosen
// for (a pairing of twins, a safe junction shared). Golden also checks
// every sentence with [Problems], and that Describe leaves the positions
// it reads unchanged.
func Golden(t *testing.T, game *rules.Game, g *help.Game, update bool, games []GoldenGame, shows ...string) {
	t.Helper()
	for _, p := range Uncovered(game, games) {
		t.Errorf("no game of the golden log plays %s", p)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "# Move logs of %s: random games (rules.NewMatch and Match.RandomAction from the seed), each after its scripted steps if it has any.\n", game.Title)
	for _, gg := range games {
		h := gg.Play(t, game)
		opts := game.FormatOptions(h.Options())
		fmt.Fprintf(&b, "\n# %s %s, seed %d", game.Name, opts, gg.Seed)
		if n := len(strings.FieldsFunc(gg.Opening, func(r rune) bool { return r == ',' })); n > 0 {
			fmt.Fprintf(&b, ", the first %d steps scripted", n)
		}
		fmt.Fprintf(&b, " — %s\n", gg.About)
		for i := range h.Len() {
			before, after := h.StateAt(i).Key(), h.StateAt(i+1).Key()
			line := Line(g, h, i)
			if h.StateAt(i).Key() != before || h.StateAt(i+1).Key() != after {
				t.Fatalf("%s: Describe changed the positions of step %d", opts, i+1)
			}
			for _, p := range Problems(line[strings.Index(line, " — ")+len(" — "):]) {
				t.Errorf("%s: %s: %s", opts, line, p)
			}
			b.WriteString(line + "\n")
		}
	}
	got := b.String()
	for _, s := range shows {
		if !strings.Contains(got, s) {
			t.Errorf("the golden log never says %q: choose other seeds", s)
		}
	}
	if update {
		if err := os.MkdirAll(filepath.Dir(GoldenFile), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(GoldenFile, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(GoldenFile)
	if err != nil {
		t.Fatalf("%v (go test -update writes it)", err)
	}
	if got != string(want) {
		gl, wl := strings.Split(got, "\n"), strings.Split(string(want), "\n")
		for i := range min(len(gl), len(wl)) {
			if gl[i] != wl[i] {
				t.Fatalf("%s differs from line %d:\ngot  %s\nwant %s\n(go test -update rewrites it: check the difference by hand)", GoldenFile, i+1, gl[i], wl[i])
			}
		}
		t.Fatalf("%s has %d lines, the log %d (go test -update rewrites it)", GoldenFile, len(wl), len(gl))
	}
}

// Uncovered returns the option values of game, as "key=value", that none
// of games plays.
func Uncovered(game *rules.Game, games []GoldenGame) []string {
	played := map[string]bool{}
	for _, gg := range games {
		opts, err := game.ParseOptions(strings.Fields(gg.Options))
		if err != nil {
			return []string{fmt.Sprintf("%q (%v)", gg.Options, err)}
		}
		for k, v := range opts {
			played[k+"="+v] = true
		}
	}
	var out []string
	for _, o := range game.Options {
		for _, v := range o.Values {
			if !played[o.Key+"="+v] {
				out = append(out, o.Key+"="+v)
			}
		}
	}
	return out
}

// faults lists what a sentence of the move log, a label or a blurb must not
// hold.
var faults = []struct {
	what string
	re   *regexp.Regexp
}{
	{"a line break or a tab", regexp.MustCompile(`[\n\r\t]`)},
	{"stray spaces", regexp.MustCompile(`^\s|\s$|\s\s`)},
	{"a hyphen used as a dash", regexp.MustCompile(`\s-+\s|--|\s-$|^-\s`)},
	{"a middle dot", regexp.MustCompile(`·`)},
	{"straight double quotes", regexp.MustCompile(`"`)},
	{"a space before punctuation", regexp.MustCompile(`\s[:;!?,.)]`)},
	{"a final full stop", regexp.MustCompile(`\.$`)},
	{"a no-break space", regexp.MustCompile("\u00a0")},
	{"a dash without spaces", regexp.MustCompile(`\S—|—\S`)},
}

// Problems reports what is wrong with one sentence of the move log: it is
// empty, holds a line break, stray spaces, a hyphen where a dash is meant,
// a middle dot, straight quotes, a space before punctuation, ends with a
// full stop, or holds a character the Go fonts cannot draw.
func Problems(text string) []string {
	if text == "" {
		return []string{"an empty sentence"}
	}
	var probs []string
	for _, f := range faults {
		if m := f.re.FindString(text); m != "" {
			probs = append(probs, fmt.Sprintf("%s (%q)", f.what, m))
		}
	}
	for _, r := range Missing(text) {
		probs = append(probs, fmt.Sprintf("no glyph for %q (%U) in the Go fonts", r, r))
	}
	return probs
}

// fonts are the Go fonts the screens draw text with.
var fonts = func() []*sfnt.Font {
	var fs []*sfnt.Font
	for _, ttf := range [][]byte{goregular.TTF, gobold.TTF} {
		f, err := sfnt.Parse(ttf)
		if err != nil {
			panic(err)
		}
		fs = append(fs, f)
	}
	return fs
}()

// Missing returns the characters of text, each once, that the Go fonts the
// screens draw with, regular or bold, have no glyph for.
func Missing(text string) []rune {
	var buf sfnt.Buffer
	var out []rune
	for _, r := range text {
		if r == utf8.RuneError || strings.ContainsRune(string(out), r) {
			continue
		}
		for _, f := range fonts {
			if i, err := f.GlyphIndex(&buf, r); err != nil || i == 0 {
				out = append(out, r)
				break
			}
		}
	}
	return out
}

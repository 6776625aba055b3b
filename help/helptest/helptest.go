// Package helptest checks what a game's help package says, in the spirit of
// tabula/rules/rulestest: it plays scripted and seeded random games, writes
// their move log with the game's [help.Game.Describe] in each language,
// keeps the logs as golden files, checks every sentence's shape and its
// language's typography, checks that the French is a translation, checks
// the game's [help.Game.Refusal] on scripted taps and against the legal
// moves of whole games, and checks what help.Focus and the game's
// [help.Game.Place] say of the keyboard's cursor ([Focus],
// [FocusProblems]). Every game's help tests use it; it is for tests only.
package helptest

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/image/font/sfnt"

	"tabula/help"
	"tabula/rules"
	"tabula/rules/rulestest"
	"tabula/sprites/fonts"
)

// GoldenFile returns the golden move log of a game's help package in l,
// beside its tests: testdata/log.golden in English, testdata/log.fr.golden
// in French.
func GoldenFile(l help.Lang) string {
	if l == help.English {
		return filepath.Join("testdata", "log.golden")
	}
	return filepath.Join("testdata", "log."+l.Code()+".golden")
}

// Names returns the name function of the move log for a game of players
// players in l: the seats named by g.SeatName.
func Names(g *help.Game, l help.Lang, players int) func(rules.Player) string {
	return func(p rules.Player) string { return g.SeatName(l, players, p) }
}

// Neutral names the seats the same in every language, "Ana", "Bo", "Cy"
// and "Di", so that a sentence in French and its English can be compared
// for their words alone.
func Neutral(p rules.Player) string {
	if p < 0 || p > 3 {
		return "?"
	}
	return [...]string{"Ana", "Bo", "Cy", "Di"}[p]
}

// Line returns the move log's line for step i (from 0) of h in l: its
// number from 1, its notation and its sentence, "12. a:4+2 — South: piece a
// from 3 to 9 with 4+2".
func Line(g *help.Game, l help.Lang, h *rules.History, i int) string {
	step := h.Step(i)
	text := g.Describe(l, h.StateAt(i), h.StateAt(i+1), step, Names(g, l, h.StateAt(0).Players()), -1)
	return fmt.Sprintf("%d. %s — %s", i+1, step.Note, text)
}

// Log returns the move log of every step of h in l, one line each.
func Log(g *help.Game, l help.Lang, h *rules.History) string {
	var b strings.Builder
	for i := range h.Len() {
		b.WriteString(Line(g, l, h, i))
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
	En   string // the sentence in English, exactly
	Fr   string // the sentence in French, exactly
}

// history returns the game a case plays: its script, or a seeded random
// game.
func history(t testing.TB, game *rules.Game, options, steps string, seed uint64) *rules.History {
	t.Helper()
	if steps != "" {
		return Script(t, game, options, steps)
	}
	opts, err := game.ParseOptions(strings.Fields(options))
	if err != nil {
		t.Fatal(err)
	}
	return Random(t, game, opts, seed)
}

// Describe checks g.Describe on each case, in English and in French: the
// sentence of the step, with the seats named by g.SeatName, must be exactly
// the one wanted and pass [Problems] in its language, and the French must
// say the step in other words than the English (see [Translated]).
func Describe(t *testing.T, game *rules.Game, g *help.Game, cases []Case) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.Name, func(t *testing.T) {
			h := history(t, game, c.Options, c.Steps, c.Seed)
			i := c.Step - 1
			if c.Step <= 0 {
				i = h.Len() - 1 + c.Step
			}
			if i < 0 || i >= h.Len() {
				t.Fatalf("no step %d in a game of %d", c.Step, h.Len())
			}
			for _, w := range []struct {
				l    help.Lang
				want string
			}{{help.English, c.En}, {help.French, c.Fr}} {
				got := g.Describe(w.l, h.StateAt(i), h.StateAt(i+1), h.Step(i), Names(g, w.l, h.StateAt(0).Players()), -1)
				if got != w.want {
					t.Errorf("step %d (%s) in %v:\ngot  %s\nwant %s", i+1, h.Step(i).Note, w.l, got, w.want)
				}
				for _, p := range Problems(w.l, got) {
					t.Errorf("%v: %s", w.l, p)
				}
			}
			for _, p := range Translated(g, h, i) {
				t.Error(p)
			}
		})
	}
}

// Translated reports what is wrong with the French of step i of h: a
// sentence in French that is empty, or says the step in the very words of
// the English once the seats have the same names in both ([Neutral]).
func Translated(g *help.Game, h *rules.History, i int) []string {
	en := g.Describe(help.English, h.StateAt(i), h.StateAt(i+1), h.Step(i), Neutral, -1)
	fr := g.Describe(help.French, h.StateAt(i), h.StateAt(i+1), h.Step(i), Neutral, -1)
	switch {
	case fr == "":
		return []string{fmt.Sprintf("step %d (%s): no French", i+1, h.Step(i).Note)}
	case fr == en:
		return []string{fmt.Sprintf("step %d (%s): the French is the English: %s", i+1, h.Step(i).Note, fr)}
	}
	return nil
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
// written by g in l, with [GoldenFile](l); with update it rewrites the file
// instead: read the difference by hand, since it is what a player reads.
// The games must together play every value of every option of game, so that
// an option added to the rules is logged too, and the log must hold each of
// shows, phrases that prove the seeds still show what they were chosen for
// (a pairing of twins, a safe junction shared). Golden also checks every
// sentence with [Problems] in l, in French that it is a translation
// ([Translated]), and that Describe leaves the positions it reads
// unchanged.
func Golden(t *testing.T, l help.Lang, game *rules.Game, g *help.Game, update bool, games []GoldenGame, shows ...string) {
	t.Helper()
	for _, p := range Uncovered(game, games) {
		t.Errorf("no game of the golden log plays %s", p)
	}
	file := GoldenFile(l)
	var b strings.Builder
	fmt.Fprintf(&b, "# Move logs of %s (%s): random games (rules.NewMatch and Match.RandomAction from the seed), each after its scripted steps if it has any.\n", game.Title, l.Code())
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
			line := Line(g, l, h, i)
			if h.StateAt(i).Key() != before || h.StateAt(i+1).Key() != after {
				t.Fatalf("%s: Describe changed the positions of step %d", opts, i+1)
			}
			for _, p := range Problems(l, line[strings.Index(line, " — ")+len(" — "):]) {
				t.Errorf("%s: %s: %s", opts, line, p)
			}
			if l == help.French {
				for _, p := range Translated(g, h, i) {
					t.Errorf("%s: %s", opts, p)
				}
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
		if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(file, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("%v (go test -update writes it)", err)
	}
	if got != string(want) {
		gl, wl := strings.Split(got, "\n"), strings.Split(string(want), "\n")
		for i := range min(len(gl), len(wl)) {
			if gl[i] != wl[i] {
				t.Fatalf("%s differs from line %d:\ngot  %s\nwant %s\n(go test -update rewrites it: check the difference by hand)", file, i+1, gl[i], wl[i])
			}
		}
		t.Fatalf("%s has %d lines, the log %d (go test -update rewrites it)", file, len(wl), len(gl))
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
// hold, in any language.
var faults = []struct {
	what string
	re   *regexp.Regexp
}{
	{"a line break or a tab", regexp.MustCompile(`[\n\r\t]`)},
	{"stray spaces", regexp.MustCompile(`^\s|\s$|\s\s|^\x{a0}|\x{a0}$|[ \x{a0}]{2}`)},
	{"a hyphen used as a dash", regexp.MustCompile(`\s-+\s|--|\s-$|^-\s`)},
	{"a middle dot", regexp.MustCompile(`·`)},
	{"straight double quotes", regexp.MustCompile(`"`)},
	{"a space before , . or )", regexp.MustCompile(`[ \x{a0}][,.)]`)},
	{"a final full stop", regexp.MustCompile(`\.$`)},
	{"a dash without spaces", regexp.MustCompile(`[^ \x{a0}]—|—[^ \x{a0}]`)},
}

// typography lists, per language, what its sentences must not hold. French
// puts a no-break space before : ; ! ? and » and after «, so that the
// screen's word wrap never strands the mark; English has neither.
var typography = [help.Langs][]struct {
	what string
	re   *regexp.Regexp
}{
	help.English: {
		{"a no-break space", regexp.MustCompile("\u00a0")},
		{"French quotes", regexp.MustCompile(`[«»]`)},
		{"a space before : ; ! or ?", regexp.MustCompile(`\s[:;!?]`)},
	},
	help.French: {
		{"a plain space before : ; ! ? or »", regexp.MustCompile(`[ \t][:;!?»]`)},
		{"no space before : ; ! ? or »", regexp.MustCompile("[^ \u00a0][:;!?»]|^[:;!?»]")},
		{"a plain space after «", regexp.MustCompile(`«[ \t]`)},
		{"no space after «", regexp.MustCompile("«[^ \u00a0]|«$")},
		{"English quotes", regexp.MustCompile(`[“”]`)},
		{"a straight apostrophe, where French writes ’", regexp.MustCompile(`'`)},
	},
}

// frenchSpaces are the places of a no-break space in French.
var frenchSpaces = strings.NewReplacer("«\u00a0", "«", "\u00a0:", ":", "\u00a0;", ";", "\u00a0!", "!", "\u00a0?", "?", "\u00a0»", "»")

// Problems reports what is wrong with one sentence in l — of the move log,
// a label, a blurb, a refusal: it is empty, holds a line break, stray
// spaces, a hyphen where a dash is meant, a middle dot, straight quotes, a
// space before a comma or a full stop, ends with a full stop, breaks the
// language's typography (in French a no-break space before : ; ! ? and »
// and after «, and none elsewhere; in English none at all, and no French
// quotes), or holds a character Liberation Sans, the screens' font, cannot draw.
func Problems(l help.Lang, text string) []string {
	if text == "" {
		return []string{"an empty sentence"}
	}
	var probs []string
	for _, f := range faults {
		if m := f.re.FindString(text); m != "" {
			probs = append(probs, fmt.Sprintf("%s (%q)", f.what, m))
		}
	}
	if int(l) < len(typography) {
		for _, f := range typography[l] {
			if m := f.re.FindString(text); m != "" {
				probs = append(probs, fmt.Sprintf("%s (%q)", f.what, m))
			}
		}
	}
	if l == help.French && strings.ContainsRune(frenchSpaces.Replace(text), '\u00a0') {
		probs = append(probs, "a no-break space elsewhere than before : ; ! ? » or after «")
	}
	for _, r := range Missing(text) {
		probs = append(probs, fmt.Sprintf("no glyph for %q (%U) in Tabula Sans", r, r))
	}
	return probs
}

// faces are the fonts the screens draw text with: Tabula Sans, the subset
// of Liberation Sans the game embeds, regular and bold (package
// sprites/fonts).
var faces = func() []*sfnt.Font {
	var fs []*sfnt.Font
	for _, ttf := range [][]byte{fonts.Regular, fonts.Bold} {
		f, err := sfnt.Parse(ttf)
		if err != nil {
			panic(err)
		}
		fs = append(fs, f)
	}
	return fs
}()

// Missing returns the characters of text, each once, that Tabula Sans,
// the screens' font (the subset of Liberation Sans the game embeds), has
// no glyph for, regular or bold.
func Missing(text string) []rune {
	var buf sfnt.Buffer
	var out []rune
	for _, r := range text {
		if r == utf8.RuneError || strings.ContainsRune(string(out), r) {
			continue
		}
		for _, f := range faces {
			if i, err := f.GlyphIndex(&buf, r); err != nil || i == 0 {
				out = append(out, r)
				break
			}
		}
	}
	return out
}

// Refusals checks g.Refusal on each tap, in English and in French: the
// sentence must be exactly the one wanted and pass [Problems] in its
// language; a tap refused must choose no legal move (see [Chooses]), and
// a tap that chooses one must be said nothing.
func Refusals(t *testing.T, game *rules.Game, g *help.Game, taps []Spot) {
	t.Helper()
	for _, c := range taps {
		t.Run(c.Name, func(t *testing.T) {
			st := c.state(t, game)
			if chosen := Chooses(st, c.From, c.To); chosen != (c.En == "") {
				t.Errorf("the tap chooses a move: %v, but the refusal wanted is %q", chosen, c.En)
			}
			for _, w := range []struct {
				l    help.Lang
				want string
			}{{help.English, c.En}, {help.French, c.Fr}} {
				got := g.Refusal(w.l, st, c.From, c.To, Names(g, w.l, st.Players()))
				if got != w.want {
					t.Errorf("%v:\ngot  %s\nwant %s", w.l, got, w.want)
				}
				if got == "" {
					continue
				}
				for _, p := range Problems(w.l, got) {
					t.Errorf("%v: %s", w.l, p)
				}
			}
		})
	}
}

// SameSource reports whether a place tapped on the board is the starting
// place of a choice, as the screens match them: same cell, level and owner,
// and the same piece where the tap names one.
func SameSource(tapped, from rules.Place) bool {
	return tapped.Cell == from.Cell && tapped.Level == from.Level && tapped.Player == from.Player &&
		(tapped.Piece < 0 || tapped.Piece == from.Piece)
}

// Chooses reports whether tapping from, then to (or only from, if to is
// help.NoCell), chooses a legal move of st as the screens match taps: a
// moving choice that starts at from ([SameSource]) and, if to is a cell,
// ends there.
func Chooses(st rules.State, from rules.Place, to int) bool {
	for _, c := range rules.Choices(st, nil) {
		if c.Moves && SameSource(from, c.From) && (to == help.NoCell || c.To.Cell == to) {
			return true
		}
	}
	return false
}

// Disagreements checks g.Refusal against the legal moves, in every
// language, on every every-th position of each history (chance steps and
// the end included), and returns the number of refusals it read and what
// it found wrong. For each place that sources lists in the position —
// where a person could tap a piece, anybody's — the refusal of the place
// alone must be "" if the tap chooses a move ([Chooses]) and otherwise a
// sentence that passes [Problems]; and for a place that chooses a move, so
// must the refusal of each destination of cells. A French refusal must not
// be the English.
func Disagreements(g *help.Game, hs []*rules.History, every int, sources func(rules.State) []rules.Place, cells []int) (n int, probs []string) {
	add := func(format string, args ...any) {
		if len(probs) < 20 {
			probs = append(probs, fmt.Sprintf(format, args...))
		}
	}
	check := func(st rules.State, from rules.Place, to int, chosen bool) {
		var said [help.Langs]string
		for l := range help.Lang(help.Langs) {
			said[l] = g.Refusal(l, st, from, to, Names(g, l, st.Players()))
			n++
			switch {
			case chosen && said[l] != "":
				add("%s: the tap %+v then %d chooses a move, but in %v the refusal says %q", st.Key(), from, to, l, said[l])
			case !chosen && said[l] == "":
				add("%s: the tap %+v then %d chooses nothing, and in %v the refusal says nothing", st.Key(), from, to, l)
			case !chosen:
				for _, p := range Problems(l, said[l]) {
					add("%s: the tap %+v then %d: %v: %q: %s", st.Key(), from, to, l, said[l], p)
				}
			}
		}
		if !chosen && said[help.French] == said[help.English] {
			add("%s: the tap %+v then %d: the French is the English: %q", st.Key(), from, to, said[help.French])
		}
	}
	for _, h := range hs {
		for i := 0; i <= h.Len(); i += every {
			if i+every > h.Len() {
				i = h.Len() // the end, where nothing is chosen
			}
			st := h.StateAt(i)
			for _, from := range sources(st) {
				chosen := Chooses(st, from, help.NoCell)
				check(st, from, help.NoCell, chosen)
				if !chosen {
					continue
				}
				for _, to := range cells {
					check(st, from, to, Chooses(st, from, to))
				}
			}
		}
	}
	return n, probs
}

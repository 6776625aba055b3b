package helptest

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"tabula/help"
	"tabula/rules"
)

// A Spot is a place of a game's position that a person taps, or puts
// the keyboard's cursor on, and what the game says of it there, exactly,
// in each language: [Focus] checks what help.Focus says with the cursor
// there, [Refusals] why a tap there chooses no move ("" for a tap that
// chooses one).
type Spot struct {
	Name    string
	Options string // the option arguments, "" for the defaults
	Steps   string // the game, as [Script] reads it
	// Seed, if Steps is "" and Seed is not 0, plays a random game from
	// this seed instead, and Step is the number of steps of it played
	// before the spot is read.
	Seed uint64
	Step int
	// From is the place, matched against the sources of the legal choices
	// as the screens match a tap ([SameSource]): a source of a choice is
	// said as rules.Sources gives it, any other place as From is.
	From rules.Place
	// To is the destination cell tapped, or the cursor is on once From is
	// chosen, or help.NoCell for From itself. For the cursor, a cell no
	// choice from From reaches is the place of From's piece on that cell,
	// at level 0.
	To     int
	En, Fr string // what is said, exactly
}

// state returns the position of the spot: after its script, or some steps
// of a random game.
func (s Spot) state(t *testing.T, game *rules.Game) rules.State {
	t.Helper()
	if s.Steps == "" && s.Seed != 0 {
		h := history(t, game, s.Options, "", s.Seed)
		if s.Step < 0 || s.Step > h.Len() {
			t.Fatalf("no step %d in a game of %d", s.Step, h.Len())
		}
		return h.StateAt(s.Step)
	}
	return Script(t, game, s.Options, s.Steps).State()
}

// Focus checks help.Focus with g on each cursor, in English and in French:
// the line must be exactly the one wanted and pass [Problems] in its
// language.
func Focus(t *testing.T, game *rules.Game, g *help.Game, cursors []Spot) {
	t.Helper()
	for _, c := range cursors {
		t.Run(c.Name, func(t *testing.T) {
			st := c.state(t, game)
			choices := rules.Choices(st, nil)
			at, chosen := cursor(choices, c.From, c.To)
			for _, w := range []struct {
				l    help.Lang
				want string
			}{{help.English, c.En}, {help.French, c.Fr}} {
				got := help.Focus(g, w.l, st, choices, at, chosen)
				if got != w.want {
					t.Errorf("%v:\ngot  %s\nwant %s", w.l, got, w.want)
				}
				for _, p := range Problems(w.l, got) {
					t.Errorf("%v: %s", w.l, p)
				}
			}
		})
	}
}

// cursor returns the place under the cursor and the piece chosen (or nil),
// as a [Spot] with from and to names them.
func cursor(choices []rules.Choice, from rules.Place, to int) (at rules.Place, chosen *rules.Place) {
	src := from
	for _, s := range rules.Sources(choices) {
		if SameSource(from, s) {
			src = s
			break
		}
	}
	if to == help.NoCell {
		return src, nil
	}
	for _, c := range rules.From(choices, src) {
		if c.To.Cell == to {
			return c.To, &src
		}
	}
	return rules.Place{Cell: to, Piece: src.Piece, Player: src.Player}, &src
}

// unread matches what no line said to a person may hold, in any game:
// text a program wrote for itself (braces, fmt's %!, <nil>) and negative
// numbers, which name places off the board to the rules only.
var unread = regexp.MustCompile(`[{}]|%!|<nil>|(^|[^\p{L}\d])-\d`)

// FocusProblems checks g.Place and help.Focus on every every-th position of
// each history (and its last), as a person picking a move with the
// keyboard hears them, in every language, and returns the number of lines
// it read and what it found wrong. For every source of the legal choices
// (rules.Sources), and every destination of each, both must give one line
// that passes [Problems] and holds no notation: nothing raw matches
// (a game's own notation that the board does not show: cell numbers of its
// rules, letters of its notation), no notation of a legal choice that is
// more than a word ("O2-I3", "R@3", "a:4+2"), nothing [unread] matches.
// Focus on a source must start with what Place says of it. Two sources of
// one position must be said differently, and so must two destinations of
// one source, by Place and by Focus; a source must be said otherwise in
// French than in English. Neither may change the position.
func FocusProblems(g *help.Game, hs []*rules.History, every int, raw *regexp.Regexp) (n int, probs []string) {
	add := func(format string, args ...any) {
		if len(probs) < 20 {
			probs = append(probs, fmt.Sprintf(format, args...))
		}
	}
	for _, h := range hs {
		for i := 0; i <= h.Len(); i += every {
			if i+every > h.Len() {
				i = h.Len()
			}
			st := h.StateAt(i)
			key := st.Key()
			choices := rules.Choices(st, nil)
			var notes []string
			for _, c := range choices {
				if strings.ContainsFunc(c.Note, func(r rune) bool { return r < 'a' || r > 'z' }) {
					notes = append(notes, c.Note)
				}
			}
			check := func(l help.Lang, what, line string) {
				n++
				for _, p := range Problems(l, line) {
					add("%s: %s: %v: %q: %s", key, what, l, line, p)
				}
				for _, re := range []*regexp.Regexp{raw, unread} {
					if re == nil {
						continue
					}
					if m := re.FindString(line); m != "" {
						add("%s: %s: %v: %q holds %q, which no one reads", key, what, l, line, m)
					}
				}
				for _, note := range notes {
					if strings.Contains(line, note) {
						add("%s: %s: %v: %q holds the notation %q", key, what, l, line, note)
					}
				}
			}
			// distinct reports lines said of two different places.
			distinct := func(what string, places []rules.Place, lines []string) {
				for a := range lines {
					for b := range a {
						if lines[a] == lines[b] {
							add("%s: %s %+v and %+v are both said %q", key, what, places[b], places[a], lines[a])
						}
					}
				}
			}
			sources := rules.Sources(choices)
			var said [help.Langs][]string
			for l := range help.Lang(help.Langs) {
				var places, focus []string
				for _, src := range sources {
					place := g.Place(l, st, src)
					f := help.Focus(g, l, st, choices, src, nil)
					check(l, fmt.Sprintf("Place of the source %+v", src), place)
					check(l, fmt.Sprintf("Focus on the source %+v", src), f)
					if !strings.HasPrefix(f, place) {
						add("%s: %v: Focus on the source %+v, %q, does not start with its Place, %q", key, l, src, f, place)
					}
					places, focus = append(places, place), append(focus, f)
					var dests []rules.Place
					var dplaces, dfocus []string
					for _, c := range rules.From(choices, src) {
						if slices.Contains(dests, c.To) {
							continue
						}
						dests = append(dests, c.To)
						dplaces = append(dplaces, g.Place(l, st, c.To))
						dfocus = append(dfocus, help.Focus(g, l, st, choices, c.To, &src))
						check(l, fmt.Sprintf("Place of the destination %+v of %+v", c.To, src), dplaces[len(dplaces)-1])
						check(l, fmt.Sprintf("Focus on the destination %+v of %+v", c.To, src), dfocus[len(dfocus)-1])
					}
					distinct(fmt.Sprintf("%v: the Place of the destinations of %+v:", l, src), dests, dplaces)
					distinct(fmt.Sprintf("%v: the Focus on the destinations of %+v:", l, src), dests, dfocus)
				}
				distinct(fmt.Sprintf("%v: the Place of the sources", l), sources, places)
				distinct(fmt.Sprintf("%v: the Focus on the sources", l), sources, focus)
				said[l] = places
			}
			for k, src := range sources {
				if said[help.French][k] == said[help.English][k] {
					add("%s: the source %+v: the French is the English: %q", key, src, said[help.French][k])
				}
			}
			if st.Key() != key {
				add("%s: Place or Focus changed the position to %s", key, st.Key())
			}
		}
	}
	return n, probs
}

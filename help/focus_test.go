package help_test

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"tabula/help"
	"tabula/help/daryon"
	"tabula/help/helptest"
	"tabula/rules"
	rules_daryon "tabula/rules/daryon"
)

// TestFocus checks how Focus puts together what a game's Place says: the
// place, then its destinations by their names, short, in each language.
// The game is a stub whose Place says what the case gives for each cell.
func TestFocus(t *testing.T) {
	src := rules.Place{Cell: 1, Piece: 0, Player: 0}
	move := func(to int) rules.Choice {
		return rules.Choice{Moves: true, From: src, To: rules.Place{Cell: to, Piece: 0, Player: 0}}
	}
	other := rules.Choice{Moves: true, From: rules.Place{Cell: 2, Piece: 1}, To: rules.Place{Cell: 9, Piece: 1}}
	for _, c := range []struct {
		name   string
		l      help.Lang
		said   map[int]string // what Place says of each cell
		to     []int          // the destinations of the source, on cell 1
		at     rules.Place
		chosen *rules.Place
		want   string
	}{
		{"two cells", help.English, map[int]string{1: "South's pawn a on 14", 17: "17", 19: "19: sends North's pawn b home"}, []int{17, 19}, src, nil,
			"South's pawn a on 14: it can go to 17 or 19"},
		{"two cells in French", help.French, map[int]string{1: "le pion a de Sud sur la case 14", 17: "17", 19: "19\u00a0: renvoie à la maison le pion b de Nord"}, []int{17, 19}, src, nil,
			"le pion a de Sud sur la case 14\u00a0: il peut aller à 17 ou 19"},
		{"home", help.English, map[int]string{1: "South's pawn a on corridor 1", 40: "home — 1 of 3 pawns home"}, []int{40}, src, nil,
			"South's pawn a on corridor 1: it can go home"},
		{"a cell or home", help.English, map[int]string{1: "South's pawn a on 29", 31: "31", 40: "home"}, []int{31, 40}, src, nil,
			"South's pawn a on 29: it can go to 31 or home"},
		{"articles in French", help.French, map[int]string{1: "le pion a de Sud à la maison", 3: "le couloir 1", 4: "la jonction sud", 5: "les cases 5", 6: "son château"}, []int{3, 4, 5, 6}, src, nil,
			"le pion a de Sud à la maison\u00a0: il peut aller au couloir 1, à la jonction sud, aux cases 5 ou à son château"},
		{"one ring said once", help.English, map[int]string{1: "White's pawn on outer 4", 0: "the centre", 5: "inner 4", 6: "inner 5: removes Black's pawn on inner 6", 7: "inner 6", 20: "outer 8"}, []int{0, 5, 6, 7, 20}, src, nil,
			"White's pawn on outer 4: it can go to the centre, inner 4, 5, 6 or outer 8"},
		{"one ring said once in French", help.French, map[int]string{1: "le pion de Blanc sur la case extérieure 4", 0: "le centre", 5: "la case intérieure 4", 6: "la case intérieure 5\u00a0: tue le pion de Noir sur la case intérieure 6"}, []int{0, 5, 6}, src, nil,
			"le pion de Blanc sur la case extérieure 4\u00a0: il peut aller au centre, à la case intérieure 4 ou 5"},
		{"levels left out", help.English, map[int]string{1: "a red pawn on cell 3, level 1", 2: "cell 2, level 2", 4: "cell 4, level 1 — a red diam on cells 0 and 4 at level 2: a win for Red and orange"}, []int{2, 4}, src, nil,
			"a red pawn on cell 3, level 1: it can go to cell 2 or 4"},
		{"numbers apart", help.English, map[int]string{1: "South's piece a on its castle", 2: "2", 4: "the east castle", 6: "6", 7: "7"}, []int{2, 4, 6, 7}, src, nil,
			"South's piece a on its castle: it can go to 2, the east castle, 6 or 7"},
		{"twins", help.English, map[int]string{1: "South's twins a and b on 8", 9: "9"}, []int{9}, src, nil,
			"South's twins a and b on 8: they can go to 9"},
		{"twins in French", help.French, map[int]string{1: "les jumeaux a et b de Sud sur la case 8", 9: "9"}, []int{9}, src, nil,
			"les jumeaux a et b de Sud sur la case 8\u00a0: ils peuvent aller à 9"},
		{"a destination once", help.English, map[int]string{1: "South's piece a on 2", 5: "5"}, []int{5, 5, 5}, src, nil,
			"South's piece a on 2: it can go to 5"},
		{"a place that moves nothing", help.English, map[int]string{3: "North's pawn a on 19"}, []int{17}, rules.Place{Cell: 3, Player: 1}, nil,
			"North's pawn a on 19"},
		{"a place named without its piece", help.English, map[int]string{1: "South's pawn a on 14", 17: "17"}, []int{17}, rules.Place{Cell: 1, Piece: -1}, nil,
			"South's pawn a on 14: it can go to 17"},
		{"a destination", help.English, map[int]string{19: "19: sends North's pawn b home"}, []int{17, 19}, rules.Place{Cell: 19}, &src,
			"19: sends North's pawn b home"},
	} {
		g := &help.Game{Place: func(l help.Lang, _ rules.State, at rules.Place) string {
			if l != c.l {
				t.Errorf("%s: Place asked in %v", c.name, l)
			}
			return c.said[at.Cell]
		}}
		choices := []rules.Choice{other, {Note: "pass"}}
		for _, to := range c.to {
			choices = append(choices, move(to))
		}
		if got := help.Focus(g, c.l, nil, choices, c.at, c.chosen); got != c.want {
			t.Errorf("%s:\ngot  %s\nwant %s", c.name, got, c.want)
		}
	}
}

// TestFocusChecksCatchFaults shows that helptest.FocusProblems, which every
// game's tests run, fails a Place that says two sources alike, names a
// place in notation, breaks the typography, says nothing, or says the
// English in French.
func TestFocusChecksCatchFaults(t *testing.T) {
	raw := regexp.MustCompile(`\bL\d`)
	for _, c := range []struct {
		name, game string
		place      func(g *help.Game, l help.Lang, st rules.State, at rules.Place) string
		want       string // among the problems found
	}{
		{"alike", "daryon", func(g *help.Game, l help.Lang, st rules.State, at rules.Place) string {
			return [...]string{"a pawn", "un pion"}[l]
		}, "are both said"},
		{"notation", "daryon", func(g *help.Game, l help.Lang, st rules.State, at rules.Place) string {
			return g.Place(l, st, at) + " (L" + fmt.Sprint(at.Cell) + ")"
		}, "which no one reads"},
		{"off the board", "daryon", func(g *help.Game, l help.Lang, st rules.State, at rules.Place) string {
			return g.Place(l, st, at) + " at " + fmt.Sprint(-1-at.Cell)
		}, "which no one reads"},
		{"a place as Go prints it", "daryon", func(g *help.Game, l help.Lang, st rules.State, at rules.Place) string {
			return g.Place(l, st, at) + " (" + fmt.Sprint(at) + ")"
		}, "which no one reads"},
		{"a choice's notation", "dejarik", func(g *help.Game, l help.Lang, st rules.State, at rules.Place) string {
			for _, c := range rules.Choices(st, nil) {
				if c.Moves && c.To == at {
					return g.Place(l, st, at) + ", " + c.Note
				}
			}
			return g.Place(l, st, at)
		}, "holds the notation"},
		{"bad typography", "daryon", func(g *help.Game, l help.Lang, st rules.State, at rules.Place) string {
			return g.Place(l, st, at) + "."
		}, "a final full stop"},
		{"silent", "daryon", func(*help.Game, help.Lang, rules.State, rules.Place) string { return "" }, "an empty sentence"},
		{"English only", "dejarik", func(g *help.Game, l help.Lang, st rules.State, at rules.Place) string {
			return strings.ReplaceAll(g.Place(help.English, st, at), "'", "’")
		}, "the French is the English"},
	} {
		g := gameNamed(t, c.game)
		h := helptest.Random(t, g.rules, nil, 1)
		broken := *g.help
		broken.Place = func(l help.Lang, st rules.State, at rules.Place) string { return c.place(g.help, l, st, at) }
		if _, probs := helptest.FocusProblems(&broken, []*rules.History{h}, 7, raw); !strings.Contains(strings.Join(probs, "\n"), c.want) {
			t.Errorf("%s: FocusProblems found %q, want %q", c.name, probs, c.want)
		} else {
			t.Logf("%s: %s", c.name, probs[0])
		}
		if n, probs := helptest.FocusProblems(g.help, []*rules.History{h}, 7, raw); len(probs) > 0 || n == 0 {
			t.Errorf("%s's own Place: %d checked, %v", c.game, n, probs)
		}
	}
}

// A screen reader says what the keyboard's cursor is on while a person
// picks a move: a pawn and where it can go, then, once it is chosen, a
// destination and what moving there does.
func ExampleFocus() {
	record := "daryon\nthrow 2\npass\nthrow 1\nout\nthrow 3\na\nthrow 1\nout\nthrow 6\na\nthrow 2\na\nthrow 5\na\nthrow 1\na\nthrow 5\n"
	r, err := rules.ParseRecord(strings.NewReader(record), []*rules.Game{rules_daryon.Game})
	if err != nil {
		panic(err)
	}
	h, err := r.History()
	if err != nil {
		panic(err)
	}
	st := h.State()
	choices := rules.Choices(st, nil)
	pawn := rules.Sources(choices)[0]
	for _, l := range []help.Lang{help.English, help.French} {
		fmt.Printf("%q\n", help.Focus(daryon.Help, l, st, choices, pawn, nil))
		fmt.Printf("%q\n", help.Focus(daryon.Help, l, st, choices, choices[0].To, &pawn))
	}
	// Output:
	// "South's pawn a on 14: it can go to 19"
	// "19: sends North's pawn a home; South's pawn a may now go home"
	// "le pion a de Sud sur la case 14\u00a0: il peut aller à 19"
	// "19\u00a0: renvoie à la maison le pion a de Nord\u00a0; le pion a de Sud peut désormais rentrer"
}

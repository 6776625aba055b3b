package rules_test

import (
	"strings"
	"testing"

	"tabula/rules"
	"tabula/rules/daryon"
	"tabula/rules/dejarik"
	"tabula/rules/diam"
	"tabula/rules/thayyam"
)

// allGames are the four games' rules (package tabula/games, which lists
// them, is above this package; its TestListsOfGames checks this list
// against games.All).
var allGames = []*rules.Game{daryon.Game, dejarik.Game, thayyam.Game, diam.Game}

// position plays the given steps of a game from its start.
func position(t *testing.T, game string, args []string, steps ...string) rules.State {
	t.Helper()
	st, err := rules.Find(allGames, game).Start(args...)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range steps {
		a, err := st.ParseAction(s)
		if err == nil {
			_, err = st.Apply(a, nil)
		}
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
	return st
}

// describe writes the choices as "note:from>to" with cells, "-" off board,
// and "note" alone for buttons.
func describe(cs []rules.Choice) string {
	var parts []string
	for _, c := range cs {
		if !c.Moves {
			parts = append(parts, c.Note)
			continue
		}
		cell := func(p rules.Place) string {
			if p.Cell < 0 {
				return "-"
			}
			s := itoa(p.Cell)
			if p.Level > 0 {
				s += "." + itoa(p.Level)
			}
			return s
		}
		parts = append(parts, c.Note+":"+cell(c.From)+">"+cell(c.To))
	}
	return strings.Join(parts, " ")
}

func itoa(n int) string {
	if n < 0 {
		return "-" + itoa(-n)
	}
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

func TestChoices(t *testing.T) {
	tests := []struct {
		name  string
		game  string
		args  []string
		steps []string
		want  string
	}{
		{"diam drops from the reserve", "diam", nil, nil,
			"R@0:->0.1 R@1:->1.1 R@2:->2.1 R@3:->3.1 R@4:->4.1 R@5:->5.1 R@6:->6.1 R@7:->7.1 O@0:->0.1 O@1:->1.1 O@2:->2.1 O@3:->3.1 O@4:->4.1 O@5:->5.1 O@6:->6.1 O@7:->7.1"},
		{"diam shifts carry a pile", "diam", nil, []string{"R@0", "B@0", "O@1", "K@5"},
			"R@0:->0.3 R@1:->1.2 R@2:->2.1 R@3:->3.1 R@4:->4.1 R@5:->5.2 R@6:->6.1 R@7:->7.1 O@0:->0.3 O@1:->1.2 O@2:->2.1 O@3:->3.1 O@4:->4.1 O@5:->5.2 O@6:->6.1 O@7:->7.1 0.1-:0.1>7.1 0.1+:0.1>1.2 1.1-:1.1>0.3 1.1+:1.1>2.1"},
		// Dejarik cells: C=0, I0..I11=1..12, O0..O11=13..24.
		{"dejarik start: exits and dejarik moves", "dejarik", nil, nil,
			"O0-C:13>0 O0-I0:13>1 O1-C:14>0 O1-I1:14>2 O4-C:17>0 O4-I4:17>5 O5-C:18>0 O5-I5:18>6"},
		{"daryon: a button to pass, before any pawn is out", "daryon", nil, []string{"throw 2"}, "pass"},
		// Daryon cells are y*9+x: the home (4,4) is 40, S's corridor starts at (4,3) = 31.
		{"daryon: the exit leaves home", "daryon", nil, []string{"throw 1"}, "out:40>31"},
		{"thayyam: entry, then end as a button", "thayyam", nil, []string{"throw 1", "throw 2"}, "a:in:->2 end"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := position(t, tt.game, tt.args, tt.steps...)
			if got := describe(rules.Choices(st, nil)); got != tt.want {
				t.Errorf("got  %s\nwant %s", got, tt.want)
			}
		})
	}
}

func TestChoicesAugmentedExitEndsWhereTheRulesSay(t *testing.T) {
	// White O0-I0, Black O6-C, White O1-I1 ... then an exit of O5 diagonal to
	// I4 lands in front of O4 (White's) and augments to I2 if I3, I2 empty.
	st := position(t, "dejarik", nil, "O0-I0", "O6-C", "I0-O0", "C-O6")
	for _, c := range rules.Choices(st, nil) {
		if c.Note != "O5-I4" {
			continue
		}
		// I4 is cell 5; O4 holds a White pawn, so it goes on two cells to I2 (cell 3).
		if c.From.Cell != 18 || c.To.Cell != 3 {
			t.Errorf("O5-I4 goes %d -> %d, want 18 -> 3 (augmented to I2)", c.From.Cell, c.To.Cell)
		}
		return
	}
	t.Fatalf("O5-I4 is not legal here: %s", describe(rules.Choices(st, nil)))
}

func TestSourcesAndFrom(t *testing.T) {
	st := position(t, "dejarik", nil)
	cs := rules.Choices(st, nil)
	src := rules.Sources(cs)
	if len(src) != 4 {
		t.Fatalf("%d sources, want the 4 White pawns", len(src))
	}
	for _, p := range src {
		if n := len(rules.From(cs, p)); n != 2 {
			t.Errorf("pawn on %d has %d moves, want 2", p.Cell, n)
		}
	}
	if n := len(rules.Choices(position(t, "daryon", nil), nil)); n != 0 {
		t.Errorf("%d choices at a chance step", n)
	}
}

// TestChoicePath checks the cells a race game's move passes.
func TestChoicePath(t *testing.T) {
	// Daryon, South: out on a 1, throw again, then 3 points: the pawn goes
	// from the first corridor cell (4,3) = 31 through (4,2) = 22, (4,1) = 13
	// to the junction (4,0) = 4.
	st := position(t, "daryon", nil, "throw 1", "out", "throw 3")
	cs := rules.Choices(st, nil)
	if len(cs) != 1 || len(cs[0].Path) != 3 || cs[0].Path[0] != 22 || cs[0].Path[1] != 13 || cs[0].Path[2] != 4 {
		t.Fatalf("choices %+v, want one move through 22, 13 to 4", cs)
	}
	if cs[0].Path[2] != cs[0].To.Cell {
		t.Errorf("the path ends on %d, the move on %d", cs[0].Path[2], cs[0].To.Cell)
	}
	for _, c := range rules.Choices(position(t, "dejarik", nil), nil) {
		if len(c.Path) != 0 {
			t.Errorf("%s has a path %v in a game without hops", c.Note, c.Path)
		}
	}
}

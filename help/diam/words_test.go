package diam_test

import (
	"flag"
	"testing"

	"tabula/help/diam"
	"tabula/help/helptest"
	"tabula/rules"
	rules_diam "tabula/rules/diam"
)

var update = flag.Bool("update", false, "rewrite testdata/log.golden")

var game = rules_diam.Game

// blocked drops all sixteen pawns so that red and orange, to move, cannot
// shift a pawn of theirs, every neighbouring pile being too high: the
// position "0:ORR 1:OOKB 2:KK 6:BBK 7:RORB" of the rules' tests.
const blocked = "O@1, K@2, O@1, K@2, O@0, B@6, R@0, B@6, R@0, K@6, R@7, K@1, O@7, B@1, R@7, B@7, pass"

// TestDescribe checks the sentence of every kind of move and event of Diam
// on scripted games (seat 0 plays first): the last step of each script.
func TestDescribe(t *testing.T) {
	helptest.Describe(t, game, diam.Help, []helptest.Case{
		{Name: "a drop", Steps: "R@3", Want: "Red and orange: a red pawn dropped on cell 3, level 1"},
		{Name: "a drop on a pile", Steps: "R@3, B@3", Want: "Brown and black: a brown pawn dropped on cell 3, level 2"},
		{Name: "a shift", Steps: "R@3, B@5, 3.1+", Want: "Red and orange: a red pawn shifted from cell 3, level 1, to cell 4, level 1"},
		{Name: "a shift onto a pile", Steps: "R@3, B@4, 3.1+", Want: "Red and orange: a red pawn shifted from cell 3, level 1, to cell 4, level 2"},
		{Name: "a shift carrying a pawn", Steps: "R@3, B@3, 3.1-",
			Want: "Red and orange: a red pawn and the pawn above it shifted from cell 3, level 1, to cell 2, level 1"},
		{Name: "a shift carrying a pile", Steps: "R@3, B@3, O@3, K@5, 3.1-",
			Want: "Red and orange: a red pawn and the two pawns above it shifted from cell 3, level 1, to cell 2, level 1"},
		{Name: "an announcement", Options: "rules=prototype", Steps: "R@3!",
			Want: "Red and orange: a red pawn dropped on cell 3, level 1, announcing “Diam!”"},
		{Name: "an announced shift", Options: "rules=prototype", Steps: "R@3, B@5, 3.1+!",
			Want: "Red and orange: a red pawn shifted from cell 3, level 1, to cell 4, level 1, announcing “Diam!”"},
		{Name: "three players", Options: "players=3", Steps: "R@3, B@4, O@5, K@6", Want: "Black: a black pawn dropped on cell 6, level 1"},
		{Name: "a partner's colour", Options: "players=3", Steps: "R@3, B@4, O@5, 4.1+",
			Want: "Black: a brown pawn shifted from cell 4, level 1, to cell 5, level 2"},
		{Name: "four players", Options: "players=4", Steps: "R@3, B@4, O@5", Want: "Orange: an orange pawn dropped on cell 5, level 1"},
		{Name: "a diam", Steps: "R@0, B@0, R@4, B@4",
			Want: "Brown and black: a brown pawn dropped on cell 4, level 2 — a brown diam on cells 0 and 4 at level 2: a win for Brown and black"},
		{Name: "a diam for the other side", Steps: "R@0, B@0, O@3, B@3, 3.1+",
			Want: "Red and orange: an orange pawn and the pawn above it shifted from cell 3, level 1, to cell 4, level 1 — a brown diam on cells 0 and 4 at level 2, made for the other side: a win for Brown and black"},
		{Name: "partners win", Options: "players=4", Steps: "R@0, B@1, O@0, K@1, R@4, B@2, O@4",
			Want: "Orange: an orange pawn dropped on cell 4, level 2 — an orange diam on cells 0 and 4 at level 2: a win for Red and Orange"},
		{Name: "an announced diam", Options: "rules=prototype", Steps: "R@5, B@4, 5.1-, B@0, R@2, K@6, 2.1-!, K@7, 1.1-",
			Want: "Red and orange: a red pawn shifted from cell 1, level 1, to cell 0, level 2 — a red diam on cells 0 and 4 at level 2: a win for Red and orange"},
		{Name: "a pass", Steps: blocked, Want: "Red and orange: no legal move, so a pass"},
		{Name: "a repetition", Steps: "R@0, B@4, 0.1+, 4.1+, 1.1-, 5.1-, 0.1+, 4.1+, 1.1-, 5.1-",
			Want: "Brown and black: a brown pawn shifted from cell 5, level 1, to cell 4, level 1 — the same position for the third time: a draw"},
	})
}

// TestLog compares the move log of a few seeded random games with
// testdata/log.golden (-update rewrites it): one with every option at its
// default, then one for each other value. Random play never passes nor
// repeats a position three times: TestDescribe covers those.
func TestLog(t *testing.T) {
	helptest.Golden(t, game, diam.Help, *update, []helptest.GoldenGame{
		{About: "every option at its default", Seed: 1},
		{About: "three players", Options: "players=3", Seed: 1},
		{About: "four players, and a diam made for the other side", Options: "players=4", Seed: 1},
		{About: "the prototype rules: drops on empty cells, and announcements", Options: "rules=prototype", Seed: 1},
	},
		"made for the other side", "announcing “Diam!”", "and the pawn above it", "and the two pawns above it", "level 4", "a win for")
}

func TestLabel(t *testing.T) {
	for note, want := range map[string]string{
		"pass":  "Pass",
		"R@3":   "Drop red on cell 3",
		"O@0":   "Drop orange on cell 0",
		"B@7":   "Drop brown on cell 7",
		"K@5":   "Drop black on cell 5",
		"3.2-":  "Shift cell 3, level 2, to cell 2",
		"7.1+":  "Shift cell 7, level 1, to cell 0",
		"0.4-":  "Shift cell 0, level 4, to cell 7",
		"R@3!":  "Drop red on cell 3 and say “Diam!”",
		"3.2+!": "Shift cell 3, level 2, to cell 4 and say “Diam!”",
		"X@3":   "X@3",
		"huh":   "huh",
	} {
		if got := diam.Help.Label(rules.Choice{Note: note}); got != want {
			t.Errorf("Label(%q) = %q, want %q", note, got, want)
		}
	}
}

func TestSeatName(t *testing.T) {
	for _, c := range []struct {
		players int
		want    []string
	}{
		{2, []string{"Red and orange", "Brown and black"}},
		{3, []string{"Red and orange", "Brown", "Black"}},
		{4, []string{"Red", "Brown", "Orange", "Black"}},
		{1, []string{""}},
		{5, []string{"", "", "", "", ""}},
	} {
		for p, want := range c.want {
			if got := diam.Help.SeatName(c.players, rules.Player(p)); got != want {
				t.Errorf("SeatName(%d, %d) = %q, want %q", c.players, p, got, want)
			}
		}
		for _, p := range []rules.Player{rules.Chance, rules.Over, rules.Player(c.players)} {
			if got := diam.Help.SeatName(c.players, p); got != "" {
				t.Errorf("SeatName(%d, %d) = %q, want none", c.players, p, got)
			}
		}
	}
}

// TestDescribeTwoPasses checks the draw after two passes in a row. No
// reachable position is known where both sides are blocked (the rules'
// tests construct one), so the step is made up: a real pass, followed by
// the end of the game that the rules report then.
func TestDescribeTwoPasses(t *testing.T) {
	h := helptest.Script(t, game, "", blocked)
	i := h.Len() - 1
	step := h.Step(i)
	step.Events = append(append([]rules.Event(nil), step.Events...), rules.Event{Kind: rules.EventEnd, Player: step.Actor, Piece: -1, From: -1, To: -1})
	got := diam.Help.Describe(h.StateAt(i), h.StateAt(i+1), step, helptest.Names(diam.Help, 2))
	if want := "Red and orange: no legal move, so a pass — two passes in a row: a draw"; got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

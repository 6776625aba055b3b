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
		{Name: "a drop", Steps: "R@3", Want: "Red and orange drops a red pawn on cell 3, level 1"},
		{Name: "a drop on a pile", Steps: "R@3, B@3", Want: "Brown and black drops a brown pawn on cell 3, level 2"},
		{Name: "a shift", Steps: "R@3, B@5, 3.1+", Want: "Red and orange shifts a red pawn from cell 3, level 1, to cell 4, level 1"},
		{Name: "a shift onto a pile", Steps: "R@3, B@4, 3.1+", Want: "Red and orange shifts a red pawn from cell 3, level 1, to cell 4, level 2"},
		{Name: "a shift carrying a pawn", Steps: "R@3, B@3, 3.1-",
			Want: "Red and orange shifts a red pawn and the pawn above it from cell 3, level 1, to cell 2, level 1"},
		{Name: "a shift carrying a pile", Steps: "R@3, B@3, O@3, K@5, 3.1-",
			Want: "Red and orange shifts a red pawn and the 2 pawns above it from cell 3, level 1, to cell 2, level 1"},
		{Name: "an announcement", Options: "rules=prototype", Steps: "R@3!",
			Want: "Red and orange drops a red pawn on cell 3, level 1, and says “Diam!”"},
		{Name: "an announced shift", Options: "rules=prototype", Steps: "R@3, B@5, 3.1+!",
			Want: "Red and orange shifts a red pawn from cell 3, level 1, to cell 4, level 1, and says “Diam!”"},
		{Name: "three players", Options: "players=3", Steps: "R@3, B@4, O@5, K@6", Want: "Black drops a black pawn on cell 6, level 1"},
		{Name: "a partner's colour", Options: "players=3", Steps: "R@3, B@4, O@5, 4.1+",
			Want: "Black shifts a brown pawn from cell 4, level 1, to cell 5, level 2"},
		{Name: "four players", Options: "players=4", Steps: "R@3, B@4, O@5", Want: "Orange drops an orange pawn on cell 5, level 1"},
		{Name: "a diam", Steps: "R@0, B@0, R@4, B@4",
			Want: "Brown and black drops a brown pawn on cell 4, level 2 — a brown diam on cells 0 and 4 at level 2: Brown and black wins"},
		{Name: "a diam for the other side", Steps: "R@0, B@0, O@3, B@3, 3.1+",
			Want: "Red and orange shifts an orange pawn and the pawn above it from cell 3, level 1, to cell 4, level 1 — a brown diam on cells 0 and 4 at level 2, made for the other side: Brown and black wins"},
		{Name: "partners win", Options: "players=4", Steps: "R@0, B@1, O@0, K@1, R@4, B@2, O@4",
			Want: "Orange drops an orange pawn on cell 4, level 2 — an orange diam on cells 0 and 4 at level 2: Red and Orange win"},
		{Name: "an announced diam", Options: "rules=prototype", Steps: "R@5, B@4, 5.1-, B@0, R@2, K@6, 2.1-!, K@7, 1.1-",
			Want: "Red and orange shifts a red pawn from cell 1, level 1, to cell 0, level 2 — a red diam on cells 0 and 4 at level 2: Red and orange wins"},
		{Name: "a pass", Steps: blocked, Want: "Red and orange passes: no legal move"},
		{Name: "a repetition", Steps: "R@0, B@4, 0.1+, 4.1+, 1.1-, 5.1-, 0.1+, 4.1+, 1.1-, 5.1-",
			Want: "Brown and black shifts a brown pawn from cell 5, level 1, to cell 4, level 1 — the same position for the third time: a draw"},
	})
}

// TestLog compares the move log of a seeded random game of every option set
// with testdata/log.golden (-update rewrites it).
func TestLog(t *testing.T) { helptest.Golden(t, game, diam.Help, *update, 1) }

func TestLabel(t *testing.T) {
	for note, want := range map[string]string{
		"pass":  "Pass",
		"R@3":   "R@3",
		"3.2-":  "3.2-",
		"R@3!":  "R@3 and say “Diam!”",
		"3.2+!": "3.2+ and say “Diam!”",
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
	if want := "Red and orange passes: no legal move — two passes in a row: a draw"; got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

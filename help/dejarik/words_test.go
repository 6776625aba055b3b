package dejarik_test

import (
	"flag"
	"testing"

	"tabula/help/dejarik"
	"tabula/help/helptest"
	"tabula/rules"
	rules_dejarik "tabula/rules/dejarik"
)

var update = flag.Bool("update", false, "rewrite testdata/log.golden")

var game = rules_dejarik.Game

// TestDescribe checks the sentence of every kind of move and event of
// Dejarik on scripted games (White on O0 O1 O4 O5 moves first, Black is on
// O6 O7 O10 O11): the last step of each script, or of a seeded random game.
func TestDescribe(t *testing.T) {
	helptest.Describe(t, game, dejarik.Help, []helptest.Case{
		{Name: "straight out", Steps: "O0-I0", Want: "White: from outer 0 to inner 0, straight out"},
		{Name: "to the centre", Steps: "O0-C", Want: "White: from outer 0 to the centre"},
		{Name: "from the centre", Steps: "O0-C, O6-I6, C-O2", Want: "White: from the centre to outer 2"},
		{Name: "back to the outer ring", Steps: "O0-I0, O6-I6, I0-O0", Want: "White: from inner 0 back to outer 0"},
		{Name: "Black's move", Steps: "O0-I0, O6-I6", Want: "Black: from outer 6 to inner 6, straight out"},
		{Name: "a diagonal exit", Steps: "O0-I0, O6-I6, O1-I2", Want: "White: from outer 1 to inner 2, a diagonal exit"},
		{Name: "a double diagonal exit", Steps: "O0-I0, O6-I6, O1-I3", Want: "White: from outer 1 to inner 3, a double diagonal exit"},
		{Name: "an augmented exit", Steps: "O5-I5, O6-I6, O0-I1",
			Want: "White: from outer 0 to inner 1, a diagonal exit, lands in front of its own pawn on outer 1 and goes on to inner 3"},
		{Name: "a capture", Steps: "O4-I4, O10-I10, O0-I0, O6-I5",
			Want: "Black: from outer 6 to inner 5, a diagonal exit, removes White's pawn on inner 4"},
		{Name: "a line of four", Steps: "O4-I4, O10-I10, O5-I5, O11-I11, O1-I3, I10-O10, O0-I2",
			Want: "White: from outer 0 to inner 2, a double diagonal exit — its four pawns side by side on inner 2, 3, 4 and 5: White wins 3 points"},
		{Name: "a line of three", Steps: "O5-I5, O10-I10, O0-I0, O7-I6, O1-I1, I10-O10, O4-I2",
			Want: "White: from outer 4 to inner 2, a double diagonal exit — its last three pawns side by side on inner 0, 1 and 2: White wins 1 point"},
		{Name: "two pawns lost", Seed: 1,
			Want: "White: from outer 0 to inner 1, a diagonal exit, removes Black's pawn on inner 2 — Black has lost two pawns: White wins 2 points"},
		{Name: "a repetition", Steps: "O0-I0, O6-I6, I0-O0, I6-O6, O0-I0, O6-I6, I0-O0, I6-O6, O0-I0, O6-I6",
			Want: "Black: from outer 6 to inner 6, straight out — the same position for the third time: a draw, 1 point each"},
		{Name: "a blocked player", Seed: 3,
			Want: "Black: from the centre to outer 5 — White cannot move: the game is null, no points"},
	})
}

// TestLog compares the move logs of a few seeded random games with
// testdata/log.golden (-update rewrites it): one game for each way a game
// ends, each seed chosen for a short game.
func TestLog(t *testing.T) {
	helptest.Golden(t, game, dejarik.Help, *update, []helptest.GoldenGame{
		{About: "four pawns side by side", Seed: 79},
		{About: "a player loses two pawns", Seed: 1},
		{About: "three pawns left, side by side", Seed: 718},
		{About: "the same position for the third time", Seed: 44},
		{About: "a player who cannot move", Seed: 3},
	},
		"its four pawns side by side", "has lost two pawns", "its last three pawns side by side",
		"the same position for the third time", "cannot move: the game is null",
		"goes on to", "removes", "straight out", "a diagonal exit", "a double diagonal exit", "back to", "to the centre", "from the centre")
}

func TestLabel(t *testing.T) {
	for _, note := range []string{"O2-I3", "O5-C", "C-O11", "I3-O3"} {
		if got := dejarik.Help.Label(rules.Choice{Note: note}); got != note {
			t.Errorf("Label(%q) = %q, want the notation", note, got)
		}
	}
}

func TestSeatName(t *testing.T) {
	for _, c := range []struct {
		players int
		p       rules.Player
		want    string
	}{
		{2, 0, "White"},
		{2, 1, "Black"},
		{2, 2, ""},
		{2, rules.Chance, ""},
		{3, 0, ""},
		{1, 0, ""},
	} {
		if got := dejarik.Help.SeatName(c.players, c.p); got != c.want {
			t.Errorf("SeatName(%d, %d) = %q, want %q", c.players, c.p, got, c.want)
		}
	}
}

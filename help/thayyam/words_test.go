package thayyam_test

import (
	"flag"
	"testing"

	"tabula/help/helptest"
	"tabula/help/thayyam"
	"tabula/rules"
	rules_thayyam "tabula/rules/thayyam"
)

var update = flag.Bool("update", false, "rewrite testdata/log.golden")

var game = rules_thayyam.Game

// Scripted openings, in the notation of the rules file: South throws first,
// then North; a throw of 0 slits is worth 8.
const (
	// South's piece a enters and goes to 2, where North's piece a, which
	// enters and moves 10, sends it off with a 1 left to play.
	capture = "throw 1, throw 2, a:in, a:2, throw 1, throw 1, throw 0, throw 2, a:in, a:8+2"
	// The same capture with every throw used.
	captureAll = "throw 1, throw 2, a:in, a:2, throw 1, throw 4, throw 4, throw 2, a:in, a:4+4+2"
	// South pairs a and b on the opposite castle, with a 2 left.
	pair = "throw 1, throw 1, throw 0, throw 0, throw 2, a:in, b:in, a:8, b:8, ab:pair"
	// South's twins a and b reach 16, on the inner ring, where North's
	// twins a and b land and send them off, with a 2 left to play.
	twins = "throw 1, throw 1, throw 0, throw 0, throw 0, throw 0, throw 2, a:in, b:in, a:8, b:8, ab:pair, ab:8+8, end, " +
		"throw 1, throw 1, throw 0, throw 0, throw 0, throw 0, throw 0, throw 2, a:in, b:in, a:8, b:8, ab:pair, ab:8+8+8"
	// Then North gives up the 2, throws its bonus series, and moves its
	// twins to the centre; South's twins enter again together.
	centre = twins + ", end, throw 0, throw 2, ab:8, end, throw 1, throw 1, throw 2, ab:in"
)

// TestDescribe checks the sentence of every kind of step and event of
// Thayyam on scripted games: the last step of each script, or a step of a
// seeded random game.
func TestDescribe(t *testing.T) {
	helptest.Describe(t, game, thayyam.Help, []helptest.Case{
		{Name: "a 1 throws again", Steps: "throw 1", Want: "South throws 1 and throws again"},
		{Name: "an 8", Steps: "throw 1, throw 0", Want: "South throws 8 (no slit showing) and throws again"},
		{Name: "a lost 4", Steps: "throw 4", Want: "South throws 4, lost: no piece on the board and no 1 yet; South throws again"},
		{Name: "a lost 8", Steps: "throw 0",
			Want: "South throws 8 (no slit showing), lost: no piece on the board and no 1 yet; South throws again"},
		{Name: "nothing kept", Steps: "throw 4, throw 2",
			Want: "South throws 2, lost: no piece on the board and no 1 yet; the turn passes to North"},
		{Name: "the series ends", Steps: "throw 1, throw 4, throw 3", Want: "South throws 3 and has 4+3+1 to play"},
		{Name: "a piece enters", Steps: "throw 1, throw 3, a:in", Want: "South brings piece a onto its castle with a 1"},
		{Name: "a move with one throw", Steps: "throw 1, throw 3, a:in, a:3", Want: "South: piece a from its castle to 3 with a 3"},
		{Name: "a move with two throws", Steps: "throw 1, throw 4, throw 2, a:in, a:4+2", Want: "South: piece a from its castle to 6 with 4+2"},
		{Name: "to a castle on the side", Steps: "throw 1, throw 4, throw 2, a:in, a:4", Want: "South: piece a from its castle to the east castle with a 4"},
		{Name: "to the opposite castle", Steps: "throw 1, throw 0, throw 2, a:in, a:8", Want: "South: piece a from its castle to the opposite castle with an 8"},
		{Name: "to the castle on the other side", Steps: "throw 1, throw 0, throw 4, throw 2, a:in, a:8+4",
			Want: "South: piece a from its castle to the west castle with 8+4"},
		{Name: "North's castles", Steps: "throw 2, throw 1, throw 4, throw 2, a:in, a:4",
			Want: "North: piece a from its castle to the west castle with a 4"},
		{Name: "the end of a turn", Steps: "throw 1, throw 4, throw 2, a:in, end", Want: "South ends the turn, giving up 4+2"},
		{Name: "one throw given up", Steps: "throw 1, throw 3, a:in, end", Want: "South ends the turn, giving up a 3"},
		{Name: "a capture with throws left", Steps: capture,
			Want: "North: piece a from its castle to 10 with 8+2, sends South's piece a off; the capture earns North another series after this turn's moves"},
		{Name: "the last throw before a bonus series", Steps: capture + ", a:1",
			Want: "North: piece a from 10 to 11 with a 1; North throws again for the earlier capture"},
		{Name: "giving up before a bonus series", Steps: capture + ", end", Want: "North stops moving, giving up a 1, and throws again for the earlier capture"},
		{Name: "a capture with the last throw", Steps: captureAll,
			Want: "North: piece a from its castle to 10 with 4+4+2, sends South's piece a off; North throws again for the capture"},
		{Name: "a bonus series", Steps: captureAll + ", throw 2", Want: "North throws 2 and has a 2 to play"},
		{Name: "two pieces sent off", Seed: 13, Step: 162,
			Want: "North: piece a from 17 to 19 with a 2, sends South's pieces c and d off; North throws again for the capture"},
		{Name: "a pair of twins", Steps: pair, Want: "South pairs pieces a and b into twins on the opposite castle"},
		{Name: "twins move", Steps: pair + ", ab:2", Want: "South: twins a and b from the opposite castle to 9 with a 2 (1 cell: twins move half)"},
		{Name: "twins sent off", Steps: twins,
			Want: "North: twins a and b from the opposite castle to 20 with 8+8+8 (12 cells: twins move half), sends South's twins a and b off; the capture earns North another series after this turn's moves"},
		{Name: "twins sent off split", Options: "twins=split", Steps: twins,
			Want: "North: twins a and b from the opposite castle to 20 with 8+8+8 (12 cells: twins move half), sends South's twins a and b off, to come back as single pieces; the capture earns North another series after this turn's moves"},
		{Name: "twins split on the centre", Steps: centre, Step: -5,
			Want: "North: twins a and b from 20 to the centre with an 8 (4 cells: twins move half), where they split into single pieces"},
		{Name: "twins enter", Steps: centre, Want: "South brings twins a and b onto its castle with two 1s"},
		{Name: "a split piece enters alone", Options: "twins=split", Steps: twins + ", end, throw 0, throw 2, ab:8, end, throw 1, throw 2, a:in",
			Want: "South brings piece a onto its castle with a 1"},
		{Name: "a piece borne off", Seed: 1, Step: 338, Want: "South bears off piece a with a 1 — 1 of 4 pieces out"},
		{Name: "the winner", Seed: 1, Want: "South bears off piece d with a 1 — all four pieces out: South wins"},
	})
}

// TestLog compares the move log of a few seeded random games with
// testdata/log.golden (-update rewrites it): one with every option at its
// default, then one for each other value, each seed chosen for a short game
// that shows what its option changes. Random play never sends twins off,
// so the game with twins=split starts with the script twins.
func TestLog(t *testing.T) {
	helptest.Golden(t, game, thayyam.Help, *update, []helptest.GoldenGame{
		{About: "every option at its default", Seed: 451},
		{About: "three players", Options: "players=3", Seed: 1635},
		{About: "four players", Options: "players=4", Seed: 684},
		{About: "twins sent off come back as single pieces", Options: "twins=split", Opening: twins, Seed: 148},
	},
		"pairs pieces", "twins move half", "where they split into single pieces", // twins
		"sends South's twins a and b off, to come back as single pieces", // twins=split
		"no slit showing", "lost: no piece on the board and no 1 yet", "the turn passes to",
		"throws again for the capture", "the capture earns", "throws again for the earlier capture", "stops moving",
		"ends the turn", "bears off", " wins")
}

func TestLabel(t *testing.T) {
	for note, want := range map[string]string{
		"end":      "End the turn",
		"a:off":    "Bear off a",
		"ab:pair":  "Pair a and b",
		"cd:pair":  "Pair c and d",
		"a:in":     "Bring a in",
		"ab:in":    "Bring twins a and b in",
		"a:4+2":    "Move a with 4+2",
		"c:8":      "Move c with an 8",
		"d:3":      "Move d with a 3",
		"bd:8+4+1": "Move twins b and d with 8+4+1",
		"ab:4":     "Move twins a and b with a 4",
	} {
		if got := thayyam.Help.Label(rules.Choice{Note: note}); got != want {
			t.Errorf("Label(%q) = %q, want %q", note, got, want)
		}
	}
}

func TestSeatName(t *testing.T) {
	for _, c := range []struct {
		players int
		want    []string
	}{
		{2, []string{"South", "North"}},
		{3, []string{"South", "West", "North"}},
		{4, []string{"South", "West", "North", "East"}},
		{1, []string{""}},
		{5, []string{"", "", "", "", ""}},
	} {
		for p, want := range c.want {
			if got := thayyam.Help.SeatName(c.players, rules.Player(p)); got != want {
				t.Errorf("SeatName(%d, %d) = %q, want %q", c.players, p, got, want)
			}
		}
		for _, p := range []rules.Player{rules.Chance, rules.Over, rules.Player(c.players)} {
			if got := thayyam.Help.SeatName(c.players, p); got != "" {
				t.Errorf("SeatName(%d, %d) = %q, want none", c.players, p, got)
			}
		}
	}
}

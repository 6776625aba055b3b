package daryon_test

import (
	"flag"
	"testing"

	"tabula/help/daryon"
	"tabula/help/helptest"
	"tabula/rules"
	rules_daryon "tabula/rules/daryon"
)

var update = flag.Bool("update", false, "rewrite testdata/log.golden")

var game = rules_daryon.Game

// Scripted openings, in the notation of the rules file: South throws first.
const (
	// South passes; North's pawn a comes out and goes to 16, North's
	// junction; South's pawn a comes out and goes to 9, North's to 18,
	// South's to 14, North's to 19, and South's lands on it at 19.
	capture = "throw 2, pass, throw 1, out, throw 3, a, throw 1, out, throw 6, a, throw 2, a, throw 5, a, throw 1, a, throw 5, a"
	// Then North's pawn a comes out to 16 and 21, South's pawn a goes on
	// to 23 and brings pawn b out, and North's pawn a sends it home.
	recapture = capture + ", throw 1, out, throw 3, a, throw 4, a, throw 5, a, throw 1, out, throw 0, b, throw 2, a"
	// Instead, South's pawn a, which may go home, goes to 31 and into its
	// corridor, cannot use a 2 there, and goes home.
	home = capture + ", throw 2, pass, throw 6, a, throw 2, pass, throw 4, a, throw 2, pass, throw 2, pass, throw 2, pass, throw 1, a"
	// South's pawn a goes round to its junction (26 + 6) without the
	// right to go home, while North passes.
	tour = "throw 1, out, throw 6, a, throw 2, pass, throw 6, a, throw 2, pass, throw 5, a, throw 2, pass, throw 0, a"
	// North's pawns a and b stand on 16, North's junction, where South's
	// pawn a lands.
	junction = "throw 1, out, throw 3, a, throw 1, out, throw 3, a, throw 6, a, throw 1, out, throw 3, b, throw 4, a"
	// North's pawn a waits on the corner 20 and South's pawn a lands there.
	corner = "throw 2, pass, throw 1, out, throw 3, a, throw 1, out, throw 6, a, throw 4, a, throw 0, a, throw 1, out, throw 2, b, throw 5, a"
)

// TestDescribe checks the sentence of every kind of step and event of
// Daryon on scripted games: the last step of each script, or a step of a
// seeded random game.
func TestDescribe(t *testing.T) {
	helptest.Describe(t, game, daryon.Help, []helptest.Case{
		{Name: "a throw", Steps: "throw 3", Want: "South throws 3"},
		{Name: "no dark seed", Steps: "throw 0", Want: "South throws 6: all six seeds light"},
		{Name: "six dark seeds", Steps: "throw 6", Want: "South throws 12: all six seeds dark"},
		{Name: "a pass with no pawn out", Steps: "throw 3, pass", Want: "South passes: no pawn on the board, and a 3 brings none out"},
		{Name: "a pawn comes out", Steps: "throw 1, out", Want: "South brings pawn a out of home and throws again"},
		{Name: "two pawns come out", Options: "exits=multi", Steps: "throw 5, out", Want: "South brings pawns a and b out of home and throws again"},
		{Name: "three pawns come out", Options: "exits=multi", Steps: "throw 0, out", Want: "South brings pawns a, b and c out of home and throws again"},
		{Name: "out of the corridor", Steps: "throw 1, out, throw 3, a", Want: "South: pawn a from corridor 1 to the south junction"},
		{Name: "along the corridor", Steps: "throw 1, out, throw 2, a", Want: "South: pawn a from corridor 1 to corridor 3"},
		{Name: "a move on the loop", Steps: "throw 1, out, throw 3, a, throw 2, pass, throw 5, a", Want: "South: pawn a from the south junction to 5"},
		{Name: "North's move", Steps: capture, Step: -2, Want: "North: pawn a from 18 to 19"},
		{Name: "a capture wins the pawn's right to go home", Steps: capture,
			Want: "South: pawn a from 14 to 19, sends North's pawn a home; South's pawn a may now go home"},
		{Name: "a capture wins all the player's pawns the right to go home", Options: "credit=player", Steps: capture,
			Want: "South: pawn a from 14 to 19, sends North's pawn a home; all of South's pawns may now go home"},
		{Name: "the pawn sent home loses its right", Steps: recapture,
			Want: "North: pawn a from 21 to 23, sends South's pawn a home, which loses its right to go home; North's pawn a may now go home"},
		{Name: "the player's right stays", Options: "credit=player", Steps: recapture,
			Want: "North: pawn a from 21 to 23, sends South's pawn a home; all of North's pawns may now go home"},
		{Name: "into the corridor", Steps: home, Step: -8, Want: "South: pawn a from 31 to corridor 1"},
		{Name: "a pass with a pawn out", Steps: home, Step: -4, Want: "South passes: no pawn can move 2 cells"},
		{Name: "a pawn home", Steps: home, Want: "South brings pawn a home from corridor 1 — 1 of 3 pawns home"},
		{Name: "round again past the junction", Steps: "throw 1, out, throw 6, a, throw 2, pass, throw 6, a, throw 2, pass, throw 6, a",
			Want: "South: pawn a from 21 to 1, round again as it may not go home yet"},
		{Name: "round again from the junction", Steps: tour, Want: "South: pawn a from 26 to the south junction, round again as it may not go home yet"},
		{Name: "two pawns sent home", Steps: junction,
			Want: "South: pawn a from the north-west corner to the north junction, sends North's pawns a and b home; South's pawn a may now go home"},
		{Name: "a safe junction", Options: "grey=on", Steps: junction,
			Want: "South: pawn a from the north-west corner to the north junction, a safe cell it shares with North's pawns a and b"},
		{Name: "a safe corner", Steps: corner, Want: "South: pawn a from 15 to the north-east corner, a safe cell it shares with North's pawn a"},
		{Name: "round again, then the right to go home", Seed: 2, Step: 496,
			Want: "South: pawn b from 22 to 2, round again as it could not go home yet, sends North's pawn c home; South's pawn b may now go home"},
		{Name: "two pawns sent home lose their right", Seed: 82, Step: 240,
			Want: "North: pawn c from the north-east corner to 22, sends South's pawns b and c home, which lose their right to go home; North's pawn c may now go home"},
		{Name: "one of two pawns sent home loses its right", Seed: 390, Step: 278,
			Want: "South: pawn b from 5 to 10, sends North's pawns a and b home, and North's pawn a loses its right to go home; South's pawn b may now go home"},
		{Name: "home straight from the loop", Seed: 31, Step: 60, Want: "South brings pawn a home from 31 — 1 of 3 pawns home"},
		{Name: "the winner", Seed: 1, Want: "North brings pawn c home from corridor 1 — all three pawns home: North wins"},
	})
}

// TestDescribeNames checks that the sentences name seats with the caller's
// function, whatever it says.
func TestDescribeNames(t *testing.T) {
	h := helptest.Script(t, game, "", capture)
	i := h.Len() - 1
	name := func(p rules.Player) string { return [...]string{"Ana (computer)", "Bo"}[p] }
	got := daryon.Help.Describe(h.StateAt(i), h.StateAt(i+1), h.Step(i), name)
	want := "Ana (computer): pawn a from 14 to 19, sends Bo's pawn a home; Ana (computer)'s pawn a may now go home"
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

// TestLog compares the move log of a few seeded random games with
// testdata/log.golden (-update rewrites it): one with every option at its
// default, then one for each other value, each seed chosen for a short game
// that shows what its option changes.
func TestLog(t *testing.T) {
	helptest.Golden(t, game, daryon.Help, *update, []helptest.GoldenGame{
		{About: "every option at its default", Seed: 212},
		{About: "three players", Options: "players=3", Seed: 138},
		{About: "four players", Options: "players=4", Seed: 131},
		{About: "a 5 brings out two pawns, a 6 three", Options: "exits=multi", Seed: 41},
		{About: "one capture lets all the player's pawns go home", Options: "credit=player", Seed: 27},
		{About: "the junctions are safe", Options: "grey=on", Seed: 180},
	},
		"pawns a and b out of home", "pawns a, b and c out of home", // exits=multi
		"all of South's pawns may now go home", // credit=player
		"junction, a safe cell it shares",      // grey=on
		"round again", "loses its right", "may now go home", "no pawn can move", "brings none out", "all six seeds light", "all six seeds dark", " wins")
}

func TestLabel(t *testing.T) {
	for note, want := range map[string]string{
		"pass": "Pass",
		"out":  "Bring out",
		"a":    "Move pawn a",
		"c":    "Move pawn c",
	} {
		if got := daryon.Help.Label(rules.Choice{Note: note}); got != want {
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
			if got := daryon.Help.SeatName(c.players, rules.Player(p)); got != want {
				t.Errorf("SeatName(%d, %d) = %q, want %q", c.players, p, got, want)
			}
		}
		for _, p := range []rules.Player{rules.Chance, rules.Over, rules.Player(c.players)} {
			if got := daryon.Help.SeatName(c.players, p); got != "" {
				t.Errorf("SeatName(%d, %d) = %q, want none", c.players, p, got)
			}
		}
	}
}

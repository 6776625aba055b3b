package ai_test

import (
	"strings"
	"testing"

	"tabula/rules"
	"tabula/rules/ai"
	"tabula/rules/dejarik"
)

// replay plays steps, in the game's notation, from the start of game with
// the option arguments args.
func replay(t *testing.T, game, args, steps string) rules.State {
	t.Helper()
	st, err := find(game).Rules.Start(strings.Fields(args)...)
	if err != nil {
		t.Fatal(err)
	}
	for _, step := range strings.Split(steps, ",") {
		step = strings.TrimSpace(step)
		if step == "" {
			continue
		}
		a, err := st.ParseAction(step)
		if err == nil {
			_, err = st.Apply(a, nil)
		}
		if err != nil {
			t.Fatalf("%s: %v in\n%s", step, err, st)
		}
	}
	return st
}

// playTurn lets level play for the seat to move until another seat is to
// move or the lots are thrown, and returns the moves it made.
func playTurn(t *testing.T, st rules.State, level ai.Level) []string {
	t.Helper()
	me := st.ToMove()
	var notes []string
	for st.ToMove() == me {
		a, err := choose(t, st, level, 7)
		if err != nil {
			t.Fatal(err)
		}
		notes = append(notes, st.FormatAction(a))
		if _, err := st.Apply(a, nil); err != nil {
			t.Fatal(err)
		}
	}
	return notes
}

// winsAtOnce reports whether the seat to move in st has a move that wins.
func winsAtOnce(st rules.State) bool {
	me := st.ToMove()
	for _, a := range st.Legal(nil) {
		c := st.Clone()
		c.Apply(a, nil)
		if r := c.Result(); r.Status == rules.Win && r.Winners.Has(me) {
			return true
		}
	}
	return false
}

// TestTactics gives the hard level positions with one right idea, worked
// out by hand, and checks that it finds it.
func TestTactics(t *testing.T) {
	type check func(t *testing.T, before, after rules.State, moves []string)
	won := func(t *testing.T, _, after rules.State, moves []string) {
		if r := after.Result(); r.Status != rules.Win || !r.Winners.Has(0) {
			t.Errorf("played %v: %s, want a win of seat 0", moves, r)
		}
	}
	noWinFor := func(t *testing.T, _, after rules.State, moves []string) {
		if after.Result().Status == rules.Win || winsAtOnce(after) {
			t.Errorf("played %v, after which the other side wins at once", moves)
		}
	}
	played := func(want ...string) check {
		return func(t *testing.T, _, _ rules.State, moves []string) {
			for _, w := range want {
				if strings.Join(moves, " ") == w {
					return
				}
			}
			t.Errorf("played %v, want one of %q", moves, want)
		}
	}
	tests := []struct {
		name, game, args, steps string
		dejarik                 string // a Dejarik position instead of steps
		want                    check
	}{
		// Diam: orange stands at level 2 on cell 0, cell 4 holds one
		// pawn: dropping orange there makes a diam at level 2.
		{name: "diam in one", game: "diam", steps: "R@0, B@1, O@0, B@2, R@4, K@3", want: won},
		// The same with three players: seat 0 alone, and a shift instead:
		// the pile R of cell 5 onto cell 4 stands at level 2 facing the
		// red of cell 0.
		{name: "diam in one by a shift, three players", game: "diam", args: "players=3",
			steps: "O@0, B@1, R@0, K@2, R@5, B@6, O@4, K@7", want: won},
		// Brown and black have K at level 2 on cell 0; a drop on the empty
		// cell 4 would let K@4 stand facing it: red must not drop there.
		{name: "diam: do not give a diam", game: "diam", steps: "R@2, B@0, R@3, K@0", want: noWinFor},
		// Four players: seat 2 (orange) cannot drop red, but may shift
		// the red pawn of its partner from cell 5 onto cell 4, where it
		// stands at level 2 facing the red at level 2 on cell 0.
		{name: "diam: a partner's colour, four players", game: "diam", args: "players=4",
			steps: "R@5, B@1, O@0, K@4, R@0, B@2", want: played("5.1-")},
		// Black has lost a pawn; a diagonal exit landing beside I3 takes
		// a second and wins 2 points.
		{name: "dejarik: a capture that wins", game: "dejarik", dejarik: "W:O0,O1,O4,O5 B:I3,O7,O10 to=W first=-", want: won},
		// Three White pawns on I0 I1 I2 and a fourth on O3 in front of
		// the empty I3: the straight exit makes a line of four.
		{name: "dejarik: a line of four", game: "dejarik", dejarik: "W:I0,I1,I2,O3 B:O6,O7,O9,O10 to=W first=-", want: won},
		// White has lost a pawn; Black threatens O6-I5, landing beside
		// White's I4 and taking a second: only the return I4-O4 saves
		// White (every other move loses at once).
		{name: "dejarik: parry a capture that would lose", game: "dejarik",
			dejarik: "W:I4,O0,O1 B:O6,O7,O10,O11 to=W first=-", want: played("I4-O4")},
		// Daryon: South's a on L14 is 3 behind North's a on L17 and South
		// throws 3: a sends it home (and earns its credit) instead of
		// South moving b out of its corridor.
		{name: "daryon: send an enemy home", game: "daryon",
			steps: "throw 1, out, throw 1, out, throw 1, a, throw 1, out, throw 4, a, throw 6, a, throw 1, out, throw 2, b, throw 4, a, throw 3, b, throw 3",
			want:  played("a")},
		// Daryon: nobody can reach South's a, and a 1 brings b out and
		// throws again: better than one cell of progress.
		{name: "daryon: a 1 brings a pawn out", game: "daryon",
			steps: "throw 1, out, throw 3, a, throw 2, pass, throw 1", want: played("out")},
		// Thayyam: South's a waits on its palace, North's a stands on
		// South's t = 2 (4,0); South holds 1 and 2: a:2 lands on it,
		// a:2+1 would walk past.
		{name: "thayyam: capture instead of walking past", game: "thayyam",
			steps: "throw 1, throw 3, a:in, end, throw 1, throw 0, throw 2, a:in, a:8+2, throw 1, throw 2",
			want: func(t *testing.T, before, after rules.State, moves []string) {
				if !strings.Contains(after.Key(), "1: a- ") {
					t.Errorf("played %v: %s, want North's a sent off", moves, after.Key())
				}
			}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var st rules.State
			if tt.dejarik != "" {
				d, err := dejarik.Parse(tt.dejarik)
				if err != nil {
					t.Fatal(err)
				}
				st = d
			} else {
				st = replay(t, tt.game, tt.args, tt.steps)
			}
			if st.ToMove() < 0 {
				t.Fatalf("no decision in\n%s", st)
			}
			before := st.Clone()
			moves := playTurn(t, st, ai.Hard)
			tt.want(t, before, st, moves)
		})
	}
}

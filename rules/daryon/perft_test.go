package daryon

import (
	"testing"

	"tabula/rules"
)

// perft counts the leaves of the game tree depth steps below s. Every step
// counts: a chance step has one child per outcome (seven throws, counted
// once each, without their weights), a decision one per legal action; a
// finished game is a leaf wherever it ends.
func perft(s *State, depth int, stack []State, buf [][]rules.Action) int {
	if depth == 0 || s.toMove == rules.Over {
		return 1
	}
	legal := s.Legal(buf[depth][:0])
	n := 0
	child := &stack[depth]
	for _, a := range legal {
		child.CopyFrom(s)
		if _, err := child.Apply(a, nil); err != nil {
			panic(err)
		}
		n += perft(child, depth-1, stack, buf)
	}
	return n
}

// TestPerft counts the nodes at depth 1 to 6 from the start.
//
// By hand, for every option set: depth 1 is the 7 throws K = 0..6. At depth
// 2, with all pawns at home, each throw leaves exactly one legal action: out
// on a 1 (and on a 5 or a 6 with exits=multi), otherwise pass; so 7. At
// depth 3 every one of those 7 positions is again a chance step (the same
// player after out, the next after pass): 49. At depth 4, exits=one: after
// "throw 1, out" south has a at t=1 and b, c at home, so a throw of 1 allows
// out and a (2 moves) and the other six throws a only (1 each): 8; after the
// six passes north has all at home: 1 move for each of 7 throws, 42; 50 in
// all. With exits=multi: after out on a 1 (one pawn out) a 1, a 5 and a 6
// allow out or a, the rest a: 10; after out on a 5 (a and b out, the same)
// also 10; after out on a 6 (all three out) a only: 7; the four passes give
// 28; 55 in all. Each of those is a chance step again, so depth 5 is 7
// times depth 4; depth 6 is as the program counts it.
func TestPerft(t *testing.T) {
	tests := []struct {
		opts string
		want []int // depth 1, 2, ...
	}{
		{"players=2 exits=one credit=pawn grey=off", []int{7, 7, 49, 50, 350, 357}},
		{"players=3 exits=one credit=pawn grey=off", []int{7, 7, 49, 50, 350, 357}},
		{"players=4 exits=one credit=pawn grey=off", []int{7, 7, 49, 50, 350, 357}},
		{"players=2 exits=multi credit=pawn grey=off", []int{7, 7, 49, 55, 385, 412}},
		{"players=2 exits=one credit=player grey=off", []int{7, 7, 49, 50, 350, 357}},
		{"players=2 exits=one credit=pawn grey=on", []int{7, 7, 49, 50, 350, 357}},
		{"players=4 exits=multi credit=player grey=on", []int{7, 7, 49, 55, 385, 412}},
	}
	stack := make([]State, 8)
	buf := make([][]rules.Action, 8)
	for _, tt := range tests {
		s := start(t, tt.opts)
		for d, want := range tt.want {
			if got := perft(s, d+1, stack, buf); got != want {
				t.Errorf("%s: perft(%d) = %d, want %d", tt.opts, d+1, got, want)
			}
		}
	}
}

// TestPerftMiddle counts from a crowded four-player position, to cover
// moves, captures and the end; the counts are the program's, kept to catch
// any change.
func TestPerftMiddle(t *testing.T) {
	s := position(t, "4 multi pawn off; S 5 0 33*; W 30 9 1; N 20 24 0; E 37* 0 15; credit -; 0 throws")
	checkInvariants(t, s)
	// Depth 2 by hand: south has a at t=5, b at home, c at t=33 with
	// credit. A 1, a 5 and a 6 allow out, a, c (3 each); a 2, 3 or 4 allow
	// a, c (2 each); a 12 only a (c would overshoot home): 3*3 + 3*2 + 1 = 16.
	want := []int{7, 16, 112, 325, 2275, 5564}
	stack := make([]State, 8)
	buf := make([][]rules.Action, 8)
	for d := range want {
		if got := perft(s, d+1, stack, buf); got != want[d] {
			t.Errorf("perft(%d) = %d, want %d", d+1, got, want[d])
		}
	}
}

package daryon

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"tabula/rules"
)

// Loop indices of a north pawn (side 2, junction L16) at progress t are
// (12 + t) mod 32: t = 20 is on L0, the south junction; t = 24 on the corner
// L4; t = 29 on L9. A south pawn at t is on L_{t-4}.

// TestRules plays one move in a position and checks the legal moves before
// and the position after. Every rule and decision of doc.go has a case.
func TestRules(t *testing.T) {
	tests := []struct {
		name   string
		before string
		legal  string // every legal move, in order
		move   string // "" checks only the legal moves
		after  string
	}{
		// Exits.
		{"exit on a 1, same player throws again",
			"2 one pawn off; S 0 0 0; N 0 0 0; credit -; 0 moves 1", "out", "out",
			"2 one pawn off; S 1 0 0; N 0 0 0; credit -; 0 throws"},
		{"exit takes the lowest letter at home",
			"2 one pawn off; S 5 0 0; N 0 0 0; credit -; 0 moves 1", "out a", "out",
			"2 one pawn off; S 5 1 0; N 0 0 0; credit -; 0 throws"},
		{"finished pawns never leave",
			"2 one pawn off; S 40* 40* 0; N 0 0 0; credit -; 0 moves 1", "out", "out",
			"2 one pawn off; S 40* 40* 1; N 0 0 0; credit -; 0 throws"},
		{"no exit on a 5 with exits=one",
			"2 one pawn off; S 0 0 0; N 0 0 0; credit -; 0 moves 5", "pass", "pass",
			"2 one pawn off; S 0 0 0; N 0 0 0; credit -; 1 throws"},
		{"no exit on a 6 with exits=one",
			"2 one pawn off; S 0 0 0; N 0 0 0; credit -; 0 moves 6", "pass", "", ""},
		{"multi: one pawn out on a 1",
			"2 multi pawn off; S 0 0 0; N 0 0 0; credit -; 0 moves 1", "out", "out",
			"2 multi pawn off; S 1 0 0; N 0 0 0; credit -; 0 throws"},
		{"multi: two pawns out on a 5",
			"2 multi pawn off; S 0 0 0; N 0 0 0; credit -; 0 moves 5", "out", "out",
			"2 multi pawn off; S 1 1 0; N 0 0 0; credit -; 0 throws"},
		{"multi: three pawns out on a 6",
			"2 multi pawn off; S 0 0 0; N 0 0 0; credit -; 0 moves 6", "out", "out",
			"2 multi pawn off; S 1 1 1; N 0 0 0; credit -; 0 throws"},
		{"multi: the two at home on a 6",
			"2 multi pawn off; S 0 9 0; N 0 0 0; credit -; 0 moves 6", "out b", "out",
			"2 multi pawn off; S 1 9 1; N 0 0 0; credit -; 0 throws"},
		{"multi: the one at home on a 5",
			"2 multi pawn off; S 40* 9 0; N 0 0 0; credit -; 0 moves 5", "out b", "out",
			"2 multi pawn off; S 40* 9 1; N 0 0 0; credit -; 0 throws"},
		{"multi: no exit on a 12",
			"2 multi pawn off; S 0 0 0; N 0 0 0; credit -; 0 moves 12", "pass", "", ""},
		{"moving instead of an exit on a 1",
			"2 one pawn off; S 0 5 0; N 0 0 0; credit -; 0 moves 1", "out b", "b",
			"2 one pawn off; S 0 6 0; N 0 0 0; credit -; 1 throws"},
		{"multi: moving instead of an exit on a 5",
			"2 multi pawn off; S 0 5 0; N 0 0 0; credit -; 0 moves 5", "out b", "b",
			"2 multi pawn off; S 0 10 0; N 0 0 0; credit -; 1 throws"},

		// Moves along the path.
		{"from the corridor onto the junction",
			"2 one pawn off; S 1 0 0; N 0 0 0; credit -; 0 moves 3", "a", "a",
			"2 one pawn off; S 4 0 0; N 0 0 0; credit -; 1 throws"},
		{"exact count home with a 2",
			"2 one pawn off; S 38* 0 0; N 0 0 0; credit -; 0 moves 2", "a", "a",
			"2 one pawn off; S 40* 0 0; N 0 0 0; credit -; 1 throws"},
		{"two from home, a 1 then later another",
			"2 one pawn off; S 38* 0 0; N 0 0 0; credit -; 0 moves 1", "out a", "a",
			"2 one pawn off; S 39* 0 0; N 0 0 0; credit -; 1 throws"},
		{"no move past home",
			"2 one pawn off; S 38* 0 0; N 0 0 0; credit -; 0 moves 3", "pass", "", ""},
		{"from t=36 home with a 4",
			"2 one pawn off; S 36* 0 0; N 0 0 0; credit -; 0 moves 4", "a", "a",
			"2 one pawn off; S 40* 0 0; N 0 0 0; credit -; 1 throws"},
		{"with credit into the corridor",
			"2 one pawn off; S 33* 0 0; N 0 0 0; credit -; 0 moves 5", "a", "a",
			"2 one pawn off; S 38* 0 0; N 0 0 0; credit -; 1 throws"},
		{"with credit, no other tour instead of an overshoot",
			"2 one pawn off; S 33* 0 0; N 0 0 0; credit -; 0 moves 12", "pass", "", ""},
		{"without credit, another tour",
			"2 one pawn off; S 33 0 0; N 0 0 0; credit -; 0 moves 5", "a", "a",
			"2 one pawn off; S 6 0 0; N 0 0 0; credit -; 1 throws"},
		{"without credit, another tour on a 12",
			"2 one pawn off; S 30 0 0; N 0 0 0; credit -; 0 moves 12", "a", "a",
			"2 one pawn off; S 10 0 0; N 0 0 0; credit -; 1 throws"},
		{"another pawn's credit does not count",
			"2 one pawn off; S 33 9* 0; N 0 0 0; credit -; 0 moves 5", "a b", "a",
			"2 one pawn off; S 6 9* 0; N 0 0 0; credit -; 1 throws"},

		// The junction rule.
		{"junction stop without credit: t=4",
			"2 one pawn off; S 30 0 0; N 0 0 0; credit -; 0 moves 6", "a", "a",
			"2 one pawn off; S 4 0 0; N 0 0 0; credit -; 1 throws"},
		{"junction stop with credit: t=36",
			"2 one pawn off; S 30* 0 0; N 0 0 0; credit -; 0 moves 6", "a", "a",
			"2 one pawn off; S 36* 0 0; N 0 0 0; credit -; 1 throws"},
		{"junction stop earning credit there: t=36",
			"2 one pawn off; S 30 0 0; N 20 0 0; credit -; 0 moves 6", "a", "a",
			"2 one pawn off; S 36* 0 0; N 0 0 0; credit -; 1 throws"},
		{"junction stop, grey junction: no capture, t=4",
			"2 one pawn on; S 30 0 0; N 20 0 0; credit -; 0 moves 6", "a", "a",
			"2 one pawn on; S 4 0 0; N 20 0 0; credit -; 1 throws"},
		{"junction stop with player credit: t=36",
			"2 one player off; S 30 0 0; N 0 0 0; credit S; 0 moves 6", "a", "a",
			"2 one player off; S 36 0 0; N 0 0 0; credit S; 1 throws"},
		{"decision: out of the corridor onto the junction with credit: t=4",
			"2 one player off; S 1 0 0; N 0 0 0; credit S; 0 moves 3", "a", "a",
			"2 one player off; S 4 0 0; N 0 0 0; credit S; 1 throws"},
		{"decision: out of the corridor capturing on the junction: t=4",
			"2 one pawn off; S 1 0 0; N 20 0 0; credit -; 0 moves 3", "a", "a",
			"2 one pawn off; S 4* 0 0; N 0 0 0; credit -; 1 throws"},

		// Credit per pawn or per player.
		{"credit=player: a pawn that never captured goes home",
			"2 one player off; S 33 0 0; N 0 0 0; credit S; 0 moves 5", "a", "a",
			"2 one player off; S 38 0 0; N 0 0 0; credit S; 1 throws"},
		{"credit=player: no credit, another tour",
			"2 one player off; S 33 0 0; N 0 0 0; credit N; 0 moves 5", "a", "a",
			"2 one player off; S 6 0 0; N 0 0 0; credit N; 1 throws"},
		{"credit=player: a capture gives the player credit",
			"2 one player off; S 10 0 0; N 29 0 0; credit -; 0 moves 3", "a", "a",
			"2 one player off; S 13 0 0; N 0 0 0; credit S; 1 throws"},
		{"credit=player: credit stays when pawns are sent home",
			"2 one player off; S 4 0 0; N 17 0 0; credit S; 1 moves 3", "a", "a",
			"2 one player off; S 0 0 0; N 20 0 0; credit S N; 0 throws"},

		// Sending pawns home.
		{"capture of all the pawns on the cell, which lose their credit",
			"2 one pawn off; S 10 0 0; N 29* 29* 0; credit -; 0 moves 3", "a", "a",
			"2 one pawn off; S 13* 0 0; N 0 0 0; credit -; 1 throws"},
		{"a pawn sent home from t=36 loses its credit",
			"2 one pawn off; S 36* 0 0; N 17* 0 0; credit -; 1 moves 3", "a", "a",
			"2 one pawn off; S 0 0 0; N 20* 0 0; credit -; 0 throws"},
		{"junctions are not safe with grey=off",
			"2 one pawn off; S 4 0 0; N 17 0 0; credit -; 1 moves 3", "a", "a",
			"2 one pawn off; S 0 0 0; N 20* 0 0; credit -; 0 throws"},
		{"junctions are safe with grey=on",
			"2 one pawn on; S 4 0 0; N 17 0 0; credit -; 1 moves 3", "a", "a",
			"2 one pawn on; S 4 0 0; N 20 0 0; credit -; 0 throws"},
		{"corners are safe",
			"2 one pawn off; S 5 0 0; N 24 0 0; credit -; 0 moves 3", "a", "a",
			"2 one pawn off; S 8 0 0; N 24 0 0; credit -; 1 throws"},
		{"corners are safe for all four colours",
			"4 one pawn off; S 5 0 0; W 32 0 0; N 24 0 0; E 16 0 0; credit -; 0 moves 3", "a", "a",
			"4 one pawn off; S 8 0 0; W 32 0 0; N 24 0 0; E 16 0 0; credit -; 1 throws"},
		{"passing over pawns has no effect",
			"2 one pawn off; S 5 0 0; N 22 0 0; credit -; 0 moves 3", "a", "a",
			"2 one pawn off; S 8 0 0; N 22 0 0; credit -; 1 throws"},
		{"own pawns share a cell",
			"2 one pawn off; S 5 8 0; N 0 0 0; credit -; 0 moves 3", "a b", "a",
			"2 one pawn off; S 8 8 0; N 0 0 0; credit -; 1 throws"},
		{"corridors are private: passing a junction and a full corridor",
			"2 one pawn off; S 3 39* 1; N 18 0 0; credit -; 1 moves 6", "a", "a",
			"2 one pawn off; S 3 39* 1; N 24 0 0; credit -; 0 throws"},
		{"three players: W sends S home",
			"3 one pawn off; S 10 0 0; W 30 0 0; N 0 0 0; credit -; 1 moves 4", "a", "a",
			"3 one pawn off; S 0 0 0; W 34* 0 0; N 0 0 0; credit -; 2 throws"},

		// Compulsory action and pass.
		{"pass when nothing is legal, and the turn goes on",
			"2 one pawn off; S 0 0 0; N 0 0 0; credit -; 0 moves 2", "pass", "pass",
			"2 one pawn off; S 0 0 0; N 0 0 0; credit -; 1 throws"},
		{"pass when every pawn overshoots",
			"2 one pawn off; S 39* 38* 40*; N 0 0 0; credit -; 0 moves 3", "pass", "", ""},
		{"three players: turn from seat 2 back to 0",
			"3 one pawn off; S 0 0 0; W 0 0 0; N 0 0 0; credit -; 2 moves 3", "pass", "pass",
			"3 one pawn off; S 0 0 0; W 0 0 0; N 0 0 0; credit -; 0 throws"},

		// Interchangeable pawns.
		{"three pawns on one cell: one move",
			"2 one pawn off; S 5 5 5; N 0 0 0; credit -; 0 moves 2", "a", "", ""},
		{"same cell, different credit: two moves",
			"2 one pawn off; S 5 5* 5; N 0 0 0; credit -; 0 moves 2", "a b", "b",
			"2 one pawn off; S 5 7* 5; N 0 0 0; credit -; 1 throws"},
		{"lowest letter of each kind",
			"2 one pawn off; S 9 5* 5*; N 0 0 0; credit -; 0 moves 2", "a b", "", ""},
		{"multi: two pawns in the corridor and an exit",
			"2 multi pawn off; S 1 1 0; N 0 0 0; credit -; 0 moves 5", "out a", "", ""},
		{"credit=player: same t is interchangeable",
			"2 one player off; S 5 0 5; N 0 0 0; credit S; 0 moves 2", "a", "", ""},
		{"t=4 and t=36 are different pawns on one cell",
			"2 one pawn off; S 4 36* 0; N 0 0 0; credit -; 0 moves 2", "a b", "", ""},

		// The end.
		{"the last pawn home wins",
			"2 one pawn off; S 40* 40* 39*; N 5 0 0; credit -; 0 moves 1", "c", "c",
			"2 one pawn off; S 40* 40* 40*; N 5 0 0; credit -; winner 0"},
		{"two pawns home do not win",
			"2 one pawn off; S 40* 39* 0; N 5 0 0; credit -; 0 moves 1", "out b", "b",
			"2 one pawn off; S 40* 40* 0; N 5 0 0; credit -; 1 throws"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := position(t, tt.before)
			if got := legalNotes(s); got != tt.legal {
				t.Fatalf("legal %q, want %q", got, tt.legal)
			}
			if tt.move == "" {
				return
			}
			ev := play(t, s, tt.move)
			if got := s.Key(); got != tt.after {
				t.Errorf("after %s:\n got %s\nwant %s", tt.move, got, tt.after)
			}
			checkInvariants(t, s)
			if want := strings.HasSuffix(tt.after, "throws") && strings.Contains(tt.move, "out"); want {
				if ev[len(ev)-1].Kind == rules.EventTurn {
					t.Errorf("turn passed after an exit")
				}
			}
		})
	}
}

// TestThrow checks the throw step: points, mask, weights, the player.
func TestThrow(t *testing.T) {
	for k := range 7 {
		s := position(t, "3 one pawn off; S 0 0 0; W 0 0 0; N 0 0 0; credit -; 1 throws")
		ev, err := s.Apply(rules.Action(k), nil)
		if err != nil {
			t.Fatal(err)
		}
		want := rules.Event{Kind: rules.EventThrow, Player: 1, Piece: -1, From: -1, To: -1,
			Value: int8(k), Points: throwPoints[k], Mask: uint8(1<<k - 1)}
		if !slices.Equal(ev, []rules.Event{want}) {
			t.Errorf("throw %d: events %+v, want %+v", k, ev, want)
		}
		if s.ToMove() != 1 || s.points != int8(ThrowPoints(k)) {
			t.Errorf("throw %d: to move %v with %d points", k, s.ToMove(), s.points)
		}
	}
	if got := []int{ThrowPoints(0), ThrowPoints(1), ThrowPoints(5), ThrowPoints(6)}; !slices.Equal(got, []int{6, 1, 5, 12}) {
		t.Errorf("points of 0, 1, 5, 6 dark: %v", got)
	}
}

// TestWeights checks that the outcomes are the binomial law B(6, ½) in 64ths.
func TestWeights(t *testing.T) {
	s := start(t, "")
	out := s.Outcomes(nil)
	if rules.TotalWeight(out) != 64 {
		t.Errorf("weights sum to %d, want 64", rules.TotalWeight(out))
	}
	c := 1 // C(6, k)
	for k := range 7 {
		if out[k].Action != rules.Action(k) || out[k].Weight != c {
			t.Errorf("outcome %d: %+v, want weight C(6,%d) = %d", k, out[k], k, c)
		}
		c = c * (6 - k) / (k + 1)
	}
	if len(out) != 7 {
		t.Errorf("%d outcomes", len(out))
	}
	s.Apply(1, nil)
	if got := s.Outcomes(nil); len(got) != 0 {
		t.Errorf("outcomes at a decision: %v", got)
	}
}

// TestEvents checks the exact events of an exit, a move round the junction,
// a capture, a finish and the end.
func TestEvents(t *testing.T) {
	L := func(i int) int8 { return int8(Loop[i]) }
	S := func(t int) int8 { return int8(PathCell(South, t)) }
	N := func(t int) int8 { return int8(PathCell(North, t)) }
	hop := func(p rules.Player, piece int8, from, to int8) rules.Event {
		return rules.Event{Kind: rules.EventHop, Player: p, Piece: piece, From: from, To: to}
	}
	tests := []struct {
		name, before, move string
		want               []rules.Event
	}{
		{"exit of two", "2 multi pawn off; S 0 9 0; N 0 0 0; credit -; 0 moves 5", "out", []rules.Event{
			{Kind: rules.EventEnter, Player: 0, Piece: 0, From: int8(Centre), To: int8(CellAt(4, 3))},
			{Kind: rules.EventEnter, Player: 0, Piece: 2, From: int8(Centre), To: int8(CellAt(4, 3))},
		}},
		{"another tour", "2 one pawn off; S 33 0 0; N 0 0 0; credit -; 0 moves 5", "a", []rules.Event{
			{Kind: rules.EventMove, Player: 0, Piece: 0, From: L(29), To: L(2), Value: 5},
			hop(0, 0, L(29), L(30)), hop(0, 0, L(30), L(31)), hop(0, 0, L(31), L(0)),
			hop(0, 0, L(0), L(1)), hop(0, 0, L(1), L(2)),
			{Kind: rules.EventTurn, Player: 1, Piece: -1, From: -1, To: -1},
		}},
		{"out of the corridor", "2 one pawn off; S 2 0 0; N 0 0 0; credit -; 0 moves 3", "a", []rules.Event{
			{Kind: rules.EventMove, Player: 0, Piece: 0, From: S(2), To: L(1), Value: 3},
			hop(0, 0, S(2), S(3)), hop(0, 0, S(3), L(0)), hop(0, 0, L(0), L(1)),
			{Kind: rules.EventTurn, Player: 1, Piece: -1, From: -1, To: -1},
		}},
		{"one cell short", "2 one pawn off; S 10 0 0; N 29* 0 29; credit -; 0 moves 2", "a", []rules.Event{
			{Kind: rules.EventMove, Player: 0, Piece: 0, From: L(6), To: L(8), Value: 2},
			hop(0, 0, L(6), L(7)), hop(0, 0, L(7), L(8)),
			{Kind: rules.EventTurn, Player: 1, Piece: -1, From: -1, To: -1},
		}},
		{"capture of two", "2 one pawn off; S 10 0 0; N 29* 0 29; credit -; 0 moves 3", "a", []rules.Event{
			{Kind: rules.EventMove, Player: 0, Piece: 0, From: L(6), To: L(9), Value: 3},
			hop(0, 0, L(6), L(7)), hop(0, 0, L(7), L(8)), hop(0, 0, L(8), L(9)),
			{Kind: rules.EventCapture, Player: 1, Piece: 0, From: L(9), To: int8(Centre)},
			{Kind: rules.EventCapture, Player: 1, Piece: 2, From: L(9), To: int8(Centre)},
			{Kind: rules.EventTurn, Player: 1, Piece: -1, From: -1, To: -1},
		}},
		{"finish and end", "2 one pawn off; S 40* 40* 0; N 40* 35* 40*; credit -; 1 moves 5", "b", []rules.Event{
			{Kind: rules.EventMove, Player: 1, Piece: 1, From: L(15), To: int8(Centre), Value: 5},
			hop(1, 1, L(15), L(16)), hop(1, 1, L(16), N(37)), hop(1, 1, N(37), N(38)),
			hop(1, 1, N(38), N(39)), hop(1, 1, N(39), int8(Centre)),
			{Kind: rules.EventFinish, Player: 1, Piece: 1, From: N(39), To: int8(Centre)},
			{Kind: rules.EventEnd, Player: 1, Piece: -1, From: -1, To: -1},
		}},
		{"pass", "2 one pawn off; S 0 0 0; N 0 0 0; credit -; 1 moves 4", "pass", []rules.Event{
			{Kind: rules.EventPass, Player: 1, Piece: -1, From: -1, To: -1},
			{Kind: rules.EventTurn, Player: 0, Piece: -1, From: -1, To: -1},
		}},
	}
	for _, tt := range tests {
		s := position(t, tt.before)
		if got := play(t, s, tt.move); !slices.Equal(got, tt.want) {
			t.Errorf("%s: events\n%+v\nwant\n%+v", tt.name, got, tt.want)
		}
	}
}

// TestHopsAreNeighbours checks that every hop of many random games joins
// two orthogonally neighbouring cells and that hops chain from the move's
// From to its To.
func TestHopsAreNeighbours(t *testing.T) {
	for _, opts := range optionSets {
		m, _ := rules.NewMatch(Game, mustOptions(t, opts), 3)
		for m.State().ToMove() != rules.Over {
			ev, err := m.Play(m.RandomAction())
			if err != nil {
				t.Fatal(err)
			}
			var at, to int8 = -1, -1
			for _, e := range ev {
				switch e.Kind {
				case rules.EventMove:
					at, to = e.From, e.To
				case rules.EventHop:
					x0, y0 := Cell(e.From).XY()
					x1, y1 := Cell(e.To).XY()
					if d := abs(x0-x1) + abs(y0-y1); d != 1 || e.From != at {
						t.Fatalf("%s: hop %+v after cell %d", opts, e, at)
					}
					at = e.To
				}
			}
			if at != to {
				t.Fatalf("%s: hops end on %d, move on %d", opts, at, to)
			}
		}
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func mustOptions(tb testing.TB, opts string) rules.Options {
	tb.Helper()
	o, err := Game.ParseOptions(strings.Fields(opts))
	if err != nil {
		tb.Fatal(err)
	}
	return o
}

// TestIllegal checks that illegal actions are refused with a daryon error
// wrapping rules.ErrIllegal and change nothing.
func TestIllegal(t *testing.T) {
	tests := []struct {
		before string
		action rules.Action
		want   string
	}{
		{"2 one pawn off; S 5 5 0; N 0 0 0; credit -; 0 moves 2", ActionB, "daryon: b: the same move is written with a lower letter: illegal move"},
		{"2 one pawn off; S 5 0 0; N 0 0 0; credit -; 0 moves 2", ActionB, "daryon: b: this pawn cannot move 2 points: illegal move"},
		{"2 one pawn off; S 38* 0 0; N 0 0 0; credit -; 0 moves 3", ActionA, "daryon: a: this pawn cannot move 3 points: illegal move"},
		{"2 one pawn off; S 5 0 0; N 0 0 0; credit -; 0 moves 2", ActionOut, "daryon: out: no exit on this throw: illegal move"},
		{"2 one pawn off; S 5 5 5; N 0 0 0; credit -; 0 moves 1", ActionOut, "daryon: out: no exit on this throw: illegal move"},
		{"2 one pawn off; S 5 0 0; N 0 0 0; credit -; 0 moves 2", ActionPass, "daryon: pass: a move is possible: illegal move"},
		{"2 one pawn off; S 0 0 0; N 0 0 0; credit -; 0 moves 1", ActionPass, "daryon: pass: a move is possible: illegal move"},
		{"2 one pawn off; S 5 0 0; N 0 0 0; credit -; 0 moves 2", 5, "daryon: action 5: no such move: illegal move"},
		{"2 one pawn off; S 5 0 0; N 0 0 0; credit -; 0 throws", 7, "daryon: throw 7: a throw has 0 to 6 dark seeds: illegal move"},
		{"2 one pawn off; S 40* 40* 40*; N 0 0 0; credit -; winner 0", 0, "daryon: out: the game is over: illegal move"},
		{"2 one pawn off; S 40* 40* 40*; N 0 0 0; credit -; winner 0", 99, "daryon: action 99: the game is over: illegal move"},
	}
	for _, tt := range tests {
		s := position(t, tt.before)
		ev, err := s.Apply(tt.action, nil)
		switch {
		case err == nil:
			t.Errorf("%s: action %d applied", tt.before, tt.action)
		case !errors.Is(err, rules.ErrIllegal):
			t.Errorf("%s: %v does not wrap rules.ErrIllegal", tt.before, err)
		case err.Error() != tt.want:
			t.Errorf("%s: error %q, want %q", tt.before, err, tt.want)
		}
		if s.Key() != tt.before || len(ev) != 0 {
			t.Errorf("%s: refused action changed the state to %s or gave events %v", tt.before, s.Key(), ev)
		}
	}
}

func TestNotation(t *testing.T) {
	chance := start(t, "")
	decide := position(t, "2 one pawn off; S 5 0 0; N 0 0 0; credit -; 0 moves 2")
	over := position(t, "2 one pawn off; S 40* 40* 40*; N 0 0 0; credit -; winner 0")
	tests := []struct {
		s    *State
		text string
		want rules.Action
		err  string
	}{
		{chance, "throw 0", 0, ""},
		{chance, "throw 6", 6, ""},
		{chance, "throw 7", 0, `daryon: "throw 7": the seeds are to be thrown (throw K, K = 0..6)`},
		{chance, "throw  1", 0, `daryon: "throw  1": the seeds are to be thrown (throw K, K = 0..6)`},
		{chance, "Throw 1", 0, `daryon: "Throw 1": the seeds are to be thrown (throw K, K = 0..6)`},
		{chance, "a", 0, `daryon: "a": the seeds are to be thrown (throw K, K = 0..6)`},
		{decide, "out", ActionOut, ""},
		{decide, "a", ActionA, ""},
		{decide, "b", ActionB, ""},
		{decide, "c", ActionC, ""},
		{decide, "pass", ActionPass, ""},
		{decide, "A", 0, `daryon: "A" is not a move (out, a, b, c or pass)`},
		{decide, "d", 0, `daryon: "d" is not a move (out, a, b, c or pass)`},
		{decide, "", 0, `daryon: "" is not a move (out, a, b, c or pass)`},
		{decide, "throw 1", 0, `daryon: "throw 1": no throw now, player 0 is to move`},
		{over, "a", ActionA, ""},
	}
	for _, tt := range tests {
		a, err := tt.s.ParseAction(tt.text)
		switch {
		case tt.err != "" && (err == nil || err.Error() != tt.err):
			t.Errorf("%q: error %v, want %q", tt.text, err, tt.err)
		case tt.err == "" && (err != nil || a != tt.want):
			t.Errorf("%q: %d, %v, want %d", tt.text, a, err, tt.want)
		case tt.err == "" && tt.s.FormatAction(a) != tt.text:
			t.Errorf("%q formats back as %q", tt.text, tt.s.FormatAction(a))
		}
	}
}

// TestOptions checks the option list a set-up screen shows and New's checks.
func TestOptions(t *testing.T) {
	var keys []string
	for _, o := range Game.Options {
		keys = append(keys, o.Key+"="+strings.Join(o.Values, "|"))
		if len(o.Explain) != len(o.Values) || o.Name == "" {
			t.Errorf("option %s: %d explanations for %d values, name %q", o.Key, len(o.Explain), len(o.Values), o.Name)
		}
	}
	want := "players=2|3|4 exits=one|multi credit=pawn|player grey=off|on"
	if got := strings.Join(keys, " "); got != want {
		t.Errorf("options %s, want %s", got, want)
	}
	if _, err := New(rules.Options{"players": "5"}); err == nil {
		t.Error("New accepted 5 players")
	}
	if _, err := New(rules.Options{"grey": "maybe"}); err == nil {
		t.Error("New accepted grey=maybe")
	}
	s, err := New(nil)
	if err != nil || s.Key() != "2 one pawn off; S 0 0 0; N 0 0 0; credit -; 0 throws" {
		t.Errorf("New(nil) = %v, %v", s, err)
	}
	if _, err := Game.Start("players=4", "credit=player", "grey=on", "exits=multi"); err != nil {
		t.Error(err)
	}
}

// TestBoard checks the geometry against the rules file.
func TestBoard(t *testing.T) {
	at := func(x, y int) Cell { return CellAt(x, y) }
	for i, want := range map[int]Cell{0: at(4, 0), 1: at(3, 0), 3: at(1, 0), 4: at(0, 0), 5: at(0, 1),
		8: at(0, 4), 12: at(0, 8), 13: at(1, 8), 16: at(4, 8), 20: at(8, 8), 21: at(8, 7),
		24: at(8, 4), 28: at(8, 0), 29: at(7, 0), 31: at(5, 0)} {
		if Loop[i] != want {
			x, y := Loop[i].XY()
			t.Errorf("L%d = (%d,%d)", i, x, y)
		}
	}
	seen := map[Cell]bool{}
	for _, c := range Loop {
		x, y := c.XY()
		if seen[c] || (x != 0 && x != 8 && y != 0 && y != 8) {
			t.Errorf("loop cell (%d,%d) repeated or inside", x, y)
		}
		seen[c] = true
	}
	for d := South; d <= East; d++ {
		j := Loop[d.Junction()]
		if PathCell(d, TJunction) != j || PathCell(d, TTour) != j || LoopIndex(d, TJunction) != d.Junction() {
			t.Errorf("side %c: junction", d.Letter())
		}
		for t0 := 1; t0 <= 3; t0++ {
			if PathCell(d, t0) != PathCell(d, THome-t0) {
				t.Errorf("side %c: t=%d and t=%d differ", d.Letter(), t0, THome-t0)
			}
		}
		// The corridor leads from the home to the junction, cell by cell.
		for t0 := 0; t0 < TJunction; t0++ {
			x0, y0 := PathCell(d, t0).XY()
			x1, y1 := PathCell(d, t0+1).XY()
			if abs(x0-x1)+abs(y0-y1) != 1 {
				t.Errorf("side %c: t=%d to %d is not a step", d.Letter(), t0, t0+1)
			}
		}
		if PathCell(d, 0) != Centre || PathCell(d, THome) != Centre || PathCell(d, 41) != NoCell {
			t.Errorf("side %c: home", d.Letter())
		}
	}
	if CellAt(9, 0) != NoCell || CellAt(8, 8) != 80 || Centre != CellAt(4, 4) {
		t.Error("CellAt")
	}
	corners, junctions := 0, 0
	for i := range LoopLen {
		if IsCorner(i) {
			corners++
			x, y := Loop[i].XY()
			if (x != 0 && x != 8) || (y != 0 && y != 8) {
				t.Errorf("corner L%d at (%d,%d)", i, x, y)
			}
		}
		if IsJunction(i) {
			junctions++
		}
	}
	if corners != 4 || junctions != 4 {
		t.Errorf("%d corners, %d junctions", corners, junctions)
	}
	for players, want := range map[int]string{2: "SN", 3: "SWN", 4: "SWNE"} {
		got := ""
		for seat := range players {
			got += string(SeatSide(players, seat).Letter())
		}
		if got != want {
			t.Errorf("%d players sit %s, want %s", players, got, want)
		}
	}
}

func TestString(t *testing.T) {
	s := position(t, "4 one pawn off; S 8 39* 1; W 32 4 0; N 24 24 40*; E 0 0 0; credit -; 0 moves 12")
	want := `  0   1   2   3   4   5   6   7   8
8 C   .   .   .   J   .   .   .   C
7 .               n               .
6 .               n               .
5 .               n               .
4 Wb  w   w   w   H   e   e   e   J
3 .               Sbc             .
2 .               s               .
1 .               s               .
0 SWN .   .   .   J   .   .   .   C
S (player 0): a t=8 (0,0), b t=39 (4,3) credit, c t=1 (4,3)
W (player 1): a t=32 (0,0), b t=4 (0,4), c home
N (player 2): a t=24 (0,0), b t=24 (0,0), c finished
E (player 3): a home, b home, c home
player 0 to move: 6 dark seeds, 12 points`
	if got := s.String(); got != want {
		t.Errorf("String() =\n%s\nwant\n%s", got, want)
	}
	if got := position(t, "2 one player off; S 0 0 0; N 0 0 0; credit N; 1 throws").String(); !strings.HasSuffix(got, "N (player 1, credit): a home, b home, c home\nplayer 1 to throw") {
		t.Errorf("String() =\n%s", got)
	}
	if got := position(t, "2 one pawn off; S 40* 40* 40*; N 0 0 0; credit -; winner 0").String(); !strings.HasSuffix(got, "\nplayer 0 wins") {
		t.Errorf("String() =\n%s", got)
	}
}

// TestAccessors checks the methods a screen reads.
func TestAccessors(t *testing.T) {
	s := position(t, "3 one pawn off; S 8 39* 1; W 32 4 0; N 24 24 40*; credit -; 2 moves 3")
	if s.Players() != 3 || s.Turn() != 2 || s.Side(1) != West || s.Progress(0, 1) != 39 {
		t.Error("Players, Turn, Side or Progress")
	}
	if s.PawnCell(1, 0) != Loop[4] || s.CellOf(0, 1) != CellAt(4, 3) || s.PawnCell(2, 2) != Centre {
		t.Error("PawnCell or CellOf")
	}
	if !s.MayGoHome(0, 1) || s.MayGoHome(0, 0) {
		t.Error("MayGoHome")
	}
	if s.Result().Status != rules.Ongoing {
		t.Error("Result")
	}
	c := s.Clone().(*State)
	play(t, c, "a")
	if s.Progress(2, 0) != 24 || c.Progress(2, 0) != 27 {
		t.Error("Clone shares state")
	}
	var d State
	d.CopyFrom(c)
	if d.Key() != c.Key() {
		t.Error("CopyFrom")
	}
	w := position(t, "2 one pawn off; S 40* 40* 40*; N 0 0 0; credit -; winner 0")
	if r := w.Result(); r.String() != "winner 0" || r.Scored {
		t.Errorf("Result %v", r)
	}
}

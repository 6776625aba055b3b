package diam

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"tabula/rules"
)

// expand spells out a list of moves: a word holding "{a-b}" stands for the
// words with each number from a to b in its place, and a last word "!!"
// stands for all the words before it, each followed by "!".
func expand(list string) string {
	var words []string
	for _, w := range strings.Fields(list) {
		if w == "!!" {
			n := len(words)
			for _, x := range words[:n] {
				words = append(words, x+"!")
			}
			continue
		}
		i, j := strings.Index(w, "{"), strings.Index(w, "}")
		if i < 0 {
			words = append(words, w)
			continue
		}
		lo, hi, _ := strings.Cut(w[i+1:j], "-")
		a, _ := strconv.Atoi(lo)
		b, _ := strconv.Atoi(hi)
		for k := a; k <= b; k++ {
			words = append(words, w[:i]+strconv.Itoa(k)+w[j+1:])
		}
	}
	return strings.Join(words, " ")
}

func TestExpand(t *testing.T) {
	if got, want := expand("R@{1-3} 0.1- !!"), "R@1 R@2 R@3 0.1- R@1! R@2! R@3! 0.1-!"; got != want {
		t.Fatalf("expand = %q, want %q", got, want)
	}
}

// A blocked position, met in random play with the prototype rules: seat 0
// has no reserve left and every pile of his colours is too high for both
// neighbours (cells 0, 1 and 7 hold 3, 4 and 4 pawns).
const blocked = "0:ORR 1:OOKB 2:KK 6:BBK 7:RORB"

// TestLegal checks the exact legal list of positions for every rule about
// what a player may do.
func TestLegal(t *testing.T) {
	for _, tc := range []struct {
		name, opts, board, turn, moves string
		want                           string // in expand's form
	}{
		// Seats and colours.
		{name: "2p start: seat 0 drops red or orange anywhere",
			want: "R@{0-7} O@{0-7}"},
		{name: "2p seat 1 drops brown or black, may not shift red",
			moves: "R@3", want: "B@{0-7} K@{0-7}"},
		{name: "3p start", opts: "players=3", want: "R@{0-7} O@{0-7}"},
		{name: "3p seat 0 moves red and orange only",
			opts: "players=3", board: "0:R 1:B 2:K 3:O", turn: "place=2",
			want: "R@{0-7} O@{0-7} 0.1- 0.1+ 3.1- 3.1+"},
		{name: "3p seat 1 drops brown only, shifts brown and black",
			opts: "players=3", board: "0:R 1:B 2:K", turn: "place=1",
			want: "B@{0-7} 1.1- 1.1+ 2.1- 2.1+"},
		{name: "3p seat 2 drops black only, shifts brown and black",
			opts: "players=3", board: "0:R 1:B 2:K", turn: "place=3",
			want: "K@{0-7} 1.1- 1.1+ 2.1- 2.1+"},
		{name: "4p start: seat 0 has red only", opts: "players=4", want: "R@{0-7}"},
		{name: "4p seat 0 may not drop orange from his partner's reserve, may shift it",
			opts: "players=4", board: "0:O 1:B", want: "R@{0-7} 0.1- 0.1+"},
		{name: "4p seat 1 drops brown, shifts brown",
			opts: "players=4", board: "0:O 1:B", turn: "place=1", want: "B@{0-7} 1.1- 1.1+"},
		{name: "4p seat 2 drops orange, shifts orange",
			opts: "players=4", board: "0:O 1:B", turn: "place=2", want: "O@{0-7} 0.1- 0.1+"},
		{name: "4p seat 3 drops black, shifts his partner's brown",
			opts: "players=4", board: "0:O 1:B", turn: "place=3", want: "K@{0-7} 1.1- 1.1+"},
		{name: "an empty reserve colour has no drops",
			board: "0:RRRR", want: "O@{1-7} 0.1- 0.1+ 0.2- 0.2+ 0.3- 0.3+ 0.4- 0.4+"},

		// Drops and shifts with piles.
		{name: "ferti: drops on every stack under four pawns; piles move whole and fit",
			board: "0:RBOK 1:RB",
			want:  "R@{1-7} O@{1-7} 0.1- 0.3- 0.3+ 1.1+"},
		{name: "a shift over four pawns is not legal",
			board: "1:ROB 2:BK 3:R", turn: "place=1",
			want: "B@{0-7} K@{0-7} 1.3- 1.3+ 2.1+ 2.2- 2.2+"},
		{name: "the ring wraps: cell 7 touches cell 0",
			board: "7:R", want: "R@{0-7} O@{0-7} 7.1- 7.1+"},

		// Pass.
		{name: "pass only when there is no other move", board: blocked, want: "pass"},
		{name: "pass only when blocked, prototype", opts: "rules=prototype", board: blocked, want: "pass"},
		{name: "the blocked seat's opponent has moves", board: blocked, turn: "place=1",
			want: "1.3+ 1.4- 1.4+ 2.1+ 2.2+ 6.1- 6.2- 6.3- 7.4- 7.4+"},

		// Prototype rules.
		{name: "prototype start: both forms of every move", opts: "rules=prototype",
			want: "R@{0-7} O@{0-7} !!"},
		{name: "prototype: drops on empty cells only",
			opts: "rules=prototype", board: "0:R 3:B",
			want: "R@{1-2} R@{4-7} O@{1-2} O@{4-7} 0.1- 0.1+ !!"},
		{name: "prototype: unannounced, no move that makes a diam of his side",
			opts: "rules=prototype", board: "0:B 1:R 4:BR",
			want: "R@{2-3} R@{5-7} O@{2-3} O@{5-7} 1.1+ 4.2- 4.2+ !!"},
		{name: "prototype: announced the move before, he may",
			opts: "rules=prototype", board: "0:B 1:R 4:BR", turn: "ann=10",
			want: "R@{2-3} R@{5-7} O@{2-3} O@{5-7} 1.1- 1.1+ 4.2- 4.2+ !!"},
		{name: "prototype: not even with a higher diam for the opponent",
			opts: "rules=prototype", board: "0:B 1:RK 4:BRK",
			want: "R@{2-3} R@{5-7} O@{2-3} O@{5-7} 1.1+ 4.2- 4.2+ !!"},
		{name: "prototype: a diam for the opponent alone is no restriction",
			opts: "rules=prototype", board: "0:B 1:RK 4:BOK",
			want: "R@{2-3} R@{5-7} O@{2-3} O@{5-7} 1.1- 1.1+ 4.2- 4.2+ !!"},
		{name: "prototype: the other side's announcement does not matter",
			opts: "rules=prototype", board: "0:B 1:R 4:BR", turn: "ann=01",
			want: "R@{2-3} R@{5-7} O@{2-3} O@{5-7} 1.1+ 4.2- 4.2+ !!"},
		{name: "prototype 4p: the partner's announcement does not count",
			opts: "players=4 rules=prototype", board: "0:B 1:R 4:BR", turn: "ann=0010",
			want: "R@{2-3} R@{5-7} 1.1+ 4.2- 4.2+ !!"},
		{name: "prototype 4p: his own announcement counts",
			opts: "players=4 rules=prototype", board: "0:B 1:R 4:BR", turn: "ann=1000",
			want: "R@{2-3} R@{5-7} 1.1- 1.1+ 4.2- 4.2+ !!"},
		{name: "prototype 4p: a team colour's diam is restricted too",
			opts: "players=4 rules=prototype", board: "0:B 1:O 4:BO", turn: "place=2",
			want: "O@{2-3} O@{5-7} 1.1+ 4.2- 4.2+ !!"},
		{name: "prototype 3p: seat 2 restricted by his own previous move",
			opts: "players=3 rules=prototype", board: "0:R 1:K 4:RK", turn: "place=3 ann=010",
			want: "K@{2-3} K@{5-7} 1.1+ 4.2- 4.2+ !!"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := setup(t, tc.opts, tc.board, tc.turn)
			play(t, s, tc.moves)
			if got, want := notes(s), expand(tc.want); got != want {
				t.Errorf("legal\n got %s\nwant %s\n%s", got, want, s)
			}
			// Every listed move applies; the restricted ones do not.
			for _, a := range s.Legal(nil) {
				if _, err := s.Clone().Apply(a, nil); err != nil {
					t.Errorf("%s: %v", s.FormatAction(a), err)
				}
			}
		})
	}
}

// TestIllegal checks that Apply refuses moves the rules forbid, with an error
// wrapping rules.ErrIllegal, and changes nothing.
func TestIllegal(t *testing.T) {
	for _, tc := range []struct{ opts, board, turn, move string }{
		{move: "pass"}, // pass with moves left
		{move: "B@0"},  // not his colour
		{board: "1:ROB 2:BK 3:R", turn: "place=1", move: "2.1-"}, // five pawns on cell 1
		{board: "0:RBOK", move: "R@0"},                           // full cell
		{board: "0:RRRR", move: "R@1"},                           // empty reserve
		{board: "0:B", move: "0.1+"},                             // not his colour
		{board: "0:R", move: "0.2+"},                             // no pawn there
		{opts: "players=4", move: "O@0"},                         // partner's reserve
		{opts: "players=3", turn: "place=1", move: "K@0"},        // seat 2's reserve
		{opts: "rules=prototype", board: "0:R", move: "O@0"},     // prototype: cell not empty
		{opts: "rules=prototype", board: "0:B 1:R 4:BR", move: "1.1-"},
		{opts: "rules=prototype", board: "0:B 1:R 4:BR", move: "1.1-!"},
		{opts: "rules=prototype", board: "0:B 1:RK 4:BRK", move: "1.1-"},
		{opts: "players=4 rules=prototype", board: "0:B 1:R 4:BR", turn: "ann=0010", move: "1.1-"},
		{opts: "rules=prototype", board: blocked, move: "pass!"},
	} {
		t.Run(tc.opts+" "+tc.board+" "+tc.move, func(t *testing.T) {
			s := setup(t, tc.opts, tc.board, tc.turn)
			key := s.Key()
			a, err := s.ParseAction(tc.move)
			if err != nil {
				if tc.move == "pass!" {
					return
				}
				t.Fatal(err)
			}
			if _, err := s.Apply(a, nil); !errors.Is(err, rules.ErrIllegal) {
				t.Fatalf("Apply(%s) = %v, want an illegal move", tc.move, err)
			} else if !strings.HasPrefix(err.Error(), "diam: ") {
				t.Errorf("error %q lacks the package prefix", err)
			}
			if s.Key() != key {
				t.Errorf("the refused move changed the state to %s", s.Key())
			}
		})
	}
}

// TestOutcome plays moves and checks the result, the events of the last move
// and the key after it.
func TestOutcome(t *testing.T) {
	for _, tc := range []struct {
		name, opts, board, turn, moves string
		result                         string
		events                         string // of the last move, fmt.Sprint'ed; "" = unchecked
	}{
		{name: "worked example: the higher diam wins, made for the opponent",
			board: "0:R 1:OB 4:ROB", moves: "1.1-", result: "winner 1",
			events: "[{shift 0 1 1 0 1 2 2 0 0} {line 1 2 0 4 3 0 0 0 0} {end 0 -1 -1 -1 0 0 0 0 0}]"},
		{name: "the higher diam wins, made by the other side",
			board: "0:R 1:BO 4:RBO", turn: "place=1", moves: "1.1-", result: "winner 0",
			events: "[{shift 1 2 1 0 1 2 2 0 0} {line 0 1 0 4 3 0 0 0 0} {end 1 -1 -1 -1 0 0 0 0 0}]"},
		{name: "two pawns at level 1 are no diam",
			board: "0:R", moves: "R@4", result: "ongoing",
			events: "[{drop 0 0 -1 4 1 1 1 0 0}]"},
		{name: "a diam at level 2",
			board: "0:BR 4:K", moves: "R@4", result: "winner 0",
			events: "[{drop 0 0 -1 4 2 2 1 0 0} {line 0 0 0 4 2 0 0 0 0} {end 0 -1 -1 -1 0 0 0 0 0}]"},
		{name: "a diam at level 4, with red",
			board: "3:BOKR 7:KBO", moves: "R@7", result: "winner 0",
			events: "[{drop 0 0 -1 7 4 4 1 0 0} {line 0 0 3 7 4 0 0 0 0} {end 0 -1 -1 -1 0 0 0 0 0}]"},
		{name: "3p: the team of seats 1 and 2 wins",
			opts: "players=3", board: "0:RB 4:O", turn: "place=1", moves: "B@4", result: "winner 1 2",
			events: "[{drop 1 2 -1 4 2 2 1 0 0} {line 1 2 0 4 2 0 0 0 0} {end 1 -1 -1 -1 0 0 0 0 0}]"},
		{name: "3p: a black diam made by seat 0 for seat 2's team",
			opts: "players=3", board: "0:RK 3:OK", moves: "3.1+", result: "winner 1 2",
			events: "[{shift 0 1 3 4 1 1 2 0 0} {line 2 3 0 4 2 0 0 0 0} {end 0 -1 -1 -1 0 0 0 0 0}]"},
		{name: "4p: the team of seats 0 and 2 wins",
			opts: "players=4", board: "0:BR 4:K", moves: "R@4", result: "winner 0 2"},
		{name: "4p: seat 2's orange diam wins for seats 0 and 2",
			opts: "players=4", board: "0:BO 4:K", turn: "place=2", moves: "O@4", result: "winner 0 2"},
		{name: "4p: the team of seats 1 and 3 wins",
			opts: "players=4", board: "0:RB 4:O", turn: "place=1", moves: "B@4", result: "winner 1 3"},
		{name: "a pile lifts both sides' pawns: the highest diam decides",
			board: "0:K 1:RBO 4:KRBO", moves: "1.1-", result: "winner 0",
			events: "[{shift 0 0 1 0 1 2 3 0 0} {line 0 1 0 4 4 0 0 0 0} {end 0 -1 -1 -1 0 0 0 0 0}]"},

		// Ties at the highest level cannot arise in play: after a move, new
		// diams all lie on the destination cell and its opposite, one per
		// level. These constructed positions hold a diam already.
		{name: "tie at the highest level: the mover's side wins (seat 0)",
			board: "0:KR 4:K 1:OB 5:RB", moves: "R@4", result: "winner 0",
			events: "[{drop 0 0 -1 4 2 2 1 0 0} {line 0 0 0 4 2 0 0 0 0} {end 0 -1 -1 -1 0 0 0 0 0}]"},
		{name: "tie at the highest level: the mover's side wins (seat 1)",
			board: "0:RB 4:R 1:BR 5:KR", turn: "place=1", moves: "B@4", result: "winner 1",
			events: "[{drop 1 2 -1 4 2 2 1 0 0} {line 1 2 0 4 2 0 0 0 0} {end 1 -1 -1 -1 0 0 0 0 0}]"},
		{name: "no tie: a higher diam of the other side wins",
			board: "0:KR 4:K 1:ORB 5:KOB", moves: "R@4", result: "winner 1",
			events: "[{drop 0 0 -1 4 2 2 1 0 0} {line 1 2 1 5 3 0 0 0 0} {end 0 -1 -1 -1 0 0 0 0 0}]"},
		{name: "every winning diam at the highest level is reported",
			board: "0:KR 4:K 1:BR 5:OR", moves: "R@4", result: "winner 0",
			events: "[{drop 0 0 -1 4 2 2 1 0 0} {line 0 0 0 4 2 0 0 0 0} {line 0 0 1 5 2 0 0 0 0} {end 0 -1 -1 -1 0 0 0 0 0}]"},

		// Prototype.
		{name: "prototype: announced, he makes his diam and wins",
			opts: "rules=prototype", board: "0:B 1:R 4:BR", turn: "ann=10", moves: "1.1-", result: "winner 0"},
		{name: "prototype: announced, a higher diam of the opponent still wins",
			opts: "rules=prototype", board: "0:B 1:RK 4:BRK", turn: "ann=10", moves: "1.1-!", result: "winner 1"},
		{name: "prototype: unannounced, a diam for the opponent alone counts",
			opts: "rules=prototype", board: "0:B 1:RK 4:BOK", moves: "1.1-", result: "winner 1"},
		{name: "prototype: an announced move lets the next one make a diam",
			opts: "rules=prototype", board: "0:B 2:R 4:BR", moves: "2.1-! K@6 1.1-", result: "winner 0"},

		// Pass and draws.
		{name: "pass", board: blocked, moves: "pass", result: "ongoing",
			events: "[{pass 0 -1 -1 -1 0 0 0 0 0}]"},
		// No reachable position is known where two passes follow each
		// other (both sides blocked); this one is constructed: the step
		// before was a pass.
		{name: "two passes in a row draw", board: blocked, turn: "passes=1", moves: "pass", result: "draw",
			events: "[{pass 0 -1 -1 -1 0 0 0 0 0} {end 0 -1 -1 -1 0 0 0 0 0}]"},
		{name: "third occurrence draws; the position after a drop counts",
			moves: "R@0 B@4 " + strings.Repeat("0.1+ 4.1+ 1.1- 5.1- ", 2), result: "draw",
			events: "[{shift 1 2 5 4 1 1 1 0 0} {end 1 -1 -1 -1 0 0 0 0 0}]"},
		{name: "second occurrence does not draw",
			moves: "R@0 B@4 0.1+ 4.1+ 1.1- 5.1- 0.1+ 4.1+ 1.1-", result: "ongoing"},
		{name: "the start counts as an occurrence",
			board: "0:R 4:B", moves: strings.Repeat("0.1+ 4.1+ 1.1- 5.1- ", 2), result: "draw"},
		{name: "3p: seat 0 before seat 1 and before seat 2 are different places",
			opts: "players=3", board: "0:KR 1:B",
			moves:  strings.Repeat("0.2- 0.1- 7.1- 6.2+ 6.1+ 7.1+ ", 3) + "0.2- 0.1- 7.1- 6.2+ 6.1+",
			result: "ongoing"},
		{name: "3p: the third occurrence at the same place draws",
			opts: "players=3", board: "0:KR 1:B",
			moves: strings.Repeat("0.2- 0.1- 7.1- 6.2+ 6.1+ 7.1+ ", 4), result: "draw"},
		// The same moves as in the row after, but the position after the
		// fourth step has seat 0's flag set: the start occurs only twice.
		{name: "prototype: different announcement flags make different positions",
			opts: "rules=prototype", board: "0:R 4:B",
			moves: "0.1+ 4.1+ 1.1-! 5.1- 0.1+ 4.1+ 1.1- 5.1-", result: "ongoing"},
		{name: "prototype: same flags from the start draw as in ferti",
			opts: "rules=prototype", board: "0:R 4:B",
			moves: strings.Repeat("0.1+ 4.1+ 1.1- 5.1- ", 2), result: "draw"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := setup(t, tc.opts, tc.board, tc.turn)
			ev := play(t, s, tc.moves)
			if got := s.Result().String(); got != tc.result {
				t.Errorf("result %s, want %s\n%s", got, tc.result, s)
			}
			if got := fmt.Sprint(ev); tc.events != "" && got != tc.events {
				t.Errorf("events\n got %s\nwant %s", got, tc.events)
			}
			if (s.ToMove() == rules.Over) != (tc.result != "ongoing") {
				t.Errorf("ToMove %v with result %s", s.ToMove(), tc.result)
			}
			if !strings.HasSuffix(s.Key(), " "+tc.result) {
				t.Errorf("key %q does not end with the result", s.Key())
			}
		})
	}
}

// TestDiamBeforeRepetition checks that a step that makes a diam wins even if
// it makes the position occur for the third time. Play cannot reach this (a
// diam ends the game at once), so the history is constructed.
func TestDiamBeforeRepetition(t *testing.T) {
	s := setup(t, "", "0:BR 4:K", "")
	after := setup(t, "", "0:BR 4:KR", "place=1")
	s.hist = []position{after.position(), s.position(), after.position(), s.position()}
	play(t, s, "R@4")
	if got := s.Result().String(); got != "winner 0" {
		t.Fatalf("result %s, want winner 0", got)
	}
}

// TestTurnOrder checks who moves, step after step, for each player count.
func TestTurnOrder(t *testing.T) {
	for players, want := range map[int]string{2: "0 1 0 1 0 1 0 1", 3: "0 1 0 2 0 1 0 2", 4: "0 1 2 3 0 1 2 3"} {
		for _, proto := range []bool{false, true} {
			s := New(players, proto)
			var got []string
			for range 8 {
				got = append(got, s.ToMove().String())
				legal := s.Legal(nil)
				if _, err := s.Apply(legal[0], nil); err != nil {
					t.Fatal(err)
				}
			}
			if strings.Join(got, " ") != want {
				t.Errorf("%d players: turns %v, want %s", players, got, want)
			}
		}
	}
}

// TestAnnouncementFlags checks that a seat's flag follows its own last move:
// set by an announced move, cleared by a plain one and by a pass, unset
// before its first move.
func TestAnnouncementFlags(t *testing.T) {
	s := New(4, true)
	for seat := range 4 {
		if s.Announced(seat) {
			t.Errorf("seat %d announced before moving", seat)
		}
	}
	play(t, s, "R@0! B@1 O@2! K@3!")
	if got := s.Key(); !strings.Contains(got, " ann=1011 ") {
		t.Errorf("key %s, want flags 1011", got)
	}
	play(t, s, "R@4 B@5!")
	if got := s.Key(); !strings.Contains(got, " ann=0111 ") {
		t.Errorf("key %s, want flags 0111", got)
	}
	b := setup(t, "rules=prototype", blocked, "ann=10")
	play(t, b, "pass")
	if b.Announced(0) {
		t.Error("a pass left the flag set")
	}
}

// TestMoveResetsPasses checks that a move between two passes resets their
// count.
func TestMoveResetsPasses(t *testing.T) {
	s := setup(t, "", blocked, "place=1 passes=1")
	play(t, s, "7.4+")
	if s.passes != 0 || s.ToMove() != 0 {
		t.Fatalf("after a move: %d passes, %v to move", s.passes, s.ToMove())
	}
}

func TestGameOver(t *testing.T) {
	s := setup(t, "", "0:BR 4:K", "")
	play(t, s, "R@4")
	if got := s.Legal(nil); len(got) != 0 {
		t.Errorf("legal after the end: %v", got)
	}
	for _, a := range []rules.Action{0, actPass, 40} {
		if _, err := s.Apply(a, nil); !errors.Is(err, rules.ErrIllegal) {
			t.Errorf("Apply(%d) after the end: %v", a, err)
		}
	}
}

func TestParseAction(t *testing.T) {
	ferti, proto := New(2, false), New(2, true)
	for _, tc := range []struct {
		text  string
		proto bool
		want  int // -1: an error
	}{
		{"R@0", false, 0}, {"R@3", false, 3}, {"O@7", false, 15}, {"B@0", false, 16}, {"K@7", false, 31},
		{"0.1-", false, 32}, {"0.1+", false, 33}, {"3.2-", false, 32 + 24 + 2}, {"3.2+", false, 32 + 24 + 3},
		{"7.4+", false, 95}, {"pass", false, 96},
		{"R@3!", true, 128 + 3}, {"3.2-!", true, 128 + 58}, {"pass", true, 96},
		{"R@3!", false, -1}, {"3.2-!", false, -1}, {"pass!", true, -1},
		{"r@3", false, -1}, {"R@8", false, -1}, {"R@9", false, -1}, {"X@1", false, -1},
		{"R@-1", false, -1}, {"R@", false, -1}, {"R3", false, -1}, {"R@3 ", false, -1},
		{" R@3", false, -1}, {"R@3!!", true, -1}, {"3.0-", false, -1}, {"3.5+", false, -1},
		{"8.1+", false, -1}, {"3.2", false, -1}, {"3.2*", false, -1}, {"3,2+", false, -1},
		{"Pass", false, -1}, {"PASS", false, -1}, {"", false, -1}, {"!", true, -1}, {"R@33", false, -1},
	} {
		s := ferti
		if tc.proto {
			s = proto
		}
		a, err := s.ParseAction(tc.text)
		switch {
		case tc.want < 0 && err == nil:
			t.Errorf("ParseAction(%q) = %d, want an error", tc.text, a)
		case tc.want < 0 && !strings.HasPrefix(err.Error(), "diam: "):
			t.Errorf("ParseAction(%q): error %q lacks the prefix", tc.text, err)
		case tc.want >= 0 && (err != nil || a != rules.Action(tc.want)):
			t.Errorf("ParseAction(%q) = %d, %v; want %d", tc.text, a, err, tc.want)
		case tc.want >= 0 && s.FormatAction(a) != tc.text:
			t.Errorf("FormatAction(%d) = %q, want %q", a, s.FormatAction(a), tc.text)
		}
	}
}

func TestKeyAndString(t *testing.T) {
	s := New(2, false)
	if got, want := s.Key(), "-/-/-/-/-/-/-/- place=0 seat=0 ongoing"; got != want {
		t.Errorf("key %q, want %q", got, want)
	}
	p := setup(t, "players=3 rules=prototype", "0:ROB 4:RBO", "place=3 ann=101")
	if got, want := p.Key(), "ROB/-/-/-/RBO/-/-/- place=3 seat=2 ann=101 ongoing"; got != want {
		t.Errorf("key %q, want %q", got, want)
	}
	// Same stacks, another place in the turn order: another key.
	q := setup(t, "players=3 rules=prototype", "0:ROB 4:RBO", "place=1 ann=101")
	if p.Key() == q.Key() {
		t.Errorf("places 1 and 3 share the key %q", p.Key())
	}
	want := `diam players=3 rules=prototype
level 4 | . . . . . . . .
level 3 | B . . . O . . .
level 2 | O . . . B . . .
level 1 | R . . . R . . .
cell    | 0 1 2 3 4 5 6 7
seat 0 (side R+O) reserve R2 O2, announced
seat 1 (side B+K) reserve B2
seat 2 (side B+K) reserve K4, announced
to move: seat 2`
	if got := p.String(); got != want {
		t.Errorf("String\n%s\nwant\n%s", got, want)
	}
	for _, line := range strings.Split(p.String(), "\n") {
		if strings.TrimSpace(line) == "" {
			t.Error("String has an empty line")
		}
	}
}

func TestGameDescriptor(t *testing.T) {
	if Game.Name != "diam" || len(Game.Options) != 2 || Game.Options[0].Key != "players" || Game.Options[1].Key != "rules" {
		t.Fatalf("options %+v", Game.Options)
	}
	for _, o := range Game.Options {
		if o.Name == "" || len(o.Explain) != len(o.Values) {
			t.Errorf("option %s: name %q, %d explanations for %d values", o.Key, o.Name, len(o.Explain), len(o.Values))
		}
	}
	if Game.Options[0].Default() != "2" || Game.Options[1].Default() != "ferti" {
		t.Error("wrong defaults")
	}
	for _, args := range [][]string{{"players=1"}, {"players=5"}, {"rules=official"}, {"colour=red"}} {
		if _, err := Game.Start(args...); err == nil {
			t.Errorf("Start(%v) accepted", args)
		}
	}
	s, err := Game.Start("players=4", "rules=prototype")
	if err != nil || s.Players() != 4 || !s.(*State).Prototype() {
		t.Fatalf("Start: %v, %v", s, err)
	}
}

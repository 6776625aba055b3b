package thayyam

import (
	"errors"
	"strings"
	"testing"

	"tabula/rules"
)

// The cells where the circuits of S (player 0) and N (player 1 of two) meet,
// used below: S's t = 1, 2, 3 ((3,0), (4,0), (4,1)) are N's t = 9, 10, 11;
// S's t = 11 (0,3) is N's t = 3; S's t = 4, the E palace (4,2), is N's t = 12;
// S's palace (2,0) is N's t = 8. With three players W's t = 6 is (4,0) too.

// TestRules plays forced throws and moves from positions written like Keys
// and checks the legal list, the position and the events that follow.
func TestRules(t *testing.T) {
	tests := []struct {
		name   string
		pos    string
		steps  []string
		legal  string // the legal moves after the steps, if not empty
		key    string // the Key after the steps, if not empty
		events string // the kinds of the events of the last step, if not empty
	}{
		// Throwing series.
		{
			name:  "the series goes on after 1, 4 and 8",
			pos:   "keep | 0: a5 | 1: | 0 throws | pool -",
			steps: []string{"throw 1", "throw 4", "throw 0"},
			key:   "keep | 0: a5 b- c- d- | 1: a- b- c- d- | 0 throws | pool 8+4+1 | owed 0 | ongoing",
			legal: "throw 0 throw 1 throw 2 throw 3 throw 4",
		},
		{
			name:  "the series ends with a 2, which is kept",
			pos:   "keep | 0: a5 | 1: | 0 throws | pool -",
			steps: []string{"throw 1", "throw 4", "throw 0", "throw 2"},
			key:   "keep | 0: a5 b- c- d- | 1: a- b- c- d- | 0 moves | pool 8+4+2+1 | owed 0 | ongoing",
		},
		{
			name:  "the series ends with a 3, which is kept",
			pos:   "keep | 0: a5 | 1: | 0 throws | pool -",
			steps: []string{"throw 3"},
			key:   "keep | 0: a5 b- c- d- | 1: a- b- c- d- | 0 moves | pool 3 | owed 0 | ongoing",
		},
		{
			name:   "with nothing on the board an 8 is void",
			pos:    "keep | 0: | 1: | 0 throws | pool -",
			steps:  []string{"throw 0"},
			key:    "keep | 0: a- b- c- d- | 1: a- b- c- d- | 0 throws | pool - | owed 0 | ongoing",
			events: "throw void",
		},
		{
			name:  "throws before the first 1 are void, the 1 and all after it are kept",
			pos:   "keep | 0: | 1: | 0 throws | pool -",
			steps: []string{"throw 0", "throw 4", "throw 1", "throw 4", "throw 2"},
			key:   "keep | 0: a- b- c- d- | 1: a- b- c- d- | 0 moves | pool 4+2+1 | owed 0 | ongoing",
			legal: "a:in end",
		},
		{
			name:   "a series all void passes the turn at once",
			pos:    "keep | 0: | 1: | 0 throws | pool -",
			steps:  []string{"throw 4", "throw 2"},
			key:    "keep | 0: a- b- c- d- | 1: a- b- c- d- | 1 throws | pool - | owed 0 | ongoing",
			events: "throw void turn",
		},
		{
			name:   "a piece on its own palace is on the board",
			pos:    "keep | 0: a0 | 1: | 0 throws | pool -",
			steps:  []string{"throw 2"},
			key:    "keep | 0: a0 b- c- d- | 1: a- b- c- d- | 0 moves | pool 2 | owed 0 | ongoing",
			events: "throw",
		},
		{
			name:  "a piece on the centre is on the board",
			pos:   "keep | 0: a24 bo co do | 1: | 0 throws | pool -",
			steps: []string{"throw 3"},
			key:   "keep | 0: a24 bo co do | 1: a- b- c- d- | 0 moves | pool 3 | owed 0 | ongoing",
			legal: "end",
		},
		{
			name:   "pieces borne off are not on the board",
			pos:    "keep | 0: ao | 1: | 0 throws | pool -",
			steps:  []string{"throw 3"},
			key:    "keep | 0: ao b- c- d- | 1: a- b- c- d- | 1 throws | pool - | owed 0 | ongoing",
			events: "throw void turn",
		},

		// Entering and moving single pieces.
		{
			name:  "a piece enters with a 1",
			pos:   "keep | 0: | 1: | 0 moves | pool 4+2+1",
			legal: "a:in end",
		},
		{
			name:   "after entering, the piece moves by one throw or the sum of several",
			pos:    "keep | 0: | 1: | 0 moves | pool 4+2+1",
			steps:  []string{"a:in"},
			legal:  "a:2 a:4 a:4+2 end",
			key:    "keep | 0: a0 b- c- d- | 1: a- b- c- d- | 0 moves | pool 4+2 | owed 0 | ongoing",
			events: "enter",
		},
		{
			name:  "combined throws can move a piece or enter another",
			pos:   "keep | 0: a0 | 1: a9 b11 | 0 moves | pool 2+1",
			legal: "a:1 a:2 a:2+1 b:in end",
		},
		{
			name:   "combined throws land only at the end: no capture on the cells passed",
			pos:    "keep | 0: a0 | 1: a9 b11 | 0 moves | pool 2+1",
			steps:  []string{"a:2+1"},
			key:    "keep | 0: a3 b- c- d- | 1: a9 b- c- d- | 0 throws | pool - | owed 0 | ongoing",
			events: "hop hop hop move capture",
		},
		{
			name:  "the centre needs the exact count (3 is too much from 22)",
			pos:   "keep | 0: a22 | 1: | 0 moves | pool 3+1",
			legal: "a:1 b:in end",
		},
		{
			name:  "the centre needs the exact count (2 or 1 from 22)",
			pos:   "keep | 0: a22 | 1: | 0 moves | pool 2+1",
			legal: "a:1 a:2 b:in end",
		},
		{
			name:  "a piece on the centre cannot move",
			pos:   "keep | 0: a24 b3 | 1: | 0 moves | pool 4",
			legal: "b:4 end",
		},

		// Twins.
		{
			name:  "two single pieces on the opposite palace may pair",
			pos:   "keep | 0: a8 b8 c8 | 1: | 0 moves | pool 2",
			legal: "a:2 ab:pair end",
		},
		{
			name:   "pairing uses no throw",
			pos:    "keep | 0: a8 b8 c8 | 1: | 0 moves | pool 2",
			steps:  []string{"ab:pair"},
			key:    "keep | 0: a8b b8a c8 d- | 1: a- b- c- d- | 0 moves | pool 2 | owed 0 | ongoing",
			legal:  "c:2 ab:2 end",
			events: "pair",
		},
		{
			name:  "pairing needs a throw left in the pool",
			pos:   "keep | 0: a8 b7 | 1: | 0 moves | pool 1",
			steps: []string{"b:1"},
			key:   "keep | 0: a8 b8 c- d- | 1: a- b- c- d- | 1 throws | pool - | owed 0 | ongoing",
		},
		{
			name:  "a lone 1 cannot move twins",
			pos:   "keep | 0: a9b b9a c3 d3 | 1: | 0 moves | pool 1",
			legal: "c:1 end",
		},
		{
			name: "the rules' example 1, 4, 4, 2: twins go half the sum, rounded down",
			pos:  "keep | 0: a9b b9a c2 | 1: | 0 moves | pool 4+4+2+1",
			legal: "c:1 c:2 c:2+1 c:4 c:4+1 c:4+2 c:4+2+1 c:4+4 c:4+4+1 c:4+4+2 c:4+4+2+1 d:in " +
				"ab:2 ab:2+1 ab:4 ab:4+1 ab:4+2 ab:4+2+1 ab:4+4 ab:4+4+1 ab:4+4+2 ab:4+4+2+1 end",
		},
		{
			name:  "the example: twins go 4 with 4+4, another piece 3 with 2+1",
			pos:   "keep | 0: a9b b9a c2 | 1: | 0 moves | pool 4+4+2+1",
			steps: []string{"ab:4+4", "c:2+1"},
			key:   "keep | 0: a13b b13a c5 d- | 1: a- b- c- d- | 1 throws | pool - | owed 0 | ongoing",
		},
		{
			name:  "the example: twins go 5 with 4+4+2, another piece 1 with the 1",
			pos:   "keep | 0: a9b b9a c2 | 1: | 0 moves | pool 4+4+2+1",
			steps: []string{"ab:4+4+2"},
			key:   "keep | 0: a14b b14a c2 d- | 1: a- b- c- d- | 0 moves | pool 1 | owed 0 | ongoing",
			legal: "c:1 d:in end",
		},
		{
			name:  "twins need the exact count to the centre, on the halved distance",
			pos:   "keep | 0: a22b b22a | 1: | 0 moves | pool 4+1",
			legal: "c:in ab:4 ab:4+1 end",
		},
		{
			name:   "twins arriving on the centre split",
			pos:    "keep | 0: a22b b22a | 1: | 0 moves | pool 4+1",
			steps:  []string{"ab:4+1"},
			key:    "keep | 0: a24 b24 c- d- | 1: a- b- c- d- | 1 throws | pool - | owed 0 | ongoing",
			events: "hop hop move split turn",
		},

		// Captures.
		{
			name:   "twins capture enemy twins but not the single piece with them (keep)",
			pos:    "keep | 0: a9b b9a | 1: a3b b3a c3 | 0 moves | pool 4",
			steps:  []string{"ab:4"},
			key:    "keep | 0: a11b b11a c- d- | 1: a-b b-a c3 d- | 0 throws | pool - | owed 0 | ongoing",
			events: "hop hop move capture capture",
		},
		{
			name:   "captured twins come back as single pieces (split)",
			pos:    "split | 0: a9b b9a | 1: a3b b3a c3 | 0 moves | pool 4",
			steps:  []string{"ab:4"},
			key:    "split | 0: a11b b11a c- d- | 1: a- b- c3 d- | 0 throws | pool - | owed 0 | ongoing",
			events: "hop hop move capture capture split",
		},
		{
			name:   "a single piece does not capture twins",
			pos:    "keep | 0: a7 | 1: a3b b3a | 0 moves | pool 4",
			steps:  []string{"a:4"},
			key:    "keep | 0: a11 b- c- d- | 1: a3b b3a c- d- | 1 throws | pool - | owed 0 | ongoing",
			events: "hop hop hop hop move turn",
		},
		{
			name:   "a single piece sends off every enemy single piece on the cell, one capturing move",
			pos:    "keep | 0: a0 | 1: a6 | 2: a10 b10 | 0 moves | pool 2",
			steps:  []string{"a:2"},
			key:    "keep | 0: a2 b- c- d- | 1: a- b- c- d- | 2: a- b- c- d- | 0 throws | pool - | owed 0 | ongoing",
			events: "hop hop move capture capture capture",
		},
		{
			name:   "nothing is captured on a palace",
			pos:    "keep | 0: a0 | 1: a12 | 0 moves | pool 4",
			steps:  []string{"a:4"},
			key:    "keep | 0: a4 b- c- d- | 1: a12 b- c- d- | 1 throws | pool - | owed 0 | ongoing",
			events: "hop hop hop hop move turn",
		},
		{
			name:  "entering on the own palace captures nothing",
			pos:   "keep | 0: | 1: a8 | 0 moves | pool 1",
			steps: []string{"a:in"},
			key:   "keep | 0: a0 b- c- d- | 1: a8 b- c- d- | 1 throws | pool - | owed 0 | ongoing",
		},
		{
			name:  "nothing is captured on the centre",
			pos:   "keep | 0: a22 | 1: a24 b23 | 0 moves | pool 2",
			steps: []string{"a:2"},
			key:   "keep | 0: a24 b- c- d- | 1: a24 b23 c- d- | 1 throws | pool - | owed 0 | ongoing",
		},
		{
			name:  "own pieces share a cell",
			pos:   "keep | 0: a0 b2 | 1: | 0 moves | pool 2",
			steps: []string{"a:2"},
			key:   "keep | 0: a2 b2 c- d- | 1: a- b- c- d- | 1 throws | pool - | owed 0 | ongoing",
		},

		// Captured twins coming back.
		{
			name:  "twins=keep: captured twins enter together with two 1s",
			pos:   "keep | 0: a-b b-a c5 do | 1: | 0 moves | pool 2+1+1",
			legal: "c:1 c:1+1 c:2 c:2+1 c:2+1+1 ab:in end",
		},
		{
			name:   "twins=keep: entering twins uses two 1s",
			pos:    "keep | 0: a-b b-a c5 | 1: | 0 moves | pool 2+1+1",
			steps:  []string{"ab:in"},
			key:    "keep | 0: a0b b0a c5 d- | 1: a- b- c- d- | 0 moves | pool 2 | owed 0 | ongoing",
			legal:  "c:2 ab:2 end",
			events: "enter",
		},
		{
			name:  "twins=keep: one 1 does not bring twins back",
			pos:   "keep | 0: a-b b-a c5 do | 1: | 0 moves | pool 2+1",
			legal: "c:1 c:2 c:2+1 end",
		},
		{
			name:  "after capturing twins, the bonus series",
			pos:   "split | 0: a9b b9a | 1: a3b b3a c3 | 0 moves | pool 4",
			steps: []string{"ab:4", "throw 1", "throw 2"},
			legal: "c:in ab:2 ab:2+1 end",
		},
		{
			name:  "twins=split: the pieces of captured twins enter one by one (the victim)",
			pos:   "split | 0: a9b b9a | 1: a3b b3a c3 | 0 moves | pool 4",
			steps: []string{"ab:4", "throw 2", "end", "throw 1", "throw 2"},
			legal: "a:in c:1 c:2 c:2+1 end",
		},

		// Bonus series.
		{
			name:  "a bonus series for each capturing move, thrown after the moving phase",
			pos:   "keep | 0: a0 b2 | 1: a10 b10 c11 | 0 moves | pool 2+1",
			steps: []string{"a:2", "a:1"},
			key:   "keep | 0: a3 b2 c- d- | 1: a- b- c- d- | 0 throws | pool - | owed 1 | ongoing",
		},
		{
			name:  "the second bonus series follows the first",
			pos:   "keep | 0: a0 b2 | 1: a10 b10 c11 | 0 moves | pool 2+1",
			steps: []string{"a:2", "a:1", "throw 2", "end"},
			key:   "keep | 0: a3 b2 c- d- | 1: a- b- c- d- | 0 throws | pool - | owed 0 | ongoing",
		},
		{
			name:   "then the turn passes",
			pos:    "keep | 0: a0 b2 | 1: a10 b10 c11 | 0 moves | pool 2+1",
			steps:  []string{"a:2", "a:1", "throw 2", "end", "throw 2", "end"},
			key:    "keep | 0: a3 b2 c- d- | 1: a- b- c- d- | 1 throws | pool - | owed 0 | ongoing",
			events: "turn",
		},
		{
			name:  "a capture in a bonus phase earns a further series",
			pos:   "keep | 0: a0 | 1: a10 c11 | 0 moves | pool 2",
			steps: []string{"a:2", "throw 1", "throw 2", "a:1", "end"},
			key:   "keep | 0: a3 b- c- d- | 1: a- b- c- d- | 0 throws | pool - | owed 0 | ongoing",
		},

		// Bearing off and the end.
		{
			name:  "no bearing off while a piece waits or runs",
			pos:   "keep | 0: a24 b24 c23 | 1: | 0 moves | pool 1+1",
			legal: "c:1 d:in end",
		},
		{
			name:  "bearing off once all pieces are on the centre or out, lowest letter first",
			pos:   "keep | 0: a24 b24 c24 do | 1: | 0 moves | pool 1+1",
			legal: "a:off end",
		},
		{
			name:   "bearing off uses a 1",
			pos:    "keep | 0: a24 b24 c24 do | 1: | 0 moves | pool 1+1",
			steps:  []string{"a:off"},
			legal:  "b:off end",
			key:    "keep | 0: ao b24 c24 do | 1: a- b- c- d- | 0 moves | pool 1 | owed 0 | ongoing",
			events: "finish",
		},
		{
			name:  "bearing off needs a 1",
			pos:   "keep | 0: a24 bo co do | 1: | 0 moves | pool 2",
			legal: "end",
		},
		{
			name:   "the fourth piece out wins at once, whatever is left or owed",
			pos:    "keep | 0: a24 bo co do | 1: a5 | 0 moves | pool 4+1 | owed 2",
			steps:  []string{"a:off"},
			key:    "keep | 0: ao bo co do | 1: a5 b- c- d- | over | pool - | owed 0 | winner 0",
			events: "finish end",
		},
		{
			name:   "end is always legal and loses the rest of the pool",
			pos:    "keep | 0: a23 | 1: | 0 moves | pool 3",
			steps:  []string{"end"},
			key:    "keep | 0: a23 b- c- d- | 1: a- b- c- d- | 1 throws | pool - | owed 0 | ongoing",
			events: "turn",
		},
		{
			name:  "end is legal even when it is the only move",
			pos:   "keep | 0: a23 | 1: | 0 moves | pool 3",
			legal: "end",
		},
		{
			name:  "turns go round the seats in order",
			pos:   "keep | 0: | 1: | 2: | 3: | 3 throws | pool -",
			steps: []string{"throw 3"},
			key:   "keep | 0: a- b- c- d- | 1: a- b- c- d- | 2: a- b- c- d- | 3: a- b- c- d- | 0 throws | pool - | owed 0 | ongoing",
		},

		// Listing conventions.
		{
			name:  "single pieces in the same place are listed once, by the lowest letter",
			pos:   "keep | 0: a5 b3 c5 d3 | 1: | 0 moves | pool 2",
			legal: "a:2 b:2 end",
		},
		{
			name:  "waiting pieces are listed once, by the lowest letter",
			pos:   "keep | 0: b5 | 1: | 0 moves | pool 1",
			legal: "a:in b:1 end",
		},
		{
			name:  "a single piece and twins in the same place are both listed",
			pos:   "keep | 0: a10 b10c c10b d10 | 1: | 0 moves | pool 2",
			legal: "a:2 bc:2 end",
		},
		{
			name:  "twins in the same place are listed once, by the lowest letters",
			pos:   "keep | 0: a10c b10d c10a d10b | 1: | 0 moves | pool 2",
			legal: "ac:2 end",
		},
		{
			name:  "waiting twins are listed once, by the lowest letters",
			pos:   "keep | 0: a-d b-c c-b d-a | 1: | 0 moves | pool 1+1",
			legal: "ad:in end",
		},
		{
			name: "a long series: many throws of one value, each multiset once",
			pos:  "keep | 0: a20 b19c c19b | 1: | 0 moves | pool 4+4+4+4+2+1+1+1+1+1",
			// a may go 4 (to the centre), the twins 5 (sum 11 at most).
			legal: "a:1 a:1+1 a:1+1+1 a:1+1+1+1 a:2 a:2+1 a:2+1+1 a:4 d:in " +
				"bc:1+1 bc:1+1+1 bc:1+1+1+1 bc:1+1+1+1+1 " +
				"bc:2 bc:2+1 bc:2+1+1 bc:2+1+1+1 bc:2+1+1+1+1 bc:2+1+1+1+1+1 " +
				"bc:4 bc:4+1 bc:4+1+1 bc:4+1+1+1 bc:4+1+1+1+1 bc:4+1+1+1+1+1 " +
				"bc:4+2 bc:4+2+1 bc:4+2+1+1 bc:4+2+1+1+1 bc:4+2+1+1+1+1 bc:4+2+1+1+1+1+1 " +
				"bc:4+4 bc:4+4+1 bc:4+4+1+1 bc:4+4+1+1+1 bc:4+4+2 bc:4+4+2+1 end",
		},
		{
			name:  "each multiset of throws is listed once, largest first",
			pos:   "keep | 0: a5 | 1: | 0 moves | pool 4+1+1",
			legal: "a:1 a:1+1 a:4 a:4+1 a:4+1+1 b:in end",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := position(t, tt.pos)
			ev := play(t, s, tt.steps...)
			if tt.key != "" {
				if got := s.Key(); got != tt.key {
					t.Errorf("key\n got %s\nwant %s", got, tt.key)
				}
			}
			if tt.legal != "" {
				if got := legal(s); got != tt.legal {
					t.Errorf("legal\n got %s\nwant %s", got, tt.legal)
				}
			}
			if tt.events != "" {
				if got := kinds(ev); got != tt.events {
					t.Errorf("events\n got %s\nwant %s", got, tt.events)
				}
			}
		})
	}
}

// TestSpellings checks that the listed spellings are read and that other
// spellings of a move are refused, by ParseAction or, for a piece that is
// not the lowest letter of its kind, by Apply.
func TestSpellings(t *testing.T) {
	s := position(t, "keep | 0: a5 b8c c8b | 1: | 0 moves | pool 4+2+1")
	for _, text := range []string{"a:4+2+1", "a:4+1", "d:in", "bc:4+2", "bc:2+1", "end"} {
		a, err := s.ParseAction(text)
		if err != nil {
			t.Errorf("%q: %v", text, err)
			continue
		}
		if got := s.FormatAction(a); got != text {
			t.Errorf("%q reads back as %q", text, got)
		}
		if _, err := s.Clone().Apply(a, nil); err != nil {
			t.Errorf("%q: %v", text, err)
		}
	}
	refused := []string{
		"a:2+4", "a:1+4", "cb:4", "bb:4", "ab:off", "a:pair", "a:4+", "a:", "a:5",
		"a:4++2", "a:4 +2", "A:in", "e:in", "abc:4", "a:2+2", "a:3+3", "ai:n", "End", "end ",
		"throw 1", "throw", "", ":4", "a4",
	}
	for _, text := range refused {
		if a, err := s.ParseAction(text); err == nil {
			t.Errorf("%q read as %q", text, s.FormatAction(a))
		} else if !strings.HasPrefix(err.Error(), "thayyam: ") {
			t.Errorf("%q: error %q lacks the prefix", text, err)
		}
	}
	// Spelled right, but not the listed move: Apply refuses them.
	for _, text := range []string{"b:in", "c:4", "a:8", "ab:4", "a:off", "bc:1", "bc:pair", "ab:in"} {
		a, err := s.ParseAction(text)
		if err != nil {
			t.Errorf("%q: %v", text, err)
			continue
		}
		key := s.Key()
		if _, err := s.Apply(a, nil); !errors.Is(err, rules.ErrIllegal) || !strings.HasPrefix(err.Error(), "thayyam: ") {
			t.Errorf("%q applied or gave a bad error: %v", text, err)
		}
		if s.Key() != key {
			t.Errorf("%q changed the state", text)
		}
	}
	c := position(t, "keep | 0: | 1: | 0 throws | pool -")
	for k := range 5 {
		text := "throw " + string(rune('0'+k))
		if a, err := c.ParseAction(text); err != nil || a != rules.Action(k) || c.FormatAction(a) != text {
			t.Errorf("%q: %d, %v", text, a, err)
		}
	}
	for _, text := range []string{"throw 5", "throw -1", "throw 01", "throw  1", "throw"} {
		if _, err := c.ParseAction(text); err == nil {
			t.Errorf("%q read at a throw", text)
		}
	}
	if _, err := c.Apply(5, nil); !errors.Is(err, rules.ErrIllegal) {
		t.Errorf("throw 5 applied: %v", err)
	}
}

// TestEventFields checks the fields of the events of throws and moves.
func TestEventFields(t *testing.T) {
	s := position(t, "keep | 0: | 1: a5 | 1 throws | pool -")
	ev := play(t, s, "throw 3")
	want := rules.Event{Kind: rules.EventThrow, Player: 1, Piece: -1, From: -1, To: -1, Value: 3, Points: 3, Mask: 0b0111}
	if len(ev) != 1 || ev[0] != want {
		t.Errorf("throw 3: %+v, want %+v", ev, want)
	}
	ev = play(t, position(t, "keep | 0: | 1: | 0 throws | pool -"), "throw 0")
	if ev[0].Points != 8 || ev[0].Mask != 0 || ev[1] != (rules.Event{Kind: rules.EventVoid, Player: 0, Piece: -1, From: -1, To: -1, Value: 0, Points: 8}) {
		t.Errorf("throw 0: %+v", ev)
	}

	// Twins b, c of S at t = 14 (0,0) move 2 cells with 4+1 to t = 16 (1,1),
	// on N's twins, through (1,0).
	s = position(t, "split | 0: b14c c14b | 1: a20d d20a | 0 moves | pool 4+1")
	ev = play(t, s, "bc:4+1")
	S := rules.Player(0)
	wantEv := []rules.Event{
		{Kind: rules.EventHop, Player: S, Piece: 1, Value: 2, From: int8(Cell(0, 0)), To: int8(Cell(1, 0))},
		{Kind: rules.EventHop, Player: S, Piece: 1, Value: 2, From: int8(Cell(1, 0)), To: int8(Cell(1, 1))},
		{Kind: rules.EventMove, Player: S, Piece: 1, Value: 2, From: int8(Cell(0, 0)), To: int8(Cell(1, 1)), Points: 5},
		{Kind: rules.EventCapture, Player: 1, Piece: 0, Value: -1, From: int8(Cell(1, 1)), To: -1},
		{Kind: rules.EventCapture, Player: 1, Piece: 3, Value: -1, From: int8(Cell(1, 1)), To: -1},
		{Kind: rules.EventSplit, Player: 1, Piece: 0, Value: 3, From: -1, To: -1},
	}
	if !equalEvents(ev, wantEv) {
		t.Errorf("twins move:\n got %+v\nwant %+v", ev, wantEv)
	}

	// N (player 1) enters b on its palace (2,4); the pool is empty, so the
	// turn passes.
	s = position(t, "keep | 0: | 1: a24 | 1 moves | pool 1")
	ev = play(t, s, "b:in")
	wantEv = []rules.Event{
		{Kind: rules.EventEnter, Player: 1, Piece: 1, Value: -1, From: -1, To: int8(Cell(2, 4))},
		{Kind: rules.EventTurn, Player: 0, Piece: -1, Value: -1, From: -1, To: -1},
	}
	if !equalEvents(ev, wantEv) {
		t.Errorf("enter:\n got %+v\nwant %+v", ev, wantEv)
	}

	s = position(t, "keep | 0: a8 b8 | 1: | 0 moves | pool 1")
	ev = play(t, s, "ab:pair")
	c := int8(Cell(2, 4))
	if want := (rules.Event{Kind: rules.EventPair, Player: S, Piece: 0, Value: 1, From: c, To: c}); len(ev) != 1 || ev[0] != want {
		t.Errorf("pair: %+v, want %+v", ev, want)
	}

	// W (player 1 of 3) bears off its last piece from the centre and wins.
	s = position(t, "keep | 0: | 1: ao bo co d24 | 2: | 1 moves | pool 1")
	ev = play(t, s, "d:off")
	wantEv = []rules.Event{
		{Kind: rules.EventFinish, Player: 1, Piece: 3, Value: -1, From: int8(Cell(2, 2)), To: -1},
		{Kind: rules.EventEnd, Player: 1, Piece: -1, Value: -1, From: -1, To: -1},
	}
	if !equalEvents(ev, wantEv) {
		t.Errorf("bear off:\n got %+v\nwant %+v", ev, wantEv)
	}
	if r := s.Result(); r.String() != "winner 1" || r.Scored || s.ToMove() != rules.Over || len(s.Legal(nil)) != 0 {
		t.Errorf("after the win: %v, %v, %v", r, s.ToMove(), s.Legal(nil))
	}
	if _, err := s.Apply(actEnd, nil); !errors.Is(err, rules.ErrIllegal) {
		t.Errorf("end after the game: %v", err)
	}
}

func equalEvents(a, b []rules.Event) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

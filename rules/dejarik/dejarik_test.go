package dejarik

import (
	"fmt"
	"strings"
	"testing"

	"tabula/rules"
	"tabula/rules/rulestest"
)

// pieces counts the pawns of s as the board array sees them plus the pawns
// the bitboards say were removed; it is 8 only while the two agree.
func pieces(st rules.State) int {
	s := st.(*State)
	n := 0
	for _, id := range s.board {
		if id >= 0 {
			n++
		}
	}
	return n + s.Lost(White) + s.Lost(Black)
}

func TestConformance(t *testing.T) {
	playouts := 3000
	if testing.Short() {
		playouts = 300
	}
	rulestest.Run(t, rulestest.Config{
		Game:     Game,
		Playouts: playouts,
		MaxSteps: 2000,
		Seed:     7,
		Pieces:   pieces,
	})
}

// position builds a state from the text form of Key, failing the test on a
// bad text.
func position(t *testing.T, text string) *State {
	t.Helper()
	s, err := Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// legalText writes the legal moves of s in order, space-separated.
func legalText(s *State) string {
	var w []string
	for _, a := range s.Legal(nil) {
		w = append(w, s.FormatAction(a))
	}
	return strings.Join(w, " ")
}

// eventText writes events compactly: "move W0 O3-I4", "capture B4 I5",
// "augment W0 I4-I6", "line W I0-I3 n=4 points=3", "end W points=3" or
// "end - points=1".
func eventText(ev []rules.Event) string {
	who := func(p rules.Player) string {
		if p < 0 {
			return "-"
		}
		return string(colourLetter[p])
	}
	var w []string
	for _, e := range ev {
		var s string
		switch e.Kind {
		case rules.EventMove, rules.EventAugment:
			s = fmt.Sprintf("%s %s%d %s-%s", e.Kind, who(e.Player), e.Piece, Cell(e.From), Cell(e.To))
		case rules.EventCapture:
			s = fmt.Sprintf("capture %s%d %s to=%d", who(e.Player), e.Piece, Cell(e.From), e.To)
		case rules.EventLine:
			s = fmt.Sprintf("line %s %s-%s n=%d points=%d", who(e.Player), Cell(e.From), Cell(e.To), e.Value, e.Points)
		case rules.EventEnd:
			s = fmt.Sprintf("end %s points=%d", who(e.Player), e.Points)
		default:
			s = e.Kind.String() + "?"
		}
		w = append(w, s)
	}
	return strings.Join(w, "; ")
}

// TestLegal checks the six move kinds, each emptiness condition and the
// first-move restriction, by the exact legal list of small positions.
func TestLegal(t *testing.T) {
	tests := []struct {
		name, pos, want string
	}{
		// Start: straight exits and Dejarik moves only (first move).
		{"start", "W:O0,O1,O4,O5 B:O6,O7,O10,O11 to=W first=WB", "O0-C O0-I0 O1-C O1-I1 O4-C O4-I4 O5-C O5-I5"},
		{"start black", "W:I0,O1,O4,O5 B:O6,O7,O10,O11 to=B first=B", "O6-C O6-I6 O7-C O7-I7 O10-C O10-I10 O11-C O11-I11"},

		// 1. Dejarik O_i -> C: I_i and C empty.
		{"dejarik", "W:O3 B:O9 to=W first=WB", "O3-C O3-I3"},
		{"dejarik centre taken", "W:O3 B:C to=W first=WB", "O3-I3"},
		{"dejarik own centre", "W:C,O3 B:O9 to=W first=WB", "C-O0 C-O1 C-O2 C-O4 C-O5 C-O6 C-O7 C-O8 C-O10 C-O11 O3-I3"},
		{"front taken blocks everything", "W:O3,C B:I3,O9 to=W first=-", "C-O0 C-O1 C-O2 C-O4 C-O5 C-O6 C-O7 C-O8 C-O10 C-O11"},

		// 2. Dejarik inverse C -> O_j: I_j and O_j empty.
		{"inverse", "W:C B:I2,O5 to=W first=-", "C-O0 C-O1 C-O3 C-O4 C-O6 C-O7 C-O8 C-O9 C-O10 C-O11"},
		{"inverse own pawns", "W:C,I7,O8 B:O0 to=W first=-", "C-O1 C-O2 C-O3 C-O4 C-O5 C-O6 C-O9 C-O10 C-O11 I7-O7 O8-I8 O8-I9 O8-I10"},

		// 3-5. Exits from O3 with the first move made: straight, diagonal
		// (s = -1: I2, s = +1: I4), double diagonal (I1, I5).
		{"all exits", "W:O3 B:O9 to=W first=B", "O3-C O3-I1 O3-I2 O3-I3 O3-I4 O3-I5"},
		{"first move restriction", "W:O3 B:O9 to=W first=W", "O3-C O3-I3"},
		{"first move restriction both", "W:O3 B:O9 to=W first=WB", "O3-C O3-I3"},
		{"other player's first move", "W:O3 B:O9 to=B first=W", "O9-C O9-I7 O9-I8 O9-I9 O9-I10 O9-I11"},
		{"diagonal target taken", "W:O3 B:I4,O9 to=W first=-", "O3-C O3-I1 O3-I2 O3-I3"},
		{"double: side outer taken", "W:O3 B:O4 to=W first=-", "O3-C O3-I1 O3-I2 O3-I3 O3-I4"},
		{"double: side outer own", "W:O3,O2 B:O9 to=W first=-", "O2-C O2-I0 O2-I1 O2-I2 O2-I3 O3-C O3-I2 O3-I3 O3-I4 O3-I5"},
		{"double: target taken", "W:O3 B:I5,O9 to=W first=-", "O3-C O3-I1 O3-I2 O3-I3 O3-I4"},
		{"double: beside inner taken", "W:O3 B:I2,O9 to=W first=-", "O3-C O3-I3 O3-I4 O3-I5"},
		{"exits wrap at O0", "W:O0 B:O6 to=W first=-", "O0-C O0-I0 O0-I1 O0-I2 O0-I10 O0-I11"},
		{"exits wrap at O11", "W:O11 B:O6 to=W first=-", "O11-C O11-I0 O11-I1 O11-I9 O11-I10 O11-I11"},
		{"double wrap blocked by O0", "W:O11 B:O0 to=W first=-", "O11-C O11-I0 O11-I9 O11-I10 O11-I11"},

		// 6. Return I_i -> O_i: O_i empty; the only move on the inner ring.
		{"return", "W:I3 B:O9 to=W first=-", "I3-O3"},
		{"return blocked", "W:I3,O5 B:O3 to=W first=-", "O5-C O5-I4 O5-I5 O5-I6 O5-I7"},
		{"inner pawn next to empties", "W:I3,I4 B:O9 to=W first=-", "I3-O3 I4-O4"},

		// A landing cell can never have opposing pawns on both sides: the
		// one on the side the pawn comes from is on its path.
		{"no exit between two opposing pawns", "W:O3 B:I3,I5,O9 to=W first=-", ""},
		{"no double exit past a pawn", "W:O2 B:I3,I5,O9 to=W first=-", "O2-C O2-I0 O2-I1 O2-I2"},

		// Blocked: no legal move at all.
		{"blocked", "W:O3,I5 B:I3,O5 to=W first=-", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := position(t, tt.pos)
			if got := legalText(s); got != tt.want {
				t.Errorf("%s\nlegal %q\nwant  %q\n%s", tt.pos, got, tt.want, s)
			}
		})
	}
}

// TestApply checks the landing rule and the ends of a game: what a move does
// to the position, the events it reports and the result.
func TestApply(t *testing.T) {
	tests := []struct {
		name, pos, move, want, events string
	}{
		{"straight exit", "W:O0,O1,O4,O5 B:O6,O7,O10,O11 to=W first=WB", "O0-I0",
			"W:I0,O1,O4,O5 B:O6,O7,O10,O11 to=B first=B", "move W0 O0-I0"},
		{"dejarik", "W:O0,O1,O4,O5 B:O6,O7,O10,O11 to=W first=WB", "O4-C",
			"W:C,O0,O1,O5 B:O6,O7,O10,O11 to=B first=B", "move W2 O4-C"},
		{"dejarik inverse", "W:C,O0,O1,O5 B:O6,O7,O10,O11 to=W first=-", "C-O8",
			"W:O0,O1,O5,O8 B:O6,O7,O10,O11 to=B first=-", "move W0 C-O8"},
		{"return", "W:I0,O1,O4,O5 B:O6,O7,O10,O11 to=W first=-", "I0-O0",
			"W:O0,O1,O4,O5 B:O6,O7,O10,O11 to=B first=-", "move W0 I0-O0"},
		{"diagonal, nothing around", "W:O3,O8,O9,O10 B:O0,O1,O5,O6 to=W first=-", "O3-I4",
			"W:I4,O8,O9,O10 B:O0,O1,O5,O6 to=B first=-", "move W0 O3-I4"},
		{"straight exit never captures", "W:O4,O8,O9,O10 B:I3,I5,O0,O1 to=W first=-", "O4-I4",
			"W:I4,O8,O9,O10 B:I3,I5,O0,O1 to=B first=-", "move W0 O4-I4"},
		{"straight exit never augments", "W:O3,O4,O9,O10 B:O0,O1,O6,O7 to=W first=-", "O4-I4",
			"W:I4,O3,O9,O10 B:O0,O1,O6,O7 to=B first=-", "move W1 O4-I4"},

		// Capture: the opposing pawn beside the landing cell is removed. The
		// cell on the other side is on the pawn's path, so always empty.
		{"capture diagonal", "W:O3,O8,O9,O10 B:I5,O0,O1,O6 to=W first=-", "O3-I4",
			"W:I4,O8,O9,O10 B:O0,O1,O6 to=B first=-", "move W0 O3-I4; capture B4 I5 to=-1"},
		{"capture double diagonal", "W:O2,O8,O9,O10 B:I5,O0,O1,O6 to=W first=-", "O2-I4",
			"W:I4,O8,O9,O10 B:O0,O1,O6 to=B first=-", "move W0 O2-I4; capture B4 I5 to=-1"},
		{"capture leftwards", "W:O5,O8,O9,O10 B:I2,O0,O1,O6 to=W first=-", "O5-I3",
			"W:I3,O8,O9,O10 B:O0,O1,O6 to=B first=-", "move W0 O5-I3; capture B4 I2 to=-1"},
		{"capture wraps I11 to I0", "W:O10,O3,O4,O5 B:I0,O1,O6,O7 to=W first=-", "O10-I11",
			"W:I11,O3,O4,O5 B:O1,O6,O7 to=B first=-", "move W3 O10-I11; capture B4 I0 to=-1"},
		{"capture wraps I0 to I11", "W:O1,O3,O4,O5 B:I11,O6,O7,O8 to=W first=-", "O1-I0",
			"W:I0,O3,O4,O5 B:O6,O7,O8 to=B first=-", "move W0 O1-I0; capture B4 I11 to=-1"},
		{"own pawn beside is not captured", "W:O3,I5,O9,O10 B:O0,O1,O6,O7 to=W first=-", "O3-I4",
			"W:I4,I5,O9,O10 B:O0,O1,O6,O7 to=B first=-", "move W1 O3-I4"},
		{"black captures", "W:I5,O0,O1,O9 B:O3,O6,O7,O10 to=B first=-", "O3-I4",
			"W:O0,O1,O9 B:I4,O6,O7,O10 to=W first=-", "move B4 O3-I4; capture W0 I5 to=-1"},
		{"capture ends the move", "W:O3,O4,O9,O10 B:I5,O0,O1,O6 to=W first=-", "O3-I4",
			"W:I4,O4,O9,O10 B:O0,O1,O6 to=B first=-", "move W0 O3-I4; capture B4 I5 to=-1"},

		// Augmentation: a pawn of the mover on O_k sends the exit on by two.
		{"augment once", "W:O3,O4,O9,O10 B:O0,O1,O6,O7 to=W first=-", "O3-I4",
			"W:I6,O4,O9,O10 B:O0,O1,O6,O7 to=B first=-", "move W0 O3-I4; augment W0 I4-I6"},
		{"augment after double diagonal", "W:O2,O4,O9,O10 B:O0,O1,O6,O7 to=W first=-", "O2-I4",
			"W:I6,O4,O9,O10 B:O0,O1,O6,O7 to=B first=-", "move W0 O2-I4; augment W0 I4-I6"},
		{"augment leftwards", "W:O5,O4,O9,O10 B:O0,O1,O6,O7 to=W first=-", "O5-I4",
			"W:I2,O4,O9,O10 B:O0,O1,O6,O7 to=B first=-", "move W1 O5-I4; augment W1 I4-I2"},
		{"augment repeated three times", "W:O3,O4,O6,O8 B:O0,O1,O2,C to=W first=-", "O3-I4",
			"W:I10,O4,O6,O8 B:C,O0,O1,O2 to=B first=-", "move W0 O3-I4; augment W0 I4-I6; augment W0 I6-I8; augment W0 I8-I10"},
		{"augment wraps", "W:O0,O1,O6,O7 B:O3,O4,O9,C to=W first=-", "O1-I0",
			"W:I10,O0,O6,O7 B:C,O3,O4,O9 to=B first=-", "move W1 O1-I0; augment W1 I0-I10"},
		{"augment wraps rightwards", "W:O11,O0,O6,O7 B:O3,O4,O9,C to=W first=-", "O11-I0",
			"W:I2,O0,O6,O7 B:C,O3,O4,O9 to=B first=-", "move W3 O11-I0; augment W3 I0-I2"},
		{"augment then capture", "W:O3,O4,O9,O10 B:I7,O0,O1,O6 to=W first=-", "O3-I4",
			"W:I6,O4,O9,O10 B:O0,O1,O6 to=B first=-", "move W0 O3-I4; augment W0 I4-I6; capture B4 I7 to=-1"},
		{"augment blocked at k+2s", "W:O3,O4,O9,O10 B:I6,O0,O1,O7 to=W first=-", "O3-I4",
			"W:I4,O4,O9,O10 B:I6,O0,O1,O7 to=B first=-", "move W0 O3-I4"},
		{"augment blocked at k+s", "W:O3,O4,I5,O10 B:O0,O1,O6,O7 to=W first=-", "O3-I4",
			"W:I4,I5,O4,O10 B:O0,O1,O6,O7 to=B first=-", "move W1 O3-I4"},
		{"no augment behind opponent", "W:O3,O9,O10,O11 B:O4,O0,O1,O6 to=W first=-", "O3-I4",
			"W:I4,O9,O10,O11 B:O0,O1,O4,O6 to=B first=-", "move W0 O3-I4"},
		{"second augment blocked", "W:O3,O4,O6,O9 B:I8,O0,O1,O2 to=W first=-", "O3-I4",
			"W:I6,O4,O6,O9 B:I8,O0,O1,O2 to=B first=-", "move W0 O3-I4; augment W0 I4-I6"},

		// Wins: 3 points for four in a row, 2 for two pawns taken, 1 for
		// three in a row with exactly three pawns; the highest counts.
		{"win 3", "W:I0,I1,I2,O3 B:O6,O7,O8,O9 to=W first=-", "O3-I3",
			"W:I0,I1,I2,I3 B:O6,O7,O8,O9 to=B first=- | winner 0 points=3",
			"move W3 O3-I3; line W I0-I3 n=4 points=3; end W points=3"},
		{"win 3 wraps", "W:I10,I11,I0,O1 B:O6,O7,O8,O9 to=W first=-", "O1-I1",
			"W:I0,I1,I10,I11 B:O6,O7,O8,O9 to=B first=- | winner 0 points=3",
			"move W3 O1-I1; line W I10-I1 n=4 points=3; end W points=3"},
		{"no win: four inner, not in a row", "W:I6,I7,I8,O3 B:O0,O1,O9,O10 to=W first=-", "O3-I3",
			"W:I3,I6,I7,I8 B:O0,O1,O9,O10 to=B first=-", "move W3 O3-I3"},
		{"win 3 filling a gap", "W:I0,I1,I3,O2 B:O6,O7,O8,O9 to=W first=-", "O2-I2",
			"W:I0,I1,I2,I3 B:O6,O7,O8,O9 to=B first=- | winner 0 points=3",
			"move W3 O2-I2; line W I0-I3 n=4 points=3; end W points=3"},
		{"black wins 3", "W:O0,O1,O2,O3 B:I6,I7,I8,O9 to=B first=-", "O9-I9",
			"W:O0,O1,O2,O3 B:I6,I7,I8,I9 to=W first=- | winner 1 points=3",
			"move B7 O9-I9; line B I6-I9 n=4 points=3; end B points=3"},
		{"win 2", "W:O3,O8,O9,O10 B:I5,O0,O1 to=W first=-", "O3-I4",
			"W:I4,O8,O9,O10 B:O0,O1 to=B first=- | winner 0 points=2",
			"move W0 O3-I4; capture B4 I5 to=-1; end W points=2"},
		{"win 1", "W:I0,I1,O2 B:O5,O6,O7,O8 to=W first=-", "O2-I2",
			"W:I0,I1,I2 B:O5,O6,O7,O8 to=B first=- | winner 0 points=1",
			"move W2 O2-I2; line W I0-I2 n=3 points=1; end W points=1"},
		{"win 1 wraps", "W:I11,I0,O1 B:O5,O6,O7,O8 to=W first=-", "O1-I1",
			"W:I0,I1,I11 B:O5,O6,O7,O8 to=B first=- | winner 0 points=1",
			"move W2 O1-I1; line W I11-I1 n=3 points=1; end W points=1"},
		{"no 1 point with four pawns", "W:I0,I1,O2,O9 B:O5,O6,O7,O8 to=W first=-", "O2-I2",
			"W:I0,I1,I2,O9 B:O5,O6,O7,O8 to=B first=-", "move W2 O2-I2"},
		{"no 1 point with a pawn outside", "W:I0,O1,O2 B:O5,O6,O7,O8 to=W first=-", "O2-I2",
			"W:I0,I2,O1 B:O5,O6,O7,O8 to=B first=-", "move W2 O2-I2"},
		// Precedence, in set-up positions only (in a game from the start the
		// second capture ends the game at once, so it never meets a line).
		{"3 beats 2", "W:I0,I1,I2,O3 B:O6,O7 to=W first=-", "O3-I3",
			"W:I0,I1,I2,I3 B:O6,O7 to=B first=- | winner 0 points=3",
			"move W3 O3-I3; line W I0-I3 n=4 points=3; end W points=3"},
		{"2 beats 1", "W:I0,I1,O2 B:O6,O7 to=W first=-", "O2-I2",
			"W:I0,I1,I2 B:O6,O7 to=B first=- | winner 0 points=2", "move W2 O2-I2; end W points=2"},
		{"only the mover's win", "W:I11,O5,O7,O9 B:I0,I1,I2,I3 to=W first=-", "I11-O11",
			"W:O5,O7,O9,O11 B:I0,I1,I2,I3 to=B first=-", "move W0 I11-O11"},
		{"only the mover's 2 points", "W:O0,O1 B:O3,O6,O7,O10 to=W first=-", "O0-I0",
			"W:I0,O1 B:O3,O6,O7,O10 to=B first=-", "move W0 O0-I0"},

		// Blocked: the next player has no move, 0 points; a win comes first.
		{"blocked", "W:O0,O1,O5,O6 B:I0,I1,I5,O7 to=B first=-", "O7-I6",
			"W:O0,O1,O5,O6 B:I0,I1,I5,I6 to=W first=- | draw points=0", "move B7 O7-I6; end - points=0"},
		{"win before blocked", "W:O0,O1,O2,O3 B:I0,I1,I2,O4 to=B first=-", "O4-I3",
			"W:O0,O1,O2,O3 B:I0,I1,I2,I3 to=W first=- | winner 1 points=3",
			"move B7 O4-I3; line B I0-I3 n=4 points=3; end B points=3"},
		{"first move marks the player", "W:I0,O1,O4,O5 B:O6,O7,O10,O11 to=B first=B", "O10-C",
			"W:I0,O1,O4,O5 B:C,O6,O7,O11 to=W first=-", "move B6 O10-C"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := position(t, tt.pos)
			a, err := s.ParseAction(tt.move)
			if err != nil {
				t.Fatal(err)
			}
			ev, err := s.Apply(a, nil)
			if err != nil {
				t.Fatalf("%s %s: %v\n%s", tt.pos, tt.move, err, s)
			}
			if got := s.Key(); got != tt.want {
				t.Errorf("%s %s:\nkey  %q\nwant %q\n%s", tt.pos, tt.move, got, tt.want, s)
			}
			if got := eventText(ev); got != tt.events {
				t.Errorf("%s %s:\nevents %q\nwant   %q", tt.pos, tt.move, got, tt.events)
			}
		})
	}
}

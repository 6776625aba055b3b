package solve

import (
	"strings"
	"testing"

	"tabula/rules"
	"tabula/rules/dejarik"
)

// record reads a record of Dejarik from its moves, one line.
func record(t *testing.T, moves string) *rules.Record {
	t.Helper()
	text := "dejarik players=2\n" + strings.ReplaceAll(moves, " ", "\n")
	rec, err := rules.ParseRecord(strings.NewReader(text), []*rules.Game{dejarik.Game})
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// TestFirstMistakes checks the first mistake of each side on hand-made
// records whose values the example and the table give.
func TestFirstMistakes(t *testing.T) {
	tb := table(t)
	tests := []struct {
		name     string
		moves    string
		mistakes [2]string // Mistake.String of White's and Black's first mistake, "" for none
	}{
		{
			// The straight exits beside the gap between White's pairs lose
			// at once (see Example).
			name:     "white's first move loses",
			moves:    "O1-I1",
			mistakes: [2]string{"O1-I1 (move 1): draw, then loss -1 in 40; O0-C kept the draw", ""},
		},
		{
			// Black lets White win two points in three plies; White keeps
			// a draw instead, and the table knew the diagonal exit that
			// kept the win.
			name:  "white throws away a win",
			moves: "O4-C O6-I6 C-O3 O10-I10 O0-I0",
			mistakes: [2]string{
				"O0-I0 (move 5): win +2 in 3, then draw; O0-I11 kept the win",
				"O10-I10 (move 4): draw, then loss -2 in 4; O11-I10 kept the draw",
			},
		},
		{
			// Both sides keep the draw: the first moves of
			// TestBestAgainstItself's kind of game.
			name:  "no mistakes",
			moves: "O4-C O6-I6 C-O3 O11-I10",
		},
		{name: "no moves", moves: ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := FirstMistakes(tb, record(t, tt.moves))
			if err != nil {
				t.Fatal(err)
			}
			for p, want := range tt.mistakes {
				var s string
				if got[p] != nil {
					s = got[p].String()
					if got[p].Player != rules.Player(p) {
						t.Errorf("player %d's mistake is marked as player %d's", p, got[p].Player)
					}
				}
				if s != want {
					t.Errorf("player %d: first mistake %q, want %q", p, s, want)
				}
			}
		})
	}
}

// TestFirstMistakesOfPerfectPlay checks that perfect play has no mistakes,
// and that a mistake is found exactly where a seeded game gives up points.
func TestFirstMistakesOfPerfectPlay(t *testing.T) {
	tb := table(t)
	for seed := uint64(1); seed <= 3; seed++ {
		st := dejarik.New()
		rec := &rules.Record{Game: dejarik.Game, Options: rules.Options{"players": "2"}}
		for ply := 0; ply < 30 && st.ToMove() >= 0; ply++ {
			a, err := Best(tb, st, seed*100+uint64(ply))
			if err != nil {
				t.Fatal(err)
			}
			rec.Steps = append(rec.Steps, st.FormatAction(a))
			if _, err := st.Apply(a, nil); err != nil {
				t.Fatal(err)
			}
		}
		got, err := FirstMistakes(tb, rec)
		if err != nil {
			t.Fatal(err)
		}
		if got[0] != nil || got[1] != nil {
			t.Errorf("seed %d: perfect play has mistakes %v %v", seed, got[0], got[1])
		}
	}
}

// TestFirstMistakesErrors checks the records that cannot be judged.
func TestFirstMistakesErrors(t *testing.T) {
	tb := table(t)
	if _, err := FirstMistakes(tb, &rules.Record{}); err == nil {
		t.Error("a record without a game was judged")
	}
	rec := record(t, "O4-C")
	rec.Steps = append(rec.Steps, "O4-C")
	if _, err := FirstMistakes(tb, rec); err == nil {
		t.Error("a record that does not replay was judged")
	}
}

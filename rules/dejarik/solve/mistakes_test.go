package solve

import (
	"strings"
	"testing"

	"tabula/rules"
	"tabula/rules/ai"
	"tabula/rules/dejarik"
)

// history replays a game of Dejarik from its moves, one line.
func history(t *testing.T, moves string) *rules.History {
	t.Helper()
	text := "dejarik players=2\n" + strings.ReplaceAll(moves, " ", "\n")
	h, err := rules.ReadHistory(strings.NewReader(text), []*rules.Game{dejarik.Game})
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// TestFirstMistakes checks the first mistake of each side, as package ai
// finds them with the table, on hand-made games whose values the example
// and the table give.
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
			got, err := ai.FirstMistakes(tb, history(t, tt.moves))
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
		h := history(t, "")
		for ply := 0; ply < 30 && h.State().ToMove() >= 0; ply++ {
			a, err := tb.Best(h.State(), seed*100+uint64(ply))
			if err != nil {
				t.Fatal(err)
			}
			if _, err := h.Play(a); err != nil {
				t.Fatal(err)
			}
		}
		got, err := ai.FirstMistakes(tb, h)
		if err != nil {
			t.Fatal(err)
		}
		if got[0] != nil || got[1] != nil {
			t.Errorf("seed %d: perfect play has mistakes %v %v", seed, got[0], got[1])
		}
	}
}

// TestFirstMistakesUpToThePresent: only the steps up to the history's
// present are judged.
func TestFirstMistakesUpToThePresent(t *testing.T) {
	tb := table(t)
	h := history(t, "O4-C O6-I6 C-O3 O10-I10 O0-I0")
	h.Jump(3)
	got, err := ai.FirstMistakes(tb, h)
	if err != nil {
		t.Fatal(err)
	}
	if got[0] != nil || got[1] != nil {
		t.Errorf("mistakes after the present: %v %v", got[0], got[1])
	}
}

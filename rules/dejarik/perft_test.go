package dejarik

import "testing"

// perft counts the sequences of depth legal moves from s: the leaves of the
// game tree at that depth. A game that ends before depth has no legal move,
// so its node contributes 0; a game that ends exactly at depth counts 1.
func perft(s *State, depth int) int {
	if depth == 0 {
		return 1
	}
	n := 0
	for _, a := range s.Legal(nil) {
		c := s.clone()
		if _, err := c.Apply(a, nil); err != nil {
			panic(err)
		}
		n += perft(c, depth-1)
	}
	return n
}

func TestPerft(t *testing.T) {
	tests := []struct{ depth, leaves int }{
		// Depth 1: White's pawns on O0 O1 O4 O5 each have a straight exit
		// (the inner cell in front is empty) and a Dejarik move (that cell
		// and C empty), and no diagonal exit on the first move: 4 × 2 = 8.
		{1, 8},
		// Depth 2: Black's pawns on O6 O7 O10 O11 have their straight exits
		// after any White move (White can only reach I0 I1 I4 I5 or C), and
		// their Dejarik moves unless White went to C. After White's 4
		// straight exits Black has 8 moves, after his 4 Dejarik moves 4:
		// 4 × 8 + 4 × 4 = 48. No game ends within two plies.
		{2, 48},
		{3, 640},
		// 4 of these leaves are games just drawn, Black having blocked White.
		{4, 7954},
		// Those 4 games contribute nothing here; 158 leaves are games just
		// ended (106 blocked, 52 won by White's second capture).
		{5, 85092},
	}
	for _, tt := range tests {
		if got := perft(New(), tt.depth); got != tt.leaves {
			t.Errorf("perft(%d) = %d, want %d", tt.depth, got, tt.leaves)
		}
	}
}

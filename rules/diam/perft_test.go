package diam

import (
	"testing"

	"tabula/rules"
)

// perft counts the leaf nodes of the game tree depth steps below s. A game
// that ends before depth is a node with no children: it adds 0. states holds
// one scratch state per level, so that the count does not allocate.
func perft(s *State, depth int, states []State) int {
	if depth == 0 {
		return 1
	}
	var buf [genSize]rules.Action
	n := 0
	child := &states[0]
	for _, a := range s.Legal(buf[:0]) {
		child.CopyFrom(s)
		if _, err := child.Apply(a, nil); err != nil {
			panic(err)
		}
		n += perft(child, depth-1, states[1:])
	}
	return n
}

// TestPerft counts the leaves at depths 1 to 4 from the start of every option
// set. No game can end within four steps (a diam needs four pawns on the
// board, the first step is a drop, and no position can occur three times),
// so every count is of full-depth nodes.
//
// Depths 1 and 2 by hand:
//   - 2p ferti: seat 0 drops R or O on any of 8 cells: 2×8 = 16. Seat 1 then
//     drops B or K on any of 8 cells (none is full) and may not shift red or
//     orange: 16 each, 16×16 = 256.
//   - 3p ferti: seat 0 as in 2p: 16. Seat 1 drops B only, 8 cells, and has no
//     pawn to shift: 8 each, 16×8 = 128.
//   - 4p ferti: seat 0 drops R only: 8. Seat 1 drops B only: 8×8 = 64.
//   - prototype: every move also announced, twice as many. 2p: 2×16 = 32.
//     Seat 1 drops on the 7 empty cells, B or K, plain or announced: 28 each,
//     32×28 = 896 (drops at level 1 make no diam, so the restriction removes
//     nothing). 3p: 32, then 7×2 = 14 each: 448. 4p: 16, then 14 each: 224.
//
// Depth 3 in 2p ferti also follows by hand: seat 0 has 16 drops again, and
// his one pawn, alone or under the other, has 2 shifts: 256×18 = 4608.
func TestPerft(t *testing.T) {
	for _, tc := range []struct {
		name string
		want []int
	}{
		{"players=2,rules=ferti", []int{16, 256, 4608, 82944}},
		{"players=3,rules=ferti", []int{16, 128, 2304, 23040}},
		{"players=4,rules=ferti", []int{8, 64, 640, 6400}},
		{"players=2,rules=prototype", []int{32, 896, 25088, 618496}},
		{"players=3,rules=prototype", []int{32, 448, 12544, 179712}},
		{"players=4,rules=prototype", []int{16, 224, 3584, 52224}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var set = optionSets[0]
			for _, o := range optionSets {
				if o.name == tc.name {
					set = o
				}
			}
			depths := len(tc.want)
			if testing.Short() && set.proto && set.players == 2 {
				depths = 3
			}
			states := make([]State, depths)
			for d := 1; d <= depths; d++ {
				if got := perft(New(set.players, set.proto), d, states); got != tc.want[d-1] {
					t.Errorf("depth %d: %d leaves, want %d", d, got, tc.want[d-1])
				}
			}
		})
	}
}

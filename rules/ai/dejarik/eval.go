package dejarik

import (
	"math/bits"

	"tabula/rules"
	"tabula/rules/ai"
	"tabula/rules/dejarik"
)

// score scores a finished game for White: a win is worth more the
// more points it scores; both draws are even.
func score(st *dejarik.State) int {
	r := st.Result()
	if r.Status != rules.Win {
		return 0
	}
	v := ai.WinScore + 1000*r.Points
	if r.Winners.Has(dejarik.Black) {
		return -v
	}
	return v
}

// ring12 turns a 12-bit ring mask so that bit i holds spoke i+d.
func ring12(r uint32, d int) uint32 {
	d = (d%12 + 12) % 12
	return (r>>uint(d) | r<<uint(12-d)) & 0xFFF
}

// evaluate judges a position for White from what a player sees on the
// board: pawns kept (two lost is the game), pawns side by side on the inner
// ring (a line of four wins), the centre (safe and free to go anywhere),
// and pawns that a diagonal exit of the other side could take next move.
func evaluate(st *dejarik.State) int {
	toMove := int(st.ToMove())
	v := side(st, 0, toMove) - side(st, 1, toMove)
	return v
}

const (
	centreBit = 1 << dejarik.C
	innerBits = 0xFFF << dejarik.I0
)

func side(st *dejarik.State, p, toMove int) int {
	own, opp := st.Occupied(p), st.Occupied(1-p)
	n := bits.OnesCount32(own)
	v := 1000 * n
	inner := own >> dejarik.I0 & 0xFFF
	pairs := inner & ring12(inner, 1)
	triples := pairs & ring12(inner, 2)
	v += 50 * bits.OnesCount32(pairs)
	if n == 4 {
		v += 220 * bits.OnesCount32(triples) // one more for a line of four
	}
	if own&centreBit != 0 {
		v += 60
	}
	// Pawns the other side could take: a diagonal exit from O_m lands on
	// I_{m+s} and takes a pawn on I_{m+2s}; a double-diagonal one lands on
	// I_{m+2s} and takes a pawn on I_{m+3s}.
	if !st.FirstMove(rules.Player(1 - p)) {
		occ := own | opp
		emptyI := ^(occ >> dejarik.I0) & 0xFFF
		emptyO := ^(occ >> dejarik.O0) & 0xFFF
		attackers := opp >> dejarik.O0 & 0xFFF & emptyI
		var hit uint32
		for _, sgn := range [2]int{1, -1} {
			// Bit m of each mask below is about spoke m+k·sgn.
			e1 := ring12(emptyI, sgn)
			diag := attackers & e1
			hit |= ring12Back(diag, 2*sgn) & inner
			e2 := ring12(emptyI, 2*sgn)
			o1 := ring12(emptyO, sgn)
			double := diag & o1 & e2
			hit |= ring12Back(double, 3*sgn) & inner
		}
		k := bits.OnesCount32(hit)
		if toMove == 1-p {
			v -= 300 * k
		} else {
			v -= 60 * k
		}
	}
	return v
}

// ring12Back turns a 12-bit ring mask the other way: bit i+d holds what bit
// i held.
func ring12Back(r uint32, d int) uint32 { return ring12(r, -d) }

package daryon

import (
	"slices"
	"strings"

	"tabula/rules"
	"tabula/rules/ai"
	"tabula/rules/daryon"
)

// greyJunctions reports whether the junctions are safe (grey=on). The key
// starts "PLAYERS EXITS CREDIT GREY;", the only place the state tells it.
func greyJunctions(st *daryon.State) bool {
	return strings.HasPrefix(strings.Fields(st.Key())[3], "on")
}

// evaluation judges a daryon position the way a player does.
type evaluation struct {
	grey   bool // junctions are safe
	simple bool // the easy level's view: progress and credit, no danger
}

// pawnValue values a pawn without credit by little more than being out:
// it goes round and round until it sends an enemy home, and what counts is
// where it will then stand.
func pawnValue(t int, credit bool) int32 {
	switch {
	case t == daryon.TStart:
		return 0
	case t == daryon.THome:
		return 10 * (30 + 15 + 40 + 5)
	case credit:
		return int32(10 * (30 + 15 + t))
	}
	return int32(10*30 + 5*t)
}

// eval scores every seat: the value of its pawns, less what it may lose
// to the enemy pawns behind them before it moves again, plus the credit its
// pawns without any may earn by landing on an enemy next time it throws.
func (d evaluation) eval(st *daryon.State) ai.Scores {
	var v ai.Scores
	n := st.Players()
	if st.ToMove() == rules.Over {
		return ai.WinnerScores(st.Result(), n)
	}
	next := st.Turn() // the seat to throw (or to move) next
	var value [4][daryon.Pawns]int32
	var loop [4][daryon.Pawns]int8 // loop index of each pawn, -1 off the loop
	var dest [4][daryon.Pawns][7]int8
	for p := range n {
		for k := range daryon.Pawns {
			t, credit := st.Progress(p, k), st.MayGoHome(p, k)
			value[p][k] = pawnValue(t, credit)
			v[p] += value[p][k]
			loop[p][k] = int8(daryon.LoopIndex(st.Side(p), t))
			dest[p][k] = destinations(st.Side(p), t, credit)
		}
	}
	if d.simple {
		return v
	}
	safe := func(l int8) bool { return l < 0 || daryon.IsCorner(int(l)) || d.grey && daryon.IsJunction(int(l)) }
	for p := range n {
		for k := range daryon.Pawns {
			l := loop[p][k]
			if safe(l) || slices.Contains(loop[p][:k], l) {
				continue // safe, or counted with a pawn on the same cell
			}
			// The throws that bring an enemy pawn here, by enemy.
			var hit int32
			for q := range n {
				if q == p {
					continue
				}
				var w int32
				for kk := range 7 {
					if dest[q][0][kk] == l || dest[q][1][kk] == l || dest[q][2][kk] == l {
						w += int32(daryon.ThrowWeight(kk))
					}
				}
				hit += ai.DangerWeight(w, p, q, next, n)
			}
			hit = min(hit, 64)
			loss := int32(0) // every pawn of p on the cell goes home together
			for j := range daryon.Pawns {
				if loop[p][j] == l {
					loss += value[p][j]
				}
			}
			v[p] -= loss * hit / 64
		}
		// Credit to earn: for each throw, the best landing on an enemy.
		var gain int32
		for kk := range 7 {
			best := int32(0)
			for k := range daryon.Pawns {
				t := st.Progress(p, k)
				to := dest[p][k][kk]
				if st.MayGoHome(p, k) || safe(to) || !occupiedByEnemy(&loop, p, n, to) {
					continue
				}
				u := t + daryon.ThrowPoints(kk)
				if u > daryon.TTour {
					u -= daryon.LoopLen
				}
				best = max(best, pawnValue(u, true)-value[p][k])
			}
			gain += best * int32(daryon.ThrowWeight(kk))
		}
		if p != next {
			gain /= 2 // the enemy moves first, and may run
		}
		v[p] += gain / 64
	}
	return v
}

// occupiedByEnemy reports whether a pawn of a seat other than p stands on
// loop cell l.
func occupiedByEnemy(loop *[4][daryon.Pawns]int8, p, players int, l int8) bool {
	for q := range players {
		if q != p && (loop[q][0] == l || loop[q][1] == l || loop[q][2] == l) {
			return true
		}
	}
	return false
}

// destinations returns, for each throw K (0..6), the loop cell where a pawn
// of side d at progress t with the given credit lands, or -1 if it cannot
// move or does not land on the loop.
func destinations(d daryon.Side, t int, credit bool) (dest [7]int8) {
	for k := range 7 {
		dest[k] = -1
		if t < 1 || t > daryon.TTour {
			continue
		}
		u := t + daryon.ThrowPoints(k)
		if u > daryon.TTour {
			if credit {
				continue // into its corridor
			}
			u -= daryon.LoopLen
		}
		dest[k] = int8(daryon.LoopIndex(d, u))
	}
	return dest
}

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

// pawns is what the evaluation reads of every pawn of every seat: its
// value, its loop cell (-1 off the loop) and, for each throw, where it
// lands (see [destinations]).
type pawns struct {
	value [4][daryon.Pawns]int32
	loop  [4][daryon.Pawns]int8
	dest  [4][daryon.Pawns][7]int8
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
	var ps pawns
	for p := range n {
		for k := range daryon.Pawns {
			t, credit := st.Progress(p, k), st.MayGoHome(p, k)
			ps.value[p][k] = pawnValue(t, credit)
			v[p] += ps.value[p][k]
			ps.loop[p][k] = int8(daryon.LoopIndex(st.Side(p), t))
			ps.dest[p][k] = destinations(st.Side(p), t, credit)
		}
	}
	if d.simple {
		return v
	}
	next := st.Turn() // the seat to throw (or to move) next
	for p := range n {
		v[p] += d.creditToEarn(st, &ps, p, next) - d.danger(&ps, p, n, next)
	}
	return v
}

// safe reports whether a pawn on loop cell l (-1: off the loop) cannot be
// sent home: off the loop, on a corner, or on a junction when they are
// grey.
func (d evaluation) safe(l int8) bool {
	return l < 0 || daryon.IsCorner(int(l)) || d.grey && daryon.IsJunction(int(l))
}

// danger returns what seat p may lose before it moves again: for each
// unsafe cell its pawns stand on, the value of those pawns times the chance
// that an enemy pawn lands there, next being the seat to throw next.
func (d evaluation) danger(ps *pawns, p, players, next int) int32 {
	var lost int32
	for k := range daryon.Pawns {
		l := ps.loop[p][k]
		if d.safe(l) || slices.Contains(ps.loop[p][:k], l) {
			continue // safe, or counted with a pawn on the same cell
		}
		hit := min(hitWeight(ps, p, players, next, l), 64)
		loss := int32(0) // every pawn of p on the cell goes home together
		for j := range daryon.Pawns {
			if ps.loop[p][j] == l {
				loss += ps.value[p][j]
			}
		}
		lost += loss * hit / 64
	}
	return lost
}

// hitWeight returns the weight, in 64ths, of the throws that bring an enemy
// pawn of p's onto loop cell l, each enemy's scaled by when it moves.
func hitWeight(ps *pawns, p, players, next int, l int8) int32 {
	var hit int32
	for q := range players {
		if q == p {
			continue
		}
		var w int32
		for kk := range 7 {
			if ps.dest[q][0][kk] == l || ps.dest[q][1][kk] == l || ps.dest[q][2][kk] == l {
				w += int32(daryon.ThrowWeight(kk))
			}
		}
		hit += ai.DangerWeight(w, p, q, next, players)
	}
	return hit
}

// creditToEarn returns the credit seat p may earn with its next throw: for
// each throw, weighed by its chance, the best gain of a pawn without credit
// landing on an enemy; halved when an enemy moves first and may run.
func (d evaluation) creditToEarn(st *daryon.State, ps *pawns, p, next int) int32 {
	var gain int32
	for kk := range 7 {
		best := int32(0)
		for k := range daryon.Pawns {
			to := ps.dest[p][k][kk]
			if st.MayGoHome(p, k) || d.safe(to) || !occupiedByEnemy(&ps.loop, p, st.Players(), to) {
				continue
			}
			u := st.Progress(p, k) + daryon.ThrowPoints(kk)
			if u > daryon.TTour {
				u -= daryon.LoopLen
			}
			best = max(best, pawnValue(u, true)-ps.value[p][k])
		}
		gain += best * int32(daryon.ThrowWeight(kk))
	}
	if p != next {
		gain /= 2 // the enemy moves first, and may run
	}
	return gain / 64
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

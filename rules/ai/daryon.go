package ai

import (
	"strings"

	"tabula/rules"
	"tabula/rules/daryon"
)

// Daryon levels: chance steps looked through and node budget. One chance
// step is the turn itself (the move, judged before the next throw); two
// see every throw of the next player and his best answer.
var daryonLevels = [...]exConfig{
	Easy:   {depth: 1, nodes: 1 << 20, noise: 60},
	Medium: {depth: 1, nodes: 1 << 20},
	Hard:   {depth: 2, nodes: 40_000},
}

func runDaryon(s *Search) {
	st := s.st.(*daryon.State)
	ev := daryonEval{
		grey:   strings.Fields(st.Key())[3] == "on",
		simple: s.level == Easy,
	}
	g := exGame[daryon.State, *daryon.State]{eval: ev.eval}
	newEx(s, g, daryonLevels[s.level]).run()
}

// daryonHit[p] is how many of the 64 throws give p points.
var daryonHit = func() (w [13]int32) {
	for k := range 7 {
		w[daryon.ThrowPoints(k)] += int32(daryon.ThrowWeight(k))
	}
	return w
}()

// daryonEval judges a daryon position the way a player does.
type daryonEval struct {
	grey   bool // junctions are safe
	simple bool // the easy level's view: progress and credit, no danger
}

// pawnValue is what a pawn is worth, in tenths of a cell: leaving home is
// worth many cells (a 1 comes once in ten throws and gives another throw),
// then every cell of progress counts; credit is worth a lot, since without
// it a pawn goes round again.
func pawnValue(t int, credit bool) int32 {
	switch {
	case t == daryon.TStart:
		return 0
	case t == daryon.THome:
		return 10 * (30 + 40 + 15)
	}
	v := 30 + t
	if credit {
		v += 15
	} else if t > 28 {
		v = 30 + 28 // it will go round again unless it takes a pawn first
	}
	return int32(10 * v)
}

// eval scores every seat: the value of its pawns, less what it may lose
// to the pawns behind them before it moves again.
func (d daryonEval) eval(st *daryon.State) vec {
	var v vec
	n := st.Players()
	if st.ToMove() == rules.Over {
		return winnerVec(st.Result(), n)
	}
	next := st.Turn() // the seat to throw (or to move) next
	var value [4][daryon.Pawns]int32
	for p := range n {
		for k := range daryon.Pawns {
			value[p][k] = pawnValue(st.Progress(p, k), st.MayGoHome(p, k))
			v[p] += value[p][k]
		}
	}
	if d.simple {
		return v
	}
	for p := range n {
		for k := range daryon.Pawns {
			t := st.Progress(p, k)
			l := daryon.LoopIndex(st.Side(p), t)
			if l < 0 || daryon.IsCorner(l) || d.grey && daryon.IsJunction(l) {
				continue
			}
			if k > 0 && t == st.Progress(p, k-1) {
				continue // counted with the pawn beside it
			}
			// The weight of the throws that bring an enemy pawn here.
			var hit int32
			for q := range n {
				if q == p {
					continue
				}
				var w int32
				for j := range daryon.Pawns {
					w += daryonReach(st, q, j, l)
				}
				w = dangerWeight(w, p, q, next, n)
				hit += w
			}
			hit = min(hit, 64)
			// Every pawn of p on the cell goes home together.
			loss := int32(0)
			for j := range daryon.Pawns {
				if st.Progress(p, j) == t {
					loss += value[p][j]
				}
			}
			v[p] -= loss * hit / 64
		}
	}
	return v
}

// daryonReach returns how many throws of 64 bring pawn j of seat q onto
// loop cell l.
func daryonReach(st *daryon.State, q, j, l int) int32 {
	t := st.Progress(q, j)
	if t < 1 || t > daryon.TTour {
		return 0
	}
	side := st.Side(q)
	credit := st.MayGoHome(q, j)
	var w int32
	for p := 1; p <= 12; p++ {
		if daryonHit[p] == 0 {
			continue
		}
		u := t + p
		if u > daryon.TTour {
			if credit {
				continue // into its corridor
			}
			u -= daryon.LoopLen
		}
		if daryon.LoopIndex(side, u) == l {
			w += daryonHit[p]
		}
	}
	return w
}

// winnerVec scores a finished race: the winner has won, the others nothing.
func winnerVec(r rules.Result, players int) vec {
	var v vec
	for p := range players {
		if r.Winners.Has(rules.Player(p)) {
			v[p] = winValue
		}
	}
	return v
}

// dangerWeight scales the chance w that enemy q hits a piece of p by when q
// moves: in full if q is the seat to play now; if p plays first, it may run
// away, and the enemy just after it is the one to fear; others move later,
// when much will have changed.
func dangerWeight(w int32, p, q, turn, players int) int32 {
	switch {
	case q == turn:
		return w
	case p == turn && q == (turn+1)%players:
		return w / 2
	case p == turn:
		return w / 4
	}
	return w / 2
}

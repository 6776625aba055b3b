package thayyam

import (
	"tabula/rules"
	"tabula/rules/ai"
	"tabula/rules/thayyam"
)

// evaluation judges a Thayyam position.
type evaluation struct {
	simple bool // the easy level's view: progress only
	subtle bool // the hard level's view: waiting pieces, and the bonus of a capture
}

// waiting reports whether player p has a single piece waiting to enter.
func waiting(st *thayyam.State, p rules.Player) bool {
	for i := range 4 {
		if st.Progress(p, i) == thayyam.Waiting && st.Twin(p, i) < 0 {
			return true
		}
	}
	return false
}

// series[d] is, in thousandths, the chance that one series of
// throws holds throws summing to d (a single piece d cells behind can hit);
// twinSeries[d] that it holds throws summing to 2d or 2d+1 (twins d
// cells behind can hit twins); entrySeries[d] that it holds a 1 and
// other throws summing to d (a waiting piece can enter and hit d cells past
// its palace).
var series, twinSeries, entrySeries = func() (one, two, entry [thayyam.Centre + 1]int32) {
	const maxLen = 7
	var mass1, mass2, massE [thayyam.Centre + 1]int64
	var total int64
	vals := [5]int{1, 2, 3, 4, 8}
	weights := [5]int64{4, 6, 4, 1, 1}
	// sums has bit s set when some throws sum to s; rest likewise for the
	// throws but one 1, once there is a 1 (has1).
	var walk func(length int, sums, rest uint64, has1 bool, w int64)
	walk = func(length int, sums, rest uint64, has1 bool, w int64) {
		for i, x := range vals {
			ww := w * weights[i]
			ns, nr, n1 := sums|sums<<uint(x), rest|rest<<uint(x), has1
			if x == 1 && !has1 {
				nr, n1 = sums, true
			}
			if x != 2 && x != 3 && length+1 < maxLen {
				walk(length+1, ns, nr, n1, ww)
				continue
			}
			// The series ends here (or is cut: rare enough).
			for range maxLen - length - 1 {
				ww *= 16
			}
			total += ww
			for d := 1; d <= thayyam.Centre; d++ {
				if ns>>uint(d)&1 != 0 {
					mass1[d] += ww
				}
				if ns>>uint(2*d)&1 != 0 || ns>>uint(2*d+1)&1 != 0 {
					mass2[d] += ww
				}
				if n1 && nr>>uint(d)&1 != 0 {
					massE[d] += ww
				}
			}
		}
	}
	walk(0, 1, 0, false, 1)
	for d := range one {
		one[d] = int32(1000 * mass1[d] / total)
		two[d] = int32(1000 * mass2[d] / total)
		entry[d] = int32(1000 * massE[d] / total)
	}
	return one, two, entry
}()

// progressAt[seat][cell] is the progress of a piece of seat on cell.
var progressAt = func() (at [4][thayyam.NumCells]int8) {
	for seat := range 4 {
		for t := 0; t <= thayyam.Centre; t++ {
			at[seat][thayyam.CellOf(thayyam.Seat(seat), t)] = int8(t)
		}
	}
	return at
}()

// pieceValue is what a piece is worth, in tenths of a cell.
func pieceValue(t int) int32 {
	switch {
	case t == thayyam.Waiting:
		return 0
	case t == thayyam.Out:
		return 10 * (12 + 24 + 8)
	case t == thayyam.Centre:
		return 10 * (12 + 24 + 4)
	}
	return int32(10 * (12 + t))
}

// eval scores every seat: the value of its pieces, the throws it still
// holds and the series it is owed, less what the enemy pieces behind its
// pieces on ordinary cells may take with their next series.
func (d evaluation) eval(st *thayyam.State) ai.Scores {
	var v ai.Scores
	n := st.Players()
	if st.ToMove() == rules.Over {
		return ai.WinnerScores(st.Result(), n)
	}
	turn := st.Turn()
	var seat [4]thayyam.Seat
	for p := range n {
		seat[p] = thayyam.SeatOf(n, rules.Player(p))
		for i := range 4 {
			v[p] += pieceValue(st.Progress(rules.Player(p), i))
		}
	}
	if st.ToMove() >= 0 {
		var buf [16]int
		for _, x := range st.Pool(buf[:0]) {
			v[turn] += int32(6 * x) // a throw kept is most of a move
		}
	}
	v[turn] += int32(80 * st.Owed())
	if d.simple {
		return v
	}
	for p := range n {
		for i := range 4 {
			v[p] -= d.expectedLoss(st, &seat, rules.Player(p), i)
		}
	}
	return v
}

// expectedLoss returns what player p may lose of piece i (with its twin)
// before his next turn: its value, and with the hard level's eye the
// capturer's bonus series, times the chance that an enemy hits it. A piece
// off the board, on the centre or on a marked cell risks nothing, and
// twins are counted once, with the first of them.
func (d evaluation) expectedLoss(st *thayyam.State, seat *[4]thayyam.Seat, p rules.Player, i int) int32 {
	t := st.Progress(p, i)
	if t < 0 || t >= thayyam.Centre {
		return 0
	}
	cell := thayyam.CellOf(seat[p], t)
	if thayyam.Marked(cell) {
		return 0
	}
	twin := st.Twin(p, i)
	if twin >= 0 && twin < i {
		return 0 // counted with its twin
	}
	var risk int32
	for q := range st.Players() {
		if q != int(p) {
			risk += ai.DangerWeight(d.hitChance(st, seat, rules.Player(q), cell, twin >= 0), int(p), q, int(st.Turn()), st.Players())
		}
	}
	risk = min(risk, 1000)
	loss := pieceValue(t)
	if twin >= 0 {
		loss *= 2
	}
	if d.subtle {
		loss += 80 // and the capturer throws a bonus series
	}
	return loss * risk / 1000
}

// hitChance returns, in thousandths, the best chance that one series of
// enemy q's lets a piece of his land on cell: twins on twins, a single
// piece on a single piece, and, with the hard level's eye, a waiting piece
// that enters and goes on.
func (d evaluation) hitChance(st *thayyam.State, seat *[4]thayyam.Seat, q rules.Player, cell int, twins bool) int32 {
	tq := int(progressAt[seat[q]][cell])
	best := int32(0)
	for j := range 4 {
		tj := st.Progress(q, j)
		if tj < 0 || tj >= tq || (st.Twin(q, j) >= 0) != twins {
			continue
		}
		if twins {
			best = max(best, twinSeries[(tq-tj)])
		} else {
			best = max(best, series[tq-tj])
		}
	}
	if !twins && d.subtle && waiting(st, q) {
		best = max(best, entrySeries[tq])
	}
	return best
}

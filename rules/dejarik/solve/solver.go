package solve

import (
	"fmt"
	"sync"
	"sync/atomic"
)

// Solution is the result of [Solve]: for every entry of the table (see the
// package documentation for the order), the value for the player to move
// as a point difference and the number of plies to the end under best play
// (0 for a draw).
type Solution struct {
	Points []int8
	Plies  []uint16
}

// noExit marks an entry without a move that leaves its family.
const noExit = -128

// Solve computes the value of every position after both first moves by
// retrograde analysis, family by family: 3 v 3, then 4 v 3 with 3 v 4,
// then 4 v 4, each depending only on the ones before it through captures.
// workers goroutines generate the moves (at least 1); logf, if not nil,
// receives progress lines.
func Solve(workers int, logf func(format string, args ...any)) *Solution {
	ensureLayout()
	if workers < 1 {
		workers = 1
	}
	if logf == nil {
		logf = func(string, ...any) {}
	}
	s := &solver{
		sol:     &Solution{Points: make([]int8, lay.total), Plies: make([]uint16, lay.total)},
		workers: workers,
		logf:    logf,
	}
	b := func(m, o int) uint32 { return lay.base[m][o] }
	s.family(b(3, 3), b(4, 3))
	s.family(b(4, 3), b(4, 4))
	s.family(b(4, 4), lay.total)
	return s.sol
}

type solver struct {
	sol     *Solution
	workers int
	logf    func(string, ...any)
}

// Per-entry state during the analysis of a family.
const (
	undecided = iota
	pendingWin
	pendingLoss
	final
)

// family solves the entries [lo, hi), whose moves stay inside the family
// unless they end the game or capture into a family already solved.
//
// The method: a move of an entry either stays in the family (an edge), or
// leaves it with a known outcome for the mover (an exit: a win ending the
// game, or a capture into a solved entry). For each entry we keep the
// number of distinct entries its edges lead to that are not yet known to be
// won by their mover (cnt), and the best exit (exitBest, exitDist: the
// shortest among the best winning exits, the longest among the best losing
// ones). Then, for v = 3, 2, 1, a breadth-first search by distance, in
// buckets: an entry wins v when an exit gives exactly v or an edge leads to
// an entry lost by v; it loses v when all its edges lead to entries won by
// at least v, none of its exits gives more than -v, and something gives
// exactly -v. What is left after v = 1 can only cycle or block: a draw.
func (s *solver) family(lo, hi uint32) {
	n := hi - lo
	cnt := make([]uint8, n)
	exitBest := make([]int8, n)
	exitDist := make([]uint16, n)
	off := make([]uint32, n+1)

	// Pass 1: count the edges into each entry; find the exits.
	s.parallel(lo, hi, func(x uint32, kids []uint32, exits []child) {
		i := x - lo
		cnt[i] = uint8(len(kids))
		for _, k := range kids {
			atomic.AddUint32(&off[k-lo+1], 1)
		}
		best, dist := int8(noExit), uint16(0)
		for _, c := range exits {
			u, d := c.points, uint16(1)
			if u == 0 { // a capture into a solved entry
				y := index(c.o, c.m)
				u = -s.sol.Points[y]
				d = 1 + s.sol.Plies[y]
			}
			switch {
			case u > best:
				best, dist = u, d
			case u == best && u > 0 && d < dist:
				dist = d
			case u == best && u < 0 && d > dist:
				dist = d
			}
		}
		if len(kids) == 0 && len(exits) == 0 {
			best = 0 // blocked: a draw, never won or lost
		}
		exitBest[i], exitDist[i] = best, dist
	})
	for i := range n {
		off[i+1] += off[i]
	}
	edges := off[n]
	rev := make([]uint32, edges)
	pos := make([]uint32, n)
	copy(pos, off[:n])
	// Pass 2: fill the lists of predecessors.
	s.parallel(lo, hi, func(x uint32, kids []uint32, _ []child) {
		for _, k := range kids {
			rev[atomic.AddUint32(&pos[k-lo], 1)-1] = x - lo
		}
	})
	pos = nil
	s.logf("family %d..%d: %d entries, %d edges", lo, hi, n, edges)

	status := make([]uint8, n)
	tent := make([]uint16, n)
	var buckets [][]uint32
	push := func(d uint16, i uint32) {
		for int(d) >= len(buckets) {
			buckets = append(buckets, nil)
		}
		buckets[d] = append(buckets[d], i)
	}
	for v := int8(3); v >= 1; v-- {
		buckets = buckets[:0]
		for i := range n {
			if status[i] != undecided {
				continue
			}
			if exitBest[i] == v {
				status[i], tent[i] = pendingWin, exitDist[i]
				push(exitDist[i], i)
			} else if cnt[i] == 0 && exitBest[i] == -v {
				status[i], tent[i] = pendingLoss, exitDist[i]
				push(exitDist[i], i)
			}
		}
		wins, losses := 0, 0
		for d := 0; d < len(buckets); d++ {
			for _, i := range buckets[d] {
				if tent[i] != uint16(d) || status[i] == final || status[i] == undecided {
					continue
				}
				preds := rev[off[i]:off[i+1]]
				if status[i] == pendingWin {
					status[i] = final
					s.sol.Points[lo+i], s.sol.Plies[lo+i] = v, uint16(d)
					wins++
					for _, p := range preds {
						cnt[p]--
						if cnt[p] == 0 && status[p] == undecided && exitBest[p] <= -v {
							dd := uint16(d + 1)
							if exitBest[p] == -v && exitDist[p] > dd {
								dd = exitDist[p]
							}
							status[p], tent[p] = pendingLoss, dd
							push(dd, p)
						}
					}
				} else {
					status[i] = final
					s.sol.Points[lo+i], s.sol.Plies[lo+i] = -v, uint16(d)
					losses++
					dd := uint16(d + 1)
					for _, p := range preds {
						if status[p] == undecided || status[p] == pendingWin && tent[p] > dd {
							status[p], tent[p] = pendingWin, dd
							push(dd, p)
						}
					}
				}
			}
			buckets[d] = nil
		}
		s.logf("  v=%d: %d won, %d lost", v, wins, losses)
	}
}

// parallel generates the moves of every entry in [lo, hi) on the solver's
// workers and calls fn with the distinct entries of the family its edges
// lead to and its exits (moves that end the game or capture). fn may run
// concurrently for different entries.
func (s *solver) parallel(lo, hi uint32, fn func(x uint32, kids []uint32, exits []child)) {
	const chunk = 4096
	var next atomic.Uint32
	next.Store(lo)
	var wg sync.WaitGroup
	for range s.workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var buf []child
			var kids []uint32
			var exits []child
			for {
				start := next.Add(chunk) - chunk
				if start >= hi {
					return
				}
				for x := start; x < min(start+chunk, hi); x++ {
					m, o := entryPos(x)
					buf = genMoves(m, o, buf[:0])
					kids, exits = kids[:0], exits[:0]
					for _, c := range buf {
						if c.points > 0 || c.capt {
							exits = append(exits, c)
							continue
						}
						k := index(c.o, c.m)
						if k < lo || k >= hi {
							panic(fmt.Sprintf("solve: move from entry %d leaves its family to %d", x, k))
						}
						kids = insertUnique(kids, k)
					}
					fn(x, kids, exits)
				}
			}
		}()
	}
	wg.Wait()
}

// insertUnique adds k to the sorted list, unless it is there already.
func insertUnique(list []uint32, k uint32) []uint32 {
	i := len(list)
	for i > 0 && list[i-1] > k {
		i--
	}
	if i > 0 && list[i-1] == k {
		return list
	}
	list = append(list, 0)
	copy(list[i+1:], list[i:])
	list[i] = k
	return list
}

// Summary counts the classes of a solution (the entries that are not
// duplicates) by value, from -3 to +3, and gives the longest line.
func (sol *Solution) Summary() (byValue [7]int, classes, longest int) {
	ensureLayout()
	for i, p := range sol.Points {
		if duplicate(uint32(i)) {
			continue
		}
		byValue[p+3]++
		classes++
		longest = max(longest, int(sol.Plies[i]))
	}
	return byValue, classes, longest
}

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
	a := &analysis{solver: s, lo: lo, n: hi - lo}
	a.findEdgesAndExits(hi)
	a.linkPredecessors(hi)
	s.logf("family %d..%d: %d entries, %d edges", lo, hi, a.n, a.off[a.n])
	a.status = make([]uint8, a.n)
	a.tent = make([]uint16, a.n)
	for v := int8(3); v >= 1; v-- {
		wins, losses := a.settle(v)
		s.logf("  v=%d: %d won, %d lost", v, wins, losses)
	}
}

// An analysis is the solving of one family, the entries [lo, lo+n), as
// [solver.family] describes it. Its slices are indexed by entry minus lo.
type analysis struct {
	*solver
	lo, n    uint32
	cnt      []uint8  // edges to entries not yet known to be won by their mover
	exitBest []int8   // the best exit's value, noExit if none
	exitDist []uint16 // the plies of the best exit
	off      []uint32 // the predecessors of i are rev[off[i]:off[i+1]]
	rev      []uint32
	status   []uint8  // undecided, pendingWin, pendingLoss or final
	tent     []uint16 // the tentative distance of a pending entry
	buckets  [][]uint32
}

// findEdgesAndExits generates the moves of every entry (pass 1): it counts
// each entry's edges, and into off the edges into each entry, and keeps
// its best exit.
func (a *analysis) findEdgesAndExits(hi uint32) {
	a.cnt = make([]uint8, a.n)
	a.exitBest = make([]int8, a.n)
	a.exitDist = make([]uint16, a.n)
	a.off = make([]uint32, a.n+1)
	a.parallel(a.lo, hi, func(x uint32, kids []uint32, exits []child) {
		i := x - a.lo
		a.cnt[i] = uint8(len(kids))
		for _, k := range kids {
			atomic.AddUint32(&a.off[k-a.lo+1], 1)
		}
		best, dist := a.bestExit(exits)
		if len(kids) == 0 && len(exits) == 0 {
			best = 0 // blocked: a draw, never won or lost
		}
		a.exitBest[i], a.exitDist[i] = best, dist
	})
	for i := range a.n {
		a.off[i+1] += a.off[i]
	}
}

// bestExit returns the best value of exits for the mover, noExit if there
// are none, and its plies: the shortest among the best winning exits, the
// longest among the best losing ones.
func (a *analysis) bestExit(exits []child) (best int8, dist uint16) {
	best = noExit
	for _, c := range exits {
		u, d := c.points, uint16(1)
		if u == 0 { // a capture into a solved entry
			y := index(c.o, c.m)
			u = -a.sol.Points[y]
			d = 1 + a.sol.Plies[y]
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
	return best, dist
}

// linkPredecessors fills the lists of predecessors (pass 2), in the places
// that off counted.
func (a *analysis) linkPredecessors(hi uint32) {
	a.rev = make([]uint32, a.off[a.n])
	pos := make([]uint32, a.n)
	copy(pos, a.off[:a.n])
	a.parallel(a.lo, hi, func(x uint32, kids []uint32, _ []child) {
		for _, k := range kids {
			a.rev[atomic.AddUint32(&pos[k-a.lo], 1)-1] = x - a.lo
		}
	})
}

// push makes entry i pending at distance d.
func (a *analysis) push(d uint16, i uint32) {
	for int(d) >= len(a.buckets) {
		a.buckets = append(a.buckets, nil)
	}
	a.buckets[d] = append(a.buckets[d], i)
}

// settle finds the entries won and lost by v, by distance, and returns how
// many of each.
func (a *analysis) settle(v int8) (wins, losses int) {
	a.buckets = a.buckets[:0]
	a.pushExits(v)
	for d := 0; d < len(a.buckets); d++ {
		for _, i := range a.buckets[d] {
			switch {
			case a.tent[i] != uint16(d) || a.status[i] == final || a.status[i] == undecided:
			case a.status[i] == pendingWin:
				a.win(i, v, d)
				wins++
			default:
				a.lose(i, v, d)
				losses++
			}
		}
		a.buckets[d] = nil
	}
	return wins, losses
}

// pushExits makes pending the undecided entries that an exit decides for
// v: won if their best exit gives v, lost if they have no edge left and
// their best exit gives -v.
func (a *analysis) pushExits(v int8) {
	for i := range a.n {
		if a.status[i] != undecided {
			continue
		}
		if a.exitBest[i] == v {
			a.status[i], a.tent[i] = pendingWin, a.exitDist[i]
			a.push(a.exitDist[i], i)
		} else if a.cnt[i] == 0 && a.exitBest[i] == -v {
			a.status[i], a.tent[i] = pendingLoss, a.exitDist[i]
			a.push(a.exitDist[i], i)
		}
	}
}

// win settles entry i as won by v in d plies, and makes pending, as lost,
// each predecessor whose edges all lead to entries now won and whose best
// exit gives no more than -v.
func (a *analysis) win(i uint32, v int8, d int) {
	a.status[i] = final
	a.sol.Points[a.lo+i], a.sol.Plies[a.lo+i] = v, uint16(d)
	for _, p := range a.rev[a.off[i]:a.off[i+1]] {
		a.cnt[p]--
		if a.cnt[p] == 0 && a.status[p] == undecided && a.exitBest[p] <= -v {
			dd := uint16(d + 1)
			if a.exitBest[p] == -v && a.exitDist[p] > dd {
				dd = a.exitDist[p]
			}
			a.status[p], a.tent[p] = pendingLoss, dd
			a.push(dd, p)
		}
	}
}

// lose settles entry i as lost by v in d plies, and makes pending, as won
// in d+1 plies, each predecessor not yet pending sooner.
func (a *analysis) lose(i uint32, v int8, d int) {
	a.status[i] = final
	a.sol.Points[a.lo+i], a.sol.Plies[a.lo+i] = -v, uint16(d)
	dd := uint16(d + 1)
	for _, p := range a.rev[a.off[i]:a.off[i+1]] {
		if a.status[p] == undecided || a.status[p] == pendingWin && a.tent[p] > dd {
			a.status[p], a.tent[p] = pendingWin, dd
			a.push(dd, p)
		}
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

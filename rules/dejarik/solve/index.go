package solve

import (
	"math/bits"
	"sort"
	"sync"
)

// Symmetries. The board has 24: the 12 rotations by whole spokes, each
// with or without the mirror image. Symmetry g = mir*12 + r maps spoke i to
// r + i (mir = 0) or r - i (mir = 1), modulo 12, on both rings at once, and
// keeps the centre.
const numSyms = 24

var rev12 [1 << ring]uint16 // rev12[x] has bit (12-i)%12 for each bit i of x

func init() {
	for x := range 1 << ring {
		var y uint16
		for i := range ring {
			if x&(1<<i) != 0 {
				y |= 1 << spoke(-i)
			}
		}
		rev12[x] = y
	}
}

// ringSym applies symmetry g to a ring mask.
func ringSym(x uint32, g int) uint32 {
	if g >= ring {
		x = uint32(rev12[x])
		g -= ring
	}
	return (x<<uint(g) | x>>(ring-uint(g))) & ringMask
}

// boardSym applies symmetry g to a cell mask.
func boardSym(b uint32, g int) uint32 {
	return b&centreBit |
		ringSym(b>>innerShift&ringMask, g)<<innerShift |
		ringSym(b>>outerShift&ringMask, g)<<outerShift
}

// binom[n][k] is n choose k, for n <= 25.
var binom [26][6]uint32

func init() {
	for n := range 26 {
		binom[n][0] = 1
		for k := 1; k < 6; k++ {
			if n > 0 {
				binom[n][k] = binom[n-1][k-1] + binom[n-1][k]
			}
		}
	}
}

// colex returns the rank of the set of bit positions of x among the sets of
// the same size, in increasing order of their masks (colexicographic).
func colex(x uint32) uint32 {
	var r uint32
	for k := 1; x != 0; k++ {
		r += binom[bits.TrailingZeros32(x)][k]
		x &= x - 1
	}
	return r
}

// rankIn returns the colex rank of x among the sets of cells outside the
// cells of m (x and m disjoint): each cell is renumbered by skipping the
// cells of m below it.
func rankIn(x, m uint32) uint32 {
	var r uint32
	for k := 1; x != 0; k++ {
		b := bits.TrailingZeros32(x)
		p := b - bits.OnesCount32(m&(1<<uint(b)-1))
		r += binom[p][k]
		x &= x - 1
	}
	return r
}

// orbits holds, for the pawn sets of one size (3 or 4 cells), the orbits
// under the 24 symmetries: for each set (by colex rank), the number of its
// orbit and a symmetry taking it to the orbit's representative (its
// smallest mask); the representatives, in increasing order, are reps, with
// their stabilizers (the other symmetries that keep them, bit g for
// symmetry g) and their masks in ranking order (see relabel).
type orbits struct {
	orbit  []uint16
	sym    []uint8
	reps   []uint32
	stab   []uint32
	relRep []uint32
}

var (
	orbitsOnce sync.Once
	orbs       [5]*orbits // by set size: 3 and 4
)

func buildOrbits(k int) *orbits {
	n := binom[25][k]
	ob := &orbits{orbit: make([]uint16, n), sym: make([]uint8, n)}
	canon := make([]uint32, n)
	for x := uint32(1)<<k - 1; x < 1<<25; {
		best, bg := x, 0
		for g := 1; g < numSyms; g++ {
			if y := boardSym(x, g); y < best {
				best, bg = y, g
			}
		}
		r := colex(x)
		canon[r], ob.sym[r] = best, uint8(bg)
		if best == x { // sets come in increasing order, so reps do too
			var stab uint32
			for g := 1; g < numSyms; g++ {
				if boardSym(x, g) == x {
					stab |= 1 << g
				}
			}
			ob.reps = append(ob.reps, x)
			ob.stab = append(ob.stab, stab)
			ob.relRep = append(ob.relRep, relabel(x))
		}
		// Next set of k bits (Gosper's hack).
		c := x & -x
		y := x + c
		x = ((x^y)>>2)/c | y
	}
	for r, c := range canon {
		ob.orbit[r] = uint16(sort.Search(len(ob.reps), func(i int) bool { return ob.reps[i] >= c }))
	}
	return ob
}

// relabel renumbers the cells of a mask for ranking the other's pawns:
// the centre stays 0, O_i becomes 1+2i and I_i becomes 2+2i, so that the
// cells of one spoke are neighbours in the order of the entries. (This
// order compresses the table about 5% better than the cell numbers.)
func relabel(x uint32) uint32 {
	return x&centreBit | spread[x>>outerShift&ringMask]<<1 | spread[x>>innerShift&ringMask]<<2
}

// unrelabel is the inverse of relabel.
func unrelabel(y uint32) uint32 {
	x := y & centreBit
	for i := range uint(ring) {
		x |= (y >> (1 + 2*i) & 1) << (outerShift + i)
		x |= (y >> (2 + 2*i) & 1) << (innerShift + i)
	}
	return x
}

// spread[x] has bit 2i for each bit i of x.
var spread [1 << ring]uint32

func init() {
	for x := range 1 << ring {
		for i := range ring {
			if x&(1<<i) != 0 {
				spread[x] |= 1 << (2 * i)
			}
		}
	}
}

func initOrbits() {
	orbitsOnce.Do(func() {
		orbs[3] = buildOrbits(3)
		orbs[4] = buildOrbits(4)
	})
}

// The classes of positions by material, in the order of the table: mover's
// pawns, then the other's.
var classes = [4][2]int{{3, 3}, {4, 3}, {3, 4}, {4, 4}}

// layout says where each class starts in the table and how many entries
// one orbit of the mover's pawns takes (the sets of the other's pawns among
// the remaining cells).
type layout struct {
	base  [5][5]uint32 // base[m][o]: first entry of class m v o
	per   [5][5]uint32 // per[m][o]: C(25-m, o)
	total uint32
}

var lay layout

func initLayout() {
	initOrbits()
	var at uint32
	for _, c := range classes {
		m, o := c[0], c[1]
		lay.base[m][o] = at
		lay.per[m][o] = binom[25-m][o]
		at += uint32(len(orbs[m].reps)) * lay.per[m][o]
	}
	lay.total = at
}

var layoutOnce sync.Once

func ensureLayout() { layoutOnce.Do(initLayout) }

// index returns the entry of the position (mover m, other o), both with 3
// or 4 pawns. It turns the board so that the mover's pawns are their
// orbit's representative, then ranks the other's pawns among the cells
// left (relabelled); when symmetries keep the representative, the
// smallest rank of their images of the other's pawns counts, so that
// symmetric positions share one entry.
func index(m, o uint32) uint32 {
	nm, no := bits.OnesCount32(m), bits.OnesCount32(o)
	ob := orbs[nm]
	r := colex(m)
	orbit := ob.orbit[r]
	o = boardSym(o, int(ob.sym[r]))
	rel := ob.relRep[orbit]
	rank := rankIn(relabel(o), rel)
	for st := ob.stab[orbit]; st != 0; st &= st - 1 {
		rank = min(rank, rankIn(relabel(boardSym(o, bits.TrailingZeros32(st))), rel))
	}
	return lay.base[nm][no] + uint32(orbit)*lay.per[nm][no] + rank
}

// entryPos returns the position of an entry, with the mover's pawns on
// their orbit's representative. An entry that index never returns (a
// duplicate: a symmetry keeping the representative turns its position into
// one of smaller rank) still has a position, a symmetric image of the one
// of a smaller entry, so index(entryPos(x)) differs from x exactly for the
// duplicates.
func entryPos(x uint32) (m, o uint32) {
	ci := len(classes) - 1
	for ci > 0 && lay.base[classes[ci][0]][classes[ci][1]] > x {
		ci--
	}
	nm, no := classes[ci][0], classes[ci][1]
	x -= lay.base[nm][no]
	per := lay.per[nm][no]
	ob := orbs[nm]
	return ob.reps[x/per], unrelabel(unrankIn(x%per, no, ob.relRep[x/per]))
}

// duplicate reports whether entry x is one that index never returns.
func duplicate(x uint32) bool { return index(entryPos(x)) != x }

// unrankIn returns the set of k cells outside m whose rankIn is r.
func unrankIn(r uint32, k int, m uint32) uint32 {
	var x uint32
	for ; k > 0; k-- {
		p := k - 1
		for binom[p+1][k] <= r {
			p++
		}
		r -= binom[p][k]
		x |= deposit(p, m)
	}
	return x
}

// deposit returns the bit of the p-th cell (from 0) outside m.
func deposit(p int, m uint32) uint32 {
	for c := range 25 {
		if m&(1<<c) != 0 {
			continue
		}
		if p == 0 {
			return 1 << c
		}
		p--
	}
	return 0
}

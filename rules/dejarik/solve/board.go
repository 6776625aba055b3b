package solve

import "math/bits"

// The solver's own view of a position: two 25-bit cell masks with the cell
// numbers of package dejarik (bit 0 the centre, bits 1..12 the inner ring
// I0..I11, bits 13..24 the outer ring O0..O11), the pawns of the player to
// move first. Both players have made their first move, so the colours play
// alike and only "mover" and "other" matter.

const (
	ring       = 12
	ringMask   = 0xFFF
	centreBit  = 1
	innerShift = 1
	outerShift = 13
	innerMask  = ringMask << innerShift
	boardMask  = 1<<25 - 1
)

// rotr returns the ring mask r turned so that bit j holds spoke j+d.
func rotr(r uint32, d uint) uint32 { return (r>>d | r<<(ring-d)) & ringMask }

// spoke returns i modulo 12.
func spoke(i int) uint { return uint((i%ring + ring) % ring) }

// besideInner[k] is the cell mask of I_{k-1} and I_{k+1}.
var besideInner [ring]uint32

func init() {
	for k := range ring {
		besideInner[k] = 1<<(innerShift+spoke(k-1)) | 1<<(innerShift+spoke(k+1))
	}
}

// child is what a move leads to: the mover's and the other's cells after
// it (before the turn passes), the points the mover wins by it (0 if the
// game goes on) and whether it removed a pawn.
type child struct {
	m, o   uint32
	points int8
	capt   bool
}

// winPoints returns what the mover, whose pawns are m after his move,
// wins, with o the other's pawns: 3 for four on four consecutive inner
// cells, 2 when the other has at most 2 pawns left, 1 for exactly three on
// three consecutive inner cells, the highest that holds; 0 if none.
func winPoints(m, o uint32) int8 {
	n := bits.OnesCount32(m)
	var r3, r4 uint32
	if m&^innerMask == 0 {
		r := m >> innerShift
		r3 = r & rotr(r, 1) & rotr(r, 2)
		r4 = r3 & rotr(r, 3)
	}
	switch {
	case n == 4 && r4 != 0:
		return 3
	case bits.OnesCount32(o) <= 2:
		return 2
	case n == 3 && r3 != 0:
		return 1
	}
	return 0
}

// genMoves appends what every legal move of the mover (pawns m, other's
// pawns o, diagonal exits allowed) leads to, following the rules file move
// by move: Dejarik inverse, return, then the exits of the outer pawns with
// the landing rule (capture, else augmentation).
func genMoves(m, o uint32, buf []child) []child {
	occ := m | o
	e := ^occ >> innerShift & ringMask // empty inner spokes
	f := ^occ >> outerShift & ringMask // empty outer spokes
	add := func(nm, no uint32, capt bool) {
		buf = append(buf, child{m: nm, o: no, points: winPoints(nm, no), capt: capt})
	}
	if m&centreBit != 0 { // Dejarik inverse C -> O_j: I_j and O_j empty
		for d := e & f; d != 0; d &= d - 1 {
			j := uint(bits.TrailingZeros32(d))
			add(m&^centreBit|1<<(outerShift+j), o, false)
		}
	}
	for r := m >> innerShift & f; r != 0; r &= r - 1 { // return I_i -> O_i
		i := uint(bits.TrailingZeros32(r))
		add(m&^(1<<(innerShift+i))|1<<(outerShift+i), o, false)
	}
	for r := m >> outerShift & e; r != 0; r &= r - 1 { // outer pawns with I_i empty
		i := int(bits.TrailingZeros32(r))
		from := uint32(1) << (outerShift + uint(i))
		base := m &^ from
		if occ&centreBit == 0 { // Dejarik O_i -> C
			add(base|centreBit, o, false)
		}
		add(base|1<<(innerShift+uint(i)), o, false) // straight exit
		for _, s := range [2]int{1, -1} {
			// Diagonal exit to I_{i+s}, double to I_{i+2s}.
			if e&(1<<spoke(i+s)) == 0 {
				continue
			}
			land(base, o, spoke(i+s), s, &buf)
			if f&(1<<spoke(i+s)) != 0 && e&(1<<spoke(i+2*s)) != 0 {
				land(base, o, spoke(i+2*s), s, &buf)
			}
		}
	}
	return buf
}

// land finishes a diagonal exit of the mover (other pawns base) landing on
// I_k in direction s: capture every other pawn beside I_k, else, if O_k
// holds a pawn of the mover and I_{k+s}, I_{k+2s} are empty, go on to
// I_{k+2s} and land again.
func land(base, o uint32, k uint, s int, buf *[]child) {
	for {
		if caps := o & besideInner[k]; caps != 0 {
			nm, no := base|1<<(innerShift+k), o&^caps
			*buf = append(*buf, child{m: nm, o: no, points: winPoints(nm, no), capt: true})
			return
		}
		occ := base | o | 1<<(innerShift+k)
		mid, next := spoke(int(k)+s), spoke(int(k)+2*s)
		if base&(1<<(outerShift+k)) == 0 || occ&(1<<(innerShift+mid)|1<<(innerShift+next)) != 0 {
			nm := base | 1<<(innerShift+k)
			*buf = append(*buf, child{m: nm, o: o, points: winPoints(nm, o)})
			return
		}
		k = next
	}
}

// hasMove reports whether the mover (pawns m) has a legal move: straight
// exits and returns decide, as every ring move needs the cell in front or
// behind empty.
func hasMove(m, o uint32) bool {
	occ := m | o
	e := ^occ >> innerShift & ringMask
	f := ^occ >> outerShift & ringMask
	return m>>innerShift&f|m>>outerShift&e != 0 || m&centreBit != 0 && e&f != 0
}

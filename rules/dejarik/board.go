package dejarik

import (
	"fmt"
	"strconv"
)

// Cell is one of the 25 cells of the board: the centre C, the inner ring
// I0..I11 (cells 1..12) and the outer ring O0..O11 (cells 13..24). -1 means
// no cell.
type Cell int8

// The cells, in the order of their numbers. Actions, legal lists and
// pictures follow this order.
const (
	C Cell = iota
	I0
	I1
	I2
	I3
	I4
	I5
	I6
	I7
	I8
	I9
	I10
	I11
	O0
	O1
	O2
	O3
	O4
	O5
	O6
	O7
	O8
	O9
	O10
	O11
)

// NumCells is the number of cells of the board.
const NumCells = 25

// Ring is the number of cells of each ring, and of spokes.
const Ring = 12

// Inner returns the inner cell I_i; i is taken modulo 12, so Inner(-1) is I11.
func Inner(i int) Cell { return I0 + Cell(mod12(i)) }

// Outer returns the outer cell O_i; i is taken modulo 12, so Outer(12) is O0.
func Outer(i int) Cell { return O0 + Cell(mod12(i)) }

func mod12(i int) int {
	i %= Ring
	if i < 0 {
		i += Ring
	}
	return i
}

// IsCentre reports whether c is the centre.
func (c Cell) IsCentre() bool { return c == C }

// IsInner reports whether c is on the inner ring.
func (c Cell) IsInner() bool { return c >= I0 && c <= I11 }

// IsOuter reports whether c is on the outer ring.
func (c Cell) IsOuter() bool { return c >= O0 && c <= O11 }

// Valid reports whether c is a cell of the board.
func (c Cell) Valid() bool { return c >= C && c <= O11 }

// Index returns the spoke of a ring cell (i for I_i and O_i), or -1 for the
// centre or an invalid cell.
func (c Cell) Index() int {
	switch {
	case c.IsInner():
		return int(c - I0)
	case c.IsOuter():
		return int(c - O0)
	}
	return -1
}

// String returns the cell in the notation of the rules: "C", "I0".."I11",
// "O0".."O11", or "?" followed by the number for an invalid cell.
func (c Cell) String() string {
	switch {
	case c == C:
		return "C"
	case c.IsInner():
		return cellNames[c]
	case c.IsOuter():
		return cellNames[c]
	}
	return "?" + strconv.Itoa(int(c))
}

var cellNames = func() (names [NumCells]string) {
	names[C] = "C"
	for i := range Ring {
		names[Inner(i)] = "I" + strconv.Itoa(i)
		names[Outer(i)] = "O" + strconv.Itoa(i)
	}
	return names
}()

// ParseCell reads a cell written as the rules write it: "C", "I0".."I11" or
// "O0".."O11", case-sensitive and without leading zeros.
func ParseCell(s string) (Cell, error) {
	for c, name := range cellNames {
		if s == name {
			return Cell(c), nil
		}
	}
	return -1, fmt.Errorf("dejarik: bad cell %q: want C, I0..I11 or O0..O11", s)
}

// Angle returns the display angle of spoke i, in whole degrees
// counter-clockwise from the positive x axis, in [0, 360): sector i is
// centred on 225° + 30°·i, so O0..O3 are at the bottom. It is for screens
// only; the rules use no geometry.
func Angle(i int) int { return (225 + 30*mod12(i)) % 360 }

// The masks of the zones in a bitboard, where bit c stands for cell c.
const (
	centreMask uint32 = 1 << C
	innerMask  uint32 = 0xFFF << I0
	ringMask   uint32 = 0xFFF
)

// Ring helpers on 12-bit masks, bit i for spoke i.

// rotl returns the 12-bit ring mask r turned by n spokes counter-clockwise:
// bit i moves to bit i+n.
func rotl(r uint32, n uint) uint32 { return (r<<n | r>>(Ring-n)) & ringMask }

// rot returns the 12-bit ring mask r turned so that bit j holds spoke j+d.
func rot(r uint32, d uint) uint32 { return (r>>d | r<<(Ring-d)) & ringMask }

// Tables of spokes: for spoke i, the bits of its two neighbours and of the
// spokes two away on each side, in 12-bit ring masks.
var (
	besideSpokes [Ring]uint32
	up2Spoke     [Ring]uint32
	down2Spoke   [Ring]uint32
	// besideInner[k] is the cell mask of I_{k-1} and I_{k+1}.
	besideInner [Ring]uint32
)

func init() {
	for i := range Ring {
		besideSpokes[i] = 1<<mod12(i-1) | 1<<mod12(i+1)
		up2Spoke[i] = 1 << mod12(i+2)
		down2Spoke[i] = 1 << mod12(i-2)
		besideInner[i] = 1<<Inner(i-1) | 1<<Inner(i+1)
	}
}

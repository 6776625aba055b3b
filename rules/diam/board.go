package diam

// Cells is the number of cells of the ring, and MaxHeight the most pawns a
// cell holds.
const (
	Cells     = 8
	MaxHeight = 4
)

// Board layout. Cell n is byte n of the board words; level l (1..4) of it is
// the 2-bit field at bit 8n+2(l-1). A [State]'s col holds the colour of every
// pawn there (0 where there is none), its occ holds 1 in the low bit of every
// occupied field.
const (
	lowBytes  = 0x0101010101010101
	lowHalf   = 0x54545454 // levels 2..4 of cells 0..3: where a diam is read
	level4    = 0x40404040
	level3    = 0x10101010
	level2    = 0x04040404
	gatherMul = 0x0102040810204080 // gathers the low bit of each byte
)

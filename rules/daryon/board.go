package daryon

// Cell is a square of the 9 × 9 board, numbered y*9 + x, with x = 0..8 left
// to right and y = 0..8 bottom to top; -1 means none. Every cell number fits
// an int8, as the fields of rules.Event need.
type Cell int8

// Size is the width and height of the board in cells.
const Size = 9

// NoCell is the Cell of nothing.
const NoCell Cell = -1

// Centre is the cell (4, 4), cut into the four small triangles that are the
// homes of S, W, N and E. Every pawn at home, not yet started or finished, is
// on it; its owner's side says which triangle.
const Centre Cell = 4*Size + 4

// CellAt returns the cell (x, y), or NoCell if (x, y) is off the board.
func CellAt(x, y int) Cell {
	if x < 0 || x >= Size || y < 0 || y >= Size {
		return NoCell
	}
	return Cell(y*Size + x)
}

// XY returns the coordinates of c.
func (c Cell) XY() (x, y int) { return int(c) % Size, int(c) / Size }

// Side is one of the four sides of the board, which is also a colour: its
// junction, corridor and home belong to the player seated there.
type Side int8

// The four sides, in the direction of movement (clockwise on the board).
const (
	South Side = iota
	West
	North
	East
)

// Letter returns the one-letter name of the side: S, W, N or E.
func (d Side) Letter() byte { return "SWNE"[d&3] }

// Junction returns the loop index of the side's junction: 0, 8, 16 or 24.
func (d Side) Junction() int { return 8 * int(d) }

// LoopLen is the number of cells of the loop, L0..L31.
const LoopLen = 32

// The progress t of a pawn along its path.
const (
	// TStart is a pawn at home that has not started.
	TStart = 0
	// TJunction is a pawn on its junction at the start of a tour.
	TJunction = 4
	// TTour is a pawn on its junction one complete tour later, with credit.
	TTour = 36
	// THome is a pawn back home, finished.
	THome = 40
)

// Loop lists the cells of the loop: Loop[i] is L_i, numbered clockwise from
// the south junction L0 = (4, 0).
var Loop = func() (loop [LoopLen]Cell) {
	// From (4, 0) west to the corner, then north, east, south and back west.
	steps := [...]struct{ n, dx, dy int }{{4, -1, 0}, {8, 0, 1}, {8, 1, 0}, {8, 0, -1}, {3, -1, 0}}
	x, y, i := 4, 0, 0
	loop[0] = CellAt(x, y)
	for _, s := range steps {
		for range s.n {
			x, y, i = x+s.dx, y+s.dy, i+1
			loop[i] = CellAt(x, y)
		}
	}
	return loop
}()

// Corridors lists the corridor of each side from the home outwards:
// Corridors[d][0] is the cell in front of the home, at t = 1 and t = 39.
var Corridors = [4][3]Cell{
	South: {CellAt(4, 3), CellAt(4, 2), CellAt(4, 1)},
	West:  {CellAt(3, 4), CellAt(2, 4), CellAt(1, 4)},
	North: {CellAt(4, 5), CellAt(4, 6), CellAt(4, 7)},
	East:  {CellAt(5, 4), CellAt(6, 4), CellAt(7, 4)},
}

// IsCorner reports whether loop index i is a corner (L4, L12, L20, L28),
// safe for everybody.
func IsCorner(i int) bool { return i&7 == 4 }

// IsJunction reports whether loop index i is a junction (L0, L8, L16, L24),
// safe with the option grey=on.
func IsJunction(i int) bool { return i&7 == 0 }

// seatSides gives the side of each seat for 2, 3 and 4 players.
var seatSides = [5][4]Side{
	2: {South, North},
	3: {South, West, North},
	4: {South, West, North, East},
}

// SeatSide returns the side of seat for the given number of players: S, N
// for two; S, W, N for three; S, W, N, E for four.
func SeatSide(players, seat int) Side { return seatSides[players][seat] }

// pathCell[d][t] is the cell of a pawn of side d at progress t, and
// pathLoop[d][t] its loop index, or -1 off the loop.
var pathCell, pathLoop = func() (cell [4][THome + 1]Cell, loop [4][THome + 1]int8) {
	for d := range 4 {
		for t := range THome + 1 {
			loop[d][t] = -1
			switch {
			case t == TStart || t == THome:
				cell[d][t] = Centre
			case t < TJunction:
				cell[d][t] = Corridors[d][t-1]
			case t <= TTour:
				i := (8*d + t - TJunction) % LoopLen
				cell[d][t], loop[d][t] = Loop[i], int8(i)
			default:
				cell[d][t] = Corridors[d][THome-1-t]
			}
		}
	}
	return cell, loop
}()

// tourCell[d][t] is the cell of a pawn of side d going round again:
// pathCell up to t = 36, then the loop from t = 37 (L at t − 32) on, as far
// as t = 36 + 12, the longest move.
var tourCell = func() (cell [4][TTour + 13]Cell) {
	for d := range 4 {
		for t := range len(cell[d]) {
			if t <= TTour {
				cell[d][t] = pathCell[d][t]
			} else {
				cell[d][t] = pathCell[d][t-LoopLen]
			}
		}
	}
	return cell
}()

// PathCell returns the cell of a pawn of side d at progress t (0..40): its
// home (Centre) at 0 and 40, its corridor at 1..3 and 37..39, and the loop
// cell L_{(8d + t − 4) mod 32} at 4..36.
func PathCell(d Side, t int) Cell {
	if t < 0 || t > THome {
		return NoCell
	}
	return pathCell[d&3][t]
}

// LoopIndex returns the loop index of a pawn of side d at progress t, or -1
// if it is not on the loop.
func LoopIndex(d Side, t int) int {
	if t < 0 || t > THome {
		return -1
	}
	return int(pathLoop[d&3][t])
}

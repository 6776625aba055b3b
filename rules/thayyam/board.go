package thayyam

import "tabula/rules"

// Seat is one of the four sides of the board. The players of a game sit on
// the seats that [SeatOf] gives, in turn order.
type Seat int8

// The seats, in the order play passes to the left.
const (
	SeatSouth Seat = iota // palace (2,0)
	SeatWest              // palace (0,2)
	SeatNorth             // palace (2,4)
	SeatEast              // palace (4,2)
)

// String returns the seat's letter: "S", "W", "N" or "E".
func (s Seat) String() string {
	if s >= 0 && s < 4 {
		return string("SWNE"[s])
	}
	return "?"
}

// seatsOf lists the seats used by each number of players, in turn order.
var seatsOf = [5][]Seat{
	2: {SeatSouth, SeatNorth},
	3: {SeatSouth, SeatWest, SeatNorth},
	4: {SeatSouth, SeatWest, SeatNorth, SeatEast},
}

// SeatOf returns the seat of player p in a game of the given number of
// players (2, 3 or 4): S and N for two; S, W and N for three; S, W, N and E
// for four. It returns -1 for a player or a count out of range.
func SeatOf(players int, p rules.Player) Seat {
	if players < 2 || players > 4 || p < 0 || int(p) >= players {
		return -1
	}
	return seatsOf[players][p]
}

// Board geometry. A cell is numbered y*5 + x, with x = 0..4 left to right
// and y = 0..4 bottom to top.
const (
	Size     = 5  // cells on a side
	NumCells = 25 // cells of the board
)

// Progress values of a piece that are not on the circuit's cells 0..24.
const (
	Waiting = -1 // off the board, not entered yet or sent off
	Centre  = 24 // the last cell of the circuit, the centre (2,2)
	Out     = 25 // borne off
)

// Cell returns the number of the cell (x, y), y*5 + x.
func Cell(x, y int) int { return y*Size + x }

// XY returns the coordinates of a cell.
func XY(cell int) (x, y int) { return cell % Size, cell / Size }

// Marked reports whether a cell carries a cross: the four palaces and the
// centre. Nothing is ever captured on a marked cell.
func Marked(cell int) bool {
	return cell >= 0 && cell < NumCells && marked[cell]
}

// Palace returns the cell of a seat's palace, where its pieces enter.
func Palace(seat Seat) int { return CellOf(seat, 0) }

// CellOf returns the cell where a piece of the seat stands at progress t,
// 0 (its own palace) to 24 (the centre); -1 if t is not on the circuit.
func CellOf(seat Seat, t int) int {
	if seat < 0 || seat > 3 || t < 0 || t > Centre {
		return -1
	}
	return int(circuit[seat][t])
}

// southCircuit is the circuit of S from the rules file: the outer ring
// anticlockwise from the palace (2,0) to (1,0), then the inner ring
// clockwise from (1,1) to (2,1), then the centre.
var southCircuit = [Centre + 1][2]int8{
	{2, 0}, {3, 0}, {4, 0}, {4, 1}, {4, 2}, {4, 3}, {4, 4}, {3, 4}, {2, 4}, {1, 4},
	{0, 4}, {0, 3}, {0, 2}, {0, 1}, {0, 0}, {1, 0}, {1, 1}, {1, 2}, {1, 3}, {2, 3},
	{3, 3}, {3, 2}, {3, 1}, {2, 1}, {2, 2},
}

// circuit[seat][t] is the cell of a piece of seat at progress t: S's circuit
// turned with the board, a quarter clockwise per seat.
var circuit = turnCircuit()

func turnCircuit() (c [4][Centre + 1]int8) {
	for t, xy := range southCircuit {
		x, y := int(xy[0]), int(xy[1])
		for seat := range 4 {
			c[seat][t] = int8(Cell(x, y))
			x, y = y, Size-1-x // a quarter turn clockwise: (x, y) → (y, 4 − x)
		}
	}
	return c
}

// progressAt[seat][cell] is the progress t at which a piece of seat stands
// on cell: each circuit passes every cell once.
var progressAt = func() (at [4][NumCells]int8) {
	for seat := range 4 {
		for t, c := range circuit[seat] {
			at[seat][c] = int8(t)
		}
	}
	return at
}()

// marked[cell] is true on the four palaces and the centre.
var marked = [NumCells]bool{
	2: true, 10: true, 22: true, 14: true, // the palaces (2,0), (0,2), (2,4), (4,2)
	12: true, // the centre (2,2)
}

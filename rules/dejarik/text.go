package dejarik

import (
	"bytes"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"tabula/rules"
)

// Key returns the position on one line, in the form [Parse] reads, such as
//
//	W:O0,O1,O4,O5 B:O6,O7,O10,O11 to=W first=WB
//
// that is the cells of each colour in cell order ("-" for none), the player
// to move, and the players who have not made their first move ("-" for
// none); once the game is over, " | " and the result follow. Pawn ids and
// the repetition history are not part of it.
func (s *State) Key() string {
	b := s.appendPosition(make([]byte, 0, 64))
	if s.res.Status != rules.Ongoing {
		b = append(b, " | "...)
		b = append(b, s.res.String()...)
	}
	return string(b)
}

var colourLetter = [2]byte{'W', 'B'}

func (s *State) appendPosition(b []byte) []byte {
	for p := range 2 {
		if p > 0 {
			b = append(b, ' ')
		}
		b = append(b, colourLetter[p], ':')
		if s.occ[p] == 0 {
			b = append(b, '-')
		}
		for c := C; c < NumCells; c++ {
			if s.occ[p]&(1<<c) != 0 {
				if b[len(b)-1] != ':' {
					b = append(b, ',')
				}
				b = append(b, cellNames[c]...)
			}
		}
	}
	b = append(b, " to="...)
	b = append(b, colourLetter[s.turn&1])
	b = append(b, " first="...)
	if s.moved == 3 {
		b = append(b, '-')
	}
	for p := range 2 {
		if s.moved&(1<<p) == 0 {
			b = append(b, colourLetter[p])
		}
	}
	return b
}

// Parse sets up a position written as [State.Key] writes it, without the
// result: "W:CELLS B:CELLS to=W|B first=WB|W|B|-", where CELLS lists at most
// 4 cells separated by commas, or "-". The pawns get ids in the order of
// their cells, 0.. for White and 4.. for Black, as [New] numbers them. The position's history starts with
// it. If the player to move has no legal move, the game is already over,
// drawn with 0 points; no other end is looked for, since the rules only
// examine the mover's win after a move.
func Parse(text string) (*State, error) {
	bad := func(why string) (*State, error) {
		return nil, fmt.Errorf("dejarik: bad position %q: %s", text, why)
	}
	f := strings.Fields(text)
	if len(f) != 4 {
		return bad(`want "W:CELLS B:CELLS to=W|B first=WB|W|B|-"`)
	}
	var cells [2][]Cell
	var seen uint32
	for p, prefix := range []string{"W:", "B:"} {
		list, ok := strings.CutPrefix(f[p], prefix)
		if !ok {
			return bad("field " + strconv.Itoa(p+1) + " must start with " + prefix)
		}
		if list == "-" {
			continue
		}
		for name := range strings.SplitSeq(list, ",") {
			c, err := ParseCell(name)
			if err != nil {
				return bad(err.Error())
			}
			if seen&(1<<c) != 0 {
				return bad("two pawns on " + name)
			}
			seen |= 1 << c
			cells[p] = append(cells[p], c)
		}
		slices.Sort(cells[p])
		if len(cells[p]) > Pawns {
			return bad("more than 4 pawns of one colour")
		}
	}
	var turn rules.Player
	switch f[2] {
	case "to=W":
		turn = White
	case "to=B":
		turn = Black
	default:
		return bad("want to=W or to=B")
	}
	var moved uint8
	switch f[3] {
	case "first=WB":
		moved = 0
	case "first=W":
		moved = 2
	case "first=B":
		moved = 1
	case "first=-":
		moved = 3
	default:
		return bad("want first=WB, first=W, first=B or first=-")
	}
	s := &State{hist: make([]uint64, 0, histCap)}
	s.place(cells, turn, moved)
	return s, nil
}

// The picture of String: the column and row of each cell's 3-character slot,
// from sector i centred on 225° + 30°·i (worked out once, so no floats here).
var (
	outerXY  = [Ring][2]int8{{7, 9}, {15, 10}, {23, 10}, {31, 9}, {35, 6}, {35, 4}, {31, 1}, {23, 0}, {15, 0}, {7, 1}, {3, 4}, {3, 6}}
	innerXY  = [Ring][2]int8{{13, 7}, {17, 8}, {21, 8}, {25, 7}, {28, 6}, {28, 4}, {25, 3}, {21, 2}, {17, 2}, {13, 3}, {10, 4}, {10, 6}}
	centreXY = [2]int8{19, 5}
)

const pictureW, pictureH = 38, 11

var colourName = [2]string{"White", "Black"}

// String draws the round board as seen from above, with O0..O3 at the
// bottom: a pawn shows as [W] or [B], an empty cell as its name. The first
// lines say who moves (or the result), the first moves pending and the pawns
// removed.
func (s *State) String() string {
	var b strings.Builder
	if s.res.Status == rules.Ongoing {
		fmt.Fprintf(&b, "dejarik: %s (%c) to move\n", colourName[s.turn&1], colourLetter[s.turn&1])
	} else {
		fmt.Fprintf(&b, "dejarik: over, %s\n", s.res)
	}
	pending := make([]string, 0, 2)
	for p := range 2 {
		if s.moved&(1<<p) == 0 {
			pending = append(pending, colourName[p])
		}
	}
	if len(pending) == 0 {
		pending = append(pending, "none")
	}
	fmt.Fprintf(&b, "first move pending: %s; removed: White %d, Black %d\n",
		strings.Join(pending, ", "), s.Lost(White), s.Lost(Black))
	var grid [pictureH][pictureW]byte
	for y := range grid {
		for x := range grid[y] {
			grid[y][x] = ' '
		}
	}
	put := func(xy [2]int8, c Cell) {
		slot := []byte(cellNames[c])
		if c == C {
			slot = []byte(" C ")
		}
		if p := s.At(c); p >= 0 {
			slot = []byte{'[', colourLetter[p], ']'}
		}
		copy(grid[xy[1]][xy[0]:], slot)
	}
	put(centreXY, C)
	for i := range Ring {
		put(outerXY[i], Outer(i))
		put(innerXY[i], Inner(i))
	}
	for y := range grid {
		b.Write(bytes.TrimRight(grid[y][:], " "))
		if y < pictureH-1 {
			b.WriteByte('\n')
		}
	}
	return b.String()
}

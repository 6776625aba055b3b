package thayyam

import (
	"strconv"
	"strings"

	"tabula/rules"
)

// Key returns one line that identifies the position exactly, for example
//
//	keep | 0: a5 b8c c8b d- | 1: a- b- c- do | 0 moves | pool 4+1 | owed 0 | ongoing
//
// that is: the twins option; for each player, each piece's letter and place
// ("-" waiting, 0..24 its progress, "o" out) followed by its twin's letter if
// it is one of twins; whose turn it is and whether he "throws" (a series goes
// on) or "moves" (a moving phase), or "over"; the pool, largest first; the
// bonus series still owed; and the result.
func (s *State) Key() string {
	b := make([]byte, 0, 128)
	if s.keep {
		b = append(b, "keep"...)
	} else {
		b = append(b, "split"...)
	}
	for p := range s.players {
		b = append(b, " | "...)
		b = strconv.AppendInt(b, int64(p), 10)
		b = append(b, ':')
		for i := range 4 {
			b = append(b, ' ', 'a'+byte(i))
			b = appendPlace(b, s.pos[p][i])
			if m := s.mate[p][i]; m >= 0 {
				b = append(b, 'a'+byte(m))
			}
		}
	}
	b = append(b, " | "...)
	switch s.toMove {
	case rules.Over:
		b = append(b, "over"...)
	case rules.Chance:
		b = strconv.AppendInt(b, int64(s.turn), 10)
		b = append(b, " throws"...)
	default:
		b = strconv.AppendInt(b, int64(s.turn), 10)
		b = append(b, " moves"...)
	}
	b = append(b, " | pool "...)
	b = s.appendPool(b)
	b = append(b, " | owed "...)
	b = strconv.AppendInt(b, int64(s.owed), 10)
	b = append(b, " | "...)
	b = append(b, s.Result().String()...)
	return string(b)
}

func appendPlace(b []byte, t int8) []byte {
	switch t {
	case Waiting:
		return append(b, '-')
	case Out:
		return append(b, 'o')
	}
	return strconv.AppendInt(b, int64(t), 10)
}

// appendPool writes the pool like a move, largest first: "8+4+1", or "-".
func (s *State) appendPool(b []byte) []byte {
	n := len(b)
	for v := 4; v >= 0; v-- {
		for range s.pool[v] {
			if len(b) > n {
				b = append(b, '+')
			}
			b = strconv.AppendInt(b, int64(values[v]), 10)
		}
	}
	if len(b) == n {
		b = append(b, '-')
	}
	return b
}

// String draws the board, North at the top, with the pieces on each cell
// (player digit, then letters; twins in parentheses), marked cells in
// brackets, then each player's waiting and borne-off pieces, whose turn it
// is and the pool.
func (s *State) String() string {
	cells := s.cellTexts()
	w := 1
	for _, c := range cells {
		w = max(w, len(c))
	}
	var b strings.Builder
	b.WriteString("Thayyam, " + strconv.Itoa(int(s.players)) + " players, captured twins ")
	if s.keep {
		b.WriteString("keep\n")
	} else {
		b.WriteString("split\n")
	}
	writeBoard(&b, &cells, w)
	for p := range s.players {
		s.writeOffBoard(&b, p)
	}
	s.writeTurn(&b)
	return b.String()
}

// cellTexts writes the pieces on each cell: for each player, his digit
// then his units' letters, players apart by '/'.
func (s *State) cellTexts() (cells [NumCells][]byte) {
	var last [NumCells]int8 // the player written last on each cell
	for p := range s.players {
		for i := range int8(4) {
			t := s.pos[p][i]
			if t < 0 || t > Centre || s.mate[p][i] >= 0 && s.mate[p][i] < i {
				continue
			}
			c := circuit[s.seat(p)][t]
			if len(cells[c]) == 0 || last[c] != p {
				if len(cells[c]) > 0 {
					cells[c] = append(cells[c], '/')
				}
				cells[c] = strconv.AppendInt(cells[c], int64(p), 10)
				last[c] = p
			}
			cells[c] = s.appendUnit(cells[c], p, i)
		}
	}
	return cells
}

// writeBoard draws the board, North at the top, each cell's text (or '.')
// in a column w wide, marked cells in brackets, then the column numbers.
func writeBoard(b *strings.Builder, cells *[NumCells][]byte, w int) {
	for y := Size - 1; y >= 0; y-- {
		row := strconv.Itoa(y) + " "
		for x := range Size {
			c := Cell(x, y)
			text := string(cells[c])
			if text == "" {
				text = "."
			}
			left, right := " ", " "
			if marked[c] {
				left, right = "[", "]"
			}
			row += left + text + strings.Repeat(" ", w-len(text)) + right
		}
		b.WriteString(strings.TrimRight(row, " ") + "\n")
	}
	b.WriteString(" ")
	for x := range Size {
		b.WriteString("  " + strconv.Itoa(x))
		if x < Size-1 {
			b.WriteString(strings.Repeat(" ", w-1))
		}
	}
	b.WriteString("\n")
}

// writeOffBoard writes the line of player p: his seat, his units waiting
// and his pieces borne off.
func (s *State) writeOffBoard(b *strings.Builder, p int8) {
	var wait, out []byte
	for i := range int8(4) {
		switch {
		case s.pos[p][i] == Waiting && (s.mate[p][i] < 0 || s.mate[p][i] > i):
			if len(wait) > 0 {
				wait = append(wait, ' ')
			}
			wait = s.appendUnit(wait, p, i)
		case s.pos[p][i] == Out:
			out = append(out, 'a'+byte(i))
		}
	}
	b.WriteString("player " + strconv.Itoa(int(p)) + " (" + s.seat(p).String() + "): waiting " + orDash(wait) + ", out " + orDash(out) + "\n")
}

// writeTurn writes the result of a game over, or else who throws or moves,
// the pool and the bonus series owed.
func (s *State) writeTurn(b *strings.Builder) {
	switch s.toMove {
	case rules.Over:
		b.WriteString("over: " + s.Result().String())
		return
	case rules.Chance:
		b.WriteString("player " + strconv.Itoa(int(s.turn)) + " throws")
	default:
		b.WriteString("player " + strconv.Itoa(int(s.turn)) + " moves")
	}
	b.WriteString("; pool " + string(s.appendPool(nil)) + "; bonus series owed " + strconv.Itoa(int(s.owed)))
}

// orDash returns b as a string, or "-" if it is empty.
func orDash(b []byte) string {
	if len(b) == 0 {
		return "-"
	}
	return string(b)
}

// appendUnit writes piece i of player p: its letter, or "(ab)" for twins.
func (s *State) appendUnit(b []byte, p, i int8) []byte {
	if m := s.mate[p][i]; m >= 0 {
		return append(b, '(', 'a'+byte(i), 'a'+byte(m), ')')
	}
	return append(b, 'a'+byte(i))
}

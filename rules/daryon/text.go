package daryon

import (
	"fmt"
	"strconv"
	"strings"

	"tabula/rules"
)

// Key returns one line that identifies the position exactly: the options,
// each seat's side and the progress of its pawns a, b, c ('*' after a pawn
// with credit), the players with credit (credit=player), and who throws,
// who moves with how many points, or who won. For example
// "2 one pawn off; S 9* 0 0; N 1 0 0; credit -; 1 moves 3".
func (s *State) Key() string {
	b := make([]byte, 0, 96)
	b = append(b, '0'+byte(s.players), ' ')
	b = append(b, options[1].Values[b2i(s.multi)]...)
	b = append(b, ' ')
	b = append(b, options[2].Values[b2i(s.shared)]...)
	b = append(b, ' ')
	b = append(b, options[3].Values[b2i(s.grey)]...)
	for seat := range s.players {
		b = append(b, "; "...)
		b = append(b, s.side[seat].Letter())
		for i := range Pawns {
			b = append(b, ' ')
			b = strconv.AppendInt(b, int64(s.t[seat][i]), 10)
			if s.credit[seat]>>uint(i)&1 != 0 {
				b = append(b, '*')
			}
		}
	}
	b = append(b, "; credit"...)
	if s.pcredit == 0 {
		b = append(b, " -"...)
	}
	for seat := range s.players {
		if s.pcredit>>uint(seat)&1 != 0 {
			b = append(b, ' ', s.side[seat].Letter())
		}
	}
	switch s.toMove {
	case rules.Over:
		b = append(b, "; winner "...)
		b = strconv.AppendInt(b, int64(s.winner), 10)
	case rules.Chance:
		b = append(b, "; "...)
		b = strconv.AppendInt(b, int64(s.turn), 10)
		b = append(b, " throws"...)
	default:
		b = append(b, "; "...)
		b = strconv.AppendInt(b, int64(s.turn), 10)
		b = append(b, " moves "...)
		b = strconv.AppendInt(b, int64(s.points), 10)
	}
	return string(b)
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// glyphs are the empty board, row y = 8 first.
var glyphs = [Size]string{
	"C...J...C",
	".   n   .",
	".   n   .",
	".   n   .",
	"JwwwHeeeJ",
	".   s   .",
	".   s   .",
	".   s   .",
	"C...J...C",
}

// String draws the board, row 8 at the top, with the pawns on the loop and
// in the corridors (a side letter and the pawn letters, as "Sab", or the side
// letters of every colour on a shared safe cell, as "SN"); then one line per
// seat listing its pawns; then whose turn it is and the pending throw.
func (s *State) String() string {
	var cells [Size * Size]string
	for seat := range s.players {
		for i := range Pawns {
			t := s.t[seat][i]
			if t == TStart || t == THome {
				continue
			}
			c := pathCell[s.side[seat]][t]
			letter := string(s.side[seat].Letter())
			switch old := cells[c]; {
			case old == "":
				cells[c] = letter + string(rune('a'+i))
			case strings.HasPrefix(old, letter) && len(old) > 1 && old[1] >= 'a':
				cells[c] = old + string(rune('a'+i))
			case !strings.Contains(old, letter):
				if old[1] >= 'a' {
					old = old[:1]
				}
				cells[c] = old + letter
			}
		}
	}
	var b strings.Builder
	b.WriteString("  ")
	for x := range Size {
		fmt.Fprintf(&b, "%-4d", x)
	}
	head := strings.TrimRight(b.String(), " ")
	b.Reset()
	b.WriteString(head)
	b.WriteString("\n")
	for y := Size - 1; y >= 0; y-- {
		var line strings.Builder
		fmt.Fprintf(&line, "%d ", y)
		for x := range Size {
			g := cells[CellAt(x, y)]
			if g == "" {
				g = glyphs[Size-1-y][x : x+1]
			}
			fmt.Fprintf(&line, "%-4s", g)
		}
		b.WriteString(strings.TrimRight(line.String(), " "))
		b.WriteString("\n")
	}
	for seat := range s.players {
		fmt.Fprintf(&b, "%c (player %d", s.side[seat].Letter(), seat)
		if s.pcredit>>uint(seat)&1 != 0 {
			b.WriteString(", credit")
		}
		b.WriteString("):")
		for i := range Pawns {
			if i > 0 {
				b.WriteString(",")
			}
			fmt.Fprintf(&b, " %c ", 'a'+i)
			switch t := int(s.t[seat][i]); t {
			case TStart:
				b.WriteString("home")
			case THome:
				b.WriteString("finished")
			default:
				x, y := pathCell[s.side[seat]][t].XY()
				fmt.Fprintf(&b, "t=%d (%d,%d)", t, x, y)
				if s.credit[seat]>>uint(i)&1 != 0 {
					b.WriteString(" credit")
				}
			}
		}
		b.WriteString("\n")
	}
	switch s.toMove {
	case rules.Over:
		fmt.Fprintf(&b, "player %d wins", s.winner)
	case rules.Chance:
		fmt.Fprintf(&b, "player %d to throw", s.turn)
	default:
		fmt.Fprintf(&b, "player %d to move: %d dark seeds, %d points", s.turn, s.k, s.points)
	}
	return b.String()
}

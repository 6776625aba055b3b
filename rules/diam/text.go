package diam

import (
	"fmt"
	"strings"

	"tabula/rules"
)

// stack writes the pawns of cell, bottom to top, or "-" if it is empty.
func (s *State) stack(b *strings.Builder, cell int) {
	if s.height(cell) == 0 {
		b.WriteByte('-')
	}
	for l := 1; l <= s.Height(cell); l++ {
		b.WriteByte(colourLetters[s.Pawn(cell, l)])
	}
}

// Key returns one line that identifies the position: the stacks of cells 0..7
// bottom to top ("-" for an empty cell), the place in the turn order and the
// seat to move, the announcement flags with the prototype rules (one digit per
// seat), and the result. The reserves follow from the stacks.
func (s *State) Key() string {
	var b strings.Builder
	for cell := range Cells {
		if cell > 0 {
			b.WriteByte('/')
		}
		s.stack(&b, cell)
	}
	fmt.Fprintf(&b, " place=%d seat=%d", s.place, s.cfg.order[s.place])
	if s.cfg.proto {
		b.WriteString(" ann=")
		for seat := range s.cfg.players {
			b.WriteByte('0' + s.ann>>uint(seat)&1)
		}
	}
	b.WriteString(" " + s.Result().String())
	return b.String()
}

// String draws the ring as columns of cells, level 4 on top, then each
// seat's reserve and who is to move.
func (s *State) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "diam %s\n", s.cfg.name)
	for l := MaxHeight; l >= 1; l-- {
		fmt.Fprintf(&b, "level %d |", l)
		for cell := range Cells {
			ch := byte('.')
			if p := s.Pawn(cell, l); p >= 0 {
				ch = colourLetters[p]
			}
			b.WriteByte(' ')
			b.WriteByte(ch)
		}
		b.WriteByte('\n')
	}
	b.WriteString("cell    | 0 1 2 3 4 5 6 7\n")
	for seat := range s.cfg.players {
		fmt.Fprintf(&b, "seat %d (side %s) reserve", seat, [2]string{"R+O", "B+K"}[s.cfg.side[seat]])
		for c := range 4 {
			if s.cfg.owner[c] == int8(seat) {
				fmt.Fprintf(&b, " %c%d", colourLetters[c], s.res[c])
			}
		}
		if s.cfg.proto && s.Announced(seat) {
			b.WriteString(", announced")
		}
		b.WriteByte('\n')
	}
	if s.status == rules.Ongoing {
		fmt.Fprintf(&b, "to move: seat %d", s.cfg.order[s.place])
	} else {
		fmt.Fprintf(&b, "over: %s", s.Result())
	}
	return b.String()
}

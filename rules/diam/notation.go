package diam

import (
	"fmt"
	"strconv"
	"strings"

	"tabula/rules"
)

// FormatAction returns the notation of a: "R@3", "3.2-", "3.2+", "pass", with
// a trailing "!" when announced.
func (s *State) FormatAction(a rules.Action) string {
	base, bang := a, ""
	if a >= actAnnounce && a < actAnnounce+actPass {
		base, bang = a-actAnnounce, "!"
	}
	switch {
	case base < actShift:
		return string([]byte{colourLetters[base>>3], '@', byte('0' + base&7)}) + bang
	case base < actPass:
		p := base - actShift
		dir := byte('-')
		if p&1 != 0 {
			dir = '+'
		}
		return string([]byte{byte('0' + p>>3), '.', byte('1' + p&7>>1), dir}) + bang
	case a == actPass:
		return "pass"
	}
	return "action" + strconv.FormatUint(uint64(a), 10)
}

// ParseAction reads a move in the notation of the rules file. It accepts the
// exact spellings only; "!" only with the prototype rules.
func (s *State) ParseAction(text string) (rules.Action, error) {
	if text == "pass" {
		return actPass, nil
	}
	body, announced := strings.CutSuffix(text, "!")
	if announced && !s.cfg.proto {
		return 0, fmt.Errorf("diam: %q: announcements (!) exist only with rules=prototype", text)
	}
	var a rules.Action
	switch {
	case len(body) == 3 && body[1] == '@':
		c := strings.IndexByte(colourLetters, body[0])
		if c < 0 {
			return 0, fmt.Errorf("diam: %q: colour must be R, O, B or K", text)
		}
		cell, err := digit(text, body[2], "cell", 0, Cells-1)
		if err != nil {
			return 0, err
		}
		a = rules.Action(c<<3 | cell)
	case len(body) == 4 && body[1] == '.' && (body[3] == '+' || body[3] == '-'):
		cell, err := digit(text, body[0], "cell", 0, Cells-1)
		if err != nil {
			return 0, err
		}
		level, err := digit(text, body[2], "level", 1, MaxHeight)
		if err != nil {
			return 0, err
		}
		a = rules.Action(actShift + 8*cell + 2*(level-1))
		if body[3] == '+' {
			a++
		}
	default:
		return 0, fmt.Errorf("diam: %q is not a move (R@3, 3.2-, 3.2+, pass)", text)
	}
	if announced {
		a += actAnnounce
	}
	return a, nil
}

// digit reads one decimal digit between lo and hi.
func digit(text string, b byte, what string, lo, hi int) (int, error) {
	if b < '0' || b > '9' {
		return 0, fmt.Errorf("diam: %q: %s must be a digit", text, what)
	}
	if d := int(b - '0'); d >= lo && d <= hi {
		return d, nil
	}
	return 0, fmt.Errorf("diam: %q: %s %c out of range %d..%d", text, what, b, lo, hi)
}

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

package diam

import (
	"fmt"
	"strconv"
	"strings"

	"tabula/rules"
)

// colourLetters spells the colours in notation order.
const colourLetters = "ROBK"

// Action codes. A drop of colour c on cell n is c*8+n; a shift of the pawn at
// cell n, level l, is actShift + 8n + 2(l-1) + dir, where dir is 0 for "-" and
// 1 for "+"; actAnnounce is added to an announced move.
const (
	actShift    = 32
	actPass     = 96
	actAnnounce = 128
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

package thayyam

import (
	"fmt"
	"strconv"
	"strings"

	"tabula/rules"
)

// The encoding of actions. A throw is its K, 0..4. A decision has bit 24 set,
// then, from the high bits down: the unit (bits 17..20: 0..3 the single
// pieces a..d, 4..9 the pairs ab, ac, ad, bc, bd, cd, 15 for end), the
// operation (bits 15..16: in, move, pair, off) and, for a move, the multiset
// of throws used (bits 12..14 the 8s, 8..11 the 4s, bit 7 a 3, bit 6 a 2,
// bits 0..5 the 1s). Legal lists units in that order and, for each unit, the
// multisets by increasing code, so the list comes out sorted.
const (
	actDecision rules.Action = 1 << 24
	unitShift                = 17
	opShift                  = 15
	actEnd                   = actDecision | 15<<unitShift
	actMask                  = actDecision | 15<<unitShift | 3<<opShift | (1<<opShift - 1)
)

// Operations of a decision.
const (
	opIn   = 0 // X:in, XY:in
	opMove = 1 // X:V+V..., XY:V+V...
	opPair = 2 // XY:pair
	opOff  = 3 // X:off
)

// Units: 0..3 a single piece, 4..9 two pieces (twins, or two singles to pair).
const numUnits = 10

// pairOf[u-4] holds the two pieces of unit u ≥ 4, in alphabetical order.
var pairOf = [6][2]int8{{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}, {2, 3}}

// pairUnit[i][j] is the unit of the pieces i < j.
var pairUnit = [4][4]int8{
	{-1, 4, 5, 6},
	{4, -1, 7, 8},
	{5, 7, -1, 9},
	{6, 8, 9, -1},
}

// The throw values by index in the pool and in a multiset: 1, 2, 3, 4, 8.
var values = [5]int{1, 2, 3, 4, 8}

// Where each value's count sits in the multiset code, and how wide it is.
var (
	msShift = [5]uint{0, 6, 7, 8, 12}
	msWidth = [5]uint{6, 1, 1, 4, 3}
)

// maxUse is the most throws of each value that one move can ever use: a move
// covers at most 24 cells, twins moving half the sum of at most 49 points.
var maxUse = [5]int{49, 1, 1, 12, 6}

// valueIndex[v] is the index in values of the throw worth v points.
var valueIndex = [9]int8{-1, 0, 1, 2, 3, -1, -1, -1, 4}

func decision(u, op int, ms uint32) rules.Action {
	return actDecision | rules.Action(u)<<unitShift | rules.Action(op)<<opShift | rules.Action(ms)
}

// decode splits a decision into its unit, operation and multiset code; ok is
// false for a number that is no decision of this game.
func decode(a rules.Action) (u, op int, ms uint32, ok bool) {
	if a&^actMask != 0 || a&actDecision == 0 {
		return 0, 0, 0, false
	}
	u = int(a>>unitShift) & 15
	op = int(a>>opShift) & 3
	ms = uint32(a) & (1<<opShift - 1)
	switch {
	case u == 15:
		return u, op, ms, a == actEnd
	case u >= numUnits:
		return 0, 0, 0, false
	case op == opMove:
		return u, op, ms, ms != 0
	case ms != 0, op == opPair && u < 4, op == opOff && u >= 4:
		return 0, 0, 0, false
	}
	return u, op, ms, true
}

// count returns how many throws of value index v the multiset holds.
func count(ms uint32, v int) int {
	return int(ms>>msShift[v]) & (1<<msWidth[v] - 1)
}

// counts returns how many throws of each value the multiset holds.
func counts(ms uint32) [5]int32 {
	return [5]int32{int32(ms & 63), int32(ms >> 6 & 1), int32(ms >> 7 & 1), int32(ms >> 8 & 15), int32(ms >> 12 & 7)}
}

// sum returns the points of a multiset.
func sum(ms uint32) int {
	return int(ms&63 + 2*(ms>>6&1) + 3*(ms>>7&1) + 4*(ms>>8&15) + 8*(ms>>12&7))
}

// FormatAction writes a in the notation of the rules file: "throw K" for a
// throw, else "a:in", "ab:in", "a:4+2", "ab:4+4+2", "ab:pair", "a:off" or
// "end", throws largest first.
func (s *State) FormatAction(a rules.Action) string {
	if a <= 4 {
		return "throw " + strconv.Itoa(int(a))
	}
	var buf [160]byte
	return string(appendAction(buf[:0], a))
}

func appendAction(b []byte, a rules.Action) []byte {
	u, op, ms, ok := decode(a)
	switch {
	case !ok:
		return fmt.Appendf(b, "action(%d)", uint32(a))
	case u == 15:
		return append(b, "end"...)
	case u < 4:
		b = append(b, 'a'+byte(u))
	default:
		b = append(b, 'a'+byte(pairOf[u-4][0]), 'a'+byte(pairOf[u-4][1]))
	}
	b = append(b, ':')
	switch op {
	case opIn:
		return append(b, "in"...)
	case opPair:
		return append(b, "pair"...)
	case opOff:
		return append(b, "off"...)
	}
	first := true
	for v := 4; v >= 0; v-- {
		for range count(ms, v) {
			if !first {
				b = append(b, '+')
			}
			first = false
			b = strconv.AppendInt(b, int64(values[v]), 10)
		}
	}
	return b
}

// ParseAction reads one step in the notation of the rules file. "throw K" is
// read only at a throw. Other spellings of a listed move are refused: throws
// must be written largest first, twins by their letters in alphabetical
// order. ParseAction checks the spelling only; Apply checks legality, and
// refuses a move of a piece that is not the lowest letter of its kind.
func (s *State) ParseAction(text string) (rules.Action, error) {
	if k, ok := strings.CutPrefix(text, "throw "); ok {
		return s.parseThrow(text, k)
	}
	switch text {
	case "end":
		return actEnd, nil
	case "throw":
		return 0, badMove(text, `write "throw K", K the number of slits showing`)
	}
	u, rest, why := parseUnit(text)
	if why != "" {
		return 0, badMove(text, why)
	}
	a, why := parseDecision(u, rest)
	if why != "" {
		return 0, badMove(text, why)
	}
	return a, nil
}

// badMove returns the error of ParseAction for a move text that is not
// written right, and why.
func badMove(text, why string) error {
	return fmt.Errorf("thayyam: bad move %q: %s", text, why)
}

// parseThrow reads the throw "throw k" of text, k the number of slits
// showing, which may only be read at a throw.
func (s *State) parseThrow(text, k string) (rules.Action, error) {
	if s.toMove != rules.Chance {
		return 0, fmt.Errorf("thayyam: %q: no throw now, a player must move", text)
	}
	if len(k) != 1 || k[0] < '0' || k[0] > '4' {
		return 0, fmt.Errorf("thayyam: %q: K is the number of slits showing, 0 to 4", text)
	}
	return rules.Action(k[0] - '0'), nil
}

// parseUnit reads the unit that opens a move's text: one piece's letter,
// or twins' two letters in alphabetical order, then ':'. It returns the
// unit, the text after the ':', and why the text is not written right, ""
// if it is.
func parseUnit(text string) (u int, rest, why string) {
	i := 0
	for i < len(text) && text[i] >= 'a' && text[i] <= 'd' {
		i++
	}
	if i == len(text) || text[i] != ':' {
		return 0, "", `want "end", "throw K" or pieces a..d, ':' and "in", "off", "pair" or throws like 4+2`
	}
	switch i {
	case 1:
		return int(text[0] - 'a'), text[i+1:], ""
	case 2:
		p, q := text[0]-'a', text[1]-'a'
		if p >= q {
			return 0, "", "name twins by two different letters in alphabetical order"
		}
		return int(pairUnit[p][q]), text[i+1:], ""
	}
	return 0, "", "name one piece or two twins"
}

// parseDecision reads what unit u does, the text after its ':': "in",
// "off" (a single piece), "pair" (twins) or the throws it moves by. It
// returns the action, and why the text is not written right, "" if it is.
func parseDecision(u int, rest string) (rules.Action, string) {
	switch rest {
	case "in":
		return decision(u, opIn, 0), ""
	case "off":
		if u >= 4 {
			return 0, "pieces bear off one by one"
		}
		return decision(u, opOff, 0), ""
	case "pair":
		if u < 4 {
			return 0, "pair two pieces"
		}
		return decision(u, opPair, 0), ""
	}
	ms, why := parseThrows(rest)
	if why != "" {
		return 0, why
	}
	return decision(u, opMove, ms), ""
}

// parseThrows reads the throws of a move, largest first, joined by '+',
// as a multiset of throws. It returns why they are not written right, ""
// if they are.
func parseThrows(rest string) (ms uint32, why string) {
	last := 9
	for j := 0; ; j += 2 {
		if j >= len(rest) {
			return 0, "missing throws after '+' or ':'"
		}
		c := rest[j]
		var v int8 = -1
		if c >= '1' && c <= '8' {
			v = valueIndex[c-'0']
		}
		switch {
		case v < 0:
			return 0, "throws are worth 1, 2, 3, 4 or 8"
		case values[v] > last:
			return 0, "write the throws largest first"
		case count(ms, int(v)) == maxUse[v]:
			return 0, "more throws of " + string(c) + " than a move can ever use"
		}
		last = values[v]
		ms += 1 << msShift[v]
		if j+1 == len(rest) {
			return ms, ""
		}
		if rest[j+1] != '+' {
			return 0, "separate throws with '+'"
		}
	}
}

// describe writes an action for an error message.
func (s *State) describe(a rules.Action) string {
	if _, _, _, ok := decode(a); ok || a <= 4 {
		return strconv.Quote(s.FormatAction(a))
	}
	return "action " + strconv.FormatUint(uint64(a), 10)
}

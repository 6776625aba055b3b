package diam

import (
	"fmt"
	"math/bits"
	"slices"

	"tabula/rules"
)

// State is a Diam position with the history the draw by repetition needs. Its
// zero value is not usable: start from [New] or [Game].
type State struct {
	cfg      *config
	col, occ uint64
	hs       uint64  // byte n: the height of cell n
	res      [4]int8 // pawns of each colour in reserve
	place    int8    // place in the turn order of the seat to move
	ann      uint8   // bit s: seat s announced its previous move
	passes   int8    // consecutive passes just played
	status   rules.Status
	winners  rules.Seats
	// hist holds the positions since the last drop, the current one last.
	hist []position
}

// position is the exact identity of a position for the draw by repetition:
// stacks (and so reserves), place in the turn order and announcement flags.
type position struct {
	col, occ uint64
	meta     uint8 // place | ann<<2
}

var _ rules.State = (*State)(nil)

func (s *State) position() position {
	return position{s.col, s.occ, uint8(s.place) | s.ann<<2}
}

// CopyFrom makes s a copy of src. It does not allocate once s's history has
// grown to src's.
func (s *State) CopyFrom(src *State) {
	hist := s.hist
	*s = *src
	s.hist = append(hist[:0], src.hist...)
}

// Clone returns an independent copy of the state.
func (s *State) Clone() rules.State {
	c := &State{hist: make([]position, 0, max(16, 2*len(s.hist)))}
	c.CopyFrom(s)
	return c
}

// Players returns the number of seats.
func (s *State) Players() int { return s.cfg.players }

// ToMove returns the seat to move, or [rules.Over].
func (s *State) ToMove() rules.Player {
	if s.status != rules.Ongoing {
		return rules.Over
	}
	return rules.Player(s.cfg.order[s.place])
}

// Result returns the outcome of the game.
func (s *State) Result() rules.Result {
	return rules.Result{Status: s.status, Winners: s.winners}
}

// Outcomes appends nothing: Diam has no chance steps.
func (s *State) Outcomes(buf []rules.Outcome) []rules.Outcome { return buf }

// height returns the height of cell (0..7).
func (s *State) height(cell int) int8 { return int8(s.hs >> uint(8*cell)) }

// The sizes of the legal move generator, gen.
const (
	// maxPlain bounds the legal moves without announcement: 16 drops
	// (two colours on eight cells) and 16 shifts (a side's eight pawns,
	// two ways).
	maxPlain = 32
	// genSize is the size of the generator's output: a power of two that
	// holds the plain and the announced moves, and the eight-slot copies
	// of the drops, which may go seven slots past the moves.
	genSize = 128
)

// The generator's output must hold 2*maxPlain moves and 7 slots more.
var _ [genSize - 2*maxPlain - 7]struct{}

// dropActions lists, for each colour (plus 4 for the announced form) and
// each set of open cells, the drops of that colour on those cells in
// increasing order, padded to eight with zeros.
var dropActions = func() (t [8][256][Cells]rules.Action) {
	for c := range 8 {
		base := rules.Action((c&3)<<3) + rules.Action(c>>2)*actAnnounce
		for m := range 256 {
			k := 0
			for cell := range Cells {
				if m>>cell&1 != 0 {
					t[c][m][k] = base + rules.Action(cell)
					k++
				}
			}
		}
	}
	return t
}()

// gather returns a byte whose bit n is the low bit of byte n of x.
func gather(x uint64) uint8 { return uint8(((x & lowBytes) * gatherMul) >> 56) }

// diams returns the low bits of the fields of cells 0..3 that form a diam with
// the opposite cell.
func diams(col, occ uint64) uint64 {
	x := col ^ bits.RotateLeft64(col, 32)
	return ^(x | x>>1) & occ & bits.RotateLeft64(occ, 32) & lowHalf
}

// ofSide keeps the fields of d whose colour in col belongs to side.
func ofSide(d, col uint64, side uint8) uint64 {
	if side == 0 {
		return d &^ (col >> 1)
	}
	return d & (col >> 1)
}

// afterDrop returns the board after a drop of colour on cell.
func (s *State) afterDrop(colour, cell int) (col, occ uint64) {
	f := uint(8*cell + 2*int(s.height(cell)))
	return s.col | uint64(colour)<<f, s.occ | 1<<f
}

// afterShift returns the board after the pile whose bottom field is at bit p
// moves to cell to.
func (s *State) afterShift(p, to int) (col, occ uint64) {
	pile := uint64(0xFF) >> uint(p&7) << uint(p) // bits p to the top of p's cell
	dst := uint(8*to + 2*int(s.height(to)))
	col = s.col&^pile | (s.col&pile)>>uint(p)<<dst
	occ = s.occ&^pile | (s.occ&pile)>>uint(p)<<dst
	return col, occ
}

// Legal appends the legal actions in increasing order.
func (s *State) Legal(buf []rules.Action) []rules.Action {
	if s.status != rules.Ongoing {
		return buf
	}
	n := len(buf)
	buf = slices.Grow(buf, genSize)
	k := s.gen((*[genSize]rules.Action)(buf[n : n+genSize]))
	return buf[:n+k]
}

// gen writes the legal actions of the seat to move into out[:n], in
// increasing order, and returns n. It first finds the legal shifts as a mask
// and counts the moves, so that it can write each plain move at out[i] and its
// announced form, with the prototype rules, at out[count+i] in one pass.
func (s *State) gen(out *[genSize]rules.Action) int {
	c := s.cfg
	seat := c.order[s.place]
	side := c.side[seat]

	// A seat that did not announce its previous move, with the prototype
	// rules, may not make a diam of its side. Its drops go on empty cells,
	// at level 1, and make none; its shifts need the check.
	restricted := c.proto && s.ann>>uint(seat)&1 == 0

	// Shifts: bit p+dir of shifts is set when the pile whose bottom field
	// is at bit p may move ("-" for dir 0, "+" for 1). All the cells are
	// worked out at once, a byte each.
	own := ofSide(s.occ, s.col, side)
	toLeft := bits.RotateLeft64(s.hs, 8)   // byte n: the height of n-1
	toRight := bits.RotateLeft64(s.hs, -8) // byte n: the height of n+1
	left := own & fits(s.hs+toLeft)
	right := own & fits(s.hs+toRight)
	if restricted {
		// Only a pile that goes to a cell lower than the one facing it,
		// which must hold 2 pawns or more, can make a diam: check those
		// one by one.
		for m := left & higher(bits.RotateLeft64(s.hs, -24), atLeast1(toLeft)); m != 0; m &= m - 1 {
			p := bits.TrailingZeros64(m)
			pileCol, pileOcc := s.pile(p)
			left &^= uint64(b2i(s.pileDiam(pileCol, pileOcc, (p>>3+7)&7, side-1))) << uint(p)
		}
		for m := right & higher(bits.RotateLeft64(s.hs, -40), atLeast1(toRight)); m != 0; m &= m - 1 {
			p := bits.TrailingZeros64(m)
			pileCol, pileOcc := s.pile(p)
			right &^= uint64(b2i(s.pileDiam(pileCol, pileOcc, (p>>3+1)&7, side-1))) << uint(p)
		}
	}
	shifts := left | right<<1

	// Drops: every colour of the seat's reserve that has pawns left, on
	// every open cell.
	open := ^gather(s.occ >> 6) // cells under four pawns
	if c.proto {
		open = ^gather(s.occ) // empty cells
	}
	var colours uint8
	for cm := c.drops[seat]; cm != 0; cm &= cm - 1 {
		colour := bits.TrailingZeros8(cm)
		colours |= uint8(b2i(s.res[colour] > 0)) << uint(colour)
	}

	count := bits.OnesCount8(colours)*bits.OnesCount8(open) + bits.OnesCount64(shifts)
	if count == 0 {
		out[0] = actPass
		return 1
	}
	i := 0
	if colours != 0 {
		// Copy all eight slots of a colour at once, from the table, then
		// keep as many as there are open cells. The slots past them are
		// written over later: those in the plain moves by the next colour
		// and the shifts, those in the announced moves by the second loop
		// and the shifts.
		k := bits.OnesCount8(open)
		for cm := colours; cm != 0; cm &= cm - 1 {
			*(*[Cells]rules.Action)(out[i : i+Cells]) = dropActions[bits.TrailingZeros8(cm)][open]
			i += k
		}
		j := count // j+Cells <= 32+8+8
		for cm := colours; c.proto && cm != 0; cm &= cm - 1 {
			*(*[Cells]rules.Action)(out[j : j+Cells]) = dropActions[4+bits.TrailingZeros8(cm)][open]
			j += k
		}
	}
	for m := shifts; m != 0; m &= m - 1 {
		a := rules.Action(actShift + bits.TrailingZeros64(m))
		out[i&(genSize-1)] = a
		out[(i+count)&(genSize-1)] = a | actAnnounce
		i++
	}
	if c.proto {
		return 2 * count
	}
	return count
}

// fits returns, in the layout of occ, the fields whose pile fits on a
// neighbour, given in byte n of sum the height of cell n plus the height of
// its neighbour t: the pile from level j+1 (j counted from 0) of cell n has
// h[n]-j pawns and fits if t+h[n]-j <= 4, that is if sum <= 4+j.
func fits(sum uint64) uint64 {
	// The byte 0x84+j-sum has its top bit set exactly when sum <= 4+j, and
	// never borrows from the next byte (sum <= 8).
	const tops = 0x8080808080808080
	return ((0x8484848484848484-sum)&tops)>>7 |
		((0x8585858585858585-sum)&tops)>>5 |
		((0x8686868686868686-sum)&tops)>>3 |
		((0x8787878787878787-sum)&tops)>>1
}

// higher returns every field of the cells n where byte n of a is greater than
// byte n of b (heights, 0..4).
func higher(a, b uint64) uint64 {
	return ((0x7F7F7F7F7F7F7F7F + a - b) & 0x8080808080808080) >> 7 * 0xFF
}

// atLeast1 returns heights (a byte each, 0..4) with every 0 raised to 1.
func atLeast1(h uint64) uint64 {
	return h + (^(h+0x7F7F7F7F7F7F7F7F)&0x8080808080808080)>>7
}

// pile returns the colour and occupancy fields of the pile whose bottom field
// is at bit p, moved down to bit 0.
func (s *State) pile(p int) (col, occ uint8) {
	keep := uint8(0xFF) >> uint(p&7)
	return uint8(s.col>>uint(p)) & keep, uint8(s.occ>>uint(p)) & keep
}

// pileDiam reports whether the pile of [State.pile], put on cell to, makes a
// diam of a side: side 0 if flip is 0xFF, side 1 if flip is 0. The pile must
// fit.
func (s *State) pileDiam(pileCol, pileOcc uint8, to int, flip uint8) bool {
	// The only new diams are between the pile's new fields and the cell
	// facing to, at the same levels: compare the pile with that cell's
	// fields from level h[to]+1 up, at level 2 or more, of side's colours.
	up := uint(2 * s.height(to))
	facing := uint(8*(to^4)) + up
	x := pileCol ^ uint8(s.col>>facing)
	return ^(x|x>>1)&pileOcc&uint8(s.occ>>facing)&(0x54>>up)&(pileCol>>1^flip) != 0
}

// b2i returns 1 for true and 0 for false, without a branch.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// illegal returns the error of Apply for an action that is not legal.
func (s *State) illegal(a rules.Action) error {
	return fmt.Errorf("diam: %s: %w", s.FormatAction(a), rules.ErrIllegal)
}

// Apply plays a and appends its events.
func (s *State) Apply(a rules.Action, events []rules.Event) ([]rules.Event, error) {
	if s.status != rules.Ongoing {
		return events, fmt.Errorf("diam: %s: game over: %w", s.FormatAction(a), rules.ErrIllegal)
	}
	seat := s.cfg.order[s.place]
	announced, base := s.announcement(a)
	var err error
	switch {
	case base < actShift:
		events, err = s.applyDrop(a, base, seat, events)
	case base < actPass:
		events, err = s.applyShift(a, base, seat, events)
	case a == actPass:
		events, err = s.applyPass(a, seat, events)
	default:
		err = s.illegal(a)
	}
	if err != nil {
		return events, err
	}
	s.passTurn(a == actPass, announced, seat)
	return s.endIfOver(base < actShift, seat, events), nil
}

// announcement returns whether a, with the prototype rules, announces a
// diam, and the action it announces with (a itself if none).
func (s *State) announcement(a rules.Action) (announced bool, base rules.Action) {
	if s.cfg.proto && a >= actAnnounce && a < actAnnounce+actPass {
		return true, a - actAnnounce
	}
	return false, a
}

// restricted reports whether the prototype rules forbid seat a move that
// makes a diam for its side, as it did not announce one with its previous
// move.
func (s *State) restricted(seat int8) bool {
	return s.cfg.proto && s.ann>>uint(seat)&1 == 0
}

// applyDrop plays the drop base (a without its announcement) of seat: a
// pawn of a colour of its reserve onto a cell not full (an empty one with
// the prototype rules). It leaves s unchanged if the drop is not legal.
func (s *State) applyDrop(a, base rules.Action, seat int8, events []rules.Event) ([]rules.Event, error) {
	colour, cell := int(base>>3), int(base&7)
	h := s.height(cell)
	if s.cfg.drops[seat]>>uint(colour)&1 == 0 || s.res[colour] == 0 || h == MaxHeight || s.cfg.proto && h != 0 {
		return events, s.illegal(a)
	}
	col, occ := s.afterDrop(colour, cell)
	if s.restricted(seat) && ofSide(diams(col, occ), col, s.cfg.side[seat]) != 0 {
		return events, s.illegal(a)
	}
	s.col, s.occ = col, occ
	s.hs += 1 << uint(8*cell)
	s.res[colour]--
	return append(events, rules.Event{Kind: rules.EventDrop, Player: rules.Player(seat),
		Piece: int8(colour), From: -1, To: int8(cell), Level: h + 1, ToLevel: h + 1, Value: 1}), nil
}

// applyShift plays the shift base (a without its announcement) of seat: a
// pawn of its side, with the pile above it, to a neighbouring cell that
// the pile does not fill past four. It leaves s unchanged if the shift is
// not legal.
func (s *State) applyShift(a, base rules.Action, seat int8, events []rules.Event) ([]rules.Event, error) {
	side := s.cfg.side[seat]
	p := int(base-actShift) &^ 1
	cell, level := p>>3, int8(p&7>>1) // level counted from 0
	to := (cell + 2*int(base&1) - 1) & 7
	pile := s.height(cell) - level
	colour := int(s.col>>uint(p)) & 3
	if pile <= 0 || uint8(colour>>1) != side || s.height(to)+pile > MaxHeight {
		return events, s.illegal(a)
	}
	if pileCol, pileOcc := s.pile(p); s.restricted(seat) && s.pileDiam(pileCol, pileOcc, to, side-1) {
		return events, s.illegal(a)
	}
	col, occ := s.afterShift(p, to)
	events = append(events, rules.Event{Kind: rules.EventShift, Player: rules.Player(seat),
		Piece: int8(colour), From: int8(cell), To: int8(to), Level: level + 1,
		ToLevel: s.height(to) + 1, Value: pile})
	s.col, s.occ = col, occ
	s.hs += uint64(pile)<<uint(8*to) - uint64(pile)<<uint(8*cell)
	return events, nil
}

// applyPass plays the pass a of seat, legal only when it is seat's only
// action.
func (s *State) applyPass(a rules.Action, seat int8, events []rules.Event) ([]rules.Event, error) {
	var tmp [genSize]rules.Action
	if s.gen(&tmp) != 1 || tmp[0] != actPass {
		return events, s.illegal(a)
	}
	return append(events, rules.Event{Kind: rules.EventPass, Player: rules.Player(seat), Piece: -1, From: -1, To: -1}), nil
}

// passTurn counts the passes in a row, keeps whether seat announced a
// diam, and gives the turn to the next place of the turn order.
func (s *State) passTurn(pass, announced bool, seat int8) {
	if pass {
		s.passes++
	} else {
		s.passes = 0
	}
	if announced {
		s.ann |= 1 << uint(seat)
	} else {
		s.ann &^= 1 << uint(seat)
	}
	s.place = (s.place + 1) & (s.cfg.cycle - 1)
}

// endIfOver ends the game after a step of seat (a drop if drop) that made a
// diam, was the second pass in a row, or brought a position back a third
// time, and appends the events of the end.
func (s *State) endIfOver(drop bool, seat int8, events []rules.Event) []rules.Event {
	if d := diams(s.col, s.occ); d != 0 {
		return s.win(d, s.cfg.side[seat], seat, events)
	}
	if s.passes >= 2 || s.thirdRepetition(drop) {
		return s.end(rules.Draw, 0, seat, events)
	}
	return events
}

// thirdRepetition records the position after a step (a drop if drop) and
// reports whether it is the third time it stands. Only positions since the
// last drop can recur, and only those at the same place in the turn order,
// every cycle steps back.
func (s *State) thirdRepetition(drop bool) bool {
	if drop {
		s.hist = s.hist[:0]
	}
	cur := s.position()
	seen := 1
	for i := len(s.hist) - int(s.cfg.cycle); i >= 0; i -= int(s.cfg.cycle) {
		if s.hist[i] == cur {
			if seen++; seen == 3 {
				break
			}
		}
	}
	s.hist = append(s.hist, cur)
	return seen >= 3
}

// win ends the game for the side owning the highest diam of d, the mover's
// side on a tie, and reports that side's diams at that level.
func (s *State) win(d uint64, mover uint8, seat int8, events []rules.Event) []rules.Event {
	for _, lm := range [...]uint64{level4, level3, level2} {
		m := d & lm
		if m == 0 {
			continue
		}
		side := mover
		own := ofSide(m, s.col, mover)
		if own == 0 {
			side ^= 1
			own = m
		}
		for ; own != 0; own &= own - 1 {
			p := bits.TrailingZeros64(own)
			events = append(events, rules.Event{Kind: rules.EventLine,
				Player: rules.Player(s.cfg.owner[s.col>>uint(p)&3]), Piece: int8(s.col >> uint(p) & 3),
				From: int8(p >> 3), To: int8(p>>3 + 4), Level: int8(p&7>>1 + 1)})
		}
		return s.end(rules.Win, s.cfg.team[side], seat, events)
	}
	panic("diam: diam below level 2")
}

// end ends the game.
func (s *State) end(st rules.Status, winners rules.Seats, seat int8, events []rules.Event) []rules.Event {
	s.status, s.winners = st, winners
	return append(events, rules.Event{Kind: rules.EventEnd, Player: rules.Player(seat), Piece: -1, From: -1, To: -1})
}

package dejarik

import (
	"fmt"
	"math/bits"

	"tabula/rules"
)

// State is a Dejarik position together with what the rules need of its past:
// the first-move status of each player and the positions since the last
// capture or first move, for the repetition rule. The zero State is not a
// valid position; use [New], [Parse] or [State.CopyFrom].
type State struct {
	occ   [2]uint32      // occ[p] has bit c set when a pawn of p stands on cell c
	board [NumCells]int8 // the pawn id on each cell, -1 when empty
	turn  rules.Player   // the player to move, also once the game is over
	moved uint8          // bit p set once player p has made his first move
	res   rules.Result   // the outcome, ongoing while not over
	hist  []uint64       // codes of the positions since the last irreversible step, the current one last
}

var _ rules.State = (*State)(nil)

// histCap is the initial capacity of the repetition history, so that most
// games never grow it.
const histCap = 64

// CopyFrom makes s a copy of src. Once s's history has grown as long as
// src's, it does not allocate.
func (s *State) CopyFrom(src *State) {
	h := s.hist
	*s = *src
	s.hist = append(h[:0], src.hist...)
}

// Clone returns an independent copy of the state.
func (s *State) Clone() rules.State { return s.clone() }

func (s *State) clone() *State {
	c := &State{hist: make([]uint64, 0, max(histCap, cap(s.hist)))}
	c.CopyFrom(s)
	return c
}

// Players returns 2.
func (s *State) Players() int { return 2 }

// ToMove returns the player to move, or rules.Over once the game has ended.
func (s *State) ToMove() rules.Player {
	if s.res.Status != rules.Ongoing {
		return rules.Over
	}
	return s.turn
}

// Outcomes appends nothing: Dejarik has no chance steps.
func (s *State) Outcomes(buf []rules.Outcome) []rules.Outcome { return buf }

// Result returns the outcome of the game.
func (s *State) Result() rules.Result { return s.res }

// code packs the position as the repetition rule sees it, exactly: the cells
// of each colour, the player to move and the first-move status.
func (s *State) code() uint64 {
	return uint64(s.occ[0]) | uint64(s.occ[1])<<25 | uint64(s.turn)<<50 | uint64(s.moved)<<51
}

// exits returns the cells a pawn on O_i may reach, as a cell mask. e holds
// the empty inner spokes (I_i among them: every exit and the Dejarik need
// it), or 0 beside spoke i when diagonal exits are forbidden; up and down the
// spokes from which a double-diagonal exit is open (see doubles); centre is
// 1 when the centre is empty, else 0.
func exits(i uint, e, diagE, up, down, centre uint32) uint32 {
	d := 1<<i | diagE&besideSpokes[i] | up2Spoke[i]&-(up>>i&1) | down2Spoke[i]&-(down>>i&1)
	return d<<I0 | centre
}

// doubles returns the spokes i from which a double-diagonal exit is open
// upwards (I_{i+1}, O_{i+1}, I_{i+2} empty) and downwards (I_{i-1}, O_{i-1},
// I_{i-2} empty), given the empty inner spokes e and outer spokes f. I_i is
// checked by the caller.
func doubles(e, f uint32) (up, down uint32) {
	ef := e & f
	return rot(ef, 1) & rot(e, 2), rotl(ef, 1) & rotl(e, 2)
}

// dests returns the cells the pawn on from may move to, as a mask, given
// that from holds a pawn of the player to move. The conditions are those of
// the six move kinds of the rules; the first move forbids diagonal exits.
func (s *State) dests(from Cell) uint32 {
	occ := s.occ[0] | s.occ[1]
	e := ^occ >> I0 & ringMask // empty inner spokes
	f := ^occ >> O0 & ringMask // empty outer spokes
	switch {
	case from == C: // Dejarik inverse: I_j and O_j empty
		return (e & f) << O0
	case from <= I11: // return: O_i empty
		return f & (1 << (from - I0)) << O0
	}
	i := uint(from - O0)
	if e&(1<<i) == 0 {
		return 0
	}
	diagE := e & -uint32(s.moved>>s.turn&1)
	up, down := doubles(diagE, f)
	return exits(i, e, diagE, up, down, ^occ&centreMask)
}

// Legal appends the legal actions in increasing order: by origin cell (C,
// then the inner ring, then the outer ring), then by destination cell.
func (s *State) Legal(buf []rules.Action) []rules.Action {
	if s.res.Status != rules.Ongoing {
		return buf
	}
	own := s.occ[s.turn&1]
	occ := s.occ[0] | s.occ[1]
	e := ^occ >> I0 & ringMask
	f := ^occ >> O0 & ringMask
	if own&centreMask != 0 { // Dejarik inverse
		for d := e & f; d != 0; d &= d - 1 {
			buf = append(buf, action(C, O0+Cell(bits.TrailingZeros32(d))))
		}
	}
	for r := own >> I0 & f; r != 0; r &= r - 1 { // returns
		i := Cell(bits.TrailingZeros32(r))
		buf = append(buf, action(I0+i, O0+i))
	}
	r := own >> O0 & e // outer pawns that can move at all
	if r == 0 {
		return buf
	}
	// With diagonal exits forbidden, diagE is empty and so are up and down.
	diagE := e & -uint32(s.moved>>s.turn&1)
	up, down := doubles(diagE, f)
	centre := ^occ & centreMask
	for ; r != 0; r &= r - 1 {
		i := uint(bits.TrailingZeros32(r))
		base := action(O0+Cell(i), 0)
		for d := exits(i, e, diagE, up, down, centre); d != 0; d &= d - 1 {
			buf = append(buf, base|rules.Action(bits.TrailingZeros32(d)))
		}
	}
	return buf
}

// hasMove reports whether p has a legal move. Every move of a ring pawn
// needs the cell in front of or behind it empty, and any diagonal exit needs
// the straight one's cell empty too, so straight exits and returns decide.
func (s *State) hasMove(p rules.Player) bool {
	occ := s.occ[0] | s.occ[1]
	own := s.occ[p&1]
	e := ^occ >> I0 & ringMask
	f := ^occ >> O0 & ringMask
	return own>>I0&f|own>>O0&e != 0 || own&centreMask != 0 && e&f != 0
}

// Apply plays a and appends its events; see the package documentation for
// them. An illegal action, or any action once the game is over, is an error
// wrapping rules.ErrIllegal and changes nothing.
func (s *State) Apply(a rules.Action, ev []rules.Event) ([]rules.Event, error) {
	if s.res.Status != rules.Ongoing {
		return ev, fmt.Errorf("dejarik: %s: game is over: %w", s.FormatAction(a), rules.ErrIllegal)
	}
	p := s.turn & 1
	from, to, ok := decode(a)
	if !ok || s.occ[p]&(1<<from) == 0 || s.dests(from)&(1<<to) == 0 {
		return ev, fmt.Errorf("dejarik: %s: %w", s.FormatAction(a), rules.ErrIllegal)
	}
	q := p ^ 1
	piece := s.board[from]
	s.board[from], s.board[to] = -1, piece
	s.occ[p] ^= 1<<from | 1<<to
	ev = addEvent(ev, rules.EventMove, p, piece, int8(from), int8(to))
	irreversible := s.moved&(1<<p) == 0
	s.moved |= 1 << p

	if from.IsOuter() && to.IsInner() && to-I0 != from-O0 {
		// A diagonal or double-diagonal exit: the landing rule.
		k := int(to - I0)
		dir := 1 // s of the rules: +1 or -1
		if mod12(k-int(from-O0)) > 2 {
			dir = -1
		}
		// The loop ends: augmentation j (from 0) happens on I_{k0+2js}
		// and needs a pawn of the mover on O_{k0+2js}. Four augmentations
		// would need four distinct such cells (2s·j differs mod 12 for j <
		// 6), but the mover has at most 3 pawns on the outer ring, since
		// the moving one is on the inner ring. So at most 3 augmentations.
		for {
			caps := s.occ[q] & besideInner[k]
			if caps != 0 {
				for ; caps != 0; caps &= caps - 1 {
					c := Cell(bits.TrailingZeros32(caps))
					ev = addEvent(ev, rules.EventCapture, q, s.board[c], int8(c), -1)
					s.board[c] = -1
					s.occ[q] &^= 1 << c
				}
				irreversible = true
				break
			}
			occ := s.occ[0] | s.occ[1]
			mid, next := Inner(k+dir), Inner(k+2*dir)
			if s.occ[p]&(1<<Outer(k)) == 0 || occ&(1<<mid|1<<next) != 0 {
				break
			}
			here := Inner(k)
			s.board[here], s.board[next] = -1, piece
			s.occ[p] ^= 1<<here | 1<<next
			ev = addEvent(ev, rules.EventAugment, p, piece, int8(here), int8(next))
			k = int(next - I0)
		}
	}

	s.turn = q
	code := s.code()
	if irreversible {
		s.hist = s.hist[:0]
	}
	s.hist = append(s.hist, code)

	// The end of the game: the mover's win, then repetition, then the next
	// player blocked.
	if pts, line, n := s.win(p); pts > 0 {
		if line >= 0 {
			ev = append(ev, rules.Event{Kind: rules.EventLine, Player: p, Piece: -1, From: int8(Inner(line)), To: int8(Inner(line + n - 1)), Level: -1, ToLevel: -1, Value: int8(n), Points: int8(pts)})
		}
		s.res = rules.Result{Status: rules.Win, Winners: rules.SeatsOf(p), Points: pts, Scored: true}
	} else if !irreversible && s.thirdTime(code) {
		s.res = rules.Result{Status: rules.Draw, Points: 1, Scored: true}
	} else if !s.hasMove(q) {
		s.res = rules.Result{Status: rules.Draw, Points: 0, Scored: true}
	} else {
		return ev, nil
	}
	winner := rules.Player(-1)
	if s.res.Status == rules.Win {
		winner = p
	}
	ev = append(ev, rules.Event{Kind: rules.EventEnd, Player: winner, Piece: -1, From: -1, To: -1, Level: -1, ToLevel: -1, Points: int8(s.res.Points)})
	return ev, nil
}

// addEvent appends an event with the given fields, Level and ToLevel -1 and
// the others 0, filled in place in the caller's buffer.
func addEvent(ev []rules.Event, k rules.EventKind, p rules.Player, piece, from, to int8) []rules.Event {
	ev = append(ev, rules.Event{})
	e := &ev[len(ev)-1]
	e.Kind, e.Player, e.Piece, e.From, e.To, e.Level, e.ToLevel = k, p, piece, from, to, -1, -1
	return ev
}

// thirdTime reports whether the current position, code, the last of the
// history, occurs there for the third time. The player to move alternates at
// every step, so only every other entry can match.
func (s *State) thirdTime(code uint64) bool {
	n := 0
	for i := len(s.hist) - 3; i >= 0; i -= 2 {
		if s.hist[i] == code {
			if n++; n == 2 {
				return true
			}
		}
	}
	return false
}

// win returns the points p wins in the current position (0 if none), and,
// when a line is what scores, its first spoke and its length (else -1, 0).
// Only p's win conditions are examined, and the highest that holds counts.
func (s *State) win(p rules.Player) (points, line, n int) {
	own := s.occ[p&1]
	var r3, r4 uint32
	if own&^innerMask == 0 {
		// r & rot(r,1) & ... has bit j set when spokes j, j+1, ... are all
		// held.
		r := own >> I0
		r3 = r & rot(r, 1) & rot(r, 2)
		r4 = r3 & rot(r, 3)
	}
	switch pawns := bits.OnesCount32(own); {
	case pawns == 4 && r4 != 0:
		return 3, bits.TrailingZeros32(r4), 4
	case s.Lost(p^1) >= 2:
		return 2, -1, 0
	case pawns == 3 && r3 != 0:
		return 1, bits.TrailingZeros32(r3), 3
	}
	return 0, -1, 0
}

package dejarik

import (
	"fmt"
	"math/bits"

	"tabula/rules"
)

// Game is the descriptor of Dejarik for the referee, the match and the
// screens.
var Game = &rules.Game{
	Name:  "dejarik",
	Title: "Dejarik",
	Options: []rules.OptionSpec{{
		Key:     "players",
		Values:  []string{"2"},
		Name:    "number of players",
		Explain: []string{"two players, White and Black, with four pawns each; White moves first"},
	}},
	New: func(opts rules.Options) (rules.State, error) {
		if p, ok := opts["players"]; ok && p != "2" {
			return nil, fmt.Errorf("dejarik: players=%s not allowed (allowed: 2)", p)
		}
		return New(), nil
	},
}

// White and Black are the seats of the two players; White moves first.
const (
	White rules.Player = 0
	Black rules.Player = 1
)

// Pawns is the number of pawns of each player at the start.
const Pawns = 4

// The masks of the zones in a bitboard, where bit c stands for cell c.
const (
	centreMask uint32 = 1 << C
	innerMask  uint32 = 0xFFF << I0
	ringMask   uint32 = 0xFFF
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

// New returns the start position: White (seat 0) on O0 O1 O4 O5, Black on
// O6 O7 O10 O11, White to move, neither player having made his first move.
// The pawns are numbered 0..3 for White and 4..7 for Black, in the order of
// their start cells.
func New() *State {
	s := &State{hist: make([]uint64, 0, histCap)}
	s.place([2][]Cell{{O0, O1, O4, O5}, {O6, O7, O10, O11}}, White, 0)
	return s
}

// place sets up a position from scratch: pawns of White get ids 0.. in the
// listed order, pawns of Black ids 4.. likewise.
func (s *State) place(cells [2][]Cell, turn rules.Player, moved uint8) {
	s.occ = [2]uint32{}
	for c := range s.board {
		s.board[c] = -1
	}
	for p, list := range cells {
		for j, c := range list {
			s.occ[p] |= 1 << c
			s.board[c] = int8(p*Pawns + j)
		}
	}
	s.turn, s.moved, s.res = turn, moved, rules.Result{}
	s.hist = append(s.hist[:0], s.code())
	if !s.hasMove(turn) {
		s.res = rules.Result{Status: rules.Draw, Scored: true, Points: 0}
	}
}

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

// At returns the owner of the pawn on c, or -1 if c is empty or not a cell.
func (s *State) At(c Cell) rules.Player {
	if !c.Valid() {
		return -1
	}
	switch {
	case s.occ[0]&(1<<c) != 0:
		return White
	case s.occ[1]&(1<<c) != 0:
		return Black
	}
	return -1
}

// PieceAt returns the id of the pawn on c (0..3 White, 4..7 Black), or -1 if
// c is empty or not a cell. Ids only help screens follow pawns; the rules
// never tell two pawns of one colour apart.
func (s *State) PieceAt(c Cell) int {
	if !c.Valid() {
		return -1
	}
	return int(s.board[c])
}

// OnBoard returns how many pawns of p are still on the board.
func (s *State) OnBoard(p rules.Player) int { return bits.OnesCount32(s.occ[p&1]) }

// Lost returns how many pawns of p have been removed from the game.
func (s *State) Lost(p rules.Player) int { return Pawns - s.OnBoard(p) }

// FirstMove reports whether p has not made his first move yet, so that his
// diagonal and double-diagonal exits are still forbidden.
func (s *State) FirstMove(p rules.Player) bool { return s.moved&(1<<(p&1)) == 0 }

// code packs the position as the repetition rule sees it, exactly: the cells
// of each colour, the player to move and the first-move status.
func (s *State) code() uint64 {
	return uint64(s.occ[0]) | uint64(s.occ[1])<<25 | uint64(s.turn)<<50 | uint64(s.moved)<<51
}

// Actions. An action is from<<5 | to, with from and to cell numbers; so the
// legal list, built by increasing from and then increasing to, is sorted.

func action(from, to Cell) rules.Action { return rules.Action(from)<<5 | rules.Action(to) }

// decode splits an action into its cells, reporting whether both are cells.
func decode(a rules.Action) (from, to Cell, ok bool) {
	if a >= NumCells<<5 || a&31 >= NumCells {
		return -1, -1, false
	}
	return Cell(a >> 5), Cell(a & 31), true
}

// ActionFor returns the action of the move from one cell to another (for a
// diagonal exit, to its first landing), legal or not; -1 cells give an
// action that no state accepts.
func ActionFor(from, to Cell) rules.Action {
	if !from.Valid() || !to.Valid() {
		return ^rules.Action(0)
	}
	return action(from, to)
}

// ActionCells returns the origin and the (first) destination of an action,
// and whether a names two cells at all.
func ActionCells(a rules.Action) (from, to Cell, ok bool) { return decode(a) }

// Ring helpers on 12-bit masks, bit i for spoke i.

// rotl returns the 12-bit ring mask r turned by n spokes counter-clockwise:
// bit i moves to bit i+n.
func rotl(r uint32, n uint) uint32 { return (r<<n | r>>(Ring-n)) & ringMask }

// rot returns the 12-bit ring mask r turned so that bit j holds spoke j+d.
func rot(r uint32, d uint) uint32 { return (r>>d | r<<(Ring-d)) & ringMask }

// Tables of spokes: for spoke i, the bits of its two neighbours and of the
// spokes two away on each side, in 12-bit ring masks.
var (
	besideSpokes [Ring]uint32
	up2Spoke     [Ring]uint32
	down2Spoke   [Ring]uint32
	// besideInner[k] is the cell mask of I_{k-1} and I_{k+1}.
	besideInner [Ring]uint32
)

func init() {
	for i := range Ring {
		besideSpokes[i] = 1<<mod12(i-1) | 1<<mod12(i+1)
		up2Spoke[i] = 1 << mod12(i+2)
		down2Spoke[i] = 1 << mod12(i-2)
		besideInner[i] = 1<<Inner(i-1) | 1<<Inner(i+1)
	}
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

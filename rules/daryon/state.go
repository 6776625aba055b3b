package daryon

import (
	"fmt"
	"slices"
	"strconv"

	"tabula/rules"
)

// State is a daryon position. Its zero value is not usable: get one from
// [New] or [Game]. It holds no pointers, so copying a State copies it all.
type State struct {
	t       [4][Pawns]int8 // progress of each pawn of each seat, 0..40
	credit  [4]uint8       // bit i: pawn i of the seat has credit (credit=pawn)
	pcredit uint8          // bit seat: the player has credit (credit=player)
	side    [4]Side        // side of each seat
	players int8
	multi   bool // exits=multi
	shared  bool // credit=player
	grey    bool // grey=on
	turn    int8 // the seat whose turn it is
	toMove  rules.Player
	k       int8 // dark seeds of the pending throw, -1 at a chance step
	points  int8 // points of the pending throw, 0 at a chance step
	winner  int8 // the winning seat, -1 while the game goes on
}

var _ rules.State = (*State)(nil)

// CopyFrom makes s a copy of src without allocating.
func (s *State) CopyFrom(src *State) { *s = *src }

// Clone returns an independent copy of s.
func (s *State) Clone() rules.State {
	c := *s
	return &c
}

// Players returns the number of seats, 2 to 4.
func (s *State) Players() int { return int(s.players) }

// ToMove returns the seat to decide, rules.Chance when the seeds are to be
// thrown, or rules.Over.
func (s *State) ToMove() rules.Player { return s.toMove }

// Thrower returns the seat whose turn it is, who throws at a chance step.
func (s *State) Thrower() rules.Player { return rules.Player(s.turn) }

// Result returns the winner once a player has brought all 3 pawns home.
func (s *State) Result() rules.Result {
	if s.winner < 0 {
		return rules.Result{}
	}
	return rules.Result{Status: rules.Win, Winners: rules.SeatsOf(rules.Player(s.winner))}
}

func (s *State) mayHome(seat int8, i int) bool {
	if s.shared {
		return s.pcredit>>uint(seat)&1 != 0
	}
	return s.credit[seat]>>uint(i)&1 != 0
}

// dest returns where pawn i of the seat to move goes with the pending
// points, before the junction rule, or -1 if it cannot move.
func (s *State) dest(i int) int8 {
	t := s.t[s.turn][i]
	if t < 1 || t >= THome {
		return -1
	}
	u := t + s.points
	switch {
	case u <= TTour:
		return u
	case t > TTour || s.mayHome(s.turn, i):
		if u > THome {
			return -1
		}
		return u
	}
	return u - LoopLen // another tour
}

// shadowed reports whether pawn i of the seat to move is interchangeable with
// a lower letter: same progress, same credit.
func (s *State) shadowed(i int) bool {
	p := &s.t[s.turn]
	c := s.credit[s.turn]
	for j := range i {
		if p[j] == p[i] && (c>>uint(j)^c>>uint(i))&1 == 0 {
			return true
		}
	}
	return false
}

// canExit reports whether the pending throw allows an exit.
func (s *State) canExit() bool {
	switch s.points {
	case 1:
	case 5, 6:
		if !s.multi {
			return false
		}
	default:
		return false
	}
	p := &s.t[s.turn]
	return p[0] == TStart || p[1] == TStart || p[2] == TStart
}

// Legal appends the legal actions in increasing order: the throws 0..6 at a
// chance step; out, then the pawns that can move (the lowest letter of
// interchangeable pawns only), or else pass, at a decision.
func (s *State) Legal(buf []rules.Action) []rules.Action {
	switch s.toMove {
	case rules.Over:
		return buf
	case rules.Chance:
		return append(buf, throwActions[:]...)
	}
	n := len(buf)
	if s.canExit() {
		buf = append(buf, ActionOut)
	}
	for i := range Pawns {
		if s.dest(i) >= 0 && !s.shadowed(i) {
			buf = append(buf, ActionA+rules.Action(i))
		}
	}
	if len(buf) == n {
		buf = append(buf, ActionPass)
	}
	return buf
}

// throwPoints gives the points of K dark seeds; throwWeights the number of
// ways, in 64, to throw them.
var (
	throwPoints  = [7]int8{6, 1, 2, 3, 4, 5, 12}
	throwWeights = [7]int{1, 6, 15, 20, 15, 6, 1}
)

// ThrowPoints returns the points of a throw with k dark seeds (0..6): k, but
// 6 for k = 0 and 12 for k = 6.
func ThrowPoints(k int) int { return int(throwPoints[k]) }

// ThrowWeight returns the number of ways, out of 64, to throw k dark seeds:
// the binomial coefficient C(6, k).
func ThrowWeight(k int) int { return throwWeights[k] }

// Outcomes appends the seven throws with their weights in 64ths, 1, 6, 15,
// 20, 15, 6, 1 for K = 0..6, at a chance step.
func (s *State) Outcomes(buf []rules.Outcome) []rules.Outcome {
	if s.toMove != rules.Chance {
		return buf
	}
	return append(buf, throwOutcomes[:]...)
}

var (
	throwActions  = [7]rules.Action{0, 1, 2, 3, 4, 5, 6}
	throwOutcomes = func() (o [7]rules.Outcome) {
		for k, w := range throwWeights {
			o[k] = rules.Outcome{Action: rules.Action(k), Weight: w}
		}
		return o
	}()
)

// push appends an event. It writes the fields one by one: the compiler
// builds a composite literal on the stack byte by byte and copies it in wide
// words, which stalls on store forwarding, and events are the bulk of the
// work of a move.
func push(ev []rules.Event, kind rules.EventKind, p rules.Player, piece, from, to, value int8) []rules.Event {
	n := len(ev)
	if n < cap(ev) {
		ev = ev[:n+1]
	} else {
		ev = append(ev, rules.Event{})
	}
	e := &ev[n]
	e.Kind, e.Player, e.Piece, e.From, e.To, e.Value = kind, p, piece, from, to, value
	e.Level, e.ToLevel, e.Points, e.Mask = 0, 0, 0, 0
	return ev
}

func (s *State) illegal(a rules.Action, why string) error {
	return fmt.Errorf("daryon: %s: %s: %w", s.name(a), why, rules.ErrIllegal)
}

// Apply plays a throw or a decision, appends its events and returns them. An
// illegal action is an error wrapping rules.ErrIllegal and changes nothing.
func (s *State) Apply(a rules.Action, ev []rules.Event) ([]rules.Event, error) {
	switch s.toMove {
	case rules.Over:
		return ev, fmt.Errorf("daryon: %s: the game is over: %w", s.name(a), rules.ErrIllegal)
	case rules.Chance:
		if a > 6 {
			return ev, s.illegal(a, "a throw has 0 to 6 dark seeds")
		}
		s.k, s.points = int8(a), throwPoints[a]
		s.toMove = rules.Player(s.turn)
		ev = push(ev, rules.EventThrow, s.toMove, -1, -1, -1, s.k)
		e := &ev[len(ev)-1]
		e.Points, e.Mask = s.points, uint8(1)<<a-1
		return ev, nil
	}
	switch a {
	case ActionOut:
		if !s.canExit() {
			return ev, s.illegal(a, "no exit on this throw")
		}
		return s.exit(ev), nil
	case ActionA, ActionB, ActionC:
		i := int(a - ActionA)
		u := s.dest(i)
		if u < 0 {
			return ev, s.illegal(a, "this pawn cannot move "+strconv.Itoa(int(s.points))+" points")
		}
		if s.shadowed(i) {
			return ev, s.illegal(a, "the same move is written with a lower letter")
		}
		return s.move(i, u, ev), nil
	case ActionPass:
		if s.canExit() || s.dest(0) >= 0 || s.dest(1) >= 0 || s.dest(2) >= 0 {
			return ev, s.illegal(a, "a move is possible")
		}
		ev = push(ev, rules.EventPass, s.toMove, -1, -1, -1, 0)
		return s.nextTurn(ev), nil
	}
	return ev, s.illegal(a, "no such move")
}

// exit brings out the lowest letters at home, as many as the throw allows,
// and gives the same player another throw.
func (s *State) exit(ev []rules.Event) []rules.Event {
	n := 1
	if s.points != 1 {
		n = int(s.points) - 3 // 2 on a 5, 3 on a 6
	}
	seat := s.turn
	first := pathCell[s.side[seat]][1]
	for i := 0; i < Pawns && n > 0; i++ {
		if s.t[seat][i] == TStart {
			s.t[seat][i] = 1
			n--
			ev = push(ev, rules.EventEnter, rules.Player(seat), int8(i), int8(Centre), int8(first), 0)
		}
	}
	s.toMove, s.k, s.points = rules.Chance, -1, 0
	return ev
}

// move moves pawn i of the seat to move by the pending points to u, its
// dest, then settles captures, credit, the junction and the end.
func (s *State) move(i int, u int8, ev []rules.Event) []rules.Event {
	seat := s.turn
	d := s.side[seat]
	t := s.t[seat][i]
	from, to := pathCell[d][t], pathCell[d][u]
	// The summary, then one hop per cell: grow once and write in place.
	n, p := len(ev), int(s.points)
	ev = push(slices.Grow(ev, p+1), rules.EventMove, rules.Player(seat), int8(i), int8(from), int8(to), s.points)
	ev = ev[:n+p+1]
	cells := pathCell[d][:]
	if u < t {
		cells = tourCell[d][:] // another tour: on from t = 36 to 5
	}
	hops, prev := ev[n+1:], int8(from)
	for j, c := range cells[t+1 : int(t)+p+1] {
		e := &hops[j] // field by field, as in push
		e.Kind, e.Player, e.Piece, e.From, e.To = rules.EventHop, rules.Player(seat), int8(i), prev, int8(c)
		e.Level, e.ToLevel, e.Value, e.Points, e.Mask = 0, 0, 0, 0, 0
		prev = int8(c)
	}
	if l := pathLoop[d][u]; l >= 0 && !IsCorner(int(l)) && !(s.grey && IsJunction(int(l))) {
		captured := false
		for o := range s.players {
			if o == seat {
				continue
			}
			od := s.side[o]
			for k := range Pawns {
				if pathLoop[od][s.t[o][k]] == l {
					s.t[o][k] = TStart
					s.credit[o] &^= 1 << uint(k)
					captured = true
					ev = push(ev, rules.EventCapture, rules.Player(o), int8(k), int8(to), int8(Centre), 0)
				}
			}
		}
		if captured {
			if s.shared {
				s.pcredit |= 1 << uint(seat)
			} else {
				s.credit[seat] |= 1 << uint(i)
			}
		}
	}
	// The junction rule: a pawn that went round the loop to its junction
	// stays at t = 36 only with credit. (A pawn coming out of its corridor
	// reaches the junction at t = 4 and stays there: see doc.go.)
	if u == TTour && !s.mayHome(seat, i) {
		u = TJunction
	}
	s.t[seat][i] = u
	if u == THome {
		ev = push(ev, rules.EventFinish, rules.Player(seat), int8(i), int8(pathCell[d][THome-1]), int8(Centre), 0)
		if p := &s.t[seat]; p[0] == THome && p[1] == THome && p[2] == THome {
			s.winner = seat
			s.toMove, s.k, s.points = rules.Over, -1, 0
			return push(ev, rules.EventEnd, rules.Player(seat), -1, -1, -1, 0)
		}
	}
	return s.nextTurn(ev)
}

// nextTurn passes the turn to the next seat, which throws.
func (s *State) nextTurn(ev []rules.Event) []rules.Event {
	s.turn++
	if s.turn == s.players {
		s.turn = 0
	}
	s.toMove, s.k, s.points = rules.Chance, -1, 0
	return push(ev, rules.EventTurn, rules.Player(s.turn), -1, -1, -1, 0)
}
